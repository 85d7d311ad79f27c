"""The board host: the plugin's board in the middle, the status above, the
seats, dice and history beside it, the end-of-game panel and the hot-seat cover.

It only *shows* the controller's match and forwards the board's requests to it.
A board is given a new position only when the position or what may be played
changes, and the controller waits for the board's animation before the next
step (dice, the computer's move).  The board has the keyboard focus when a match
starts and whenever a human is to move again after the computer or the dice.

Signals:

* ``rematch_requested()``, ``new_game_requested()``: from the end panel.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ludotheque.core.model import CHANCE, State

from .board import BoardWidget
from .controller import MatchController
from .end_panel import EndPanel
from .handover import HandoverScreen
from .history_panel import HistoryPanel
from .side_panel import DiceView, SeatsPanel, dice_faces, panel_box
from .texts import reason_text, result_text, seat_name

__all__ = ["BoardHost", "ElidedLabel", "outcomes_are_dice"]


def outcomes_are_dice(state: State, sample: int = 64) -> bool:
    """Whether the outcomes of the chance *state* are dice (the first *sample* of
    them tell), so that the host may speak of rolling dice."""
    try:
        outcomes = state.chance_outcomes()
    except KeyboardInterrupt:
        raise
    except BaseException:  # noqa: BLE001 - the game's code: the neutral words then
        return False
    shown = [outcome for outcome, _ in list(outcomes[:sample])]
    return bool(shown) and all(dice_faces(outcome) is not None for outcome in shown)


class ElidedLabel(QLabel):
    """One line of plain text, cut with "…" when it is wider than the label (the
    whole text is then its tooltip): the banner keeps one height whatever it says."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)  # seat names come from save files
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def full_text(self) -> str:
        """The text before it was cut."""
        return self._full

    def set_full_text(self, text: str) -> None:
        self._full = text
        self._elide()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._elide()

    def _elide(self) -> None:
        width = self.contentsRect().width()
        text = self._full
        if width > 0 and self.fontMetrics().horizontalAdvance(text) > width:
            text = self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width)
        if text != self.text():
            self.setText(text)
        self.setToolTip(self._full if text != self._full else "")
        self.setAccessibleName(self._full)


