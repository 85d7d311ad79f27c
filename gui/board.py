"""The base class of every game's board widget.

The host owns the match; a board only *shows* a state and *requests* moves::

    host ──set_seats(seats)──────────────────────────────────────────────────► board
    host ──set_position(view, legal_moves, interactive, last_move, previous)──► board
    host ◄──────────────────────── move_requested(move) ───────────────────── board

A board never changes game state itself: the host checks the requested move
against the rules, plays it, and calls :meth:`BoardWidget.set_position` again.

Subclasses implement ``paintEvent`` (painting only) and mouse/keyboard handlers
that call :meth:`request_move`.  They may animate the change from *previous* to
the new state; while :meth:`is_animating` is true the board refuses input, and it
emits :attr:`animation_finished` when done so the host can go on (computer turn,
end-of-game panel).

Signals:

* ``move_requested(object)``: the player chose a legal move.
* ``animation_finished()``: an animation started by :meth:`set_position` ended.
* ``status_changed(str)``: a translated hint for the host's status bar.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Signal
from PySide6.QtWidgets import QSizePolicy, QWidget

from ludotheque.core.descriptor import GameInfo
from ludotheque.core.events import SeatInfo
from ludotheque.core.i18n import TrText, render
from ludotheque.core.model import Move, State

__all__ = ["BoardWidget", "translate"]


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
        """The language changed: re-read every translated text.  Default: repaint."""
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

    def describe(self) -> dict[str, Any]:
        """Data for tests and accessibility: what the board shows, as plain values."""
        return {"viewer": self.viewer, "interactive": self.interactive,
                "legal": [str(m) for m in self.legal_moves]}
