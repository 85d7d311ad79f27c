"""The generic computer player: legality, hidden information, budgets, seeds,
cancellation, the solver and root parallelism, on the test games."""

from __future__ import annotations

import dataclasses
import math
import os
import random
import time
from dataclasses import dataclass
from typing import Any

import pytest
from ludotheque_testgames.highcard import HighCardGame, HighCardState
from ludotheque_testgames.pig import PigGame, PigState
from ludotheque_testgames.stones import StonesGame, StonesState

from ludotheque.core import CHANCE, TERMINAL, Game, Outcome, State
from ludotheque.core.players import LEVELS, ComputerPlayer, RandomPlayer, make_player
from ludotheque.core.search import (
    LEVEL_BUDGETS,
    Budget,
    Cancelled,
    SearchConfig,
    SearchPlayer,
    SearchPool,
    hint,
    level_budget,
    rewards_of,
)

TEST_GAMES = [(PigGame(), 2), (PigGame(), 3), (HighCardGame(), 2), (HighCardGame(), 3),
              (StonesGame(), 2)]


def play_match(game: Game, players: list[Any], seed: int, players_count: int | None = None,
               options: dict[str, Any] | None = None) -> State:
    """Play a whole game, every player deciding from its own view; check each move."""
    rng = random.Random(seed)
    state = game.new_state(options, seed, players_count)
    while not state.is_over():
        if state.is_chance:
            state = state.apply(state.sample_chance(rng))
            continue
        seat = state.current_player
        move = players[seat].choose(state.view(seat), rng)
        assert move in state.legal_moves(), f"{move!r} is not legal in {state.to_json()}"
        state = state.play(move)
    return state


# --- legality -----------------------------------------------------------------------


@pytest.mark.parametrize(("game", "count"), TEST_GAMES, ids=lambda v: getattr(v, "id", str(v)))
def test_plays_only_legal_moves(game: Game, count: int) -> None:
    for seed in range(3):
        players: list[Any] = [SearchPlayer(Budget(40)) if p % 2 == seed % 2 else RandomPlayer()
                              for p in range(count)]
        assert play_match(game, players, seed, count).is_over()


def test_beats_random_at_stones_and_pig() -> None:
    wins = 0
    for seed in range(6):
        ai = seed % 2
        players: list[Any] = [RandomPlayer(), RandomPlayer()]
        players[ai] = SearchPlayer(Budget(200))
        game: Game = StonesGame() if seed < 2 else PigGame()
        outcome = play_match(game, players, seed).outcome()
        assert outcome is not None
        wins += ai in outcome.winners
    assert wins >= 5


# --- hidden information --------------------------------------------------------------


class Hidden:
    """Stands for a secret: any use of it fails the test."""

    def _fail(self, *_: Any) -> Any:
        raise AssertionError("the computer player read hidden information")

    __eq__ = __lt__ = __gt__ = __hash__ = __bool__ = __int__ = __index__ = __str__ = _fail
    __repr__ = __iter__ = __len__ = __getattr__ = _fail  # type: ignore[assignment]


@dataclass(frozen=True, eq=False)
class TrapView(State):
    """A High card view whose opponents' cards raise on any access.

    Only what the seat may know is usable: its own card, the actions, who moves.
    Everything that would need the secrets (playing on, scores, serialising) raises.
    """

    players: int
    own: int
    seat: int
    actions: tuple[str, ...]
    secrets: Any

    @property
    def num_players(self) -> int:  # type: ignore[override]
        return self.players

    @property
    def current_player(self) -> int:  # type: ignore[override]
        return TERMINAL if len(self.actions) == self.players else len(self.actions)

    def legal_moves(self) -> tuple[str, ...]:
        return () if self.current_player == TERMINAL else ("bet", "fold")

    def determinise(self, player: int, rng: random.Random) -> State:
        assert player == self.seat
        free = [c for c in range(1, self.players + 3) if c != self.own]
        rng.shuffle(free)
        cards = tuple(self.own if p == self.seat else free.pop() for p in range(self.players))
        return HighCardState(self.players, cards, self.actions)

    def _secret(self, *_: Any) -> Any:
        return self.secrets[0]

    apply = scores = to_json = private_data = outcome = _secret  # type: ignore[assignment]


@pytest.mark.parametrize("acted", [(), ("bet",), ("fold", "bet")])
def test_never_reads_hidden_information(acted: tuple[str, ...]) -> None:
    seat = len(acted)
    view = TrapView(3, 2, seat, acted, (Hidden(), Hidden()))
    for budget in (Budget(300), Budget(200, 5.0)):
        move = SearchPlayer(budget).choose(view, random.Random(4))
        assert move in ("bet", "fold")
    assert hint(view, rng=random.Random(1)) in ("bet", "fold")


def test_hidden_information_decision_depends_on_own_card_only() -> None:
    game = HighCardGame()
    state = game.new_state(players=2).apply("4-1")
    other = game.new_state(players=2).apply("4-3")
    player = SearchPlayer(Budget(300))
    result = player.analyse(state.view(0), random.Random(9))
    again = player.analyse(other.view(0), random.Random(9))
    assert result.stats == again.stats
    assert result.move == "bet" and result.stats_for("bet").value == pytest.approx(1.0)


# --- levels, budgets, seeds ----------------------------------------------------------


