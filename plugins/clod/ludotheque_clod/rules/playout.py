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

There are two ways of playing, exact both, chosen by the board's size
(:data:`SMALL_BOARD`).  On large boards (RoyalClod, :func:`playout_by_counts`),
what the scores need is kept up to date rather than recounted for every offered
cell: each cell's empty orthogonal and Moore neighbours (as the score's room and
around terms), how many of its orthogonal neighbours hold a stone and the sum of
their cell numbers (the neighbour itself when there is one); a stone updates
them for the cells around it.  A roll's offer is read from sets of bits (the
empty cells, each roll's candidates and the neighbours of its filled ones), in
increasing order; the rules list an offer by the first candidate offering each
cell, and that order, which only a random choice among several cells depends on,
is restored for those cells alone.  What a playout needs of its starting board is
made once for the board and kept for the next playouts from it.  On small boards
(Clod, :func:`playout_by_walks`), where a roll has one or two candidates and
offers a few cells, keeping all that costs more than it saves: the candidates and
each offered cell's orthogonal neighbours are walked on the board, the empty Moore
neighbours counted on the empty cells as a set of bits, and only the groups are
kept.  Both draw the random numbers as the plain loop over the candidates does, so
the games are the same (``benchmarks.clod speed --reference`` checks it against a
commit, the tests replay both ways on both boards).
"""

from __future__ import annotations

import random
import sys
from array import array
from bisect import bisect_right
from functools import partial
from itertools import compress
from typing import Any

from ludotheque.core import CHANCE, TERMINAL, Outcome

from .geometry import CHANCE_OUTCOMES, ROLLS, Geometry, roll_key
from .heuristics import (
    EXPLORE,
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

__all__ = ["SMALL_BOARD", "playout", "playout_by_counts", "playout_by_walks"]

_CUMULATIVE: list[float] = []
for _, _probability in CHANCE_OUTCOMES:
    _CUMULATIVE.append((_CUMULATIVE[-1] if _CUMULATIVE else 0.0) + _probability)
_CUMULATIVE[-1] = 1.0
_BIG_ENDIAN = sys.byteorder == "big"
SMALL_BOARD = 64
"""Boards of up to this many cells are played by :func:`playout_by_walks`, larger
ones by :func:`playout_by_counts` (measured: Clod's 36 cells by walks, RoyalClod's
216 by counts)."""


def _back(geo: Geometry) -> list[list[int]]:
    """The orthogonal neighbours of each cell that come before it (see :func:`_groups`)."""
    return [[n for n in cells if n < cell] for cell, cells in enumerate(geo.orth)]


class _Tables:
    """What a playout needs of a geometry, as plain lists."""

    __slots__ = ("size", "orth", "back", "diagonal", "candidates", "lanes", "sides", "numbers",
                 "empty_lanes", "stone_lanes", "empty_bits", "bit", "around", "within",
                 "roll_of", "reach")

    def __init__(self, geo: Geometry) -> None:
        size = self.size = geo.size
        self.orth = [list(cells) for cells in geo.orth]
        self.back = _back(geo)
        self.diagonal = [[n for n in geo.moore[cell] if n not in geo.orth[cell]]
                         for cell in range(size)]
        """The Moore neighbours of each cell that are not orthogonal ones."""
        self.candidates = [list(geo.candidates[roll_key(roll.high, roll.low)])
                           for roll in ROLLS]
        """Per roll, in the order of :data:`ROLLS` (the order of the cumulative table)."""
        most = size * (4 * POLICY_ROOM + 8 * POLICY_AROUND)
        assert most < 1 << 16, "the free terms of a cell fit in 16 bits"
        width = geo.width
        lanes: list[tuple[int, int]] = []
        for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (1, -1), (-1, 1), (-1, -1)):
            mask = 0
            for cell in range(size):
                row, col = divmod(cell, width)
                if 0 <= row + dr < geo.height and 0 <= col + dc < width:
                    mask |= 0xFFFF << (16 * cell)
            lanes.append((16 * (dr * width + dc), mask))
        self.lanes = lanes
        """How to count the empty neighbours of every cell at once (see
        :func:`playout`) on integers of 16 bits a cell, 1 for an empty cell: per
        direction (the four orthogonal ones first), the shift that brings the
        neighbour's bits to the cell's and the cells that have that neighbour (their 16
        bits set)."""
        self.sides = sum(len(geo.orth[cell]) << (16 * cell) for cell in range(size))
        """The number of orthogonal neighbours of each cell, 16 bits a cell."""
        assert 4 * size < 1 << 16, "the cell numbers of four neighbours add up to 16 bits"
        self.numbers = sum(cell << (16 * cell) for cell in range(size))
        """Every cell's number, 16 bits a cell."""
        self.stone_lanes = bytes.maketrans(b"\x00\x01\x02", b"\x00\xff\xff")
        """Turns a board into a byte 255 for each stone."""
        self.bit = [1 << cell for cell in range(size)]
        """Each cell as a set of bits."""
        self.around = [sum(1 << n for n in geo.moore[cell]) for cell in range(size)]
        """The Moore neighbourhood of each cell, as a set of bits."""
        roll_of = [-1] * size
        for index, cells in enumerate(self.candidates):
            for cell in cells:
                if roll_of[cell] >= 0:
                    raise ValueError(f"{geo.name}: cell {cell} is a candidate of two rolls")
                roll_of[cell] = index
        if min(roll_of) < 0:
            raise ValueError(f"{geo.name}: a cell is the candidate of no roll")
        self.within = [sum(1 << cand for cand in cells) for cells in self.candidates]
        """The candidates of each roll, as a set of bits."""
        self.roll_of = roll_of
        """The roll (its index in :data:`ROLLS`) that has each cell as a candidate."""
        reach: list[list[list[tuple[int, int]]]] = []
        for cells in self.candidates:
            by_cell: list[list[tuple[int, int]]] = [[] for _ in range(size)]
            for position, cand in enumerate(cells):
                by_cell[cand].append((position, cand))
                for n in geo.moore[cand]:
                    by_cell[n].append((position, cand))
            reach.append(by_cell)
        self.reach = reach
        """Per roll and cell, ``(position, candidate)`` for each candidate that may
        offer the cell (itself, or a Moore neighbour once filled), in candidate order."""
        self.empty_bits = bytes.maketrans(b"\x00\x01\x02", b"100")
        """Turns a board into the binary digits of its empty cells (read right to left)."""
        self.empty_lanes = bytes.maketrans(b"\x00\x01\x02", b"\x01\x00\x00")
        """Turns a board into a byte 1 for each empty cell (the low byte of its 16 bits)."""


