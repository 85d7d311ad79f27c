"""Autosaves: one file per match in progress, so that a match survives a crash
and can be resumed (:class:`AutosaveStore`, :class:`Resumable`).

Each running copy of Ludotheque locks the autosaves of the matches it has open
(:meth:`AutosaveStore.acquire`), so that two copies never write the same autosave;
the operating system drops the lock when the process ends, however it ends.  The
files are save files (:mod:`ludotheque.core.saves`).
"""

from __future__ import annotations

import errno
import os
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .files import data_directory, remove_stale_temporaries
from .i18n import QT_TRANSLATE_NOOP
from .match import Match, Seat, SeatError
from .saves import FORMAT, SaveError, match_to_json, read_json_file, write_json

__all__ = ["AUTOSAVE_IN_USE", "AutosaveStore", "Resumable", "same_steps"]

AUTOSAVE_IN_USE = QT_TRANSLATE_NOOP(
    "saves", "This game is open in another Ludothèque window. Continue it there, or close "
             "it there first.")
"""Why an autosave that another running copy of Ludotheque holds cannot be taken."""


# --- autosave locks --------------------------------------------------------------
#
# An autosave's lock is an operating-system lock on a small file beside it
# (".KEY.lock"): ``flock`` on POSIX, ``msvcrt.locking`` on Windows.  Such a lock
# belongs to the open file, which the system closes when the process ends, however
# it ends: a crashed or killed copy of Ludotheque never leaves a lock behind.
#
# The lock is the process's: every window (every AutosaveStore) of one process
# shares the one open lock file, counted below, and a second process is refused.
#
# A holder removes the lock file while it still holds the lock; one that takes a
# lock checks afterwards that its file is still the one under that name (another
# may have removed it in between), and tries again otherwise.


@dataclass
class _HeldLock:
    fd: int
    """The open lock file (-1: the folder cannot hold one; nothing to lock)."""
    count: int
    """How many stores of this process hold it."""


_held_locks: dict[Path, _HeldLock] = {}
"""The autosave locks this process holds, by lock file (absolute and resolved)."""

_CONTENTION = 0.25
"""Seconds a lock is tried again while another process may be checking it."""

