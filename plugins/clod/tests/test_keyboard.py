"""Playing Clod and RoyalClod from the keyboard alone, and the words a screen reader
hears for the cell under the cursor."""

from __future__ import annotations

import random

import pytest
from ludotheque_clod.rules import ClodState, Roll
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QAccessible, QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from ludotheque.core import SeatInfo

KEYS = {(0, 1): Qt.Key.Key_Right, (0, -1): Qt.Key.Key_Left, (1, 0): Qt.Key.Key_Down,
        (-1, 0): Qt.Key.Key_Up}


def _info(game_id):
    from ludotheque_clod.plugin import ludotheque_register_games

    infos = []
    ludotheque_register_games(infos.append)
    return {i.id: i for i in infos}[game_id]


def _board(qtbot, info):
    from ludotheque_clod.qt.board_widget import ClodBoardWidget

    widget = ClodBoardWidget(info)
    qtbot.addWidget(widget)
    widget.resize(720, 480)
    widget.set_animation_speed(0)
    widget.set_seats((SeatInfo(0, "Alice", "human", None, "#121214"),
                      SeatInfo(1, "Bruno", "human", None, "#e8e4da")))
    widget.show()
    widget.activateWindow()
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    return widget


def _show(widget, state):
    widget.set_position(state, viewer=state.current_player if state.current_player >= 0
                        else None, legal_moves=state.legal_moves(),
                        interactive=state.current_player >= 0)


def _walk_to(qtbot, widget, target):
    """Press arrows until the cursor is on *target*; the number of presses."""
    width = widget.state.geo.width
    presses = 0
    while widget.cursor_cell != target:
        row, col = divmod(widget.cursor_cell, width)
        t_row, t_col = divmod(target, width)
        step = (0, 1 if t_col > col else -1) if t_col != col else (1 if t_row > row else -1, 0)
        qtbot.keyClick(widget, KEYS[step])
        presses += 1
        assert presses < 100
    return presses


def test_a_whole_clod_game_from_the_keyboard(qtbot):
    """Both seats play every stone with the arrows and Return or Space (the dice are
    the host's); every request is the cell the cursor stands on."""
    info = _info("clod")
    widget = _board(qtbot, info)
    requested = []
    widget.move_requested.connect(requested.append)
    rng = random.Random(4)
    state = info.game.new_state()
    placed = 0
    while not state.is_over():
        if state.is_chance:
            state = state.apply(state.sample_chance(rng))
            continue
        _show(widget, state)
        assert widget.cursor_cell in state.offered  # the cursor waits on an offered cell
        target = rng.choice(state.offered)
        _walk_to(qtbot, widget, target)
        assert widget.describe()["cursor"].endswith("you may place a stone here")
        qtbot.keyClick(widget, Qt.Key.Key_Space if placed % 2 else Qt.Key.Key_Return)
        assert requested[-1] == state.geo.places[target]
        state = state.apply(requested[-1])
        placed += 1
    assert placed == len(requested) >= 18
    _show(widget, state)
    with qtbot.assertNotEmitted(widget.move_requested):
        qtbot.keyClick(widget, Qt.Key.Key_Return)


def test_the_cursor_stops_at_the_edges_and_crosses_royal_boards(qtbot):
    info = _info("royal_clod")
    widget = _board(qtbot, info)
    state = info.game.new_state().apply(Roll(6, 6))
    _show(widget, state)
    geo = state.geo
    widget.set_cursor_target(0)
    qtbot.keyClick(widget, Qt.Key.Key_Left)
    qtbot.keyClick(widget, Qt.Key.Key_Up)
    assert widget.cursor_cell == 0
    for _ in range(6):
        qtbot.keyClick(widget, Qt.Key.Key_Right)
    assert geo.labels[widget.cursor_cell] == (1, 1, 6)  # the mirrored top-middle board
    assert widget.accessibleName().startswith("Top-middle board, row 1, column 6")


def test_royal_boards_by_number_and_page_keys(qtbot):
    info = _info("royal_clod")
    widget = _board(qtbot, info)
    state = info.game.new_state().apply(Roll(5, 2))
    _show(widget, state)
    geo = state.geo
    requested = []
    widget.move_requested.connect(requested.append)
    for board in range(6):
        qtbot.keyClick(widget, Qt.Key(Qt.Key.Key_1 + board))
        assert geo.labels[widget.cursor_cell][0] == board
        assert widget.cursor_cell in state.offered  # the board's first offered cell
        assert geo.labels[widget.cursor_cell][1:] == (2, 5)
    qtbot.keyClick(widget, Qt.Key.Key_PageDown)
    assert geo.labels[widget.cursor_cell][0] == 0  # round to the first board
    qtbot.keyClick(widget, Qt.Key.Key_PageUp)
    assert geo.labels[widget.cursor_cell][0] == 5
    qtbot.keyClick(widget, Qt.Key.Key_3)
    qtbot.keyClick(widget, Qt.Key.Key_Down)
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert requested == []  # not an offered cell
    qtbot.keyClick(widget, Qt.Key.Key_Up)
    qtbot.keyClick(widget, Qt.Key.Key_Enter)
    assert requested == [geo.places[geo.label_to_cell(2, 2, 5)]]
    # On a full board a board key keeps the printed row and column.
    chance = info.game.new_state()
    _show(widget, chance)
    widget.set_cursor_target(geo.label_to_cell(0, 3, 4))
    qtbot.keyClick(widget, Qt.Key.Key_5)
    assert geo.labels[widget.cursor_cell] == (4, 3, 4)


