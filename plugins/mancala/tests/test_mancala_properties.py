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
from ludotheque_mancala.rules.engine import DROP, LIFT, TAKE, sow
from ludotheque_mancala.rules.fast import playout, playouts_per_second, random_playout
from ludotheque_mancala.rules.heuristics import evaluate, order_moves

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
    """Play a traced fast playout, then replay it move by move through the states."""
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


def test_playouts_per_second_runs():
    assert playouts_per_second(KalahGame().new_state(), seconds=0.05) > 0
    assert playouts_per_second(OwareGame().new_state(), seconds=0.05, fast=False) > 0


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
    # A history set up by hand that lacks the position itself: coming back to that
    # position is no repetition, and the state plays like the list engine.
    from ludotheque_mancala.rules.engine import OWARE, layout

    lay = layout(OWARE, 6, 4)
    board = [0, 0, 0, 1, 0, 0, 23, 0, 0, 0, 1, 0, 0, 23]
    given = frozenset({(1, (0, 0, 0, 0, 1, 0, 23, 0, 0, 0, 1, 0, 0, 23))})
    state = MancalaState.from_board(lay, board, 0, given)
    assert state.history == given
    twin = _listed_twin(state)
    while not state.is_over():
        move = state.legal_moves()[0]
        state, twin = state.play(move), twin.apply(move)
        assert (state.board, state.current_player, state.history, state.reason) == (
            twin.board, twin.current_player, twin.history, twin.reason)
    assert state.reason == "repetition"


@pytest.mark.parametrize("game_class", [KalahGame, OwareGame], ids=lambda g: g.id)
def test_fast_playout_cut_short_after_any_number_of_moves(game_class):
    # max_plies: the Oware loop plays two moves an iteration and an odd last move on
    # the list engine; the stores after k moves are those of the full playout's trace.
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
    code = ("import sys, ludotheque_mancala.rules, ludotheque_mancala.rules.fast, "
            "ludotheque_mancala.rules.heuristics, ludotheque_mancala.plugin; "
            "print('PySide6' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("options", [
    ("kalah", {}), ("kalah", {"seeds": 6, "empty_capture": True}), ("oware", {}),
    ("oware", {"seeds": 5, "grand_slam": "capture"}), ("oware", {"seeds": 6}),
], ids=str)
def test_batch_replays_move_by_move_through_the_states(options):
    # Enough games for the numpy steps and for the games handed over to the tight loop.
    np = pytest.importorskip("numpy")
    from ludotheque_mancala.rules import batch

    game_id, values = options
    start = {"kalah": KalahGame, "oware": OwareGame}[game_id]().new_state(values)
    trace: list = []
    stores = batch.random_playouts(start, 300, np.random.default_rng(7), trace)
    states = [start] * 300
    for games, positions, boards in trace:
        for k, g in enumerate(games):
            s = states[g]
            move = HOUSES[int(positions[k]) - s.lay.bases[s.current_player]]
            s = s.play(move)
            assert s.board == tuple(int(x) for x in boards[k])
            states[g] = s
    reasons = set()
    for g, s in enumerate(states):
        assert s.is_over()
        assert (int(stores[g][0]), int(stores[g][1])) == (s.store(0), s.store(1))
        reasons.add(s.outcome().reason)
    if game_id == "oware":
        assert "normal" in reasons


@pytest.mark.parametrize("options", [
    ("kalah", {}), ("kalah", {"seeds": 5}), ("oware", {}),
    ("oware", {"seeds": 5, "grand_slam": "capture"}),
], ids=str)
def test_batch_slots_take_new_games_move_by_move(options):
    # More games than slots: each finished game's slot starts the next game, then the
    # batch is compacted and the last games end in the tight loop; every game is
    # replayed through the plain states.
    np = pytest.importorskip("numpy")
    from ludotheque_mancala.rules import batch

    game_id, values = options
    start = {"kalah": KalahGame, "oware": OwareGame}[game_id]().new_state(values)
    count = 400
    trace: list = []
    stores = batch.random_playouts(start, count, np.random.default_rng(11), trace, width=90)
    states = [start] * count
    for games, positions, boards in trace:
        assert len(set(int(g) for g in games)) == len(games)
        for k, g in enumerate(games):
            s = states[g]
            assert not s.is_over()
            s = s.play(HOUSES[int(positions[k]) - s.lay.bases[s.current_player]])
            assert s.board == tuple(int(x) for x in boards[k])
            states[g] = s
    for g, s in enumerate(states):
        assert s.is_over()
        assert (int(stores[g][0]), int(stores[g][1])) == (s.store(0), s.store(1))


