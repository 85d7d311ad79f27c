"""The greedy player, the rollout policy and the evaluation."""

from __future__ import annotations

import random

from ludotheque_clod.rules import BLACK, CLOD, ROYAL_CLOD, WHITE, ClodGame, ClodState, Roll
from ludotheque_clod.rules.heuristics import (
    OPPONENT_WEIGHT,
    OWN_WEIGHT,
    POLICY_AROUND,
    POLICY_GROWTH,
    POLICY_JOIN,
    POLICY_LATE_GROWTH,
    POLICY_OPPONENT,
    POLICY_OWN,
    POLICY_ROOM,
    POLICY_THREAT,
    cell_scores,
    evaluate,
    greedy_move,
    order_moves,
    policy_move,
    policy_scores,
    rollout_move,
)

from ludotheque.core.model import CHANCE
from ludotheque.core.search import Budget, SearchPlayer


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


def _policy(own=0, own_max=0, opponent=0, growth=0, threat=0, room=0, around=0, filled=0,
            size=36):
    """The policy score from counts taken by hand off a diagram."""
    return (size * (POLICY_OWN * own + POLICY_OPPONENT * opponent + POLICY_GROWTH * growth
                    + POLICY_JOIN * (own - own_max) + POLICY_THREAT * threat
                    + POLICY_ROOM * room + POLICY_AROUND * around)
            + POLICY_LATE_GROWTH * growth * filled)


def test_policy_scores_weigh_groups_growth_and_room():
    # Black to play around (3,3) (physical (2,2)); black's largest group has 2 stones,
    # white's 3; five stones on the board.
    stones = {(2, 2): BLACK, (2, 1): BLACK, (1, 3): WHITE, (0, 3): WHITE, (0, 4): WHITE}
    state = _state(CLOD, stones, Roll(3, 3))
    scores = dict((cell, score) for score, cell in policy_scores(state))
    assert set(scores) == set(state.offered)
    # (1,2): black group 2, white group 3, two empty orthogonal neighbours and four
    # empty cells around, the black group grows to 3; white would have grown to 4.
    assert scores[CLOD.cell(1, 2)] == _policy(own=2, own_max=2, opponent=3, growth=1,
                                              threat=1, room=2, around=4, filled=5)
    # (3,3): touches nothing, four empty neighbours, seven empty cells around.
    assert scores[CLOD.cell(3, 3)] == _policy(room=4, around=7, filled=5)
    # (3,2): black group 2, three empty neighbours, six around, grows it to 3.
    assert scores[CLOD.cell(3, 2)] == _policy(own=2, own_max=2, growth=1, room=3, around=6,
                                              filled=5)


def test_policy_scores_weigh_the_opponent_threat_and_the_filled_board():
    # White's groups of 3 ((0,0)-(0,2)) and 2 ((2,0)-(2,1)) meet at (1,0) and (1,1);
    # roll 2,1 offers black (1,0) and (0,1)'s neighbours; (1,1) would give white 6.
    stones = {(0, 0): WHITE, (0, 1): WHITE, (0, 2): WHITE, (2, 0): WHITE, (2, 1): WHITE,
              (5, 5): BLACK}
    state = _state(CLOD, stones, Roll(2, 1))
    scores = dict((cell, score) for score, cell in policy_scores(state))
    assert set(scores) == {CLOD.cell(1, 0), CLOD.cell(1, 1), CLOD.cell(1, 2)}
    assert scores[CLOD.cell(1, 1)] == _policy(opponent=5, threat=3, room=2, around=3, filled=6)
    assert scores[CLOD.cell(1, 0)] == _policy(opponent=5, threat=3, room=1, around=1, filled=6)
    assert scores[CLOD.cell(1, 2)] == _policy(opponent=3, threat=1, room=3, around=5, filled=6)
    # The same growth is worth more on a fuller board.
    fuller = dict(stones)
    fuller.update({(4, col): BLACK for col in range(0, 6, 2)})
    fuller.update({(5, col): WHITE for col in range(0, 4, 2)})
    state = _state(CLOD, fuller, Roll(2, 1))
    scores = dict((cell, score) for score, cell in policy_scores(state))
    assert scores[CLOD.cell(1, 1)] == _policy(opponent=5, threat=3, room=2, around=3, filled=11)
    # Growth on a fuller board: black's (4,0)-(4,2) joined through (4,1) on roll 5,2.
    state = _state(CLOD, fuller, Roll(5, 2))
    scores = dict((cell, score) for score, cell in policy_scores(state))
    assert scores[CLOD.cell(4, 1)] == _policy(own=2, own_max=1, growth=2, room=2, around=4,
                                              filled=11)


def test_policy_prefers_joining_own_groups():
    # White's two groups of two, (1,0)-(1,1) and (1,3)-(1,4), joined through (1,2),
    # which roll 2,3 offers to white (its candidate (2,3), physical (1,2), is empty).
    stones = {(1, 0): WHITE, (1, 1): WHITE, (1, 3): WHITE, (1, 4): WHITE, (5, 5): BLACK}
    state = _state(CLOD, stones, Roll(3, 2), turn=1)
    scores = dict((cell, score) for score, cell in policy_scores(state))
    join = CLOD.cell(1, 2)
    assert join in scores
    assert scores[join] == _policy(own=4, own_max=2, growth=3, room=2, around=6, filled=5)
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
    from ludotheque_clod.plugin import ludotheque_register_knowledge, ludotheque_register_players

    from ludotheque.core.search import SearchConfig

    knowledge, players = [], []
    ludotheque_register_knowledge(knowledge.append)
    ludotheque_register_players(players.append)
    assert {k.game_id for k in knowledge} == {p.game_id for p in players} == {"clod", "royal_clod"}
    config = SearchConfig.of(knowledge[0], players[0])
    assert config.expand_after == 400
    state = ClodGame().new_state().apply(Roll(4, 2))
    player = SearchPlayer(Budget(50), config)
    move = player.choose(state, random.Random(1))
    assert move in state.legal_moves()
