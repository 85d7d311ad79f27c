"""Kanzé moves and their notation.

=================  ==============================================================
``3R:c4-d5``       move 3 troops and the Representative from c4 to d5
``3:c4-d5``        move 3 troops (the Representative, if there, stays)
``R:c4-d5``        move the Representative alone
``rec``            recruit
``rec:c4``         when recruits are short, choose c4 as one recruit cell
``pass``           pass
=================  ==============================================================

>>> parse_move("3R:c4-d5")
MoveTroops(src=23, dst=31, count=3, rep=True)
>>> str(parse_move("0R:a1-b1")), str(parse_move("rec:c4")), str(PASS)
('R:a1-b1', 'rec:c4', 'pass')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ludotheque.core import InvalidMoveError

from .board import CELLS, MAX_TROOPS, cell_index, cell_name, is_cell_name

__all__ = [
    "MoveTroops",
    "Recruit",
    "RecruitAt",
    "Pass",
    "KanzeMove",
    "RECRUIT",
    "PASS",
    "troop_block",
    "troop_move",
    "troop_moves",
    "recruit_at",
    "parse_move",
]


@dataclass(frozen=True, slots=True)
class MoveTroops:
    """Move troops (and perhaps the Representative) from one cell to another."""

    src: int
    """The starting cell (index)."""
    dst: int
    """The destination cell (index)."""
    count: int
    """How many troops move, 0 to 7 (0 only with the Representative)."""
    rep: bool = False
    """Whether the Representative goes along."""

    def __str__(self) -> str:
        amount = "" if self.count == 0 else str(self.count)
        return f"{amount}{'R' if self.rep else ''}:{cell_name(self.src)}-{cell_name(self.dst)}"


@dataclass(frozen=True, slots=True)
class Recruit:
    """Recruit: one troop on each of the player's cells holding fewer than 7 (or
    start choosing the cells, when the troop cap does not allow them all)."""

    def __str__(self) -> str:
        return "rec"


@dataclass(frozen=True, slots=True)
class RecruitAt:
    """One chosen recruit cell, while the troop cap makes the player choose."""

    cell: int
    """The cell (index) that gets one troop."""

    def __str__(self) -> str:
        return f"rec:{cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Do nothing this turn."""

    def __str__(self) -> str:
        return "pass"


KanzeMove = MoveTroops | Recruit | RecruitAt | Pass
"""Any Kanzé move."""
RECRUIT = Recruit()
PASS = Pass()

_KINDS = 2 * (MAX_TROOPS + 1)
# The shared MoveTroops values, one block of counts per (source, destination) pair,
# built on first use: building all 38,416 at import would slow every start-up.
_BLOCKS: list[tuple[MoveTroops, ...] | None] = [None] * (CELLS * CELLS)
_RECRUIT_AT: tuple[RecruitAt, ...] = tuple(RecruitAt(cell) for cell in range(CELLS))


def troop_block(src: int, dst: int) -> tuple[MoveTroops, ...]:
    """The sixteen shared :class:`MoveTroops` values from *src* to *dst*, the move
    of *count* troops with the Representative or not (*rep*) at ``2 * count + rep``
    (the first, 0 troops without the Representative, is not a legal move)."""
    index = src * CELLS + dst
    block = _BLOCKS[index]
    if block is None:
        block = tuple(MoveTroops(src, dst, count, bool(rep))
                      for count in range(MAX_TROOPS + 1) for rep in (0, 1))
        _BLOCKS[index] = block
    return block


def troop_move(src: int, dst: int, count: int, rep: bool) -> MoveTroops:
    """The (shared, immutable) :class:`MoveTroops` value for these fields."""
    return troop_block(src, dst)[count * 2 + rep]


def troop_moves(src: int, dst: int, most: int, with_rep: bool) -> tuple[MoveTroops, ...]:
    """Every move from *src* to *dst* of up to *most* troops, by count, the
    Representative-only move first and each count with the Representative after
    the count without it when *with_rep* (one slice of a shared block).

    >>> [str(m) for m in troop_moves(0, 1, 2, True)]
    ['R:a1-b1', '1:a1-b1', '1R:a1-b1', '2:a1-b1', '2R:a1-b1']
    >>> [str(m) for m in troop_moves(0, 1, 2, False)]
    ['1:a1-b1', '2:a1-b1']
    """
    block = troop_block(src, dst)
    if with_rep:
        return block[1:2 * most + 2]
    return block[2:2 * most + 1:2]


def recruit_at(cell: int) -> RecruitAt:
    """The (shared, immutable) :class:`RecruitAt` value for *cell*."""
    return _RECRUIT_AT[cell]


_TROOPS = re.compile(r"^([0-7]?)(R?):([a-g][1-7])-([a-g][1-7])$")


def parse_move(text: str) -> KanzeMove:
    """Read a move from its notation.

    :raises InvalidMoveError: when *text* is not a Kanzé move.
    """
    if not isinstance(text, str):
        raise InvalidMoveError.for_text(text)
    word = text.strip()
    if word == "rec":
        return RECRUIT
    if word == "pass":
        return PASS
    if word.startswith("rec:") and is_cell_name(word[4:]):
        return recruit_at(cell_index(word[4:]))
    match = _TROOPS.match(word)
    if match is not None:
        amount, rep, src, dst = match.groups()
        count = int(amount) if amount else 0
        if (count > 0 or rep) and src != dst:
            return troop_move(cell_index(src), cell_index(dst), count, bool(rep))
    raise InvalidMoveError.for_text(text)
