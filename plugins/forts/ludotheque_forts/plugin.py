"""Registers Forts and Ruins with Ludotheque."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ludotheque.core import (
    PLAYED,
    QT_TRANSLATE_NOOP,
    ComputerPlayer,
    GameInfo,
    GameKnowledge,
    MatchFinished,
    hookimpl,
)

from .rules import heuristics, playout
from .rules.game import FortsGame
from .rules.state import FALLEN, NO_ROOM

LUDOTHEQUE_API_VERSION = "2.0"

_HERE = Path(__file__).parent
SEAT_COLORS = ("#6e5a40",)
"""The player's colour: the masonry of the forts the board paints
(``qt.painting.STONE_DARK``, their walls' outline and flagpole)."""


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
        seat_colors=SEAT_COLORS,
    )


@hookimpl
def ludotheque_register_games(register: Callable[[GameInfo], None]) -> None:
    register(game_info())


@hookimpl
def ludotheque_register_knowledge(register: Callable[[GameKnowledge], None]) -> None:
    # A one-player game's lookahead is a ``playout`` whose outcome is an estimated
    # final score (rules.heuristics; rules.playout plays the same moves and dice on
    # bitboards): an ``evaluate`` in [0, 1] could not share the scores' scale.
    register(GameKnowledge(game_id=FortsGame.id, rollout=heuristics.rollout,
                           order_moves=heuristics.order_moves, playout=playout.playout))


@hookimpl
def ludotheque_register_players(register: Callable[[ComputerPlayer], None]) -> None:
    # Nearly a thousand moves a turn: progressive widening along the move order; from
    # the strong level's budget a position grows children only after 16 visits
    # (docs/decisions/0009-search-parameters-per-game.md).
    register(ComputerPlayer(game_id=FortsGame.id, search={
        "widening": 1.0, "expand_after": 16, "expand_from": 4000}))


@hookimpl
def ludotheque_match_did_finish(event: MatchFinished) -> None:
    # The best scores: a game played to its end here, by a person.
    if (event.game_id == FortsGame.id and event.origin == PLAYED
            and any(seat.is_human for seat in event.seats)):
        from .records import record_game

        record_game(event.final_state)  # type: ignore[arg-type]
