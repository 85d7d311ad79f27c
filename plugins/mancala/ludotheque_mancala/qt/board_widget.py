"""The mancala board: two rows of houses, a store at each end, animated sowing.

Signals (from :class:`~ludotheque.gui.BoardWidget`):

* ``move_requested(House)``: a playable house was clicked, or chosen with the keys.
* ``animation_finished()``: the seed-by-seed sowing animation ended (or was skipped).
* ``status_changed(str)``: a translated hint for the status bar.

Mouse: click a highlighted house.  Keyboard: Left/Right (Home/End) move a cursor over
the mover's playable houses, Enter or Space sows the house under it, Escape hides it;
the digits 1-9 sow the mover's house with that number (counted from the house
farthest from the mover's store, as in the move notation and on the board).
A click, Enter, Space or Escape during the animation skips it; it is never taken as
a move.

The animation keeps the contract of :class:`~ludotheque.gui.BoardWidget`:
:meth:`is_animating` is true from the :meth:`set_position` that starts a sowing
until its last frame, and :attr:`animation_finished` is emitted exactly once per
sowing, when it ends, is skipped, or is cut short by a *different* position (the
board then shows that position, and the signal comes before any animation of it
starts).  Setting the position the board already shows again (a host refreshing
its panels) changes the legal moves and interactivity only: a running sowing goes
on, and a finished one is not played twice.

Accessibility: the board's accessible name follows the keyboard cursor ("House 3,
4 seeds, yours, playable"), or names the board when there is no cursor; its
accessible description says, seat by seat, the seeds in the store and in each house.

This module keeps the interaction, the animation and the words; where things are is
:mod:`.geometry`'s, the drawing :mod:`.painting`'s.  The hover and the keyboard
cursor are the base class's (their targets are board positions); the cursor is
shown while :attr:`keyboard_active`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ludotheque.core import GameInfo, Move, SeatInfo, State
from ludotheque.gui import BoardWidget

from ..rules.engine import CONGKAK, DROP, LIFT, sow
from ..rules.moves import HOUSES, House
from ..rules.state import MancalaState
from .geometry import BoardGeometry
from .painting import SEAT_COLOURS, Marks, paint_board

__all__ = ["MancalaBoardWidget"]

_DROP_MS = 230.0
_LIFT_MS = 380.0
_TAKE_MS = 480.0
_END_MS = 500.0
_LONGEST_MS = 9000.0  # long relay sowings play faster so that no animation drags on

_PLAY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_SIDE_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right)


def _english_plural(text: str, n: int) -> str:
    """The English source's ``(s)``: no ``s`` for exactly one (a translation has none)."""
    return text.replace("(s)", "" if n == 1 else "s")


class _Frame:
    """One step of the sowing animation: the board then, and what to mark."""

    __slots__ = ("board", "focus", "hand", "kind", "lap", "delay")

    def __init__(self, board: tuple[int, ...], focus: int | None, hand: int, kind: str,
                 lap: int, delay: float) -> None:
        self.board = board
        self.focus = focus
        self.hand = hand
        self.kind = kind
        self.lap = lap
        self.delay = delay