def test_batch_from_oware_positions_with_history():
    # Mid-game Oware positions (a history since the last capture) and hand-built
    # ones: new games in finished slots start from the same history.
    np = pytest.importorskip("numpy")
    from ludotheque_mancala.rules import batch

    rng = random.Random(8)
    lay = OwareGame().new_state().lay
    starts = []
    for _ in range(6):
        state = OwareGame().new_state()
        for _ in range(rng.randrange(5, 70)):
            if state.is_over():
                break
            state = state.apply(state.legal_moves()[rng.randrange(len(state.legal_moves()))])
        starts.append(state)
    board = [0] * lay.size
    board[2], board[lay.n + 3], board[lay.n] = 1, 1, 23
    board[2 * lay.n + 1] = 23
    starts.append(MancalaState.from_board(lay, board, 0))
    for index, start in enumerate(starts):
        if start.is_over():
            continue
        trace: list = []
        stores = batch.random_playouts(start, 60, np.random.default_rng(index), trace,
                                       width=20)
        states = [start] * 60
        for games, positions, boards in trace:
            for k, g in enumerate(games):
                s = states[g]
                s = s.play(HOUSES[int(positions[k]) - s.lay.bases[s.current_player]])
                assert s.board == tuple(int(x) for x in boards[k])
                states[g] = s
        for g, s in enumerate(states):
            assert s.is_over()
            assert (int(stores[g][0]), int(stores[g][1])) == (s.store(0), s.store(1))


def _listed_twin(state: MancalaState) -> MancalaState:
    """The same position on the list engine (the plain rules of :mod:`.engine`)."""
    return MancalaState(state.lay, state.board, state.current_player, state.legal_moves(),
                        state.history)


@pytest.mark.parametrize("options", [
    ("kalah", {}), ("kalah", {"seeds": 6, "empty_capture": True}), ("oware", {}),
    ("oware", {"seeds": 5, "grand_slam": "capture"}), ("oware", {"seeds": 6}),
], ids=str)
def test_packed_play_is_apply_and_the_list_engine_move_by_move(options):
    # play() of the packed states inlines the common cases of apply(): every legal
    # move of every position of random games gives the same state both ways and on
    # the list engine; anything else raises.
    from ludotheque_mancala.rules.moves import House

    from ludotheque.core.model import IllegalMoveError

    game_id, values = options
    game = {"kalah": KalahGame, "oware": OwareGame}[game_id]()
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
            twin = _listed_twin(state)
            for move in state.legal_moves():
                played = state.play(move)
                assert played == state.apply(move), (state, move)
                plain = twin.apply(move)
                assert (played.board, played.current_player, played.history, played.reason,
                        played.legal_moves()) == (plain.board, plain.current_player,
                                                  plain.history, plain.reason,
                                                  plain.legal_moves()), (state, move)
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


def _replay_plain(start: MancalaState, count: int, seed: int, width: int = 1024):
    """Replay every batched game move by move on the list engine (the plain rules of
    :mod:`.engine`): same legal move, board, player, end and stores at every ply.
    Returns the final states and a count of the rules met on the way."""
    np = pytest.importorskip("numpy")
    from collections import Counter

    from ludotheque_mancala.rules import batch
    from ludotheque_mancala.rules.engine import layout

    trace: list = []
    stores = batch.random_playouts(start, count, np.random.default_rng(seed), trace,
                                   width=width)
    states = [_listed_twin(start)] * count
    met: Counter = Counter()
    lay = start.lay
    slam_lay = layout(lay.variant, lay.n, lay.seeds, lay.capture_empty, True)
    for games, positions, boards in trace:
        assert len(set(int(g) for g in games)) == len(games)
        for k, g in enumerate(games):
            s = states[g]
            assert not s.is_over()
            move = HOUSES[int(positions[k]) - lay.bases[s.current_player]]
            assert move in s.legal_moves(), (s, move)
            after = s.apply(move)
            assert after.board == tuple(int(x) for x in boards[k]), (s, move)
            if s.variant == "oware":
                mover = s.current_player
                if not any(s.houses(1 - mover)):
                    met["feeding"] += 1
                if after.store(mover) > s.store(mover):
                    met["capture"] += 1
                elif not lay.grand_slam_captures:
                    b = list(s.board)
                    sow(b, slam_lay, mover, lay.bases[mover] + move.index)
                    if b[lay.stores[mover]] > s.store(mover):
                        met["grand slam"] += 1  # would take everything: takes nothing
            elif after.current_player == s.current_player:
                met["extra turn"] += 1
            states[g] = after
    for g, s in enumerate(states):
        assert s.is_over()
        assert (int(stores[g][0]), int(stores[g][1])) == (s.store(0), s.store(1))
        met[s.reason] += 1
    return states, met