def test_levels_map_to_budgets() -> None:
    assert tuple(LEVEL_BUDGETS) == LEVELS
    iterations = [LEVEL_BUDGETS[level].iterations for level in LEVELS]
    assert iterations == sorted(iterations) and len(set(iterations)) == 4
    assert all(LEVEL_BUDGETS[level].seconds for level in LEVELS)
    for level in LEVELS:
        player = make_player("ai", level)
        assert isinstance(player, SearchPlayer) and player.budget == LEVEL_BUDGETS[level]
        untimed = make_player("ai", level, time_limit=False)
        assert isinstance(untimed, SearchPlayer)
        assert untimed.budget == Budget(LEVEL_BUDGETS[level].iterations)
    assert make_player("ai").budget == LEVEL_BUDGETS["intermediate"]  # type: ignore[attr-defined]
    with pytest.raises(ValueError):
        make_player("ai", "grandmaster")
    with pytest.raises(ValueError):
        make_player("oracle")
    with pytest.raises(ValueError):
        Budget(None, None)


def test_a_game_may_give_its_own_iterations_per_level() -> None:
    own = SearchConfig("pig", level_iterations=(20, 100, 500, 2500))
    for level, iterations in zip(LEVELS, own.level_iterations or ()):
        seconds = LEVEL_BUDGETS[level].seconds
        assert level_budget(level, own) == Budget(iterations, seconds)
        assert level_budget(level, SearchConfig("pig")) == LEVEL_BUDGETS[level]
        assert level_budget(level) == LEVEL_BUDGETS[level]
        computer = ComputerPlayer("pig", levels=own.level_iterations)
        player = make_player("ai", level, None, computer)
        assert isinstance(player, SearchPlayer) and player.budget == Budget(iterations, seconds)
        untimed = make_player("ai", level, None, computer, time_limit=False)
        assert isinstance(untimed, SearchPlayer) and untimed.budget == Budget(iterations)
    beginner = SearchPlayer.for_level("beginner", own, time_limit=False)
    result = beginner.analyse(PigState(50, (10, 12), 0, 8, False), random.Random(1))
    assert result.iterations == 20
    with pytest.raises(ValueError, match="grandmaster"):
        level_budget("grandmaster", own)
    for broken in ((20, 100, 500), (20, 100, 0, 500), (20, 100, 500.5, 800)):
        with pytest.raises(ValueError, match="level_iterations of 'pig'"):
            broken_levels = SearchConfig("pig", level_iterations=broken)  # type: ignore[arg-type]
            level_budget("strong", broken_levels)


def test_beginner_runs_its_iterations() -> None:
    state = PigState(50, (10, 12), 0, 8, False)
    player = make_player("ai", "beginner", time_limit=False)
    assert isinstance(player, SearchPlayer)
    result = player.analyse(state, random.Random(1))
    assert result.iterations == LEVEL_BUDGETS["beginner"].iterations
    assert sum(item.visits for item in result.stats) == result.iterations


def test_same_seed_same_move() -> None:
    state = PigState(30, (12, 20), 0, 6, False)
    first = SearchPlayer(Budget(400)).analyse(state, random.Random(7))
    second = SearchPlayer(Budget(400)).analyse(state, random.Random(7))
    assert first.move == second.move and first.stats == second.stats
    view = HighCardGame().new_state(players=3).apply("2-4-1").apply("bet").view(1)
    runs = [SearchPlayer(Budget(300)).analyse(view, random.Random(3)).stats for _ in range(2)]
    assert runs[0] == runs[1]


# --- cancellation and deadlines ------------------------------------------------------


class Asked:
    """A ``cancelled`` callback that says yes from its *after*-th call on, counting
    the calls."""

    def __init__(self, after: int) -> None:
        self.after, self.calls = after, 0

    def __call__(self) -> bool:
        self.calls += 1
        return self.calls >= self.after


class FakeClock:
    """``time.monotonic`` that moves *tick* seconds at every reading."""

    def __init__(self, tick: float) -> None:
        self.now, self.tick = 1000.0, tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


def test_cancellation_stops_at_the_next_check() -> None:
    state = PigState(100, (0, 0), 0, 0, False).apply("roll").apply("4")
    asked = Asked(after=50)
    with pytest.raises(Cancelled):
        SearchPlayer(Budget(None, 30.0)).choose(state, random.Random(1), cancelled=asked)
    assert asked.calls == 50  # the search asked no more once told to stop


def test_deadline_returns_best_move_so_far(monkeypatch) -> None:
    clock = FakeClock(0.001)
    monkeypatch.setattr(time, "monotonic", clock)
    state = PigState(100, (0, 0), 0, 0, False).apply("roll").apply("4")
    player = SearchPlayer(Budget(None, 30.0))
    move = player.choose(state, random.Random(1), deadline=clock.now + 0.2)
    assert move in state.legal_moves()
    assert player.last is not None and player.last.stopped == "time"
    assert 0 < player.last.iterations <= 200  # one clock reading at least per iteration


def test_time_budget_caps_the_search(monkeypatch) -> None:
    clock = FakeClock(0.001)
    monkeypatch.setattr(time, "monotonic", clock)
    state = PigState(100, (0, 0), 0, 0, False).apply("roll").apply("4")
    player = SearchPlayer(Budget(10**9, 0.2))
    player.choose(state, random.Random(1))
    assert player.last is not None and player.last.stopped == "time"
    assert 0 < player.last.iterations <= 200


