"""The fast playout and the fast scans: rule-exact against the plain states and
against plain full-board scans, deterministic, and playing the rollout policy."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from ludotheque_forts.rules import heuristics
from ludotheque_forts.rules.board import (
    DEAD,
    EMPTY,
    FORT,
    RUIN,
    from_rows,
    geometry,
    isolate,
    new_forts,
    weather,
)
from ludotheque_forts.rules.heuristics import LOOKAHEAD, _expected_turns, order_moves, rollout
from ludotheque_forts.rules.moves import Place, Roll, StartFort
from ludotheque_forts.rules.playout import playout
from ludotheque_forts.rules.state import FALLEN, NO_ROOM, FortsState, _settled, initial_state

from ludotheque.core.model import CHANCE, TERMINAL, Outcome

SIZES = [(18, 9), (6, 5), (7, 6), (30, 20)]


def _positions(cols: int, rows: int, adjacent: bool, fixed: bool, seed: int,
               games: int) -> list[FortsState]:
    """Every state (chance and player) of a few games of the rollout policy."""
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        state = initial_state(cols, rows, adjacent, (cols // 2, rows // 2) if fixed else None)
        while True:
            found.append(state)
            if state.is_over():
                break
            state = state.apply(state.sample_chance(rng) if state.is_chance
                                else rollout(state, rng))
    return found


def _plain_playout(state: FortsState, rng: random.Random, trace: list[Any]) -> Outcome:
    """:func:`heuristics.playout` with the steps written down as the fast one does."""
    limit = state.turns + LOOKAHEAD
    while state.current_player != TERMINAL:
        if state.current_player == CHANCE:
            move = state.sample_chance(rng)
            if isinstance(move, Roll):
                trace.append((None, move.value))
            else:
                trace.append((state.geo.index(move.col, move.row), FORT))
        elif state.turns >= limit:
            return Outcome((_expected_turns(state),), (0,), "estimate")
        else:
            move = rollout(state, rng)
            trace.append((state.geo.index(move.col, move.row), move.value))
        state = state.apply(move)
    return Outcome((float(state.turns),), (0,), state.reason)


def _replay(state: FortsState, trace: list[Any]) -> FortsState:
    """Play *trace* through the plain states, checking that every step is legal."""
    for cell, item in trace:
        if cell is None:
            assert state.current_player == CHANCE and state.pending is not None
            move: Any = Roll(item)
        elif state.start is None:
            assert item == FORT
            move = StartFort(*state.geo.cell(cell))
        else:
            assert state.current_player == 0
            move = Place(*state.geo.cell(cell), item)
        assert state.is_legal(move)
        state = state.apply(move)
    return state


@pytest.mark.parametrize("cols,rows", SIZES)
@pytest.mark.parametrize("adjacent", [False, True])
def test_traced_playouts_replay_through_the_plain_states(cols: int, rows: int,
                                                         adjacent: bool) -> None:
    positions = _positions(cols, rows, adjacent, cols != 7, cols + rows, 8)
    reasons: Counter[str] = Counter()
    for index, start in enumerate(positions[::2]):
        trace: list[Any] = []
        outcome = playout(start, random.Random(index), trace)
        reasons[outcome.reason] += 1
        end = _replay(start, trace)
        if outcome.reason == "estimate":
            assert not end.is_over() and end.current_player == 0
            assert end.turns == start.turns + LOOKAHEAD
            assert outcome.scores == (_expected_turns(end),)
        else:
            assert end.is_over()
            assert outcome == end.outcome()
    assert reasons["estimate"] and reasons[FALLEN]


@pytest.mark.parametrize("cols,rows", SIZES)
@pytest.mark.parametrize("adjacent", [False, True])
def test_the_same_dice_moves_and_outcome_as_the_plain_playout(cols: int, rows: int,
                                                              adjacent: bool) -> None:
    """Step for step what heuristics.playout does with the same generator, which
    is left in the same state (the same numbers drawn)."""
    for index, start in enumerate(_positions(cols, rows, adjacent, cols != 7, cols * rows, 6)):
        fast, plain = random.Random(index), random.Random(index)
        fast_trace: list[Any] = []
        plain_trace: list[Any] = []
        outcome = playout(start, fast, fast_trace)
        assert outcome == _plain_playout(start, plain, plain_trace)
        assert fast_trace == plain_trace
        assert fast.getstate() == plain.getstate()
        assert outcome == heuristics.playout(start, random.Random(index))


def test_playouts_meet_every_end_and_every_evaluation_step() -> None:
    reasons: Counter[str] = Counter()
    built = isolated = 0
    for adjacent in (False, True):
        for index, start in enumerate(_positions(6, 5, adjacent, True, 3, 10)):
            trace: list[Any] = []
            reasons[playout(start, random.Random(index), trace).reason] += 1
            state = start
            for cell, item in trace:
                state = state.apply(Roll(item) if cell is None
                                    else Place(*state.geo.cell(cell), item))
                report = state.report
                assert report is not None
                built += bool(cell is not None and report.new_forts)
                isolated += bool(cell is None and report.isolated)
    assert reasons[FALLEN] and reasons[NO_ROOM] and reasons["estimate"]
    assert built > 20 and isolated > 20


def test_a_lone_first_fort_dies_with_a_far_territory() -> None:
    """The first fort has no territory yet: the first isolation of a playout
    checks every group, not only those that lost a territory."""
    start = initial_state(18, 9).apply(Place(15, 7, 3))
    trace: list[Any] = []
    outcome = playout(start, random.Random(0), trace)
    assert outcome == Outcome((1.0,), (0,), FALLEN)
    assert trace[0][0] is None and len(trace) == 1


def test_playout_is_deterministic_for_a_seed() -> None:
    start = _positions(18, 9, False, True, 4, 1)[6]
    first = [playout(start, random.Random(seed)) for seed in range(20)]
    assert first == [playout(start, random.Random(seed)) for seed in range(20)]
    assert len({outcome.scores for outcome in first}) > 1  # the dice differ


def test_playout_of_a_finished_game_is_its_outcome() -> None:
    end = _positions(18, 9, False, True, 2, 1)[-1]
    assert end.is_over()
    assert playout(end, random.Random(0)) == end.outcome()


# --- the plain scans against full-board scans ---------------------------------------


def _full_new_forts(board: tuple[int, ...], cols: int, rows: int) -> tuple[int, ...]:
    geo = geometry(cols, rows)
    return tuple(index for index, cell in enumerate(board) if cell == EMPTY and all(
        1 <= board[other] <= FORT for other in geo.orthogonal[index]))


def _full_isolate(board: tuple[int, ...], cols: int, rows: int) -> tuple[int, ...]:
    geo = geometry(cols, rows)
    group = list(range(len(board)))  # union-find over living neighbours

    def root(cell: int) -> int:
        while group[cell] != cell:
            cell = group[cell]
        return cell
    for index, cell in enumerate(board):
        if 1 <= cell <= FORT:
            for other in geo.around[index]:
                if 1 <= board[other] <= FORT:
                    group[root(other)] = root(index)
    forts = {root(i) for i, cell in enumerate(board) if cell == FORT}
    land = {root(i) for i, cell in enumerate(board) if 1 <= cell <= 6}
    return tuple(i for i, cell in enumerate(board)
                 if 1 <= cell <= FORT and not (root(i) in forts and root(i) in land))


def _full_order(state: FortsState) -> list[Any]:
    """The move order as first written: every cell scored, one stable sort."""
    board, geo = state.board, state.geo
    keys = []
    for cell in state.legal_cells():
        score = 0.0
        for other in geo.around[cell]:
            if board[other] == FORT:
                score += 2.0
            elif 1 <= board[other] <= 6:
                score += 0.6
        for other in geo.orthogonal[cell]:
            if board[other] == EMPTY and all(
                    wall == cell or 1 <= board[wall] <= FORT for wall in geo.orthogonal[other]):
                score += 4.0
        near = {board[other] for other in geo.around[cell]}
        keys += [score if value in near else score + 1.0 for value in range(1, 7)]
    legal = state.legal_moves()
    return [legal[i] for i in sorted(range(len(legal)), key=keys.__getitem__, reverse=True)]


@pytest.mark.parametrize("cols,rows", SIZES)
def test_scans_agree_with_full_board_scans(cols: int, rows: int) -> None:
    checked: Counter[str] = Counter()
    for adjacent in (False, True):
        for state in _positions(cols, rows, adjacent, True, 7, 6)[::3]:
            board = state.board
            assert new_forts(board, state.geo) == _full_new_forts(board, cols, rows)
            dying = _full_isolate(board, cols, rows)
            after, died = isolate(board, state.geo)
            assert died == dying
            assert all(after[i] == (RUIN if board[i] == FORT else DEAD + board[i])
                       for i in died)
            for die in range(1, 7):
                killed = tuple(i for i, cell in enumerate(board) if cell == die)
                assert weather(board, die)[1] == killed
            if state.current_player == 0:
                for move in order_moves(state, state.legal_moves())[:60:6]:
                    placed = list(board)  # the board that new forts are decided from
                    placed[state.geo.index(move.col, move.row)] = move.value
                    found = new_forts(placed, state.geo)
                    assert found == _full_new_forts(tuple(placed), cols, rows)
                    checked["forts"] += bool(found)
                legal = tuple(i for i, cell in enumerate(board) if cell == EMPTY and (
                    not adjacent or any(board[o] == FORT for o in state.geo.around[i])))
                assert state.legal_cells() == legal
                assert order_moves(state, state.legal_moves()) == _full_order(state)
            checked["forts"] += bool(_full_new_forts(board, cols, rows))
            checked["isolated"] += bool(dying)
    assert checked["forts"]
    assert checked["isolated"]


def test_scans_on_hand_drawn_boards() -> None:
    """Edges and corners, where a board shifted by one cell would wrap to the next
    row: c2's 3 does not touch a3's 4, nor f4's fort a5's 5."""
    board = from_rows(["F1....",
                       "2....3",
                       "4.....",
                       ".....F",
                       "5...6."])
    geo = geometry(6, 5)
    assert new_forts(board, geo) == _full_new_forts(board, 6, 5) == (29,)
    assert isolate(board, geo)[1] == _full_isolate(board, 6, 5) == (11, 24)
    state = _settled(geo, board, False, 0, 0, 3, 0, None, None)
    assert order_moves(state, state.legal_moves()) == _full_order(state)
    for seed in range(20):
        fast: list[Any] = []
        plain: list[Any] = []
        outcome = playout(state, random.Random(seed), fast)
        assert outcome == _plain_playout(state, random.Random(seed), plain)
        assert fast == plain
        end = _replay(state, fast)
        assert outcome == (end.outcome() or Outcome((_expected_turns(end),), (0,), "estimate"))
