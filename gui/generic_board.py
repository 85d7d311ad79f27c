"""The board of games that ship no widget: the position as text and one button
per legal move.

It is a complete :class:`~ludotheque.gui.board.BoardWidget`: it shows the view it
is given and requests moves, so every game is playable from its first day.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ludotheque.core.descriptor import GameInfo
from ludotheque.core.model import Move, State

from .board import BoardWidget
from .style import add_shadow, repolish

__all__ = ["GenericBoard", "describe_state"]

MAX_BUTTONS = 120


def describe_state(state: State) -> str:
    """A readable rendering of ``state.to_json()`` (one line per entry)."""
    try:
        data = state.to_json()
    except KeyboardInterrupt:
        raise
    except BaseException:  # noqa: BLE001 - a broken game must not break the window
        return repr(state)
    if isinstance(data, dict):
        lines = []
        for key, value in data.items():
            text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
            lines.append(f"{str(key).replace('_', ' ')}: {text}")
        return "\n".join(lines)
    return json.dumps(data, ensure_ascii=False)


class GenericBoard(BoardWidget):
    """Legal moves as buttons.

    Signals: those of :class:`BoardWidget` (``move_requested(object)``…).
    """

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(info, parent)
        self.hidden = False
        self._buttons: list[tuple[QPushButton, Move]] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 24, 24, 24)
        outer.setSpacing(16)
        self.card = QFrame()
        self.card.setObjectName("panelBox")
        add_shadow(self.card)
        card_layout = QVBoxLayout(self.card)
        card_layout.setContentsMargins(20, 16, 20, 16)
        self.position_title = QLabel()
        self.position_title.setObjectName("panelTitle")
        self.position_label = QLabel()
        self.position_label.setObjectName("positionText")
        self.position_label.setTextFormat(Qt.TextFormat.PlainText)
        self.position_label.setWordWrap(True)
        self.position_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.position_label.setStyleSheet("font-family: monospace; font-size: 11pt;")
        card_layout.addWidget(self.position_title)
        card_layout.addWidget(self.position_label)
        outer.addWidget(self.card)
        self.moves_title = QLabel()
        self.moves_title.setObjectName("panelTitle")
        outer.addWidget(self.moves_title)
        self.moves_area = QScrollArea()
        self.moves_area.setWidgetResizable(True)
        self.moves_area.setFrameShape(QFrame.Shape.NoFrame)
        self.moves_area.setStyleSheet("background: transparent;")
        self.moves_holder = QWidget()
        self.moves_grid = QGridLayout(self.moves_holder)
        self.moves_grid.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.moves_area.setWidget(self.moves_holder)
        outer.addWidget(self.moves_area, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.position_title.setText(QCoreApplication.translate("GenericBoard", "POSITION"))
        self.moves_title.setText(QCoreApplication.translate("GenericBoard", "MOVES"))
        self._fill()

    def position_changed(self, previous: State | None) -> None:
        self._fill()

    def set_interactive(self, interactive: bool) -> None:
        super().set_interactive(interactive)
        self._fill()

    def set_privacy(self, hidden: bool) -> None:
        self.hidden = hidden
        self._fill()

    def set_hint(self, move: Move | None) -> None:
        super().set_hint(move)
        for button, candidate in self._buttons:
            button.setProperty("hint", move is not None and candidate == move)
            repolish(button)

    def _fill(self) -> None:
        for button, _ in self._buttons:
            button.hide()
            self.moves_grid.removeWidget(button)
            button.deleteLater()
        self._buttons = []
        if self.state is None:
            self.position_label.setText("")
            return
        if self.hidden and self.viewer is not None:
            self.position_label.setText(QCoreApplication.translate(
                "GenericBoard", "(hidden: hold Space to show your secret)"))
        else:
            self.position_label.setText(describe_state(self.state))
        moves = self.legal_moves[:MAX_BUTTONS]
        columns = 4
        for index, move in enumerate(moves):
            button = QPushButton(str(move))
            button.setProperty("role", "move")
            button.setObjectName(f"move_{index}")
            button.setEnabled(self.interactive and not self.is_animating())
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, m=move: self.request_move(m))
            self.moves_grid.addWidget(button, index // columns, index % columns)
            self._buttons.append((button, move))
        if not moves:
            self.moves_title.setText(QCoreApplication.translate("GenericBoard", "MOVES"))
        self.set_hint(self.hint_move)

    def describe(self) -> dict[str, Any]:
        data = super().describe()
        data["buttons"] = [button.text() for button, _ in self._buttons]
        return data
