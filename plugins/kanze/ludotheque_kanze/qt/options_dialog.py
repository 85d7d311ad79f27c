"""The options of a Kanzé game: troop cap, distant moves and attacks, turn limit."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from ludotheque.core import GameInfo
from ludotheque.gui import OptionsDialog

__all__ = ["KanzeOptionsDialog"]


class KanzeOptionsDialog(OptionsDialog):
    """The generic options form with a short explanation and a Defaults button.

    After ``exec()``, :meth:`values` returns the complete, validated options.
    """

    def __init__(self, info: GameInfo, values: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        self.intro = QLabel()
        self.intro.setObjectName("kanze_options_intro")
        self.intro.setWordWrap(True)
        self.defaults_button = QPushButton()
        self.defaults_button.setObjectName("kanze_options_defaults")
        super().__init__(info, values, parent)
        self.body.insertWidget(0, self.intro)
        self.buttons.addButton(self.defaults_button, self.buttons.ButtonRole.ResetRole)
        self.defaults_button.clicked.connect(self._on_defaults_button_clicked)
        self.setMinimumWidth(440)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        if not hasattr(self, "intro"):
            return
        self.intro.setText(self.tr(
            "The defaults are the usual rules. Distant moves let troops travel through a "
            "chain of your own cells to a neutral or an enemy cell next to it; the turn "
            "limit ends long games in favour of the player owning more cells."))
        self.defaults_button.setText(self.tr("Defaults"))

    def _on_defaults_button_clicked(self) -> None:
        self.form.set_values(self.info.game.options_schema.defaults())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
