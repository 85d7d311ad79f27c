"""How a command fails: the exceptions :func:`.main.main` turns into one line on the
standard error, and the exit statuses."""

from __future__ import annotations

__all__ = ["INTERRUPTED", "USAGE_ERROR", "PlayFailure", "UsageError"]

USAGE_ERROR = 2
INTERRUPTED = 130


class UsageError(Exception):
    """Bad command-line input: reported on stderr with exit status 2."""


class PlayFailure(Exception):
    """A runtime failure (a plugin that cannot be loaded): stderr, exit status 1."""
