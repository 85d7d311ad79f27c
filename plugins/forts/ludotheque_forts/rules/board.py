"""The board of Forts and Ruins: cells as small integers in a flat tuple, and the
three steps of the evaluation as pure functions.

A board of ``cols`` × ``rows`` cells is a tuple of ``cols * rows`` integers, cell
``(col, row)`` at index ``row * cols + col``:

======================  ==========================
``EMPTY`` (0)            an empty cell
``1`` … ``6``            a living territory of that value
``FORT`` (7)             a living fort
``RUIN`` (8)             a dead fort
``DEAD + v`` (9 … 14)    a dead territory that had value *v*
======================  ==========================

Dead cells (ruins and dead territories) are permanent obstacles: nothing is built
on them, they neither live nor connect.

>>> geo = geometry(6, 5)
>>> board = from_rows(["......",
...                    ".1F...",
...                    "......",
...                    "......",
...                    "......"])
>>> board[geo.index(2, 1)] == FORT
True
>>> after, killed = weather(board, 1)
>>> killed
(7,)
>>> isolate(after, geo)[1]
(8,)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress

__all__ = ["EMPTY", "FORT", "RUIN", "DEAD", "Geometry", "geometry", "is_living",
           "is_dead", "living_cells", "cells_of", "new_forts", "build_forts", "weather", "isolate",
           "from_rows",
           "to_rows", "SYMBOLS"]

EMPTY = 0
FORT = 7
RUIN = 8
DEAD = 8
"""A dead territory of value *v* is ``DEAD + v``."""

_LIVING = (False, True, True, True, True, True, True, True) + (False,) * 7
_LIVING_BYTES = bytes(1 <= code <= FORT for code in range(256))
"""A :meth:`bytes.translate` table: 1 for the code of a living cell, else 0."""
_IS_BYTES = tuple(bytes(code == wanted for code in range(256)) for wanted in range(15))
"""``_IS_BYTES[c]``: a :meth:`bytes.translate` table, 1 for code *c*, else 0."""


def living_cells(board: Sequence[int]) -> list[int]:
    """The indices of the living cells (forts and territories), ascending."""
    return list(compress(range(len(board)), bytes(board).translate(_LIVING_BYTES)))


def cells_of(board: Sequence[int], code: int) -> list[int]:
    """The indices of the cells holding *code*, ascending."""
    return list(compress(range(len(board)), bytes(board).translate(_IS_BYTES[code])))


def is_living(cell: int) -> bool:
    """A living fort or territory."""
    return 1 <= cell <= FORT


def is_dead(cell: int) -> bool:
    """A ruin or a dead territory."""
    return cell >= RUIN


@dataclass(frozen=True, eq=False)
class Geometry:
    """Neighbour tables of a board size (shared, never changed)."""

    cols: int
    rows: int
    orthogonal: tuple[tuple[int, ...], ...]
    """For each cell, its 2 to 4 orthogonal neighbours on the board."""
    sides: tuple[int, ...]
    """For each cell, how many of its four sides are on the board."""
    around: tuple[tuple[int, ...], ...]
    """For each cell, its 3 to 8 surrounding cells on the board (diagonals too)."""

    @property
    def size(self) -> int:
        return self.cols * self.rows

    def index(self, col: int, row: int) -> int:
        return row * self.cols + col

    def cell(self, index: int) -> tuple[int, int]:
        """``(col, row)`` of an index."""
        row, col = divmod(index, self.cols)
        return col, row

    def contains(self, col: int, row: int) -> bool:
        return 0 <= col < self.cols and 0 <= row < self.rows


@lru_cache(maxsize=64)
def geometry(cols: int, rows: int) -> Geometry:
    """The neighbour tables of a ``cols`` × ``rows`` board (computed once per size)."""
    orthogonal = []
    around = []
    for row in range(rows):
        for col in range(cols):
            orthogonal.append(tuple(
                (row + dr) * cols + col + dc
                for dc, dr in ((0, -1), (-1, 0), (1, 0), (0, 1))
                if 0 <= col + dc < cols and 0 <= row + dr < rows))
            around.append(tuple(
                (row + dr) * cols + col + dc
                for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                if (dc or dr) and 0 <= col + dc < cols and 0 <= row + dr < rows))
    return Geometry(cols, rows, tuple(orthogonal), tuple(len(o) for o in orthogonal),
                    tuple(around))


def new_forts(board: Sequence[int], geo: Geometry) -> tuple[int, ...]:
    """The empty cells whose every orthogonal neighbour is a living fort or territory.

    Sides off the board count as satisfied (an edge cell needs its three
    neighbours, a corner cell its two).  Decided from *board* as it stands: cells
    that become forts at the same time do not count for each other.
    """
    # Every cell has two orthogonal neighbours or more, so such a cell lies next to a
    # living cell: only the surroundings of the living cells are looked at.
    living = _LIVING
    orthogonal = geo.orthogonal
    checked = set()
    found = []
    for index in living_cells(board):
        for cell in orthogonal[index]:
            if board[cell] == EMPTY and cell not in checked:
                checked.add(cell)
                for other in orthogonal[cell]:
                    if not living[board[other]]:
                        break
                else:
                    found.append(cell)
    found.sort()
    return tuple(found)


def build_forts(board: Sequence[int], geo: Geometry) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Step 1 of the evaluation: ``(board with the new forts, their cells)``."""
    found = new_forts(board, geo)
    if not found:
        return tuple(board), found
    cells = list(board)
    for index in found:
        cells[index] = FORT
    return tuple(cells), found


def weather(board: Sequence[int], die: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Step 2: every living territory of value *die* dies; ``(board, killed cells)``."""
    killed = tuple(cells_of(board, die))
    if not killed:
        return tuple(board), killed
    cells = list(board)
    dead = DEAD + die
    for index in killed:
        cells[index] = dead
    return tuple(cells), killed


def isolate(board: Sequence[int], geo: Geometry) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Step 3: groups of living cells (8-connected) without a fort or without a
    territory die entirely; ``(board, cells that died)``."""
    living = _LIVING
    around = geo.around
    seen = set()
    dying: list[int] = []
    for start in living_cells(board):
        if start in seen:
            continue
        seen.add(start)
        group = [start]
        has_fort = board[start] == FORT
        has_land = not has_fort
        for cell in group:  # grows while it is walked
            for other in around[cell]:
                if other not in seen:
                    value = board[other]
                    if living[value]:
                        seen.add(other)
                        group.append(other)
                        if value == FORT:
                            has_fort = True
                        else:
                            has_land = True
        if not (has_fort and has_land):
            dying.extend(group)
    if not dying:
        return tuple(board), ()
    cells = list(board)
    for index in dying:
        value = cells[index]
        cells[index] = RUIN if value == FORT else DEAD + value
    dying.sort()
    return tuple(cells), tuple(dying)


SYMBOLS = ".123456FXabcdef"
"""One character per cell code, for :func:`from_rows` and :func:`to_rows`:
``.`` empty, ``1``–``6`` territories, ``F`` fort, ``X`` ruin, ``a``–``f`` dead
territories of value 1–6."""


def from_rows(rows: Sequence[str]) -> tuple[int, ...]:
    """A board from lines of :data:`SYMBOLS` (handy in tests and documentation)."""
    return tuple(SYMBOLS.index(symbol) for line in rows for symbol in line)


def to_rows(board: Sequence[int], cols: int) -> list[str]:
    """The lines of :data:`SYMBOLS` of *board*."""
    text = "".join(SYMBOLS[cell] for cell in board)
    return [text[start:start + cols] for start in range(0, len(text), cols)]
