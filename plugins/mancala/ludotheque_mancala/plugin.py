"""Registers Kalah, Oware and Congkak, and their computer-player heuristics."""

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

from .rules.game import CongkakGame, KalahGame, OwareGame
from .rules.heuristics import evaluate, order_moves
from .rules.playout import playout

LUDOTHEQUE_API_VERSION = "2.0"

_HERE = Path(__file__).parent
_BOARD = "ludotheque_mancala.qt.board_widget:MancalaBoardWidget"
_DIALOG = "ludotheque_mancala.qt.options_dialog:MancalaOptionsDialog"

SEAT_COLORS = ("#c4512f", "#2e6f9e")
"""Player 1 (South) and player 2 (North): the colours of their stores' rims and of
the dots by their names on the board (``qt.painting.SEAT_COLOURS``)."""

OUTCOME_TEXTS = {
    "repetition": QT_TRANSLATE_NOOP(
        "mancala", "A position came back: each player took the seeds on their side."),
    "cannot_feed": QT_TRANSLATE_NOOP(
        "mancala", "No move could give the opponent seeds: the mover took the seeds "
        "on their side."),
    "no_seeds": QT_TRANSLATE_NOOP(
        "mancala", "The player to move had no seeds left: the other player took the "
        "seeds on their side."),
    "match": QT_TRANSLATE_NOOP(
        "mancala", "A player could not fill a single house: the match is over."),
    "round_limit": QT_TRANSLATE_NOOP(
        "mancala", "The last round was played: whoever holds more seeds wins the match."),
}


def _info(game_id: str, game: object, name: object, summary: object) -> GameInfo:
    return GameInfo(
        id=game_id, name=name, summary=summary, game=game,  # type: ignore[arg-type]
        board_widget=_BOARD, options_dialog=_DIALOG,
        rules={"en": _HERE / "docs" / f"{game_id}.en.md",
               "fr": _HERE / "docs" / f"{game_id}.fr.md"},
        translations=_HERE / "i18n", icon=_HERE / "resources" / f"{game_id}.svg",
        outcome_texts=OUTCOME_TEXTS, seat_colors=SEAT_COLORS)


@hookimpl
def ludotheque_register_games(register: Callable[[GameInfo], None]) -> None:
    register(_info("kalah", KalahGame(), QT_TRANSLATE_NOOP("mancala", "Kalah"),
                   QT_TRANSLATE_NOOP("mancala", "Sow seeds round the board, land in your "
                                     "store to play again, capture across.")))
    register(_info("oware", OwareGame(), QT_TRANSLATE_NOOP("mancala", "Oware"),
                   QT_TRANSLATE_NOOP("mancala", "The West African classic: capture twos "
                                     "and threes, and never starve your opponent.")))
    register(_info("congkak", CongkakGame(), QT_TRANSLATE_NOOP("mancala", "Congkak"),
                   QT_TRANSLATE_NOOP("mancala", "The Malaysian game of relay sowing: keep "
                                     "lifting seeds until your last one lands in an empty "
                                     "house.")))


CONGKAK_LEVELS = (30, 120, 500, 16000)
"""Congkak's iterations for the levels, beginner to expert."""


@hookimpl
def ludotheque_register_knowledge(register: Callable[[GameKnowledge], None]) -> None:
    # Leaves are scored by random playouts to the end on the rules' own fast path
    # (rules.playout: one loop over a packed board, checked against the states).
    for game_id in ("kalah", "oware", "congkak"):
        register(GameKnowledge(game_id=game_id, evaluate=evaluate, order_moves=order_moves,
                               playout=playout))


@hookimpl
def ludotheque_register_players(register: Callable[[ComputerPlayer], None]) -> None:
    # Kalah's random playouts win its moves about equally often: half of a playout's
    # reward is its final store difference (margin), which lets the bigger budgets
    # tell the moves apart.  Congkak's relay sowings hide the one reply that refutes
    # a move from random playouts: its search backs the store difference up by
    # minimax, and with that a few hundred iterations already play it well, so its
    # levels spread over smaller budgets (docs/decisions/0004-congkak-level-budgets.md).
    register(ComputerPlayer(game_id="kalah", search={"margin": 0.5}))
    register(ComputerPlayer(game_id="congkak", levels=CONGKAK_LEVELS,
                            search={"minimax": 0.5}))
