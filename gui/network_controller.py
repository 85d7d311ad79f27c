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
        link.updated.connect(self._on_updated)
        link.status.connect(self._on_status)
        link.message.connect(self._on_message)
        link.refused.connect(self._on_refused)

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

    def undo(self) -> None:
        """Network matches take nothing back here (the server keeps the match)."""

    def redo(self) -> None:
        """See :meth:`undo`."""

    def resign(self) -> bool:
        return False

    def request_hint(self) -> bool:
        return False

    def start(self) -> None:
        self.changed.emit()

    def close(self) -> None:
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
        self.view = snapshot["view"]
        self.sent = False
        self._after_change(advance=False, save=False, origin=PLAYED)

    def _on_status(self, state: str) -> None:
        self.connection = state
        if state != "connected":
            self.sent = False
        self.changed.emit()
        self.connection_changed.emit()

    def _on_message(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "presence":
            self.connected = [int(s) for s in data.get("connected", [])]
            self.changed.emit()
            self.connection_changed.emit()

    def _on_refused(self, code: str, message: str) -> None:
        self.sent = False
        self.move_rejected.emit(translate(
            "NetworkController", "The server refused the move: {reason}").format(
                reason=message))
        self.changed.emit()
