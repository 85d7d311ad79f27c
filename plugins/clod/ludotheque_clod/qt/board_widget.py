"""The board of Clod and RoyalClod.

One widget serves both games: it reads the geometry from the state.  The
RoyalClod grid is drawn as six wooden boards whose printed row and column labels
and engraved die faces (on each board's diagonal) show how each is mirrored.

Signals (from :class:`~ludotheque.gui.BoardWidget`):

* ``move_requested(object)``: a :class:`~ludotheque_clod.rules.moves.Place` on an
  offered cell, after a click or the Return key;
* ``animation_finished()``: the dice stopped rolling / the stone landed;
* ``status_changed(str)``: the translated message shown in the side panel.

Keys (plain keys, taken before the window's shortcuts while the board has the
focus): the arrows move a cursor over every cell; Tab and Shift+Tab jump between
the offered cells, board by board, while the player may take one; Return, Enter or
Space places a stone under the cursor; on RoyalClod, 1 to 6 go to that board (top
row 1 to 3, bottom row 4 to 6) and Page Up / Page Down to the previous / next one.

For screen readers the accessible name says what the cursor is on ("Top-left
board, row 2, column 5: empty, you may place a stone here") and the description
holds the message.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QElapsedTimer, QEvent, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QWidget

from ludotheque.core import CHANCE, TERMINAL, GameInfo, SeatInfo, State
from ludotheque.gui import BoardWidget

from ..rules.geometry import Geometry
from ..rules.moves import Roll
from ..rules.state import EVENT_FORFEIT, EVENT_REROLL, REASON_TIE_WHITE, REASON_TIEBREAK, ClodState
from .painting import NO_BRUSH, NO_PEN, paint_die, paint_pips, paint_stone, paint_wood

__all__ = ["ClodBoardWidget"]

STRIP = 0.5
"""Width of a label strip, in cells."""
GAP = 0.14
"""Space between two sub-boards, in cells."""
MARGIN = 0.3
"""Space around the boards, in cells."""
GROUP_COLOURS = (QColor(150, 70, 200), QColor(40, 170, 95))
"""Outline of black's and white's largest groups (the purple and green of the rules)."""
_ARROWS = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
           Qt.Key.Key_Down: (1, 0)}
"""How each arrow key moves the cursor: (rows, columns)."""
DICE_MS = 750
STONE_MS = 260


@dataclass
class _Layout:
    """Where everything goes for one widget size (pixels)."""

    cell: float
    col_x: list[float]
    row_y: list[float]
    boards: list[QRectF]
    board_area: QRectF
    panel: QRectF
    panel_right: bool


def _row_strips(geo: Geometry, board_row: int) -> tuple[bool, bool]:
    """Whether a row of sub-boards carries labels above it, and below it.

    A row of RoyalClod mixes boards mirrored top-bottom (labels below) and boards
    that are not (labels above): every board of the row spans both strips, so that
    the boards of a row line up, top and bottom.
    """
    row = geo.boards[board_row * geo.boards_across:(board_row + 1) * geo.boards_across]
    return any(not b.flip_v for b in row), any(b.flip_v for b in row)


def _grid_units(geo: Geometry) -> tuple[list[float], list[float], float, float]:
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
        top, bottom = _row_strips(geo, br)
        y += STRIP if top else 0.0
        row_y.extend(y + i for i in range(6))
        y += 6 + (STRIP if bottom else 0.0)
        if br < geo.boards_down - 1:
            y += GAP
    height = y + MARGIN
    return col_x, row_y, width, height


def _fitted(font: QFont, text: str, width: float, smallest: int = 8) -> QFont:
    """*font*, made smaller (down to *smallest* pixels) until *text* fits *width*."""
    fitted = QFont(font)
    while fitted.pixelSize() > smallest and \
            QFontMetricsF(fitted).horizontalAdvance(text) > width:
        fitted.setPixelSize(fitted.pixelSize() - 1)
    return fitted


class ClodBoardWidget(BoardWidget):
    """Shows a Clod or RoyalClod position; see the module documentation."""

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(info, parent)
        self._layout: _Layout | None = None
        self._background: QPixmap | None = None
        self._layout_key: tuple[int, int, str] | None = None
        self._hover = -1
        self._cursor = -1
        self._keyboard = False
        """Whether the cursor was last moved with the keys (it shows then, even when the
        player may not move)."""
        self._shown_roll: Roll | None = None
        self._anim_kind = ""
        self._anim_clock = QElapsedTimer()
        self._anim_ms = 0
        self._anim_rng = random.Random(0)
        self._timer = QTimer(self)
        self._timer.setInterval(16)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._message = ""
        self.setMinimumSize(self.minimumSizeHint())
        self._update_accessible()

    # --- host calls ----------------------------------------------------------------

    def position_changed(self, previous: State | None) -> None:
        self._stop_animation(emit=False)
        state = self._clod()
        if state is None:
            return
        kind = ""
        if previous is not None and isinstance(previous, ClodState) and self.animation_speed > 0:
            if previous.current_player == CHANCE and state.roll is not None \
                    and state.roll != previous.roll or (
                        previous.current_player == CHANCE and state.event
                        and state.missed != previous.missed):
                kind = "dice"
            elif previous.current_player >= 0 and state.last != previous.last:
                kind = "stone"
        if state.roll is not None:
            self._shown_roll = state.roll
        if self._cursor >= state.geo.size:
            self._cursor = -1
        if state.offered and self._cursor not in state.offered:
            self._cursor = self._nearest_offered(state, self._cursor)
        if kind:
            self._anim_kind = kind
            self._anim_ms = max(1, int((DICE_MS if kind == "dice" else STONE_MS)
                                       / self.animation_speed))
            self._anim_rng = random.Random(hash((state.board, str(state.roll))))
            self._anim_clock.start()
            self._timer.start()
        self._refresh_message()

    def is_animating(self) -> bool:
        return bool(self._anim_kind)

    def skip_animation(self) -> None:
        self._stop_animation(emit=True)

    def retranslate(self) -> None:
        self._refresh_message()
        super().retranslate()

    def set_seats(self, seats: Sequence[SeatInfo]) -> None:
        super().set_seats(seats)
        self._refresh_message()  # the messages name the seats

    def set_interactive(self, interactive: bool) -> None:
        super().set_interactive(interactive)
        self._update_accessible()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(900, 560)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(420, 300)

    def describe(self) -> dict[str, object]:
        data = super().describe()
        state = self._clod()
        data["message"] = self._message
        data["offered"] = [] if state is None else [str(state.geo.places[c])
                                                    for c in state.offered]
        data["roll"] = None if self._shown_roll is None else str(self._shown_roll)
        data["cursor"] = self.cursor_text()
        return data

    @property
    def cursor(self) -> int:
        """The cell under the keyboard cursor, or -1."""
        return self._cursor

    def cell_centre(self, cell: int) -> QPointF:
        """The pixel centre of *cell* (for tests and tools)."""
        layout, geo = self._current_layout(), self._geometry()
        assert layout is not None and geo is not None
        row, col = divmod(cell, geo.width)
        return QPointF(layout.col_x[col] + layout.cell / 2, layout.row_y[row] + layout.cell / 2)

    def cell_at(self, pos: QPointF) -> int:
        """The cell under *pos*, or -1."""
        layout, geo = self._current_layout(), self._geometry()
        if layout is None or geo is None:
            return -1
        size = layout.cell
        col = next((c for c, x in enumerate(layout.col_x) if x <= pos.x() < x + size), -1)
        row = next((r for r, y in enumerate(layout.row_y) if y <= pos.y() < y + size), -1)
        return -1 if col < 0 or row < 0 else row * geo.width + col

    # --- helpers -------------------------------------------------------------------

    def _clod(self) -> ClodState | None:
        return self.state if isinstance(self.state, ClodState) else None

    def _geometry(self) -> Geometry | None:
        state = self._clod()
        return None if state is None else state.geo

    def _current_layout(self) -> _Layout | None:
        geo = self._geometry()
        if geo is None:
            return None
        key = (self.width(), self.height(), geo.name)
        if key != self._layout_key or self._layout is None:
            self._layout = self._compute_layout(geo)
            self._layout_key = key
            self._background = None
        return self._layout

    def _compute_layout(self, geo: Geometry) -> _Layout:
        w, h = float(self.width()), float(self.height())
        units_x, units_y, total_w, total_h = _grid_units(geo)
        best: tuple[float, bool] | None = None
        for right in (True, False):
            if right:
                panel = min(max(w * 0.27, 170.0), 330.0)
                cell = min((w - panel) / total_w, h / total_h)
            else:
                panel = min(max(h * 0.26, 120.0), 220.0)
                cell = min(w / total_w, (h - panel) / total_h)
            if best is None or cell > best[0]:
                best = (cell, right)
        assert best is not None
        cell, right = best
        cell = max(cell, 4.0)
        if right:
            panel_w = min(max(w * 0.27, 170.0), 330.0)
            area = QRectF(0, 0, w - panel_w, h)
            panel_rect = QRectF(w - panel_w, 0, panel_w, h)
        else:
            panel_h = min(max(h * 0.26, 120.0), 220.0)
            area = QRectF(0, 0, w, h - panel_h)
            panel_rect = QRectF(0, h - panel_h, w, panel_h)
        ox = area.left() + (area.width() - total_w * cell) / 2
        oy = area.top() + (area.height() - total_h * cell) / 2
        col_x = [ox + x * cell for x in units_x]
        row_y = [oy + y * cell for y in units_y]
        boards = []
        for board in geo.boards:
            above, below = _row_strips(geo, board.board_row)
            left = col_x[board.board_col * 6] - (0.0 if board.flip_h else STRIP * cell)
            top = row_y[board.board_row * 6] - (STRIP * cell if above else 0.0)
            rect = QRectF(left, top, (6 + STRIP) * cell, (6 + STRIP * (above + below)) * cell)
            # A rim on the sides without labels: wider on the outside of the grid.
            rim = [0.12 if edge else 0.05 for edge in (
                board.board_col == 0, board.board_row == 0,
                board.board_col == geo.boards_across - 1,
                board.board_row == geo.boards_down - 1)]
            rect.adjust(-rim[0] * cell * board.flip_h, -rim[1] * cell * (not above),
                        rim[2] * cell * (not board.flip_h), rim[3] * cell * (not below))
            boards.append(rect)
        return _Layout(cell, col_x, row_y, boards, area, panel_rect, right)

    def _player_name(self, player: int) -> str:
        """The seat's name as the host shows it, with its colour: "Alice (Black)"."""
        name = self.seat_name(player)
        return self.tr("{name} (Black)").format(name=name) if player == 0 \
            else self.tr("{name} (White)").format(name=name)

    def _refresh_message(self) -> None:
        message = self._compose_message()
        if message != self._message:
            self._message = message
            self.status_changed.emit(message)
        self._update_accessible()
        self.update()

    def _compose_message(self) -> str:
        state = self._clod()
        if state is None:
            return ""
        name = self._player_name(state.turn)
        other = self._player_name(1 - state.turn)
        if state.current_player == TERMINAL:
            outcome = state.outcome()
            assert outcome is not None
            black, white = (int(score) for score in outcome.scores)
            if outcome.is_draw:
                return self.tr("Draw: every group of one player matches a group of the "
                               "other ({size} each for the largest).").format(size=black)
            winner = self._player_name(outcome.winners[0])
            if outcome.reason == REASON_TIEBREAK:
                return self.tr("{winner} wins: the largest groups tie at {size}, the next "
                               "largest groups decide.").format(winner=winner, size=black)
            if outcome.reason == REASON_TIE_WHITE:
                return self.tr("{winner} wins: the largest groups tie at {size} (original "
                               "rule).").format(winner=winner, size=black)
            return self.tr("{winner} wins with a group of {best} stones against "
                           "{other}.").format(winner=winner, best=max(black, white),
                                              other=min(black, white))
        if state.current_player == CHANCE:
            if state.event == EVENT_REROLL and state.missed:
                return self.tr("{player} rolled {roll}: no free cell there. {player} rolls "
                               "again.").format(player=name, roll=self._roll_text(
                                   state.missed[-1]))
            if state.event == EVENT_FORFEIT and state.missed:
                previous = other  # the turn has already passed
                return self.tr("{previous} rolled {roll}: no free cell again, the turn "
                               "passes to {player}.").format(
                                   previous=previous, player=name,
                                   roll=self._roll_text(state.missed[-1]))
            return self.tr("{player} to roll the dice.").format(player=name)
        roll = self._roll_text(state.roll) if state.roll is not None else ""
        count = len(state.offered)
        if state.event == EVENT_REROLL and state.missed:
            intro = self.tr("Second roll for {player} ({first} gave no free cell): "
                            "{roll}.").format(player=name, first=self._roll_text(
                                state.missed[0]), roll=roll)
        elif state.event == EVENT_FORFEIT:
            intro = self.tr("{previous} passed (two rolls without a free cell). {player} "
                            "rolled {roll}.").format(previous=other, player=name, roll=roll)
        else:
            intro = self.tr("{player} rolled {roll}.").format(player=name, roll=roll)
        choose = self.tr("Place a stone on one of the %n highlighted cells.", "", count) \
            if self.interactive else self.tr("%n cells offered.", "", count)
        return f"{intro} {choose}"

    def _roll_text(self, roll: Roll) -> str:
        return self.tr("{a} and {b}").format(a=roll.high, b=roll.low)

    # --- animation ---------------------------------------------------------------

    def _progress(self) -> float:
        if not self._anim_kind:
            return 1.0
        return min(1.0, self._anim_clock.elapsed() / self._anim_ms)

    def _on_timer_timeout(self) -> None:
        if self._progress() >= 1.0:
            self._stop_animation(emit=True)
        else:
            self.update()

    def _stop_animation(self, emit: bool) -> None:
        running = bool(self._anim_kind)
        self._timer.stop()
        self._anim_kind = ""
        self.update()
        if running and emit:
            self.animation_finished.emit()

    # --- input -------------------------------------------------------------------

    def _offered_cell(self, cell: int) -> bool:
        state = self._clod()
        return state is not None and cell >= 0 and cell in state.offered

    def _play_cell(self, cell: int) -> bool:
        state = self._clod()
        if state is None or not self._offered_cell(cell):
            return False
        return self.request_move(state.geo.places[cell])

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton:
            cell = self.cell_at(event.position())
            if cell >= 0:
                self._keyboard = False
                self._set_cursor(cell)
            self._play_cell(cell)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        cell = self.cell_at(event.position())
        if cell != self._hover:
            self._hover = cell
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        self._hover = -1
        self.update()
        super().leaveEvent(event)

    def _board_keys(self) -> bool:
        """Whether the grid has several boards to jump between (RoyalClod)."""
        geo = self._geometry()
        return geo is not None and len(geo.boards) > 1

    def _is_board_key(self, event: QKeyEvent) -> bool:
        """Whether *event* is one of the board's own keys (it takes them before the
        window's shortcuts: plain keys only, the window's actions use Ctrl and Alt)."""
        if self._clod() is None:
            return False
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                | Qt.KeyboardModifier.AltModifier
                                | Qt.KeyboardModifier.MetaModifier):
            return False
        key = event.key()
        if key in _ARROWS or key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            return True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            return self._tab_cycles()
        return self._board_keys() and (
            key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
            or Qt.Key.Key_1 <= key <= Qt.Key.Key_6)

    def _tab_cycles(self) -> bool:
        """Tab jumps between the offered cells while the player may take one (and
        moves the focus on otherwise)."""
        state = self._clod()
        return self.interactive and state is not None and bool(state.offered)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and self._is_board_key(event):
            event.accept()
            return True
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and \
                event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and self._is_board_key(event):
            self._cycle(-1 if event.key() == Qt.Key.Key_Backtab else 1)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        state = self._clod()
        if state is None or not self._is_board_key(event):
            super().keyPressEvent(event)
            return
        geo = state.geo
        key = event.key()
        self._keyboard = True
        if key in _ARROWS:
            if self._cursor < 0:
                self._set_cursor(self._nearest_offered(state, -1) if state.offered else 0)
                return
            dr, dc = _ARROWS[Qt.Key(key)]
            row, col = divmod(self._cursor, geo.width)
            row = min(max(row + dr, 0), geo.height - 1)
            col = min(max(col + dc, 0), geo.width - 1)
            self._set_cursor(row * geo.width + col)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._play_cell(self._cursor)
            self.update()
        elif key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            board = geo.labels[max(self._cursor, 0)][0]
            step = 1 if key == Qt.Key.Key_PageDown else -1
            self._go_to_board((board + step) % len(geo.boards))
        else:
            self._go_to_board(key - Qt.Key.Key_1)

    def _go_to_board(self, board: int) -> None:
        """Put the cursor on sub-board *board*: on its first offered cell, or else on
        the cell with the printed labels of the cell it leaves."""
        state = self._clod()
        if state is None:
            return
        geo = state.geo
        offered = [c for c in self._offered_in_order(state) if geo.labels[c][0] == board]
        if offered:
            self._set_cursor(offered[0])
            return
        _, r, c = geo.labels[self._cursor] if self._cursor >= 0 else (0, 1, 1)
        self._set_cursor(geo.label_to_cell(board, r, c))

    def _cycle(self, step: int) -> None:
        state = self._clod()
        if state is None or not state.offered:
            return
        self._keyboard = True
        offered = self._offered_in_order(state)
        if self._cursor in offered:
            index = (offered.index(self._cursor) + step) % len(offered)
        else:
            index = 0 if step > 0 else len(offered) - 1
        self._set_cursor(offered[index])

    @staticmethod
    def _offered_in_order(state: ClodState) -> list[int]:
        """The offered cells board by board, each in the order of its printed labels."""
        return sorted(state.offered, key=lambda cell: state.geo.labels[cell])

    @staticmethod
    def _nearest_offered(state: ClodState, cell: int) -> int:
        """The offered cell nearest to *cell* (the first one when *cell* is -1)."""
        offered = ClodBoardWidget._offered_in_order(state)
        if cell < 0:
            return offered[0]
        row, col = divmod(cell, state.geo.width)
        return min(offered, key=lambda c: (c // state.geo.width - row) ** 2
                   + (c % state.geo.width - col) ** 2)

    def _set_cursor(self, cell: int) -> None:
        if cell != self._cursor:
            self._cursor = cell
            self._update_accessible()
        self.update()

    # --- words for screen readers ------------------------------------------------

    def place_text(self, cell: int) -> str:
        """A cell as the boards label it: "Row 3, column 4" ("Top-left board, row 3,
        column 4" on RoyalClod)."""
        geo = self._geometry()
        assert geo is not None
        board, r, c = geo.labels[cell]
        if len(geo.boards) == 1:
            return self.tr("Row {row}, column {col}").format(row=r, col=c)
        names = (self.tr("Top-left board"), self.tr("Top-middle board"),
                 self.tr("Top-right board"), self.tr("Bottom-left board"),
                 self.tr("Bottom-middle board"), self.tr("Bottom-right board"))
        return self.tr("{board}, row {row}, column {col}").format(board=names[board], row=r,
                                                                   col=c)

    def cell_text(self, cell: int) -> str:
        """What *cell* holds, in words: "Row 3, column 4: black stone, Alice"."""
        state = self._clod()
        assert state is not None
        place = self.place_text(cell)
        colour = state.board[cell]
        if colour:
            player = colour - 1
            largest = any(cell in group and len(group) > 1
                          for group in state.largest_groups(player))
            text = self.tr("{place}: black stone, {name}") if player == 0 \
                else self.tr("{place}: white stone, {name}")
            text = text.format(place=place, name=self.seat_name(player))
            if largest:
                text = self.tr("{cell}, in the largest group").format(cell=text)
            return text
        if cell in state.offered and state.current_player >= 0:
            if self.interactive:
                return self.tr("{place}: empty, you may place a stone here").format(place=place)
            return self.tr("{place}: empty, offered by the dice").format(place=place)
        return self.tr("{place}: empty").format(place=place)

    def cursor_text(self) -> str:
        """The words for the cell under the cursor ("" without one)."""
        if self._clod() is None or self._cursor < 0:
            return ""
        return self.cell_text(self._cursor)

    def _update_accessible(self) -> None:
        """The accessible name says what the cursor is on, the description the
        message; Qt tells screen readers when either changes."""
        name = self.cursor_text() or self.tr("{game} board").format(
            game=self.tr_text(self.info.name))
        if name != self.accessibleName():
            self.setAccessibleName(name)
        if self._message != self.accessibleDescription():
            self.setAccessibleDescription(self._message)

    # --- painting ----------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        state, layout = self._clod(), self._current_layout()
        if state is None or layout is None:
            self._paint_table(painter)
            painter.end()
            return
        geo = state.geo
        ratio = self.devicePixelRatioF()
        if self._background is None or self._background.devicePixelRatioF() != ratio:
            self._background = self._render_background(layout, geo, ratio)
        painter.drawPixmap(0, 0, self._background)
        animating_dice = self._anim_kind == "dice"
        self._paint_groups(painter, layout, state)
        if not animating_dice and self.show_legal_moves and state.current_player >= 0:
            self._paint_offered(painter, layout, state)
        self._paint_stones(painter, layout, state)
        if not animating_dice and state.current_player >= 0:
            self._paint_hover(painter, layout, state)
        if not animating_dice:
            self._paint_cursor(painter, layout, geo)
        self._paint_panel(painter, layout, state)
        if not animating_dice and state.current_player == CHANCE and state.event:
            self._paint_banner(painter, layout)
        painter.end()

    def _render_background(self, layout: _Layout, geo: Geometry, ratio: float) -> QPixmap:
        """The table, the wooden boards, their grids, labels and die faces (cached)."""
        pixmap = QPixmap(max(1, int(self.width() * ratio)), max(1, int(self.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(QColor(0, 0, 0, 0))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self._paint_table(painter)
        for index, rect in enumerate(layout.boards):
            paint_wood(painter, rect, layout.cell * 0.18, 17 + index)
        for index in range(len(geo.boards)):
            self._paint_sub_board(painter, layout, geo, index)
        painter.end()
        return pixmap

    def _paint_table(self, painter: QPainter) -> None:
        rect = QRectF(self.rect())
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
        gradient.setColorAt(0.0, QColor(58, 92, 70))
        gradient.setColorAt(1.0, QColor(24, 44, 34))
        painter.fillRect(rect, gradient)

    def _paint_sub_board(self, painter: QPainter, layout: _Layout, geo: Geometry,
                         index: int) -> None:
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
        pen = QPen(QColor(92, 56, 22, 200), max(1.0, size * 0.03))
        painter.setPen(pen)
        painter.setBrush(NO_BRUSH)
        for k in range(7):
            offset = k * size
            painter.drawLine(QPointF(left + offset, top), QPointF(left + offset, top + 6 * size))
            painter.drawLine(QPointF(left, top + offset), QPointF(left + 6 * size, top + offset))
        painter.setPen(QPen(QColor(80, 46, 16, 230), max(1.5, size * 0.05)))
        painter.drawRect(grid)
        # Printed labels, on the side the (possibly mirrored) board carries them.
        font = QFont(self.font())
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

    def _cell_rect(self, layout: _Layout, geo: Geometry, cell: int) -> QRectF:
        row, col = divmod(cell, geo.width)
        return QRectF(layout.col_x[col], layout.row_y[row], layout.cell, layout.cell)

    def _paint_groups(self, painter: QPainter, layout: _Layout, state: ClodState) -> None:
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
                    rect = self._cell_rect(layout, geo, cell)
                    path.addRoundedRect(rect.adjusted(-0.5, -0.5, 0.5, 0.5), size * 0.12,
                                        size * 0.12)
                    for n in geo.orth[cell]:
                        if n > cell and n in members:
                            other = self._cell_rect(layout, geo, n)
                            path.addRect(rect.united(other).adjusted(
                                size * 0.2 if n == cell + 1 else 0, 0 if n == cell + 1
                                else size * 0.2, -size * 0.2 if n == cell + 1 else 0,
                                0 if n == cell + 1 else -size * 0.2))
                path = path.simplified()
                colour = QColor(GROUP_COLOURS[player])
                fill = QColor(colour)
                fill.setAlpha(70)
                painter.setBrush(fill)
                painter.setPen(QPen(colour, max(2.0, size * 0.08), Qt.PenStyle.SolidLine,
                                    Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
                painter.drawPath(path)

    def _paint_offered(self, painter: QPainter, layout: _Layout, state: ClodState) -> None:
        geo = state.geo
        size = layout.cell
        if state.roll is not None:
            # The dice's own candidates that are taken: their neighbourhood is offered.
            painter.setBrush(NO_BRUSH)
            pen = QPen(QColor(200, 40, 30, 220), max(1.5, size * 0.06), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            for cell in geo.candidates_of(state.roll.high, state.roll.low):
                if state.board[cell]:
                    rect = self._cell_rect(layout, geo, cell)
                    painter.drawRoundedRect(rect.adjusted(size * 0.04, size * 0.04,
                                                          -size * 0.04, -size * 0.04),
                                            size * 0.14, size * 0.14)
        for cell in state.offered:
            rect = self._cell_rect(layout, geo, cell).adjusted(
                size * 0.08, size * 0.08, -size * 0.08, -size * 0.08)
            glow = QRadialGradient(rect.center(), size * 0.55)
            glow.setColorAt(0.0, QColor(255, 244, 170, 220))
            glow.setColorAt(0.7, QColor(255, 210, 80, 150))
            glow.setColorAt(1.0, QColor(255, 190, 40, 40))
            painter.setBrush(glow)
            painter.setPen(QPen(QColor(255, 250, 215), max(1.5, size * 0.05)))
            painter.drawRoundedRect(rect, size * 0.16, size * 0.16)

    def _paint_stones(self, painter: QPainter, layout: _Layout, state: ClodState) -> None:
        geo = state.geo
        size = layout.cell
        board = state.board
        stone_anim = self._anim_kind == "stone"
        progress = self._progress()
        for cell in range(geo.size):
            colour = board[cell]
            if not colour:
                continue
            centre = self._cell_rect(layout, geo, cell).center()
            radius = size * 0.44
            opacity = 1.0
            if stone_anim and cell == state.last:
                ease = 1.0 - (1.0 - progress) ** 3
                radius *= 1.0 + 0.35 * (1.0 - ease)
                opacity = 0.35 + 0.65 * ease
            paint_stone(painter, centre, radius, colour == 2, opacity)
        if self.show_last_move and state.last >= 0 and not stone_anim:
            centre = self._cell_rect(layout, geo, state.last).center()
            white = board[state.last] == 2
            painter.setBrush(NO_BRUSH)
            painter.setPen(QPen(QColor(220, 50, 40) if white else QColor(255, 120, 90),
                                max(1.5, size * 0.06)))
            painter.drawEllipse(centre, size * 0.17, size * 0.17)

    def _paint_hover(self, painter: QPainter, layout: _Layout, state: ClodState) -> None:
        geo = state.geo
        size = layout.cell
        ghost = self._hover
        if self._keyboard and self.hasFocus():
            ghost = self._cursor
        if self.interactive and self._offered_cell(ghost):
            centre = self._cell_rect(layout, geo, ghost).center()
            paint_stone(painter, centre, size * 0.44, state.current_player == 1, 0.55,
                        shadow=False)

    def _paint_cursor(self, painter: QPainter, layout: _Layout, geo: Geometry) -> None:
        """The keyboard cursor: a blue ring, white-edged to show on stones too."""
        if not self.hasFocus() or self._cursor < 0 or not (self.interactive or self._keyboard):
            return
        size = layout.cell
        rect = self._cell_rect(layout, geo, self._cursor).adjusted(1, 1, -1, -1)
        painter.setBrush(NO_BRUSH)
        painter.setPen(QPen(QColor(255, 255, 255, 200), max(3.5, size * 0.12)))
        painter.drawRoundedRect(rect, size * 0.1, size * 0.1)
        painter.setPen(QPen(QColor(30, 110, 230), max(2.0, size * 0.07)))
        painter.drawRoundedRect(rect, size * 0.1, size * 0.1)

    def _paint_banner(self, painter: QPainter, layout: _Layout) -> None:
        area = layout.board_area
        height = max(36.0, min(area.height() * 0.16, 90.0))
        rect = QRectF(area.left() + area.width() * 0.08, area.center().y() - height / 2,
                      area.width() * 0.84, height)
        painter.setPen(QPen(QColor(255, 220, 140), 2.0))
        painter.setBrush(QColor(40, 24, 12, 215))
        painter.drawRoundedRect(rect, 12, 12)
        font = QFont(self.font())
        font.setPixelSize(max(11, int(height * 0.24)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 240, 205))
        painter.drawText(rect.adjusted(14, 6, -14, -6),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._message)

    def panel_parts(self) -> dict[str, QRectF]:
        """Where the side panel puts the two cards ("card0", "card1"), the "dice", the
        "message" and, beside the board, the "legend" (pixels)."""
        layout = self._current_layout()
        if layout is None:
            return {}
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
            legend_h = self._legend_fit(column.width(), column.height() * 0.6)[2]
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
        legend_h = self._legend_fit(panel.width(), rest * 0.55)[2]
        message = QRectF(panel.left(), dice.bottom() + 8, panel.width(), rest - legend_h - 8)
        parts = {
            "card0": QRectF(panel.left(), panel.top(), panel.width(), cards_h / 2 - 4),
            "card1": QRectF(panel.left(), panel.top() + cards_h / 2 + 4, panel.width(),
                            cards_h / 2 - 4),
            "dice": dice, "message": message}
        if legend_h <= rest * 0.55:
            parts["legend"] = QRectF(panel.left(), message.bottom() + 8, panel.width(),
                                     legend_h)
        else:
            parts["message"] = QRectF(message.left(), message.top(), message.width(), rest)
        return parts

    def _paint_panel(self, painter: QPainter, layout: _Layout, state: ClodState) -> None:
        parts = self.panel_parts()
        scores = state.scores()
        for player in (0, 1):
            self._paint_card(painter, parts[f"card{player}"], state, player,
                             int(scores[player]))
        self._paint_dice(painter, parts["dice"], state)
        if "legend" in parts:
            self._paint_legend(painter, parts["legend"])
        message = parts["message"]
        painter.setPen(NO_PEN)
        painter.setBrush(QColor(250, 240, 220, 235))
        painter.drawRoundedRect(message, 10, 10)
        font, inside = self.message_font()
        painter.setFont(font)
        painter.setPen(QColor(50, 32, 18))
        painter.drawText(inside, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap, self._message)

    def message_font(self) -> tuple[QFont, QRectF]:
        """The font of the message (up to 18 px, smaller until it fits) and the
        rectangle its text is drawn in."""
        message = self.panel_parts().get("message", QRectF())
        inside = message.adjusted(10, 8, -10, -8)
        font = QFont(self.font())
        for pixels in range(max(11, min(18, int(message.width() / 17))), 7, -1):
            font.setPixelSize(pixels)
            needed = QFontMetricsF(font).boundingRect(
                QRectF(0, 0, max(inside.width(), 1.0), 1e6),
                int(Qt.TextFlag.TextWordWrap), self._message).height()
            if needed <= inside.height():
                break
        return font, inside

    def _paint_card(self, painter: QPainter, rect: QRectF, state: ClodState, player: int,
                    best: int) -> None:
        active = state.current_player != TERMINAL and state.turn == player
        painter.setPen(QPen(QColor(255, 214, 120) if active else QColor(0, 0, 0, 0), 3.0))
        painter.setBrush(QColor(250, 240, 220, 235) if active else QColor(235, 225, 205, 190))
        painter.drawRoundedRect(rect, 10, 10)
        radius = min(rect.height() * 0.3, rect.width() * 0.12)
        centre = QPointF(rect.left() + radius * 1.5 + 4, rect.center().y())
        paint_stone(painter, centre, radius, player == 1)
        colour = GROUP_COLOURS[player]
        painter.setBrush(NO_BRUSH)
        painter.setPen(QPen(colour, max(2.0, radius * 0.16)))
        painter.drawEllipse(centre, radius * 1.28, radius * 1.28)
        text = rect.adjusted(radius * 3 + 10, 4, -6, -4)
        line = text.height() / 3
        font = QFont(self.font())
        font.setPixelSize(max(10, int(min(line * 0.8, 20))))
        font.setBold(True)
        painter.setPen(QColor(45, 28, 14))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        lines = (self._player_name(player),
                 self.tr("Largest group: {size}").format(size=best),
                 self.tr("Stones: {count}").format(count=state.stones(player)))
        for index, words in enumerate(lines):
            if index == 1:
                font.setBold(False)
                font.setPixelSize(max(9, int(min(line * 0.62, 15))))
            fitted = _fitted(font, words, text.width())
            painter.setFont(fitted)
            words = QFontMetricsF(fitted).elidedText(words, Qt.TextElideMode.ElideRight,
                                                     text.width())
            painter.drawText(QRectF(text.left(), text.top() + index * line, text.width(),
                                    line), flags, words)

    def _legend_texts(self) -> tuple[str, str, str, str]:
        return (self.tr("Largest group of {player}").format(player=self._player_name(0)),
                self.tr("Largest group of {player}").format(player=self._player_name(1)),
                self.tr("Cell you may take"),
                self.tr("Die cell taken: its neighbours are offered"))

    def _legend_fit(self, width: float, max_height: float) -> tuple[QFont, list[float], float]:
        """The legend's font, the height of each of its lines and its whole height, for
        a legend *width* wide: the largest font (up to 13 px) whose wrapped lines all
        fit in *max_height*, or the smallest font (9 px) when none does."""
        font = QFont(self.font())
        heights: list[float] = []
        total = 0.0
        for pixels in range(13, 8, -1):
            font.setPixelSize(pixels)
            metrics = QFontMetricsF(font)
            swatch = metrics.height() * 1.1
            text_width = width - 10 - swatch - 8 - 8
            heights = []
            for text in self._legend_texts():
                bound = metrics.boundingRect(QRectF(0, 0, max(text_width, 10.0), 1e6),
                                             int(Qt.TextFlag.TextWordWrap), text)
                heights.append(max(swatch, bound.height()) + 3)
            total = sum(heights) + 12
            if total <= max_height:
                break
        return font, heights, total

    def legend_lines(self) -> list[tuple[QRectF, QRectF, QFont, str]]:
        """Each line of the legend: its swatch, its text's rectangle, font and text."""
        rect = self.panel_parts().get("legend")
        if rect is None:
            return []
        font, heights, _ = self._legend_fit(rect.width(), rect.height())
        side = QFontMetricsF(font).height() * 0.8
        left = rect.left() + 10 + QFontMetricsF(font).height() * 1.1 + 8
        top = rect.top() + 6
        lines = []
        for line, text in zip(heights, self._legend_texts()):
            lines.append((QRectF(rect.left() + 10, top + (line - side) / 2, side, side),
                          QRectF(left, top, rect.right() - 8 - left, line), font, text))
            top += line
        return lines

    def _paint_legend(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(NO_PEN)
        painter.setBrush(QColor(235, 225, 205, 160))
        painter.drawRoundedRect(rect, 10, 10)
        for index, (swatch, text_rect, font, text) in enumerate(self.legend_lines()):
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

    def _paint_dice(self, painter: QPainter, rect: QRectF, state: ClodState) -> None:
        size = min(rect.height() * 0.7, rect.width() * 0.36)
        centres = [QPointF(rect.center().x() - size * 0.62, rect.center().y()),
                   QPointF(rect.center().x() + size * 0.62, rect.center().y())]
        roll = self._shown_roll
        if self._anim_kind == "dice":
            progress = self._progress()
            rng = random.Random(int(progress * 14) + hash(str(roll)))
            for index, centre in enumerate(centres):
                bounce = abs((1 - progress) * size * 0.35 *
                             math.sin(progress * 9.0 + index))
                angle = (1 - progress) * (380 + 140 * index) * (1 if index else -1)
                face = rng.randint(1, 6) if progress < 0.85 else (
                    (roll.high, roll.low)[index] if roll else 1)
                paint_die(painter, centre - QPointF(0, bounce), size, face, angle)
            return
        if roll is None:
            for index, centre in enumerate(centres):
                paint_die(painter, centre, size, (6, 1)[index], dimmed=True)
            return
        dimmed = state.current_player == CHANCE and not state.event
        for index, centre in enumerate(centres):
            paint_die(painter, centre, size, (roll.high, roll.low)[index],
                      angle=(-6, 8)[index], dimmed=dimmed)
        if state.current_player == CHANCE and state.event:
            # The roll that offered nothing: crossed out.
            painter.setPen(QPen(QColor(220, 60, 40, 230), max(2.0, size * 0.08),
                                Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            left, right = centres[0].x() - size * 0.7, centres[1].x() + size * 0.7
            painter.drawLine(QPointF(left, centres[0].y() + size * 0.45),
                             QPointF(right, centres[1].y() - size * 0.45))
