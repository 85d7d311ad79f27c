"""The end-of-game panel: the result, the scores, "Rematch" and "New game".

Signals: ``rematch_clicked()``, ``new_game_clicked()``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .style import add_shadow

__all__ = ["EndPanel"]


class EndPanel(QFrame):
    """Shown above the board when the match is over."""

    rematch_clicked = Signal()
    new_game_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panelBox")
        add_shadow(self, blur=24, offset=4, alpha=70)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(20, 14, 20, 14)
        texts = QVBoxLayout()
        self.headline = QLabel()
        self.headline.setObjectName("overlayTitle")
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # seat names come from save files
        self.detail = QLabel()
        self.detail.setObjectName("overlayText")
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setWordWrap(True)
        texts.addWidget(self.headline)
        texts.addWidget(self.detail)
        layout.addLayout(texts, 1)
        self.rematch = QPushButton()
        self.rematch.setObjectName("rematchButton")
        self.rematch.setProperty("role", "primary")
        self.new_game = QPushButton()
        self.new_game.setObjectName("newGameButton")
        for button in (self.rematch, self.new_game):
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            layout.addWidget(button)
        self.rematch.clicked.connect(self.rematch_clicked)
        self.new_game.clicked.connect(self.new_game_clicked)
        self.retranslate()

    def set_result(self, headline: str, detail: str) -> None:
        self.headline.setText(headline)
        self.detail.setText(detail)

    def retranslate(self) -> None:
        self.rematch.setText(self.tr("Rematch"))
        self.new_game.setText(self.tr("New game"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
