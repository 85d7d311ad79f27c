"""Painting the mancala board: colours, drawing helpers and the whole board, no
interaction state.

Where things go is :class:`.geometry.BoardGeometry`'s; what to mark and every text
come from the widget (:class:`Marks`, already translated).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from ..rules.engine import LIFT, TAKE
from ..rules.state import MancalaState
from .geometry import BoardGeometry

__all__ = ["BoardPainter", "Marks", "SEAT_COLOURS", "STONE_COLOURS", "paint_board"]

STONE_COLOURS = (
    QColor("#e8dcc4"), QColor("#c9a26b"), QColor("#8c5a3c"), QColor("#d9cbb0"),
    QColor("#6f7d5a"), QColor("#a8643f"), QColor("#f1e6d0"), QColor("#4f5d6b"),
)
"""Seed colours: beans, cowries and river pebbles."""

SEAT_COLOURS = (QColor("#c4512f"), QColor("#2e6f9e"))
"""Each seat's colour (player 1, South, then player 2, North): the rim of its store
and the dot by its name (``GameInfo.seat_colors`` gives the same)."""

_GOLDEN = math.pi * (3 - math.sqrt(5))
_MAX_DRAWN = 40  # beyond this, a pit shows its count only on top of a full heap


def stone_offsets(count: int, width: float, height: float) -> list[tuple[float, float]]:
    """Sunflower positions of *count* stones in an ellipse of *width* x *height*."""
    drawn = min(count, _MAX_DRAWN)
    result = []
    for k in range(drawn):
        r = math.sqrt((k + 0.5) / max(drawn, 1))
        angle = k * _GOLDEN
        result.append((math.cos(angle) * r * width / 2, math.sin(angle) * r * height / 2))
    return result


class BoardPainter:
    """Draws a board with a :class:`QPainter` (stateless between calls)."""

    wood_light = QColor("#b07a45")
    wood_dark = QColor("#6e4522")
    pit_dark = QColor("#3d2411")
    pit_light = QColor("#7a5230")
    playable = QColor("#ffd166")
    selected = QColor("#fff3c4")
    last = QColor("#5ec8c0")
    relay = QColor("#ef7b45")
    cursor = QColor("#ffffff")
    text = QColor("#fbf3e4")

    def __init__(self, painter: QPainter, geometry: BoardGeometry) -> None:
        self.p = painter
        self.g = geometry

    # --- background ---------------------------------------------------------------

    def table(self, rect: QRectF) -> None:
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
        gradient.setColorAt(0.0, QColor("#2f5d4a"))
        gradient.setColorAt(1.0, QColor("#16302a"))
        self.p.fillRect(rect, QBrush(gradient))

    def board(self) -> None:
        p, g = self.p, self.g
        rect = g.board
        radius = g.unit * 0.55
        shadow = QPainterPath()
        shadow.addRoundedRect(rect.translated(g.unit * 0.06, g.unit * 0.1), radius, radius)
        p.fillPath(shadow, QColor(0, 0, 0, 110))
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, self.wood_light.lighter(112))
        gradient.setColorAt(0.5, self.wood_light)
        gradient.setColorAt(1.0, self.wood_dark)
        p.fillPath(path, QBrush(gradient))
        # wood grain: a few soft waves along the board
        p.save()
        p.setClipPath(path)
        grain = QPen(QColor(60, 30, 10, 38), max(1.0, g.unit * 0.025))
        p.setPen(grain)
        for k in range(9):
            y0 = rect.top() + rect.height() * (k + 0.5) / 9
            wave = QPainterPath(QPointF(rect.left(), y0))
            steps = 24
            for s in range(1, steps + 1):
                x = rect.left() + rect.width() * s / steps
                y = y0 + math.sin(s * 0.7 + k * 1.3) * g.unit * 0.05
                wave.lineTo(QPointF(x, y))
            p.drawPath(wave)
        p.restore()
        p.setPen(QPen(self.wood_dark.darker(130), max(1.0, g.unit * 0.03)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)

    # --- pits -----------------------------------------------------------------------

    def _pit_path(self, pos: int) -> QPainterPath:
        g = self.g
        path = QPainterPath()
        if pos in g.stores:
            rect = g.stores[pos]
            path.addRoundedRect(rect, rect.width() / 2, rect.width() / 2)
        else:
            path.addEllipse(g.centres[pos], g.radius, g.radius)
        return path

    def pit(self, pos: int, burnt: bool = False) -> None:
        p, g = self.p, self.g
        path = self._pit_path(pos)
        bounds = path.boundingRect()
        gradient = QRadialGradient(bounds.center() + QPointF(0, -bounds.height() * 0.18),
                                   max(bounds.width(), bounds.height()) * 0.62)
        if burnt:
            gradient.setColorAt(0.0, QColor("#2a2320"))
            gradient.setColorAt(1.0, QColor("#0f0c0b"))
        else:
            gradient.setColorAt(0.0, self.pit_dark)
            gradient.setColorAt(0.8, self.pit_light.darker(115))
            gradient.setColorAt(1.0, self.pit_light)
        p.fillPath(path, QBrush(gradient))
        p.setPen(QPen(QColor(255, 235, 200, 70), max(1.0, g.unit * 0.02)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        if burnt:
            pen = QPen(QColor(200, 90, 50, 170), max(1.5, g.unit * 0.05))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            c = bounds.center()
            d = g.radius * 0.45
            p.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
            p.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d))

    def store_rim(self, pos: int, colour: QColor) -> None:
        """The rim of store *pos* in its owner's seat colour."""
        p, g = self.p, self.g
        p.setPen(QPen(colour, max(1.5, g.unit * 0.05)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(self._pit_path(pos))

    def seat_label(self, store: int, at_bottom: bool, name: str, colour: QColor,
                   bounds: QRectF) -> None:
        """*name*, after a dot in the seat's *colour*, beside the seat's *store*: in the
        band of house counts outside the seat's row, centred on the store's column
        as far as the room allows between the edge of *bounds* (the widget) and the
        counts; a longer name is elided."""
        p, g = self.p, self.g
        rect = g.stores[store]
        board = g.board
        unit = g.unit
        if rect.center().x() < board.center().x():
            left = min(board.left(), bounds.left() + unit * 0.1)
            right = board.left() + 1.55 * unit
        else:
            left = board.right() - 1.55 * unit
            right = max(board.right(), bounds.right() - unit * 0.1)
        y = board.bottom() + 0.28 * unit if at_bottom else board.top() - 0.28 * unit
        font = QFont()
        font.setPixelSize(max(8, int(unit * 0.21)))
        metrics = QFontMetricsF(font)
        dot = unit * 0.085
        gap = unit * 0.07
        room = right - left - 2 * dot - gap
        text = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)
        width = 2 * dot + gap + metrics.horizontalAdvance(text)
        x = min(max(rect.center().x() - width / 2, left), right - width)
        p.setPen(QPen(QColor(255, 240, 210, 170), max(1.0, unit * 0.015)))
        p.setBrush(colour)
        p.drawEllipse(QPointF(x + dot, y), dot, dot)
        p.setFont(font)
        p.setPen(self.text)
        p.drawText(QRectF(x + 2 * dot + gap, y - unit * 0.2, width, unit * 0.4),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def ring(self, pos: int, colour: QColor, width: float, glow: bool = False) -> None:
        p = self.p
        path = self._pit_path(pos)
        if glow:
            halo = QColor(colour)
            halo.setAlpha(70)
            p.setPen(QPen(halo, width * 3.2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        p.setPen(QPen(colour, width))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)

    def focus_ring(self, pos: int, strong: bool = True) -> None:
        """The keyboard cursor on house *pos*: a bright ring just outside the pit
        (fainter when the board does not have the focus)."""
        p, g = self.p, self.g
        centre = g.point(pos)
        radius = g.radius + g.unit * 0.055
        colour = QColor(self.cursor)
        if not strong:
            colour.setAlpha(150)
        halo = QColor(0, 0, 0, 120)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(halo, g.unit * 0.075))
        p.drawEllipse(centre, radius, radius)
        p.setPen(QPen(colour, g.unit * 0.04))
        p.drawEllipse(centre, radius, radius)

    def number_tag(self, rect: QRectF, text: str) -> None:
        """A house number in a bright tag (the house under the keyboard cursor)."""
        p = self.p
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, int(self.g.unit * 0.17)))
        height = rect.height()
        width = max(height * 1.4, QFontMetricsF(font).horizontalAdvance(text) + height * 0.8)
        tag = QRectF(rect.center().x() - width / 2, rect.top(), width, height)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.cursor)
        p.drawRoundedRect(tag, height / 2, height / 2)
        p.setFont(font)
        p.setPen(QColor("#2b1a0c"))
        p.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)

    def stones(self, pos: int, count: int) -> None:
        if count <= 0:
            return
        p, g = self.p, self.g
        if pos in g.stores:
            rect = g.stores[pos]
            area_w, area_h = rect.width() * 0.66, rect.height() * 0.8
            centre = rect.center()
        else:
            area_w = area_h = g.radius * 1.45
            centre = g.centres[pos]
        drawn = min(count, _MAX_DRAWN)
        size = g.unit * (0.21 if drawn < 8 else 0.18 if drawn < 16 else 0.15 if drawn < 28
                         else 0.13)
        p.setPen(Qt.PenStyle.NoPen)
        for k, (dx, dy) in enumerate(stone_offsets(count, area_w - size, area_h - size)):
            colour = STONE_COLOURS[(pos * 7 + k * 5 + k // 3) % len(STONE_COLOURS)]
            x, y = centre.x() + dx, centre.y() + dy
            tilt = ((pos * 13 + k * 29) % 7 - 3) * 0.06
            p.setBrush(QColor(0, 0, 0, 90))
            p.drawEllipse(QPointF(x + size * 0.12, y + size * 0.18), size * 0.62, size * 0.5)
            gradient = QRadialGradient(QPointF(x - size * 0.22, y - size * 0.25), size * 0.9)
            gradient.setColorAt(0.0, colour.lighter(150))
            gradient.setColorAt(0.6, colour)
            gradient.setColorAt(1.0, colour.darker(150))
            p.setBrush(QBrush(gradient))
            p.save()
            p.translate(x, y)
            p.rotate(math.degrees(tilt * 6))
            p.drawEllipse(QPointF(0, 0), size * 0.6 * (1 + tilt), size * 0.48)
            p.restore()

    def count(self, pos: int, value: int, colour: QColor | None = None) -> None:
        p, g = self.p, self.g
        font = QFont()
        font.setBold(True)
        if pos in g.stores:
            rect = g.stores[pos]
            font.setPixelSize(max(9, int(g.unit * 0.36)))
            box = QRectF(rect.left() - g.unit * 0.2, rect.top() - g.unit * 0.36,
                         rect.width() + g.unit * 0.4, g.unit * 0.34)
            box.moveTop(g.board.top() - g.unit * 0.42)
            point_box = box
        else:
            font.setPixelSize(max(8, int(g.unit * 0.3)))
            centre = g.label_point(pos)
            point_box = QRectF(centre.x() - g.unit * 0.5, centre.y() - g.unit * 0.2,
                               g.unit, g.unit * 0.4)
        p.setFont(font)
        p.setPen(colour or self.text)
        p.drawText(point_box, Qt.AlignmentFlag.AlignCenter, str(value))

    def store_count(self, pos: int, value: int) -> None:
        """A store's count in a round badge at its foot."""
        p, g = self.p, self.g
        rect = g.stores[pos]
        r = g.unit * 0.27
        centre = QPointF(rect.center().x(), rect.bottom() + g.unit * 0.05)
        p.setPen(QPen(QColor(255, 240, 210, 160), max(1.0, g.unit * 0.02)))
        p.setBrush(QColor(40, 22, 10, 225))
        p.drawEllipse(centre, r * 1.25, r)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(9, int(g.unit * 0.3)))
        p.setFont(font)
        p.setPen(self.text)
        p.drawText(QRectF(centre.x() - r * 1.3, centre.y() - r, r * 2.6, r * 2),
                   Qt.AlignmentFlag.AlignCenter, str(value))

    def badge(self, centre: QPointF, text: str, colour: QColor) -> None:
        """A small round badge (seeds in hand during an animation)."""
        p, g = self.p, self.g
        r = g.unit * 0.2
        p.setPen(QPen(QColor(0, 0, 0, 120), max(1.0, g.unit * 0.02)))
        p.setBrush(colour)
        p.drawEllipse(centre, r * max(1.0, 0.55 * len(text)), r)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, int(g.unit * 0.24)))
        p.setFont(font)
        p.setPen(QColor("#2b1a0c"))
        p.drawText(QRectF(centre.x() - r * 2, centre.y() - r, r * 4, r * 2),
                   Qt.AlignmentFlag.AlignCenter, text)

    def caption(self, rect: QRectF, text: str, align: Qt.AlignmentFlag,
                size: float = 0.26, colour: QColor | None = None) -> None:
        font = QFont()
        font.setPixelSize(max(8, int(self.g.unit * size)))
        self.p.setFont(font)
        self.p.setPen(colour or QColor(240, 230, 210, 210))
        self.p.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, text)

    def arrow(self, points: Sequence[QPointF], colour: QColor) -> None:
        """A thin curved arrow along *points* (the sowing direction)."""
        if len(points) < 2:
            return
        p = self.p
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        pen = QPen(colour, max(1.0, self.g.unit * 0.03))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        tip, before = points[-1], points[-2]
        angle = math.atan2(tip.y() - before.y(), tip.x() - before.x())
        size = self.g.unit * 0.14
        head = QPainterPath(tip)
        head.lineTo(tip.x() - size * math.cos(angle - 0.5), tip.y() - size * math.sin(angle - 0.5))
        head.lineTo(tip.x() - size * math.cos(angle + 0.5), tip.y() - size * math.sin(angle + 0.5))
        head.closeSubpath()
        p.fillPath(head, colour)


