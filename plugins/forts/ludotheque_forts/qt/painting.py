"""Drawing helpers of the Forts and Ruins board: colours, castle, ruin, die, hatching.

Only painting here (no interaction state), so the widget stays thin.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen

__all__ = ["VALUE_COLOURS", "PAPER", "INK", "value_colour", "draw_territory", "draw_dead",
           "draw_fort", "draw_ruin", "draw_die", "draw_paper", "fit_font"]

VALUE_COLOURS = {
    1: QColor("#d9483b"),  # vermilion
    2: QColor("#e9a23b"),  # amber
    3: QColor("#6a9f3a"),  # meadow green
    4: QColor("#2f7fc1"),  # lake blue
    5: QColor("#8a56b8"),  # heather
    6: QColor("#1d9a8a"),  # teal
}
PAPER = QColor("#f3e9d2")
INK = QColor("#4a3b2a")
STONE = QColor("#b59a74")
STONE_DARK = QColor("#6e5a40")


def value_colour(value: int) -> QColor:
    return QColor(VALUE_COLOURS.get(value, QColor("#999999")))


def fit_font(painter: QPainter, size: float, bold: bool = True) -> QFont:
    font = QFont(painter.font())
    font.setPixelSize(max(6, int(size)))
    font.setBold(bold)
    return font


def draw_paper(painter: QPainter, rect: QRectF, radius: float) -> None:
    """A sheet of squared paper with a soft shadow."""
    shadow = QRectF(rect).translated(radius * 0.35, radius * 0.5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(60, 40, 20, 60))
    painter.drawRoundedRect(shadow, radius, radius)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, QColor("#fbf5e6"))
    gradient.setColorAt(1.0, QColor("#efe2c4"))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(QColor("#c8b48f"), 1.2))
    painter.drawRoundedRect(rect, radius, radius)


def draw_territory(painter: QPainter, rect: QRectF, value: int, alpha: int = 255) -> None:
    """A living territory: a coloured tile with its value."""
    inset = rect.adjusted(rect.width() * 0.08, rect.height() * 0.08,
                          -rect.width() * 0.08, -rect.height() * 0.08)
    colour = value_colour(value)
    colour.setAlpha(alpha)
    gradient = QLinearGradient(inset.topLeft(), inset.bottomLeft())
    light = colour.lighter(125)
    light.setAlpha(alpha)
    gradient.setColorAt(0.0, light)
    gradient.setColorAt(1.0, colour)
    painter.setBrush(QBrush(gradient))
    edge = colour.darker(140)
    edge.setAlpha(alpha)
    painter.setPen(QPen(edge, max(1.0, rect.width() * 0.04)))
    radius = rect.width() * 0.16
    painter.drawRoundedRect(inset, radius, radius)
    painter.setFont(fit_font(painter, rect.height() * 0.5))
    text = QColor(255, 255, 255, alpha)
    painter.setPen(text)
    painter.drawText(inset, Qt.AlignmentFlag.AlignCenter, str(value))


def draw_dead(painter: QPainter, rect: QRectF, value: int) -> None:
    """A dead territory: grey, hatched, its old value faded."""
    inset = rect.adjusted(rect.width() * 0.1, rect.height() * 0.1,
                          -rect.width() * 0.1, -rect.height() * 0.1)
    radius = rect.width() * 0.14
    painter.setPen(QPen(QColor("#8b857a"), max(1.0, rect.width() * 0.03)))
    painter.setBrush(QColor("#cfc8bb"))
    painter.drawRoundedRect(inset, radius, radius)
    hatch = QBrush(QColor("#9a9285"), Qt.BrushStyle.BDiagPattern)
    painter.setBrush(hatch)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(inset, radius, radius)
    painter.setFont(fit_font(painter, rect.height() * 0.42))
    painter.setPen(QColor("#7d766a"))
    painter.drawText(inset, Qt.AlignmentFlag.AlignCenter, str(value))


def _castle(rect: QRectF, broken: bool) -> QPainterPath:
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    left, right = x + w * 0.12, x + w * 0.88
    top, bottom = y + h * 0.36, y + h * 0.9
    merlon = (right - left) / 5
    path = QPainterPath()
    path.moveTo(left, bottom)
    path.lineTo(left, top)
    for index in range(5):
        x0 = left + index * merlon
        if index % 2 == 0:
            height = merlon * 0.9
            if broken and index == 2:
                height = merlon * 0.1
            elif broken and index == 4:
                height = merlon * 0.45
            path.lineTo(x0, top - height if index else top - height)
            path.lineTo(x0 + merlon, top - height)
            path.lineTo(x0 + merlon, top)
        else:
            path.lineTo(x0 + merlon, top)
    if broken:  # a bite out of the right wall
        path.lineTo(right, top + (bottom - top) * 0.25)
        path.lineTo(right - merlon * 0.7, top + (bottom - top) * 0.45)
        path.lineTo(right, top + (bottom - top) * 0.6)
    path.lineTo(right, bottom)
    path.closeSubpath()
    door = QPainterPath()
    door_w = (right - left) * 0.3
    door_x = x + w / 2 - door_w / 2
    door_top = bottom - (bottom - top) * 0.5
    door.moveTo(door_x, bottom)
    door.lineTo(door_x, door_top + door_w / 2)
    door.arcTo(QRectF(door_x, door_top, door_w, door_w), 180, -180)
    door.lineTo(door_x + door_w, bottom)
    door.closeSubpath()
    return path.subtracted(door)


def draw_fort(painter: QPainter, rect: QRectF, glow: bool = False) -> None:
    """A living fort: a stone castle with battlements and a flag."""
    if glow:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 214, 90, 120))
        painter.drawEllipse(rect.adjusted(-rect.width() * 0.05, -rect.height() * 0.05,
                                          rect.width() * 0.05, rect.height() * 0.05))
    path = _castle(rect, False)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, STONE.lighter(120))
    gradient.setColorAt(1.0, STONE)
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(STONE_DARK, max(1.0, rect.width() * 0.05)))
    painter.drawPath(path)
    # the flag
    pole_x = rect.center().x()
    top = rect.y() + rect.height() * 0.36 - rect.height() * 0.12
    painter.setPen(QPen(STONE_DARK, max(1.0, rect.width() * 0.035)))
    painter.drawLine(QPointF(pole_x, top), QPointF(pole_x, rect.y() + rect.height() * 0.06))
    flag = QPainterPath()
    flag.moveTo(pole_x, rect.y() + rect.height() * 0.06)
    flag.lineTo(pole_x + rect.width() * 0.24, rect.y() + rect.height() * 0.11)
    flag.lineTo(pole_x, rect.y() + rect.height() * 0.17)
    flag.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#c0392b"))
    painter.drawPath(flag)


def draw_ruin(painter: QPainter, rect: QRectF) -> None:
    """A ruin: a broken grey castle."""
    path = _castle(rect, True)
    painter.setBrush(QColor("#a39d93"))
    painter.setPen(QPen(QColor("#6f6a61"), max(1.0, rect.width() * 0.045)))
    painter.drawPath(path)
    hatch = QBrush(QColor("#7f796f"), Qt.BrushStyle.BDiagPattern)
    painter.setBrush(hatch)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(path)


_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.28, 0.28), (0.72, 0.72)],
    3: [(0.28, 0.28), (0.5, 0.5), (0.72, 0.72)],
    4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
    5: [(0.28, 0.28), (0.72, 0.28), (0.5, 0.5), (0.28, 0.72), (0.72, 0.72)],
    6: [(0.28, 0.25), (0.72, 0.25), (0.28, 0.5), (0.72, 0.5), (0.28, 0.75), (0.72, 0.75)],
}


def draw_die(painter: QPainter, rect: QRectF, value: int | None) -> None:
    """A die showing *value* (blank with a question mark when None), tinted by
    the colour of the value it kills."""
    radius = rect.width() * 0.18
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 50))
    painter.drawRoundedRect(rect.translated(rect.width() * 0.05, rect.height() * 0.07),
                            radius, radius)
    painter.setBrush(QColor("#fffdf7"))
    edge = value_colour(value) if value else QColor("#a89a80")
    painter.setPen(QPen(edge, max(1.5, rect.width() * 0.06)))
    painter.drawRoundedRect(rect, radius, radius)
    if not value:
        painter.setFont(fit_font(painter, rect.height() * 0.55))
        painter.setPen(QColor("#a89a80"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(value_colour(value).darker(120))
    pip = rect.width() * 0.1
    for fx, fy in _PIPS[value]:
        painter.drawEllipse(QPointF(rect.x() + fx * rect.width(), rect.y() + fy * rect.height()),
                            pip, pip)
