"""The base class of every game's board widget.

The host owns the match; a board only *shows* a state and *requests* moves::

    host ──set_seats(seats)──────────────────────────────────────────────────► board
    host ──set_position(view, legal_moves, interactive, last_move, previous)──► board
    host ◄──────────────────────── move_requested(move) ───────────────────── board

A board never changes game state itself: the host checks the requested move
against the rules, plays it, and calls :meth:`BoardWidget.set_position` again.

Subclasses implement ``paintEvent`` (painting only) and say what the pointer and
the keyboard act on through a few hooks (below); the base class tracks the hovered
target and the keyboard cursor, takes the board's keys before the window's
shortcuts, and keeps the accessible name on what the cursor is on.  They may
animate the change from *previous* to the new state; while :meth:`is_animating` is
true the board refuses input, and it emits :attr:`animation_finished` when done so
the host can go on (computer turn, end-of-game panel).

Signals:

* ``move_requested(object)``: the player chose a legal move.
* ``animation_finished()``: an animation started by :meth:`set_position` ended.
* ``status_changed(str)``: a translated hint for the host's status bar.

Pointer and keyboard (shared by every board)
--------------------------------------------
A *target* is whatever a board lets the player point at: a pit, a cell, a
territory (any hashable value; ``None`` means none).  A board overrides:

* :meth:`target_at` (point → target) for the hover and clicks;
* :meth:`first_cursor` (where the cursor appears), :meth:`cursor_step` (where an
  arrow key takes it) and :meth:`activate` (Enter, Space, a click);
* :meth:`target_text`, the words for a screen reader;
* :meth:`board_key` and :meth:`key_pressed` for keys of its own (digits, Tab…).

The base class keeps :attr:`hover_target` and :attr:`cursor_target`, repaints when they
change, hides the cursor while the pointer is used (:attr:`keyboard_active`), and
accepts the board's keys in ``ShortcutOverride`` so that a plain key reaches the
board rather than a window shortcut; keys with Ctrl, Alt or Meta are the window's.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ludotheque.core.descriptor import GameInfo
from ludotheque.core.events import SeatInfo
from ludotheque.core.i18n import TrText, render
from ludotheque.core.model import Move, State

__all__ = ["ARROW_KEYS", "BoardWidget", "translate"]

ARROW_KEYS: dict[Qt.Key, tuple[int, int]] = {
    Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
"""Each arrow key as a step (rows, columns), for :meth:`BoardWidget.cursor_step`."""

_ACTIVATE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_WINDOW_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                     | Qt.KeyboardModifier.MetaModifier)


def translate(text: TrText | str) -> str:
    """Translate a :class:`TrText` from the rules with the installed Qt catalogues."""
    return render(text, QCoreApplication.translate)


class BoardWidget(QWidget):
    """Shows one game position and turns clicks and keys into move requests.

    :param info: the game's descriptor (its ``game`` holds the options in force
        only through the state; read what you need from the state).
    """

    move_requested = Signal(object)
    animation_finished = Signal()
    status_changed = Signal(str)

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.state: State | None = None
        self.viewer: int | None = None
        self.legal_moves: tuple[Move, ...] = ()
        self.interactive = False
        self.last_move: Move | None = None
        self.animation_speed = 1.0
        self.show_legal_moves = True
        self.show_last_move = True
        self.hint_move: Move | None = None
        self.seats: tuple[SeatInfo, ...] = ()
        """Who plays each seat: name, kind, level and the seat's colour in this game."""
        self.hover_target: Hashable | None = None
        """The target under the mouse pointer (None: none)."""
        self.cursor_target: Hashable | None = None
        """The keyboard cursor's target (None: not placed yet)."""
        self.keyboard_active = False
        """Whether the keyboard was used last (boards draw the cursor only then)."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(self.focusPolicy().StrongFocus)
        self.setMouseTracking(True)

    # --- called by the host --------------------------------------------------------

    def set_position(self, state: State, *, viewer: int | None = None,
                     legal_moves: Sequence[Move] = (), interactive: bool = False,
                     last_move: Move | None = None, previous: State | None = None,
                     animate: bool = False) -> None:
        """Show *state* (already the view of *viewer*, or the full state).

        :param viewer: the seat whose view this is; None for a spectator or a replay.
        :param legal_moves: the moves the board may request.
        :param interactive: whether a human may move now.
        :param last_move: the move that led to *state*, to mark it.
        :param previous: the state before *last_move*, for an animation.
        :param animate: whether to animate from *previous* (the host says no when
            jumping in the history).
        """
        self.state = state
        self.viewer = viewer
        self.legal_moves = tuple(legal_moves)
        self.interactive = interactive
        self.last_move = last_move
        self.hint_move = None
        self.position_changed(previous if animate else None)
        self.update_accessible()  # what the cursor is on may have changed
        self.update()

    def set_seats(self, seats: Sequence[SeatInfo]) -> None:
        """Who plays each seat (names to show, kinds, levels, colours); the host calls
        it when a match is attached and whenever a name's wording changes (language).
        Default: store in :attr:`seats` and repaint.

        .. versionadded:: 2.0
        """
        seats = tuple(seats)
        if seats != self.seats:
            self.seats = seats
            self.update()

    def seat_name(self, index: int) -> str:
        """The name of seat *index* as the host shows it (``Player N`` before the
        host told the seats).

        .. versionadded:: 2.0
        """
        if 0 <= index < len(self.seats):
            return self.seats[index].name
        return QCoreApplication.translate("BoardWidget", "Player {n}").format(n=index + 1)

    def set_interactive(self, interactive: bool) -> None:
        """Allow or refuse input without changing the position."""
        self.interactive = interactive
        self.update()

    def set_animation_speed(self, speed: float) -> None:
        """Relative speed: 1 normal, 2 twice as fast, 0 no animation."""
        self.animation_speed = max(0.0, speed)

    def set_display_options(self, *, show_legal_moves: bool | None = None,
                            show_last_move: bool | None = None) -> None:
        """The View menu's toggles."""
        if show_legal_moves is not None:
            self.show_legal_moves = show_legal_moves
        if show_last_move is not None:
            self.show_last_move = show_last_move
        self.update()

    def set_hint(self, move: Move | None) -> None:
        """Mark *move* as the suggested one (None clears it).  Default: store and repaint.

        .. versionadded:: 0.1 (host extension; boards may override to draw it)
        """
        self.hint_move = move
        self.update()

    def retranslate(self) -> None:
        """The language changed: re-read every translated text.  Default: the
        accessible name again, and repaint."""
        self.update_accessible()
        self.update()

    def set_privacy(self, hidden: bool) -> None:
        """Hot-seat privacy: when *hidden*, draw no secret of the viewer either.

        Boards of games with hidden information override this; the host calls it
        with False while the player holds the reveal key or button.
        """

    # --- for subclasses ------------------------------------------------------------

    def position_changed(self, previous: State | None) -> None:
        """Hook: a new position is set; *previous* is given when it should animate.

        Start an animation here if you want one and emit :attr:`animation_finished`
        at its end; the default animates nothing.
        """

    def is_animating(self) -> bool:
        """Whether an animation is running (input is refused meanwhile)."""
        return False

    def skip_animation(self) -> None:
        """Jump to the end of the running animation (and emit :attr:`animation_finished`)."""

    def can_play(self, move: Move) -> bool:
        """Whether *move* may be requested now."""
        return self.interactive and not self.is_animating() and move in self.legal_moves

    def request_move(self, move: Move) -> bool:
        """Emit :attr:`move_requested` if *move* may be played now; return whether it was."""
        if not self.can_play(move):
            return False
        self.move_requested.emit(move)
        return True

    @staticmethod
    def tr_text(text: TrText | str) -> str:
        """Translate a rules :class:`TrText` (for outcome or status texts)."""
        return translate(text)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(720, 480)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(360, 240)

    # --- pointer and keyboard: hooks for subclasses ---------------------------------

    def target_at(self, point: QPointF) -> Hashable | None:
        """The target at *point* in widget coordinates (None: nothing there)."""
        return None

    def first_cursor(self) -> Hashable | None:
        """Where the keyboard cursor appears at the first arrow key (None: nowhere)."""
        return None

    def cursor_step(self, target: Hashable, key: Qt.Key) -> Hashable | None:
        """Where arrow *key* takes the cursor from *target* (None: it stays).  Use
        :data:`ARROW_KEYS` for the step as rows and columns."""
        return None

    def activate(self, target: Hashable) -> bool:
        """Act on *target* (Enter, Space, a click): usually :meth:`request_move`.
        Return whether something happened."""
        return False

    def target_text(self, target: Hashable) -> str:
        """*target* in words, for screen readers ("" for none)."""
        return ""

    def board_key(self, event: QKeyEvent) -> bool:
        """Whether the board takes *event* (a plain key besides the arrows, Enter and
        Space) rather than the window's shortcuts."""
        return False

    def key_pressed(self, event: QKeyEvent) -> None:
        """Handle a key :meth:`board_key` claimed."""

    def accessible_board_name(self) -> str:
        """The accessible name when the cursor is on nothing: "Kalah board"."""
        return QCoreApplication.translate("BoardWidget", "{game} board").format(
            game=translate(self.info.name))

    # --- pointer and keyboard: the shared behaviour -----------------------------------

    def set_hover_target(self, target: Hashable | None) -> None:
        """Mark *target* as under the pointer (repaints on a change)."""
        if target != self.hover_target:
            self.hover_target = target
            self.update()

    def set_cursor_target(self, target: Hashable | None) -> None:
        """Put the keyboard cursor on *target* (repaints, tells screen readers)."""
        if target != self.cursor_target:
            self.cursor_target = target
            self.update_accessible()
        self.update()

    def cursor_text(self) -> str:
        """The words for the cursor's target ("" without one)."""
        if self.cursor_target is None or self.state is None:
            return ""
        return self.target_text(self.cursor_target)

    def update_accessible(self) -> None:
        """The accessible name says what the cursor is on."""
        name = self.cursor_text() or self.accessible_board_name()
        if name != self.accessibleName():
            self.setAccessibleName(name)

    def is_board_key(self, event: QKeyEvent) -> bool:
        """Whether *event* is the board's: a plain arrow, Enter or Space, or a key
        :meth:`board_key` claims, while a position is shown."""
        if self.state is None or event.modifiers() & _WINDOW_MODIFIERS:
            return False
        key = event.key()
        if key in ARROW_KEYS or key in _ACTIVATE_KEYS:
            return self.cursor_target is not None or self.first_cursor() is not None \
                or self.board_key(event)
        return self.board_key(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and self.is_board_key(event):
            event.accept()  # the key comes to keyPressEvent, not to a shortcut
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if not self.is_board_key(event):
            super().keyPressEvent(event)
            return
        key = event.key()
        if key in ARROW_KEYS and self.cursor_target is None and self.first_cursor() is None:
            self.key_pressed(event)  # arrows the board claims for itself (board_key)
        elif key in ARROW_KEYS:
            self.keyboard_active = True
            if self.cursor_target is None:
                self.set_cursor_target(self.first_cursor())
            else:
                step = self.cursor_step(self.cursor_target, Qt.Key(key))
                if step is not None:
                    self.set_cursor_target(step)
        elif key in _ACTIVATE_KEYS and not self.board_key(event):
            self.keyboard_active = True
            if self.cursor_target is not None:
                self.activate(self.cursor_target)
            self.update()
        else:
            self.key_pressed(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        self.set_hover_target(self.target_at(event.position()))
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton:
            target = self.target_at(event.position())
            if target is not None:
                self.keyboard_active = False
                self.set_cursor_target(target)
                self.activate(target)
                event.accept()
                return
        super().mousePressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        self.set_hover_target(None)
        super().leaveEvent(event)

    def describe(self) -> dict[str, Any]:
        """Data for tests and accessibility: what the board shows, as plain values."""
        return {"viewer": self.viewer, "interactive": self.interactive,
                "legal": [str(m) for m in self.legal_moves]}
