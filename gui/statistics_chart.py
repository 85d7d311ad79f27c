"""The statistics dialog's chart: the results against each opponent as bars, or
for a game for one player the latest scores."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ludotheque.core.i18n import Texts
from ludotheque.core.statistics import Results

from .i18n import tr_text
from .style import COLORS

__all__ = ["NONE_YET", "ResultsChart", "percent_text"]

statistics_dialog = Texts("statistics_dialog")  # the variable bears its context's name

_PERCENT = statistics_dialog.tr("{n}%")
NONE_YET = statistics_dialog.tr("No games played yet.")


def percent_text(rate: float | None) -> str:
    """A rate of wins in words (``67 %`` in French), or a dash when there is none."""
    if rate is None:
        return "—"
    return tr_text(_PERCENT.format(n=round(rate * 100)))


class ResultsChart(QWidget):
    """The chart of one game: for each opponent a bar of the games won, drawn and
    lost; for a game for one player, the latest scores as columns, the best marked.
    Painted with QPainter (PySide6-Essentials has no QtCharts)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsChart")
        self.bars: list[tuple[str, Results]] = []
        self.scores: tuple[float, ...] = ()
        self.solo = False
        self.setMinimumHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_results(self, bars: Sequence[tuple[str, Results]], solo: bool) -> None:
        """Show *bars*: (the opponent's name, its results) each; *solo*: the scores."""
        self.bars = list(bars)
        self.solo = solo
        self.scores = bars[0][1].recent if solo and bars else ()
        self.setAccessibleDescription(self.describe())
        self.setMinimumHeight(self.sizeHint().height())
        self.updateGeometry()
        self.update()

    def describe(self) -> str:
        """The chart in words (screen readers, tests)."""
        if self.solo:
            return self.tr("Latest scores: {scores}").format(
                scores=", ".join(f"{s:g}" for s in self.scores)) if self.scores else ""
        return "; ".join(self.tr("{opponent}: {results}").format(opponent=name, results=", ".join(
            tr_text(text) for text in (statistics_dialog.tr("%n won", "", r.won),
                                       statistics_dialog.tr("%n drawn", "", r.drawn),
                                       statistics_dialog.tr("%n lost", "", r.lost))))
            for name, r in self.bars)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        rows = 5 if self.solo else max(2, len(self.bars))
        return QSize(460, self.fontMetrics().height() + 24 + 30 * rows)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if (self.solo and not self.scores) or not self.bars:
            painter.setPen(QColor(COLORS["muted"]))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             tr_text(NONE_YET))
            return
        if self.solo:
            self._paint_scores(painter)
        else:
            self._paint_bars(painter)

    # Colours of the results: green won, grey drawn, red lost.
    @staticmethod
    def colors() -> tuple[QColor, QColor, QColor]:
        return QColor(COLORS["good"]), QColor(COLORS["muted"]), QColor(COLORS["bad"])

    def _paint_bars(self, painter: QPainter) -> None:
        metrics = painter.fontMetrics()
        labels = [name for name, _ in self.bars]
        label_width = min(self.width() // 3, max(metrics.horizontalAdvance(t) for t in labels) + 12)
        legend = metrics.height() + 12
        row = min(34.0, (self.height() - legend - 8) / max(1, len(self.bars)))
        bar = max(10.0, row - 10)
        left, right = 4 + label_width, self.width() - 56
        won_c, drawn_c, lost_c = self.colors()
        for index, (name, results) in enumerate(self.bars):
            y = 4 + index * row
            painter.setPen(QColor(COLORS["text"]))
            painter.drawText(QRectF(4, y, label_width - 8, bar),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                             metrics.elidedText(name, Qt.TextElideMode.ElideRight,
                                                label_width - 8))
            total = max(1, results.played)
            x = float(left)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(COLORS["border"]))
            painter.drawRoundedRect(QRectF(left, y, right - left, bar), 4, 4)
            for count, color in ((results.won, won_c), (results.drawn, drawn_c),
                                 (results.lost, lost_c)):
                width = (right - left) * count / total
                if width <= 0:
                    continue
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(color)
                painter.drawRect(QRectF(x, y, width, bar))
                text = str(count)
                if metrics.horizontalAdvance(text) + 6 < width:
                    painter.setPen(QColor("white"))
                    painter.drawText(QRectF(x, y, width, bar), Qt.AlignmentFlag.AlignCenter, text)
                x += width
            painter.setPen(QColor(COLORS["text"]))
            painter.drawText(QRectF(right + 6, y, 50, bar),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             percent_text(results.win_rate))
        # The legend, under the bars.
        y = 4 + len(self.bars) * row + 6
        x = float(left)
        for text, color in ((self.tr("Won"), won_c), (self.tr("Drawn"), drawn_c),
                            (self.tr("Lost"), lost_c)):
            size = metrics.height() * 0.7
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawRoundedRect(QRectF(x, y + (metrics.height() - size) / 2, size, size), 2, 2)
            painter.setPen(QColor(COLORS["muted"]))
            painter.drawText(QRectF(x + size + 4, y, 200, metrics.height()),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
            x += size + 4 + metrics.horizontalAdvance(text) + 16

    def _paint_scores(self, painter: QPainter) -> None:
        metrics = painter.fontMetrics()
        scores = self.scores
        top = max(max(scores), 1.0)
        best = max(scores)
        axis = metrics.horizontalAdvance(f"{top:g}") + 8
        area = QRectF(axis + 4, 6, self.width() - axis - 10, self.height() - metrics.height() - 14)
        painter.setPen(QPen(QColor(COLORS["border"]), 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.setPen(QColor(COLORS["muted"]))
        painter.drawText(QRectF(0, area.top() - 2, axis, metrics.height()),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop), f"{top:g}")
        painter.drawText(QRectF(0, area.bottom() - metrics.height(), axis, metrics.height()),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom), "0")
        step = area.width() / max(len(scores), 10)
        width = max(2.0, step * 0.7)
        for index, score in enumerate(scores):
            height = area.height() * max(0.0, score) / top
            color = QColor(COLORS["good"] if score == best else COLORS["accent"])
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawRoundedRect(QRectF(area.left() + index * step + (step - width) / 2,
                                           area.bottom() - height, width, height), 2, 2)
        painter.setPen(QColor(COLORS["muted"]))
        painter.drawText(QRectF(area.left(), area.bottom() + 4, area.width(), metrics.height()),
                         int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                         self.tr("The latest scores, oldest first"))
