"""Stones, a multi-step decision: a turn takes one to three stones, one at a
time, then ends; whoever takes the last stone wins."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.core import (
    QT_TRANSLATE_NOOP,
    TERMINAL,
    Game,
    IntOption,
    InvalidMoveError,
    OptionsSchema,
    Outcome,
    State,
)

TAKE, END = "take", "end"


class StonesGame(Game):
    id = "stones"
    options_schema = OptionsSchema([
        IntOption("stones", QT_TRANSLATE_NOOP("stones", "Stones in the pile"), 15, 5, 40),
    ])

    def initial_state(self, options: dict[str, Any], players: int, seed: int) -> StonesState:
        return StonesState(options["stones"], 0, 0, None)

    def parse_move(self, text: str) -> str:
        if text in (TAKE, END):
            return text
        raise InvalidMoveError.for_text(text)


@dataclass(frozen=True, eq=False)
class StonesState(State):
    pile: int
    turn: int
    taken: int  # stones taken so far this turn
    winner: int | None
    num_players = 2

    @property
    def current_player(self) -> int:  # type: ignore[override]
        return TERMINAL if self.winner is not None else self.turn

    def legal_moves(self) -> tuple[str, ...]:
        if self.winner is not None:
            return ()
        moves = []
        if self.taken < 3:
            moves.append(TAKE)
        if self.taken >= 1:
            moves.append(END)
        return tuple(moves)

    def apply(self, move: Any) -> StonesState:
        if move == END:
            return StonesState(self.pile, 1 - self.turn, 0, None)
        pile = self.pile - 1
        if pile == 0:
            return StonesState(0, self.turn, self.taken + 1, self.turn)
        return StonesState(pile, self.turn, self.taken + 1, None)

    def scores(self) -> tuple[float, ...]:
        return tuple(1.0 if p == self.winner else 0.0 for p in range(2))

    def outcome(self) -> Outcome | None:
        return None if self.winner is None else Outcome(self.scores(), (self.winner,))

    def to_json(self) -> Any:
        return [self.pile, self.turn, self.taken, self.winner]
