"""The dialogs of Game ▸ Network: host a game, join a game, and the invitations to
send.

:class:`HostDialog` chooses the game and the server (one started on this computer,
or a given address); the seats and options are then chosen in the usual new-game
dialog.  :class:`JoinDialog` takes an invitation link.  :class:`InvitationsDialog`
shows one link per remote seat, each with a Copy button.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ludotheque.core.descriptor import GameInfo
from ludotheque.core.network.links import parse_link, server_address

from .i18n import tr_text

__all__ = ["DEFAULT_PORT", "HandOverDialog", "HostDialog", "InvitationsDialog", "JoinDialog",
           "OpenSeat"]

DEFAULT_PORT = 8765


def _label(word_wrap: bool = True) -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(word_wrap)
    return label


class _NetworkDialog(QDialog):
    """What the network dialogs share: their margins, a title above the rest (unless
    *titled* is False), buttons below, and :meth:`retranslate` on a change of
    language."""

    def __init__(self, parent: QWidget | None = None, titled: bool = True) -> None:
        super().__init__(parent)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(22, 18, 22, 18)
        self.column.setSpacing(10)
        if titled:
            self.title = _label()
            self.title.setObjectName("dialogTitle")
            self.column.addWidget(self.title)

    def _add_buttons(self, buttons: QDialogButtonBox.StandardButton) -> QDialogButtonBox:
        box = QDialogButtonBox(buttons)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        self.column.addWidget(box)
        return box

    def _show(self, widget: QWidget, shown: bool) -> None:
        """Show or hide *widget* (a message, a list), the dialog's size following so
        that nothing is clipped."""
        if shown != widget.isVisibleTo(self):
            widget.setVisible(shown)
            self.adjustSize()

    def retranslate(self) -> None:
        """Set every text in the current language."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class HostDialog(_NetworkDialog):
    """Which game, and on which server: started here (a port) or at an address."""

    def __init__(self, games: list[GameInfo], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hostDialog")
        self.games = games
        layout = self.column
        grid = QGridLayout()
        self.game_label = _label(False)
        self.game = QComboBox()
        self.game.setObjectName("hostGame")
        grid.addWidget(self.game_label, 0, 0)
        grid.addWidget(self.game, 0, 1, 1, 2)
        self.here = QRadioButton()
        self.here.setObjectName("serverHere")
        self.here.setChecked(True)
        self.port_label = _label(False)
        self.port = QSpinBox()
        self.port.setObjectName("serverPort")
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.elsewhere = QRadioButton()
        self.elsewhere.setObjectName("serverElsewhere")
        self.address = QLineEdit()
        self.address.setObjectName("serverAddress")
        self.address.setPlaceholderText("ws://192.168.1.20:8765")
        group = QButtonGroup(self)
        group.addButton(self.here)
        group.addButton(self.elsewhere)
        grid.addWidget(self.here, 1, 0, 1, 3)
        grid.addWidget(self.port_label, 2, 1)
        grid.addWidget(self.port, 2, 2)
        grid.addWidget(self.elsewhere, 3, 0, 1, 3)
        grid.addWidget(self.address, 4, 1, 1, 2)
        grid.setColumnMinimumWidth(0, 24)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        self.offer = QCheckBox()
        self.offer.setObjectName("offerSeats")
        self.offer.setChecked(True)
        layout.addWidget(self.offer)
        self.note = _label()
        self.note.setObjectName("dialogNote")
        layout.addWidget(self.note)
        self.problem = _label()
        self.problem.setObjectName("errorLabel")
        layout.addWidget(self.problem)
        self.buttons = self._add_buttons(QDialogButtonBox.StandardButton.Ok
                                         | QDialogButtonBox.StandardButton.Cancel)
        self.here.toggled.connect(self._validate)
        self.address.textChanged.connect(self._validate)
        self.retranslate()

    def game_id(self) -> str:
        return str(self.game.currentData())

    def server_address(self) -> str | None:
        """The address given, or None to start a server here."""
        if self.here.isChecked():
            return None
        return server_address(self.address.text())

    def _problem(self) -> str:
        if self.here.isChecked():
            return ""
        text = self.address.text().strip()
        if not text:
            return self.tr("Give the server's address.")
        if not text.startswith(("ws://", "wss://")):
            return self.tr("A server's address starts with ws:// or wss://, such as "
                           "ws://192.168.1.20:8765.")
        try:
            server_address(text)
        except ValueError:
            return self.tr("Check the host and the port of this address; a port is a number "
                           "from 1 to 65535.")
        return ""

    def _validate(self) -> None:
        self.port.setEnabled(self.here.isChecked())
        self.address.setEnabled(self.elsewhere.isChecked())
        problem = self._problem()
        self.problem.setText(problem)
        self._show(self.problem, bool(problem) and self.elsewhere.isChecked()
                   and bool(self.address.text().strip()))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problem and self.game.count() > 0)

    def accept(self) -> None:
        if self._problem():
            return
        super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Host a Network Game"))
        self.title.setText(self.tr("Host a game for players on other computers"))
        self.game_label.setText(self.tr("Game:"))
        current = self.game.currentData()
        self.game.clear()
        for info in sorted(self.games, key=lambda i: tr_text(i.name).casefold()):
            self.game.addItem(tr_text(info.name), info.id)
        if current is not None:
            self.game.setCurrentIndex(max(0, self.game.findData(current)))
        self.here.setText(self.tr("Start a server on this computer"))
        self.port_label.setText(self.tr("Port:"))
        self.elsewhere.setText(self.tr("Use the server at this address:"))
        self.offer.setText(self.tr("Offer the other seats to the players of the local "
                                   "network (they see the game in Join a Game)"))
        self.note.setText(self.tr(
            "Next, choose the players: the first human seat is yours; every other human "
            "seat gets an invitation link to send to its player. The server plays the "
            "computer seats and keeps the game if a connection drops."))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Next…"))
        self._validate()
        self.adjustSize()


