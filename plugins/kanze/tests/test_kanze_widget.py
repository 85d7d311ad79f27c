"""The Kanzé board widget and options dialog (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from kanze_positions import position

pytest.importorskip("pytestqt")

from ludotheque_kanze.plugin import ludotheque_register_games
from ludotheque_kanze.qt.board_widget import KanzeBoardWidget
from ludotheque_kanze.qt.options_dialog import KanzeOptionsDialog
from ludotheque_kanze.rules import PASS, RECRUIT, MoveTroops, RecruitAt, parse_move
from ludotheque_kanze.rules.board import cell_index
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, Qt, QTranslator
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication


@pytest.fixture
def info():
    found = []
    ludotheque_register_games(found.append)
    return found[0]


@pytest.fixture
def board(qtbot, info):
    widget = KanzeBoardWidget(info)
    qtbot.addWidget(widget)
    widget.resize(1100, 720)
    widget.show()
    return widget


def show(board, state, interactive=True, **kwargs):
    board.set_position(state, viewer=state.current_player, legal_moves=state.legal_moves(),
                       interactive=interactive, **kwargs)


def click_cell(qtbot, board, name: str, button=Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(board, button, pos=board.cell_centre(cell_index(name)).toPoint())


def click_chooser(qtbot, board, button: str) -> None:
    rect = board.chooser_rects()[button]
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())


def assemble(qtbot, board, move: MoveTroops) -> None:
    """Enter *move* with clicks only: source, destination, then the chooser."""
    click_cell(qtbot, board, _name(move.src))
    click_cell(qtbot, board, _name(move.dst))
    if board.describe()["representative"] != move.rep:
        click_chooser(qtbot, board, "rep")
    for _ in range(10):
        count = board.describe()["count"]
        if count == move.count:
            break
        click_chooser(qtbot, board, "plus" if count < move.count else "minus")
    click_chooser(qtbot, board, "ok")


def _name(cell: int) -> str:
    return "abcdefg"[cell % 7] + str(cell // 7 + 1)


CHAIN = {"c4": "X5", "c5": "x1", "e4": "o2", "g7": "O1"}


@pytest.mark.parametrize("text", ["3R:c4-d5", "3:c4-d5", "R:c4-b4", "5:c4-c5", "5R:c4-c5",
                                  "1:c4-d4", "2R:c4-d3", "1:c5-d5"])
def test_a_move_assembled_by_clicks_equals_its_notation(qtbot, board, text):
    show(board, position(CHAIN))
    with qtbot.waitSignal(board.move_requested, timeout=1000) as blocker:
        assemble(qtbot, board, parse_move(text))
    assert blocker.args == [parse_move(text)]


def test_every_legal_move_can_be_assembled_by_clicks(qtbot, board):
    state = position({"d4": "X3", "d5": "x6", "e4": "o2", "c4": "x1", "g7": "O1"})
    show(board, state)
    moves = [m for m in state.legal_moves() if isinstance(m, MoveTroops)]
    assert len(moves) > 40
    seen = []
    board.move_requested.connect(seen.append)
    for move in moves:
        show(board, state)
        assemble(qtbot, board, move)
        assert seen and seen[-1] == move, str(move)
    assert len(seen) == len(moves)


def test_destinations_are_highlighted(qtbot, board):
    show(board, position(CHAIN))
    click_cell(qtbot, board, "c4")
    described = board.describe()
    assert described["source"] == "c4"
    expected = {_name(m.dst) for m in position(CHAIN).legal_moves()
                if isinstance(m, MoveTroops) and _name(m.src) == "c4"}
    assert set(described["targets"]) == expected
    assert "d5" in expected and "g1" not in expected


def test_clicks_elsewhere_do_nothing(qtbot, board):
    show(board, position(CHAIN))
    seen = []
    board.move_requested.connect(seen.append)
    click_cell(qtbot, board, "e4")                 # an enemy cell: not a source
    assert board.describe()["source"] is None
    click_cell(qtbot, board, "g1")                 # a neutral cell
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(3, 3))  # the margin
    click_cell(qtbot, board, "c4")
    click_cell(qtbot, board, "g1")                 # not a destination: deselects
    assert board.describe()["source"] is None
    click_cell(qtbot, board, "c4")
    click_cell(qtbot, board, "d5")
    click_chooser(qtbot, board, "cancel")          # closes the chooser, keeps the source
    assert board.describe()["destination"] is None and board.describe()["source"] == "c4"
    click_cell(qtbot, board, "c4", Qt.MouseButton.RightButton)
    assert board.describe()["source"] is None
    assert seen == []


def test_second_click_on_the_destination_confirms(qtbot, board):
    show(board, position(CHAIN))
    click_cell(qtbot, board, "c4")
    click_cell(qtbot, board, "d5")
    assert board.describe()["count"] == 5 and not board.describe()["representative"]
    with qtbot.waitSignal(board.move_requested) as blocker:
        click_cell(qtbot, board, "d5")
    assert blocker.args == [parse_move("5:c4-d5")]


def test_keyboard_in_the_chooser(qtbot, board):
    show(board, position(CHAIN))
    click_cell(qtbot, board, "c4")
    click_cell(qtbot, board, "d5")
    qtbot.keyClick(board, Qt.Key.Key_2)
    qtbot.keyClick(board, Qt.Key.Key_R)
    assert board.pending_move() == parse_move("2R:c4-d5")
    qtbot.keyClick(board, Qt.Key.Key_Minus)
    qtbot.keyClick(board, Qt.Key.Key_Minus)
    assert board.pending_move() == parse_move("R:c4-d5")
    qtbot.keyClick(board, Qt.Key.Key_R)            # no troops without it: one troop
    assert board.pending_move() == parse_move("1:c4-d5")
    with qtbot.waitSignal(board.move_requested) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert blocker.args == [parse_move("1:c4-d5")]


def test_mouse_wheel_sets_the_count(qtbot, board):
    show(board, position(CHAIN))
    click_cell(qtbot, board, "c4")
    click_cell(qtbot, board, "d5")
    spot = board.cell_centre(cell_index("d5"))
    for delta in (-120, -120, -120, 120):
        event = QWheelEvent(spot, board.mapToGlobal(spot), QPoint(), QPoint(0, delta),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(board, event)
    assert board.pending_move() == parse_move("3:c4-d5")


def test_recruit_and_pass_buttons_and_keys(qtbot, board):
    state = position({"a1": "X2", "b1": "x3", "g7": "O1"})
    show(board, state)
    assert board.recruit_button.isEnabled() and board.pass_button.isEnabled()
    with qtbot.waitSignal(board.move_requested) as blocker:
        qtbot.mouseClick(board.recruit_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [RECRUIT]
    with qtbot.waitSignal(board.move_requested) as blocker:
        qtbot.mouseClick(board.pass_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [PASS]
    with qtbot.waitSignal(board.move_requested) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_C)
    assert blocker.args == [RECRUIT]
    with qtbot.waitSignal(board.move_requested) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_P)
    assert blocker.args == [PASS]
    full = position({"a1": "X7", "g7": "O1"})
    show(board, full)
    assert not board.recruit_button.isEnabled()


def test_recruit_cells_are_chosen_by_clicks(qtbot, board):
    state = position({"a1": "X0", "b1": "x7", "c1": "x3", "d1": "x1", "g7": "O1"}, cap=13)
    state = state.play(RECRUIT)
    show(board, state)
    assert not board.pass_button.isEnabled() and not board.recruit_button.isEnabled()
    seen = []
    board.move_requested.connect(seen.append)
    click_cell(qtbot, board, "b1")                 # full: not a recruit cell
    assert seen == []
    click_cell(qtbot, board, "c1")
    assert seen == [RecruitAt(cell_index("c1"))] == [parse_move("rec:c1")]


def test_no_input_when_not_interactive(qtbot, board):
    show(board, position(CHAIN), interactive=False)
    seen = []
    board.move_requested.connect(seen.append)
    click_cell(qtbot, board, "c4")
    click_cell(qtbot, board, "d5")
    qtbot.keyClick(board, Qt.Key.Key_P)
    assert seen == [] and board.describe()["source"] is None
    assert not board.pass_button.isEnabled()


def test_battle_and_influence_are_animated(qtbot, board):
    before = position({"a1": "X1", "g7": "O1", "d4": "o2", "e4": "x1", "c4": "x1",
                       "d5": "x1", "e2": "x2"})
    move = parse_move("1:e2-d3")
    after = before.play(move)
    board.set_animation_speed(4)
    show(board, before)
    show(board, after, last_move=move, previous=before, animate=True)
    assert board.is_animating()
    event = board._event
    assert [_name(c) for c in event.flips] == ["d4"]
    seen = []
    board.move_requested.connect(seen.append)
    click_cell(qtbot, board, "c4")                 # input is refused meanwhile
    assert board.describe()["source"] is None
    with qtbot.waitSignal(board.animation_finished, timeout=3000):
        pass
    assert not board.is_animating()
    battle_before = position({"d4": "x5", "e4": "O1", "a1": "X1"})
    attack = parse_move("1:d4-e4")
    show(board, battle_before.play(attack), last_move=attack, previous=battle_before,
         animate=True)
    assert board._event.battle == (1, 2)
    with qtbot.waitSignal(board.animation_finished, timeout=1000):
        board.skip_animation()
    assert not board.is_animating()
    assert any("1 against 2" in line for line in board._event_text())


def test_no_animation_at_speed_zero(qtbot, board):
    before = position(CHAIN)
    move = parse_move("3:c4-d5")
    board.set_animation_speed(0)
    show(board, before.play(move), last_move=move, previous=before, animate=True)
    assert not board.is_animating()


def test_french_translation_and_live_retranslation(qtbot, board, info):
    show(board, position(CHAIN))
    assert board.recruit_button.text() == "Recruit"
    translator = QTranslator()
    assert translator.load(str(Path(info.translations) / "ludotheque_kanze_fr.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        board.retranslate()
        assert board.recruit_button.text() == "Recruter"
        assert board.pass_button.text() == "Passer"
    finally:
        QCoreApplication.removeTranslator(translator)
    board.retranslate()
    assert board.recruit_button.text() == "Recruit"


def test_board_renders_at_several_sizes(qtbot, board, tmp_path):
    state = position(CHAIN)
    show(board, state)
    click_cell(qtbot, board, "c4")
    click_cell(qtbot, board, "e4")
    for width, height in ((1280, 800), (1024, 600), (600, 800)):
        board.resize(width, height)
        image = board.grab().toImage()
        assert image.width() == width and not image.isNull()
        image.save(str(tmp_path / f"kanze_{width}x{height}.png"))
        # every cell lies inside the widget
        for cell in range(49):
            centre = board.cell_centre(cell)
            assert 0 < centre.x() < width and 0 < centre.y() < height
        assert board.cell_at(board.cell_centre(24)) == 24
        assert board.cell_at(QPointF(1, 1)) is None


def test_options_dialog(qtbot, info):
    dialog = KanzeOptionsDialog(info, {"turn_limit": 40, "distant_attack": True})
    qtbot.addWidget(dialog)
    assert dialog.values() == {"troop_cap": 49, "distant_neutral": True,
                               "distant_attack": True, "turn_limit": 40}
    dialog.defaults_button.click()
    assert dialog.values() == info.game.options_schema.defaults()
    assert dialog.validate() is None


def test_hints_are_shown(qtbot, board):
    state = position({"a1": "X2", "b1": "x3", "g7": "O1"})
    show(board, state)
    board.set_hint(RECRUIT)
    assert board.recruit_button.property("hint") is True
    assert not board.pass_button.property("hint")
    board.set_hint(parse_move("1:a1-a2"))
    assert not board.recruit_button.property("hint")
    board.grab()                                   # the hint arrow paints
    show(board, state)
    assert board.hint_move is None


def _seats(info, *names):
    from ludotheque.core import SeatInfo

    return [SeatInfo(index, name, "human", None, info.seat_colors[index])
            for index, name in enumerate(names)]


def test_the_panel_names_the_seats_as_the_host_does(qtbot, board, info):
    before = position({"a1": "X1", "d4": "x5", "e4": "O1"})
    move = parse_move("3:d4-e4")            # kills the second player's Representative
    board.set_animation_speed(0)
    show(board, before, interactive=False)
    assert board.describe()["players"] == ["Player 1", "Player 2"]
    assert board.describe()["status"] == "Player 1 to move."
    statuses = []
    board.status_changed.connect(statuses.append)
    board.set_seats(_seats(info, "Alice", "Bob"))
    assert board.describe()["players"] == ["Alice", "Bob"]
    assert statuses[-1] == "Alice to move."
    image = board.grab().toImage()
    board.set_seats(_seats(info, "Zoé", "Bob"))
    assert board.grab().toImage() != image   # the name is painted on the card
    show(board, before.play(move), interactive=False, last_move=move, previous=before,
         animate=True)
    events = board.describe()["events"]
    assert events[0] == "Battle on e4: 3 against 2, Zoé wins."
    assert "The Representative of Bob has fallen!" in events
    translator = QTranslator()
    assert translator.load(str(Path(info.translations) / "ludotheque_kanze_fr.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        assert "Bob perd son Représentant\u00a0!" in board.describe()["events"]
    finally:
        QCoreApplication.removeTranslator(translator)


def test_seat_colours_are_the_armies_colours(info):
    from ludotheque_kanze.qt.board_widget import PLAYER_COLOURS

    assert info.seat_colors == tuple(colour.name() for colour in PLAYER_COLOURS)
    assert info.seat_colors == ("#c0392b", "#2d6a8a")   # red, then blue


# --- the board's fixes, the keyboard and the words for screen readers -------------------

from ludotheque_kanze.qt.board_widget import PLAYER_COLOURS  # noqa: E402
from ludotheque_kanze.rules.board import coords  # noqa: E402
from PySide6.QtGui import QColor, QFontMetricsF  # noqa: E402

CLICKABLE = 28
"""The smallest side of a button a player can click without aiming, in pixels."""
APP_SIZES = ((720, 458), (976, 658), (1700, 960), (600, 800))
"""The board's size in the window at 1024×600, 1280×800 and 1920×1080, and a tall one."""