class MancalaBoardWidget(BoardWidget):
    """Board of Kalah, Oware and Congkak (Congkak drawn mirrored)."""

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(info, parent)
        self.setObjectName("mancala_board")
        # The base class's cursor_target is the board position of the cursor (keys or
        # click); it is drawn while keyboard_active (once the keys moved it).
        self._bottom: int | None = None
        self._last_origin: int | None = None  # board position of the last move played
        self._frames: list[_Frame] = []
        self._frame_index = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._old_state: State | None = None
        self._same_position = False  # set_position was given the position shown
        self._positions = 0  # counts set_position calls (a signal's slot may set another)
        self.update_accessible()

    # --- host interface -----------------------------------------------------------------

    def set_position(self, state: State, *, viewer: int | None = None,
                     legal_moves: Sequence[Move] = (), interactive: bool = False,
                     last_move: Move | None = None, previous: State | None = None,
                     animate: bool = False) -> None:
        self._positions += 1
        call = self._positions
        shown = self.state
        self._same_position = shown is not None and (
            state is shown or (state == shown and last_move == self.last_move))
        if self.is_animating() and not self._same_position:
            # A new position ends the sowing under way, which says so first.
            self._stop_animation(emit=True)
            if self._positions != call:
                return  # a slot of animation_finished already set a newer position
        self._old_state = shown
        if self._bottom is None and viewer is not None:
            self._bottom = viewer
        super().set_position(state, viewer=viewer, legal_moves=legal_moves,
                             interactive=interactive, last_move=last_move,
                             previous=previous, animate=animate)
        self._same_position = False
        self._fix_selection()
        self._emit_status()
        self.update_accessible()

    def position_changed(self, previous: State | None) -> None:
        if self._same_position:
            return  # the position shown: its sowing (running or done) stays as it is
        state = self.state
        move = self.last_move
        mover_state = previous
        if mover_state is None and isinstance(self._old_state, MancalaState) and isinstance(
                move, House) and isinstance(state, MancalaState):
            old = self._old_state
            if old.current_player >= 0 and move in old.legal_moves() and old.apply(move) == state:
                mover_state = old
        self._last_origin = None
        if isinstance(mover_state, MancalaState) and isinstance(move, House) and \
                mover_state.current_player >= 0:
            self._last_origin = mover_state.position_of(mover_state.current_player, move)
        if previous is not None and isinstance(previous, MancalaState) and self._last_origin \
                is not None and self.animation_speed > 0:
            self._start_animation(previous, self._last_origin)

    def set_seats(self, seats: Sequence[SeatInfo]) -> None:
        super().set_seats(seats)
        self.update_accessible()

    def set_interactive(self, interactive: bool) -> None:
        super().set_interactive(interactive)
        self._fix_selection()
        self._emit_status()
        self.update_accessible()

    def set_animation_speed(self, speed: float) -> None:
        super().set_animation_speed(speed)
        if self.animation_speed == 0:
            self.skip_animation()

    def is_animating(self) -> bool:
        return bool(self._frames)

    def skip_animation(self) -> None:
        if self._frames:
            self._stop_animation(emit=True)

    def retranslate(self) -> None:
        self._emit_status()
        self.update_accessible()
        self.update()

    def describe(self) -> dict[str, Any]:
        data = super().describe()
        state = self._mancala()
        if state is not None:
            frame = self._frame()
            data.update(board=list(self._shown_board()), bottom=self._bottom_player(),
                        selected=self.cursor_target, cursor=self._cursor(),
                        last_origin=self._last_origin,
                        animating=self.is_animating(), variant=state.variant,
                        frame=self._frame_index if frame is not None else None,
                        frames=len(self._frames), hand=frame.hand if frame else 0,
                        lap=frame.lap if frame else 0,
                        names=[self.seat_name(p) for p in (0, 1)],
                        seat_colours=[self._seat_colour(p).name() for p in (0, 1)],
                        accessible_name=self.accessibleName(),
                        accessible_description=self.accessibleDescription())
        return data

    # --- animation ----------------------------------------------------------------------

    def _start_animation(self, previous: MancalaState, origin: int) -> None:
        mover = previous.current_player
        board = list(previous.board)
        trace: list[tuple[Any, ...]] = []
        sow(board, previous.lay, mover, origin, trace)
        frames: list[_Frame] = []
        current = list(previous.board)
        hand = 0
        lap = 0
        for event in trace:
            kind = event[0]
            pos = event[1]
            if kind == LIFT:
                hand += current[pos]
                current[pos] = 0
                lap += 1
                delay = _LIFT_MS
            elif kind == DROP:
                hand -= 1
                current[pos] += 1
                delay = _DROP_MS
            else:
                current[event[2]] += current[pos]
                current[pos] = 0
                delay = _TAKE_MS
            frames.append(_Frame(tuple(current), pos, hand, kind, lap, delay))
        final = self._mancala()
        if final is not None and tuple(current) != final.board:
            frames.append(_Frame(final.board, None, 0, "end", lap, _END_MS))
        total = sum(frame.delay for frame in frames)
        scale = 1.0 / self.animation_speed
        if total * scale > _LONGEST_MS:
            scale = _LONGEST_MS / total
        for frame in frames:
            frame.delay *= scale
        if not frames:
            return
        self._frames = frames
        self._frame_index = 0
        self._timer.start(max(1, int(frames[0].delay)))
        self._emit_status()
        self.update()

    def _on_timer_timeout(self) -> None:
        if not self._frames:
            return
        self._frame_index += 1
        if self._frame_index >= len(self._frames):
            self._stop_animation(emit=True)
            return
        self._timer.start(max(1, int(self._frames[self._frame_index].delay)))
        self.update()

    def _stop_animation(self, emit: bool) -> None:
        self._timer.stop()
        was = bool(self._frames)
        self._frames = []
        self._frame_index = 0
        self.update()
        self._emit_status()
        self.update_accessible()
        if was and emit:
            self.animation_finished.emit()

    def _frame(self) -> _Frame | None:
        if self._frames:
            return self._frames[self._frame_index]
        return None

    # --- reading the position -------------------------------------------------------

    def _mancala(self) -> MancalaState | None:
        return self.state if isinstance(self.state, MancalaState) else None

    def _bottom_player(self) -> int:
        return self._bottom if self._bottom in (0, 1) else 0

    def _shown_board(self) -> tuple[int, ...]:
        frame = self._frame()
        if frame is not None:
            return frame.board
        state = self._mancala()
        return state.board if state is not None else ()

    def _geometry(self) -> BoardGeometry | None:
        state = self._mancala()
        if state is None:
            return None
        rect = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        return BoardGeometry(rect, state.n, state.lay.variant == CONGKAK, self._bottom_player())

    def _seat_colour(self, player: int) -> QColor:
        """The colour of seat *player*: the host's, else the board's own."""
        if 0 <= player < len(self.seats):
            return QColor(self.seats[player].color)
        return SEAT_COLOURS[player]

    def _playable(self) -> dict[int, House]:
        """Board position -> move, for the moves that may be requested now."""
        state = self._mancala()
        if state is None or not self.interactive or state.current_player < 0:
            return {}
        base = state.lay.bases[state.current_player]
        return {base + move.index: move for move in self.legal_moves
                if isinstance(move, House)}

    def _screen_order(self) -> list[int]:
        """The playable positions from left to right on the screen."""
        geometry = self._geometry()
        playable = self._playable()
        if geometry is None:
            return []
        return sorted(playable, key=lambda pos: geometry.centres[pos].x())

    def _fix_selection(self) -> None:
        """Keep the cursor on a playable house: the nearest one on the screen to where
        it was (the cursor stays put while nothing is playable)."""
        selected = self.cursor_target
        if not isinstance(selected, int):
            return
        order = self._screen_order()
        geometry = self._geometry()
        if not order or geometry is None or selected in order:
            return
        if selected not in geometry.centres:
            self.set_cursor_target(None)
            return
        x = geometry.centres[selected].x()
        self.set_cursor_target(min(order, key=lambda pos: (  # the left one of two as near
            round(abs(geometry.centres[pos].x() - x), 3), geometry.centres[pos].x())))

    def _cursor(self) -> int | None:
        """The board position of the visible keyboard cursor, or None."""
        if not self.keyboard_active or self.is_animating():
            return None
        cursor = self.cursor_target
        return cursor if isinstance(cursor, int) and cursor in self._playable() else None

    def _house_number(self, pos: int) -> tuple[int, int]:
        """(owner, number from 1) of the house at board position *pos*."""
        state = self._mancala()
        assert state is not None
        owner = 0 if pos < state.lay.stores[0] else 1
        return owner, pos - state.lay.bases[owner] + 1

    def _emit_status(self) -> None:
        state = self._mancala()
        if state is None:
            return
        if self.is_animating():
            text = self.tr("Sowing\u2026 click or press Escape to skip.")
        elif self.interactive and self.legal_moves:
            text = self.tr("Click a highlighted house or press its number "
                           "(or Left/Right, then Enter).")
        else:
            text = ""
        if state.lay.rounds and text:
            text = self.tr("Round %1").replace("%1", str(state.round)) + " \u00b7 " + text
        self.status_changed.emit(text)

    # --- words for screen readers ---------------------------------------------------

    def _seeds(self, count: int) -> str:
        return _english_plural(self.tr("%n seed(s)", "", count), count)

    def house_text(self, pos: int) -> str:
        """The house at board position *pos* in words, as the accessible name says it:
        "House 3, 4 seeds, yours, playable"."""
        state = self._mancala()
        if state is None or pos in state.lay.stores or not 0 <= pos < state.lay.size:
            return ""
        owner, number = self._house_number(pos)
        parts = [self.tr("House {number}").format(number=number)]
        if pos in state.lay.burnt:
            parts.append(self.tr("burnt"))
        else:
            parts.append(self._seeds(self._shown_board()[pos]))
        if owner == self.viewer:
            parts.append(self.tr("yours"))
        else:
            parts.append(self.tr("{name}'s").format(name=self.seat_name(owner)))
        if pos in self._playable():
            parts.append(self.tr("playable"))
        return ", ".join(parts)

    def position_text(self) -> str:
        """The whole position in words, seat by seat (the accessible description)."""
        state = self._mancala()
        if state is None:
            return ""
        board = self._shown_board()
        lay = state.lay
        lines = []
        for player in (0, 1):
            base = lay.bases[player]
            counts = ", ".join(
                self.tr("burnt") if base + i in lay.burnt else str(board[base + i])
                for i in range(state.n))
            lines.append(self.tr("{name}: store {store}; houses 1 to {n}: {counts}.").format(
                name=self.seat_name(player), store=board[lay.stores[player]], n=state.n,
                counts=counts))
        return " ".join(lines)

    def accessible_board_name(self) -> str:
        return self.tr("{game} board").format(game=self.tr_text(self.info.name))

    def cursor_text(self) -> str:
        """The words for the house under the cursor while it is shown ("" else)."""
        cursor = self._cursor()
        return "" if cursor is None else self.target_text(cursor)

    def target_text(self, target: Hashable) -> str:
        return self.house_text(target) if isinstance(target, int) else ""

    def update_accessible(self) -> None:
        """The name follows the cursor (see :meth:`cursor_text`); the description says
        the whole position."""
        super().update_accessible()
        # setAccessibleDescription sends DescriptionChanged
        self.setAccessibleDescription(self.position_text())

    # --- pointer and keyboard (the base class's hooks) --------------------------------

    def target_at(self, point: QPointF) -> Hashable | None:
        """The playable house under *point* (none during the animation)."""
        geometry = self._geometry()
        if geometry is None or self.is_animating():
            return None
        pos = geometry.house_at(point)
        return pos if pos is not None and pos in self._playable() else None

    def set_hover_target(self, target: Hashable | None) -> None:
        if target != self.hover_target:
            self.setCursor(Qt.CursorShape.PointingHandCursor if target is not None
                           else Qt.CursorShape.ArrowCursor)
        super().set_hover_target(target)

    def first_cursor(self) -> Hashable | None:
        """The leftmost playable house on the screen (None: nothing playable)."""
        order = self._screen_order()
        return order[0] if order else None

    def cursor_step(self, target: Hashable, key: Qt.Key) -> Hashable | None:
        """Left and Right go round the playable houses in their order on the screen."""
        order = self._screen_order()
        if key not in _SIDE_KEYS or target not in order:
            return None
        step = -1 if key == Qt.Key.Key_Left else 1
        return order[(order.index(target) + step) % len(order)]

    def activate(self, target: Hashable) -> bool:
        """Sow the house at board position *target* if it may be played now."""
        move = self._playable().get(target) if isinstance(target, int) else None
        return move is not None and self.request_move(move)

    def _show_cursor(self, pos: int) -> None:
        """Put the keyboard cursor on *pos* and show it."""
        self.keyboard_active = True
        self.set_cursor_target(pos)
        self.update_accessible()

    def is_board_key(self, event: QKeyEvent) -> bool:
        """Left, Right, Enter and Space while a house is playable, and the keys of
        :meth:`board_key`; Up and Down are the window's."""
        key = event.key()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            return False
        if key in _SIDE_KEYS and (self.is_animating() or not self._playable()):
            return False
        if key in _PLAY_KEYS and not self.is_animating() and not self._playable():
            return False
        return super().is_board_key(event)

    def board_key(self, event: QKeyEvent) -> bool:
        """Home, End and the digits while a house is playable, Escape while the cursor
        is shown; Enter, Space and Escape during the animation (they skip it)."""
        key = event.key()
        if self.is_animating():
            return key == Qt.Key.Key_Escape or key in _PLAY_KEYS
        if key == Qt.Key.Key_Escape:
            return self._cursor() is not None
        return bool(self._playable()) and (
            key in (Qt.Key.Key_Home, Qt.Key.Key_End) or Qt.Key.Key_1 <= key <= Qt.Key.Key_9)

    def key_pressed(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.is_animating():  # Escape, Enter or Space
            if not (event.isAutoRepeat() and key in _PLAY_KEYS):  # a held Enter does
                self.skip_animation()  # not skip the sowing it started
            return
        order = self._screen_order()
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            if order:
                self._show_cursor(order[0] if key == Qt.Key.Key_Home else order[-1])
        elif key == Qt.Key.Key_Escape:  # hides the cursor
            self.keyboard_active = False
            self.update_accessible()
            self.update()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            move = HOUSES[key - Qt.Key.Key_1]
            if move in self.legal_moves:
                state = self._mancala()
                if state is not None and state.current_player >= 0:
                    self._show_cursor(state.position_of(state.current_player, move))
                self.request_move(move)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        # Before the base class's handling: a held Enter sows once, and a cursor not
        # shown appears first (where it was, else at the end the arrow points from).
        key = event.key()
        if self.is_board_key(event) and not self.is_animating() \
                and (key in _SIDE_KEYS or key in _PLAY_KEYS):
            if event.isAutoRepeat() and key in _PLAY_KEYS:
                return
            order = self._screen_order()
            where = self.cursor_target
            if not isinstance(where, int) or where not in order:
                self._show_cursor(order[-1] if key == Qt.Key.Key_Left else order[0])
                return
            if self._cursor() is None:
                self._show_cursor(where)
                return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        if self.is_animating():
            self.skip_animation()  # a click during the animation only skips it
        else:
            super().mousePressEvent(event)  # a playable house: the base class sows it
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        super().focusOutEvent(event)
        self.update()

    # --- painting ---------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        state = self._mancala()
        paint_board(painter, QRectF(self.rect()), self._geometry(), state,
                    self._marks(state) if state is not None else None)
        painter.end()

    def _marks(self, state: MancalaState) -> Marks:
        """What the board marks now: the playable houses, the last move, the hint,
        the pointer, the cursor, the animation frame, and the captions' words."""
        frame = self._frame()
        playable = {} if frame is not None else self._playable()
        hint = self.hint_move
        hint_pos = state.position_of(state.current_player, hint) if isinstance(
            hint, House) and frame is None and state.current_player >= 0 else None
        hover = self.hover_target
        texts = []
        if state.lay.rounds:
            texts.append(self.tr("Round %1").replace("%1", str(state.round)))
        if frame is not None and frame.lap > 1:
            texts.append(self.tr("Relay lap %1").replace("%1", str(frame.lap)))
        return Marks(
            board=self._shown_board(),
            names=(self.seat_name(0), self.seat_name(1)),
            colours=(self._seat_colour(0), self._seat_colour(1)),
            playable=frozenset(playable) if self.show_legal_moves else frozenset(),
            bright_numbers=state.current_player if self.interactive and frame is None
            else None,
            last_origin=self._last_origin if self.show_last_move and frame is None else None,
            hint=hint_pos,
            hover=hover if isinstance(hover, int) and hover in playable else None,
            cursor=self._cursor(), cursor_strong=self.hasFocus(),
            focus=frame.focus if frame is not None else None,
            focus_kind=frame.kind if frame is not None else "",
            hand=frame.hand if frame is not None else 0,
            caption="  \u00b7  ".join(texts))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