_TABLES: dict[str, _Tables] = {}


def _tables(geo: Geometry) -> _Tables:
    tables = _TABLES.get(geo.name)
    if tables is None:
        tables = _TABLES[geo.name] = _Tables(geo)
    return tables


class _Start:
    """What a playout needs of the board it starts from: made once for a board and
    kept for the next playouts from it (a search plays most of its playouts from a
    few positions).  The playout copies what it changes."""

    __slots__ = ("empty_cells", "free", "stones", "next_sum", "label", "members", "sizes",
                 "largest")

    def __init__(self, tables: _Tables, board: bytes) -> None:
        size = tables.size
        self.empty_cells = int(board.translate(tables.empty_bits)[::-1], 2)
        """The empty cells, as a set of bits."""
        # Counted for every cell at once on integers of 16 bits a cell.
        spread = bytearray(2 * size)
        spread[::2] = board.translate(tables.empty_lanes)
        lanes = int.from_bytes(spread, "little")
        ((east, m_e), (west, m_w), (south, m_s), (north, m_n),
         (s_e, m_se), (s_w, m_sw), (n_e, m_ne), (n_w, m_nw)) = tables.lanes
        room_lanes = (((lanes >> east) & m_e) + ((lanes << -west) & m_w)
                      + ((lanes >> south) & m_s) + ((lanes << -north) & m_n))
        corner_lanes = (((lanes >> s_e) & m_se) + ((lanes >> s_w) & m_sw)
                        + ((lanes << -n_e) & m_ne) + ((lanes << -n_w) & m_nw))
        free_lanes = (size * (POLICY_ROOM + POLICY_AROUND) * room_lanes
                      + size * POLICY_AROUND * corner_lanes)
        stone_bytes = board.translate(tables.stone_lanes)
        spread[::2] = stone_bytes
        spread[1::2] = stone_bytes
        numbers = int.from_bytes(spread, "little") & tables.numbers
        next_lanes = (((numbers >> east) & m_e) + ((numbers << -west) & m_w)
                      + ((numbers >> south) & m_s) + ((numbers << -north) & m_n))
        self.free = _lanes(free_lanes, size)
        """Each cell's room and around terms of the policy score (its empty orthogonal
        and Moore neighbours), times the size."""
        self.stones = _lanes(tables.sides - room_lanes, size)
        """How many of each cell's orthogonal neighbours hold a stone."""
        self.next_sum = _lanes(next_lanes, size)
        """The sum of the cell numbers of those neighbours (the neighbour, when one)."""
        label, members, sizes, largest = _groups(tables.back, board)
        self.label = label
        """The group (an index of members) of the stone on each cell, -1 if empty."""
        self.members: list[list[int] | tuple[int, ...]] = [tuple(m) for m in members]
        """The stones of each group."""
        self.sizes = sizes
        """The size of each group."""
        self.largest = largest
        """The size of each player's largest group."""


