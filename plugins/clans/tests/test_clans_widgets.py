"""The board widget and the options dialog of Clans."""

from __future__ import annotations

from clans_positions import BLUE, RED, YELLOW, huts, position, started
from ludotheque_clans.plugin import game_info
from ludotheque_clans.qt.board_widget import ClansBoardWidget
from ludotheque_clans.qt.geometry import nearest_territory, territory_cells
from ludotheque_clans.qt.options_dialog import ClansOptionsDialog
from ludotheque_clans.rules.board import CENTRES
from ludotheque_clans.rules.moves import Found, Migration
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage

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


# --- the map inside its frame, the numbers, the keyboard, the words ------------------------

import random  # noqa: E402

import pytest  # noqa: E402
from ludotheque_clans.qt.geometry import FRAME, LAND, MAP, step_towards  # noqa: E402
from ludotheque_clans.qt.pieces import BIGGEST, anchor, hut_stack, label_rect, village_parts  # noqa: E402
from PySide6.QtCore import QCoreApplication, QRectF, QTranslator  # noqa: E402

SIZES = ((720, 458), (976, 658), (1700, 960), (600, 800))
"""The board's size in the window at 1024×600, 1280×800 and 1920×1080, and a tall one."""


def _hits(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _inside(outer, inner) -> bool:
    return (outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2]
            and inner[3] <= outer[3])


def test_the_land_and_every_piece_lie_inside_the_frame_with_sea_around():
    sea = (MAP[0] + FRAME, MAP[1] + FRAME, MAP[2] - FRAME, MAP[3] - FRAME)
    assert all(land - inner >= 8 for land, inner in zip(LAND[:2], sea[:2]))
    assert all(inner - land >= 8 for land, inner in zip(LAND[2:], sea[2:]))
    for cell in territory_cells()[1:]:
        for x, y in cell.points:
            assert LAND[0] - 0.01 <= x <= LAND[2] + 0.01 and LAND[1] - 0.01 <= y <= LAND[3] + 0.01
    for territory in range(1, 61):
        x, y = anchor(territory)
        for rect in (*hut_stack(x, y, BIGGEST).rects(), *village_parts(x, y),
                     label_rect(territory)):
            assert _inside(LAND, rect), territory


def test_the_sea_shows_between_the_land_and_the_frame(qtbot):
    board = _board(qtbot, started(players=3, seed=2), size=(720, 458))
    image = board.grab().toImage()
    between = ((LAND[0] + MAP[0] + FRAME) / 2, (LAND[1] + MAP[1] + FRAME) / 2,
               (LAND[2] + MAP[2] - FRAME) / 2, (LAND[3] + MAP[3] - FRAME) / 2)
    left, top, right, bottom = between
    points = [(left, y) for y in range(100, 701, 100)] + [(right, y) for y in range(100, 701, 100)]
    points += [(x, top) for x in range(100, 901, 100)] + [(x, bottom) for x in range(100, 901, 100)]
    for x, y in points:
        pixel = image.pixelColor(board.to_widget(x, y).toPoint())
        assert pixel.blue() > pixel.red() + 20, (x, y, pixel.name())    # water, not land


@pytest.mark.parametrize("width, height", SIZES)
def test_the_map_fits_the_board(qtbot, width, height):
    board = _board(qtbot, started(players=3, seed=2), size=(width, height))
    frame = board.map_rect()
    assert QRectF(board.rect()).contains(frame)
    corner = board.to_widget(MAP[2], MAP[3])
    assert abs(corner.x() - frame.right()) < 0.5 and abs(corner.y() - frame.bottom()) < 0.5
    for territory in range(1, 61):
        assert frame.contains(board.territory_centre(territory))
        assert board.territory_at(board.territory_centre(territory)) == territory


