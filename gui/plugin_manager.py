"""Plugins ▸ Manage…: see, enable, disable, install and uninstall game plugins.

The dialog runs pip through :mod:`ludotheque.core.plugins.installer` (the same checks,
command and messages as ``ludotheque install``) in a :class:`QProcess`, after a
confirmation showing the exact command, with a live log and Cancel
(:mod:`.plugin_installs`).  After every
change it rescans the registry and emits :attr:`PluginManagerDialog.plugins_changed`;
the main window rebuilds Game ▸ New and the start page from it, so a new game can
be played at once, without restart.

Signals:

* ``plugins_changed(object)``: the registry changed; the argument is the
  :class:`~ludotheque.core.plugins.registry.RescanReport` (``added``, ``removed``, ``changed``).
* ``operation_finished(bool)``: an install, uninstall, enable or disable ended
  (True: it succeeded).

Everything that comes from a plugin or from pip (names, versions, summaries,
error reasons, pip's log) is shown as plain text, never as rich text: labels and
message boxes are set to :attr:`Qt.TextFormat.PlainText`, and the one place that
is rich text anyway (tooltips) escapes it.
"""

from __future__ import annotations

import html
import sys

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent, QColor, QDragEnterEvent, QDropEvent, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ludotheque.core.plugins import installer
from ludotheque.core.plugins.registry import PluginRecord, PluginRegistry, RescanReport
from ludotheque.core.plugins.settings import PluginSettings

from .fitting import fit_window
from .plugin_installs import PluginInstalls, tr_message
from .style import COLORS

__all__ = ["PluginManagerDialog"]

_NAME_ROLE = Qt.ItemDataRole.UserRole


