"""The sentences of the history (``step_text``): every kind of move, battles and
influence, in English and French, with cells named as the board labels them."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from kanze_positions import play, position

pytest.importorskip("pytestqt")

from ludotheque_kanze.plugin import ludotheque_register_games
from ludotheque_kanze.rules import (
    KanzeGame,
    MoveTroops,
    Pass,
    Recruit,
    RecruitAt,
    parse_move,
)
from PySide6.QtCore import QCoreApplication, QTranslator

from ludotheque.core import TrText

NBSP = "\u00a0"


@pytest.fixture
def french(qapp):
    """The Kanzé catalogue installed; yields a function reading a TrText in French."""
    found = []
    ludotheque_register_games(found.append)
    translator = QTranslator()
    assert translator.load(str(Path(found[0].translations) / "ludotheque_kanze_fr.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        yield lambda text: text.format(player="Ada").translate(QCoreApplication.translate)
    finally:
        QCoreApplication.removeTranslator(translator)


def english(text: TrText) -> str:
    return text.format(player="Ada").translate(None)


def said(state, notation: str, read=english) -> str:
    return read(state.step_text(parse_move(notation)))


def duel(attacker: str, defender: str) -> object:
    """d4 against e4, each Representative elsewhere unless given."""
    cells = {"d4": attacker, "e4": defender}
    if not any(s.startswith("X") for s in cells.values()):
        cells["a1"] = "X1"
    if not any(s.startswith("O") for s in cells.values()):
        cells["g7"] = "O1"
    return position(cells)


def test_every_move_of_random_games_reads_the_same_for_every_viewer(french):
    kinds = set()
    battles = influence = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = KanzeGame().new_state({"troop_cap": 12 + 4 * seed, "turn_limit": 60})
        while not state.is_over():
            moves = state.legal_moves()
            move = moves[rng.randrange(len(moves))]
            kinds.add(type(move))
            text = state.step_text(move)
            assert isinstance(text, TrText)
            sentences = {english(state.step_text(move, viewer)) for viewer in (None, 0, 1)}
            assert sentences == {english(text)}
            for sentence in (english(text), french(text)):
                assert sentence.startswith("Ada ")
                for leftover in ("{", "}", "%n", "%1", "(s)"):
                    assert leftover not in sentence, sentence
            battles += " against " in english(text)
            influence += " by influence: " in english(text)
            state = state.apply(move)
    assert kinds == {MoveTroops, Recruit, RecruitAt, Pass}
    assert battles and influence


def test_troop_moves_with_counts_and_the_representative(french):
    state = KanzeGame().new_state()
    assert said(state, "2R:a1-b2") == "Ada moves 2 troops and the Representative from a1 to b2"
    assert said(state, "2R:a1-b2", french) == (
        "Ada déplace 2 troupes et le Représentant de a1 à b2")
    assert said(state, "1R:a1-b1") == "Ada moves 1 troop and the Representative from a1 to b1"
    assert said(state, "1R:a1-b1", french) == (
        "Ada déplace 1 troupe et le Représentant de a1 à b1")
    assert said(state, "1:a1-a2") == "Ada moves 1 troop from a1 to a2"
    assert said(state, "1:a1-a2", french) == "Ada déplace 1 troupe de a1 à a2"
    assert said(state, "7:a1-a2") == "Ada moves 7 troops from a1 to a2"
    assert said(state, "7:a1-a2", french) == "Ada déplace 7 troupes de a1 à a2"
    assert said(state, "R:a1-b1") == "Ada moves the Representative from a1 to b1"
    assert said(state, "R:a1-b1", french) == "Ada déplace le Représentant de a1 à b1"


def test_battles_and_their_result(french):
    assert said(duel("x5", "o2"), "4:d4-e4") == (
        "Ada attacks e4 from d4 with 4 troops: 4 against 2, the attack wins")
    assert said(duel("x5", "o2"), "4:d4-e4", french) == (
        f"Ada attaque e4 depuis d4 avec 4 troupes{NBSP}: 4 contre 2, l'attaque l'emporte")
    assert said(duel("x5", "o4"), "1:d4-e4") == (
        "Ada attacks e4 from d4 with 1 troop: 1 against 4, the defence holds")
    assert said(duel("x5", "o4"), "1:d4-e4", french) == (
        f"Ada attaque e4 depuis d4 avec 1 troupe{NBSP}: 1 contre 4, la défense tient")
    assert said(duel("x5", "o3"), "3:d4-e4") == (
        "Ada attacks e4 from d4 with 3 troops: 3 against 3, both sides fall")
    assert said(duel("x5", "o3"), "3:d4-e4", french) == (
        f"Ada attaque e4 depuis d4 avec 3 troupes{NBSP}: 3 contre 3, les deux camps périssent")


def test_battles_where_a_representative_falls(french):
    assert said(duel("x5", "O1"), "3:d4-e4") == (
        "Ada attacks e4 from d4 with 3 troops: 3 against 2, the attack wins and the "
        "defending Representative falls")
    assert said(duel("x5", "O1"), "3:d4-e4", french) == (
        f"Ada attaque e4 depuis d4 avec 3 troupes{NBSP}: 3 contre 2, l'attaque l'emporte et "
        "le Représentant défenseur tombe")
    assert said(duel("X5", "o2"), "R:d4-e4") == (
        "Ada attacks e4 from d4 with the Representative: 1 against 2, the defence holds and "
        "the attacking Representative falls")
    assert said(duel("X5", "o2"), "R:d4-e4", french) == (
        f"Ada attaque e4 depuis d4 avec le Représentant{NBSP}: 1 contre 2, la défense tient "
        "et le Représentant attaquant tombe")
    assert said(duel("X3", "O3"), "3R:d4-e4") == (
        "Ada attacks e4 from d4 with 3 troops and the Representative: 4 against 4, both "
        "sides fall with both Representatives")
    assert said(duel("X1", "o1"), "R:d4-e4") == (
        "Ada attacks e4 from d4 with the Representative: 1 against 1, both sides fall with "
        "the attacking Representative")
    assert said(duel("x5", "O1"), "2:d4-e4", french) == (
        f"Ada attaque e4 depuis d4 avec 2 troupes{NBSP}: 2 contre 2, les deux camps "
        "périssent avec le Représentant défenseur")


def test_influence_won_and_lost(french):
    chained = position({"g1": "X1", "g7": "O1", "a3": "o1", "a4": "o1", "a2": "x1",
                        "b2": "x1", "a5": "x1", "c3": "x2"})
    assert said(chained, "1:c3-b3") == (
        "Ada moves 1 troop from c3 to b3; 2 cells won by influence: a3 and a4")
    assert said(chained, "1:c3-b3", french) == (
        f"Ada déplace 1 troupe de c3 à b3{NBSP}; 2 cases gagnées par influence{NBSP}: "
        "a3 et a4")
    single = position({"a1": "X1", "g7": "O1", "d4": "o2", "e4": "x1", "c4": "x1",
                       "d5": "x1", "e2": "x2"})
    assert said(single, "1:e2-d3") == (
        "Ada moves 1 troop from e2 to d3; 1 cell won by influence: d4")
    assert said(single, "1:e2-d3", french) == (
        f"Ada déplace 1 troupe de e2 à d3{NBSP}; 1 case gagnée par influence{NBSP}: d4")
    trapped = position({"a1": "X1", "g7": "O1", "d3": "x3", "e4": "o1", "c4": "o1",
                        "d5": "o1", "c5": "o1"})
    assert said(trapped, "2:d3-d4") == (
        "Ada moves 2 troops from d3 to d4; 1 cell lost by influence: d4")
    assert said(trapped, "2:d3-d4", french) == (
        f"Ada déplace 2 troupes de d3 à d4{NBSP}; 1 case perdue par influence{NBSP}: d4")


def test_recruits_and_passes(french):
    every = position({"a1": "X0", "b1": "x7", "c1": "x3", "g7": "O1"})
    assert said(every, "rec") == "Ada recruits 2 troops"
    assert said(every, "rec", french) == "Ada recrute 2 troupes"
    one = position({"a1": "X7", "b1": "x3", "g7": "O1"})
    assert said(one, "rec") == "Ada recruits 1 troop"
    assert said(one, "rec", french) == "Ada recrute 1 troupe"
    short = position({"a1": "X0", "b1": "x7", "c1": "x3", "d1": "x1", "g7": "O1"}, cap=13)
    assert said(short, "rec") == "Ada recruits: 2 cells to choose"
    assert said(short, "rec", french) == f"Ada recrute{NBSP}: 2 cases à choisir"
    choosing = play(short, "rec")
    assert said(choosing, "rec:c1") == "Ada places a recruit on c1"
    assert said(choosing, "rec:c1", french) == "Ada place une recrue en c1"
    last = position({"a1": "X0", "b1": "x7", "c1": "x3", "d1": "x1", "g7": "O1"}, cap=12)
    assert said(last, "rec") == "Ada recruits: 1 cell to choose"
    assert said(last, "rec", french) == f"Ada recrute{NBSP}: 1 case à choisir"
    assert said(every, "pass") == "Ada passes"
    assert said(every, "pass", french) == "Ada passe"