def test_tab_goes_through_the_offered_cells_board_by_board(qtbot):
    info = _info("royal_clod")
    widget = _board(qtbot, info)
    state = info.game.new_state().apply(Roll(4, 1))
    _show(widget, state)
    geo = state.geo
    seen = [widget.cursor_cell]
    for _ in range(len(state.offered) - 1):
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
        seen.append(widget.cursor_cell)
    assert sorted(seen) == sorted(state.offered)
    assert [geo.labels[c] for c in seen] == sorted(geo.labels[c] for c in state.offered)
    qtbot.keyClick(widget, Qt.Key.Key_Tab)
    assert widget.cursor_cell == seen[0]
    qtbot.keyClick(widget, Qt.Key.Key_Backtab)
    assert widget.cursor_cell == seen[-1]


def test_the_board_keys_win_over_the_window_shortcuts(qtbot):
    """The window binds plain Left, Right and Return to its actions: while the board
    has the focus, the board takes them."""
    info = _info("clod")
    window = QMainWindow()
    qtbot.addWidget(window)
    from ludotheque_clod.qt.board_widget import ClodBoardWidget

    widget = ClodBoardWidget(info)
    window.setCentralWidget(widget)
    triggered = []
    for key in ("Left", "Right", "Up", "Down", "Return", "Space", "Tab"):
        action = QAction(key, window)
        action.setShortcuts([QKeySequence(key)])
        action.triggered.connect(lambda _=False, key=key: triggered.append(key))
        window.addAction(action)
    window.resize(900, 560)
    window.show()
    qtbot.waitExposed(window)
    widget.setFocus()
    state = info.game.new_state().apply(Roll(6, 1))
    _show(widget, state)
    start = widget.cursor_cell
    requested = []
    widget.move_requested.connect(requested.append)
    qtbot.keyClick(widget, Qt.Key.Key_Right if start % 6 < 5 else Qt.Key.Key_Left)
    assert widget.cursor_cell != start
    qtbot.keyClick(widget, Qt.Key.Key_Tab)
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert triggered == [] and len(requested) == 1


def test_a_focused_board_shows_its_cursor(qtbot):
    info = _info("clod")
    widget = _board(qtbot, info)
    state = info.game.new_state().apply(Roll(3, 3))
    _show(widget, state)
    widget.set_cursor_target(0)  # row 1, column 1: empty, not offered
    centre = widget.cell_centre(0)
    top = centre.y() - widget._current_layout().cell / 2

    def ring() -> bool:
        image = widget.grab().toImage()
        colours = [image.pixelColor(int(centre.x()), int(top + dy)) for dy in range(5)]
        return any(c.blue() > 200 and c.red() < 60 for c in colours)

    assert ring()
    widget.clearFocus()
    assert not ring()


def _names(widget, state):
    geo = state.geo
    return {
        "stone": widget.cell_text(next(c for c in range(geo.size) if state.board[c] == 1)),
        "white": widget.cell_text(next(c for c in range(geo.size) if state.board[c] == 2)),
        "offered": widget.cell_text(state.offered[0]),
        "empty": widget.cell_text(next(c for c in range(geo.size) if state.board[c] == 0
                                       and c not in state.offered)),
    }


def _position(info):
    rng = random.Random(9)
    state = info.game.new_state()
    while state.stones(1) < 2 or state.is_chance:
        state = state.apply(state.sample_chance(rng) if state.is_chance
                            else state.legal_moves()[0])
    return state


def test_accessible_words_follow_the_cursor(qtbot):
    info = _info("clod")
    widget = _board(qtbot, info)
    state: ClodState = _position(info)
    _show(widget, state)
    names = _names(widget, state)
    assert names["stone"].startswith("Row ") and ": black stone, Alice" in names["stone"]
    assert ": white stone, Bruno" in names["white"]
    assert names["offered"].endswith(": empty, you may place a stone here")
    assert names["empty"].endswith(": empty")
    first = state.geo.labels[state.offered[0]]
    widget.set_cursor_target(state.offered[0])
    assert widget.accessibleName() == \
        f"Row {first[1]}, column {first[2]}: empty, you may place a stone here"
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface.text(QAccessible.Text.Name) == widget.accessibleName()
    assert interface.text(QAccessible.Text.Description) == widget.describe()["message"]
    widget.set_interactive(False)
    assert widget.accessibleName().endswith(": empty, offered by the dice")


def test_accessible_words_in_french(qtbot):
    info = _info("royal_clod")
    translator = QTranslator()
    assert translator.load(str(info.translations / "ludotheque_clod_fr.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        widget = _board(qtbot, info)
        state = _position(info)
        _show(widget, state)
        names = _names(widget, state)
        assert names["stone"].startswith("Plateau en ")
        assert ", ligne " in names["stone"] and "\u00a0: pierre noire, Alice" in names["stone"]
        assert "\u00a0: pierre blanche, Bruno" in names["white"]
        assert names["offered"].endswith("\u00a0: vide, vous pouvez y poser une pierre")
        assert names["empty"].endswith("\u00a0: vide")
        widget.set_cursor_target(state.geo.label_to_cell(5, 1, 1))
        assert widget.accessibleName().startswith("Plateau en bas à droite, ligne 1, colonne 1")
    finally:
        QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize("game_id", ["clod", "royal_clod"])
def test_no_board_no_cursor_words(qtbot, game_id):
    info = _info(game_id)
    widget = _board(qtbot, info)
    assert widget.describe()["cursor"] == ""
    assert widget.accessibleName() == {"clod": "Clod board",
                                       "royal_clod": "RoyalClod board"}[game_id]
    qtbot.keyClick(widget, Qt.Key.Key_Right)  # nothing shown: nothing happens
