"""The sentences of the history: what each step of Kalah, Oware and Congkak does, in
English and in French (the plugin's catalogue), for every viewer."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from ludotheque_mancala import plugin
from ludotheque_mancala.rules import HOUSES, CongkakGame, KalahGame, MancalaState, OwareGame
from ludotheque_mancala.rules.engine import CONGKAK, KALAH, OWARE, layout
from PySide6.QtCore import QCoreApplication, QTranslator

from ludotheque.core import TrText

QM = Path(plugin.__file__).parent / "i18n" / "ludotheque_mancala_fr.qm"
NAME = "Ada"


@pytest.fixture(scope="module")
def french(qapp):
    """A translator of the plugin's French catalogue, installed for the module."""
    translator = QTranslator()
    assert translator.load(str(QM))
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def english(text: TrText) -> str:
    return text.format(player=NAME).translate(None)


def in_french(text: TrText) -> str:
    return text.format(player=NAME).translate(QCoreApplication.translate)


def sentence(state: MancalaState, house: int) -> TrText:
    """The sentence of the mover's house number *house* (1 = farthest from the store),
    the same for everybody and for each player."""
    move = HOUSES[house - 1]
    assert state.is_legal(move)
    text = state.step_text(move, None)
    assert isinstance(text, TrText)
    for viewer in (0, 1):
        assert english(state.step_text(move, viewer)) == english(text)
    return text


def position(variant: int, south: list[int], south_store: int, north: list[int],
             north_store: int, player: int = 0, **options) -> MancalaState:
    """A position set up by hand: each side's houses in sowing order (house 1 first)."""
    n = len(south)
    lay = layout(variant, n, options.pop("seeds", 4 if variant != CONGKAK else n), **options)
    return MancalaState.from_board(lay, [*south, south_store, *north, north_store], player)


# --- every step of random games -------------------------------------------------------

NUMBERS = re.compile(r"(\d+) (seed|seeds|graine|graines|relay|relays|relais|"
                     r"burnt house|burnt houses|maison brûlée|maisons brûlées)\b")
SINGULAR = {"seed", "graine", "relay", "relais", "burnt house", "maison brûlée"}
PLURAL = {"seeds", "graines", "relays", "relais", "burnt houses", "maisons brûlées"}


def check_reads(text: str) -> None:
    """No placeholder is left, and each count agrees with its noun."""
    assert text.strip()
    for left in ("{", "}", "%n", "(s)"):
        assert left not in text, text
    for number, noun in NUMBERS.findall(text):
        assert noun in (SINGULAR if int(number) == 1 else PLURAL), text


GAMES = [
    (KalahGame, {}), (KalahGame, {"empty_capture": True, "seeds": 6}),
    (OwareGame, {}), (OwareGame, {"grand_slam": "capture", "seeds": 5}),
    (CongkakGame, {}), (CongkakGame, {"houses": 5, "capture": "kalah"}),
    (CongkakGame, {"houses": 6, "rounds": True, "round_limit": 4}),
]


@pytest.mark.parametrize(("game", "options"), GAMES,
                         ids=[f"{g.id}-{i}" for i, (g, _) in enumerate(GAMES)])
def test_every_step_of_random_games_reads_in_both_languages(french, game, options):
    counts: dict[str, set[int]] = {"seed": set(), "relay": set()}
    for seed in range(12):
        rng = random.Random(seed)
        state = game().new_state(options)
        while not state.is_over():
            move = rng.choice(state.legal_moves())
            texts = [state.step_text(move, viewer) for viewer in (None, 0, 1)]
            assert all(isinstance(text, TrText) for text in texts)
            en = {english(text) for text in texts}
            fr = {in_french(text) for text in texts}
            assert len(en) == len(fr) == 1  # perfect information: one sentence for all
            (en_text,), (fr_text,) = en, fr
            assert en_text.startswith(f"{NAME} sows house {move.index + 1}: ")
            assert fr_text.startswith(f"{NAME} sème la maison {move.index + 1}\u00a0: ")
            check_reads(en_text)
            check_reads(fr_text)
            for number, noun in NUMBERS.findall(en_text):
                counts["relay" if noun.startswith("relay") else "seed"].add(int(number))
            state = state.play(move)
    # the games went through both plural forms
    assert 1 in counts["seed"] and max(counts["seed"]) > 1
    if game is CongkakGame:
        assert 1 in counts["relay"] and max(counts["relay"]) > 1