def _plain_label() -> QLabel:
    """A word-wrapped label that never reads its text as rich text."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


def _plain_tooltip(text: str) -> str:
    """A tooltip showing *text* literally (Qt guesses whether a tooltip is rich text)."""
    return f"<p style='white-space:pre-wrap'>{html.escape(text)}</p>" if text else ""


class PluginManagerDialog(PluginInstalls):
    """Every installed plugin, and installing or removing them (with pip:
    :class:`~.plugin_installs.PluginInstalls`).

    :param registry: the application's registry (rescanned in place).
    :param settings: where disabled plugins are remembered (default: the data directory).
    :param python: the interpreter that runs pip (default: the running one).
    """

    def __init__(self, registry: PluginRegistry, settings: PluginSettings | None = None,
                 parent: QWidget | None = None, *, python: str | None = None) -> None:
        super().__init__(registry, python or sys.executable, parent)
        self.setObjectName("pluginManagerDialog")
        self.setAcceptDrops(True)
        self.settings = settings or PluginSettings()

        self.intro = _plain_label()
        self.restart_label = _plain_label()
        self.restart_label.setObjectName("restart_needed")
        self.restart_label.hide()
        self.tree = QTreeWidget()
        self.tree.setObjectName("plugin_tree")
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.currentItemChanged.connect(self._on_tree_current_item_changed)
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.copy_details)
        self.toggle_button = QPushButton()
        self.toggle_button.clicked.connect(self._on_toggle_button_clicked)
        self.uninstall_button = QPushButton()
        self.uninstall_button.clicked.connect(self._on_uninstall_button_clicked)
        record_buttons = QHBoxLayout()
        for button in (self.copy_button, self.toggle_button, self.uninstall_button):
            record_buttons.addWidget(button)
        record_buttons.addStretch(1)

        self.install_box = QGroupBox()
        self.spec_edit = QLineEdit()
        self.spec_edit.setObjectName("install_spec")
        self.spec_edit.setClearButtonEnabled(True)
        self.spec_edit.returnPressed.connect(self.install)
        self.folder_button = QPushButton()
        self.folder_button.clicked.connect(self._on_folder_button_clicked)
        self.wheel_button = QPushButton()
        self.wheel_button.clicked.connect(self._on_wheel_button_clicked)
        self.upgrade_check = QCheckBox()
        self.install_button = QPushButton()
        self.install_button.setDefault(True)
        self.install_button.clicked.connect(self.install)
        self.drop_hint = _plain_label()
        row = QHBoxLayout()
        row.addWidget(self.spec_edit, 1)
        row.addWidget(self.folder_button)
        row.addWidget(self.wheel_button)
        row.addWidget(self.install_button)
        box_layout = QVBoxLayout(self.install_box)
        box_layout.addLayout(row)
        box_layout.addWidget(self.upgrade_check)
        box_layout.addWidget(self.drop_hint)

        self.message = _plain_label()
        self.message.setObjectName("plugin_message")
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.log = QPlainTextEdit()
        self.log.setObjectName("pip_log")
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(5000)
        self.log.hide()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)

        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.tree, 3)
        top_layout.addWidget(self.details, 2)
        top_layout.addLayout(record_buttons)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(top)
        splitter.addWidget(self.log)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.restart_label)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.install_box)
        layout.addWidget(self.message)
        bottom = QHBoxLayout()
        bottom.addWidget(self.cancel_button)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)
        self.retranslate()
        self.refresh()
        fit_window(self, 860, 640)  # the list, the details and pip's log scroll

    # --- texts -------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Plugins"))
        self.intro.setText(self.tr(
            "Game plugins installed in this Python. A disabled plugin is not loaded; "
            "uninstalling removes it with pip."))
        self.tree.setHeaderLabels([self.tr("Plugin"), self.tr("Version"), self.tr("Games"),
                                   self.tr("Status"), self.tr("Location")])
        self.copy_button.setText(self.tr("Copy details"))
        self.uninstall_button.setText(self.tr("Uninstall…"))
        self.install_box.setTitle(self.tr("Install a game"))
        self.spec_edit.setPlaceholderText(self.tr(
            "Package name, optionally with a version: ludotheque-chess==1.2"))
        self.folder_button.setText(self.tr("Folder…"))
        self.wheel_button.setText(self.tr("Wheel file…"))
        self.install_button.setText(self.tr("Install…"))
        self.upgrade_check.setText(self.tr("Upgrade if it is installed already"))
        self.drop_hint.setText(self.tr(
            "You can also drop a plugin folder or a .whl file here. Ludotheque, PySide6 "
            "and pluggy stay at their versions."))
        self.cancel_button.setText(self.tr("Cancel"))
        self.refresh()

    def status_text(self, record: PluginRecord) -> str:
        texts = {
            "ok": self.tr("loaded"),
            "failed": self.tr("failed"),
            "incompatible": self.tr("incompatible"),
            "disabled": self.tr("disabled"),
            "skipped": self.tr("not loaded (safe mode)"),
            "removed": self.tr("removed"),
        }
        text = texts.get(record.status, record.status)
        if record.restart_needed:
            text += " · " + self.tr("restart needed")
        return text

    # --- the list ------------------------------------------------------------------

    def refresh(self) -> None:
        """Rebuild the list from the registry, keeping the selection."""
        current = self.selected_name()
        self.tree.clear()
        for record in sorted(self.registry.plugins.values(), key=self._sort_key):
            games = ", ".join(self._game_names(record))
            item = QTreeWidgetItem([record.name, self.version_text(record), games or "—",
                                    self.status_text(record), record.location])
            item.setData(0, _NAME_ROLE, record.name)
            item.setToolTip(0, _plain_tooltip(self.description(record)))
            if record.status in ("failed", "incompatible"):
                item.setForeground(3, QColor(COLORS["bad"]))
            self.tree.addTopLevelItem(item)
            if record.name == current:
                self.tree.setCurrentItem(item)
        header = self.tree.header()
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        first = self.tree.topLevelItem(0)
        if self.tree.currentItem() is None and first is not None:
            self.tree.setCurrentItem(first)
        self._update_record_buttons()
        restart = sorted(r.name for r in self.registry.plugins.values() if r.restart_needed)
        self.restart_label.setVisible(bool(restart))
        self.restart_label.setText(self.tr("Restart Ludotheque to finish the changes to: %1")
                                   .replace("%1", ", ".join(restart)))

    def version_text(self, record: PluginRecord) -> str:
        """The version loaded, and the one installed since when a restart is due."""
        if not record.installed_version:
            return record.version
        if record.installed_version == record.version:
            return self.tr("%1 (files changed)").replace("%1", record.version)
        return f"{record.version} → {record.installed_version}"

    def _game_names(self, record: PluginRecord) -> list[str]:
        """The plugin's games by their names in the current language (ids of games
        no longer registered)."""
        return [tr_message(self.registry.games[g].name) if g in self.registry.games else g
                for g in record.games]

    def _sort_key(self, record: PluginRecord) -> tuple[str, str]:
        """Plugins in the order of their first game's translated name (the start
        page's order), those without a game by their name."""
        names = sorted(name.casefold() for name in self._game_names(record))
        return (names[0] if names else record.name, record.name)

    def description(self, record: PluginRecord) -> str:
        """What the plugin brings, in the current language: each game's name and
        summary; the distribution's own summary (as its author wrote it) when no game
        of it is registered."""
        line = self.tr("%1: %2", "a game's name and what it is")
        lines = [line.replace("%1", tr_message(self.registry.games[g].name)).replace(
                     "%2", tr_message(self.registry.games[g].summary))
                 for g in record.games if g in self.registry.games]
        return "\n".join(lines) if lines else record.summary

    def selected_name(self) -> str | None:
        item = self.tree.currentItem()
        return item.data(0, _NAME_ROLE) if item is not None else None

    def selected_record(self) -> PluginRecord | None:
        name = self.selected_name()
        return self.registry.plugins.get(name) if name else None

    def _select(self, name: str) -> None:
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            if item is not None and item.data(0, _NAME_ROLE) == name:
                self.tree.setCurrentItem(item)

    def details_text(self, record: PluginRecord) -> str:
        lines = [f"{record.name} {record.version}", self.status_text(record)]
        description = self.description(record)
        if description:
            lines.append(description)
        if record.location:
            lines.append(self.tr("Location: %1").replace("%1", record.location))
        if record.entry_points:
            lines.append(self.tr("Entry points: %1").replace("%1", "; ".join(record.entry_points)))
        if record.api_version:
            lines.append(self.tr("Plugin API: %1").replace("%1", record.api_version))
        if record.games:
            lines.append(self.tr("Games: %1").replace("%1", ", ".join(self._game_names(record))))
        if record.error:
            lines += ["", record.error]
        if record.traceback:
            lines += ["", record.traceback.rstrip()]
        return "\n".join(lines)

    def _on_tree_current_item_changed(self, *_: object) -> None:
        record = self.selected_record()
        self.details.setPlainText(self.details_text(record) if record is not None else "")
        self._update_record_buttons()

    def _update_record_buttons(self) -> None:
        record = self.selected_record()
        busy = self.busy
        self.copy_button.setEnabled(record is not None)
        disabled = record is not None and record.status == "disabled"
        self.toggle_button.setText(self.tr("Enable") if disabled else self.tr("Disable"))
        self.toggle_button.setEnabled(record is not None and not busy
                                      and record.status != "removed")
        self.uninstall_button.setEnabled(record is not None and not busy
                                         and record.status != "removed"
                                         and not installer.is_protected(record.name))
        for widget in (self.install_button, self.folder_button, self.wheel_button,
                       self.spec_edit):
            widget.setEnabled(not busy)

    def copy_details(self) -> None:
        """Copy the selected plugin's details (with its traceback) to the clipboard."""
        record = self.selected_record()
        if record is not None:
            QGuiApplication.clipboard().setText(self.details_text(record))

    # --- enable and disable ----------------------------------------------------------

    def set_enabled(self, name: str, enabled: bool) -> RescanReport:
        """Enable or disable plugin *name*, persisted, with its games at once."""
        self.settings.set_disabled(name, not enabled)
        if enabled:
            report = self.registry.enable(name)
        else:
            record = self.registry.disable(name)
            report = RescanReport(removed=[name] if record is not None else [])
        self.refresh()
        record = self.registry.plugins.get(name)
        if record is not None and record.restart_needed and not enabled:
            self.show_message(self.tr("%1 is disabled; restart Ludotheque to unload it "
                                      "completely.").replace("%1", name))
        elif record is not None and record.status not in ("ok", "disabled"):
            self.show_message(f"{name}: {record.error}", error=True)
        else:
            self.show_message(self.tr("%1 is enabled.").replace("%1", name) if enabled
                              else self.tr("%1 is disabled.").replace("%1", name))
        self.plugins_changed.emit(report)
        self.operation_finished.emit(True)
        return report

    def _on_toggle_button_clicked(self) -> None:
        record = self.selected_record()
        if record is not None:
            self.set_enabled(record.name, record.status == "disabled")

    # --- install -------------------------------------------------------------------

    def _on_folder_button_clicked(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Plugin folder"))
        if folder:
            self.spec_edit.setText(folder)

    def _on_wheel_button_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Wheel file"), "",
                                              self.tr("Wheels (*.whl)"))
        if path:
            self.spec_edit.setText(path)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt override
        urls = event.mimeData().urls()
        if len(urls) == 1 and urls[0].isLocalFile() and not self.busy:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt override
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile():
            self.spec_edit.setText(urls[0].toLocalFile())
            event.acceptProposedAction()
            self.install()

    def _on_uninstall_button_clicked(self) -> None:
        record = self.selected_record()
        if record is not None:
            self.uninstall(record.name)

    # --- Qt events -------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:  # the theme changed: its colours
            self.refresh()
        super().changeEvent(event)

    def reject(self) -> None:
        if self.busy:
            self.show_message(self.tr("Wait for pip to finish, or cancel it."), error=True)
            return
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        if self.busy:
            event.ignore()
            self.show_message(self.tr("Wait for pip to finish, or cancel it."), error=True)
            return
        super().closeEvent(event)
