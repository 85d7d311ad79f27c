"""The panel beside the Clans map: the epoch and its table, the villages founded,
the clans' scores, the founder's points and the player's own clan (with its "hold
to reveal" button), drawn onto a :class:`QPainter`.

Its words come translated from the board widget (:class:`PanelTexts`): drawing
translates nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen

from ..rules.board import COLOURS, EPOCHS, MAX_VILLAGES
from ..rules.state import ClansState
from .geometry import BoardLayout
from .painting import CLAN_COLOURS, INK, TERRAIN_COLOURS, paint_hut

__all__ = ["PanelTexts", "paint_panel"]


@dataclass(frozen=True)
class PanelTexts:
    """The panel's words, translated by the board widget."""

    epoch: str
    bonus: str
    destroyed: str
    villages: str
    scores_title: str
    founders_title: str
    founders: str
    totals: tuple[str, ...]
    """Each seat's name and total, shown at the end."""
    order: str
    """What to do when villages wait to be founded ("" otherwise)."""
    own_colour: int | None
    """The viewer's colour (None: a spectator, or the end of the game)."""
    own_colour_shown: bool
    """Whether that colour may be drawn (hot-seat privacy)."""
    own_clan: str
    """The words on the "hold to reveal" button."""



def paint_panel(painter: QPainter, layout: BoardLayout, state: ClansState,
                texts: PanelTexts) -> None:
    """Draw the panel of *state* in *layout*'s panel rectangle."""
    panel = layout.panel
    painter.setPen(QPen(QColor("#2d1d0c"), 2))
    paper = QLinearGradient(panel.topLeft(), panel.bottomRight())
    paper.setColorAt(0, QColor("#f3e6c4"))
    paper.setColorAt(1, QColor("#e2cf9f"))
    painter.setBrush(paper)
    painter.drawRoundedRect(panel, 10, 10)
    unit = min(panel.height() / 30.0, panel.width() / 13.0)
    x0, width = panel.x() + unit * 0.7, panel.width() - unit * 1.4
    y = panel.y() + unit * 0.6
    title = QFont()
    title.setPixelSize(max(10, round(unit * 1.05)))
    title.setBold(True)
    body = QFont()
    body.setPixelSize(max(9, round(unit * 0.85)))
    small = QFont()
    small.setPixelSize(max(8, round(unit * 0.72)))
    epoch = state.epoch
    painter.setPen(INK)
    painter.setFont(title)
    line = unit * 1.5
    painter.drawText(QRectF(x0, y, width, line), Qt.AlignmentFlag.AlignVCenter,
                     texts.epoch)
    y += line
    # The epoch table: five cells, the current one highlighted.
    cell_w = width / 5
    painter.setFont(small)
    for index, row in enumerate(EPOCHS):
        rect = QRectF(x0 + index * cell_w + 1, y, cell_w - 2, unit * 1.7)
        current = row.number == epoch.number and not state.is_over()
        painter.setPen(QPen(INK, 1.5 if current else 0.8))
        painter.setBrush(QColor("#ffd86b") if current else QColor(255, 255, 255, 70))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setPen(INK)
        painter.drawText(rect.adjusted(0, 1, 0, -rect.height() / 2),
                         Qt.AlignmentFlag.AlignCenter, row.roman)
        span = str(row.first) if row.first == row.last else f"{row.first}-{row.last}"
        painter.drawText(rect.adjusted(0, rect.height() / 2 - 1, 0, 0),
                         Qt.AlignmentFlag.AlignCenter, span)
    y += unit * 2.1
    painter.setFont(body)
    swatch = unit * 0.95
    _swatch_line(painter, x0, y, width, swatch, epoch.bonus_terrain, texts.bonus, "+")
    y += unit * 1.3
    _swatch_line(painter, x0, y, width, swatch, epoch.destroying_terrain, texts.destroyed,
                 "x")
    y += unit * 1.6
    # Villages founded.
    painter.setPen(INK)
    painter.drawText(QRectF(x0, y, width, unit * 1.2), Qt.AlignmentFlag.AlignVCenter,
                     texts.villages)
    y += unit * 1.3
    dot = min(width / MAX_VILLAGES, unit * 1.1)
    for k in range(MAX_VILLAGES):
        centre = QPointF(x0 + dot * (k + 0.5), y + dot / 2)
        founded = k < len(state.villages)
        painter.setPen(QPen(INK, 1))
        painter.setBrush(QColor("#8a5a2b") if founded else QColor(255, 255, 255, 90))
        if founded and state.values[k] == 0:
            painter.setBrush(QColor("#8b1e1e"))
        painter.drawEllipse(centre, dot * 0.38, dot * 0.38)
    y += dot + unit * 0.6
    # Colour scores (public).
    painter.setFont(title)
    painter.drawText(QRectF(x0, y, width, line), Qt.AlignmentFlag.AlignVCenter,
                     texts.scores_title)
    y += line
    painter.setFont(body)
    best = max(max(state.colour_scores), 1)
    own = texts.own_colour if texts.own_colour_shown else None
    for colour in range(COLOURS):
        score_row = QRectF(x0, y, width, unit * 1.35)
        if colour == own:
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(QColor(255, 216, 107, 160))
            painter.drawRoundedRect(score_row.adjusted(-3, 0, 3, 0), 5, 5)
        paint_hut(painter, x0 + unit * 0.6, y + unit * 0.7, unit * 0.95, CLAN_COLOURS[colour])
        bar = QRectF(x0 + unit * 1.5, y + unit * 0.35,
                     (width - unit * 4.2) * state.colour_scores[colour] / best, unit * 0.65)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CLAN_COLOURS[colour].darker(110))
        painter.drawRoundedRect(bar, 3, 3)
        painter.setPen(INK)
        painter.drawText(QRectF(x0, y, width, unit * 1.35),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         str(state.colour_scores[colour]))
        y += unit * 1.4
    y += unit * 0.4
    # Founder's points per player.
    painter.setFont(small)
    painter.drawText(QRectF(x0, y, width, unit * 1.1), Qt.AlignmentFlag.AlignVCenter,
                     texts.founders_title)
    y += unit * 1.1
    founders = texts.founders
    painter.save()
    painter.setFont(body)
    _fit_text(painter, QRectF(x0, y, width, unit * 1.2), Qt.AlignmentFlag.AlignVCenter,
              founders)
    painter.restore()
    y += unit * 1.5
    if state.is_over() and state.colours is not None:
        painter.setFont(body)
        for p, seat_colour in enumerate(state.colours):
            if seat_colour is None:
                continue
            paint_hut(painter, x0 + unit * 0.6, y + unit * 0.6, unit * 0.85,
                      CLAN_COLOURS[seat_colour])
            painter.setPen(INK)
            painter.drawText(QRectF(x0 + unit * 1.5, y, width, unit * 1.2),
                             Qt.AlignmentFlag.AlignVCenter,
                             texts.totals[p])
            y += unit * 1.25
    if texts.order:
        painter.setFont(body)
        painter.setPen(QColor("#9a4a00"))
        painter.drawText(QRectF(x0, y, width, unit * 2.6),
                         Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignTop,
                         texts.order)
    _paint_own_colour(painter, layout, state, texts, small, body)


