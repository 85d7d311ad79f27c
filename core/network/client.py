"""A client of the match server: one seat (or a spectator) of a network match,
kept in step with the server and rebuilt here as that seat sees it.

The server sends a seat its steps as it may know them (a deal shows only its own
colour); :class:`SeatClient` replays them through the game's rules from the first
state, so that the local :class:`~ludotheque.core.match.Match` has the position,
the history and the sentences of a local game, and checks after every update that
its view of that position has the checksum the server gave.  Nothing here trusts
the server more than the rules do: a step that does not play is an error.

A connection lost is retried, every second at first and then every few seconds,
for :attr:`SeatClient.retry_for` seconds (90 by default); a client that gets back
joins again with its invitation and receives the match as it is now.

Besides moves, a seat may propose to take back its last move
(:meth:`SeatClient.propose_undo`) and answer another seat's proposal
(:meth:`SeatClient.answer_undo`); the match's creator may hand a departed seat to
the computer (:meth:`SeatClient.hand_over` or :func:`hand_over`).  What the server
says about these, and who is connected, reaches ``on_event``.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from ..match import Match, Seat
from ..model import Move, MoveError, State, seat_view
from ..players import LEVELS
from .links import parse_link
from .protocol import PROTOCOL_VERSION, RateLimit

if TYPE_CHECKING:
    from websockets.asyncio.client import ClientConnection

    from ..model import Game
    from ..plugins.registry import PluginRegistry

__all__ = ["MAX_RECEIVED", "NetworkError", "SeatClient", "create_match", "hand_over", "match_url"]

log = logging.getLogger("ludotheque.client")

MAX_RECEIVED = 4 * 1024 * 1024
"""The largest frame a client accepts (a welcome carries every step so far)."""

RETRY_FOR = 90.0
"""Seconds a lost connection is retried before the client gives up."""

_RATE, _BURST = 15.0, 30
"""A client sends fewer messages than the server allows (20 a second, bursts of 40)."""

_EVENT_ERRORS = frozenset({"bad_token", "seat_connected", "nothing_to_undo", "undo_pending",
                           "no_undo_request", "over"})
"""Error codes that answer an undo or a hand-over (or a move after the end): once
joined, :meth:`SeatClient.receive` passes them to ``on_event`` as ``("error",
message)`` instead of raising, so that a refused proposal does not stop the seat's
play."""

Chooser = Callable[[State], Awaitable[Move]]
"""Picks the seat's move from its view (awaited: it may ask a human, or think in a
thread)."""


class NetworkError(Exception):
    """The server refused something, or could not be reached; :attr:`code` is the
    protocol's error code (``docs/protocol.md``), or ``unreachable``, ``lost``
    (the connection did not come back in time), ``unknown_game`` (not installed
    here), ``desync`` (the steps received do not give the server's view)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class SeatClient:
    """One seat of a match on a server (*token* None: a spectator).

    Use :meth:`open`, then :meth:`play` (or :meth:`receive` in a loop), then
    :meth:`close`.  :attr:`match` is the match as this seat sees it.
    """

    def __init__(self, registry: PluginRegistry, address: str, match_id: str,
                 token: str | None = None, *, retry_for: float = RETRY_FOR,
                 on_event: Callable[[str, dict[str, Any]], None] | None = None) -> None:
        self.registry = registry
        self.address, self.match_id, self.token = address, match_id, token
        self.retry_for = retry_for
        self.on_event = on_event
        """Called (in the client's event loop) with ``("status", {"state": S})`` when
        the connection is lost (``reconnecting``), back (``connected``) or given up
        (``lost``), and with every message that is neither an ``update`` nor an
        answer the client waits for: ``(type, message)`` (``presence``, ``seats``,
        ``handed_over``, ``undo_request``, ``undo_done``, ``undo_refused``, and the
        ``error`` answers of an undo or a hand-over)."""
        self.seat: int | None = None
        self.connected: list[int] = []
        """The human seats connected to the server now (from the welcome and every
        ``presence``), in seat order."""
        self.match: Match | None = None
        self.view: dict[str, Any] = {}
        self.steps: list[dict[str, Any]] = []
        self.reconnections = 0
        self._closed = False
        self.changed_from = 0
        """The first step that changed since :meth:`take_changes` (a reader that keeps
        its own copy of the steps replays from there)."""
        self._connection: ClientConnection | None = None
        self._game: Game | None = None
        self._limit = RateLimit(_RATE, _BURST)
        self._undo_request: dict[str, Any] | None = None

    @classmethod
    def from_link(cls, registry: PluginRegistry, link: str, **options: Any) -> SeatClient:
        """The seat of an invitation link (``ws://HOST:PORT/?match=ID&token=TOKEN``).

        :raises ValueError: if *link* is not one.
        """
        address, match_id, token = parse_link(link)
        return cls(registry, address, match_id, token, **options)

    # --- connection ----------------------------------------------------------------------

    async def open(self) -> None:
        """Connect and take the seat (or watch).

        :raises NetworkError: the server cannot be reached or refuses.
        """
        await self._connect(first=True)

    async def close(self) -> None:
        """Close the connection for good (no reconnection follows)."""
        self._closed = True
        if self._connection is not None:
            await self._connection.close()
            self._connection = None

    async def _connect(self, first: bool = False) -> None:
        from websockets.asyncio.client import connect

        try:
            self._connection = await connect(match_url(self.address, self.match_id),
                                             max_size=MAX_RECEIVED,
                                             open_timeout=10, close_timeout=2)
        except (OSError, asyncio.TimeoutError) as exc:
            raise NetworkError("unreachable", f"cannot reach {self.address}: {exc}") from None
        except Exception as exc:  # noqa: BLE001 - a handshake refused (an HTTP error, …)
            raise NetworkError("unreachable", f"cannot reach {self.address}: {exc}") from None
        message: dict[str, Any] = {"version": PROTOCOL_VERSION, "match": self.match_id}
        if self.token is None:
            message["type"] = "watch"
        else:
            message.update(type="join", token=self.token)
        plugin = self._plugin_info()
        if plugin is not None:
            message["plugin"] = plugin
        try:
            await self._send(message)
            welcome = await self._receive_raw()
            if welcome.get("type") != "welcome":
                raise NetworkError("bad_answer",
                                   f"the server answered {welcome.get('type')!r}")
            self._welcome(welcome)
        except _Lost as exc:
            self._connection = None
            raise NetworkError("unreachable", f"the server closed the connection: {exc}") \
                from None
        except BaseException:
            await self.close()
            raise
        if not first:
            self.reconnections += 1

    def _plugin_info(self) -> dict[str, str] | None:
        if self._game is None:
            return None
        plugin = self.registry.plugin_of(self._game.id)
        return {"name": plugin.name, "version": plugin.version}

    def _tell(self, kind: str, data: dict[str, Any]) -> None:
        if self.on_event is not None:
            self.on_event(kind, data)

    async def _reconnect(self) -> None:
        """Join again until it works or :attr:`retry_for` seconds have passed."""
        deadline = time.monotonic() + self.retry_for
        delay = 1.0
        self._tell("status", {"state": "reconnecting"})
        while True:
            try:
                await self._connect()
                self._tell("status", {"state": "connected"})
                return
            except NetworkError as exc:
                if exc.code != "unreachable" or time.monotonic() + delay > deadline:
                    self._tell("status", {"state": "lost"})
                    if exc.code == "unreachable":
                        raise NetworkError("lost", "the connection to the server was lost "
                                           f"and did not come back: {exc}") from None
                    raise
                log.info("reconnecting to %s in %.0f s: %s", self.address, delay, exc)
            await asyncio.sleep(delay)
            delay = min(delay * 1.5, 5.0)

    async def _send(self, message: dict[str, Any]) -> None:
        """Send *message*, keeping under the server's rate limit."""
        assert self._connection is not None
        while not self._limit.allow():
            await asyncio.sleep(1 / _RATE)
        await self._connection.send(json.dumps(message))

    async def _receive_raw(self) -> dict[str, Any]:
        from websockets.exceptions import ConnectionClosed

        assert self._connection is not None
        try:
            frame = await self._connection.recv()
        except ConnectionClosed as exc:
            raise _Lost(str(exc)) from None
        data = json.loads(frame)
        if not isinstance(data, dict):
            raise NetworkError("bad_answer", "the server sent something that is not a message")
        if data.get("type") == "error":
            raise NetworkError(str(data.get("code")), str(data.get("message")))
        return data

    # --- the match as this seat sees it ------------------------------------------------

    def _welcome(self, data: dict[str, Any]) -> None:
        game_id = data["game"]
        try:
            self._game = self.registry.game(game_id).game
        except KeyError:
            raise NetworkError("unknown_game", f"the game {game_id!r} is not installed on "
                                               "this computer") from None
        mine = self.registry.plugin_of(game_id)
        theirs = data.get("plugin") or {}
        if theirs.get("name") == mine.name and theirs.get("version") != mine.version:
            raise NetworkError("plugin_version",
                               f"the server has {mine.name} {theirs.get('version')}, this "
                               f"computer has {mine.name} {mine.version}")
        self.seat = data["seat"]
        self.connected = list(data.get("connected", []))
        self._undo_request = None
        seats = [Seat.from_json(seat) for seat in data["seats"]]
        self.match = Match(self._game, data["options"], seats, 0)
        self.steps = []
        self._apply(0, data["steps"], data["view"])

    def _apply(self, first: int, steps: list[dict[str, Any]], view: dict[str, Any]) -> None:
        """Replace the steps from ply *first* on with *steps*, replay, check the view."""
        assert self.match is not None and self._game is not None
        game = self._game
        if first < len(self.steps) or first == 0:
            self.steps = self.steps[:first]
            self.match = Match(game, self.match.options, self.match.seats, 0)
            pending = self.steps + steps
            self.steps = []
        elif first == len(self.steps):
            pending = steps
        else:
            raise NetworkError("desync", f"steps from {first} received after "
                                         f"{len(self.steps)}")
        try:
            for step in pending:
                self.match.play(game.move_from_json(step["move"]))
                self.steps.append(step)
        except MoveError as exc:
            raise NetworkError("desync", f"a step received does not play here: {exc}") \
                from None
        self.changed_from = min(first, self.changed_from)
        self.view = view
        mine = seat_view(self.match.state, self.seat).checksum()
        if mine != view.get("checksum"):
            raise NetworkError("desync", "the steps received do not give the server's "
                                         "position (another version of the rules?)")

    def take_changes(self) -> int:
        """The first step that changed since the last call (for a reader that copies
        the steps); from now on, none."""
        first, self.changed_from = self.changed_from, len(self.steps)
        return first

    @property
    def is_over(self) -> bool:
        return "outcome" in self.view

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.view.get("to_move") == self.seat

    def state(self) -> State:
        """The position as this seat may see it."""
        assert self.match is not None
        return seat_view(self.match.state, self.seat)

    # --- playing -------------------------------------------------------------------------

    async def receive(self) -> dict[str, Any]:
        """The next message from the server, applied (an ``update``: the match moves
        on).  Reconnects when the connection is lost.

        :raises NetworkError: an error answer, or the connection did not come back.
        """
        while True:
            try:
                data = await self._receive_raw()
            except _Lost as exc:
                if self._closed:
                    raise NetworkError("closed", "the connection was closed") from None
                log.info("connection to %s lost: %s", self.address, exc)
                await self._reconnect()
                return {"type": "welcome"}
            except NetworkError as exc:
                if exc.code not in _EVENT_ERRORS:
                    raise
                data = {"type": "error", "code": exc.code, "message": str(exc)}
            kind = data.get("type")
            if kind == "update":
                self._apply(data["from"], data["steps"], data["view"])
            elif kind != "pong":
                self._note(data)
                self._tell(str(kind), data)
            return data

    def _note(self, data: dict[str, Any]) -> None:
        """Keep what a message other than an update changes here."""
        kind = data.get("type")
        if kind == "presence":
            self.connected = list(data["connected"])
        elif kind == "seats" and self.match is not None:
            self.match.seats = tuple(Seat.from_json(seat) for seat in data["seats"])
        elif kind == "undo_request":
            self._undo_request = data
        elif kind in ("undo_done", "undo_refused"):
            self._undo_request = None

    async def move(self, move: Move) -> None:
        """Send this seat's *move* for the position it sees.  A connection lost on the
        way is joined again (the move is then sent again only if it was not played)."""
        assert self._game is not None
        data = self._game.move_to_json(move)
        ply = self.view["ply"]
        try:
            await self._send({"type": "move", "ply": ply, "move": data})
        except Exception as exc:  # noqa: BLE001 - the connection closed under us
            log.info("move not sent: %s", exc)
            await self._reconnect()
            if self.view["ply"] == ply and self.my_turn:
                await self._send({"type": "move", "ply": ply, "move": data})

    async def play(self, choose: Chooser, pace: float = 0.0) -> dict[str, Any]:
        """Play this seat to the end of the match with *choose*, pausing *pace*
        seconds before each move; returns the outcome.

        :raises NetworkError: a move refused, or the server lost for good.
        """
        while not self.is_over:
            if self.my_turn:
                if pace > 0:
                    await asyncio.sleep(pace)
                move = await choose(self.state())
                ply = self.view["ply"]
                await self.move(move)
                while not self.is_over and self.view["ply"] == ply:
                    try:
                        answer = await self.receive()
                    except NetworkError as exc:
                        if exc.code != "stale":
                            raise
                        continue
                    if answer["type"] == "welcome" and self.view["ply"] == ply \
                            and self.my_turn:
                        await self.move(move)  # lost on the way: joined again, sent again
            else:
                await self.receive()
        return dict(self.view["outcome"])

    async def propose_undo(self) -> None:
        """Propose to take back this seat's last move (and every step after it).  The
        server sends every connection an ``undo_request``; when every other human
        seat agrees, an ``update`` rewinds the match and ``undo_done`` follows; a
        refusal gives ``undo_refused``.  Errors (``nothing_to_undo``,
        ``undo_pending``) reach ``on_event``.

        :raises NetworkError: ``not_joined`` for a spectator.
        """
        if self.seat is None:
            raise NetworkError("not_joined", "a spectator has no move to take back")
        await self._send({"type": "undo", "ply": self.view["ply"]})

    async def answer_undo(self, agree: bool) -> None:
        """Answer the waiting ``undo_request`` (the proposer refusing withdraws it).

        :raises NetworkError: ``not_joined`` for a spectator.
        """
        if self.seat is None:
            raise NetworkError("not_joined", "a spectator does not answer undo requests")
        request = self._undo_request
        ply = request["ply"] if request is not None else self.view["ply"]
        await self._send({"type": "undo_answer", "ply": ply, "agree": bool(agree)})

    async def hand_over(self, creator: str, seat: int, level: str) -> None:
        """Hand *seat* (numbered from 0), which nobody is connected to, to the
        computer at *level*, with the match's *creator* token.  On an open client the
        request goes over its connection and the answer (``handed_over``, or an
        ``error``: ``bad_token``, ``seat_connected``) reaches ``on_event``; on a
        client not open, a connection of its own is used and a refusal is raised.

        :raises ValueError: an unknown *level*.
        :raises NetworkError: when not open: the server refuses or cannot be reached.
        """
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
        if self._connection is None:
            await hand_over(self.address, self.match_id, creator, seat, level)
            return
        await self._send(_hand_over_message(self.match_id, creator, seat, level))

    def history(self) -> list[tuple[int, Move]]:
        """Every step as this seat knows it: ``(mover, move)``, chance with mover -1."""
        assert self.match is not None
        return self.match.steps


class _Lost(Exception):
    """The connection closed."""


async def create_match(address: str, game_id: str, options: dict[str, Any],
                       seats: list[Seat], plugin: dict[str, str] | None = None,
                       open_seats: Sequence[int] = ()) -> dict[str, Any]:
    """Create a match on the server at *address*; returns the ``created`` answer
    (``match``, ``invites`` in seat order, ``creator``).  The human seats in
    *open_seats* are offered to any player of the server's network (``lobby``).

    :raises NetworkError: the server cannot be reached or refuses.
    """
    described = [seat.to_json() for seat in seats]
    for index in open_seats:
        described[index]["open"] = True
    message: dict[str, Any] = {"type": "create", "version": PROTOCOL_VERSION, "game": game_id,
                               "options": options, "seats": described}
    if plugin is not None:
        message["plugin"] = plugin
    return await _ask(address, message)


async def lobby(address: str) -> list[dict[str, Any]]:
    """The matches of the server at *address* that have seats open to anyone:
    ``{"match", "game", "players", "open": [{"seat", "name"}]}`` each.

    :raises NetworkError: the server cannot be reached or refuses.
    """
    answer = await _ask(address, {"type": "lobby", "version": PROTOCOL_VERSION})
    return list(answer.get("matches", []))


async def claim(address: str, match_id: str, seat: int) -> str:
    """Take the open *seat* of *match_id*: its invitation link (``seat_taken`` when
    another player took it first).

    :raises NetworkError: the server cannot be reached or refuses.
    """
    answer = await _ask(match_url(address, match_id),
                        {"type": "claim", "version": PROTOCOL_VERSION, "match": match_id,
                         "seat": seat})
    return str(answer["link"])


def match_url(address: str, match_id: str) -> str:
    """The URL of a connection about match *match_id* on the server at *address*:
    ``ws://HOST:PORT/?match=ID``.  The server reads nothing from it; a reverse proxy
    in front of several server processes routes on it (``docs/scaling.md``).  The
    token never goes in a URL: proxies log them."""
    return f"{address.rstrip('/')}/?{urlencode({'match': match_id})}"


async def _ask(address: str, message: dict[str, Any]) -> dict[str, Any]:
    """Send one message on a connection of its own; its answer (an error answer
    raised).  Nothing else reaches a connection that follows no match."""
    from websockets.asyncio.client import connect

    try:
        async with connect(address, open_timeout=10) as connection:
            await connection.send(json.dumps(message))
            answer = json.loads(await connection.recv())
    except Exception as exc:  # noqa: BLE001 - no route, a timeout, a closed connection, a
        # handshake refused (a proxy's 502, …): the server cannot be reached
        raise NetworkError("unreachable", f"cannot reach {address}: {exc}") from None
    if answer.get("type") == "error":
        raise NetworkError(str(answer.get("code")), str(answer.get("message")))
    return dict(answer)


def _hand_over_message(match_id: str, creator: str, seat: int, level: str) -> dict[str, Any]:
    return {"type": "hand_over", "version": PROTOCOL_VERSION, "match": match_id,
            "creator": creator, "seat": seat, "level": level}


async def hand_over(address: str, match_id: str, creator: str, seat: int, level: str) -> None:
    """Hand *seat* (numbered from 0) of match *match_id* on the server at *address* to
    the computer at *level*, with the match's *creator* token (a connection of its
    own).

    :raises ValueError: an unknown *level*.
    :raises NetworkError: the server cannot be reached or refuses (``bad_token``,
        ``seat_connected``, ``unknown_match``, ``bad_message``, ``over``).
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    await _ask(match_url(address, match_id),
               _hand_over_message(match_id, creator, seat, level))
