"""Hand-built positions for every rule of Clans."""

from __future__ import annotations

import itertools
import math
import subprocess
import sys

import pytest
from clans_positions import BLUE, GREEN, RED, WHITE, YELLOW, huts, position, started
from ludotheque_clans.rules.board import (
    COLOURS,
    FOREST,
    GRASSLAND,
    LINK_COUNT,
    MOUNTAIN,
    NEIGHBOURS,
    REGION,
    REGION_TERRITORIES,
    STEPPE,
    TERRAIN,
    TERRITORIES,
    epoch_of,
    load_map,
)
from ludotheque_clans.rules.game import ClansGame
from ludotheque_clans.rules.moves import Deal, Found, Migration, Setup, parse_move
from ludotheque_clans.rules.state import REASON_NO_MOVE, REASON_TWELVE, ClansState

from ludotheque.core.model import CHANCE, TERMINAL, IllegalMoveError, InvalidMoveError

# --- the map ----------------------------------------------------------------------------


def test_map_has_60_territories_135_symmetric_links_and_4x15_terrains():
    assert len(TERRITORIES) == 60
    assert [t.id for t in TERRITORIES] == list(range(1, 61))
    links = {frozenset((t.id, n)) for t in TERRITORIES for n in t.neighbours}
    assert len(links) == 135 == LINK_COUNT
    for t in TERRITORIES:
        for n in t.neighbours:
            assert t.id in NEIGHBOURS[n]
    for terrain in (FOREST, MOUNTAIN, STEPPE, GRASSLAND):
        assert sum(1 for t in TERRITORIES if t.terrain == terrain) == 15


