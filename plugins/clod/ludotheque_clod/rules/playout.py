"""The fast playout of the computer player: a position played to the end on one
mutable board, for Clod and RoyalClod alike (the tables come from the geometry).

It plays exactly the games of the plain states: from a state and a generator,
:func:`playout` makes the same rolls, offers and stones as
:func:`.heuristics.rollout_move` and :meth:`.state.ClodState.apply` played in a
loop, draws the same random numbers and gives the same outcome; the tests compare
the two move by move.  The policy is :func:`.heuristics.policy_scores` with noise:
now and then (:data:`.heuristics.EXPLORE`) a uniformly random offered cell, else
the offered cell with the best score, ties at random.

What it saves over the plain states is a new state and a recount of the groups on
every move:

* the groups are kept as they grow: every stone carries the label of its group,
  and a stone that joins groups relabels the smaller ones (stones are never
  removed, so labels only merge);
* a roll's offer is read from sets of bits: its candidates, the Moore
  neighbours of those of them that hold a stone (kept for each roll once it has
  come up), and the empty cells; that gives the offered cells in increasing
  order, the order of :attr:`.state.ClodState.offered`;
* the terms of every cell's score that count its empty neighbours (orthogonal
  and Moore) are kept up to date as the stones come, with how many of its
  orthogonal neighbours hold a stone: a cell with none is scored at once, the
  others by the groups of their four neighbours.

The groups of a board played from again (a search plays most of its playouts from
a few positions) are kept for the next playouts from it.
"""

from __future__ import annotations

import random
from bisect import bisect_right

from ludotheque.core import CHANCE, TERMINAL, Outcome, State

from . import heuristics
from .geometry import CHANCE_OUTCOMES, ROLLS, Geometry, roll_key
from .heuristics import (
    POLICY_AROUND,
    POLICY_GROWTH,
    POLICY_JOIN,
    POLICY_LATE_GROWTH,
    POLICY_OPPONENT,
    POLICY_OWN,
    POLICY_ROOM,
    POLICY_THREAT,
)
from .state import REASON_TIE_WHITE, REASON_TIEBREAK, ClodState, tie_order

__all__ = ["Trace", "playout"]

Trace = list[tuple[object, object]]
"""The steps of a playout: ``(roll, offered)`` for a roll (the cells it offers,
sorted, empty when it offers none) and ``(None, cell)`` for a stone."""

TOUCHED = 1 << 24
"""A cell's free terms count its orthogonal neighbours holding a stone in units of
this, above the terms themselves (see :attr:`_Tables.free`)."""
_CUMULATIVE: list[float] = []
for _, _probability in CHANCE_OUTCOMES:
    _CUMULATIVE.append((_CUMULATIVE[-1] if _CUMULATIVE else 0.0) + _probability)
_CUMULATIVE[-1] = 1.0


class _Tables:
    """What a playout needs of a geometry, as plain lists."""

    __slots__ = ("around", "back", "bit", "candidates", "diagonal", "drop_diagonal", "drop_orth",
                 "free", "orth", "roll_of", "size", "within")

    def __init__(self, geo: Geometry) -> None:
        self.size = geo.size
        self.orth = [list(cells) for cells in geo.orth]
        self.back = [[n for n in cells if n < cell] for cell, cells in enumerate(geo.orth)]
        """The orthogonal neighbours of each cell that come before it (see :func:`_groups`)."""
        self.candidates = [list(geo.candidates[roll_key(roll.high, roll.low)])
                           for roll in ROLLS]
        """Per roll, in the order of :data:`ROLLS` (the order of the cumulative table)."""
        self.bit = [1 << cell for cell in range(geo.size)]
        """Each cell as a set of bits."""
        self.within = [sum(1 << cand for cand in cells) for cells in self.candidates]
        """The candidates of each roll, as a set of bits."""
        self.diagonal = [[n for n in geo.moore[cell] if n not in geo.orth[cell]]
                         for cell in range(geo.size)]
        """The Moore neighbours of each cell that are not orthogonal ones."""
        self.free = [geo.size * (POLICY_ROOM * len(geo.orth[cell])
                                 + POLICY_AROUND * len(geo.moore[cell]))
                     for cell in range(geo.size)]
        """The room and around terms of each cell's policy score on the empty board,
        times the size: its empty orthogonal and Moore neighbours, weighted.  A
        playout keeps them up to date, and above them (from :data:`TOUCHED` up) how
        many of the cell's orthogonal neighbours hold a stone."""
        if max(self.free) >= TOUCHED:
            raise ValueError(f"{geo.name}: the free terms of a cell exceed {TOUCHED}")
        self.drop_orth = geo.size * (POLICY_ROOM + POLICY_AROUND) - TOUCHED
        self.drop_diagonal = geo.size * POLICY_AROUND
        """What a stone takes from the free terms of an orthogonal neighbour (and adds
        one :data:`TOUCHED` to them) and of a diagonal one."""
        self.around = [sum(1 << n for n in cells) for cells in geo.moore]
        """The Moore neighbourhood of each cell, as a set of bits."""
        roll_of = [-1] * geo.size
        for index, cells in enumerate(self.candidates):
            for cell in cells:
                if roll_of[cell] >= 0:
                    raise ValueError(f"{geo.name}: cell {cell} is a candidate of two rolls")
                roll_of[cell] = index
        if min(roll_of) < 0:
            raise ValueError(f"{geo.name}: a cell is the candidate of no roll")
        self.roll_of = roll_of
        """The roll (its index in :data:`ROLLS`) that has each cell as a candidate."""


