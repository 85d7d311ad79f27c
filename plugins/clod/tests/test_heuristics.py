"""The greedy player, the rollout policy and the evaluation."""

from __future__ import annotations

import random

from ludotheque.core.model import CHANCE
from ludotheque.core.search import Budget, SearchPlayer
from ludotheque_clod.rules import BLACK, CLOD, ROYAL_CLOD, WHITE, ClodGame, ClodState, Roll
from ludotheque_clod.rules.heuristics import (
    OPPONENT_WEIGHT, OWN_WEIGHT, POLICY_GROWTH, POLICY_OPPONENT, POLICY_OWN, POLICY_ROOM,
    cell_scores, evaluate, greedy_move, order_moves, policy_move, policy_scores, rollout_move,
)


def _state(geo, stones, roll, turn=0):
    cells = bytearray(geo.size)
    for (row, col), colour in stones.items():
        cells[row * geo.width + col] = colour
    return ClodState(geo, False, bytes(cells), turn, CHANCE).apply(roll)


def test_cell_scores_weigh_own_and_opponent_groups():
    # Roll 3,3 with (3,3) (physical (2,2)) black: black may play around it.
    stones = {(2, 2): BLACK, (2, 1): BLACK, (1, 3): WHITE, (0, 3): WHITE, (0, 4): WHITE}
    state = _state(CLOD, stones, Roll(3, 3))
    scores = dict((cell, score) for score, cell in cell_scores(state))
    # (1,2): touches black group {(2,2),(2,1)} (2) and white group of 3.
    assert scores[CLOD.cell(1, 2)] == OWN_WEIGHT * 2 + OPPONENT_WEIGHT * 3
    # (3,2): touches only the black group (counted once although two of its stones... one).
    assert scores[CLOD.cell(3, 2)] == OWN_WEIGHT * 2
    # (1,1): touches (2,1) black: the same group, counted once.
    assert scores[CLOD.cell(1, 1)] == OWN_WEIGHT * 2
    # (2,3): touches (2,2) black and (1,3) white.
    assert scores[CLOD.cell(2, 3)] == OWN_WEIGHT * 2 + OPPONENT_WEIGHT * 3
    # A group touched from two sides counts once.
    state = _state(CLOD, {(0, 0): WHITE, (0, 1): WHITE, (1, 1): WHITE, (1, 0): 0,
                          (3, 3): BLACK}, Roll(2, 1), turn=0)
    scores = dict((cell, score) for score, cell in cell_scores(state))
    assert scores[CLOD.cell(1, 0)] == OPPONENT_WEIGHT * 3


def test_policy_scores_weigh_groups_growth_and_room():
    # Black to play around (3,3) (physical (2,2)); black's largest group has 2 stones.
    stones = {(2, 2): BLACK, (2, 1): BLACK, (1, 3): WHITE, (0, 3): WHITE, (0, 4): WHITE}
    state = _state(CLOD, stones, Roll(3, 3))
    scores = dict((cell, score) for score, cell in policy_scores(state))
    assert set(scores) == set(state.offered)
    # (1,2): black group 2, white group 3, two empty neighbours, the group grows to 3.
    assert scores[CLOD.cell(1, 2)] == (POLICY_OWN * 2 + POLICY_OPPONENT * 3 + POLICY_ROOM * 2
                                       + POLICY_GROWTH * 1)
    # (3,3): touches nothing, four empty neighbours, no growth of the largest group.
    assert scores[CLOD.cell(3, 3)] == POLICY_ROOM * 4
    # (3,2): black group 2, three empty neighbours, grows it to 3.
    assert scores[CLOD.cell(3, 2)] == POLICY_OWN * 2 + POLICY_ROOM * 3 + POLICY_GROWTH * 1


def test_policy_prefers_joining_own_groups():
    # White's two groups of two, (1,0)-(1,1) and (1,3)-(1,4), joined through (1,2),
    # which roll 2,3 offers to white (its candidate (2,3), physical (1,2), is empty).
    stones = {(1, 0): WHITE, (1, 1): WHITE, (1, 3): WHITE, (1, 4): WHITE, (5, 5): BLACK}
    state = _state(CLOD, stones, Roll(3, 2), turn=1)
    scores = dict((cell, score) for score, cell in policy_scores(state))
    join = CLOD.cell(1, 2)
    assert join in scores
    assert scores[join] == (POLICY_OWN * 4 + POLICY_ROOM * 2 + POLICY_GROWTH * 3)
    assert max(scores, key=scores.get) == join
    assert policy_move(state, random.Random(0)) == CLOD.places[join]


def test_greedy_move_blocks_the_opponent_first():
    stones = {(2, 2): BLACK, (1, 3): WHITE, (0, 3): WHITE}
    state = _state(CLOD, stones, Roll(3, 3))
    move = greedy_move(state, random.Random(1))
    best = max(score for score, _ in cell_scores(state))
    assert dict((cell, score) for score, cell in cell_scores(state))[
        CLOD.cell(move.row, move.col)] == best
    assert move in state.legal_moves()


def test_greedy_and_rollout_play_whole_games_legally():
    rng = random.Random(5)
    for game_geo in (CLOD, ROYAL_CLOD):
        state = ClodState.initial(game_geo)
        while not state.is_over():
            move = (greedy_move if rng.random() < 0.5 else rollout_move)(state, rng)
            assert state.is_legal(move)
            state = state.apply(move)
        assert state.empty == 0


def test_greedy_beats_random_play():
    rng = random.Random(9)
    wins = 0
    games = 60
    for index in range(games):
        greedy_seat = index % 2
        state = ClodGame().new_state()
        while not state.is_over():
            if state.current_player in (CHANCE, greedy_seat):
                move = greedy_move(state, rng)
            else:
                moves = state.legal_moves()
                move = moves[rng.randrange(len(moves))]
            state = state.apply(move)
        wins += greedy_seat in state.outcome().winners
    assert wins > games * 0.6


def test_evaluate_is_in_range_and_favours_the_leader():
    state = _state(CLOD, {(0, 0): BLACK, (0, 1): BLACK, (0, 2): BLACK, (5, 5): WHITE},
                   Roll(6, 6))
    for player in (0, 1):
        assert 0.0 <= evaluate(state, player) <= 1.0
    assert evaluate(state, 0) > 0.5 > evaluate(state, 1)
    assert abs(evaluate(state, 0) + evaluate(state, 1) - 1.0) < 1e-9
    empty = ClodState.initial(CLOD)
    assert evaluate(empty, 0) == 0.5


def test_order_moves_puts_the_best_cell_first():
    stones = {(2, 2): BLACK, (1, 3): WHITE, (0, 3): WHITE}
    state = _state(CLOD, stones, Roll(3, 3))
    ordered = order_moves(state, state.legal_moves())
    assert set(ordered) == set(state.legal_moves())
    scores = dict((cell, score) for score, cell in cell_scores(state))
    values = [scores[CLOD.cell(m.row, m.col)] for m in ordered]
    assert values == sorted(values, reverse=True)


def test_the_search_player_uses_the_heuristics():
    from ludotheque_clod.plugin import ludotheque_register_heuristics

    found = []
    ludotheque_register_heuristics(found.append)
    assert {h.game_id for h in found} == {"clod", "royal_clod"}
    heuristics = found[0]
    state = ClodGame().new_state().apply(Roll(4, 2))
    player = SearchPlayer(Budget(50), heuristics)
    move = player.choose(state, random.Random(1))
    assert move in state.legal_moves()
