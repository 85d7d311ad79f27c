"""Forts and Ruins from the keyboard alone, the words for screen readers, and the end
of a game that leaves the final board in sight."""

from __future__ import annotations

import random

import pytest
from ludotheque_forts.plugin import game_info, ludotheque_match_did_finish
from ludotheque_forts.qt.board_widget import FortsBoardWidget
from ludotheque_forts.rules import Place, Roll
from ludotheque_forts.rules.board import FORT
from ludotheque_forts.rules.heuristics import rollout
from ludotheque_forts.rules.state import FortsState
from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTranslator
from PySide6.QtGui import QAccessible, QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from ludotheque.core import PLAYED, MatchFinished, SeatInfo

INFO = game_info()
ARROWS = {(0, 1): Qt.Key.Key_Right, (0, -1): Qt.Key.Key_Left, (1, 0): Qt.Key.Key_Down,
          (-1, 0): Qt.Key.Key_Up}


@pytest.fixture
def board(qtbot):
    widget = FortsBoardWidget(INFO)
    qtbot.addWidget(widget)
    widget.resize(720, 476)
    widget.show()
    widget.activateWindow()
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    return widget


def show(widget, state, interactive=True):
    widget.set_position(state, viewer=0, legal_moves=state.legal_moves(),
                        interactive=interactive and state.current_player == 0)


def walk_to(qtbot, widget, target):
    cols = widget.shown_state().cols
    while widget.cursor_target != target:
        row, col = divmod(widget.cursor_target, cols)
        t_row, t_col = divmod(target, cols)
        step = (0, 1 if t_col > col else -1) if t_col != col else (1 if t_row > row else -1, 0)
        qtbot.keyClick(widget, ARROWS[step])


def played_game(seed: int, turns: int | None = None) -> FortsState:
    rng = random.Random(seed)
    state = INFO.game.new_state({})
    while not state.is_over() and (turns is None or state.turns < turns or state.is_chance):
        state = state.apply(state.sample_chance(rng) if state.is_chance else rollout(state, rng))
    return state


def test_a_whole_game_from_the_keyboard(board, qtbot) -> None:
    """Choose each value with 1-6, walk to the cell with the arrows, place it with
    Return or Space; the weather is the host's."""
    rng = random.Random(1)
    requested = []
    board.move_requested.connect(requested.append)
    state = INFO.game.new_state({})
    show(board, state)
    fort = state.board.index(FORT)
    assert abs(board.cursor_target - fort) in (1, state.cols, state.cols - 1, state.cols + 1)
    while not state.is_over():
        if state.is_chance:
            state = state.apply(state.sample_chance(rng))
            continue
        show(board, state)
        move = rollout(state, rng)
        qtbot.keyClick(board, Qt.Key(Qt.Key.Key_0 + move.value))
        target = state.geo.index(move.col, move.row)
        walk_to(qtbot, board, target)
        qtbot.keyClick(board, Qt.Key.Key_Return if state.turns % 2 else Qt.Key.Key_Space)
        assert requested[-1] == move
        state = state.apply(move)
    assert len(requested) == state.turns >= 10
    show(board, state)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert len(requested) == state.turns  # the game is over: nothing more to place


def test_enter_refuses_an_illegal_cell_and_the_cursor_stops_at_the_edges(board, qtbot) -> None:
    state = INFO.game.new_state({"placement": "next_to_fort"})
    show(board, state)
    requested = []
    board.move_requested.connect(requested.append)
    board.set_cursor_target(0)
    qtbot.keyClick(board, Qt.Key.Key_Up)
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.cursor_target == 0
    qtbot.keyClick(board, Qt.Key.Key_Return)  # a1 is far from the fort
    board.set_cursor_target(state.board.index(FORT))
    qtbot.keyClick(board, Qt.Key.Key_Space)  # on the fort itself
    assert requested == []
    qtbot.keyClick(board, Qt.Key.Key_Right)
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert requested == [Place(5, 4, 1)]


def test_the_replay_keys_do_not_move_the_cursor(board, qtbot) -> None:
    """Page Up/Down, Home, End and Escape are the replay's; the arrows the cursor's,
    in a replay too (to read the cells of the frame shown)."""
    state = played_game(11, turns=4)
    show(board, state)
    board.set_cursor_target(40)
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    assert board.is_replaying() and board.cursor_target == 40
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.is_replaying() and board.cursor_target == 41
    qtbot.keyClick(board, Qt.Key.Key_Home)
    assert board.replay_index == 0
    qtbot.keyClick(board, Qt.Key.Key_End)
    assert not board.is_replaying()
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert not board.is_replaying() and board.cursor_target == 41


def test_the_board_keys_win_over_the_window_shortcuts(qtbot) -> None:
    """The window binds plain H, Left and Right (hint, history): while the board has
    the focus, its arrows and its keys are its own."""
    window = QMainWindow()
    qtbot.addWidget(window)
    widget = FortsBoardWidget(INFO)
    window.setCentralWidget(widget)
    triggered = []
    for key in ("Left", "Right", "Up", "Down", "Return", "Space", "S", "3", "PgUp", "Home"):
        action = QAction(key, window)
        action.setShortcuts([QKeySequence(key)])
        action.triggered.connect(lambda _=False, key=key: triggered.append(key))
        window.addAction(action)
    window.resize(900, 560)
    window.show()
    qtbot.waitExposed(window)
    widget.setFocus()
    state = played_game(2, turns=2)
    show(widget, state)
    start = widget.cursor_target
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_3, Qt.Key.Key_S):
        qtbot.keyClick(widget, key)
    assert widget.cursor_target != start and widget.value == 3 and widget.hints
    qtbot.keyClick(widget, Qt.Key.Key_PageUp)
    assert widget.is_replaying()
    assert triggered == []


