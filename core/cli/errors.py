"""How a command fails: the exceptions :func:`.main.main` turns into one line on the
standard error, and the exit statuses; and how a command reaches the GUI."""

from __future__ import annotations

import importlib
from types import ModuleType

__all__ = ["INTERRUPTED", "USAGE_ERROR", "PlayFailure", "UsageError", "gui_module"]

USAGE_ERROR = 2
INTERRUPTED = 130


class UsageError(Exception):
    """Bad command-line input: reported on stderr with exit status 2."""


class PlayFailure(Exception):
    """A runtime failure (a plugin that cannot be loaded): stderr, exit status 1."""


def gui_module(name: str) -> ModuleType:
    """The module *name* of :mod:`ludotheque.gui`, imported when a command needs it
    (opening the application, ``screenshot``, ``desktop-entry``, French rules
    texts): the core depends on the GUI only at run time, and only there."""
    return importlib.import_module(f"ludotheque.gui.{name}")
