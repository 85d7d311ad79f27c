"""The Kanzé board's side panel: the round counter and the turn limit, a card per
player (Representative, name, troops, cells), what to do and what the last move
did, above the Recruit and Pass buttons.

The panel lies at the right of the board on a wide widget and below it on a tall
one (:class:`~.geometry.BoardGeometry`); the texts come translated from the board.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen

from ..rules.state import KanzeState
from .geometry import BoardGeometry
from .painting import INK, PLAYER_COLOURS, paint_pawn

__all__ = ["PanelLayout", "draw_fitted", "paint_panel", "panel_fonts", "panel_layout"]


@dataclass
class PanelLayout:
    """Where the panel's parts are drawn."""

    title: QRectF
    """The round counter."""
    note: QRectF
    """What the turn limit means for the players."""
    cards: list[QRectF]
    """One card per player."""
    text: QRectF
    """What to do and what happened: the room left above the buttons."""


def panel_fonts(font: QFont, side: bool) -> tuple[QFont, QFont, QFont]:
    """The panel's title, name and small fonts (smaller below the board)."""
    title = QFont(font)
    title.setPixelSize(20 if side else 16)
    title.setBold(True)
    normal = QFont(font)
    normal.setPixelSize(15 if side else 13)
    normal.setBold(True)
    small = QFont(font)
    small.setPixelSize(13 if side else 12)
    return title, normal, small


def panel_layout(geometry: BoardGeometry, font: QFont, buttons: QRectF, note: str) -> PanelLayout:
    """Lay the panel out around its *buttons* (their united geometry), with room for
    the turn limit's *note* ("" for none)."""
    title_font, normal, small = panel_fonts(font, geometry.side)
    inner = geometry.panel_inner()
    flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
    small_metrics = QFontMetricsF(small)
    card_h = 10 + QFontMetricsF(normal).height() + 2 * small_metrics.height() + 10
    if geometry.side:
        left = inner
    else:
        left = QRectF(inner.left(), inner.top(), buttons.left() - 10 - inner.left(),
                      inner.height())
    y = left.top()
    title = QRectF(left.left(), y, left.width(), QFontMetricsF(title_font).height() + 4)
    y = title.bottom() + 2
    note_h = small_metrics.boundingRect(QRectF(0, 0, left.width(), 1000), int(flags),
                                        note).height() if note else 0.0
    note_rect = QRectF(left.left(), y, left.width(), note_h)
    y = note_rect.bottom() + 10
    if geometry.side:
        # A board too low for everything: the cards shrink to their names.
        room = (buttons.top() - 12 - y) / 2 - 8
        card_h = max(0.0, min(card_h, room))
        cards = [QRectF(left.left(), y + k * (card_h + 8), left.width(), card_h)
                 for k in (0, 1)]
        y = cards[1].bottom() + 12
        text = QRectF(left.left(), y, left.width(), max(0.0, buttons.top() - 10 - y))
    else:
        width = (left.width() - 8) / 2
        cards = [QRectF(left.left() + k * (width + 8), y, width,
                        min(card_h, max(0.0, left.bottom() - y))) for k in (0, 1)]
        text = QRectF(left.left(), cards[0].bottom() + 6, left.width(),
                      max(0.0, left.bottom() - cards[0].bottom() - 6))
    return PanelLayout(title, note_rect, cards, text)


def paint_panel(painter: QPainter, geometry: BoardGeometry, font: QFont, layout: PanelLayout,
                state: KanzeState, round_texts: tuple[str, str], names: Sequence[str],
                card_texts: Sequence[list[str]], lines: Sequence[str],
                status_first: bool) -> None:
    """The panel's paper and everything on it.

    :param round_texts: the round counter and the turn limit's note.
    :param names: each player's name; :param card_texts: the figures of each card.
    :param lines: what to do (first, when *status_first*) and what happened, drawn
        while they fit.
    """
    paper_rect = geometry.panel_paper()
    painter.setPen(QPen(QColor(60, 40, 20, 120), 1))
    paper = QLinearGradient(paper_rect.topLeft(), paper_rect.bottomLeft())
    paper.setColorAt(0, QColor("#f6ecd6"))
    paper.setColorAt(1, QColor("#eadcbc"))
    painter.setBrush(paper)
    painter.drawRoundedRect(paper_rect, 12, 12)
    title_font, normal, small = panel_fonts(font, geometry.side)
    title, note = round_texts
    painter.setPen(INK)
    draw_fitted(painter, layout.title, title_font, title)
    wrap = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    if note:
        painter.setFont(small)
        painter.setPen(QColor("#5a4630"))
        painter.drawText(layout.note, wrap, note)
    for player, card in enumerate(layout.cards):
        _paint_card(painter, state, player, card, normal, small, names[player],
                    list(card_texts[player]))
    painter.setFont(small)
    text = layout.text
    y = text.top()
    for i, line in enumerate(lines):
        bound = painter.boundingRect(QRectF(text.left(), y, text.width(), 1000), wrap, line)
        if bound.bottom() > text.bottom():
            break
        painter.setPen(INK if i or not status_first else QColor("#1f4d66"))
        painter.drawText(QRectF(text.left(), y, text.width(), bound.height()), wrap, line)
        y += bound.height() + 6


def _paint_card(painter: QPainter, state: KanzeState, player: int, card: QRectF,
                normal: QFont, small: QFont, name: str, texts: list[str]) -> None:
    """A player's card: the Representative, the name, the troops and the cells."""
    if card.height() < 20:
        return
    active = state.current_player == player
    painter.setPen(QPen(PLAYER_COLOURS[player] if active else QColor(0, 0, 0, 40),
                        2.5 if active else 1))
    painter.setBrush(QColor(255, 255, 255, 150 if active else 90))
    painter.drawRoundedRect(card, 9, 9)
    pawn = min(36.0, card.height() * 0.6)
    paint_pawn(painter, QPointF(card.left() + 8 + pawn * 0.45, card.center().y() + pawn * 0.5),
               pawn, PLAYER_COLOURS[player], crown=True)
    left = card.left() + 16 + pawn * 0.9
    width = card.right() - 8 - left
    if active and not state.is_over():
        name = "▶ " + name
    name_h = QFontMetricsF(normal).height()
    small_h = QFontMetricsF(small).height()
    while texts and name_h + len(texts) * small_h > card.height() - 4:
        texts.pop()                  # a card too low keeps what fits
    y = card.top() + (card.height() - name_h - len(texts) * small_h) / 2
    align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    painter.setFont(normal)
    painter.setPen(PLAYER_COLOURS[player].darker(130))
    painter.drawText(QRectF(left, y, width, name_h), align, painter.fontMetrics().elidedText(
        name, Qt.TextElideMode.ElideRight, int(width)))
    y += name_h
    painter.setPen(INK)
    for line in texts:
        draw_fitted(painter, QRectF(left, y, width, small_h), small, line)
        y += small_h


def draw_fitted(painter: QPainter, rect: QRectF, font: QFont, text: str) -> None:
    """Draw *text* on one line in *rect*, the font shrunk (down to 9 px) until it
    fits, then elided."""
    font = QFont(font)
    size = font.pixelSize()
    while size > 9 and QFontMetricsF(font).horizontalAdvance(text) > rect.width():
        size -= 1
        font.setPixelSize(size)
    painter.setFont(font)
    text = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
    painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
