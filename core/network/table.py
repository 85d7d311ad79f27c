"""A network match on the server: the full state and its seeded chance stay here;
each seat receives only its own view.

A :class:`Table` owns one :class:`~ludotheque.core.match.Match`.  It accepts a move
from the seat whose turn it is, checks it with the rules, journals it (and the
chance steps it leads to) *before* saying it was accepted, and answers what a seat
may see: the view of the position, its legal moves when it is to move, and the
history as sentences worded for that seat.  Computer seats are played here, each
from its own seat's view, at the usual levels.  :meth:`Table.resume` rebuilds a
table from the journal after a restart, replaying every step through the rules.
A human seat can be handed to the computer (:meth:`Table.hand_over`, journaled), and
the match taken back to before a seat's last move (:meth:`Table.undo_to`) once every
seat agreed (the server gathers the answers).
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..i18n import TrText
from ..match import Match, Seat
from ..model import (
    CHANCE,
    Game,
    IllegalMoveError,
    MoveError,
    State,
    has_hidden_information,
    json_digest,
    seat_view,
)
from .journal import Journal, MatchRecord

if TYPE_CHECKING:
    from ..players import Player
    from ..plugins.registry import PluginRegistry

__all__ = ["MoveRefused", "Table"]

class MoveRefused(Exception):
    """A move the table does not accept; :attr:`code` says why, for the protocol:
    ``over``, ``not_your_turn``, ``bad_move`` (unreadable) or ``illegal``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class Table:
    """One match on the server (use :meth:`create` or :meth:`resume`)."""

    def __init__(self, record: MatchRecord, match: Match, journal: Journal,
                 players: dict[int, Player]) -> None:
        self.record = record
        self.match = match
        self.journal = journal
        self.players = players
        """Computer seats → their players (who see only their own seat's view)."""
        self._rng = random.Random(f"computer:{record.seed}")
        self.journaled = len(match)
        """The steps on disk: those after it are played here but not yet journaled,
        and nothing of them is shown to anyone (:meth:`pending`, :meth:`rewind`)."""
        self._worded: tuple[tuple[int, int, int | None], list[dict[str, Any]]] | None = None
        self._shown: tuple[State, dict[str, Any], str] | None = None
        """The last steps and view worked out: the seats of a game that hides nothing
        read the same ones (a move's update is worded once, not once per seat)."""

    @property
    def id(self) -> str:
        return self.record.id

    @property
    def game(self) -> Game:
        return self.match.game

    # --- making and resuming -------------------------------------------------------------

    @classmethod
    def create(cls, journal: Journal, registry: PluginRegistry, game_id: str,
               options: dict[str, Any], seats: Sequence[Seat], seed: int | None = None,
               match_id: str | None = None) -> tuple[Table, dict[int, str]]:
        """A new match of *game_id*, journaled; returns it and an invitation token
        for each human seat (every human plays on another computer: the server has
        no screen)."""
        info = registry.game(game_id)
        seed = random.SystemRandom().randrange(2**31) if seed is None else seed
        match = Match(info.game, options, seats, seed)
        plugin = registry.plugin_of(game_id)
        record = MatchRecord(match_id or uuid.uuid4().hex, game_id, dict(match.options),
                             [seat.to_json() for seat in match.seats], seed, plugin.name,
                             plugin.version)
        remote = [i for i, seat in enumerate(match.seats) if seat.is_human]
        tokens = journal.create(record, remote)
        table = cls(record, match, journal, _computers(registry, game_id, match.seats))
        table.settle()
        table.store()
        return table, tokens

    @classmethod
    def resume(cls, journal: Journal, registry: PluginRegistry, record: MatchRecord) -> Table:
        """The match of *record* as journaled, every step replayed through the rules.

        :raises KeyError: if its game is not installed here.
        :raises MoveError: if a journaled step no longer plays (the rules changed).
        """
        info = registry.game(record.game)
        seats = [Seat.from_json(data) for data in record.seats]
        match = Match(info.game, record.options, seats, record.seed)
        for data in record.steps:
            match.play(info.game.move_from_json(data))
        return cls(record, match, journal, _computers(registry, record.game, match.seats))

    # --- playing -------------------------------------------------------------------------

    def to_move(self) -> int | None:
        """The seat to move, or None (the game is over)."""
        state = self.match.state
        return None if state.is_over() else state.current_player

    def play(self, seat: int, data: Any) -> list[int]:
        """Seat *seat* plays the move of JSON form *data*; then chance steps and
        computer seats play until a remote seat is to move or the game ends.  Every
        step is journaled before this returns (the server does the same in steps:
        :meth:`accept`, :meth:`settle`, then the journal in its event loop).
        Returns the plies played.

        :raises MoveRefused: and nothing changes.
        """
        first = len(self.match)
        self.accept(seat, data)
        try:
            self.settle()
            self.store()
        except BaseException:
            self.rewind()
            raise
        return list(range(first, len(self.match)))

    def accept(self, seat: int, data: Any) -> None:
        """Seat *seat* plays the move of JSON form *data*, here only: not journaled
        (:meth:`pending`).

        :raises MoveRefused: and nothing changes.
        """
        if self.match.is_over:
            raise MoveRefused("over", "the game is over")
        if self.to_move() != seat:
            raise MoveRefused("not_your_turn", f"it is not seat {seat}'s turn")
        try:
            move = self.game.move_from_json(data)
        except (MoveError, ValueError, TypeError, KeyError) as exc:
            raise MoveRefused("bad_move", f"unreadable move: {exc}") from None
        if not self.match.state.is_legal(move):
            raise MoveRefused("illegal", f"{move} is not a legal move now")
        try:
            self.match.play(move)
        except IllegalMoveError as exc:  # checked above; a rules bug otherwise
            raise MoveRefused("illegal", str(exc)) from None

    def settle(self) -> list[int]:
        """Roll chance steps and play computer seats until a remote seat is to move,
        here only (:meth:`pending`); returns the plies played.  A computer seat
        thinks here: call it outside the event loop when :attr:`players` has one."""
        first = len(self.match)
        while not self.match.is_over:
            state = self.match.state
            if state.current_player == CHANCE:
                self.match.play(state.sample_chance(self.match.chance_rng()))
                continue
            player = self.players.get(state.current_player)
            if player is None:
                break
            self.match.play(player.choose(state.view(state.current_player), self._rng))
        return list(range(first, len(self.match)))

    def waits(self) -> bool:
        """Whether chance or a computer seat is to move (:meth:`settle` plays them):
        only after a journal write failed, or a hand-over stopped half-way."""
        state = self.match.state
        return not self.match.is_over and (state.current_player == CHANCE
                                           or state.current_player in self.players)

    def pending(self) -> tuple[int, list[Any]]:
        """``(ply, moves)``: the steps played here but not journaled yet, as JSON, from
        ply *ply* on."""
        first = self.journaled
        return first, [self.game.move_to_json(self.match.step(ply)[1])
                       for ply in range(first, len(self.match))]

    def store(self) -> None:
        """Journal the pending steps (on disk on return)."""
        first, moves = self.pending()
        if moves:
            self.journal.append_many(self.id, first, moves)
        self.journaled = first + len(moves)

    def rewind(self) -> None:
        """Forget the steps not journaled (their journaling failed)."""
        if self.journaled < len(self.match):
            self._replay(self.journaled)

    def _replay(self, plies: int) -> None:
        """The match again from its first state, with its first *plies* steps."""
        kept = [move for _, move in self.match.steps[:plies]]
        match = Match(self.game, self.match.options, self.match.seats, self.match.seed)
        for move in kept:
            match.play(move)
        self.match = match
        self._worded = self._shown = None

    # --- seats handed to the computer, undo ----------------------------------------------

    def human_seats(self) -> list[int]:
        """The seats played by people (each on a computer of their own)."""
        return [i for i, seat in enumerate(self.match.seats) if seat.is_human]

    def hand_over(self, registry: PluginRegistry, seat: int, level: str) -> None:
        """The computer plays human seat *seat* at *level* from now on (under the
        seat's name), durably: the journal's seats change and the seat's invitation
        is withdrawn.  Nothing is played here: :meth:`settle` plays on.

        :raises ValueError: if *seat* is not a human seat or *level* is unknown.
        """
        if not 0 <= seat < len(self.match.seats) or not self.match.seats[seat].is_human:
            raise ValueError(f"seat {seat} is not a human seat")
        computer = Seat("ai", self.match.seats[seat].name, level)
        seats = list(self.match.seats)
        seats[seat] = computer
        player = _computers(registry, self.record.game, [computer])[0]
        record_seats = [s.to_json() for s in seats]
        self.journal.hand_over(self.id, seat, record_seats)
        self.record.seats = record_seats
        self.record.invites.pop(seat, None)
        self.match.seats = tuple(seats)
        self.players[seat] = player

    def undo_target(self, seat: int) -> int | None:
        """The ply of *seat*'s last move (undoing back to before it), or None: the
        seat has not moved."""
        steps = self.match.steps
        for ply in range(len(steps) - 1, -1, -1):
            if steps[ply][0] == seat:
                return ply
        return None

    def undo_to(self, ply: int) -> None:
        """Drop every step from *ply* on, in the journal first, then here (the match
        is replayed from its first state; chance steps played again later come out
        the same, the chance of each ply being seeded by the match's seed).  Chance
        and computer seats do not play on here: call :meth:`settle`."""
        if not 0 <= ply <= self.journaled:
            raise ValueError(f"no step {ply} in the match")
        self.journal.truncate(self.id, ply)
        self._replay(ply)
        self.journaled = ply

    # --- what a seat may see -------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """What *seat* (None: a spectator) may see now: the position as its view with
        that view's checksum, its legal moves when it is to move, and the outcome
        once the game is over.  Nothing of another seat's secret."""
        shown = seat_view(self.match.state, seat)
        mover = self.to_move()
        if self._shown is not None and self._shown[0] is shown:
            state, checksum = self._shown[1], self._shown[2]
        else:
            state = shown.to_json()
            checksum = json_digest(state)
            self._shown = (shown, state, checksum)
        data: dict[str, Any] = {
            "match": self.id, "game": self.record.game, "seat": seat,
            "ply": len(self.match), "to_move": mover, "state": state,
            "checksum": checksum,
        }
        if seat is not None and mover == seat:
            data["legal"] = [self.game.move_to_json(m) for m in shown.legal_moves()]
        outcome = self.match.result()
        if outcome is not None:
            data["outcome"] = {"scores": list(outcome.scores), "winners": list(outcome.winners),
                               "reason": outcome.reason}
        return data

    def steps(self, seat: int | None, first: int = 0) -> list[dict[str, Any]]:
        """The steps from ply *first* on as *seat* may know them
        (:meth:`~ludotheque.core.model.State.step_for`), each with its mover and its
        sentence worded for that seat: replayed from the game's first state, they
        give a state whose view for *seat* is the one :meth:`view` shows."""
        reveal = self.reveals(seat)
        if not has_hidden_information(self.match.state):
            seat = None  # every seat reads the same sentences (State.step_text)
        key = (first, len(self.match), seat)
        if self._worded is not None and self._worded[0] == key:
            return self._worded[1]
        found = []
        for ply in range(first, len(self.match)):
            mover, move = self.match.step(ply)
            before = self.match.state_at(ply)
            name = self.match.seats[mover].display_name(mover) if mover >= 0 else ""
            text = before.step_text(move, seat).format(player=name)
            seen = move if reveal else before.step_for(move, seat)
            found.append({"player": mover if mover >= 0 else None,
                          "move": self.game.move_to_json(seen), "text": _english(text)})
        self._worded = (key, found)
        return found

    def reveals(self, seat: int | None) -> bool:
        """Whether *seat* is sent the steps as played: the game is over and its final
        state hides nothing from it."""
        if not self.match.is_over:
            return False
        final = self.match.state
        return bool(seat_view(final, seat).to_json() == final.to_json())

    def welcome(self, seat: int | None) -> dict[str, Any]:
        """Everything a client needs to rebuild the match as *seat* sees it: the game,
        its options, the seats, every step so far as that seat may know it, and the
        view."""
        return {"type": "welcome", "seat": seat, "match": self.id, "game": self.record.game,
                "options": self.record.options, "seats": self.record.seats,
                "plugin": {"name": self.record.plugin, "version": self.record.version},
                "steps": self.steps(seat), "view": self.view(seat)}

    def update(self, seat: int | None, first: int) -> dict[str, Any]:
        """The message telling *seat* about the steps from ply *first* on: ``from``
        is where its copy of the steps is replaced by ``steps``; at an end that shows
        everything, every step as played, from 0."""
        first = 0 if self.reveals(seat) and has_hidden_information(self.match.state) \
            else min(first, len(self.match))
        return {"type": "update", "from": first, "steps": self.steps(seat, first),
                "view": self.view(seat)}


def _english(text: TrText) -> str:
    return text.translate(None)


def _computers(registry: PluginRegistry, game_id: str,
               seats: Iterable[Seat]) -> dict[int, Player]:
    from ..players import make_player

    knowledge, computer = registry.players_for(game_id)
    return {index: make_player(seat.kind, seat.level, knowledge, computer, time_limit=False)
            for index, seat in enumerate(seats) if seat.kind in ("ai", "random")}
