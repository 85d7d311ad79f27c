"""The board of Clod and RoyalClod: what the player sees and does on it.

One widget serves both games: it reads the geometry from the state.  The
RoyalClod grid is drawn as six wooden boards whose printed row and column labels
and engraved die faces (on each board's diagonal) show how each is mirrored.
Where things go is :mod:`.geometry`, how they look :mod:`.painting`; this module
holds the interaction, the messages, the animation and the words for screen
readers.

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
The pointer and the cursor are the base class's (targets are cell numbers).

For screen readers the accessible name says what the cursor is on ("Top-left
board, row 2, column 5: empty, you may place a stone here") and the description
holds the message.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QElapsedTimer, QEvent, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QKeyEvent, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget

from ludotheque.core import CHANCE, TERMINAL, GameInfo, SeatInfo, State
from ludotheque.gui import ARROW_KEYS, BoardWidget

from ..rules.geometry import Geometry
from ..rules.moves import Roll
from ..rules.state import EVENT_FORFEIT, EVENT_REROLL, REASON_TIE_WHITE, REASON_TIEBREAK, ClodState
from . import geometry, painting
from .geometry import Layout

__all__ = ["ClodBoardWidget"]

DICE_MS = 750
"""How long the dice roll, at the normal animation speed (milliseconds)."""
STONE_MS = 260
"""How long a stone takes to land."""
_TAB_KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
_PAGE_KEYS = (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)


class ClodBoardWidget(BoardWidget):
    """Shows a Clod or RoyalClod position; see the module documentation."""

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(info, parent)
        self._layout: Layout | None = None
        self._background: QPixmap | None = None
        self._layout_key: tuple[int, int, str] | None = None
        self._shown_roll: Roll | None = None
        self._anim_kind = ""
        self._anim_clock = QElapsedTimer()
        self._anim_ms = 0
        self._timer = QTimer(self)
        self._timer.setInterval(16)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._message = ""
        self.setMinimumSize(self.minimumSizeHint())
        self.update_accessible()

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
        # The cursor stays on its cell, or goes to the nearest offered one; it is
        # spoken with the message, below.
        if self.cursor_cell >= state.geo.size:
            self.cursor_target = None
        if state.offered and self.cursor_cell not in state.offered:
            self.cursor_target = self._nearest_offered(state, self.cursor_cell)
        if kind:
            self._anim_kind = kind
            self._anim_ms = max(1, int((DICE_MS if kind == "dice" else STONE_MS)
                                       / self.animation_speed))
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
        self.update_accessible()

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

    # --- where things are (for tests and tools) -------------------------------------

    @property
    def cursor_cell(self) -> int:
        """The cell under the keyboard cursor, or -1."""
        target = self.cursor_target
        return target if isinstance(target, int) else -1

    def cell_centre(self, cell: int) -> QPointF:
        """The pixel centre of *cell*."""
        layout, geo = self._current_layout(), self._geometry()
        assert layout is not None and geo is not None
        return geometry.cell_centre(layout, geo, cell)

    def cell_at(self, pos: QPointF) -> int:
        """The cell under *pos*, or -1."""
        cell = self.target_at(pos)
        return cell if isinstance(cell, int) else -1

    def panel_parts(self) -> dict[str, QRectF]:
        """Where the side panel puts the two cards ("card0", "card1"), the "dice", the
        "message" and, beside the board, the "legend" (pixels)."""
        layout = self._current_layout()
        if layout is None:
            return {}
        return geometry.panel_parts(layout, self._legend_height)

    def message_font(self) -> tuple[QFont, QRectF]:
        """The font of the message (up to 18 px, smaller until it fits) and the
        rectangle its text is drawn in."""
        message = self.panel_parts().get("message", QRectF())
        return painting.message_font(self.font(), message, self._message)

    def legend_lines(self) -> list[tuple[QRectF, QRectF, QFont, str]]:
        """Each line of the legend: its swatch, its text's rectangle, font and text."""
        rect = self.panel_parts().get("legend")
        if rect is None:
            return []
        return painting.legend_lines(rect, self.font(), self._legend_texts())

    # --- helpers -------------------------------------------------------------------

    def _clod(self) -> ClodState | None:
        return self.state if isinstance(self.state, ClodState) else None

    def _geometry(self) -> Geometry | None:
        state = self._clod()
        return None if state is None else state.geo

    def _current_layout(self) -> Layout | None:
        geo = self._geometry()
        if geo is None:
            return None
        key = (self.width(), self.height(), geo.name)
        if key != self._layout_key or self._layout is None:
            self._layout = geometry.layout_for(geo, float(self.width()), float(self.height()))
            self._layout_key = key
            self._background = None
        return self._layout

    # --- messages ------------------------------------------------------------------

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
        self.update_accessible()
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

    def _legend_texts(self) -> tuple[str, str, str, str]:
        return (self.tr("Largest group of {player}").format(player=self._player_name(0)),
                self.tr("Largest group of {player}").format(player=self._player_name(1)),
                self.tr("Cell you may take"),
                self.tr("Die cell taken: its neighbours are offered"))

    def _legend_height(self, width: float, max_height: float) -> float:
        return painting.legend_fit(self.font(), self._legend_texts(), width, max_height)[2]

    def _card_lines(self, state: ClodState, player: int) -> tuple[str, str, str]:
        return (self._player_name(player),
                self.tr("Largest group: {size}").format(size=int(state.scores()[player])),
                self.tr("Stones: {count}").format(count=state.stones(player)))

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

    # --- pointer and keyboard (the base class's hooks; targets are cells) -------------

    def target_at(self, point: QPointF) -> Hashable | None:
        layout, geo = self._current_layout(), self._geometry()
        if layout is None or geo is None:
            return None
        return geometry.cell_at(layout, geo, point)

    def first_cursor(self) -> Hashable | None:
        state = self._clod()
        if state is None:
            return None
        return self._nearest_offered(state, -1) if state.offered else 0

    def cursor_step(self, target: Hashable, key: Qt.Key) -> Hashable | None:
        geo = self._geometry()
        if geo is None or not isinstance(target, int):
            return None
        dr, dc = ARROW_KEYS[key]
        row, col = divmod(target, geo.width)
        row = min(max(row + dr, 0), geo.height - 1)
        col = min(max(col + dc, 0), geo.width - 1)
        return row * geo.width + col

    def activate(self, target: Hashable) -> bool:
        state = self._clod()
        if state is None or not isinstance(target, int) or target not in state.offered:
            return False
        return self.request_move(state.geo.places[target])

    def target_text(self, target: Hashable) -> str:
        return self.cell_text(target) if isinstance(target, int) else ""

    def board_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key in _TAB_KEYS:
            return self._tab_cycles()
        return self._board_keys() and (key in _PAGE_KEYS or Qt.Key.Key_1 <= key <= Qt.Key.Key_6)

    def key_pressed(self, event: QKeyEvent) -> None:
        geo = self._geometry()
        if geo is None:
            return
        key = event.key()
        self.keyboard_active = True
        if key in _TAB_KEYS:
            self._cycle(-1 if key == Qt.Key.Key_Backtab else 1)
        elif key in _PAGE_KEYS:
            board = geo.labels[max(self.cursor_cell, 0)][0]
            step = 1 if key == Qt.Key.Key_PageDown else -1
            self._go_to_board((board + step) % len(geo.boards))
        else:
            self._go_to_board(key - Qt.Key.Key_1)

    def event(self, event: QEvent) -> bool:
        # Qt moves the focus on Tab before keyPressEvent: the board takes it first
        # while Tab cycles through the offered cells.
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and \
                event.key() in _TAB_KEYS and self.is_board_key(event):
            self.key_pressed(event)
            return True
        return super().event(event)

    def _board_keys(self) -> bool:
        """Whether the grid has several boards to jump between (RoyalClod)."""
        geo = self._geometry()
        return geo is not None and len(geo.boards) > 1

    def _tab_cycles(self) -> bool:
        """Tab jumps between the offered cells while the player may take one (and
        moves the focus on otherwise)."""
        state = self._clod()
        return self.interactive and state is not None and bool(state.offered)

    def _go_to_board(self, board: int) -> None:
        """Put the cursor on sub-board *board*: on its first offered cell, or else on
        the cell with the printed labels of the cell it leaves."""
        state = self._clod()
        if state is None:
            return
        geo = state.geo
        offered = [c for c in self._offered_in_order(state) if geo.labels[c][0] == board]
        if offered:
            self.set_cursor_target(offered[0])
            return
        _, r, c = geo.labels[self.cursor_cell] if self.cursor_cell >= 0 else (0, 1, 1)
        self.set_cursor_target(geo.label_to_cell(board, r, c))

    def _cycle(self, step: int) -> None:
        state = self._clod()
        if state is None or not state.offered:
            return
        offered = self._offered_in_order(state)
        if self.cursor_cell in offered:
            index = (offered.index(self.cursor_cell) + step) % len(offered)
        else:
            index = 0 if step > 0 else len(offered) - 1
        self.set_cursor_target(offered[index])

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

    def update_accessible(self) -> None:
        """The accessible name says what the cursor is on (the base class), the
        description the message; Qt tells screen readers when either changes."""
        super().update_accessible()
        if self._message != self.accessibleDescription():
            self.setAccessibleDescription(self._message)

    # --- painting ----------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        state, layout = self._clod(), self._current_layout()
        if state is None or layout is None:
            painting.paint_table(painter, QRectF(self.rect()))
            painter.end()
            return
        geo = state.geo
        ratio = self.devicePixelRatioF()
        if self._background is None or self._background.devicePixelRatioF() != ratio:
            self._background = painting.render_background(layout, geo, self.size(), ratio,
                                                          self.font())
        painter.drawPixmap(0, 0, self._background)
        rolling = self._anim_kind == "dice"
        playing = state.current_player >= 0
        painting.paint_groups(painter, layout, state)
        if not rolling and self.show_legal_moves and playing:
            painting.paint_offered(painter, layout, state)
        painting.paint_stones(painter, layout, state,
                              self._progress() if self._anim_kind == "stone" else None,
                              self.show_last_move)
        if not rolling:
            if playing:
                self._paint_ghost(painter, layout, state)
            if self.hasFocus() and self.cursor_cell >= 0 and (self.interactive
                                                         or self.keyboard_active):
                painting.paint_cursor(painter, layout, geo, self.cursor_cell)
        self._paint_panel(painter, layout, state)
        if not rolling and state.current_player == CHANCE and state.event:
            painting.paint_banner(painter, layout.board_area, self._message, self.font())
        painter.end()

    def _paint_ghost(self, painter: QPainter, layout: Layout, state: ClodState) -> None:
        """The stone the pointer (or the keyboard cursor, while the keys are used)
        would place."""
        ghost = self.hover_target
        if self.keyboard_active and self.hasFocus():
            ghost = self.cursor_target
        if self.interactive and isinstance(ghost, int) and ghost in state.offered:
            painting.paint_ghost(painter, layout, state.geo, ghost, state.current_player == 1)

    def _paint_panel(self, painter: QPainter, layout: Layout, state: ClodState) -> None:
        parts = self.panel_parts()
        for player in (0, 1):
            active = state.current_player != TERMINAL and state.turn == player
            painting.paint_card(painter, parts[f"card{player}"], player, active,
                                self._card_lines(state, player), self.font())
        chance = state.current_player == CHANCE
        painting.paint_dice(painter, parts["dice"], self._shown_roll,
                            self._progress() if self._anim_kind == "dice" else None,
                            dimmed=chance and not state.event,
                            crossed=chance and bool(state.event))
        if "legend" in parts:
            painting.paint_legend(painter, parts["legend"], self.legend_lines())
        font, inside = self.message_font()
        painting.paint_message(painter, parts["message"], font, inside, self._message)