# --- the whole board -------------------------------------------------------------------

@dataclass(frozen=True)
class Marks:
    """What the board shows besides the pits, decided by the widget."""

    board: tuple[int, ...]
    """The seeds in each position, as shown (an animation frame's)."""
    names: tuple[str, str]
    """Each seat's name, by its store."""
    colours: tuple[QColor, QColor]
    """Each seat's colour: its store's rim and the dot by its name."""
    playable: frozenset[int] = frozenset()
    """The houses ringed as playable."""
    bright_numbers: int | None = None
    """The player whose house numbers are bright (they may play now), or None."""
    last_origin: int | None = None
    """The house the last move was sown from, ringed."""
    hint: int | None = None
    """The suggested house."""
    hover: int | None = None
    """The playable house under the pointer."""
    cursor: int | None = None
    """The house under the keyboard cursor, shown."""
    cursor_strong: bool = True
    """Whether the cursor is drawn strongly (the board has the focus)."""
    focus: int | None = None
    """The position an animation frame acts on."""
    focus_kind: str = ""
    """What the frame does there (the sowing's lift, take or drop)."""
    hand: int = 0
    """The seeds in hand during the animation (a badge by :attr:`focus`)."""
    caption: str = ""
    """The line under the board (round, relay lap), "" for none."""


