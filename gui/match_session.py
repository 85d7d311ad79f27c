"""The match on screen: starting, showing, leaving and resuming it, and the game
commands (undo, redo, history steps, restart, resign, hint).

:class:`MatchSession` is the part of the main window that owns the match: the window
(:class:`~ludotheque.gui.main_window.MainWindow`) builds the pages and menus around
it.  Its texts keep the ``MainWindow`` translation context.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QWidget

from ludotheque.core.descriptor import GameInfo, load_reference

from .i18n import tr_text

if TYPE_CHECKING:  # imported when first used, to keep the start-up quick
    from PySide6.QtWidgets import QMessageBox, QStackedWidget

    from ludotheque.core.match import Match
    from ludotheque.core.model import Game
    from ludotheque.core.plugins.registry import PluginRegistry

    from .actions import WindowActions
    from .board import BoardWidget
    from .board_host import BoardHost
    from .context import AppContext
    from .controller import MatchController
    from .new_game_dialog import NewGameChoice, NewGameDialog
    from .start_page import StartPage

__all__ = ["MatchSession", "make_board"]

translate = QCoreApplication.translate


def steps_of(match: Match) -> tuple[object, ...]:
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


class MatchSession(QMainWindow):
    """The match on screen and the games kept to continue, in the main window.

    The window assigns :attr:`stack`, :attr:`start_page` and :attr:`actions_`, and
    overrides the hooks (:meth:`populate_games`, :meth:`refresh_resumable`,
    :meth:`update_actions`, :meth:`retranslate_title`,
    :meth:`_apply_display_options`) that show the session's state in its pages
    and menus.
    """

    stack: QStackedWidget
    start_page: StartPage
    actions_: WindowActions

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        self.last_message_box: QMessageBox | None = None
        self.delays = True
        """Pause briefly before dice rolls and computer moves (False in tests)."""
        self._board_host: BoardHost | None = None

    # --- hooks: the window shows the session's state ----------------------------

    def populate_games(self) -> None:
        """(Re)build the games on offer, after a game turned out unavailable."""

    def refresh_resumable(self) -> None:
        """List the unfinished games, after the games kept changed."""

    def update_actions(self) -> None:
        """Enable the actions that apply now, after the match changed."""

    def retranslate_title(self) -> None:
        """Name the game on screen and its file in the title, after either changed."""

    def _apply_display_options(self) -> None:
        """Show the display choices on the match page, once it is built."""

    # --- the match page, the registry and errors -------------------------------

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
    def registry(self) -> PluginRegistry:
        return self.context.registry

    def info(self, game_id: str) -> GameInfo:
        """The registered game *game_id* (its plugin imported now); KeyError if none."""
        return self.registry.game(game_id)

    def show_error(self, title: str, text: str) -> QMessageBox:
        """A non-blocking, translated error box (kept in :attr:`last_message_box`); what
        it says is written to the log too, on one line."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from ludotheque.core.logs import log_error

        log_error(" ".join(f"{title}: {text}".split()), shown=True)

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
            translate("MainWindow", "Game unavailable"),
            translate("MainWindow", "This game could not be loaded: {reason}\n"
                      "Plugins ▸ Manage… shows the details.").format(reason=reason))
        self.populate_games()

    # --- the match on screen ---------------------------------------------------

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
                translate("MainWindow", "Cannot Start the Game"),
                translate("MainWindow", "{game} could not start: {reason}\n\nThe details "
                          "are in the log, {path}.").format(game=tr_text(info.name),
                                                            reason=reason, path=log_path()))
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
            self._saved_steps = steps_of(match) if saved else None
        self._attach(controller, info, kept)
        return controller

    def show_network_match(self, controller: MatchController) -> None:
        """Host a network match's *controller* (the game on screen is left first)."""
        kept = self._leave_match()
        controller.setParent(self)
        self.controller = controller
        self._restarted = None
        self._attach(controller, controller.info, kept)

    def _attach(self, controller: MatchController, info: GameInfo, kept: str | None) -> None:
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
            self.statusBar().showMessage(translate(
                "MainWindow",
                "Your game of {game} is kept: continue it from the start page.").format(
                    game=kept))
        if problem:
            self.statusBar().showMessage(translate(
                "MainWindow",
                "The board of this game could not be loaded ({reason}); showing the "
                "simple board.").format(reason=problem))
        self.stack.setCurrentWidget(self.board_host)
        self.context.languages.add_plugin_catalogues([info])
        self.update_actions()
        self.retranslate_title()
        controller.start()

    def _announce_end(self, origin: str) -> None:
        """Tell the plugins that the match on screen finished (match events)."""
        if self.controller is not None:
            event = self.controller.finished_event(origin)
            if event is not None:
                self.context.statistics.record(  # games played here, by people here
                    event, here=self.controller.human_seats)
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
        if controller is None or controller.network:
            return False
        match = controller.match
        if self._saved_steps is None:
            return bool(match.moves) or match.resigned is not None
        return self._saved_steps != steps_of(match)

    def _on_controller_changed(self) -> None:
        self._clear_hint_message()
        self.update_actions()
        self.setWindowModified(self.is_modified())

    def _lookup(self, game_id: str) -> Game:
        return self.registry.game(game_id).game

    def resume(self, path: str) -> bool:
        """Continue an autosaved match where it was left, Undo included (it keeps
        autosaving to the same file, and holds it while open), with the save file it
        came from; refused when another running copy of Ludothèque has it open."""
        from ludotheque.core.autosave import AUTOSAVE_IN_USE, same_steps
        from ludotheque.core.saves import SaveError, match_from_json, read_json_file

        store, key = self.context.autosave, Path(path).stem
        if not store.acquire(key):
            self.show_error(translate("MainWindow", "Cannot Resume the Game"),
                            tr_text(AUTOSAVE_IN_USE))
            self.refresh_resumable()
            return False
        try:
            data = read_json_file(path)
            loaded = match_from_json(data, self._lookup)
        except SaveError as exc:
            store.release(key)
            self.show_error(translate("MainWindow", "Cannot Resume the Game"),
                            tr_text(exc.message))
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

    # --- game commands ---------------------------------------------------------

    def undo(self) -> None:
        """Take back the last move or resignation; at the start of a game begun by
        Restart, go back to the game it replaced."""
        controller = self.controller
        if controller is None:
            return
        if controller.network:
            controller.undo()  # asks the other players
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
        if controller is None or controller.network:
            return
        previous, match = controller.autosave_key, controller.match
        new = self.start_match(controller.info.id, NewGameChoice(match.seats,
                                                                 dict(match.options)))
        if new is None or new.autosave is None or not new.autosave.path_for(
                previous).is_file():
            return  # (a finished game is not kept)
        self._restarted = (previous, new.autosave_key)
        self.statusBar().showMessage(translate(
            "MainWindow",
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
            self.statusBar().showMessage(translate("MainWindow", "Back to the previous game."))

    def resign(self) -> None:
        controller = self.controller
        if controller is not None and controller.resign():
            self.statusBar().showMessage(
                translate("MainWindow", "Undo takes the resignation back."))

    def hint(self) -> None:
        controller = self.controller
        if controller is not None and controller.request_hint():
            self._hint_asked_at = (len(controller.match), controller.match.cursor)
            self._show_hint_message(translate("MainWindow", "Looking for a good move…"))

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
        self._show_hint_message(translate("MainWindow", "Hint: {move}").format(move=sentence))

    def _on_board_host_new_game_requested(self) -> None:
        if self.controller is not None:
            self.new_game(self.controller.info.id)

    def _on_controller_autosave_failed(self, reason: str) -> None:
        self.statusBar().showMessage(
            translate("MainWindow", "Autosave failed: {reason}").format(reason=reason))
