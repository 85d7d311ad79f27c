"""A network match on screen: the board, the history and the sentences work as in a
local game, but the server owns the match.

:class:`NetworkController` is a :class:`~ludotheque.gui.controller.MatchController`
whose match is rebuilt from the steps the server sends this seat (as the seat may
know them).  A move the board asks for is checked by the local rules, then sent; the
position changes only when the server's update comes back.  Chance and the computer
seats are played by the server; nothing is autosaved here (the server's journal
keeps the match); undo needs every human seat's agreement.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ludotheque.core.descriptor import GameInfo
from ludotheque.core.events import PLAYED
from ludotheque.core.match import Match
from ludotheque.core.model import Move, MoveError, seat_view

from .controller import MatchController
from .i18n import tr_text
from .network_link import NetworkLink

__all__ = ["NetworkController", "replayed"]

translate = QCoreApplication.translate


def replayed(info: GameInfo, snapshot: dict[str, Any], match: Match | None = None) -> Match:
    """The match of *snapshot*'s steps: *match* extended when none of its steps
    changed (``from``: the first step that did), else replayed from the first state."""
    steps = snapshot["steps"]
    if match is None or len(match) > snapshot.get("from", 0) or len(match) > len(steps):
        match = Match(info.game, snapshot["options"], snapshot["seats"], 0)
    if match.cursor != len(match):
        match.jump(len(match))
    for step in steps[len(match):]:
        match.play(info.game.move_from_json(step["move"]))
    return match


class NetworkController(MatchController):
    """Drives the window's side of one seat in a network match."""

    connection_changed = Signal()
    undo_asked = Signal(int, object)
    """Another seat asks to take back its last move: ``(seat, request)``; answer
    with :meth:`answer_undo`."""
    undo_over = Signal()
    """The undo request waiting is no longer: agreed, refused, withdrawn, lapsed, or
    the connection was lost (the server asks again after a reconnection if it still
    waits).  An open question about it closes unanswered."""
    notice = Signal(str)
    """Something to tell the player in the status bar (translated)."""
    network = True

    def __init__(self, link: NetworkLink, info: GameInfo, snapshot: dict[str, Any],
                 parent: QObject | None = None) -> None:
        super().__init__(replayed(info, snapshot), info, autoplay=False, delays=False,
                         parent=parent)
        self.link = link
        self.seat: int = snapshot["seat"]
        self.view: dict[str, Any] = snapshot["view"]
        self.connected: list[int] = list(snapshot.get("connected") or [])
        self.connection = "connected"
        """``connected``, ``reconnecting`` or ``lost``."""
        self.sent = False
        """A move is on its way to the server."""
        self.undo_pending = False
        """This seat asked to take back its last move; the others have not all answered."""
        link.updated.connect(self._on_updated)
        link.status.connect(self._on_status)
        link.message.connect(self._on_message)
        link.refused.connect(self._on_refused)
        # Presence told between the welcome and now reached no slot: read it once.
        self.connected = list(link.client.connected)

    # --- who plays here ------------------------------------------------------------------

    @property
    def human_seats(self) -> list[int]:
        return [self.seat]

    def human_to_move(self) -> int | None:
        if self.sent or self.connection != "connected" or not self.at_end \
                or "outcome" in self.view or self.view.get("to_move") != self.seat:
            return None
        return self.seat

    def viewer(self) -> int | None:
        return self.seat

    def shown_state(self) -> Any:
        return seat_view(self.match.state, self.seat)

    # --- commands ------------------------------------------------------------------------

    def request_move(self, move: Move) -> bool:
        seat = self.human_to_move()
        if seat is None:
            self.move_rejected.emit(translate("NetworkController", "It is not your turn."))
            return False
        try:
            self.match.state.play(move)  # checked here first: a clear message at once
        except MoveError as exc:
            self.move_rejected.emit(tr_text(exc.message))
            return False
        self.sent = True
        self.link.send_move(move)
        self.changed.emit()
        return True

    def can_undo(self) -> bool:
        """Whether this seat may ask to take back its last move: it has moved, the
        game goes on, it is connected, and it has not asked already."""
        return (self.connection == "connected" and not self.undo_pending
                and "outcome" not in self.view and not self.sent
                and any(mover == self.seat for mover, _ in self.match.steps))

    def undo(self) -> None:
        """Ask every other human seat to agree to take back this seat's last move
        (the server rewinds the match once they all have)."""
        if not self.can_undo():
            return
        self.undo_pending = True
        self.link.propose_undo()
        self.notice.emit(translate("NetworkController", "Asking the other players to agree "
                                   "to take back your last move…"))
        self.changed.emit()

    def answer_undo(self, agree: bool) -> None:
        self.link.answer_undo(agree)

    def redo(self) -> None:
        """A network match has no redo: the server keeps one line of play."""

    def resign(self) -> bool:
        return False

    def request_hint(self) -> bool:
        return False

    def start(self) -> None:
        self.changed.emit()

    def close(self) -> None:
        self.undo_over.emit()  # the match is left: a question about it goes too
        super().close()
        self.link.stop()

    # --- the server's messages -----------------------------------------------------------

    def _on_updated(self, snapshot: dict[str, Any]) -> None:
        if self._closed:
            return
        try:
            self.match = replayed(self.info, snapshot, self.match)
        except MoveError as exc:  # the client checked the steps already; rules differ
            self.game_failed.emit(tr_text(exc.message))
            return
        was_over = "outcome" in self.view
        self.view = snapshot["view"]
        self.connected = list(snapshot.get("connected") or self.connected)
        self.sent = False
        if was_over:  # a welcome after the end: the end was told (and counted) once
            self.changed.emit()
            return
        self._after_change(advance=False, save=False, origin=PLAYED)

    def _on_status(self, state: str) -> None:
        self.connection = state
        if state != "connected":
            self.sent = False
            self.undo_pending = False  # told again after the welcome if it still waits
            self.undo_over.emit()  # (a server restarted meanwhile has forgotten it)
        self.changed.emit()
        self.connection_changed.emit()

    def _on_message(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "presence":
            self.connected = [int(s) for s in data.get("connected", [])]
            self.changed.emit()
            self.connection_changed.emit()
        elif kind == "undo_request":
            if data.get("seat") == self.seat:  # its own, told again after a reconnection
                self.undo_pending = True
                self.changed.emit()
            elif self.seat in data.get("waiting", []):
                self.undo_asked.emit(int(data["seat"]), data)
        elif kind == "undo_done":
            self.undo_pending = False
            self.undo_over.emit()
            self.notice.emit(translate("NetworkController", "Every player agreed: the move "
                                       "was taken back."))
            self.changed.emit()
        elif kind == "undo_refused":
            self.undo_pending = False
            self.undo_over.emit()
            seat = data.get("seat")
            if seat is None:
                text = translate("NetworkController", "The request to take back a move "
                                 "lapsed: the game went on.")
            else:
                text = translate("NetworkController", "{name} did not agree to take back "
                                 "the move.").format(name=self._name(int(seat)))
            self.notice.emit(text)
            self.changed.emit()
        elif kind == "seats":
            from ludotheque.core.match import Seat

            seats = tuple(Seat.from_json(seat) for seat in data.get("seats", []))
            if len(seats) == len(self.match.seats):
                self.match.seats = seats  # a seat handed to the computer
                self.changed.emit()
        elif kind == "error":
            from .network_play import error_text

            self.undo_pending = False
            self.notice.emit(error_text(str(data.get("code")), str(data.get("message"))))
            self.changed.emit()

    def _name(self, seat: int) -> str:
        from .texts import seat_name

        return seat_name(self.match.seats[seat], seat)

    def _on_refused(self, code: str, message: str) -> None:
        self.sent = False
        self.move_rejected.emit(translate(
            "NetworkController", "The server refused the move: {reason}").format(
                reason=message))
        self.changed.emit()
