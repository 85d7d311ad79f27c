"""The fast playout: the very games of the plain states, move by move, on both boards
and under both tie rules, and deterministic for a seed."""

from __future__ import annotations

import random

import pytest
from ludotheque_clod.rules import CLOD, ROYAL_CLOD, ClodState
from ludotheque_clod.rules import playout as playout_module
from ludotheque_clod.rules.heuristics import (
    POLICY_AROUND,
    POLICY_ROOM,
    policy_scores,
    rollout_move,
)
from ludotheque_clod.rules.playout import playout

from ludotheque.core.model import CHANCE


def _positions(geo, original_tie, seed, games):
    """Every state (chance, second roll, placing and the end) of a few policy games."""
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        state = ClodState.initial(geo, original_tie)
        while not state.is_over():
            found.append(state)
            state = state.apply(rollout_move(state, rng))
        found.append(state)
    return found


def _plain(start, rng):
    """The reference: ``rollout_move`` and ``apply`` in a loop, traced as the
    playout traces its steps."""
    state, trace = start, []
    while not state.is_over():
        move = rollout_move(state, rng)
        if state.current_player == CHANCE:
            state = state.apply(move)
            trace.append((move, tuple(state.offered)))
        else:
            trace.append((None, state.geo.cell(move.row, move.col)))
            state = state.apply(move)
    return state.outcome(), trace


@pytest.mark.parametrize("geo,games,every", [(CLOD, 8, 1), (ROYAL_CLOD, 1, 9)])
@pytest.mark.parametrize("original_tie", [False, True])
def test_playouts_play_the_games_of_the_plain_states_move_by_move(geo, games, every,
                                                                  original_tie):
    positions = _positions(geo, original_tie, 3, games)[::every]
    assert any(p.is_chance and p.attempt == 2 for p in positions)
    assert any(not p.is_chance and len(p.offered) > 1 for p in positions)
    for index, start in enumerate(positions):
        for seed in (index, index + 10_000):
            fast, plain = random.Random(seed), random.Random(seed)
            trace: list = []
            outcome = playout(start, fast, trace)
            assert (outcome, trace) == _plain(start, plain), f"{start!r}, seed {seed}"
            assert fast.getstate() == plain.getstate()


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


@pytest.mark.parametrize("geo", [CLOD, ROYAL_CLOD])
def test_playout_is_deterministic_for_a_seed(geo):
    start = _positions(geo, False, 4, 1)[10]
    playout_module._STARTS.clear()
    first = []
    for seed in range(12):
        trace: list = []
        first.append((playout(start, random.Random(seed), trace), trace))
    # The board is kept from its second playout on.
    assert playout_module._STARTS[geo.name, start.board] is not None
    # Again, from a copy of the state (what is kept of its board must not have been
    # changed by the playouts) and after other boards.
    playout(_positions(geo, False, 5, 1)[20], random.Random(0))
    copy = ClodState(start.geo, start.original_tie, bytes(bytearray(start.board)), start.turn,
                     start.current_player, start.attempt, start.roll, start.offered)
    again = []
    for seed in range(12):
        trace = []
        again.append((playout(copy, random.Random(seed), trace), trace))
    assert first == again
    assert len({o.winners for o, _ in first}) > 1  # the dice differ between seeds


@pytest.mark.parametrize("geo", [CLOD, ROYAL_CLOD])
def test_a_start_counts_the_neighbours_and_groups_of_its_board(geo):
    tables = playout_module._tables(geo)
    for state in _positions(geo, False, 10, 2 if geo is CLOD else 1)[::5]:
        board = state.board
        empty_cells, free, (label, members, sizes, largest) = \
            playout_module._start(tables, geo, board)
        for cell in range(geo.size):
            room = sum(1 for n in geo.orth[cell] if not board[n])
            around = sum(1 for n in geo.moore[cell] if not board[n])
            touching = len(geo.orth[cell]) - room
            assert free[cell] == (touching * playout_module.TOUCHED
                                  + geo.size * (POLICY_ROOM * room + POLICY_AROUND * around))
            assert (empty_cells >> cell & 1) == (not board[cell])
        for colour in (1, 2):
            groups = geo.groups(board, colour)
            for group in groups:
                labels = {label[cell] for cell in group}
                assert len(labels) == 1
                (index,) = labels
                assert sorted(members[index]) == sorted(group)
                assert sizes[index] == len(group)
            assert largest[colour - 1] == (len(groups[0]) if groups else 0)
        assert sum(sizes) == geo.size - state.empty


def test_playout_of_a_finished_game_is_its_outcome():
    end = _positions(CLOD, False, 2, 1)[-1]
    assert end.is_over()
    assert playout(end, random.Random(0)) == end.outcome()


def test_without_exploring_the_playout_plays_the_policy_best_cell(monkeypatch):
    monkeypatch.setattr(playout_module.heuristics, "EXPLORE", 0.0)
    rng = random.Random(2)
    checked = 0
    for start in _positions(ROYAL_CLOD, False, 6, 1)[::25]:
        trace: list = []
        playout(start, rng, trace)
        state = start
        for roll, item in trace:
            if roll is None:
                scores = {cell: score for score, cell in policy_scores(state)}
                assert scores[item] == max(scores.values())
                checked += len(scores) > 1
                state = state.apply(state.geo.places[item])
            else:
                state = state.apply(roll)
    assert checked > 50


@pytest.mark.parametrize("geo", [CLOD, ROYAL_CLOD])
def test_every_cell_is_the_candidate_of_exactly_one_roll(geo):
    roll_of = playout_module._tables(geo).roll_of
    for index, cells in enumerate(playout_module._tables(geo).candidates):
        assert all(roll_of[cell] == index for cell in cells)
    assert min(roll_of) >= 0
