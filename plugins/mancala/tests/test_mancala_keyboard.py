"""Playing the mancala boards from the keyboard alone, and their words for screen
readers (pytest-qt)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from ludotheque_mancala import plugin
from ludotheque_mancala.rules import HOUSES
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from ludotheque.core import SeatInfo

I18N = Path(plugin.__file__).parent / "i18n"


def _infos():
    infos = []
    plugin.ludotheque_register_games(infos.append)
    return {info.id: info for info in infos}


def _seats(info, names=("Alice", "Bruno")):
    return tuple(SeatInfo(index, name, "human", None, info.seat_colors[index])
                 for index, name in enumerate(names))


@pytest.fixture
def make_board(qtbot):
    from ludotheque_mancala.qt.board_widget import MancalaBoardWidget

    def make(game_id="kalah", options=None, state=None, viewer=0):
        info = _infos()[game_id]
        board = MancalaBoardWidget(info)
        qtbot.addWidget(board)
        board.resize(900, 500)
        board.show()
        board.set_seats(_seats(info))
        state = state or info.game.new_state(options or {})
        board.set_position(state, viewer=viewer, legal_moves=state.legal_moves(),
                           interactive=True)
        return board, state

    return make


class _Host:
    """Plays what the board requests and shows the next position to the next mover,
    both seats human (hot seat: the mover is the viewer), animated as the host does."""

    def __init__(self, board, state):
        self.board = board
        self.state = state
        self.played = []
        board.move_requested.connect(self._on_board_move_requested)

    def _on_board_move_requested(self, move):
        before = self.state
        self.state = before.apply(move)
        self.played.append((before.current_player, move))
        mover = self.state.current_player
        self.board.set_position(self.state, viewer=mover if mover >= 0 else None,
                                legal_moves=self.state.legal_moves(),
                                interactive=not self.state.is_over(), last_move=move,
                                previous=before, animate=True)


@pytest.mark.parametrize("game_id", ["kalah", "oware", "congkak"])
def test_a_whole_game_from_the_keyboard_alone(make_board, qtbot, game_id):
    board, state = make_board(game_id, {"houses": 5} if game_id == "congkak" else {})
    board.set_animation_speed(0)
    host = _Host(board, state)
    rng = random.Random(game_id)
    keys = 0
    while not host.state.is_over():
        order = board._screen_order()
        assert order, "a position in play has a playable house"
        qtbot.keyClick(board, Qt.Key.Key_Home)
        target = rng.randrange(len(order))
        for _ in range(target):
            qtbot.keyClick(board, Qt.Key.Key_Right)
        cursor = board.describe()["cursor"]
        assert cursor == order[target]
        mover = host.state.current_player
        expected = HOUSES[cursor - host.state.lay.bases[mover]]
        count = len(host.played)
        qtbot.keyClick(board, rng.choice((Qt.Key.Key_Return, Qt.Key.Key_Space)))
        assert host.played[count:] == [(mover, expected)]
        keys += 1
        assert keys < 400
    assert board.describe()["board"] == list(host.state.board)


def test_arrows_move_a_visible_cursor_over_the_playable_houses(make_board, qtbot):
    info = _infos()["kalah"]
    state = info.game.new_state().apply(HOUSES[2])  # into the store: South again
    board, state = make_board(state=state)
    assert state.current_player == 0 and board._playable()
    plain = board.grab().toImage()
    assert board.describe()["cursor"] is None
    qtbot.keyClick(board, Qt.Key.Key_Right)  # the first press shows it, at the left
    order = board._screen_order()
    assert len(order) < state.n  # an empty house is skipped
    assert board.describe()["cursor"] == order[0]
    shown = board.grab().toImage()
    assert shown != plain  # drawn
    for index in list(range(1, len(order))) + [0]:  # to the right, round to the first
        qtbot.keyClick(board, Qt.Key.Key_Right)
        assert board.describe()["cursor"] == order[index]
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.describe()["cursor"] == order[-1]
    qtbot.keyClick(board, Qt.Key.Key_Home)
    assert board.describe()["cursor"] == order[0]
    qtbot.keyClick(board, Qt.Key.Key_End)
    assert board.describe()["cursor"] == order[-1]
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # Escape hides the cursor
    assert board.describe()["cursor"] is None
    assert board.grab().toImage() == plain
    with qtbot.assertNotEmitted(board.move_requested):
        qtbot.keyClick(board, Qt.Key.Key_Return)  # Enter first shows where the cursor is
    assert board.describe()["cursor"] == order[-1]
    with qtbot.waitSignal(board.move_requested, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert blocker.args == [HOUSES[order[-1]]]


def test_the_cursor_follows_the_turns(make_board, qtbot):
    """The cursor stays on the mover's row (the top one for player 2) and moves on
    to the nearest playable house when its house is emptied; nothing moves it while
    nobody at the board may play."""
    board, state = make_board("oware")
    host = _Host(board, state)
    board.set_animation_speed(0)
    qtbot.keyClick(board, Qt.Key.Key_End)
    assert board.describe()["cursor"] == 5  # South's house 6, at the right
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert host.played == [(0, HOUSES[5])]
    # North moves now, in the top row drawn from right to left: house 1 is at the right
    cursor = board.describe()["cursor"]
    assert cursor is not None and cursor > state.lay.stores[0]
    qtbot.keyClick(board, Qt.Key.Key_End)
    assert board.describe()["cursor"] == state.lay.bases[1]
    board.set_interactive(False)
    assert board.describe()["cursor"] is None
    with qtbot.assertNotEmitted(board.move_requested):
        for key in (Qt.Key.Key_Left, Qt.Key.Key_Return, Qt.Key.Key_1):
            qtbot.keyClick(board, key)


def test_window_shortcuts_are_left_to_the_window(make_board, qtbot):
    board, state = make_board()
    with qtbot.assertNotEmitted(board.move_requested):
        qtbot.keyClick(board, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClick(board, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert board.describe()["cursor"] is None


def test_the_board_keys_come_before_the_windows_shortcuts(qtbot):
    """A shortcut of the window on a bare key the board uses does not take it from
    the board while the board uses it."""
    from ludotheque_mancala.qt.board_widget import MancalaBoardWidget
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    info = _infos()["kalah"]
    window = QWidget()
    qtbot.addWidget(window)
    board = MancalaBoardWidget(info, window)
    QVBoxLayout(window).addWidget(board)
    triggered = []
    for text in ("Right", "Return", "3", "Escape"):
        action = QAction(text, window)
        action.setShortcut(QKeySequence(text))
        action.triggered.connect(lambda checked=False, text=text: triggered.append(text))
        window.addAction(action)
    window.resize(900, 500)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    board.setFocus()
    state = info.game.new_state()
    board.set_position(state, viewer=0, legal_moves=state.legal_moves(), interactive=True)
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.describe()["cursor"] == 0
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.describe()["cursor"] is None
    with qtbot.waitSignal(board.move_requested, timeout=1000):
        qtbot.keyClick(board, Qt.Key.Key_3)
    with qtbot.waitSignal(board.move_requested, timeout=1000):
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert triggered == []
    board.set_interactive(False)  # keys of no use to the board are the window's
    qtbot.keyClick(board, Qt.Key.Key_Right)
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert triggered == ["Right", "Escape"]


def test_a_held_key_sows_once(make_board, qtbot):
    board, state = make_board()
    board.set_animation_speed(1.0)
    host = _Host(board, state)
    qtbot.keyClick(board, Qt.Key.Key_End)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert len(host.played) == 1 and board.is_animating()
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    repeat = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier,
                       "\r", True)
    QApplication.sendEvent(board, repeat)
    assert board.is_animating() and len(host.played) == 1


def test_a_click_hides_the_keyboard_cursor(make_board, qtbot):
    board, state = make_board()
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.describe()["cursor"] is not None
    point = board._geometry().centres[3]
    with qtbot.waitSignal(board.move_requested, timeout=1000):
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton,
                         pos=point.toPoint())
    assert board.describe()["cursor"] is None


@pytest.fixture
def french():
    translator = QTranslator()
    assert translator.load(str(I18N / "ludotheque_mancala_fr.qm"))
    app = QApplication.instance()
    app.installTranslator(translator)
    yield
    app.removeTranslator(translator)


def _accessible_texts(board):
    interface = QAccessible.queryAccessibleInterface(board)
    return (interface.text(QAccessible.Text.Name),
            interface.text(QAccessible.Text.Description))


def _kalah_position(make_board):
    """South to move with houses 1 to 6 at 0, 1, 4, 4, 4, 4 (stores 1 and 0)."""
    info = _infos()["kalah"]
    state = info.game.new_state().apply(HOUSES[0]).apply(HOUSES[1])
    return make_board(state=state)


def test_accessible_words_follow_the_cursor(make_board, qtbot):
    board, state = make_board()
    name, description = _accessible_texts(board)
    assert name == "Kalah board"
    assert description == ("Alice: store 0; houses 1 to 6: 4, 4, 4, 4, 4, 4. "
                           "Bruno: store 0; houses 1 to 6: 4, 4, 4, 4, 4, 4.")
    qtbot.keyClick(board, Qt.Key.Key_3)  # the keys used: the cursor on house 3
    assert _accessible_texts(board)[0] == "House 3, 4 seeds, yours, playable"
    after = state.apply(HOUSES[2])  # last seed in the store: South again
    board.set_position(after, viewer=0, legal_moves=after.legal_moves(), interactive=True,
                       last_move=HOUSES[2], previous=state, animate=False)
    # house 3 is empty now: the cursor moved on to the nearest playable house
    assert _accessible_texts(board)[0] == "House 2, 4 seeds, yours, playable"
    qtbot.keyClick(board, Qt.Key.Key_Home)
    assert _accessible_texts(board)[0] == "House 1, 4 seeds, yours, playable"
    assert board.house_text(state.lay.bases[1]) == "House 1, 4 seeds, Bruno's"
    assert "Alice: store 1; houses 1 to 6: 4, 4, 0, 5, 5, 5." in _accessible_texts(board)[1]
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert _accessible_texts(board)[0] == "Kalah board"


def _one_seed(game_id):
    from ludotheque_mancala.rules.state import MancalaState

    lay = _infos()[game_id].game.new_state().lay
    board = [1] * lay.size
    for store in lay.stores:
        board[store] = 0
    return MancalaState.from_board(lay, board, 0)


def test_one_seed_is_singular(make_board, qtbot):
    board, state = make_board(state=_one_seed("kalah"))
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.accessibleName() == "House 1, 1 seed, yours, playable"


def test_accessible_words_in_french(make_board, qtbot, french):
    info = _infos()["congkak"]
    board, state = make_board("congkak", {"houses": 5})
    assert board.accessibleName() == "Plateau du jeu Congkak"
    qtbot.keyClick(board, Qt.Key.Key_Home)
    cursor = board.describe()["cursor"]
    number = cursor - state.lay.bases[0] + 1
    assert board.accessibleName() == f"Maison {number}, 5 graines, à vous, jouable"
    assert board.house_text(state.lay.bases[1]) == "Maison 1, 5 graines, à Bruno"
    assert board.accessibleDescription().startswith(
        "Alice\u00a0: magasin 0\u00a0; maisons 1 à 5\u00a0: 5, 5, 5, 5, 5.")
    board.set_seats(_seats(info, ("Zoé", "Ordinateur")))
    assert "Ordinateur\u00a0: magasin 0" in board.accessibleDescription()
    oware = _infos()["oware"]
    board, state = make_board("oware", state=_one_seed("oware"))
    board.set_seats(_seats(oware))
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.accessibleName() == "Maison 1, 1 graine, à vous, jouable"


def test_burnt_houses_are_said(make_board, qtbot):
    from ludotheque_mancala.rules.state import MancalaState

    info = _infos()["congkak"]
    lay = info.game.new_state({"houses": 5, "rounds": True}).lay.with_burnt(frozenset({0}))
    state = MancalaState.from_board(lay, (0, 5, 5, 5, 5, 15, 5, 5, 5, 5, 5, 10), 0)
    board, state = make_board("congkak", state=state)
    assert board.house_text(0) == "House 1, burnt, yours"
    assert "Alice: store 15; houses 1 to 5: burnt, 5, 5, 5, 5." in board.accessibleDescription()