class JoinDialog(_NetworkDialog):
    """An invitation link, checked as it is typed, or a seat open on a server of the
    local network (:meth:`set_open_seats` lists them)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.open_seats: list[OpenSeat] = []
        self.searching = True
        layout = self.column
        self.found_label = _label()
        layout.addWidget(self.found_label)
        self.found = QListWidget()
        self.found.setObjectName("openSeats")
        self.found.setMinimumHeight(96)
        self.found.setMaximumHeight(160)
        self.found.setWordWrap(True)
        self.found.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.found.setAlternatingRowColors(True)
        self.found.itemSelectionChanged.connect(self._on_found_selection_changed)
        self.found.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.found)
        self.note = _label()
        layout.addWidget(self.note)
        self.link = QLineEdit()
        self.link.setObjectName("inviteLink")
        self.link.setPlaceholderText("ws://192.168.1.20:8765/?match=…&token=…")
        self.link.setMinimumWidth(460)
        layout.addWidget(self.link)
        self.problem = _label()
        self.problem.setObjectName("errorLabel")
        layout.addWidget(self.problem)
        self.buttons = self._add_buttons(QDialogButtonBox.StandardButton.Ok
                                         | QDialogButtonBox.StandardButton.Cancel)
        self.link.textChanged.connect(self._validate)
        clipboard = link_of(QGuiApplication.clipboard().text())
        if _is_link(clipboard):
            self.link.setText(clipboard)
        self.retranslate()

    def link_text(self) -> str:
        return link_of(self.link.text())

    def chosen_seat(self) -> OpenSeat | None:
        """The open seat chosen in the list (when no link is given)."""
        row = self.found.currentRow()
        if self.link_text() or not 0 <= row < len(self.open_seats) \
                or not self.found.currentItem().isSelected():
            return None
        return self.open_seats[row]

    def set_open_seats(self, seats: list[OpenSeat], searching: bool = False) -> None:
        """Show the seats open on the local network's servers."""
        chosen = self.chosen_seat()
        self.open_seats = list(seats)
        self.searching = searching
        self.found.clear()
        for seat in self.open_seats:
            self.found.addItem(QListWidgetItem(seat.text()))
        if chosen in self.open_seats:
            self.found.setCurrentRow(self.open_seats.index(chosen))
        self._show_found_state()
        self._validate()

    def _show_found_state(self) -> None:
        if self.open_seats:
            text = self.tr("Games waiting for players on the local network:")
        elif self.searching:
            text = self.tr("Looking for games on the local network…")
        else:
            text = self.tr("No game is waiting for players on the local network.")
        self.found_label.setText(text)
        self._show(self.found, bool(self.open_seats))

    def _on_found_selection_changed(self) -> None:
        if self.found.selectedItems() and self.link_text():
            self.link.clear()
        self._validate()

    def _validate(self) -> None:
        text = self.link_text()
        valid = _is_link(text) or (not text and self.chosen_seat() is not None)
        self.problem.setText("" if valid or not text else self.tr(
            "This is not an invitation link: it looks like "
            "ws://HOST:PORT/?match=…&token=…"))
        self._show(self.problem, bool(text) and not valid)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(valid)

    def accept(self) -> None:
        if _is_link(self.link_text()) or self.chosen_seat() is not None:
            super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a Network Game"))
        self.title.setText(self.tr("Join a game hosted on another computer"))
        self.note.setText(self.tr("Or paste the invitation link the host sent you:"))
        self._show_found_state()
        for item, seat in zip((self.found.item(i) for i in range(self.found.count())),
                              self.open_seats):
            item.setText(seat.text())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        self._validate()
        self.adjustSize()