_LOCK_FLAGS = (os.O_RDWR | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_CLOEXEC", 0))

if sys.platform == "win32":  # pragma: no cover - platform specific
    import msvcrt

    def _try_lock(fd: int) -> bool:
        """Lock the open file *fd* now; False if another process holds it."""
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            return exc.errno not in (errno.EACCES, errno.EDEADLK,
                                     getattr(errno, "EDEADLOCK", errno.EDEADLK))
        return True

    def _close_lock(path: Path, fd: int) -> None:
        """Unlock and close *fd*, then remove the lock file unless another opened it."""
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
        os.close(fd)
        try:  # (Windows removes no file that another process has open)
            os.unlink(path)
        except OSError:
            pass
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        """Lock the open file *fd* now; False if another process holds it."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            # A file system without locks (ENOLCK, EOPNOTSUPP...) must not stop the
            # autosaves: it merely cannot tell two copies of Ludotheque apart.
            return exc.errno not in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES)
        return True

    def _close_lock(path: Path, fd: int) -> None:
        """Remove the lock file while still holding its lock, then close (and unlock) it."""
        try:
            os.unlink(path)
        except OSError:
            pass
        os.close(fd)


def _still_linked(path: Path, fd: int) -> bool:
    """Whether *fd* is the file now named *path*."""
    try:
        return os.path.samestat(os.fstat(fd), os.stat(path))
    except OSError:
        return False


def _acquire_lock(path: Path) -> bool:
    """Hold the lock file *path* for this process; False if another process holds it."""
    held = _held_locks.get(path)
    if held is not None:
        held.count += 1
        return True
    deadline = time.monotonic() + _CONTENTION
    while True:
        try:
            fd = os.open(path, _LOCK_FLAGS | os.O_CREAT, 0o644)
        except OSError:  # a read-only folder: it cannot hold autosaves either
            _held_locks[path] = _HeldLock(-1, 1)
            return True
        if _try_lock(fd):
            if _still_linked(path, fd):
                _held_locks[path] = _HeldLock(fd, 1)
                return True
            # Its holder removed it just before we locked it: again (not forever,
            # should the file system keep telling other identities).
        os.close(fd)
        # Another process may only be looking (_locked_elsewhere locks for an instant).
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.01)


def _release_lock(path: Path) -> None:
    held = _held_locks.get(path)
    if held is None:
        return
    held.count -= 1
    if held.count > 0:
        return
    del _held_locks[path]
    if held.fd >= 0:
        _close_lock(path, held.fd)


def _locked_elsewhere(path: Path) -> bool:
    """Whether another process holds the lock file *path*.  The file is only
    locked for an instant and never removed (a file left by a process that ended
    is harmless), so that looking never gets in the way of taking it."""
    if path in _held_locks:
        return False
    try:
        fd = os.open(path, _LOCK_FLAGS)
    except OSError:  # none: nobody holds it
        return False
    try:
        return not _try_lock(fd)
    finally:
        os.close(fd)  # (closing it lets go of the lock)


# --- autosave ------------------------------------------------------------------


@dataclass(frozen=True)
class Resumable:
    """An autosaved, unfinished match that can be resumed."""

    path: Path
    game_id: str
    moves: int
    saved: str
    in_use: bool = False
    """Another running copy of Ludotheque has the match open (and holds its autosave)."""
    seats: tuple[Seat, ...] = ()
    """Who plays (empty when the file's seats cannot be read)."""
    file: str = ""
    """The save file the match was opened from or last saved to ('' if none)."""
    modified: float = 0.0
    """When the autosave was last written (seconds since the epoch)."""

    @property
    def key(self) -> str:
        """The autosave's key in its :class:`AutosaveStore`."""
        return self.path.stem


def _seats_of(data: Mapping[str, Any]) -> tuple[Seat, ...]:
    try:
        return tuple(Seat.from_json(seat) for seat in data.get("seats") or ())
    except (SeatError, TypeError):
        return ()


def same_steps(data: Mapping[str, Any], other: Mapping[str, Any]) -> bool:
    """Whether two save files hold the same game with the same steps."""
    return all(data.get(key) == other.get(key) for key in (
        "game", "options", "seats", "seed", "moves", "outcomes", "resigned"))


class AutosaveStore:
    """Autosaves of the matches in progress, one file per match.

    The GUI calls :meth:`save` after every move and :meth:`discard` when a match
    ends normally; whatever remains after a crash is listed by :meth:`resumable`.

    A match's autosave is locked by the process that has the match open: the first
    :meth:`save` (or :meth:`acquire`, to resume it) takes the lock, and
    :meth:`release` (when the match is closed) or :meth:`discard` gives it back.
    Another running copy of Ludotheque cannot take it meanwhile: it lists the
    autosave as :attr:`Resumable.in_use`, and cannot save over it or discard it.
    The stores of one process (its windows) share its locks.
    """

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = Path(directory) if directory else data_directory() / "autosave"
        self._held: set[Path] = set()
        self._files: dict[str, str] = {}

    def set_file(self, key: str, file: str | os.PathLike[str] | None) -> None:
        """Record in the autosave *key*, from its next :meth:`save` on, the save file
        its match was opened from or saved to (None: none)."""
        if file is None:
            self._files.pop(key, None)
        else:
            self._files[key] = str(file)

    def file_of(self, key: str) -> str | None:
        """The save file recorded for the autosave *key* by :meth:`set_file`."""
        return self._files.get(key)

    def path_for(self, key: str) -> Path:
        safe = "".join(ch for ch in key if ch.isalnum() or ch in "-_") or "match"
        return self.directory / f"{safe}.json"

    def lock_path_for(self, key: str) -> Path:
        """The lock file of the autosave *key* (absolute)."""
        path = self.path_for(key)
        return Path(os.path.realpath(path.parent)) / f".{path.stem}.lock"

    def acquire(self, key: str) -> bool:
        """Take the lock of the autosave *key*, for as long as this store has the
        match open (until :meth:`release` or :meth:`discard`).

        :returns: whether this store holds it now (True at once if it already did);
            False when another running copy of Ludotheque holds it.
        """
        lock = self.lock_path_for(key)
        if lock in self._held:
            return True
        if not _acquire_lock(lock):
            return False
        self._held.add(lock)
        return True

    def release(self, key: str) -> None:
        """Give back the lock of the autosave *key* (nothing if not held); the autosave stays."""
        lock = self.lock_path_for(key)
        if lock in self._held:
            self._held.discard(lock)
            _release_lock(lock)

    def in_use(self, key: str) -> bool:
        """Whether another running copy of Ludotheque holds the autosave *key*."""
        return _locked_elsewhere(self.lock_path_for(key))

    def save(self, key: str, match: Match, plugin: tuple[str, str] = ("", "")) -> Path:
        """Write the autosave of match *key* (taking its lock first); returns its path.

        :raises SaveError: if it cannot be written, or another running copy of
            Ludotheque holds it (:data:`AUTOSAVE_IN_USE`; the file is untouched).
        """
        self.directory.mkdir(parents=True, exist_ok=True)
        if not self.acquire(key):
            raise SaveError(AUTOSAVE_IN_USE)
        path = self.path_for(key)
        data = match_to_json(match, plugin)
        if key in self._files:
            data["file"] = self._files[key]
        write_json(data, path)
        return path

    def copy_of(self, file: str | os.PathLike[str]) -> str | None:
        """The key of an autosave, free to take, that records the save *file* and
        holds the very steps the file holds (None if there is none): opening the
        file again continues that autosave instead of making a second one."""
        try:
            saved = read_json_file(file)
        except SaveError:
            return None
        if not isinstance(saved, dict):
            return None
        target = os.path.realpath(file)
        for item in self.resumable():
            if item.in_use or not item.file or os.path.realpath(item.file) != target:
                continue
            try:
                data = read_json_file(item.path)
            except SaveError:
                continue
            if isinstance(data, dict) and same_steps(data, saved):
                return item.key
        return None

    def discard(self, key: str) -> bool:
        """Delete the autosave *key* and give back its lock.

        :returns: False, and the file stays, when another running copy of
            Ludotheque holds it (:data:`AUTOSAVE_IN_USE` says why).
        """
        if not self.acquire(key):
            return False
        self._files.pop(key, None)
        try:
            self.path_for(key).unlink(missing_ok=True)
        finally:
            self.release(key)
        return True

    def resumable(self) -> list[Resumable]:
        """The autosaves present, newest first; unreadable ones, and anything but
        regular files, are skipped.  Stale temporary files of interrupted saves
        are removed on the way."""
        found: list[tuple[float, Resumable]] = []
        if not self.directory.is_dir():
            return []
        remove_stale_temporaries(self.directory)
        for path in self.directory.glob("*.json"):
            if self.path_for(path.stem) != path:
                continue  # not named as this store names autosaves: not one of them
            try:
                data = read_json_file(path)
                modified = path.stat().st_mtime
            except (SaveError, OSError):
                continue
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                continue
            moves, file = data.get("moves"), data.get("file")
            found.append((modified, Resumable(
                path, str(data.get("game", "?")), len(moves) if isinstance(moves, list) else 0,
                str(data.get("saved", "")), self.in_use(path.stem), _seats_of(data),
                file if isinstance(file, str) else "", modified)))
        found.sort(key=lambda pair: pair[0], reverse=True)
        return [item for _modified, item in found]
