"""Kanzé over many random games: invariants after every move, conformance kit,
heuristics, and the rules package staying free of Qt."""

from __future__ import annotations

import pickle
import random
import subprocess
import sys

from ludotheque_kanze.rules import CELLS, MAX_TROOPS, KanzeGame, influence
from ludotheque_kanze.rules.board import DEGREE, INFLUENCE_ORDER, NEIGHBOURS
from ludotheque_kanze.rules.heuristics import attack_strength, evaluate
from ludotheque_kanze.rules.playout import rollout

from ludotheque.core.testing import check_game

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


def test_the_playout_policy_plays_only_moves_the_rules_list():
    """Move by move, under random options (recruit choices, distant moves and
    attacks), every move of the playout policy is one the reference rules list."""
    rng = random.Random(23)
    played = 0
    for state in _random_positions(rng, games=30, turn_limit=60):
        move = rollout(state, random.Random(played))
        assert move in state.legal_moves(), (str(move), str(state))
        played += 1
    assert played > 2000, played


def test_attack_strength_is_the_strongest_attack_the_rules_allow():
    """The evaluation's threat against an enemy cell is the most units one move of
    the attacker could send there, as the reference rules' destinations say."""
    rng = random.Random(29)
    checked = 0
    for state in _random_positions(rng, games=4, turn_limit=40):
        for target in range(CELLS):
            if state.owner[target] < 0:
                continue
            attacker = 1 - state.owner[target]
            rep = state.reps[attacker]
            expected = max((state.troops[cell] + (cell == rep) for cell in range(CELLS)
                            if state.owner[cell] == attacker
                            and target in state.destinations(cell)), default=0)
            assert attack_strength(state, target, attacker) == expected
            checked += 1
    assert checked > 500, checked


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
            "ludotheque_kanze.rules.playout, "
            "ludotheque_kanze.plugin; "
            "assert not any(m.startswith('PySide6') for m in sys.modules), 'PySide6 imported'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_registered_heuristics_order_and_search():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from kanze_positions import position
    from ludotheque_kanze.plugin import ludotheque_register_knowledge, ludotheque_register_players
    from ludotheque_kanze.rules.heuristics import order_moves

    from ludotheque.core.search import Budget, SearchConfig, SearchPlayer

    knowledge, players = [], []
    ludotheque_register_knowledge(knowledge.append)
    ludotheque_register_players(players.append)
    heuristics = SearchConfig.of(knowledge[0], players[0])
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
    exploration constant and back the evaluation up by implicit minimax from the
    strong level's budget, and a recruit that reinforces several cells is ordered
    before a plain spread into a neutral cell."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from kanze_positions import position
    from ludotheque_kanze.rules.heuristics import (
        EXPLORATION,
        MINIMAX,
        MINIMAX_FROM,
        WIDENING,
        computer_player,
        knowledge,
        move_score,
    )
    from ludotheque_kanze.rules.moves import RECRUIT

    from ludotheque.core.search import LEVEL_BUDGETS, Budget, SearchConfig, SearchPlayer

    registered = SearchConfig.of(knowledge(), computer_player())
    assert registered.widening == WIDENING > 0 and 0 < registered.exploration == EXPLORATION < 1
    assert SearchPlayer(Budget(10), registered).exploration == EXPLORATION
    assert 0 < registered.minimax == MINIMAX < 1 and registered.evaluate is not None
    assert registered.minimax_from == MINIMAX_FROM == LEVEL_BUDGETS["strong"].iterations
    state = position({"a1": "X3", "b1": "x2", "a2": "x2", "g7": "O3"})
    spread = [m for m in state.legal_moves() if type(m).__name__ == "MoveTroops"
              and state.owner[m.dst] < 0 and not m.rep]
    assert spread and all(move_score(state, RECRUIT) > move_score(state, m) for m in spread)
    assert evaluate(state.apply(RECRUIT), 0) > evaluate(state, 0)
    ordered = knowledge().order_moves(state, state.legal_moves())
    assert ordered[0] == RECRUIT
    choices = {SearchPlayer(Budget(80), registered).choose(state, random.Random(seed))
               for seed in range(2)}
    assert len(choices) == 1 and all(state.is_legal(move) for move in choices)


def _destinations(state, src: int) -> list[int]:
    """Every cell a move from *src* may reach, from the rules as the players read
    them: a neighbour, a cell of the source's group, and with the options a neutral
    or enemy cell next to that group."""
    player = state.owner[src]
    _, far_neutral, far_enemy, _ = state.rules
    group, todo = {src}, [src]
    while todo:
        for other in NEIGHBOURS[todo.pop()]:
            if other not in group and state.owner[other] == player:
                group.add(other)
                todo.append(other)
    reach = group | set(NEIGHBOURS[src])
    for cell in group:
        for other in NEIGHBOURS[cell]:
            who = state.owner[other]
            if (who < 0 and far_neutral) or (who == 1 - player and far_enemy):
                reach.add(other)
    return sorted(reach - {src})


def _listed_one_by_one(state) -> list:
    """The legal moves of *state* (no recruit choice pending) from the reach of each
    source (:func:`_destinations`, written apart from the rules' listing), in the
    order of that listing: by source, destination, then count."""
    from ludotheque_kanze.rules.moves import PASS, RECRUIT, troop_moves

    player = state.mover
    moves: list = []
    for src in range(CELLS):
        if state.owner[src] != player:
            continue
        assert state.destinations(src) == _destinations(state, src)
        for dst in _destinations(state, src):
            most = state.troops[src]
            if state.owner[dst] == player:
                most = min(most, MAX_TROOPS - state.troops[dst])
            moves.extend(troop_moves(src, dst, most, src == state.reps[player]))
    if state.can_recruit():
        moves.append(RECRUIT)
    moves.append(PASS)
    return moves


