"""The three games: Kalah, Oware and Congkak, each a set of options over one engine."""

from __future__ import annotations

from typing import Any, ClassVar

from ludotheque.core import (
    QT_TRANSLATE_NOOP,
    BoolOption,
    ChoiceOption,
    Game,
    IntOption,
    OptionsSchema,
)

from .engine import CONGKAK, KALAH, OWARE, Layout, layout
from .moves import House, parse_house
from .state import MancalaState

__all__ = ["MancalaGame", "KalahGame", "OwareGame", "CongkakGame", "GAMES"]


class MancalaGame(Game):
    """What the three games share: two players, houses numbered 1 to n."""

    min_players = 2
    max_players = 2
    variant: ClassVar[int] = KALAH
    max_houses: ClassVar[int] = 6

    def layout_for(self, options: dict[str, Any]) -> Layout:
        """The engine's layout for validated *options*."""
        raise NotImplementedError

    def initial_state(self, options: dict[str, Any], players: int, seed: int) -> MancalaState:
        return MancalaState.initial(self.layout_for(options))

    def parse_move(self, text: str) -> House:
        return parse_house(text, self.max_houses)


class KalahGame(MancalaGame):
    """Kalah: six houses, stores at the right, extra turns and captures."""

    id = "kalah"
    variant = KALAH
    options_schema = OptionsSchema([
        IntOption("seeds", QT_TRANSLATE_NOOP("mancala", "Seeds per house"), 4, 4, 6,
                  QT_TRANSLATE_NOOP("mancala", "How many seeds each house holds at the start.")),
        BoolOption("empty_capture", QT_TRANSLATE_NOOP("mancala", "Empty capture"), False,
                   QT_TRANSLATE_NOOP(
                       "mancala", "A last seed in an empty house of yours is captured even "
                       "when the opposite house is empty.")),
    ])

    def layout_for(self, options: dict[str, Any]) -> Layout:
        return layout(KALAH, 6, options["seeds"], capture_empty=options["empty_capture"])


class OwareGame(MancalaGame):
    """Oware (abapa): captures of 2 and 3 on the opponent's side, feeding."""

    id = "oware"
    variant = OWARE
    options_schema = OptionsSchema([
        IntOption("seeds", QT_TRANSLATE_NOOP("mancala", "Seeds per house"), 4, 4, 6,
                  QT_TRANSLATE_NOOP("mancala", "How many seeds each house holds at the start.")),
        ChoiceOption("grand_slam", QT_TRANSLATE_NOOP("mancala", "Grand slam"), "no_capture", (
            ("no_capture", QT_TRANSLATE_NOOP("mancala", "Allowed, captures nothing")),
            ("capture", QT_TRANSLATE_NOOP("mancala", "Captures normally")),
        ), QT_TRANSLATE_NOOP(
            "mancala", "A move that would capture every seed of the opponent.")),
    ])

    def layout_for(self, options: dict[str, Any]) -> Layout:
        return layout(OWARE, 6, options["seeds"],
                      grand_slam_captures=options["grand_slam"] == "capture")


class CongkakGame(MancalaGame):
    """Congkak: relay sowing, clockwise, stores at the left; optional rounds."""

    id = "congkak"
    variant = CONGKAK
    max_houses = 9
    options_schema = OptionsSchema([
        IntOption("houses", QT_TRANSLATE_NOOP("mancala", "Houses per player"), 7, 5, 9,
                  QT_TRANSLATE_NOOP(
                      "mancala", "Each player has this many houses, with as many seeds each.")),
        ChoiceOption("capture", QT_TRANSLATE_NOOP("mancala", "Capture"), "always", (
            ("always", QT_TRANSLATE_NOOP("mancala", "Even if the opposite house is empty")),
            ("kalah", QT_TRANSLATE_NOOP("mancala", "Only if the opposite house holds seeds")),
        ), QT_TRANSLATE_NOOP(
            "mancala", "When the last seed falls in an empty house of yours.")),
        BoolOption("rounds", QT_TRANSLATE_NOOP("mancala", "Several rounds"), False,
                   QT_TRANSLATE_NOOP(
                       "mancala", "Play rounds with burnt houses until a player cannot "
                       "fill a single house.")),
        IntOption("round_limit", QT_TRANSLATE_NOOP("mancala", "Most rounds"), 25, 2, 99,
                  QT_TRANSLATE_NOOP(
                      "mancala", "With several rounds, the match also ends after this many "
                      "rounds; whoever holds more seeds wins.")),
    ])

    def layout_for(self, options: dict[str, Any]) -> Layout:
        n = options["houses"]
        return layout(CONGKAK, n, n, capture_empty=options["capture"] == "always",
                      rounds=options["rounds"], round_limit=options["round_limit"])


GAMES: tuple[type[MancalaGame], ...] = (KalahGame, OwareGame, CongkakGame)
"""The game classes, in the order of the game picker."""
