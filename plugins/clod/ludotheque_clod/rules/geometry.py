"""Board geometries: the Clod board and the six-board RoyalClod board.

A geometry is a flat grid of ``width x height`` cells, numbered row by row
(``cell = row * width + col``), made of 6 x 6 sub-boards.  Each sub-board may be
mirrored; its printed labels ``(r, c)`` (1 to 6) map to physical cells.  All the
tables the engine needs are computed once, here:

* the Moore (8) and orthogonal (4) neighbours of every cell, on the whole grid,
  so neighbourhoods cross from one sub-board into the next;
* for each of the 21 rolls, the candidate cells (row a, column b) and
  (row b, column a) on every sub-board.

>>> CLOD.label_to_cell(0, 3, 4) == 2 * 6 + 3
True
>>> len(ROYAL_CLOD.candidates_of(5, 1))
12
"""

from __future__ import annotations

from dataclasses import dataclass

from .moves import Place, Roll

__all__ = ["SubBoard", "Geometry", "CLOD", "ROYAL_CLOD", "ROLLS", "CHANCE_OUTCOMES"]

SIDE = 6
"""Cells along a side of one sub-board (and faces of a die)."""

ROLLS: tuple[Roll, ...] = tuple(Roll(a, b) for a in range(1, 7) for b in range(1, a + 1))
"""The 21 unordered rolls of two dice."""

CHANCE_OUTCOMES: tuple[tuple[Roll, float], ...] = tuple(
    (roll, (1 if roll.is_double else 2) / 36) for roll in ROLLS)
"""Every roll with its probability: 1/36 for a double, 2/36 otherwise."""


def roll_key(high: int, low: int) -> int:
    """Index of a roll in the per-roll tables (``high * 7 + low``)."""
    return high * 7 + low


@dataclass(frozen=True)
class SubBoard:
    """One printed 6 x 6 board inside the grid."""

    board_row: int
    """Which row of sub-boards (0 at the top)."""
    board_col: int
    """Which column of sub-boards (0 at the left)."""
    flip_h: bool
    """Mirrored left-right: printed column 1 is on the right."""
    flip_v: bool
    """Mirrored top-bottom: printed row 1 is at the bottom."""

    def physical(self, r: int, c: int) -> tuple[int, int]:
        """The physical ``(row, col)`` of printed label row *r*, column *c* (1 to 6)."""
        col = SIDE * self.board_col + (SIDE - c if self.flip_h else c - 1)
        row = SIDE * self.board_row + (SIDE - r if self.flip_v else r - 1)
        return row, col

    def row_label(self, local_row: int) -> int:
        """The printed row label of local physical row *local_row* (0 at the top)."""
        return SIDE - local_row if self.flip_v else local_row + 1

    def col_label(self, local_col: int) -> int:
        """The printed column label of local physical column *local_col* (0 at the left)."""
        return SIDE - local_col if self.flip_h else local_col + 1


