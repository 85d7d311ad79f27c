"""The hot-seat hand-over screen: "Pass to <name>", covering the board until
that player clicks.

Signals:

* ``taken(int)``: the seat whose player took over.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from .style import add_shadow

__all__ = ["HandoverScreen"]


class HandoverScreen(QWidget):
    """A full cover over the board with one big button."""

    taken = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlay")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.seat = -1
        self.name = ""
        outer = QVBoxLayout(self)
        outer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.card = QFrame()
        self.card.setObjectName("overlayCard")
        self.card.setMinimumWidth(360)
        self.card.setMaximumWidth(520)
        add_shadow(self.card, blur=40, offset=8, alpha=120)
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(36, 30, 36, 30)
        layout.setSpacing(14)
        self.title = QLabel()
        self.title.setObjectName("overlayTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # seat names come from save files
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setObjectName("overlayText")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("handoverButton")
        self.button.setProperty("role", "primary")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self._on_button_clicked)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addSpacing(6)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.card)

    def show_for(self, seat: int, name: str) -> None:
        self.seat, self.name = seat, name
        self.retranslate()
        self.button.setFocus()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass to {name}").format(name=self.name))
        self.text.setText(self.tr(
            "The board is hidden so that nobody sees another player's secret. "
            "{name}, click when you are ready; hold Space (or use “Show my secret”) "
            "to look at your own secret.").format(name=self.name))
        self.button.setText(self.tr("I am {name}: show the board").format(name=self.name))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _on_button_clicked(self) -> None:
        self.taken.emit(self.seat)