@pytest.mark.parametrize("options", [
    ("kalah", {}), ("kalah", {"seeds": 6, "empty_capture": True}), ("oware", {}),
    ("oware", {"seeds": 5, "grand_slam": "capture"}), ("oware", {"seeds": 6}),
], ids=str)
def test_batch_follows_the_plain_rules_move_by_move(options):
    # More games than slots (finished slots start new games, the batch is compacted,
    # the last games end in the tight loop), every move checked on the list engine.
    game_id, values = options
    start = {"kalah": KalahGame, "oware": OwareGame}[game_id]().new_state(values)
    _, met = _replay_plain(start, 600, 21, width=200)
    if game_id == "kalah":
        assert met["extra turn"] and met["normal"] == 600
    else:
        for rule in ("normal", "cannot_feed", "repetition", "capture", "feeding"):
            assert met[rule], (rule, met)
        if "grand_slam" not in values:
            assert met["grand slam"], met


@pytest.mark.parametrize("late", [True, False], ids=["late", "every step"])
def test_batch_checks_oware_repetitions_late_or_at_every_step(monkeypatch, late):
    # Repetitions checked every few steps (the games found repeating are rolled back
    # to their repetition: result, trace, slot) or at every step, all moves replayed
    # on the list engine, with and without new games in finished slots.
    pytest.importorskip("numpy")
    from ludotheque_mancala.rules import batch

    monkeypatch.setattr(batch, "_LAZY", late)
    rolled: list[int] = []
    refilled: list[bool] = []
    rolled_back = batch._Oware.rolled_back

    def spy(self):
        rolled.extend(int(g) for r in self.repeats for g in r[0])
        refilled.append(self.owner is None)  # (the games of each row kept, or each slot's one)
        rolled_back(self)
    monkeypatch.setattr(batch._Oware, "rolled_back", spy)
    start = OwareGame().new_state()
    for count, width in ((300, 300), (400, 100)):
        rolled.clear()
        states, met = _replay_plain(start, count, 13, width=width)
        assert met["repetition"] >= 10, met
        if late:
            assert rolled and all(states[g].reason == "repetition" for g in rolled)
        else:
            assert not rolled
    if late:
        assert refilled == [False, True]


def test_batch_lean_steps_from_endgames_without_history(monkeypatch):
    # Oware endgames (few seeds on the board, stores far apart) reached in play and
    # restarted without history take the lean steps (hash kept from the sowings,
    # the rare rules one game at a time, idle slots, compaction, late repetition
    # checks): every move is replayed on the list engine, and the rules the few
    # seeds make common are all met.
    pytest.importorskip("numpy")
    from collections import Counter

    from ludotheque_mancala.rules import batch

    lean: list[int] = []
    run_lean = batch._Oware.run_lean

    def spy(self, max_plies):
        lean.append(self.count)
        run_lean(self, max_plies)
    monkeypatch.setattr(batch._Oware, "run_lean", spy)
    freed: list[int] = []  # games that ended once all had started, read in bulk
    forget = batch._Oware.forget

    def spy_forget(self):
        freed.append(sum(slots.size for slots, _ in self.gone))
        forget(self)
    monkeypatch.setattr(batch._Oware, "forget", spy_forget)
    rng = random.Random(12)
    starts = []
    while len(starts) < 4:
        state = OwareGame().new_state()
        while not state.is_over() and sum(state.houses(0)) + sum(state.houses(1)) > 14:
            state = state.apply(state.legal_moves()[rng.randrange(len(state.legal_moves()))])
        if not state.is_over():
            starts.append(MancalaState(state.lay, state.board, state.current_player,
                                       state.legal_moves()))
    met: Counter = Counter()
    for index, start in enumerate(starts):
        _, seen = _replay_plain(start, 150, 60 + index, width=40)
        met.update(seen)
    assert lean == [150] * 4
    assert sum(freed) > 0
    for rule in ("normal", "cannot_feed", "repetition", "capture", "feeding", "grand slam"):
        assert met[rule], (rule, met)


