"""The board widget and the options dialog of Clans."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage

from ludotheque_clans.plugin import game_info
from ludotheque_clans.qt.board_widget import ClansBoardWidget
from ludotheque_clans.qt.geometry import nearest_territory, territory_cells
from ludotheque_clans.qt.options_dialog import ClansOptionsDialog
from ludotheque_clans.rules.board import CENTRES
from ludotheque_clans.rules.moves import Found, Migration

from clans_positions import BLUE, RED, YELLOW, huts, position, started

_TWO = {6: huts(yellow=1), 10: huts(red=2), 2: huts(blue=3), 50: huts(green=1),
        51: huts(white=1)}


def _board(qtbot, state, viewer=0, interactive=True, size=(1024, 640)):
    board = ClansBoardWidget(game_info())
    qtbot.addWidget(board)
    board.resize(*size)
    view = state.view(viewer)
    board.set_position(view, viewer=viewer, legal_moves=view.legal_moves(),
                       interactive=interactive)
    return board


def _click(qtbot, board, territory):
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton,
                     pos=board.territory_centre(territory).toPoint())


def test_every_territory_centre_lies_in_its_own_cell():
    cells = territory_cells()
    assert len(cells) == 61
    for territory in range(1, 61):
        assert nearest_territory(*CENTRES[territory]) == territory
        assert len(cells[territory].points) >= 3


def test_a_move_by_two_clicks(qtbot):
    board = _board(qtbot, started(players=3, seed=2))
    _click(qtbot, board, 1)
    assert board.selected == 1
    assert board.describe()["targets"] == [2, 3, 4]
    with qtbot.waitSignal(board.move_requested) as blocker:
        _click(qtbot, board, 3)
    assert blocker.args == [Migration(1, 3)]
    assert board.selected is None


def test_a_click_elsewhere_requests_nothing(qtbot):
    board = _board(qtbot, started(players=3, seed=2))
    moves = []
    board.move_requested.connect(moves.append)
    _click(qtbot, board, 1)
    _click(qtbot, board, 40)        # not a neighbour of 1: selects 40 instead
    assert board.selected == 40 and moves == []
    panel_point = QPointF(board.width() - 20, board.height() * 0.4).toPoint()
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=panel_point)  # the panel
    assert moves == []
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.selected is None


def test_no_move_when_not_interactive(qtbot):
    board = _board(qtbot, started(players=2, seed=1), interactive=False)
    moves = []
    board.move_requested.connect(moves.append)
    _click(qtbot, board, 1)
    _click(qtbot, board, 2)
    assert moves == [] and board.selected is None


def test_choosing_the_order_of_villages(qtbot):
    state = position(_TWO, villages=(31, 33, 35)).play(Migration(6, 2))
    board = _board(qtbot, state)
    assert board.describe()["pending"] == [2, 10]
    moves = []
    board.move_requested.connect(moves.append)
    _click(qtbot, board, 50)        # not pending: nothing
    assert moves == []
    _click(qtbot, board, 10)
    assert moves == [Found(10)]


def test_hidden_colour_is_not_in_the_screenshot(qtbot):
    base = position(_TWO, colours=(RED, YELLOW))
    other = position(_TWO, colours=(BLUE, YELLOW))
    images = []
    for state in (base, other):
        board = _board(qtbot, state, size=(1024, 600))
        board.set_privacy(True)
        assert not board.own_colour_shown()
        images.append(board.grab().toImage().convertToFormat(QImage.Format.Format_RGB32))
    assert images[0] == images[1]   # the viewer's colour leaves no trace
    revealed = []
    for state in (base, other):
        board = _board(qtbot, state, size=(1024, 600))
        board.set_privacy(True)
        qtbot.keyPress(board, Qt.Key.Key_Space)
        assert board.own_colour_shown()
        revealed.append(board.grab().toImage().convertToFormat(QImage.Format.Format_RGB32))
        qtbot.keyRelease(board, Qt.Key.Key_Space)
        assert not board.own_colour_shown()
    assert revealed[0] != revealed[1]


def test_hold_to_reveal_button(qtbot):
    board = _board(qtbot, position(_TWO))
    board.set_privacy(True)
    centre = board.reveal_button_rect().center().toPoint()
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=centre)
    assert board.own_colour_shown()
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=centre)
    assert not board.own_colour_shown()


def test_the_view_never_shows_other_colours(qtbot):
    state = started(players=4, seed=9)
    board = _board(qtbot, state, viewer=2)
    assert [c for p, c in enumerate(board.state.colours) if p != 2] == [None] * 3


def test_animation_and_last_move(qtbot):
    state = started(players=2, seed=4)
    board = _board(qtbot, state)
    after = state.play(Migration(1, 2))
    board.set_position(after.view(1), viewer=1, legal_moves=(), interactive=False,
                       last_move=Migration(1, 2), previous=state.view(1), animate=True)
    assert board.is_animating()
    with qtbot.waitSignal(board.animation_finished, timeout=3000):
        pass
    assert not board.is_animating()
    board.grab()


def test_paints_at_several_sizes_and_game_end(qtbot):
    state = started(players=5, seed=1)
    import random

    rng = random.Random(1)
    while not state.is_over():
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
    for size in ((1280, 800), (1024, 600), (400, 260)):
        board = _board(qtbot, state, size=size)
        assert not board.grab().isNull()


def test_options_dialog(qtbot):
    dialog = ClansOptionsDialog(game_info(), {"movement": "official"})
    qtbot.addWidget(dialog)
    assert dialog.values() == {"movement": "official", "strife": "seed"}
    assert dialog.validate() is None
    assert dialog.note.text()


def test_hovering_a_source_highlights_it_and_its_destinations(qtbot):
    board = _board(qtbot, started(players=3, seed=2))
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    point = board.territory_centre(1)
    QApplication.sendEvent(board, QMouseEvent(
        QEvent.Type.MouseMove, point, board.mapToGlobal(point), Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
    assert board.describe()["hovered"] == 1
    assert board.describe()["highlighted"] == [1, 2, 3, 4]
    board.grab()


def test_french_texts(qtbot):
    from PySide6.QtCore import QCoreApplication, QTranslator

    info = game_info()
    translator = QTranslator()
    assert translator.load(str(info.translations / "ludotheque_clans_fr.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        board = _board(qtbot, started(players=2, seed=1))
        texts = []
        board.status_changed.connect(texts.append)
        board.retranslate()
        assert texts and "territoire" in texts[-1]
        assert QCoreApplication.translate("clans", "grassland") == "prairie"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_descriptor_is_valid():
    info = game_info()
    info.validate()
    assert set(info.rules) == {"en", "fr"} and info.icon.is_file()


def _seats(*names):
    from ludotheque.core import SeatInfo

    colours = game_info().seat_colors
    return [SeatInfo(index, name, "human", None, colours[index])
            for index, name in enumerate(names)]


def test_the_panel_names_the_seats_as_the_host_does(qtbot):
    import random

    state = started(players=3, seed=2)
    board = _board(qtbot, state)
    assert board.describe()["founders"] == "Player 1: 0   Player 2: 0   Player 3: 0"
    board.set_seats(_seats("Alice", "Bob", "Chloé"))
    assert board.describe()["founders"] == "Alice: 0   Bob: 0   Chloé: 0"
    before = board.grab().toImage()
    board.set_seats(_seats("Zoé", "Bob", "Chloé"))
    assert board.grab().toImage() != before     # the name is painted
    rng = random.Random(3)
    while not state.is_over():
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
    board.set_position(state, viewer=None, legal_moves=(), interactive=False)
    founders = board.describe()["founders"]
    assert founders.startswith("Zoé: ") and "Bob: " in founders and "Chloé: " in founders
    assert not board.grab().isNull()


def test_seat_colours_are_none_of_the_clans_colours():
    from ludotheque_clans.qt.board_widget import CLAN_COLOURS

    colours = game_info().seat_colors
    assert len(colours) == game_info().game.max_players == 5
    assert len(set(colours)) == 5
    clans = {colour.name() for colour in CLAN_COLOURS}
    assert not clans & set(colours)
