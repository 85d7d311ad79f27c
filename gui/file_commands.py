"""The main window's file commands: open, save, save as, and the recent files.

:class:`FileCommands` adds them to the match session (:mod:`.match_session`); their
texts keep the ``MainWindow`` translation context.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from .i18n import tr_text
from .match_session import MatchSession, steps_of

__all__ = ["FileCommands"]

translate = QCoreApplication.translate


class FileCommands(MatchSession):
    """Open, save and the recent files, for the match on screen."""

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self, translate("MainWindow", "Open a Saved Game"), str(self._directory()),
            translate("MainWindow", "Saved games (*.ludo *.json);;All files (*)"))
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Load the saved game at *path*; on error show why and change nothing."""
        from ludotheque.core.saves import SaveError, load_match

        try:
            loaded = load_match(path, self._lookup)
        except SaveError as exc:
            self.show_error(
                translate("MainWindow", "Cannot Open the Game"),
                translate("MainWindow", "“{file}” could not be opened.\n\n{reason}").format(
                    file=Path(path).name, reason=tr_text(exc.message)))
            return False
        info = self.info(loaded.match.game.id)
        self.show_match(loaded.match, info, file=path)
        if loaded.match.is_over and self.controller is not None and self.controller.at_end:
            from ludotheque.core.events import LOADED

            self._announce_end(LOADED)
        self.context.settings.add_recent_file(str(Path(path).resolve()))
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
            self, translate("MainWindow", "Save the Game"), str(self._directory() / name),
            translate("MainWindow", "Saved games (*.ludo *.json)"))
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
            self.show_error(
                translate("MainWindow", "Cannot Save the Game"),
                translate("MainWindow", "The game could not be saved. The previous file, if "
                          "any, is unchanged.\n\n{reason}").format(reason=tr_text(exc.message)))
            return False
        self.file_path = Path(path)
        self._saved_steps = steps_of(controller.match)
        if controller.autosave is not None:  # the autosave names its file from now on
            controller.autosave.set_file(controller.autosave_key, str(Path(path).resolve()))
        self.context.settings.add_recent_file(str(Path(path).resolve()))
        self.statusBar().showMessage(
            translate("MainWindow", "Saved to {file}").format(file=Path(path).name), 4000)
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
            empty = menu.addAction(translate("MainWindow", "No recent games"))
            empty.setEnabled(False)
        menu.addSeparator()
        menu.addAction(self.actions_.clear_recent)
        self.actions_.clear_recent.setEnabled(bool(recent))

    def _on_clear_recent_triggered(self) -> None:
        self.context.settings.clear_recent_files()
