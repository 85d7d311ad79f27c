"""Ludotheque's desktop application (PySide6), and the plugin API's surface for
widgets: a game's board and options dialog import their base classes from here
(``from ludotheque.gui import BoardWidget``), never from a submodule.

This package's ``__init__`` imports nothing from Qt until one of these names is
used, so that the command line can list games quickly; the application lives in
:mod:`ludotheque.gui.app`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "ARROW_KEYS": "board",
    "BoardWidget": "board",
    "translate": "board",
    "OptionsDialog": "options",
    "OptionsForm": "options",
}
"""The names of plugin API ``API_VERSION`` for widgets; the rest of this package
is the host's own."""

__all__ = sorted(_EXPORTS)

if TYPE_CHECKING:  # pragma: no cover - static view of the lazy names
    from .board import ARROW_KEYS as ARROW_KEYS
    from .board import BoardWidget as BoardWidget
    from .board import translate as translate
    from .options import OptionsDialog as OptionsDialog
    from .options import OptionsForm as OptionsForm


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'ludotheque.gui' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return list(__all__)
