"""The board has the keyboard focus when a match starts and after the computer's
move; the banner above the board keeps one height; the players panel shows a
thinking computer in full; the host speaks of dice only for dice."""

from __future__ import annotations

import ludotheque_clans.plugin
import pytest
from PySide6.QtWidgets import QApplication, QLabel

from ludotheque.core.match import AI, HUMAN, RANDOM, Match, Seat
from ludotheque.gui.board_host import BoardHost
from ludotheque.gui.controller import MatchController
from ludotheque.gui.generic_board import GenericBoard
from ludotheque.gui.new_game_dialog import NewGameChoice

from .conftest import make_testgames_registry


def focused(widget) -> bool:
    return QApplication.focusWidget() is widget


def test_the_board_has_the_focus_when_a_match_starts(make_window, qtbot) -> None:
    window = make_window()
    window.activateWindow()
    controller = window.start_match("stones", NewGameChoice((Seat(HUMAN, "Ann"),
                                                             Seat(HUMAN, "Bob")), {}), seed=1)
    board = window.board_host.board
    qtbot.waitUntil(lambda: focused(board))
    assert controller.human_to_move() == 0


def test_the_board_has_the_focus_again_after_the_computers_move(make_window, qtbot) -> None:
    window = make_window(with_worker=False)
    window.activateWindow()
    controller = window.start_match("stones", NewGameChoice((Seat(HUMAN, "Ann"),
                                                             Seat(RANDOM)), {}), seed=1)
    board = window.board_host.board
    qtbot.waitUntil(lambda: focused(board))
    window.board_host.history.setFocus()  # the player looked at the history
    assert not focused(board)
    board.move_requested.emit("take")
    board.move_requested.emit("end")
    qtbot.waitUntil(lambda: controller.human_to_move() == 0 and len(controller.match) > 2)
    qtbot.waitUntil(lambda: focused(board))


def test_the_banner_keeps_one_height(make_window, qtbot) -> None:
    window = make_window(with_worker=False)
    window.resize(1024, 600)
    host = window.board_host
    controller = window.start_match("stones", NewGameChoice((Seat(HUMAN, "Ann"),
                                                             Seat(RANDOM)), {}), seed=1)
    banner = host.status_text.parentWidget()
    qtbot.waitUntil(lambda: host.status_text.text() == "Ann, your turn")
    qtbot.wait(1)  # (laid out)
    heights = {banner.height()}
    assert host.status_detail.text()  # what to do
    host._on_board_status_changed("A very long sentence from the board, " * 8)
    qtbot.wait(1)  # (the layout settles)
    heights.add(banner.height())
    assert host.status_detail.text().endswith("…")  # one line, cut
    assert host.status_detail.toolTip().startswith("A very long sentence")
    host._on_board_status_changed("")
    window.board_host.board.move_requested.emit("take")
    window.board_host.board.move_requested.emit("end")
    qtbot.waitUntil(lambda: len(controller.match) > 2)
    window.step(-1)  # a replay: another title and detail
    assert host.status_detail.full_text() == ("Play a move to continue from here, or press "
                                              "Alt+Right to step forward.")  # the window's key
    qtbot.wait(1)
    heights.add(banner.height())
    window.step(1)
    host.status_detail.set_full_text("")  # nothing to say under the title
    qtbot.wait(1)
    heights.add(banner.height())
    assert len(heights) == 1, heights


def fits(label: QLabel) -> bool:
    """Whether *label*'s text is drawn in full in its rectangle."""
    width = label.contentsRect().width()
    if label.wordWrap():
        return label.heightForWidth(width) <= label.contentsRect().height() + 1
    return label.fontMetrics().horizontalAdvance(label.text()) <= width


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_thinking_computer_is_shown_in_full(qtbot, language, make_window) -> None:
    window = make_window(language=language, with_worker=False)
    window.resize(1024, 600)
    host = window.board_host
    seats = (Seat(HUMAN, "Ann"), Seat(AI, level="intermediate"))
    window.start_match("stones", NewGameChoice(seats, {}), seed=1, autoplay=False)
    host.splitter.setSizes([800, 220])  # the narrowest panel
    controller = window.controller
    controller.thinking_seat = 1
    host.refresh()
    qtbot.wait(1)
    kind = host.seats.rows[1].kind
    assert kind.text() == {"en": "Intermediate — thinking…",
                           "fr": "Intermédiaire — réfléchit…"}[language]
    assert fits(kind)
    idle = kind.height()
    controller.thinking_seat = None
    host.refresh()
    qtbot.wait(1)
    assert kind.text() == {"en": "Computer · Intermediate",
                           "fr": "Ordinateur · Intermédiaire"}[language]
    assert fits(kind) and kind.height() == idle


@pytest.mark.parametrize("language", ["en", "fr"])
def test_chance_is_dice_only_when_it_is(make_window, qtbot, language) -> None:
    registry = make_testgames_registry()
    assert registry.register_object(ludotheque_clans.plugin, "clans").status == "ok"
    window = make_window(registry, language=language, with_worker=False)
    host = window.board_host
    window.start_match("clans", NewGameChoice((Seat(HUMAN, "Ann"), Seat(HUMAN, "Bob")), {}),
                       seed=1, autoplay=False)  # at its setup: huts placed at random
    assert host.status_text.full_text() == {"en": "Drawing…", "fr": "Tirage au sort…"}[language]
    window.start_match("pig", NewGameChoice((Seat(HUMAN, "Ann"), Seat(HUMAN, "Bob")), {}),
                       seed=1, autoplay=False)
    window.board_host.board.move_requested.emit("roll")
    assert host.status_text.full_text() == {"en": "Rolling the dice…",
                                            "fr": "Lancer des dés…"}[language]


def test_french_punctuation_has_its_no_break_space(make_window, qtbot) -> None:
    window = make_window(language="fr")
    host = window.board_host
    controller = window.start_match("stones", NewGameChoice((Seat(HUMAN, "Ann"),
                                                             Seat(HUMAN, "Bob")), {}), seed=1)
    for move in ("take", "end"):
        window.board_host.board.move_requested.emit(move)
    window.step(-1)
    assert host.status_text.full_text() == "Relecture\u00a0: étape 1 sur 2"
    assert host.status_detail.full_text() == ("Jouez un coup pour reprendre d’ici, ou appuyez "
                                              "sur Alt+Droite pour avancer.")
    window.step(1)
    controller.hint = "take"
    host.refresh()
    assert host.status_detail.full_text() == "Conseil\u00a0: take"


def test_a_host_without_a_board_animation_goes_on_at_once(qtbot) -> None:
    registry = make_testgames_registry()
    info = registry.game("pig")
    controller = MatchController(Match(info.game, {}, (Seat(HUMAN), Seat(HUMAN)), 2), info,
                                 delays=False)
    host = BoardHost()
    qtbot.addWidget(host)
    host.attach(controller, GenericBoard(info))
    controller.start()
    controller.request_move("roll")
    qtbot.waitUntil(lambda: len(controller.match) == 2)  # the generic board never animates
    assert not controller.waiting_for_views
