"""Registers Clod and RoyalClod (and their computer-player heuristics) with Ludotheque."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ludotheque.core.descriptor import GameInfo
from ludotheque.core.hookspecs import hookimpl
from ludotheque.core.i18n import QT_TRANSLATE_NOOP
from ludotheque.core.players import Heuristics

from .rules.game import ClodGame, RoyalClodGame
from .rules.heuristics import evaluate, order_moves, rollout_move
from .rules.playout import playout
from .rules.state import REASON_TIE_WHITE, REASON_TIEBREAK

LUDOTHEQUE_API_VERSION = "1.0"

_HERE = Path(__file__).parent
EXPAND_AFTER = 400
"""Visits before a position below the search's root grows children (see
:attr:`~ludotheque.core.players.Heuristics.expand_after`)."""
_WIDGET = "ludotheque_clod.qt.board_widget:ClodBoardWidget"
_DIALOG = "ludotheque_clod.qt.options_dialog:ClodOptionsDialog"
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
    ))


@hookimpl
def ludotheque_register_heuristics(register: Callable[[Heuristics], None]) -> None:
    # The playout policy plays better than a thinly searched tree (whose nodes pick
    # their two or three moves almost evenly): the tree stays at the root's moves
    # and their dice (a position below them needs 400 visits: up to the strong
    # level none gets them, at the expert's 16,000 iterations only the likeliest
    # rolls after the most visited moves).
    for game_id in ("clod", "royal_clod"):
        register(Heuristics(game_id=game_id, evaluate=evaluate, rollout=rollout_move,
                            order_moves=order_moves, playout=playout,
                            expand_after=EXPAND_AFTER))
