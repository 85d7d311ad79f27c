"""The sentences of the history (``State.step_text``), the seats' names on the board
and the seats' colours, for Clod and RoyalClod, in English and in French."""

from __future__ import annotations

import random
import re

import pytest
from ludotheque_clod.plugin import SEAT_COLORS, ludotheque_register_games
from ludotheque_clod.rules import CLOD, ROYAL_CLOD, ClodState, Place, Roll
from PySide6.QtCore import QCoreApplication, QTranslator

from ludotheque.core import CHANCE, SeatInfo, TrText

INFOS = {}
ludotheque_register_games(lambda info: INFOS.setdefault(info.id, info))


@pytest.fixture
def french(qapp):
    """The plugin's French catalogue installed while the test runs."""
    translator = QTranslator()
    assert translator.load(str(INFOS["clod"].translations / "ludotheque_clod_fr.qm"))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def english(text: TrText, player: str = "Ada") -> str:
    return text.format(player=player).translate(None)


def in_french(text: TrText, player: str = "Ada") -> str:
    return text.format(player=player).translate(QCoreApplication.translate)


def check_plurals(sentence: str) -> None:
    """A count of cells reads singular for one only (English), for 0 and 1 (French)."""
    for count, noun in re.findall(r"(\d+) (cells?|cases?)\b", sentence):
        if noun.startswith("cell"):
            assert (noun == "cell") == (int(count) == 1), sentence
        else:
            assert (noun == "case") == (int(count) <= 1), sentence
    for count, word in re.findall(r"(\d+) cases? (offertes?)", sentence):
        assert (word == "offerte") == (int(count) <= 1), sentence


@pytest.mark.parametrize("game_id", ["clod", "royal_clod"])
@pytest.mark.parametrize("seed", [1, 7])
def test_every_step_of_random_games_has_a_sentence(game_id, seed, french):
    rng = random.Random(seed)
    state = INFOS[game_id].game.new_state()
    kinds = set()
    while not state.is_over():
        move = state.sample_chance(rng) if state.is_chance else \
            rng.choice(state.legal_moves())
        texts = [state.step_text(move, viewer) for viewer in (None, 0, 1)]
        for text in texts:
            assert isinstance(text, TrText)
            assert text == texts[0] and text.args == texts[0].args  # nothing is hidden
            for sentence in (english(text), in_french(text)):
                assert sentence.strip() and not re.search(r"[{}]|%n|\(s\)", sentence)
                check_plurals(sentence)
            assert english(text) != in_french(text)
            if state.current_player != CHANCE:
                assert english(text).startswith("Ada places a stone on ")
                assert in_french(text).startswith("Ada pose une pierre ")
            else:
                assert english(text).startswith(f"Dice: {move.high} and {move.low}, ")
                assert in_french(text).startswith(f"Dés\u00a0: {move.high} et {move.low}, ")
        kinds.add(texts[0].source)
        state = state.apply(move)
    assert len(kinds) >= 3  # rolls, placements and the last stone at least


def test_rolls(french):
    start = INFOS["clod"].game.new_state()
    double = start.step_text(Roll(3, 3))
    assert english(double) == "Dice: 3 and 3, 1 cell offered"
    assert in_french(double) == "Dés\u00a0: 3 et 3, 1 case offerte"
    two = start.step_text(Roll(4, 2))
    assert english(two) == "Dice: 4 and 2, 2 cells offered"
    assert in_french(two) == "Dés\u00a0: 4 et 2, 2 cases offertes"
    royal = INFOS["royal_clod"].game.new_state().step_text(Roll(5, 1))
    assert english(royal) == "Dice: 5 and 1, 12 cells offered"
    assert in_french(royal) == "Dés\u00a0: 5 et 1, 12 cases offertes"


def test_a_roll_again_and_a_pass(french):
    cells = bytearray([1, 2] * 18)
    cells[0] = 0
    start = ClodState(CLOD, False, bytes(cells), 0, CHANCE)
    again = start.step_text(Roll(4, 4))
    assert english(again) == "Dice: 4 and 4, no cell offered: roll again"
    assert in_french(again) == "Dés\u00a0: 4 et 4, aucune case offerte\u00a0: on relance"
    second = start.apply(Roll(4, 4))
    passes = second.step_text(Roll(5, 5))
    assert english(passes) == "Dice: 5 and 5, no cell offered again: the turn passes"
    assert in_french(passes) == ("Dés\u00a0: 5 et 5, encore aucune case offerte\u00a0: "
                                 "le tour passe")
    # The last free cell, row 1 column 1, offered by the neighbours of a taken
    # candidate: the stone that fills the board.
    playing = second.apply(Roll(5, 5)).apply(Roll(2, 1))
    assert playing.offered == (0,)
    last = playing.step_text(Place(0, 0))
    assert english(last, "Bea") == "Bea places a stone on row 1, column 1: the board is full"
    assert in_french(last, "Bea") == ("Bea pose une pierre ligne 1, colonne 1\u00a0: le "
                                      "plateau est plein")


def test_clod_placements_use_the_printed_labels(french):
    state = INFOS["clod"].game.new_state().apply(Roll(4, 2))
    text = state.step_text(Place(3, 1))  # row 4, column 2
    assert english(text) == "Ada places a stone on row 4, column 2"
    assert in_french(text) == "Ada pose une pierre ligne 4, colonne 2"
    assert english(state.step_text(Place(1, 3))) == "Ada places a stone on row 2, column 4"


