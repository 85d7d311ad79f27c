"""The board of Forts and Ruins.

A sheet of squared paper with forts, ruins and territories, and a side panel with
the value palette, the score, the die and the replay's caption.

Keys (plain keys, taken before the window's shortcuts while the board has the
focus): the arrows move a cursor over the cells; Return, Enter or Space place a
territory of the chosen value under it; ``1``–``6`` choose that value (as does a
click on the palette); ``S`` shows where a territory of that value would survive;
``Page Up``/``Page Down`` step back and forth through every frame of the game shown
(after each placement, after each evaluation), ``Home`` goes to its start,
``End`` or ``Escape`` back to the present.

The replay is computed from the state the host shows (every state carries its
game's turns), so it can never show frames of another game.  The end of the game
is the host's to announce: the board keeps showing the final position, and its
panel tells the turns survived and the place among the best scores.

For screen readers the accessible name says what the cursor is on ("e5: fort"),
the description holds the status line.

Signals (besides those of :class:`~ludotheque.gui.BoardWidget`):

* ``value_changed(int)``: the chosen value changed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QWidget

from ludotheque.core import CHANCE, TERMINAL, GameInfo
from ludotheque.gui import BoardWidget
from ludotheque_forts.records import BestScores, Record, load_table, size_key
from ludotheque_forts.rules.board import DEAD, EMPTY, FORT, RUIN, is_living
from ludotheque_forts.rules.frames import PLACED, START, Frame, game_frames
from ludotheque_forts.rules.moves import Place, Roll, cell_name, column_name
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

_ARROWS = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
           Qt.Key.Key_Down: (1, 0)}
"""How each arrow key moves the cursor: (rows, columns)."""
_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_S,
         Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Home)
"""The board's other keys (besides ``1``–``6``, and ``End`` and ``Escape`` in a replay)."""


