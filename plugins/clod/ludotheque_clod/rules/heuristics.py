"""Game knowledge for computer players: the original greedy policy, the playout
policy and an evaluation.

The original program's greedy player scores each offered cell by the groups it
touches: ``4 x`` the size of every distinct adjacent group of its own colour
(growing or joining them) plus ``19 x`` the size of every distinct adjacent
opponent group (blocking them), and plays the best cell.

The playout policy (:func:`policy_scores`) weighs the same groups differently and
adds what the greedy rule misses: how much the stone grows the player's largest
group (more so as the board fills), how much of the opponent's own groups it
keeps apart, how much it lets the opponent's largest group grow if left to
them, its share of own groups joined, and its empty neighbours (room to grow).
How it fares against the greedy rule is measured by ``benchmarks.clod policy``
(results under ``benchmarks/results/``).

:func:`rollout_move` is the playout policy move by move on the plain states;
:func:`.playout.playout` plays the same games on a mutable board, faster.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from ludotheque.core import CHANCE, Move, State

from .state import ClodState

__all__ = ["OWN_WEIGHT", "OPPONENT_WEIGHT", "POLICY_OWN", "POLICY_OPPONENT", "POLICY_GROWTH",
           "POLICY_LATE_GROWTH", "POLICY_JOIN", "POLICY_THREAT", "POLICY_ROOM", "POLICY_AROUND",
           "EXPLORE", "cell_scores", "pick", "policy_scores", "greedy_move",
           "policy_move", "rollout_move", "evaluate", "order_moves"]

OWN_WEIGHT = 4
"""Weight of each adjacent group of the player's own colour."""
OPPONENT_WEIGHT = 19
"""Weight of each adjacent group of the opponent."""
POLICY_OWN = 3
"""Playout policy: weight of each adjacent own group, per stone."""
POLICY_OPPONENT = 6
"""Playout policy: weight of each adjacent opponent group, per stone."""
POLICY_GROWTH = 5
"""Playout policy: weight of each stone by which the player's largest group grows."""
POLICY_LATE_GROWTH = 3
"""Playout policy: the same growth again, times the share of the board filled."""
POLICY_JOIN = 4
"""Playout policy: weight of each stone of the adjacent own groups but the largest
one (what joining them adds to the largest)."""
POLICY_THREAT = 4
"""Playout policy: weight of each stone by which the opponent's largest group would
grow if the opponent had the cell."""
POLICY_ROOM = 8
"""Playout policy: weight of each empty orthogonal neighbour of the cell."""
POLICY_AROUND = 1
"""Playout policy: weight of each empty cell of its Moore neighbourhood (the eight
around it, the orthogonal four included)."""
EXPLORE = 0.1
"""Chance that a rollout plays a uniformly random offered cell."""


def _neighbourhoods(state: ClodState) -> list[tuple[int, int, int, int, int]]:
    """``(cell, own, own_max, opponent, room)`` for every offered cell of a placing
    state: the total size of the distinct own groups orthogonally next to the cell,
    the size of the largest of them, the total size of the distinct opponent groups,
    and the number of empty orthogonal neighbours.  Each group is measured once (a
    flood fill labels its stones)."""
    board = state.board
    orth = state.geo.orth
    own = state.current_player + 1
    label: dict[int, int] = {}
    sizes: list[int] = []
    result = []
    for cell in state.offered:
        own_sum = own_max = opponent_sum = room = 0
        touched: list[int] = []
        for n in orth[cell]:
            colour = board[n]
            if not colour:
                room += 1
                continue
            group = label.get(n)
            if group is None:
                group = len(sizes)
                label[n] = group
                stack = [n]
                count = 0
                while stack:
                    c = stack.pop()
                    count += 1
                    for m in orth[c]:
                        if board[m] == colour and m not in label:
                            label[m] = group
                            stack.append(m)
                sizes.append(count)
            if group in touched:
                continue
            touched.append(group)
            if colour == own:
                own_sum += sizes[group]
                own_max = max(own_max, sizes[group])
            else:
                opponent_sum += sizes[group]
        result.append((cell, own_sum, own_max, opponent_sum, room))
    return result


def cell_scores(state: ClodState) -> list[tuple[int, int]]:
    """``(score, cell)`` for every offered cell of a placing state.

    >>> from ludotheque_clod.rules import ClodGame, Roll
    >>> state = ClodGame().new_state().apply(Roll(3, 3))
    >>> cell_scores(state)
    [(0, 14)]
    """
    return [(OWN_WEIGHT * own + OPPONENT_WEIGHT * opponent, cell)
            for cell, own, _, opponent, _ in _neighbourhoods(state)]


