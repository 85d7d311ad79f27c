"""Rules of Kalah, Oware and Congkak: pure Python, one sowing engine.

Import only the standard library and :mod:`ludotheque.core` here, never Qt.
"""

from .game import GAMES, CongkakGame, KalahGame, MancalaGame, OwareGame
from .moves import HOUSES, House
from .state import MancalaState

__all__ = ["GAMES", "CongkakGame", "House", "HOUSES", "KalahGame", "MancalaGame",
           "MancalaState", "OwareGame"]