# --- solver, multi-step, one player --------------------------------------------------


@pytest.mark.parametrize("pile", [5, 6, 7, 9, 10, 11, 13])
def test_solver_plays_the_winning_multi_step_turn(pile: int) -> None:
    state = StonesState(pile, 0, 0, None)
    player = SearchPlayer(Budget(5000))
    while state.current_player == 0:
        state = state.apply(player.choose(state, random.Random(pile)))
    assert state.pile % 4 == 0 and state.taken == 0  # a lost pile left to the opponent
    assert player.last is not None and player.last.stopped in ("solved", "trivial")


def test_solver_proves_a_lost_position() -> None:
    state = StonesState(8, 0, 1, None)  # took one already: 7 left after it, 4k unreachable
    result = SearchPlayer(Budget(5000)).analyse(state, random.Random(0))
    assert result.stopped == "solved"
    assert {item.proven for item in result.stats} <= {0.0, 1.0}


def test_solver_ignores_draw_free_chance_proofs() -> None:
    # Pig: a proof never crosses a roll, yet an immediate win is still found.
    state = PigState(20, (19, 0), 0, 0, False)
    result = SearchPlayer(Budget(300)).analyse(state, random.Random(0))
    assert result.move == "roll"


@dataclass(frozen=True, eq=False)
class SoloState(State):
    """A one-player game: pick 1, 2 or 3 five times; picking 3 right after 3 scores 0.

    Best: 3, 2, 3, 2, 3 = 13 points (scores far outside [0, 1]: tests normalising).
    """

    picks: tuple[int, ...]
    num_players = 1

    @property
    def current_player(self) -> int:  # type: ignore[override]
        return TERMINAL if len(self.picks) == 5 else 0

    def legal_moves(self) -> tuple[int, ...]:
        return () if len(self.picks) == 5 else (1, 2, 3)

    def apply(self, move: Any) -> SoloState:
        return SoloState(self.picks + (move,))

    def scores(self) -> tuple[float, ...]:
        total = sum(self.picks)
        if any(a == b == 3 for a, b in zip(self.picks, self.picks[1:])):
            total = 0
        return (10.0 * total + 100.0,)

    def outcome(self) -> Outcome | None:
        return Outcome(self.scores(), ()) if self.is_over() else None

    def to_json(self) -> Any:
        return list(self.picks)


def test_one_player_game_maximises_the_score() -> None:
    state: State = SoloState(())
    player = SearchPlayer(Budget(1500))
    while not state.is_over():
        state = state.apply(player.choose(state, random.Random(2)))
    assert state.scores() == (230.0,)


def test_rewards() -> None:
    stones = StonesState(0, 1, 1, 1)
    assert rewards_of(stones) == [0.0, 1.0]
    pig = PigState(20, (5, 9, 9), 0, 0, False)
    assert rewards_of(pig) == [0.25, 0.5, 0.5]


# --- heuristics ------------------------------------------------------------------------


def _stones_evaluate(state: State, player: int) -> float:
    assert isinstance(state, StonesState)
    lost = state.pile % 4 == 0 and state.taken == 0
    mover_good = 0.0 if lost else 1.0
    return mover_good if player == state.turn else 1.0 - mover_good


def _stones_order(state: State, moves: Any) -> Any:
    return sorted(moves, reverse=True)  # "take" before "end"


def _pig_rollout(state: State, rng: random.Random) -> Any:
    assert isinstance(state, PigState)
    return "hold" if state.pending >= 12 else "roll"


def _pig_playout(state: State, rng: random.Random) -> Outcome:
    while not state.is_over():
        state = state.apply(state.sample_chance(rng) if state.is_chance
                            else _pig_rollout(state, rng))
    outcome = state.outcome()
    assert outcome is not None
    return outcome


def test_uses_heuristics_when_given() -> None:
    calls = {"evaluate": 0, "order": 0}

    def evaluate(state: State, player: int) -> float:
        calls["evaluate"] += 1
        return _stones_evaluate(state, player)

    def order(state: State, moves: Any) -> Any:
        calls["order"] += 1
        return _stones_order(state, moves)

    heuristics = SearchConfig("stones", evaluate=evaluate, order_moves=order)
    state = StonesState(30, 0, 0, None).apply("take")
    result = SearchPlayer(Budget(200), heuristics).analyse(state, random.Random(0))
    assert calls["evaluate"] > 0 and calls["order"] > 0
    assert result.move == "take"  # 29 left: take two in all, leaving 28
    for field_name, value in (("rollout", _pig_rollout), ("playout", _pig_playout)):
        pig = SearchConfig("pig", **{field_name: value})
        players: list[Any] = [SearchPlayer(Budget(60), pig), RandomPlayer()]
        assert play_match(PigGame(), players, 1).is_over()


# --- root parallelism --------------------------------------------------------------