def _groups(back: list[list[int]], board: bytes | bytearray
            ) -> tuple[list[int], list[list[int]], list[int], list[int]]:
    """The groups of *board*: the group (an index of the next lists) of the stone on
    each cell (-1 if empty), the stones and the size of each group, and the size of
    each player's largest group.  The stones are labelled in increasing order, each
    joining the groups of its neighbours before it (*back*, per cell); a stone that
    joins groups relabels the smaller ones."""
    label = [-1] * len(board)
    members: list[list[int]] = []
    sizes: list[int] = []
    for cell in compress(range(len(board)), board):
        colour = board[cell]
        target = -1
        for n in back[cell]:
            if board[n] == colour:
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
            label[cell] = len(members)
            members.append([cell])
            sizes.append(1)
        else:
            label[cell] = target
            members[target].append(cell)
            sizes[target] += 1
    largest = [0, 0]
    for group_stones in members:
        if group_stones and len(group_stones) > largest[board[group_stones[0]] - 1]:
            largest[board[group_stones[0]] - 1] = len(group_stones)
    return label, members, sizes, largest


def _outcome(state: ClodState, board: bytearray,
             members: list[list[int]] | list[list[int] | tuple[int, ...]]) -> Outcome:
    """The outcome of the game *state* was played to, on *board* with the groups
    *members*."""
    black: list[int] = []
    white: list[int] = []
    for group_stones in members:
        if group_stones:
            (black if board[group_stones[0]] == 1 else white).append(len(group_stones))
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


_STARTS: dict[tuple[str, bytes], _Start] = {}
"""The starts of the boards played from lately, by geometry name and board."""
_STARTS_KEPT = 64
"""How many starts are kept (all are forgotten when one more is made)."""


def _lanes(lanes: int, size: int) -> list[int]:
    """The 16-bit numbers of *lanes*, the first cell's in the lowest bits."""
    values = array("H", lanes.to_bytes(2 * size, "little"))
    if _BIG_ENDIAN:
        values.byteswap()
    return values.tolist()


def _first(reach: list[list[tuple[int, int]]], board: bytearray, cell: int) -> int:
    """The position of the first candidate of a roll that offers *cell* on *board*
    (*reach* is the roll's :attr:`_Tables.reach`)."""
    for position, cand in reach[cell]:
        if cand == cell or board[cand]:
            return position
    raise AssertionError("an offered cell is offered by a candidate")


