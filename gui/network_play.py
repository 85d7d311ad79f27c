"""Game ▸ Network in the main window: host a game (a server started on this
computer, or one at a given address), join a game with an invitation link, and say
clearly what happens to the connection.

A server started here is ``ludotheque serve --host 0.0.0.0`` in a process of its
own (so that players on the local network reach it), its journal in the data
folder's ``server`` folder; it stops when the application quits, and the matches
it kept resume when it starts again.
"""

from __future__ import annotations

import asyncio
import contextlib
import subprocess
import sys
import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from .i18n import tr_text

if TYPE_CHECKING:
    from ludotheque.core.descriptor import GameInfo

    from .main_window import MainWindow
    from .network_controller import NetworkController
    from .network_link import NetworkLink
    from .new_game_dialog import NewGameDialog

__all__ = ["NetworkPlay", "OpenSeatsWatcher", "error_text"]

translate = QCoreApplication.translate


def error_text(code: str, message: str) -> str:
    """A translated sentence for a network error of *code* (``docs/protocol.md``;
    the client's own codes), the server's English *message* as the detail."""
    texts = {
        "unreachable": translate("NetworkPlay", "The server cannot be reached. Check the "
                                 "address, and that the server is running."),
        "lost": translate("NetworkPlay", "The connection to the server was lost and did not "
                          "come back. The game is kept on the server: join again with the "
                          "same link."),
        "bad_token": translate("NetworkPlay", "This invitation opens no seat of the match."),
        "unknown_match": translate("NetworkPlay", "The server has no such match (it may have "
                                   "been removed)."),
        "handed_over": translate("NetworkPlay", "The computer now plays this seat."),
        "unknown_game": translate("NetworkPlay", "This game is not installed on this computer. "
                                  "Install it with the plugin manager, then join again."),
        "plugin_version": translate("NetworkPlay", "The game's version differs between the "
                                    "server and this computer ({detail}). Install the "
                                    "same version to play."),
        "version": translate("NetworkPlay", "The server speaks another version of the network "
                             "protocol: update Ludothèque on one side."),
        "desync": translate("NetworkPlay", "The game received from the server does not play "
                            "with this computer's rules ({detail})."),
    }
    text = texts.get(code)
    if text is None:
        return translate("NetworkPlay", "The server refused: {detail}").format(detail=message)
    return text.format(detail=message)


SERVER_START_LIMIT_S = 20.0
"""The longest the window waits for a server it starts to say that it listens."""