class Geometry:
    """A grid of sub-boards with every precomputed table of the engine."""

    def __init__(self, name: str, boards_across: int, boards_down: int,
                 boards: tuple[SubBoard, ...]) -> None:
        self.name = name
        self.boards_across = boards_across
        self.boards_down = boards_down
        self.width = SIDE * boards_across
        self.height = SIDE * boards_down
        self.size = self.width * self.height
        self.boards = boards
        width, height = self.width, self.height
        moore: list[tuple[int, ...]] = []
        orth: list[tuple[int, ...]] = []
        for cell in range(self.size):
            row, col = divmod(cell, width)
            around = []
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    r, c = row + dr, col + dc
                    if (dr or dc) and 0 <= r < height and 0 <= c < width:
                        around.append(r * width + c)
            moore.append(tuple(around))
            orth.append(tuple(n for n in around if abs(n - cell) == width
                              or (n // width == row and abs(n - cell) == 1)))
        self.moore: tuple[tuple[int, ...], ...] = tuple(moore)
        """The up to 8 surrounding cells of each cell (the grid's edge stops them)."""
        self.orth: tuple[tuple[int, ...], ...] = tuple(orth)
        """The up to 4 edge-sharing neighbours of each cell."""
        self.places: tuple[Place, ...] = tuple(
            Place(*divmod(cell, width)) for cell in range(self.size))
        """The move that fills each cell."""
        labels: list[tuple[int, int, int]] = [(0, 0, 0)] * self.size
        for index, board in enumerate(boards):
            for r in range(1, SIDE + 1):
                for c in range(1, SIDE + 1):
                    row, col = board.physical(r, c)
                    labels[row * width + col] = (index, r, c)
        self.labels: tuple[tuple[int, int, int], ...] = tuple(labels)
        """``(sub-board index, printed row, printed column)`` of each cell."""
        candidates: list[tuple[int, ...]] = [()] * (roll_key(6, 6) + 1)
        for roll in ROLLS:
            cells: list[int] = []
            for index in range(len(boards)):
                for r, c in ((roll.high, roll.low), (roll.low, roll.high)):
                    cell = self.label_to_cell(index, r, c)
                    if cell not in cells:
                        cells.append(cell)
            candidates[roll_key(roll.high, roll.low)] = tuple(cells)
        self.candidates: tuple[tuple[int, ...], ...] = tuple(candidates)
        """Per :func:`roll_key`, the candidate cells of that roll on every sub-board."""

    def __repr__(self) -> str:
        return f"<Geometry {self.name} {self.width}x{self.height}>"

    def label_to_cell(self, board: int, r: int, c: int) -> int:
        """The cell of printed row *r*, column *c* (1 to 6) of sub-board *board*."""
        row, col = self.boards[board].physical(r, c)
        return row * self.width + col

    def cell(self, row: int, col: int) -> int:
        """The cell index of physical *row*, *col* (0-based)."""
        return row * self.width + col

    def candidates_of(self, high: int, low: int) -> tuple[int, ...]:
        """The candidate cells of the roll *high*, *low* (either order)."""
        if high < low:
            high, low = low, high
        return self.candidates[roll_key(high, low)]

    def offered(self, board: bytes, high: int, low: int) -> tuple[int, ...]:
        """The cells a roll offers on *board*, sorted.

        Each candidate is treated separately: an empty candidate offers itself, a
        filled one every empty cell of its Moore neighbourhood.
        """
        moore = self.moore
        found: set[int] = set()
        for cand in self.candidates[roll_key(high, low) if high >= low else roll_key(low, high)]:
            if board[cand] == 0:
                found.add(cand)
            else:
                for n in moore[cand]:
                    if board[n] == 0:
                        found.add(n)
        return tuple(sorted(found))

    def groups(self, board: bytes, colour: int) -> list[list[int]]:
        """The orthogonally connected groups of stones of *colour*, largest first."""
        orth = self.orth
        seen = bytearray(self.size)
        groups: list[list[int]] = []
        for start in range(self.size):
            if board[start] != colour or seen[start]:
                continue
            seen[start] = 1
            stack = [start]
            group = []
            while stack:
                cell = stack.pop()
                group.append(cell)
                for n in orth[cell]:
                    if board[n] == colour and not seen[n]:
                        seen[n] = 1
                        stack.append(n)
            groups.append(group)
        groups.sort(key=len, reverse=True)
        return groups

    def group_sizes(self, board: bytes, colour: int) -> list[int]:
        """The sizes of the groups of *colour*, largest first."""
        orth = self.orth
        seen = bytearray(self.size)
        sizes: list[int] = []
        for start in range(self.size):
            if board[start] != colour or seen[start]:
                continue
            seen[start] = 1
            stack = [start]
            count = 0
            while stack:
                cell = stack.pop()
                count += 1
                for n in orth[cell]:
                    if board[n] == colour and not seen[n]:
                        seen[n] = 1
                        stack.append(n)
            sizes.append(count)
        sizes.sort(reverse=True)
        return sizes


CLOD = Geometry("clod", 1, 1, (SubBoard(0, 0, False, False),))
"""The 6 x 6 Clod board."""

ROYAL_CLOD = Geometry("royal_clod", 3, 2, tuple(
    SubBoard(br, bc, bc == 1, br == 1 and bc != 2) for br in range(2) for bc in range(3)))
"""The RoyalClod board: six Clod boards, 3 across and 2 down (18 x 12 cells).

The middle column of boards is mirrored left-right, the bottom-left and
bottom-middle boards top-bottom, and the bottom-right board is not mirrored.
"""
