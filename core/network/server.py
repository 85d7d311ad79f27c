"""The match server: any number of matches of any installed game over WebSocket
(``ludotheque serve``).

It is authoritative: each match is a :class:`~.table.Table` holding the full state
and its seeded chance; a move is checked with the rules and journaled before it is
acknowledged; every connection receives only the view of its own seat (a spectator
the public view).  At start it resumes every journaled match.  The messages are
those of :mod:`.protocol` (``docs/protocol.md``).

Games play in worker threads, one match at a time (a lock per match), so that a
computer seat thinking never stalls the other matches' connections.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import ssl
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, urlencode, urlsplit

from ..match import Seat, SeatError
from .journal import Journal
from .protocol import MAX_FRAME, PROTOCOL_VERSION, Message, ProtocolError, RateLimit, error, parse
from .table import MoveRefused, Table

if TYPE_CHECKING:
    from websockets.asyncio.server import Server, ServerConnection

    from ..plugins.registry import PluginRegistry

__all__ = ["MatchServer", "invite_link", "parse_link", "running"]

log = logging.getLogger("ludotheque.server")


def invite_link(base: str, match_id: str, token: str) -> str:
    """The invitation to one seat: ``ws://HOST:PORT/?match=ID&token=TOKEN``."""
    return f"{base.rstrip('/')}/?{urlencode({'match': match_id, 'token': token})}"


def parse_link(link: str) -> tuple[str, str, str]:
    """``(server address, match id, token)`` of an invitation link.

    :raises ValueError: for anything else.
    """
    parts = urlsplit(link)
    query = parse_qs(parts.query)
    if parts.scheme not in ("ws", "wss") or not parts.netloc or "match" not in query \
            or "token" not in query:
        raise ValueError(f"not an invitation link: {link[:200]}")
    return f"{parts.scheme}://{parts.netloc}", query["match"][0], query["token"][0]


@dataclass(eq=False)
class _Client:
    connection: ServerConnection
    match: str | None = None
    seat: int | None = None
    limit: RateLimit = field(default_factory=RateLimit)