def test_root_parallel_search_and_its_cancellation() -> None:
    heuristics = SearchConfig("stones", evaluate=_stones_evaluate, order_moves=_stones_order)
    with SearchPool(2, min_iterations=1) as pool:
        player = SearchPlayer(Budget(300), heuristics, pool=pool)
        state = StonesState(30, 0, 1, None)
        result = player.analyse(state, random.Random(5))
        # Each worker searches the whole budget: 300 each, 600 in all.
        assert result.iterations == 600 and result.move in state.legal_moves()
        again = SearchPlayer(Budget(300), heuristics, pool=pool).analyse(state, random.Random(5))
        assert again.stats == result.stats  # seeded per worker: reproducible
        view = HighCardGame().new_state(players=3).apply("2-4-1").view(0)
        assert SearchPlayer(Budget(200), pool=pool).choose(view, random.Random(1)) in (
            "bet", "fold")
        slow = SearchPlayer(Budget(None, 30.0), pool=pool)
        asked = Asked(after=3)
        with pytest.raises(Cancelled):
            slow.choose(PigState(100, (0, 0), 0, 0, False).apply("roll").apply("3"),
                        random.Random(1), cancelled=asked)
        assert asked.calls == 3


def test_a_pool_leaves_small_budgets_to_the_calling_process() -> None:
    heuristics = SearchConfig("stones", evaluate=_stones_evaluate, order_moves=_stones_order)
    state = StonesState(30, 0, 1, None)
    with SearchPool(3, min_iterations=200) as pool:
        small = SearchPlayer(Budget(150), heuristics, pool=pool).analyse(state, random.Random(1))
        assert small.iterations == 150 and pool._executor is None  # searched here
        big = SearchPlayer(Budget(200), heuristics, pool=pool).analyse(state, random.Random(1))
        assert big.iterations == 600 and pool._executor is not None  # three workers of 200


def _dies_in_a_worker(state: State, player: int) -> float:
    """An evaluation that ends any process but the test's own (a worker that dies)."""
    if os.environ.get("LUDOTHEQUE_TEST_MAIN_PID") != str(os.getpid()):
        os._exit(3)
    return _stones_evaluate(state, player)


def test_a_pool_whose_worker_dies_falls_back_to_one_process(monkeypatch) -> None:
    monkeypatch.setenv("LUDOTHEQUE_TEST_MAIN_PID", str(os.getpid()))
    heuristics = SearchConfig("stones", evaluate=_dies_in_a_worker, order_moves=_stones_order)
    state = StonesState(30, 0, 1, None)
    with SearchPool(2, min_iterations=1) as pool:
        result = SearchPlayer(Budget(200), heuristics, pool=pool).analyse(state, random.Random(5))
        assert result.move in state.legal_moves()
        assert result.iterations == 200  # searched here, with the whole budget
        assert pool._executor is None  # the broken pool was closed, to start afresh


def test_a_pool_whose_worker_died_between_searches_starts_afresh() -> None:
    import signal

    heuristics = SearchConfig("stones", evaluate=_stones_evaluate, order_moves=_stones_order)
    state = StonesState(30, 0, 1, None)
    with SearchPool(2, min_iterations=1) as pool:
        player = SearchPlayer(Budget(200), heuristics, pool=pool)
        assert player.analyse(state, random.Random(5)).iterations == 400
        executor = pool._executor
        assert executor is not None
        os.kill(next(iter(executor._processes)), signal.SIGKILL)  # an idle worker dies
        deadline = time.monotonic() + 10
        while not executor._broken and time.monotonic() < deadline:
            time.sleep(0.02)
        result = player.analyse(state, random.Random(6))
        assert result.move in state.legal_moves() and result.iterations == 400
        assert pool._executor is not None and pool._executor is not executor  # a new pool


def _raises_in_a_worker(state: State, player: int) -> float:
    raise ArithmeticError("a heuristic that fails")


def test_an_error_in_a_worker_is_raised_again() -> None:
    heuristics = SearchConfig("stones", evaluate=_raises_in_a_worker)
    state = StonesState(30, 0, 1, None)
    with SearchPool(2, min_iterations=1) as pool, pytest.raises(ArithmeticError, match="fails"):
        SearchPlayer(Budget(50), heuristics, pool=pool).analyse(state, random.Random(0))


