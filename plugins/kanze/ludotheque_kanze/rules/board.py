"""The Kanzé board: 49 hexagons forming a 7×7 diamond.

Cells are numbered ``index = r * 7 + q`` from axial coordinates ``(q, r)``,
``0 <= q, r <= 6``.  Two cells are adjacent when they differ by (±1, 0), (0, ±1),
(+1, −1) or (−1, +1).  On screen the diamond stands on an acute corner: ``q``
grows up and to the right, ``r`` up and to the left, so ``a1`` (0, 0) is the
bottom corner and ``g7`` (6, 6) the top one.  A cell is named by the letter of
``q`` and the number ``r + 1``.

>>> cell_name(0), cell_name(48), cell_index("d4")
('a1', 'g7', 24)
>>> sorted(cell_name(n) for n in NEIGHBOURS[cell_index("a1")])
['a2', 'b1']
>>> sum(len(n) for n in NEIGHBOURS) // 2
120
"""

from __future__ import annotations

__all__ = [
    "SIZE",
    "CELLS",
    "NEIGHBOURS",
    "DEGREE",
    "INFLUENCE_ORDER",
    "BOTTOM",
    "TOP",
    "MAX_TROOPS",
    "coords",
    "index",
    "cell_name",
    "cell_index",
    "is_cell_name",
]

SIZE = 7
"""Cells along each side of the diamond."""
CELLS = SIZE * SIZE
"""Number of cells (49)."""
MAX_TROOPS = 7
"""Most troops a cell may hold (the Representative does not count)."""
LETTERS = "abcdefg"

_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def coords(cell: int) -> tuple[int, int]:
    """Axial ``(q, r)`` of a cell index."""
    return cell % SIZE, cell // SIZE


def index(q: int, r: int) -> int:
    """Cell index of axial ``(q, r)``."""
    return r * SIZE + q


def cell_name(cell: int) -> str:
    """The name shown on the board, such as ``"c4"``."""
    q, r = coords(cell)
    return f"{LETTERS[q]}{r + 1}"


def is_cell_name(text: str) -> bool:
    """Whether *text* names a cell (lower-case letter a–g, digit 1–7)."""
    return len(text) == 2 and text[0] in LETTERS and text[1] in "1234567"


def cell_index(name: str) -> int:
    """The index of a cell name.

    :raises ValueError: if *name* is not a cell.
    """
    if not is_cell_name(name):
        raise ValueError(f"not a cell: {name!r}")
    return index(LETTERS.index(name[0]), int(name[1]) - 1)


def _neighbours(cell: int) -> tuple[int, ...]:
    q, r = coords(cell)
    return tuple(
        index(q + dq, r + dr)
        for dq, dr in _STEPS
        if 0 <= q + dq < SIZE and 0 <= r + dr < SIZE
    )


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(c) for c in range(CELLS))
"""The adjacent cells of each cell."""
DEGREE: tuple[int, ...] = tuple(len(n) for n in NEIGHBOURS)
"""How many neighbours each cell has (6 inside, 4 on an edge, 3 or 2 at a corner)."""
INFLUENCE_ORDER: tuple[int, ...] = tuple(
    sorted(range(CELLS), key=lambda c: (-sum(coords(c)), coords(c)[0])))
"""The order influence examines cells: the top row of the diamond first, each
row from left to right."""
BOTTOM = index(0, 0)
"""The bottom acute corner, where the first player starts (a1)."""
TOP = index(SIZE - 1, SIZE - 1)
"""The top acute corner, where the second player starts (g7)."""