def playout(state: Any, rng: random.Random, trace: list[Any] | None = None) -> Outcome:
    """Play *state* (a chance or a placing state) to the end and return the outcome.

    :param trace: if given, every step is appended to it as ``(roll, offered)``
        for a roll (``offered`` sorted, empty when the roll offers nothing) and
        ``(None, cell)`` for a stone; the tests replay it through the plain states.
    """
    if state.geo.size <= SMALL_BOARD:
        return playout_by_walks(state, rng, trace)
    return playout_by_counts(state, rng, trace)


def playout_by_counts(state: Any, rng: random.Random,
                      trace: list[Any] | None = None) -> Outcome:
    """:func:`playout` on large boards: the policy's terms kept up to date as
    counts, the offers read from sets of bits."""
    assert isinstance(state, ClodState)
    player = state.current_player
    if player == TERMINAL:
        outcome = state.outcome()
        assert outcome is not None
        return outcome
    geo = state.geo
    tables = _tables(geo)
    orth, diagonal, candidates = tables.orth, tables.diagonal, tables.candidates
    bit, around, roll_of, within = tables.bit, tables.around, tables.roll_of, tables.within
    size = tables.size
    board = bytearray(state.board)
    key = (geo.name, state.board)
    start = _STARTS.get(key)
    if start is None:
        start = _Start(tables, state.board)
        if len(_STARTS) >= _STARTS_KEPT:
            _STARTS.clear()
        _STARTS[key] = start
    # The cells a roll offers, as sets of bits: the empty cells among its candidates
    # and the Moore neighbours of its filled candidates, that is (its candidates or
    # reached[roll], the neighbours of the filled ones) and the empty cells.
    # reached[roll] is -1 (every bit) until the roll comes up.
    empty_cells = start.empty_cells
    reached = [-1] * len(candidates)
    # The policy score of a cell, times the size, is kept in parts (see _Start):
    # every stone lowers free[cell] and adds to stones[cell] and next_sum[cell] for
    # the cells around it.
    free = start.free[:]
    stones = start.stones[:]
    next_sum = start.next_sum[:]
    drop_orth = size * (POLICY_ROOM + POLICY_AROUND)
    drop_diagonal = size * POLICY_AROUND
    # Groups: label[cell] is the index of the group of the stone there (-1: empty);
    # members[label] its stones (a tuple, shared with the start, until it changes).
    label = start.label[:]
    members = start.members[:]
    sizes = start.sizes[:]
    largest = start.largest[:]
    """The size of each player's largest group."""
    turn = state.turn
    attempt = state.attempt
    empty = state.empty
    offered: list[int] | None = None if player == CHANCE else list(state.offered)
    # A rolled offer lists its cells in increasing order; the rules list them by
    # the first candidate offering each (see _first), which only a random choice
    # among several cells needs: those cells are then sorted so.
    reaches = tables.reach
    rolled = -1
    """The roll of the offer (its index in ROLLS), -1 for the state's own offer."""
    rand = rng.random
    cumulative = _CUMULATIVE
    explore = EXPLORE
    # The group terms, times the size: own groups count POLICY_OWN + POLICY_JOIN a
    # stone, less POLICY_JOIN a stone of the largest of them.
    k_own = size * (POLICY_OWN + POLICY_JOIN)
    k_join = size * POLICY_JOIN
    k_single = k_own - k_join
    """A single own group next to the cell: its size is both the sum and the largest."""
    k_opponent = size * POLICY_OPPONENT
    k_threat = size * POLICY_THREAT
    w_growth, w_late = POLICY_GROWTH, POLICY_LATE_GROWTH

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
            rolled = index
        own = turn + 1
        count = len(offered)
        if count == 1:
            cell = offered[0]
        elif rand() < explore:
            if rolled >= 0:
                offered.sort(key=partial(_first, reaches[rolled], board))
            cell = offered[int(rand() * count)]
        else:
            # score = size * (the policy's sum) + POLICY_LATE_GROWTH * growth * filled,
            # as in heuristics.policy_scores, growth and threat counted when positive.
            base = 1 - largest[turn]
            threat_base = 1 - largest[1 - turn]
            k_growth = size * w_growth + w_late * (size - empty)
            # A cell without stones around: free plus the terms of no group at all.
            alone = 0
            if threat_base > 0:
                alone += k_threat * threat_base
            if base > 0:
                alone += k_growth * base
            best = -1
            ties: list[int] = []
            for cand in offered:
                touching = stones[cand]
                if not touching:
                    score = free[cand] + alone
                elif touching == 1:
                    # The one stone next to it: the sum of their cell numbers.
                    n = next_sum[cand]
                    group_size = sizes[label[n]]
                    if board[n] == own:
                        score = free[cand] + k_single * group_size
                        if group_size + base > 0:
                            score += k_growth * (group_size + base)
                        if threat_base > 0:
                            score += k_threat * threat_base
                    else:
                        score = free[cand] + k_opponent * group_size
                        if group_size + threat_base > 0:
                            score += k_threat * (group_size + threat_base)
                        if base > 0:
                            score += k_growth * base
                else:
                    own_sum = own_max = opponent_sum = 0
                    first_group = second = third = -1
                    for n in orth[cand]:
                        colour = board[n]
                        if not colour:
                            continue
                        group = label[n]
                        if first_group < 0:
                            first_group = group
                        elif group == first_group:
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
                    score = free[cand] + k_own * own_sum - k_join * own_max
                    if opponent_sum:
                        score += k_opponent * opponent_sum
                    if opponent_sum + threat_base > 0:
                        score += k_threat * (opponent_sum + threat_base)
                    if own_sum + base > 0:
                        score += k_growth * (own_sum + base)
                if score > best:
                    best = score
                    ties = [cand]
                elif score == best:
                    ties.append(cand)
            if len(ties) == 1:
                cell = ties[0]
            else:
                if rolled >= 0:
                    ties.sort(key=partial(_first, reaches[rolled], board))
                cell = ties[int(rand() * len(ties))]
        if trace is not None:
            trace.append((None, cell))
        board[cell] = own
        empty_cells ^= bit[cell]
        reached[roll_of[cell]] |= around[cell]
        for n in orth[cell]:
            free[n] -= drop_orth
            stones[n] += 1
            next_sum[n] += cell
        for n in diagonal[cell]:
            free[n] -= drop_diagonal
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
                    kept = members[target]
                    if isinstance(kept, tuple):
                        kept = members[target] = list(kept)
                    kept.extend(moved)
                    sizes[target] += sizes[group]
                    members[group] = ()
                    sizes[group] = 0
        if target < 0:
            target = len(members)
            members.append([cell])
            sizes.append(1)
        else:
            kept = members[target]
            if isinstance(kept, tuple):
                kept = members[target] = list(kept)
            kept.append(cell)
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