class FortsBoardWidget(BoardWidget):
    """The Forts and Ruins board; see the module documentation."""

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
        self.cursor = -1
        """The cell under the keyboard cursor, or -1."""
        self._keyboard = False
        self._update_accessible()

    # --- host interface ---------------------------------------------------------------

    def position_changed(self, previous: Any) -> None:
        # Whatever the host shows now is live: leave any replay.
        self.replay_index = None
        self._hover = None
        self._hint_cache = None
        state = self.state
        if isinstance(state, FortsState):
            if state.is_over():
                self._read_best(state)
            if not 0 <= self.cursor < len(state.board):
                self.cursor = self._first_cursor(state)
        self._emit_status()

    def retranslate(self) -> None:
        self._emit_status()
        self.update()

    def set_interactive(self, interactive: bool) -> None:
        super().set_interactive(interactive)
        self._update_accessible()

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
        self._update_accessible()
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
            if rect.contains(point) and not self.result_lines():
                self.set_value(value)
                return None
        if self.is_replaying():
            return None
        cell = self.cell_at(point)
        state = self.shown_state()
        if cell is None or state is None:
            return None
        self._keyboard = False
        self.set_cursor(cell)
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

    def _is_board_key(self, event: QKeyEvent) -> bool:
        """Whether *event* is one of the board's keys (plain keys only: the window's
        actions use Ctrl and Alt)."""
        if self.shown_state() is None or event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                | Qt.KeyboardModifier.MetaModifier):
            return False
        key = event.key()
        if key in (Qt.Key.Key_End, Qt.Key.Key_Escape):
            return self.is_replaying()
        return key in _ARROWS or key in _KEYS or Qt.Key.Key_1 <= key <= Qt.Key.Key_6

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and self._is_board_key(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if not self._is_board_key(event):
            super().keyPressEvent(event)
            return
        key = event.key()
        if key in _ARROWS:
            self._move_cursor(*_ARROWS[Qt.Key(key)])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._keyboard = True
            self.place_at_cursor()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            self.set_value(key - Qt.Key.Key_0)
        elif key == Qt.Key.Key_S:
            self.set_hints(not self.hints)
        elif key == Qt.Key.Key_PageUp:
            self.step_replay(-1)
        elif key == Qt.Key.Key_PageDown:
            self.step_replay(1)
        elif key == Qt.Key.Key_Home:
            if len(self.frames()) > 1:
                self.set_replay_index(0)
        elif self.is_replaying():  # End, Escape
            self.set_replay_index(None)

    # --- the keyboard cursor ----------------------------------------------------------

    @staticmethod
    def _first_cursor(state: FortsState) -> int:
        """Where the cursor starts: the legal cell nearest the first fort (the middle
        of the board without one)."""
        cols = state.cols
        forts = [i for i, code in enumerate(state.board) if code == FORT]
        anchor = forts[0] if forts else (state.rows // 2) * cols + cols // 2
        cells = state.legal_cells() if state.current_player == 0 else ()
        if not cells:
            return anchor
        row, col = divmod(anchor, cols)
        return min(cells, key=lambda c: ((c // cols - row) ** 2 + (c % cols - col) ** 2, c))

    def _move_cursor(self, d_row: int, d_col: int) -> None:
        state = self.shown_state()
        if state is None:
            return
        self._keyboard = True
        if not 0 <= self.cursor < len(state.board):
            self.set_cursor(self._first_cursor(state))
            return
        row, col = divmod(self.cursor, state.cols)
        row = min(max(row + d_row, 0), state.rows - 1)
        col = min(max(col + d_col, 0), state.cols - 1)
        self.set_cursor(row * state.cols + col)

    def set_cursor(self, cell: int) -> None:
        """Put the keyboard cursor on *cell*."""
        if cell != self.cursor:
            self.cursor = cell
            self._update_accessible()
        self.update()

    def place_at_cursor(self) -> bool:
        """Ask to place a territory of the chosen value under the cursor; whether it
        was asked (a legal cell, the player's turn, not in a replay)."""
        state = self.shown_state()
        if state is None or self.is_replaying() or not 0 <= self.cursor < len(state.board):
            return False
        col, row = state.geo.cell(self.cursor)
        return self.request_move(Place(col, row, self.value))

    # --- words for screen readers -----------------------------------------------------

    def cell_text(self, cell: int) -> str:
        """What *cell* of the position shown holds, in words: "e5: fort"."""
        state = self.shown_state()
        assert state is not None
        col, row = state.geo.cell(cell)
        name = cell_name(col, row)
        code = state.board[cell]
        if code == FORT:
            text = self.tr("%1: fort")
        elif code == RUIN:
            text = self.tr("%1: ruin")
        elif code > DEAD:
            text = self.tr("%1: dead territory of value %2").replace("%2", str(code - DEAD))
        elif code != EMPTY:
            text = self.tr("%1: territory of value %2").replace("%2", str(code))
        elif (state.current_player == 0 and self.interactive and not self.is_replaying()
              and cell in state.legal_cells()):
            text = self.tr("%1: empty, you may place a %2 here").replace(
                "%2", str(self.value))
            if self.hints:
                lives = self.hint_cells().get(cell, 0)
                text += " " + self.tr("(it would survive %n of the 5 other die faces)", "",
                                      lives)
        else:
            text = self.tr("%1: empty")
        report = state.report
        if report is not None and report.die:
            if cell in report.killed:
                text += ", " + self.tr("killed by the die")
            elif cell in report.isolated:
                text += ", " + self.tr("cut off")
        return text.replace("%1", name)

    def cursor_text(self) -> str:
        """The words for the cell under the cursor ("" without one)."""
        state = self.shown_state()
        if state is None or not 0 <= self.cursor < len(state.board):
            return ""
        return self.cell_text(self.cursor)

    def _update_accessible(self) -> None:
        """The accessible name says what the cursor is on, the description the status
        line; Qt tells screen readers when either changes."""
        name = self.cursor_text() or self.tr("Forts and Ruins board")
        if name != self.accessibleName():
            self.setAccessibleName(name)
        status = self.status_text()
        if status != self.accessibleDescription():
            self.setAccessibleDescription(status)

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
            return self.tr("Replay: %1 — Page Up/Page Down to step, Escape to return").replace(
                "%1", self.frame_caption())
        if state.current_player == TERMINAL:
            return self.tr("Game over. Turns survived: %1.").replace("%1", str(state.turns))
        if state.current_player == CHANCE:
            return self.tr("Rolling the die…")
        return self.tr("Place a territory of value %1 (keys 1–6 change it).").replace(
            "%1", str(self.value))

    def _emit_status(self) -> None:
        self.status_changed.emit(self.status_text())
        self._update_accessible()

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
            "cursor": self.cursor_text(),
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
        hover = self.cursor if self._keyboard and self.hasFocus() else self._hover
        if (hover is not None and hover in legal and not self.is_animating()
                and 0 <= hover < len(state.board)):
            row, col = divmod(hover, cols)
            rect = QRectF(board.x() + col * size, board.y() + row * size, size, size)
            draw_territory(painter, rect, self.value, alpha=140)
        if self.hasFocus() and 0 <= self.cursor < len(state.board) and (
                self._keyboard or (self.interactive and not self.is_replaying())):
            row, col = divmod(self.cursor, cols)
            rect = QRectF(board.x() + col * size, board.y() + row * size, size,
                          size).adjusted(1, 1, -1, -1)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255, 210), max(3.5, size * 0.13)))
            painter.drawRoundedRect(rect, size * 0.14, size * 0.14)
            painter.setPen(QPen(QColor(30, 110, 230), max(2.0, size * 0.07)))
            painter.drawRoundedRect(rect, size * 0.14, size * 0.14)

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
        palette = self.palette_rects()
        if self.result_lines():
            result = QRectF(x, palette[0].y() - unit * 1.1, width, unit * 3.5)
            self._paint_result(painter, result, unit)
            y = result.bottom() + unit * 0.5
        else:
            self._paint_palette(painter, palette, QRectF(x, palette[0].y() - unit * 1.05,
                                                         width, unit), unit)
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
            self._fit_text(painter, QRectF(x, y, width, unit * 1.1), line, unit * 0.68, False,
                           Qt.AlignmentFlag.AlignLeft)
            y += unit * 1.05
        # die
        y += unit * 0.4
        report = state.report
        die_size = unit * 2.4
        if report is not None:
            draw_die(painter, QRectF(x, y, die_size, die_size), report.die or None)
            painter.setPen(INK)
            self._draw_wrapped(painter, QRectF(x + die_size + unit * 0.6, y - unit * 0.3,
                                               width - die_size - unit * 0.6,
                                               die_size + unit * 0.6),
                               self._die_text(state), unit * 0.62, False,
                               Qt.AlignmentFlag.AlignVCenter)
        y += die_size + unit * 0.6
        # replay caption and keys
        if self.is_replaying():
            frames = self.frames()
            painter.setPen(QColor("#8a3b12"))
            caption = self.tr("Replay %1/%2: %3").replace("%1", str(
                (self.replay_index or 0) + 1)).replace("%2", str(len(frames))).replace(
                    "%3", self.frame_caption())
        else:
            painter.setPen(QColor("#6b5a44"))
            caption = self.key_help()
        self._draw_wrapped(painter, QRectF(x, y, width, unit * 2.4), caption, unit * 0.6,
                           self.is_replaying(), Qt.AlignmentFlag.AlignTop)
        self._paint_legend(painter, QRectF(x, y + unit * 2.6, width,
                                           panel.bottom() - y - unit * 3.0), unit)

    def key_help(self) -> str:
        """The keys, as the panel lists them (those of the game going on)."""
        if isinstance(self.state, FortsState) and self.state.is_over():
            return self.tr("Page Up/Page Down: replay the game · Home: its start")
        return self.tr("1–6 value · arrows, Enter: place · S survival · Page Up/Down replay")

    def result_lines(self) -> list[str]:
        """What the panel says in place of the palette once the game is over: the turns
        survived and the place among the best scores of the board size (or the best
        score, when this game is not among them); none before the end."""
        state = self.state
        if not isinstance(state, FortsState) or not state.is_over():
            return []
        lines = [self.tr("Turns survived: %1").replace("%1", str(state.turns))]
        entries, rank = self.best_scores()
        if rank is not None:
            lines.append(self.tr("Best score #%1 on this board").replace("%1", str(rank)))
        elif entries:
            best = entries[0].score
            # (s): the English plural when no catalogue is loaded (see Texts)
            lines.append(self.tr("Best on this board: %n turn(s)", "", best).replace(
                "(s)", "" if best == 1 else "s"))
        return lines

    def _paint_result(self, painter: QPainter, rect: QRectF, unit: float) -> None:
        lines = self.result_lines()
        first = QRectF(rect.x(), rect.y(), rect.width(), unit * 1.2)
        painter.setPen(INK)
        self._fit_text(painter, first, lines[0], unit * 0.9, True, Qt.AlignmentFlag.AlignLeft)
        if len(lines) > 1:
            second = QRectF(rect.x(), first.bottom() + unit * 0.15, rect.width(),
                            rect.bottom() - first.bottom() - unit * 0.15)
            if self.best_scores()[1] is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 214, 90, 150))
                painter.drawRoundedRect(second, 6, 6)
            painter.setPen(INK)
            self._draw_wrapped(painter, second.adjusted(unit * 0.35, unit * 0.1, -unit * 0.35,
                                                        -unit * 0.1),
                               lines[1], unit * 0.72, True, Qt.AlignmentFlag.AlignVCenter)

    def _paint_palette(self, painter: QPainter, palette: list[QRectF], label: QRectF,
                       unit: float) -> None:
        painter.setPen(INK)
        self._fit_text(painter, label, self.tr("Value to place (keys 1–6):"), unit * 0.62, False,
                       Qt.AlignmentFlag.AlignLeft)
        for value, rect in enumerate(palette, start=1):
            if value == self.value:
                painter.setPen(QPen(QColor("#1f1a14"), max(2.0, rect.width() * 0.08)))
                painter.setBrush(QColor(255, 240, 180))
                painter.drawRoundedRect(rect.adjusted(-rect.width() * 0.12, -rect.width() * 0.12,
                                                      rect.width() * 0.12, rect.width() * 0.12),
                                        rect.width() * 0.22, rect.width() * 0.22)
            draw_territory(painter, rect, value)

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
            painter.setPen(INK)
            self._fit_text(painter, QRectF(rect.x() + icon * 1.3, y, rect.width() - icon * 1.3,
                                           icon), label, unit * 0.6, False,
                           Qt.AlignmentFlag.AlignLeft)
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
    def _draw_wrapped(painter: QPainter, rect: QRectF, text: str, size: float, bold: bool,
                      align: Qt.AlignmentFlag) -> None:
        """Draw *text* wrapped in *rect*, its font shrunk until every line fits."""
        font = QFont(fit_font(painter, size, bold))
        flags = int(Qt.TextFlag.TextWordWrap)
        while font.pixelSize() > 7 and QFontMetricsF(font).boundingRect(
                QRectF(0, 0, max(rect.width(), 1.0), 1e6), flags, text).height() > rect.height():
            font.setPixelSize(font.pixelSize() - 1)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | align | Qt.TextFlag.TextWordWrap,
                         text)

    @staticmethod
    def _fit_text(painter: QPainter, rect: QRectF, text: str, size: float, bold: bool,
                  align: Qt.AlignmentFlag) -> None:
        """Draw *text* in *rect*, its font shrunk until it fits the width."""
        font = fit_font(painter, size, bold)
        while font.pixelSize() > 7 and QFontMetricsF(font).horizontalAdvance(text) > rect.width():
            font.setPixelSize(font.pixelSize() - 1)
        painter.setFont(font)
        painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, text)
