"""Where things are on the Forts and Ruins board: the sheet of cells, the side panel
and its value palette, and which cell a point falls on.

Pure layout (no painting, no widget state): a :class:`BoardLayout` is computed from
the widget's size and the board's size, and answers in widget coordinates.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

__all__ = ["BoardLayout", "LABEL"]

LABEL = 0.7
"""The room left of and above the board for the coordinates, in cells."""


@dataclass(frozen=True)
class BoardLayout:
    """The board's rectangle, its cells' size and the panel's rectangle.

    The panel stands right of the board in a wide widget, below it in a tall one.
    """

    board: QRectF
    """The cells, without the coordinates."""
    size: float
    """The side of a cell."""
    panel: QRectF
    """The side panel (palette, counters, die, replay caption, legend)."""
    cols: int
    rows: int

    @classmethod
    def compute(cls, width: float, height: float, cols: int, rows: int) -> BoardLayout:
        """The layout of a *cols* × *rows* board in a widget of *width* × *height*."""
        margin = max(6.0, min(width, height) * 0.025)
        if width >= height * 1.15:
            panel_w = min(max(width * 0.26, 170.0), 330.0)
            panel = QRectF(width - panel_w - margin, margin, panel_w, height - 2 * margin)
            area = QRectF(margin, margin, width - panel_w - 3 * margin, height - 2 * margin)
        else:
            panel_h = min(max(height * 0.3, 140.0), 250.0)
            panel = QRectF(margin, height - panel_h - margin, width - 2 * margin, panel_h)
            area = QRectF(margin, margin, width - 2 * margin, height - panel_h - 3 * margin)
        size = max(4.0, min(area.width() / (cols + LABEL + 0.4),
                            area.height() / (rows + LABEL + 0.4)))
        board_w, board_h = size * cols, size * rows
        x0 = area.x() + (area.width() - board_w - LABEL * size) / 2 + LABEL * size
        y0 = area.y() + (area.height() - board_h - LABEL * size) / 2 + LABEL * size
        return cls(QRectF(x0, y0, board_w, board_h), size, panel, cols, rows)

    def cell_rect(self, cell: int) -> QRectF:
        """The square of cell index *cell*."""
        row, col = divmod(cell, self.cols)
        return QRectF(self.board.x() + col * self.size, self.board.y() + row * self.size,
                      self.size, self.size)

    def cell_at(self, point: QPointF) -> int | None:
        """The cell index under *point*, or None outside the board (its far edges
        included)."""
        if not self.board.contains(point):
            return None
        col = int((point.x() - self.board.x()) // self.size)
        row = int((point.y() - self.board.y()) // self.size)
        if not (0 <= col < self.cols and 0 <= row < self.rows):
            return None
        return row * self.cols + col

    def palette_rects(self) -> list[QRectF]:
        """The six squares of the value palette, values 1 to 6, in the panel."""
        panel = self.panel
        size = min(panel.width() / 8.2, 42.0, panel.height() / 6.0)
        gap = size * 0.18
        total = 6 * size + 5 * gap
        x = panel.x() + (panel.width() - total) / 2
        y = panel.y() + max(panel.height() * 0.2, size * 1.3)
        return [QRectF(x + i * (size + gap), y, size, size) for i in range(6)]