@pytest.fixture
def french(info):
    translator = QTranslator()
    assert translator.load(str(Path(info.translations) / "ludotheque_kanze_fr.qm"))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


@pytest.fixture
def styled(qapp, board):
    """The board under the host's look (its style sheet makes move buttons larger)."""
    from ludotheque.gui.style import apply_style

    saved = qapp.styleSheet(), qapp.palette(), qapp.font()
    apply_style(qapp, set_style=False)
    board._layout_buttons()
    yield board
    qapp.setStyleSheet(saved[0])
    qapp.setPalette(saved[1])
    qapp.setFont(saved[2])


def _near(pixel: QColor, colour: QColor, distance: int) -> bool:
    return (abs(pixel.red() - colour.red()) + abs(pixel.green() - colour.green())
            + abs(pixel.blue() - colour.blue())) < distance


def _pixels(board, name: str) -> list[QColor]:
    image = board.grab().toImage()
    centre, s = board.cell_centre(cell_index(name)), board.board_geometry.size
    return [image.pixelColor(int(centre.x() + dx), int(centre.y() + dy))
            for dx in range(-int(s * 0.7), int(s * 0.7))
            for dy in range(-int(s * 0.7), int(s * 0.7))]


def test_each_representative_wears_its_army_colour(qtbot, board):
    show(board, position({"a1": "X0", "g7": "O0", "d4": "x1"}))
    red, blue = PLAYER_COLOURS
    top, bottom = _pixels(board, "g7"), _pixels(board, "a1")
    assert not any(_near(p, red, 90) or _near(p, QColor("#d4261c"), 90) for p in top)
    assert sum(_near(p, blue, 40) for p in top) > 20        # the blue Representative
    assert sum(_near(p, red, 40) for p in bottom) > 20      # the red one
    assert not any(_near(p, blue, 60) for p in bottom)


