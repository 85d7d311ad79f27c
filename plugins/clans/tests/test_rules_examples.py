"""Every worked example of the Clans rules document, replayed.

One test per example of the "Examples" section of ``docs/clans.en.md`` (and its
French twin), named ``test_example_clans_<n>`` for the *n*-th example; its
docstring quotes the example's first words.  The host test
``tests/test_rules_examples.py`` checks that every example has its test.

Positions are hand-built after the setup (:func:`clans_positions.position`, default
rules, two players: red and yellow); moves are played with :meth:`ClansState.play`,
which refuses an illegal move.
"""

from __future__ import annotations

from clans_positions import RED, YELLOW, huts, position
from ludotheque_clans.rules import NEIGHBOURS, Found, Migration, epoch_of
from ludotheque_clans.rules.board import FOREST, MOUNTAIN, STEPPE, TERRAIN

# Huts far from the examples, so that the game goes on after them.
ELSEWHERE = {50: huts(green=1), 51: huts(white=1)}
# Villages founded earlier, on territories the examples do not touch.
EARLIER_VILLAGES = (31, 33, 35)


def isolated(state, territory: int) -> bool:
    return all(state.totals[n] == 0 for n in NEIGHBOURS[territory])


def test_example_clans_1():
    """"Epoch I. You move a single yellow hut onto a forest territory holding two red
    huts, and that forest is now surrounded by empty territories: a village of 3 huts
    on the bonus terrain is worth 3 + 1 = 4. Red and yellow each score 4; you earn a
    founder's point." """
    state = position({6: huts(yellow=1), 10: huts(red=2), **ELSEWHERE})
    assert TERRAIN[10] == FOREST and 6 in NEIGHBOURS[10]
    assert epoch_of(len(state.villages) + 1).number == 1           # epoch I
    assert epoch_of(1).bonus_terrain == FOREST and epoch_of(1).bonus == 1
    after = state.play(Migration(6, 10))
    assert isolated(after, 10)                                     # surrounded by empty
    assert after.villages == (10,) and after.is_village(10)
    assert after.huts[10] == huts(red=2, yellow=1)                 # a village of 3 huts
    assert after.values == (3 + 1,)
    assert after.colour_scores[RED] == after.colour_scores[YELLOW] == 4
    assert sum(after.colour_scores) == 8                           # nobody else scores
    assert after.founders == (1, 0)                                # your founder's point


def test_example_clans_2():
    """"Three villages are founded, and your move founds two more: one on a forest,
    one on a mountain. Found the forest first: it is the 4th village (epoch I, +1),
    and the mountain becomes the 5th (epoch II, mountain +2). Found the mountain first
    instead, and it is destroyed in epoch I, while the forest, 5th, earns no bonus." """
    forest, mountain = 10, 2
    assert TERRAIN[forest] == FOREST and TERRAIN[mountain] == MOUNTAIN
    before = position({6: huts(yellow=1), forest: huts(red=2), mountain: huts(blue=3),
                       **ELSEWHERE}, villages=EARLIER_VILLAGES)
    assert len(before.villages) == 3                               # three villages
    choosing = before.play(Migration(6, mountain))
    assert set(choosing.pending) == {forest, mountain}             # two more at once
    assert choosing.current_player == 0                            # you choose the order

    forest_first = choosing.play(Found(forest))
    assert forest_first.villages[3:] == (forest, mountain)
    assert epoch_of(4).number == 1 and epoch_of(5).number == 2
    assert epoch_of(5).bonus_terrain == MOUNTAIN and epoch_of(5).bonus == 2
    assert forest_first.values[3:] == (2 + 1, 4 + 2)               # forest +1, mountain +2
    assert forest_first.colour_scores[:3] == (3, 6, 6)             # red; yellow and blue

    mountain_first = choosing.play(Found(mountain))
    assert mountain_first.villages[3:] == (mountain, forest)
    assert epoch_of(4).destroying_terrain == MOUNTAIN
    assert mountain_first.values[3:] == (0, 2)                     # destroyed; no bonus
    assert mountain_first.huts[mountain] == huts() and mountain_first.removed == 4
    assert mountain_first.colour_scores[:3] == (2, 0, 0)
    assert forest_first.founders == mountain_first.founders == (2, 0)


def test_example_clans_3():
    """"A village founded on a steppe in epoch I (no bonus there) holds red 2, yellow
    1, blue 1, green 1, white 1. All five colours are there with a pair: strife drives
    out the four single huts, and only red scores 2." """
    steppe = 1
    assert TERRAIN[steppe] == STEPPE and epoch_of(1).bonus_terrain != STEPPE
    state = position({3: huts(yellow=1), steppe: huts(red=2, blue=1, green=1, white=1),
                      **ELSEWHERE})
    after = state.play(Migration(3, steppe))
    assert after.villages == (steppe,) and isolated(after, steppe)
    assert after.huts[steppe] == huts(red=2)                       # the singles are gone
    assert after.removed == 4
    assert after.values == (2,)
    assert after.colour_scores == (2, 0, 0, 0, 0)                  # only red scores 2
    official = state.replace(official_strife=True).play(Migration(3, steppe))
    assert official.colour_scores == (2, 0, 0, 0, 0)               # the same either way
