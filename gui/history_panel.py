"""The history beside the board: one line per move, with its dice, the game's
sentence and the mover's colour; clicking a line shows the position after it.

Signals of :class:`HistoryPanel`:

* ``step_chosen(int)``: show the position after that many steps.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ludotheque.core.events import SeatInfo
from ludotheque.core.i18n import QT_TRANSLATE_NOOP, TrText
from ludotheque.core.match import Match
from ludotheque.core.model import CHANCE, Move, State

from .i18n import tr_text
from .side_panel import dice_faces, paint_die, text_color
from .style import COLORS

__all__ = ["HistoryLine", "HistoryPanel", "die_glyphs", "history_lines", "line_of_cursor"]


DIE_GLYPHS = "\u2680\u2681\u2682\u2683\u2684\u2685"
"""The Unicode die faces ⚀ to ⚅, in the lines' text (what screen readers and a copy
read); the panel paints the dice."""

_START = QT_TRANSLATE_NOOP("HistoryPanel", "Start")


def die_glyphs(faces: Sequence[int]) -> str:
    """``⚄⚀`` for the faces 5 and 1."""
    return "".join(DIE_GLYPHS[face - 1] for face in faces if 1 <= face <= 6)


@dataclass(frozen=True)
class HistoryLine:
    """One line of the history: a player's move (numbered), with the dice rolled for
    it; a chance step; a run of chance steps the game words at once; or the start."""

    first: int
    """The index of the first step the line stands for (0 for the start)."""
    target: int
    """The number of steps to show when the line is chosen: the position after its
    last step."""
    number: int | None
    """The move's number, from 1; None for chance and the start."""
    faces: tuple[int, ...]
    """The dice shown on the line (the roll a move was chosen by, or a roll)."""
    sentence: str
    """The game's sentence, in the current language, the mover named."""
    mover: int
    """The seat that moved, or ``CHANCE`` (the start too)."""

    @property
    def text(self) -> str:
        """The whole line as text: number, dice as Unicode faces, sentence."""
        parts = [f"{self.number}." if self.number is not None else "",
                 die_glyphs(self.faces), self.sentence]
        return " ".join(part for part in parts if part)


def _plugin_text(make: Callable[[], TrText | None], fallback: str, what: str) -> str | None:
    """Translate the text a game's *make* gives; its notation if the game's code
    fails (logged), so that a broken sentence never hides the history."""
    try:
        text = make()
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # noqa: BLE001 - a plugin's sentence failed
        from ludotheque.core.logs import report

        report(what, exc)
        return fallback
    return None if text is None else tr_text(text)


def history_lines(match: Match, seats: Sequence[SeatInfo],
                  viewer: int | None = None) -> list[HistoryLine]:
    """The lines of *match*'s history, as *viewer* may know it (None: everybody at
    the table), the movers named as *seats* says.

    * Each move of a player is a numbered line with the game's sentence.
    * The dice rolled just before a move are shown as faces on that move's line,
      unless the same player moved just before them too: then they are what that
      move led to (a weather die, the roll of a "roll" move), and keep a line of
      their own.
    * A run of two or more chance steps that the game words in one sentence
      (:meth:`State.chance_text`: a setup, a deal) is one line.
    * Any other chance step is a line of its own, unnumbered, dice as faces.

    In a game that hides something from some player, no outcome is shown as dice
    (a deal may read like dice): only the game's sentences, which know what
    *viewer* may see.
    """
    steps = match.steps
    game = match.game.id
    secrets = type(match.initial_state).view is not State.view

    def faces_of(move: Move) -> list[int] | None:
        return None if secrets else dice_faces(move)

    def name(mover: int) -> str:
        return seats[mover].name if 0 <= mover < len(seats) else ""

    def sentence(index: int) -> str:
        mover, move = steps[index]
        text = _plugin_text(
            lambda: match.state_at(index).step_text(move, viewer).format(player=name(mover)),
            str(move), f"{game}: the sentence of step {index + 1} ({move!r})")
        return text or str(move)

    def worded(first: int, end: int) -> str | None:
        moves = [move for _, move in steps[first:end]]
        return _plugin_text(lambda: match.state_at(first).chance_text(moves, viewer), "",
                            f"{game}: the sentence of steps {first + 1} to {end}") or None

    lines = [HistoryLine(0, 0, None, (), tr_text(_START), CHANCE)]
    number = 0
    index = 0
    folded: tuple[int, tuple[int, ...]] | None = None  # (first step, faces) for the next move
    while index < len(steps):
        mover, move = steps[index]
        if mover != CHANCE:
            number += 1
            first, faces = folded if folded is not None else (index, ())
            lines.append(HistoryLine(first, index + 1, number, faces, sentence(index), mover))
            folded = None
            index += 1
            continue
        end = index
        while end < len(steps) and steps[end][0] == CHANCE:
            end += 1
        last_faces = faces_of(steps[end - 1][1])
        fold = (end < len(steps) and last_faces is not None
                and not (end - 2 >= 0 and steps[end - 2][0] == steps[end][0]))
        whole = worded(index, end) if end - index >= 2 else None
        if whole is not None:
            lines.append(HistoryLine(index, end, None, (), whole, CHANCE))
            index = end
            continue
        own_end = end - 1 if fold else end
        part = worded(index, own_end) if own_end - index >= 2 else None
        if part is not None:
            lines.append(HistoryLine(index, own_end, None, (), part, CHANCE))
        else:
            for step in range(index, own_end):
                lines.append(HistoryLine(step, step + 1, None,
                                         tuple(faces_of(steps[step][1]) or ()),
                                         sentence(step), CHANCE))
        if fold:
            assert last_faces is not None
            folded = (end - 1, tuple(last_faces))
        index = end
    return lines


