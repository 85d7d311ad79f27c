"""Save files: versioned JSON, written atomically, read defensively.

A save file holds the recipe of a match, not a snapshot: the game id, the
plugin that provides it, the options, seats and seed, then the players' moves and
the chance outcomes in order.  Loading replays them through the rules, so a file
can never put the game in a position the rules forbid, and a checksum of the final
state detects a file whose moves were changed.

Nothing is ever unpickled or evaluated.  Every problem raises :class:`SaveError`
with a translatable message that says exactly what is wrong.  Only regular files
are read: a named pipe, a device or a folder is refused before anything is read
from it, so that opening one never freezes the application.

Each running copy of Ludotheque locks the autosaves of the matches it has open
(:meth:`AutosaveStore.acquire`), so that two copies never write the same autosave;
the operating system drops the lock when the process ends, however it ends.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .files import atomic_write, data_directory, remove_stale_temporaries
from .i18n import QT_TRANSLATE_NOOP, TrText
from .match import Match, Seat, SeatError
from .model import CHANCE, MoveError
from .options import OptionError

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "MAX_SIZE",
    "AUTOSAVE_IN_USE",
    "SaveError",
    "match_to_json",
    "match_from_json",
    "read_json_file",
    "save_match",
    "load_match",
    "atomic_write",
    "AutosaveStore",
    "Resumable",
    "same_steps",
    "data_directory",
]

FORMAT = "ludotheque-save"
FORMAT_VERSION = 1
MAX_SIZE = 10 * 1024 * 1024
"""Files larger than this (10 MB) are refused unread."""


AUTOSAVE_IN_USE = QT_TRANSLATE_NOOP(
    "saves", "This game is open in another Ludothèque window. Continue it there, or close "
             "it there first.")
"""Why an autosave that another running copy of Ludotheque holds cannot be taken."""


#: ``lookup(game_id) -> (Game, plugin_name, plugin_version)``; raises KeyError if unknown.
GameLookup = Callable[[str], Any]


class SaveError(Exception):
    """A save file that cannot be written or read; :attr:`message` is translatable."""

    def __init__(self, message: TrText) -> None:
        super().__init__(str(message))
        self.message = message


def _error(text: TrText, **args: Any) -> SaveError:
    return SaveError(text.format(**args))


# --- writing -------------------------------------------------------------------


def match_to_json(match: Match, plugin: tuple[str, str] = ("", "")) -> dict[str, Any]:
    """The save-file data of *match*.

    :param plugin: the distribution name and version that provide the game.
    """
    game = match.game
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "game": game.id,
        "plugin": {"name": plugin[0], "version": plugin[1]},
        "options": dict(match.options),
        "seats": [seat.to_json() for seat in match.seats],
        "seed": match.seed,
        "moves": [game.move_to_json(m) for m in match.moves],
        "outcomes": [game.move_to_json(m) for m in match.outcomes],
        "position": match.cursor,
        "resigned": match.resigned,
        "checksum": match.final_state.checksum(),
        "saved": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }


def save_match(match: Match, path: str | os.PathLike[str],
               plugin: tuple[str, str] = ("", "")) -> None:
    """Save *match* to *path* atomically.

    :raises SaveError: if the file cannot be written (the old file stays intact).
    """
    _write(match_to_json(match, plugin), path)


def _write(data: Mapping[str, Any], path: str | os.PathLike[str]) -> None:
    text = json.dumps(data, indent=1, ensure_ascii=False)
    try:
        atomic_write(path, text)
    except OSError as exc:
        raise _error(QT_TRANSLATE_NOOP("saves", "Could not write {path}: {reason}"), path=str(path),
                     reason=exc.strerror or str(exc)) from exc


# --- reading -------------------------------------------------------------------


_READ_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
"""Opening a named pipe without a writer would wait for one: open without waiting
(the mode is harmless for a regular file), and never make a terminal ours."""


def _not_a_file(path: str | os.PathLike[str]) -> SaveError:
    return _error(QT_TRANSLATE_NOOP(
        "saves", "{path} is a folder, a device or a pipe, not a file: it "
                 "is not a saved game."), path=str(path))


def read_json_file(path: str | os.PathLike[str]) -> Any:
    """Read a save file's JSON, refusing huge, unreadable or non-JSON files, and
    anything but a regular file (at once, without reading from it)."""
    try:
        fd = os.open(path, _READ_FLAGS)
    except FileNotFoundError:
        raise _error(QT_TRANSLATE_NOOP(
            "saves", "The file {path} does not exist."), path=str(path)) from None
    except OSError as exc:
        if os.path.isdir(path):  # (Windows cannot open a folder)
            raise _not_a_file(path) from None
        raise _error(QT_TRANSLATE_NOOP("saves", "Could not read {path}: {reason}"), path=str(path),
                     reason=exc.strerror or str(exc)) from exc
    try:
        # The file opened is the one checked: no other can take its name in between.
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise _not_a_file(path)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            raw = handle.read(MAX_SIZE + 1)
    except OSError as exc:
        raise _error(QT_TRANSLATE_NOOP("saves", "Could not read {path}: {reason}"), path=str(path),
                     reason=exc.strerror or str(exc)) from exc
    finally:
        os.close(fd)
    if len(raw) > MAX_SIZE:
        raise _error(QT_TRANSLATE_NOOP(
            "saves", "The file is larger than 10 MB: it is not a saved game."))
    if not raw.strip():
        raise _error(QT_TRANSLATE_NOOP("saves", "The file is empty."))
    try:
        return json.loads(raw.decode("utf-8-sig"))  # a byte-order mark is tolerated
    except UnicodeDecodeError:
        raise _error(QT_TRANSLATE_NOOP(
            "saves", "The file is not text: it is not a saved game.")) from None
    except json.JSONDecodeError as exc:
        raise _error(QT_TRANSLATE_NOOP(
            "saves", "The file is damaged or cut short (JSON error at line {line}, "
                     "column {column})."), line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        raise _error(QT_TRANSLATE_NOOP(
            "saves", "The file is nested too deeply: it is not a saved game.")) from None
    except ValueError:  # e.g. a number of more digits than Python converts
        raise _error(QT_TRANSLATE_NOOP(
            "saves", "The file holds a value that cannot be read: it is not a saved "
                     "game.")) from None


def _field(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in data:
        raise _error(QT_TRANSLATE_NOOP("saves", "The file has no '{key}' entry."), key=key)
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise _error(QT_TRANSLATE_NOOP("saves", "The entry '{key}' has the wrong type."), key=key)
    return value


@dataclass(frozen=True)
class LoadedMatch:
    """A match read from a file, with what the file said of its plugin."""

    match: Match
    plugin_name: str
    plugin_version: str


def match_from_json(data: Any, lookup: GameLookup) -> LoadedMatch:
    """Rebuild a match from save-file data by replaying it.

    :param lookup: ``lookup(game_id)`` returns the :class:`Game`; raises ``KeyError``
        when no installed plugin provides it.
    :raises SaveError: naming the first problem, including the exact move that fails.
    """
    if not isinstance(data, dict):
        raise _error(QT_TRANSLATE_NOOP("saves", "The file does not hold a saved game."))
    if data.get("format") != FORMAT:
        raise _error(QT_TRANSLATE_NOOP("saves", "The file is not a Ludotheque saved game."))
    version = _field(data, "version", int)
    if version < 1:  # no Ludotheque ever wrote it
        raise _error(QT_TRANSLATE_NOOP("saves", "The file is not a Ludotheque saved game."))
    if version > FORMAT_VERSION:
        raise _error(QT_TRANSLATE_NOOP(
            "saves", "The file uses save format {version}; this version of Ludotheque "
                     "reads format {supported}. Update Ludotheque to open it."),
                     version=version, supported=FORMAT_VERSION)
    game_id = _field(data, "game", str)
    plugin = data.get("plugin") or {}
    if not isinstance(plugin, dict):
        raise _error(QT_TRANSLATE_NOOP(
            "saves", "The entry '{key}' has the wrong type."), key="plugin")
    name, version_text = plugin.get("name"), plugin.get("version")
    plugin_name = name if isinstance(name, str) else ""
    plugin_version = version_text if isinstance(version_text, str) else ""
    try:
        game = lookup(game_id)
    except KeyError:
        raise _error(QT_TRANSLATE_NOOP(
            "saves", "The game '{game}' is not installed. Install the plugin "
                     "'{plugin}' to open this file."), game=game_id,
                     plugin=plugin_name or "?") from None
    options = _field(data, "options", dict)
    seats_data = _field(data, "seats", list)
    seed = _field(data, "seed", int)
    moves = _field(data, "moves", list)
    outcomes = _field(data, "outcomes", list)
    checksum = _field(data, "checksum", str)
    position = data.get("position", None)
    resigned = data.get("resigned", None)
    if seed < 0:
        raise _error(QT_TRANSLATE_NOOP(
            "saves", "The entry '{key}' has the wrong type."), key="seed")
    try:
        seats = [Seat.from_json(seat) for seat in seats_data]
    except SeatError as exc:
        raise SaveError(QT_TRANSLATE_NOOP("saves", "A seat is invalid: {reason}").format(
            reason=exc.message)) from None
    if not game.min_players <= len(seats) <= game.max_players:
        raise _error(QT_TRANSLATE_NOOP(
            "saves", "The file has {count} seats; {game} is for {low} to {high} players."),
                     count=len(seats), game=game_id, low=game.min_players,
                     high=game.max_players)
    try:
        match = Match(game, options, seats, seed)
    except OptionError as exc:
        raise SaveError(QT_TRANSLATE_NOOP("saves", "An option is invalid: {reason}").format(
            reason=exc.message)) from None
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # noqa: BLE001 - the game's own code failed
        raise _game_failed(game_id, exc) from None
    try:
        _replay(match, moves, outcomes)
        final = match.final_state.checksum()
    except SaveError:
        raise
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # noqa: BLE001 - the game's own code failed
        raise _game_failed(game_id, exc) from None
    if final != checksum:
        raise _error(QT_TRANSLATE_NOOP(
            "saves", "The file was altered: its moves do not lead to the position it "
                     "recorded."))
    if position is not None:
        if not isinstance(position, int) or isinstance(position, bool) or not (
                0 <= position <= len(match)):
            raise _error(QT_TRANSLATE_NOOP(
                "saves", "The entry '{key}' has the wrong type."), key="position")
        match.jump(position)
    if resigned is not None:
        if not isinstance(resigned, int) or isinstance(resigned, bool) or not (
                0 <= resigned < len(match.seats)) or match.final_state.is_over():
            raise _error(QT_TRANSLATE_NOOP(
                "saves", "The entry '{key}' has the wrong type."), key="resigned")
        match.jump(len(match))
        match.resign(resigned)
    return LoadedMatch(match, plugin_name, plugin_version)


def _game_failed(game_id: str, exc: BaseException) -> SaveError:
    """The game's own code raised while the file was read: logged, and told."""
    from .logs import report

    reason = report(f"{game_id}: setting up a saved match", exc)
    return SaveError(QT_TRANSLATE_NOOP(
        "saves", "The game could not set up this match: {reason}. The details are in the "
                 "log.").format(reason=reason))