# Small boards (Clod): the neighbours walked.


class _Walks:
    """What a playout by walks needs of a geometry, as plain lists."""

    __slots__ = ("size", "moore", "orth", "back", "candidates", "around", "reach")

    def __init__(self, geo: Geometry) -> None:
        self.size = geo.size
        self.moore = [list(cells) for cells in geo.moore]
        self.orth = [list(cells) for cells in geo.orth]
        self.back = _back(geo)
        self.candidates = [list(geo.candidates[roll_key(roll.high, roll.low)])
                           for roll in ROLLS]
        """Per roll, in the order of :data:`ROLLS` (the order of the cumulative table)."""
        self.around = [sum(1 << n for n in cells) for cells in geo.moore]
        """The Moore neighbourhood of each cell, as a set of bits."""
        self.reach = [sum(1 << n for n in {n for cand in cands for n in (cand, *geo.moore[cand])})
                      for cands in self.candidates]
        """Per roll, its candidates and their Moore neighbours, as a set of bits: the
        roll offers a cell if and only if one of them is empty (an empty candidate
        offers itself, a filled one its empty neighbours)."""


_WALKS: dict[str, _Walks] = {}


def _walks(geo: Geometry) -> _Walks:
    walks = _WALKS.get(geo.name)
    if walks is None:
        walks = _WALKS[geo.name] = _Walks(geo)
    return walks


