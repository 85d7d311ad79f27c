"""The main window: the start page or a match, the menus, files and languages.

Feature code lives in its own modules (start page, new-game dialog, board host,
controller); this window wires them together and handles files.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMargins, Qt
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from ludotheque.core.descriptor import GameInfo, load_reference

from .actions import WindowActions
from .fitting import FRAME_ROOM
from .fitting import available_area as available_geometry  # (tests replace it)
from .i18n import tr_text
from .start_page import StartPage

if TYPE_CHECKING:  # imported when first used, to keep the start-up quick
    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    from ludotheque.core.match import Match

    from .board import BoardWidget
    from .board_host import BoardHost
    from .context import AppContext
    from .controller import MatchController
    from .new_game_dialog import NewGameChoice, NewGameDialog

__all__ = ["MainWindow", "make_board"]

FIRST_SIZE = (1200, 780)
"""The window's size at the first start, when the screen has room for it."""
MINIMUM_SIZE = (900, 560)
"""The window's smallest size, when the screen has room for it."""
def _steps_of(match: Match) -> tuple[object, ...]:
    """What a save file holds of *match*'s play: its steps and its resignation."""
    return (tuple(match.steps), match.resigned)


def make_board(info: GameInfo) -> tuple[BoardWidget, str | None]:
    """The game's board widget (imported now), or the generic board and the reason."""
    from .board import BoardWidget
    from .generic_board import GenericBoard

    if info.board_widget:
        try:
            cls = load_reference(info.board_widget)
            board = cls(info)
            if isinstance(board, BoardWidget):
                return board, None
            reason = f"{info.board_widget} is not a BoardWidget"
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - a broken plugin widget falls back
            from ludotheque.core.logs import report

            reason = report(f"{info.id}: making the board {info.board_widget}", exc)
        return GenericBoard(info), reason
    return GenericBoard(info), None


