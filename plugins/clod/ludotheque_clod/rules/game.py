"""The two games: Clod (one 6 x 6 board) and RoyalClod (six boards)."""

from __future__ import annotations

from typing import Any, ClassVar

from ludotheque.core import (
    QT_TRANSLATE_NOOP,
    ChoiceOption,
    Game,
    InvalidMoveError,
    Move,
    OptionsSchema,
)

from .geometry import CLOD, ROYAL_CLOD, Geometry
from .moves import parse_place, parse_roll
from .state import ClodState

__all__ = ["ClodGame", "RoyalClodGame", "TIE_NEXT_GROUPS", "TIE_WHITE", "TIE_OPTION"]

TIE_NEXT_GROUPS = "next_groups"
"""Tie rule: equal largest groups are decided by the second largest, then the third..."""
TIE_WHITE = "white"
"""Tie rule of the original game: equal largest groups, white wins."""

TIE_OPTION = ChoiceOption(
    "tie_rule",
    QT_TRANSLATE_NOOP("clod", "Tie rule"),
    TIE_NEXT_GROUPS,
    (
        (TIE_NEXT_GROUPS, QT_TRANSLATE_NOOP("clod", "Compare the next largest groups")),
        (TIE_WHITE, QT_TRANSLATE_NOOP("clod", "White wins (original rule)")),
    ),
    QT_TRANSLATE_NOOP("clod", "What decides the game when both largest groups have the "
                              "same size."),
)


class ClodGame(Game):
    """Clod: roll two dice, place a stone where they say, grow the largest group.

    >>> state = ClodGame().new_state()
    >>> state.is_chance
    True
    >>> len(state.chance_outcomes())
    21
    """

    id = "clod"
    min_players = 2
    max_players = 2
    options_schema = OptionsSchema([TIE_OPTION])
    geometry: ClassVar[Geometry] = CLOD

    def initial_state(self, options: dict[str, Any], players: int, seed: int) -> ClodState:
        return ClodState.initial(self.geometry, options["tie_rule"] == TIE_WHITE)

    def parse_move(self, text: str) -> Move:
        if not isinstance(text, str):
            raise InvalidMoveError.for_text(text)
        roll = parse_roll(text)
        if roll is not None:
            return roll
        place = parse_place(text)
        if place is not None:
            row, col = place
            geo = self.geometry
            if 0 <= row < geo.height and 0 <= col < geo.width:
                return geo.places[row * geo.width + col]
        raise InvalidMoveError.for_text(text)


class RoyalClodGame(ClodGame):
    """RoyalClod: six Clod boards, mirrored, played as one 18 x 12 grid."""

    id = "royal_clod"
    geometry = ROYAL_CLOD
