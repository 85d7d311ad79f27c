"""A game's code that fails at run time is reported, never swallowed: a game that
cannot start says why, a move, a chance step or an autosave that raises says so in
the window, the computer player's failure is told, and the log keeps the traceback."""

from __future__ import annotations

import sys

from ludotheque_testgames.pig import PigState
from ludotheque_testgames.stones import StonesGame, StonesState
from PySide6.QtCore import QObject, Signal

from ludotheque.core.logs import log_path
from ludotheque.core.match import AI, HUMAN, Seat
from ludotheque.gui.new_game_dialog import NewGameChoice


def logged() -> str:
    return log_path().read_text(encoding="utf-8") if log_path().exists() else ""


def two_humans() -> NewGameChoice:
    return NewGameChoice((Seat(HUMAN, name="A"), Seat(HUMAN, name="B")), {})


def test_a_game_that_cannot_start_says_why(make_window, monkeypatch) -> None:
    def broken(self, options, players, seed):
        raise RuntimeError("no board today")

    monkeypatch.setattr(StonesGame, "initial_state", broken)
    window = make_window()
    assert window.start_match("stones", two_humans(), seed=1) is None
    box = window.last_message_box
    assert box is not None and box.isVisible()
    assert "Stones could not start: RuntimeError: no board today" in box.text()
    assert str(log_path()) in box.text()
    assert window.controller is None and window.stack.currentWidget() is window.start_page
    assert "Traceback" in logged() and "no board today" in logged()


def test_a_move_that_raises_says_why_and_changes_nothing(make_window, monkeypatch) -> None:
    window = make_window()
    controller = window.start_match("stones", two_humans(), seed=1)

    def broken(self, move):
        raise ZeroDivisionError("division by zero in the rules")

    monkeypatch.setattr(StonesState, "apply", broken)
    window.board_host.board.move_requested.emit("take")
    assert controller.match.moves == []
    message = window.statusBar().currentMessage()
    assert message.startswith("The game could not play this move: ZeroDivisionError: "
                              "division by zero in the rules.")
    assert "division by zero in the rules" in logged()


def test_an_autosave_that_fails_says_so(make_window, monkeypatch) -> None:
    window = make_window()
    controller = window.start_match("stones", two_humans(), seed=1)

    def unwritable(move):
        raise TypeError("a move that JSON cannot hold")

    monkeypatch.setattr(controller.match.game, "move_to_json", unwritable)
    window.board_host.board.move_requested.emit("take")
    assert controller.match.moves == ["take"]  # the move is played, the save is not
    assert window.statusBar().currentMessage() == (
        "Autosave failed: the game could not be written down "
        "(TypeError: a move that JSON cannot hold)")
    assert "a move that JSON cannot hold" in logged()


def test_a_chance_step_that_raises_says_so(make_window, monkeypatch, qtbot) -> None:
    def broken(self, rng):
        raise ValueError("the die fell off the table")

    window = make_window()
    monkeypatch.setattr(PigState, "sample_chance", broken, raising=False)
    controller = window.start_match("pig", two_humans(), seed=1)
    roll = next(m for m in controller.match.state.legal_moves() if str(m) == "roll")
    window.board_host.board.move_requested.emit(roll)
    qtbot.waitUntil(lambda: "chance step" in window.statusBar().currentMessage(), timeout=5000)
    assert "ValueError: the die fell off the table" in window.statusBar().currentMessage()
    assert "the die fell off the table" in logged()


class FailingWorker(QObject):
    """A computer player whose process fails at every job."""

    move_ready = Signal(int, object)
    failed = Signal(int, str)
    busy_changed = Signal(bool)
    busy = False

    def request(self, game_id, view, kind, level, seed) -> int:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: self.failed.emit(
            7, "Traceback (most recent call last):\n  ...\nMemoryError: out of memory"))
        return 7

    def cancel(self) -> None:
        pass


def test_a_failed_computer_player_is_told_and_a_random_move_keeps_the_game_going(
        make_window, qtbot) -> None:
    window = make_window(with_worker=False)
    window.context.worker = FailingWorker()
    seats = (Seat(AI, name="Bot", level="beginner"), Seat(HUMAN, name="B"))
    controller = window.start_match("stones", NewGameChoice(seats, {}), seed=1)
    qtbot.waitUntil(lambda: bool(controller.match.moves), timeout=5000)
    assert window.statusBar().currentMessage() == (
        "The computer player failed (MemoryError: out of memory); it played a random move "
        "instead. Details are in the log.")
    assert "MemoryError: out of memory" in logged()


class UnsendablePlayers:
    """A registry whose game registered knowledge the computer player's process cannot
    receive (a lambda does not pickle)."""

    def players_for(self, game_id):
        from ludotheque.core import GameKnowledge

        return GameKnowledge(game_id, evaluate=lambda state, player: 0.5), None


def test_a_computer_player_that_cannot_be_sent_is_told_and_never_thinks_forever(
        make_window, worker, monkeypatch, qtbot) -> None:
    monkeypatch.setattr(worker, "registry", UnsendablePlayers())
    window = make_window()
    seats = (Seat(AI, name="Bot", level="beginner"), Seat(HUMAN, name="B"))
    controller = window.start_match("stones", NewGameChoice(seats, {}), seed=1)
    # Each of the computer's steps fails to be sent and is played at random; its turn
    # (take 1 to 3 stones, then end) then passes to the human.
    qtbot.waitUntil(lambda: controller.human_to_move() == 1, timeout=5000)
    assert controller.thinking_seat is None and controller.match.moves
    message = window.statusBar().currentMessage()
    assert message.startswith("The computer player failed (") and "random move" in message
    assert "asking the computer player" in logged()
    assert not controller.request_hint()  # the hint, asked the same way, is refused too
    assert "asking for a hint" in logged()


def test_errors_reaching_the_event_loop_are_logged_and_shown(make_window,
                                                             monkeypatch) -> None:
    from ludotheque.gui.app import report_uncaught_errors

    window = make_window()
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored afterwards
    report_uncaught_errors(window)
    try:
        raise KeyError("paint")
    except KeyError as exc:
        sys.excepthook(type(exc), exc, exc.__traceback__)
    assert window.statusBar().currentMessage() == (
        "Something went wrong: KeyError: 'paint'. The details are in the log.")
    assert "Traceback" in logged() and "KeyError: 'paint'" in logged()



def test_a_rematch_that_cannot_start_says_why_and_keeps_the_game(make_window,
                                                                 monkeypatch) -> None:
    window = make_window()
    controller = window.start_match("stones", two_humans(), seed=1)
    window.board_host.board.move_requested.emit("take")

    def broken(self, options, players, seed):
        raise RuntimeError("no new pile")

    monkeypatch.setattr(StonesGame, "initial_state", broken)
    window.restart()
    assert "Stones could not start: RuntimeError: no new pile" in window.last_message_box.text()
    assert window.controller is controller and controller.match.moves == ["take"]
