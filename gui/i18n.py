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

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal

from ludotheque.core.i18n import TrText, render

if TYPE_CHECKING:  # loaded with the first catalogue (English, the source, needs none)
    from PySide6.QtCore import QTranslator

    from ludotheque.core.plugins.registry import GameEntry

__all__ = ["LANGUAGES", "LanguageManager", "catalogue_directory", "catalogue_files",
           "standalone_translator", "system_language", "tr_text"]

LANGUAGES = ("en", "fr")
"""Languages the host speaks, source language first."""


def catalogue_directory() -> Path:
    """Where the host's compiled catalogues are installed."""
    return Path(__file__).resolve().parent / "translations"


def system_language(locale: QLocale | None = None) -> str:
    """``fr`` for a French system locale (``fr_*``), else ``en``."""
    name = (locale or QLocale.system()).name()
    return "fr" if name.lower().startswith("fr") else "en"


def catalogue_files(language: str, plugin_dirs: Iterable[Path]) -> list[Path]:
    """The catalogues of *language*, least important first: Qt's own, the plugins',
    then the host's (the most recently installed translator wins)."""
    from PySide6.QtCore import QLibraryInfo

    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    files = [qt_dir / f"qtbase_{language}.qm"]
    seen: set[Path] = set()
    for directory in plugin_dirs:
        for path in sorted(Path(directory).glob(f"*_{language}.qm")):
            if path not in seen:
                seen.add(path)
                files.append(path)
    files.append(catalogue_directory() / f"ludotheque_{language}.qm")
    return files


def standalone_translator(language: str, games: Iterable[GameEntry]) -> Callable[..., str]:
    """``(context, source, disambiguation=None, n=-1) -> text`` from the catalogues of
    *language* for the host and *games*, without an application object (the command
    line): the host's catalogue first, then the games'."""
    from PySide6.QtCore import QTranslator

    translators = []
    directories = [Path(info.translations) for info in games if info.translations is not None]
    for path in reversed(catalogue_files(language, directories)):
        translator = QTranslator()
        if path.is_file() and translator.load(str(path)):
            translators.append(translator)

    def translate(context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        for translator in translators:
            text = translator.translate(context, source, disambiguation, n)
            if text:
                return text
        return source

    return translate


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

    def add_plugin_catalogues(self, games: Iterable[GameEntry]) -> None:
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
        from PySide6.QtCore import QTranslator

        app = QCoreApplication.instance()
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        self._installed = []
        if self.language == "en" or app is None:
            return
        for path in catalogue_files(self.language, self._plugin_dirs.values()):
            translator = QTranslator(self)
            if path.is_file() and translator.load(str(path)):
                QCoreApplication.installTranslator(translator)
                self._installed.append(translator)

    def loaded_files(self) -> list[str]:
        """The catalogue files in use (for the About dialog and tests)."""
        return [t.filePath() for t in self._installed]