def paint_board(painter: QPainter, rect: QRectF, geometry: BoardGeometry | None,
                state: MancalaState | None, marks: Marks | None) -> None:
    """The table, the board, its pits and seeds, every mark and the captions (an empty
    table without a position)."""
    if geometry is None or state is None or marks is None:
        painter.fillRect(rect, QColor("#16302a"))
        return
    draw = BoardPainter(painter, geometry)
    draw.table(rect)
    draw.board()
    board = marks.board
    lay = state.lay
    burnt = set(lay.burnt)
    for pos in range(lay.size):
        draw.pit(pos, burnt=pos in burnt)
    for player, store in enumerate(lay.stores):
        draw.store_rim(store, marks.colours[player])
    unit = geometry.unit
    if marks.last_origin is not None:
        draw.ring(marks.last_origin, BoardPainter.last, unit * 0.06)
    for pos in marks.playable:
        draw.ring(pos, BoardPainter.playable, unit * 0.045, glow=True)
    if marks.hint is not None:
        draw.ring(marks.hint, QColor("#9ad96b"), unit * 0.06, glow=True)
    if marks.hover is not None:
        draw.ring(marks.hover, BoardPainter.selected, unit * 0.07, glow=True)
    if marks.cursor is not None:
        draw.focus_ring(marks.cursor, strong=marks.cursor_strong)
    if marks.focus is not None:
        colour = BoardPainter.relay if marks.focus_kind == LIFT else (
            QColor("#ff6b6b") if marks.focus_kind == TAKE else BoardPainter.selected)
        draw.ring(marks.focus, colour, unit * 0.07, glow=True)
    for pos in range(lay.size):
        draw.stones(pos, board[pos])
    for pos in range(lay.size):
        if pos in lay.stores:
            draw.store_count(pos, board[pos])
        elif pos not in burnt:
            draw.count(pos, board[pos])
    if marks.focus is not None and marks.hand > 0:
        centre = geometry.point(marks.focus)
        draw.badge(QPointF(centre.x() + geometry.radius * 0.8,
                           centre.y() - geometry.radius * 0.85),
                   str(marks.hand), BoardPainter.selected)
    _paint_captions(draw, geometry, state, marks, rect)