# --- Kalah ----------------------------------------------------------------------------


def test_kalah_plain_sowing_and_extra_turn(french):
    start = KalahGame().new_state()
    text = sentence(start, 1)
    assert english(text) == "Ada sows house 1: 4 seeds"
    assert in_french(text) == "Ada sème la maison 1\u00a0: 4 graines"
    text = sentence(start, 3)
    assert english(text) == "Ada sows house 3: 4 seeds, extra turn"
    assert in_french(text) == "Ada sème la maison 3\u00a0: 4 graines, tour supplémentaire"
    text = sentence(position(KALAH, [4, 4, 4, 4, 4, 1], 0, [4] * 6, 0), 6)
    assert english(text) == "Ada sows house 6: 1 seed, extra turn"
    assert in_french(text) == "Ada sème la maison 6\u00a0: 1 graine, tour supplémentaire"


def test_kalah_capture_names_the_seeds_and_the_house(french):
    # the rules document's example: house 1 holds 1, house 2 is empty, facing it 5
    state = position(KALAH, [1, 0, 4, 4, 4, 4], 0, [4, 4, 4, 4, 5, 4], 0)
    text = sentence(state, 1)
    assert english(text) == "Ada sows house 1: 1 seed, captures 6 seeds in house 2 and " \
                            "the opposite house"
    assert in_french(text) == "Ada sème la maison 1\u00a0: 1 graine, prend 6 graines dans " \
                              "la maison 2 et celle d'en face"
    assert state.play(HOUSES[0]).store(0) == 6
    # North's turn: their own house numbers
    north = position(KALAH, [4] * 6, 0, [2, 4, 0, 4, 4, 4], 0, player=1)
    assert english(sentence(north, 1)) == "Ada sows house 1: 2 seeds, captures 5 seeds in " \
                                          "house 3 and the opposite house"


def test_kalah_empty_capture_takes_one_seed(french):
    state = position(KALAH, [1, 0, 4, 4, 4, 4], 0, [4, 4, 4, 4, 0, 4], 0, capture_empty=True)
    text = sentence(state, 1)
    assert english(text) == "Ada sows house 1: 1 seed, captures 1 seed in house 2"
    assert in_french(text) == "Ada sème la maison 1\u00a0: 1 graine, prend 1 graine dans " \
                              "la maison 2"
    # without the option nothing is captured, and nothing is said
    plain = position(KALAH, [1, 0, 4, 4, 4, 4], 0, [4, 4, 4, 4, 0, 4], 0)
    assert english(sentence(plain, 1)) == "Ada sows house 1: 1 seed"


def test_kalah_end_of_the_game(french):
    # the last seed in the store would give an extra turn, but the houses are empty
    state = position(KALAH, [0, 0, 0, 0, 0, 1], 20, [4, 4, 3, 4, 4, 4], 4)
    text = sentence(state, 6)
    assert english(text) == "Ada sows house 6: 1 seed, end of the game: the seeds left " \
                            "go to the stores"
    assert in_french(text) == "Ada sème la maison 6\u00a0: 1 graine, fin de la partie\u00a0: " \
                              "les graines restantes vont dans les magasins"
    assert state.play(HOUSES[5]).is_over()


# --- Oware ----------------------------------------------------------------------------


def test_oware_captures_name_the_opponents_houses(french):
    # the rules document's examples: North's houses 1, 2, 3 hold 1, 1 and 2
    state = position(OWARE, [4, 4, 4, 4, 4, 3], 0, [1, 1, 2, 4, 4, 4], 0)
    text = sentence(state, 6)
    assert english(text) == "Ada sows house 6: 3 seeds, captures 7 seeds in the opponent's " \
                            "houses 1 to 3"
    assert in_french(text) == "Ada sème la maison 6\u00a0: 3 graines, prend 7 graines dans " \
                              "les maisons 1 à 3 de l'adversaire"
    state = position(OWARE, [4, 4, 4, 4, 4, 3], 0, [1, 3, 2, 4, 4, 4], 0)
    text = sentence(state, 6)
    assert english(text) == "Ada sows house 6: 3 seeds, captures 3 seeds in the opponent's " \
                            "house 3"
    assert in_french(text) == "Ada sème la maison 6\u00a0: 3 graines, prend 3 graines dans " \
                              "la maison 3 de l'adversaire"
    state = position(OWARE, [4, 4, 4, 4, 4, 2], 0, [1, 2, 4, 4, 4, 4], 0)
    text = sentence(state, 6)
    assert english(text) == "Ada sows house 6: 2 seeds, captures 5 seeds in the opponent's " \
                            "houses 1 and 2"
    assert in_french(text) == "Ada sème la maison 6\u00a0: 2 graines, prend 5 graines dans " \
                              "les maisons 1 et 2 de l'adversaire"