class MatchServer:
    """Hosts matches; :meth:`start` listens, :meth:`stop` closes."""

    def __init__(self, data: str | Path, registry: PluginRegistry, *, host: str = "127.0.0.1",
                 port: int = 0, tls: ssl.SSLContext | None = None) -> None:
        self.journal = Journal(data)
        self.registry = registry
        self.host, self.port, self.tls = host, port, tls
        self.tables: dict[str, Table] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.clients: set[_Client] = set()
        self._server: Server | None = None

    @property
    def address(self) -> str:
        return f"{'wss' if self.tls else 'ws'}://{self.host}:{self.port}"

    def resume(self) -> list[str]:
        """Load every journaled match; returns the ids of those that cannot be
        resumed (their game is missing here, or its rules changed), logged."""
        failed = []
        for record in self.journal.matches():
            try:
                self.tables[record.id] = Table.resume(self.journal, self.registry, record)
            except Exception as exc:  # noqa: BLE001 - one match's game must not stop the rest
                log.error("match %s (%s) cannot be resumed: %s", record.id, record.game, exc)
                failed.append(record.id)
        return failed

    async def start(self) -> None:
        from websockets.asyncio.server import serve

        self.resume()
        self._server = await serve(self._serve, self.host, self.port, ssl=self.tls,
                                   max_size=MAX_FRAME, max_queue=64)
        sockets = list(self._server.sockets)
        if sockets and self.port == 0:
            self.port = sockets[0].getsockname()[1]

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self.journal.close()

    async def serve_forever(self) -> None:
        await self.start()
        assert self._server is not None
        await self._server.serve_forever()

    # --- one connection ------------------------------------------------------------------

    async def _serve(self, connection: ServerConnection) -> None:
        client = _Client(connection)
        self.clients.add(client)
        try:
            async for frame in connection:
                if not client.limit.allow():
                    await connection.send(error("rate", "too many messages: slow down"))
                    continue
                try:
                    message = parse(frame)
                    await self._dispatch(client, message)
                except ProtocolError as exc:
                    await connection.send(error(exc.code, str(exc)))
                except Exception as exc:  # a game's code failed: say so, go on
                    log.error("match %s: %s", client.match, exc, exc_info=exc)
                    await connection.send(error("server_error", "the server failed on this "
                                                "message; the details are in its log"))
        except Exception as exc:  # noqa: BLE001 - a connection ends, the server stays
            log.info("connection closed: %s", exc)
        finally:
            self.clients.discard(client)

    async def _dispatch(self, client: _Client, message: Message) -> None:
        if message.type == "ping":
            await client.connection.send(json.dumps({"type": "pong"}))
        elif message.type == "create":
            await self._create(client, message)
        elif message.type == "join":
            await self._join(client, message)
        elif message.type == "watch":
            await self._watch(client, message)
        elif message.type == "move":
            await self._move(client, message)

    def _check_plugin(self, game_id: str, message: Message) -> None:
        offered = message.get("plugin")
        if not isinstance(offered, dict):
            return
        plugin = self.registry.plugin_of(game_id)
        name, version = offered.get("name"), offered.get("version")
        if name == plugin.name and version != plugin.version:
            raise ProtocolError("plugin_version",
                                f"the server has {plugin.name} {plugin.version}, this "
                                f"computer has {name} {version}")

    async def _create(self, client: _Client, message: Message) -> None:
        game_id = message["game"]
        if game_id not in self.registry.games:
            raise ProtocolError("unknown_game", f"the server has no game {game_id[:40]!r}")
        self._check_plugin(game_id, message)
        try:
            seats = [Seat(s.get("kind", "human"), s.get("name", ""), s.get("level"))
                     for s in message["seats"]]
            game = self.registry.game(game_id).game
            if not game.min_players <= len(seats) <= game.max_players:
                raise ProtocolError("bad_message", f"{game_id} is for {game.min_players} to "
                                                   f"{game.max_players} players")
            table, tokens = await asyncio.to_thread(
                Table.create, self.journal, self.registry, game_id, message["options"], seats)
        except (SeatError, ValueError) as exc:
            raise ProtocolError("bad_message", str(exc)) from None
        self.tables[table.id] = table
        self.locks[table.id] = asyncio.Lock()
        base = self._address_seen_by(client)
        invites = [{"seat": seat, "token": token, "link": invite_link(base, table.id, token)}
                   for seat, token in sorted(tokens.items())]
        await client.connection.send(json.dumps({
            "type": "created", "match": table.id, "version": PROTOCOL_VERSION,
            "invites": invites}))

    def _address_seen_by(self, client: _Client) -> str:
        """The server's address as *client* reached it (its ``Host`` header), so that
        a server listening on every interface gives links others can use."""
        request = client.connection.request
        host = request.headers.get("Host") if request is not None else None
        if not host or any(c in host for c in "/?#@ "):
            return self.address
        return f"{'wss' if self.tls else 'ws'}://{host}"

    def _table(self, match_id: str) -> Table:
        table = self.tables.get(match_id)
        if table is None:
            raise ProtocolError("unknown_match", "no such match on this server")
        return table

    async def _join(self, client: _Client, message: Message) -> None:
        table = self._table(message["match"])
        seat = self.journal.seat_of(table.id, message["token"])
        if seat is None:
            raise ProtocolError("bad_token", "this invitation is for no seat of the match")
        self._check_plugin(table.record.game, message)
        client.match, client.seat = table.id, seat
        await client.connection.send(json.dumps(table.welcome(seat)))

    async def _watch(self, client: _Client, message: Message) -> None:
        table = self._table(message["match"])
        client.match, client.seat = table.id, None
        await client.connection.send(json.dumps(table.welcome(None)))

    async def _move(self, client: _Client, message: Message) -> None:
        if client.match is None or client.seat is None:
            raise ProtocolError("not_joined", "join a seat before moving")
        table = self._table(client.match)
        lock = self.locks.setdefault(table.id, asyncio.Lock())
        async with lock:
            if message["ply"] != len(table.match):
                raise ProtocolError("stale", f"the match is at step {len(table.match)}, "
                                             f"not {message['ply']}")
            first = len(table.match)
            try:
                await asyncio.to_thread(table.play, client.seat, message["move"])
            except MoveRefused as exc:
                raise ProtocolError(exc.code, str(exc)) from None
            await self._broadcast(table, first)

    async def _broadcast(self, table: Table, first: int) -> None:
        """Each connection of the match receives the steps from ply *first* on and the
        view, as its own seat may know them."""
        frames: dict[int | None, str] = {}
        for client in list(self.clients):
            if client.match == table.id:
                frame = frames.get(client.seat)
                if frame is None:
                    frame = frames[client.seat] = json.dumps(table.update(client.seat, first))
                try:
                    await client.connection.send(frame)
                except Exception:  # noqa: BLE001 - a client that left; it can rejoin
                    self.clients.discard(client)


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context


@contextlib.contextmanager
def running(server: MatchServer) -> Iterator[MatchServer]:
    """*server* started in a thread of its own (its event loop) for the ``with``
    block, then stopped: for tests and for programs that are not asyncio."""
    loop = asyncio.new_event_loop()
    ready = threading.Event()

    def run() -> None:
        asyncio.set_event_loop(loop)
        loop.run_until_complete(server.start())
        ready.set()
        loop.run_forever()

    thread = threading.Thread(target=run, name="match-server", daemon=True)
    thread.start()
    if not ready.wait(30):
        raise RuntimeError("the match server did not start")
    try:
        yield server
    finally:
        asyncio.run_coroutine_threadsafe(server.stop(), loop).result(30)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(30)
        loop.close()