def policy_scores(state: ClodState) -> list[tuple[int, int]]:
    """``(score, cell)`` of the playout policy for every offered cell of a placing state.

    With *own* and *opponent* the total sizes of the distinct own and opponent
    groups orthogonally next to the cell, *growth* the stones by which the group the
    cell would make exceeds the player's largest group (at least 0), *threat* the
    same for the opponent's largest group if the opponent had the cell, *join* the
    stones of the adjacent own groups but the largest one, *room* the empty
    orthogonal neighbours, *around* the empty cells of the Moore neighbourhood and
    *filled* the stones on the board, the score is *size* (the number of cells)
    times :data:`POLICY_OWN` x own + :data:`POLICY_OPPONENT` x opponent +
    :data:`POLICY_GROWTH` x growth + :data:`POLICY_JOIN` x join +
    :data:`POLICY_THREAT` x threat + :data:`POLICY_ROOM` x room +
    :data:`POLICY_AROUND` x around, plus :data:`POLICY_LATE_GROWTH` x growth x
    filled (integers throughout).  The playouts of :mod:`.playout` compute the same.

    >>> from ludotheque_clod.rules import ClodGame, Roll
    >>> state = ClodGame().new_state().apply(Roll(3, 3))
    >>> policy_scores(state)  # the first stone: 4 + 8 empty neighbours, grows 0 to 1
    [(1764, 14)]
    """
    geo = state.geo
    board = state.board
    moore = geo.moore
    size = geo.size
    filled = size - state.empty
    player = state.current_player
    own_sizes = geo.group_sizes(board, player + 1)
    opponent_sizes = geo.group_sizes(board, 2 - player)
    base = 1 - (own_sizes[0] if own_sizes else 0)
    threat_base = 1 - (opponent_sizes[0] if opponent_sizes else 0)
    scores = []
    for cell, own, own_max, opponent, room in _neighbourhoods(state):
        around = sum(1 for n in moore[cell] if not board[n])
        growth = max(0, own + base)
        score = size * (POLICY_OWN * own + POLICY_OPPONENT * opponent
                        + POLICY_GROWTH * growth + POLICY_JOIN * (own - own_max)
                        + POLICY_THREAT * max(0, opponent + threat_base)
                        + POLICY_ROOM * room + POLICY_AROUND * around)
        scores.append((score + POLICY_LATE_GROWTH * growth * filled, cell))
    return scores


def pick(cells: Sequence[int], rng: random.Random) -> int:
    """One of *cells* (at least two) drawn uniformly with one ``rng.random()``, the
    draw the fast playout makes too."""
    return cells[int(rng.random() * len(cells))]


def _best_cell(scores: list[tuple[int, int]], rng: random.Random) -> int:
    best = max(score for score, _ in scores)
    cells = [cell for score, cell in scores if score == best]
    return pick(cells, rng) if len(cells) > 1 else cells[0]


def greedy_move(state: State, rng: random.Random) -> Move:
    """The original program's greedy player: the best-scoring offered cell.

    Ties are broken at random with *rng*; at a chance state it rolls the dice.
    """
    if state.current_player == CHANCE:
        return state.sample_chance(rng)
    assert isinstance(state, ClodState)
    return state.geo.places[_best_cell(cell_scores(state), rng)]


def policy_move(state: State, rng: random.Random) -> Move:
    """The best cell by :func:`policy_scores` (ties at random); rolls at a chance state."""
    if state.current_player == CHANCE:
        return state.sample_chance(rng)
    assert isinstance(state, ClodState)
    return state.geo.places[_best_cell(policy_scores(state), rng)]


def rollout_move(state: State, rng: random.Random) -> Move:
    """A playout move: the policy's most of the time, now and then a random offered
    cell (the plain-state counterpart of :func:`.playout.playout`)."""
    if state.current_player == CHANCE:
        return state.sample_chance(rng)
    assert isinstance(state, ClodState)
    offered = state.offered
    if len(offered) == 1:
        return state.geo.places[offered[0]]
    if rng.random() < EXPLORE:
        return state.geo.places[pick(offered, rng)]
    return policy_move(state, rng)


def evaluate(state: State, player: int) -> float:
    """How good *state* looks for *player*, in [0, 1]: the largest-group lead, squashed.

    The lead counts for more as the board fills up (less time to catch up).
    """
    assert isinstance(state, ClodState)
    scores = state.scores()
    lead = scores[player] - scores[1 - player]
    filled = 1.0 - state.empty / state.geo.size
    scale = 1.0 + 4.0 * (1.0 - filled) * math.sqrt(state.geo.size / 36.0)
    return 1.0 / (1.0 + math.exp(-lead / scale))


def order_moves(state: State, moves: Sequence[Move]) -> Sequence[Move]:
    """The moves, highest :func:`policy_scores` first."""
    if state.current_player == CHANCE or not isinstance(state, ClodState):
        return moves
    geo = state.geo
    score_of = {cell: score for score, cell in policy_scores(state)}
    width = geo.width

    def key(move: Any) -> int:
        return -score_of.get(move.row * width + move.col, 0)

    return sorted(moves, key=key)
