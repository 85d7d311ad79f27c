"""The board of Forts and Ruins.

A sheet of squared paper with forts, ruins and territories, and a side panel with
the value palette, the score, the die and the replay controls.

Keys: ``1``–``6`` choose the value placed by a click; ``H`` shows where a
territory of that value would live; ``Left``/``Right`` (``Home``/``End``) step
through every frame of the game shown (after each placement, after each
evaluation); ``Escape`` leaves the replay; ``R`` asks for a new game.

The replay is computed from the state the host shows (every state carries its
game's turns), so it can never show frames of another game.

Signals (besides those of :class:`~ludotheque.gui.board.BoardWidget`):

* ``restart_requested()``: the player pressed ``R`` (or the end panel's button).
* ``value_changed(int)``: the chosen value changed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ludotheque.core import GameInfo
from ludotheque.core import CHANCE, TERMINAL
from ludotheque.gui import BoardWidget
from ludotheque_forts.records import BestScores, Record, load_table, size_key
from ludotheque_forts.rules.board import DEAD, EMPTY, FORT, RUIN, is_living
from ludotheque_forts.rules.frames import PLACED, START, Frame, game_frames
from ludotheque_forts.rules.moves import Place, Roll, column_name
from ludotheque_forts.rules.state import FortsState

from .painting import (
    INK,
    draw_dead,
    draw_die,
    draw_fort,
    draw_paper,
    draw_ruin,
    draw_territory,
    fit_font,
)

__all__ = ["FortsBoardWidget"]


class FortsBoardWidget(BoardWidget):
    """The Forts and Ruins board; see the module documentation."""

    restart_requested = Signal()
    value_changed = Signal(int)

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(info, parent)
        self.value = 1
        """The value a click places."""
        self.hints = False
        """Whether cells where a territory would live are marked."""
        self.replay_index: int | None = None
        """The frame shown in replay, or None for the live position."""
        self._frames: list[Frame] | None = None
        self._frames_of: FortsState | None = None
        self._hover: int | None = None
        self._hint_cache: tuple[Any, dict[int, int]] | None = None
        self._best: tuple[str, BestScores, int | None] | None = None

    # --- host interface ---------------------------------------------------------------

    def position_changed(self, previous: Any) -> None:
        # Whatever the host shows now is live: leave any replay.
        self.replay_index = None
        self._hover = None
        self._hint_cache = None
        state = self.state
        if isinstance(state, FortsState) and state.is_over():
            self._read_best(state)
        self._emit_status()

    def retranslate(self) -> None:
        self._emit_status()
        self.update()

    # --- what is shown -----------------------------------------------------------------

    def frames(self) -> list[Frame]:
        """Every frame of the game of the state shown (recomputed for a new state)."""
        state = self.state
        if not isinstance(state, FortsState):
            return []
        if self._frames is None or self._frames_of is not state:
            self._frames = game_frames(state)
            self._frames_of = state
        return self._frames

    def shown_frame(self) -> Frame | None:
        frames = self.frames()
        if not frames:
            return None
        if self.replay_index is None:
            return frames[-1]
        return frames[self.replay_index]

    def shown_state(self) -> FortsState | None:
        frame = self.shown_frame()
        return frame.state if frame else None

    def is_replaying(self) -> bool:
        return self.replay_index is not None

    # --- replay ---------------------------------------------------------------------

    def step_replay(self, delta: int) -> None:
        """Move *delta* frames in the replay (leaving it past the last frame)."""
        frames = self.frames()
        if len(frames) < 2:
            return
        last = len(frames) - 1
        current = last if self.replay_index is None else self.replay_index
        target = max(0, min(last, current + delta))
        self.replay_index = None if target == last and delta > 0 else target
        if self.replay_index == last:
            self.replay_index = None
        self._hint_cache = None
        self._emit_status()
        self.update()

    def set_replay_index(self, index: int | None) -> None:
        frames = self.frames()
        if index is not None and not 0 <= index < len(frames):
            raise IndexError(index)
        self.replay_index = None if index == len(frames) - 1 else index
        self._emit_status()
        self.update()

    # --- value and hints ------------------------------------------------------------

    def set_value(self, value: int) -> None:
        if 1 <= value <= 6 and value != self.value:
            self.value = value
            self._hint_cache = None
            self.value_changed.emit(value)
            self._emit_status()
            self.update()

    def set_hints(self, shown: bool) -> None:
        self.hints = shown
        self.update()

    def hint_cells(self) -> dict[int, int]:
        """For each legal cell, on how many of the five other die faces a territory
        of the chosen value placed there would still live (0 to 5)."""
        state = self.shown_state()
        if state is None or state.current_player != 0:
            return {}
        key = (state, self.value)
        if self._hint_cache is not None and self._hint_cache[0] == key:
            return self._hint_cache[1]
        result: dict[int, int] = {}
        for cell in state.legal_cells():
            col, row = state.geo.cell(cell)
            placed = state.apply(Place(col, row, self.value))
            lives = 0
            for die in range(1, 7):
                if die != self.value and is_living(placed.apply(Roll(die)).board[cell]):
                    lives += 1
            result[cell] = lives
        self._hint_cache = (key, result)
        return result

    # --- geometry ---------------------------------------------------------------------

    def _layout(self) -> tuple[QRectF, float, QRectF]:
        """``(board rect, cell size, panel rect)`` for the current widget size."""
        state = self.shown_state()
        cols, rows = (state.cols, state.rows) if state else (18, 9)
        w, h = float(self.width()), float(self.height())
        margin = max(6.0, min(w, h) * 0.025)
        if w >= h * 1.15:
            panel_w = min(max(w * 0.26, 170.0), 330.0)
            panel = QRectF(w - panel_w - margin, margin, panel_w, h - 2 * margin)
            area = QRectF(margin, margin, w - panel_w - 3 * margin, h - 2 * margin)
        else:
            panel_h = min(max(h * 0.3, 140.0), 250.0)
            panel = QRectF(margin, h - panel_h - margin, w - 2 * margin, panel_h)
            area = QRectF(margin, margin, w - 2 * margin, h - panel_h - 3 * margin)
        label = 0.7
        cell = max(4.0, min(area.width() / (cols + label + 0.4),
                            area.height() / (rows + label + 0.4)))
        board_w, board_h = cell * cols, cell * rows
        x0 = area.x() + (area.width() - board_w - label * cell) / 2 + label * cell
        y0 = area.y() + (area.height() - board_h - label * cell) / 2 + label * cell
        return QRectF(x0, y0, board_w, board_h), cell, panel

    def cell_rect(self, cell: int) -> QRectF:
        board, size, _ = self._layout()
        state = self.shown_state()
        cols = state.cols if state else 18
        row, col = divmod(cell, cols)
        return QRectF(board.x() + col * size, board.y() + row * size, size, size)

    def cell_at(self, point: QPointF) -> int | None:
        """The cell index under *point*, or None outside the board."""
        state = self.shown_state()
        if state is None:
            return None
        board, size, _ = self._layout()
        if not board.contains(point):
            return None
        col = int((point.x() - board.x()) // size)
        row = int((point.y() - board.y()) // size)
        if not (0 <= col < state.cols and 0 <= row < state.rows):
            return None
        return row * state.cols + col

    def palette_rects(self) -> list[QRectF]:
        _, _, panel = self._layout()
        size = min(panel.width() / 8.2, 42.0, panel.height() / 6.0)
        gap = size * 0.18
        total = 6 * size + 5 * gap
        x = panel.x() + (panel.width() - total) / 2
        y = panel.y() + max(panel.height() * 0.2, size * 1.3)
        return [QRectF(x + i * (size + gap), y, size, size) for i in range(6)]

    # --- input ---------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        point = event.position()
        for value, rect in enumerate(self.palette_rects(), start=1):
            if rect.contains(point):
                self.set_value(value)
                return None
        if self.is_replaying():
            return None
        cell = self.cell_at(point)
        state = self.shown_state()
        if cell is None or state is None:
            return None
        col, row = state.geo.cell(cell)
        self.request_move(Place(col, row, self.value))
        return None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        cell = self.cell_at(event.position())
        if cell != self._hover:
            self._hover = cell
            self.update()

    def leaveEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            self.set_value(key - Qt.Key.Key_0)
        elif key == Qt.Key.Key_H:
            self.set_hints(not self.hints)
        elif key == Qt.Key.Key_Left:
            self.step_replay(-1)
        elif key == Qt.Key.Key_Right:
            self.step_replay(1)
        elif key == Qt.Key.Key_Home:
            if len(self.frames()) > 1:
                self.set_replay_index(0)
        elif key == Qt.Key.Key_End or key == Qt.Key.Key_Escape:
            if self.is_replaying():
                self.set_replay_index(None)
        elif key == Qt.Key.Key_R:
            self.restart_requested.emit()
        else:
            super().keyPressEvent(event)

    # --- best scores ------------------------------------------------------------------

    def _read_best(self, state: FortsState) -> None:
        """Read the best scores for a finished game (the plugin records a game played
        here when the host tells it the match finished: the board only shows them)."""
        game = state.checksum()
        if self._best is not None and self._best[0] == game:
            return
        try:
            table = load_table()
        except Exception:  # noqa: BLE001 - the scores table must never break the board
            table = BestScores()
        self._best = (game, table, table.rank_of(size_key(state.cols, state.rows), game))

    def best_scores(self) -> tuple[tuple[Record, ...], int | None]:
        """The best games of the board size shown, and the place of this game."""
        state = self.state
        if not isinstance(state, FortsState) or self._best is None:
            return (), None
        _, table, rank = self._best
        return table.entries(size_key(state.cols, state.rows)), rank

    # --- texts --------------------------------------------------------------------

    def frame_caption(self) -> str:
        frame = self.shown_frame()
        if frame is None:
            return ""
        if frame.kind == START:
            return self.tr("Start")
        if frame.kind == PLACED:
            return self.tr("Turn %1, after placement").replace("%1", str(frame.turn))
        return self.tr("Turn %1, after evaluation").replace("%1", str(frame.turn))

    def _die_text(self, state: FortsState) -> str:
        report = state.report
        if report is None:
            return ""
        if not report.die:
            return self.tr("The die is about to fall…")
        text = self.tr("The die shows %1. Killed by the weather: %2.").replace(
            "%1", str(report.die)).replace("%2", str(len(report.killed)))
        if report.isolated:
            text += " " + self.tr("Fallen, cut off: %1.").replace("%1", str(len(report.isolated)))
        return text

    def result_summary(self) -> str:
        """The end-of-game line: turns survived and, when this game is among the
        best scores the plugin recorded, its place ("" before the end)."""
        state = self.state
        if not isinstance(state, FortsState) or not state.is_over():
            return ""
        summary = self.tr("Turns survived: %1").replace("%1", str(state.turns))
        rank = self.best_scores()[1]
        if rank is not None:
            summary += " — " + self.tr("best score #%1 on this board").replace("%1", str(rank))
        return summary

    def status_text(self) -> str:
        state = self.shown_state()
        if state is None:
            return ""
        if self.is_replaying():
            return self.tr("Replay: %1 — Left/Right to step, Escape to return").replace(
                "%1", self.frame_caption())
        if state.current_player == TERMINAL:
            return self.tr("Game over. Turns survived: %1.").replace("%1", str(state.turns))
        if state.current_player == CHANCE:
            return self.tr("Rolling the die…")
        return self.tr("Place a territory of value %1 (keys 1–6 change it).").replace(
            "%1", str(self.value))

    def _emit_status(self) -> None:
        self.status_changed.emit(self.status_text())

    def describe(self) -> dict[str, Any]:
        data = super().describe()
        frame = self.shown_frame()
        data.update({
            "value": self.value,
            "hints": self.hints,
            "replay_index": self.replay_index,
            "frames": len(self.frames()),
            "frame_kind": frame.kind if frame else None,
            "frame_turn": frame.turn if frame else None,
            "result": self.result_summary(),
        })
        return data

    # --- painting ---------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self._paint_background(painter)
        state = self.shown_state()
        if state is not None:
            board, size, panel = self._layout()
            self._paint_board(painter, state, board, size)
            self._paint_panel(painter, state, panel)
            if state.current_player == TERMINAL and not self.is_replaying():
                self._paint_game_over(painter, state, board)
        painter.end()

    def _paint_background(self, painter: QPainter) -> None:
        rect = QRectF(self.rect())
        painter.fillRect(rect, QColor("#5b4a36"))
        inner = QColor("#6d5a42")
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(inner)
        painter.drawRect(rect.adjusted(4, 4, -4, -4))

    def _paint_board(self, painter: QPainter, state: FortsState, board: QRectF,
                     size: float) -> None:
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
        legal = set(state.legal_cells()) if (self.interactive and not self.is_replaying()) \
            else set()
        show_legal = self.show_legal_moves and state.adjacent and legal
        hints = self.hint_cells() if self.hints and not self.is_replaying() else {}
        for index, code in enumerate(state.board):
            row, col = divmod(index, cols)
            rect = QRectF(board.x() + col * size, board.y() + row * size, size, size)
            if code == EMPTY:
                if index in hints:
                    self._paint_hint(painter, rect, hints[index])
                elif show_legal and index in legal:
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
        if report is not None and self.show_last_move:
            self._paint_report(painter, state, board, size)
        hover = self._hover
        if (hover is not None and hover in legal and not self.is_animating()
                and 0 <= hover < len(state.board)):
            row, col = divmod(hover, cols)
            rect = QRectF(board.x() + col * size, board.y() + row * size, size, size)
            draw_territory(painter, rect, self.value, alpha=140)

    def _paint_hint(self, painter: QPainter, rect: QRectF, lives: int) -> None:
        if lives == 0:
            return
        colour = QColor(70, 160, 70, 150) if lives == 5 else QColor(230, 160, 40, 40 + 20 * lives)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        radius = rect.width() * (0.12 + 0.03 * lives)
        painter.drawEllipse(rect.center(), radius, radius)

    def _paint_report(self, painter: QPainter, state: FortsState, board: QRectF,
                      size: float) -> None:
        report = state.report
        assert report is not None
        cols = state.cols

        def rect_of(index: int) -> QRectF:
            row, col = divmod(index, cols)
            return QRectF(board.x() + col * size, board.y() + row * size, size, size)

        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#1f1a14"), max(1.5, size * 0.07)))
        painter.drawRoundedRect(rect_of(report.cell).adjusted(1, 1, -1, -1), size * 0.18,
                                size * 0.18)
        killed_pen = QPen(QColor("#c0262d"), max(1.5, size * 0.08))
        for index in report.killed:
            rect = rect_of(index).adjusted(size * 0.06, size * 0.06, -size * 0.06, -size * 0.06)
            painter.setPen(killed_pen)
            painter.drawRoundedRect(rect, size * 0.16, size * 0.16)
            painter.drawLine(rect.topLeft() + QPointF(size * 0.12, size * 0.12),
                             rect.bottomRight() - QPointF(size * 0.12, size * 0.12))
        isolated_pen = QPen(QColor("#5a1d6e"), max(1.2, size * 0.06), Qt.PenStyle.DashLine)
        painter.setPen(isolated_pen)
        for index in report.isolated:
            rect = rect_of(index).adjusted(size * 0.06, size * 0.06, -size * 0.06, -size * 0.06)
            painter.drawRoundedRect(rect, size * 0.16, size * 0.16)

    def _paint_panel(self, painter: QPainter, state: FortsState, panel: QRectF) -> None:
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
                         | Qt.AlignmentFlag.AlignVCenter, self.tr("Turn %1").replace(
                             "%1", str(state.turns)))
        # palette
        palette = self.palette_rects()
        painter.setFont(fit_font(painter, unit * 0.62, bold=False))
        painter.setPen(INK)
        painter.drawText(QRectF(x, palette[0].y() - unit * 1.05, width, unit),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.tr("Value to place (keys 1–6):"))
        for value, rect in enumerate(palette, start=1):
            if value == self.value:
                painter.setPen(QPen(QColor("#1f1a14"), max(2.0, rect.width() * 0.08)))
                painter.setBrush(QColor(255, 240, 180))
                painter.drawRoundedRect(rect.adjusted(-rect.width() * 0.12, -rect.width() * 0.12,
                                                      rect.width() * 0.12, rect.width() * 0.12),
                                        rect.width() * 0.22, rect.width() * 0.22)
            draw_territory(painter, rect, value)
        y = palette[0].bottom() + unit * 0.7
        # counters
        painter.setFont(fit_font(painter, unit * 0.68, bold=False))
        painter.setPen(INK)
        lines = [
            self.tr("Living forts: %1").replace("%1", str(state.living_forts)),
            self.tr("Forts built: %1").replace("%1", str(state.forts_built)),
            self.tr("Most forts at once: %1").replace("%1", str(state.max_forts)),
        ]
        for line in lines:
            painter.drawText(QRectF(x, y, width, unit * 1.1), Qt.AlignmentFlag.AlignLeft
                             | Qt.AlignmentFlag.AlignVCenter, line)
            y += unit * 1.05
        # die
        y += unit * 0.4
        report = state.report
        die_size = unit * 2.4
        if report is not None:
            draw_die(painter, QRectF(x, y, die_size, die_size), report.die or None)
            painter.setPen(INK)
            painter.setFont(fit_font(painter, unit * 0.62, bold=False))
            painter.drawText(QRectF(x + die_size + unit * 0.6, y - unit * 0.3,
                                    width - die_size - unit * 0.6, die_size + unit * 0.6),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                             | Qt.TextFlag.TextWordWrap, self._die_text(state))
        y += die_size + unit * 0.6
        # replay caption and keys
        painter.setFont(fit_font(painter, unit * 0.6, bold=self.is_replaying()))
        if self.is_replaying():
            frames = self.frames()
            painter.setPen(QColor("#8a3b12"))
            caption = self.tr("Replay %1/%2: %3").replace("%1", str(
                (self.replay_index or 0) + 1)).replace("%2", str(len(frames))).replace(
                    "%3", self.frame_caption())
        else:
            painter.setPen(QColor("#6b5a44"))
            caption = self.tr("1–6 value · H hints · ←/→ replay · R new game")
        painter.drawText(QRectF(x, y, width, unit * 2.4),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap, caption)
        self._paint_legend(painter, QRectF(x, y + unit * 2.6, width,
                                           panel.bottom() - y - unit * 3.0), unit)

    def _paint_legend(self, painter: QPainter, rect: QRectF, unit: float) -> None:
        """What the pictures mean, when there is room for it."""
        icon = unit * 1.4
        entries = [
            (lambda r: draw_fort(painter, r), self.tr("Fort")),
            (lambda r: draw_ruin(painter, r), self.tr("Ruin")),
            (lambda r: draw_dead(painter, r, 4), self.tr("Dead territory")),
            (lambda r: self._killed_icon(painter, r), self.tr("Killed by the die")),
        ]
        if rect.height() < icon * len(entries) * 1.15:
            return
        y = rect.bottom() - len(entries) * icon * 1.15
        for paint, label in entries:
            box = QRectF(rect.x(), y, icon, icon)
            paint(box)
            painter.setFont(fit_font(painter, unit * 0.6, bold=False))
            painter.setPen(INK)
            painter.drawText(QRectF(rect.x() + icon * 1.3, y, rect.width() - icon * 1.3, icon),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
            y += icon * 1.15

    @staticmethod
    def _killed_icon(painter: QPainter, rect: QRectF) -> None:
        draw_dead(painter, rect, 3)
        size = rect.width()
        inner = rect.adjusted(size * 0.06, size * 0.06, -size * 0.06, -size * 0.06)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#c0262d"), max(1.5, size * 0.08)))
        painter.drawRoundedRect(inner, size * 0.16, size * 0.16)
        painter.drawLine(inner.topLeft() + QPointF(size * 0.12, size * 0.12),
                         inner.bottomRight() - QPointF(size * 0.12, size * 0.12))

    @staticmethod
    def _fit_text(painter: QPainter, rect: QRectF, text: str, size: float, bold: bool,
                  align: Qt.AlignmentFlag) -> None:
        """Draw *text* in *rect*, its font shrunk until it fits the width."""
        font = fit_font(painter, size, bold)
        while font.pixelSize() > 7 and QFontMetricsF(font).horizontalAdvance(text) > rect.width():
            font.setPixelSize(font.pixelSize() - 1)
        painter.setFont(font)
        painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, text)

    def _paint_game_over(self, painter: QPainter, state: FortsState, board: QRectF) -> None:
        entries, rank = self.best_scores()
        shown = list(entries[:8])
        width = min(self.width() - 16.0, max(board.width() * 0.72, 460.0))
        line = min(max(board.height() / 15.0, 12.0), 22.0)
        height = line * (5.6 + (1.2 + len(shown) * 1.1 if shown else 0))
        height = min(height, self.height() - 16.0)
        rect = QRectF(board.center().x() - width / 2, board.center().y() - height / 2,
                      width, height)
        rect.moveLeft(max(8.0, min(rect.x(), self.width() - 8.0 - width)))
        rect.moveTop(max(8.0, min(rect.y(), self.height() - 8.0 - height)))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 14, 8, 90))
        painter.drawRoundedRect(rect.translated(4, 6), 14, 14)
        painter.setBrush(QColor(252, 246, 232, 242))
        painter.setPen(QPen(QColor("#8a6d46"), 2))
        painter.drawRoundedRect(rect, 14, 14)
        inner = rect.adjusted(line, line * 0.5, -line, -line * 0.5)
        painter.setPen(INK)
        title = self.tr_text(self.info.outcome_texts[state.reason]) \
            if state.reason in self.info.outcome_texts else self.tr("Game over")
        centre = Qt.AlignmentFlag.AlignCenter
        left = Qt.AlignmentFlag.AlignLeft
        self._fit_text(painter, QRectF(inner.x(), inner.y(), inner.width(), line * 1.5), title,
                       line * 1.05, True, centre)
        summary = self.result_summary()
        self._fit_text(painter, QRectF(inner.x(), inner.y() + line * 1.5, inner.width(),
                                       line * 1.2), summary, line * 0.8, False, centre)
        y = inner.y() + line * 3.0
        if shown:
            columns = (0.0, 0.08, 0.26, 0.5, 0.72, 1.0)
            heads = ["#", self.tr("Turns"), self.tr("Forts built"), self.tr("Most forts"),
                     self.tr("Date")]

            def cell(index: int) -> QRectF:
                x0 = inner.x() + columns[index] * inner.width()
                return QRectF(x0, y, (columns[index + 1] - columns[index]) * inner.width()
                              - line * 0.3, line)

            for index, head in enumerate(heads):
                self._fit_text(painter, cell(index), head, line * 0.72, True, left)
            y += line * 1.15
            for place, record in enumerate(shown, start=1):
                if rank == place:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(QColor(255, 214, 90, 140))
                    painter.drawRoundedRect(QRectF(inner.x() - line * 0.3, y, inner.width()
                                                   + line * 0.6, line * 1.05), 5, 5)
                painter.setPen(INK)
                texts = [str(place), str(record.score), str(record.forts_built),
                         str(record.max_forts), record.date[:10]]
                for index, text in enumerate(texts):
                    self._fit_text(painter, cell(index), text, line * 0.7, False, left)
                y += line * 1.1
        painter.setFont(fit_font(painter, line * 0.62, bold=False))
        painter.setPen(QColor("#6b5a44"))
        painter.drawText(QRectF(inner.x(), rect.bottom() - line * 1.3, inner.width(), line),
                         Qt.AlignmentFlag.AlignCenter,
                         self.tr("R: new game · ←/→: replay the game"))

