"""The user's choices about plugins, and the crash watchdog.

Both live in :func:`~ludotheque.core.saves.data_directory`, so the command line and
the application share them:

* ``plugins.json`` holds the disabled plugins (written atomically).  A disabled
  plugin is never imported.
* ``loading.json`` exists only while a plugin is being imported.  If the process
  dies during the import (a crash in a compiled extension, ``os._exit``, a kill),
  the file survives, and the next start disables that plugin and says so.

Use :func:`open_registry` instead of :func:`~ludotheque.core.registry.make_registry`
to get both.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .i18n import QT_TRANSLATE_NOOP, TrText
from .registry import PluginRegistry, make_registry, normalize_name
from .files import atomic_write, data_directory

__all__ = ["PluginSettings", "Watchdog", "open_registry", "StartupNotices"]

MSG_CRASHED = QT_TRANSLATE_NOOP(
    "plugin_settings", "Ludotheque stopped while loading the plugin {name} last time, so it "
                       "has been disabled. You can enable it again in Plugins ▸ Manage….")
MSG_SAFE_MODE = QT_TRANSLATE_NOOP(
    "plugin_settings", "Safe mode: only the games shipped with Ludotheque are loaded.")


class PluginSettings:
    """The persisted set of disabled plugins (``plugins.json``)."""

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = Path(directory) if directory is not None else data_directory()
        self.path = self.directory / "plugins.json"

    def _read(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    @property
    def disabled(self) -> set[str]:
        """Canonical names of the disabled plugins."""
        names = self._read().get("disabled", [])
        if not isinstance(names, list):
            return set()
        return {normalize_name(n) for n in names if isinstance(n, str)}

    def set_disabled(self, name: str, disabled: bool = True) -> None:
        """Disable (or enable again) plugin *name*, persisted at once."""
        data = self._read()
        names = self.disabled
        if disabled:
            names.add(normalize_name(name))
        else:
            names.discard(normalize_name(name))
        data["disabled"] = sorted(names)
        self.directory.mkdir(parents=True, exist_ok=True)
        atomic_write(self.path, json.dumps(data, indent=1) + "\n")

    def is_disabled(self, name: str) -> bool:
        return normalize_name(name) in self.disabled


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
                  extra_disabled: Iterable[str] = ()) -> tuple[PluginRegistry, StartupNotices]:
    """Build the registry with the persisted disabled plugins and the crash watchdog.

    :param safe_mode: load only the bundled plugins.
    :param directory: where the settings live (default: the data directory).
    """
    settings = PluginSettings(directory)
    watchdog = Watchdog(directory)
    notices = StartupNotices()
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
                             on_loading=watchdog.loading)
    return registry, notices
