"""Registers Clans with Ludotheque (rules, knowledge and computer player; widgets
load lazily)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ludotheque.core import (
    QT_TRANSLATE_NOOP,
    ComputerPlayer,
    GameInfo,
    GameKnowledge,
    hookimpl,
)

from .rules.game import ClansGame
from .rules.state import REASON_NO_MOVE, REASON_TWELVE

LUDOTHEQUE_API_VERSION = "2.0"

_HERE = Path(__file__).parent

SEAT_COLOURS = ("#8a5a2b", "#7d4f9e", "#4d5a66", "#b0487a", "#2f2a26")
"""The seats' colours: a seat has no pieces of its own (every clan's huts are
everybody's to move, and a player's clan is secret), so none of them is a clan's
colour (``CLAN_COLOURS`` of the board), lest a seat's dot hint at one: umber,
purple, slate, plum and charcoal."""


def game_info() -> GameInfo:
    """The descriptor of Clans."""
    return GameInfo(
        id="clans",
        name=QT_TRANSLATE_NOOP("clans", "Clans"),
        summary=QT_TRANSLATE_NOOP(
            "clans", "Gather the huts of five clans into villages; score for your secret colour."),
        game=ClansGame(),
        board_widget="ludotheque_clans.qt.board_widget:ClansBoardWidget",
        options_dialog="ludotheque_clans.qt.options_dialog:ClansOptionsDialog",
        rules={"en": _HERE / "docs" / "clans.en.md", "fr": _HERE / "docs" / "clans.fr.md"},
        translations=_HERE / "i18n",
        icon=_HERE / "resources" / "clans.svg",
        seat_colors=SEAT_COLOURS,
        outcome_texts={
            REASON_TWELVE: QT_TRANSLATE_NOOP("clans", "The twelfth village was founded."),
            REASON_NO_MOVE: QT_TRANSLATE_NOOP("clans", "No hut can move any more."),
        },
    )


@hookimpl
def ludotheque_register_games(register: Callable[[GameInfo], None]) -> None:
    register(game_info())


@hookimpl
def ludotheque_register_knowledge(register: Callable[[GameKnowledge], None]) -> None:
    from .rules.heuristics import evaluate, order_moves, rollout

    register(GameKnowledge(game_id="clans", evaluate=evaluate, rollout=rollout,
                           order_moves=order_moves))


@hookimpl
def ludotheque_register_players(register: Callable[[ComputerPlayer], None]) -> None:
    # Playouts of four policy moves, then the evaluation; progressive widening over
    # the hundred-odd migrations (docs/decisions/0009-search-parameters-per-game.md).
    # The other colours are inferred from the moves by the
    # state's own determinisation, which gives the search fast-path worlds
    # (rules.playout).
    register(ComputerPlayer(game_id="clans", search={"rollout_depth": 4, "widening": 1.0}))
