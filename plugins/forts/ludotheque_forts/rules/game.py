"""The game of Forts and Ruins: options and the first state."""

from __future__ import annotations

from typing import Any

from ludotheque.core import QT_TRANSLATE_NOOP, ChoiceOption, Game, IntOption, OptionsSchema

from .moves import FortsMove, parse_move
from .state import ANYWHERE, NEXT_TO_FORT, FortsState, initial_state

__all__ = ["FortsGame", "START_CELL", "FIXED", "RANDOM"]

FIXED = "fixed"
"""Start option: the first fort stands at :data:`START_CELL`."""
RANDOM = "random"
"""Start option: the first fort's cell is drawn at random (a chance event)."""
START_CELL = (4, 4)
"""``(col, row)`` of the first fort with a fixed start (clamped to the board)."""


class FortsGame(Game):
    """Forts and Ruins, a solo game: place territories, build forts, outlast the weather.

    >>> state = FortsGame().new_state()
    >>> state.cols, state.rows, state.living_forts
    (18, 9, 1)
    """

    id = "forts_and_ruins"
    min_players = 1
    max_players = 1
    options_schema = OptionsSchema([
        IntOption("columns", QT_TRANSLATE_NOOP("forts", "Columns"), 18, 6, 30,
                  QT_TRANSLATE_NOOP("forts", "Width of the board, in cells.")),
        IntOption("rows", QT_TRANSLATE_NOOP("forts", "Rows"), 9, 5, 20,
                  QT_TRANSLATE_NOOP("forts", "Height of the board, in cells.")),
        ChoiceOption("start", QT_TRANSLATE_NOOP("forts", "First fort"), FIXED, (
            (FIXED, QT_TRANSLATE_NOOP("forts", "Fixed (fifth row, fifth column)")),
            (RANDOM, QT_TRANSLATE_NOOP("forts", "On a random cell")),
        ), QT_TRANSLATE_NOOP("forts", "Where the game's first fort stands.")),
        ChoiceOption("placement", QT_TRANSLATE_NOOP("forts", "Placement"), ANYWHERE, (
            (ANYWHERE, QT_TRANSLATE_NOOP("forts", "Any empty cell")),
            (NEXT_TO_FORT, QT_TRANSLATE_NOOP("forts", "Next to a living fort")),
        ), QT_TRANSLATE_NOOP("forts", "Where a territory may be placed.")),
    ])

    def initial_state(self, options: dict[str, Any], players: int, seed: int) -> FortsState:
        return initial_state(options["columns"], options["rows"],
                             options["placement"] == NEXT_TO_FORT,
                             START_CELL if options["start"] == FIXED else None)

    def parse_move(self, text: str) -> FortsMove:
        return parse_move(text)