@pytest.mark.parametrize("values", [{}, {"seeds": 5, "grand_slam": "capture"}, {"seeds": 6},
                                    None], ids=str)
def test_batch_idle_oware_slots_neither_move_nor_end(values):
    # An idle slot of the lean steps keeps the usual addend (the feeding one is only
    # ever set for a running game): its words must give no legal move for any random
    # number, sow nothing, capture nothing and never meet the end test (None: four
    # houses, whose words have bytes to spare).
    np = pytest.importorskip("numpy")
    from ludotheque_mancala.rules import batch
    from ludotheque_mancala.rules.engine import OWARE, layout

    lay = layout(OWARE, 4, 3) if values is None else OwareGame().new_state(values).lay
    t = batch._tables(lay)
    cur, oth = t.idle
    mask = ((cur + t.add) & t.high) * t.mul & ((1 << 64) - 1)
    assert not (cur + t.add) & t.high
    for r in range(t.span):
        x = (mask >> 51) ^ r
        y = (cur >> int(t.choice_shift[x])) & 0xFF | int(t.choice_row[x])
        assert y >> 7 == 7  # (the row of no house)
        for c in (0, 1):
            assert not t.sow[c][y:y + 1].view(np.int64).any()
            assert t.sow_hash[c][y:y + 1].view(np.int64).tolist() == [0, 0, 0, 7]
        z = ((((oth ^ t.twos) + batch._bytes(0x7E, t.n)) & t.high) * t.mul
             & ((1 << 64) - 1)) >> 54 ^ int(t.last_house[y])
        assert not t.taken_small[z]
    assert cur & t.houses and oth & t.houses and cur < t.majority


@pytest.mark.parametrize("start", [0, 3, 40], ids=lambda s: f"start{s}")
def test_batch_rows_narrowed_in_their_own_memory(start):
    # Compaction keeps some slots' columns of some rows in the first rows of the same
    # memory, straight when those rows end before the rows read, else through a copy.
    np = pytest.importorskip("numpy")
    from ludotheque_mancala.rules.batch import _narrowed

    rng = np.random.default_rng(start)
    keep = np.sort(rng.choice(50, 20, replace=False))
    for shape, dtype in (((64, 50, 2), np.int64), ((64, 50), np.int32)):
        a = rng.integers(-1000, 1000, shape).astype(dtype)
        expected = a[start:start + 10][:, keep].copy()
        b = _narrowed(a, start, 10, keep)
        assert np.shares_memory(a, b) and b.shape[1:] == expected.shape[1:]
        assert b.shape[0] == a.size // expected[0].size
        assert (b[:10] == expected).all()


def test_batch_tail_takes_the_positions_since_the_last_capture_in_bulk(monkeypatch):
    # From a start without history the last games play on in the tight loop
    # (through batch._oware_tail), whose sets of positions since the last capture are
    # made from the batch's rows in bulk: every move is replayed on the list engine,
    # positions from before the tail are carried over, and the tail's games end by
    # every rule, repetitions included.
    pytest.importorskip("numpy")
    from collections import Counter

    from ludotheque_mancala.rules import batch

    tail_games: list[int] = []
    carried: list[int] = []
    tail_lean = batch._Oware.tail_lean
    oware_tail = batch._oware_tail

    def spy(self, slots, rng, max_plies):
        tail_games.extend(int(g) for g in self.game[slots])
        tail_lean(self, slots, rng, max_plies)

    def spy_tail(o, packed, b, p, mask, seen_a, seen_b, *rest):
        assert b in seen_a and b == o.board(packed)
        carried.append(len(seen_a) + len(seen_b) - 1)
        return oware_tail(o, packed, b, p, mask, seen_a, seen_b, *rest)
    monkeypatch.setattr(batch._Oware, "tail_lean", spy)
    monkeypatch.setattr(batch, "_oware_tail", spy_tail)
    reasons: Counter = Counter()
    for seed in range(21, 24):
        tail_games.clear()
        states, _ = _replay_plain(OwareGame().new_state(), 600, seed, width=200)
        assert tail_games
        reasons.update(states[g].reason for g in tail_games)
    assert len(carried) == sum(reasons.values()) and sum(carried) > len(carried)
    for rule in ("normal", "cannot_feed", "repetition"):
        assert reasons[rule], reasons


