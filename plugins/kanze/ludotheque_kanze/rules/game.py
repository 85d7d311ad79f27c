"""The Kanzé game: options and the first position."""

from __future__ import annotations

from typing import Any

from ludotheque.core import QT_TRANSLATE_NOOP, BoolOption, Game, IntOption, OptionsSchema

from .moves import KanzeMove, parse_move
from .state import KanzeState

__all__ = ["KanzeGame", "OPTIONS"]

OPTIONS = OptionsSchema([
    IntOption("troop_cap", QT_TRANSLATE_NOOP("kanze", "Troop cap per player"), 49, 7, 343,
              QT_TRANSLATE_NOOP("kanze", "Most troops a player may recruit up to "
                                         "(influence may take a player beyond it).")),
    BoolOption("distant_neutral", QT_TRANSLATE_NOOP("kanze", "Move to distant neutral cells"),
               True, QT_TRANSLATE_NOOP("kanze", "Troops may reach a neutral cell next to any "
                                                "of your cells connected to their start.")),
    BoolOption("distant_attack", QT_TRANSLATE_NOOP("kanze", "Attack distant enemy cells"),
               False, QT_TRANSLATE_NOOP("kanze", "Troops may attack an enemy cell next to any "
                                                 "of your cells connected to their start.")),
    IntOption("turn_limit", QT_TRANSLATE_NOOP("kanze", "Turn limit (rounds, 0 = none)"), 150,
              0, 1000,
              QT_TRANSLATE_NOOP("kanze", "After this many rounds the player owning more "
                                         "cells wins; 0 plays on until a Representative dies.")),
])
"""The options of Kanzé, defaults first."""


class KanzeGame(Game):
    """Kanzé: two players, a diamond of 49 hexagons, kill the other Representative.

    >>> state = KanzeGame().new_state({"turn_limit": 20})
    >>> state.rules
    (49, True, False, 20)
    """

    id = "kanze"
    min_players = 2
    max_players = 2
    options_schema = OPTIONS

    def initial_state(self, options: dict[str, Any], players: int, seed: int) -> KanzeState:
        rules = (int(options["troop_cap"]), bool(options["distant_neutral"]),
                 bool(options["distant_attack"]), int(options["turn_limit"]))
        return KanzeState.initial(rules)

    def parse_move(self, text: str) -> KanzeMove:
        return parse_move(text)