def line_of_cursor(lines: Sequence[HistoryLine], cursor: int) -> int:
    """The row of the line that holds the last step shown (*cursor* steps played):
    the start for none."""
    for row in range(len(lines) - 1, 0, -1):
        if lines[row].first < cursor:
            return row
    return 0


_TARGET, _NUMBER, _FACES, _SENTENCE, _SEAT_COLOR = (Qt.ItemDataRole.UserRole + offset
                                                   for offset in range(5))


class _HistoryLines(QStyledItemDelegate):
    """Paints a line of the history: the number in a column of its own, the dice as
    small dice, the sentence wrapped beside them; and tells the height of the
    wrapped line, counting the style sheet's padding of the items (Qt's own size
    hints leave it out, and then cut a line that only just wraps)."""

    PADDING = (12, 6)
    """The horizontal and vertical padding of ``#historyList::item`` (gui/style.py)."""
    GAP = 6
    """Pixels between the number, the dice and the sentence."""

    def __init__(self, parent: QListWidget) -> None:
        super().__init__(parent)
        self.digits = 1
        """Digits of the largest move number (the width of the number column)."""

    def _number_width(self, metrics: QFontMetrics) -> int:
        return metrics.horizontalAdvance("0" * self.digits + ".") + self.GAP

    @staticmethod
    def _die_size(metrics: QFontMetrics) -> int:
        return max(12, metrics.height() + 1)

    def _dice_width(self, metrics: QFontMetrics, faces: Sequence[int]) -> int:
        if not faces:
            return 0
        size = self._die_size(metrics)
        return len(faces) * size + (len(faces) - 1) * 3 + self.GAP

    def _text_width(self, metrics: QFontMetrics, width: int, faces: Sequence[int]) -> int:
        return max(40, width - self._number_width(metrics) - self._dice_width(metrics, faces))

    def sizeHint(self, option: QStyleOptionViewItem, index: Any) -> QSize:  # noqa: N802
        view = self.parent()
        assert isinstance(view, QListWidget)
        width = max(40, view.viewport().width() - self.PADDING[0] - 4)
        metrics = option.fontMetrics
        faces = index.data(_FACES) or ()
        text = str(index.data(_SENTENCE) or index.data(Qt.ItemDataRole.DisplayRole) or "")
        bounds = metrics.boundingRect(
            QRect(0, 0, self._text_width(metrics, width, faces), 100_000),
            int(Qt.TextFlag.TextWordWrap), text)
        height = bounds.height() + self._lead(metrics, faces)
        return QSize(width, max(height, self._die_size(metrics) if faces else 0)
                     + self.PADDING[1] + 2)

    def _lead(self, metrics: QFontMetrics, faces: Sequence[int]) -> int:
        """Pixels above the text, to centre its first line on the dice."""
        return max(0, self._die_size(metrics) - metrics.height()) // 2 if faces else 0

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Any) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""  # the background (selection, hover) only
        widget = opt.widget
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        metrics = opt.fontMetrics
        rect = opt.rect.adjusted(self.PADDING[0] // 2, self.PADDING[1] // 2,
                                 -self.PADDING[0] // 2, -self.PADDING[1] // 2)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        brush = index.data(Qt.ItemDataRole.ForegroundRole)
        color = (QColor("white") if selected else
                 brush.color() if isinstance(brush, QBrush) else QColor(COLORS["text"]))
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(opt.font)
        painter.setPen(color)
        x = rect.left()
        faces = index.data(_FACES) or ()
        top = rect.top() + self._lead(metrics, faces)
        number_width = self._number_width(metrics)
        number = index.data(_NUMBER)
        if number:
            painter.drawText(QRect(x, top, number_width - self.GAP, metrics.height()),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop),
                             str(number))
        x += number_width
        if faces:
            size = self._die_size(metrics)
            y = top + (metrics.height() - size) / 2
            for face in faces:
                paint_die(painter, QRectF(x, y, size, size), int(face))
                x += size + 3
            x += self.GAP - 3
        painter.setPen(color)
        text = str(index.data(_SENTENCE) or "")
        painter.drawText(QRect(x, top, max(1, rect.right() - x), rect.bottom() - top + 2),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap), text)
        painter.restore()


