"""Registers Clod and RoyalClod (and their computer players) with Ludotheque."""

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

from .rules.game import ClodGame, RoyalClodGame
from .rules.heuristics import evaluate, order_moves, rollout_move
from .rules.playout import playout
from .rules.state import REASON_TIE_WHITE, REASON_TIEBREAK

LUDOTHEQUE_API_VERSION = "2.0"

_HERE = Path(__file__).parent
EXPAND_AFTER = 400
"""Visits before a position below the search's root grows children (the host's
search parameter ``expand_after``)."""
_WIDGET = "ludotheque_clod.qt.board_widget:ClodBoardWidget"
_DIALOG = "ludotheque_clod.qt.options_dialog:ClodOptionsDialog"
SEAT_COLORS = ("#121214", "#e8e4da")
"""Black's seat and White's: the bodies of the stones the board paints
(``qt.painting.BLACK_STONE`` and ``WHITE_STONE``)."""
_OUTCOMES = {
    REASON_TIEBREAK: QT_TRANSLATE_NOOP(
        "clod", "Largest groups tied: decided by the next largest groups"),
    REASON_TIE_WHITE: QT_TRANSLATE_NOOP(
        "clod", "Largest groups tied: white wins (original rule)"),
}


def _docs(game_id: str) -> dict[str, Path]:
    return {lang: _HERE / "docs" / f"{game_id}.{lang}.md" for lang in ("en", "fr")}


@hookimpl
def ludotheque_register_games(register: Callable[[GameInfo], None]) -> None:
    register(GameInfo(
        id="clod",
        name=QT_TRANSLATE_NOOP("clod", "Clod"),
        summary=QT_TRANSLATE_NOOP(
            "clod", "Roll two dice, place a stone where they point; the largest group wins."),
        game=ClodGame(),
        board_widget=_WIDGET,
        options_dialog=_DIALOG,
        rules=_docs("clod"),
        translations=_HERE / "i18n",
        icon=_HERE / "resources" / "clod.svg",
        outcome_texts=_OUTCOMES,
        seat_colors=SEAT_COLORS,
    ))
    register(GameInfo(
        id="royal_clod",
        name=QT_TRANSLATE_NOOP("clod", "RoyalClod"),
        summary=QT_TRANSLATE_NOOP(
            "clod", "Clod on six mirrored boards at once: groups grow across them."),
        game=RoyalClodGame(),
        board_widget=_WIDGET,
        options_dialog=_DIALOG,
        rules=_docs("royal_clod"),
        translations=_HERE / "i18n",
        icon=_HERE / "resources" / "royal_clod.svg",
        outcome_texts=_OUTCOMES,
        seat_colors=SEAT_COLORS,
    ))


@hookimpl
def ludotheque_register_knowledge(register: Callable[[GameKnowledge], None]) -> None:
    for game_id in ("clod", "royal_clod"):
        register(GameKnowledge(game_id=game_id, evaluate=evaluate, rollout=rollout_move,
                               order_moves=order_moves, playout=playout))


@hookimpl
def ludotheque_register_players(register: Callable[[ComputerPlayer], None]) -> None:
    # The playout policy plays better than a thinly searched tree (whose nodes pick
    # their two or three moves almost evenly): the tree stays at the root's moves
    # and their dice until a position has had EXPAND_AFTER visits.
    for game_id in ("clod", "royal_clod"):
        register(ComputerPlayer(game_id=game_id, search={"expand_after": EXPAND_AFTER}))
