"""The legal moves of a Kanzé position as a lazy sequence.

A wide position has over a thousand troop moves; :class:`LegalMoves` keeps them as
runs (a source, a destination, how many troops may go, whether the Representative
may) and makes a move only when it is read.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from itertools import accumulate
from typing import Any

from .board import CELLS
from .moves import _BLOCKS, troop_block, troop_moves

__all__ = ["LegalMoves"]


class LegalMoves(Sequence[Any]):
    """The legal moves of a position, as :meth:`KanzeState.legal_moves` lists them:
    the troop moves first, a run of moves per pair of cells (:attr:`runs`), then
    :attr:`tail`.  It reads like a tuple of those moves (and equals one).

    A wide position has over a thousand troop moves, and the computer player reads
    only the few its move order puts first: a move is looked up from its run when
    it is read (the shared values of :func:`~.moves.troop_block`), and the whole
    tuple is made (and kept) only when the moves are iterated, sliced, searched,
    compared, hashed or printed.  The move order of
    the computer player scores a run at once from a few facts about its two cells
    instead of reading every move (``heuristics.move_scores``).  The search keeps
    the listing of every position it expands, so the runs are kept as bytes.
    """

    __slots__ = ("runs", "tail", "_troop_moves", "_ends", "_all")

    runs: bytes
    """Four bytes ``src, dst, most, with_rep`` per pair of cells, in the order
    listed: the run ``troop_moves(src, dst, most, with_rep)`` (see :meth:`each_run`)."""
    tail: tuple[Any, ...]
    """The moves after the troop moves (recruit, pass)."""

    def __init__(self, runs: bytes, troop_moves: int, tail: tuple[Any, ...]) -> None:
        self.runs = runs
        self.tail = tail
        self._troop_moves = troop_moves
        self._ends: array[int] | None = None
        self._all: tuple[Any, ...] | None = None

    def __len__(self) -> int:
        return self._troop_moves + len(self.tail)

    def __getitem__(self, index: Any) -> Any:
        everything = self._all
        if everything is not None or type(index) is not int:
            return self.moves()[index]
        count = self._troop_moves
        if index < 0:
            index += count + len(self.tail)
            if index < 0:
                raise IndexError("legal move index out of range")
        if index >= count:
            return self.tail[index - count]
        ends = self._ends
        if ends is None:  # where each run ends (machine integers: kept by the search)
            ends = self._ends = array("l", accumulate(2 * most + 1 if with_rep else most
                                                      for _, _, most, with_rep in self.each_run()))
        at = bisect_right(ends, index)
        src, dst, _, with_rep = self.runs[4 * at:4 * at + 4]
        offset = index - ends[at - 1] if at else index
        block = _BLOCKS[src * CELLS + dst] or troop_block(src, dst)
        return block[1 + offset] if with_rep else block[2 + 2 * offset]

    def each_run(self) -> Iterator[tuple[int, int, int, int]]:
        """``(src, dst, most, with_rep)`` of each run, in order."""
        fields = iter(self.runs)
        return zip(fields, fields, fields, fields)

    def moves(self) -> tuple[Any, ...]:
        """Every move, as one tuple (made on first use)."""
        everything = self._all
        if everything is None:
            listed: list[Any] = []
            for src, dst, most, with_rep in self.each_run():
                listed.extend(troop_moves(src, dst, most, bool(with_rep)))
            listed.extend(self.tail)
            everything = self._all = tuple(listed)
        return everything

    def __iter__(self) -> Iterator[Any]:
        return iter(self.moves())

    def __contains__(self, move: object) -> bool:
        return move in self.moves()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LegalMoves):
            return self.moves() == other.moves()
        if isinstance(other, tuple):
            return self.moves() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.moves())  # equal to a tuple, so hashed as one

    def __reversed__(self) -> Iterator[Any]:
        return iter(self.moves()[::-1])

    def index(self, move: Any, start: int = 0, stop: int | None = None) -> int:
        everything = self.moves()
        return everything.index(move, start, len(everything) if stop is None else stop)

    def count(self, move: Any) -> int:
        return self.moves().count(move)

    def __reduce__(self) -> tuple[Any, ...]:
        return LegalMoves, (self.runs, self._troop_moves, self.tail)

    def __repr__(self) -> str:
        return f"LegalMoves({self.moves()!r})"