def test_map_has_12_regions_of_5():
    assert len(REGION_TERRITORIES) - 1 == 12
    for region in range(1, 13):
        assert REGION_TERRITORIES[region] == tuple(range(5 * region - 4, 5 * region + 1))
    assert all(REGION[t.id] == (t.id - 1) // 5 + 1 for t in TERRITORIES)


def test_map_refuses_a_one_sided_link():
    with pytest.raises(ValueError):
        load_map("1 steppe 1 0 0 : 2\n2 forest 1 5 5 :\n")


def test_epoch_table():
    assert [epoch_of(k).number for k in range(1, 13)] == [1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5]
    assert (epoch_of(1).bonus_terrain, epoch_of(1).bonus, epoch_of(1).destroying_terrain) == (
        FOREST, 1, MOUNTAIN)
    assert (epoch_of(5).bonus_terrain, epoch_of(5).bonus, epoch_of(5).destroying_terrain) == (
        MOUNTAIN, 2, GRASSLAND)
    assert (epoch_of(8).bonus_terrain, epoch_of(8).destroying_terrain) == (STEPPE, FOREST)
    assert (epoch_of(10).bonus_terrain, epoch_of(10).destroying_terrain) == (GRASSLAND, STEPPE)
    assert epoch_of(12).destroying_terrain is None
    assert all(epoch_of(12).has_bonus(t) for t in range(4)) and epoch_of(12).bonus == 5


# --- chance: the deal and the setup -----------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_deal_is_a_chance_event_over_every_arrangement(players):
    state = ClansGame().new_state(players=players)
    assert state.current_player == CHANCE
    outcomes = state.chance_outcomes()
    assert len(outcomes) == math.perm(5, players)
    assert math.isclose(sum(p for _, p in outcomes), 1.0)
    assert all(isinstance(m, Deal) and len(set(m.colours)) == players for m, _ in outcomes)


def test_setup_gives_every_region_one_hut_of_each_colour():
    for seed in range(20):
        state = started(players=2 + seed % 4, seed=seed)
        assert state.setup_done == 12 and state.current_player == 0
        assert all(state.totals[t] == 1 for t in range(1, 61))
        for region in range(1, 13):
            colours = sorted(state.huts[t].index(1) for t in REGION_TERRITORIES[region])
            assert colours == list(range(COLOURS))
        assert sorted(c for c in state.colours) == sorted(set(state.colours))


def test_setup_is_one_chance_event_per_region_with_120_outcomes():
    state = ClansGame().new_state(players=3).apply(Deal((RED, BLUE, WHITE)))
    for region in range(1, 13):
        assert state.current_player == CHANCE
        outcomes = state.chance_outcomes()
        assert len(outcomes) == 120
        assert all(isinstance(m, Setup) and m.region == region for m, _ in outcomes)
        assert math.isclose(sum(p for _, p in outcomes), 1.0)
        state = state.apply(outcomes[region][0])
    assert state.current_player == 0


# --- movement ---------------------------------------------------------------------------


def test_moving_onto_an_empty_territory_is_illegal():
    state = position({1: huts(red=1), 3: huts(blue=1), 50: huts(green=1), 51: huts(white=1)})
    assert Migration(1, 3) in state.legal_moves()
    assert Migration(1, 2) not in state.legal_moves()  # 2 is empty
    with pytest.raises(IllegalMoveError):
        state.play(Migration(1, 2))


def test_a_move_takes_every_hut_of_the_territory():
    state = position({1: huts(red=2, blue=1), 3: huts(yellow=1), 4: huts(green=1),
                      50: huts(green=1), 51: huts(white=1)})
    after = state.play(Migration(1, 3))
    assert after.huts[1] == huts() and after.huts[3] == huts(red=2, yellow=1, blue=1)
    assert after.current_player == 1


def test_seed_movement_more_than_7_huts_never_move():
    seven = position({16: huts(red=7), 17: huts(blue=1), 50: huts(green=1), 51: huts(white=1)})
    assert Migration(16, 17) in seven.legal_moves()
    eight = position({16: huts(red=8), 17: huts(blue=9), 50: huts(green=1), 51: huts(white=1)})
    assert Migration(16, 17) not in eight.legal_moves()
    assert Migration(17, 16) not in eight.legal_moves()


def test_official_movement_7_or_more_move_only_onto_as_many():
    seven = position({16: huts(red=7), 17: huts(blue=1), 14: huts(white=7), 50: huts(green=1),
                      51: huts(white=1)}, official_movement=True)
    moves = seven.legal_moves()
    assert Migration(16, 17) not in moves   # 7 onto 1
    assert Migration(16, 14) in moves       # the exception: 7 onto 7
    assert Migration(17, 16) in moves       # 1 onto 7 is always fine
    eight = position({16: huts(red=8), 17: huts(blue=9), 14: huts(white=3), 50: huts(green=1),
                      51: huts(white=1)}, official_movement=True)
    assert Migration(16, 17) in eight.legal_moves()      # 8 onto 9
    assert Migration(16, 14) not in eight.legal_moves()  # 8 onto 3
    assert Migration(17, 16) not in eight.legal_moves()  # 9 onto 8
    seed_rule = eight.replace(official_movement=False)
    assert Migration(16, 17) not in seed_rule.legal_moves()


def test_a_village_cannot_be_moved_from():
    state = position({1: huts(red=1), 3: huts(blue=1), 50: huts(green=1), 51: huts(white=1)},
                     villages=(1,))
    assert all(m.source != 1 for m in state.legal_moves())


# --- villages and scoring -----------------------------------------------------------------

# Territory 6 touches forest 10 and mountain 2, which do not touch each other: moving
# 6 onto 2 isolates both 2 and 10 and founds two villages at once.
_TWO = {6: huts(yellow=1), 10: huts(red=2), 2: huts(blue=3), 50: huts(green=1),
        51: huts(white=1)}
_DUMMIES = (31, 33, 35, 37, 39, 41, 43, 45, 47, 57, 59)


def test_a_lone_village_is_founded_and_scored_at_once():
    state = position({6: huts(yellow=1), 10: huts(red=2), 50: huts(green=1), 51: huts(white=1)})
    after = state.play(Migration(6, 10))   # 10: forest, epoch I bonus +1
    assert after.villages == (10,) and after.values == (4,)
    assert after.colour_scores == (4, 4, 0, 0, 0)
    assert after.founders == (1, 0)
    assert after.current_player == 1 and after.is_village(10)


def test_several_villages_are_ordered_by_the_mover_one_at_a_time():
    state = position(_TWO)
    after = state.play(Migration(6, 2))
    assert after.current_player == 0           # the same player decides the order
    assert after.pending == (2, 10)
    assert set(after.legal_moves()) == {Found(2), Found(10)}
    done = after.play(Found(10))
    assert done.pending == () and done.villages == (10, 2)  # the last one follows at once
    assert done.current_player == 1


def test_two_villages_across_an_epoch_boundary_score_by_their_order():
    # Three villages founded: the next is the 4th (epoch I), then the 5th (epoch II).
    state = position(_TWO, villages=_DUMMIES[:3]).play(Migration(6, 2))
    forest_first = state.play(Found(10))
    # 10 (forest) is the 4th: 2 red + 1 bonus; 2 (mountain) is the 5th: 4 huts + 2 bonus.
    assert forest_first.colour_scores == (3, 6, 6, 0, 0)
    mountain_first = state.play(Found(2))
    # 2 (mountain) is the 4th and destroyed; 10 (forest) is the 5th: 2 red, no bonus.
    assert mountain_first.colour_scores == (2, 0, 0, 0, 0)
    assert mountain_first.removed == 4 and mountain_first.huts[2] == huts()
    assert forest_first.founders == mountain_first.founders == (2, 0)
    assert forest_first.scores() != mountain_first.scores()


def test_destroying_terrain_removes_the_huts_and_nobody_scores():
    state = position({6: huts(yellow=1), 2: huts(red=2, blue=1), 50: huts(green=1),
                      51: huts(white=1)})
    after = state.play(Migration(6, 2))   # 2 is a mountain: destroyed in epoch I
    assert after.villages == (2,) and after.values == (0,)
    assert after.colour_scores == (0,) * 5 and after.huts[2] == huts()
    assert after.removed == 4 and after.founders == (1, 0)   # the founder still earns a point
    assert sum(after.totals) + after.removed == 6   # the huts of this position


def _found_on_steppe(contents, official):
    # 1 (steppe) touches 2, 3, 4 only; moving 3 onto 1 isolates 1 (4 and 2 empty).
    state = position({3: huts(), 1: contents, 50: huts(green=1), 51: huts(white=1)},
                     official_strife=official)
    single = tuple(1 if c == max(range(5), key=lambda k: contents[k]) else 0 for c in range(5))
    source_huts = single
    rest = tuple(c - s for c, s in zip(contents, single))
    state = state.replace(huts=tuple(
        rest if t == 1 else (source_huts if t == 3 else h) for t, h in enumerate(state.huts)))
    return state.play(Migration(3, 1))


def test_strife_seed_rule_five_singles_all_score():
    after = _found_on_steppe(huts(red=1, yellow=1, blue=1, green=1, white=1), official=False)
    assert after.villages == (1,) and after.values == (5,)
    assert after.colour_scores == (5, 5, 5, 5, 5) and after.removed == 0


def test_strife_official_rule_five_singles_score_nothing():
    after = _found_on_steppe(huts(red=1, yellow=1, blue=1, green=1, white=1), official=True)
    assert after.values == (0,) and after.colour_scores == (0,) * 5
    assert after.removed == 5 and after.huts[1] == huts()
    assert after.founders == (1, 0)


@pytest.mark.parametrize("official", [False, True])
def test_strife_singles_with_one_pair_leave_under_both_rules(official):
    after = _found_on_steppe(huts(red=1, yellow=1, blue=2, green=1, white=1), official)
    assert after.huts[1] == huts(blue=2) and after.removed == 4
    assert after.colour_scores == (0, 0, 2, 0, 0)


@pytest.mark.parametrize("official", [False, True])
def test_no_strife_without_all_five_colours(official):
    after = _found_on_steppe(huts(red=1, yellow=1, blue=3, green=1), official)
    assert after.colour_scores == (6, 6, 6, 6, 0) and after.removed == 0


def test_the_12th_village_with_another_pending_ends_the_game():
    state = position(_TWO, villages=_DUMMIES).play(Migration(6, 2))
    assert state.pending == (2, 10) and state.current_player == 0
    done = state.play(Found(10))   # the 12th: epoch V, every terrain +5
    assert done.is_over() and done.reason == REASON_TWELVE
    assert done.villages[-1] == 10 and len(done.villages) == 12
    assert done.ignored == (2,) and not done.is_village(2)
    assert done.colour_scores == (7, 0, 0, 0, 0)    # village 2 scored nothing
    assert done.founders == (1, 0)                  # and earned no founder's point
    assert done.outcome().reason == REASON_TWELVE
    other = state.play(Found(2))
    assert other.colour_scores == (0, 9, 9, 0, 0) and other.ignored == (10,)


def test_the_11th_and_12th_villages_in_order():
    state = position(_TWO, villages=_DUMMIES[:10]).play(Migration(6, 2))
    done = state.play(Found(10))   # 11th: epoch IV (grassland +4, steppe destroys): 2 red
    assert done.colour_scores == (2, 9, 9, 0, 0) and done.is_over()
    assert done.founders == (2, 0) and done.ignored == ()


def test_the_game_ends_when_no_move_remains():
    state = position({6: huts(yellow=1), 10: huts(red=2)}, colours=(RED, BLUE))
    after = state.play(Migration(6, 10))
    assert after.is_over() and after.legal_moves() == ()
    assert after.reason == REASON_NO_MOVE and after.current_player == TERMINAL
    assert after.outcome().winners == (0,)
    assert after.scores() == (4.0 + 1.0, 0.0)


def test_a_position_with_only_crowded_territories_is_over():
    stuck = position({16: huts(red=8), 17: huts(blue=9)})
    assert stuck.is_over() and stuck.reason == REASON_NO_MOVE
    assert not position({16: huts(red=8), 17: huts(blue=9)}, official_movement=True).is_over()


def test_founders_points_and_shared_wins():
    state = position({6: huts(yellow=1), 10: huts(red=1), 50: huts(green=1), 51: huts(white=1)},
                     colours=(RED, YELLOW), colour_scores=(0, 0, 0, 0, 0), turn=1)
    after = state.play(Migration(6, 10))   # player 1 founds: red 3, yellow 3, +1 founder
    assert after.scores() == (3.0, 4.0)
    end = after.play(Migration(50, 51))    # player 0 founds 51 (forest): green, white 3
    assert end.is_over() and end.colour_scores == (3, 3, 0, 3, 3)
    assert end.scores() == (4.0, 4.0) and end.outcome().winners == (0, 1)   # shared win
    tie = position({6: huts(yellow=1), 10: huts(red=1)}, colours=(RED, YELLOW),
                   colour_scores=(1, 0, 0, 0, 0), turn=1).play(Migration(6, 10))
    assert tie.scores() == (4.0, 4.0) and tie.outcome().winners == (0, 1)


# --- hidden information -----------------------------------------------------------------


def test_a_view_hides_every_other_colour():
    state = started(players=5, seed=3)
    for player in range(5):
        view = state.view(player)
        assert view.colours[player] == state.colours[player]
        assert all(c is None for p, c in enumerate(view.colours) if p != player)
        assert view.private_data(player) == state.colours[player]
        json = view.to_json()
        assert json["colours"].count(None) == 4
        assert view.legal_moves() == state.legal_moves()


def test_determinisation_is_consistent_and_deals_every_other_colour():
    state = started(players=3, seed=5)
    import random

    rng = random.Random(1)
    view = state.view(1)
    seen = set()
    for _ in range(300):
        world = view.determinise(1, rng)
        assert world.view(1).to_json() == view.to_json()
        assert world.colours[1] == state.colours[1]
        assert None not in world.colours and len(set(world.colours)) == 3
        seen.add(world.colours)
    assert len(seen) == math.perm(4, 2)   # every arrangement of the others appears
    assert all(c != state.colours[1] for w in seen for p, c in enumerate(w) if p != 1)


def test_colours_are_public_at_the_end():
    end = position({6: huts(yellow=1), 10: huts(red=2)}).play(Migration(6, 10))
    assert end.view(1).colours == end.colours


# --- notation ---------------------------------------------------------------------------


def test_notation_round_trips():
    game = ClansGame()
    for move in (Migration(12, 13), Found(23), Deal((RED, BLUE, WHITE)),
                 Setup(3, (RED, YELLOW, BLUE, GREEN, WHITE))):
        assert game.parse_move(str(move)) == move
        assert eval(repr(move)) == move  # noqa: S307 - repr round-trips
    assert str(Migration(12, 13)) == "12-13" and str(Found(23)) == "village 23"
    for bad in ("1-60", "0-1", "village 61", "deal RR", "setup 13 RYBGW", "setup 1 RYBGG", ""):
        with pytest.raises(InvalidMoveError):
            parse_move(bad)


def test_every_territory_pair_of_the_map_is_a_move():
    for t in TERRITORIES:
        for n in t.neighbours:
            assert parse_move(f"{t.id}-{n}") == Migration(t.id, n)


def test_states_are_immutable_values():
    state = started(players=2, seed=1)
    before = state.to_json()
    state.apply(state.legal_moves()[0])
    assert state.to_json() == before
    assert isinstance(state, ClansState)
    assert list(itertools.islice(TERRAIN, 1, 3)) == [STEPPE, MOUNTAIN]


def test_the_rules_do_not_import_qt():
    code = ("import sys, ludotheque_clans.rules, ludotheque_clans.plugin, "
            "ludotheque_clans.rules.heuristics; "
            "sys.exit(1 if any(m.startswith('PySide6') for m in sys.modules) else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_colour_names():
    assert (RED, YELLOW, BLUE, GREEN, WHITE) == (0, 1, 2, 3, 4)
