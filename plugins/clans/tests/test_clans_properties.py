"""Random games: invariants after every step, the conformance kit, the heuristics."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from ludotheque_clans.rules.board import MAX_VILLAGES, NEIGHBOURS
from ludotheque_clans.rules.game import ClansGame
from ludotheque_clans.rules.heuristics import evaluate, order_moves, rollout
from ludotheque_clans.rules.moves import Found

from ludotheque.core.model import CHANCE
from ludotheque.core.testing import check_game

GAMES = 1000
_VARIANTS = [{}, {"movement": "official"}, {"strife": "official"},
             {"movement": "official", "strife": "official"}]


def _check_invariants(state, previous):
    assert sum(state.totals) + state.removed == 60
    assert all(sum(h) == n for h, n in zip(state.huts, state.totals))
    for colour in range(5):
        assert sum(h[colour] for h in state.huts) <= 12
    assert len(state.villages) <= MAX_VILLAGES
    assert len(set(state.villages)) == len(state.villages)
    for village in state.villages:
        assert all(state.totals[n] == 0 for n in NEIGHBOURS[village])
    if previous is not None:
        assert all(a >= b for a, b in zip(state.colour_scores, previous.colour_scores))
        assert state.removed >= previous.removed
        assert state.villages[:len(previous.villages)] == previous.villages


def test_a_thousand_random_games_keep_the_invariants():
    game = ClansGame()
    lengths = []
    for index in range(GAMES):
        rng = random.Random(index)
        state = game.new_state(_VARIANTS[index % 4], players=2 + index % 4)
        previous = None
        while not state.is_over():
            moves = state.legal_moves()
            state, previous = state.apply(moves[rng.randrange(len(moves))]), state
            if state.setup_done == 12:
                _check_invariants(state, previous if previous.setup_done == 12 else None)
        assert state.outcome() is not None and state.outcome().winners
        lengths.append(len(state.villages))
    assert max(lengths) == MAX_VILLAGES and min(lengths) >= 1


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5),
       movement=st.sampled_from(["seed", "official"]), strife=st.sampled_from(["seed", "official"]))
def test_views_never_hold_another_colour(seed, players, movement, strife):
    rng = random.Random(seed)
    state = ClansGame().new_state({"movement": movement, "strife": strife}, players=players)
    while not state.is_over():
        if state.colours is not None and state.current_player != CHANCE:
            player = rng.randrange(players)
            view = state.view(player)
            others = [c for p, c in enumerate(view.colours) if p != player]
            assert others == [None] * (players - 1)
            world = view.determinise(player, rng)
            assert world.view(player).to_json() == view.to_json()
            assert sorted(world.colours) == sorted(set(world.colours))
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])


def test_conformance():
    check_game(ClansGame(), playouts=3, check_all_moves_every=7)


def test_the_rollout_policy_beats_random_play():
    game = ClansGame()
    share = 0.0
    for seed in range(120):
        rng = random.Random(seed)
        state = game.new_state(players=3)
        while not state.is_over():
            if state.current_player == 0:
                move = rollout(state, rng)
            else:
                moves = state.legal_moves()
                move = moves[rng.randrange(len(moves))]
            state = state.apply(move)
        winners = state.outcome().winners
        share += (0 in winners) / len(winners)
    assert share / 120 > 0.6   # random play would win a third


def test_evaluation_and_move_order():
    rng = random.Random(2)
    state = ClansGame().new_state(players=2)
    while not state.is_over():
        if state.current_player >= 0:
            values = [evaluate(state, p) for p in range(2)]
            assert all(0.0 <= v <= 1.0 for v in values)
            ordered = order_moves(state, state.legal_moves())
            assert sorted(map(str, ordered)) == sorted(map(str, state.legal_moves()))
            if state.pending:
                assert all(isinstance(m, Found) for m in ordered)
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
    final = [evaluate(state, p) for p in range(2)]
    assert set(final) <= {0.0, 0.5, 1.0}
