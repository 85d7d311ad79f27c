"""Moves of Clod: a dice roll (a chance outcome) and the placing of a stone."""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Roll", "Place", "parse_roll", "parse_place"]

_ROLL = re.compile(r"^\s*([1-6])\s*[,-]\s*([1-6])\s*$")
_PLACE = re.compile(r"^\s*[rR](\d{1,2})\s*[cC](\d{1,2})\s*$")


@dataclass(frozen=True, slots=True)
class Roll:
    """Two dice, unordered: ``high >= low``; the notation is ``"5,1"``.

    >>> Roll(5, 1)
    Roll(high=5, low=1)
    >>> str(Roll(3, 3))
    '3,3'
    """

    high: int
    """The larger die."""
    low: int
    """The smaller die (equal to :attr:`high` on a double)."""

    def __str__(self) -> str:
        return f"{self.high},{self.low}"

    @property
    def is_double(self) -> bool:
        """Whether both dice show the same face."""
        return self.high == self.low


@dataclass(frozen=True, slots=True)
class Place:
    """Put a stone on the cell at 0-based physical *row* and *col*.

    The notation counts from 1: ``r3c4`` is row 3, column 4 (on the Clod board
    this is exactly the printed labels; on RoyalClod it counts across the whole
    18 x 12 grid, from the top-left corner).

    >>> str(Place(2, 3))
    'r3c4'
    """

    row: int
    """0-based physical row."""
    col: int
    """0-based physical column."""

    def __str__(self) -> str:
        return f"r{self.row + 1}c{self.col + 1}"


def parse_roll(text: str) -> Roll | None:
    """Read ``"5,1"`` (or ``"1,5"``, ``"5-1"``) as a :class:`Roll`; None if it is not one."""
    found = _ROLL.match(text)
    if not found:
        return None
    a, b = int(found.group(1)), int(found.group(2))
    return Roll(max(a, b), min(a, b))


def parse_place(text: str) -> tuple[int, int] | None:
    """Read ``"r3c4"`` as 0-based ``(row, col)``; None if it is not that form."""
    found = _PLACE.match(text)
    if not found:
        return None
    return int(found.group(1)) - 1, int(found.group(2)) - 1
