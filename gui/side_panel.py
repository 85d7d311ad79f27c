"""The panel beside the board: seats and scores, the last dice, the history.

Signals of :class:`HistoryPanel`:

* ``step_chosen(int)``: show the position after that many steps.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from collections.abc import Sequence
from typing import Any

from ludotheque.core.events import SeatInfo
from ludotheque.core.match import Match
from ludotheque.core.model import CHANCE, Move

from .i18n import tr_text
from .style import COLORS, add_shadow, repolish, seat_color
from .texts import seat_description

__all__ = ["SeatsPanel", "DiceView", "HistoryPanel", "panel_box"]


def panel_box(title: QLabel, body: QWidget | None = None) -> tuple[QFrame, QVBoxLayout]:
    """A white rounded box with a small caps title."""
    box = QFrame()
    box.setObjectName("panelBox")
    layout = QVBoxLayout(box)
    layout.setContentsMargins(12, 10, 12, 12)
    layout.setSpacing(6)
    title.setObjectName("panelTitle")
    layout.addWidget(title)
    if body is not None:
        layout.addWidget(body)
    add_shadow(box, blur=12, offset=2, alpha=40)
    return box, layout


class _Dot(QWidget):
    def __init__(self, color: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.color = color
        self.active = False
        self.setFixedSize(16, 16)

    def paintEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.color.darker(130), 1.5))
        painter.setBrush(self.color)
        painter.drawEllipse(QRectF(2, 2, 12, 12))
        if self.active:
            painter.setPen(QPen(self.color, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(0.5, 0.5, 15, 15))


class SeatRow(QFrame):
    """One seat: colour, name, kind and score; highlighted when it is to move."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatRow")
        self.index = index
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.dot = _Dot(seat_color(index))
        names = QVBoxLayout()
        names.setSpacing(0)
        self.name = QLabel()
        self.name.setObjectName("seatName")
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # names come from save files
        self.kind = QLabel()
        self.kind.setObjectName("seatKind")
        self.kind.setTextFormat(Qt.TextFormat.PlainText)
        names.addWidget(self.name)
        names.addWidget(self.kind)
        self.score = QLabel()
        self.score.setObjectName("seatScore")
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.dot)
        layout.addLayout(names, 1)
        layout.addWidget(self.score)

    def set_color(self, color: QColor) -> None:
        if self.dot.color != color:
            self.dot.color = color
            self.dot.update()

    def set_active(self, active: bool) -> None:
        if self.property("active") != active:
            self.setProperty("active", active)
            self.dot.active = active
            repolish(self)


class SeatsPanel(QWidget):
    """The seats, in order, with their scores; the one to move is highlighted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[SeatRow] = []
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(2)

    def show_match(self, match: Match, seats: Sequence[SeatInfo], scores: tuple[float, ...],
                   to_move: int | None, thinking: int | None) -> None:
        """Show *match*'s seats, named and coloured as *seats* says (the game's colours)."""
        while len(self.rows) > len(match.seats):
            self.rows.pop().deleteLater()
        while len(self.rows) < len(match.seats):
            row = SeatRow(len(self.rows))
            self.rows.append(row)
            self.layout_.addWidget(row)
        for index, (row, seat, info) in enumerate(zip(self.rows, match.seats, seats)):
            row.set_color(QColor(info.color))
            row.name.setText(info.name)
            description = seat_description(seat)
            if thinking == index:
                description = QCoreApplication.translate("SeatsPanel", "{kind} — thinking…").format(
                    kind=description)
            row.kind.setText(description)
            score = scores[index] if index < len(scores) else 0.0
            row.score.setText(f"{score:g}")
            row.set_active(to_move == index)


def _pips(face: int) -> list[tuple[float, float]]:
    l, c, r = 0.25, 0.5, 0.75
    table = {
        1: [(c, c)],
        2: [(l, l), (r, r)],
        3: [(l, l), (c, c), (r, r)],
        4: [(l, l), (r, l), (l, r), (r, r)],
        5: [(l, l), (r, l), (c, c), (l, r), (r, r)],
        6: [(l, l), (r, l), (l, c), (r, c), (l, r), (r, r)],
    }
    return table.get(face, [])


def dice_faces(outcome: Move) -> list[int] | None:
    """The die faces an outcome shows (``"5"``, ``"3,4"``, ``(2, 6)``), else None."""
    if isinstance(outcome, int) and 1 <= outcome <= 6:
        return [outcome]
    if isinstance(outcome, (tuple, list)) and outcome and all(
            isinstance(v, int) and 1 <= v <= 6 for v in outcome) and len(outcome) <= 5:
        return list(outcome)
    text = str(outcome).strip("[]() ")
    parts = [p.strip() for p in text.replace("-", ",").replace("+", ",").split(",")]
    if parts and len(parts) <= 5 and all(p.isdigit() and 1 <= int(p) <= 6 for p in parts):
        return [int(p) for p in parts]
    return None


class DiceView(QWidget):
    """The last chance outcome: drawn dice for dice values, otherwise text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outcome: Move | None = None
        self.faces: list[int] | None = None
        self.setMinimumHeight(52)

    def set_outcome(self, outcome: Move | None) -> None:
        self.outcome = outcome
        self.faces = dice_faces(outcome) if outcome is not None else None
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(200, 56)

    def paintEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.outcome is None:
            painter.setPen(QColor(COLORS["muted"]))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "—")
            return
        if self.faces is None:
            painter.setPen(QColor(COLORS["text"]))
            font = painter.font()
            font.setPointSizeF(font.pointSizeF() * 1.3)
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             str(self.outcome)[:40])
            return
        size = min(44.0, self.height() - 8.0)
        gap = 10.0
        total = len(self.faces) * size + (len(self.faces) - 1) * gap
        x = (self.width() - total) / 2
        y = (self.height() - size) / 2
        for face in self.faces:
            rect = QRectF(x, y, size, size)
            painter.setPen(QPen(QColor("#b9b0a0"), 1.2))
            painter.setBrush(QColor("#fffdf8"))
            painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(COLORS["text"]) if face != 1 else QColor(COLORS["bad"]))
            radius = size * 0.09
            for px, py in _pips(face):
                painter.drawEllipse(QRectF(x + px * size - radius, y + py * size - radius,
                                           2 * radius, 2 * radius))
            x += size + gap


