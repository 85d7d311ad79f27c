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

The autosaves of the matches in progress are in :mod:`ludotheque.core.autosave`.
"""

from __future__ import annotations

import json
import os
import stat
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .files import atomic_write, data_directory
from .i18n import QT_TRANSLATE_NOOP, TrText
from .match import Match, Seat, SeatError
from .model import CHANCE, MoveError
from .options import OptionError

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "MAX_SIZE",
    "SaveError",
    "match_to_json",
    "match_from_json",
    "read_json_file",
    "save_match",
    "load_match",
    "atomic_write",
    "data_directory",
]

FORMAT = "ludotheque-save"
FORMAT_VERSION = 1
MAX_SIZE = 10 * 1024 * 1024
"""Files larger than this (10 MB) are refused unread."""


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
    write_json(match_to_json(match, plugin), path)


def write_json(data: Mapping[str, Any], path: str | os.PathLike[str]) -> None:
    """Write save-file *data* to *path* atomically.

    :raises SaveError: if the file cannot be written (the old file stays intact).
    """
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