def test_every_number_has_a_place_no_piece_covers():
    labels = {t: label_rect(t) for t in range(1, 61)}
    cells = territory_cells()
    from ludotheque_clans.qt.geometry import inside_polygon

    for territory, label in labels.items():
        corners = [(label[i], label[j]) for i in (0, 2) for j in (1, 3)]
        assert all(inside_polygon(cells[territory].points, x, y) for x, y in corners)
        for other in range(1, 61):
            x, y = anchor(other)
            pieces = [*hut_stack(x, y, BIGGEST).rects(), *village_parts(x, y)[1:]]
            assert not any(_hits(label, piece) for piece in pieces), (territory, other)
            if other != territory:
                assert not _hits(label, labels[other])


def _crowded(villages=()):
    """Every territory holds the biggest stack (and some are villages)."""
    board = {t: (2, 2, 2, 2, 2) for t in range(1, 61)}
    return position(board, villages=villages)


def test_no_hut_nor_village_is_drawn_over_a_number(qtbot):
    empty = position({40: huts(white=1), 41: huts(yellow=1)})
    images = []
    for state in (empty, _crowded(), _crowded(villages=(1, 7, 15, 23, 34, 54, 57))):
        board = _board(qtbot, state, interactive=False, size=(1700, 1300))
        images.append((board, board.grab().toImage()))
    for board, image in images[1:]:
        reference = images[0][1]
        for territory in range(1, 61):
            left, top, right, bottom = label_rect(territory)
            a, b = board.to_widget(left, top), board.to_widget(right, bottom)
            corner = int((b.x() - a.x()) / 5) + 1    # the plate's corners are round
            for x in range(int(a.x()) + corner, int(b.x()) - corner):
                for y in range(int(a.y()) + 2, int(b.y()) - 1):
                    assert image.pixel(x, y) == reference.pixel(x, y), (territory, x, y)


def test_the_stacks_of_real_games_leave_the_numbers_clear():
    labels = [label_rect(t) for t in range(1, 61)]
    for seed in range(4):
        state = started(players=2 + seed, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            for territory in range(1, 61):
                if state.totals[territory]:
                    for rect in hut_stack(*anchor(territory), state.huts[territory]).rects():
                        assert not any(_hits(rect, label) for label in labels)
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])


def _go_to(qtbot, board, target: int) -> None:
    """Move the keyboard cursor onto *target* with the arrow keys (a shortest path)."""
    keys = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1)}
    if board.cursor_target is None:
        qtbot.keyClick(board, Qt.Key.Key_Left)
    start = board.cursor_target
    paths = {start: []}
    todo = [start]
    while todo and target not in paths:
        here = todo.pop(0)
        for key, (dx, dy) in keys.items():
            there = step_towards(here, dx, dy)
            if there not in paths:
                paths[there] = paths[here] + [key]
                todo.append(there)
    assert target in paths, f"territory {target} cannot be reached from {start}"
    for key in paths[target]:
        qtbot.keyClick(board, key)
    assert board.cursor_target == target


def test_every_territory_is_reached_from_every_other_with_the_arrows():
    keys = ((-1, 0), (1, 0), (0, -1), (0, 1))
    for start in range(1, 61):
        seen, todo = {start}, [start]
        while todo:
            here = todo.pop()
            for dx, dy in keys:
                there = step_towards(here, dx, dy)
                if there not in seen:
                    seen.add(there)
                    todo.append(there)
        assert seen == set(range(1, 61)), start


def test_a_move_from_the_keyboard_alone(qtbot):
    board = _board(qtbot, started(players=3, seed=2))
    moves = []
    board.move_requested.connect(moves.append)
    _go_to(qtbot, board, 1)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert board.selected == 1
    _go_to(qtbot, board, 40)
    qtbot.keyClick(board, Qt.Key.Key_Escape)               # cancels the half-built move
    assert board.selected is None and moves == []
    _go_to(qtbot, board, 1)
    qtbot.keyClick(board, Qt.Key.Key_Space)
    _go_to(qtbot, board, 3)
    qtbot.keyClick(board, Qt.Key.Key_Enter)
    assert moves == [Migration(1, 3)]