class NetworkPlay(QObject):
    """The network commands of *window*."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.server: subprocess.Popen[str] | None = None
        self.server_port: int | None = None
        self.links: list[NetworkLink] = []
        self.invitations: QObject | None = None
        self.undo_question: QMessageBox | None = None
        self._undo_asker: NetworkController | None = None
        """The match whose undo request :attr:`undo_question` answers."""
        self.creators: dict[str, tuple[str, str]] = {}
        """Match → (server address, creator token) of the matches hosted here."""

    # --- joining ---------------------------------------------------------------------

    def join(self) -> QObject:
        from .network_dialogs import JoinDialog

        dialog = JoinDialog(self.window)
        watcher = OpenSeatsWatcher(self.window.registry, dialog)
        watcher.found.connect(dialog.set_open_seats)
        dialog.accepted.connect(lambda: self._join_chosen(dialog))
        dialog.finished.connect(watcher.stop)
        dialog.finished.connect(dialog.deleteLater)
        watcher.start()
        dialog.open()
        return dialog

    def _join_chosen(self, dialog: Any) -> None:
        from ludotheque.core.network.client import NetworkError, claim

        seat = dialog.chosen_seat()
        if seat is None:
            self.join_link(dialog.link_text())
            return
        try:
            link = asyncio.run(claim(seat.address, seat.match, seat.seat))
        except NetworkError as exc:
            if exc.code == "seat_taken":
                self._error(translate("NetworkPlay", "Another player took this seat first."))
            else:
                self._error(error_text(exc.code, str(exc)))
            return
        self.join_link(link)

    def join_link(self, link: str) -> NetworkLink | None:
        """Connect to the seat of *link*; the board opens once the server welcomes it."""
        from .network_link import NetworkLink

        try:
            network = NetworkLink(self.window.registry, link, self)
        except ValueError:
            self._error(translate("NetworkPlay", "This is not an invitation link."))
            return None
        network.welcomed.connect(lambda snapshot: self._on_welcomed(network, snapshot))
        network.failed.connect(lambda code, message: self._on_failed(network, code, message))
        self.links.append(network)
        self.window.statusBar().showMessage(translate("NetworkPlay", "Connecting to {server}…")
                                            .format(server=network.client.address))
        network.start()
        return network

    def _on_welcomed(self, network: NetworkLink, snapshot: dict[str, Any]) -> None:
        from .network_controller import NetworkController

        try:
            info = self.window.info(snapshot["game"])
        except KeyError:
            self._on_failed(network, "unknown_game", snapshot["game"])
            return
        controller = NetworkController(network, info, snapshot)
        controller.connection_changed.connect(lambda: self._on_connection(controller))
        controller.notice.connect(self.window.statusBar().showMessage)
        controller.undo_asked.connect(
            lambda seat, _request: self._ask_undo(controller, seat))
        controller.undo_over.connect(lambda: self._close_undo_question(controller))
        self.window.show_network_match(controller)
        self.window.statusBar().showMessage(translate(
            "NetworkPlay", "Connected: you play seat {seat} of {game}.").format(
                seat=snapshot["seat"] + 1, game=tr_text(info.name)))

    def _ask_undo(self, controller: NetworkController, seat: int) -> QMessageBox:
        """Another player asks to take back a move: agree or not (the game waits).  The
        request told again (another seat answered) keeps the question open."""
        from .texts import seat_name

        if self.undo_question is not None:
            if self._undo_asker is controller:
                return self.undo_question
            self._close_undo_question(self._undo_asker)  # another match's, left behind
        name = seat_name(controller.match.seats[seat], seat)
        box = QMessageBox(QMessageBox.Icon.Question,
                          translate("NetworkPlay", "Take Back a Move?"),
                          translate("NetworkPlay", "{name} asks to take back their last "
                                    "move. Do you agree?").format(name=name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.window)
        box.setObjectName("undoQuestion")
        box.setTextFormat(Qt.TextFormat.PlainText)

        def answered(_result: int) -> None:
            if self.undo_question is box:
                self.undo_question = self._undo_asker = None
            if not box.property("lapsed"):
                controller.answer_undo(box.standardButton(box.clickedButton())
                                       == QMessageBox.StandardButton.Yes)
            box.deleteLater()

        box.finished.connect(answered)
        box.open()
        self.undo_question, self._undo_asker = box, controller
        return box

    def _close_undo_question(self, controller: NetworkController | None) -> None:
        """*controller*'s request is no longer waiting: its question closes, unanswered."""
        box = self.undo_question
        if box is not None and self._undo_asker is controller:
            self.undo_question = self._undo_asker = None
            box.setProperty("lapsed", True)
            box.reject()

    # --- a seat whose player left ------------------------------------------------------

    def departed_seats(self) -> list[int]:
        """The human seats of the network match on screen, hosted here, whose player
        is not connected (the computer may take them over)."""
        controller = self.window.controller
        if controller is None or not controller.network:
            return []
        network = getattr(controller, "link", None)
        if network is None or network.client.match_id not in self.creators \
                or "outcome" in getattr(controller, "view", {}):
            return []
        connected = set(getattr(controller, "connected", ()))
        mine = getattr(controller, "seat", None)
        return [i for i, seat in enumerate(controller.match.seats)
                if seat.is_human and i != mine and i not in connected]

    def hand_over(self) -> QObject | None:
        """Choose a departed seat and the level the computer plays it at."""
        from .network_dialogs import HandOverDialog
        from .texts import seat_name

        seats = self.departed_seats()
        controller = self.window.controller
        if not seats or controller is None:
            return None
        names = [(i, seat_name(controller.match.seats[i], i)) for i in seats]
        dialog = HandOverDialog(names, self.window)
        dialog.accepted.connect(lambda: self._hand_over(dialog.seat(), dialog.level()))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def _hand_over(self, seat: int, level: str) -> None:
        from ludotheque.core.network.client import NetworkError, hand_over

        controller = self.window.controller
        if controller is None or not controller.network:
            return
        match_id = controller.link.client.match_id  # type: ignore[attr-defined]
        address, creator = self.creators[match_id]
        try:
            asyncio.run(hand_over(address, match_id, creator, seat, level))
        except NetworkError as exc:
            if exc.code == "seat_connected":
                self._error(translate("NetworkPlay", "This player is connected again: the "
                                      "seat stays theirs."))
            else:
                self._error(error_text(exc.code, str(exc)))
            return
        self.window.statusBar().showMessage(translate(
            "NetworkPlay", "The computer now plays this seat."))

    def _on_connection(self, controller: NetworkController) -> None:
        bar = self.window.statusBar()
        if controller.connection == "reconnecting":
            bar.showMessage(translate("NetworkPlay", "The connection to the server was "
                                      "lost: trying again…"))
        elif controller.connection == "connected":
            bar.showMessage(translate("NetworkPlay", "Connected to the server again."), 5000)

    def _on_failed(self, network: NetworkLink, code: str, message: str) -> None:
        if network in self.links:
            self.links.remove(network)
        self.window.statusBar().clearMessage()
        box = self._error(error_text(code, message))
        if code == "unknown_game":
            install = box.addButton(translate("NetworkPlay", "Open the Plugin Manager"),
                                    QMessageBox.ButtonRole.ActionRole)
            install.clicked.connect(self.window.show_plugins)

    def _error(self, text: str) -> QMessageBox:
        return self.window.show_error(translate("NetworkPlay", "Network Game"), text)

    # --- hosting ---------------------------------------------------------------------

    def host(self) -> QObject:
        from .network_dialogs import HostDialog

        games = [self.window.registry.game(game_id) for game_id in self.window.registry.games]
        dialog = HostDialog(games, self.window)
        dialog.accepted.connect(lambda: self._choose_seats(
            dialog.game_id(), dialog.server_address(), dialog.port.value(),
            dialog.offer.isChecked()))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def _choose_seats(self, game_id: str, address: str | None, port: int,
                      offer: bool = False) -> None:
        from .new_game_dialog import NewGameDialog

        info = self.window.info(game_id)
        dialog = NewGameDialog(info, self.window.context.settings.game_choices(game_id),
                               self.window)
        dialog.setWindowTitle(translate("NetworkPlay", "Network game: {game}").format(
            game=tr_text(info.name)))
        dialog.accepted.connect(lambda: self._create(dialog, info, address, port, offer))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def _create(self, dialog: NewGameDialog, info: GameInfo, address: str | None,
                port: int, offer: bool = False) -> None:
        from ludotheque.core.network.client import NetworkError, create_match

        choice = dialog.choice()
        if choice is None:
            return
        humans = [i for i, seat in enumerate(choice.seats) if seat.is_human]
        if not humans:
            self._error(translate("NetworkPlay", "Keep one human seat for yourself."))
            return
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            if address is None:
                started = self._start_server(port)
                if started is not None:
                    self._error(started)
                    return
                from ludotheque.core.network.discovery import lan_address

                address = f"ws://{lan_address()}:{port}"
            plugin = self.window.registry.plugin_of(info.id)
            offered = [seat for seat in humans[1:]] if offer else []
            created = asyncio.run(create_match(
                address, info.id, choice.options, list(choice.seats),
                {"name": plugin.name, "version": plugin.version}, open_seats=offered))
        except NetworkError as exc:
            self._error(error_text(exc.code, str(exc)))
            return
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.creators[created["match"]] = (address, created["creator"])
        links = {invite["seat"]: invite["link"] for invite in created["invites"]}
        mine = links.pop(humans[0])
        self._show_invitations(info, choice.seats, links)
        self.join_link(mine)

    def _show_invitations(self, info: GameInfo, seats: Any, links: dict[int, str]) -> None:
        from .network_dialogs import InvitationsDialog
        from .texts import seat_name

        invites = [(seat_name(seats[seat], seat), link) for seat, link in sorted(links.items())]
        dialog = InvitationsDialog(tr_text(info.name), invites, self.window)
        dialog.setObjectName("invitationsDialog")
        dialog.finished.connect(dialog.deleteLater)
        dialog.show()
        self.invitations = dialog

    def _start_server(self, port: int) -> str | None:
        """Start ``ludotheque serve`` here on *port* (once); None when it runs, else
        a translated reason."""
        from ludotheque.core.files import data_directory

        if self.server is not None and self.server.poll() is None:
            if self.server_port == port:
                return None
            self.stop_server()
        command = [sys.executable, "-m", "ludotheque.core.cli", "serve", "--host", "0.0.0.0",
                   "--port", str(port), "--data", str(data_directory() / "server"),
                   "--announce"]
        # (every interface: players on the local network reach it)
        folder = data_directory() / "server"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            with open(folder / "serve.log", "a", encoding="utf-8") as errors:
                process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=errors,
                                           text=True)
        except OSError as exc:
            return translate("NetworkPlay", "The server could not start: {reason}").format(
                reason=exc)
        output = process.stdout
        assert output is not None
        first: list[str] = []
        reader = threading.Thread(target=lambda: first.append(output.readline()), daemon=True)
        reader.start()
        reader.join(SERVER_START_LIMIT_S)
        line = first[0] if first else ""
        if not first:
            process.kill()
        if not line.startswith("Serving "):
            process.wait(10)
            output.close()
            lines = (folder / "serve.log").read_text(encoding="utf-8").strip().splitlines()
            reason = (lines or [line.strip() or "?"])[-1]
            return translate("NetworkPlay", "The server could not start on port {port}: "
                             "{reason}").format(port=port, reason=reason)
        threading.Thread(target=output.read, daemon=True).start()  # never blocks it
        self.server, self.server_port = process, port
        return None

    def stop_server(self) -> None:
        """Stop the server started here (its matches stay in its journal)."""
        server, self.server = self.server, None
        if server is not None and server.poll() is None:
            server.terminate()
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait(10)
        if server is not None and server.stdout is not None:
            with contextlib.suppress(OSError, ValueError):  # the reader thread's, at EOF
                server.stdout.close()

    def close(self) -> None:
        for network in list(self.links):
            network.stop()
        self.links.clear()
        self.stop_server()


