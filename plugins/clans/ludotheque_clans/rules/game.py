"""The Clans game: options and the first state."""

from __future__ import annotations

from typing import Any

from ludotheque.core import QT_TRANSLATE_NOOP, ChoiceOption, Game, OptionsSchema

from .moves import ClansMove, parse_move
from .state import ClansState

__all__ = ["ClansGame", "OPTIONS"]

OPTIONS = OptionsSchema([
    ChoiceOption(
        "movement", QT_TRANSLATE_NOOP("clans", "Movement"), "seed",
        (("seed", QT_TRANSLATE_NOOP("clans", "More than 7 huts never move")),
         ("official", QT_TRANSLATE_NOOP("clans", "7 or more huts move only onto as many or more"))),
        QT_TRANSLATE_NOOP("clans", "Which territories are too crowded to leave.")),
    ChoiceOption(
        "strife", QT_TRANSLATE_NOOP("clans", "Strife"), "seed",
        (("seed", QT_TRANSLATE_NOOP("clans", "All five colours and a pair: singles leave")),
         ("official", QT_TRANSLATE_NOOP("clans", "All five colours: singles leave"))),
        QT_TRANSLATE_NOOP("clans", "When the lone huts of a village are driven out.")),
])


class ClansGame(Game):
    """Clans for 2 to 5 players.

    >>> ClansGame().new_state({"movement": "official"}, players=4).official_movement
    True
    """

    id = "clans"
    min_players = 2
    max_players = 5
    options_schema = OPTIONS

    def initial_state(self, options: dict[str, Any], players: int, seed: int) -> ClansState:
        return ClansState.start(players, options["movement"] == "official",
                                options["strife"] == "official")

    def parse_move(self, text: str) -> ClansMove:
        return parse_move(text)
