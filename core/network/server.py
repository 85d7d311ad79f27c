"""The match server: any number of matches of any installed game over WebSocket
(``ludotheque serve``).

It is authoritative: each match is a :class:`~.table.Table` holding the full state
and its seeded chance; a move is checked with the rules and journaled before it is
acknowledged; every connection receives only the view of its own seat (a spectator
the public view).  At start it resumes every journaled match.  The messages are
those of :mod:`.protocol` (``docs/protocol.md``).

Moves are checked and played in the event loop, one match at a time (a lock per
match); a computer seat thinks in a worker thread, so that it never stalls the other
matches' connections; the journal's writer thread stores the steps of many matches
at once, and a move is acknowledged once its steps are on disk.

Every connection of a match is told which human seats are connected (``presence``).
The match's creator can hand a seat nobody is connected to to the computer
(``hand_over``, with the creator token of ``created``), and a seat can take back its
last move when every other human seat agrees (``undo``, ``undo_answer``).
"""

from __future__ import annotations

import asyncio
import logging
import re
import ssl
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from websockets.protocol import State

from ..match import Seat, SeatError
from ..players import LEVELS
from .journal import Journal
from .links import invite_link
from .protocol import (
    MAX_FRAME,
    PROTOCOL_VERSION,
    Message,
    ProtocolError,
    RateLimit,
    encode,
    error,
    parse,
)
from .table import MoveRefused, Table

if TYPE_CHECKING:
    from websockets.asyncio.server import Server, ServerConnection

    from ..plugins.registry import PluginRegistry
    from .discovery import Announcement

__all__ = ["MatchServer"]

log = logging.getLogger("ludotheque.server")

_HANDED_OVER = "the match's creator handed this seat to the computer: the computer now plays it"


BACKLOG_LIMIT = 4 << 20
"""Bytes waiting to go to one connection beyond which the server closes it: a client
that stops reading (or cannot keep up) must never hold up its match, whose lock is
held while its frames are sent.  It can join again and get the whole view.  As much
as the largest frame a client accepts (``client.MAX_RECEIVED``), so that one large
welcome on a slow link is not taken for a stalled client."""

WRITE_LIMIT = 4 * BACKLOG_LIMIT
"""The connections' high-water mark (websockets' ``write_limit``): a send waits for
the client only above it, which a frame sent below :data:`BACKLOG_LIMIT` never
reaches."""


@dataclass(eq=False)
class _Client:
    connection: ServerConnection
    match: str | None = None
    seat: int | None = None
    limit: RateLimit = field(default_factory=RateLimit)
    gone: bool = False
    """Closed for not reading, or closing: nothing more is sent to it."""

    async def send(self, frame: bytes) -> None:
        """Send *frame*, unless more than :data:`BACKLOG_LIMIT` bytes still wait to go
        to this client: then close the connection at once, without waiting for it.

        An open connection's frame goes straight through its Sans-I/O protocol to
        the socket: websockets' ``send()`` wraps each frame in a context manager and
        a wait for the buffer to drain, a tenth of the server's time flat out
        (``docs/scaling.md``), where the backlog check above is the flow control.
        Nothing is sent to a connection that is closing (websockets' ``send()`` would
        wait up to its close timeout, the match's lock held): its handler drops it.
        websockets' ``send()`` stays only for a version without those internals."""
        if self.gone:
            return
        connection = self.connection
        transport = connection.transport
        if transport.get_write_buffer_size() > BACKLOG_LIMIT:
            self.gone = True
            log.warning("closed a connection that stopped reading (%s, match %s)",
                        connection.remote_address, self.match)
            transport.abort()
            return
        protocol = getattr(connection, "protocol", None)
        write = getattr(connection, "send_data", None)  # websockets 13 to 17
        if protocol is None or write is None:
            await connection.send(frame.decode())
            return
        if protocol.state is not State.OPEN or transport.is_closing():
            self.gone = True
            return
        protocol.send_text(frame)
        write()


@dataclass
class _UndoRequest:
    """A seat's proposal to take back its last move, waiting for the other human
    seats' answers (kept in memory: a restart forgets it)."""

    seat: int
    to: int
    ply: int
    waiting: set[int]

    def message(self) -> dict[str, object]:
        return {"type": "undo_request", "seat": self.seat, "to": self.to, "ply": self.ply,
                "waiting": sorted(self.waiting)}


