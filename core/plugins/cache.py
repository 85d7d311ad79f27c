"""The discovery cache: what the plugins registered last time, so that listing the
games (``ludotheque list``, the start page) needs no plugin import.

The cache is valid only for the exact installation it was made from.  Its
*fingerprint* hashes the host and API versions, the Python version, safe mode and
the disabled plugins, every installed distribution (name, version, location), and
the size and modification time of every file of each plugin's packages, so an
install, an upgrade, an uninstall or an edit of a plugin's source (editable
installs) makes it stale, and the registry then imports the plugins as usual and
writes a new cache.

A cached game is a :class:`CachedGame`, a plain record of the descriptor's fields
whose :attr:`~CachedGame.game` imports the plugin on first use.

This cache is the start-up's one saving that needs a design of its own: the
benchmarks ``benchmarks/startup_cli.py`` (``ludotheque list``) and
``benchmarks/startup_gui.py`` (the start page) measure what it saves, the import of
every plugin's rules.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from ..model import Game

from ..descriptor import GameInfo, rules_path
from ..i18n import TrText

__all__ = ["CachedGame", "fingerprint", "read_cache", "write_cache", "game_to_json",
           "game_from_json", "top_level_of"]

CACHE_VERSION = 3


@dataclass(frozen=True)
class CachedGame:
    """A game as the discovery cache describes it: every field of its
    :class:`~ludotheque.core.descriptor.GameInfo` but the rules object, its range of
    player counts, and the way to its descriptor.

    It reads like the descriptor, for listing games without importing any plugin;
    :attr:`game` is the one thing it does not hold: reading it imports the plugin
    (through :attr:`load`, which the registry gives) and returns the rules.
    """

    id: str
    name: TrText
    summary: TrText
    players: tuple[int, int]
    load: Callable[[], GameInfo] = field(compare=False, repr=False)
    """Returns the game's real descriptor, importing its plugin if need be."""
    board_widget: str | None = None
    options_dialog: str | None = None
    rules: Mapping[str, Path] = field(default_factory=dict)
    translations: Path | None = None
    icon: Path | None = None
    outcome_texts: Mapping[str, TrText] = field(default_factory=dict)
    seat_colors: tuple[str, ...] = ()

    @property
    def game(self) -> Game:
        """The rules: imports the game's plugin the first time (see :attr:`load`)."""
        return self.load().game

    def rules_path(self, language: str) -> Path | None:
        """As :meth:`GameInfo.rules_path <ludotheque.core.descriptor.GameInfo.rules_path>`."""
        return rules_path(self.rules, language)


def _text(value: TrText) -> list[str]:
    return [value.context, value.source]


def _untext(value: Any) -> TrText:
    return TrText(str(value[0]), str(value[1]))


def game_to_json(info: GameInfo | CachedGame, plugin: str) -> dict[str, Any]:
    """The cached form of a descriptor."""
    return {
        "id": info.id,
        "plugin": plugin,
        "name": _text(info.name),
        "summary": _text(info.summary),
        "players": list(info.players),
        "board_widget": info.board_widget,
        "options_dialog": info.options_dialog,
        "rules": {lang: str(path) for lang, path in info.rules.items()},
        "translations": str(info.translations) if info.translations else None,
        "icon": str(info.icon) if info.icon else None,
        "outcome_texts": {key: _text(text) for key, text in info.outcome_texts.items()},
        "seat_colors": list(info.seat_colors),
    }


def game_from_json(data: Mapping[str, Any], load: Callable[[], GameInfo]) -> CachedGame:
    """A :class:`CachedGame` from :func:`game_to_json` data."""
    low, high = data["players"]
    return CachedGame(
        players=(int(low), int(high)), load=load,
        id=str(data["id"]),
        name=_untext(data["name"]),
        summary=_untext(data["summary"]),
        board_widget=data["board_widget"],
        options_dialog=data["options_dialog"],
        rules={str(lang): Path(path) for lang, path in data["rules"].items()},
        translations=Path(data["translations"]) if data["translations"] else None,
        icon=Path(data["icon"]) if data["icon"] else None,
        outcome_texts={str(k): _untext(v) for k, v in data["outcome_texts"].items()},
        seat_colors=tuple(str(color) for color in data["seat_colors"]),
    )


