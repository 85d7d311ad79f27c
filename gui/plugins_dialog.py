"""Plugins ▸ Manage…: the installed plugins and the ones that failed (read-only)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ludotheque.core.registry import PluginRegistry

__all__ = ["PluginsDialog"]


class PluginsDialog(QDialog):
    """Every plugin with its version, games, status and error."""

    def __init__(self, registry: PluginRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pluginsDialog")
        self.registry = registry
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.currentItemChanged.connect(self._on_tree_current_item_changed)
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setMaximumHeight(140)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.details)
        layout.addWidget(buttons)
        self.resize(720, 460)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Plugins"))
        self.intro.setText(self.tr(
            "Installed game plugins. Installing and removing plugins from here will come "
            "in a later version; use “ludotheque install” meanwhile."))
        self.tree.setHeaderLabels([self.tr("Plugin"), self.tr("Version"), self.tr("Games"),
                                   self.tr("Status")])
        self.tree.clear()
        for record in sorted(self.registry.plugins.values(), key=lambda r: r.name):
            item = QTreeWidgetItem([record.name, record.version,
                                    ", ".join(record.games) or "—", record.status])
            item.setData(0, Qt.ItemDataRole.UserRole, record.name)
            if record.status != "ok":
                item.setForeground(3, Qt.GlobalColor.darkRed)
            self.tree.addTopLevelItem(item)
        self.tree.header().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        if not self.registry.plugins:
            self.details.setPlainText(self.tr("No plugins installed."))

    def _on_tree_current_item_changed(self, item: QTreeWidgetItem | None, _: object) -> None:
        if item is None:
            return
        record = self.registry.plugins.get(item.data(0, Qt.ItemDataRole.UserRole))
        if record is None:
            return
        lines = [f"{record.name} {record.version}", record.location, record.summary]
        if record.error:
            lines += ["", record.error, record.traceback]
        self.details.setPlainText("\n".join(line for line in lines if line is not None))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
