"""Drawing helpers of the Clod board: wood, go stones, dice faces.

Pure painting functions (no widget state), so the board widget stays small.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

__all__ = ["NO_BRUSH", "NO_PEN", "PIPS", "BLACK_STONE", "WHITE_STONE", "paint_wood",
           "paint_stone", "paint_pips", "paint_die"]

NO_BRUSH = QBrush(Qt.BrushStyle.NoBrush)
"""An empty brush (passing the enum to setBrush repeatedly upsets some PySide6 builds)."""
NO_PEN = QPen(Qt.PenStyle.NoPen)
"""An invisible pen, for the same reason."""
BLACK_STONE = QColor(18, 18, 20)
"""The body of a black stone (Black's seat colour, ``GameInfo.seat_colors``)."""
WHITE_STONE = QColor(232, 228, 218)
"""The body of a white stone (White's seat colour)."""

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}
"""Pip centres of each die face, in a unit square (x right, y down)."""


def paint_wood(painter: QPainter, rect: QRectF, radius: float, seed: int) -> None:
    """A wooden slab with a soft shadow and grain lines (deterministic for *seed*)."""
    shadow = rect.translated(radius * 0.35, radius * 0.55)
    painter.setPen(NO_PEN)
    for spread, alpha in ((radius * 0.9, 28), (radius * 0.5, 40), (radius * 0.2, 55)):
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(shadow.adjusted(-spread, -spread, spread, spread),
                                radius + spread, radius + spread)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, QColor(236, 196, 128))
    gradient.setColorAt(0.45, QColor(222, 176, 106))
    gradient.setColorAt(1.0, QColor(196, 146, 80))
    painter.setBrush(gradient)
    painter.drawRoundedRect(rect, radius, radius)
    rng = random.Random(seed)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    painter.setClipPath(clip)
    lines = 26
    for index in range(lines):
        y0 = rect.top() + rect.height() * (index + rng.random() * 0.8) / lines
        amplitude = rect.height() * (0.004 + rng.random() * 0.012)
        waves = 1.0 + rng.random() * 2.0
        phase = rng.random() * math.tau
        path = QPainterPath(QPointF(rect.left(), y0))
        steps = 24
        for step in range(1, steps + 1):
            x = rect.left() + rect.width() * step / steps
            y = y0 + amplitude * math.sin(phase + waves * math.tau * step / steps)
            path.lineTo(x, y)
        dark = rng.random() < 0.6
        colour = QColor(120, 72, 30, 26 + rng.randrange(26)) if dark else \
            QColor(255, 232, 180, 30 + rng.randrange(25))
        painter.setPen(QPen(colour, max(0.6, rect.height() * (0.001 + rng.random() * 0.003))))
        painter.setBrush(NO_BRUSH)
        painter.drawPath(path)
    painter.restore()
    painter.setBrush(NO_BRUSH)
    painter.setPen(QPen(QColor(110, 66, 28, 150), max(1.0, radius * 0.12)))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(QColor(255, 240, 200, 90), max(1.0, radius * 0.08)))
    inner = rect.adjusted(radius * 0.15, radius * 0.15, -radius * 0.15, -radius * 0.15)
    painter.drawRoundedRect(inner, radius * 0.85, radius * 0.85)


def paint_stone(painter: QPainter, centre: QPointF, radius: float, white: bool,
                opacity: float = 1.0, shadow: bool = True) -> None:
    """A go stone: slate black or shell white, lit from the top left, with its shadow."""
    painter.save()
    painter.setOpacity(painter.opacity() * opacity)
    painter.setPen(NO_PEN)
    if shadow:
        offset = QPointF(radius * 0.10, radius * 0.16)
        gradient = QRadialGradient(centre + offset, radius * 1.12)
        gradient.setColorAt(0.78, QColor(0, 0, 0, 110))
        gradient.setColorAt(1.0, QColor(0, 0, 0, 0))
        painter.setBrush(gradient)
        painter.drawEllipse(centre + offset, radius * 1.12, radius * 1.12)
    light = centre - QPointF(radius * 0.38, radius * 0.42)
    body = QRadialGradient(centre, radius, light)
    if white:
        body.setColorAt(0.0, QColor(255, 255, 255))
        body.setColorAt(0.55, WHITE_STONE)
        body.setColorAt(0.9, QColor(205, 200, 188))
        body.setColorAt(1.0, QColor(170, 164, 152))
    else:
        body.setColorAt(0.0, QColor(118, 118, 122))
        body.setColorAt(0.22, QColor(52, 52, 56))
        body.setColorAt(0.75, BLACK_STONE)
        body.setColorAt(1.0, QColor(4, 4, 6))
    painter.setBrush(QBrush(body))
    painter.drawEllipse(centre, radius, radius)
    if white:
        painter.setBrush(NO_BRUSH)
        painter.setPen(QPen(QColor(120, 110, 92, 110), max(0.6, radius * 0.04)))
        painter.drawEllipse(centre, radius, radius)
        # The faint growth lines of a clamshell stone.
        painter.setBrush(NO_BRUSH)
        painter.setPen(QPen(QColor(150, 140, 120, 30), max(0.5, radius * 0.03)))
        for k in range(1, 5):
            arc = QRectF(centre.x() - radius * 1.6, centre.y() - radius * (0.4 + 0.28 * k),
                         radius * 3.2, radius * 2.0)
            painter.drawArc(arc, 200 * 16, 140 * 16)
    else:
        painter.setBrush(QColor(255, 255, 255, 38))
        painter.drawEllipse(light + QPointF(radius * 0.05, radius * 0.05),
                            radius * 0.28, radius * 0.18)
    painter.restore()


def paint_pips(painter: QPainter, cell: QRectF, face: int, mirror_x: bool, mirror_y: bool,
               colour: QColor, radius: float) -> None:
    """The pips of die *face* inside *cell*, mirrored with the board they are printed on."""
    painter.setPen(NO_PEN)
    painter.setBrush(colour)
    for x, y in PIPS[face]:
        if mirror_x:
            x = 1.0 - x
        if mirror_y:
            y = 1.0 - y
        painter.drawEllipse(QPointF(cell.left() + x * cell.width(),
                                    cell.top() + y * cell.height()), radius, radius)


def paint_die(painter: QPainter, centre: QPointF, size: float, face: int, angle: float = 0.0,
              dimmed: bool = False) -> None:
    """An ivory die showing *face*, turned by *angle* degrees."""
    painter.save()
    painter.translate(centre)
    painter.rotate(angle)
    half = size / 2
    rect = QRectF(-half, -half, size, size)
    painter.setPen(NO_PEN)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(rect.translated(size * 0.05, size * 0.08), size * 0.2, size * 0.2)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0.0, QColor(255, 252, 240))
    gradient.setColorAt(1.0, QColor(222, 214, 194))
    painter.setBrush(gradient)
    painter.setPen(QPen(QColor(150, 138, 110), max(1.0, size * 0.02)))
    painter.drawRoundedRect(rect, size * 0.2, size * 0.2)
    pip = QColor(180, 30, 30) if face == 1 else QColor(30, 26, 22)
    inner = rect.adjusted(size * 0.06, size * 0.06, -size * 0.06, -size * 0.06)
    paint_pips(painter, inner, face, False, False, pip, size * (0.1 if face == 1 else 0.075))
    if dimmed:
        painter.setPen(NO_PEN)
        painter.setBrush(QColor(60, 50, 40, 110))
        painter.drawRoundedRect(rect, size * 0.2, size * 0.2)
    painter.restore()
