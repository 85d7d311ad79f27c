"""Drawing of the Clod and RoyalClod board: wood, go stones, dice faces, the boards
with their labels, the groups, offered cells, cursor and the side panel.

Pure painting functions: they draw what they are given (a layout from
:mod:`.geometry`, the state, the texts already translated by the widget) and keep
no state, so the board widget holds only interaction and what it shows.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from ..rules.geometry import Geometry
from ..rules.moves import Roll
from ..rules.state import ClodState
from .geometry import STRIP, Layout, cell_centre, cell_rect

__all__ = ["BLACK_STONE", "GROUP_COLOURS", "NO_BRUSH", "NO_PEN", "PIPS", "WHITE_STONE",
           "fitted", "legend_fit", "legend_lines", "message_font", "paint_banner",
           "paint_card", "paint_cursor", "paint_dice", "paint_die", "paint_ghost",
           "paint_groups", "paint_legend", "paint_message", "paint_offered", "paint_pips",
           "paint_stone", "paint_stones", "paint_table", "paint_wood", "render_background"]

NO_BRUSH = QBrush(Qt.BrushStyle.NoBrush)
"""An empty brush (passing the enum to setBrush repeatedly upsets some PySide6 builds)."""
NO_PEN = QPen(Qt.PenStyle.NoPen)
"""An invisible pen, for the same reason."""
BLACK_STONE = QColor(18, 18, 20)
"""The body of a black stone (Black's seat colour, ``GameInfo.seat_colors``)."""
WHITE_STONE = QColor(232, 228, 218)
"""The body of a white stone (White's seat colour)."""
GROUP_COLOURS = (QColor(150, 70, 200), QColor(40, 170, 95))
"""Outline of black's and white's largest groups (the purple and green of the rules)."""

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


# --- the board, for one layout ------------------------------------------------------


def paint_table(painter: QPainter, rect: QRectF) -> None:
    """The green table under the boards."""
    gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
    gradient.setColorAt(0.0, QColor(58, 92, 70))
    gradient.setColorAt(1.0, QColor(24, 44, 34))
    painter.fillRect(rect, gradient)


def render_background(layout: Layout, geo: Geometry, size: QSize, ratio: float,
                      font: QFont) -> QPixmap:
    """The table, the wooden boards, their grids, labels and die faces, for a widget
    of *size* at the device pixel *ratio* (boards keep it until the size changes)."""
    pixmap = QPixmap(max(1, int(size.width() * ratio)), max(1, int(size.height() * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    paint_table(painter, QRectF(0, 0, size.width(), size.height()))
    for index, rect in enumerate(layout.boards):
        paint_wood(painter, rect, layout.cell * 0.18, 17 + index)
    for index in range(len(geo.boards)):
        _paint_sub_board(painter, layout, geo, index, font)
    painter.end()
    return pixmap


def _paint_sub_board(painter: QPainter, layout: Layout, geo: Geometry, index: int,
                     base_font: QFont) -> None:
    board = geo.boards[index]
    size = layout.cell
    col0, row0 = board.board_col * 6, board.board_row * 6
    left, top = layout.col_x[col0], layout.row_y[row0]
    grid = QRectF(left, top, 6 * size, 6 * size)
    # Engraved die faces on the diagonal (printed labels r == c).
    for k in range(1, 7):
        row, col = board.physical(k, k)
        cell = QRectF(layout.col_x[col], layout.row_y[row], size, size).adjusted(
            size * 0.12, size * 0.12, -size * 0.12, -size * 0.12)
        painter.setPen(NO_PEN)
        painter.setBrush(QColor(120, 70, 25, 38))
        painter.drawRoundedRect(cell, size * 0.12, size * 0.12)
        paint_pips(painter, cell.translated(0, size * 0.015), k, board.flip_h, board.flip_v,
                   QColor(255, 236, 200, 90), size * 0.06)
        paint_pips(painter, cell, k, board.flip_h, board.flip_v,
                   QColor(95, 52, 18, 120), size * 0.06)
    # The grid.
    painter.setPen(QPen(QColor(92, 56, 22, 200), max(1.0, size * 0.03)))
    painter.setBrush(NO_BRUSH)
    for k in range(7):
        offset = k * size
        painter.drawLine(QPointF(left + offset, top), QPointF(left + offset, top + 6 * size))
        painter.drawLine(QPointF(left, top + offset), QPointF(left + 6 * size, top + offset))
    painter.setPen(QPen(QColor(80, 46, 16, 230), max(1.5, size * 0.05)))
    painter.drawRect(grid)
    # Printed labels, on the side the (possibly mirrored) board carries them.
    font = QFont(base_font)
    font.setPixelSize(max(8, int(size * 0.3)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(90, 50, 18))
    strip = STRIP * size
    for local in range(6):
        x = layout.col_x[col0 + local]
        y_label = top + 6 * size if board.flip_v else top - strip
        painter.drawText(QRectF(x, y_label, size, strip), Qt.AlignmentFlag.AlignCenter,
                         str(board.col_label(local)))
        y = layout.row_y[row0 + local]
        x_label = left + 6 * size if board.flip_h else left - strip
        painter.drawText(QRectF(x_label, y, strip, size), Qt.AlignmentFlag.AlignCenter,
                         str(board.row_label(local)))


def paint_groups(painter: QPainter, layout: Layout, state: ClodState) -> None:
    """Each player's largest groups (of two stones or more), outlined in the
    player's :data:`GROUP_COLOURS`."""
    geo = state.geo
    size = layout.cell
    for player in (0, 1):
        for group in state.largest_groups(player):
            if len(group) < 2:
                continue
            members = set(group)
            path = QPainterPath()
            path.setFillRule(Qt.FillRule.WindingFill)
            for cell in group:
                rect = cell_rect(layout, geo, cell)
                path.addRoundedRect(rect.adjusted(-0.5, -0.5, 0.5, 0.5), size * 0.12,
                                    size * 0.12)
                for n in geo.orth[cell]:
                    if n > cell and n in members:
                        across = n == cell + 1
                        inset = size * 0.2
                        path.addRect(rect.united(cell_rect(layout, geo, n)).adjusted(
                            inset if across else 0, 0 if across else inset,
                            -inset if across else 0, 0 if across else -inset))
            path = path.simplified()
            colour = QColor(GROUP_COLOURS[player])
            fill = QColor(colour)
            fill.setAlpha(70)
            painter.setBrush(fill)
            painter.setPen(QPen(colour, max(2.0, size * 0.08), Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(path)


def paint_offered(painter: QPainter, layout: Layout, state: ClodState) -> None:
    """The offered cells, glowing, and the roll's own candidates that are taken
    (dashed: their neighbourhood is offered)."""
    geo = state.geo
    size = layout.cell
    if state.roll is not None:
        painter.setBrush(NO_BRUSH)
        painter.setPen(QPen(QColor(200, 40, 30, 220), max(1.5, size * 0.06),
                            Qt.PenStyle.DashLine))
        for cell in geo.candidates_of(state.roll.high, state.roll.low):
            if state.board[cell]:
                rect = cell_rect(layout, geo, cell)
                painter.drawRoundedRect(rect.adjusted(size * 0.04, size * 0.04,
                                                      -size * 0.04, -size * 0.04),
                                        size * 0.14, size * 0.14)
    for cell in state.offered:
        rect = cell_rect(layout, geo, cell).adjusted(
            size * 0.08, size * 0.08, -size * 0.08, -size * 0.08)
        glow = QRadialGradient(rect.center(), size * 0.55)
        glow.setColorAt(0.0, QColor(255, 244, 170, 220))
        glow.setColorAt(0.7, QColor(255, 210, 80, 150))
        glow.setColorAt(1.0, QColor(255, 190, 40, 40))
        painter.setBrush(glow)
        painter.setPen(QPen(QColor(255, 250, 215), max(1.5, size * 0.05)))
        painter.drawRoundedRect(rect, size * 0.16, size * 0.16)


def paint_stones(painter: QPainter, layout: Layout, state: ClodState,
                 landing: float | None, mark_last: bool) -> None:
    """Every stone; the last one *landing* (progress 0 to 1) when it is animated,
    else ringed when *mark_last*."""
    geo = state.geo
    size = layout.cell
    board = state.board
    for cell in range(geo.size):
        colour = board[cell]
        if not colour:
            continue
        radius = size * 0.44
        opacity = 1.0
        if landing is not None and cell == state.last:
            ease = 1.0 - (1.0 - landing) ** 3
            radius *= 1.0 + 0.35 * (1.0 - ease)
            opacity = 0.35 + 0.65 * ease
        paint_stone(painter, cell_centre(layout, geo, cell), radius, colour == 2, opacity)
    if mark_last and state.last >= 0 and landing is None:
        white = board[state.last] == 2
        painter.setBrush(NO_BRUSH)
        painter.setPen(QPen(QColor(220, 50, 40) if white else QColor(255, 120, 90),
                            max(1.5, size * 0.06)))
        centre = cell_centre(layout, geo, state.last)
        painter.drawEllipse(centre, size * 0.17, size * 0.17)


def paint_ghost(painter: QPainter, layout: Layout, geo: Geometry, cell: int,
                white: bool) -> None:
    """A faint stone on *cell*: where the pointer or the cursor would place one."""
    paint_stone(painter, cell_centre(layout, geo, cell), layout.cell * 0.44, white, 0.55,
                shadow=False)


def paint_cursor(painter: QPainter, layout: Layout, geo: Geometry, cell: int) -> None:
    """The keyboard cursor on *cell*: a blue ring, white-edged to show on stones too."""
    size = layout.cell
    rect = cell_rect(layout, geo, cell).adjusted(1, 1, -1, -1)
    painter.setBrush(NO_BRUSH)
    painter.setPen(QPen(QColor(255, 255, 255, 200), max(3.5, size * 0.12)))
    painter.drawRoundedRect(rect, size * 0.1, size * 0.1)
    painter.setPen(QPen(QColor(30, 110, 230), max(2.0, size * 0.07)))
    painter.drawRoundedRect(rect, size * 0.1, size * 0.1)


def paint_banner(painter: QPainter, area: QRectF, text: str, base_font: QFont) -> None:
    """*text* in a dark banner across the middle of *area* (a roll that offered
    nothing)."""
    height = max(36.0, min(area.height() * 0.16, 90.0))
    rect = QRectF(area.left() + area.width() * 0.08, area.center().y() - height / 2,
                  area.width() * 0.84, height)
    painter.setPen(QPen(QColor(255, 220, 140), 2.0))
    painter.setBrush(QColor(40, 24, 12, 215))
    painter.drawRoundedRect(rect, 12, 12)
    font = QFont(base_font)
    font.setPixelSize(max(11, int(height * 0.24)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(255, 240, 205))
    painter.drawText(rect.adjusted(14, 6, -14, -6),
                     Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)


# --- the side panel -------------------------------------------------------------------


def fitted(font: QFont, text: str, width: float, smallest: int = 8) -> QFont:
    """*font*, made smaller (down to *smallest* pixels) until *text* fits *width*."""
    result = QFont(font)
    while result.pixelSize() > smallest and \
            QFontMetricsF(result).horizontalAdvance(text) > width:
        result.setPixelSize(result.pixelSize() - 1)
    return result


def message_font(base_font: QFont, message: QRectF, text: str) -> tuple[QFont, QRectF]:
    """The font of the message *text* in the card *message* (up to 18 px, smaller
    until it fits) and the rectangle its text is drawn in."""
    inside = message.adjusted(10, 8, -10, -8)
    font = QFont(base_font)
    for pixels in range(max(11, min(18, int(message.width() / 17))), 7, -1):
        font.setPixelSize(pixels)
        needed = QFontMetricsF(font).boundingRect(
            QRectF(0, 0, max(inside.width(), 1.0), 1e6),
            int(Qt.TextFlag.TextWordWrap), text).height()
        if needed <= inside.height():
            break
    return font, inside


def paint_message(painter: QPainter, message: QRectF, font: QFont, inside: QRectF,
                  text: str) -> None:
    """The message card and its *text*."""
    painter.setPen(NO_PEN)
    painter.setBrush(QColor(250, 240, 220, 235))
    painter.drawRoundedRect(message, 10, 10)
    painter.setFont(font)
    painter.setPen(QColor(50, 32, 18))
    painter.drawText(inside, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                     | Qt.TextFlag.TextWordWrap, text)


def paint_card(painter: QPainter, rect: QRectF, player: int, active: bool,
               lines: tuple[str, str, str], base_font: QFont) -> None:
    """A player's card: the stone ringed in the group colour and three *lines* (the
    name, then two smaller ones); *active* while it is the player's turn."""
    painter.setPen(QPen(QColor(255, 214, 120) if active else QColor(0, 0, 0, 0), 3.0))
    painter.setBrush(QColor(250, 240, 220, 235) if active else QColor(235, 225, 205, 190))
    painter.drawRoundedRect(rect, 10, 10)
    radius = min(rect.height() * 0.3, rect.width() * 0.12)
    centre = QPointF(rect.left() + radius * 1.5 + 4, rect.center().y())
    paint_stone(painter, centre, radius, player == 1)
    painter.setBrush(NO_BRUSH)
    painter.setPen(QPen(GROUP_COLOURS[player], max(2.0, radius * 0.16)))
    painter.drawEllipse(centre, radius * 1.28, radius * 1.28)
    text = rect.adjusted(radius * 3 + 10, 4, -6, -4)
    line = text.height() / 3
    font = QFont(base_font)
    font.setPixelSize(max(10, int(min(line * 0.8, 20))))
    font.setBold(True)
    painter.setPen(QColor(45, 28, 14))
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    for index, words in enumerate(lines):
        if index == 1:
            font.setBold(False)
            font.setPixelSize(max(9, int(min(line * 0.62, 15))))
        font_now = fitted(font, words, text.width())
        painter.setFont(font_now)
        words = QFontMetricsF(font_now).elidedText(words, Qt.TextElideMode.ElideRight,
                                                   text.width())
        painter.drawText(QRectF(text.left(), text.top() + index * line, text.width(), line),
                         flags, words)


def legend_fit(base_font: QFont, texts: Sequence[str], width: float, max_height: float
               ) -> tuple[QFont, list[float], float]:
    """The legend's font, the height of each of its lines and its whole height, for
    a legend of *texts* *width* wide: the largest font (up to 13 px) whose wrapped
    lines all fit in *max_height*, or the smallest font (9 px) when none does."""
    font = QFont(base_font)
    heights: list[float] = []
    total = 0.0
    for pixels in range(13, 8, -1):
        font.setPixelSize(pixels)
        metrics = QFontMetricsF(font)
        swatch = metrics.height() * 1.1
        text_width = width - 10 - swatch - 8 - 8
        heights = []
        for text in texts:
            bound = metrics.boundingRect(QRectF(0, 0, max(text_width, 10.0), 1e6),
                                         int(Qt.TextFlag.TextWordWrap), text)
            heights.append(max(swatch, bound.height()) + 3)
        total = sum(heights) + 12
        if total <= max_height:
            break
    return font, heights, total


def legend_lines(rect: QRectF, base_font: QFont, texts: Sequence[str]
                 ) -> list[tuple[QRectF, QRectF, QFont, str]]:
    """Each line of the legend in *rect*: its swatch, its text's rectangle, font and
    text."""
    font, heights, _ = legend_fit(base_font, texts, rect.width(), rect.height())
    side = QFontMetricsF(font).height() * 0.8
    left = rect.left() + 10 + QFontMetricsF(font).height() * 1.1 + 8
    top = rect.top() + 6
    lines = []
    for line, text in zip(heights, texts):
        lines.append((QRectF(rect.left() + 10, top + (line - side) / 2, side, side),
                      QRectF(left, top, rect.right() - 8 - left, line), font, text))
        top += line
    return lines


def paint_legend(painter: QPainter, rect: QRectF,
                 lines: Sequence[tuple[QRectF, QRectF, QFont, str]]) -> None:
    """The legend: each player's largest group, a cell one may take, a taken die
    cell (the swatches in the order of :func:`legend_lines`)."""
    painter.setPen(NO_PEN)
    painter.setBrush(QColor(235, 225, 205, 160))
    painter.drawRoundedRect(rect, 10, 10)
    for index, (swatch, text_rect, font, text) in enumerate(lines):
        if index < 2:
            fill = QColor(GROUP_COLOURS[index])
            fill.setAlpha(70)
            painter.setBrush(fill)
            painter.setPen(QPen(GROUP_COLOURS[index], 2.0))
        elif index == 2:
            painter.setBrush(QColor(255, 214, 100, 200))
            painter.setPen(QPen(QColor(255, 250, 215), 2.0))
        else:
            painter.setBrush(NO_BRUSH)
            painter.setPen(QPen(QColor(200, 40, 30, 220), 2.0, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(swatch, 3, 3)
        painter.setFont(font)
        painter.setPen(QColor(50, 32, 18))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, text)


def paint_dice(painter: QPainter, rect: QRectF, roll: Roll | None, rolling: float | None,
               dimmed: bool, crossed: bool) -> None:
    """The two dice showing *roll* (blank sixes and ones, dimmed, before the first);
    *rolling* is the progress (0 to 1) of a roll being animated.  A *dimmed* roll is
    an old one; a *crossed* one offered nothing."""
    size = min(rect.height() * 0.7, rect.width() * 0.36)
    centres = [QPointF(rect.center().x() - size * 0.62, rect.center().y()),
               QPointF(rect.center().x() + size * 0.62, rect.center().y())]
    if rolling is not None:
        rng = random.Random(int(rolling * 14) + hash(str(roll)))
        for index, centre in enumerate(centres):
            bounce = abs((1 - rolling) * size * 0.35 * math.sin(rolling * 9.0 + index))
            angle = (1 - rolling) * (380 + 140 * index) * (1 if index else -1)
            face = rng.randint(1, 6) if rolling < 0.85 else (
                (roll.high, roll.low)[index] if roll else 1)
            paint_die(painter, centre - QPointF(0, bounce), size, face, angle)
        return
    if roll is None:
        for index, centre in enumerate(centres):
            paint_die(painter, centre, size, (6, 1)[index], dimmed=True)
        return
    for index, centre in enumerate(centres):
        paint_die(painter, centre, size, (roll.high, roll.low)[index], angle=(-6, 8)[index],
                  dimmed=dimmed)
    if crossed:
        painter.setPen(QPen(QColor(220, 60, 40, 230), max(2.0, size * 0.08),
                            Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        left, right = centres[0].x() - size * 0.7, centres[1].x() + size * 0.7
        painter.drawLine(QPointF(left, centres[0].y() + size * 0.45),
                         QPointF(right, centres[1].y() - size * 0.45))
