"""What the windows share: the plugin registry, settings, languages, autosaves
and the computer player's worker.  Built once by :mod:`ludotheque.gui.app`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the worker (and multiprocessing) is imported only when needed
    from ludotheque.core.registry import PluginRegistry
    from ludotheque.core.saves import AutosaveStore

    from .ai_worker import AiWorker
    from .i18n import LanguageManager
    from .settings import Settings

__all__ = ["AppContext"]


@dataclass
class AppContext:
    """The application's services (no globals: passed to the windows)."""

    registry: PluginRegistry
    settings: Settings
    languages: LanguageManager
    autosave: AutosaveStore
    worker: AiWorker | None