_TABLES: dict[str, _Tables] = {}


def _tables(geo: Geometry) -> _Tables:
    tables = _TABLES.get(geo.name)
    if tables is None:
        tables = _TABLES[geo.name] = _Tables(geo)
    return tables


_Groups = tuple[list[int], list[list[int]], list[int], list[int]]


def _groups(back: list[list[int]], board: bytes | bytearray) -> _Groups:
    """The groups of *board*: the group (an index of the next lists) of the stone on
    each cell (-1 if empty), the stones and the size of each group, and the size of
    each player's largest group.  The stones are labelled in increasing order, each
    joining the groups of its neighbours before it (*back*, per cell); a stone that
    joins groups relabels the smaller ones."""
    label = [-1] * len(board)
    members: list[list[int]] = []
    sizes: list[int] = []
    for cell, colour in enumerate(board):
        if not colour:
            continue
        target = -1
        for n in back[cell]:
            if board[n] == colour:
                group = label[n]
                if target < 0:
                    target = group
                elif group != target:
                    if sizes[group] > sizes[target]:
                        target, group = group, target
                    for stone in members[group]:
                        label[stone] = target
                    members[target].extend(members[group])
                    sizes[target] += sizes[group]
                    members[group] = []
                    sizes[group] = 0
        if target < 0:
            label[cell] = len(members)
            members.append([cell])
            sizes.append(1)
        else:
            label[cell] = target
            members[target].append(cell)
            sizes[target] += 1
    largest = [0, 0]
    for stones in members:
        if stones and len(stones) > largest[board[stones[0]] - 1]:
            largest[board[stones[0]] - 1] = len(stones)
    return label, members, sizes, largest


_EMPTY_DIGITS = bytes.maketrans(b"\x00\x01\x02", b"100")
"""Turns a board into the binary digits of its empty cells (read right to left)."""
_Kept = tuple[int, list[int], list[int], tuple[tuple[int, ...], ...], list[int], list[int]]
_STARTS: dict[tuple[str, bytes], _Kept | None] = {}
"""The boards played from lately: None for a board seen once, and for a board seen
again what a playout needs of it (see :func:`_start`), kept for the next playouts
from it.  A board played from only once costs no more than its entry."""
_STARTS_KEPT = 256
"""How many boards are remembered (all are forgotten when one more is seen)."""


def _start(tables: _Tables, geo: Geometry, board: bytes
           ) -> tuple[int, list[int], _Groups]:
    """What a playout from *board* starts with, in lists of its own: the empty cells
    as a set of bits, the room and around terms of every cell (as
    :attr:`_Tables.free`) and the groups (:func:`_groups`)."""
    key = (geo.name, board)
    kept = _STARTS.get(key, ())
    if kept:
        assert isinstance(kept, tuple)
        empty_cells, kept_free, labels, stones, group_sizes, most = kept
        return empty_cells, kept_free[:], (labels[:], list(map(list, stones)), group_sizes[:],
                                           most[:])
    empty_cells = int(board.translate(_EMPTY_DIGITS)[::-1], 2)
    free = tables.free[:]
    orth, diagonal = tables.orth, tables.diagonal
    drop_orth, drop_diagonal = tables.drop_orth, tables.drop_diagonal
    for cell, colour in enumerate(board):
        if colour:
            for n in orth[cell]:
                free[n] -= drop_orth
            for n in diagonal[cell]:
                free[n] -= drop_diagonal
    groups = _groups(tables.back, board)
    if kept is None:
        label, members, sizes, largest = groups
        _STARTS[key] = (empty_cells, free[:], label[:], tuple(map(tuple, members)),
                        sizes[:], largest[:])
    else:
        if len(_STARTS) >= _STARTS_KEPT:
            _STARTS.clear()
        _STARTS[key] = None
    return empty_cells, free, groups


def _outcome(state: ClodState, board: bytearray, members: list[list[int]]) -> Outcome:
    """The outcome of the game *state* was played to, on *board* with the groups
    *members* (as :meth:`.state.ClodState.outcome`)."""
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


