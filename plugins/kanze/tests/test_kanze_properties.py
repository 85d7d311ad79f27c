"""Kanzé over many random games: invariants after every move, conformance kit,
heuristics, and the rules package staying free of Qt."""

from __future__ import annotations

import random
import subprocess
import sys

from ludotheque.core.testing import check_game
from ludotheque_kanze.rules import CELLS, MAX_TROOPS, KanzeGame, influence
from ludotheque_kanze.rules.board import DEGREE, INFLUENCE_ORDER, NEIGHBOURS
from ludotheque_kanze.rules.heuristics import evaluate, rollout

GAMES = 1000


def _random_options(rng: random.Random) -> dict:
    return {
        "troop_cap": rng.choice([49, 49, 20, 12]),
        "distant_neutral": rng.random() < 0.7,
        "distant_attack": rng.random() < 0.3,
        "turn_limit": rng.randint(5, 25),  # keeps 1000 random games quick
    }


def _check_invariants(state) -> None:
    troops, owner, reps = state.troops, state.owner, state.reps
    for cell in range(CELLS):
        assert 0 <= troops[cell] <= MAX_TROOPS
        assert (owner[cell] >= 0) == (troops[cell] > 0 or cell in reps)
    for player, cell in enumerate(reps):
        assert cell < 0 or owner[cell] == player
    assert not state.picks or state.current_player == state.mover
    # influence has settled: nothing would flip any more
    if not state.picks:
        assert influence(list(owner), reps, None) == []


def test_a_thousand_random_games_keep_the_invariants():
    game = KanzeGame()
    rng = random.Random(20240607)
    endings = {"representative": 0, "turn_limit": 0}
    for number in range(GAMES):
        state = game.new_state(_random_options(rng), seed=number)
        while not state.is_over():
            moves = state.legal_moves()
            assert moves
            state = state.apply(moves[rng.randrange(len(moves))])
            _check_invariants(state)
        endings[state.outcome().reason] += 1
    assert sum(endings.values()) == GAMES
    assert endings["representative"] > 0 and endings["turn_limit"] > 0


def _naive_influence(owner: list[int], reps) -> list[int]:
    """Every cell examined on every pass, as the rules are written."""
    owner = list(owner)
    again = True
    while again:
        again = False
        for cell in INFLUENCE_ORDER:
            mine = owner[cell]
            if mine < 0 or cell in reps:
                continue
            enemies = sum(1 for other in NEIGHBOURS[cell] if owner[other] == 1 - mine)
            if 2 * enemies > DEGREE[cell]:
                owner[cell] = 1 - mine
                again = True
    return owner


def test_incremental_influence_equals_full_passes():
    rng = random.Random(7)
    for _ in range(2000):
        owner = [rng.choice((-1, -1, 0, 1)) for _ in range(CELLS)]
        reps = (rng.randrange(CELLS), rng.randrange(CELLS))
        owner = _naive_influence(owner, reps)           # a settled position
        changed = rng.sample(range(CELLS), rng.randint(1, 2))
        for cell in changed:
            owner[cell] = rng.choice((-1, 0, 1))
        expected = _naive_influence(owner, reps)
        got = list(owner)
        influence(got, reps, changed)
        assert got == expected


def test_conformance_kit():
    report = check_game(KanzeGame(), playouts=4, check_all_moves_every=25)
    assert report.playouts >= 10 and report.moves_tried > 0


def test_evaluation_is_in_range_and_sees_danger():
    game = KanzeGame()
    rng = random.Random(3)
    for number in range(30):
        state = game.new_state({"turn_limit": 30}, seed=number)
        while not state.is_over():
            for player in (0, 1):
                assert 0.0 <= evaluate(state, player) <= 1.0
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
        value = evaluate(state, 0)
        assert value == {0: 1.0, 1: 0.0, 2: 0.5}[state.result]


def test_rollout_policy_plays_legal_moves_and_beats_random():
    game = KanzeGame()
    rng = random.Random(11)
    wins = losses = 0
    for number in range(40):
        smart = number % 2
        state = game.new_state({"turn_limit": 60}, seed=number)
        while not state.is_over():
            if state.current_player == smart:
                move = rollout(state, rng)
                assert state.is_legal(move), str(move)
            else:
                moves = state.legal_moves()
                move = moves[rng.randrange(len(moves))]
            state = state.apply(move)
        winners = state.outcome().winners
        if winners == (smart,):
            wins += 1
        elif smart not in winners:
            losses += 1
    assert wins > 3 * losses, (wins, losses)


def test_rules_do_not_import_qt():
    code = ("import sys, ludotheque_kanze.rules, ludotheque_kanze.rules.heuristics, "
            "ludotheque_kanze.plugin; "
            "assert not any(m.startswith('PySide6') for m in sys.modules), 'PySide6 imported'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_registered_heuristics_order_and_search():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from kanze_positions import position

    from ludotheque.core.search import Budget, SearchPlayer
    from ludotheque_kanze.plugin import ludotheque_register_heuristics
    from ludotheque_kanze.rules.heuristics import order_moves

    found = []
    ludotheque_register_heuristics(found.append)
    (heuristics,) = found
    assert heuristics.game_id == "kanze"
    assert heuristics.evaluate is not None and heuristics.order_moves is not None
    state = position({"a1": "X1", "d4": "x4", "e4": "O2", "g7": "o1", "f7": "o3"})
    moves = state.legal_moves()
    ordered = order_moves(state, moves)
    assert sorted(map(str, ordered)) == sorted(map(str, moves))
    assert state.apply(ordered[0]).outcome().winners == (0,)      # the kill comes first
    player = SearchPlayer(Budget(60), heuristics)
    choice = player.choose(state, random.Random(1))
    assert state.apply(choice).outcome().winners == (0,)


def test_search_settings_and_recruit_order():
    """The registered heuristics widen along the move order with a small
    exploration constant, and a recruit that reinforces several cells is ordered
    before a plain spread into a neutral cell."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from kanze_positions import position

    from ludotheque.core.search import Budget, SearchPlayer
    from ludotheque_kanze.rules.heuristics import EXPLORATION, WIDENING, heuristics, move_score
    from ludotheque_kanze.rules.moves import RECRUIT

    registered = heuristics()
    assert registered.widening == WIDENING > 0 and 0 < registered.exploration == EXPLORATION < 1
    assert SearchPlayer(Budget(10), registered).exploration == EXPLORATION
    state = position({"a1": "X3", "b1": "x2", "a2": "x2", "g7": "O3"})
    spread = [m for m in state.legal_moves() if type(m).__name__ == "MoveTroops"
              and state.owner[m.dst] < 0 and not m.rep]
    assert spread and all(move_score(state, RECRUIT) > move_score(state, m) for m in spread)
    assert evaluate(state.apply(RECRUIT), 0) > evaluate(state, 0)
    ordered = heuristics().order_moves(state, state.legal_moves())
    assert ordered[0] == RECRUIT
    choices = {SearchPlayer(Budget(80), registered).choose(state, random.Random(seed))
               for seed in range(2)}
    assert len(choices) == 1 and all(state.is_legal(move) for move in choices)
