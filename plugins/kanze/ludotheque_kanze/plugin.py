"""Registers Kanzé with Ludotheque."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ludotheque.core import QT_TRANSLATE_NOOP, ComputerPlayer, GameInfo, GameKnowledge, hookimpl

from .rules.game import KanzeGame
from .rules.heuristics import computer_player, knowledge
from .rules.state import REASON_REPRESENTATIVE, REASON_TURN_LIMIT

LUDOTHEQUE_API_VERSION = "2.0"

_HERE = Path(__file__).parent

SEAT_COLOURS = ("#c0392b", "#2d6a8a")
"""The colour of each army as the board paints it (``PLAYER_COLOURS``): red for the
first player, blue for the second."""


@hookimpl
def ludotheque_register_games(register: Callable[[GameInfo], None]) -> None:
    register(GameInfo(
        id="kanze",
        name=QT_TRANSLATE_NOOP("kanze", "Kanzé"),
        summary=QT_TRANSLATE_NOOP("kanze", "Lead your troops across a diamond of hexagons "
                                           "and kill the rival Representative."),
        game=KanzeGame(),
        board_widget="ludotheque_kanze.qt.board_widget:KanzeBoardWidget",
        options_dialog="ludotheque_kanze.qt.options_dialog:KanzeOptionsDialog",
        rules={"en": _HERE / "docs" / "kanze.en.md", "fr": _HERE / "docs" / "kanze.fr.md"},
        translations=_HERE / "i18n",
        icon=_HERE / "resources" / "kanze.svg",
        seat_colors=SEAT_COLOURS,
        outcome_texts={
            REASON_REPRESENTATIVE: QT_TRANSLATE_NOOP("kanze", "A Representative has fallen."),
            REASON_TURN_LIMIT: QT_TRANSLATE_NOOP(
                "kanze", "Turn limit reached: the player owning more cells wins."),
        },
    ))


@hookimpl
def ludotheque_register_knowledge(register: Callable[[GameKnowledge], None]) -> None:
    register(knowledge())


@hookimpl
def ludotheque_register_players(register: Callable[[ComputerPlayer], None]) -> None:
    register(computer_player())