def _score_one(state, move) -> float:
    """The move order's score of one move, written out as the heuristics describe it."""
    from ludotheque_kanze.rules.moves import MoveTroops, Recruit, RecruitAt

    player, enemy = state.mover, 1 - state.mover
    owner, troops = state.owner, state.troops
    my_rep, their_rep = state.reps[player], state.reps[enemy]
    if isinstance(move, Recruit):
        return 12.0 + 6.0 * len(state.recruit_cells())
    if isinstance(move, RecruitAt):
        return 5.0 + sum(1 for other in NEIGHBOURS[move.cell] if owner[other] == enemy)
    if not isinstance(move, MoveTroops):
        return -30.0
    src, dst, count, rep = move.src, move.dst, move.count, move.rep
    if owner[dst] == enemy:
        defended = dst == their_rep
        attack, defence = count + rep, troops[dst] + defended
        if attack > defence:
            score = 1000.0 if defended else 40.0 + 6 * troops[dst] - 2 * (attack - defence)
        elif attack == defence:
            score = 900.0 if defended and not rep else (-60.0 if rep else 5.0)
        else:
            score = -80.0 if rep else -40.0
    elif owner[dst] < 0:
        mine = sum(1 for other in NEIGHBOURS[dst] if owner[other] == player)
        theirs = sum(1 for other in NEIGHBOURS[dst] if owner[other] == enemy)
        score = 15.0 + 3 * mine - 4 * theirs * (count < 3) - abs(count - 2)
    else:
        score = 2.0 + (8.0 if dst == my_rep else 0.0)
    if rep:
        score -= 25.0
    elif src == my_rep and count >= troops[src]:
        score -= 15.0
    return score


def _random_positions(rng: random.Random, games: int, turn_limit: int):
    """Every position of *games* games with random options (seeds 0, 1, ...), four
    moves in five by the rollout policy, the others at random."""
    game = KanzeGame()
    for number in range(games):
        options = _random_options(rng)
        options["turn_limit"] = turn_limit
        state = game.new_state(options, seed=number)
        while not state.is_over():
            yield state
            moves = state.legal_moves()
            state = state.apply(rollout(state, rng) if rng.random() < 0.8
                                else moves[rng.randrange(len(moves))])


def test_listing_runs_and_move_scores_over_random_games():
    """The legal moves come in the rules' order with the runs that list them, and
    the move order's scores, a run at a time or one by one, are those of each move
    alone, whatever the options and the position."""
    from ludotheque_kanze.rules.heuristics import move_scores, order_moves
    from ludotheque_kanze.rules.legal_moves import LegalMoves
    from ludotheque_kanze.rules.moves import troop_moves

    rng = random.Random(11)
    checked = 0
    for state in _random_positions(rng, games=20, turn_limit=50):
        moves = state.legal_moves()
        if rng.random() < 0.15:
            expected = [_score_one(state, move) for move in moves]
            assert move_scores(state, moves) == expected
            assert move_scores(state, list(moves)) == expected
            some = rng.sample(list(moves), min(len(moves), 40))
            assert move_scores(state, some) == [_score_one(state, move) for move in some]
            ranked = order_moves(state, moves)
            keys = [_score_one(state, move) for move in ranked]
            assert keys == sorted(keys, reverse=True)
            if not state.picks:
                assert isinstance(moves, LegalMoves)
                assert list(moves) == _listed_one_by_one(state)
                listed = [move for src, dst, most, rep in moves.each_run()
                          for move in troop_moves(src, dst, most, bool(rep))]
                assert listed == list(moves[:len(listed)])
                assert all(type(move).__name__ != "MoveTroops"
                           for move in moves[len(listed):])
            checked += 1
    assert checked > 150, checked


def test_legal_moves_read_by_index_are_the_listed_tuple():
    """:class:`LegalMoves` finds a move from its run when read by index, before
    and after the whole tuple is made, and otherwise reads as that tuple (length,
    negative indices, slices, membership, equality, the end of the sequence)."""
    from ludotheque_kanze.rules.legal_moves import LegalMoves

    rng = random.Random(5)
    read = 0
    for state in _random_positions(rng, games=12, turn_limit=40):
        moves = state.legal_moves()
        if isinstance(moves, LegalMoves) and rng.random() < 0.3:
            listed = state.legal_moves().moves()  # another listing, made whole
            count = len(listed)
            assert len(moves) == count and moves.tail == listed[-len(moves.tail):]
            picks = rng.sample(range(-count, count), min(2 * count, 60))
            assert [moves[at] for at in picks] == [listed[at] for at in picks]
            for outside in (count, -count - 1):
                try:
                    moves[outside]
                except IndexError:
                    pass
                else:
                    raise AssertionError(f"index {outside} of {count} moves read")
            assert moves[3:count - 2:3] == listed[3:count - 2:3]
            assert moves == listed and moves == state.legal_moves()
            assert moves != list(listed) and moves != listed[:-1]
            assert listed[count // 2] in moves and tuple(moves) == listed
            assert listed == moves and hash(moves) == hash(listed)
            assert list(reversed(moves)) == list(reversed(listed))
            middle = listed[count // 2]
            assert moves.index(middle) == listed.index(middle)
            assert moves.count(middle) == 1
            for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
                copy = pickle.loads(pickle.dumps(state.legal_moves(), protocol))
                assert type(copy) is LegalMoves and copy == listed
            assert [moves[at] for at in picks] == [listed[at] for at in picks]
            read += 1
    assert read > 100, read
