"""Finding, loading and guarding plugins.

:func:`make_registry` builds a :class:`PluginRegistry`: it adds the hook
specifications, reads the ``ludotheque`` entry points of every installed
distribution and loads each plugin inside its own guard.  A plugin that fails to
import, states an incompatible API version, implements a misspelled hook, raises in
a hook, or registers an invalid or duplicate game is recorded as failed with its
reason and traceback; every other plugin still loads.

Nothing here imports Qt, and no board widget or options dialog is imported: the
descriptors only name them.
"""

from __future__ import annotations

import importlib
import os
import site
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover - imported when needed (not for a cached start)
    import importlib.metadata as metadata

    import pluggy

    from ..events import MatchFinished
    from ..players import ComputerPlayer, GameKnowledge

from ..api import API_VERSION, PROJECT
from ..descriptor import DescriptorError, GameInfo
from ..logs import describe
from .cache import (
    CachedGame,
    fingerprint,
    game_from_json,
    game_to_json,
    read_cache,
    top_level_of,
    write_cache,
)
from .discovery import (
    UserInterrupts,
    content_of,
    installed_plugins,
    location_of,
    scan_entry_points,
    site_directories,
    traceback_text,
)
from .records import (
    BUNDLED,
    DISABLED,
    FAILED,
    INCOMPATIBLE,
    OK,
    REMOVED,
    SKIPPED,
    PluginRecord,
    RescanReport,
    api_compatible,
    incompatible_reason,
    normalize_name,
)

__all__ = [
    "BUNDLED",
    "GameEntry",
    "PluginRecord",
    "PluginRegistry",
    "RescanReport",
    "installed_plugins",
    "make_registry",
    "normalize_name",
    "api_compatible",
]

GameEntry = GameInfo | CachedGame
"""What :attr:`PluginRegistry.games` holds for a game: its descriptor, or its
cached record until its plugin is imported."""

HUNG_AFTER = 2.0
"""Seconds after which an import stopped with Ctrl-C counts as hung (see
:meth:`PluginRegistry._load_distribution`)."""


@dataclass
class _Registered:
    """What one plugin registered."""

    games: list[GameInfo] = field(default_factory=list)
    knowledge: list[GameKnowledge] = field(default_factory=list)
    players: list[ComputerPlayer] = field(default_factory=list)


class _PluginFailure(Exception):
    def __init__(self, status: str, error: str, tb: str = "") -> None:
        super().__init__(error)
        self.status, self.error, self.tb = status, error, tb


