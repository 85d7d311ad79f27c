"""Registers Kalah, Oware and Congkak, and their computer-player heuristics."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ludotheque.core.descriptor import GameInfo
from ludotheque.core.hookspecs import hookimpl
from ludotheque.core.i18n import QT_TRANSLATE_NOOP
from ludotheque.core.players import Heuristics

from .rules.game import CongkakGame, KalahGame, OwareGame
from .rules.fast import playout
from .rules.heuristics import evaluate, order_moves

LUDOTHEQUE_API_VERSION = "1.0"

_HERE = Path(__file__).parent
_BOARD = "ludotheque_mancala.qt.board_widget:MancalaBoardWidget"
_DIALOG = "ludotheque_mancala.qt.options_dialog:MancalaOptionsDialog"

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
        outcome_texts=OUTCOME_TEXTS)


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
def ludotheque_register_heuristics(register: Callable[[Heuristics], None]) -> None:
    # The search scores its leaves by random playouts to the end on the rules' own
    # fast path (rules.fast: a tight loop over the packed board for Kalah and Oware).
    # Kalah's random playouts win its moves about equally often, so half of a
    # playout's reward is its final store difference: that is what lets the bigger
    # budgets tell the moves apart (docs/benchmarks.md, "Kalah expert against strong").
    # Congkak keeps win-or-loss rewards: with a margin of 0.5 or 0.25 its expert
    # scored 10/20 against its strong level, 12/20 without (docs/benchmarks.md,
    # "Congkak with the margin reward").  Congkak's relay sowings make random
    # playouts blind to the one reply that refutes a move, so its search also backs
    # the store difference up by minimax (Heuristics.minimax): each level then beat
    # the same level without it 18/20 (beginner, intermediate); Kalah's expert fell
    # to 10/20 against its strong level with it, so Kalah and Oware do without
    # (docs/benchmarks.md, "Congkak with implicit minimax").  With the backups a
    # thousand iterations already hold the first seat's win against 16,000, so
    # Congkak spreads its levels over smaller budgets (Heuristics.level_iterations):
    # 30 beat random 20/20, 120 beat 30 17/20, 500 beat 120 15.5/20 and 16,000 beat
    # 500 19.5/20, where the host's 4,000 and 16,000 scored 10/20 (docs/benchmarks.md,
    # "Congkak's levels over smaller budgets").
    for game_id in ("kalah", "oware", "congkak"):
        congkak = game_id == "congkak"
        register(Heuristics(game_id=game_id, evaluate=evaluate, order_moves=order_moves,
                            playout=playout, margin=0.5 if game_id == "kalah" else None,
                            minimax=0.5 if congkak else None,
                            level_iterations=CONGKAK_LEVELS if congkak else None))
