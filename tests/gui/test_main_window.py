"""The main window: start page, new game, moves, undo/redo, files, hot seat."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from ludotheque.core.match import AI, HUMAN, Seat
from ludotheque.core.plugins.registry import make_registry
from ludotheque.gui.new_game_dialog import NewGameChoice
from ludotheque.gui.options import OptionsDialog

from .conftest import TESTGAMES


def humans(*names: str) -> tuple[Seat, ...]:
    return tuple(Seat(HUMAN, name=name) for name in names)


def test_start_page_lists_installed_games(make_window):
    registry = make_registry()
    import ludotheque_testgames.plugin as plugin

    registry.register_object(plugin, TESTGAMES[1])
    window = make_window(registry)
    shown = {card.info.id for card in window.start_page.cards}
    assert shown == set(registry.games)
    names = {card.name for card in window.start_page.cards}
    assert {"Pig", "High card", "Stones"} <= names
    menu = [action.data() for action in window.actions_.new_menu.actions()]
    assert set(menu) == set(registry.games)


def test_new_game_through_the_dialog(make_window, qtbot):
    window = make_window()
    card = next(c for c in window.start_page.cards if c.info.id == "stones")
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    dialog = window.findChild(type(window.new_game("stones")), "newGameDialog")
    assert dialog is not None and dialog.info.id == "stones"
    dialog.editors[0].name.setText("Ada")
    dialog.editors[1].kind.setCurrentIndex(dialog.editors[1].kind.findData(HUMAN))
    dialog.editors[1].name.setText("Ada")  # duplicate: refused
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.error_label.isVisible()
    dialog.editors[1].name.setText("Bob")
    dialog.form.editors["stones"].setValue(9)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    controller = window.controller
    assert controller is not None
    assert [s.name for s in controller.match.seats] == ["Ada", "Bob"]
    assert controller.match.options == {"stones": 9}
    assert window.stack.currentWidget() is window.board_host
    # The choices are remembered for the next game of stones.
    again = window.new_game("stones")
    assert again.editors[1].name.text() == "Bob"
    assert again.form.editors["stones"].value() == 9
    again.reject()


def test_human_move_through_the_board_signal(make_window, qtbot):
    window = make_window()
    controller = window.start_match("stones", NewGameChoice(humans("A", "B"), {}), seed=1)
    board = window.board_host.board
    assert board.interactive and "take" in [str(m) for m in board.legal_moves]
    board.move_requested.emit("take")
    assert controller.match.moves == ["take"]
    # The generic board's buttons request moves too.
    button = next(b for b, m in board._buttons if m == "end")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert controller.match.moves == ["take", "end"]
    # A move the rules refuse changes nothing.
    board.move_requested.emit("end")
    assert controller.match.moves == ["take", "end"]


def test_undo_and_redo(make_window):
    window = make_window()
    controller = window.start_match("stones", NewGameChoice(humans("A", "B"), {}), seed=1)
    for move in ("take", "take", "end", "take"):
        controller.request_move(move)
    assert window.actions_.undo.isEnabled()
    window.actions_.undo.trigger()
    assert controller.match.cursor == 3
    window.actions_.undo.trigger()
    assert controller.match.cursor == 2
    assert window.actions_.redo.isEnabled()
    window.actions_.redo.trigger()
    assert controller.match.cursor == 3
    assert window.board_host.history.currentRow() == 3


def test_undo_skips_chance_and_computer_moves(make_window, qtbot):
    window = make_window(with_worker=False)
    controller = window.start_match(
        "pig", NewGameChoice((Seat(HUMAN, "Ann"), Seat("random")), {"target": 10}), seed=3)
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    controller.request_move("roll")
    qtbot.waitUntil(lambda: controller.human_to_move() == 0 or controller.match.is_over)
    steps = len(controller.match)
    assert steps >= 2
    controller.undo()
    assert controller.human_to_move() == 0
    assert controller.match.cursor < steps


def test_save_then_load_restores_the_position(make_window, tmp_path: Path):
    window = make_window()
    controller = window.start_match("stones", NewGameChoice(humans("A", "B"), {"stones": 12}),
                                    seed=5)
    for move in ("take", "take", "end", "take"):
        controller.request_move(move)
    path = tmp_path / "game.ludo"
    assert window.save_to(path)
    checksum = controller.match.state.checksum()
    window.start_match("pig", NewGameChoice(humans("X", "Y"), {}), seed=1)
    assert window.open_file(path)
    loaded = window.controller.match
    assert loaded.state.checksum() == checksum
    assert [s.name for s in loaded.seats] == ["A", "B"]
    assert window.board_host.board.state == loaded.state
    assert window.context.settings.recent_files()[0] == str(path.resolve())


def test_a_corrupt_file_shows_an_error_and_loses_nothing(make_window, tmp_path: Path):
    window = make_window()
    controller = window.start_match("stones", NewGameChoice(humans("A", "B"), {}), seed=5)
    controller.request_move("take")
    good = tmp_path / "good.ludo"
    assert window.save_to(good)
    text = good.read_text()
    corrupt = tmp_path / "corrupt.ludo"
    corrupt.write_text(text[: len(text) // 2])
    assert not window.open_file(corrupt)
    box = window.last_message_box
    assert box is not None and box.isVisible()
    assert "damaged" in box.text()
    assert window.controller is controller and controller.match.moves == ["take"]
    assert corrupt.read_text() == text[: len(text) // 2]
    box.close()
    # A save that cannot be written keeps the previous file intact.
    controller.request_move("take")
    assert not window.save_to(tmp_path / "missing-dir" / "x.ludo")
    assert "could not be saved" in window.last_message_box.text()
    assert good.read_text() == text


def test_autosave_and_resume_after_a_crash(make_window, tmp_path: Path):
    window = make_window()
    controller = window.start_match("stones", NewGameChoice(humans("A", "B"), {}), seed=5)
    controller.request_move("take")
    controller.request_move("take")
    saved = window.context.autosave.resumable()
    assert len(saved) == 1 and saved[0].moves == 2
    # A new window (the next start) offers to resume it.
    other = make_window()
    assert len(other.start_page.banners) == 1
    other.start_page.banners[0].resume.click()
    assert other.controller.match.moves == ["take", "take"]


def test_a_computer_move_arrives_while_the_window_stays_responsive(make_window, qtbot):
    """The event loop runs while the computer thinks: a timer keeps firing during the
    thinking (how long a stall lasts is measured by benchmarks/responsiveness.py)."""
    from PySide6.QtCore import QTimer

    window = make_window()
    ticks: list[bool] = []
    timer = QTimer()
    timer.setInterval(5)
    controller = window.start_match(
        "stones", NewGameChoice((Seat(AI, "Hal", "strong"), Seat(HUMAN, "Ann")), {}), seed=2)
    timer.timeout.connect(lambda: ticks.append(controller.thinking_seat is not None))
    timer.start()
    qtbot.waitUntil(lambda: controller.thinking_seat == 0 or controller.human_to_move() == 1,
                    timeout=5000)
    assert window.board_host.thinking_label.isVisible() or controller.match.moves
    qtbot.waitUntil(lambda: controller.human_to_move() == 1, timeout=30000)
    timer.stop()
    assert controller.match.moves and controller.match.moves[-1] == "end"
    assert ticks.count(True) >= 5, f"the event loop did not run while the computer thought: {ticks}"


def test_undo_cancels_the_thinking(make_window, qtbot):
    window = make_window()
    controller = window.start_match(
        "stones", NewGameChoice((Seat(HUMAN, "Ann"), Seat(AI, "Hal", "expert")), {}), seed=2)
    controller.request_move("take")
    controller.request_move("end")
    qtbot.waitUntil(lambda: controller.thinking_seat == 1, timeout=5000)
    window.actions_.undo.trigger()
    assert controller.thinking_seat is None
    assert not window.context.worker.busy
    assert controller.human_to_move() == 0


def test_the_hand_over_screen_appears_between_two_human_seats(make_window, qtbot):
    window = make_window()
    controller = window.start_match("high_card", NewGameChoice(humans("Ann", "Bob"), {}), seed=4)
    host = window.board_host
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    assert host.stack.currentWidget() is host.handover
    assert "Ann" in host.handover.title.text()
    assert host.board.interactive is False
    qtbot.mouseClick(host.handover.button, Qt.MouseButton.LeftButton)
    assert host.stack.currentWidget() is host.board_page
    assert host.board.interactive and host.board.viewer == 0
    controller.request_move("bet")
    assert host.stack.currentWidget() is host.handover
    assert "Bob" in host.handover.title.text()
    host.handover.button.click()
    assert host.board.viewer == 1
    # Bob's view never holds Ann's card.
    assert host.board.state.private_data(0) is None


def test_no_hand_over_against_the_computer(make_window, qtbot):
    window = make_window()
    controller = window.start_match(
        "high_card", NewGameChoice((Seat(HUMAN, "Ann"), Seat("random")), {}), seed=4)
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    assert window.board_host.stack.currentWidget() is window.board_host.board_page
    assert window.board_host.board.state.private_data(1) is None


def test_end_panel_and_rematch(make_window):
    window = make_window()
    controller = window.start_match("stones", NewGameChoice(humans("A", "B"), {"stones": 5}),
                                    seed=1)
    for move in ("take", "take", "take", "end", "take", "take"):
        controller.request_move(move)
    assert controller.match.is_over
    host = window.board_host
    assert host.end_panel.isVisible()
    assert "B wins" in host.end_panel.headline.text()
    host.end_panel.rematch.click()
    assert window.controller is not controller
    assert window.controller.match.moves == []


def test_history_click_jumps(make_window):
    window = make_window()
    controller = window.start_match("stones", NewGameChoice(humans("A", "B"), {}), seed=1)
    for move in ("take", "take", "end"):
        controller.request_move(move)
    history = window.board_host.history
    history.itemClicked.emit(history.item(1))
    assert controller.match.cursor == 1
    assert "Replay" in window.board_host.status_text.text()
    window.actions_.next.trigger()
    assert controller.match.cursor == 2


def test_rules_and_about_and_plugins(make_window):
    window = make_window()
    window.start_match("pig", NewGameChoice(humans("A", "B"), {}), seed=1)
    rules = window.show_rules()
    assert "Pig" in rules.windowTitle()
    about = window.show_about()
    assert "ludotheque-testgames" in about.text.toPlainText()
    plugins = window.show_plugins()
    assert plugins.isVisible()
    plugins.close()


def test_saved_file_is_json_with_the_plugin(make_window, tmp_path: Path):
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("A", "B"), {}), seed=1)
    path = tmp_path / "s.ludo"
    window.save_to(path)
    data = json.loads(path.read_text())
    assert data["plugin"]["name"] == "ludotheque-testgames"


def test_every_installed_game_opens_with_its_own_board(make_window):
    from ludotheque.gui.main_window import make_board

    registry = make_registry()
    window = make_window(registry, with_worker=False)
    for game_id, info in sorted(registry.games.items()):
        low = info.players[0]
        seats = (Seat(HUMAN, "Ann"),) + tuple(Seat("random") for _ in range(max(low, 2) - 1))
        seats = seats[:max(low, min(2, info.players[1]))]
        controller = window.start_match(game_id, NewGameChoice(seats, {}), seed=1,
                                        autoplay=False)
        board = window.board_host.board
        assert board.state is not None, game_id
        if info.board_widget:
            _, problem = make_board(info)
            assert problem is None, f"{game_id}: {problem}"
        controller.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_menu_gives_each_entry_its_own_access_key(make_window, language: str) -> None:
    """Alt and a letter opens one entry of a menu, never two (in each language)."""
    import re

    from PySide6.QtWidgets import QMenu

    window = make_window(language=language)
    menus = [action.menu() for action in window.menuBar().actions() if action.menu()]
    keys = [re.search(r"&(?!&)(.)", a.text()) for a in window.menuBar().actions()]
    letters = [k.group(1).lower() for k in keys if k]
    assert len(letters) == len(set(letters)), letters
    while menus:
        menu: QMenu = menus.pop()
        menus.extend(a.menu() for a in menu.actions() if a.menu())
        found = [re.search(r"&(?!&)(.)", a.text()) for a in menu.actions()
                 if not a.isSeparator() and a.isVisible()]
        letters = [k.group(1).lower() for k in found if k]
        assert len(letters) == len(set(letters)), (menu.title(), letters)



class CustomOptions(OptionsDialog):
    """A game's own options dialog (as a plugin names it)."""


def test_an_options_dialog_that_is_no_options_dialog_falls_back_to_the_generic_one(
        make_window) -> None:
    """The new-game dialog reads the options back with ``values()``: a plugin's dialog
    class without it (any QDialog) is replaced by the generic form, a subclass of
    OptionsDialog is used."""
    import dataclasses

    from ludotheque.gui.new_game_dialog import options_dialog_class

    info = make_window(with_worker=False).info("stones")
    assert options_dialog_class(info) is OptionsDialog
    plain = dataclasses.replace(info, options_dialog="PySide6.QtWidgets:QDialog")
    assert options_dialog_class(plain) is OptionsDialog
    own = dataclasses.replace(info, options_dialog=f"{__name__}:CustomOptions")
    assert options_dialog_class(own) is CustomOptions
