"""The sentences of the history (``step_text``): every kind of step, in English and
French, and never a secret colour a viewer may not know."""

from __future__ import annotations

import itertools
import random

import pytest
from clans_positions import BLUE, GREEN, RED, WHITE, YELLOW, huts, position
from ludotheque_clans.plugin import game_info
from ludotheque_clans.rules.board import COLOUR_NAMES
from ludotheque_clans.rules.game import ClansGame
from ludotheque_clans.rules.moves import Deal, Found, Migration, Setup
from PySide6.QtCore import QCoreApplication, QTranslator

from ludotheque.core import Match, TrText

_FRENCH_COLOURS = ("rouge", "jaune", "bleu", "vert", "blanc")


@pytest.fixture
def french(qapp):
    """The Clans catalogue installed; yields a function reading a TrText in French."""
    translator = QTranslator()
    assert translator.load(str(game_info().translations / "ludotheque_clans_fr.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        yield lambda text: text.format(player="Ada").translate(QCoreApplication.translate)
    finally:
        QCoreApplication.removeTranslator(translator)


def english(text: TrText) -> str:
    return text.format(player="Ada").translate(None)


def _reads(sentence: str) -> None:
    assert sentence.strip()
    for leftover in ("{", "}", "%n", "(s)"):
        assert leftover not in sentence, sentence


def _games(count: int):
    """Seeded random games: (state before, move) of every step, chance included."""
    for seed in range(count):
        rng = random.Random(seed)
        players = 2 + seed % 4
        options = {"strife": "official" if seed % 2 else "seed",
                   "movement": "official" if seed % 3 == 1 else "seed"}
        state = ClansGame().new_state(options, players=players)
        while not state.is_over():
            if state.is_chance:
                move = state.sample_chance(rng)
            else:
                moves = state.legal_moves()
                move = moves[rng.randrange(len(moves))]
            yield state, move
            state = state.apply(move)


def test_every_step_of_random_games_reads_in_english_and_french(french):
    kinds = set()
    for state, move in _games(6):
        kinds.add(type(move))
        for viewer in (None, *range(state.num_players)):
            text = state.step_text(move, viewer)
            assert isinstance(text, TrText)
            _reads(english(text))
            _reads(french(text))
            if state.is_chance:  # no mover to name
                assert "{player}" not in text.source
    assert kinds == {Deal, Setup, Migration, Found}


def test_the_deal_for_the_table_names_no_colour_and_a_player_only_their_own(french):
    state = ClansGame().new_state(players=4)
    deal = Deal((RED, BLUE, WHITE, GREEN))
    assert english(state.step_text(deal, None)) == "Colours dealt"
    assert french(state.step_text(deal, None)) == "Couleurs distribuées"
    assert english(state.step_text(deal, 1)) == "Colours dealt: your clan is blue"
    assert french(state.step_text(deal, 1)) == "Couleurs distribuées\u00a0: votre clan est bleu"
    for viewer in range(4):
        for read, names in ((english, COLOUR_NAMES), (french, _FRENCH_COLOURS)):
            words = read(state.step_text(deal, viewer)).split()
            named = [c for c in range(5) if names[c] in words]
            assert named == [deal.colours[viewer]]
        for read in (english, french):
            words = read(state.step_text(deal, None)).split()
            assert not set(words) & set(COLOUR_NAMES + _FRENCH_COLOURS)


def test_no_sentence_depends_on_a_colour_the_viewer_may_not_know():
    """A viewer reads the same sentences whatever the other players were dealt."""
    for players in (2, 3, 5):
        state = ClansGame().new_state(players=players)
        deals = state.legal_moves()
        for viewer in range(players):
            for deal in deals:
                same = [d for d in deals if d.colours[viewer] == deal.colours[viewer]]
                texts = {english(state.step_text(d, viewer)) for d in same}
                assert len(texts) == 1
            assert len({english(state.step_text(d, None)) for d in deals}) == 1
    for state, move in _games(4):
        if state.colours is None:
            continue
        for viewer in range(state.num_players):
            others = [c for c in range(5) if c != state.colours[viewer]]
            for colours in itertools.islice(
                    itertools.permutations(others, state.num_players - 1), 3):
                it = iter(colours)
                dealt = tuple(state.colours[p] if p == viewer else next(it)
                              for p in range(state.num_players))
                twin = state.replace(colours=dealt, origin=state.origin,
                                     history=state.history)
                assert (english(twin.step_text(move, viewer))
                        == english(state.step_text(move, viewer)))


def test_the_setup_of_a_region(french):
    state = ClansGame().new_state(players=2).apply(Deal((RED, YELLOW)))
    setup = Setup(2, (YELLOW, RED, WHITE, BLUE, GREEN))
    assert english(state.step_text(setup, None)) == (
        "Huts placed on territories 6 to 10: yellow, red, white, blue, green")
    assert french(state.step_text(setup, 0)) == (
        "Huttes posées sur les territoires 6 à 10\u00a0: jaune, rouge, blanc, bleu, vert")


def test_a_migration_with_one_hut_and_with_several(french):
    one = position({1: huts(red=1), 2: huts(blue=1), 3: huts(green=1), 40: huts(white=1),
                    41: huts(yellow=1)})
    move = Migration(1, 3)
    assert english(one.step_text(move)) == "Ada moves 1 hut from territory 1 to territory 3"
    assert french(one.step_text(move)) == "Ada déplace 1 hutte du territoire 1 au territoire 3"
    two = position({1: huts(red=1, yellow=1), 2: huts(blue=1), 3: huts(green=1),
                    40: huts(white=1), 41: huts(yellow=1)})
    assert english(two.step_text(move)) == "Ada moves 2 huts from territory 1 to territory 3"
    assert french(two.step_text(move)) == (
        "Ada déplace 2 huttes du territoire 1 au territoire 3")


def test_a_village_founded_with_its_score_and_a_new_epoch(french):
    # Territory 5 (forest, epoch I's bonus terrain) is left alone when 4 empties.
    state = position({4: huts(red=1), 5: huts(blue=2), 40: huts(white=1),
                      41: huts(yellow=1)}, villages=(31, 33, 35))
    move = Migration(4, 5)
    assert english(state.step_text(move)) == (
        "Ada moves 1 hut from territory 4 to territory 5; village 4 founded on territory 5: "
        "4 points for red and blue; epoch II begins")
    assert french(state.step_text(move)) == (
        "Ada déplace 1 hutte du territoire 4 au territoire 5\u00a0; village 4 fondé sur le "
        "territoire 5\u00a0: 4 points pour rouge et bleu\u00a0; l'époque II commence")


_ISOLATES_1 = {2: huts(blue=1), 6: huts(yellow=1), 7: huts(green=1)}
"""Moving 2 onto 6 leaves territory 1 (steppe) alone: a village."""


def test_one_point(french):
    state = position({1: huts(red=1), **_ISOLATES_1})
    assert english(state.step_text(Migration(2, 6))) == (
        "Ada moves 1 hut from territory 2 to territory 6; village 1 founded on territory 1: "
        "1 point for red")
    assert french(state.step_text(Migration(2, 6))) == (
        "Ada déplace 1 hutte du territoire 2 au territoire 6\u00a0; village 1 fondé sur le "
        "territoire 1\u00a0: 1 point pour rouge")


def test_strife(french):
    state = position({1: huts(red=2, yellow=1, blue=1, green=1, white=1), **_ISOLATES_1})
    assert english(state.step_text(Migration(2, 6))) == (
        "Ada moves 1 hut from territory 2 to territory 6; village 1 founded on territory 1: "
        "strife drives out 4 huts, 2 points for red")
    assert french(state.step_text(Migration(2, 6))) == (
        "Ada déplace 1 hutte du territoire 2 au territoire 6\u00a0; village 1 fondé sur le "
        "territoire 1\u00a0: la discorde chasse 4 huttes, 2 points pour rouge")
    official = position({1: huts(red=1, yellow=1, blue=1, green=1, white=1), **_ISOLATES_1},
                        official_strife=True)
    assert english(official.step_text(Migration(2, 6))).endswith(
        "village 1 founded on territory 1: strife drives out 5 huts, no points")


def test_several_villages_and_their_order(french):
    board = {6: huts(yellow=1), 10: huts(red=2), 2: huts(blue=3), 50: huts(green=1),
             51: huts(white=1)}
    state = position(board, villages=(31, 33, 35))
    assert english(state.step_text(Migration(6, 2))) == (
        "Ada moves 1 hut from territory 6 to territory 2; villages form on territories "
        "2 and 10")
    assert french(state.step_text(Migration(6, 2))) == (
        "Ada déplace 1 hutte du territoire 6 au territoire 2\u00a0; des villages se forment "
        "sur les territoires 2 et 10")
    state = state.apply(Migration(6, 2))
    assert english(state.step_text(Found(10))) == (
        "Ada founds village 4 on territory 10: 3 points for red; epoch II begins; "
        "village 5 founded on territory 2: 6 points for yellow and blue")
    assert french(state.step_text(Found(10))) == (
        "Ada fonde le village 4 sur le territoire 10\u00a0: 3 points pour rouge\u00a0; "
        "l'époque II commence\u00a0; village 5 fondé sur le territoire 2\u00a0: 6 points "
        "pour jaune et bleu")
    # Founding 2 first: a mountain in epoch I.
    assert english(state.step_text(Found(2))) == (
        "Ada founds village 4 on territory 2: destroyed (mountain), no points; "
        "epoch II begins; village 5 founded on territory 10: 2 points for red")
    assert french(state.step_text(Found(2))).startswith(
        "Ada fonde le village 4 sur le territoire 2\u00a0: détruit (montagne), aucun point")


def test_the_last_village_ends_the_game(french):
    board = {1: huts(red=1), 2: huts(red=1, blue=1), 40: huts(white=1), 41: huts(yellow=1)}
    state = position(board, villages=tuple(range(50, 61)))
    assert english(state.step_text(Migration(1, 2))) == (
        "Ada moves 1 hut from territory 1 to territory 2; village 12 founded on territory 2: "
        "8 points for red and blue; the game ends")
    assert french(state.step_text(Migration(1, 2))).endswith(
        "8 points pour rouge et bleu\u00a0; la partie se termine")


def test_the_match_history_hides_the_deal():
    match = Match(ClansGame(), seats=None, seed=3)
    before = match.state
    deal = match.roll()
    assert isinstance(deal, Deal)
    assert english(before.step_text(deal, None)) == "Colours dealt"
    own = english(before.step_text(deal, 0))
    assert own == f"Colours dealt: your clan is {COLOUR_NAMES[deal.colours[0]]}"
    assert not hasattr(type(before), "step_notation")


def test_the_whole_setup_reads_as_one_line(french):
    match = Match(ClansGame(), seats=None, seed=5)
    start = match.state
    run = match.settle_chance()
    assert [type(m) for m in run] == [Deal] + [Setup] * 12
    table = start.chance_text(run, None)
    assert english(table) == "Huts placed on all territories; colours dealt"
    assert french(table) == "Huttes posées sur tous les territoires\u00a0; couleurs distribuées"
    deal = run[0]
    for viewer in range(start.num_players):
        own = COLOUR_NAMES[deal.colours[viewer]]
        assert english(start.chance_text(run, viewer)) == (
            f"Huts placed on all territories; colours dealt: your clan is {own}")
        words = french(start.chance_text(run, viewer))
        assert words.startswith("Huttes posées sur tous les territoires\u00a0; couleurs "
                                "distribuées\u00a0: votre clan est ")
        named = [c for c in _FRENCH_COLOURS if c in words.split()]
        assert named == [_FRENCH_COLOURS[deal.colours[viewer]]]   # never another colour


def test_part_of_the_setup_names_its_territories(french):
    start = ClansGame().new_state(players=3)
    deal = Deal((RED, BLUE, WHITE))
    setups = [Setup(r, (RED, YELLOW, BLUE, GREEN, WHITE)) for r in range(1, 13)]
    assert english(start.chance_text([deal, *setups[:3]], None)) == (
        "Huts placed on territories 1 to 15; colours dealt")
    assert french(start.chance_text([deal, *setups[:3]], 1)) == (
        "Huttes posées sur les territoires 1 à 15\u00a0; couleurs distribuées\u00a0: "
        "votre clan est bleu")
    dealt = start.apply(deal)
    assert english(dealt.chance_text(setups, 0)) == "Huts placed on all territories"
    assert french(dealt.chance_text(setups, 0)) == "Huttes posées sur tous les territoires"
    later = dealt.apply(setups[0]).apply(setups[1])
    assert english(later.chance_text(setups[2:], None)) == (
        "Huts placed on territories 11 to 60")
    # Anything else lets each step speak for itself.
    assert start.chance_text([deal], 0) is None
    assert dealt.chance_text(setups[1:], None) is None        # not the next region
    assert start.chance_text(setups, None) is None            # the deal comes first
    assert dealt.chance_text([setups[0]], None) is None       # one step says it itself
    played = position({1: huts(red=1), 2: huts(blue=1)})
    assert played.chance_text([Migration(1, 2)], None) is None
