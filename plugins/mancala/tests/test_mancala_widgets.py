"""Board widget and options dialog tests (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from ludotheque_mancala import plugin
from ludotheque_mancala.rules import HOUSES
from PySide6.QtCore import QPoint, Qt, QTranslator
from PySide6.QtWidgets import QApplication

I18N = Path(plugin.__file__).parent / "i18n"


def _infos():
    infos = []
    plugin.ludotheque_register_games(infos.append)
    return {info.id: info for info in infos}


@pytest.fixture
def make_board(qtbot):
    from ludotheque_mancala.qt.board_widget import MancalaBoardWidget

    def make(game_id="kalah", options=None, size=(900, 500)):
        info = _infos()[game_id]
        board = MancalaBoardWidget(info)
        qtbot.addWidget(board)
        board.resize(*size)
        board.show()
        state = info.game.new_state(options or {})
        board.set_position(state, viewer=0, legal_moves=state.legal_moves(), interactive=True)
        return board, state

    return make


def _centre(board, pos):
    point = board._geometry().centres[pos]
    return QPoint(int(point.x()), int(point.y()))


@pytest.mark.parametrize("game_id", ["kalah", "oware", "congkak"])
def test_click_on_playable_house_requests_it(make_board, qtbot, game_id):
    board, state = make_board(game_id)
    with qtbot.waitSignal(board.move_requested, timeout=1000) as blocker:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=_centre(board, 2))
    assert blocker.args == [HOUSES[2]]


def test_click_elsewhere_or_on_opponent_house_does_nothing(make_board, qtbot):
    board, state = make_board()
    with qtbot.assertNotEmitted(board.move_requested):
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(3, 3))
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=_centre(board, 9))
        store = board._geometry().stores[6].center()
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton,
                         pos=QPoint(int(store.x()), int(store.y())))


def test_not_interactive_refuses_clicks(make_board, qtbot):
    board, state = make_board()
    board.set_interactive(False)
    with qtbot.assertNotEmitted(board.move_requested):
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=_centre(board, 2))


def test_congkak_is_mirrored(make_board):
    board, _ = make_board("congkak")
    geometry = board._geometry()
    # player 0's first house is at the right, their store at the left
    assert geometry.centres[0].x() > geometry.centres[6].x()
    assert geometry.stores[7].center().x() < geometry.centres[6].x()
    board, _ = make_board("kalah")
    geometry = board._geometry()
    assert geometry.centres[0].x() < geometry.centres[5].x()
    assert geometry.stores[6].center().x() > geometry.centres[5].x()


def test_click_during_animation_is_not_a_second_move(make_board, qtbot):
    board, state = make_board()
    board.set_animation_speed(1.0)
    after = state.apply(HOUSES[1])  # passes the turn: north to move
    board.set_position(after, viewer=0, legal_moves=after.legal_moves(), interactive=True,
                       last_move=HOUSES[1], previous=state, animate=True)
    assert board.is_animating()
    with qtbot.assertNotEmitted(board.move_requested):
        with qtbot.waitSignal(board.animation_finished, timeout=1000):
            qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=_centre(board, 10))
    assert not board.is_animating()
    assert board.describe()["board"] == list(after.board)
    # once finished, a click plays
    with qtbot.waitSignal(board.move_requested, timeout=1000):
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=_centre(board, 10))


def test_animation_runs_to_the_end_and_marks_last_move(make_board, qtbot):
    board, state = make_board("congkak", {"houses": 5})
    board.set_animation_speed(20.0)
    after = state.apply(HOUSES[0])
    board.set_position(after, viewer=0, legal_moves=after.legal_moves(), interactive=True,
                       last_move=HOUSES[0], previous=state, animate=True)
    frames = len(board._frames)
    assert frames == 1 + 5  # the lift, then seed by seed
    with qtbot.waitSignal(board.animation_finished, timeout=5000):
        pass
    assert board.describe()["last_origin"] == 0
    assert board.describe()["board"] == list(after.board)


def test_speed_zero_does_not_animate(make_board):
    board, state = make_board()
    board.set_animation_speed(0)
    after = state.apply(HOUSES[0])
    board.set_position(after, viewer=0, legal_moves=after.legal_moves(), interactive=True,
                       last_move=HOUSES[0], previous=state, animate=True)
    assert not board.is_animating()
    assert board.describe()["last_origin"] == 0


def test_keyboard_play(make_board, qtbot):
    board, state = make_board()
    board.setFocus()
    with qtbot.waitSignal(board.move_requested, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_4)
    assert blocker.args == [HOUSES[3]]
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.describe()["selected"] == 4
    qtbot.keyClick(board, Qt.Key.Key_Right)
    qtbot.keyClick(board, Qt.Key.Key_Left)
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.describe()["selected"] == 3
    with qtbot.waitSignal(board.move_requested, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert blocker.args == [HOUSES[3]]
    with qtbot.waitSignal(board.move_requested, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Space)
    assert blocker.args == [HOUSES[3]]


def test_digit_of_illegal_house_does_nothing(make_board, qtbot):
    board, state = make_board("congkak", {"houses": 5})
    with qtbot.assertNotEmitted(board.move_requested):
        qtbot.keyClick(board, Qt.Key.Key_7)


def test_viewer_one_sits_at_the_bottom(qtbot):
    from ludotheque_mancala.qt.board_widget import MancalaBoardWidget

    info = _infos()["oware"]
    board = MancalaBoardWidget(info)
    qtbot.addWidget(board)
    board.resize(800, 400)
    state = info.game.new_state().apply(HOUSES[0])
    board.set_position(state, viewer=1, legal_moves=state.legal_moves(), interactive=True)
    geometry = board._geometry()
    assert geometry.centres[7].y() > geometry.stores[6].center().y()
    with qtbot.waitSignal(board.move_requested, timeout=1000) as blocker:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=_centre(board, 8))
    assert blocker.args == [HOUSES[1]]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_board_renders_in_both_languages(make_board, tmp_path, language):
    translator = QTranslator()
    app = QApplication.instance()
    if language == "fr":
        assert translator.load(str(I18N / "ludotheque_mancala_fr.qm"))
        app.installTranslator(translator)
    try:
        for game_id, options in (("kalah", {}), ("oware", {"seeds": 6}),
                                 ("congkak", {"rounds": True})):
            board, state = make_board(game_id, options, size=(1024, 600))
            after = state.apply(state.legal_moves()[-1])
            board.set_animation_speed(1.0)
            board.set_position(after, viewer=0, legal_moves=after.legal_moves(),
                               interactive=True, last_move=state.legal_moves()[-1],
                               previous=state, animate=True)
            image = board.grab().toImage()
            assert image.width() == 1024
            image.save(str(tmp_path / f"{game_id}_{language}.png"))
            # the board is not blank: several colours
            colours = {image.pixel(x, image.height() // 2) for x in range(0, 1024, 16)}
            assert len(colours) > 5
            board.skip_animation()
            board.resize(400, 260)
            assert not board.grab().isNull()
        if language == "fr":
            assert board.tr("Round %1") == "Manche %1"
    finally:
        app.removeTranslator(translator)


@pytest.mark.parametrize("game_id", ["kalah", "oware", "congkak"])
def test_options_dialog(qtbot, game_id):
    from ludotheque_mancala.qt.options_dialog import MancalaOptionsDialog

    info = _infos()[game_id]
    dialog = MancalaOptionsDialog(info, {})
    qtbot.addWidget(dialog)
    assert dialog.values() == info.game.options_schema.defaults()
    assert dialog.intro.text()
    if game_id == "congkak":
        limit = dialog.form.editors["round_limit"]
        assert not limit.isEnabled()
        dialog.form.editors["rounds"].setChecked(True)
        assert limit.isEnabled()
        dialog.form.editors["houses"].setValue(9)
        assert dialog.values()["houses"] == 9 and dialog.values()["rounds"] is True
    else:
        dialog.form.editors["seeds"].setValue(6)
        assert dialog.values()["seeds"] == 6


def _seats(info, names):
    from ludotheque.core import SeatInfo

    return tuple(SeatInfo(index, name, "human", None, info.seat_colors[index])
                 for index, name in enumerate(names))


@pytest.mark.parametrize("game_id", ["kalah", "oware", "congkak"])
def test_board_shows_the_seat_names(make_board, game_id):
    board, state = make_board(game_id, size=(1000, 420))
    assert board.describe()["names"] == ["Player 1", "Player 2"]  # before the host tells
    board.set_seats(_seats(board.info, ("Alice", "Bob")))
    assert board.describe()["names"] == ["Alice", "Bob"]
    first = board.grab().toImage()
    board.set_seats(_seats(board.info, ("Zoé", "Computer (strong)")))
    assert board.describe()["names"] == ["Zoé", "Computer (strong)"]
    second = board.grab().toImage()
    geometry = board._geometry()
    # each name is written beside its seat's store, outside that seat's row
    for player, store in enumerate(state.lay.stores):
        rect = geometry.stores[store]
        top = player != geometry.bottom
        y = geometry.board.top() - geometry.unit * 0.28 if top else \
            geometry.board.bottom() + geometry.unit * 0.28
        xs = range(int(rect.left()), int(rect.right()) + 40, 2)
        ys = range(int(y - geometry.unit * 0.12), int(y + geometry.unit * 0.12))
        assert any(first.pixel(x, yy) != second.pixel(x, yy) for x in xs for yy in ys), player


def test_seat_colours_are_the_boards(make_board):
    from ludotheque_mancala.qt.painting import SEAT_COLOURS

    assert plugin.SEAT_COLORS == tuple(colour.name() for colour in SEAT_COLOURS)
    for game_id, info in _infos().items():
        assert info.seat_colors == plugin.SEAT_COLORS, game_id
        board, state = make_board(game_id, size=(1000, 420))
        board.set_seats(_seats(info, ("Alice", "Bob")))
        assert board.describe()["seat_colours"] == list(info.seat_colors)
        image = board.grab().toImage()
        geometry = board._geometry()
        for player, store in enumerate(state.lay.stores):
            # the rim of the seat's store, on its straight side
            rect = geometry.stores[store]
            pixel = image.pixelColor(round(rect.left()), round(rect.center().y()))
            want = SEAT_COLOURS[player]
            assert max(abs(pixel.red() - want.red()), abs(pixel.green() - want.green()),
                       abs(pixel.blue() - want.blue())) < 40, (game_id, player, pixel.name())
