"""Fast playouts for the computer player: a position played to the end on a bytearray.

The search scores most of its leaves by playing the game to the end; doing that
through :meth:`ClodState.apply` makes a new state and recounts the groups on every
move.  Here one mutable board is played instead, and the groups are kept as they
grow: every stone carries the label of its group, and a stone that joins groups
relabels the smaller ones (stones are never removed, so labels only merge).  The
rules are those of :mod:`.state` (rolls, the second roll, forfeits, the tie rules);
the tests replay traced playouts through the plain states.

The policy is :func:`.heuristics.policy_scores` with noise: most moves play the
offered cell with the best score (ties at random), now and then
(:data:`.heuristics.EXPLORE`) a uniformly random offered cell.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from typing import Any

from ludotheque.core.model import CHANCE, TERMINAL, Outcome

from .geometry import CHANCE_OUTCOMES, ROLLS, Geometry, roll_key
from .heuristics import (
    EXPLORE, POLICY_AROUND, POLICY_GROWTH, POLICY_JOIN, POLICY_LATE_GROWTH, POLICY_OPPONENT,
    POLICY_OWN, POLICY_ROOM, POLICY_THREAT,
)
from .state import REASON_TIE_WHITE, REASON_TIEBREAK, ClodState, tie_order

__all__ = ["playout"]

_CUMULATIVE: list[float] = []
for _, _probability in CHANCE_OUTCOMES:
    _CUMULATIVE.append((_CUMULATIVE[-1] if _CUMULATIVE else 0.0) + _probability)
_CUMULATIVE[-1] = 1.0


class _Tables:
    """What a playout needs of a geometry, as plain lists."""

    __slots__ = ("size", "moore", "orth", "candidates")

    def __init__(self, geo: Geometry) -> None:
        self.size = geo.size
        self.moore = [list(cells) for cells in geo.moore]
        self.orth = [list(cells) for cells in geo.orth]
        self.candidates = [list(geo.candidates[roll_key(roll.high, roll.low)])
                           for roll in ROLLS]
        """Per roll, in the order of :data:`ROLLS` (the order of the cumulative table)."""


_TABLES: dict[str, _Tables] = {}


def _tables(geo: Geometry) -> _Tables:
    tables = _TABLES.get(geo.name)
    if tables is None:
        tables = _TABLES[geo.name] = _Tables(geo)
    return tables


def playout(state: Any, rng: random.Random, trace: list[Any] | None = None) -> Outcome:
    """Play *state* (a chance or a placing state) to the end and return the outcome.

    :param trace: if given, every step is appended to it as ``(roll, offered)``
        for a roll (``offered`` sorted, empty when the roll offers nothing) and
        ``(None, cell)`` for a stone; the tests replay it through the plain states.
    """
    assert isinstance(state, ClodState)
    player = state.current_player
    if player == TERMINAL:
        outcome = state.outcome()
        assert outcome is not None
        return outcome
    geo = state.geo
    tables = _tables(geo)
    moore, orth, candidates = tables.moore, tables.orth, tables.candidates
    size = tables.size
    board = bytearray(state.board)
    # Groups: label[cell] is the index of the group of the stone there (-1: empty);
    # members[label] its stones.
    label = [-1] * size
    members: list[list[int]] = []
    sizes: list[int] = []
    largest = [0, 0]
    """The size of each player's largest group."""
    for start in range(size):
        colour = board[start]
        if not colour or label[start] >= 0:
            continue
        index = len(members)
        label[start] = index
        stones = [start]
        stack = [start]
        while stack:
            cell = stack.pop()
            for n in orth[cell]:
                if board[n] == colour and label[n] < 0:
                    label[n] = index
                    stones.append(n)
                    stack.append(n)
        members.append(stones)
        sizes.append(len(stones))
        if len(stones) > largest[colour - 1]:
            largest[colour - 1] = len(stones)
    turn = state.turn
    attempt = state.attempt
    empty = state.empty
    offered: list[int] | None = None if player == CHANCE else list(state.offered)
    rand = rng.random
    cumulative = _CUMULATIVE
    mark = [0] * size
    stamp = 0
    explore = EXPLORE
    w_own, w_opponent, w_growth, w_room = POLICY_OWN, POLICY_OPPONENT, POLICY_GROWTH, POLICY_ROOM
    w_join, w_threat, w_around, w_late = POLICY_JOIN, POLICY_THREAT, POLICY_AROUND, POLICY_LATE_GROWTH
    while True:
        if offered is None:
            index = bisect_right(cumulative, rand())
            stamp += 1
            offered = []
            for cand in candidates[index]:
                if not board[cand]:
                    if mark[cand] != stamp:
                        mark[cand] = stamp
                        offered.append(cand)
                else:
                    for n in moore[cand]:
                        if not board[n] and mark[n] != stamp:
                            mark[n] = stamp
                            offered.append(n)
            if trace is not None:
                trace.append((ROLLS[index], tuple(sorted(offered))))
            if not offered:
                offered = None
                if attempt == 1:
                    attempt = 2
                else:
                    attempt = 1
                    turn = 1 - turn
                continue
        own = turn + 1
        count = len(offered)
        if count == 1:
            cell = offered[0]
        elif rand() < explore:
            cell = offered[int(rand() * count)]
        else:
            best = -1
            ties: list[int] = []
            base = 1 - largest[turn]
            threat_base = 1 - largest[1 - turn]
            late = w_late * (size - empty)
            for cand in offered:
                own_sum = own_max = opponent_sum = room = 0
                first = -1
                touched: list[int] = []
                for n in orth[cand]:
                    colour = board[n]
                    if not colour:
                        room += 1
                        continue
                    group = label[n]
                    if first < 0:
                        first = group
                    elif group == first or group in touched:
                        continue
                    else:
                        touched.append(group)
                    if colour == own:
                        group_size = sizes[group]
                        own_sum += group_size
                        if group_size > own_max:
                            own_max = group_size
                    else:
                        opponent_sum += sizes[group]
                around = 0
                for n in moore[cand]:
                    if not board[n]:
                        around += 1
                score = (w_own * own_sum + w_opponent * opponent_sum + w_room * room
                         + w_join * (own_sum - own_max) + w_around * around)
                if opponent_sum + threat_base > 0:
                    score += w_threat * (opponent_sum + threat_base)
                growth = own_sum + base
                if growth > 0:
                    score = size * (score + w_growth * growth) + late * growth
                else:
                    score *= size
                if score > best:
                    best = score
                    ties = [cand]
                elif score == best:
                    ties.append(cand)
            cell = ties[0] if len(ties) == 1 else ties[int(rand() * len(ties))]
        if trace is not None:
            trace.append((None, cell))
        board[cell] = own
        # Join the stone to its own-colour neighbours' groups (the largest keeps its label).
        target = -1
        for n in orth[cell]:
            if board[n] == own:
                group = label[n]
                if target < 0:
                    target = group
                elif group != target:
                    if sizes[group] > sizes[target]:
                        target, group = group, target
                    moved = members[group]
                    for stone in moved:
                        label[stone] = target
                    members[target].extend(moved)
                    sizes[target] += sizes[group]
                    members[group] = []
                    sizes[group] = 0
        if target < 0:
            target = len(members)
            members.append([cell])
            sizes.append(1)
        else:
            members[target].append(cell)
            sizes[target] += 1
        label[cell] = target
        if sizes[target] > largest[turn]:
            largest[turn] = sizes[target]
        empty -= 1
        if not empty:
            break
        turn = 1 - turn
        attempt = 1
        offered = None
    black: list[int] = []
    white: list[int] = []
    for stones in members:
        if stones:
            (black if board[stones[0]] == 1 else white).append(len(stones))
    black.sort(reverse=True)
    white.sort(reverse=True)
    scores = (float(black[0] if black else 0), float(white[0] if white else 0))
    if scores[0] != scores[1]:
        return Outcome(scores, (0,) if scores[0] > scores[1] else (1,))
    if state.original_tie:
        return Outcome(scores, (1,), REASON_TIE_WHITE)
    order = tie_order(black, white)
    if order == 0:
        return Outcome(scores, (0, 1))
    return Outcome(scores, (0,) if order > 0 else (1,), REASON_TIEBREAK)