class OpenSeatsWatcher(QObject):
    """Lists the seats open on the servers of the local network: servers are heard
    with zeroconf (:class:`~ludotheque.core.network.discovery.Browser`), and each is
    asked for its open seats now and every few seconds, in a thread, until
    :meth:`stop`.  ``found(list[OpenSeat], bool)``: the seats, and whether the
    search goes on with none found yet."""

    found = Signal(list, bool)
    _heard = Signal()  # a server came or went (from zeroconf's thread)
    POLL_MS = 3000

    def __init__(self, registry: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        from ludotheque.core.network.discovery import Browser

        self.registry = registry
        self.browser = Browser(lambda _servers: self._heard.emit())
        self._heard.connect(self._poll)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._poll)
        self._polling = False
        self._stopped = False
        self._started_at = 0.0

    def start(self) -> None:
        import time

        self._started_at = time.monotonic()
        if not self.browser.start():
            self.found.emit([], False)
            return
        self._timer.start(self.POLL_MS)
        QTimer.singleShot(1500, self._poll)

    def stop(self) -> None:
        self._stopped = True
        self._timer.stop()
        self.browser.stop()

    def _poll(self) -> None:
        if self._polling or self._stopped:
            return
        self._polling = True
        servers = list(self.browser.servers.values())
        threading.Thread(target=self._ask, args=(servers,), daemon=True).start()

    def _ask(self, servers: list[Any]) -> None:
        import time

        from ludotheque.core.network.client import NetworkError, lobby

        from .network_dialogs import OpenSeat

        seats: list[OpenSeat] = []
        for server in servers:
            try:
                matches = asyncio.run(lobby(server.address))
            except (NetworkError, OSError, ValueError):
                continue
            for match in matches:
                game = match.get("game", "")
                try:
                    name = tr_text(self.registry.game(game).name)
                except KeyError:
                    name = game
                players = tuple(str(p) for p in match.get("players", []))
                where = translate("JoinDialog", "Ludothèque on {host}").format(
                    host=server.host) if server.host else server.name
                for seat in match.get("open", []):
                    seats.append(OpenSeat(where, server.address, str(match["match"]),
                                          int(seat["seat"]), name, str(seat.get("name", "")),
                                          players))
        self._polling = False
        if not self._stopped:
            searching = time.monotonic() - self._started_at < 10
            self.found.emit(seats, searching and not seats)
