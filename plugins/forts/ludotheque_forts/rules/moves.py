"""Moves of Forts and Ruins and their notation.

Three kinds of steps, each a small frozen value whose ``str()`` is read back by
:func:`parse_move`:

* :class:`Place`, the player's move: a territory of a value on a cell, ``"c4=5"``
  (column letter, row number from the top, both from 1, then the value);
* :class:`Roll`, the weather die (a chance outcome): ``"3"``;
* :class:`StartFort`, where the first fort stands when it is drawn at random
  (a chance outcome at the start): ``"fort@e5"``.

>>> str(Place(2, 3, 5))
'c4=5'
>>> parse_move("c4=5") == Place(2, 3, 5)
True
>>> parse_move("ab10=1")
Place(col=27, row=9, value=1)
>>> parse_move("6"), parse_move("fort@e5")
(Roll(value=6), StartFort(col=4, row=4))
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ludotheque.core import InvalidMoveError

__all__ = ["Place", "Roll", "StartFort", "FortsMove", "parse_move", "column_name",
           "cell_name", "parse_cell"]


def column_name(col: int) -> str:
    """The letters of a column from 0: a … z, aa, ab … (as a spreadsheet).

    >>> column_name(0), column_name(25), column_name(26), column_name(29)
    ('a', 'z', 'aa', 'ad')
    """
    letters = ""
    number = col + 1
    while number:
        number, rest = divmod(number - 1, 26)
        letters = chr(ord("a") + rest) + letters
    return letters


def _column_index(letters: str) -> int:
    number = 0
    for letter in letters:
        number = number * 26 + (ord(letter) - ord("a") + 1)
    return number - 1


def cell_name(col: int, row: int) -> str:
    """A cell's name: ``cell_name(2, 3) == "c4"``."""
    return f"{column_name(col)}{row + 1}"


_CELL = re.compile(r"^([a-z]{1,2})([1-9][0-9]?)$")


def parse_cell(text: str) -> tuple[int, int] | None:
    """``(col, row)`` of a cell name, or None."""
    found = _CELL.match(text.strip().lower())
    if found is None:
        return None
    return _column_index(found.group(1)), int(found.group(2)) - 1


@dataclass(frozen=True, slots=True)
class Place:
    """Place a territory of :attr:`value` on the empty cell (:attr:`col`, :attr:`row`)."""

    col: int
    """Column from 0 (left)."""
    row: int
    """Row from 0 (top)."""
    value: int
    """The territory's value, 1 to 6."""

    def __str__(self) -> str:
        return f"{cell_name(self.col, self.row)}={self.value}"


@dataclass(frozen=True, slots=True)
class Roll:
    """The weather die showed :attr:`value`: every living territory of it dies."""

    value: int
    """1 to 6."""

    def __str__(self) -> str:
        return str(self.value)


@dataclass(frozen=True, slots=True)
class StartFort:
    """The first fort stands on (:attr:`col`, :attr:`row`) (random start only)."""

    col: int
    row: int

    def __str__(self) -> str:
        return f"fort@{cell_name(self.col, self.row)}"


FortsMove = Place | Roll | StartFort


def parse_move(text: str) -> FortsMove:
    """Read a move or chance outcome back from its notation.

    :raises InvalidMoveError: when *text* is none of them.
    """
    if not isinstance(text, str):
        raise InvalidMoveError.for_text(text)
    word = text.strip().lower()
    if len(word) == 1 and word in "123456":
        return Roll(int(word))
    if word.startswith("fort@"):
        cell = parse_cell(word[5:])
        if cell is not None:
            return StartFort(*cell)
        raise InvalidMoveError.for_text(text)
    where, sep, value = word.partition("=")
    if sep and len(value) == 1 and value in "123456":
        cell = parse_cell(where)
        if cell is not None:
            return Place(cell[0], cell[1], int(value))
    raise InvalidMoveError.for_text(text)
