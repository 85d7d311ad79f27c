"""Where things are on the Kanzé board: the diamond of hexagons, the side panel
and its buttons, and hit-testing.

The widget is split between the board and a panel: at the right on a wide widget,
below the board on a tall one.  The diamond stands on an acute corner (see
:mod:`~ludotheque_kanze.rules.board`); :attr:`BoardGeometry.size` is a hexagon's
radius, so the diamond is ``7·√3`` sizes wide and 20 sizes tall.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QPolygonF

from ..rules.board import CELLS, SIZE, coords

__all__ = ["BoardGeometry", "PANEL_MARGIN", "PANEL_PAD", "SQRT3", "hexagon"]

SQRT3 = math.sqrt(3.0)
PANEL_MARGIN = 8.0
"""The wood left around the panel's paper, in pixels."""
PANEL_PAD = 12.0
"""The margin inside the panel's paper, in pixels."""


def hexagon(centre: QPointF, radius: float) -> QPolygonF:
    """A pointy-topped hexagon of *radius* around *centre*."""
    return QPolygonF([QPointF(centre.x() + radius * math.cos(math.radians(a)),
                              centre.y() + radius * math.sin(math.radians(a)))
                      for a in (-90, -30, 30, 90, 150, 210)])


class BoardGeometry:
    """The layout of the board for one widget size (:meth:`layout`)."""

    def __init__(self) -> None:
        self.width = 0.0
        """The widget's width, in pixels."""
        self.height = 0.0
        """The widget's height, in pixels."""
        self.size = 10.0
        """A hexagon's radius, in pixels."""
        self.origin = QPointF(0, 0)
        """The centre of the bottom cell (a1)."""
        self.panel = QRectF()
        """The panel's area, wood included."""
        self.side = True
        """Whether the panel stands at the right of the board (else below it)."""
        self.centres: list[QPointF] = [QPointF() for _ in range(CELLS)]
        """The centre of each cell."""

    def layout(self, width: float, height: float) -> None:
        """Lay the board and the panel out in a widget of this size."""
        w, h = float(width), float(height)
        self.width, self.height = w, h
        side = w >= h * 1.15
        self.side = side
        if side:
            # The diamond is height-bound on a wide board: the panel takes what it
            # leaves (up to 320 px), so that its cards and buttons are not cramped.
            needed = h / (3 * SIZE - 1 + 1.6) * (SIZE * SQRT3 + 2.2)
            panel_w = max(200.0, min(320.0, max(w * 0.28, w - needed)))
            self.panel = QRectF(w - panel_w, 0, panel_w, h)
            board = QRectF(0, 0, w - panel_w, h)
        else:
            panel_h = max(120.0, min(h * 0.26, 200.0))
            self.panel = QRectF(0, h - panel_h, w, panel_h)
            board = QRectF(0, 0, w, h - panel_h)
        # the diamond is 7·√3 sizes wide and 20 sizes tall; keep a margin for labels
        size = min(board.width() / (SIZE * SQRT3 + 2.2), board.height() / (3 * SIZE - 1 + 1.6))
        self.size = max(size, 4.0)
        bottom = board.center().y() + 1.5 * self.size * (SIZE - 1)
        self.origin = QPointF(board.center().x(), bottom)
        s = self.size
        for cell in range(CELLS):
            q, r = coords(cell)
            self.centres[cell] = QPointF(self.origin.x() + SQRT3 / 2 * s * (q - r),
                                         self.origin.y() - 1.5 * s * (q + r))

    def cell_centre(self, cell: int) -> QPointF:
        """The centre of *cell* (a copy)."""
        return QPointF(self.centres[cell])

    def cell_at(self, point: QPointF) -> int | None:
        """The cell under *point*, or None."""
        best, best_d = None, self.size * 0.95
        for cell, centre in enumerate(self.centres):
            d = math.hypot(point.x() - centre.x(), point.y() - centre.y())
            if d < best_d:
                best, best_d = cell, d
        return best

    def cell_hexagon(self, cell: int, radius: float) -> QPolygonF:
        """The hexagon of *cell*, *radius* in cell sizes (1: the whole cell)."""
        return hexagon(self.centres[cell], self.size * radius)

    def panel_paper(self) -> QRectF:
        """The panel's sheet of paper: everything the panel shows (texts, cards,
        buttons) lies inside it."""
        return self.panel.adjusted(PANEL_MARGIN, PANEL_MARGIN, -PANEL_MARGIN, -PANEL_MARGIN)

    def panel_inner(self) -> QRectF:
        """The paper less its margin: where the panel's contents go."""
        return self.panel_paper().adjusted(PANEL_PAD, PANEL_PAD, -PANEL_PAD, -PANEL_PAD)

    def button_rects(self, hints: Sequence[QSize]) -> list[QRectF]:
        """Where the panel's two buttons go, given their size hints: at the foot of
        the panel, side by side when both fit at their natural width, else one above
        the other."""
        inner = self.panel_inner()
        height = float(max(34, *(hint.height() for hint in hints)))
        widest = float(max(hint.width() for hint in hints))
        gap = 8.0
        if self.side:
            if 2 * widest + gap <= inner.width():
                width = (inner.width() - gap) / 2
                return [QRectF(inner.left(), inner.bottom() - height, width, height),
                        QRectF(inner.left() + width + gap, inner.bottom() - height, width,
                               height)]
            return [QRectF(inner.left(), inner.bottom() - 2 * height - gap, inner.width(),
                           height),
                    QRectF(inner.left(), inner.bottom() - height, inner.width(), height)]
        # Below the board: a column at the right of the panel (a row if too low).
        width = min(max(widest, 110.0), inner.width() / 3)
        if 2 * height + gap <= inner.height():
            return [QRectF(inner.right() - width, inner.bottom() - 2 * height - gap, width,
                           height),
                    QRectF(inner.right() - width, inner.bottom() - height, width, height)]
        return [QRectF(inner.right() - 2 * width - gap, inner.bottom() - height, width,
                       height),
                QRectF(inner.right() - width, inner.bottom() - height, width, height)]

    def beside(self, src: int, dst: int, width: float, height: float) -> QPointF:
        """The top left corner of a box of this size beside *dst* (right, left, above
        or below), inside the widget, clear of *src* and *dst*, and off the panel if
        it can be (the chooser's place)."""
        s = self.size
        centre = self.centres[dst]
        candidates = [(centre.x() + s * 1.05, centre.y() - height / 2),
                      (centre.x() - s * 1.05 - width, centre.y() - height / 2),
                      (centre.x() - width / 2, centre.y() - s * 1.1 - height),
                      (centre.x() - width / 2, centre.y() + s * 1.1)]
        cells = [QRectF(self.centres[c].x() - s, self.centres[c].y() - s, 2 * s, 2 * s)
                 for c in (src, dst)]
        everywhere = QRectF(4, 4, self.width - 8, self.height - 8)
        board = QRectF(everywhere)
        if self.side:
            board.setRight(self.panel_paper().left() - 4)
        else:
            board.setBottom(self.panel_paper().top() - 4)
        for area in (board, everywhere):     # off the panel if it can be
            if area.width() < width or area.height() < height:
                continue
            for x, y in candidates:
                x = max(area.left(), min(x, area.right() - width))
                y = max(area.top(), min(y, area.bottom() - height))
                rect = QRectF(x, y, width, height)
                if not any(rect.intersects(cell) for cell in cells):
                    return QPointF(x, y)
        area = everywhere
        x, y = candidates[0]
        return QPointF(max(area.left(), min(x, area.right() - width)),
                       max(area.top(), min(y, area.bottom() - height)))