class MatchServer:
    """Hosts matches; :meth:`start` listens, :meth:`stop` closes."""

    def __init__(self, data: str | Path, registry: PluginRegistry, *, host: str = "127.0.0.1",
                 port: int = 0, tls: ssl.SSLContext | None = None,
                 announce: bool = False, shard: str = "", public_url: str = "") -> None:
        if shard and not re.fullmatch(r"[A-Za-z0-9_]{1,16}", shard):
            raise ValueError("a shard name is 1 to 16 letters, digits or _")
        self.journal = Journal(data)
        self.announce = announce
        self.shard = shard
        """Put before the id of each match created here (``SHARD-…``), so that a
        reverse proxy routes a match's connections to this process by its id."""
        self.public_url = public_url.rstrip("/")
        """The address the invitation links give (behind a reverse proxy), instead of
        the one the creator reached."""
        """Announce the server on the local network (zeroconf) while it runs."""
        self._announcement: Announcement | None = None
        self.registry = registry
        self.host, self.port, self.tls = host, port, tls
        self.tables: dict[str, Table] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.clients: set[_Client] = set()
        self.following: dict[str, set[_Client]] = {}
        """Match → the connections that follow it (so that a move reaches its match's
        connections without a look at every other)."""
        self.undos: dict[str, _UndoRequest] = {}
        """Match → the undo request waiting for answers."""
        self._presence: dict[str, list[int]] = {}
        """Match → the connected seats its connections were last told of."""
        self._handing: set[tuple[str, int]] = set()
        """The seats being handed to the computer now (a join for one is refused)."""
        self._server: Server | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        """The event loop serving, once started."""

    @property
    def address(self) -> str:
        return f"{'wss' if self.tls else 'ws'}://{self.host}:{self.port}"

    def resume(self) -> list[str]:
        """Load every journaled match; returns the ids of those that cannot be
        resumed (their game is missing here, or its rules changed), logged."""
        failed = []
        for record in self.journal.matches():
            try:
                table = Table.resume(self.journal, self.registry, record)
                if table.waits():  # stopped between a hand-over and the computer's move
                    table.settle()
                    table.store()
                self.tables[record.id] = table
            except Exception as exc:  # noqa: BLE001 - one match's game must not stop the rest
                log.error("match %s (%s) cannot be resumed: %s", record.id, record.game, exc)
                failed.append(record.id)
        return failed

    async def start(self) -> None:
        from websockets.asyncio.server import serve

        self.loop = asyncio.get_running_loop()
        self.resume()
        self._server = await serve(self._serve, self.host, self.port, ssl=self.tls,
                                   max_size=MAX_FRAME, max_queue=64,
                                   write_limit=WRITE_LIMIT,
                                   compression=None)  # small frames: deflate costs more
        sockets = list(self._server.sockets)
        if sockets and self.port == 0:
            self.port = sockets[0].getsockname()[1]
        if self.announce:
            from .discovery import Announcement

            self._announcement = Announcement(self.port)
            await self._announcement.start()

    async def stop(self) -> None:
        if self._announcement is not None:
            await self._announcement.stop()
            self._announcement = None
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
                    await client.send(error("rate", "too many messages: slow down"))
                    continue
                try:
                    message = parse(frame)
                    await self._dispatch(client, message)
                except ProtocolError as exc:
                    await client.send(error(exc.code, str(exc)))
                except Exception as exc:  # a game's code failed: say so, go on
                    log.error("match %s: %s", client.match, exc, exc_info=exc)
                    await client.send(error("server_error", "the server failed on this "
                                                "message; the details are in its log"))
        except Exception as exc:  # noqa: BLE001 - a connection ends, the server stays
            log.info("connection closed: %s", exc)
        finally:
            self._drop(client)
            if client.match is not None:
                await self._announce_presence(client.match)

    async def _dispatch(self, client: _Client, message: Message) -> None:
        if message.type == "ping":
            await client.send(encode({"type": "pong"}))
        elif message.type == "create":
            await self._create(client, message)
        elif message.type == "join":
            await self._join(client, message)
        elif message.type == "watch":
            await self._watch(client, message)
        elif message.type == "move":
            await self._move(client, message)
        elif message.type == "lobby":
            await self._lobby(client)
        elif message.type == "claim":
            await self._claim(client, message)
        elif message.type == "hand_over":
            await self._hand_over(client, message)
        elif message.type == "undo":
            await self._undo(client, message)
        elif message.type == "undo_answer":
            await self._undo_answer(client, message)

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
                Table.create, self.journal, self.registry, game_id, message["options"], seats,
                match_id=f"{self.shard}-{uuid.uuid4().hex}" if self.shard else None)
        except (SeatError, ValueError) as exc:
            raise ProtocolError("bad_message", str(exc)) from None
        creator = await asyncio.to_thread(self.journal.add_creator, table.id)
        offered = [i for i, data in enumerate(message["seats"])
                   if data.get("open") is True and i in tokens]  # human seats only
        if offered:
            await asyncio.to_thread(self.journal.open_seats, table.id, offered)
        self.tables[table.id] = table
        self.locks[table.id] = asyncio.Lock()
        base = self._address_seen_by(client)
        invites = [{"seat": seat, "token": token, "link": invite_link(base, table.id, token)}
                   for seat, token in sorted(tokens.items())]
        await client.send(encode({
            "type": "created", "match": table.id, "version": PROTOCOL_VERSION,
            "invites": invites, "creator": creator}))

    async def _lobby(self, client: _Client) -> None:
        """The matches with seats open to anyone here (unfinished ones only)."""
        matches = []
        for match_id, seats in (await asyncio.to_thread(self.journal.offered)).items():
            table = self.tables.get(match_id)
            if table is None or table.match.is_over:
                continue
            names = [seat.display_name(i) for i, seat in enumerate(table.match.seats)]
            matches.append({"match": match_id, "game": table.record.game,
                            "players": [n for i, n in enumerate(names) if i not in seats],
                            "open": [{"seat": i, "name": table.match.seats[i].name}
                                     for i in seats]})
        await client.send(encode({"type": "lobby", "matches": matches}))

    async def _claim(self, client: _Client, message: Message) -> None:
        table = self._table(message["match"])
        seat = message["seat"]
        token = None
        if not table.match.is_over:
            token = await asyncio.to_thread(self.journal.claim, table.id, seat)
        if token is None:
            raise ProtocolError("seat_taken", "this seat is not open (another player took "
                                              "it, or the game is over)")
        link = invite_link(self._address_seen_by(client), table.id, token)
        await client.send(encode({
            "type": "claimed", "match": table.id, "seat": seat, "token": token,
            "link": link}))

    def _address_seen_by(self, client: _Client) -> str:
        """The server's address as *client* reached it (its ``Host`` header), so that
        a server listening on every interface gives links others can use."""
        if self.public_url:
            return self.public_url
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
            if self.journal.withdrawn_seat_of(table.id, message["token"]) is not None:
                raise ProtocolError("handed_over", _HANDED_OVER)
            raise ProtocolError("bad_token", "this invitation is for no seat of the match")
        if (table.id, seat) in self._handing or not table.match.seats[seat].is_human:
            raise ProtocolError("handed_over", _HANDED_OVER)
        self._check_plugin(table.record.game, message)
        await self._enter(client, table, seat)

    async def _watch(self, client: _Client, message: Message) -> None:
        table = self._table(message["match"])
        await self._enter(client, table, None)

    async def _enter(self, client: _Client, table: Table, seat: int | None) -> None:
        """*client* follows *table* as *seat*: its welcome, then the others are told
        if the connected seats changed, and it is told of an undo request waiting."""
        left = client.match
        async with self._lock(table.id):  # never a step that is not on disk yet
            if seat is not None and ((table.id, seat) in self._handing
                                     or not table.match.seats[seat].is_human):
                raise ProtocolError("handed_over", _HANDED_OVER)  # while it waited
            if left is not None:
                self.following.get(left, set()).discard(client)
            client.match, client.seat = table.id, seat
            self.following.setdefault(table.id, set()).add(client)
            welcome = table.welcome(seat)
            welcome["connected"] = self._connected(table.id)
            await client.send(encode(welcome))
        if left is not None and left != table.id:
            await self._announce_presence(left)
        await self._announce_presence(table.id, skip=client)
        request = self.undos.get(table.id)
        if request is not None:
            await client.send(encode(request.message()))

    def _connected(self, match_id: str) -> list[int]:
        """The seats of *match_id* with at least one connection open (human seats:
        only they join)."""
        return sorted({client.seat for client in self.following.get(match_id, ())
                       if client.seat is not None})

    async def _announce_presence(self, match_id: str, skip: _Client | None = None) -> None:
        """Tell every connection of *match_id* (but *skip*, told otherwise) the
        connected seats, if they changed since they were last told."""
        connected = self._connected(match_id)
        if self._presence.get(match_id, []) == connected:
            return
        self._presence[match_id] = connected
        await self._send_all(match_id, {"type": "presence", "connected": connected}, skip)

    def _lock(self, match_id: str) -> asyncio.Lock:
        return self.locks.setdefault(match_id, asyncio.Lock())

    async def _move(self, client: _Client, message: Message) -> None:
        if client.match is None or client.seat is None:
            raise ProtocolError("not_joined", "join a seat before moving")
        table = self._table(client.match)
        async with self._lock(table.id):
            if table.waits():  # a store that failed left chance or a computer to move
                first = len(table.match)
                await self._settle_and_store(table)
                await self._broadcast(table, first)
            self._check_ply(table, message["ply"])
            first = len(table.match)
            try:
                table.accept(client.seat, message["move"])
            except MoveRefused as exc:
                raise ProtocolError(exc.code, str(exc)) from None
            await self._settle_and_store(table)
            await self._void_undo(table.id)
            await self._broadcast(table, first)

    async def _settle_and_store(self, table: Table) -> None:
        """Chance and computer seats play on (a computer thinks in a worker thread),
        then every step not journaled yet goes to disk; the match lock held.  If the
        journal fails, the match forgets those steps (nobody saw them).  A task
        cancelled meanwhile still waits for the thread and the journal to end, so
        that the match never changes outside its lock; the cancellation is raised
        after."""
        try:
            if table.players:
                await _to_the_end(asyncio.ensure_future(asyncio.to_thread(table.settle)))
            else:
                table.settle()
            first, moves = table.pending()
            if moves:
                stored = self.journal.append_soon(table.id, first, moves)
                try:
                    await _to_the_end(stored)
                finally:
                    if stored.done() and not stored.cancelled() and stored.exception() is None:
                        table.journaled = first + len(moves)
        except BaseException:
            table.rewind()  # what is not on disk (nothing once the steps are stored)
            raise

    @staticmethod
    def _check_ply(table: Table, ply: int) -> None:
        if ply != len(table.match):
            raise ProtocolError("stale", f"the match is at step {len(table.match)}, not {ply}")

    # --- a departed seat handed to the computer ------------------------------------------

    async def _hand_over(self, client: _Client, message: Message) -> None:
        table = self._table(message["match"])
        if not self.journal.is_creator(table.id, message["creator"]):
            raise ProtocolError("bad_token", "this is not the creator token of the match")
        seat, level = message["seat"], message["level"]
        if not 0 <= seat < len(table.match.seats):
            raise ProtocolError("bad_message", f"the match has no seat {seat}")
        if level not in LEVELS:
            raise ProtocolError("bad_message", f"unknown level {level[:40]!r}: use "
                                               f"{', '.join(LEVELS)}")
        async with self._lock(table.id):
            if not table.match.seats[seat].is_human:
                raise ProtocolError("seat_connected", f"seat {seat} is not a human seat: "
                                                      "the computer plays it already")
            if seat in self._connected(table.id):
                raise ProtocolError("seat_connected", f"seat {seat} is connected: only a "
                                                      "departed seat is handed over")
            if table.match.is_over:
                raise ProtocolError("over", "the game is over")
            self._handing.add((table.id, seat))  # from now on, a join for it is refused
            try:
                await asyncio.to_thread(table.hand_over, self.registry, seat, level)
            finally:
                self._handing.discard((table.id, seat))
            await self._void_undo(table.id)
            await self._send_all(table.id, {"type": "seats", "seats": table.record.seats})
            await client.send(encode({"type": "handed_over", "seat": seat}))
            first = len(table.match)
            await self._settle_and_store(table)
            if len(table.match) > first:
                await self._broadcast(table, first)

    # --- undo by agreement -----------------------------------------------------------------

    async def _undo(self, client: _Client, message: Message) -> None:
        if client.match is None or client.seat is None:
            raise ProtocolError("not_joined", "join a seat before asking to undo")
        table = self._table(client.match)
        async with self._lock(table.id):
            self._check_ply(table, message["ply"])
            if table.id in self.undos:
                raise ProtocolError("undo_pending", "an undo request is waiting for answers")
            target = table.undo_target(client.seat)
            if target is None or table.match.is_over:
                raise ProtocolError("nothing_to_undo", "the game is over: its result stands"
                                    if table.match.is_over else "this seat has not moved yet")
            others = set(table.human_seats()) - {client.seat}
            request = _UndoRequest(client.seat, target, len(table.match), others)
            self.undos[table.id] = request
            await self._send_all(table.id, request.message())
            if not request.waiting:  # computer seats always agree
                await self._undo_now(table, request)

    async def _undo_answer(self, client: _Client, message: Message) -> None:
        if client.match is None or client.seat is None:
            raise ProtocolError("not_joined", "join a seat before answering")
        table = self._table(client.match)
        async with self._lock(table.id):
            request = self.undos.get(table.id)
            if request is None:
                raise ProtocolError("no_undo_request", "no undo request is waiting")
            self._check_ply(table, message["ply"])
            if not message["agree"]:
                del self.undos[table.id]
                await self._send_all(table.id, {"type": "undo_refused", "seat": client.seat})
            elif client.seat in request.waiting:
                request.waiting.discard(client.seat)
                if request.waiting:
                    await self._send_all(table.id, request.message())
                else:
                    await self._undo_now(table, request)

    async def _undo_now(self, table: Table, request: _UndoRequest) -> None:
        """Every seat agreed: back to before the proposer's last move (the lock held)."""
        del self.undos[table.id]
        await asyncio.to_thread(table.undo_to, request.to)
        await self._settle_and_store(table)
        await self._broadcast(table, request.to)
        await self._send_all(table.id, {"type": "undo_done", "to": request.to})

    async def _void_undo(self, match_id: str) -> None:
        """The position changed: a waiting undo request no longer holds."""
        if self.undos.pop(match_id, None) is not None:
            await self._send_all(match_id, {"type": "undo_refused", "seat": None})

    async def _send_all(self, match_id: str, message: dict[str, object],
                        skip: _Client | None = None) -> None:
        """Send *message* (the same for every seat) to every connection of *match_id*."""
        frame = encode(message)
        for client in list(self.following.get(match_id, ())):
            if client is not skip:
                try:
                    await client.send(frame)
                except Exception:  # noqa: BLE001 - a client that left; it can rejoin
                    self._drop(client)

    def _drop(self, client: _Client) -> None:
        """*client*'s connection is gone."""
        self.clients.discard(client)
        if client.match is not None:
            self.following.get(client.match, set()).discard(client)

    async def _broadcast(self, table: Table, first: int) -> None:
        """Each connection of the match receives the steps from ply *first* on and the
        view, as its own seat may know them."""
        frames: dict[int | None, bytes] = {}
        for client in list(self.following.get(table.id, ())):
            frame = frames.get(client.seat)
            if frame is None:
                frame = frames[client.seat] = encode(table.update(client.seat, first))
            try:
                await client.send(frame)
            except Exception:  # noqa: BLE001 - a client that left; it can rejoin
                self._drop(client)


_T = TypeVar("_T")


async def _to_the_end(future: asyncio.Future[_T]) -> _T:
    """*future*'s result, awaited to its end even when the awaiting task is cancelled
    meanwhile (the cancellation is raised once the future is done)."""
    cancelled = False
    while not future.done():
        try:
            await asyncio.shield(future)
        except asyncio.CancelledError:
            if future.done():
                break
            cancelled = True
        except BaseException:  # noqa: BLE001 - the future's own error, raised below
            break
    result = future.result()
    if cancelled:
        raise asyncio.CancelledError
    return result