def _open_battle_chooser(qtbot, board):
    show(board, position({"c4": "X5", "d4": "o2", "g7": "O1"}))
    click_cell(qtbot, board, "c4")
    click_cell(qtbot, board, "d4")
    click_chooser(qtbot, board, "rep")             # the longest caption: a battle too
    assert board.pending_move() == parse_move("5R:c4-d4")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_chooser_has_buttons_to_click_and_a_caption_that_fits(qtbot, styled, info,
                                                                  language, request):
    board = styled
    if language == "fr":
        request.getfixturevalue("french")
    for width, height in APP_SIZES:
        board.resize(width, height)
        _open_battle_chooser(qtbot, board)
        rects = board.chooser_rects()
        for name in ("minus", "plus", "rep", "ok", "cancel"):
            assert min(rects[name].width(), rects[name].height()) >= CLICKABLE
            assert rects["panel"].contains(rects[name])
        assert QRectF(board.rect()).contains(rects["panel"])
        metrics = QFontMetricsF(board.chooser_fonts()[1])
        lines = board.chooser_caption_lines(board.state)
        assert len(lines) == 2
        for line in lines:
            assert metrics.horizontalAdvance(line) <= rects["caption"].width(), line
        assert rects["caption"].height() >= 2 * metrics.height()
        assert rects["panel"].contains(rects["caption"])
        for cell in ("c4", "d4"):                   # the move stays in sight
            assert not rects["panel"].contains(board.cell_centre(cell_index(cell)))


