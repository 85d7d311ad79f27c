"""Ludotheque's pure-Python core: game model, plugins, matches and saves.

Nothing here imports Qt.  This package is the plugin API's surface for rules,
knowledge, computer players, match events and tests: a plugin imports what it
needs from ``ludotheque.core`` (and its board and dialogs from
``ludotheque.gui``), never from a submodule.  The names are imported on first use
(PEP 562), so that tools which only list plugins start fast;
``from ludotheque.core import Game`` works as usual.
"""

# Start-up: the lazy names pay in benchmarks/startup_cli.py and benchmarks/startup_gui.py
# (figures in benchmarks/results/2026-11-28-startup-tricks.md).

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
    "Texts": "i18n",
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
    "ComputerPlayer": "players",
    "GameKnowledge": "players",
    "LEVELS": "players",
    "Player": "players",
    "RandomPlayer": "players",
    "MatchFinished": "events",
    "SeatInfo": "events",
    "PLAYED": "events",
    "LOADED": "events",
    "REPLAYED": "events",
    "atomic_write": "files",
    "data_directory": "files",
    "ConformanceError": "testing",
    "check_playthrough": "golden",
    "check_translations": "plugins.catalogues",
    "playthrough": "golden",
    "check_game": "testing",
    "check_players": "player_checks",
    "check_plugin": "testing",
}
"""Everything a plugin may use of the host (with :mod:`ludotheque.gui` for its
widgets): the names of plugin API ``API_VERSION``.  A plugin imports nothing else."""

__all__ = sorted(_EXPORTS) + ["__version__"]

if TYPE_CHECKING:  # pragma: no cover - static view of the lazy names
    from .descriptor import GameInfo as GameInfo
    from .descriptor import load_reference as load_reference
    from .events import LOADED as LOADED
    from .events import PLAYED as PLAYED
    from .events import REPLAYED as REPLAYED
    from .events import MatchFinished as MatchFinished
    from .events import SeatInfo as SeatInfo
    from .files import atomic_write as atomic_write
    from .files import data_directory as data_directory
    from .golden import check_playthrough as check_playthrough
    from .golden import playthrough as playthrough
    from .hookspecs import API_VERSION as API_VERSION
    from .hookspecs import hookimpl as hookimpl
    from .i18n import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP
    from .i18n import Texts as Texts
    from .i18n import TrText as TrText
    from .match import Match as Match
    from .match import Seat as Seat
    from .model import CHANCE as CHANCE
    from .model import TERMINAL as TERMINAL
    from .model import Game as Game
    from .model import IllegalMoveError as IllegalMoveError
    from .model import InvalidMoveError as InvalidMoveError
    from .model import Move as Move
    from .model import MoveError as MoveError
    from .model import Outcome as Outcome
    from .model import State as State
    from .options import BoolOption as BoolOption
    from .options import ChoiceOption as ChoiceOption
    from .options import IntOption as IntOption
    from .options import OptionError as OptionError
    from .options import OptionsSchema as OptionsSchema
    from .player_checks import check_players as check_players
    from .players import LEVELS as LEVELS
    from .players import ComputerPlayer as ComputerPlayer
    from .players import GameKnowledge as GameKnowledge
    from .players import Player as Player
    from .players import RandomPlayer as RandomPlayer
    from .plugins.catalogues import check_translations as check_translations
    from .testing import ConformanceError as ConformanceError
    from .testing import check_game as check_game
    from .testing import check_plugin as check_plugin


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'ludotheque.core' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return list(__all__)
