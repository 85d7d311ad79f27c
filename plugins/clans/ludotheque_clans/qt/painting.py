"""Drawing the Clans board: the map, the pieces, the marks of the player's choices
onto a :class:`QPainter` (no interaction state, no translation); the panel beside
the map is :mod:`.panel`'s.

The board widget says what to draw: the position and a :class:`Marks` (selection,
hover, keyboard cursor, the move being animated).  Everything on the map is drawn in board units
(:data:`~.geometry.MAP`), scaled to the widget by :class:`~.geometry.BoardLayout`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Set
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

from ..rules.board import CENTRES, REGION, TERRAIN
from ..rules.moves import Migration
from ..rules.state import ClansState
from .geometry import (
    FRAME,
    MAP,
    BoardLayout,
    land_outline,
    links_without_border,
    shared_edges,
    territory_cells,
    unlinked_neighbours,
)
from .pieces import HUT, VILLAGE_RADIUS, anchor, hut_stack, label_rect, village_parts

__all__ = ["CLAN_COLOURS", "INK", "TERRAIN_COLOURS", "Marks", "paint_background", "paint_board",
           "paint_hut", "render_map"]

CLAN_COLOURS = (QColor("#d0362b"), QColor("#f0c02c"), QColor("#2f6ccf"), QColor("#3d9a48"),
                QColor("#f4f1e8"))
"""The huts' colours: red, yellow, blue, green, white."""
TERRAIN_COLOURS = (QColor("#5f8d46"), QColor("#a39482"), QColor("#dcc57f"), QColor("#9ccb68"))
"""Forest, mountain, steppe, grassland."""
_WATER = QColor("#7fa9b8")
INK = QColor("#3b2a14")
_GOLD = QColor("#ffcc33")
_GREEN_HI = QColor("#e8ff7a")
_PENDING = QColor("#ff8a1f")


@dataclass(frozen=True)
class Marks:
    """What the board marks over the position: the player's choices and the animation."""

    active: bool = False
    """Whether the player may move now (the highlights are drawn only then)."""
    show_legal_moves: bool = True
    """Whether every territory whose huts may move is outlined."""
    targets: Mapping[int, Set[int]] = field(default_factory=dict)
    """The legal migrations: each source with its targets."""
    choices: frozenset[int] = frozenset()
    """The pending villages the player may found next."""
    selected: int | None = None
    """The territory whose huts the player chose to move."""
    pointed: int = 0
    """The territory under the pointer or the keyboard cursor (0: none)."""
    cursor: int = 0
    """The territory the keyboard cursor's ring is drawn round (0: none)."""
    last_move: Migration | None = None
    """The migration to mark with an arrow (None: none)."""
    moving: Migration | None = None
    """The migration being animated: its huts are drawn on their way."""
    previous: ClansState | None = None
    """The position before :attr:`moving`."""
    progress: float = 1.0
    """How far the moving huts have gone, 0 to 1."""


def paint_board(painter: QPainter, layout: BoardLayout, map_pixmap: QPixmap,
                state: ClansState | None, marks: Marks) -> None:
    """Draw the map (*map_pixmap*, from :func:`render_map`), the position and the
    marks (the background is :func:`paint_background`'s, the panel
    :func:`~.panel.paint_panel`'s)."""
    map_rect = layout.map_rect
    painter.drawPixmap(map_rect.topLeft(), map_pixmap)
    painter.save()
    painter.translate(map_rect.topLeft())
    painter.scale(layout.scale, layout.scale)
    painter.translate(-MAP[0], -MAP[1])
    if state is not None:
        _paint_highlights(painter, marks)
        _paint_last_move(painter, marks)
        _paint_territories(painter, state, marks)
    _paint_labels(painter, layout.scale)
    if marks.cursor:
        _paint_cursor(painter, marks.cursor)
    painter.restore()