def test_the_round_counter_says_how_long_the_game_lasts(qtbot, board, french):
    show(board, position(CHAIN, ply=20))
    assert board.round_texts() == ("Tour 11 sur 150", "Encore 139 tours, puis le joueur "
                                   "qui possède le plus de cases gagne.")


@pytest.mark.parametrize("ply, limit, expected", [
    (20, 150, ("Round 11 of 150", "139 more rounds, then the player owning more cells wins.")),
    (296, 150, ("Round 149 of 150", "1 more round, then the player owning more cells wins.")),
    (298, 150, ("Round 150 of 150", "Last round: then the player owning more cells wins.")),
    (40, 0, ("Round 21", "No turn limit: the game ends when a Representative falls.")),
])
def test_the_round_counter_in_english(qtbot, board, ply, limit, expected):
    show(board, position(CHAIN, ply=ply, limit=limit))
    assert board.round_texts() == expected


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_panel_fits_its_texts_and_buttons(qtbot, styled, language, request):
    board = styled
    if language == "fr":
        request.getfixturevalue("french")
    board.set_seats(_seats(board.info, "Alice", "Bruno"))
    state = position(CHAIN, ply=20)
    show(board, state)
    for width, height in APP_SIZES:
        board.resize(width, height)
        board.grab()
        paper = board.panel_paper()
        layout = board.panel_layout()
        title_font, name_font, small = board.panel_fonts()
        title, note = board.round_texts()
        assert QFontMetricsF(title_font).horizontalAdvance(title) <= layout["title"].width()
        assert paper.contains(layout["title"]) and paper.contains(layout["note"])
        assert layout["note"].height() >= QFontMetricsF(small).height()
        for player, card in enumerate(layout["cards"]):
            assert paper.contains(card)
            assert not card.intersects(layout["note"])
            for text in board.card_texts(state, player):
                # the text column of a card: right of the Representative
                assert QFontMetricsF(small).horizontalAdvance(text) <= card.width() - 60
        buttons = [board.recruit_button, board.pass_button]
        for button in buttons:
            geometry = QRectF(button.geometry())
            assert paper.contains(geometry), (width, height, button.text())
            assert button.sizeHint().width() <= geometry.width(), button.text()
            assert button.sizeHint().height() <= geometry.height()
            for card in layout["cards"]:
                assert not geometry.intersects(card)
        assert not buttons[0].geometry().intersects(buttons[1].geometry())
    board.resize(board.minimumSizeHint())          # the smallest board: nothing overlaps
    paper = board.panel_paper()
    layout = board.panel_layout()
    for button in (board.recruit_button, board.pass_button):
        assert paper.contains(QRectF(button.geometry()))
        assert not any(QRectF(button.geometry()).intersects(card) for card in layout["cards"])


