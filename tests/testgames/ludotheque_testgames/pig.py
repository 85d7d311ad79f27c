"""Pig, a dice race: roll to add to your turn total, a 1 loses it; hold to bank it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.core import (
    CHANCE,
    QT_TRANSLATE_NOOP,
    TERMINAL,
    Game,
    IntOption,
    InvalidMoveError,
    OptionsSchema,
    State,
)

ROLL, HOLD = "roll", "hold"
FACES = tuple(str(n) for n in range(1, 7))


class PigGame(Game):
    id = "pig"
    min_players, max_players = 2, 4
    options_schema = OptionsSchema([
        IntOption("target", QT_TRANSLATE_NOOP("pig", "Points to win"), 20, 10, 100),
    ])

    def initial_state(self, options: dict[str, Any], players: int, seed: int) -> PigState:
        return PigState(options["target"], (0,) * players, 0, 0, False)

    def parse_move(self, text: str) -> str:
        if text in (ROLL, HOLD) or text in FACES:
            return text
        raise InvalidMoveError.for_text(text)


@dataclass(frozen=True, eq=False)
class PigState(State):
    target: int
    banked: tuple[int, ...]
    turn: int
    pending: int
    rolling: bool

    @property
    def num_players(self) -> int:  # type: ignore[override]
        return len(self.banked)

    @property
    def current_player(self) -> int:  # type: ignore[override]
        if max(self.banked) >= self.target:
            return TERMINAL
        return CHANCE if self.rolling else self.turn

    def legal_moves(self) -> tuple[str, ...]:
        player = self.current_player
        if player == TERMINAL:
            return ()
        if player == CHANCE:
            return FACES
        return (ROLL, HOLD) if self.pending else (ROLL,)

    def chance_outcomes(self) -> tuple[tuple[str, float], ...]:
        return tuple((face, 1 / 6) for face in FACES) if self.rolling else ()

    def apply(self, move: Any) -> PigState:
        n = self.num_players
        if move == ROLL:
            return PigState(self.target, self.banked, self.turn, self.pending, True)
        if move == HOLD:
            banked = list(self.banked)
            banked[self.turn] += self.pending
            return PigState(self.target, tuple(banked), (self.turn + 1) % n, 0, False)
        face = int(move)
        if face == 1:
            return PigState(self.target, self.banked, (self.turn + 1) % n, 0, False)
        pending = self.pending + face
        if self.banked[self.turn] + pending >= self.target:  # reaching the target wins at once
            banked = list(self.banked)
            banked[self.turn] += pending
            return PigState(self.target, tuple(banked), self.turn, 0, False)
        return PigState(self.target, self.banked, self.turn, pending, False)

    def scores(self) -> tuple[float, ...]:
        return tuple(float(b) for b in self.banked)

    def to_json(self) -> Any:
        return {"target": self.target, "banked": list(self.banked), "turn": self.turn,
                "pending": self.pending, "rolling": self.rolling}