def test_oware_grand_slam(french):
    state = position(OWARE, [4, 4, 4, 4, 4, 2], 0, [1, 1, 0, 0, 0, 0], 22)
    text = sentence(state, 6)
    assert english(text) == "Ada sows house 6: 2 seeds, grand slam: nothing captured"
    assert in_french(text) == "Ada sème la maison 6\u00a0: 2 graines, grand chelem\u00a0: " \
                              "rien n'est pris"
    assert state.play(HOUSES[5]).store(0) == 0
    state = position(OWARE, [4, 4, 4, 4, 4, 2], 0, [1, 1, 0, 0, 0, 0], 22,
                     grand_slam_captures=True)
    text = sentence(state, 6)
    assert english(text) == "Ada sows house 6: 2 seeds, captures 4 seeds in the opponent's " \
                            "houses 1 and 2, grand slam, the opponent has no seeds left: " \
                            "end of the game"
    assert in_french(text) == "Ada sème la maison 6\u00a0: 2 graines, prend 4 graines dans " \
                              "les maisons 1 et 2 de l'adversaire, grand chelem, l'adversaire " \
                              "n'a plus de graines\u00a0: fin de la partie"


def test_oware_ends_of_the_game(french):
    # more than half captured
    state = position(OWARE, [4, 4, 0, 0, 0, 1], 23, [1, 4, 4, 4, 0, 0], 3)
    text = sentence(state, 6)
    assert english(text) == "Ada sows house 6: 1 seed, captures 2 seeds in the opponent's " \
                            "house 1, end of the game"
    assert in_french(text) == "Ada sème la maison 6\u00a0: 1 graine, prend 2 graines dans " \
                              "la maison 1 de l'adversaire, fin de la partie"
    # the opponent cannot give seeds back
    state = position(OWARE, [0, 0, 0, 0, 0, 1], 22, [0, 1, 0, 0, 0, 0], 24)
    text = sentence(state, 6)
    assert english(text) == "Ada sows house 6: 1 seed, the opponent cannot feed: end of the game"
    assert in_french(text) == "Ada sème la maison 6\u00a0: 1 graine, l'adversaire ne peut pas " \
                              "nourrir\u00a0: fin de la partie"
    assert state.play(HOUSES[5]).reason == "cannot_feed"
    # a position comes back
    state = position(OWARE, [0, 0, 0, 0, 1, 0], 20, [0, 0, 0, 0, 1, 0], 20)
    after = state.play(HOUSES[4])
    lay = state.lay
    seen = frozenset({(0, state.board), (after.current_player, after.board)})
    state = MancalaState.from_board(lay, state.board, 0, history=seen)
    text = sentence(state, 5)
    assert english(text) == "Ada sows house 5: 1 seed, the position came back: end of the game"
    assert in_french(text) == "Ada sème la maison 5\u00a0: 1 graine, la position s'est " \
                              "répétée\u00a0: fin de la partie"


# --- Congkak --------------------------------------------------------------------------


def test_congkak_relays(french):
    # the rules document's example: house 5 holds 2, house 7 holds 3, North's house 3 empty
    state = position(CONGKAK, [7, 7, 7, 7, 2, 7, 3], 0, [7, 7, 0, 7, 7, 7, 7], 0)
    text = sentence(state, 5)
    assert english(text) == "Ada sows house 5: 2 seeds, 1 relay"
    assert in_french(text) == "Ada sème la maison 5\u00a0: 2 graines, 1 relais"
    # house 5 -> 6, 7 (now 4: lift) -> store, North's 1, 2, 3 (now 2: lift) -> 4, 5 (empty)
    state = position(CONGKAK, [7, 7, 7, 7, 2, 7, 3], 0, [7, 7, 1, 7, 0, 0, 7], 0)
    text = sentence(state, 5)
    assert english(text) == "Ada sows house 5: 2 seeds, 2 relays"
    assert in_french(text) == "Ada sème la maison 5\u00a0: 2 graines, 2 relais"


