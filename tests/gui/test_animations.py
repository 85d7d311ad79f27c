"""Animations finish: the host never sets a board to the position it already shows,
and the dice and the computer's moves wait for the board's animation."""

from __future__ import annotations

import ludotheque_mancala.plugin
import ludotheque_testgames.plugin as testgames

from ludotheque.core.match import AI, HUMAN, RANDOM, Match, Seat
from ludotheque.core.plugins.registry import PluginRegistry
from ludotheque.gui.board_host import BoardHost
from ludotheque.gui.controller import MatchController
from ludotheque.gui.generic_board import GenericBoard
from ludotheque.gui.new_game_dialog import NewGameChoice


def registry_of(*plugins: tuple[str, object]) -> PluginRegistry:
    registry = PluginRegistry()
    for name, plugin in plugins:
        assert registry.register_object(plugin, name).status == "ok"
    return registry


class SlowBoard(GenericBoard):
    """A board whose animation of each new position runs until :meth:`finish`."""

    def __init__(self, info, parent=None) -> None:
        super().__init__(info, parent)
        self.animating = False
        self.positions: list[tuple[object, bool]] = []

    def set_position(self, state, **kwargs) -> None:
        self.positions.append((state, kwargs.get("animate", False)))
        if self.animating:  # a new position cuts the running animation
            self.finish()
        super().set_position(state, **kwargs)

    def position_changed(self, previous) -> None:
        super().position_changed(previous)
        self.animating = previous is not None

    def is_animating(self) -> bool:
        return self.animating

    def finish(self) -> None:
        if self.animating:
            self.animating = False
            self.animation_finished.emit()


def hosted(qtbot, game_id: str, seats, worker=None, seed: int = 3):
    """A board host showing a new match of *game_id* on a :class:`SlowBoard`."""
    registry = registry_of(("testgames", testgames))
    info = registry.game(game_id)
    controller = MatchController(Match(info.game, {}, seats, seed), info, worker=worker,
                                 delays=False)
    host = BoardHost()
    qtbot.addWidget(host)
    host.resize(1000, 650)
    host.show()
    board = SlowBoard(info)
    host.attach(controller, board)
    controller.start()
    return host, controller, board


def test_the_mancala_sowing_plays_to_its_end_before_the_computer_moves(make_window, qtbot,
                                                                      monkeypatch):
    events: list[tuple[str, int]] = []  # what happened, in order
    ready = MatchController.view_ready

    def view_ready(controller) -> None:  # the board's animation ended (or a poll)
        before = len(controller.match)
        ready(controller)
        if len(controller.match) != before:
            events.append(("released after the animation", before))

    monkeypatch.setattr(MatchController, "view_ready", view_ready)
    window = make_window(registry_of(("mancala", ludotheque_mancala.plugin)))
    seats = (Seat(HUMAN, "Ann"), Seat(AI, level="beginner"))
    controller = window.start_match("kalah", NewGameChoice(seats, {}), seed=1)
    board = window.board_host.board
    assert type(board).__name__ == "MancalaBoardWidget"
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    state = controller.match.state
    move = next(m for m in state.legal_moves() if state.apply(m).current_player == 1)
    board._timer.timeout.connect(  # a frame of the animation is shown
        lambda: events.append(("frame", board._frame_index)) if board.is_animating() else None)
    controller.changed.connect(lambda: events.append(("played", len(controller.match))))
    board.move_requested.emit(move)
    count = len(board._frames)
    assert count > 3 and board.is_animating()
    qtbot.waitUntil(lambda: len(controller.match) >= 2, timeout=15000)
    # Every frame of Ann's sowing was shown, to its end, before the computer's move.
    assert events[:count + 2] == [("played", 1), *(("frame", i) for i in range(1, count)),
                                  ("played", 2), ("released after the animation", 1)]
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=15000)  # the computer's sowing


def test_the_dice_wait_for_the_animation(qtbot):
    host, controller, board = hosted(qtbot, "pig", (Seat(HUMAN, "Ann"), Seat(HUMAN, "Bob")))
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    assert controller.request_move("roll")
    assert board.is_animating()
    qtbot.waitUntil(lambda: controller.waiting_for_views)
    assert len(controller.match) == 1  # not rolled yet
    assert host.status_text.full_text() == "Rolling the dice…"
    board.finish()
    qtbot.waitUntil(lambda: len(controller.match) == 2)
    assert not controller.waiting_for_views


def end_anns_turn(controller, board) -> None:
    """Ann takes a stone (its animation finished at once), then ends her turn."""
    assert controller.request_move("take")
    board.finish()
    assert controller.request_move("end")


def test_the_random_players_move_waits_for_the_animation(qtbot):
    host, controller, board = hosted(qtbot, "stones", (Seat(HUMAN, "Ann"), Seat(RANDOM)))
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    end_anns_turn(controller, board)
    qtbot.waitUntil(lambda: controller.waiting_for_views)
    assert len(controller.match) == 2
    board.finish()
    qtbot.waitUntil(lambda: len(controller.match) == 3)


def test_the_computer_thinks_meanwhile_and_its_move_waits(qtbot, worker):
    host, controller, board = hosted(qtbot, "stones", (Seat(HUMAN, "Ann"), Seat(AI)),
                                     worker=worker)
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    end_anns_turn(controller, board)
    qtbot.waitUntil(lambda: controller.waiting_for_views, timeout=15000)  # it has its move
    assert len(controller.match) == 2 and controller.thinking_seat == 1
    played: list[tuple[object, bool]] = []  # as its move is shown
    controller.changed.connect(lambda: played.append(
        (controller.thinking_seat, controller.waiting_for_views)) if not played else None)
    board.finish()
    qtbot.waitUntil(lambda: len(controller.match) == 3)
    assert played == [(None, False)]
    controller.close()
    worker.cancel()


def test_undo_forgets_a_move_that_waits(qtbot):
    host, controller, board = hosted(qtbot, "stones", (Seat(HUMAN, "Ann"), Seat(RANDOM)))
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    end_anns_turn(controller, board)
    qtbot.waitUntil(lambda: controller.waiting_for_views)
    controller.undo()
    assert not controller.waiting_for_views and len(controller.match) == 2
    cursor = controller.match.cursor
    assert cursor < 2
    board.finish()  # nothing waits any more: the position stays
    assert controller.match.cursor == cursor and len(controller.match) == 2


def test_a_board_is_never_set_again_to_the_position_it_shows(qtbot):
    host, controller, board = hosted(qtbot, "stones", (Seat(HUMAN, "Ann"), Seat(RANDOM)))
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    before = len(board.positions)
    end_anns_turn(controller, board)
    host.refresh()  # what every signal of the controller does
    controller.thinking_changed.emit(True)
    assert len(board.positions) == before + 2 and board.positions[-1][1]  # animated
    assert board.is_animating()
    board.finish()
    qtbot.waitUntil(lambda: len(controller.match) == 3)
    assert len(board.positions) == before + 3
    shown = [state for state, _ in board.positions]
    assert all(a != b for a, b in zip(shown, shown[1:]))
