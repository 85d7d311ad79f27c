"""The fast playout: rule-exact against the plain states, deterministic, and playing
the policy of ``heuristics.policy_scores``."""

from __future__ import annotations

import random
from functools import partial

import pytest
from ludotheque_clod.rules import CLOD, ROYAL_CLOD, ClodState
from ludotheque_clod.rules import playout as playout_module
from ludotheque_clod.rules.geometry import ROLLS
from ludotheque_clod.rules.heuristics import (
    POLICY_AROUND,
    POLICY_ROOM,
    policy_scores,
    rollout_move,
)
from ludotheque_clod.rules.playout import (
    SMALL_BOARD,
    playout,
    playout_by_counts,
    playout_by_walks,
)

from ludotheque.core.model import CHANCE

PATHS = [playout_by_walks, playout_by_counts]
"""Both ways of playing, each tried on both boards."""


def _positions(geo, original_tie, seed, games):
    """Every state (chance, second roll and placing) of a few policy games."""
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        state = ClodState.initial(geo, original_tie)
        while not state.is_over():
            found.append(state)
            state = state.apply(rollout_move(state, rng))
        found.append(state)
    return found


def _replay(state, trace):
    """Play *trace* through the plain states, checking every offer and move."""
    for roll, item in trace:
        if roll is not None:
            assert state.current_player == CHANCE
            state = state.apply(roll)
            assert tuple(state.offered) == item
        else:
            move = state.geo.places[item]
            assert state.is_legal(move)
            state = state.apply(move)
    return state


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("geo,games", [(CLOD, 12), (ROYAL_CLOD, 1)])
@pytest.mark.parametrize("original_tie", [False, True])
def test_traced_playouts_replay_through_the_plain_states(path, geo, games, original_tie):
    positions = _positions(geo, original_tie, 3, games)
    if geo is ROYAL_CLOD:
        positions = positions[::7]
    assert any(p.is_chance and p.attempt == 2 for p in positions) or geo is ROYAL_CLOD
    rng = random.Random(11)
    for start in positions:
        trace: list = []
        outcome = path(start, rng, trace)
        end = _replay(start, trace)
        assert end.is_over()
        assert end.outcome() == outcome


def test_playouts_cover_rerolls_forfeits_and_both_tie_reasons():
    rng = random.Random(5)
    rerolls = forfeits = 0
    reasons = set()
    for start in _positions(CLOD, False, 8, 4)[::3]:
        for _ in range(3):
            trace: list = []
            reasons.add(playout(start, rng, trace).reason)
            rolls = [item for roll, item in trace if roll is not None]
            for first, second in zip(rolls, rolls[1:]):
                if not first:
                    if second:
                        rerolls += 1
                    else:
                        forfeits += 1
    assert rerolls and forfeits
    assert {"normal", "tiebreak"} <= reasons


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("geo", [CLOD, ROYAL_CLOD])
def test_playout_is_deterministic_for_a_seed(path, geo):
    start = _positions(geo, False, 4, 1)[10]
    playout_module._STARTS.clear()
    playout_module._WALK_STARTS.clear()
    first = []
    for seed in range(20):
        trace: list = []
        first.append((path(start, random.Random(seed), trace), trace))
    # The first playout started from a board made afresh, the next ones from the
    # board kept (by walks, from the second playout on).
    if path is playout_by_walks:
        assert playout_module._WALK_STARTS[start.board] is not None
    else:
        assert (geo.name, start.board) in playout_module._STARTS
    # Again, from a copy of the state (its board's start is kept from the first
    # round: the playouts must not have changed it) and after other boards.
    path(_positions(geo, False, 5, 1)[20], random.Random(0))
    copy = ClodState(start.geo, start.original_tie, bytes(bytearray(start.board)), start.turn,
                     start.current_player, start.attempt, start.roll, start.offered)
    again = []
    for seed in range(20):
        trace = []
        again.append((path(copy, random.Random(seed), trace), trace))
    assert first == again
    assert len({o.winners for o, _ in first}) > 1  # the dice differ between seeds


def _rules_order(geo, board, roll):
    """The cells *roll* offers on *board* in the order of the rules' loop: candidate by
    candidate, a filled one offering its empty Moore neighbours in increasing order."""
    cells = []
    for cand in geo.candidates_of(roll.high, roll.low):
        for cell in (cand,) if not board[cand] else geo.moore[cand]:
            if not board[cell] and cell not in cells:
                cells.append(cell)
    return cells


