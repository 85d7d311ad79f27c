"""Drawing a Kanzé position onto a QPainter: the wooden table, the diamond of
hexagons, troops as pawns with their count, the Representatives, the marks of
the move being assembled, and the animation of the last move.

Every function draws what it is given and keeps no state: the board widget
decides what to mark (:class:`Marks`) and where things are (:class:`BoardGeometry`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from ..plugin import SEAT_COLOURS
from ..rules.board import CELLS, LETTERS, MAX_TROOPS, SIZE, index
from ..rules.moves import MoveTroops
from ..rules.state import KanzeState
from .animation import MoveEvent
from .geometry import SQRT3, BoardGeometry, hexagon

__all__ = ["GOLD", "INK", "Marks", "NEUTRAL", "PLAYER_COLOURS", "mix", "paint_arrow",
           "paint_background", "paint_board", "paint_pawn", "paint_ring", "paint_units"]

PLAYER_COLOURS = tuple(QColor(colour) for colour in SEAT_COLOURS)
"""The colour of each army: its cells (lightened), its Representative's base and
its card (the game's seat colours)."""
NEUTRAL = QColor("#efe3c4")
INK = QColor("#3b2a17")
GOLD = QColor("#e2b43c")

# Pawn positions for 1..7 troops without the Representative, in units of the cell size.
_CLUSTERS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.0, -0.05),),
    2: ((-0.2, -0.05), (0.2, -0.05)),
    3: ((-0.22, 0.08), (0.22, 0.08), (0.0, -0.22)),
    4: ((-0.2, -0.2), (0.2, -0.2), (-0.2, 0.12), (0.2, 0.12)),
    5: ((-0.3, -0.2), (0.0, -0.2), (0.3, -0.2), (-0.15, 0.12), (0.15, 0.12)),
    6: ((-0.3, -0.2), (0.0, -0.2), (0.3, -0.2), (-0.3, 0.12), (0.0, 0.12), (0.3, 0.12)),
    7: ((-0.2, -0.25), (0.2, -0.25), (-0.4, 0.0), (0.0, 0.0), (0.4, 0.0), (-0.2, 0.25),
        (0.2, 0.25)),
}


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """*a* blended towards *b* by *t* (0: a, 1: b)."""
    return QColor(round(a.red() + (b.red() - a.red()) * t),
                  round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t),
                  round(a.alpha() + (b.alpha() - a.alpha()) * t))


def _cell_fill(owner: int) -> QColor:
    return NEUTRAL if owner < 0 else mix(PLAYER_COLOURS[owner], NEUTRAL, 0.45)


@dataclass
class Marks:
    """What the board marks over the cells besides their contents."""

    sources: set[int] = field(default_factory=set)
    """Cells a move may start from (a pale ring)."""
    targets: set[int] = field(default_factory=set)
    """Destinations of the chosen source (a glow: red to attack, green to move)."""
    recruits: set[int] = field(default_factory=set)
    """Cells that may receive a recruit (a yellow glow)."""
    hover: int | None = None
    """The playable cell under the pointer (lightened)."""
    src: int | None = None
    """The chosen source (a gold ring)."""
    dst: int | None = None
    """The chosen destination (a stronger glow)."""
    cursor: int | None = None
    """The keyboard cursor's cell, when shown (a dashed white ring)."""
    last_move: MoveTroops | None = None
    """The last move, drawn as an arrow."""
    flipped: list[int] = field(default_factory=list)
    """The cells the last move's influence flipped (a dashed ring)."""
    hint: MoveTroops | None = None
    """The suggested move, drawn as a green arrow."""