def test_batch_tail_after_the_last_check_ended_every_game(monkeypatch):
    # Two seeds on the board: repetitions end the games quickly, and the check
    # before the tail can end every game still running, leaving the tail nothing.
    pytest.importorskip("numpy")
    from ludotheque_mancala.rules import batch

    left: list[int] = []
    tail_lean = batch._Oware.tail_lean

    def spy(self, slots, rng, max_plies):
        left.append(slots.size)
        tail_lean(self, slots, rng, max_plies)
    monkeypatch.setattr(batch._Oware, "tail_lean", spy)
    lay = OwareGame().new_state().lay
    board = [0] * lay.size
    board[2], board[lay.n + 3] = 1, 1
    board[lay.n] = board[2 * lay.n + 1] = 23
    states, met = _replay_plain(MancalaState.from_board(lay, board, 0), 100, 4)
    assert left == [0] and met["repetition"] == 100, (left, met)


def test_batch_from_oware_positions_set_up_by_hand():
    # Boards that start decided, with a side to feed, with a grand slam to refuse or
    # with few seeds (repetitions): the batch applies every rule after every move.
    lay = OwareGame().new_state().lay
    n, total = lay.n, lay.total

    def board(mine, theirs, store0, store1=None):
        b = list(mine) + [store0] + list(theirs)
        b.append(total - sum(b) if store1 is None else store1)
        return b

    starts = [
        MancalaState.from_board(lay, board([1, 0, 0, 0, 2, 0], [0, 1, 0, 0, 0, 0], 26), 0),
        MancalaState.from_board(lay, board([0, 0, 3, 0, 0, 4], [0] * n, 20), 0),
        MancalaState.from_board(lay, board([0, 0, 0, 0, 0, 1], [0] * n, 23), 0),
        MancalaState.from_board(lay, board([0, 0, 0, 0, 1, 1], [1, 1, 0, 0, 0, 0], 22), 0),
        MancalaState.from_board(lay, board([0, 0, 0, 0, 0, 2], [1, 1, 0, 0, 0, 0], 20), 1),
        MancalaState.from_board(lay, board([0, 1, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0], 23), 1),
    ]
    seen = set()
    for index, start in enumerate(starts):
        if start.is_over() or not start.legal_moves():
            continue
        states, met = _replay_plain(start, 80, 40 + index, width=32)
        seen.update(met)
    assert {"normal", "repetition", "cannot_feed"} <= seen, seen


def test_batch_is_deterministic_given_the_generator():
    # The same games with or without a trace; games cut short by max_plies report the
    # stores of their last position (no end-of-game sweep).
    np = pytest.importorskip("numpy")
    from ludotheque_mancala.rules import batch

    for game in (KalahGame(), OwareGame()):
        a = batch.random_playouts(game.new_state(), 200, np.random.default_rng(5))
        b = batch.random_playouts(game.new_state(), 200, np.random.default_rng(5), [])
        assert (a == b).all()
        start = game.new_state()
        trace: list = []
        cut = batch.random_playouts(start, 50, np.random.default_rng(6), trace, max_plies=30)
        states = [start] * 50
        for games, positions, _ in trace:
            for k, g in enumerate(games):
                s = states[g]
                states[g] = s.play(HOUSES[int(positions[k]) - s.lay.bases[s.current_player]])
        assert not all(s.is_over() for s in states)
        assert [tuple(int(x) for x in row) for row in cut] == [
            (s.store(0), s.store(1)) for s in states]
