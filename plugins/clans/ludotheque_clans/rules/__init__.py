"""The rules of Clans, in pure Python (no Qt)."""

from .board import EPOCHS, MAX_VILLAGES, NEIGHBOURS, TERRITORIES, epoch_of
from .game import ClansGame
from .moves import Deal, Found, Migration, Setup, parse_move
from .state import REASON_NO_MOVE, REASON_TWELVE, ClansState, score_village

__all__ = ["ClansGame", "ClansState", "Deal", "EPOCHS", "Found", "MAX_VILLAGES", "Migration",
           "NEIGHBOURS", "REASON_NO_MOVE", "REASON_TWELVE", "Setup", "TERRITORIES", "epoch_of",
           "parse_move", "score_village"]
