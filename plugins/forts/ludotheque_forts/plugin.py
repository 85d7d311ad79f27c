"""Registers Forts and Ruins with Ludotheque."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ludotheque.core.descriptor import GameInfo
from ludotheque.core.hookspecs import hookimpl
from ludotheque.core.i18n import QT_TRANSLATE_NOOP
from ludotheque.core.players import Heuristics

from .rules import heuristics, playout
from .rules.game import FortsGame
from .rules.state import FALLEN, NO_ROOM

LUDOTHEQUE_API_VERSION = "1.0"

_HERE = Path(__file__).parent


def game_info() -> GameInfo:
    """The descriptor of Forts and Ruins."""
    return GameInfo(
        id=FortsGame.id,
        name=QT_TRANSLATE_NOOP("forts", "Forts and Ruins"),
        summary=QT_TRANSLATE_NOOP(
            "forts", "Solo: place territories, build forts and outlast the weather's dice."),
        game=FortsGame(),
        board_widget="ludotheque_forts.qt.board_widget:FortsBoardWidget",
        options_dialog="ludotheque_forts.qt.options_dialog:FortsOptionsDialog",
        rules={"en": _HERE / "docs" / "forts_and_ruins.en.md",
               "fr": _HERE / "docs" / "forts_and_ruins.fr.md"},
        translations=_HERE / "i18n",
        icon=_HERE / "resources" / "forts_and_ruins.svg",
        outcome_texts={
            FALLEN: QT_TRANSLATE_NOOP("forts", "The last fort has fallen."),
            NO_ROOM: QT_TRANSLATE_NOOP("forts", "No cell is left to place a territory."),
        },
    )


@hookimpl
def ludotheque_register_games(register: Callable[[GameInfo], None]) -> None:
    register(game_info())


@hookimpl
def ludotheque_register_heuristics(register: Callable[[Heuristics], None]) -> None:
    # The search scales a one-player game's rewards by the final scores it meets;
    # an ``evaluate`` in [0, 1] cannot share that scale, so the lookahead is given as
    # a ``playout`` whose outcome is an estimated final score (see rules.heuristics;
    # rules.playout plays the same moves and dice on bitboards).
    # Nearly a thousand moves a turn: progressive widening along the move order, so
    # that the budget goes deep on the likely moves instead of one noisy playout on
    # each (the luckiest of which would be played).
    # From the strong level's 4,000 iterations, a position grows children only after
    # 16 visits: the big budgets otherwise spread over thin nodes (strong scored 26.1
    # on average, below intermediate's 29.7; 40.0 with the threshold), while the
    # smaller ones score better with the full tree (docs/benchmarks.md).
    register(Heuristics(game_id=FortsGame.id, rollout=heuristics.rollout,
                        order_moves=heuristics.order_moves, playout=playout.playout,
                        widening=1.0, expand_after=16, expand_from=4000))
