"""The pointer and keyboard layer every board inherits from ``BoardWidget``: a
board names its targets (here two buttons, "take" and "end", side by side) and the
base class tracks the hover and the cursor, turns arrows, Enter and clicks into
:meth:`activate`, takes its keys before the window's shortcuts and keeps the
accessible name on the cursor's target."""

from __future__ import annotations

from collections.abc import Hashable

from ludotheque_testgames.stones import END, TAKE, StonesGame
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from ludotheque.core import QT_TRANSLATE_NOOP, GameInfo
from ludotheque.gui import ARROW_KEYS, BoardWidget


class TwoButtons(BoardWidget):
    """"take" on the left half, "end" on the right half; the digit 1 plays "take"."""

    def target_at(self, point: QPointF) -> Hashable | None:
        return TAKE if point.x() < self.width() / 2 else END

    def first_cursor(self) -> Hashable | None:
        return TAKE

    def cursor_step(self, target: Hashable, key: Qt.Key) -> Hashable | None:
        _, column = ARROW_KEYS[key]
        return {-1: TAKE, 1: END}.get(column)

    def activate(self, target: Hashable) -> bool:
        return self.request_move(target)

    def target_text(self, target: Hashable) -> str:
        return f"{target} button"

    def board_key(self, event: QKeyEvent) -> bool:
        return event.key() == Qt.Key.Key_1

    def key_pressed(self, event: QKeyEvent) -> None:
        self.request_move(TAKE)


def make_board(qtbot, board_class: type[BoardWidget] = TwoButtons) -> BoardWidget:
    info = GameInfo(id="stones", name=QT_TRANSLATE_NOOP("testgames", "Stones"),
                    summary=QT_TRANSLATE_NOOP("testgames", "Take the last stone."),
                    game=StonesGame())
    board = board_class(info)
    qtbot.addWidget(board)
    board.resize(400, 200)
    state = StonesGame().new_state()
    board.set_position(state, viewer=0, legal_moves=state.legal_moves(), interactive=True)
    board.show()
    return board


def test_hover_follows_the_pointer_and_leaves_with_it(qtbot) -> None:
    board = make_board(qtbot)
    qtbot.mouseMove(board, QPoint(300, 100))
    assert board.hover_target == END
    qtbot.mouseMove(board, QPoint(50, 100))
    assert board.hover_target == TAKE
    board.leaveEvent(QEvent(QEvent.Type.Leave))
    assert board.hover_target is None


def test_arrows_place_and_move_the_cursor_and_enter_activates(qtbot) -> None:
    board = make_board(qtbot)
    assert board.cursor_target is None
    assert board.accessibleName() == "Stones board"  # set with the first position
    with qtbot.assertNotEmitted(board.move_requested):
        qtbot.keyClick(board, Qt.Key.Key_Right)  # the first arrow places the cursor
    assert board.cursor_target == TAKE and board.keyboard_active
    assert board.accessibleName() == "take button"
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.cursor_target == END and board.accessibleName() == "end button"
    qtbot.keyClick(board, Qt.Key.Key_Up)  # no step upwards: the cursor stays
    assert board.cursor_target == END
    qtbot.keyClick(board, Qt.Key.Key_Left)
    with qtbot.waitSignal(board.move_requested) as played:
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert played.args == [TAKE]


def test_a_click_activates_its_target_and_moves_the_cursor_there(qtbot) -> None:
    board = make_board(qtbot)
    with qtbot.waitSignal(board.move_requested) as played:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(50, 100))
    assert played.args == [TAKE]
    assert board.cursor_target == TAKE and not board.keyboard_active


def test_an_illegal_target_requests_nothing(qtbot) -> None:
    board = make_board(qtbot)  # "end" is not legal before a stone is taken
    with qtbot.assertNotEmitted(board.move_requested):
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(300, 100))


def test_the_board_takes_its_keys_before_the_window_shortcuts(qtbot) -> None:
    board = make_board(qtbot)
    plain = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_Left,
                      Qt.KeyboardModifier.NoModifier)
    claimed = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_1,
                        Qt.KeyboardModifier.NoModifier)
    with_ctrl = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_Left,
                          Qt.KeyboardModifier.ControlModifier)
    other = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_2,
                      Qt.KeyboardModifier.NoModifier)
    assert board.is_board_key(plain) and board.is_board_key(claimed)
    assert not board.is_board_key(with_ctrl) and not board.is_board_key(other)
    with qtbot.waitSignal(board.move_requested) as played:
        qtbot.keyClick(board, Qt.Key.Key_1)
    assert played.args == [TAKE]


def test_a_board_without_targets_leaves_the_arrows_to_the_window(qtbot) -> None:
    board = make_board(qtbot, BoardWidget)
    arrow = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_Left,
                      Qt.KeyboardModifier.NoModifier)
    assert not board.is_board_key(arrow)
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.cursor_target is None
    assert board.accessible_board_name() == "Stones board"


class Counter(TwoButtons):
    """Up and Down change a count (no cursor): the arrows are claimed as its keys."""

    count = 0

    def first_cursor(self) -> Hashable | None:
        return None

    def board_key(self, event: QKeyEvent) -> bool:
        return event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)

    def key_pressed(self, event: QKeyEvent) -> None:
        self.count += 1 if event.key() == Qt.Key.Key_Up else -1


def test_arrows_a_board_claims_reach_it(qtbot) -> None:
    board = make_board(qtbot, Counter)
    qtbot.keyClick(board, Qt.Key.Key_Up)
    qtbot.keyClick(board, Qt.Key.Key_Up)
    qtbot.keyClick(board, Qt.Key.Key_Down)
    assert board.count == 1 and board.cursor_target is None


def test_the_accessible_name_follows_the_position(qtbot) -> None:
    board = make_board(qtbot)
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.accessibleName() == "take button"
    board.target_text = lambda target: f"{target} button, pile {board.state.pile}"
    state = board.state.apply("take")
    board.set_position(state, viewer=0, legal_moves=state.legal_moves(), interactive=True)
    assert board.accessibleName() == f"take button, pile {state.pile}"