@pytest.mark.parametrize(("cell", "en", "fr"), [
    ((4, 0), "the top-left board, row 5, column 1", "le plateau en haut à gauche, ligne 5, colonne "
                                                    "1"),
    ((0, 4), "the top-left board, row 1, column 5", "le plateau en haut à gauche, ligne 1, colonne "
                                                    "5"),
    ((0, 7), "the top-middle board, row 1, column 5",
     "le plateau en haut au milieu, ligne 1, colonne 5"),
    ((4, 12), "the top-right board, row 5, column 1",
     "le plateau en haut à droite, ligne 5, colonne 1"),
    ((7, 0), "the bottom-left board, row 5, column 1",
     "le plateau en bas à gauche, ligne 5, colonne 1"),
    ((11, 7), "the bottom-middle board, row 1, column 5",
     "le plateau en bas au milieu, ligne 1, colonne 5"),
    ((6, 16), "the bottom-right board, row 1, column 5",
     "le plateau en bas à droite, ligne 1, colonne 5"),
])
def test_royal_clod_placements_name_the_board_and_its_labels(cell, en, fr, french):
    """The rules' check roll 5 and 1: each of its 12 cells named as its (possibly
    mirrored) board prints it, never as a row and column of the whole grid."""
    state = INFOS["royal_clod"].game.new_state().apply(Roll(5, 1))
    assert ROYAL_CLOD.cell(*cell) in state.offered
    text = state.step_text(Place(*cell))
    assert english(text) == f"Ada places a stone on {en}"
    assert in_french(text) == f"Ada pose une pierre sur {fr}"
    board, row, col = ROYAL_CLOD.labels[ROYAL_CLOD.cell(*cell)]
    assert f"row {row}, column {col}" in english(text)


def test_royal_clod_last_stone(french):
    cells = bytearray([1, 2] * (ROYAL_CLOD.size // 2))
    last = ROYAL_CLOD.cell(6, 16)
    cells[last] = 0
    state = ClodState(ROYAL_CLOD, False, bytes(cells), 0, 0, 1, Roll(5, 1), (last,))
    text = state.step_text(Place(6, 16))
    assert english(text) == ("Ada places a stone on the bottom-right board, row 1, column 5: "
                             "every board is full")
    assert in_french(text) == ("Ada pose une pierre sur le plateau en bas à droite, ligne 1, "
                               "colonne 5\u00a0: tous les plateaux sont pleins")


# --- seats -----------------------------------------------------------------------------

SEATS = (SeatInfo(0, "Alice", "human", None, SEAT_COLORS[0]),
         SeatInfo(1, "Bruno", "ai", "strong", SEAT_COLORS[1]))


def _board(qtbot, game_id, state, interactive=True):
    from ludotheque_clod.qt.board_widget import ClodBoardWidget

    widget = ClodBoardWidget(INFOS[game_id])
    qtbot.addWidget(widget)
    widget.resize(1024, 600)
    widget.set_animation_speed(0)
    widget.set_seats(SEATS)
    widget.set_position(state, viewer=state.current_player if state.current_player >= 0
                        else None, legal_moves=state.legal_moves(), interactive=interactive)
    return widget


@pytest.mark.parametrize("game_id", ["clod", "royal_clod"])
def test_the_board_names_the_seats_with_their_colours(qtbot, game_id):
    from ludotheque_clod.qt.board_widget import ClodBoardWidget

    state = INFOS[game_id].game.new_state()
    widget = ClodBoardWidget(INFOS[game_id])
    qtbot.addWidget(widget)
    widget.resize(1024, 600)
    widget.set_position(state, legal_moves=state.legal_moves())
    assert widget.describe()["message"] == "Player 1 (Black) to roll the dice."
    with qtbot.waitSignal(widget.status_changed, timeout=1000) as blocker:
        widget.set_seats(SEATS)
    assert blocker.args[0] == "Alice (Black) to roll the dice."
    assert not widget.grab().isNull()
    playing = state.apply(Roll(5, 1))
    widget.set_position(playing, viewer=0, legal_moves=playing.legal_moves(), interactive=True)
    assert widget.describe()["message"].startswith("Alice (Black) rolled 5 and 1.")
    after = playing.apply(playing.legal_moves()[0])
    widget.set_position(after, legal_moves=after.legal_moves())
    assert widget.describe()["message"] == "Bruno (White) to roll the dice."
    assert not widget.grab().isNull()


def test_the_winner_is_named_by_the_seat(qtbot):
    rng = random.Random(2)
    state = INFOS["clod"].game.new_state({"tie_rule": "white"})
    while not state.is_over():
        moves = state.legal_moves()
        state = state.apply(state.sample_chance(rng) if state.is_chance
                            else moves[rng.randrange(len(moves))])
    widget = _board(qtbot, "clod", state, interactive=False)
    winner = state.outcome().winners[0]
    message = widget.describe()["message"]
    assert message.startswith(("Alice (Black) wins", "Bruno (White) wins")[winner])
    assert "Black wins" not in message and "White wins" not in message
    assert not widget.grab().isNull()


def test_the_seats_in_french(qtbot, french):
    state = INFOS["clod"].game.new_state()
    widget = _board(qtbot, "clod", state)
    assert widget.describe()["message"] == "Alice (Noir) lance les dés."


def test_seat_colours_are_the_stones_colours():
    from ludotheque_clod.qt.painting import BLACK_STONE, WHITE_STONE

    for info in INFOS.values():
        assert info.seat_colors == SEAT_COLORS
        assert info.seat_colors == (BLACK_STONE.name(), WHITE_STONE.name())
    black, white = (BLACK_STONE.lightness(), WHITE_STONE.lightness())
    assert black < 40 < 200 < white  # Black's seat dark, White's light