def playout(state: State, rng: random.Random, trace: Trace | None = None) -> Outcome:
    """Play *state* (a chance or a placing state) to the end and return the outcome:
    the game :func:`.heuristics.rollout_move` plays with *rng* through the plain
    states, with the same draws from *rng*.

    :param trace: if given, every step is appended to it (see :data:`Trace`).
    """
    assert isinstance(state, ClodState)
    player = state.current_player
    if player == TERMINAL:
        outcome = state.outcome()
        assert outcome is not None
        return outcome
    geo = state.geo
    tables = _tables(geo)
    orth, candidates, within = tables.orth, tables.candidates, tables.within
    around, roll_of, size, bit = tables.around, tables.roll_of, tables.size, tables.bit
    board = bytearray(state.board)
    # Groups: label[cell] is the index of the group of the stone there (-1: empty),
    # members[label] its stones and sizes[label] their number; largest[player] the
    # size of the player's largest group.
    empty_cells, free, (label, members, sizes, largest) = _start(tables, geo, state.board)
    # The cells a roll offers are its candidates and reached[roll] (the Moore
    # neighbours of its filled candidates) among the empty cells.  reached[roll] is
    # -1 (every cell) until the roll comes up; a stone on a candidate adds its
    # neighbours.
    reached = [-1] * len(candidates)
    turn = state.turn
    attempt = state.attempt
    empty = state.empty
    offered: list[int] | None = None if player == CHANCE else list(state.offered)
    rand = rng.random
    cumulative = _CUMULATIVE
    explore = heuristics.EXPLORE
    k_own, k_opponent, k_join = POLICY_OWN, POLICY_OPPONENT, POLICY_JOIN
    k_threat, k_growth, k_late = POLICY_THREAT, POLICY_GROWTH, POLICY_LATE_GROWTH
    diagonal, drop_orth, drop_diagonal = tables.diagonal, tables.drop_orth, tables.drop_diagonal
    mask = TOUCHED - 1
    while True:
        if offered is None:
            index = bisect_right(cumulative, rand())
            zone = reached[index]
            if zone < 0:
                zone = 0
                for cand in candidates[index]:
                    if board[cand]:
                        zone |= around[cand]
                reached[index] = zone
            bits = (within[index] | zone) & empty_cells
            offered = []
            while bits:
                top = bits.bit_length() - 1
                offered.append(top)
                bits ^= bit[top]
            offered.reverse()
            if trace is not None:
                trace.append((ROLLS[index], tuple(offered)))
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
            # heuristics.policy_scores, term by term, free[cell] holding its room and
            # around terms.
            best = -1
            ties: list[int] = []
            base = 1 - largest[turn]
            threat_base = 1 - largest[1 - turn]
            late = k_late * (size - empty)
            # The other terms of a cell with no stone next to it.
            alone = size * k_threat * threat_base if threat_base > 0 else 0
            if base > 0:
                alone += (size * k_growth + late) * base
            for cand in offered:
                terms = free[cand]
                if terms < TOUCHED:
                    score = terms + alone
                else:
                    own_sum = own_max = opponent_sum = 0
                    first = second = third = -1
                    for n in orth[cand]:
                        colour = board[n]
                        if not colour:
                            continue
                        group = label[n]
                        # At most four neighbours: a group seen is one of the first three.
                        if first < 0:
                            first = group
                        elif group == first:
                            continue
                        elif second < 0:
                            second = group
                        elif group == second:
                            continue
                        elif third < 0:
                            third = group
                        elif group == third:
                            continue
                        if colour == own:
                            group_size = sizes[group]
                            own_sum += group_size
                            if group_size > own_max:
                                own_max = group_size
                        else:
                            opponent_sum += sizes[group]
                    score = (k_own * own_sum + k_opponent * opponent_sum
                             + k_join * (own_sum - own_max))
                    if opponent_sum + threat_base > 0:
                        score += k_threat * (opponent_sum + threat_base)
                    growth = own_sum + base
                    if growth > 0:
                        score = size * (score + k_growth * growth) + late * growth + (terms & mask)
                    else:
                        score = size * score + (terms & mask)
                if score > best:
                    best = score
                    ties = [cand]
                elif score == best:
                    ties.append(cand)
            cell = ties[0] if len(ties) == 1 else ties[int(rand() * len(ties))]
        if trace is not None:
            trace.append((None, cell))
        board[cell] = own
        empty_cells ^= bit[cell]
        reached[roll_of[cell]] |= around[cell]
        for n in diagonal[cell]:
            free[n] -= drop_diagonal
        # Join the stone to its own-colour neighbours' groups (the largest keeps its label).
        target = -1
        for n in orth[cell]:
            free[n] -= drop_orth
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
    return _outcome(state, board, members)
