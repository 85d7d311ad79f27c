"""A match: one game being played, with its seats, history and chance outcomes.

The match is the single owner of game progress.  Boards and computer players
only *request* moves; :meth:`Match.play` checks them against the rules.

Chance outcomes are drawn from a generator seeded by the match seed *and the
position's ply number*, so the same seed gives the same dice at the same point
of the game: replays are exact, and undoing a move does not re-roll the dice.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .i18n import QT_TRANSLATE_NOOP, TrText
from .model import CHANCE, Game, Move, Outcome, State
from .players import LEVELS

__all__ = ["Seat", "SeatError", "Match", "HUMAN", "RANDOM", "AI", "SEAT_KINDS",
           "check_seat_names"]

HUMAN, RANDOM, AI = "human", "random", "ai"
SEAT_KINDS = (HUMAN, RANDOM, AI)


class SeatError(ValueError):
    """A seat description that cannot be understood."""

    def __init__(self, message: TrText) -> None:
        super().__init__(str(message))
        self.message = message


@dataclass(frozen=True)
class Seat:
    """Who plays one side: a human, the random player, or the computer at a level.

    >>> Seat.parse("ai:strong")
    Seat(kind='ai', name='', level='strong')
    """

    kind: str = HUMAN
    name: str = ""
    level: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise SeatError(QT_TRANSLATE_NOOP(
                "match", "Unknown seat '{kind}': use human, random or ai[:LEVEL].").format(
                    kind=self.kind))
        if self.kind == AI:
            if self.level is None:
                object.__setattr__(self, "level", "intermediate")
            elif self.level not in LEVELS:
                raise SeatError(QT_TRANSLATE_NOOP(
                    "match", "Unknown level '{level}': use {levels}.").format(
                        level=self.level, levels=", ".join(LEVELS)))
        elif self.level is not None:
            raise SeatError(QT_TRANSLATE_NOOP(
                "match", "Only a computer seat has a level.").format())
        if not isinstance(self.name, str) or len(self.name) > 40:
            raise SeatError(QT_TRANSLATE_NOOP("match", "A name has at most 40 characters."))

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Read ``human``, ``random``, ``ai`` or ``ai:LEVEL``, optionally ``=NAME`` after."""
        spec, _, name = text.partition("=")
        kind, _, level = spec.strip().lower().partition(":")
        return cls(kind=kind, name=name.strip(), level=level or None)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "name": self.name}
        if self.level is not None:
            data["level"] = self.level
        return data

    @classmethod
    def from_json(cls, data: Any) -> Seat:
        if not isinstance(data, Mapping):
            raise SeatError(QT_TRANSLATE_NOOP("match", "A seat must be a table."))
        kind, name, level = data.get("kind"), data.get("name", ""), data.get("level")
        if not isinstance(kind, str) or not isinstance(name, str) or not (
                level is None or isinstance(level, str)):
            raise SeatError(QT_TRANSLATE_NOOP("match", "A seat has a wrong type of value."))
        return cls(kind=kind, name=name, level=level)

    def display_name(self, index: int) -> str:
        """The name, or a default such as ``Player 2``."""
        return self.name or f"Player {index + 1}"


def check_seat_names(seats: Sequence[Seat]) -> None:
    """Refuse two seats shown under the same name (letter case aside).

    >>> check_seat_names([Seat(name="Ada"), Seat(name="ada")])
    Traceback (most recent call last):
    ...
    ludotheque.core.match.SeatError: Two players are called “ada”.

    :raises SeatError: naming the name given twice.
    """
    seen: set[str] = set()
    for index, seat in enumerate(seats):
        name = seat.display_name(index)
        if name.casefold() in seen:
            raise SeatError(QT_TRANSLATE_NOOP("match", "Two players are called “{name}”.").format(
                name=name))
        seen.add(name.casefold())


_SEED_RE = re.compile(r"^\d{1,19}$")


