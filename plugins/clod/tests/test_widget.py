"""The board widget: clicks, keys, messages, animation and the options dialog."""

from __future__ import annotations

import pytest
from ludotheque_clod.rules import CLOD, ROYAL_CLOD, ClodState, Place, Roll
from PySide6.QtCore import QPoint, Qt

from ludotheque.core.model import CHANCE


@pytest.fixture(params=["clod", "royal_clod"])
def info(request):
    from ludotheque_clod.plugin import ludotheque_register_games

    infos = []
    ludotheque_register_games(infos.append)
    return {i.id: i for i in infos}[request.param]


def _board(qtbot, info, state, interactive=True, previous=None, animate=False, size=(1024, 600)):
    from ludotheque_clod.qt.board_widget import ClodBoardWidget

    widget = ClodBoardWidget(info)
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.set_animation_speed(0 if not animate else 1)
    widget.set_position(state, viewer=0, legal_moves=state.legal_moves(),
                        interactive=interactive, previous=previous, animate=animate)
    return widget


def _point(widget, cell):
    centre = widget.cell_centre(cell)
    return QPoint(int(centre.x()), int(centre.y()))


def test_click_on_an_offered_cell_plays_it(qtbot, info):
    state = info.game.new_state().apply(Roll(5, 1))
    widget = _board(qtbot, info, state)
    cell = state.offered[-1]
    with qtbot.waitSignal(widget.move_requested, timeout=1000) as blocker:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=_point(widget, cell))
    assert blocker.args == [state.geo.places[cell]]
    assert state.is_legal(blocker.args[0])


def test_click_elsewhere_does_nothing(qtbot, info):
    state = info.game.new_state().apply(Roll(5, 1))
    widget = _board(qtbot, info, state)
    geo = state.geo
    not_offered = next(c for c in range(geo.size) if c not in state.offered)
    with qtbot.assertNotEmitted(widget.move_requested):
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=_point(widget, not_offered))
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
        qtbot.mouseClick(widget, Qt.MouseButton.RightButton,
                         pos=_point(widget, state.offered[0]))


def test_no_move_when_not_interactive_or_at_a_chance_state(qtbot, info):
    state = info.game.new_state().apply(Roll(5, 1))
    widget = _board(qtbot, info, state, interactive=False)
    with qtbot.assertNotEmitted(widget.move_requested):
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=_point(widget, state.offered[0]))
    chance = info.game.new_state()
    widget = _board(qtbot, info, chance)
    with qtbot.assertNotEmitted(widget.move_requested):
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=_point(widget, 0))


def test_every_cell_maps_back_to_itself(qtbot, info):
    state = info.game.new_state()
    widget = _board(qtbot, info, state)
    for cell in range(state.geo.size):
        assert widget.cell_at(widget.cell_centre(cell)) == cell


def test_keyboard_tab_and_return_play_an_offered_cell(qtbot, info):
    state = info.game.new_state().apply(Roll(4, 2))
    widget = _board(qtbot, info, state)
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_Tab)
    with qtbot.waitSignal(widget.move_requested, timeout=1000) as blocker:
        qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert blocker.args[0] in state.legal_moves()


def test_messages_for_the_second_roll_and_the_forfeit(qtbot):
    from ludotheque_clod.plugin import ludotheque_register_games

    infos = []
    ludotheque_register_games(infos.append)
    info = infos[0]
    cells = bytearray([1, 2] * 18)
    cells[0] = 0
    start = ClodState(CLOD, False, bytes(cells), 0, CHANCE)
    reroll = start.apply(Roll(4, 4))
    widget = _board(qtbot, info, start)
    with qtbot.waitSignal(widget.status_changed, timeout=1000) as blocker:
        widget.set_position(reroll, viewer=0, legal_moves=reroll.legal_moves(),
                            interactive=False, previous=start, animate=False)
    assert "again" in blocker.args[0] and "4 and 4" in blocker.args[0]
    forfeit = reroll.apply(Roll(5, 5))
    with qtbot.waitSignal(widget.status_changed, timeout=1000) as blocker:
        widget.set_position(forfeit, viewer=1, legal_moves=forfeit.legal_moves())
    assert "passes to Player 2 (White)" in blocker.args[0]
    assert widget.describe()["message"] == blocker.args[0]
    playing = forfeit.apply(Roll(1, 1))
    widget.set_position(playing, viewer=1, legal_moves=playing.legal_moves(), interactive=True)
    assert "Player 1 (Black) passed" in widget.describe()["message"]
    image = widget.grab()
    assert not image.isNull()


def test_dice_animation_blocks_input_and_ends(qtbot, info):
    start = info.game.new_state()
    state = start.apply(Roll(5, 1))
    widget = _board(qtbot, info, start)
    widget.set_animation_speed(4)
    widget.set_position(state, viewer=0, legal_moves=state.legal_moves(), interactive=True,
                        last_move=Roll(5, 1), previous=start, animate=True)
    assert widget.is_animating()
    with qtbot.assertNotEmitted(widget.move_requested):
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=_point(widget, state.offered[0]))
    with qtbot.waitSignal(widget.animation_finished, timeout=3000):
        pass
    assert not widget.is_animating()
    with qtbot.waitSignal(widget.move_requested, timeout=1000):
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=_point(widget, state.offered[0]))