def test_accessible_words_follow_the_cursor(board, qtbot) -> None:
    state = INFO.game.new_state({}).apply(Place(5, 4, 3)).apply(Roll(6))
    show(board, state)
    board.set_value(2)
    geo = state.geo
    fort = geo.index(4, 4)
    board.set_cursor_target(fort)
    assert board.accessibleName() == "e5: fort" == board.describe()["cursor"]
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.accessibleName() == "f5: territory of value 3"
    qtbot.keyClick(board, Qt.Key.Key_Down)
    assert board.accessibleName() == "f6: empty, you may place a 2 here"
    qtbot.keyClick(board, Qt.Key.Key_S)
    assert board.accessibleName().startswith("f6: empty, you may place a 2 here (it would "
                                             "survive ")
    interface = QAccessible.queryAccessibleInterface(board)
    assert interface.text(QAccessible.Text.Name) == board.accessibleName()
    assert interface.text(QAccessible.Text.Description) == board.status_text()
    board.set_interactive(False)
    assert board.accessibleName() == "f6: empty"


def test_accessible_words_in_french(board, qtbot) -> None:
    translator = QTranslator()
    assert translator.load(str(INFO.translations / "ludotheque_forts_fr.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        state = INFO.game.new_state({}).apply(Place(5, 4, 3)).apply(Roll(6))
        show(board, state)
        board.set_value(4)
        board.set_cursor_target(state.geo.index(4, 4))
        assert board.accessibleName() == "e5\u00a0: fort"
        qtbot.keyClick(board, Qt.Key.Key_Right)
        assert board.accessibleName() == "f5\u00a0: territoire de valeur 3"
        qtbot.keyClick(board, Qt.Key.Key_Up)
        assert board.accessibleName() == "f4\u00a0: vide, vous pouvez y poser un 4"
        # The die kills the 3; the fort, left alone, falls.
        killed = INFO.game.new_state({}).apply(Place(5, 4, 3)).apply(Roll(3))
        show(board, killed, interactive=False)
        board.set_cursor_target(state.geo.index(5, 4))
        assert board.accessibleName() == "f5\u00a0: territoire mort de valeur 3, tué par le dé"
        board.set_cursor_target(state.geo.index(4, 4))
        assert board.accessibleName() == "e5\u00a0: ruine, isolé"
    finally:
        QCoreApplication.removeTranslator(translator)


def finished(state):
    seat = SeatInfo(0, "Ada", "human", None, "#6e5a40")
    return MatchFinished("forts_and_ruins", {}, (seat,), state.outcome(), state, PLAYED,
                         state.turns, 11)


def _board_rect_image(widget):
    board_rect = widget.board_layout().board.adjusted(-2, -2, 2, 2).toRect()
    return widget.grab().toImage().copy(board_rect)


def test_the_end_leaves_the_final_board_in_sight(board, qtbot) -> None:
    """The host announces the end: no panel over the board, which shows the final
    position exactly as the same cells shown before the end."""
    state = played_game(11)
    assert state.is_over()
    show(board, state, interactive=False)
    board.clearFocus()
    ended = _board_rect_image(board)
    same_cells = FortsState(state.geo, state.board, state.adjacent, 0, None, state.turns,
                            state.forts_built, state.max_forts, state.start, state.history,
                            state.report)
    show(board, same_cells, interactive=False)
    assert _board_rect_image(board) == ended


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(720, 476), (976, 676), (560, 420)])
def test_the_rank_among_the_best_scores_stays_in_the_panel(board, qtbot, language, size
                                                           ) -> None:
    translator = QTranslator()
    if language == "fr":
        assert translator.load(str(INFO.translations / "ludotheque_forts_fr.qm"))
        QCoreApplication.installTranslator(translator)
    try:
        board.resize(*size)
        better = played_game(11)
        ludotheque_match_did_finish(finished(better))
        worse = next(s for s in map(played_game, range(30)) if s.turns < better.turns)
        ludotheque_match_did_finish(finished(worse))
        show(board, worse, interactive=False)
        lines = board.result_lines()
        survived = "Tours survécus" if language == "fr" else "Turns survived"
        best = "Meilleur score n°\u00a02 sur ce plateau" if language == "fr" \
            else "Best score #2 on this board"
        assert lines == [f"{survived}{chr(0xa0) if language == 'fr' else ''}: {worse.turns}",
                         best]
        assert board.describe()["result"].endswith("2 sur ce plateau" if language == "fr"
                                                   else "best score #2 on this board")
        panel = board.board_layout().panel
        assert panel.contains(QRectF(board.palette_rects()[0]))
        assert not board.grab().isNull()
        # Not a game of the table (a computer's, a file's): the best score is told.
        other = next(s for s in map(played_game, range(30, 60))
                     if s.checksum() not in (better.checksum(), worse.checksum()))
        show(board, other, interactive=False)
        assert board.result_lines()[1] == (
            f"Meilleur score sur ce plateau\u00a0: {better.turns} tours" if language == "fr"
            else f"Best on this board: {better.turns} turns")
    finally:
        QCoreApplication.removeTranslator(translator)
