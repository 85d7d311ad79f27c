"""The board widget: clicks, keys, hints, replay frames and best scores."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from ludotheque_forts.plugin import game_info, ludotheque_match_did_finish
from ludotheque_forts.qt.board_widget import FortsBoardWidget
from ludotheque_forts.records import FILE_NAME, load_table
from ludotheque_forts.rules import Place, Roll
from ludotheque_forts.rules.frames import EVALUATED, PLACED, START
from ludotheque_forts.rules.heuristics import rollout
from PySide6.QtCore import QPoint, Qt

from ludotheque.core import LOADED, PLAYED, REPLAYED, MatchFinished, SeatInfo

INFO = game_info()


@pytest.fixture
def board(qtbot):
    widget = FortsBoardWidget(INFO)
    qtbot.addWidget(widget)
    widget.resize(1024, 600)
    widget.show()
    return widget


def show(widget, state, interactive=True):
    widget.set_position(state, viewer=0, legal_moves=state.legal_moves(),
                        interactive=interactive)


def centre(widget, col, row) -> QPoint:
    return widget.cell_rect(row * widget.shown_state().cols + col).center().toPoint()


def played_game(seed: int, options: dict | None = None, turns: int | None = None):
    rng = random.Random(seed)
    state = INFO.game.new_state(options or {})
    while not state.is_over() and (turns is None or state.turns < turns or state.is_chance):
        state = state.apply(state.sample_chance(rng) if state.is_chance else rollout(state, rng))
    return state


def test_click_places_the_chosen_value(board, qtbot) -> None:
    show(board, INFO.game.new_state())
    qtbot.keyClick(board, Qt.Key.Key_5)
    assert board.value == 5
    with qtbot.waitSignal(board.move_requested) as signal:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, 5, 4))
    assert signal.args == [Place(5, 4, 5)]


def test_palette_click_chooses_the_value(board, qtbot) -> None:
    show(board, INFO.game.new_state())
    rect = board.palette_rects()[2]
    with qtbot.waitSignal(board.value_changed) as signal:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert signal.args == [3] and board.value == 3
    with qtbot.waitSignal(board.move_requested) as moved:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, 0, 0))
    assert moved.args == [Place(0, 0, 3)]


def test_clicks_that_request_nothing(board, qtbot) -> None:
    show(board, INFO.game.new_state())
    requested = []
    board.move_requested.connect(requested.append)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, 4, 4))  # the fort
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(2, 2))  # outside
    rect = board.cell_rect(0)
    board_rect = board.board_layout().board
    for point in (board_rect.bottomRight(), board_rect.topRight(), board_rect.bottomLeft()):
        board.cell_at(point)  # exactly on the far edges: no crash
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=point.toPoint())
    assert board.cell_at(board_rect.bottomRight()) is None
    assert rect.width() > 4
    show(board, INFO.game.new_state(), interactive=False)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, 5, 4))
    assert requested == [] or all(isinstance(m, Place) for m in requested)
    # only the edge clicks (legal cells on the border) may have asked for a move
    assert Place(4, 4, 1) not in requested and Place(5, 4, 1) not in requested


def test_dead_cells_and_next_to_fort_refuse_clicks(board, qtbot) -> None:
    state = INFO.game.new_state({"placement": "next_to_fort"})
    show(board, state)
    requested = []
    board.move_requested.connect(requested.append)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, 10, 4))
    assert requested == []
    dead = state.apply(Place(5, 4, 2)).apply(Roll(2))
    show(board, dead)
    assert dead.is_over()  # the fort fell with its only territory
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, 5, 4))
    assert requested == []


def test_value_and_survival_keys(board, qtbot) -> None:
    show(board, INFO.game.new_state())
    for key, value in ((Qt.Key.Key_6, 6), (Qt.Key.Key_2, 2), (Qt.Key.Key_9, 2)):
        qtbot.keyClick(board, key)
        assert board.value == value
    qtbot.keyClick(board, Qt.Key.Key_S)
    assert board.hints
    qtbot.keyClick(board, Qt.Key.Key_S)
    assert not board.hints


def test_hints_mark_where_a_territory_lives(board) -> None:
    state = INFO.game.new_state()
    show(board, state)
    board.set_value(3)
    hints = board.hint_cells()
    geo = state.geo
    assert hints[geo.index(5, 4)] == 5  # next to the fort: lives unless a 3 is rolled
    assert hints[geo.index(15, 1)] == 0  # far away: always dies
    assert set(hints) == set(state.legal_cells())


def test_replay_steps_through_every_frame(board, qtbot) -> None:
    state = played_game(11)
    assert state.is_over() and state.turns >= 2
    show(board, state, interactive=False)
    frames = board.frames()
    assert len(frames) == 1 + 2 * state.turns
    assert board.describe()["frame_kind"] == EVALUATED and board.replay_index is None
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    assert board.replay_index == len(frames) - 2
    assert board.describe()["frame_kind"] == PLACED
    assert board.shown_state().is_chance and board.shown_state().report.die == 0
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    assert board.describe()["frame_kind"] == EVALUATED
    assert board.describe()["frame_turn"] == state.turns - 1
    qtbot.keyClick(board, Qt.Key.Key_Home)
    assert board.replay_index == 0 and board.describe()["frame_kind"] == START
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    assert board.replay_index == 0
    kinds = []
    for _ in range(len(frames) - 1):
        qtbot.keyClick(board, Qt.Key.Key_PageDown)
        kinds.append(board.describe()["frame_kind"])
    assert kinds == [PLACED, EVALUATED] * state.turns
    assert board.replay_index is None  # back to the live position
    qtbot.keyClick(board, Qt.Key.Key_PageDown)
    assert board.replay_index is None
    board.grab()  # paints every kind of frame without error


def test_no_move_is_requested_during_replay(board, qtbot) -> None:
    state = played_game(5, turns=3)
    show(board, state)
    requested = []
    board.move_requested.connect(requested.append)
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    assert board.is_replaying()
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, 0, 0))
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert requested == []
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert not board.is_replaying()


def test_no_stale_frames_from_an_earlier_game(board, qtbot) -> None:
    long_game = played_game(11)
    show(board, long_game, interactive=False)
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    fresh = INFO.game.new_state({"columns": 8, "rows": 6})
    show(board, fresh)
    assert board.replay_index is None
    assert len(board.frames()) == 1 and board.shown_state() is fresh
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    assert board.replay_index is None and board.shown_state() is fresh
    after = fresh.apply(Place(3, 4, 2)).apply(Roll(6))
    show(board, after)
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    assert board.shown_state().cols == 8 and board.describe()["frames"] == 3


def finished(state, origin=PLAYED, kind="human"):
    """The event the host sends when a match of *state* ends."""
    seat = SeatInfo(0, "Ada", kind, None if kind != "ai" else "strong", "#c0392b")
    return MatchFinished("forts_and_ruins", {}, (seat,), state.outcome(), state, origin,
                         state.turns, 11)


def test_best_scores_are_recorded_by_the_match_event_and_shown(board, _isolated_data: Path
                                                               ) -> None:
    state = played_game(11)
    ludotheque_match_did_finish(finished(state))
    show(board, state, interactive=False)
    entries, rank = board.best_scores()
    assert rank == 1 and entries[0].score == state.turns
    assert load_table(_isolated_data / FILE_NAME).entries("18x9")[0].score == state.turns
    ludotheque_match_did_finish(finished(state, REPLAYED))  # stepped through again
    ludotheque_match_did_finish(finished(state))  # told twice: recorded once
    assert len(load_table(_isolated_data / FILE_NAME).entries("18x9")) == 1
    board.grab()


def test_the_host_tells_the_plugin_even_when_it_was_only_cached(_isolated_data: Path
                                                                 ) -> None:
    """A start from the discovery cache imports no plugin: the end of a match still
    reaches this one, which is imported to be told."""
    from ludotheque.core.plugins.registry import make_registry

    make_registry()  # writes the discovery cache
    registry = make_registry()
    name = registry.game_plugin[INFO.id]
    assert registry.plugins[name].lazy
    state = played_game(11)
    registry.match_finished(finished(state))
    assert not registry.plugins[name].lazy
    assert load_table(_isolated_data / FILE_NAME).entries("18x9")[0].score == state.turns


def test_a_board_never_writes_the_scores(board, _isolated_data: Path) -> None:
    """Showing somebody else's finished game (a file, a replay) records nothing: only
    a game played here by a person does, through the match event."""
    state = played_game(11)
    show(board, state, interactive=False)
    assert board.best_scores() == ((), None)
    assert not (_isolated_data / FILE_NAME).exists()
    for origin, kind in ((LOADED, "human"), (REPLAYED, "human"), (PLAYED, "ai")):
        ludotheque_match_did_finish(finished(state, origin, kind))
    assert not (_isolated_data / FILE_NAME).exists()


def test_corrupt_scores_file_does_not_break_the_board(board, _isolated_data: Path) -> None:
    (_isolated_data / FILE_NAME).write_text("{broken", encoding="utf-8")
    state = played_game(11)
    ludotheque_match_did_finish(finished(state))
    show(board, state, interactive=False)
    assert board.best_scores()[1] == 1
    board.grab()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600), (600, 800), (300, 200)])
def test_paints_at_any_size(board, size) -> None:
    board.resize(*size)
    state = played_game(3, {"placement": "next_to_fort"}, turns=6)
    show(board, state)
    board.set_hints(True)
    image = board.grab()
    assert not image.isNull()
    if not state.is_over():
        show(board, state.apply(rollout(state, random.Random(0))))
        board.grab()
