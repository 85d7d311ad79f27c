"""The log: what went wrong, with its traceback, where a user can find it.

Errors reach the user as one translated line (a dialog, the status bar, one line
on the command line); the details go to the log file ``logs/ludotheque.log`` in
the :func:`~ludotheque.core.files.data_directory` (kept to three files of 1 MB),
and also to the standard error when :func:`set_verbose` was called (the command
line's ``--verbose``).

The :mod:`logging` module is set up the first time something is logged, so that
a start that logs nothing does not pay for it (start-up: benchmarks/startup_cli.py
and benchmarks/startup_gui.py).  The logger is ``ludotheque``;
modules log through :func:`log_error`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    import logging

__all__ = ["LOGGER", "describe", "log_error", "log_path", "logger", "report", "set_verbose"]

LOGGER = "ludotheque"
FILE_HANDLER, VERBOSE_HANDLER = "ludotheque-file", "ludotheque-verbose"
MAX_BYTES = 1024 * 1024
BACKUPS = 2


def describe(exc: BaseException) -> str:
    """An exception in one line: its type and the first line of its message.

    >>> describe(ValueError("bad move\\nmore"))
    'ValueError: bad move'
    """
    try:
        text = str(exc).strip().splitlines()
    except KeyboardInterrupt:
        raise
    except BaseException:  # noqa: BLE001 - a hostile exception's own __str__ failed
        text = []
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


def log_path() -> Path:
    """The log file of this data directory."""
    from .files import data_directory

    return data_directory() / "logs" / "ludotheque.log"


def logger() -> logging.Logger:
    """The ``ludotheque`` logger, writing to :func:`log_path` (set up once per
    data directory; a log file that cannot be written is skipped silently).  Several
    processes may append to the same file; only its rotation is not shared."""
    import logging
    from logging.handlers import RotatingFileHandler

    class QuietFileHandler(RotatingFileHandler):
        def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
            """A log that cannot be written is skipped: the user has the message."""

    log = logging.getLogger(LOGGER)
    path = log_path()
    for handler in list(log.handlers):
        if handler.name == FILE_HANDLER:
            assert isinstance(handler, RotatingFileHandler)
            if handler.baseFilename == os.path.abspath(path):
                return log
            log.removeHandler(handler)  # the data folder changed (tests, screenshots)
            handler.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    file_handler = QuietFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                    encoding="utf-8", delay=True)
    file_handler.name = FILE_HANDLER
    file_handler.setFormatter(logging.Formatter(
        "%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(file_handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    return log


def set_verbose(verbose: bool = True) -> None:
    """Also print what is logged, tracebacks included, on the standard error."""
    import logging

    log = logger()
    present = [h for h in log.handlers if h.name == VERBOSE_HANDLER]
    if verbose and not present:
        stream = logging.StreamHandler(sys.stderr)
        stream.name = VERBOSE_HANDLER
        stream.addFilter(lambda record: not getattr(record, "shown", False))
        stream.setFormatter(logging.Formatter("ludotheque: %(message)s"))
        log.addHandler(stream)
    elif not verbose:
        for handler in present:
            log.removeHandler(handler)


def log_error(message: str, exc: BaseException | None = None, *, shown: bool = False) -> Path:
    """Log *message*, with the traceback of *exc* when given; returns the log file.

    :param message: what failed, in English, on one line.
    :param shown: the message is the one the user was just shown: it goes to the
        log file only, not again to the standard error of :func:`set_verbose`.
    """
    log = logger()
    extra = {"shown": shown}
    if exc is not None:
        log.error(message, exc_info=(type(exc), exc, exc.__traceback__), extra=extra)
    else:
        log.error(message, extra=extra)
    return log_path()


def report(what: str, exc: BaseException) -> str:
    """Log that *what* failed, with the traceback of *exc*; return the one-line
    reason to show the user (:func:`describe`).  The log is :func:`log_path`."""
    reason = describe(exc)
    log_error(f"{what}: {reason}", exc)
    return reason
