"""The rules of Clod and RoyalClod (pure Python, no Qt).

One engine serves both games; only the board geometry differs
(:data:`~ludotheque_clod.rules.geometry.CLOD` and
:data:`~ludotheque_clod.rules.geometry.ROYAL_CLOD`).
"""

from .game import TIE_NEXT_GROUPS, TIE_WHITE, ClodGame, RoyalClodGame
from .geometry import CLOD, ROYAL_CLOD, Geometry
from .moves import Place, Roll
from .state import BLACK, EMPTY, EVENT_FORFEIT, EVENT_NONE, EVENT_REROLL, WHITE, ClodState

__all__ = [
    "BLACK", "CLOD", "ClodGame", "ClodState", "EMPTY", "EVENT_FORFEIT", "EVENT_NONE",
    "EVENT_REROLL", "Geometry", "Place", "ROYAL_CLOD", "Roll", "RoyalClodGame",
    "TIE_NEXT_GROUPS", "TIE_WHITE", "WHITE",
]