def test_skip_animation_emits_finished(qtbot, info):
    start = info.game.new_state().apply(Roll(3, 3))
    after = start.apply(start.legal_moves()[0])
    widget = _board(qtbot, info, start)
    widget.set_animation_speed(1)
    widget.set_position(after, viewer=0, previous=start, animate=True,
                        last_move=start.legal_moves()[0])
    assert widget.is_animating()
    with qtbot.waitSignal(widget.animation_finished, timeout=500):
        widget.skip_animation()


def test_game_over_message_names_the_winner(qtbot, info):
    import random

    rng = random.Random(2)
    state = info.game.new_state()
    while not state.is_over():
        moves = state.legal_moves()
        state = state.apply(state.sample_chance(rng) if state.is_chance
                            else moves[rng.randrange(len(moves))])
    widget = _board(qtbot, info, state, interactive=False, size=(600, 700))
    message = widget.describe()["message"]
    assert ("wins" in message) or ("Draw" in message)
    for size in ((1280, 800), (420, 300)):
        widget.resize(*size)
        assert not widget.grab().isNull()


def test_french_translation_is_used(qtbot, info):
    from PySide6.QtCore import QCoreApplication, QTranslator

    translator = QTranslator()
    assert translator.load(str(info.translations / "ludotheque_clod_fr.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        state = info.game.new_state().apply(Roll(5, 1))
        widget = _board(qtbot, info, state)
        assert "Noir" in widget.describe()["message"]
    finally:
        QCoreApplication.removeTranslator(translator)


def test_royal_sub_board_labels_follow_the_flips():
    geo = ROYAL_CLOD
    # Board 1 (top middle) is mirrored left-right: its column labels read 6..1.
    assert [geo.boards[1].col_label(j) for j in range(6)] == [6, 5, 4, 3, 2, 1]
    assert [geo.boards[3].row_label(i) for i in range(6)] == [6, 5, 4, 3, 2, 1]
    assert [geo.boards[5].row_label(i) for i in range(6)] == [1, 2, 3, 4, 5, 6]


def test_options_dialog_offers_the_tie_rule(qtbot, info):
    from ludotheque_clod.qt.options_dialog import ClodOptionsDialog

    dialog = ClodOptionsDialog(info, {"tie_rule": "white"})
    qtbot.addWidget(dialog)
    assert dialog.values() == {"tie_rule": "white"}
    combo = dialog.form.editors["tie_rule"]
    combo.setCurrentIndex(combo.findData("next_groups"))
    assert dialog.values() == {"tie_rule": "next_groups"}
    assert "white" in dialog.explanation.text()
    assert dialog.validate() is None


def test_place_notation_matches_clod_labels():
    assert str(CLOD.places[CLOD.label_to_cell(0, 3, 4)]) == "r3c4"
    assert Place(2, 3) == CLOD.places[CLOD.label_to_cell(0, 3, 4)]


@pytest.mark.parametrize("size", [(720, 476), (976, 676), (1200, 560)])
def test_the_boards_of_a_row_line_up(qtbot, size):
    """RoyalClod's bottom-right board carries its labels above, its neighbours below:
    the three still share their top and bottom edges (and each column its sides)."""
    from ludotheque_clod.plugin import ludotheque_register_games

    infos = []
    ludotheque_register_games(infos.append)
    info = {i.id: i for i in infos}["royal_clod"]
    widget = _board(qtbot, info, info.game.new_state(), size=size)
    boards = widget._current_layout().boards
    for row in (boards[:3], boards[3:]):
        assert max(b.top() for b in row) - min(b.top() for b in row) < 0.5
        assert max(b.bottom() for b in row) - min(b.bottom() for b in row) < 0.5
    for column in range(3):
        top, bottom = boards[column], boards[column + 3]
        assert abs(top.left() - bottom.left()) < 0.5 and abs(top.right() - bottom.right()) < 0.5
        assert top.bottom() < bottom.top()  # no overlap between the rows


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(720, 476), (976, 676), (560, 420)])
def test_every_line_of_the_legend_and_cards_fits(qtbot, info, language, size):
    """Clod's legend lost its last line: every wrapped line now has its room."""
    from PySide6.QtCore import QCoreApplication, QRectF, QTranslator
    from PySide6.QtGui import QFontMetricsF

    from ludotheque.core import SeatInfo

    translator = QTranslator()
    if language == "fr":
        assert translator.load(str(info.translations / "ludotheque_clod_fr.qm"))
        QCoreApplication.installTranslator(translator)
    try:
        state = info.game.new_state().apply(Roll(5, 1))
        widget = _board(qtbot, info, state, size=size)
        widget.set_seats((SeatInfo(0, "Maximilienne", "human", None, "#121214"),
                          SeatInfo(1, "Bartholomew", "ai", "expert", "#e8e4da")))
        parts = widget.panel_parts()
        lines = widget.legend_lines()
        assert len(lines) == (0 if size == (560, 420) and info.id == "royal_clod" else 4)
        for swatch, rect, font, text in lines:
            bound = QFontMetricsF(font).boundingRect(QRectF(0, 0, rect.width(), 1e6),
                                                     int(Qt.TextFlag.TextWordWrap), text)
            assert bound.height() <= rect.height() + 0.5, text
            assert parts["legend"].contains(rect) and parts["legend"].contains(swatch)
        font, inside = widget.message_font()
        needed = QFontMetricsF(font).boundingRect(QRectF(0, 0, inside.width(), 1e6),
                                                  int(Qt.TextFlag.TextWordWrap),
                                                  widget.describe()["message"])
        assert needed.height() <= inside.height()
        assert not widget.grab().isNull()
    finally:
        QCoreApplication.removeTranslator(translator)
