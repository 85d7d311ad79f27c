"""Ludotheque's pure-Python core: game model, plugins, matches and saves.

Nothing here imports Qt; games' rules import only this package.  The names below
are imported on first use (PEP 562), so that tools which only list plugins start
fast; ``from ludotheque.core import Game`` works as usual.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

_EXPORTS = {
    "GameInfo": "descriptor",
    "load_reference": "descriptor",
    "API_VERSION": "hookspecs",
    "hookimpl": "hookspecs",
    "QT_TRANSLATE_NOOP": "i18n",
    "TrText": "i18n",
    "Match": "match",
    "Seat": "match",
    "CHANCE": "model",
    "TERMINAL": "model",
    "Game": "model",
    "IllegalMoveError": "model",
    "InvalidMoveError": "model",
    "Move": "model",
    "MoveError": "model",
    "Outcome": "model",
    "State": "model",
    "BoolOption": "options",
    "ChoiceOption": "options",
    "IntOption": "options",
    "OptionError": "options",
    "OptionsSchema": "options",
}

__all__ = sorted(_EXPORTS) + ["__version__"]

if TYPE_CHECKING:  # pragma: no cover - static view of the lazy names
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


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'ludotheque.core' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return list(__all__)