@pytest.mark.parametrize("geo", [CLOD, ROYAL_CLOD])
def test_offers_are_put_back_in_the_order_of_the_rules(geo):
    tables = playout_module._tables(geo)
    reordered = 0
    for state in _positions(geo, False, 9, 3 if geo is CLOD else 1)[::2]:
        board = bytearray(state.board)
        for index, roll in enumerate(ROLLS):
            expected = _rules_order(geo, board, roll)
            cells = sorted(expected)
            assert list(geo.offered(state.board, roll.high, roll.low)) == cells
            key = partial(playout_module._first, tables.reach[index], board)
            assert sorted(cells, key=key) == expected
            reordered += cells != expected
    assert reordered > 20  # the increasing order often differs from the rules'


@pytest.mark.parametrize("geo", [CLOD, ROYAL_CLOD])
def test_a_start_counts_the_neighbours_and_groups_of_its_board(geo):
    tables = playout_module._tables(geo)
    for state in _positions(geo, False, 10, 2 if geo is CLOD else 1)[::5]:
        board = state.board
        start = playout_module._Start(tables, board)
        for cell in range(geo.size):
            room = sum(1 for n in geo.orth[cell] if not board[n])
            around = sum(1 for n in geo.moore[cell] if not board[n])
            assert start.free[cell] == geo.size * (POLICY_ROOM * room + POLICY_AROUND * around)
            stones = [n for n in geo.orth[cell] if board[n]]
            assert start.stones[cell] == len(stones)
            assert start.next_sum[cell] == sum(stones)
            assert (start.empty_cells >> cell & 1) == (not board[cell])
        for colour in (1, 2):
            groups = geo.groups(board, colour)
            for group in groups:
                labels = {start.label[cell] for cell in group}
                assert len(labels) == 1
                (index,) = labels
                assert sorted(start.members[index]) == sorted(group)
                assert start.sizes[index] == len(group)
            assert start.largest[colour - 1] == (len(groups[0]) if groups else 0)
        assert sum(start.sizes) == geo.size - state.empty


def test_playout_of_a_finished_game_is_its_outcome():
    end = _positions(CLOD, False, 2, 1)[-1]
    assert end.is_over()
    assert playout(end, random.Random(0)) == end.outcome()


@pytest.mark.parametrize("path", PATHS)
def test_playout_plays_the_policy_best_cell(monkeypatch, path):
    monkeypatch.setattr(playout_module, "EXPLORE", 0.0)
    rng = random.Random(2)
    checked = 0
    for start in _positions(CLOD, False, 6, 3)[::5]:
        trace: list = []
        path(start, rng, trace)
        state = start
        for roll, item in trace:
            if roll is None:
                scores = dict((cell, score) for score, cell in policy_scores(state))
                assert scores[item] == max(scores.values())
                checked += len(scores) > 1
                state = state.apply(state.geo.places[item])
            else:
                state = state.apply(roll)
    assert checked > 50


@pytest.mark.parametrize("geo,games", [(CLOD, 4), (ROYAL_CLOD, 1)])
def test_both_ways_play_the_same_games(geo, games):
    positions = _positions(geo, True, 12, games)[::3 if geo is CLOD else 11]
    for index, start in enumerate(positions):
        generators = random.Random(index), random.Random(index)
        traces: tuple[list, list] = ([], [])
        outcomes = [path(start, rng, trace)
                    for path, rng, trace in zip(PATHS, generators, traces)]
        assert traces[0] == traces[1]
        assert outcomes[0] == outcomes[1]
        assert generators[0].getstate() == generators[1].getstate()


def test_clod_is_played_by_walks_and_royal_clod_by_counts(monkeypatch):
    assert CLOD.size <= SMALL_BOARD < ROYAL_CLOD.size
    played = []
    for name in ("playout_by_walks", "playout_by_counts"):
        monkeypatch.setattr(playout_module, name,
                            lambda state, rng, trace, name=name: played.append(name))
    for geo in (CLOD, ROYAL_CLOD):
        playout(ClodState.initial(geo), random.Random(0))
    assert played == ["playout_by_walks", "playout_by_counts"]
