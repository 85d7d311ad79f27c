"""Kanzé rules, pure Python (standard library and ``ludotheque.core`` only)."""

from .battle import Battle
from .board import CELLS, MAX_TROOPS, NEIGHBOURS, cell_index, cell_name
from .game import OPTIONS, KanzeGame
from .moves import PASS, RECRUIT, MoveTroops, Pass, Recruit, RecruitAt, parse_move, troop_move
from .state import DRAW, ONGOING, KanzeState, influence

__all__ = [
    "Battle",
    "CELLS", "MAX_TROOPS", "NEIGHBOURS", "cell_index", "cell_name",
    "OPTIONS", "KanzeGame",
    "PASS", "RECRUIT", "MoveTroops", "Pass", "Recruit", "RecruitAt", "parse_move", "troop_move",
    "DRAW", "ONGOING", "KanzeState", "influence",
]
