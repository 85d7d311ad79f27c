"""Drawing of the Forts and Ruins board: colours, castle, ruin, die, hatching, then
the whole sheet of cells and the side panel.

Only painting here: what to mark and every text come from the widget
(:class:`BoardMarks`, :class:`PanelTexts`, already translated), where to draw from
:class:`.geometry.BoardLayout`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
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
)

from ludotheque_forts.rules.board import DEAD, EMPTY, FORT, RUIN
from ludotheque_forts.rules.moves import column_name
from ludotheque_forts.rules.state import FortsState

from .geometry import BoardLayout

__all__ = ["VALUE_COLOURS", "PAPER", "INK", "value_colour", "draw_territory", "draw_dead",
           "draw_fort", "draw_ruin", "draw_die", "draw_paper", "fit_font", "BoardMarks",
           "PanelTexts", "paint_background", "paint_board", "paint_panel"]

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
    """The colour of territories of *value* (grey for an unknown value)."""
    return QColor(VALUE_COLOURS.get(value, QColor("#999999")))


def fit_font(painter: QPainter, size: float, bold: bool = True) -> QFont:
    """The painter's font at *size* pixels (6 at least), bold or not."""
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


# --- the board ---------------------------------------------------------------------


@dataclass(frozen=True)
class BoardMarks:
    """What the board marks besides the cells themselves (the widget decides)."""

    legal: frozenset[int] = frozenset()
    """The cells where the player may place now (empty when not their turn)."""
    show_legal: bool = False
    """Whether to shade the legal cells."""
    hints: Mapping[int, int] | None = None
    """For each legal cell, on how many other die faces a territory there would
    live (None: no hints)."""
    show_report: bool = True
    """Whether to mark what the last step did."""
    preview: int | None = None
    """A legal cell where a faint territory of :attr:`value` is previewed."""
    value: int = 1
    """The value chosen."""
    cursor: int | None = None
    """The cell framed by the keyboard cursor (None: no frame)."""


def paint_background(painter: QPainter, rect: QRectF) -> None:
    """The wooden table under the sheet and the panel."""
    painter.fillRect(rect, QColor("#5b4a36"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#6d5a42"))
    painter.drawRect(rect.adjusted(4, 4, -4, -4))


def paint_board(painter: QPainter, layout: BoardLayout, state: FortsState,
                marks: BoardMarks) -> None:
    """The sheet of squared paper: coordinates, grid, cells and the marks."""
    board, size = layout.board, layout.size
    pad = size * 0.25
    draw_paper(painter, board.adjusted(-pad, -pad, pad, pad), size * 0.3)
    cols, rows = state.cols, state.rows
    # coordinates
    painter.setFont(fit_font(painter, size * 0.36, bold=False))
    painter.setPen(QColor("#e9dcc0"))
    for col in range(cols):
        painter.drawText(QRectF(board.x() + col * size, board.y() - size * 1.0, size,
                                size * 0.7), Qt.AlignmentFlag.AlignCenter, column_name(col))
    for row in range(rows):
        painter.drawText(QRectF(board.x() - size * 1.05, board.y() + row * size,
                                size * 0.75, size), Qt.AlignmentFlag.AlignCenter,
                         str(row + 1))
    # grid
    painter.setPen(QPen(QColor(120, 150, 190, 70), max(0.6, size * 0.02)))
    for col in range(cols + 1):
        x = board.x() + col * size
        painter.drawLine(QPointF(x, board.y()), QPointF(x, board.bottom()))
    for row in range(rows + 1):
        y = board.y() + row * size
        painter.drawLine(QPointF(board.x(), y), QPointF(board.right(), y))
    report = state.report
    new_forts = set(report.new_forts) if report else set()
    hints = marks.hints or {}
    for index, code in enumerate(state.board):
        rect = layout.cell_rect(index)
        if code == EMPTY:
            if index in hints:
                _paint_hint(painter, rect, hints[index])
            elif marks.show_legal and index in marks.legal:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(90, 140, 60, 55))
                painter.drawRoundedRect(rect.adjusted(size * 0.12, size * 0.12,
                                                      -size * 0.12, -size * 0.12),
                                        size * 0.15, size * 0.15)
        elif code == FORT:
            draw_fort(painter, rect, glow=index in new_forts)
        elif code == RUIN:
            draw_ruin(painter, rect)
        elif code > DEAD:
            draw_dead(painter, rect, code - DEAD)
        else:
            draw_territory(painter, rect, code)
    if report is not None and marks.show_report:
        _paint_report(painter, state, layout)
    if marks.preview is not None:
        draw_territory(painter, layout.cell_rect(marks.preview), marks.value, alpha=140)
    if marks.cursor is not None:
        rect = layout.cell_rect(marks.cursor).adjusted(1, 1, -1, -1)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 210), max(3.5, size * 0.13)))
        painter.drawRoundedRect(rect, size * 0.14, size * 0.14)
        painter.setPen(QPen(QColor(30, 110, 230), max(2.0, size * 0.07)))
        painter.drawRoundedRect(rect, size * 0.14, size * 0.14)


