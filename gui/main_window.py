"""The main window: the start page or a match, the menus, dialogs and languages.

Feature code lives in its own modules (start page, new-game dialog, board host,
controller); the match on screen is :class:`~.match_session.MatchSession`'s, the
file commands :class:`~.file_commands.FileCommands`'; this window builds the pages
and menus around them and wires them together.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMargins, QObject, Signal
from PySide6.QtWidgets import QStackedWidget, QWidget

from .actions import WindowActions
from .file_commands import FileCommands
from .fitting import FRAME_ROOM
from .fitting import available_area as available_geometry  # (tests replace it)
from .i18n import tr_text
from .match_session import make_board
from .start_page import StartPage

if TYPE_CHECKING:  # imported when first used, to keep the start-up quick
    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    from ludotheque.core.plugins.registry import GameEntry

    from .context import AppContext
    from .network_play import NetworkPlay

__all__ = ["MainWindow", "make_board"]

FIRST_SIZE = (1200, 780)
"""The window's size at the first start, when the screen has room for it."""
MINIMUM_SIZE = (900, 560)
"""The window's smallest size, when the screen has room for it."""


class MainWindow(FileCommands):
    """Start page, board host, menus; one match at a time."""

    on_screen = Signal()
    """Once, just after the window first showed its start page (or left it for a
    game before): what the first paint need not wait for runs then."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.setObjectName("mainWindow")
        self._quit_question: QMessageBox | None = None
        """The question asked before quitting, once answered to quit."""
        self.dialogs: list[QWidget] = []
        self._network: NetworkPlay | None = None
        settings = context.settings

        # Built top-down, each widget made inside its parent: with the application's
        # style sheet, moving a built page into another widget polishes it all again.
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.start_page = StartPage(self.stack)
        self.stack.addWidget(self.start_page)
        self.start_page.game_chosen.connect(self.new_game)
        self.start_page.resume_chosen.connect(self.resume)
        self.start_page.discard_chosen.connect(self._on_start_page_discard_chosen)
        self.start_page.on_screen.connect(self._on_start_page_on_screen)

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
        a.network_host.triggered.connect(self.host_network_game)
        a.network_join.triggered.connect(self.join_network_game)
        a.network_hand.triggered.connect(lambda: self.network.hand_over())
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

    def _on_start_page_on_screen(self) -> None:
        from PySide6.QtWidgets import QApplication

        from .style import check_color_scheme

        app = QApplication.instance()
        if isinstance(app, QApplication):
            check_color_scheme(app)
        self.on_screen.emit()

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


    def populate_games(self) -> None:
        """(Re)build the start page cards and the Game ▸ New submenu."""
        games = self._games_by_name()
        self.start_page.set_games(games)
        self._fill_new_menu(games)

    def _games_by_name(self) -> list[GameEntry]:
        """The games in the order of their names in the current language."""
        return sorted(self.registry.games.values(), key=lambda i: tr_text(i.name).casefold())

    def _fill_new_menu(self, games: list[GameEntry]) -> None:
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

    # --- pages -----------------------------------------------------------------

    def show_start_page(self) -> None:
        """Leave the game on screen (kept to continue if unfinished) for the start page."""
        self._leave_match()
        self.statusBar().clearMessage()  # (the page offers the game left first)
        self.refresh_resumable()
        self.stack.setCurrentWidget(self.start_page)
        self.update_actions()
        self.retranslate_title()


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
        from PySide6.QtCore import Qt

        from .statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.context.statistics, self.registry, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one per opening
        return self._keep(dialog)

    def show_about(self) -> QWidget:
        from .about_dialog import AboutDialog

        return self._keep(AboutDialog(self.registry, self))

    @property
    def network(self) -> NetworkPlay:
        """Game ▸ Network (made when first used)."""
        if self._network is None:
            from .network_play import NetworkPlay

            self._network = NetworkPlay(self)
        return self._network

    def host_network_game(self) -> QObject:
        return self.network.host()

    def join_network_game(self) -> QObject:
        return self.network.join()

    def show_plugins(self) -> QWidget:
        from .plugin_manager import PluginManagerDialog

        dialog = PluginManagerDialog(self.registry, parent=self)
        dialog.plugins_changed.connect(self._on_plugin_manager_plugins_changed)
        return self._keep(dialog)

    def _on_plugin_manager_plugins_changed(self, _report: object) -> None:
        self.plugins_changed()

    def plugins_changed(self) -> None:
        """Games were installed, removed, enabled or disabled (or the registry is
        another): show them at once."""
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
        network = controller is not None and controller.network
        for action in (a.home, a.rules):
            action.setEnabled(match is not None)
        for action in (a.save, a.save_as, a.restart):
            action.setEnabled(match is not None and not network)
        a.undo.setEnabled(match is not None and (
            controller.can_undo() if network and controller is not None else
            match.can_undo() or self._restart_to_undo() is not None))
        a.redo.setEnabled(match is not None and not network and match.can_redo())
        a.previous.setEnabled(match is not None and match.cursor > 0)
        a.next.setEnabled(match is not None and match.cursor < len(match))
        a.resign.setEnabled(match is not None and controller is not None and not network
                            and not match.is_over and bool(controller.human_seats))
        a.network_hand.setEnabled(network and self._network is not None
                                  and bool(self._network.departed_seats()))
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
        self._fill_new_menu(self._games_by_name())  # in the new language's order
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
        if self._network is not None:
            self._network.close()
        if self.context.worker is not None:
            self.context.worker.cancel()
        self.context.settings.set_geometry(self.saveGeometry())
        self.context.settings.sync()
        super().closeEvent(event)

    def _ask_before_quitting(self) -> QMessageBox:
        from PySide6.QtCore import Qt
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
