"""How a command fails: the exceptions :func:`.main.main` turns into one line on the
standard error, and the exit statuses; and how a command reaches the GUI."""

from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import TextIO

__all__ = ["INTERRUPTED", "USAGE_ERROR", "PlayFailure", "UsageError", "gui_module", "show_error"]

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


def show_error(text: object, err: TextIO | None = None) -> None:
    """Show an error to the user (``ludotheque: TEXT`` on *err*, the standard error
    by default) and write it to the log file
    (:func:`~ludotheque.core.logs.log_error`), as the application does with the
    errors it shows."""
    print(f"ludotheque: {text}", file=sys.stderr if err is None else err)
    from ..logs import log_error  # logging is set up only when something fails

    log_error(f"command line: {text}", shown=True)