def go_to(qtbot, board, name: str) -> None:
    """Move the keyboard cursor onto *name* with the arrow keys."""
    target = cell_index(name)
    for _ in range(40):
        cursor = board.cursor_cell()
        if cursor == target:
            return
        if cursor is None:
            qtbot.keyClick(board, Qt.Key.Key_Right)
            continue
        (q, r), (tq, tr) = coords(cursor), coords(target)
        if tq + tr != q + r:
            qtbot.keyClick(board, Qt.Key.Key_Up if tq + tr > q + r else Qt.Key.Key_Down)
        else:
            qtbot.keyClick(board, Qt.Key.Key_Right if tq - tr > q - r else Qt.Key.Key_Left)
    raise AssertionError(f"the cursor never reached {name}")


def test_a_move_from_the_keyboard_alone(qtbot, board):
    show(board, position(CHAIN))
    board.setFocus()
    seen = []
    board.move_requested.connect(seen.append)
    go_to(qtbot, board, "c4")
    qtbot.keyClick(board, Qt.Key.Key_Return)                # the source
    assert board.describe()["source"] == "c4"
    go_to(qtbot, board, "d5")
    qtbot.keyClick(board, Qt.Key.Key_Space)                 # the destination
    assert board.describe()["destination"] == "d5" and board.describe()["count"] == 5
    qtbot.keyClick(board, Qt.Key.Key_Down)
    qtbot.keyClick(board, Qt.Key.Key_Down)
    qtbot.keyClick(board, Qt.Key.Key_Up)
    assert board.pending_move() == parse_move("4:c4-d5")
    qtbot.keyClick(board, Qt.Key.Key_Escape)                # closes the chooser
    assert board.describe()["destination"] is None and board.describe()["source"] == "c4"
    qtbot.keyClick(board, Qt.Key.Key_Return)                # the cursor is still on d5
    qtbot.keyClick(board, Qt.Key.Key_Minus)
    qtbot.keyClick(board, Qt.Key.Key_R)
    assert board.pending_move() == parse_move("4R:c4-d5")
    assert seen == []
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert seen == [parse_move("4R:c4-d5")]