def paint_background(painter: QPainter, rect: QRectF) -> None:
    """The wooden table under everything."""
    wood = QLinearGradient(rect.topLeft(), rect.bottomRight())
    wood.setColorAt(0.0, QColor("#7a5230"))
    wood.setColorAt(0.5, QColor("#8d6139"))
    wood.setColorAt(1.0, QColor("#6a4526"))
    painter.fillRect(rect, wood)
    # a few soft grain lines
    painter.setPen(QPen(QColor(60, 35, 15, 28), 2))
    step = max(rect.height() / 18, 12.0)
    y = step / 2
    while y < rect.height():
        path = QPainterPath(QPointF(0, y))
        path.cubicTo(QPointF(rect.width() * 0.3, y - step * 0.3),
                     QPointF(rect.width() * 0.6, y + step * 0.3), QPointF(rect.width(), y))
        painter.drawPath(path)
        y += step


def paint_board(painter: QPainter, geometry: BoardGeometry, font: QFont, state: KanzeState,
                marks: Marks, event: MoveEvent | None = None, shown: KanzeState | None = None,
                phase: float = 1.0) -> None:
    """The diamond with *state*'s cells and units, and *marks*.

    :param event: the last move while it is being animated (None: no animation).
    :param shown: the position drawn during the animation (the one before a troop
        move while the troops travel; None: *state*).
    :param phase: the progress within the animation's phase (0 to 1).
    """
    s = geometry.size
    centres = geometry.centres
    if shown is None:
        shown = state
    travelling = event is not None and shown is not state and isinstance(event.move, MoveTroops)
    # shadow and rim of the whole diamond
    outline = QPainterPath()
    for cell in range(CELLS):
        outline.addPolygon(hexagon(centres[cell], s * 1.12))
    outline = outline.simplified()
    painter.setPen(Qt.PenStyle.NoPen)
    for spread, alpha in ((10, 30), (6, 40), (3, 60)):
        painter.setBrush(QColor(20, 10, 0, alpha))
        painter.drawPath(outline.translated(spread * 0.4, spread * 0.8))
    rim = QLinearGradient(QPointF(0, centres[CELLS - 1].y() - s),
                          QPointF(0, geometry.origin.y() + s))
    rim.setColorAt(0, QColor("#5a3a1c"))
    rim.setColorAt(1, QColor("#3e2711"))
    painter.setBrush(rim)
    painter.drawPath(outline)
    flip_phase = phase if event is not None and shown is state else 1.0
    for cell in range(CELLS):
        centre = centres[cell]
        cell_shape = hexagon(centre, s * 0.97)
        fill = _cell_fill(shown.owner[cell])
        if event is not None and cell in event.flips and shown is state:
            old = event.before.owner[cell]
            fill = mix(_cell_fill(old), fill, min(1.0, flip_phase * 2))
        gradient = QLinearGradient(QPointF(centre.x(), centre.y() - s),
                                   QPointF(centre.x(), centre.y() + s))
        gradient.setColorAt(0, fill.lighter(112))
        gradient.setColorAt(1, fill.darker(106))
        painter.setBrush(gradient)
        painter.setPen(QPen(INK, max(1.0, s * 0.05)))
        painter.drawPolygon(cell_shape)
        if cell == marks.hover:
            painter.setBrush(QColor(255, 255, 255, 60))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPolygon(cell_shape)
    if marks.last_move is not None:
        paint_arrow(painter, geometry, marks.last_move.src, marks.last_move.dst,
                    QColor(255, 236, 170, 210))
    for cell in marks.flipped:
        colour = QColor(PLAYER_COLOURS[state.owner[cell]] if state.owner[cell] >= 0 else INK)
        paint_ring(painter, geometry, cell, colour.darker(120), 0.72, 0.06, dashed=True)
    for cell in marks.sources:
        paint_ring(painter, geometry, cell, QColor(255, 240, 190, 150), 0.84, 0.06)
    for cell in marks.targets:
        enemy = state.owner[cell] == 1 - state.mover
        colour = QColor("#ff5a36") if enemy else QColor("#7cf08a")
        _paint_target(painter, geometry, cell, colour, cell == marks.dst)
    for cell in marks.recruits:
        _paint_target(painter, geometry, cell, QColor("#ffd65a"), False)
    if marks.src is not None:
        paint_ring(painter, geometry, marks.src, GOLD, 0.9, 0.11)
    if marks.cursor is not None:
        paint_ring(painter, geometry, marks.cursor, QColor("#ffffff"), 0.78, 0.05, dashed=True)
    if marks.hint is not None:
        paint_arrow(painter, geometry, marks.hint.src, marks.hint.dst, QColor(90, 220, 120, 200))
    # contents
    for cell in range(CELLS):
        troops = shown.troops[cell]
        rep = shown.reps[0] == cell or shown.reps[1] == cell
        if travelling and event is not None and isinstance(event.move, MoveTroops) \
                and cell == event.move.src:
            troops -= event.move.count
            rep = rep and not event.move.rep
        if troops or rep:
            paint_units(painter, font, centres[cell], troops, shown.owner[cell] if rep else -1, s)
    _paint_labels(painter, geometry, font)
    if event is not None:
        _paint_event(painter, geometry, font, event, shown is not state, phase)


