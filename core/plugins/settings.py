"""The user's choices about plugins, and the crash watchdog.

Both live in :func:`~ludotheque.core.saves.data_directory`, so the command line and
the application share them:

* ``plugins.json`` holds the disabled plugins (written atomically).  A disabled
  plugin is never imported.
* ``loading.json`` exists only while a plugin is being imported.  If the process
  dies during the import (a crash in a compiled extension, ``os._exit``, a kill),
  the file survives, and the next start disables that plugin and says so.

Use :func:`open_registry` instead of :func:`~ludotheque.core.plugins.registry.make_registry`
to get both.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..files import atomic_write, data_directory
from ..i18n import QT_TRANSLATE_NOOP, TrText
from .registry import PluginRegistry, make_registry, normalize_name

__all__ = ["PluginSettings", "Watchdog", "open_registry", "StartupNotices"]

MSG_CRASHED = QT_TRANSLATE_NOOP(
    "plugin_settings", "Ludotheque stopped while loading the plugin {name} last time, so it "
                       "has been disabled. You can enable it again in Plugins ▸ Manage….")
MSG_SAFE_MODE = QT_TRANSLATE_NOOP(
    "plugin_settings", "Safe mode: only the games shipped with Ludotheque are loaded.")
MSG_RESTORED = QT_TRANSLATE_NOOP(
    "plugin_settings", "The list of disabled plugins was damaged; its last good copy was "
                       "used. The damaged file was kept as plugins.json.damaged.")
MSG_ALL_DISABLED = QT_TRANSLATE_NOOP(
    "plugin_settings", "The list of disabled plugins was damaged, so every plugin not "
                       "shipped with Ludotheque has been disabled. Enable the ones you want "
                       "again in Plugins ▸ Manage…. The damaged file was kept as "
                       "plugins.json.damaged.")
MSG_NOT_MENDED = QT_TRANSLATE_NOOP(
    "plugin_settings", "The list of disabled plugins is damaged and could not be mended: "
                       "its folder cannot be written. Until it can, every plugin not shipped "
                       "with Ludotheque stays disabled, except those the last good copy of "
                       "the list enables.")


class PluginSettings:
    """The persisted set of disabled plugins (``plugins.json``).

    Every write also refreshes a backup copy (``plugins.json.bak``).  A damaged
    file never enables plugins silently: :meth:`repair` (run at every start by
    :func:`open_registry`) restores the backup, or else disables every plugin that
    is not shipped with Ludotheque, and keeps the damaged file aside.
    """

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = Path(directory) if directory is not None else data_directory()
        self.path = self.directory / "plugins.json"
        self.backup = self.directory / "plugins.json.bak"
        #: What :meth:`repair` decided when it could not write it: used while the
        #: file stays damaged.
        self._mended: dict[str, Any] | None = None

    def _read(self) -> dict[str, Any]:
        data = _parse(self.path)
        if data is None:  # damaged: what repair decided, else the last good copy
            data = self._mended if self._mended is not None else _parse(self.backup)
        return data if data is not None else {}

    @property
    def disabled(self) -> set[str]:
        """Canonical names of the disabled plugins."""
        return _disabled_names(self._read())

    def set_disabled(self, name: str, disabled: bool = True) -> None:
        """Disable (or enable again) plugin *name*, persisted at once."""
        data = self._read()
        names = self.disabled
        if disabled:
            names.add(normalize_name(name))
        else:
            names.discard(normalize_name(name))
        data["disabled"] = sorted(names)
        self._write(data)

    def _write(self, data: dict[str, Any]) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        text = json.dumps(data, indent=1) + "\n"
        atomic_write(self.path, text)
        try:
            atomic_write(self.backup, text)
        except OSError:
            pass  # the main file is written; the backup is a spare

    def is_disabled(self, name: str) -> bool:
        return normalize_name(name) in self.disabled

    def repair(self, installed: Callable[[], Iterable[str]]) -> TrText | None:
        """Mend a damaged ``plugins.json``; returns what to tell the user, or None.

        The damaged file is kept as ``plugins.json.damaged``.  The backup copy
        replaces it when it is readable; otherwise every installed plugin that is
        not bundled is disabled, so that none the user disabled runs again unasked.

        :param installed: the canonical names of the installed plugin distributions.
        """
        if not self.path.exists() or _parse(self.path) is not None:
            return None
        try:
            os.replace(self.path, self.path.with_name("plugins.json.damaged"))
            kept = True
        except OSError:
            kept = False
        data = _parse(self.backup) if self.backup.exists() else None
        if data is not None:
            message = MSG_RESTORED
        else:
            from .registry import BUNDLED

            data = {"disabled": sorted(
                {normalize_name(n) for n in installed()} - BUNDLED)}
            message = MSG_ALL_DISABLED
        try:
            self._write(data)
        except OSError:
            kept = False
        if not kept:  # the damaged file stays: this decision holds for this session
            self._mended = data
            message = MSG_NOT_MENDED
        return message


def _parse(path: Path) -> dict[str, Any] | None:
    """The settings in *path*: {} when it does not exist, None when it is damaged."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except (OSError, ValueError):
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    names = data.get("disabled", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        return None
    return data


def _disabled_names(data: dict[str, Any]) -> set[str]:
    return {normalize_name(n) for n in data.get("disabled", [])}


class Watchdog:
    """Remembers which plugin is being imported, across a crash.

    Use :meth:`loading` as :attr:`PluginRegistry.on_loading`; call :meth:`crashed`
    before loading to learn which plugin was being imported when a previous run died.
    """

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = Path(directory) if directory is not None else data_directory()
        self.path = self.directory / "loading.json"
        self._ready = False

    def loading(self, name: str | None) -> None:
        """Mark *name* as being imported now; None: the import is over."""
        try:
            if name is None:
                self.path.unlink(missing_ok=True)
                return
            if not self._ready:
                self.directory.mkdir(parents=True, exist_ok=True)
                self._ready = True
            # No fsync: the marker must survive the death of this process, not of the
            # machine.  A read-only data directory only costs the watchdog.
            temp = self.path.with_name(f".loading.{os.getpid()}.tmp")
            temp.write_text(json.dumps({"plugin": name, "pid": os.getpid()}), encoding="utf-8")
            os.replace(temp, self.path)
        except OSError:
            pass

    def crashed(self) -> str | None:
        """The plugin a dead process was importing, or None (and forget it)."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        pid = data.get("pid") if isinstance(data, dict) else None
        if isinstance(pid, int) and pid != os.getpid() and _alive(pid):
            return None  # another Ludotheque is starting right now
        try:
            self.path.unlink()
        except OSError:
            pass
        name = data.get("plugin") if isinstance(data, dict) else None
        return normalize_name(name) if isinstance(name, str) and name else None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # exists, owned by someone else; or the platform cannot tell
        return True
    return True


@dataclass
class StartupNotices:
    """What to tell the user after loading the plugins."""

    messages: list[TrText] = field(default_factory=list)
    disabled_after_crash: list[str] = field(default_factory=list)


def open_registry(*, safe_mode: bool = False, directory: str | os.PathLike[str] | None = None,
                  extra_disabled: Iterable[str] = (), imports: bool = True
                  ) -> tuple[PluginRegistry, StartupNotices]:
    """Build the registry with the persisted disabled plugins and the crash watchdog.

    :param safe_mode: load only the bundled plugins.
    :param directory: where the settings live (default: the data directory).
    :param imports: False to import no plugin at all (the plugins are listed from
        their metadata and the discovery cache): for the commands that must work
        whatever an installed plugin does (``disable``, ``enable``, ``uninstall``).
    """
    from .registry import installed_plugins

    settings = PluginSettings(directory)
    watchdog = Watchdog(directory)
    notices = StartupNotices()
    repaired = settings.repair(installed_plugins)
    if repaired is not None:
        notices.messages.append(repaired)
    crashed = watchdog.crashed()
    if crashed is not None:
        try:
            settings.set_disabled(crashed)
        except OSError:
            pass
        notices.disabled_after_crash.append(crashed)
        notices.messages.append(MSG_CRASHED.format(name=crashed))
    if safe_mode:
        notices.messages.append(MSG_SAFE_MODE)
    disabled = settings.disabled | {normalize_name(n) for n in extra_disabled}
    if crashed is not None:
        disabled.add(crashed)
    registry = make_registry(safe_mode=safe_mode, disabled=disabled,
                             on_loading=watchdog.loading, imports=imports)
    return registry, notices