def _paint_hint(painter: QPainter, rect: QRectF, lives: int) -> None:
    """A dot, the larger and greener the more die faces a territory would survive."""
    if lives == 0:
        return
    colour = QColor(70, 160, 70, 150) if lives == 5 else QColor(230, 160, 40, 40 + 20 * lives)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    radius = rect.width() * (0.12 + 0.03 * lives)
    painter.drawEllipse(rect.center(), radius, radius)


def _paint_report(painter: QPainter, state: FortsState, layout: BoardLayout) -> None:
    """The last step: the territory placed framed, the cells the die killed crossed
    out, those cut off framed with dashes."""
    report = state.report
    assert report is not None
    size = layout.size
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#1f1a14"), max(1.5, size * 0.07)))
    painter.drawRoundedRect(layout.cell_rect(report.cell).adjusted(1, 1, -1, -1), size * 0.18,
                            size * 0.18)
    killed_pen = QPen(QColor("#c0262d"), max(1.5, size * 0.08))
    for index in report.killed:
        rect = layout.cell_rect(index).adjusted(size * 0.06, size * 0.06, -size * 0.06,
                                                -size * 0.06)
        painter.setPen(killed_pen)
        painter.drawRoundedRect(rect, size * 0.16, size * 0.16)
        painter.drawLine(rect.topLeft() + QPointF(size * 0.12, size * 0.12),
                         rect.bottomRight() - QPointF(size * 0.12, size * 0.12))
    isolated_pen = QPen(QColor("#5a1d6e"), max(1.2, size * 0.06), Qt.PenStyle.DashLine)
    painter.setPen(isolated_pen)
    for index in report.isolated:
        rect = layout.cell_rect(index).adjusted(size * 0.06, size * 0.06, -size * 0.06,
                                                -size * 0.06)
        painter.drawRoundedRect(rect, size * 0.16, size * 0.16)


# --- the panel ---------------------------------------------------------------------


@dataclass(frozen=True)
class PanelTexts:
    """The panel's words, translated by the widget, and the choices they go with."""

    title: str
    """"Turn 4"."""
    result: Sequence[str]
    """Once the game is over, in place of the palette: the turns survived, then the
    place among the best scores (empty during the game)."""
    ranked: bool
    """Whether the game is among the best scores (its line is highlighted)."""
    palette_label: str
    value: int
    """The value chosen (framed in the palette)."""
    counters: Sequence[str]
    die: str
    """What the last die did ("" before any)."""
    caption: str
    """The replay's caption, or the keys."""
    replaying: bool
    legend: Sequence[str]
    """The names of a fort, a ruin, a dead territory and a territory the die killed."""


def paint_panel(painter: QPainter, layout: BoardLayout, state: FortsState,
                texts: PanelTexts) -> None:
    """The side panel: turn, palette or result, counters, die, caption, legend."""
    panel = layout.panel
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(40, 30, 20, 70))
    painter.drawRoundedRect(panel.translated(3, 4), 12, 12)
    painter.setBrush(QColor("#efe3c8"))
    painter.setPen(QPen(QColor("#c8b48f"), 1.2))
    painter.drawRoundedRect(panel, 12, 12)
    unit = min(panel.height() / 16.0, panel.width() / 12.0, 22.0)
    x = panel.x() + unit * 0.8
    width = panel.width() - unit * 1.6
    y = panel.y() + unit * 0.5
    painter.setPen(INK)
    painter.setFont(fit_font(painter, unit * 1.05))
    painter.drawText(QRectF(x, y, width, unit * 1.6), Qt.AlignmentFlag.AlignLeft
                     | Qt.AlignmentFlag.AlignVCenter, texts.title)
    palette = layout.palette_rects()
    if texts.result:
        result = QRectF(x, palette[0].y() - unit * 1.1, width, unit * 3.5)
        _paint_result(painter, result, unit, texts)
        y = result.bottom() + unit * 0.5
    else:
        _paint_palette(painter, palette, QRectF(x, palette[0].y() - unit * 1.05, width, unit),
                       unit, texts)
        y = palette[0].bottom() + unit * 0.7
    # counters
    painter.setFont(fit_font(painter, unit * 0.68, bold=False))
    painter.setPen(INK)
    for line in texts.counters:
        fit_text(painter, QRectF(x, y, width, unit * 1.1), line, unit * 0.68, False,
                 Qt.AlignmentFlag.AlignLeft)
        y += unit * 1.05
    # die
    y += unit * 0.4
    report = state.report
    die_size = unit * 2.4
    if report is not None:
        draw_die(painter, QRectF(x, y, die_size, die_size), report.die or None)
        painter.setPen(INK)
        draw_wrapped(painter, QRectF(x + die_size + unit * 0.6, y - unit * 0.3,
                                     width - die_size - unit * 0.6, die_size + unit * 0.6),
                     texts.die, unit * 0.62, False, Qt.AlignmentFlag.AlignVCenter)
    y += die_size + unit * 0.6
    # replay caption and keys
    painter.setPen(QColor("#8a3b12") if texts.replaying else QColor("#6b5a44"))
    draw_wrapped(painter, QRectF(x, y, width, unit * 2.4), texts.caption, unit * 0.6,
                 texts.replaying, Qt.AlignmentFlag.AlignTop)
    _paint_legend(painter, QRectF(x, y + unit * 2.6, width, panel.bottom() - y - unit * 3.0),
                  unit, texts.legend)