def test_pool_workers_end_when_their_parent_dies(process_alive) -> None:
    import multiprocessing
    import subprocess
    import sys

    if not sys.platform.startswith("linux"):
        pytest.skip("reads /proc")
    context = multiprocessing.get_context("spawn")
    parent_end, child_end = context.Pipe()
    child = context.Process(target=_start_a_pool_and_wait, args=(child_end,))
    child.start()
    if not parent_end.poll(60):
        child.kill()
        pytest.fail("the child did not start its pool")
    workers = parent_end.recv()
    assert len(workers) == 2 and all(process_alive(pid) for pid in workers)
    child.kill()  # no chance to close its pool
    child.join(5)
    deadline = time.monotonic() + 5
    while any(process_alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = [pid for pid in workers if process_alive(pid)]
    if left:  # do not leave them behind
        subprocess.run(["kill", "-9", *map(str, left)], check=False)
    assert not left, "pool workers outlived their parent"


def _start_a_pool_and_wait(conn: Any) -> None:
    pool = SearchPool(2)
    pool.warm()
    executor = pool._start()
    deadline = time.monotonic() + 10
    while len(executor._processes) < 2 and time.monotonic() < deadline:
        time.sleep(0.01)
    conn.send(sorted(executor._processes))
    time.sleep(60)


def test_unpicklable_heuristics_fall_back_to_one_process() -> None:
    heuristics = SearchConfig("stones", evaluate=lambda s, p: _stones_evaluate(s, p))
    with SearchPlayer(Budget(100), heuristics, workers=2) as player:
        assert player.choose(StonesState(9, 0, 1, None), random.Random(0)) in ("take", "end")


def test_random_player() -> None:
    state = PigState(20, (0, 0), 0, 3, False)
    assert RandomPlayer().choose(state, random.Random(0)) in ("roll", "hold")
    with pytest.raises(ValueError):
        RandomPlayer().choose(StonesState(0, 0, 1, 0), random.Random(0))
    assert CHANCE == PigState(20, (0, 0), 0, 0, True).current_player


def test_rollout_depth_plays_the_policy_then_evaluates() -> None:
    calls = {"rollout": 0, "evaluate": 0, "leaves": 0}

    def rollout(state: State, rng: random.Random) -> Any:
        calls["rollout"] += 1
        return "take"

    def evaluate(state: State, player: int) -> float:
        calls["evaluate"] += 1
        return _stones_evaluate(state, player)

    state = StonesState(30, 0, 0, None).apply("take")
    for depth, bound in ((3, 3), (0, 0)):
        calls.update(rollout=0, evaluate=0)
        heuristics = SearchConfig("stones", evaluate=evaluate, rollout=rollout,
                                rollout_depth=depth)
        result = SearchPlayer(Budget(100), heuristics).analyse(state, random.Random(0))
        assert result.move in state.legal_moves()
        assert 0 < calls["evaluate"] and calls["rollout"] <= bound * 100
        assert (calls["rollout"] > 0) == (depth > 0)
    # Without a depth the policy plays to the end and the evaluation is not needed.
    calls.update(rollout=0, evaluate=0)
    heuristics = SearchConfig("stones", evaluate=evaluate, rollout=rollout)
    SearchPlayer(Budget(50), heuristics).analyse(state, random.Random(0))
    assert calls["rollout"] > 0 and calls["evaluate"] == 0


@dataclass(frozen=True, eq=False)
class WideState(State):
    """One decision among 200 moves, then the game ends: move k scores k."""

    picked: int | None = None
    num_players = 1

    @property
    def current_player(self) -> int:  # type: ignore[override]
        return TERMINAL if self.picked is not None else 0

    def legal_moves(self) -> tuple[int, ...]:
        return () if self.picked is not None else tuple(range(200))

    def apply(self, move: Any) -> WideState:
        return WideState(move)

    def scores(self) -> tuple[float, ...]:
        return (float(self.picked or 0),)

    def outcome(self) -> Outcome | None:
        return Outcome(self.scores(), (0,)) if self.is_over() else None

    def to_json(self) -> Any:
        return self.picked


def _best_first(state: State, moves: Any) -> Any:
    return sorted(moves, reverse=True)


def test_progressive_widening_follows_the_move_order() -> None:
    heuristics = SearchConfig("wide", order_moves=_best_first, widening=1.0)
    result = SearchPlayer(Budget(100), heuristics).analyse(WideState(), random.Random(0))
    tried = [item.move for item in result.stats if item.visits]
    assert len(tried) <= 4 + math.sqrt(100) and max(tried) == 199 and result.move == 199
    for plain in (SearchPlayer(Budget(100), heuristics, widening=0),
                  SearchPlayer(Budget(100), SearchConfig("wide", order_moves=_best_first))):
        stats = plain.analyse(WideState(), random.Random(0)).stats
        assert sum(1 for item in stats if item.visits) == 100


def _solo_estimate(state: State, player: int) -> float:
    assert isinstance(state, SoloState)
    return state.scores()[0]  # the score so far: an estimate of the final score


def test_one_player_evaluation_is_an_estimated_score() -> None:
    heuristics = SearchConfig("solo", evaluate=_solo_estimate, rollout_depth=1,
                            rollout=lambda state, rng: 2)
    state: State = SoloState(())
    player = SearchPlayer(Budget(600), heuristics)
    while not state.is_over():
        state = state.apply(player.choose(state, random.Random(2)))
    assert state.scores() == (230.0,)


def test_move_order_is_worked_out_once_per_node_and_followed() -> None:
    """With perfect information a node lists its moves and asks for their order on
    its first visit only, then expands its children in that order; moves the
    game's order leaves out are still expanded, last."""
    calls: list[int] = []

    def order(state: State, moves: Any) -> Any:
        calls.append(len(moves))
        ranked = sorted(moves, key=lambda move: (move % 7, move))
        return [move for move in ranked if move % 50]  # leaves 0, 50, 100, 150 out

    result = SearchPlayer(Budget(199), SearchConfig("wide", order_moves=order)).analyse(
        WideState(), random.Random(0))
    assert calls == [200]
    tried = {item.move for item in result.stats if item.visits}
    expected = sorted((move for move in range(200) if move % 50),
                      key=lambda move: (move % 7, move)) + [0, 50, 100, 150]
    assert len(tried) == 199 and tried == set(expected[:199])  # all but 150
    full = SearchPlayer(Budget(260), SearchConfig("wide", order_moves=order)).analyse(
        WideState(), random.Random(0))
    assert all(item.visits for item in full.stats) and full.move == 199


def test_move_scores_give_the_move_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """``SearchConfig.move_scores``: a node asks for the scores once and expands its
    moves by decreasing score, equal scores in the order of the moves (a node of
    more moves than ``SORT_AT_ONCE`` asks again when it opens a fifth child); the
    search is the one that the same order given by ``order_moves`` makes."""
    from ludotheque.core.search import tree as search_module

    calls: list[int] = []

    def scores(state: State, moves: Any) -> list[float]:
        calls.append(len(moves))
        return [float(move % 7) for move in moves]

    def order(state: State, moves: Any) -> Any:
        return sorted(moves, key=lambda move: -(move % 7))

    expected = sorted(range(200), key=lambda move: (-(move % 7), move))
    assert search_module.SORT_AT_ONCE >= 200
    for sort_at_once, asked in ((search_module.SORT_AT_ONCE, [200]),
                                (100, [200, 200])):  # the first four, then all
        monkeypatch.setattr(search_module, "SORT_AT_ONCE", sort_at_once)
        calls.clear()
        result = SearchPlayer(Budget(30), SearchConfig("wide", move_scores=scores)).analyse(
            WideState(), random.Random(0))
        assert calls == asked
        tried = {item.move for item in result.stats if item.visits}
        assert tried == set(expected[:30])  # the 28 moves of 6, then 5 and 12 of the 5s
    for widening in (None, 1.0):
        by_scores = SearchConfig("wide", move_scores=scores, widening=widening)
        by_order = SearchConfig("wide", order_moves=order, widening=widening)
        both = [SearchPlayer(Budget(300), known).analyse(WideState(), random.Random(0)).stats
                for known in (by_scores, by_order)]
        assert both[0] == both[1]
    # Hidden information (no fixed node positions): the best untried move, the first
    # of equals.
    view = HighCardGame().new_state(players=2).apply("4-1").view(0)
    for values, first in (([0.0, 1.0], "fold"), ([1.0, 0.0], "bet"), ([0.5, 0.5], "bet")):
        def fixed(state: State, moves: Any, values: list[float] = values) -> list[float]:
            return [values[("bet", "fold").index(move)] for move in moves]

        stats = SearchPlayer(Budget(1), SearchConfig("highcard", move_scores=fixed)).analyse(
            view, random.Random(0)).stats
        assert [item.move for item in stats if item.visits] == [first]


def test_move_scores_of_the_wrong_length_are_an_error() -> None:
    """A ``move_scores`` that does not give one score per move stops the search with
    a message naming the game (the conformance kit reports it too)."""
    for count in (199, 201):
        def scores(state: State, moves: Any, count: int = count) -> list[float]:
            return [1.0] * count

        player = SearchPlayer(Budget(10), SearchConfig("wide", move_scores=scores))
        with pytest.raises(ValueError, match=f"wide: move_scores gave {count} scores for 200"):
            player.analyse(WideState(), random.Random(0))


def test_the_first_moves_by_score_are_those_of_the_full_sort() -> None:
    """A node with many moves sorts only its first few by ``move_scores`` at first
    (the rest when it needs them): they are the full sort's, ties in move order."""
    from ludotheque.core.search.nodes import by_score, first_by_score

    rng = random.Random(4)
    for _ in range(2000):
        values = rng.choice([2, 3, 10, 1000])
        scores = [float(rng.randrange(values)) - values / 2 for _ in range(rng.randrange(1, 80))]
        everything = by_score(scores)
        assert everything == sorted(range(len(scores)), key=lambda at: (-scores[at], at))
        count = rng.randrange(1, 9)
        assert first_by_score(scores, count) == everything[:count]
        assert first_by_score(tuple(scores), count) == everything[:count]


def test_a_game_may_choose_its_exploration_constant() -> None:
    """``SearchConfig.exploration`` replaces the default 1.0 unless the player is given
    one; a smaller constant spends the visits after the first round on the better
    moves instead of spreading them evenly."""
    plain = SearchConfig("wide")
    narrow = SearchConfig("wide", exploration=0.05)
    assert SearchPlayer(Budget(10)).exploration == 1.0
    assert SearchPlayer(Budget(10), plain).exploration == 1.0
    assert SearchPlayer(Budget(10), narrow).exploration == 0.05
    assert SearchPlayer(Budget(10), narrow, exploration=0.7).exploration == 0.7
    visits = {}
    for name, heuristics in (("plain", plain), ("narrow", narrow)):
        stats = SearchPlayer(Budget(300), heuristics).analyse(
            DrawnState(), random.Random(0)).stats
        visits[name] = sum(item.visits for item in stats if item.move >= 8)
    assert visits["narrow"] > 1.5 * visits["plain"], visits


@dataclass(frozen=True, eq=False)
class DrawnState(State):
    """Two players: the first picks k of 10, then a draw decides; k wins with
    probability k / 20 (chance keeps the solver out)."""

    picked: int | None = None
    won: bool | None = None
    num_players = 2

    @property
    def current_player(self) -> int:  # type: ignore[override]
        if self.picked is None:
            return 0
        return CHANCE if self.won is None else TERMINAL

    def legal_moves(self) -> tuple[Any, ...]:
        if self.picked is None:
            return tuple(range(10))
        return (True, False) if self.won is None else ()

    def chance_outcomes(self) -> tuple[tuple[Any, float], ...]:
        assert self.picked is not None
        return ((True, self.picked / 20), (False, 1 - self.picked / 20))

    def apply(self, move: Any) -> DrawnState:
        if self.picked is None:
            return DrawnState(move)
        return DrawnState(self.picked, move)

    def scores(self) -> tuple[float, ...]:
        return (1.0, 0.0) if self.won else (0.0, 1.0)

    def outcome(self) -> Outcome | None:
        return Outcome(self.scores(), (0,) if self.won else (1,)) if self.is_over() else None

    def to_json(self) -> Any:
        return [self.picked, self.won]


def _random_playout(state: State, rng: random.Random) -> Outcome:
    """Uniformly random moves to the end of the game."""
    while not state.is_over():
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
    outcome = state.outcome()
    assert outcome is not None
    return outcome


def test_expansion_threshold_scores_young_nodes_from_themselves() -> None:
    """``SearchConfig.expand_after``: a position below the root is scored as a leaf
    (here by the playout) for its first N visits and grows children after that."""
    starts: list[tuple[int, int, int]] = []

    def playout(state: State, rng: random.Random) -> Outcome:
        assert isinstance(state, StonesState)
        starts.append((state.pile, state.turn, state.taken))
        return _random_playout(state, rng)

    root = StonesState(10, 0, 1, None)  # "take" or "end" the turn
    child_of = {"take": (9, 0, 2), "end": (10, 1, 0)}
    flat = SearchConfig("stones", playout=playout, expand_after=1000)
    result = SearchPlayer(Budget(200), flat).analyse(root, random.Random(0))
    assert result.iterations == 200 and set(starts) == set(child_of.values())
    for threshold in (None, 30):
        starts.clear()
        heuristics = SearchConfig("stones", playout=playout, expand_after=threshold)
        result = SearchPlayer(Budget(200), heuristics).analyse(root, random.Random(0))
        assert not set(starts) <= set(child_of.values())  # deeper leaves
        if threshold is not None:
            for item in result.stats:
                assert starts.count(child_of[item.move]) == min(threshold, item.visits)


def test_expansion_threshold_applies_from_its_budget() -> None:
    """``SearchConfig.expand_from``: a search of fewer iterations grows the full tree
    (the same root statistics as without a threshold); from that budget on, and with
    seconds only, the threshold applies."""
    root = StonesState(10, 0, 1, None)

    def stats(heuristics: SearchConfig, budget: Budget) -> list[tuple[object, int, float]]:
        result = SearchPlayer(budget, heuristics).analyse(root, random.Random(3))
        return [(item.move, item.visits, item.value) for item in result.stats]

    plain = SearchConfig("stones", playout=_random_playout)
    gated = SearchConfig("stones", playout=_random_playout, expand_after=1000, expand_from=300)
    always = SearchConfig("stones", playout=_random_playout, expand_after=1000)
    assert stats(gated, Budget(200)) == stats(plain, Budget(200))
    assert stats(gated, Budget(200)) != stats(always, Budget(200))
    assert stats(gated, Budget(300)) == stats(always, Budget(300))
    assert SearchPlayer(Budget(None, 0.1), gated)._expand_after() == 1000
    assert SearchPlayer(Budget(299), gated)._expand_after() is None


def test_margin_rewards_part_of_a_playout_by_its_score_difference() -> None:
    """``SearchConfig.margin``: a share of a two-player playout's reward comes from the
    final score difference over the total; None rewards the win alone."""
    def won_by_twelve(state: State, rng: random.Random) -> Outcome:
        return Outcome((30.0, 18.0), (0,))

    root = StonesState(10, 0, 1, None)  # the first player moves; every playout: 30-18 for them
    assert root.current_player == 0

    def values(margin: float | None) -> set[float]:
        heuristics = SearchConfig("stones", playout=won_by_twelve, expand_after=1000,
                                margin=margin)
        result = SearchPlayer(Budget(40), heuristics).analyse(root, random.Random(0))
        return {round(item.value, 9) for item in result.stats}

    assert values(None) == {1.0}
    assert values(0.5) == {round(0.5 * 1.0 + 0.5 * (0.5 + 0.5 * 12 / 48), 9)}
    assert values(1.0) == {0.625}


# --- implicit minimax -----------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class TrapState(State):
    """The first player picks the trap (0) or the safe move (1); then the second
    player replies.  After the trap, 19 of its 20 replies lose for the second player
    and reply 0 wins; after the safe move its one reply leaves the first player a
    small edge.  A long forced tail follows, so the search never reaches the end
    and the evaluation (:func:`_trap_value`) scores its leaves."""

    moves: tuple[int, ...] = ()
    num_players = 2
    TAIL = 500

    @property
    def current_player(self) -> int:  # type: ignore[override]
        return TERMINAL if len(self.moves) >= 2 + self.TAIL else len(self.moves) % 2

    def legal_moves(self) -> tuple[int, ...]:
        if self.is_over():
            return ()
        if len(self.moves) == 0:
            return (0, 1)
        if len(self.moves) == 1:
            return tuple(range(20)) if self.moves[0] == 0 else (0,)
        return (0,)

    def apply(self, move: Any) -> TrapState:
        return TrapState((*self.moves, move))

    def scores(self) -> tuple[float, ...]:
        value = _trap_value(self, 0)
        return (value, 1.0 - value)

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        first, second = self.scores()
        return Outcome((first, second), (0,) if first > second else (1,))

    def to_json(self) -> Any:
        return list(self.moves)


def _trap_value(state: State, player: int) -> float:
    assert isinstance(state, TrapState)
    moves = state.moves
    if len(moves) < 2:
        value = 0.5 if not moves else 0.9 if moves[0] == 0 else 0.6
    elif moves[0] == 1:
        value = 0.6
    else:
        value = 0.0 if moves[1] == 0 else 1.0
    return value if player == 0 else 1.0 - value


def _reply_zero_last(state: State, moves: Any) -> Any:
    return sorted(moves, reverse=True)


def test_implicit_minimax_sees_the_refuting_reply() -> None:
    """``SearchConfig.minimax``: the trap's mean stays high long after its refutation
    is in the tree; the evaluation backed up by minimax drops at once."""
    def choice(minimax: float | None) -> int:
        heuristics = SearchConfig("trap", evaluate=_trap_value, order_moves=_reply_zero_last,
                                minimax=minimax)
        return SearchPlayer(Budget(60), heuristics).choose(TrapState(), random.Random(0))

    assert choice(None) == 0  # plain UCT: the trap's mean is still above 0.6
    assert choice(0.5) == 1
    assert choice(1.0) == 1


def test_implicit_minimax_backs_up_max_min_and_the_mean_at_chance() -> None:
    from ludotheque.core.search.nodes import Node
    from ludotheque.core.search.solver import back_up_minimax

    def leaf(value: float, visits: int = 1) -> Node:
        node = Node(0)
        node.minimax, node.visits = value, visits
        return node

    top, middle, chance = Node(-3), Node(0), Node(1)
    top.to_move, middle.to_move = 0, 1
    top.children = {"a": middle, "b": leaf(0.3)}
    middle.children = {"x": chance, "y": leaf(0.8)}
    chance.children = {1: leaf(0.2, visits=3), 2: leaf(1.0, visits=1)}  # to_move: CHANCE
    back_up_minimax([top, middle, chance, chance.children[1]])
    assert chance.minimax == pytest.approx((3 * 0.2 + 1.0) / 4)
    assert middle.minimax == pytest.approx(0.4)  # the second player takes the lower
    assert top.minimax == pytest.approx(0.4)  # the first player, the higher


def test_implicit_minimax_needs_two_players_perfect_information_and_an_evaluation(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from ludotheque.core.search import tree

    calls = []
    real = tree.back_up_minimax
    monkeypatch.setattr(tree, "back_up_minimax", lambda path: calls.append(1) or real(path))
    def decision(players: int) -> State:  # a position with a choice
        state = PigGame().new_state(None, 1, players)
        rng = random.Random(1)
        while state.is_chance or len(state.legal_moves()) < 2:
            state = state.apply(state.sample_chance(rng) if state.is_chance
                                else state.legal_moves()[0])
        return state

    evaluated = SearchConfig("pig", evaluate=lambda state, player: 0.5, minimax=0.5)
    SearchPlayer(Budget(30), SearchConfig("pig", minimax=0.5)).choose(decision(2),
                                                                     random.Random(0))
    assert calls == []  # no evaluation: plain UCT
    SearchPlayer(Budget(30), evaluated).choose(decision(3), random.Random(0))
    assert calls == []  # three players
    hidden = HighCardGame().new_state(None, 1, 2)
    rng = random.Random(1)
    while hidden.is_chance:
        hidden = hidden.apply(hidden.sample_chance(rng))
    assert len(hidden.legal_moves()) > 1
    SearchPlayer(Budget(30), SearchConfig("highcard", evaluate=lambda state, player: 0.5,
                                        minimax=0.5)).choose(hidden.view(hidden.current_player),
                                                             random.Random(0))
    assert calls == []  # hidden information
    SearchPlayer(Budget(30), dataclasses.replace(evaluated, minimax_from=31)).choose(
        decision(2), random.Random(0))
    assert calls == []  # a budget under minimax_from
    SearchPlayer(Budget(30), dataclasses.replace(evaluated, minimax_from=30)).choose(
        decision(2), random.Random(0))
    assert len(calls) == 30


@pytest.mark.parametrize(("game", "count"), [(PigGame(), 2), (StonesGame(), 2)],
                         ids=lambda v: getattr(v, "id", str(v)))
@pytest.mark.parametrize("playouts", [False, True], ids=["evaluated", "playouts"])
def test_implicit_minimax_plays_legal_moves_and_repeats_itself(game: Game, count: int,
                                                               playouts: bool) -> None:
    """Leaves scored by the evaluation (their minimax value too), or by playouts
    (the evaluation then scores them for minimax alone, after any chance step)."""
    def first_move(state: State, rng: random.Random) -> Any:
        return state.legal_moves()[0]

    heuristics = SearchConfig(game.id, evaluate=lambda state, player: 0.25 + 0.5 * player,
                            rollout=first_move if playouts else None, minimax=0.5)
    for seed in range(2):
        player = SearchPlayer(Budget(60), heuristics)
        first = play_match(game, [player, RandomPlayer()], seed, count)
        again = play_match(game, [player, RandomPlayer()], seed, count)
        assert first.is_over() and first.to_json() == again.to_json()