def test_congkak_extra_turn_and_captures(french):
    state = position(CONGKAK, [7, 7, 7, 7, 7, 7, 1], 0, [7] * 7, 0)
    assert english(sentence(state, 7)) == "Ada sows house 7: 1 seed, extra turn"
    # house 1 (1 seed) falls in the empty house 2, facing North's house 6 (7 seeds)
    state = position(CONGKAK, [1, 0, 7, 7, 7, 7, 7], 0, [7] * 7, 0, capture_empty=True)
    text = sentence(state, 1)
    assert english(text) == "Ada sows house 1: 1 seed, captures 8 seeds in house 2 and the " \
                            "opposite house"
    assert in_french(text) == "Ada sème la maison 1\u00a0: 1 graine, prend 8 graines dans la " \
                              "maison 2 et celle d'en face"
    # the opposite house empty: the lone seed (default option), or nothing (Kalah style)
    state = position(CONGKAK, [1, 0, 7, 7, 7, 7, 7], 0, [7, 7, 7, 7, 7, 0, 7], 0,
                     capture_empty=True)
    assert english(sentence(state, 1)) == "Ada sows house 1: 1 seed, captures 1 seed in house 2"
    state = position(CONGKAK, [1, 0, 7, 7, 7, 7, 7], 0, [7, 7, 7, 7, 7, 0, 7], 0,
                     capture_empty=False)
    assert english(sentence(state, 1)) == "Ada sows house 1: 1 seed"


def test_congkak_end_of_a_single_round_game(french):
    state = position(CONGKAK, [0, 0, 0, 0, 1], 20, [5, 5, 5, 5, 5], 14)
    text = sentence(state, 5)
    assert english(text) == "Ada sows house 5: 1 seed, end of the game: the seeds left go " \
                            "to the stores"
    assert in_french(text) == "Ada sème la maison 5\u00a0: 1 graine, fin de la partie\u00a0: " \
                              "les graines restantes vont dans les magasins"


@pytest.mark.parametrize(("store", "burnt", "en", "fr"), [
    (12, 3, "round 2 begins with 3 burnt houses", "la manche 2 commence avec 3 maisons brûlées"),
    (21, 1, "round 2 begins with 1 burnt house", "la manche 2 commence avec 1 maison brûlée"),
    (30, 0, "round 2 begins", "la manche 2 commence"),
])
def test_congkak_next_round_and_its_burnt_houses(french, store, burnt, en, fr):
    # South's last seed falls in their store with their houses empty: the round ends
    # (no extra turn), each side refills 5 houses of 5 from its store
    state = position(CONGKAK, [0, 0, 0, 0, 1], store, [1, 0, 0, 0, 0], 36, rounds=True,
                     round_limit=25)
    after = state.play(HOUSES[4])
    assert after.round == 2 and len(after.burnt) == burnt
    text = sentence(state, 5)
    assert english(text) == f"Ada sows house 5: 1 seed, end of round 1, {en}"
    assert in_french(text) == f"Ada sème la maison 5\u00a0: 1 graine, fin de la manche 1, {fr}"


def test_congkak_end_of_the_match(french):
    state = position(CONGKAK, [0, 0, 0, 0, 1], 3, [1, 0, 0, 0, 0], 36, rounds=True,
                     round_limit=25)
    text = sentence(state, 5)
    assert english(text) == "Ada sows house 5: 1 seed, end of round 1: a player cannot fill " \
                            "a single house, end of the match"
    assert in_french(text) == "Ada sème la maison 5\u00a0: 1 graine, fin de la manche 1\u00a0: " \
                              "un joueur ne peut plus remplir une seule maison, fin de la partie"
    state = position(CONGKAK, [0, 0, 0, 0, 1], 30, [1, 0, 0, 0, 0], 36, rounds=True,
                     round_limit=1)
    text = sentence(state, 5)
    assert english(text) == "Ada sows house 5: 1 seed, end of round 1, the last one: end of " \
                            "the match"
    assert in_french(text) == "Ada sème la maison 5\u00a0: 1 graine, fin de la manche 1, la " \
                              "dernière\u00a0: fin de la partie"