def _paint_result(painter: QPainter, rect: QRectF, unit: float, texts: PanelTexts) -> None:
    lines = texts.result
    first = QRectF(rect.x(), rect.y(), rect.width(), unit * 1.2)
    painter.setPen(INK)
    fit_text(painter, first, lines[0], unit * 0.9, True, Qt.AlignmentFlag.AlignLeft)
    if len(lines) > 1:
        second = QRectF(rect.x(), first.bottom() + unit * 0.15, rect.width(),
                        rect.bottom() - first.bottom() - unit * 0.15)
        if texts.ranked:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 214, 90, 150))
            painter.drawRoundedRect(second, 6, 6)
        painter.setPen(INK)
        draw_wrapped(painter, second.adjusted(unit * 0.35, unit * 0.1, -unit * 0.35,
                                              -unit * 0.1),
                     lines[1], unit * 0.72, True, Qt.AlignmentFlag.AlignVCenter)


def _paint_palette(painter: QPainter, palette: list[QRectF], label: QRectF, unit: float,
                   texts: PanelTexts) -> None:
    painter.setPen(INK)
    fit_text(painter, label, texts.palette_label, unit * 0.62, False,
             Qt.AlignmentFlag.AlignLeft)
    for value, rect in enumerate(palette, start=1):
        if value == texts.value:
            painter.setPen(QPen(QColor("#1f1a14"), max(2.0, rect.width() * 0.08)))
            painter.setBrush(QColor(255, 240, 180))
            painter.drawRoundedRect(rect.adjusted(-rect.width() * 0.12, -rect.width() * 0.12,
                                                  rect.width() * 0.12, rect.width() * 0.12),
                                    rect.width() * 0.22, rect.width() * 0.22)
        draw_territory(painter, rect, value)


def _paint_legend(painter: QPainter, rect: QRectF, unit: float, labels: Sequence[str]) -> None:
    """What the pictures mean, when there is room for it."""
    icon = unit * 1.4
    pictures: list[Callable[[QRectF], None]] = [
        lambda r: draw_fort(painter, r),
        lambda r: draw_ruin(painter, r),
        lambda r: draw_dead(painter, r, 4),
        lambda r: _killed_icon(painter, r),
    ]
    if rect.height() < icon * len(pictures) * 1.15:
        return
    y = rect.bottom() - len(pictures) * icon * 1.15
    for paint, label in zip(pictures, labels, strict=True):
        paint(QRectF(rect.x(), y, icon, icon))
        painter.setPen(INK)
        fit_text(painter, QRectF(rect.x() + icon * 1.3, y, rect.width() - icon * 1.3, icon),
                 label, unit * 0.6, False, Qt.AlignmentFlag.AlignLeft)
        y += icon * 1.15


def _killed_icon(painter: QPainter, rect: QRectF) -> None:
    draw_dead(painter, rect, 3)
    size = rect.width()
    inner = rect.adjusted(size * 0.06, size * 0.06, -size * 0.06, -size * 0.06)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#c0262d"), max(1.5, size * 0.08)))
    painter.drawRoundedRect(inner, size * 0.16, size * 0.16)
    painter.drawLine(inner.topLeft() + QPointF(size * 0.12, size * 0.12),
                     inner.bottomRight() - QPointF(size * 0.12, size * 0.12))


def draw_wrapped(painter: QPainter, rect: QRectF, text: str, size: float, bold: bool,
                 align: Qt.AlignmentFlag) -> None:
    """Draw *text* wrapped in *rect*, its font shrunk until every line fits."""
    font = QFont(fit_font(painter, size, bold))
    flags = int(Qt.TextFlag.TextWordWrap)
    while font.pixelSize() > 7 and QFontMetricsF(font).boundingRect(
            QRectF(0, 0, max(rect.width(), 1.0), 1e6), flags, text).height() > rect.height():
        font.setPixelSize(font.pixelSize() - 1)
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | align | Qt.TextFlag.TextWordWrap, text)


def fit_text(painter: QPainter, rect: QRectF, text: str, size: float, bold: bool,
             align: Qt.AlignmentFlag) -> None:
    """Draw *text* in *rect*, its font shrunk until it fits the width."""
    font = fit_font(painter, size, bold)
    while font.pixelSize() > 7 and QFontMetricsF(font).horizontalAdvance(text) > rect.width():
        font.setPixelSize(font.pixelSize() - 1)
    painter.setFont(font)
    painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, text)
