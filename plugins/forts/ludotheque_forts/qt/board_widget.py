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

This module keeps the interaction, the board's own state (value, hints, replay)
and its words; where things are is :mod:`.geometry`'s, the drawing
:mod:`.painting`'s.  The hover and the keyboard cursor are the base class's, their
targets the cells' indices.

Signals (besides those of :class:`~ludotheque.gui.BoardWidget`):

* ``value_changed(int)``: the chosen value changed.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ludotheque.core import CHANCE, TERMINAL, GameInfo, State
from ludotheque.gui import ARROW_KEYS, BoardWidget
from ludotheque_forts.records import BestScores, Record, load_table, size_key
from ludotheque_forts.rules.board import DEAD, EMPTY, FORT, RUIN, is_living
from ludotheque_forts.rules.frames import PLACED, START, Frame, game_frames
from ludotheque_forts.rules.moves import Place, Roll, cell_name
from ludotheque_forts.rules.state import FortsState

from .geometry import BoardLayout
from .painting import BoardMarks, PanelTexts, paint_background, paint_board, paint_panel

__all__ = ["FortsBoardWidget"]

_KEYS = (Qt.Key.Key_S, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Home)
"""The board's own keys (besides the arrows, Enter and Space that the base class
handles, ``1``–``6``, and ``End`` and ``Escape`` in a replay)."""


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
        self._hint_cache: tuple[Any, dict[int, int]] | None = None
        self._best: tuple[str, BestScores, int | None] | None = None
        self.update_accessible()

    # --- host interface ---------------------------------------------------------------

    def position_changed(self, previous: State | None) -> None:
        # Whatever the host shows now is live: leave any replay.
        self.replay_index = None
        self.hover_target = None
        self._hint_cache = None
        state = self.state
        if isinstance(state, FortsState):
            if state.is_over():
                self._read_best(state)
            cursor = self.cursor_target
            if not (isinstance(cursor, int) and 0 <= cursor < len(state.board)):
                self.set_cursor_target(self.first_cursor())
        self._emit_status()

    def retranslate(self) -> None:
        self._emit_status()
        self.update()

    def set_interactive(self, interactive: bool) -> None:
        super().set_interactive(interactive)
        self.update_accessible()

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
        self.update_accessible()
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

    def board_layout(self) -> BoardLayout:
        """Where the cells and the panel are at the current widget size."""
        state = self.shown_state()
        cols, rows = (state.cols, state.rows) if state else (18, 9)
        return BoardLayout.compute(float(self.width()), float(self.height()), cols, rows)

    def cell_rect(self, cell: int) -> QRectF:
        """The square of cell index *cell*."""
        return self.board_layout().cell_rect(cell)

    def cell_at(self, point: QPointF) -> int | None:
        """The cell index under *point*, or None outside the board."""
        if self.shown_state() is None:
            return None
        return self.board_layout().cell_at(point)

    def palette_rects(self) -> list[QRectF]:
        """The value palette's six squares."""
        return self.board_layout().palette_rects()

    # --- pointer and keyboard (the base class's hooks) ----------------------------------

    def target_at(self, point: QPointF) -> Hashable | None:
        """The cell under *point*; none in a replay, where the board takes no move."""
        return None if self.is_replaying() else self.cell_at(point)

    def first_cursor(self) -> Hashable | None:
        """The legal cell nearest the first fort (the middle of the board without
        one, or when no cell is legal)."""
        state = self.shown_state()
        if state is None:
            return None
        cols = state.cols
        forts = [i for i, code in enumerate(state.board) if code == FORT]
        anchor = forts[0] if forts else (state.rows // 2) * cols + cols // 2
        cells = state.legal_cells() if state.current_player == 0 else ()
        if not cells:
            return anchor
        row, col = divmod(anchor, cols)
        return min(cells, key=lambda c: ((c // cols - row) ** 2 + (c % cols - col) ** 2, c))

    def cursor_step(self, target: Hashable, key: Qt.Key) -> Hashable | None:
        """One cell in the arrow's direction, stopping at the edges."""
        state = self.shown_state()
        if state is None or not isinstance(target, int):
            return None
        d_row, d_col = ARROW_KEYS[key]
        row, col = divmod(target, state.cols)
        row = min(max(row + d_row, 0), state.rows - 1)
        col = min(max(col + d_col, 0), state.cols - 1)
        return row * state.cols + col

    def activate(self, target: Hashable) -> bool:
        """Ask to place a territory of the chosen value on cell *target*; whether it
        was asked (a legal cell, the player's turn, not in a replay)."""
        state = self.shown_state()
        if state is None or self.is_replaying() or not isinstance(target, int) \
                or not 0 <= target < len(state.board):
            return False
        col, row = state.geo.cell(target)
        return self.request_move(Place(col, row, self.value))

    def place_at_cursor(self) -> bool:
        """:meth:`activate` on the cell under the keyboard cursor."""
        return self.cursor_target is not None and self.activate(self.cursor_target)

    def board_key(self, event: QKeyEvent) -> bool:
        """``1``–``6``, ``S``, ``Page Up``/``Page Down``, ``Home``; ``End`` and
        ``Escape`` in a replay."""
        if self.shown_state() is None:
            return False
        key = event.key()
        if key in (Qt.Key.Key_End, Qt.Key.Key_Escape):
            return self.is_replaying()
        return key in _KEYS or Qt.Key.Key_1 <= key <= Qt.Key.Key_6

    def key_pressed(self, event: QKeyEvent) -> None:
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
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

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        # The palette chooses the value (in a replay too); the cells are the base
        # class's targets.
        if event.button() == Qt.MouseButton.LeftButton and not self.result_lines():
            for value, rect in enumerate(self.palette_rects(), start=1):
                if rect.contains(event.position()):
                    self.set_value(value)
                    return
        super().mousePressEvent(event)

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

    def target_text(self, target: Hashable) -> str:
        """The words for a cell (see :meth:`cell_text`)."""
        state = self.shown_state()
        if state is None or not isinstance(target, int) or not 0 <= target < len(state.board):
            return ""
        return self.cell_text(target)

    def accessible_board_name(self) -> str:
        return self.tr("Forts and Ruins board")

    def update_accessible(self) -> None:
        """The accessible name says what the cursor is on, the description the status
        line; Qt tells screen readers when either changes."""
        super().update_accessible()
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
        self.update_accessible()

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
        paint_background(painter, QRectF(self.rect()))
        state = self.shown_state()
        if state is not None:
            layout = self.board_layout()
            paint_board(painter, layout, state, self._marks(state))
            paint_panel(painter, layout, state, self._panel_texts(state))
        painter.end()

    def _marks(self, state: FortsState) -> BoardMarks:
        """What the board marks: legal cells, hints, the preview under the pointer or
        the cursor, and the cursor's frame."""
        replaying = self.is_replaying()
        legal = frozenset(state.legal_cells()) if self.interactive and not replaying \
            else frozenset()
        cursor = self.cursor_target if isinstance(self.cursor_target, int) \
            and 0 <= self.cursor_target < len(state.board) else None
        pointed = cursor if self.keyboard_active and self.hasFocus() else self.hover_target
        preview = pointed if isinstance(pointed, int) and pointed in legal \
            and not self.is_animating() else None
        framed = self.hasFocus() and (self.keyboard_active
                                      or (self.interactive and not replaying))
        return BoardMarks(
            legal=legal, show_legal=bool(self.show_legal_moves and state.adjacent and legal),
            hints=self.hint_cells() if self.hints and not replaying else None,
            show_report=self.show_last_move, preview=preview, value=self.value,
            cursor=cursor if framed else None)

    def _panel_texts(self, state: FortsState) -> PanelTexts:
        """The panel's words in the current language."""
        if self.is_replaying():
            caption = self.tr("Replay %1/%2: %3").replace("%1", str(
                (self.replay_index or 0) + 1)).replace("%2", str(len(self.frames()))).replace(
                    "%3", self.frame_caption())
        else:
            caption = self.key_help()
        return PanelTexts(
            title=self.tr("Turn %1").replace("%1", str(state.turns)),
            result=self.result_lines(),
            ranked=self.best_scores()[1] is not None,
            palette_label=self.tr("Value to place (keys 1–6):"),
            value=self.value,
            counters=[
                self.tr("Living forts: %1").replace("%1", str(state.living_forts)),
                self.tr("Forts built: %1").replace("%1", str(state.forts_built)),
                self.tr("Most forts at once: %1").replace("%1", str(state.max_forts)),
            ],
            die=self._die_text(state),
            caption=caption,
            replaying=self.is_replaying(),
            legend=[self.tr("Fort"), self.tr("Ruin"), self.tr("Dead territory"),
                    self.tr("Killed by the die")])

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
