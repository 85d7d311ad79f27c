"""The sowing animation keeps the board contract (pytest-qt).

``is_animating()`` is true from the position that starts a sowing to its last frame;
``animation_finished`` is emitted exactly once per sowing, when it ends, is
skipped, or is cut short by a different position; setting the position already
shown again (a host refreshing its panels) neither cuts nor replays it.
"""

from __future__ import annotations

import pytest
from ludotheque_mancala import plugin
from ludotheque_mancala.rules import HOUSES
from ludotheque_mancala.rules.engine import DROP, LIFT, TAKE, sow
from PySide6.QtCore import Qt


def _infos():
    infos = []
    plugin.ludotheque_register_games(infos.append)
    return {info.id: info for info in infos}


@pytest.fixture
def make_board(qtbot):
    from ludotheque_mancala.qt.board_widget import MancalaBoardWidget

    def make(game_id="kalah", options=None):
        info = _infos()[game_id]
        board = MancalaBoardWidget(info)
        qtbot.addWidget(board)
        board.resize(900, 500)
        board.show()
        state = info.game.new_state(options or {})
        board.set_position(state, viewer=0, legal_moves=state.legal_moves(), interactive=True)
        return board, state

    return make


def _play(board, before, move, interactive=False):
    """Show *move* played from *before*, animated, as the host does; return the state after."""
    after = before.apply(move)
    board.set_position(after, viewer=0, interactive=interactive,
                       legal_moves=after.legal_moves() if interactive else (),
                       last_move=move, previous=before, animate=True)
    return after


def _expected_boards(before, move):
    """The board after each event of the sowing of *move* from *before*, then the final one."""
    board = list(before.board)
    trace = []
    sow(board, before.lay, before.current_player,
        before.position_of(before.current_player, move), trace)
    current = list(before.board)
    boards = []
    for event in trace:
        if event[0] == LIFT:
            current[event[1]] = 0
        elif event[0] == DROP:
            current[event[1]] += 1
        else:
            assert event[0] == TAKE
            current[event[2]] += current[event[1]]
            current[event[1]] = 0
        boards.append(list(current))
    return boards, sum(1 for event in trace if event[0] == LIFT)


class _Recorder:
    """What the board shows at each frame (read right after the board's own timer slot),
    and each animation_finished with whether the board was still animating then."""

    def __init__(self, board):
        self.board = board
        self.frames = [self._look()]
        self.finished = []
        board._timer.timeout.connect(self._on_tick)
        board.animation_finished.connect(self._on_finished)

    def _look(self):
        data = self.board.describe()
        return data["board"], data["hand"], data["lap"], data["animating"]

    def _on_tick(self):
        if self.board.is_animating():
            self.frames.append(self._look())

    def _on_finished(self):
        self.finished.append((self.board.is_animating(), self.board.describe()["board"]))


def test_host_refresh_during_the_sowing_does_not_cut_it(make_board, qtbot):
    """The human sows, then the host sets the same position again (the computer's
    turn starts): the sowing plays to its last frame and ends once."""
    board, state = make_board()
    board.set_animation_speed(8.0)
    after = _play(board, state, HOUSES[1], interactive=False)
    recorder = _Recorder(board)
    assert board.is_animating()
    qtbot.waitUntil(lambda: len(recorder.frames) >= 2, timeout=5000)
    for _ in range(3):  # refreshes as the controller's signals come
        board.set_position(after, viewer=0, legal_moves=(), interactive=False,
                           last_move=HOUSES[1])
        assert board.is_animating()
    board.set_position(after, viewer=0, interactive=False, last_move=HOUSES[1],
                       previous=state, animate=True)  # the same step again: not replayed
    assert board.is_animating()
    with qtbot.waitSignal(board.animation_finished, timeout=10000):
        pass
    expected, _ = _expected_boards(state, HOUSES[1])
    assert [frame[0] for frame in recorder.frames] == expected
    assert recorder.finished == [(False, list(after.board))]
    assert board.describe()["last_origin"] == 1
    # once over, the same position again is not animated a second time
    board.set_position(after, viewer=0, interactive=False, last_move=HOUSES[1],
                       previous=state, animate=True)
    assert not board.is_animating()
    assert recorder.finished == [(False, list(after.board))]


