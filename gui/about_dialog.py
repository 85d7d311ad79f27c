"""Help ▸ About: the host's version, Qt's, and every plugin's."""

from __future__ import annotations

import platform
from html import escape

import PySide6
from PySide6.QtCore import QEvent, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from ludotheque.core import __version__
from ludotheque.core.registry import PluginRegistry

__all__ = ["AboutDialog"]


class AboutDialog(QDialog):
    """Versions of the host and of every installed plugin."""

    def __init__(self, registry: PluginRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.registry = registry
        self.title = QLabel()
        self.title.setObjectName("dialogTitle")
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(520, 460)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Ludothèque"))
        self.title.setText(self.tr("Ludothèque {version}").format(version=__version__))
        # What the plugins' metadata says is text, never markup.
        rows = "".join(
            f"<tr><td>{escape(record.name)}</td><td>{escape(record.version)}</td>"
            f"<td>{escape(', '.join(record.games) or '—')}</td>"
            f"<td>{escape(record.status)}</td></tr>"
            for record in sorted(self.registry.plugins.values(), key=lambda r: r.name))
        html = [
            "<p>" + self.tr("Board games on your desktop, extensible with game plugins.") + "</p>",
            "<p>" + self.tr("Host {version} · PySide6 {pyside} · Qt {qt} · Python {python}").format(
                version=__version__, pyside=PySide6.__version__, qt=qVersion(),
                python=platform.python_version()) + "</p>",
            "<h3>" + self.tr("Plugins") + "</h3>",
        ]
        if rows:
            html.append(
                "<table cellspacing='0' cellpadding='4'><tr><th align='left'>"
                + "</th><th align='left'>".join((self.tr("Plugin"), self.tr("Version"),
                                                 self.tr("Games"), self.tr("Status")))
                + f"</th></tr>{rows}</table>")
        else:
            html.append("<p>" + self.tr("No plugins installed.") + "</p>")
        html.append("<p>" + self.tr("Licence: GPL-3.0-or-later.") + "</p>")
        self.text.setHtml("".join(html))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
