"""Fast playouts for the computer player: a position played on bitboards.

:func:`.heuristics.playout` plays :data:`.heuristics.LOOKAHEAD` turns of the
rollout policy through :meth:`FortsState.apply`, which copies the board and scans
all of it several times a turn (new forts, weather, isolation, legal cells).  Here
the board is a few integers used as sets of cells (bit *i* for cell *i*): the
living forts, the living territories of each value, the empty cells.  Each step of
the rules is then a handful of operations on whole boards:

* new forts: the empty cells whose neighbour on each side is living or off the
  board, one shift of the living cells per side;
* weather: the territories of the die's value are dropped at once;
* isolation: the living cells reached from the forts, then those reached from
  the territories (both grown one ring of 8 neighbours at a time); the cells not
  in both die;
* the rollout policy's cells: the empty cells by their first living neighbour in
  the order of :attr:`.board.Geometry.around`, one shift per direction.

The rules are those of :mod:`.state` and the policy that of
:func:`.heuristics.rollout`, drawing the same random numbers in the same order,
so the outcome is exactly that of :func:`.heuristics.playout` for the same
generator.  The tests check this move by move: a traced playout gives every step
with the bitboards after it, and the reference states and policy, replayed with
the same generator, must draw the same step and reach the same board.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ludotheque.core import CHANCE, TERMINAL, Outcome, State

from .board import EMPTY, FORT, Geometry, living_cells
from .heuristics import LOOKAHEAD, estimate
from .state import FALLEN, NO_ROOM, FortsState

__all__ = ["playout", "Step"]

_VALUES = (1, 2, 3, 4, 5, 6)
_EMPTY_BITS = bytes(ord("1") if code == EMPTY else ord("0") for code in range(256))
"""A :meth:`bytes.translate` table: ``"1"`` for an empty cell, else ``"0"`` (a
board's bytes, reversed, then read as a base-2 integer: its empty cells)."""


class _Masks:
    """The constant bitboards of a board size."""

    __slots__ = ("cols", "full", "not_left", "not_right", "sides", "around")

    def __init__(self, geo: Geometry) -> None:
        cols, rows = geo.cols, geo.rows
        self.cols = cols
        self.full = (1 << geo.size) - 1
        left = sum(1 << (row * cols) for row in range(rows))
        right = left << (cols - 1)
        self.not_left = self.full & ~left
        self.not_right = self.full & ~right
        top = (1 << cols) - 1
        bottom = top << ((rows - 1) * cols)
        self.sides = (top, bottom, left, right)
        """The cells whose side (north, south, west, east) is off the board."""
        self.around = [sum(1 << other for other in cells) for cells in geo.around]
        """For each cell, its surrounding cells."""


class Step(NamedTuple):
    """One step of a traced playout and the board after it (as bitboards)."""

    cell: int | None
    """The cell played (the first fort's when it is drawn), None for a roll."""
    value: int
    """The territory's value, the die, or :data:`.board.FORT` for the first fort."""
    forts: int
    """The living forts after the step."""
    land: tuple[int, ...]
    """The living territories of each value 1 to 6 after the step."""
    empty: int
    """The empty cells after the step."""


_MASKS: dict[tuple[int, int], _Masks] = {}


def _masks(geo: Geometry) -> _Masks:
    key = (geo.cols, geo.rows)
    masks = _MASKS.get(key)
    if masks is None:
        masks = _MASKS[key] = _Masks(geo)
    return masks


def playout(state: State, rng: random.Random, trace: list[Step] | None = None) -> Outcome:
    """Play *state* as :func:`.heuristics.playout` does and return its outcome.

    The real final score when the game ends within :data:`.heuristics.LOOKAHEAD`
    turns, else the guess of :func:`.heuristics.estimate`.

    :param trace: if given, every step is appended to it with the board after it
        (:class:`Step`), for the tests to compare with the reference states.
    """
    assert isinstance(state, FortsState)
    if state.current_player == TERMINAL:
        return Outcome((float(state.turns),), (0,), state.reason)
    if state.start is None:  # the first fort is drawn: leave that to the plain rules
        state = state.apply(state.sample_chance(rng))
        if trace is not None:
            assert state.start is not None
            trace.append(_step(state.start, FORT, state.board))
        if state.current_player == TERMINAL:  # pragma: no cover - a board of one cell
            return Outcome((float(state.turns),), (0,), state.reason)
    masks = _masks(state.geo)
    cols, full, not_left, not_right = masks.cols, masks.full, masks.not_left, masks.not_right
    top, bottom, left, right = masks.sides
    around = masks.around
    adjacent = state.adjacent
    board = state.board
    empty = int(bytes(board).translate(_EMPTY_BITS)[::-1], 2)
    land = [0, 0, 0, 0, 0, 0, 0, 0]  # land[v]: the living territories of value v
    for cell in living_cells(board):
        land[board[cell]] |= 1 << cell
    forts = land.pop()  # the code of a fort is 7
    living = forts | land[1] | land[2] | land[3] | land[4] | land[5] | land[6]
    turns = state.turns
    limit = turns + LOOKAHEAD
    randrange = rng.randrange
    roll = state.current_player == CHANCE
    settled = False  # whether the board went through an isolation here
    cell = bit = value = 0  # the last placement
    while True:
        if roll:
            # Evaluation, steps 2 and 3: the weather, then isolation.
            die = randrange(6) + 1
            killed = land[die]
            if killed:
                living &= ~killed
                land[die] = 0
            if settled and not killed:
                # Every group held a fort and a territory after the last isolation;
                # the new forts joined such groups (each has a living wall that is
                # not the new territory), so only a new territory alone can die.
                if not around[cell] & living:
                    living &= ~bit
                    land[value] &= ~bit
            else:
                settled = True
                held = forts  # grown to the groups that hold a fort ...
                while True:
                    ring = held | ((held >> 1) & not_right) | ((held << 1) & not_left)
                    ring = (ring | (ring >> cols) | (ring << cols)) & living
                    if ring == held:
                        break
                    held = ring
                fed = living & ~forts  # ... and to those that hold a territory
                while True:
                    ring = fed | ((fed >> 1) & not_right) | ((fed << 1) & not_left)
                    ring = (ring | (ring >> cols) | (ring << cols)) & living
                    if ring == fed:
                        break
                    fed = ring
                dying = living & ~(held & fed)
                if dying:
                    living &= ~dying
                    forts &= ~dying
                    for code in _VALUES:
                        land[code] &= ~dying
            if trace is not None:
                trace.append(Step(None, die, forts, tuple(land[1:]), empty))
            if not forts:
                return Outcome((float(turns),), (0,), FALLEN)
            if adjacent:
                ring = forts | ((forts >> 1) & not_right) | ((forts << 1) & not_left)
                if not (ring | (ring >> cols) | (ring << cols)) & empty:
                    return Outcome((float(turns),), (0,), NO_ROOM)
            elif not empty:
                return Outcome((float(turns),), (0,), NO_ROOM)
            roll = False
        if turns >= limit:
            return Outcome((estimate(turns, forts.bit_count(),
                                     [land[value].bit_count() for value in _VALUES]),),
                           (0,), "estimate")
        # The rollout policy: a cell touching living land, by its first living
        # neighbour in the order of the surroundings (north-west, north, north-east,
        # west, east, south-west, south, south-east) a fort's first, with a value
        # its neighbours lack.
        near_fort = (forts << (cols + 1)) & not_left & full
        seen = (living << (cols + 1)) & not_left & full
        near_fort |= (forts << cols) & full & ~seen
        seen |= (living << cols) & full
        near_fort |= (forts << (cols - 1)) & not_right & full & ~seen
        seen |= (living << (cols - 1)) & not_right & full
        near_fort |= (forts << 1) & not_left & ~seen
        seen |= (living << 1) & not_left
        near_fort |= (forts >> 1) & not_right & ~seen
        seen |= (living >> 1) & not_right
        near_fort |= (forts >> (cols - 1)) & not_left & ~seen
        seen |= (living >> (cols - 1)) & not_left
        near_fort |= (forts >> cols) & ~seen
        seen |= living >> cols
        near_fort |= (forts >> (cols + 1)) & not_right & ~seen
        seen |= (living >> (cols + 1)) & not_right
        if adjacent:  # the legal cells: empty cells around a fort
            ring = forts | ((forts >> 1) & not_right) | ((forts << 1) & not_left)
            seen = (ring | (ring >> cols) | (ring << cols)) & empty
        else:
            seen &= empty
        pool = near_fort & seen or seen & ~near_fort or empty
        pick = randrange(pool.bit_count())
        while pick:
            pool &= pool - 1
            pick -= 1
        bit = pool & -pool
        cell = bit.bit_length() - 1
        close = around[cell]
        fresh = [value for value in _VALUES if not land[value] & close] or list(_VALUES)
        value = fresh[randrange(len(fresh))]
        # Evaluation, step 1: new forts, decided from the board with the territory.
        land[value] |= bit
        living |= bit
        empty &= ~bit
        turns += 1
        built = (empty & (((living << cols) & full) | top) & ((living >> cols) | bottom)
                 & (((living << 1) & not_left) | left) & (((living >> 1) & not_right) | right))
        if built:
            forts |= built
            living |= built
            empty &= ~built
        if trace is not None:
            trace.append(Step(cell, value, forts, tuple(land[1:]), empty))
        roll = True


def _step(cell: int | None, value: int, board: tuple[int, ...]) -> Step:
    """The :class:`Step` of a board of cell codes."""
    masks = [0] * (FORT + 1)
    empty = 0
    for index, code in enumerate(board):
        if code == EMPTY:
            empty |= 1 << index
        elif code <= FORT:
            masks[code] |= 1 << index
    return Step(cell, value, masks[FORT], tuple(masks[1:FORT]), empty)