_EMPTY_DIGITS = bytes.maketrans(b"\x00\x01\x02", b"100")
"""Turns a board into the binary digits of its empty cells (read right to left)."""
_WALK_STARTS: dict[bytes, tuple[int, list[int], list[tuple[int, ...]], list[int], list[int]]
                   | None] = {}
"""The boards played from lately by walks: None for a board seen once, and for a
board seen again what a playout needs of it (the empty cells as a set of bits,
and the labels, stones, sizes and largest sizes of :func:`_groups`), kept for the
next playouts from it.  A board played from only once (the benchmark's fresh
boards) costs no more than its entry."""
_UNSEEN: tuple[int, list[int], list[tuple[int, ...]], list[int], list[int]] = (
    0, [], [], [], [])
"""What :data:`_WALK_STARTS` gives for a board never seen."""
_WALK_STARTS_KEPT = 256
"""How many boards are remembered (all are forgotten when one more is seen)."""


def playout_by_walks(state: Any, rng: random.Random,
                     trace: list[Any] | None = None) -> Outcome:
    """:func:`playout` on small boards: each roll's candidates and each offered
    cell's orthogonal neighbours walked on the board, its empty Moore neighbours
    counted on the empty cells as a set of bits; nothing kept up to date but the
    groups, which costs less than :func:`playout_by_counts` where the offers are
    short.  What it needs of its starting board is kept from the second playout
    from the board on (:data:`_WALK_STARTS`)."""
    assert isinstance(state, ClodState)
    player = state.current_player
    if player == TERMINAL:
        outcome = state.outcome()
        assert outcome is not None
        return outcome
    walks = _walks(state.geo)
    moore, orth, back, candidates, around, reach = (walks.moore, walks.orth, walks.back,
                                                    walks.candidates, walks.around, walks.reach)
    size = walks.size
    board = bytearray(state.board)
    # Groups: label[cell] is the index of the group of the stone there (-1: empty);
    # members[label] its stones; largest, the size of each player's largest group.
    kept = _WALK_STARTS.get(state.board, _UNSEEN)
    if kept is not None and kept is not _UNSEEN:
        empty_cells, label, kept_members, sizes, largest = kept
        label = label[:]
        members = list(map(list, kept_members))
        sizes = sizes[:]
        largest = largest[:]
    else:
        empty_cells = int(state.board.translate(_EMPTY_DIGITS)[::-1], 2)
        label, members, sizes, largest = _groups(back, board)
        if kept is None:
            _WALK_STARTS[state.board] = (empty_cells, label[:], list(map(tuple, members)),
                                         sizes[:], largest[:])
        else:
            if len(_WALK_STARTS) >= _WALK_STARTS_KEPT:
                _WALK_STARTS.clear()
            _WALK_STARTS[state.board] = None
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
    w_join, w_threat, w_around, w_late = (POLICY_JOIN, POLICY_THREAT, POLICY_AROUND,
                                          POLICY_LATE_GROWTH)
    while True:
        if offered is None:
            index = bisect_right(cumulative, rand())
            if reach[index] & empty_cells:
                # Candidate by candidate, a filled one's Moore neighbours in
                # increasing order: the rules' order.
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
            else:
                # No empty cell among the candidates and their neighbours: no offer.
                if trace is not None:
                    trace.append((ROLLS[index], ()))
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
                first = second = third = -1
                for n in orth[cand]:
                    colour = board[n]
                    if not colour:
                        room += 1
                        continue
                    group = label[n]
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
                score = (w_own * own_sum + w_opponent * opponent_sum + w_room * room
                         + w_join * (own_sum - own_max)
                         + w_around * (empty_cells & around[cand]).bit_count())
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
        empty_cells ^= 1 << cell
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
    return _outcome(state, board, members)