def paint_ring(painter: QPainter, geometry: BoardGeometry, cell: int, colour: QColor,
               radius: float, width: float, dashed: bool = False) -> None:
    """A hexagonal ring inside *cell*; *radius* and *width* in cell sizes."""
    pen = QPen(colour, max(1.5, geometry.size * width))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(geometry.cell_hexagon(cell, radius))


def _paint_target(painter: QPainter, geometry: BoardGeometry, cell: int, colour: QColor,
                  chosen: bool) -> None:
    centre = geometry.centres[cell]
    s = geometry.size
    glow = QRadialGradient(centre, s)
    inner = QColor(colour)
    inner.setAlpha(0 if not chosen else 90)
    outer = QColor(colour)
    outer.setAlpha(120 if not chosen else 190)
    glow.setColorAt(0.55, inner)
    glow.setColorAt(1.0, outer)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(glow)
    painter.drawPolygon(hexagon(centre, s * 0.95))
    paint_ring(painter, geometry, cell, colour, 0.86, 0.07 if chosen else 0.045)


def paint_arrow(painter: QPainter, geometry: BoardGeometry, src: int, dst: int,
                colour: QColor) -> None:
    """An arrow from cell *src* to cell *dst*."""
    a, b = geometry.centres[src], geometry.centres[dst]
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy)
    if length < 1:
        return
    ux, uy = dx / length, dy / length
    s = geometry.size
    start = QPointF(a.x() + ux * s * 0.35, a.y() + uy * s * 0.35)
    end = QPointF(b.x() - ux * s * 0.55, b.y() - uy * s * 0.55)
    outline = QColor(60, 35, 10, colour.alpha())
    painter.setPen(QPen(outline, s * 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(start, end)
    pen = QPen(colour, s * 0.12, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(start, end)
    head = QPolygonF([
        QPointF(b.x() - ux * s * 0.3, b.y() - uy * s * 0.3),
        QPointF(end.x() - uy * s * 0.25 - ux * s * 0.1, end.y() + ux * s * 0.25 - uy * s * 0.1),
        QPointF(end.x() + uy * s * 0.25 - ux * s * 0.1, end.y() - ux * s * 0.25 - uy * s * 0.1),
    ])
    painter.setPen(QPen(outline, s * 0.04))
    painter.setBrush(colour)
    painter.drawPolygon(head)


def paint_pawn(painter: QPainter, foot: QPointF, height: float, colour: QColor,
               crown: bool = False, base: QColor | None = None) -> None:
    """A pawn standing on *foot* (the middle of its base); with *crown*, the
    Representative; *base*: a coloured disc under it."""
    h = height
    x, y = foot.x(), foot.y()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawEllipse(QPointF(x + h * 0.06, y + h * 0.02), h * 0.36, h * 0.1)
    if base is not None:
        painter.setBrush(base)
        painter.setPen(QPen(QColor(255, 255, 255, 200), max(1.0, h * 0.04)))
        painter.drawEllipse(QPointF(x, y - h * 0.02), h * 0.42, h * 0.13)
    body = QPainterPath()
    body.moveTo(x - h * 0.3, y)
    body.quadTo(x - h * 0.3, y - h * 0.28, x - h * 0.1, y - h * 0.45)
    body.lineTo(x + h * 0.1, y - h * 0.45)
    body.quadTo(x + h * 0.3, y - h * 0.28, x + h * 0.3, y)
    body.closeSubpath()
    body.addEllipse(QPointF(x, y - h * 0.62), h * 0.2, h * 0.2)
    shade = QLinearGradient(QPointF(x - h * 0.3, 0), QPointF(x + h * 0.3, 0))
    shade.setColorAt(0, colour.lighter(175))
    shade.setColorAt(0.45, colour)
    shade.setColorAt(1, colour.darker(170))
    painter.setBrush(shade)
    painter.setPen(QPen(colour.darker(250), max(0.8, h * 0.035)))
    painter.drawPath(body.simplified())
    if crown:
        top = y - h * 0.8
        crown_path = QPainterPath()
        w = h * 0.22
        crown_path.moveTo(x - w, top + h * 0.06)
        crown_path.lineTo(x - w, top - h * 0.12)
        crown_path.lineTo(x - w / 2, top - h * 0.03)
        crown_path.lineTo(x, top - h * 0.16)
        crown_path.lineTo(x + w / 2, top - h * 0.03)
        crown_path.lineTo(x + w, top - h * 0.12)
        crown_path.lineTo(x + w, top + h * 0.06)
        crown_path.closeSubpath()
        painter.setBrush(GOLD)
        painter.setPen(QPen(QColor("#7a5a10"), max(0.8, h * 0.03)))
        painter.drawPath(crown_path)


def paint_units(painter: QPainter, font: QFont, centre: QPointF, troops: int, rep_owner: int,
                s: float) -> None:
    """Troops as pawns, the Representative (if *rep_owner* >= 0) and the count, on a
    cell of size *s* around *centre*."""
    troop_colour = QColor("#2a2623")
    if rep_owner >= 0:
        height = s * 0.24
        for dx, dy in _CLUSTERS.get(min(troops, MAX_TROOPS), ()):
            paint_pawn(painter, QPointF(centre.x() + s * (0.27 + dx * 0.62),
                                        centre.y() + s * (0.05 + dy * 0.7)), height,
                       troop_colour)
        paint_pawn(painter, QPointF(centre.x() - s * (0.3 if troops else 0.0),
                                    centre.y() + s * 0.4), s * 0.62,
                   PLAYER_COLOURS[rep_owner], crown=True,
                   base=PLAYER_COLOURS[rep_owner].lighter(130))
    else:
        height = s * (0.34 if troops <= 4 else 0.3)
        for dx, dy in _CLUSTERS.get(troops, ()):
            paint_pawn(painter, QPointF(centre.x() + dx * s, centre.y() + (dy + 0.2) * s),
                       height, troop_colour)
    if troops:
        badge = QRectF(0, 0, s * 0.42, s * 0.34)
        badge.moveCenter(QPointF(centre.x() + (s * 0.27 if rep_owner >= 0 else 0.0),
                                 centre.y() + s * 0.62))
        painter.setPen(QPen(QColor(255, 255, 255, 200), max(1.0, s * 0.03)))
        painter.setBrush(QColor(30, 22, 14, 215))
        painter.drawRoundedRect(badge, s * 0.15, s * 0.15)
        digits = QFont(font)
        digits.setPixelSize(max(7, int(s * 0.27)))
        digits.setBold(True)
        painter.setFont(digits)
        painter.setPen(QColor("#fff6dc"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(troops))


def _paint_labels(painter: QPainter, geometry: BoardGeometry, font: QFont) -> None:
    """The letters and numbers along the four edges of the diamond."""
    s = geometry.size
    labels = QFont(font)
    labels.setPixelSize(max(8, int(s * 0.36)))
    labels.setBold(True)
    painter.setFont(labels)
    painter.setPen(QColor("#f3dfb4"))
    box = QRectF(0, 0, s, s * 0.6)
    for i in range(SIZE):
        for cell, (dq, dr), text in (
                (index(i, 0), (0, -1), LETTERS[i]),           # lower right edge
                (index(i, SIZE - 1), (0, 1), LETTERS[i]),     # upper left edge
                (index(0, i), (-1, 0), str(i + 1)),           # lower left edge
                (index(SIZE - 1, i), (1, 0), str(i + 1))):    # upper right edge
            centre = geometry.centres[cell]
            x = centre.x() + SQRT3 / 2 * s * (dq - dr) * 0.8
            y = centre.y() - 1.5 * s * (dq + dr) * 0.8
            box.moveCenter(QPointF(x, y))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _paint_event(painter: QPainter, geometry: BoardGeometry, font: QFont, event: MoveEvent,
                 travelling: bool, phase: float) -> None:
    """One frame of the animation of *event*: the troops on their way (while
    *travelling*), else the influence flips, the recruits and the battle."""
    s = geometry.size
    move = event.move
    if travelling and isinstance(move, MoveTroops):
        a, b = geometry.centres[move.src], geometry.centres[move.dst]
        t = QEasingCurve(QEasingCurve.Type.InOutCubic).valueForProgress(phase)
        spot = QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)
        paint_units(painter, font, spot, move.count, event.mover if move.rep else -1, s)
        return
    for cell in event.flips:
        centre = geometry.centres[cell]
        grow = 0.6 + 0.6 * phase
        colour = QColor(PLAYER_COLOURS[event.before.owner[cell] ^ 1])
        colour.setAlpha(int(230 * (1 - phase)))
        painter.setPen(QPen(colour, s * 0.12))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(hexagon(centre, s * grow))
    plus = QFont(font)
    plus.setPixelSize(max(8, int(s * 0.4)))
    plus.setBold(True)
    painter.setFont(plus)
    for cell in event.recruits:
        centre = geometry.centres[cell]
        box = QRectF(0, 0, s, s * 0.5)
        box.moveCenter(QPointF(centre.x() + s * 0.35, centre.y() - s * (0.3 + 0.5 * phase)))
        painter.setPen(QColor(255, 250, 200, int(255 * (1 - phase * phase))))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "+1")
    if isinstance(move, MoveTroops) and event.battle is not None:
        attack, defence = event.battle
        centre = geometry.centres[move.dst]
        alpha = 1.0 if phase < 0.7 else max(0.0, (1 - phase) / 0.3)
        flash = QRadialGradient(centre, s * (1.0 + 0.6 * phase))
        flash.setColorAt(0, QColor(255, 230, 120, int(200 * alpha)))
        flash.setColorAt(1, QColor(255, 80, 30, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(flash)
        painter.drawEllipse(centre, s * 1.6, s * 1.6)
        box = QRectF(0, 0, s * 2.6, s * 0.8)
        box.moveCenter(QPointF(centre.x(), centre.y() - s * 1.1))
        painter.setBrush(QColor(40, 20, 10, int(225 * alpha)))
        painter.setPen(QPen(QColor(255, 220, 150, int(255 * alpha)), max(1.0, s * 0.04)))
        painter.drawRoundedRect(box, s * 0.2, s * 0.2)
        strengths = QFont(font)
        strengths.setPixelSize(max(9, int(s * 0.48)))
        strengths.setBold(True)
        painter.setFont(strengths)
        painter.setPen(QColor(255, 246, 220, int(255 * alpha)))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, f"{attack}  ⚔  {defence}")
