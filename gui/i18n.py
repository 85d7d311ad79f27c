"""Translator management: the host's catalogue, Qt's own, and one per plugin.

:class:`LanguageManager` installs a :class:`QTranslator` for the host
(``translations/ludotheque_<lang>.qm`` inside this package), one for Qt's standard
texts (``qtbase_<lang>.qm``) and one per game plugin that ships catalogues
(``GameInfo.translations/*_<lang>.qm``).  Switching the language removes and
installs translators; Qt then sends ``QEvent.LanguageChange`` to every widget,
and each widget re-reads its texts in ``changeEvent``.

English is the source language: no catalogue is loaded for it.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal

from ludotheque.core.descriptor import GameInfo
from ludotheque.core.i18n import TrText, render

if TYPE_CHECKING:  # loaded with the first catalogue (English, the source, needs none)
    from PySide6.QtCore import QTranslator

__all__ = ["LANGUAGES", "LanguageManager", "system_language", "tr_text", "catalogue_directory"]

LANGUAGES = ("en", "fr")
"""Languages the host speaks, source language first."""


def catalogue_directory() -> Path:
    """Where the host's compiled catalogues are installed."""
    return Path(__file__).resolve().parent / "translations"


def system_language(locale: QLocale | None = None) -> str:
    """``fr`` for a French system locale (``fr_*``), else ``en``."""
    name = (locale or QLocale.system()).name()
    return "fr" if name.lower().startswith("fr") else "en"


def tr_text(text: TrText | str) -> str:
    """Translate a :class:`TrText` from the core or a game's rules."""
    return render(text, QCoreApplication.translate)


class LanguageManager(QObject):
    """Loads and switches the translators of the host and of every plugin.

    Signals:

    * ``language_changed(str)``: the new language code, after the translators changed.
    """

    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.language = "en"
        self._installed: list[QTranslator] = []
        self._plugin_dirs: dict[str, Path] = {}

    def add_plugin_catalogues(self, games: Iterable[GameInfo]) -> None:
        """Remember the catalogue directories of *games* (and load them now)."""
        changed = False
        for info in games:
            if info.translations is not None and info.id not in self._plugin_dirs:
                self._plugin_dirs[info.id] = Path(info.translations)
                changed = True
        if changed and self.language != "en":
            self._reload()

    def set_language(self, language: str) -> None:
        """Switch every catalogue to *language* (``en`` or ``fr``)."""
        if language not in LANGUAGES:
            language = "en"
        if language == self.language and (self._installed or language == "en"):
            return
        self.language = language
        self._reload()
        QLocale.setDefault(QLocale(QLocale.Language.French if language == "fr"
                                   else QLocale.Language.English))
        self.language_changed.emit(language)

    def _reload(self) -> None:
        from PySide6.QtCore import QLibraryInfo, QTranslator

        app = QCoreApplication.instance()
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        self._installed = []
        if self.language == "en" or app is None:
            return
        files: list[Path] = []
        qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        files.append(qt_dir / f"qtbase_{self.language}.qm")
        seen: set[Path] = set()
        for directory in self._plugin_dirs.values():
            for path in sorted(directory.glob(f"*_{self.language}.qm")):
                if path not in seen:
                    seen.add(path)
                    files.append(path)
        # The host's catalogue last: the most recently installed translator wins.
        files.append(catalogue_directory() / f"ludotheque_{self.language}.qm")
        for path in files:
            translator = QTranslator(self)
            if path.is_file() and translator.load(str(path)):
                QCoreApplication.installTranslator(translator)
                self._installed.append(translator)

    def loaded_files(self) -> list[str]:
        """The catalogue files in use (for the About dialog and tests)."""
        return [t.filePath() for t in self._installed]
