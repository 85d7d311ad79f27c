"""Help ▸ About: the host's version, Qt's, and every game with what it is and the
plugin (distribution) and version it comes from."""

from __future__ import annotations

import platform
from html import escape

import PySide6
from PySide6.QtCore import QEvent, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from ludotheque.core import __version__
from ludotheque.core.plugins.registry import PluginRecord, PluginRegistry

from .fitting import fit_window
from .i18n import tr_text
from .style import COLORS

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
        self.retranslate()
        fit_window(self, 640, 520)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Ludothèque"))
        self.title.setText(self.tr("Ludothèque {version}").format(version=__version__))
        html = [
            "<p>" + self.tr("Board games on your desktop, extensible with game plugins.") + "</p>",
            "<p>" + self.tr("Host {version} · PySide6 {pyside} · Qt {qt} · Python {python}").format(
                version=__version__, pyside=PySide6.__version__, qt=qVersion(),
                python=platform.python_version()) + "</p>",
            "<h3>" + self.tr("Games") + "</h3>",
        ]
        rows = self.rows()
        if rows:
            html.append("<table cellspacing='0' cellpadding='4' width='100%'>"
                        + "".join(rows) + "</table>")
        else:
            html.append("<p>" + self.tr("No plugins installed.") + "</p>")
        html.append("<p>" + self.tr("Licence: GPL-3.0-or-later.") + "</p>")
        self.text.setHtml("".join(html))

    def rows(self) -> list[str]:
        """One table row per game (its name, what it is, and its plugin's name and
        version), then one per plugin that brings no game (why, in words)."""
        # What the plugins' metadata says is text, never markup.
        games = []
        registry = self.registry
        for game_id, info in registry.games.items():
            record = registry.plugins.get(registry.game_plugin.get(game_id, ""))
            games.append((tr_text(info.name), tr_text(info.summary), record))
        games.sort(key=lambda item: item[0].casefold())
        rows = [self._row(name, summary, record) for name, summary, record in games]
        for record in sorted(registry.plugins.values(), key=lambda r: r.name):
            if not any(game_id in registry.games for game_id in record.games):
                rows.append(self._row(record.name, record.summary, record,
                                      self.status_text(record)))
        return rows

    def _row(self, name: str, summary: str, record: PluginRecord | None,
             status: str = "") -> str:
        plugin = f"{record.name} {record.version}" if record is not None else ""
        note = f" <i>({escape(status)})</i>" if status else ""
        return (f"<tr><td valign='top'><b>{escape(name)}</b></td>"
                f"<td valign='top'>{escape(summary)}{note}<br>"
                f"<small style='color: {COLORS['muted']}'>{escape(plugin)}</small></td></tr>")

    def status_text(self, record: PluginRecord) -> str:
        """Why a plugin shows no game, in words."""
        texts = {
            "ok": self.tr("no games"),
            "failed": self.tr("failed to load"),
            "incompatible": self.tr("incompatible with this version"),
            "disabled": self.tr("disabled"),
            "skipped": self.tr("not loaded (safe mode)"),
            "removed": self.tr("removed"),
        }
        return texts.get(record.status, record.status)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.PaletteChange):
            self.retranslate()  # (the theme's colours with the palette)
        super().changeEvent(event)