def _fit_text(painter: QPainter, rect: QRectF, flags: Any, text: str) -> None:
    """Draw *text* in *rect*, shrinking the font until it fits on one line."""
    font = QFont(painter.font())
    size = font.pixelSize()
    while size > 7 and painter.fontMetrics().horizontalAdvance(text) > rect.width():
        size -= 1
        font.setPixelSize(size)
        painter.setFont(font)
    painter.drawText(rect, flags, text)


def _swatch_line(painter: QPainter, x: float, y: float, width: float, size: float,
                 terrain: int | None, text: str, mark: str) -> None:
    rect = QRectF(x, y + 1, size * 1.4, size)
    painter.setPen(QPen(INK, 1))
    if terrain is None:
        gradient = QLinearGradient(rect.topLeft(), rect.topRight())
        for k, colour in enumerate(TERRAIN_COLOURS):
            gradient.setColorAt(k / 3, colour)
        painter.setBrush(gradient)
    else:
        painter.setBrush(TERRAIN_COLOURS[terrain])
    painter.drawRoundedRect(rect, 3, 3)
    if mark == "x" and terrain is not None:
        painter.setPen(QPen(QColor("#8b1e1e"), 2))
        painter.drawLine(rect.topLeft() + QPointF(3, 3), rect.bottomRight() - QPointF(3, 3))
        painter.drawLine(rect.bottomLeft() + QPointF(3, -3), rect.topRight() - QPointF(3, -3))
    painter.setPen(INK)
    painter.save()
    _fit_text(painter, QRectF(x + size * 1.8, y, width - size * 1.8, size + 2),
                   Qt.AlignmentFlag.AlignVCenter, text)
    painter.restore()


def _paint_own_colour(painter: QPainter, layout: BoardLayout, state: ClansState,
                      texts: PanelTexts, small: QFont, body: QFont) -> None:
    """The player's own clan, or the button that reveals it (hot-seat privacy)."""
    colour = texts.own_colour
    if colour is None or state.is_over():
        return
    rect = layout.reveal_button()
    shown = texts.own_colour_shown
    painter.setPen(QPen(INK, 1.5))
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, QColor("#7a5533"))
    gradient.setColorAt(1, QColor("#53361c"))
    painter.setBrush(gradient)
    painter.drawRoundedRect(rect, 8, 8)
    painter.setFont(body)
    painter.setPen(QColor("#fff3cf"))
    if shown:
        size = rect.height() * 0.55
        paint_hut(painter, rect.x() + rect.height() * 0.55, rect.center().y(), size,
                  CLAN_COLOURS[colour])
        painter.setPen(QColor("#fff3cf"))
        painter.drawText(rect.adjusted(rect.height(), 0, -4, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                         texts.own_clan)
    else:
        painter.drawText(rect.adjusted(6, 0, -6, 0),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         texts.own_clan)