def test_congkak_relay_laps_play_to_the_end(make_board, qtbot):
    board, state = make_board("congkak", {"houses": 5})
    board.set_animation_speed(20.0)
    state = state.apply(HOUSES[1])
    board.set_position(state, viewer=0, legal_moves=state.legal_moves(), interactive=True)
    move = HOUSES[4]
    expected, laps = _expected_boards(state, move)
    assert laps >= 4  # a long relay
    after = _play(board, state, move)
    recorder = _Recorder(board)
    with qtbot.waitSignal(board.animation_finished, timeout=20000):
        pass
    boards = [frame[0] for frame in recorder.frames]
    assert boards == expected
    assert [frame[2] for frame in recorder.frames] == sorted(frame[2] for frame in
                                                           recorder.frames)
    assert recorder.frames[-1][2] == laps  # every relay lap was shown
    total = sum(state.board)
    assert all(sum(board) + hand == total for board, hand, _, _ in recorder.frames)
    assert recorder.finished == [(False, list(after.board))]
    assert board.describe()["board"] == list(after.board)


def test_a_new_position_ends_the_sowing_first(make_board, qtbot):
    """Undo during the sowing: the board says the sowing ended (not animating any
    more), then shows the new position; a new sowing then starts afresh."""
    board, state = make_board()
    board.set_animation_speed(1.0)
    after = _play(board, state, HOUSES[1])
    recorder = _Recorder(board)
    board.set_position(state, viewer=0, legal_moves=state.legal_moves(), interactive=True)
    assert recorder.finished == [(False, list(after.board))]
    assert not board.is_animating()
    assert board.describe()["board"] == list(state.board)
    other = _play(board, state, HOUSES[0])
    assert board.is_animating()
    board.skip_animation()
    assert len(recorder.finished) == 2 and not board.is_animating()
    assert board.describe()["board"] == list(other.board)
    board.skip_animation()  # nothing running: nothing to say
    assert len(recorder.finished) == 2


def test_a_position_set_when_the_sowing_ends_wins(make_board, qtbot):
    """A host slot on animation_finished that sets a position while the board is being
    given another: the position the slot set is the one shown."""
    board, state = make_board()
    board.set_animation_speed(1.0)
    after = _play(board, state, HOUSES[1])
    newest = after.apply(after.legal_moves()[0])

    def on_finished():
        board.set_position(newest, viewer=0, interactive=False)

    board.animation_finished.connect(on_finished)
    board.set_position(state, viewer=0, legal_moves=state.legal_moves(), interactive=True)
    assert board.describe()["board"] == list(newest.board)
    assert board.state is newest and not board.is_animating()


def test_escape_and_enter_skip_the_sowing(make_board, qtbot):
    board, state = make_board()
    board.set_animation_speed(1.0)
    for key in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Space):
        board.set_position(state, viewer=0, legal_moves=state.legal_moves(), interactive=True)
        after = _play(board, state, HOUSES[2], interactive=True)
        with qtbot.assertNotEmitted(board.move_requested):
            with qtbot.waitSignal(board.animation_finished, timeout=1000):
                qtbot.keyClick(board, key)
        assert board.describe()["board"] == list(after.board)


def test_speed_zero_ends_a_running_sowing(make_board, qtbot):
    board, state = make_board()
    board.set_animation_speed(1.0)
    _play(board, state, HOUSES[2])
    with qtbot.waitSignal(board.animation_finished, timeout=1000):
        board.set_animation_speed(0)
    assert not board.is_animating()
