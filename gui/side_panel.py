"""The panel beside the board: seats and scores, the last dice, and the boxes and
colours they share with the history (:mod:`.history_panel`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ludotheque.core.events import SeatInfo
from ludotheque.core.match import AI, Match
from ludotheque.core.model import Move

from .style import COLORS, add_shadow, repolish, seat_color
from .texts import kind_name, level_name, seat_description

__all__ = ["SeatsPanel", "DiceView", "dice_faces", "paint_die", "panel_box", "text_color"]


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
        self.kind.setWordWrap(True)  # never cut on a narrow panel
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
                # As long as the description it stands for: the row keeps its height.
                short = level_name(seat.level) if seat.kind == AI else kind_name(seat.kind)
                description = QCoreApplication.translate(
                    "SeatsPanel", "{level} — thinking…").format(level=short)
            row.kind.setText(description)
            row.kind.setToolTip(description)
            score = scores[index] if index < len(scores) else 0.0
            row.score.setText(f"{score:g}")
            row.set_active(to_move == index)


def _pips(face: int) -> list[tuple[float, float]]:
    lo, c, hi = 0.25, 0.5, 0.75
    table = {
        1: [(c, c)],
        2: [(lo, lo), (hi, hi)],
        3: [(lo, lo), (c, c), (hi, hi)],
        4: [(lo, lo), (hi, lo), (lo, hi), (hi, hi)],
        5: [(lo, lo), (hi, lo), (c, c), (lo, hi), (hi, hi)],
        6: [(lo, lo), (hi, lo), (lo, c), (hi, c), (lo, hi), (hi, hi)],
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
            paint_die(painter, QRectF(x, y, size, size), face)
            x += size + gap


def paint_die(painter: QPainter, rect: QRectF, face: int) -> None:
    """A die showing *face* in *rect* (a square): the one pip red, as on real dice."""
    size = rect.width()
    painter.save()
    painter.setPen(QPen(QColor("#b9b0a0"), max(0.8, size / 36)))
    painter.setBrush(QColor("#fffdf8"))
    painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2a2926") if face != 1 else QColor("#b00020"))
    radius = size * (0.09 if size >= 20 else 0.1)
    for px, py in _pips(face):
        painter.drawEllipse(QRectF(rect.x() + px * size - radius, rect.y() + py * size - radius,
                                   2 * radius, 2 * radius))
    painter.restore()


def text_color(seat: QColor, panel: QColor | None = None) -> QColor:
    """A seat's colour for text on the panels: on a light panel darkened, and much
    darker for a light colour (White's seat); on a dark panel (the dark theme)
    lightened, and much lighter for a dark colour (Black's seat), so that it always
    reads.

    :param panel: the panel's colour (default: the theme's card colour).
    """
    background = panel if panel is not None else QColor(COLORS["card"])
    if background.lightness() >= 128:
        return seat.darker(115 if seat.lightness() < 150 else 320)
    return seat.lighter(115 if seat.lightness() >= 110 else 260) if seat.lightness() > 40 \
        else QColor(COLORS["muted"]).lighter(130)