class Match:
    """A game in progress or finished: rules, seats, seed and the list of steps.

    The history is a list of steps, each a player's move or a chance outcome; a
    cursor marks the position shown.  :meth:`undo` and :meth:`redo` move the cursor,
    :meth:`jump` goes anywhere (replay), and playing a move from an earlier position
    drops the steps after it.
    """

    def __init__(self, game: Game, options: Mapping[str, Any] | None = None,
                 seats: Sequence[Seat] | None = None, seed: int = 0) -> None:
        players = len(seats) if seats else game.min_players
        self.game = game
        self.options = game.options_schema.validate(options)
        self.seats: tuple[Seat, ...] = tuple(seats) if seats else tuple(
            Seat() for _ in range(players))
        if not isinstance(seed, int) or seed < 0:
            raise ValueError("the seed is a whole number from 0")
        self.seed = seed
        self._states: list[State] = [game.new_state(self.options, seed, players)]
        self._steps: list[tuple[int, Move]] = []  # (mover, move); mover CHANCE for outcomes
        self.cursor = 0
        self.resigned: int | None = None
        self._undone_resignation: int | None = None  # Redo resigns again

    # --- position ----------------------------------------------------------------

    @property
    def state(self) -> State:
        """The state at the cursor."""
        return self._states[self.cursor]

    @property
    def final_state(self) -> State:
        """The state after every recorded step (ignoring the cursor)."""
        return self._states[-1]

    @property
    def initial_state(self) -> State:
        return self._states[0]

    def state_at(self, index: int) -> State:
        """The state after *index* steps."""
        return self._states[index]

    @property
    def steps(self) -> list[tuple[int, Move]]:
        """Every recorded step as ``(mover, move)``, chance outcomes with mover ``CHANCE``."""
        return list(self._steps)

    def step(self, index: int) -> tuple[int, Move]:
        """Step *index* as ``(mover, move)`` (without copying :attr:`steps`)."""
        return self._steps[index]

    def __len__(self) -> int:
        return len(self._steps)

    @property
    def moves(self) -> list[Move]:
        """The players' moves, in order (all recorded steps)."""
        return [move for mover, move in self._steps if mover != CHANCE]

    @property
    def outcomes(self) -> list[Move]:
        """The chance outcomes, in order."""
        return [move for mover, move in self._steps if mover == CHANCE]

    # --- playing -----------------------------------------------------------------

    def play(self, move: Move) -> State:
        """Play *move* at the cursor (a player's move or a chance outcome).

        Steps after the cursor are dropped.
        :raises IllegalMoveError: if the rules do not allow it.
        """
        if self.resigned is not None:
            raise ValueError("the match is over: a player resigned")
        state = self.state
        new_state = state.play(move)
        del self._states[self.cursor + 1:]
        del self._steps[self.cursor:]
        self._undone_resignation = None
        self._steps.append((state.current_player, move))
        self._states.append(new_state)
        self.cursor += 1
        return new_state

    def chance_rng(self, ply: int | None = None) -> random.Random:
        """The generator for the chance step at *ply* (default: the cursor)."""
        ply = self.cursor if ply is None else ply
        return random.Random(f"ludotheque:{self.seed}:{ply}")

    def roll(self) -> Move:
        """Draw and play the outcome of the chance state at the cursor."""
        outcome = self.state.sample_chance(self.chance_rng())
        self.play(outcome)
        return outcome

    def settle_chance(self) -> list[Move]:
        """Roll every chance step until a player is to move or the game ends."""
        rolled = []
        while self.state.current_player == CHANCE:
            rolled.append(self.roll())
        return rolled

    def resign(self, seat: int) -> None:
        """*seat* gives up; the match is over.

        A resignation is the last step of the match, as a move would be: the steps
        after the cursor are dropped, and :meth:`undo` takes it back.
        """
        if not 0 <= seat < len(self.seats):
            raise ValueError("no such seat")
        if self.is_over:
            raise ValueError("the match is already over")
        del self._states[self.cursor + 1:]
        del self._steps[self.cursor:]
        self.resigned = seat
        self._undone_resignation = None

    # --- undo / replay ---------------------------------------------------------------

    def can_undo(self) -> bool:
        """Whether a resignation or a player's move lies before the cursor."""
        return self.resigned is not None or any(
            mover != CHANCE for mover, _ in self._steps[:self.cursor])

    def can_redo(self) -> bool:
        """Whether a step lies after the cursor, or an undone resignation."""
        if self.resigned is not None:
            return False
        return self.cursor < len(self._steps) or self._undone_resignation is not None

    def undo(self) -> None:
        """Take back a resignation (the position where it was made comes back,
        with that player to move); otherwise step back over the last move, and over
        chance outcomes before it, to the previous position where a player was to move."""
        if self.resigned is not None:
            self._undone_resignation = self.resigned
            self.resigned = None
            self.cursor = len(self._steps)
            return
        if not self.can_undo():
            return
        self.cursor -= 1
        while self.cursor > 0 and self._states[self.cursor].current_player == CHANCE:
            self.cursor -= 1
        if self._states[self.cursor].current_player == CHANCE:
            # Only chance steps before: stay after them, at the first decision.
            while self.cursor < len(self._steps) and self.state.current_player == CHANCE:
                self.cursor += 1

    def redo(self) -> None:
        """Replay the next recorded move, and the chance outcomes after it; after
        the last step, a resignation that was undone is made again."""
        if not self.can_redo():
            return
        if self.cursor == len(self._steps):
            assert self._undone_resignation is not None
            self.resign(self._undone_resignation)
            return
        self.cursor += 1
        while self.cursor < len(self._steps) and self.state.current_player == CHANCE:
            self.cursor += 1

    def jump(self, index: int) -> None:
        """Show the position after *index* recorded steps."""
        if isinstance(index, bool) or not isinstance(index, int) or not (
                0 <= index <= len(self._steps)):
            raise IndexError(index)
        self.cursor = index

    # --- result ------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.resigned is not None or self.final_state.is_over()

    def result(self) -> Outcome | None:
        """The outcome of the match, if it is over (a resignation counts)."""
        if self.resigned is not None:
            scores = self.final_state.scores()
            winners = tuple(i for i in range(len(self.seats)) if i != self.resigned)
            return Outcome(tuple(scores), winners, "resigned")
        return self.final_state.outcome()

    def notation(self) -> list[str]:
        """Each step as notation, chance outcomes in brackets: ``["[3,5]", "c4", …]``."""
        return [f"[{move}]" if mover == CHANCE else str(move) for mover, move in self._steps]