@dataclass(frozen=True)
class OpenSeat:
    """A seat any player of the local network may take, on one server."""

    server: str
    """The server's name for people."""
    address: str
    match: str
    seat: int
    game: str
    """The game's name (translated when installed here)."""
    name: str
    """The seat's name (empty: none given)."""
    players: tuple[str, ...] = ()
    """The names of the match's other seats."""

    def text(self) -> str:
        seat = self.name or QCoreApplication.translate("JoinDialog", "Seat {n}").format(
            n=self.seat + 1)
        first = QCoreApplication.translate("JoinDialog", "{game}: the seat of {seat}").format(
            game=self.game, seat=seat)
        second = QCoreApplication.translate("JoinDialog", "with {players}, on {server}").format(
            players=", ".join(self.players) or "—", server=self.server)
        return f"{first}\n{second}"


def link_of(text: str) -> str:
    """*text* as pasted: without spaces around it nor the zero-width spaces that
    break a link shown over several lines."""
    return text.replace("\u200b", "").strip()


def _is_link(text: str) -> bool:
    try:
        parse_link(text)
    except ValueError:
        return False
    return True


class InvitationsDialog(_NetworkDialog):
    """One invitation link per remote seat, to send to its player."""

    def __init__(self, game: str, invites: list[tuple[str, str]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("invitationsDialog")
        self.game = game
        self.invites = invites
        layout = self.column
        self.note = _label()
        layout.addWidget(self.note)
        grid = QGridLayout()
        self.copy_buttons: list[QPushButton] = []
        self.fields: list[QLabel] = []
        for row, (name, link) in enumerate(invites):
            label = _label(False)
            label.setText(name)
            field = _label()
            field.setObjectName("inviteLink")
            # Broken after ? and & (zero-width spaces, which a pasted link loses again).
            field.setText(link.replace("?", "?\u200b").replace("&", "&\u200b"))
            field.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            field.setMinimumWidth(360)
            button = QPushButton()
            button.clicked.connect(lambda _=False, text=link: self._copy(text))
            grid.addWidget(label, row, 0)
            grid.addWidget(field, row, 1)
            grid.addWidget(button, row, 2)
            self.fields.append(field)
            self.copy_buttons.append(button)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        self.buttons = self._add_buttons(QDialogButtonBox.StandardButton.Close)
        self.retranslate()

    def _copy(self, text: str) -> None:
        QGuiApplication.clipboard().setText(text)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Invitations"))
        self.title.setText(self.tr("Your game of {game} is waiting for its players").format(
            game=self.game))
        self.note.setText(self.tr(
            "Send each player their own link (by message or mail): it opens only their "
            "seat. They join with Game ▸ Network ▸ Join a Game. Keep this window or copy "
            "the links now; your own seat is open on the board.") if self.invites else
            self.tr("Every other seat is played by the computer."))
        for button in self.copy_buttons:
            button.setText(self.tr("Copy"))
        self.adjustSize()


class HandOverDialog(_NetworkDialog):
    """Which departed seat the computer plays from now on, and at which level."""

    def __init__(self, seats: list[tuple[int, str]], parent: QWidget | None = None) -> None:
        from ludotheque.core.players import LEVELS

        super().__init__(parent, titled=False)
        self.setObjectName("handOverDialog")
        self.setMinimumWidth(460)  # the title whole in the title bar
        self.seats = seats
        layout = self.column
        self.note = _label()
        layout.addWidget(self.note)
        grid = QGridLayout()
        self.seat_label = _label(False)
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("handOverSeat")
        for index, name in seats:
            self.seat_box.addItem(name, index)
        self.level_label = _label(False)
        self.level_box = QComboBox()
        self.level_box.setObjectName("handOverLevel")
        for level in LEVELS:
            self.level_box.addItem(level, level)
        self.level_box.setCurrentIndex(max(0, self.level_box.findData("intermediate")))
        grid.addWidget(self.seat_label, 0, 0)
        grid.addWidget(self.seat_box, 0, 1)
        grid.addWidget(self.level_label, 1, 0)
        grid.addWidget(self.level_box, 1, 1)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        self.buttons = self._add_buttons(QDialogButtonBox.StandardButton.Ok
                                         | QDialogButtonBox.StandardButton.Cancel)
        self.retranslate()

    def seat(self) -> int:
        return int(self.seat_box.currentData())

    def level(self) -> str:
        return str(self.level_box.currentData())

    def retranslate(self) -> None:
        from .texts import level_name

        self.setWindowTitle(self.tr("Let the Computer Play a Seat"))
        self.note.setText(self.tr("A player has left the game. The computer can play "
                                  "their seat from now on, seeing only what that seat "
                                  "sees; their invitation then no longer opens it."))
        self.seat_label.setText(self.tr("Seat:"))
        self.level_label.setText(self.tr("Level:"))
        for row in range(self.level_box.count()):
            self.level_box.setItemText(row, level_name(self.level_box.itemData(row)))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            self.tr("Let the Computer Play"))
        self.adjustSize()
