"""Where everything goes on the Clod and RoyalClod board, for one widget size: the
cells of every sub-board with their label strips, the side panel and its parts, and
which cell is under a point.  No painting and no widget state here.

The grid is measured in cells: each sub-board is 6 x 6 cells with a strip of
labels (:data:`STRIP`) on the sides where its (possibly mirrored) printed labels
run, a :data:`GAP` between sub-boards and a :data:`MARGIN` around them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ..rules.geometry import Geometry

__all__ = ["GAP", "MARGIN", "STRIP", "Layout", "cell_at", "cell_centre", "cell_rect",
           "grid_units", "layout_for", "panel_parts", "row_strips"]

STRIP = 0.5
"""Width of a label strip, in cells."""
GAP = 0.14
"""Space between two sub-boards, in cells."""
MARGIN = 0.3
"""Space around the boards, in cells."""


@dataclass
class Layout:
    """Where everything goes for one widget size (pixels)."""

    cell: float
    """The side of a cell."""
    col_x: list[float]
    """The left edge of every column of cells."""
    row_y: list[float]
    """The top edge of every row of cells."""
    boards: list[QRectF]
    """The wooden board of each sub-board (labels and rim included)."""
    board_area: QRectF
    """The part of the widget the boards are centred in."""
    panel: QRectF
    """The side panel (cards, dice, message, legend)."""
    panel_right: bool
    """Whether the panel is on the right of the boards (else below them)."""


def row_strips(geo: Geometry, board_row: int) -> tuple[bool, bool]:
    """Whether a row of sub-boards carries labels above it, and below it.

    A row of RoyalClod mixes boards mirrored top-bottom (labels below) and boards
    that are not (labels above): every board of the row spans both strips, so that
    the boards of a row line up, top and bottom.
    """
    row = geo.boards[board_row * geo.boards_across:(board_row + 1) * geo.boards_across]
    return any(not b.flip_v for b in row), any(b.flip_v for b in row)


def grid_units(geo: Geometry) -> tuple[list[float], list[float], float, float]:
    """Left edge of every column and top edge of every row, in cells, and the totals."""
    col_x: list[float] = []
    x = MARGIN
    for bc in range(geo.boards_across):
        flip_h = geo.boards[bc].flip_h
        x += 0.0 if flip_h else STRIP
        col_x.extend(x + j for j in range(6))
        x += 6 + (STRIP if flip_h else 0.0)
        if bc < geo.boards_across - 1:
            x += GAP
    width = x + MARGIN
    row_y: list[float] = []
    y = MARGIN
    for br in range(geo.boards_down):
        top, bottom = row_strips(geo, br)
        y += STRIP if top else 0.0
        row_y.extend(y + i for i in range(6))
        y += 6 + (STRIP if bottom else 0.0)
        if br < geo.boards_down - 1:
            y += GAP
    height = y + MARGIN
    return col_x, row_y, width, height


def _panel_width(w: float) -> float:
    return min(max(w * 0.27, 170.0), 330.0)


def _panel_height(h: float) -> float:
    return min(max(h * 0.26, 120.0), 220.0)


def layout_for(geo: Geometry, width: float, height: float) -> Layout:
    """The layout of *geo* in a widget *width* x *height* pixels: the panel goes on
    the right or below, wherever the cells come out larger."""
    w, h = width, height
    units_x, units_y, total_w, total_h = grid_units(geo)
    beside = min((w - _panel_width(w)) / total_w, h / total_h)
    below = min(w / total_w, (h - _panel_height(h)) / total_h)
    right = beside >= below
    cell = max(beside if right else below, 4.0)
    if right:
        panel_w = _panel_width(w)
        area = QRectF(0, 0, w - panel_w, h)
        panel = QRectF(w - panel_w, 0, panel_w, h)
    else:
        panel_h = _panel_height(h)
        area = QRectF(0, 0, w, h - panel_h)
        panel = QRectF(0, h - panel_h, w, panel_h)
    ox = area.left() + (area.width() - total_w * cell) / 2
    oy = area.top() + (area.height() - total_h * cell) / 2
    col_x = [ox + x * cell for x in units_x]
    row_y = [oy + y * cell for y in units_y]
    boards = []
    for board in geo.boards:
        above, below_strip = row_strips(geo, board.board_row)
        left = col_x[board.board_col * 6] - (0.0 if board.flip_h else STRIP * cell)
        top = row_y[board.board_row * 6] - (STRIP * cell if above else 0.0)
        rect = QRectF(left, top, (6 + STRIP) * cell,
                      (6 + STRIP * (above + below_strip)) * cell)
        # A rim on the sides without labels: wider on the outside of the grid.
        rim = [0.12 if edge else 0.05 for edge in (
            board.board_col == 0, board.board_row == 0,
            board.board_col == geo.boards_across - 1,
            board.board_row == geo.boards_down - 1)]
        rect.adjust(-rim[0] * cell * board.flip_h, -rim[1] * cell * (not above),
                    rim[2] * cell * (not board.flip_h), rim[3] * cell * (not below_strip))
        boards.append(rect)
    return Layout(cell, col_x, row_y, boards, area, panel, right)


def cell_rect(layout: Layout, geo: Geometry, cell: int) -> QRectF:
    """The square of *cell*."""
    row, col = divmod(cell, geo.width)
    return QRectF(layout.col_x[col], layout.row_y[row], layout.cell, layout.cell)


def cell_centre(layout: Layout, geo: Geometry, cell: int) -> QPointF:
    """The centre of *cell*."""
    return cell_rect(layout, geo, cell).center()


def cell_at(layout: Layout, geo: Geometry, point: QPointF) -> int | None:
    """The cell under *point*, or None (between the boards, on a label, outside)."""
    size = layout.cell
    col = next((c for c, x in enumerate(layout.col_x) if x <= point.x() < x + size), -1)
    row = next((r for r, y in enumerate(layout.row_y) if y <= point.y() < y + size), -1)
    return None if col < 0 or row < 0 else row * geo.width + col


def panel_parts(layout: Layout, legend_height: Callable[[float, float], float]
                ) -> dict[str, QRectF]:
    """Where the side panel puts the two cards ("card0", "card1"), the "dice", the
    "message" and, when it fits, the "legend".

    :param legend_height: the height the legend needs at a width, given the most
        it may take (more than that when it cannot fit).
    """
    panel = layout.panel.adjusted(10, 10, -10, -10)
    if not layout.panel_right:
        third = panel.width() / 3
        dice = QRectF(panel.left() + third, panel.top(), third * 0.8, panel.height())
        parts = {
            "card0": QRectF(panel.left(), panel.top(), third - 6, panel.height() / 2 - 4),
            "card1": QRectF(panel.left(), panel.top() + panel.height() / 2 + 4, third - 6,
                            panel.height() / 2 - 4),
            "dice": dice}
        column = QRectF(dice.right() + 6, panel.top(), panel.right() - dice.right() - 6,
                        panel.height())
        legend_h = legend_height(column.width(), column.height() * 0.6)
        if legend_h <= column.height() * 0.6:
            parts["message"] = QRectF(column.left(), column.top(), column.width(),
                                      column.height() - legend_h - 8)
            parts["legend"] = QRectF(column.left(), column.bottom() - legend_h,
                                     column.width(), legend_h)
        else:
            parts["message"] = column
        return parts
    unit = panel.width()
    cards_h = min(panel.height() * 0.36, unit * 0.72)
    dice = QRectF(panel.left(), panel.top() + cards_h + 8, panel.width(),
                  min(unit * 0.45, panel.height() * 0.22))
    rest = panel.bottom() - dice.bottom() - 8
    legend_h = legend_height(panel.width(), rest * 0.55)
    message = QRectF(panel.left(), dice.bottom() + 8, panel.width(), rest - legend_h - 8)
    parts = {
        "card0": QRectF(panel.left(), panel.top(), panel.width(), cards_h / 2 - 4),
        "card1": QRectF(panel.left(), panel.top() + cards_h / 2 + 4, panel.width(),
                        cards_h / 2 - 4),
        "dice": dice, "message": message}
    if legend_h <= rest * 0.55:
        parts["legend"] = QRectF(panel.left(), message.bottom() + 8, panel.width(), legend_h)
    else:
        parts["message"] = QRectF(message.left(), message.top(), message.width(), rest)
    return parts
