"""Installing and uninstalling game plugins with pip, for Plugins ▸ Manage….

:class:`PluginInstalls` runs pip through :mod:`ludotheque.core.plugins.installer` (the same
checks, command and messages as ``ludotheque install``) in a :class:`QProcess`, after
a confirmation showing the exact command, with a live log and Cancel, then rescans
the registry.  :class:`~.plugin_manager.PluginManagerDialog` builds its widgets and
the list of plugins around it; its texts keep that dialog's translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QProcess, QProcessEnvironment, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from ludotheque.core.i18n import TrText, render
from ludotheque.core.plugins import installer
from ludotheque.core.plugins.registry import PluginRegistry, RescanReport

from .style import repolish

__all__ = ["PluginInstalls", "tr_message"]

translate = QCoreApplication.translate


def tr_message(text: TrText | str) -> str:
    """A message of the installer or the registry in the current language."""
    return render(text, QCoreApplication.translate)


class PluginInstalls(QDialog):
    """Install and uninstall plugins with pip, one command at a time.

    The dialog assigns the widgets (:attr:`spec_edit`, :attr:`upgrade_check`,
    :attr:`log`, :attr:`cancel_button`, :attr:`message`) and overrides the hooks
    (:meth:`refresh`, :meth:`_select`, :meth:`_update_record_buttons`) that show the
    plugins and what may be done now.

    :param registry: the application's registry (rescanned in place).
    :param python: the interpreter that runs pip (default: the running one).
    """

    plugins_changed = Signal(object)
    operation_finished = Signal(bool)

    spec_edit: QLineEdit
    upgrade_check: QCheckBox
    log: QPlainTextEdit
    cancel_button: QPushButton
    message: QLabel

    def __init__(self, registry: PluginRegistry, python: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.python = python
        self.process: QProcess | None = None
        self.cancelled = False
        self.output = ""
        self._pending: dict[str, object] = {}
        self.messages: list[str] = []
        self.removal_box: QMessageBox | None = None
        """The open offer to uninstall what an install added in vain, if any."""

    # --- hooks: the dialog shows the plugins -------------------------------------

    def refresh(self) -> None:
        """Rebuild the list of plugins from the registry, after pip ran."""

    def _select(self, name: str) -> None:
        """Select plugin *name* in the list (the one an install added)."""

    def _update_record_buttons(self) -> None:
        """Enable what may be done now (nothing else while pip runs)."""

    # --- install and uninstall ------------------------------------------------------

    def confirm(self, title: str, text: str) -> bool:
        """Ask a yes/no question, *text* shown as plain text (tests replace this)."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def install(self, spec_text: str | None = None) -> bool:
        """Check the spec, confirm the command, and start pip; False if refused."""
        if self.busy:
            return False
        text = self.spec_edit.text() if not isinstance(spec_text, str) else spec_text
        try:
            spec = installer.parse_spec(text)
        except installer.InstallError as exc:
            self.show_message(tr_message(exc.message), error=True)
            return False
        try:
            constraints = installer.write_constraints()
        except OSError as exc:
            self.show_message(str(exc), error=True)
            return False
        command = installer.install_command(spec, constraints,
                                            upgrade=self.upgrade_check.isChecked(),
                                            python=self.python)
        question = translate(
            "PluginManagerDialog", "Install %1 with pip? This runs:\n\n%2").replace(
            "%1", spec.argument).replace("%2", installer.command_text(command))
        if not self.confirm(translate("PluginManagerDialog", "Install a game"), question):
            return False
        self._pending = {"kind": "install", "spec": spec,
                         "before": installer.distribution_snapshot(),
                         "games": set(self.registry.games)}
        self._start(command)
        return True

    def uninstall(self, name: str) -> bool:
        """Confirm and start ``pip uninstall`` of *name*; False if refused."""
        if self.busy:
            return False
        try:
            canonical = installer.validate_uninstall(name)
        except installer.InstallError as exc:
            self.show_message(tr_message(exc.message), error=True)
            return False
        command = installer.uninstall_command(canonical, python=self.python)
        question = translate("PluginManagerDialog", "Uninstall %1? This runs:\n\n%2").replace(
            "%1", canonical).replace("%2", installer.command_text(command))
        record = self.registry.plugins.get(canonical)
        warning = installer.uninstall_warning(
            canonical, bundled=True if record is not None and record.bundled else None)
        if warning is not None:
            question = tr_message(warning) + "\n\n" + question
        if not self.confirm(translate("PluginManagerDialog", "Uninstall a plugin"), question):
            return False
        self._start_uninstall([canonical])
        return True

    def _start_uninstall(self, names: list[str]) -> None:
        """Run ``pip uninstall`` of *names* (already confirmed)."""
        command = installer.uninstall_command(*names, python=self.python)
        games = [game for name in names if name in self.registry.plugins
                 for game in self.registry.plugins[name].games]
        self._pending = {"kind": "uninstall", "name": ", ".join(names), "games": games}
        self._start(command)

    # --- the pip process -------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.process is not None

    def _start(self, command: list[str]) -> None:
        self.cancelled = False
        self.output = ""
        self.log.clear()
        self.log.show()
        self.log.appendPlainText("$ " + installer.command_text(command))
        self.log.appendPlainText("")  # pip's output starts on a line of its own
        process = QProcess(self)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        environment = QProcessEnvironment()
        for key, value in installer.pip_environment().items():
            environment.insert(key, value)
        process.setProcessEnvironment(environment)
        process.readyReadStandardOutput.connect(self._on_process_ready_read)
        process.finished.connect(self._on_process_finished)
        process.errorOccurred.connect(self._on_process_error_occurred)
        self.process = process
        self.cancel_button.show()
        self.cancel_button.setEnabled(True)
        self.show_message(translate("PluginManagerDialog", "pip is running…"))
        self._update_record_buttons()
        process.start(command[0], command[1:])

    def cancel(self) -> None:
        """Stop pip (terminate, then kill after three seconds)."""
        process = self.process
        if process is None:
            return
        self.cancelled = True
        self.cancel_button.setEnabled(False)
        process.terminate()

        def kill() -> None:
            if self.process is process:  # (still running: not finished meanwhile)
                process.kill()

        QTimer.singleShot(3000, kill)

    def _on_process_ready_read(self) -> None:
        if self.process is None:
            return
        text = bytes(self.process.readAllStandardOutput().data()).decode("utf-8", "replace")
        self.output += text
        if len(self.output) > 200_000:
            self.output = self.output[-100_000:]
        self.log.moveCursor(self.log.textCursor().MoveOperation.End)
        self.log.insertPlainText(text)
        self.log.ensureCursorVisible()

    def _on_process_error_occurred(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and self.process is not None:
            self.output += self.process.errorString()
            self._finish(-1)

    def _on_process_finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._on_process_ready_read()
        crashed = status == QProcess.ExitStatus.CrashExit
        self._finish(code if not crashed else -1)

    def _finish(self, code: int) -> None:
        process, self.process = self.process, None
        if process is not None:
            process.deleteLater()
        self.cancel_button.hide()
        pending, self._pending = self._pending, {}
        kind = pending.get("kind")
        if self.cancelled:
            self.registry.rescan()  # pip may have changed something before it stopped
            self.refresh()
            self.show_message(tr_message(installer.MSG_CANCELLED), error=True)
            self.operation_finished.emit(False)
            return
        if code != 0:
            spec = pending.get("spec")
            argument = spec if isinstance(spec, installer.InstallSpec) else str(
                pending.get("name") or "")
            message = installer.classify_failure(self.output, code, argument)
            self.refresh()
            self.show_message(tr_message(message), error=True)
            self.operation_finished.emit(False)
            return
        report = self.registry.rescan()
        if kind == "install":
            self._after_install(pending, report)
        else:
            self._after_uninstall(pending, report)

    def _after_install(self, pending: dict[str, object], report: RescanReport) -> None:
        spec = pending["spec"]
        assert isinstance(spec, installer.InstallSpec)
        before = pending["before"]
        games = pending["games"]
        assert isinstance(before, dict) and isinstance(games, set)
        result = installer.analyse_install(before, installer.distribution_snapshot(),
                                           self.registry, report, spec, games)
        self.refresh()
        if result.games:
            plugin = self.registry.plugin_of(result.games[0]).name
            self._select(plugin)
        self.show_message("\n".join(tr_message(m) for m in result.messages),
                          error=not result.ok)
        self.plugins_changed.emit(report)
        self.operation_finished.emit(result.ok)
        removable = [name for name in result.removable if not installer.is_protected(name)]
        if removable:
            self.offer_removal(removable, [tr_message(m) for m in result.messages])

    def offer_removal(self, names: list[str], reasons: list[str]) -> QMessageBox:
        """Offer to uninstall *names* again, in a message box with an Uninstall button.

        The box is window-modal and returns at once (:attr:`removal_box`); its
        Uninstall button runs pip, Keep closes it.

        :param reasons: why (what the install found), shown first.
        """
        command = installer.uninstall_command(*names, python=self.python)
        box = QMessageBox(QMessageBox.Icon.Warning,
                          translate("PluginManagerDialog", "Uninstall it again?"), "",
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("removal_offer")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText("\n\n".join([*reasons, translate(
            "PluginManagerDialog", "Uninstall %1 again? This runs:\n\n%2").replace(
            "%1", ", ".join(names)).replace("%2", installer.command_text(command))]))
        uninstall = box.addButton(translate("PluginManagerDialog", "Uninstall"),
                                  QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(translate("PluginManagerDialog", "Keep"),
                             QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered(button: object) -> None:
            self.removal_box = None
            if button is uninstall and not self.busy:
                self._start_uninstall(names)

        box.buttonClicked.connect(answered)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.removal_box = box
        box.open()
        return box

    def _after_uninstall(self, pending: dict[str, object], report: RescanReport) -> None:
        name = str(pending.get("name", ""))
        games = pending.get("games") or []
        assert isinstance(games, list)
        self.refresh()
        lines = [tr_message(installer.MSG_UNINSTALLED.format(name=name))]
        if games:
            lines.append(tr_message(installer.MSG_REMOVED_GAMES.format(
                games=", ".join(str(g) for g in games))))
        if report.restart_needed:
            lines.append(tr_message(installer.MSG_RESTART.format(
                names=", ".join(report.removed + report.changed))))
        self.show_message("\n".join(lines))
        self.plugins_changed.emit(report)
        self.operation_finished.emit(True)

    def show_message(self, text: str, error: bool = False) -> None:
        """Show *text* under the install box (kept in :attr:`messages` for tests)."""
        self.messages.append(text)
        self.message.setText(text)
        self.message.setProperty("error", error)
        repolish(self.message)