def _package_files(top_level: str) -> list[tuple[str, int, int]]:
    """(path, size, mtime) of every file of a top-level package, found without importing it."""
    try:
        spec = importlib.util.find_spec(top_level)
    except (ImportError, ValueError):
        return [(top_level, -1, -1)]
    if spec is None:
        return [(top_level, -1, -1)]
    roots = list(spec.submodule_search_locations or [])
    if not roots and spec.origin:
        roots = [spec.origin]
    files: list[tuple[str, int, int]] = []
    for root in roots:
        if os.path.isfile(root):
            stat = os.stat(root)
            files.append((root, stat.st_size, stat.st_mtime_ns))
            continue
        _folder_files(root, files)
    return sorted(files)


def _folder_files(folder: str, files: list[tuple[str, int, int]]) -> None:
    """Add (path, size, mtime) of the files under *folder* to *files*, as
    ``os.walk`` would find them (symbolic links to folders are not followed,
    ``__pycache__`` is skipped), one ``scandir`` per folder."""
    try:
        listing = os.scandir(folder)
    except OSError:
        return
    with listing:
        entries = list(listing)
    for entry in entries:
        try:
            is_dir = entry.is_dir()
        except OSError:
            is_dir = False
        if is_dir:
            if entry.name != "__pycache__" and not entry.is_symlink():
                _folder_files(entry.path, files)
            continue
        try:
            stat = entry.stat()
        except OSError:
            continue
        files.append((entry.path, stat.st_size, stat.st_mtime_ns))


def _distribution_lines() -> list[str]:
    """One line per installed distribution: its metadata folder and that folder's time.

    Reads the folders of ``sys.path`` directly (as ``importlib.metadata`` does, but
    without importing it: a start from the cache stays cheap).
    """
    lines = []
    for entry in sys.path:
        try:
            with os.scandir(entry or ".") as listing:
                for item in listing:
                    if item.name.endswith((".dist-info", ".egg-info")):
                        lines.append(f"{item.path}:{item.stat().st_mtime_ns}")
        except OSError:
            continue
    return sorted(lines)


def fingerprint(settings: Iterable[str], top_levels: Iterable[str]) -> str:
    """Everything the cached discovery depends on, as one text (compared exactly).

    :param settings: host-side facts (versions, safe mode, disabled plugins).
    :param top_levels: the top-level packages of the plugins' entry points.
    """
    lines = [*settings, sys.version, *_distribution_lines()]
    for top in sorted(set(top_levels)):
        lines.extend(f"{path}:{size}:{mtime}" for path, size, mtime in _package_files(top))
    return "\n".join(lines)


def top_level_of(entry_point_value: str) -> str:
    """``"pkg.plugin:obj"`` -> ``"pkg"``."""
    return entry_point_value.split(":")[0].split(".")[0].strip()


def read_cache(path: Path, settings: Iterable[str]) -> dict[str, Any] | None:
    """The cache at *path* if it is readable and still describes this installation."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("version") != CACHE_VERSION:
        return None
    tops = data.get("top_levels")
    if not isinstance(tops, list) or not all(isinstance(t, str) for t in tops):
        return None
    if not isinstance(data.get("plugins"), list) or not isinstance(data.get("games"), list):
        return None
    if data.get("fingerprint") != fingerprint(settings, tops):
        return None
    return data


def write_cache(path: Path, key: str, top_levels: list[str], plugins: list[dict[str, Any]],
                games: list[dict[str, Any]]) -> None:
    """Write the cache atomically; a failure to write is not an error (it is a cache)."""
    from ..files import atomic_write

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps({"version": CACHE_VERSION, "fingerprint": key,
                                       "top_levels": top_levels, "plugins": plugins,
                                       "games": games}))
    except OSError:
        pass