class PluginRegistry:
    """The loaded plugins and their games.

    Build it with :func:`make_registry`.  ``games`` maps game ids to
    :data:`GameEntry` (a :class:`GameInfo`, or a cached record of one);
    ``plugins`` maps distribution names to :class:`PluginRecord`.
    """

    def __init__(self, *, safe_mode: bool = False, disabled: Iterable[str] = (),
                 cache_path: Path | None = None, imports: bool = True) -> None:
        self.safe_mode = safe_mode
        self.discovered = False
        """Whether the plugins are the installed ones (:func:`make_registry`), which
        another process can load again, rather than objects registered by hand."""
        self.imports = imports
        """False: no plugin is imported by :meth:`load` or :meth:`rescan`; each is
        recorded as :attr:`PluginRecord.lazy` (its games known only from the cache)."""
        self.cache_path = cache_path
        """Where the discovery cache lives (None: no cache, always import)."""
        self.disabled = {normalize_name(name) for name in disabled}
        self._pm: pluggy.PluginManager | None = None
        self.plugins: dict[str, PluginRecord] = {}
        self.games: dict[str, GameEntry] = {}
        """Every game by id: its descriptor, or while its plugin is known only from
        the discovery cache, a :class:`~.cache.CachedGame` (:meth:`game` gives the
        descriptor, importing the plugin)."""
        self.game_plugin: dict[str, str] = {}
        self.knowledge: dict[str, GameKnowledge] = {}
        self.computers: dict[str, ComputerPlayer] = {}
        self._interrupts = UserInterrupts()
        self.on_loading: Callable[[str | None], None] | None = None
        """Called with a distribution name just before it is imported, and with None
        once it is loaded (or failed): the crash watchdog's hook point."""

    @property
    def pm(self) -> pluggy.PluginManager:
        """The pluggy plugin manager, made when the first plugin is imported (a start
        from the discovery cache needs none)."""
        if self._pm is None:
            import pluggy  # start-up: pays in benchmarks/startup_cli.py (cached start)

            from .. import hookspecs

            self._pm = pluggy.PluginManager(PROJECT)
            self._pm.add_hookspecs(hookspecs)
            if os.environ.get("LUDOTHEQUE_TRACE_PLUGINS"):
                self._pm.trace.root.setwriter(lambda text: sys.stderr.write(text))
                self._pm.enable_tracing()
        return self._pm

    # --- queries ---------------------------------------------------------------

    def game(self, game_id: str) -> GameInfo:
        """The descriptor of *game_id*, its plugin imported (see :attr:`PluginRecord.lazy`).

        :raises KeyError: if no plugin provides it, or its plugin now fails to load.
        """
        info = self.games[game_id]
        if isinstance(info, CachedGame):
            self.ensure_loaded(self.game_plugin[game_id])
            info = self.games[game_id]
            if isinstance(info, CachedGame):  # pragma: no cover - ensure_loaded replaced it
                raise KeyError(game_id)
        return info

    def players_for(self, game_id: str) -> tuple[GameKnowledge | None, ComputerPlayer | None]:
        """What *game_id*'s own plugin registered for its computer player: its
        knowledge and its player (the plugin is imported if needed; no other is)."""
        if game_id in self.games:
            self.game(game_id)
        return self.knowledge.get(game_id), self.computers.get(game_id)

    def ensure_loaded(self, name: str) -> PluginRecord:
        """Import plugin *name* if it is only known from the discovery cache.

        The loaded descriptors replace the cached ones in place, so code iterating
        over :attr:`games` may trigger this; only games the plugin no longer
        provides (it changed, or now fails) leave the mapping.
        """
        record = self.plugins[name]
        if not record.lazy:
            return record
        if not self.imports:
            raise RuntimeError(f"{name} is not imported: this registry imports no plugin")
        cached = list(record.games)
        for game_id in cached:  # free the ids for the plugin's own registration
            self.game_plugin.pop(game_id, None)
        found = scan_entry_points().get(name)
        if found is None:
            record.lazy = False
            record.games.clear()
            record.status, record.error = REMOVED, "uninstalled"
        else:
            version, dist, eps = found
            self._load_distribution(name, version, dist, eps)
        for game_id in cached:
            if game_id not in self.game_plugin:
                self.games.pop(game_id, None)
        if self.plugins[name].status != OK:
            self.forget_cache()  # it changed since the cache was made
        return self.plugins[name]

    def plugin_of(self, game_id: str) -> PluginRecord:
        """The plugin record that provides *game_id*."""
        return self.plugins[self.game_plugin[game_id]]

    @property
    def failures(self) -> list[PluginRecord]:
        return [r for r in self.plugins.values() if r.status in (FAILED, INCOMPATIBLE)]

    # --- loading ---------------------------------------------------------------

    def load(self) -> RescanReport:
        """Load every installed plugin not loaded yet (see :meth:`rescan`).

        With a discovery cache that still matches the installation, nothing is
        imported: plugins and games come from the cache, each plugin being imported
        when one of its games is first needed.
        """
        if self.cache_path is not None and not self.plugins:
            data = read_cache(self.cache_path, self._cache_settings())
            if data is not None:
                try:
                    return self._load_cached(data)
                except Exception:  # noqa: BLE001 - a damaged cache is only ignored
                    self.forget_cache()
                    self.plugins.clear()
                    self.games.clear()
                    self.game_plugin.clear()
        return self.rescan(refresh_paths=False)

    def _cache_settings(self) -> list[str]:
        from .. import __version__

        return [f"host={__version__}", f"api={API_VERSION}",
                f"safe={self.safe_mode}", "disabled=" + ",".join(sorted(self.disabled))]

    def _load_cached(self, data: dict[str, Any]) -> RescanReport:
        report = RescanReport()
        for item in data["plugins"]:
            record = PluginRecord.from_cache(item)
            self.plugins[record.name] = record
            report.added.append(record.name)
        for item in data["games"]:
            game_id, plugin = str(item["id"]), str(item["plugin"])
            if plugin not in self.plugins or game_id not in self.plugins[plugin].games:
                raise KeyError(game_id)
            self.games[game_id] = game_from_json(item, partial(self.game, game_id))
            self.game_plugin[game_id] = plugin
        return report

    def forget_cache(self) -> None:
        """Delete the discovery cache: the next start imports every plugin again."""
        if self.cache_path is not None:
            try:
                self.cache_path.unlink()
            except OSError:
                pass

    def write_cache(self) -> None:
        """Record the installed plugins and their games for the next start.

        Only a first, complete load of an installation is recorded, and never one
        where a plugin failed: a failure may come from outside the plugin (an
        environment variable, a system library), so it is retried at every start.
        """
        if self.cache_path is None:
            return
        if any(r.status == FAILED for r in self.plugins.values()):
            self.forget_cache()
            return
        records = [r for r in self.plugins.values()
                   if r.status != REMOVED and not r.restart_needed
                   and not any(ep.endswith("<object>") for ep in r.entry_points)]
        names = {r.name for r in records}
        tops = sorted({top_level_of(ep.partition("=")[2]) for r in records
                       for ep in r.entry_points})
        games = [game_to_json(info, self.game_plugin[game_id])
                 for game_id, info in sorted(self.games.items())
                 if self.game_plugin.get(game_id) in names]
        write_cache(self.cache_path, fingerprint(self._cache_settings(), tops), tops,
                    [r.cache_json() for r in records], games)

    def rescan(self, refresh_paths: bool = True) -> RescanReport:
        """Read the entry points again and load plugins installed since.

        Plugins that disappeared, or whose version changed, lose their games at once
        and are marked ``restart_needed`` (Python cannot unload a module cleanly).

        :param refresh_paths: also pick up new ``.pth`` files (editable installs)
            and invalidate import caches; needed after a pip run in this process.
        """
        if refresh_paths:
            importlib.invalidate_caches()
            for directory in site_directories():
                site.addsitedir(directory)
        report = RescanReport()
        first_load = not self.plugins
        found = scan_entry_points()
        for name, record in list(self.plugins.items()):
            current = found.get(name)
            if record.status == REMOVED:
                if record.restart_needed and current is not None:
                    record.installed_version = current[0]  # what the restart will load
                continue
            if current is None:
                if record.objects:
                    report.restart.append(name)
                self._withdraw(record, REMOVED, "uninstalled")
                report.removed.append(name)
                continue
            reinstalled = (current[0] == record.version and bool(record.content)
                           and content_of(current[1]) != record.content)
            if (current[0] != record.version or reinstalled) and record.objects:
                report.restart.append(name)
                record.installed_version = current[0]
                self._withdraw(record, REMOVED, "reinstalled with changed files; restart to use "
                               "them" if reinstalled else
                               f"upgraded to {current[0]}; restart to use it")
                report.changed.append(name)
            elif current[0] != record.version or reinstalled:
                # Never imported (cached, failed, disabled, skipped): load the new version.
                del self.plugins[name]
                for game_id in record.games:
                    self.games.pop(game_id, None)
                    self.game_plugin.pop(game_id, None)
                report.changed.append(name)
        # Bundled plugins first, then by name: on a duplicate game id the first wins.
        for name, (version, dist, eps) in sorted(
                found.items(), key=lambda item: (item[0] not in BUNDLED, item[0])):
            known = self.plugins.get(name)
            if known is not None and not (known.status == REMOVED and not known.restart_needed):
                continue  # loaded already, or its old code is still imported
            self._load_distribution(name, version, dist, eps)
            report.added.append(name)
        if first_load and self.imports:
            self.write_cache()
        else:  # this session's records may describe an earlier installation
            self.forget_cache()
        return report

    def register_object(self, plugin: Any, name: str, version: str = "0") -> PluginRecord:
        """Load a plugin object that is not installed (tests, built-in plugins)."""
        record = PluginRecord(name=normalize_name(name), version=version,
                              entry_points=[f"{name} = <object>"])
        self.plugins[record.name] = record
        self._guarded(record, lambda: [plugin])
        return record

    def _load_distribution(self, name: str, version: str, dist: metadata.Distribution | None,
                           eps: list[metadata.EntryPoint]) -> None:
        meta = dist.metadata if dist is not None else None
        record = PluginRecord(
            name=name,
            version=version,
            entry_points=[f"{ep.name} = {ep.value}" for ep in eps],
            location=location_of(dist),
            content=content_of(dist),
            summary=(meta["Summary"] or "") if meta is not None and "Summary" in meta else "",
            bundled=name in BUNDLED,
        )
        self.plugins[name] = record
        if name in self.disabled:
            record.status, record.error = DISABLED, "disabled by the user"
            return
        if self.safe_mode and not record.bundled:
            record.status, record.error = SKIPPED, "not loaded in safe mode"
            return
        if not self.imports:
            record.lazy = True
            return
        if self.on_loading is not None:
            self.on_loading(name)
        started = time.monotonic()
        try:
            self._guarded(record, lambda: [ep.load() for ep in eps])
        except KeyboardInterrupt:
            # Only the user's Ctrl-C leaves _guarded.  An import stopped after it
            # ran for a while hung: the crash watchdog's marker stays, so the next
            # start disables the plugin.  A quick one was only stopped on its way.
            if self.on_loading is not None and time.monotonic() - started < HUNG_AFTER:
                self.on_loading(None)
            raise
        if self.on_loading is not None:
            self.on_loading(None)

    def disable(self, name: str) -> PluginRecord | None:
        """Disable plugin *name* now: its games leave at once.

        A plugin already imported stays in memory until the next start
        (``restart_needed``).  The choice is not persisted here (see
        :mod:`ludotheque.core.plugins.settings`).
        """
        name = normalize_name(name)
        self.disabled.add(name)
        self.forget_cache()
        record = self.plugins.get(name)
        if record is not None and record.status not in (DISABLED, REMOVED):
            restart = record.restart_needed or bool(record.objects)
            self._withdraw(record, DISABLED, "disabled by the user")
            record.restart_needed = restart
        return record

    def enable(self, name: str) -> RescanReport:
        """Enable plugin *name* again and load it now (if it is installed)."""
        name = normalize_name(name)
        self.disabled.discard(name)
        record = self.plugins.get(name)
        if record is not None and record.status == DISABLED:
            del self.plugins[name]
        return self.rescan(refresh_paths=False)

    def _guarded(self, record: PluginRecord, load: Callable[[], list[Any]]) -> None:
        """Import, check and register one plugin; any failure is recorded.

        Everything a plugin raises is contained, ``SystemExit``, ``KeyboardInterrupt``
        and other ``BaseException`` included; only the user's own Ctrl-C (a SIGINT
        that arrived while the plugin ran) goes on, so that a hung import can be
        stopped (:meth:`_load_distribution` then leaves the crash watchdog's marker).
        """
        with UserInterrupts() as interrupts:
            self._interrupts = interrupts
            try:
                found = self._checked(record, load)
            except _PluginFailure as failure:
                self._unregister(record)
                record.status, record.error, record.traceback = (
                    failure.status, failure.error, failure.tb)
                return
            except BaseException as exc:
                if interrupts.stopped(exc):
                    raise
                tb = traceback_text()
                self._unregister(record)
                record.status, record.error, record.traceback = (
                    FAILED, f"failed while loading: {describe(exc)}", tb)
                return
        record.status = OK
        for info in found.games:
            self.games[info.id] = info
            self.game_plugin[info.id] = record.name
            record.games.append(info.id)
        for knowledge in found.knowledge:
            self.knowledge[knowledge.game_id] = knowledge
        for computer in found.players:
            self.computers[computer.game_id] = computer

    def _checked(self, record: PluginRecord, load: Callable[[], list[Any]]) -> _Registered:
        """Import the plugin objects, check their API version, register them and
        collect what they register; a failure raises :class:`_PluginFailure`."""
        try:
            objects = load()
        except BaseException as exc:
            if self._interrupts.stopped(exc):
                raise
            raise _PluginFailure(FAILED, f"import failed: {describe(exc)}",
                                 traceback_text()) from None
        for obj in objects:
            stated = getattr(obj, "LUDOTHEQUE_API_VERSION", None)
            record.api_version = str(stated) if stated is not None else ""
            if stated is None:
                raise _PluginFailure(
                    INCOMPATIBLE,
                    "does not state LUDOTHEQUE_API_VERSION "
                    f"(this host speaks {API_VERSION})")
            if not isinstance(stated, str):
                raise _PluginFailure(
                    INCOMPATIBLE,
                    f"states LUDOTHEQUE_API_VERSION as a {type(stated).__name__} ({stated!r}); "
                    f"write it as a string such as \"{API_VERSION}\" "
                    f"(this host speaks {API_VERSION})")
            if not api_compatible(stated):
                raise _PluginFailure(INCOMPATIBLE, incompatible_reason(stated))
        for obj in objects:
            self._register(record, obj)
        return self._collect(record)

    def _register(self, record: PluginRecord, obj: Any) -> None:
        from pluggy import PluginValidationError

        plugin_name = f"{record.name}:{len(record.objects)}"
        try:
            self.pm.register(obj, name=plugin_name)
        except BaseException as exc:
            if self._interrupts.stopped(exc):
                raise
            raise _PluginFailure(FAILED, f"could not register: {describe(exc)}",
                                 traceback_text()) from None
        record.objects.append(obj)
        try:
            self.pm.check_pending()
        except PluginValidationError as exc:
            raise _PluginFailure(FAILED, f"unknown hook: {describe(exc)}",
                                 traceback_text()) from None

    def _caller(self, record: PluginRecord, hook_name: str) -> Any:
        """Pluggy's caller of *hook_name* for *record*'s plugin objects only (one
        plugin's failure never stops another's call; tracing sees every call)."""
        others = [plugin for plugin in self.pm.get_plugins()
                  if not any(plugin is obj for obj in record.objects)]
        return self.pm.subset_hook_caller(hook_name, remove_plugins=others)

    def _collect(self, record: PluginRecord) -> _Registered:
        """Call the registration hooks of one plugin and check what it gives."""
        from ..players import ComputerPlayer, GameKnowledge
        from ..search import check_computer

        found = _Registered()

        def register_game(info: GameInfo) -> None:
            if not isinstance(info, GameInfo):
                raise DescriptorError(f"register() takes a GameInfo, not {type(info).__name__}")
            info.validate()
            owner = self.game_plugin.get(info.id)
            if owner is not None or any(g.id == info.id for g in found.games):
                raise DescriptorError(
                    f"game id {info.id!r} is already provided by {owner or record.name}")
            found.games.append(info)

        def own_game(item: object, kind: type[GameKnowledge] | type[ComputerPlayer],
                     what: str) -> None:
            if not isinstance(item, kind):
                raise DescriptorError(
                    f"register() takes a {kind.__name__}, not {type(item).__name__}")
            game_id = item.game_id
            if not any(g.id == game_id for g in found.games):
                # What a plugin registers applies to its own games only: another
                # plugin's game keeps the computer player its own plugin gave it.
                raise DescriptorError(
                    f"{what} for the game {game_id!r}, which this plugin does not provide")

        def register_knowledge(item: GameKnowledge) -> None:
            own_game(item, GameKnowledge, "knowledge")
            found.knowledge.append(item)

        def register_player(item: ComputerPlayer) -> None:
            own_game(item, ComputerPlayer, "a computer player")
            try:
                unknown = check_computer(item)
            except ValueError as exc:
                raise DescriptorError(str(exc)) from None
            if unknown:
                from ..logs import logger

                logger().warning("%s: the search parameters %s of %r are unknown to this "
                                 "version of Ludotheque and are ignored", record.name,
                                 ", ".join(unknown), item.game_id)
            found.players.append(item)

        calls = {
            "ludotheque_register_games": register_game,
            "ludotheque_register_knowledge": register_knowledge,
            "ludotheque_register_players": register_player,
        }
        for hook_name, callback in calls.items():
            try:
                self._caller(record, hook_name)(register=callback)
            except DescriptorError as exc:
                raise _PluginFailure(FAILED, f"invalid game: {exc}", traceback_text()) from None
            except BaseException as exc:
                if self._interrupts.stopped(exc):
                    raise
                raise _PluginFailure(FAILED, f"{hook_name} raised {describe(exc)}",
                                     traceback_text()) from None
        return found

    def match_finished(self, event: MatchFinished) -> None:
        """Tell every enabled plugin that a match finished (the
        ``ludotheque_match_did_finish`` hook), one plugin at a time: what one raises
        is logged and reaches neither the others nor the caller, and only the user's
        own Ctrl-C goes on.  A plugin known only from the discovery cache is
        imported first (a plugin may keep records of games it does not provide)."""
        from ..logs import report

        for name in list(self.plugins):
            record = self.plugins[name]
            if record.lazy and record.status == OK and self.imports:
                record = self.ensure_loaded(name)
            if record.status != OK or not record.objects:
                continue
            with UserInterrupts() as interrupts:
                try:
                    self._caller(record, "ludotheque_match_did_finish")(event=event)
                except BaseException as exc:
                    if interrupts.stopped(exc):
                        raise
                    report(f"{record.name}: ludotheque_match_did_finish", exc)

    def _unregister(self, record: PluginRecord) -> None:
        for obj in record.objects:
            if self.pm.is_registered(obj):
                self.pm.unregister(obj)
        record.objects.clear()

    def _withdraw(self, record: PluginRecord, status: str, error: str) -> None:
        for game_id in record.games:
            self.games.pop(game_id, None)
            self.game_plugin.pop(game_id, None)
            self.knowledge.pop(game_id, None)
            self.computers.pop(game_id, None)
        record.restart_needed = bool(record.objects)
        record.lazy = False
        self._unregister(record)
        record.games.clear()
        record.status, record.error = status, error


def make_registry(*, safe_mode: bool = False, disabled: Iterable[str] = (),
                  on_loading: Callable[[str | None], None] | None = None,
                  cache: bool = True, imports: bool = True) -> PluginRegistry:
    """Build the plugin registry and load every installed plugin.

    :param safe_mode: load only the bundled plugins (:data:`BUNDLED`).
    :param disabled: distribution names the user disabled; they are not imported.
    :param on_loading: see :attr:`PluginRegistry.on_loading`.
    :param cache: use the discovery cache in the data directory, so that an
        unchanged installation lists its games without importing any plugin.
    :param imports: see :attr:`PluginRegistry.imports`.
    """
    cache_path = None
    # Tracing shows the hook calls: a start from the cache would make none.
    if cache and not (os.environ.get("LUDOTHEQUE_NO_PLUGIN_CACHE")
                      or os.environ.get("LUDOTHEQUE_TRACE_PLUGINS")):
        from ..files import cache_directory

        cache_path = cache_directory() / "plugins.json"
    registry = PluginRegistry(safe_mode=safe_mode, disabled=disabled, cache_path=cache_path,
                              imports=imports)
    registry.on_loading = on_loading
    registry.discovered = True
    registry.load()
    return registry
