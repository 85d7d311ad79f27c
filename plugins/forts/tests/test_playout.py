"""The fast playout against the reference rules, move by move, and the board's scans
against plain full-board scans; the playout deterministic and playing the rollout
policy."""

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
from ludotheque_forts.rules.playout import Step, playout
from ludotheque_forts.rules.state import FALLEN, NO_ROOM, FortsState, _settled, initial_state

from ludotheque.core.model import Outcome

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


def _bitboards(board: tuple[int, ...]) -> tuple[int, tuple[int, ...], int]:
    """``(forts, territories of each value 1 to 6, empty cells)`` of a board, as the
    fast playout keeps them."""
    forts = empty = 0
    land = [0] * 6
    for index, code in enumerate(board):
        if code == EMPTY:
            empty |= 1 << index
        elif code == FORT:
            forts |= 1 << index
        elif code < FORT:
            land[code - 1] |= 1 << index
    return forts, tuple(land), empty


def _check_move_by_move(start: FortsState, seed: int) -> tuple[Outcome, list[Step]]:
    """Play the fast playout from *start*, then the reference (the states' rules and
    :func:`heuristics.rollout`) with the same seed, and check every step: the same
    die or placement drawn, legal, and the same board after it; then the same
    outcome, the generator left in the same state, and :func:`heuristics.playout`
    agreeing."""
    trace: list[Step] = []
    fast = random.Random(seed)
    outcome = playout(start, fast, trace)
    rng = random.Random(seed)
    state = start
    limit = start.turns + LOOKAHEAD
    for number, step in enumerate(trace):
        assert not state.is_over()
        assert state.is_chance or state.turns < limit
        move = state.sample_chance(rng) if state.is_chance else rollout(state, rng)
        assert state.is_legal(move)
        state = state.apply(move)
        if isinstance(move, Roll):
            drawn = (None, move.value)
        else:
            drawn = (state.geo.index(move.col, move.row),
                     FORT if isinstance(move, StartFort) else move.value)
        assert (step.cell, step.value) == drawn, f"step {number}"
        assert (step.forts, step.land, step.empty) == _bitboards(state.board), \
            f"board after step {number} ({move})"
    assert rng.getstate() == fast.getstate()
    if state.is_over():
        assert outcome == state.outcome()
    else:
        assert state.current_player == 0 and state.turns == limit
        assert outcome == Outcome((_expected_turns(state),), (0,), "estimate")
    assert outcome == heuristics.playout(start, random.Random(seed))
    return outcome, trace


@pytest.mark.parametrize("cols,rows", SIZES)
@pytest.mark.parametrize("adjacent", [False, True])
def test_the_fast_playout_follows_the_reference_move_by_move(cols: int, rows: int,
                                                             adjacent: bool) -> None:
    """From every position of a few games (the first fort drawn by chance on the
    7 x 6 board), the same dice, placements and boards as the reference."""
    reasons: Counter[str] = Counter()
    for index, start in enumerate(_positions(cols, rows, adjacent, cols != 7, cols * rows, 6)):
        outcome, _ = _check_move_by_move(start, index)
        reasons[outcome.reason] += 1
    assert reasons["estimate"] and reasons[FALLEN]


def test_playouts_meet_every_end_and_every_evaluation_step() -> None:
    reasons: Counter[str] = Counter()
    built = isolated = 0
    for adjacent in (False, True):
        for index, start in enumerate(_positions(6, 5, adjacent, True, 3, 10)):
            trace: list[Step] = []
            reasons[playout(start, random.Random(index), trace).reason] += 1
            state = start
            for step in trace:
                state = state.apply(Roll(step.value) if step.cell is None
                                    else Place(*state.geo.cell(step.cell), step.value))
                report = state.report
                assert report is not None
                built += bool(step.cell is not None and report.new_forts)
                isolated += bool(step.cell is None and report.isolated)
    assert reasons[FALLEN] and reasons[NO_ROOM] and reasons["estimate"]
    assert built > 20 and isolated > 20


def test_a_lone_first_fort_dies_with_a_far_territory() -> None:
    """The first fort has no territory yet: the first isolation of a playout
    checks every group, not only those that lost a territory."""
    start = initial_state(18, 9).apply(Place(15, 7, 3))
    outcome, trace = _check_move_by_move(start, 0)
    assert outcome == Outcome((1.0,), (0,), FALLEN)
    assert trace[0].cell is None and len(trace) == 1


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
        _check_move_by_move(state, seed)