def render_map(layout: BoardLayout, ratio: float) -> QPixmap:
    """The map without pieces (terrain, borders, rivers, fords) at the size of
    *layout*'s map for a device pixel *ratio*: it changes only with the size, so the
    widget keeps it."""
    map_rect = layout.map_rect
    pixmap = QPixmap(max(1, round(map_rect.width() * ratio)),
                     max(1, round(map_rect.height() * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(layout.scale, layout.scale)
    painter.translate(-MAP[0], -MAP[1])
    _paint_map(painter)
    painter.end()
    return pixmap


def paint_background(painter: QPainter, rect: QRectF) -> None:
    """The wooden table under the map and the panel."""
    gradient = QLinearGradient(0, 0, 0, rect.height())
    gradient.setColorAt(0, QColor("#6b4a2b"))
    gradient.setColorAt(1, QColor("#4a3019"))
    painter.fillRect(rect, gradient)


def _paint_map(painter: QPainter) -> None:
    frame = QRectF(QPointF(MAP[0], MAP[1]), QPointF(MAP[2], MAP[3]))
    water = QLinearGradient(frame.topLeft(), frame.bottomRight())
    water.setColorAt(0, _WATER.lighter(112))
    water.setColorAt(1, _WATER.darker(108))
    painter.setPen(QPen(QColor("#2d1d0c"), FRAME))
    painter.setBrush(water)
    half = FRAME / 2
    painter.drawRoundedRect(frame.adjusted(half, half, -half, -half), 26, 26)
    # A light surf along the coast.
    painter.setPen(QPen(QColor(225, 240, 244, 110), 7, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in land_outline()]))
    cells = territory_cells()
    # Shadowed land.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 40, 50, 70))
    for cell in cells[1:]:
        painter.drawPolygon(QPolygonF([QPointF(x + 4, y + 5) for x, y in cell.points]))
    for cell in cells[1:]:
        polygon = QPolygonF([QPointF(x, y) for x, y in cell.points])
        base = TERRAIN_COLOURS[TERRAIN[cell.territory]]
        cx, cy = CENTRES[cell.territory]
        gradient = QRadialGradient(cx - 20, cy - 25, 150)
        gradient.setColorAt(0, base.lighter(118))
        gradient.setColorAt(1, base.darker(108))
        painter.setBrush(gradient)
        painter.drawPolygon(polygon)
        painter.save()
        path = QPainterPath()
        path.addPolygon(polygon)
        painter.setClipPath(path)
        _paint_texture(painter, cell.territory)
        painter.restore()
    unlinked = unlinked_neighbours()
    for a, b, p, q in shared_edges():
        line = (QPointF(*p), QPointF(*q))
        if frozenset((a, b)) in unlinked:
            painter.setPen(QPen(QColor("#5f93b0"), 7, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(*line)
            painter.setPen(QPen(QColor("#a9d1e0"), 2.2))
            painter.drawLine(*line)
        elif REGION[a] != REGION[b]:
            painter.setPen(QPen(QColor("#2d1d0c"), 4.2, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(*line)
        else:
            painter.setPen(QPen(QColor(45, 29, 12, 120), 1.4, Qt.PenStyle.DashLine))
            painter.drawLine(*line)
    for cell in cells[1:]:
        painter.setPen(QPen(QColor("#2d1d0c"), 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        n = len(cell.points)
        for k, beyond in enumerate(cell.beyond):
            if beyond == 0:
                painter.drawLine(QPointF(*cell.points[k]), QPointF(*cell.points[(k + 1) % n]))
    # Fords: links whose territories do not touch on the drawing.
    painter.setPen(QPen(QColor("#6b4a2b"), 5, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap))
    for pair in links_without_border():
        a, b = sorted(pair)
        (ax, ay), (bx, by) = CENTRES[a], CENTRES[b]
        painter.drawLine(QPointF(ax + (bx - ax) * 0.3, ay + (by - ay) * 0.3),
                         QPointF(ax + (bx - ax) * 0.7, ay + (by - ay) * 0.7))


def _paint_labels(painter: QPainter, scale: float) -> None:
    """The territories' numbers, over everything (:func:`~.pieces.label_rect` keeps
    them clear of the pieces), at least 8 pixels high while they fit their plate."""
    font = QFont()
    font.setPixelSize(round(min(16.0, max(12.0, 8.0 / max(scale, 0.01)))))
    font.setBold(True)
    painter.setFont(font)
    for territory in range(1, 61):
        left, top, right, bottom = label_rect(territory)
        rect = QRectF(left, top, right - left, bottom - top)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#efe4c6"))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setPen(QColor(40, 25, 10, 210))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(territory))


def _paint_cursor(painter: QPainter, territory: int) -> None:
    """The keyboard cursor: a white dashed ring round its territory."""
    path = _cell_path(territory)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(40, 25, 10, 170), 7, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    painter.setPen(QPen(QColor("#ffffff"), 3.5, Qt.PenStyle.DashLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)


def _paint_texture(painter: QPainter, territory: int) -> None:
    terrain = TERRAIN[territory]
    cx, cy = CENTRES[territory]
    seed = territory * 7919
    dark = TERRAIN_COLOURS[terrain].darker(135)
    painter.setPen(QPen(dark, 1.6))
    for _ in range(14):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        angle = (seed % 628) / 100.0
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        dist = 38 + seed % 70
        x, y = cx + math.cos(angle) * dist, cy + math.sin(angle) * dist * 0.8
        if terrain == 0:    # forest: little trees
            painter.setBrush(dark)
            painter.drawPolygon(QPolygonF([QPointF(x, y - 9), QPointF(x - 6, y + 4),
                                           QPointF(x + 6, y + 4)]))
            painter.drawLine(QPointF(x, y + 4), QPointF(x, y + 8))
        elif terrain == 1:  # mountain: peaks
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolyline(QPolygonF([QPointF(x - 9, y + 5), QPointF(x - 2, y - 6),
                                            QPointF(x + 2, y - 1), QPointF(x + 5, y - 5),
                                            QPointF(x + 11, y + 5)]))
        elif terrain == 2:  # steppe: dry grass strokes
            painter.drawLine(QPointF(x - 5, y + 3), QPointF(x - 7, y - 4))
            painter.drawLine(QPointF(x, y + 3), QPointF(x, y - 6))
            painter.drawLine(QPointF(x + 5, y + 3), QPointF(x + 7, y - 4))
        else:               # grassland: tufts
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawArc(QRectF(x - 6, y - 3, 6, 8), 0, 180 * 16)
            painter.drawArc(QRectF(x, y - 3, 6, 8), 0, 180 * 16)


def _cell_path(territory: int) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in territory_cells()[territory].points]))
    path.closeSubpath()
    return path


def _paint_highlights(painter: QPainter, marks: Marks) -> None:
    if not marks.active:
        return
    show = marks.show_legal_moves
    sources = marks.targets.keys()
    pointed = marks.pointed
    if marks.selected is not None:
        painter.setPen(QPen(_GOLD, 6))
        painter.setBrush(QColor(255, 220, 90, 70))
        painter.drawPath(_cell_path(marks.selected))
        for target in marks.targets.get(marks.selected, ()):
            strong = target == pointed
            painter.setPen(QPen(_GREEN_HI, 6 if strong else 3.5))
            painter.setBrush(QColor(230, 255, 120, 110 if strong else 50))
            painter.drawPath(_cell_path(target))
        return
    if show:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 230, 140, 150), 2.2, Qt.PenStyle.DashLine))
        for source in sources:
            painter.drawPath(_cell_path(source))
    if pointed in sources:
        painter.setPen(QPen(_GOLD, 5))
        painter.setBrush(QColor(255, 220, 90, 60))
        painter.drawPath(_cell_path(pointed))
        if show:
            for target in marks.targets[pointed]:
                painter.setPen(QPen(_GREEN_HI, 3, Qt.PenStyle.DashLine))
                painter.setBrush(QColor(230, 255, 120, 40))
                painter.drawPath(_cell_path(target))


def _paint_last_move(painter: QPainter, marks: Marks) -> None:
    move = marks.last_move
    if move is None:
        return
    (ax, ay), (bx, by) = anchor(move.source), anchor(move.target)
    angle = math.atan2(by - ay, bx - ax)
    start = QPointF(ax + math.cos(angle) * 10, ay + math.sin(angle) * 10)
    end = QPointF(bx - math.cos(angle) * 34, by - math.sin(angle) * 34)
    painter.setPen(QPen(QColor(255, 250, 235, 200), 6, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    painter.drawLine(start, end)
    head = QPolygonF([
        end + QPointF(math.cos(angle) * 12, math.sin(angle) * 12),
        end + QPointF(math.cos(angle + 2.4) * 14, math.sin(angle + 2.4) * 14),
        end + QPointF(math.cos(angle - 2.4) * 14, math.sin(angle - 2.4) * 14)])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 250, 235, 220))
    painter.drawPolygon(head)
    painter.setBrush(QColor(255, 250, 235, 160))
    painter.drawEllipse(QPointF(ax, ay), 7, 7)


def _paint_territories(painter: QPainter, state: ClansState, marks: Marks) -> None:
    shown = state
    moving, previous = marks.moving, marks.previous
    if moving is not None and previous is not None:
        shown = previous
    pending = set(state.pending)
    choices = marks.choices
    for index, village in enumerate(state.villages):
        _paint_village(painter, village, index + 1, state.values[index])
    for territory in pending:
        _paint_pending(painter, territory, territory in choices
                       and territory == marks.pointed)
    for territory in state.ignored:
        _paint_ignored(painter, territory)
    for territory in range(1, 61):
        if moving is not None and territory == moving.source:
            continue
        counts = shown.huts[territory]
        if shown.totals[territory]:
            x, y = anchor(territory)
            _paint_huts(painter, x, y, counts, total=not state.is_village(territory))
    if moving is not None and previous is not None:
        (ax, ay), (bx, by) = anchor(moving.source), anchor(moving.target)
        t = marks.progress
        t = t * t * (3 - 2 * t)
        lift = math.sin(t * math.pi) * 18
        _paint_huts(painter, ax + (bx - ax) * t, ay + (by - ay) * t - lift,
                    previous.huts[moving.source], shadow=lift)


def _paint_huts(painter: QPainter, x: float, y: float, counts: tuple[int, ...],
                shadow: float = 0.0, total: bool = True) -> None:
    """A stack of huts on (x, y), with the total of several colours unless *total*
    is False (a village shows its value instead)."""
    stack = hut_stack(x, y, counts)
    if shadow:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawEllipse(QPointF(x, y + shadow + 10), HUT * 1.7, 8)
    font = QFont()
    font.setPixelSize(12)
    font.setBold(True)
    painter.setFont(font)
    for colour, hx, hy, _ in stack.huts:
        paint_hut(painter, hx, hy, HUT, CLAN_COLOURS[colour])
    for (left, top, right, bottom), (_, _, _, count) in zip(
            stack.count_rects(), [h for h in stack.huts if h[3] > 1]):
        _paint_count(painter, QRectF(left, top, right - left, bottom - top), count)
    if stack.total is not None and total:
        bx, by, count = stack.total
        painter.setPen(QPen(QColor("#fff6df"), 1.5))
        painter.setBrush(QColor("#3b2a14"))
        painter.drawEllipse(QPointF(bx, by), 10, 10)
        font.setPixelSize(13)
        painter.setFont(font)
        painter.drawText(QRectF(bx - 10, by - 10, 20, 20), Qt.AlignmentFlag.AlignCenter,
                         str(count))


def paint_hut(painter: QPainter, x: float, y: float, size: float, colour: QColor) -> None:
    """A small hut: walls, a pointed roof, a door; centred on (x, y)."""
    half = size / 2
    body = QPolygonF([
        QPointF(x - half, y - half * 0.1), QPointF(x, y - half * 1.15),
        QPointF(x + half, y - half * 0.1), QPointF(x + half * 0.82, y + half),
        QPointF(x - half * 0.82, y + half)])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawPolygon(body.translated(1.8, 2.2))
    gradient = QLinearGradient(x - half, y - half, x + half, y + half)
    gradient.setColorAt(0, colour.lighter(125))
    gradient.setColorAt(1, colour.darker(118))
    painter.setPen(QPen(INK, 1.4))
    painter.setBrush(gradient)
    painter.drawPolygon(body)
    painter.setPen(QPen(INK, 1.1))
    painter.drawLine(QPointF(x - half * 0.95, y - half * 0.1),
                     QPointF(x + half * 0.95, y - half * 0.1))
    painter.setBrush(INK)
    painter.drawRect(QRectF(x - size * 0.1, y + half * 0.3, size * 0.2, half * 0.7))


def _paint_count(painter: QPainter, rect: QRectF, count: int) -> None:
    painter.setPen(QPen(INK, 1))
    painter.setBrush(QColor("#fff6df"))
    painter.drawRoundedRect(rect, 5, 5)
    painter.setPen(INK)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(count))


def _paint_village(painter: QPainter, territory: int, number: int, value: int) -> None:
    x, y = anchor(territory)
    radius = VILLAGE_RADIUS
    _, flag_box, value_box = village_parts(x, y)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(60, 40, 20, 70))
    painter.drawEllipse(QPointF(x + 2, y + 3), radius, radius)
    painter.setBrush(QColor(250, 238, 205, 120))
    painter.drawEllipse(QPointF(x, y), radius, radius)
    # A palisade of stakes.
    painter.setPen(QPen(QColor("#5a3b1c"), 3.2, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    for k in range(22):
        angle = 2 * math.pi * k / 22
        painter.drawLine(QPointF(x + math.cos(angle) * (radius - 4),
                                 y + math.sin(angle) * (radius - 4)),
                         QPointF(x + math.cos(angle) * (radius + 3),
                                 y + math.sin(angle) * (radius + 3)))
    # Above it, a flag with the village's number and a badge with its value.
    flag = QRectF(QPointF(flag_box[0], flag_box[1]), QPointF(flag_box[2], flag_box[3]))
    painter.setPen(QPen(INK, 1.5))
    painter.setBrush(QColor("#8b1e1e") if value == 0 else QColor("#fff3cf"))
    painter.drawRoundedRect(flag, 4, 4)
    font = QFont()
    font.setPixelSize(13)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#fff3cf") if value == 0 else INK)
    painter.drawText(flag, Qt.AlignmentFlag.AlignCenter, str(number))
    value_rect = QRectF(QPointF(value_box[0], value_box[1]),
                        QPointF(value_box[2], value_box[3]))
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(QColor("#3b2a14"))
    painter.drawRoundedRect(value_rect, 8, 8)
    painter.setPen(QColor("#ffe08a"))
    painter.drawText(value_rect, Qt.AlignmentFlag.AlignCenter, f"{value}")


def _paint_pending(painter: QPainter, territory: int, hovered: bool) -> None:
    x, y = anchor(territory)
    painter.setPen(QPen(_PENDING, 6 if hovered else 4, Qt.PenStyle.DashLine))
    painter.setBrush(QColor(255, 160, 60, 90 if hovered else 45))
    painter.drawEllipse(QPointF(x, y), 40, 40)
    font = QFont()
    font.setPixelSize(20)
    font.setBold(True)
    painter.setFont(font)
    badge = QRectF(x - 13, y - VILLAGE_RADIUS - 26, 26, 24)
    painter.setPen(QPen(INK, 1.5))
    painter.setBrush(_PENDING)
    painter.drawRoundedRect(badge, 6, 6)
    painter.setPen(QColor("#fffbe8"))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "?")


def _paint_ignored(painter: QPainter, territory: int) -> None:
    x, y = anchor(territory)
    painter.setPen(QPen(QColor(80, 60, 40, 160), 3, Qt.PenStyle.DotLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(x, y), 36, 36)

# --- the panel ---------------------------------------------------------------------