def test_the_order_of_villages_from_the_keyboard(qtbot):
    state = position(_TWO, villages=(31, 33, 35)).play(Migration(6, 2))
    board = _board(qtbot, state)
    qtbot.keyClick(board, Qt.Key.Key_Down)     # the first key shows the cursor: on a village
    if board.cursor_target not in (2, 10):
        qtbot.keyClick(board, Qt.Key.Key_Down)
    assert board.cursor_target in (2, 10)
    assert board.accessibleName().endswith("you may found this village now")
    moves = []
    board.move_requested.connect(moves.append)
    _go_to(qtbot, board, 10)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert moves == [Found(10)]


def test_the_keyboard_cursor_is_painted(qtbot):
    board = _board(qtbot, started(players=3, seed=2), interactive=False)
    board.show()
    board.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    _go_to(qtbot, board, 38)
    shown = board.grab().toImage()
    board.clearFocus()
    qtbot.waitUntil(lambda: not board.hasFocus(), timeout=2000)
    assert board.grab().toImage() != shown        # the ring goes with the focus
    assert board.cursor_target == 38


def _words(qtbot, french=False):
    translator = QTranslator()
    if french:
        assert translator.load(str(game_info().translations / "ludotheque_clans_fr.qm"))
        QCoreApplication.installTranslator(translator)
    board_state = position({1: huts(red=2, blue=1), 2: huts(white=1), 3: huts(green=1),
                            40: huts(yellow=1), 41: huts(yellow=1)}, villages=(10,))
    board = _board(qtbot, board_state)
    words = {}
    for territory in (1, 2, 4, 10):
        _go_to(qtbot, board, territory)
        words[territory] = board.accessibleName()
    _go_to(qtbot, board, 1)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    _go_to(qtbot, board, 2)
    words["target"] = board.accessibleName()
    words["description"] = board.accessibleDescription()
    if french:
        QCoreApplication.removeTranslator(translator)
    return words


def test_the_accessible_name_says_the_cursor_territory(qtbot):
    words = _words(qtbot)
    assert words[1] == "Territory 1, steppe: 3 huts: red 2, blue 1; you may move its huts"
    assert words[2] == "Territory 2, mountain: 1 hut: white 1; you may move its huts"
    assert words[4] == "Territory 4, mountain: no huts"
    assert words[10] == "Territory 10, forest: village 1, 0 points"
    assert words["target"] == ("Territory 2, mountain: 1 hut: white 1; "
                               "you may move the huts here")
    assert words["description"] == "Click where the huts of territory 1 go (Esc cancels)."


def test_the_accessible_name_in_french(qtbot):
    words = _words(qtbot, french=True)
    assert words[1] == ("Territoire 1, steppe\u00a0: 3 huttes\u00a0: rouge 2, bleu 1\u00a0; "
                        "vous pouvez déplacer ses huttes")
    assert words[4] == "Territoire 4, montagne\u00a0: aucune hutte"
    assert words[10] == "Territoire 10, forêt\u00a0: village 1, 0 point"
    assert words["target"].endswith("\u00a0; vous pouvez y déplacer les huttes")


def test_the_cursor_shows_when_the_board_has_the_focus_before_its_position(qtbot):
    board = ClansBoardWidget(game_info())
    qtbot.addWidget(board)
    board.resize(1024, 640)
    board.show()
    board.activateWindow()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    assert board.cursor_target is None             # nothing to show yet
    view = started(players=3, seed=2).view(0)
    board.set_position(view, viewer=0, legal_moves=view.legal_moves(), interactive=True)
    assert board.cursor_target == min(board.legal_sources())
    assert board.accessibleName().startswith(f"Territory {board.cursor_target}, ")


def test_the_board_keys_come_before_the_window_shortcuts(qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    def claimed(board, key):
        event = QKeyEvent(QEvent.Type.ShortcutOverride, key, Qt.KeyboardModifier.NoModifier)
        event.ignore()
        board.event(event)
        return event.isAccepted()

    board = _board(qtbot, started(players=3, seed=2))
    assert claimed(board, Qt.Key.Key_Left) and claimed(board, Qt.Key.Key_Return)
    assert not claimed(board, Qt.Key.Key_Escape)      # nothing selected: the window's
    _click(qtbot, board, 1)
    assert claimed(board, Qt.Key.Key_Escape)          # drops the selection
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.selected is None and not claimed(board, Qt.Key.Key_Escape)
