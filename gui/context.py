"""What the windows share: the plugin registry, settings, languages, autosaves
and the computer player's worker.  Built once by :mod:`ludotheque.gui.app`."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from ludotheque.core.files import data_directory

if TYPE_CHECKING:  # the worker (and multiprocessing) and the saves are imported only when needed
    from ludotheque.core.autosave import AutosaveStore
    from ludotheque.core.plugins.registry import PluginRegistry
    from ludotheque.core.statistics import Statistics

    from .ai_worker import AiWorker
    from .i18n import LanguageManager
    from .settings import Settings

__all__ = ["AppContext", "autosave_directory"]


def autosave_directory() -> Path:
    """Where the application keeps the autosaves of the matches in progress."""
    return data_directory() / "autosave"


def _is_regular(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_file()
    except OSError:
        return False


class AppContext:
    """The application's services (no globals: passed to the windows).

    :param autosave: the autosaves; default: a store in :func:`autosave_directory`,
        created (with :mod:`ludotheque.core.saves` and the game model) when first used.
    """

    def __init__(self, registry: PluginRegistry, settings: Settings, languages: LanguageManager,
                 autosave: AutosaveStore | None = None, worker: AiWorker | None = None) -> None:
        self.registry = registry
        self.settings = settings
        self.languages = languages
        self._autosave = autosave
        self._statistics: Statistics | None = None
        self.worker = worker

    @property
    def autosave(self) -> AutosaveStore:
        if self._autosave is None:
            from ludotheque.core.autosave import AutosaveStore

            self._autosave = AutosaveStore(autosave_directory())
        return self._autosave

    @autosave.setter
    def autosave(self, store: AutosaveStore) -> None:
        self._autosave = store

    @property
    def statistics(self) -> Statistics:
        """The players' statistics (``statistics.json`` in the data directory), read
        when first used."""
        if self._statistics is None:
            from ludotheque.core.statistics import Statistics

            self._statistics = Statistics()
        return self._statistics

    @statistics.setter
    def statistics(self, store: Statistics) -> None:
        self._statistics = store

    def may_have_autosaves(self) -> bool:
        """False when the autosave directory holds no autosave file (a quick check
        that imports nothing: the start page lists the autosaves only otherwise).
        Only regular files count, and none is opened: a named pipe, say, is no
        autosave and must not make the start wait."""
        directory = self._autosave.directory if self._autosave is not None else (
            autosave_directory())
        try:
            with os.scandir(directory) as entries:
                return any(entry.name.endswith(".json") and _is_regular(entry)
                           for entry in entries)
        except OSError:
            return False

    def __repr__(self) -> str:
        return (f"AppContext(registry={self.registry!r}, settings={self.settings!r}, "
                f"languages={self.languages!r}, autosave={self._autosave!r}, "
                f"worker={self.worker!r})")