class BoardHost(QWidget):
    """Everything around one match's board."""

    rematch_requested = Signal()
    new_game_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller: MatchController | None = None
        self.board: BoardWidget | None = None
        self.holder: int | None = None
        """The human seat who took the screen last (hot-seat mode)."""
        self.revealed = False
        self.show_legal_moves = True
        self.show_last_move = True
        self.animation_speed = 1.0
        self._shown_cursor: int | None = None
        self._shown_state: State | None = None
        self._shown_key: tuple[object, ...] | None = None
        self._was_interactive = False
        self._board_status = ""
        self._build()
        self.retranslate()

    # --- layout ----------------------------------------------------------------

    def _build(self) -> None:
        root = QHBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setHandleWidth(1)
        root.addWidget(self.splitter)

        main = QWidget()
        main.setObjectName("boardArea")
        main.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        main_layout = QVBoxLayout(main)
        main_layout.setContentsMargins(0, 0, 0, 0)
        main_layout.setSpacing(0)

        banner = QFrame()
        banner.setObjectName("statusBanner")
        banner_layout = QHBoxLayout(banner)
        banner_layout.setContentsMargins(20, 10, 16, 10)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        # Two lines, always shown (an empty one keeps its height), cut when too long:
        # the board does not move when the banner's texts change.
        self.status_text = ElidedLabel()
        self.status_text.setObjectName("statusText")
        self.status_detail = ElidedLabel()
        self.status_detail.setObjectName("statusDetail")
        texts.addWidget(self.status_text)
        texts.addWidget(self.status_detail)
        banner_layout.addLayout(texts, 1)
        self.thinking_label = QLabel()
        self.thinking_label.setObjectName("thinkingLabel")
        self.thinking_label.hide()
        banner_layout.addWidget(self.thinking_label)
        self.reveal_button = QPushButton()
        self.reveal_button.setObjectName("revealButton")
        self.reveal_button.setCheckable(True)
        self.reveal_button.toggled.connect(self._on_reveal_button_toggled)
        self.reveal_button.hide()
        banner_layout.addWidget(self.reveal_button)
        main_layout.addWidget(banner)

        self.busy_bar = QProgressBar()
        self.busy_bar.setObjectName("thinkingBar")
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setFixedHeight(3)
        self.busy_bar.setStyleSheet(
            "QProgressBar { border: none; background: transparent; }"
            "QProgressBar::chunk { background: #b5651d; }")
        self.busy_bar.setVisible(False)
        main_layout.addWidget(self.busy_bar)

        self.end_panel = EndPanel()
        self.end_panel.hide()
        self.end_panel.rematch_clicked.connect(self.rematch_requested)
        self.end_panel.new_game_clicked.connect(self.new_game_requested)
        end_wrap = QHBoxLayout()
        end_wrap.setContentsMargins(20, 14, 20, 0)
        end_wrap.addWidget(self.end_panel)
        main_layout.addLayout(end_wrap)

        self.stack = QStackedWidget()
        self.board_page = QWidget()
        self.board_layout = QVBoxLayout(self.board_page)
        self.board_layout.setContentsMargins(12, 12, 12, 12)
        self.handover = HandoverScreen()
        self.handover.taken.connect(self._on_handover_taken)
        self.stack.addWidget(self.board_page)
        self.stack.addWidget(self.handover)
        main_layout.addWidget(self.stack, 1)
        self.splitter.addWidget(main)

        side = QWidget()
        side.setObjectName("sidePanel")
        side.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        side.setMinimumWidth(220)
        side.setMaximumWidth(380)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(12, 12, 12, 12)
        side_layout.setSpacing(12)
        self.seats_title = QLabel()
        self.seats = SeatsPanel()
        seats_box, _ = panel_box(self.seats_title, self.seats)
        side_layout.addWidget(seats_box)
        self.dice_title = QLabel()
        self.dice = DiceView()
        self.dice_box, _ = panel_box(self.dice_title, self.dice)
        side_layout.addWidget(self.dice_box)
        self.history_title = QLabel()
        self.history = HistoryPanel()
        self.history.step_chosen.connect(self._on_history_step_chosen)
        self.history_box, _ = panel_box(self.history_title, self.history)
        side_layout.addWidget(self.history_box, 1)
        self.side = side
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setSizes([900, 280])

        self._dots = 0
        self._dots_timer = QTimer(self)
        self._dots_timer.setInterval(400)
        self._dots_timer.timeout.connect(self._on_dots_timer_timeout)

    # --- attaching -------------------------------------------------------------

    def attach(self, controller: MatchController, board: BoardWidget) -> None:
        """Show *controller*'s match on *board* (replacing any previous match)."""
        self.detach()
        self.controller = controller
        self.board = board
        self.holder = None
        self.revealed = False
        self._shown_cursor = None
        self._shown_state = None
        self._shown_key = None
        self._was_interactive = False
        self._board_status = ""
        board.setParent(self.board_page)
        self.board_layout.addWidget(board)
        board.set_animation_speed(self.animation_speed)
        board.set_display_options(show_legal_moves=self.show_legal_moves,
                                  show_last_move=self.show_last_move)
        board.move_requested.connect(controller.request_move)
        board.status_changed.connect(self._on_board_status_changed)
        # Queued: the board has finished with its animation when the next step starts.
        board.animation_finished.connect(controller.view_ready,
                                         Qt.ConnectionType.QueuedConnection)
        controller.set_view_busy(board.is_animating)
        board.installEventFilter(self)
        controller.changed.connect(self.refresh)
        controller.thinking_changed.connect(self._on_controller_thinking_changed)
        controller.hint_ready.connect(self._on_controller_hint_ready)
        self.dice_box.setVisible(self._uses_chance(controller) and not
                                 controller.hidden_information)
        board.show()
        self.refresh()
        board.setFocus(Qt.FocusReason.OtherFocusReason)  # its keys work at once

    def detach(self) -> None:
        if self.controller is not None:
            self.controller.set_view_busy(None)
            for signal, slot in ((self.controller.changed, self.refresh),
                                 (self.controller.thinking_changed,
                                  self._on_controller_thinking_changed),
                                 (self.controller.hint_ready, self._on_controller_hint_ready)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        if self.board is not None:
            if self.controller is not None:
                try:
                    self.board.animation_finished.disconnect(self.controller.view_ready)
                except (RuntimeError, TypeError):
                    pass
            self.board.removeEventFilter(self)
            self.board.hide()
            self.board.setParent(None)
            self.board.deleteLater()
        self.controller = None
        self.board = None
        self._dots_timer.stop()

    @staticmethod
    def _uses_chance(controller: MatchController) -> bool:
        match = controller.match
        return match.initial_state.current_player == CHANCE or any(
            mover == CHANCE for mover, _ in match.steps) or bool(
            match.initial_state.chance_outcomes())

    # --- display ---------------------------------------------------------------

    def set_display_options(self, *, show_legal_moves: bool, show_last_move: bool) -> None:
        self.show_legal_moves = show_legal_moves
        self.show_last_move = show_last_move
        if self.board is not None:
            self.board.set_display_options(show_legal_moves=show_legal_moves,
                                           show_last_move=show_last_move)

    def set_animation_speed(self, speed: float) -> None:
        self.animation_speed = speed
        if self.board is not None:
            self.board.set_animation_speed(speed)

    def set_history_visible(self, visible: bool) -> None:
        self.history_box.setVisible(visible)

    def refresh(self) -> None:
        """Show the controller's current position everywhere."""
        controller, board = self.controller, self.board
        if controller is None or board is None:
            return
        match = controller.match
        to_move = controller.human_to_move()
        thinking = controller.thinking_seat
        # Hot-seat privacy: cover the board when the screen passes between humans.
        covered = False
        if controller.hot_seat:
            if to_move is not None and to_move != self.holder:
                covered = True
                self.handover.show_for(to_move, seat_name(match.seats[to_move], to_move))
            self._set_privacy(not self.revealed or covered)
            if covered and self.revealed:
                self.reveal_button.setChecked(False)
        self.stack.setCurrentWidget(self.handover if covered else self.board_page)
        self.reveal_button.setVisible(controller.hot_seat and not covered and
                                      not (match.is_over and controller.at_end))
        interactive = to_move is not None and thinking is None and not covered
        shown = controller.shown_state()
        legal = tuple(shown.legal_moves()) if interactive else ()
        step_forward = (self._shown_cursor is not None and
                        match.cursor == self._shown_cursor + 1 and controller.at_end)
        seats = controller.seat_infos()
        board.set_seats(seats)
        viewer, last_move = controller.viewer(), controller.last_move()
        key = (match.cursor, viewer, legal, interactive, last_move)
        same = self._shown_state is not None and key == self._shown_key and (
            shown is self._shown_state or shown == self._shown_state)
        if not same:  # never set again what the board shows (it would cut an animation)
            board.set_position(shown, viewer=viewer, legal_moves=legal,
                               interactive=interactive, last_move=last_move,
                               previous=self._shown_state if step_forward else None,
                               animate=step_forward and self.animation_speed > 0)
        self._shown_cursor = match.cursor
        self._shown_state = shown
        self._shown_key = key
        if interactive and not self._was_interactive:
            self._focus_board()
        self._was_interactive = interactive
        if controller.hint is not None and interactive:
            board.set_hint(controller.hint)
        scores = shown.scores()
        self.seats.show_match(match, seats, tuple(scores),
                              match.state.current_player if not match.is_over else None,
                              thinking)
        if controller.network:
            self._show_presence(controller)
        chance = controller.last_chance()
        if controller.hidden_information:
            chance = None  # a deal or a draw may hold somebody's secret
        self.dice.set_outcome(chance)
        self._title_dice()
        if chance is not None:
            self.dice_box.show()
        self.history.show_match(match, seats,
                                None if controller.hot_seat else controller.viewer())
        self._update_status()
        self._update_end_panel()

    def _show_presence(self, controller: MatchController) -> None:
        """In a network match, say who plays here and which players are connected."""
        connected = set(getattr(controller, "connected", ()))
        mine = getattr(controller, "seat", None)
        for index, (row, seat) in enumerate(zip(self.seats.rows, controller.match.seats)):
            if not seat.is_human:
                continue
            if index == mine:
                text = self.tr("You, on this computer")
            elif index in connected:
                text = self.tr("Connected")
            else:
                text = self.tr("Not connected")
            row.kind.setText(text)
            row.kind.setToolTip(text)

    def _update_status(self) -> None:
        controller = self.controller
        if controller is None:
            return
        match = controller.match
        player = match.state.current_player
        detail = ""
        if match.is_over and controller.at_end:
            text = self.tr("Game over")
        elif not controller.at_end:
            text = self.tr("Replay: step {n} of {total}").format(n=match.cursor,
                                                                  total=len(match))
            detail = self.tr("Play a move to continue from here, or press {key} to step "
                             "forward.").format(key=self._next_step_key())
        elif controller.network and getattr(controller, "connection", "") == "lost":
            text = self.tr("Disconnected from the server")
            detail = self.tr("The game is kept on the server: join it again with the same "
                             "link (Game ▸ Network ▸ Join a Game).")
        elif controller.network and getattr(controller, "connection", "") != "connected":
            text = self.tr("Connection lost: trying again…")
            detail = self.tr("The game is kept on the server; it goes on when the "
                             "connection is back.")
        elif controller.network and getattr(controller, "sent", False):
            text = self.tr("Sending your move…")
        elif player == CHANCE and outcomes_are_dice(match.state):
            text = self.tr("Rolling the dice…")
        elif player == CHANCE:
            text = self.tr("Drawing…")  # a deal, a setup: no dice
        elif controller.thinking_seat is not None:
            name = seat_name(match.seats[player], player)
            text = self.tr("{name} is thinking…").format(name=name)
        elif player >= 0 and controller.human_to_move() is not None:
            name = seat_name(match.seats[player], player)
            text = self.tr("{name}, your turn").format(name=name)
            detail = self._board_status or self.tr("Choose your move on the board.")
        elif player >= 0:
            text = self.tr("{name} to move").format(name=seat_name(match.seats[player], player))
        else:
            text = ""
        if controller.hint is not None and controller.human_to_move() is not None:
            detail = self.tr("Hint: {move}").format(move=str(controller.hint))
        if self.stack.currentWidget() is self.handover:
            detail = ""  # nothing to choose until the right player holds the screen
        self.status_text.set_full_text(text)
        self.status_detail.set_full_text(detail)
        thinking = controller.thinking_seat is not None
        self.thinking_label.setVisible(thinking)
        self.busy_bar.setVisible(thinking)
        if thinking and not self._dots_timer.isActive():
            self._dots_timer.start()
        elif not thinking:
            self._dots_timer.stop()
        self._on_dots_timer_timeout(advance=False)

    def _update_end_panel(self) -> None:
        controller = self.controller
        if controller is None:
            return
        match = controller.match
        result = match.result() if match.is_over and controller.at_end else None
        if result is None:
            self.end_panel.hide()
            return
        scores = "   ".join(
            self.tr("{name}: {score}").format(name=seat_name(seat, i), score=f"{score:g}")
            for i, (seat, score) in enumerate(zip(match.seats, result.scores)))
        reason = reason_text(controller.info, match, result)
        self.end_panel.set_result(result_text(match, result),
                                  f"{reason}  {scores}".strip() if reason else scores)
        self.end_panel.rematch.setVisible(not controller.network)  # the server's match
        self.end_panel.show()

    def retranslate(self) -> None:
        self.seats_title.setText(self.tr("PLAYERS"))
        self._title_dice()
        self.history_title.setText(self.tr("HISTORY"))
        self.reveal_button.setText(self.tr("Show my secret"))
        self.reveal_button.setToolTip(self.tr("Or hold Space"))
        if self.board is not None:
            self.board.retranslate()
        self.handover.retranslate()
        self.history.retranslate()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- privacy ---------------------------------------------------------------

    def _set_privacy(self, hidden: bool) -> None:
        if self.board is not None:
            self.board.set_privacy(hidden)

    def reveal(self, shown: bool) -> None:
        """Show (or hide again) the secret of the player holding the screen."""
        controller = self.controller
        if controller is None or not controller.hot_seat:
            return
        if self.stack.currentWidget() is self.handover:
            return
        self.revealed = shown
        self._set_privacy(not shown)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Space and (
                self.controller is not None and self.controller.hot_seat):
            if event.isAutoRepeat():
                return True
            if event.type() == QEvent.Type.KeyPress:
                self.reveal(True)
                return True
            if event.type() == QEvent.Type.KeyRelease:
                self.reveal(self.reveal_button.isChecked())
                return True
        return super().eventFilter(watched, event)

    # --- slots -----------------------------------------------------------------

    def _on_reveal_button_toggled(self, checked: bool) -> None:
        self.reveal(checked)

    def _next_step_key(self) -> str:
        """The keys of the window's Next Step, as the platform writes them."""
        action = self.window().findChild(QAction, "action_next")
        sequences = action.shortcuts() if action is not None else []
        sequence = sequences[0] if sequences else QKeySequence("Alt+Right")
        return sequence.toString(QKeySequence.SequenceFormat.NativeText)

    def _title_dice(self) -> None:
        """"Last roll" for dice, "last draw" for another chance outcome."""
        dice = self.dice.outcome is None or self.dice.faces is not None
        self.dice_title.setText(self.tr("LAST ROLL") if dice else self.tr("LAST DRAW"))

    def _focus_board(self) -> None:
        """Give the board the keyboard focus, unless another window or a widget
        outside the match page has it (a human is to move again)."""
        board = self.board
        if board is None:
            return
        focus = QApplication.focusWidget()
        if focus is None or focus is board or self.isAncestorOf(focus) or (
                focus.window() is self.window() and not focus.isVisible()):
            board.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_handover_taken(self, seat: int) -> None:
        self.holder = seat
        self.revealed = False
        self.refresh()
        if self.board is not None:
            self.board.setFocus()

    def _on_history_step_chosen(self, index: int) -> None:
        if self.controller is not None:
            self.controller.jump(index)

    def _on_board_status_changed(self, text: str) -> None:
        self._board_status = text
        self._update_status()

    def _on_controller_thinking_changed(self, thinking: bool) -> None:
        self.refresh()

    def _on_controller_hint_ready(self, move: object) -> None:
        self.refresh()

    def _on_dots_timer_timeout(self, advance: bool = True) -> None:
        if advance:
            self._dots = (self._dots + 1) % 4
        self.thinking_label.setText(self.tr("Thinking") + "." * self._dots + " " * (3 - self._dots))
