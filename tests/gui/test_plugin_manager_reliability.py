"""The plugin manager: text from plugins and pip shown as plain text, bad specs
refused in one line, warnings before uninstalling, and the offer to remove a
plugin that installed but does not load (no pip run)."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox

from ludotheque.core.hookspecs import hookimpl
from ludotheque.core.plugins import installer
from ludotheque.core.plugins.registry import PluginRecord, PluginRegistry, RescanReport
from ludotheque.gui.plugin_manager import PluginManagerDialog

HOSTILE = '<b>x</b><img src="/etc/passwd">'


class Raising:
    LUDOTHEQUE_API_VERSION = "2.0"

    @hookimpl
    def ludotheque_register_games(self, register):
        raise RuntimeError("boom <b>in</b> the hook")


def shown(text: str) -> str:
    """What Qt displays for *text* where it guesses the format (tooltips)."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


@pytest.fixture
def dialog(qtbot, monkeypatch):
    registry = PluginRegistry()
    registry.plugins["li-hostile"] = PluginRecord(
        "li-hostile", "1.0<i>", summary=HOSTILE, error="", games=[])
    registry.plugins["ludotheque-mancala"] = PluginRecord(
        "ludotheque-mancala", "0.1.0", bundled=True, games=["kalah", "oware", "congkak"])
    registry.register_object(Raising(), "li-broken", "1.0")
    dialog = PluginManagerDialog(registry)
    qtbot.addWidget(dialog)
    # A static QMessageBox.question would block the test, and guesses rich text.
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: pytest.fail("QMessageBox.question was used"))
    started: list[list[str]] = []
    monkeypatch.setattr(dialog, "_start", started.append)
    dialog.started = started
    return dialog


def test_plugin_texts_are_plain_text(dialog) -> None:
    dialog._select("li-hostile")
    item = dialog.tree.currentItem()
    assert shown(item.toolTip(0)) == HOSTILE
    assert HOSTILE in dialog.details.toPlainText()
    for label in dialog.findChildren(QLabel):
        if label.objectName().startswith("qt_"):
            continue
        assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()
    dialog.show_message(f"li-hostile: {HOSTILE}", error=True)
    assert dialog.message.text() == f"li-hostile: {HOSTILE}"
    dialog._select("li-broken")
    assert "boom <b>in</b> the hook" in dialog.details.toPlainText()


def test_confirmation_boxes_are_plain_text(dialog, monkeypatch) -> None:
    boxes: list[QMessageBox] = []

    def exec_(box: QMessageBox) -> int:
        boxes.append(box)
        return int(QMessageBox.StandardButton.No)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    assert not dialog.confirm("Title", HOSTILE)
    assert boxes[0].textFormat() == Qt.TextFormat.PlainText and boxes[0].text() == HOSTILE


def test_bad_specs_are_refused_in_one_line(dialog, tmp_path: Path) -> None:
    questions: list[str] = []
    dialog.confirm = lambda title, text: questions.append(text) or True
    notes = tmp_path / "notes.txt"
    notes.write_text("hello")
    fake = tmp_path / "ludotheque_chess-1.0-py3-none-any.whl"
    fake.write_text("hello")
    for spec, words in (("n" * 300, "too long"), (str(notes), "not a package"),
                        (str(fake), "not a zip")):
        assert not dialog.install(spec)
        assert words in dialog.messages[-1] and "\n" not in dialog.messages[-1]
    assert questions == [] and dialog.started == []


@pytest.mark.parametrize("name, words", [
    ("ludotheque-mancala", "comes with Ludotheque"),
    ("pytest", "not a game plugin"),
])
def test_uninstall_confirmation_warns(dialog, name: str, words: str) -> None:
    questions: list[str] = []
    dialog.confirm = lambda title, text: questions.append(text) or False
    assert not dialog.uninstall(name)
    assert words in questions[0] and "-m pip uninstall" in questions[0]
    assert dialog.started == []


def test_uninstall_of_the_host_is_still_refused(dialog) -> None:
    for name in ("ludotheque", "pip", "setuptools"):
        assert not dialog.uninstall(name) and "cannot be uninstalled" in dialog.messages[-1]