class HistoryPanel(QListWidget):
    """Every step of the match in words (:func:`history_lines`); choosing a line
    shows the position after its last step.

    Signals: ``step_chosen(int)`` (number of steps to show).
    """

    step_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyList")
        self.setMinimumHeight(120)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        # Sentences are longer than notations: they wrap instead of scrolling sideways.
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A width that never changes: a scroll bar appearing after the lines were laid
        # out would leave a wrapped line one row short.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.delegate = _HistoryLines(self)
        self.setItemDelegate(self.delegate)
        self.itemClicked.connect(self._on_self_item_clicked)
        self.itemActivated.connect(self._on_self_item_clicked)
        self.lines: list[HistoryLine] = []
        self._signature: tuple[object, ...] = ()

    def show_match(self, match: Match, seats: Sequence[SeatInfo],
                   viewer: int | None = None) -> None:
        """Show *match*'s history (:func:`history_lines`) as *viewer* may know it
        (None: everybody at the table), the movers named and coloured as *seats* says."""
        steps = match.steps
        signature = (id(match), len(steps), tuple(str(m) for _, m in steps[-3:]), viewer,
                     tuple((seat.name, seat.color) for seat in seats))
        if signature != self._signature:
            self._signature = signature
            self.lines = history_lines(match, seats, viewer)
            numbers = [line.number for line in self.lines if line.number is not None]
            self.delegate.digits = len(str(max(numbers))) if numbers else 1
            self.blockSignals(True)
            self.clear()
            for line in self.lines:
                item = QListWidgetItem(line.text)
                item.setData(_TARGET, line.target)
                item.setData(_NUMBER, f"{line.number}." if line.number is not None else "")
                item.setData(_FACES, line.faces)
                item.setData(_SENTENCE, line.sentence)
                item.setData(_SEAT_COLOR, seats[line.mover].color
                             if 0 <= line.mover < len(seats) else None)
                self.addItem(item)
            self._recolor()
            self.blockSignals(False)
        self.blockSignals(True)
        current = self.item(line_of_cursor(self.lines, match.cursor))
        if current is not None:
            self.setCurrentItem(current)
            self.scrollToItem(current)
            # Again once the wrapped lines have their heights (laid out later).
            QTimer.singleShot(0, self, self._scroll_to_current)
        self.blockSignals(False)

    def _recolor(self) -> None:
        """Each line in its mover's colour, readable on the theme's panel."""
        for row in range(self.count()):
            item = self.item(row)
            color = item.data(_SEAT_COLOR)
            item.setForeground(text_color(QColor(color)) if color else QColor(COLORS["muted"]))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the theme changed
            self._recolor()

    def _scroll_to_current(self) -> None:
        current = self.currentItem()
        if current is not None:
            self.scrollToItem(current)

    def retranslate(self) -> None:
        """The language changed: the next :meth:`show_match` words every step again."""
        self._signature = ()

    def _on_self_item_clicked(self, item: QListWidgetItem) -> None:
        self.step_chosen.emit(int(item.data(_TARGET)))
