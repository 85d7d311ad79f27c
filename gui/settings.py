"""Persistent user settings (``QSettings``): language, window geometry, the last
choices per game, animation speed, recent files and the game last left."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings

if TYPE_CHECKING:
    from PySide6.QtCore import QByteArray

__all__ = ["Settings", "settings_path"]

MAX_RECENT = 8


def settings_path() -> Path | None:
    """The INI file on Linux and BSD (honours ``XDG_CONFIG_HOME`` at each start);
    None elsewhere, where the platform's native store is used."""
    if sys.platform.startswith(("win", "darwin")):
        return None
    from ludotheque.core.files import config_directory

    return config_directory() / "ludotheque.ini"


class Settings:
    """Typed access to the application's :class:`QSettings`.

    :param path: an INI file to use instead of the default location (tests).
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        target = Path(path) if path is not None else settings_path()
        if target is not None:
            self.qsettings = QSettings(str(target), QSettings.Format.IniFormat)
        else:  # pragma: no cover - platform specific
            self.qsettings = QSettings("Ludotheque", "ludotheque")

    def _get(self, key: str, default: Any = None) -> Any:
        return self.qsettings.value(key, default)

    def sync(self) -> None:
        self.qsettings.sync()

    # --- language --------------------------------------------------------------

    @property
    def language(self) -> str | None:
        """The chosen language, or None before the first start."""
        value = self._get("language")
        return value if value in ("en", "fr") else None

    @language.setter
    def language(self, value: str) -> None:
        self.qsettings.setValue("language", value)

    # --- window ----------------------------------------------------------------

    def geometry(self) -> QByteArray | None:
        value = self._get("window/geometry")
        if value is None:  # (the first start: QByteArray need not be loaded)
            return None
        from PySide6.QtCore import QByteArray

        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, geometry: QByteArray) -> None:
        self.qsettings.setValue("window/geometry", geometry)

    def window_state(self) -> QByteArray | None:
        from PySide6.QtCore import QByteArray

        value = self._get("window/state")
        return value if isinstance(value, QByteArray) else None

    def set_window_state(self, state: QByteArray) -> None:
        self.qsettings.setValue("window/state", state)

    # --- display ---------------------------------------------------------------

    @property
    def animation_speed(self) -> float:
        try:
            return min(4.0, max(0.0, float(self._get("display/animation_speed", 1.0))))
        except (TypeError, ValueError):
            return 1.0

    @animation_speed.setter
    def animation_speed(self, value: float) -> None:
        self.qsettings.setValue("display/animation_speed", float(value))

    def flag(self, name: str, default: bool = True) -> bool:
        value = self._get(f"display/{name}", default)
        if isinstance(value, str):
            return value.lower() in ("true", "1", "yes")
        return bool(value)

    def set_flag(self, name: str, value: bool) -> None:
        self.qsettings.setValue(f"display/{name}", bool(value))

    # --- per game --------------------------------------------------------------

    def game_choices(self, game_id: str) -> dict[str, Any]:
        """The last seats and options chosen for *game_id* (``{}`` if none)."""
        raw = self._get(f"games/{game_id}")
        if not isinstance(raw, str):
            return {}
        try:
            data = json.loads(raw)
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def set_game_choices(self, game_id: str, seats: list[dict[str, Any]],
                         options: dict[str, Any]) -> None:
        self.qsettings.setValue(f"games/{game_id}",
                                json.dumps({"seats": seats, "options": options}))

    # --- recent files ----------------------------------------------------------

    def recent_files(self) -> list[str]:
        raw = self._get("files/recent")
        if not isinstance(raw, str):
            return []
        try:
            items = json.loads(raw)
        except ValueError:
            return []
        return [item for item in items if isinstance(item, str)][:MAX_RECENT]

    def add_recent_file(self, path: str) -> None:
        items = [p for p in self.recent_files() if p != path]
        self.qsettings.setValue("files/recent", json.dumps([path, *items][:MAX_RECENT]))

    def clear_recent_files(self) -> None:
        self.qsettings.setValue("files/recent", "[]")

    # --- games left ------------------------------------------------------------

    @property
    def left_game(self) -> str | None:
        """The autosave of the game last left (for the start page or another game,
        or by quitting): the start page offers to return to it."""
        value = self._get("files/left_game")
        return value if isinstance(value, str) and value else None

    @left_game.setter
    def left_game(self, path: str | None) -> None:
        self.qsettings.setValue("files/left_game", path or "")
