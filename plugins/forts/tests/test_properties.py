"""Invariants over many random games (1000 per run, with a mix of policies and options)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from ludotheque_forts.rules import FortsGame, Place, Roll
from ludotheque_forts.rules.board import DEAD, FORT, RUIN, isolate, new_forts
from ludotheque_forts.rules.frames import game_frames
from ludotheque_forts.rules.heuristics import evaluate, order_moves, playout, rollout

from ludotheque.core.model import CHANCE, TERMINAL

GAME = FortsGame()
OPTIONS = [
    {},
    {"placement": "next_to_fort"},
    {"columns": 6, "rows": 5},
    {"columns": 6, "rows": 5, "placement": "next_to_fort", "start": "random"},
    {"start": "random"},
]


def _check_settled(state, before) -> None:
    board = state.board
    geo = state.geo
    # Dead cells stay dead, with the same kind.
    for old, new in zip(before.board, board):
        if old >= RUIN:
            assert new == old
        elif old == FORT:
            assert new in (FORT, RUIN)
        elif 1 <= old <= 6:
            assert new in (old, DEAD + old)
    # After an evaluation every living group has a fort and a territory.
    assert isolate(board, geo)[1] == ()
    # No empty cell is left that should have become a fort... except ones the
    # die or isolation uncovered (they were not surrounded when forts were built).
    if state.current_player == TERMINAL:
        assert state.legal_moves() == ()
        assert (FORT not in board) == (state.reason == "fallen")
    else:
        assert FORT in board
        assert state.legal_moves()
    assert state.max_forts >= state.living_forts
    assert state.turns == before.turns


def play_random_game(seed: int, options: dict, policy: str) -> int:
    rng = random.Random(seed)
    state = GAME.new_state(options, seed)
    steps = 0
    while not state.is_over():
        if state.current_player == CHANCE:
            move = state.sample_chance(rng)
            assert state.is_legal(move)
        else:
            assert state.current_player == 0
            moves = state.legal_moves()
            move = rollout(state, rng) if policy == "rollout" else moves[rng.randrange(len(moves))]
            assert move in moves
        after = state.apply(move)
        if isinstance(move, Place):
            cell = state.geo.index(move.col, move.row)
            assert state.board[cell] == 0
            assert after.board[cell] == move.value
            assert after.turns == state.turns + 1
            assert after.current_player == CHANCE
            for index in after.report.new_forts:
                assert state.board[index] == 0 and after.board[index] == FORT
            assert new_forts(after.board, after.geo) == ()
            assert after.forts_built == state.forts_built + len(after.report.new_forts)
        elif isinstance(move, Roll):
            assert move.value not in after.board  # every territory of the die's value died
            _check_settled(after, state)
        state = after
        steps += 1
        assert steps < 10_000
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.scores == (float(state.turns),)
    assert state.turns == len(state.turns_played())
    return state.turns


def test_a_thousand_random_games() -> None:
    total = 0
    for seed in range(1000):
        options = OPTIONS[seed % len(OPTIONS)]
        policy = "rollout" if seed % 2 else "random"
        total += play_random_game(seed, options, policy)
    assert total > 1000  # the rollout policy survives well beyond one turn


def test_rollout_outlasts_random_play() -> None:
    rollout_turns = sum(play_random_game(s, {}, "rollout") for s in range(60))
    random_turns = sum(play_random_game(s, {}, "random") for s in range(60))
    assert rollout_turns > 3 * random_turns


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), cut=st.integers(0, 200))
def test_frames_rebuild_the_game(seed: int, cut: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_state(OPTIONS[seed % len(OPTIONS)])
    seen = [state]
    for _ in range(cut):
        if state.is_over():
            break
        move = state.sample_chance(rng) if state.is_chance else rollout(state, rng)
        state = state.apply(move)
        seen.append(state)
    frames = game_frames(state)
    assert frames[-1].state == state
    shown = [s for s in seen if s.start is not None] or [state]
    assert [f.state.to_json() for f in frames] == [s.to_json() for s in shown]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), turns=st.integers(0, 12))
def test_heuristics_are_sane(seed: int, turns: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_state({})
    while not state.is_over() and state.turns < turns:
        state = state.apply(state.sample_chance(rng) if state.is_chance else rollout(state, rng))
    if state.is_over():
        return
    assert 0.0 <= evaluate(state, 0) <= 1.0
    if state.current_player == 0:
        moves = state.legal_moves()
        ordered = order_moves(state, moves)
        assert sorted(map(str, ordered)) == sorted(map(str, moves))
        ordered = order_moves(state, moves[:7])
        assert ordered and set(ordered) == set(moves[:7])
    outcome = playout(state, rng)
    assert outcome.scores[0] >= state.turns