def text_color(seat: QColor) -> QColor:
    """A seat's colour for text on the light panels: darkened, and much darker for a
    light colour (White's seat), so that it always reads."""
    return seat.darker(115 if seat.lightness() < 150 else 320)


class _WrappedLines(QStyledItemDelegate):
    """Heights of wrapped lines that count the style sheet's padding of the items
    (Qt's own size hints leave it out, and then cut a line that only just wraps)."""

    PADDING = (12, 6)
    """The horizontal and vertical padding of ``#historyList::item`` (gui/style.py)."""

    def sizeHint(self, option: QStyleOptionViewItem, index: Any) -> QSize:  # noqa: N802
        view = self.parent()
        assert isinstance(view, QListWidget)
        width = max(40, view.viewport().width() - self.PADDING[0] - 4)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        bounds = option.fontMetrics.boundingRect(
            QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), text)
        return QSize(width, bounds.height() + self.PADDING[1] + 2)


class HistoryPanel(QListWidget):
    """Every step of the match; selecting one shows the position after it.

    Signals: ``step_chosen(int)`` (number of steps to show).
    """

    step_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyList")
        self.setMinimumHeight(120)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        # Sentences are longer than notations: they wrap instead of scrolling sideways.
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A width that never changes: a scroll bar appearing after the lines were laid
        # out would leave a wrapped line one row short.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setItemDelegate(_WrappedLines(self))
        self.itemClicked.connect(self._on_self_item_clicked)
        self.itemActivated.connect(self._on_self_item_clicked)
        self._signature: tuple = ()

    def show_match(self, match: Match, seats: Sequence[SeatInfo],
                   viewer: int | None = None) -> None:
        """One line per step: the game's sentence for it, as *viewer* may know it
        (None: everybody at the table), the mover named as *seats* says."""
        steps = match.steps
        signature = (id(match), len(steps), tuple(str(m) for _, m in steps[-3:]), viewer,
                     tuple(seat.name for seat in seats))
        if signature != self._signature:
            self._signature = signature
            self.blockSignals(True)
            self.clear()
            start = QListWidgetItem(QCoreApplication.translate("HistoryPanel", "Start"))
            start.setData(Qt.ItemDataRole.UserRole, 0)
            self.addItem(start)
            number = 0
            for index, (mover, move) in enumerate(steps):
                name = seats[mover].name if 0 <= mover < len(seats) else ""
                sentence = tr_text(match.state_at(index).step_text(move, viewer).format(
                    player=name))
                if mover == CHANCE:
                    text = "    " + sentence
                else:
                    number += 1
                    text = f"{number}. {sentence}"
                item = QListWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, index + 1)
                if 0 <= mover < len(seats):
                    item.setForeground(text_color(QColor(seats[mover].color)))
                else:
                    item.setForeground(QColor(COLORS["muted"]))
                self.addItem(item)
            self.blockSignals(False)
        self.blockSignals(True)
        current = self.item(match.cursor)
        if current is not None:
            self.setCurrentItem(current)
            self.scrollToItem(current)
        self.blockSignals(False)

    def retranslate(self) -> None:
        """The language changed: the next :meth:`show_match` words every step again."""
        self._signature = ()

    def _on_self_item_clicked(self, item: QListWidgetItem) -> None:
        self.step_chosen.emit(int(item.data(Qt.ItemDataRole.UserRole)))