def _replay(match: Match, moves: list[Any], outcomes: list[Any]) -> None:
    game = match.game
    move_index = outcome_index = 0
    while move_index < len(moves) or outcome_index < len(outcomes):
        state = match.state
        if state.is_over():
            raise _error(QT_TRANSLATE_NOOP(
                "saves", "The file has moves after the end of the game."))
        if state.current_player == CHANCE:
            if outcome_index >= len(outcomes):
                raise _error(QT_TRANSLATE_NOOP(
                    "saves", "The file lacks the chance outcome needed after move {n}."),
                             n=move_index)
            raw, number, label = outcomes[outcome_index], outcome_index + 1, "outcome"
            outcome_index += 1
        else:
            if move_index >= len(moves):
                raise _error(QT_TRANSLATE_NOOP(
                    "saves", "The file has {count} unused chance outcomes."),
                             count=len(outcomes) - outcome_index)
            raw, number, label = moves[move_index], move_index + 1, "move"
            move_index += 1
        try:
            move = game.move_from_json(raw)
            match.play(move)
        except MoveError as exc:
            text = (QT_TRANSLATE_NOOP("saves", "Move {n} ('{move}') cannot be played: {reason}")
                    if label == "move" else
                    QT_TRANSLATE_NOOP(
                        "saves", "Chance outcome {n} ('{move}') cannot be played: {reason}"))
            raise SaveError(text.format(
                n=number, move=str(raw)[:40], reason=exc.message)) from None
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - the game's code failed on this step
            from .logs import report

            reason = report(f"{game.id}: replaying step {number} ({str(raw)[:40]!r})", exc)
            raise SaveError(QT_TRANSLATE_NOOP(
                "saves", "Step {n} ('{move}') could not be replayed: the game failed "
                         "({reason}). The details are in the log.").format(
                n=number, move=str(raw)[:40], reason=reason)) from None


def load_match(path: str | os.PathLike[str], lookup: GameLookup) -> LoadedMatch:
    """Read and replay the save file at *path*.

    :raises SaveError: for any problem; the file is never modified.
    """
    return match_from_json(read_json_file(path), lookup)


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
        _write(data, path)
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
