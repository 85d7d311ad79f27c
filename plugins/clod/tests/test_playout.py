"""The fast playout: rule-exact against the plain states, deterministic, and playing
the policy of ``heuristics.policy_scores``."""

from __future__ import annotations

import random

import pytest

from ludotheque.core.model import CHANCE
from ludotheque_clod.rules import CLOD, ROYAL_CLOD, ClodState
from ludotheque_clod.rules import playout as playout_module
from ludotheque_clod.rules.heuristics import policy_scores, rollout_move
from ludotheque_clod.rules.playout import playout


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


@pytest.mark.parametrize("geo,games", [(CLOD, 12), (ROYAL_CLOD, 1)])
@pytest.mark.parametrize("original_tie", [False, True])
def test_traced_playouts_replay_through_the_plain_states(geo, games, original_tie):
    positions = _positions(geo, original_tie, 3, games)
    if geo is ROYAL_CLOD:
        positions = positions[::7]
    assert any(p.is_chance and p.attempt == 2 for p in positions) or geo is ROYAL_CLOD
    rng = random.Random(11)
    for start in positions:
        trace: list = []
        outcome = playout(start, rng, trace)
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


def test_playout_is_deterministic_for_a_seed():
    start = _positions(CLOD, False, 4, 1)[10]
    first = [playout(start, random.Random(seed)) for seed in range(20)]
    again = [playout(start, random.Random(seed)) for seed in range(20)]
    assert first == again
    assert len({o.winners for o in first}) > 1  # the dice differ between seeds


def test_playout_of_a_finished_game_is_its_outcome():
    end = _positions(CLOD, False, 2, 1)[-1]
    assert end.is_over()
    assert playout(end, random.Random(0)) == end.outcome()


def test_playout_plays_the_policy_best_cell(monkeypatch):
    monkeypatch.setattr(playout_module, "EXPLORE", 0.0)
    rng = random.Random(2)
    checked = 0
    for start in _positions(CLOD, False, 6, 3)[::5]:
        trace: list = []
        playout(start, rng, trace)
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
