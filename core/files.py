"""Where Ludotheque keeps its files, and how it writes them safely.

Kept apart from :mod:`ludotheque.core.saves` so that start-up code (plugin
discovery, settings) can use it without importing the game model.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

__all__ = ["atomic_write", "data_directory"]


def data_directory() -> Path:
    """Where Ludotheque keeps its own files (``LUDOTHEQUE_DATA_DIR`` overrides)."""
    override = os.environ.get("LUDOTHEQUE_DATA_DIR")
    if override:
        return Path(override)
    if os.name == "nt":  # pragma: no cover - platform specific
        base = Path(os.environ.get("APPDATA", Path.home()))
    elif os.uname().sysname == "Darwin":  # pragma: no cover - platform specific
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "ludotheque"


def atomic_write(path: str | os.PathLike[str], text: str) -> None:
    """Write *text* to *path* so that it is either wholly replaced or untouched.

    The text goes to a temporary file in the same directory, is flushed to disk,
    then renamed over *path*.
    """
    import tempfile  # (with random and shutil: not needed by a start that writes nothing)

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
