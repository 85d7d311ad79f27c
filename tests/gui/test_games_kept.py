"""No game is ever lost: a game left for the start page or for another game stays to
continue, Restart and Resign are undone by Undo, the title marks unsaved moves, and
the actions on a game are off while no game is on screen."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from ludotheque.core.match import HUMAN, Seat
from ludotheque.gui.new_game_dialog import NewGameChoice


def humans(*names: str) -> tuple[Seat, ...]:
    return tuple(Seat(HUMAN, name=name) for name in names)


def play(window, *moves: str) -> None:
    for move in moves:
        assert window.controller.request_move(move), move


GAME_ACTIONS = ("save", "save_as", "restart", "resign", "undo", "redo", "hint", "previous",
                "next", "home", "rules")


def test_a_game_left_for_another_comes_back_with_every_move(make_window):
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {"stones": 15}), seed=1)
    play(window, "take", "take", "end", "take")
    window.actions_.undo.trigger()  # the undone move comes back with Redo
    first = window.controller.match
    first_steps, first_cursor = first.steps, first.cursor
    window.actions_.home.trigger()  # Back to the games
    assert window.controller is None
    [left] = window.start_page.banners
    assert left.left and left.title.text() == "Return to Stones"
    assert "Ann, Bob" in left.text.text() and "4 moves" in left.text.text()
    assert "today at" in left.text.text()

    # Another game: started from the start page, played, then left for a third one.
    window.start_match("pig", NewGameChoice(humans("Cleo", "Dan"), {}), seed=2)
    play(window, "roll")
    window.actions_.home.trigger()
    assert [banner.info.id for banner in window.start_page.banners] == ["pig", "stones"]
    assert window.start_page.banners[0].left and not window.start_page.banners[1].left
    assert window.start_page.banners[1].title.text() == "Stones"

    # Back to the first game: every move is there, Undo and Redo as they were.
    window.start_page.banners[1].resume.click()
    match = window.controller.match
    assert match.steps == first_steps and match.cursor == first_cursor
    assert [seat.name for seat in match.seats] == ["Ann", "Bob"]
    assert window.actions_.redo.isEnabled()
    window.actions_.redo.trigger()
    assert match.moves == ["take", "take", "end", "take"] and match.cursor == 4
    # The other game waits on the start page meanwhile.
    [other] = window.context.autosave.resumable()[1:]
    assert other.game_id == "pig" and other.moves == 1


def test_starting_or_opening_another_game_keeps_the_one_on_screen(make_window, tmp_path):
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {}), seed=1)
    play(window, "take")
    window.save_to(tmp_path / "saved.ludo")
    window.start_match("stones", NewGameChoice(humans("Eve", "Fay"), {}), seed=3)
    assert "Your game of Stones is kept" in window.statusBar().currentMessage()
    play(window, "take", "take")
    assert window.open_file(tmp_path / "saved.ludo")
    kept = window.context.autosave.resumable()
    assert sorted(item.moves for item in kept) == [1, 2]
    # Nobody has moved in the game opened: leaving it keeps the file's autosave only.
    window.actions_.home.trigger()
    assert sorted(item.moves for item in window.context.autosave.resumable()) == [1, 2]


def test_opening_a_file_again_continues_its_autosave(make_window, tmp_path):
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {}), seed=1)
    play(window, "take", "end")
    path = tmp_path / "game.ludo"
    assert window.save_to(path)
    window.actions_.home.trigger()
    [item] = window.context.autosave.resumable()
    assert item.file == str(path.resolve())
    assert window.start_page.banners[0].text.text().endswith("game.ludo")
    assert window.open_file(path)  # the same steps: the same autosave, not a second one
    assert window.controller.autosave_key == item.key
    play(window, "take")
    window.actions_.home.trigger()
    assert window.open_file(path)  # the autosave has a move more: both stay
    assert window.controller.autosave_key != item.key
    window.actions_.home.trigger()
    assert sorted(i.moves for i in window.context.autosave.resumable()) == [2, 3]


def test_opening_the_file_of_the_game_on_screen_keeps_nothing_aside(make_window, tmp_path):
    """Open Recent on the game just saved: the same game goes on, under the same
    autosave, and the window does not say it kept another."""
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {}), seed=1)
    play(window, "take", "end")
    path = tmp_path / "game.ludo"
    assert window.save_to(path)
    key = window.controller.autosave_key
    assert window.open_file(path)
    assert window.controller.autosave_key == key
    assert "is kept" not in window.statusBar().currentMessage()
    play(window, "take")  # still the lock holder: the autosave follows the game
    [item] = window.context.autosave.resumable()
    assert item.key == key and item.moves == 3


def test_a_resumed_game_knows_its_file_and_whether_it_lacks_moves(make_window, tmp_path):
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {}), seed=1)
    play(window, "take")
    path = tmp_path / "game.ludo"
    assert window.save_to(path)
    play(window, "take")
    window.actions_.home.trigger()
    window.start_page.banners[0].resume.click()
    assert window.file_path == path and window.is_modified()
    assert window.windowTitle() == "game.ludo · Stones[*] — Ludothèque"
    assert window.isWindowModified()
    window.actions_.save.trigger()  # to its file, without asking
    assert not window.isWindowModified()
    window.actions_.home.trigger()
    window.start_page.banners[0].resume.click()
    assert window.file_path == path and not window.is_modified()


def test_the_title_marks_moves_not_saved(make_window, tmp_path):
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {}), seed=1)
    assert "[*]" in window.windowTitle() and not window.isWindowModified()
    play(window, "take")
    assert window.isWindowModified()  # never saved
    assert window.save_to(tmp_path / "a.ludo")
    assert not window.isWindowModified()
    play(window, "take")
    assert window.isWindowModified()
    window.actions_.undo.trigger()  # back to the steps saved
    play(window, "end")
    assert window.isWindowModified()
    window.actions_.home.trigger()
    assert window.windowTitle() == "Ludothèque" and not window.isWindowModified()


def test_actions_on_a_game_are_off_while_no_game_is_on_screen(make_window, qtbot):
    window = make_window()
    actions = window.actions_
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {}), seed=1)
    play(window, "take", "take")
    window.actions_.undo.trigger()
    on_screen = {name for name in GAME_ACTIONS if getattr(actions, name).isEnabled()}
    assert on_screen >= {"save", "save_as", "restart", "resign", "undo", "redo", "previous",
                         "home"}
    actions.new.trigger()  # Game ▸ New: the start page
    assert window.stack.currentWidget() is window.start_page
    assert [name for name in GAME_ACTIONS if getattr(actions, name).isEnabled()] == []
    # Triggered anyway (a shortcut): nothing happens to the game left.
    for name in GAME_ACTIONS:
        getattr(actions, name).trigger()
    assert window.stack.currentWidget() is window.start_page
    [item] = window.context.autosave.resumable()
    assert item.moves == 2


def test_restart_keeps_the_game_and_undo_goes_back_to_it(make_window):
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {"stones": 15}), seed=1)
    play(window, "take", "take", "end")
    first = window.controller.match.steps
    window.actions_.restart.trigger()
    assert window.controller.match.moves == []
    assert "Undo goes back to it" in window.statusBar().currentMessage()
    assert window.actions_.undo.isEnabled()
    window.actions_.undo.trigger()
    assert window.controller.match.steps == first
    # The new game had no move: nothing is left of it.
    assert [item.key for item in window.context.autosave.resumable()] == [
        window.controller.autosave_key]
    # Restarted and played: Undo takes the moves back first, then returns; the
    # restarted game stays to continue.
    window.actions_.restart.trigger()
    play(window, "take")
    window.actions_.undo.trigger()
    assert window.controller.match.cursor == 0 and window.controller.match.moves == ["take"]
    window.actions_.undo.trigger()
    assert window.controller.match.steps == first
    window.actions_.home.trigger()
    assert [item.moves for item in window.context.autosave.resumable()] == [3, 1]


def test_a_rematch_after_the_end_offers_no_way_back(make_window):
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {"stones": 5}), seed=1)
    play(window, "take", "take", "take", "end", "take", "take")
    assert window.controller.match.is_over
    window.restart()
    assert not window.actions_.undo.isEnabled()
    assert window.context.autosave.resumable() == []


def test_resign_is_undone_by_undo(make_window):
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {}), seed=1)
    play(window, "take", "end")
    window.actions_.resign.trigger()
    match = window.controller.match
    assert match.is_over and window.board_host.end_panel.isVisible()
    assert "Undo takes the resignation back" in window.statusBar().currentMessage()
    assert window.actions_.undo.isEnabled()
    window.actions_.undo.trigger()
    assert not match.is_over and not window.board_host.end_panel.isVisible()
    assert window.controller.human_to_move() == 1
    assert window.actions_.resign.isEnabled() and window.actions_.redo.isEnabled()
    # The autosave, dropped at the end, is back.
    assert window.context.autosave.path_for(window.controller.autosave_key).exists()
    window.actions_.home.trigger()
    assert [item.moves for item in window.context.autosave.resumable()] == [2]


def test_a_finished_game_or_a_discarded_one_is_gone(make_window):
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {"stones": 5}), seed=1)
    play(window, "take", "take", "take", "end", "take", "take")
    window.actions_.home.trigger()
    assert window.start_page.banners == []
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {}), seed=1)
    play(window, "take")
    window.actions_.home.trigger()
    [banner] = window.start_page.banners
    banner.discard.click()
    assert window.start_page.banners == [] and window.context.autosave.resumable() == []


def test_every_unfinished_game_is_listed(make_window):
    window = make_window()
    for seed in range(5):
        window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {}), seed=seed)
        play(window, *["take", "take", "end", "take", "take"][:seed + 1])
    window.actions_.home.trigger()
    page = window.start_page
    assert [banner.item.moves for banner in page.banners] == [5, 4, 3, 2, 1]
    assert [banner.isVisible() for banner in page.banners] == [True] * 3 + [False] * 2
    assert page.more.text() == "Show all 5 unfinished games"
    page.more.click()
    assert all(banner.isVisible() for banner in page.banners)
    assert page.more.text() == "Show fewer"


def test_quitting_with_moves_the_file_lacks_asks_first(make_window, tmp_path):
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {}), seed=1)
    play(window, "take")
    path = tmp_path / "game.ludo"
    assert window.save_to(path)
    play(window, "take")
    assert not window.close()
    box = window.findChild(QMessageBox, "quitQuestion")
    assert box is not None and box.isVisible() and "game.ludo" in box.text()
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert window.isVisible() and window.controller is not None
    assert not window.close()
    box = window.last_message_box
    box.button(QMessageBox.StandardButton.Save).click()
    assert not window.isVisible()
    from ludotheque.core.saves import load_match

    assert load_match(path, lambda gid: window.registry.game(gid).game).match.moves == [
        "take", "take"]
    # The game is not over: it stays on the start page of the next start too.
    [item] = window.context.autosave.resumable()
    assert item.moves == 2 and Path(item.file) == path.resolve()


def test_quitting_a_finished_game_the_file_lacks_says_its_moves_would_be_lost(
        make_window, tmp_path):
    """A finished game does not stay on the start page: the question says that not
    saving loses its last moves."""
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {"stones": 5}), seed=1)
    play(window, "take")
    assert window.save_to(tmp_path / "game.ludo")
    play(window, "take", "take", "end", "take", "take")
    assert window.controller.match.is_over
    assert not window.close()
    box = window.last_message_box
    assert "finished game" in box.text() and "If you do not, they are lost." in box.text()
    assert "stays on the start page" not in box.text()
    box.button(QMessageBox.StandardButton.Discard).click()
    assert not window.isVisible() and window.context.autosave.resumable() == []


def test_the_hint_is_a_sentence_and_goes_with_the_move(make_window, qtbot):
    window = make_window()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {}), seed=1)
    bar = window.statusBar()
    window.actions_.hint.trigger()
    assert bar.currentMessage() == "Looking for a good move…"
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("Hint: "), timeout=30000)
    move = window.controller.hint
    assert bar.currentMessage() == f"Hint: Ann: {move}"  # the test games' default sentence
    play(window, str(move))
    assert bar.currentMessage() == ""


def test_the_game_left_by_quitting_is_offered_first_at_the_next_start(make_window):
    window = make_window()
    window.start_match("pig", NewGameChoice(humans("Cleo", "Dan"), {}), seed=2)
    play(window, "roll")
    window.actions_.home.trigger()
    window.start_match("stones", NewGameChoice(humans("Ann", "Bob"), {}), seed=1)
    play(window, "take")
    assert window.close()
    again = make_window()  # the next start
    first, second = again.start_page.banners
    assert first.title.text() == "Return to Stones" and first.resume.text() == "Return"
    assert second.title.text() == "Pig" and second.resume.text() == "Resume"
