"""What the host knows about installed plugins, without importing them: the
record of each plugin distribution (:class:`PluginRecord`), what a rescan changed
(:class:`RescanReport`), the bundled distributions, the statuses, and the plugin
API versions a host accepts (:func:`api_compatible`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from ..api import API_VERSION

__all__ = [
    "BUNDLED",
    "DISABLED",
    "FAILED",
    "INCOMPATIBLE",
    "OK",
    "PluginRecord",
    "REMOVED",
    "RescanReport",
    "SKIPPED",
    "api_compatible",
    "incompatible_reason",
    "loaded_module",
    "normalize_name",
]


BUNDLED = frozenset({
    "ludotheque-mancala",
    "ludotheque-clans",
    "ludotheque-kanze",
    "ludotheque-clod",
    "ludotheque-forts",
})
"""Distributions shipped with Ludotheque: the only ones loaded in safe mode."""


OK, FAILED, DISABLED, INCOMPATIBLE, SKIPPED, REMOVED = (
    "ok", "failed", "disabled", "incompatible", "skipped", "removed")


def normalize_name(name: str) -> str:
    """A distribution name in its canonical form (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def api_compatible(stated: object, host: str = API_VERSION) -> bool:
    """Whether a plugin targeting API *stated* runs on this host.

    Same major version, and a minor version no newer than the host's.

    >>> api_compatible("1.0"), api_compatible("1.9"), api_compatible("2.0")
    (True, False, False)
    """
    if not isinstance(stated, str):
        return False
    match = re.fullmatch(r"(\d+)\.(\d+)", stated.strip())
    if not match:
        return False
    host_major, host_minor = (int(part) for part in host.split("."))
    return int(match[1]) == host_major and int(match[2]) <= host_minor


def incompatible_reason(stated: str) -> str:
    """Why a plugin targeting API *stated* is refused, saying what changed."""
    text = f"targets plugin API {stated}, this host speaks {API_VERSION}"
    if stated.strip().startswith("1."):
        text += (": API 2.0 split Heuristics into GameKnowledge and ComputerPlayer "
                 "(hooks ludotheque_register_knowledge and ludotheque_register_players), "
                 "replaced State.step_notation by step_text sentences, and has the "
                 "plugin import only ludotheque.core and ludotheque.gui; see 'From 1.x "
                 "to 2.0' in the plugin API documentation")
    return text


@dataclass
class PluginRecord:
    """What the host knows about one installed plugin distribution."""

    name: str
    """Canonical distribution name, e.g. ``ludotheque-mancala``."""
    version: str
    entry_points: list[str] = field(default_factory=list)
    """The entry points, as ``name = value``."""
    status: str = OK
    """``ok``, ``failed``, ``incompatible``, ``disabled``, ``skipped`` (safe mode)
    or ``removed`` (uninstalled while running)."""
    error: str = ""
    """One line saying why the plugin is not ``ok``."""
    traceback: str = ""
    """The full traceback of a failure, for "Copy details"."""
    games: list[str] = field(default_factory=list)
    """Ids of the games it provides."""
    location: str = ""
    summary: str = ""
    api_version: str = ""
    bundled: bool = False
    restart_needed: bool = False
    """Set when the plugin was upgraded or removed after it was imported."""
    installed_version: str = ""
    """Once withdrawn for a restart: the version installed now (its files changed
    while this record's code stays loaded)."""
    content: str = ""
    """A digest of the installed files (:func:`~.discovery.content_of`; "" unknown):
    a reinstall of the same version that changed files changes it."""
    lazy: bool = False
    """Known from the discovery cache and not imported yet: it is imported the
    first time one of its games' rules are needed (:meth:`PluginRegistry.game`)."""
    objects: list[Any] = field(default_factory=list, repr=False)

    _CACHED = ("name", "version", "entry_points", "status", "error", "traceback", "games",
               "location", "summary", "api_version", "bundled", "content")

    def cache_json(self) -> dict[str, Any]:
        """Everything the discovery cache keeps of the record."""
        return {key: getattr(self, key) for key in self._CACHED}

    @classmethod
    def from_cache(cls, data: dict[str, Any]) -> PluginRecord:
        """A record from :meth:`cache_json` data; raises TypeError if it is damaged."""
        fields = {key: data[key] for key in cls._CACHED}
        for key, value in fields.items():
            if key in ("entry_points", "games"):
                good = isinstance(value, list) and all(isinstance(i, str) for i in value)
            else:
                good = isinstance(value, bool if key == "bundled" else str)
            if not good:
                raise TypeError(f"damaged cache entry {key!r}")
        return cls(**fields, lazy=fields["status"] == OK)

    def as_json(self) -> dict[str, Any]:
        """The record as JSON data (for ``ludotheque list --json``)."""
        return {
            "plugin": self.name,
            "version": self.version,
            "status": self.status,
            "error": self.error,
            "games": list(self.games),
            "location": self.location,
            "api_version": self.api_version,
            "bundled": self.bundled,
        }


@dataclass
class RescanReport:
    """What a :meth:`PluginRegistry.rescan` changed."""

    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    restart: list[str] = field(default_factory=list)
    """The plugins among those whose code was imported: only a restart lets go of it."""

    @property
    def restart_needed(self) -> bool:
        return bool(self.restart)


def loaded_module(record: PluginRecord) -> ModuleType | None:
    """The first module object of a loaded plugin, if it is one."""
    for obj in record.objects:
        if isinstance(obj, ModuleType):
            return obj
    return None