class MainWindow(QMainWindow):
    """Start page, board host, menus; one match at a time."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.context = context
        self.controller: MatchController | None = None
        self.file_path: Path | None = None
        """The save file of the game on screen (opened from it or saved to it)."""
        self._saved_steps: tuple[object, ...] | None = None
        """The steps of the game on screen when last saved to :attr:`file_path`
        (None: never saved there, or changed since)."""
        self.left_game: str | None = context.settings.left_game
        """The autosave of the game last left for the start page or another game, or
        by quitting (the start page offers to return to it)."""
        self._restarted: tuple[str, str] | None = None
        """``(previous, new)`` autosave keys after Restart: Undo goes back to the previous
        game while the new one has no move to take back."""
        self._hint_texts: set[str] = set()
        """The status-bar messages about a hint, cleared when the position changes."""
        self._hint_asked_at: tuple[int, int] | None = None
        self._quit_question: QMessageBox | None = None
        """The question asked before quitting, once answered to quit."""
        self.last_message_box: QMessageBox | None = None
        self.dialogs: list[QWidget] = []
        self.delays = True
        """Pause briefly before dice rolls and computer moves (False in tests)."""
        settings = context.settings

        # Built top-down, each widget made inside its parent: with the application's
        # style sheet, moving a built page into another widget polishes it all again.
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.start_page = StartPage(self.stack)
        self._board_host: BoardHost | None = None
        self.stack.addWidget(self.start_page)
        self.start_page.game_chosen.connect(self.new_game)
        self.start_page.resume_chosen.connect(self.resume)
        self.start_page.discard_chosen.connect(self._on_start_page_discard_chosen)

        self.actions_ = WindowActions(self)
        a = self.actions_
        a.new.triggered.connect(self.show_start_page)
        a.open.triggered.connect(self.open_dialog)
        a.save.triggered.connect(self.save)
        a.save_as.triggered.connect(self.save_as)
        a.clear_recent.triggered.connect(self._on_clear_recent_triggered)
        a.restart.triggered.connect(self.restart)
        a.resign.triggered.connect(self.resign)
        a.home.triggered.connect(self.show_start_page)
        a.quit.triggered.connect(self.close)
        a.undo.triggered.connect(self.undo)
        a.redo.triggered.connect(self.redo)
        a.previous.triggered.connect(lambda: self.step(-1))
        a.next.triggered.connect(lambda: self.step(1))
        a.hint.triggered.connect(self.hint)
        a.history.setChecked(settings.flag("history"))
        a.legal.setChecked(settings.flag("legal_moves"))
        a.last.setChecked(settings.flag("last_move"))
        a.speed_group.triggered.connect(self._on_speed_group_triggered)
        self._check_speed(self.context.settings.animation_speed)
        a.history.toggled.connect(self._on_display_toggled)
        a.legal.toggled.connect(self._on_display_toggled)
        a.last.toggled.connect(self._on_display_toggled)
        a.plugins.triggered.connect(self.show_plugins)
        a.rules.triggered.connect(self.show_rules)
        a.about.triggered.connect(self.show_about)
        a.statistics.triggered.connect(self.show_statistics)
        a.language_group.triggered.connect(
            lambda action: self.set_language(action.data()))
        a.recent_menu.aboutToShow.connect(self._fill_recent_menu)

        self.populate_games()
        self.refresh_resumable()
        geometry = settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(*FIRST_SIZE)
            self.fit_to_screen(center=True)
        else:
            self.fit_to_screen()
        self.statusBar()
        self.retranslate()
        self.update_actions()

    # --- helpers ---------------------------------------------------------------

    def fit_to_screen(self, center: bool = False) -> None:
        """Keep the window, its frame included, inside the screen's available area:
        smaller if it does not fit, moved in if it is partly off-screen, in the middle
        of the area with *center*.  A maximized or full-screen window is left as it is."""
        area = available_geometry(self)
        frame = self.frameGeometry()
        inner = self.geometry()
        if self.isVisible() and frame != inner:
            margins = QMargins(inner.left() - frame.left(), inner.top() - frame.top(),
                               frame.right() - inner.right(), frame.bottom() - inner.bottom())
        else:
            margins = FRAME_ROOM
        extra_width = margins.left() + margins.right()
        extra_height = margins.top() + margins.bottom()
        room_width = max(320, area.width() - extra_width)
        room_height = max(240, area.height() - extra_height)
        self.setMinimumSize(min(MINIMUM_SIZE[0], room_width), min(MINIMUM_SIZE[1], room_height))
        if self.isMaximized() or self.isFullScreen():
            return
        width, height = min(self.width(), room_width), min(self.height(), room_height)
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)
        outer_width, outer_height = width + extra_width, height + extra_height
        if center:
            left = area.left() + (area.width() - outer_width) // 2
            top = area.top() + (area.height() - outer_height) // 2
        else:
            position = self.pos()  # (the frame's corner)
            left = min(max(position.x(), area.left()), area.right() + 1 - outer_width)
            top = min(max(position.y(), area.top()), area.bottom() + 1 - outer_height)
        if (left, top) != (self.x(), self.y()):
            self.move(left, top)

    def _check_speed(self, speed: float) -> None:
        """Tick the animation speed nearest to *speed*."""
        nearest = min(self.actions_.speed_actions, key=lambda a: abs(float(a.data()) - speed))
        nearest.setChecked(True)

    def _on_speed_group_triggered(self, action: QAction) -> None:
        speed = float(action.data())
        self.context.settings.animation_speed = speed
        if self._board_host is not None:
            self._board_host.set_animation_speed(speed)

    @property
    def board_host(self) -> BoardHost:
        """The match page, built when first needed."""
        if self._board_host is None:
            from .board_host import BoardHost

            host = BoardHost()
            host.rematch_requested.connect(self.restart)
            host.new_game_requested.connect(self._on_board_host_new_game_requested)
            host.set_animation_speed(self.context.settings.animation_speed)
            self.stack.addWidget(host)
            self._board_host = host
            self._apply_display_options()
        return self._board_host

    def _on_match_page(self) -> bool:
        return self._board_host is not None and self.stack.currentWidget() is self._board_host

    @property
    def registry(self):
        return self.context.registry

    def info(self, game_id: str) -> GameInfo:
        return self.registry.game(game_id)

    def populate_games(self) -> None:
        """(Re)build the start page cards and the Game ▸ New submenu."""
        games = sorted(self.registry.games.values(), key=lambda i: tr_text(i.name).casefold())
        self.start_page.set_games(games)
        menu = self.actions_.new_menu
        menu.clear()
        for info in games:
            action = menu.addAction(tr_text(info.name))
            action.setData(info.id)
            action.triggered.connect(lambda _=False, gid=info.id: self.new_game(gid))
        menu.setEnabled(bool(games))

    def refresh_resumable(self) -> None:
        """List the unfinished games on the start page, most recent first; the game
        just left is offered to return to."""
        items = []
        if self.context.may_have_autosaves():  # usually none: the saves stay unimported
            current = (self.context.autosave.path_for(self.controller.autosave_key)
                       if self.controller is not None else None)
            for item in self.context.autosave.resumable():
                if item.path == current or item.game_id not in self.registry.games:
                    continue
                items.append((item, self.registry.games[item.game_id]))
        left = next((item.path for item, _info in items
                     if str(item.path) == self.left_game), None)
        self.start_page.set_resumable(items, left=left)

    def show_error(self, title: str, text: str) -> QMessageBox:
        """A non-blocking, translated error box (kept in :attr:`last_message_box`)."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self)
        box.setObjectName("errorBox")
        box.setTextFormat(Qt.TextFormat.PlainText)  # reasons quote files and plugins
        box.open()
        self.last_message_box = box
        return box

    def _game_unavailable(self, plugin: str) -> None:
        """A game's *plugin* failed when it was at last imported: say why, and drop
        its games from the menus and the start page."""
        record = self.registry.plugins.get(plugin)
        reason = (record.error if record is not None else "") or plugin
        self.show_error(
            self.tr("Game unavailable"),
            self.tr("This game could not be loaded: {reason}\n"
                    "Plugins ▸ Manage… shows the details.").format(reason=reason))
        self.populate_games()

    # --- pages -----------------------------------------------------------------

    def show_start_page(self) -> None:
        """Leave the game on screen (kept to continue if unfinished) for the start page."""
        self._leave_match()
        self.statusBar().clearMessage()  # (the page offers the game left first)
        self.refresh_resumable()
        self.stack.setCurrentWidget(self.start_page)
        self.update_actions()
        self.retranslate_title()

    def new_game(self, game_id: str) -> NewGameDialog | None:
        """Open the new-game dialog for *game_id* (non-blocking); returns it, or None
        when the game's plugin can no longer be loaded (an error box says why)."""
        from .new_game_dialog import NewGameDialog

        plugin = self.registry.game_plugin.get(game_id, "")
        try:
            info = self.info(game_id)
        except KeyError:
            self._game_unavailable(plugin)
            return None
        dialog = NewGameDialog(info, self.context.settings.game_choices(game_id), self)
        dialog.accepted.connect(lambda: self._on_new_game_accepted(dialog))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def _on_new_game_accepted(self, dialog: NewGameDialog) -> None:
        choice = dialog.choice()
        if choice is None:
            return
        self.context.settings.set_game_choices(
            dialog.info.id, [seat.to_json() for seat in choice.seats], choice.options)
        self.start_match(dialog.info.id, choice)

    def start_match(self, game_id: str, choice: NewGameChoice,
                    seed: int | None = None, autoplay: bool = True) -> MatchController | None:
        """Start a new match and show it; None when the game's code fails to set it
        up (an error box says why, the details go to the log)."""
        from ludotheque.core.logs import log_path, report
        from ludotheque.core.match import Match

        info = self.info(game_id)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        try:
            match = Match(info.game, choice.options, choice.seats, seed)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - the game's own code failed
            reason = report(f"{game_id}: starting a match (seed {seed})", exc)
            self.show_error(
                self.tr("Cannot Start the Game"),
                self.tr("{game} could not start: {reason}\n\nThe details are in the log, "
                        "{path}.").format(game=tr_text(info.name), reason=reason,
                                          path=log_path()))
            return None
        return self.show_match(match, info, autoplay=autoplay)

    def show_match(self, match: Match, info: GameInfo, *, autosave_key: str | None = None,
                   autoplay: bool = True, file: str | Path | None = None,
                   saved: bool = True) -> MatchController:
        """Host *match* and start it.  The game on screen is left first: kept to
        continue from the start page when unfinished (the status bar says so).

        :param autosave_key: the autosave the match continues (default: a new one, or
            the autosave of *file* when one holds the same steps).
        :param file: the save file *match* comes from; *saved*: whether it holds the
            match as it is (False: it lacks moves).
        """
        from .controller import MatchController

        kept = self._leave_match()
        store = self.context.autosave
        if file is not None and autosave_key is None:
            copy = store.copy_of(file)
            if copy is not None and store.acquire(copy):
                autosave_key = copy
                if self.left_game == str(store.path_for(copy)):
                    kept = None  # the file of the game just left: the same game again
        record = self.registry.plugin_of(info.id)
        controller = MatchController(
            match, info, plugin=(record.name, record.version), worker=self.context.worker,
            autosave=store, autosave_key=autosave_key, autoplay=autoplay,
            delays=self.delays, parent=self)
        self.controller = controller
        self._restarted = None
        if file is not None:
            self.file_path = Path(file)
            store.set_file(controller.autosave_key, str(Path(file).resolve()))
            self._saved_steps = _steps_of(match) if saved else None
        controller.changed.connect(self._on_controller_changed)
        controller.move_rejected.connect(self.statusBar().showMessage)
        controller.autosave_failed.connect(self._on_controller_autosave_failed)
        controller.game_failed.connect(self.statusBar().showMessage)
        controller.match_finished.connect(self._announce_end)
        controller.hint_ready.connect(self._on_controller_hint_ready)
        board, problem = make_board(info)
        board.setObjectName("board")
        self.board_host.attach(controller, board)
        self.statusBar().clearMessage()
        if kept is not None:
            self.statusBar().showMessage(self.tr(
                "Your game of {game} is kept: continue it from the start page.").format(
                    game=kept))
        if problem:
            self.statusBar().showMessage(self.tr(
                "The board of this game could not be loaded ({reason}); showing the "
                "simple board.").format(reason=problem))
        self.stack.setCurrentWidget(self.board_host)
        self.context.languages.add_plugin_catalogues([info])
        self.update_actions()
        self.retranslate_title()
        controller.start()
        return controller

    def _announce_end(self, origin: str) -> None:
        """Tell the plugins that the match on screen finished (match events)."""
        if self.controller is not None:
            event = self.controller.finished_event(origin)
            if event is not None:
                self.context.statistics.record(event)  # games played here only
                self.registry.match_finished(event)

    def _leave_match(self) -> str | None:
        """Close the game on screen.  An unfinished game in which a player has moved
        keeps its autosave (written now, with its save file), to continue it from the
        start page; a finished game, or one where nobody has moved yet, loses it.

        :returns: the left game's name when it is kept, else None.
        """
        from ludotheque.core.logs import report
        from ludotheque.core.saves import SaveError

        controller = self.controller
        if controller is None:
            return None
        controller.close()
        store, key, match = controller.autosave, controller.autosave_key, controller.match
        kept = None
        if store is not None:
            if match.is_over or not match.moves:
                store.discard(key)
            else:
                try:
                    store.save(key, match, controller.plugin)
                except (SaveError, OSError):
                    pass  # the last autosave, if any, stays
                except KeyboardInterrupt:
                    raise
                except BaseException as exc:  # noqa: BLE001 - the game's moves would not serialise
                    report(f"{controller.info.id}: the autosave", exc)
                if store.path_for(key).is_file():
                    kept = tr_text(controller.info.name)
                    self.left_game = self.context.settings.left_game = str(
                        store.path_for(key))
                store.release(key)
        self.board_host.detach()
        self.controller = None
        self.file_path = None
        self._saved_steps = None
        self._clear_hint_message()
        controller.deleteLater()
        return kept

    def is_modified(self) -> bool:
        """Whether the game on screen has moves that its save file lacks (or that
        were never saved to a file)."""
        controller = self.controller
        if controller is None:
            return False
        match = controller.match
        if self._saved_steps is None:
            return bool(match.moves) or match.resigned is not None
        return self._saved_steps != _steps_of(match)

    def _on_controller_changed(self) -> None:
        self._clear_hint_message()
        self.update_actions()
        self.setWindowModified(self.is_modified())

    # --- game commands ---------------------------------------------------------

    def undo(self) -> None:
        """Take back the last move or resignation; at the start of a game begun by
        Restart, go back to the game it replaced."""
        controller = self.controller
        if controller is None:
            return
        if controller.match.can_undo():
            controller.undo()
        elif self._restart_to_undo() is not None:
            self._undo_restart()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def step(self, delta: int) -> None:
        if self.controller is not None:
            self.controller.jump(self.controller.match.cursor + delta)

    def restart(self) -> None:
        """The same game, seats and options, with new dice.  The game replaced stays
        to continue (unless it was over): Undo goes back to it at once."""
        from .new_game_dialog import NewGameChoice

        controller = self.controller
        if controller is None:
            return
        previous, match = controller.autosave_key, controller.match
        new = self.start_match(controller.info.id, NewGameChoice(match.seats,
                                                                 dict(match.options)))
        if new is None or new.autosave is None or not new.autosave.path_for(
                previous).is_file():
            return  # (a finished game is not kept)
        self._restarted = (previous, new.autosave_key)
        self.statusBar().showMessage(self.tr(
            "A new game has started. The previous one is kept: Undo goes back to it."))
        self.update_actions()

    def _restart_to_undo(self) -> str | None:
        """The autosave of the game that Restart replaced, when Undo goes back to it."""
        controller, restarted = self.controller, self._restarted
        if controller is None or restarted is None or controller.autosave is None:
            return None
        previous, new = restarted
        if controller.autosave_key != new or controller.match.can_undo():
            return None
        path = controller.autosave.path_for(previous)
        return str(path) if path.is_file() else None

    def _undo_restart(self) -> None:
        path = self._restart_to_undo()
        if path is not None and self.resume(path):
            self.statusBar().showMessage(self.tr("Back to the previous game."))

    def resign(self) -> None:
        controller = self.controller
        if controller is not None and controller.resign():
            self.statusBar().showMessage(self.tr("Undo takes the resignation back."))

    def hint(self) -> None:
        controller = self.controller
        if controller is not None and controller.request_hint():
            self._hint_asked_at = (len(controller.match), controller.match.cursor)
            self._show_hint_message(self.tr("Looking for a good move…"))

    def _show_hint_message(self, text: str) -> None:
        self._hint_texts.add(text)
        self.statusBar().showMessage(text)

    def _clear_hint_message(self) -> None:
        """The position changed: a hint, or the search for one, is over."""
        if self.statusBar().currentMessage() in self._hint_texts:
            self.statusBar().clearMessage()
        self._hint_texts.clear()
        self._hint_asked_at = None

    def _on_controller_hint_ready(self, move: object) -> None:
        controller = self.controller
        if controller is None:
            return
        seat = controller.human_to_move()
        match = controller.match
        if seat is None or self._hint_asked_at != (len(match), match.cursor):
            return  # asked for another position
        name = controller.seat_infos()[seat].name
        try:
            sentence = tr_text(match.state.step_text(move, seat).format(player=name))
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - the game's code: its notation then
            from ludotheque.core.logs import report

            report(f"{controller.info.id}: the sentence of the hint {move!r}", exc)
            sentence = str(move)
        self._show_hint_message(self.tr("Hint: {move}").format(move=sentence))

    def _on_board_host_new_game_requested(self) -> None:
        if self.controller is not None:
            self.new_game(self.controller.info.id)

    # --- files -----------------------------------------------------------------

    def _lookup(self, game_id: str):
        return self.registry.game(game_id).game

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a Saved Game"), str(self._directory()),
            self.tr("Saved games (*.ludo *.json);;All files (*)"))
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Load the saved game at *path*; on error show why and change nothing."""
        from ludotheque.core.saves import SaveError, load_match

        try:
            loaded = load_match(path, self._lookup)
        except SaveError as exc:
            self.show_error(self.tr("Cannot Open the Game"),
                            self.tr("“{file}” could not be opened.\n\n{reason}").format(
                                file=Path(path).name, reason=tr_text(exc.message)))
            return False
        info = self.info(loaded.match.game.id)
        self.show_match(loaded.match, info, file=path)
        if loaded.match.is_over and self.controller is not None and self.controller.at_end:
            from ludotheque.core.events import LOADED

            self._announce_end(LOADED)
        self.context.settings.add_recent_file(str(Path(path).resolve()))
        return True

    def resume(self, path: str) -> bool:
        """Continue an autosaved match where it was left, Undo included (it keeps
        autosaving to the same file, and holds it while open), with the save file it
        came from; refused when another running copy of Ludothèque has it open."""
        from ludotheque.core.autosave import AUTOSAVE_IN_USE, same_steps
        from ludotheque.core.saves import SaveError, match_from_json, read_json_file

        store, key = self.context.autosave, Path(path).stem
        if not store.acquire(key):
            self.show_error(self.tr("Cannot Resume the Game"), tr_text(AUTOSAVE_IN_USE))
            self.refresh_resumable()
            return False
        try:
            data = read_json_file(path)
            loaded = match_from_json(data, self._lookup)
        except SaveError as exc:
            store.release(key)
            self.show_error(self.tr("Cannot Resume the Game"), tr_text(exc.message))
            return False
        except BaseException:
            store.release(key)
            raise
        file = data.get("file") if isinstance(data, dict) else None
        saved = False
        if isinstance(file, str) and file:
            try:
                saved = same_steps(data, read_json_file(file))
            except SaveError:
                saved = False  # moved or changed: Save writes it again
        else:
            file = None
        match = loaded.match  # at the saved position: redo brings back what was undone
        self.show_match(match, self.info(match.game.id), autosave_key=key, file=file,
                        saved=saved)
        return True

    def save(self) -> bool:
        if self.file_path is None:
            return self.save_as()
        return self.save_to(self.file_path)

    def save_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        if self.controller is None:
            return False
        name = f"{self.controller.info.id}.ludo"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the Game"), str(self._directory() / name),
            self.tr("Saved games (*.ludo *.json)"))
        if not path:
            return False
        return self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        """Save the current match to *path*; a failure leaves the old file intact."""
        from ludotheque.core.saves import SaveError, save_match

        controller = self.controller
        if controller is None:
            return False
        try:
            save_match(controller.match, path, controller.plugin)
        except SaveError as exc:
            self.show_error(self.tr("Cannot Save the Game"),
                            self.tr("The game could not be saved. The previous file, if any, "
                                    "is unchanged.\n\n{reason}").format(
                                        reason=tr_text(exc.message)))
            return False
        self.file_path = Path(path)
        self._saved_steps = _steps_of(controller.match)
        if controller.autosave is not None:  # the autosave names its file from now on
            controller.autosave.set_file(controller.autosave_key, str(Path(path).resolve()))
        self.context.settings.add_recent_file(str(Path(path).resolve()))
        self.statusBar().showMessage(self.tr("Saved to {file}").format(file=Path(path).name),
                                     4000)
        self.retranslate_title()
        return True

    def _directory(self) -> Path:
        if self.file_path is not None:
            return self.file_path.parent
        recent = self.context.settings.recent_files()
        if recent:
            return Path(recent[0]).parent
        return Path.home()

    def _fill_recent_menu(self) -> None:
        menu = self.actions_.recent_menu
        menu.clear()
        recent = self.context.settings.recent_files()
        for path in recent:
            action = menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not recent:
            empty = menu.addAction(self.tr("No recent games"))
            empty.setEnabled(False)
        menu.addSeparator()
        menu.addAction(self.actions_.clear_recent)
        self.actions_.clear_recent.setEnabled(bool(recent))

    def _on_clear_recent_triggered(self) -> None:
        self.context.settings.clear_recent_files()

    # --- other windows ---------------------------------------------------------

    def _keep(self, dialog: QWidget) -> QWidget:
        from shiboken6 import isValid

        self.dialogs = [d for d in self.dialogs if isValid(d) and d.isVisible()]
        self.dialogs.append(dialog)
        dialog.show()
        return dialog

    def show_rules(self) -> QWidget | None:
        if self.controller is None:
            return None
        from .rules_viewer import RulesViewer

        return self._keep(RulesViewer(self.controller.info, self))

    def show_statistics(self) -> QWidget:
        from .statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.context.statistics, self.registry, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one per opening
        return self._keep(dialog)

    def show_about(self) -> QWidget:
        from .about_dialog import AboutDialog

        return self._keep(AboutDialog(self.registry, self))

    def show_plugins(self) -> QWidget:
        from .plugin_manager import PluginManagerDialog

        dialog = PluginManagerDialog(self.registry, parent=self)
        dialog.plugins_changed.connect(self._on_plugin_manager_plugins_changed)
        return self._keep(dialog)

    def _on_plugin_manager_plugins_changed(self, _report: object) -> None:
        """Games were installed, removed, enabled or disabled: show them at once."""
        if self.context.worker is not None:
            self.context.worker.refresh()  # its process imports the new games too
        self.context.languages.add_plugin_catalogues(self.registry.games.values())
        self.populate_games()
        self.refresh_resumable()

    # --- language and state ----------------------------------------------------

    def set_language(self, language: str) -> None:
        """Switch the whole application to *language* now."""
        self.context.languages.set_language(language)
        self.context.settings.language = self.context.languages.language
        self._check_language_actions()

    def _check_language_actions(self) -> None:
        language = self.context.languages.language
        self.actions_.english.setChecked(language == "en")
        self.actions_.french.setChecked(language == "fr")

    def update_actions(self) -> None:
        """Enable what applies now: the actions on a game only while one is on screen."""
        a, controller = self.actions_, self.controller
        playing = controller is not None and self._on_match_page()
        match = controller.match if controller is not None and playing else None
        for action in (a.save, a.save_as, a.restart, a.home, a.rules):
            action.setEnabled(match is not None)
        a.undo.setEnabled(match is not None and (
            match.can_undo() or self._restart_to_undo() is not None))
        a.redo.setEnabled(match is not None and match.can_redo())
        a.previous.setEnabled(match is not None and match.cursor > 0)
        a.next.setEnabled(match is not None and match.cursor < len(match))
        a.resign.setEnabled(match is not None and controller is not None
                            and not match.is_over and bool(controller.human_seats))
        a.hint.setEnabled(match is not None and controller is not None
                          and controller.human_to_move() is not None
                          and controller.worker is not None)

    def _on_display_toggled(self, *_: object) -> None:
        a, settings = self.actions_, self.context.settings
        settings.set_flag("history", a.history.isChecked())
        settings.set_flag("legal_moves", a.legal.isChecked())
        settings.set_flag("last_move", a.last.isChecked())
        self._apply_display_options()

    def _apply_display_options(self) -> None:
        """Show the View menu's choices on the match page (if it exists)."""
        a = self.actions_
        if self._board_host is None:
            return
        self._board_host.set_history_visible(a.history.isChecked())
        self._board_host.set_display_options(show_legal_moves=a.legal.isChecked(),
                                            show_last_move=a.last.isChecked())

    def _on_start_page_discard_chosen(self, path: str) -> None:
        from ludotheque.core.autosave import AUTOSAVE_IN_USE

        if not self.context.autosave.discard(Path(path).stem):
            self.show_error(self.tr("Cannot Discard the Game"), tr_text(AUTOSAVE_IN_USE))
        self.refresh_resumable()

    def _on_controller_autosave_failed(self, reason: str) -> None:
        self.statusBar().showMessage(self.tr("Autosave failed: {reason}").format(reason=reason))

    def retranslate_title(self) -> None:
        """The game and its file in the title, marked while moves are unsaved."""
        if self.controller is not None and self._on_match_page():
            name = tr_text(self.controller.info.name)
            if self.file_path is not None:
                name = f"{self.file_path.name} · {name}"
            self.setWindowTitle(f"{name}[*] — Ludothèque")
            self.setWindowModified(self.is_modified())
        else:
            self.setWindowModified(False)
            self.setWindowTitle("Ludothèque")

    def retranslate(self) -> None:
        self.actions_.retranslate()
        self._check_language_actions()
        for action in self.actions_.new_menu.actions():
            gid = action.data()
            if gid in self.registry.games:
                action.setText(tr_text(self.registry.games[gid].name))
        self.refresh_resumable()
        self.retranslate_title()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Quit.  A game with moves its save file lacks asks first whether to save
        them there; either way an unfinished game stays to continue at the next start."""
        if self._quit_question is None and self.file_path is not None and self.is_modified():
            event.ignore()
            self._ask_before_quitting()
            return
        self._leave_match()
        if self.context.worker is not None:
            self.context.worker.cancel()
        self.context.settings.set_geometry(self.saveGeometry())
        self.context.settings.sync()
        super().closeEvent(event)

    def _ask_before_quitting(self) -> QMessageBox:
        from PySide6.QtWidgets import QMessageBox

        buttons = QMessageBox.StandardButton
        finished = self.controller is not None and self.controller.match.is_over
        text = (self.tr("“{file}” lacks the last moves of this finished game. Save them "
                        "in it before quitting?\n\nIf you do not, they are lost.")
                if finished else
                self.tr("“{file}” lacks the last moves of this game. Save them in it "
                        "before quitting?\n\nEither way, the game stays on the start "
                        "page, to continue it next time."))
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Save the Moves?"), text.format(
            file=self.file_path.name if self.file_path else ""),
            buttons.Save | buttons.Discard | buttons.Cancel, self)
        box.setObjectName("quitQuestion")
        box.button(buttons.Discard).setText(self.tr("Quit Without Saving"))
        box.setDefaultButton(buttons.Save)
        box.setTextFormat(Qt.TextFormat.PlainText)  # a file name
        box.finished.connect(lambda _result: self._on_quit_question_finished(box))
        box.open()
        self.last_message_box = box
        return box

    def _on_quit_question_finished(self, box: QMessageBox) -> None:
        from PySide6.QtWidgets import QMessageBox

        clicked = box.clickedButton()
        answer = (box.standardButton(clicked) if clicked is not None
                  else QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save and not self.save():
            return  # the error box says why; the window stays
        if answer in (QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Discard):
            self._quit_question = box
            self.close()
