"""Random games: invariants checked after every step."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from ludotheque_clod.rules import (
    CLOD,
    EVENT_FORFEIT,
    EVENT_REROLL,
    ROYAL_CLOD,
    ClodGame,
    ClodState,
    RoyalClodGame,
)
from ludotheque_clod.rules.geometry import ROLLS

from ludotheque.core.model import CHANCE, TERMINAL

GAMES = 1000
"""Random games per game per run."""


def _reachable(state: ClodState) -> set[int]:
    cells: set[int] = set()
    for roll in ROLLS:
        cells.update(state.geo.offered(state.board, roll.high, roll.low))
    return cells


def _play_checked(game, games: int, seed: int, reach_every: int) -> int:
    rng = random.Random(seed)
    geo = game.geometry
    steps = 0
    for _ in range(games):
        state = game.new_state()
        placed = [0, 0]
        while state.current_player != TERMINAL:
            before = state
            if state.current_player == CHANCE:
                move = state.sample_chance(rng)
            else:
                moves = state.legal_moves()
                move = moves[rng.randrange(len(moves))]
                placed[state.current_player] += 1
            state = state.apply(move)
            steps += 1
            # Stone counts: each placement adds exactly one stone of the mover.
            assert state.stones(0) == placed[0] and state.stones(1) == placed[1]
            assert state.empty == geo.size - placed[0] - placed[1] == state.board.count(0)
            # The turn structure.
            if before.current_player == CHANCE:
                if state.current_player == CHANCE:
                    assert state.event in (EVENT_REROLL, EVENT_FORFEIT)
                    assert state.board == before.board
                    if state.event == EVENT_FORFEIT:
                        assert before.attempt == 2 and state.turn == 1 - before.turn
                    else:
                        assert before.attempt == 1 and state.turn == before.turn
                else:
                    assert state.current_player == before.turn and state.offered
                    assert all(state.board[cell] == 0 for cell in state.offered)
            # Every empty cell can be reached by some roll (it is a direct candidate).
            if state.current_player != TERMINAL and (steps % reach_every == 0):
                empty = {cell for cell in range(geo.size) if state.board[cell] == 0}
                assert empty <= _reachable(state)
        assert state.empty == 0
        outcome = state.outcome()
        assert outcome is not None and outcome.winners
    return steps


def test_random_clod_games_keep_the_invariants():
    steps = _play_checked(ClodGame(), GAMES, 11, reach_every=3)
    assert steps >= GAMES * 72


def test_random_royal_clod_games_keep_the_invariants():
    steps = _play_checked(RoyalClodGame(), GAMES, 12, reach_every=37)
    assert steps >= GAMES * 432


def _brute_offered(geo, board, high, low):
    """The definition, written independently of the engine's tables."""
    found = set()
    for index, _ in enumerate(geo.boards):
        for r, c in ((high, low), (low, high)):
            row, col = geo.boards[index].physical(r, c)
            if board[row * geo.width + col] == 0:
                found.add((row, col))
                continue
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    rr, cc = row + dr, col + dc
                    if (dr or dc) and 0 <= rr < geo.height and 0 <= cc < geo.width \
                            and board[rr * geo.width + cc] == 0:
                        found.add((rr, cc))
    return found


@settings(max_examples=150, deadline=None)
@given(royal=st.booleans(), fill=st.floats(0.0, 1.0), seed=st.integers(0, 2**32),
       roll=st.sampled_from(ROLLS))
def test_offered_cells_match_the_definition(royal, fill, seed, roll):
    geo = ROYAL_CLOD if royal else CLOD
    rng = random.Random(seed)
    board = bytes(rng.choice((1, 2)) if rng.random() < fill else 0 for _ in range(geo.size))
    offered = geo.offered(board, roll.high, roll.low)
    assert {divmod(cell, geo.width) for cell in offered} == _brute_offered(
        geo, board, roll.high, roll.low)
    state = ClodState(geo, False, board, 0, CHANCE).apply(roll) if 0 in board else None
    if state is not None and state.current_player == 0:
        assert state.offered == offered
