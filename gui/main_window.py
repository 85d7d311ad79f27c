"""The main window: the start page or a match, the menus, files and languages.

Feature code lives in its own modules (start page, new-game dialog, board host,
controller); this window wires them together and handles files.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from typing import TYPE_CHECKING

from ludotheque.core.descriptor import GameInfo, load_reference

from .actions import WindowActions
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
        except Exception as exc:  # noqa: BLE001 - a broken plugin widget falls back
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
        a.language_group.triggered.connect(
            lambda action: self.set_language(action.data()))
        a.recent_menu.aboutToShow.connect(self._fill_recent_menu)

        self.populate_games()
        self.refresh_resumable()
        geometry = settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1200, 780)
        self.setMinimumSize(900, 560)
        self.statusBar()
        self.retranslate()
        self.update_actions()

    # --- helpers ---------------------------------------------------------------

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
    def registry(self):  # noqa: ANN201 - PluginRegistry
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
        items = []
        if self.context.may_have_autosaves():  # usually none: the saves stay unimported
            current = (self.context.autosave.path_for(self.controller.autosave_key)
                       if self.controller is not None else None)
            for item in self.context.autosave.resumable():
                if item.path == current or item.game_id not in self.registry.games:
                    continue
                items.append((item, tr_text(self.registry.games[item.game_id].name)))
        self.start_page.set_resumable(items)

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
        except Exception as exc:  # noqa: BLE001 - the game's own code failed
            reason = report(f"{game_id}: starting a match (seed {seed})", exc)
            self.show_error(
                self.tr("Cannot Start the Game"),
                self.tr("{game} could not start: {reason}\n\nThe details are in the log, "
                        "{path}.").format(game=tr_text(info.name), reason=reason,
                                          path=log_path()))
            return None
        return self.show_match(match, info, autoplay=autoplay)

    def show_match(self, match: Match, info: GameInfo, *, autosave_key: str | None = None,
                   autoplay: bool = True, discard_previous: bool = True) -> MatchController:
        """Host *match* (replacing the current one) and start it."""
        from .controller import MatchController

        self._close_match(discard=discard_previous)
        record = self.registry.plugin_of(info.id)
        controller = MatchController(
            match, info, plugin=(record.name, record.version), worker=self.context.worker,
            autosave=self.context.autosave, autosave_key=autosave_key, autoplay=autoplay,
            delays=self.delays, parent=self)
        self.controller = controller
        controller.changed.connect(self.update_actions)
        controller.move_rejected.connect(self.statusBar().showMessage)
        controller.autosave_failed.connect(self._on_controller_autosave_failed)
        controller.game_failed.connect(self.statusBar().showMessage)
        controller.match_finished.connect(self._announce_end)
        controller.hint_ready.connect(
            lambda move: self.statusBar().showMessage(self.tr("Hint: {move}").format(move=move)))
        board, problem = make_board(info)
        board.setObjectName("board")
        self.board_host.attach(controller, board)
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
                self.registry.match_finished(event)

    def _close_match(self, discard: bool) -> None:
        controller = self.controller
        if controller is None:
            return
        controller.close()
        if controller.autosave is not None:  # either way its autosave is free again
            if discard:
                controller.autosave.discard(controller.autosave_key)
            else:
                controller.autosave.release(controller.autosave_key)
        self.board_host.detach()
        self.controller = None
        self.file_path = None
        controller.deleteLater()

    # --- game commands ---------------------------------------------------------

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def step(self, delta: int) -> None:
        if self.controller is not None:
            self.controller.jump(self.controller.match.cursor + delta)

    def restart(self) -> None:
        """The same game, seats and options, with new dice."""
        from .new_game_dialog import NewGameChoice

        controller = self.controller
        if controller is None:
            return
        match = controller.match
        self.start_match(controller.info.id, NewGameChoice(match.seats, dict(match.options)))

    def resign(self) -> None:
        if self.controller is not None:
            self.controller.resign()

    def hint(self) -> None:
        if self.controller is not None and self.controller.request_hint():
            self.statusBar().showMessage(self.tr("Looking for a good move…"))

    def _on_board_host_new_game_requested(self) -> None:
        if self.controller is not None:
            self.new_game(self.controller.info.id)

    # --- files -----------------------------------------------------------------

    def _lookup(self, game_id: str):  # noqa: ANN202 - Game
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
        self.show_match(loaded.match, info)
        if loaded.match.is_over and self.controller is not None and self.controller.at_end:
            from ludotheque.core.events import LOADED

            self._announce_end(LOADED)
        self.file_path = Path(path)
        self.context.settings.add_recent_file(str(Path(path).resolve()))
        self.retranslate_title()
        return True

    def resume(self, path: str) -> bool:
        """Continue an autosaved match where it was left, Undo included (it keeps
        autosaving to the same file, and holds it while open); refused when another
        running copy of Ludothèque has it open."""
        from ludotheque.core.saves import AUTOSAVE_IN_USE, SaveError, load_match

        store, key = self.context.autosave, Path(path).stem
        if not store.acquire(key):
            self.show_error(self.tr("Cannot Resume the Game"), tr_text(AUTOSAVE_IN_USE))
            self.refresh_resumable()
            return False
        try:
            loaded = load_match(path, self._lookup)
        except SaveError as exc:
            store.release(key)
            self.show_error(self.tr("Cannot Resume the Game"), tr_text(exc.message))
            return False
        except BaseException:
            store.release(key)
            raise
        match = loaded.match  # at the saved position: redo brings back what was undone
        self.show_match(match, self.info(match.game.id), autosave_key=key)
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
        self.dialogs = [d for d in self.dialogs if d.isVisible()]
        self.dialogs.append(dialog)
        dialog.show()
        return dialog

    def show_rules(self) -> QWidget | None:
        if self.controller is None:
            return None
        from .rules_viewer import RulesViewer

        return self._keep(RulesViewer(self.controller.info, self))

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
        a, controller = self.actions_, self.controller
        playing = controller is not None and self._on_match_page()
        match = controller.match if controller is not None else None
        a.save.setEnabled(playing)
        a.save_as.setEnabled(playing)
        a.restart.setEnabled(playing)
        a.home.setEnabled(playing)
        a.rules.setEnabled(controller is not None)
        a.undo.setEnabled(playing and match is not None and match.can_undo())
        a.redo.setEnabled(playing and match is not None and match.can_redo())
        a.previous.setEnabled(playing and match is not None and match.cursor > 0)
        a.next.setEnabled(playing and match is not None and match.cursor < len(match))
        a.resign.setEnabled(playing and match is not None and not match.is_over
                            and bool(controller.human_seats))
        a.hint.setEnabled(playing and controller.human_to_move() is not None
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
        from ludotheque.core.saves import AUTOSAVE_IN_USE

        if not self.context.autosave.discard(Path(path).stem):
            self.show_error(self.tr("Cannot Discard the Game"), tr_text(AUTOSAVE_IN_USE))
        self.refresh_resumable()

    def _on_controller_autosave_failed(self, reason: str) -> None:
        self.statusBar().showMessage(self.tr("Autosave failed: {reason}").format(reason=reason))

    def retranslate_title(self) -> None:
        if self.controller is not None and self._on_match_page():
            name = tr_text(self.controller.info.name)
            if self.file_path is not None:
                name = f"{self.file_path.name} · {name}"
            self.setWindowTitle(f"{name} — Ludothèque")
        else:
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
        # The autosave of an unfinished match stays: the next start offers to resume it.
        if self.controller is not None:
            self.controller.close()
            if self.controller.autosave is not None:  # and another copy may resume it now
                self.controller.autosave.release(self.controller.autosave_key)
        if self.context.worker is not None:
            self.context.worker.cancel()
        self.context.settings.set_geometry(self.saveGeometry())
        self.context.settings.sync()
        super().closeEvent(event)


