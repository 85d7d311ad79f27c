"""Where the mancala board's positions are drawn: the houses and stores of a ring
placed in a rectangle, and which house a point falls on.

:class:`BoardGeometry` lays out two rows of houses with a store at each end.  Kalah
and Oware sow counter-clockwise with each store at its owner's right; Congkak is
drawn mirrored (clockwise, stores at their owner's left).  The player at the bottom
is *bottom*.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

__all__ = ["BoardGeometry"]


class BoardGeometry:
    """Where every position of the ring is drawn inside *rect*."""

    def __init__(self, rect: QRectF, n: int, mirrored: bool, bottom: int) -> None:
        self.n = n
        self.mirrored = mirrored
        self.bottom = bottom
        units_w = n + 2 * 1.3 + 0.5
        units_h = 2 * 1.0 + 0.5 + 2 * 0.55  # two rows, padding, label bands
        unit = min(rect.width() / units_w, rect.height() / units_h)
        self.unit = unit
        width = units_w * unit
        height = (2 * 1.0 + 0.5) * unit
        left = rect.left() + (rect.width() - width) / 2
        top = rect.top() + (rect.height() - height) / 2
        self.board = QRectF(left, top, width, height)
        self.radius = unit * 0.41
        first_col = left + (0.25 + 1.3) * unit + unit / 2
        row_y = (top + 0.25 * unit + unit / 2, top + 0.25 * unit + 1.5 * unit)  # top, bottom
        self.centres: dict[int, QPointF] = {}
        self.stores: dict[int, QRectF] = {}
        store_w = unit * 1.0
        store_h = unit * 1.95
        store_y = top + (height - store_h) / 2
        left_store = QRectF(left + 0.25 * unit + 0.15 * unit, store_y, store_w, store_h)
        right_store = QRectF(left + width - 0.4 * unit - store_w, store_y, store_w, store_h)
        top_player = 1 - bottom
        for player in (0, 1):
            base = 0 if player == 0 else n + 1
            store = n if player == 0 else 2 * n + 1
            at_bottom = player == bottom
            for i in range(n):
                if at_bottom:
                    col = n - 1 - i if mirrored else i
                else:
                    col = i if mirrored else n - 1 - i
                y = row_y[1] if at_bottom else row_y[0]
                self.centres[base + i] = QPointF(first_col + col * unit, y)
            right = at_bottom != mirrored
            self.stores[store] = right_store if right else left_store
        self.top_player = top_player

    def point(self, pos: int) -> QPointF:
        """The centre of position *pos* (house or store)."""
        if pos in self.stores:
            return self.stores[pos].center()
        return self.centres[pos]

    def house_at(self, point: QPointF) -> int | None:
        """The house under *point*, or None."""
        for pos, centre in self.centres.items():
            dx = point.x() - centre.x()
            dy = point.y() - centre.y()
            if dx * dx + dy * dy <= (self.radius * 1.08) ** 2:
                return pos
        return None

    def label_point(self, pos: int) -> QPointF:
        """Where the count of house *pos* is written: outside the board edge."""
        centre = self.centres[pos]
        bottom_row = centre.y() > self.board.center().y()
        offset = self.unit * (0.5 + 0.25 + 0.28)
        return QPointF(centre.x(), centre.y() + (offset if bottom_row else -offset))
