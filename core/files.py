"""Where Ludotheque keeps its files, and how it writes them safely.

Kept apart from :mod:`ludotheque.core.saves` so that start-up code (plugin
discovery, settings) can use it without importing the game model.
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
import time
from pathlib import Path

import platformdirs

__all__ = ["APP_NAME", "STALE_TEMPORARY_AGE", "atomic_write", "cache_directory",
           "config_directory", "data_directory", "remove_stale_temporaries"]

APP_NAME = "ludotheque"
"""The name of Ludotheque's own folder in each of the platform's user folders."""

STALE_TEMPORARY_AGE = 10 * 60
"""Seconds after which a temporary file left by :func:`atomic_write` is stale: a
write takes well under a second, so an older one was cut short (the program was
killed, or the computer lost power) and nothing will ever rename it."""

_TEMPORARY = r"\.(?P<name>.+)\.[a-z0-9_]{8}\.tmp"
"""The name of :func:`atomic_write`'s temporary file for the file *name*
(:func:`tempfile.mkstemp` puts eight random characters between prefix and suffix)."""


def data_directory() -> Path:
    """Where Ludotheque keeps its own files: autosaves, statistics, the plugin
    settings and the log (``LUDOTHEQUE_DATA_DIR`` overrides).

    The platform's user data folder (:mod:`platformdirs`): ``$XDG_DATA_HOME/ludotheque``
    (``~/.local/share/ludotheque``) on Linux and BSD, ``~/Library/Application
    Support/ludotheque`` on macOS, ``%APPDATA%\\ludotheque`` on Windows.
    """
    override = os.environ.get("LUDOTHEQUE_DATA_DIR")
    if override:
        return Path(override)
    return platformdirs.user_data_path(APP_NAME, appauthor=False, roaming=True)


def cache_directory() -> Path:
    """Where Ludotheque keeps files it can rebuild (the plugin discovery cache).

    The platform's user cache folder (:mod:`platformdirs`): ``$XDG_CACHE_HOME/ludotheque``
    (``~/.cache/ludotheque``) on Linux and BSD; ``cache`` in the data folder when
    ``LUDOTHEQUE_DATA_DIR`` is set, so that one variable moves every file.
    """
    override = os.environ.get("LUDOTHEQUE_DATA_DIR")
    if override:
        return Path(override) / "cache"
    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def config_directory() -> Path:
    """Where the application's settings file is, on the systems that keep settings
    in a file: the platform's user config folder (:mod:`platformdirs`),
    ``$XDG_CONFIG_HOME/ludotheque`` (``~/.config/ludotheque``) on Linux and BSD."""
    return platformdirs.user_config_path(APP_NAME, appauthor=False, roaming=True)


def atomic_write(path: str | os.PathLike[str], text: str) -> None:
    """Write *text* to *path* so that it is either wholly replaced or untouched.

    The text goes to a temporary file in the same directory, is flushed to disk,
    then renamed over *path*.  Stale temporary files that earlier writes of *path*
    left behind (see :func:`remove_stale_temporaries`) are removed.
    """
    target = Path(os.path.realpath(path))  # write through a symbolic link
    directory = target.parent
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    try:
        try:  # keep the old file's permissions; a new file gets the usual ones
            mode = stat.S_IMODE(os.stat(target).st_mode)
        except OSError:
            mask = os.umask(0)
            os.umask(mask)
            mode = 0o666 & ~mask
        os.chmod(temp, mode)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    remove_stale_temporaries(directory, target.name)
    try:  # make the rename itself durable where the platform allows
        dir_fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def remove_stale_temporaries(directory: str | os.PathLike[str], name: str | None = None,
                             age: float = STALE_TEMPORARY_AGE) -> int:
    """Remove the temporary files that writes by :func:`atomic_write` left in
    *directory* when they were cut short.

    Only regular files named as :func:`atomic_write` names them and not modified
    for *age* seconds are removed: a recent one may be another program's write in
    progress.  Errors are ignored (another program may remove them at the same time).

    :param name: only the temporary files of the file of this name; default: of any file.
    :returns: how many files were removed.
    """
    removed = 0
    limit = time.time() - age
    try:
        with os.scandir(directory) as entries:
            for entry in entries:
                match = re.fullmatch(_TEMPORARY, entry.name)
                if match is None or (name is not None and match["name"] != name):
                    continue
                try:
                    if not entry.is_file(follow_symlinks=False) or (
                            entry.stat(follow_symlinks=False).st_mtime > limit):
                        continue
                    os.unlink(entry.path)
                except OSError:
                    continue
                removed += 1
    except OSError:
        pass
    return removed