def _paint_captions(draw: BoardPainter, geometry: BoardGeometry, state: MancalaState,
                    marks: Marks, rect: QRectF) -> None:
    unit = geometry.unit
    board_rect = geometry.board
    # every house's number (as the history and the digit keys name it), the
    # mover's brighter when they may play
    for player in (0, 1):
        base = state.lay.bases[player]
        live = player == marks.bright_numbers
        for i in range(state.n):
            centre = geometry.centres[base + i]
            bottom_row = centre.y() > board_rect.center().y()
            y = centre.y() + (1 if bottom_row else -1) * (geometry.radius + unit * 0.12)
            box = QRectF(centre.x() - unit * 0.3, y - unit * 0.11, unit * 0.6, unit * 0.22)
            if base + i == marks.cursor:
                draw.number_tag(box, str(i + 1))
                continue
            draw.caption(box, str(i + 1), Qt.AlignmentFlag.AlignHCenter, size=0.17,
                         colour=QColor(255, 240, 210, 170 if live else 95))
    for player, store in enumerate(state.lay.stores):
        draw.seat_label(store, player == geometry.bottom, marks.names[player],
                        marks.colours[player], rect)
    if marks.caption:
        band = QRectF(board_rect.left(), board_rect.bottom() + unit * 0.5,
                      board_rect.width(), unit * 0.4)
        draw.caption(band, marks.caption, Qt.AlignmentFlag.AlignHCenter, size=0.26)