def test_escape_drops_the_source_and_digits_set_the_count(qtbot, board):
    show(board, position(CHAIN))
    go_to(qtbot, board, "c4")
    qtbot.keyClick(board, Qt.Key.Key_Return)
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.describe()["source"] is None
    qtbot.keyClick(board, Qt.Key.Key_Return)
    go_to(qtbot, board, "b4")
    qtbot.keyClick(board, Qt.Key.Key_Return)
    qtbot.keyClick(board, Qt.Key.Key_2)
    with qtbot.waitSignal(board.move_requested) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Enter)
    assert blocker.args == [parse_move("2:c4-b4")]


def test_recruit_cells_from_the_keyboard(qtbot, board):
    state = position({"a1": "X0", "b1": "x7", "c1": "x3", "d1": "x1", "g7": "O1"}, cap=13)
    show(board, state.play(RECRUIT))
    go_to(qtbot, board, "c1")
    with qtbot.waitSignal(board.move_requested) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_Return)
    assert blocker.args == [RecruitAt(cell_index("c1"))]


def test_the_cursor_reaches_every_cell_and_starts_on_the_representative(qtbot, board):
    show(board, position(CHAIN))
    if board.cursor_cell() is None:             # the focus shows the cursor, else a key
        qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.cursor_cell() == cell_index("c4")          # where the player starts
    for cell in range(49):
        go_to(qtbot, board, _name(cell))


def test_the_cursor_ring_is_painted_where_the_cursor_is(qtbot, board):
    show(board, position(CHAIN))
    board.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    go_to(qtbot, board, "f2")
    before = _pixels(board, "f2")
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert _pixels(board, "f2") != before


def test_the_accessible_name_follows_the_cursor(qtbot, board, info):
    board.set_seats(_seats(info, "Alice", "Bob"))
    show(board, position(CHAIN))
    go_to(qtbot, board, "c4")
    assert board.accessibleName() == (
        "c4: Alice, 5 troops and the Representative; you may move from here")
    assert board.accessibleDescription() == "Choose one of your cells, or recruit, or pass."
    go_to(qtbot, board, "e4")
    assert board.accessibleName() == "e4: Bob, 2 troops"
    go_to(qtbot, board, "g7")
    assert board.accessibleName() == "g7: Bob, 1 troop and the Representative"
    go_to(qtbot, board, "d4")
    assert board.accessibleName() == "d4: neutral"
    go_to(qtbot, board, "c4")
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert board.accessibleName() == (
        "c4: Alice, 5 troops and the Representative; chosen to move from")
    go_to(qtbot, board, "d4")
    assert board.accessibleName() == "d4: neutral; you may move here"
    qtbot.keyClick(board, Qt.Key.Key_Return)
    qtbot.keyClick(board, Qt.Key.Key_3)
    assert board.accessibleDescription().endswith("3 troops, c4 → d4")


def test_the_accessible_name_in_french(qtbot, board, info, french):
    board.set_seats(_seats(info, "Alice", "Bob"))
    show(board, position({"c4": "X0", "e4": "o1", "d4": "o3", "g7": "O1"}))
    go_to(qtbot, board, "c4")
    assert board.accessibleName() == (
        "c4\u00a0: Alice, le Représentant seul\u00a0; vous pouvez partir d'ici")
    go_to(qtbot, board, "e4")
    assert board.accessibleName() == "e4\u00a0: Bob, 1 troupe"
    go_to(qtbot, board, "d4")
    assert board.accessibleName() == "d4\u00a0: Bob, 3 troupes"
    go_to(qtbot, board, "b2")
    assert board.accessibleName() == "b2\u00a0: neutre"
    go_to(qtbot, board, "c4")
    qtbot.keyClick(board, Qt.Key.Key_Return)
    go_to(qtbot, board, "d4")
    assert board.accessibleName() == "d4\u00a0: Bob, 3 troupes\u00a0; vous pouvez attaquer ici"


def test_the_cursor_shows_when_the_board_has_the_focus_before_its_position(qtbot, board):
    board.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    assert board.cursor_cell() is None             # nothing to show yet
    show(board, position(CHAIN))
    assert board.cursor_cell() == cell_index("c4")  # the Representative, which may move
    assert board.accessibleName().startswith("c4: ")
