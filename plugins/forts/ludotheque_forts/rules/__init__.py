"""The rules of Forts and Ruins (pure Python: the standard library and
``ludotheque.core`` only)."""

from .board import DEAD, EMPTY, FORT, RUIN, geometry
from .frames import Frame, game_frames, turn_frames
from .game import FortsGame
from .moves import Place, Roll, StartFort, parse_move
from .state import FALLEN, NO_ROOM, FortsState, TurnReport, initial_state

__all__ = ["EMPTY", "FORT", "RUIN", "DEAD", "geometry", "Frame", "game_frames",
           "turn_frames", "FortsGame", "Place", "Roll", "StartFort", "parse_move",
           "FALLEN", "NO_ROOM", "FortsState", "TurnReport", "initial_state"]
