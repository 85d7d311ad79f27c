"""Conformance kit, random-game invariants, the fast playout, heuristics, purity."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from ludotheque_mancala.rules import (
    GAMES,
    HOUSES,
    CongkakGame,
    KalahGame,
    MancalaState,
    OwareGame,
)
from ludotheque_mancala.rules.engine import CAPTURED, DROP, LIFT, TAKE, sow
from ludotheque_mancala.rules.heuristics import evaluate, order_moves
from ludotheque_mancala.rules.playout import playout, random_playout

from ludotheque.core.model import TERMINAL
from ludotheque.core.testing import check_game

RANDOM_GAMES = 1000


@pytest.mark.parametrize("game_class", GAMES, ids=lambda g: g.id)
def test_conformance(game_class):
    report = check_game(game_class(), playouts=8)
    assert report.playouts >= 8


def _check_step(before: MancalaState, after: MancalaState, total: int) -> None:
    assert sum(after.board) == total, (before, after)
    assert all(count >= 0 for count in after.board)
    lay = after.lay
    if after.current_player == TERMINAL:
        assert after.legal_moves() == ()
        assert after.outcome() is not None
        assert sum(after.scores()) == total or after.variant == "oware"
        return
    mover = after.current_player
    houses = after.houses(mover)
    for move in after.legal_moves():
        assert houses[move.index] > 0
    if after.variant != "oware":
        assert len(after.legal_moves()) == sum(1 for h in houses if h)
        for pos in lay.burnt:
            assert after.board[pos] == 0
    if after.round == before.round:
        for player in (0, 1):  # stores never shrink within a round
            assert after.store(player) >= before.store(player)


@pytest.mark.parametrize("game_class", GAMES, ids=lambda g: g.id)
def test_random_games_conserve_seeds(game_class):
    game = game_class()
    rng = random.Random(20240)
    reasons: dict[str, int] = {}
    for index in range(RANDOM_GAMES):
        options = {}
        if game.id in ("kalah", "oware"):
            options["seeds"] = 4 + index % 3
        else:
            options["houses"] = 5 + index % 5
            options["capture"] = ("always", "kalah")[index % 2]
        state = game.new_state(options)
        total = sum(state.board)
        while not state.is_over():
            moves = state.legal_moves()
            nxt = state.apply(moves[rng.randrange(len(moves))])
            _check_step(state, nxt, total)
            state = nxt
        reason = state.outcome().reason
        reasons[reason] = reasons.get(reason, 0) + 1
    assert sum(reasons.values()) == RANDOM_GAMES
    if game.id == "oware":  # the special endings do occur
        assert reasons.get("repetition", 0) + reasons.get("cannot_feed", 0) > 0


def test_random_congkak_matches_with_rounds():
    game = CongkakGame()
    rng = random.Random(5)
    rounds_seen = set()
    reasons = set()
    for index in range(60):
        state = game.new_state({"rounds": True, "houses": 5 + index % 5,
                                "round_limit": 2 + index % 6})
        total = sum(state.board)
        while not state.is_over():
            moves = state.legal_moves()
            nxt = state.apply(moves[rng.randrange(len(moves))])
            _check_step(state, nxt, total)
            if nxt.round != state.round:
                assert nxt.round == state.round + 1
                assert len(nxt.round_winners) == state.round
                winner = nxt.round_winners[-1]
                assert nxt.current_player == (1 - winner if winner >= 0 else 1 - state.starter)
                # refilled houses hold n seeds, burnt ones none
                for player in (0, 1):
                    for pos in nxt.lay.houses[player]:
                        assert nxt.board[pos] == (0 if pos in nxt.burnt else nxt.n)
            state = nxt
        rounds_seen.add(state.round)
        reasons.add(state.outcome().reason)
    assert max(rounds_seen) > 1
    assert "round_limit" in reasons


FAST_OPTIONS = [
    ("kalah", {}), ("kalah", {"seeds": 6, "empty_capture": True}), ("kalah", {"seeds": 5}),
    ("oware", {}), ("oware", {"seeds": 5, "grand_slam": "capture"}),
    ("oware", {"seeds": 6}), ("congkak", {}), ("congkak", {"houses": 5, "capture": "kalah"}),
    ("congkak", {"rounds": True, "round_limit": 4}),
]


def _replay_playout(start: MancalaState, seed: int) -> MancalaState:
    """Play a traced fast playout, then replay it move by move through the reference
    states: the same legal move, the same board after it, the same end."""
    trace: list = []
    final = random_playout(start, random.Random(seed), trace)
    state = start
    for mover, index, board in trace:
        assert state.current_player == mover
        move = HOUSES[index]
        assert move in state.legal_moves(), (state, move)
        state = state.play(move)
        assert state.board == board, (state, board)
    assert state.is_over()
    assert final == (state.store(0), state.store(1))
    outcome = playout(start, random.Random(seed))
    assert outcome == state.outcome()
    return state


@pytest.mark.parametrize("options", FAST_OPTIONS, ids=str)
def test_fast_playout_matches_plain_rules_move_by_move(options):
    game_id, values = options
    game = {"kalah": KalahGame, "oware": OwareGame, "congkak": CongkakGame}[game_id]()
    start = game.new_state(values)
    reasons = set()
    for seed in range(60):
        reasons.add(_replay_playout(start, seed).outcome().reason)
    if game_id == "oware":
        assert "normal" in reasons


@pytest.mark.parametrize("game_class", [KalahGame, OwareGame], ids=lambda g: g.id)
def test_fast_playout_from_mid_game_and_hand_built_positions(game_class):
    rng = random.Random(11)
    game = game_class()
    for index in range(60):
        state = game.new_state({"seeds": 4 + index % 3})
        for _ in range(rng.randrange(0, 80)):
            if state.is_over():
                break
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
        _replay_playout(state, index)
    lay = game.new_state().lay
    # Few seeds: Oware's repetition rule, feeding and grand slams happen often.
    for seed in range(200):
        board = [0] * lay.size
        for _ in range(2 + seed % 5):
            board[rng.choice(lay.houses[0] + lay.houses[1])] += 1
        board[lay.n] = (48 - sum(board)) // 2
        board[2 * lay.n + 1] = 48 - sum(board)
        state = MancalaState.from_board(lay, board, seed % 2)
        if state.legal_moves():
            _replay_playout(state, seed)


def test_oware_fast_playout_ends_by_every_rule():
    lay = OwareGame().new_state().lay
    rng = random.Random(5)
    reasons: dict[str, int] = {}
    for seed in range(400):
        board = [0] * lay.size
        for _ in range(1 + seed % 6):
            board[rng.choice(lay.houses[0] + lay.houses[1])] += 1
        board[lay.n] = (48 - sum(board)) // 2
        board[2 * lay.n + 1] = 48 - sum(board)
        state = MancalaState.from_board(lay, board, seed % 2)
        if state.legal_moves():
            reason = _replay_playout(state, seed).outcome().reason
            reasons[reason] = reasons.get(reason, 0) + 1
    assert {"repetition", "cannot_feed", "normal"} <= set(reasons), reasons


def test_fast_playout_from_a_finished_state():
    state = KalahGame().new_state()
    while not state.is_over():
        state = state.apply(state.legal_moves()[0])
    assert random_playout(state, random.Random(1)) == (state.store(0), state.store(1))


@pytest.mark.parametrize("game_class", GAMES, ids=lambda g: g.id)
def test_trace_replays_to_the_sown_board(game_class):
    rng = random.Random(3)
    state = game_class().new_state()
    for _ in range(300):
        if state.is_over():
            state = game_class().new_state()
        mover = state.current_player
        move = state.legal_moves()[rng.randrange(len(state.legal_moves()))]
        b = list(state.board)
        trace: list = []
        sow(b, state.lay, mover, state.position_of(mover, move), trace)
        replay = list(state.board)
        hand = 0
        for event in trace:
            if event[0] == LIFT:
                hand += replay[event[1]]
                replay[event[1]] = 0
            elif event[0] == DROP:
                hand -= 1
                replay[event[1]] += 1
            elif event[0] == TAKE:
                replay[event[2]] += replay[event[1]]
                replay[event[1]] = 0
        assert hand == 0
        assert replay == b
        state = state.apply(move)


def test_heuristics():
    state = KalahGame().new_state()
    assert evaluate(state, 0) == 0.5
    after = state.apply(state.legal_moves()[2])
    assert evaluate(after, 0) > 0.5 > evaluate(after, 1)
    ordered = order_moves(state, state.legal_moves())
    assert str(ordered[0]) == "3"  # the move ending in the store
    assert sorted(ordered, key=lambda m: m.index) == list(state.legal_moves())
    while not state.is_over():
        state = state.apply(state.legal_moves()[-1])
    value = evaluate(state, 0)
    assert value in (0.0, 0.5, 1.0)
    assert order_moves(state, []) == []


def test_congkak_spreads_its_levels_over_smaller_budgets():
    from ludotheque_mancala.plugin import CONGKAK_LEVELS

    from ludotheque.core.players import LEVELS, make_player
    from ludotheque.core.plugins.registry import make_registry
    from ludotheque.core.search import LEVEL_BUDGETS

    registry = make_registry()
    knowledge, congkak = registry.players_for("congkak")
    assert congkak is not None and congkak.levels == CONGKAK_LEVELS
    for level, iterations in zip(LEVELS, CONGKAK_LEVELS):
        player = make_player("ai", level, knowledge, congkak)
        assert player.budget.iterations == iterations  # type: ignore[attr-defined]
        assert player.budget.seconds == LEVEL_BUDGETS[level].seconds  # type: ignore[attr-defined]
    for game_id in ("kalah", "oware"):
        knowledge, computer = registry.players_for(game_id)
        assert knowledge is not None and (computer is None or computer.levels is None)
        strong = make_player("ai", "strong", knowledge, computer)
        assert strong.budget == LEVEL_BUDGETS["strong"]  # type: ignore[attr-defined]


def test_heuristics_put_captures_first_in_oware():
    from ludotheque_mancala.rules.engine import OWARE, layout

    lay = layout(OWARE, 6, 4)
    state = MancalaState.from_board(lay, [1, 0, 0, 0, 1, 3, 0, 1, 1, 2, 4, 0, 0, 0] + [])
    ordered = order_moves(state, state.legal_moves())
    assert str(ordered[0]) == "6"


def test_state_json_is_exact():
    state = OwareGame().new_state()
    rng = random.Random(2)
    for _ in range(20):
        state = state.apply(state.legal_moves()[rng.randrange(len(state.legal_moves()))])
    data = json.loads(json.dumps(state.to_json()))
    assert data["board"] == list(state.board)
    assert len(data["history"]) == len(state.history)
    assert state == state and hash(state) == hash(state)


def test_oware_states_pickle_with_their_history():
    import pickle

    rng = random.Random(8)
    for seed in range(30):
        state = OwareGame().new_state({"seeds": 4 + seed % 3})
        while not state.is_over():
            copy = pickle.loads(pickle.dumps(state))
            assert copy == state and copy.history == state.history
            assert copy.legal_moves() == state.legal_moves()
            move = state.legal_moves()[rng.randrange(len(state.legal_moves()))]
            assert copy.play(move) == state.play(move)
            state = state.play(move)
        copy = pickle.loads(pickle.dumps(state))
        assert copy == state and copy.history == state.history and copy.reason == state.reason


def test_oware_history_without_the_position_itself_stays_exact():
    # A history set up by hand, or one that lacks the position itself: the game ends
    # by repetition exactly when a position since the last capture comes back.
    from ludotheque_mancala.rules.engine import OWARE, layout

    lay = layout(OWARE, 6, 4)
    board = [0, 0, 0, 1, 0, 0, 23, 0, 0, 0, 1, 0, 0, 23]
    given = frozenset({(1, (0, 0, 0, 0, 1, 0, 23, 0, 0, 0, 1, 0, 0, 23))})
    for start_history in (given, frozenset()):
        state = MancalaState.from_board(lay, board, 0, start_history)
        assert state.history == start_history
        seen = set(start_history)
        for _ in range(40):  # first moves, then last moves: the game must come round
            if state.is_over():
                break
            mover = state.current_player
            moves = state.legal_moves()
            move = moves[0] if len(seen) < 6 else moves[-1]
            sown = list(state.board)
            flags = sow(sown, lay, mover, state.position_of(mover, move))
            key = (1 - mover, tuple(sown))
            state = state.play(move)
            if flags & CAPTURED:
                seen = {key}
            else:
                assert (state.reason == "repetition") == (key in seen), (key, seen)
                seen.add(key)
        assert state.reason == "repetition"


@pytest.mark.parametrize("game_class", [KalahGame, OwareGame], ids=lambda g: g.id)
def test_fast_playout_cut_short_after_any_number_of_moves(game_class):
    # max_plies: the stores after k moves are those of the full playout's trace.
    for seed in range(12):
        start = game_class().new_state({"seeds": 4 + seed % 3})
        trace: list = []
        random_playout(start, random.Random(seed), trace)
        n = start.n
        for k in range(1, len(trace) + 1):
            after = trace[k - 1][2]
            assert random_playout(start, random.Random(seed), max_plies=k) == (
                after[n], after[2 * n + 1])


def test_rules_do_not_import_qt():
    code = ("import sys, ludotheque_mancala.rules, ludotheque_mancala.rules.playout, "
            "ludotheque_mancala.rules.heuristics, ludotheque_mancala.plugin; "
            "print('PySide6' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("options", [
    ("kalah", {}), ("kalah", {"seeds": 6, "empty_capture": True}), ("oware", {}),
    ("oware", {"seeds": 5, "grand_slam": "capture"}), ("oware", {"seeds": 6}),
    ("congkak", {"houses": 5, "capture": "kalah"}),
], ids=str)
def test_play_checks_legality_and_is_apply(options):
    # Every legal move of every position of random games (and of hand-set ones with
    # few seeds) gives the same state through play() and apply(); anything else raises.
    from ludotheque_mancala.rules.moves import House

    from ludotheque.core.model import IllegalMoveError

    game_id, values = options
    game = {"kalah": KalahGame, "oware": OwareGame, "congkak": CongkakGame}[game_id]()
    lay = game.new_state(values).lay
    rng = random.Random(4)
    starts = [game.new_state(values) for _ in range(10)]
    for seed in range(80):  # few seeds: captures, grand slams, feeding, repetition
        board = [0] * lay.size
        for _ in range(1 + seed % 6):
            board[rng.choice(lay.houses[0] + lay.houses[1])] += 1
        board[lay.n] = (lay.total - sum(board)) // 2
        board[2 * lay.n + 1] = lay.total - sum(board)
        start = MancalaState.from_board(lay, board, seed % 2)
        if start.legal_moves():
            starts.append(start)
    reasons = set()
    for state in starts:
        while not state.is_over():
            for move in state.legal_moves():
                assert state.is_legal(move)
                assert state.play(move) == state.apply(move), (state, move)
            for wrong in (House(-1), House(99), House(2 ** 70), House(1.0), HOUSES[1].index, None):
                assert not state.is_legal(wrong)
                with pytest.raises(IllegalMoveError):
                    state.play(wrong)
            for index in range(lay.n):
                if HOUSES[index] not in state.legal_moves():
                    assert not state.is_legal(House(index))
                    with pytest.raises(IllegalMoveError):
                        state.play(House(index))
            moves = state.legal_moves()
            state = state.play(House(moves[rng.randrange(len(moves))].index))
        reasons.add(state.reason)
    if game_id == "oware":
        assert {"repetition", "normal"} <= reasons, reasons
