"""Ludotheque's pure-Python core: game model, plugins, matches and saves.

Nothing here imports Qt; games' rules import only this package.
"""

from .descriptor import GameInfo, load_reference
from .hookspecs import API_VERSION, hookimpl
from .i18n import QT_TRANSLATE_NOOP, TrText
from .match import Match, Seat
from .model import (
    CHANCE,
    TERMINAL,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    MoveError,
    Outcome,
    State,
)
from .options import BoolOption, ChoiceOption, IntOption, OptionError, OptionsSchema

__version__ = "0.1.0"

__all__ = [
    "API_VERSION",
    "BoolOption",
    "CHANCE",
    "ChoiceOption",
    "Game",
    "GameInfo",
    "IllegalMoveError",
    "IntOption",
    "InvalidMoveError",
    "Match",
    "Move",
    "MoveError",
    "OptionError",
    "OptionsSchema",
    "Outcome",
    "QT_TRANSLATE_NOOP",
    "Seat",
    "State",
    "TERMINAL",
    "TrText",
    "hookimpl",
    "load_reference",
    "__version__",
]
