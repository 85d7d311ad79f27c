"""The rules of a game, from its Markdown document in the current language."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ludotheque.core.descriptor import GameInfo

from .fitting import fit_window
from .i18n import tr_text

__all__ = ["RulesViewer", "current_language"]


def current_language() -> str:
    return "fr" if QLocale().language() == QLocale.Language.French else "en"


class RulesViewer(QDialog):
    """Shows ``GameInfo.rules_path(language)``; follows language switches live."""

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesViewer")
        self.info = info
        self.language = ""
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        self.retranslate()
        fit_window(self, 680, 640)  # the document scrolls

    def retranslate(self) -> None:
        self.language = current_language()
        self.setWindowTitle(self.tr("Rules of {game}").format(game=tr_text(self.info.name)))
        path = self.info.rules_path(self.language)
        if path is None:
            self.browser.setMarkdown(self.tr("# {game}\n\nThis game ships no rules document.\n\n"
                                             "{summary}").format(game=tr_text(self.info.name),
                                                                 summary=tr_text(self.info.summary)))
            return
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            text = self.tr("The rules could not be read: {reason}").format(reason=exc.strerror)
        self.browser.document().setBaseUrl(path.parent.as_uri() + "/")
        self.browser.setMarkdown(text)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