def test_plugin_that_fails_to_load_is_offered_for_removal(dialog, qtbot, monkeypatch,
                                                           tmp_path: Path) -> None:
    wheel = tmp_path / "li_broken-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("li_broken-1.0.dist-info/WHEEL", "Wheel-Version: 1.0\n")
        archive.writestr("li_broken-1.0.dist-info/METADATA", "Name: li-broken\n")
    spec = installer.parse_spec(str(wheel))
    monkeypatch.setattr(installer, "distribution_snapshot", lambda: {"li-broken": ("1.0", "")})
    finished: list[bool] = []
    dialog.operation_finished.connect(finished.append)
    dialog._after_install({"spec": spec, "before": {}, "games": set()},
                          RescanReport(added=["li-broken"]))
    assert finished == [False]
    assert "li-broken 1.0 was installed but failed to load" in dialog.messages[-1]
    box = dialog.removal_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert "boom <b>in</b> the hook" in box.text() and "-m pip uninstall" in box.text()
    buttons = {button.text(): button for button in box.buttons()}
    assert set(buttons) == {"Uninstall", "Keep"}
    buttons["Uninstall"].click()
    assert dialog.started and dialog.started[0][-1] == "li-broken"
    assert dialog.started[0][dialog.started[0].index("pip") + 1] == "uninstall"
    assert dialog._pending["name"] == "li-broken"


def test_keeping_a_plugin_that_fails_to_load_runs_nothing(dialog, monkeypatch) -> None:
    spec = installer.InstallSpec("requirement", "li-broken", "li-broken")
    monkeypatch.setattr(installer, "distribution_snapshot", lambda: {"li-broken": ("1.0", "")})
    dialog._after_install({"spec": spec, "before": {}, "games": set()},
                          RescanReport(added=["li-broken"]))
    box = dialog.removal_box
    assert box is not None
    {button.text(): button for button in box.buttons()}["Keep"].click()
    assert dialog.started == [] and dialog.removal_box is None


def test_the_manager_speaks_the_players_language(qtbot, make_window) -> None:
    """In French the manager names each plugin's games and says what they are in
    French, lists the plugins in the order of their games' French names, and never
    shows a game id."""
    from ludotheque.core.plugins.registry import make_registry

    window = make_window(make_registry(), language="fr")
    dialog = window.show_plugins()
    names = [dialog.tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole)
             for i in range(dialog.tree.topLevelItemCount())]
    games = {dialog.tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole):
             dialog.tree.topLevelItem(i).text(2) for i in range(dialog.tree.topLevelItemCount())}
    assert "Awalé" in games["ludotheque-mancala"]
    assert "royal_clod" not in games["ludotheque-clod"]
    assert "forts_and_ruins" not in games["ludotheque-forts"]
    first_games = [sorted(g.casefold() for g in games[name].split(", "))[0] for name in names]
    assert first_games == sorted(first_games)
    mancala = dialog.registry.plugins["ludotheque-mancala"]
    details = dialog.details_text(mancala)
    assert "Jeux : " in details or "Jeux\u00a0: " in details
    assert "congkak" not in details  # names (Congkak), not ids
    assert "Awalé" in dialog.description(mancala)


def test_the_log_puts_pip_s_output_under_the_command(dialog, qtbot, monkeypatch) -> None:
    import sys

    from ludotheque.gui.plugin_installs import PluginInstalls

    monkeypatch.setattr(dialog, "_start", lambda command: PluginInstalls._start(dialog, command))
    dialog._start([sys.executable, "-c", "print(42 * 10)"])
    qtbot.waitUntil(lambda: not dialog.busy, timeout=10000)
    lines = dialog.log.toPlainText().splitlines()
    assert lines[0].startswith("$ ") and lines[0].endswith("'print(42 * 10)'")
    assert lines[1] == "420"


def test_the_new_game_menu_follows_the_language_s_order(make_window, qtbot) -> None:
    """Game ▸ New lists the games by their names in the current language, again after
    a live switch (Awalé comes first in French, Oware after Kanzé in English)."""
    from ludotheque.core.plugins.registry import make_registry

    window = make_window(make_registry(), language="en")

    def titles() -> list[str]:
        return [action.text() for action in window.actions_.new_menu.actions()]

    assert titles() == sorted(titles(), key=str.casefold) and "Oware" in titles()
    window.set_language("fr")
    qtbot.waitUntil(lambda: "Awalé (oware)" in titles(), timeout=3000)
    french = titles()
    assert "Awalé (oware)" in french and french == sorted(french, key=str.casefold)
    assert french[0] == "Awalé (oware)"


def test_the_version_column_tells_what_waits_for_a_restart(dialog) -> None:
    record = PluginRecord("li-upgraded", "1.0", installed_version="1.1", restart_needed=True)
    assert dialog.version_text(record) == "1.0 → 1.1"
    same = PluginRecord("li-same", "1.0", installed_version="1.0", restart_needed=True)
    assert dialog.version_text(same) == "1.0 (files changed)"
    assert dialog.version_text(PluginRecord("li-plain", "2.0")) == "2.0"
