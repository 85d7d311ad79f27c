"""Knowledge for the computer player: an evaluation, a rollout policy, a move order,
and the playout on the plain states that :func:`.playout.playout` plays faster
(the tests check the two move by move).

The aim of the game is to last: a position is good when its living groups can
weather the next dice.  A group survives a roll when it keeps a fort and at least
one territory, so what counts is forts, and territories of *several* values next to
them (a die kills one value only).
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Sequence
from operator import itemgetter

from ludotheque.core import CHANCE, TERMINAL, Move, Outcome, State

from .board import EMPTY, FORT, living_cells
from .moves import FortsMove, Place, Roll
from .state import FortsState

__all__ = ["evaluate", "estimate", "rollout", "order_moves", "move_scores", "playout",
           "LOOKAHEAD"]

_ROLLS = tuple(Roll(value) for value in range(1, 7))


def estimate(turns: int, forts: int, land: Sequence[int]) -> float:
    """A rough guess of the final score of a settled position: *turns* played,
    *forts* living, and ``land[v - 1]`` living territories of each value *v*."""
    if forts == 0:
        return float(turns)
    diverse = sum(1 for count in land if count)
    return turns + 1.5 * forts + 2.0 * diverse + 0.25 * min(sum(land), 24)


def _expected_turns(state: FortsState) -> float:
    """:func:`estimate` of a settled *state* (player to move)."""
    board = state.board
    return estimate(state.turns, board.count(FORT),
                    [board.count(value) for value in range(1, 7)])


def _static(state: FortsState) -> float:
    if state.current_player == TERMINAL:
        return state.turns / (state.turns + 10.0)
    guess = _expected_turns(state)
    return guess / (guess + 10.0)


def evaluate(state: FortsState, player: int = 0) -> float:
    """How promising *state* is, in [0, 1], on the scale the search uses for final
    scores (``score / (score + 10)``).

    A state waiting for the die is worth the mean over the six rolls, so that a
    territory placed where it cannot live is seen to die at once.
    """
    if state.current_player == CHANCE and state.pending is not None:
        return sum(_static(state.apply(roll)) for roll in _ROLLS) / 6.0
    return _static(state)


def move_scores(state: FortsState) -> dict[int, float]:
    """A score for every legal cell: next to living land and forts, building forts."""
    scores = dict.fromkeys(state.legal_cells(), 0.0)
    scores.update(_near_scores(state))
    return scores


def _near_scores(state: FortsState) -> dict[int, float]:
    """The scores of the legal cells that touch a living cell.

    The others score 0: no living cell around, and none of their orthogonal
    neighbours can be closed by them (each such neighbour has another wall among
    the cell's eight surrounding cells, since every cell has a wall at right angle
    to any of its sides).
    """
    board = state.board
    geo = state.geo
    around = geo.around
    orthogonal = geo.orthogonal
    scores: dict[int, float] = {}
    for cell in _touching(state):
        score = 0.0
        for other in around[cell]:
            value = board[other]
            if value == FORT:
                score += 2.0
            elif 1 <= value <= 6:
                score += 0.6
        for other in orthogonal[cell]:
            if board[other] == EMPTY:
                # Would this placement complete the walls of an empty neighbour?
                for wall in orthogonal[other]:
                    if wall != cell and not 1 <= board[wall] <= FORT:
                        break
                else:
                    score += 4.0
        scores[cell] = score
    return scores


def _touching(state: FortsState) -> list[int]:
    """The legal cells next to a living cell, ascending."""
    board = state.board
    around = state.geo.around
    found = set()
    for index in living_cells(board):
        for other in around[index]:
            if board[other] == EMPTY:
                found.add(other)
    if state.adjacent:
        found.intersection_update(state.legal_cells())
    return sorted(found)


def _fresh_values(state: FortsState, cell: int) -> list[int]:
    """Values not carried by the living territories around *cell*."""
    board = state.board
    near = {board[other] for other in state.geo.around[cell]}
    return [value for value in range(1, 7) if value not in near]


def rollout(state: State, rng: random.Random) -> FortsMove:
    """A quick move: a cell touching living land (a fort's surroundings first), with
    a value its neighbours lack."""
    assert isinstance(state, FortsState)
    if state.current_player == CHANCE:
        return state.sample_chance(rng)
    cells = state.legal_cells()
    board = state.board
    around = state.geo.around
    near_fort = []
    near_land = []
    touching: set[int] = set()  # the cells next to a living cell: the only ones to classify
    for index, value in enumerate(board):
        if 1 <= value <= FORT:
            touching.update(around[index])
    for cell in cells:
        if cell not in touching:
            continue
        for other in around[cell]:
            value = board[other]
            if value == FORT:
                near_fort.append(cell)
                break
            if 1 <= value <= 6:
                near_land.append(cell)
                break
    pool = near_fort or near_land or list(cells)
    cell = pool[rng.randrange(len(pool))]
    fresh = _fresh_values(state, cell) or [1, 2, 3, 4, 5, 6]
    col, row = state.geo.cell(cell)
    return Place(col, row, fresh[rng.randrange(len(fresh))])


def order_moves(state: State, moves: Sequence[Move]) -> list[Move]:
    """*moves*, most promising first (chance outcomes are left as they are).

    The key of a placement is its cell's :func:`move_scores` plus one when its value
    is fresh for the cell; ties keep the order of the legal moves.
    """
    if state.current_player != 0 or not isinstance(state, FortsState):
        return list(moves)
    ranked: list[FortsMove] | None = state._order
    if ranked is None:
        legal = state.legal_moves()  # cell by cell, values 1 to 6 in order
        # A cell without living neighbours scores 0 and every value is fresh there:
        # its moves have the key 1.  The moves of the cells that touch a living cell
        # are sorted apart and go before (keys above 1) or after (keys below 1) the
        # others, which keep the legal order: a stable sort of all the moves.
        board = state.board
        around = state.geo.around
        cells = state.legal_cells()  # ascending
        above: list[tuple[float, FortsMove]] = []
        below: list[tuple[float, FortsMove]] = []
        ranked = []
        done = 0
        for cell, base in _near_scores(state).items():  # ascending
            first = 6 * bisect_left(cells, cell)
            ranked += legal[done:first]
            done = first + 6
            values = {board[other] for other in around[cell]}
            for value in range(1, 7):
                key = base if value in values else base + 1.0
                move = legal[first + value - 1]
                if key > 1.0:
                    above.append((-key, move))
                elif key < 1.0:
                    below.append((-key, move))
                else:
                    ranked.append(move)
        ranked += legal[done:]
        if above:
            above.sort(key=itemgetter(0))
            ranked[:0] = map(itemgetter(1), above)
        if below:
            below.sort(key=itemgetter(0))
            ranked += map(itemgetter(1), below)
        state._order = ranked
    if len(moves) == len(ranked):  # the legal moves themselves (the search's case)
        return list(ranked)
    wanted = set(moves)
    ordered: list[Move] = [move for move in ranked if move in wanted]
    if len(ordered) != len(wanted):  # moves from elsewhere: keep them, last
        ordered += [move for move in moves if move not in set(ordered)]
    return ordered


LOOKAHEAD = 6
"""Turns a :func:`playout` plays before it estimates the rest."""


def playout(state: FortsState, rng: random.Random) -> Outcome:
    """Play a few turns with :func:`rollout`, then estimate the final score.

    The outcome's score is the real final score when the game ended within
    :data:`LOOKAHEAD` turns, else the score so far plus a guess of the turns to come
    (from the living forts and the variety of living territories), so that every
    leaf of the search is measured on one scale: turns survived.  The computer
    player plays the same turns faster with :func:`.playout.playout`.
    """
    limit = state.turns + LOOKAHEAD
    while state.current_player != TERMINAL:
        if state.current_player == CHANCE:
            state = state.apply(state.sample_chance(rng))
        elif state.turns >= limit:
            return Outcome((_expected_turns(state),), (0,), "estimate")
        else:
            state = state.apply(rollout(state, rng))
    return Outcome((float(state.turns),), (0,), state.reason)
