"""Kalah and Oware boards packed into one integer, with precomputed sowing tables.

Position ``i`` of the ring (see :mod:`.engine`) is byte ``i`` of the integer, so
``tuple(packed.to_bytes(size, "little"))`` is the board.  A rule set with at most
127 seeds fits (bit 7 of every byte stays clear); that is every Kalah and Oware
option.  Congkak (relay sowing, burnt houses) keeps the list engine.

Sowing *s* seeds from position *pos* is one addition: :attr:`Tables.sow`
``[pos][s]`` is ``(delta, last, kind)``, where adding *delta* lifts the seeds and
sows them (laps included), *last* is where the last seed falls and *kind* says
what may follow (:data:`EXTRA` another turn, :data:`CANDIDATE` a capture to test).
The mover is implied by *pos*: a player only ever sows from their own houses.

>>> from .engine import KALAH, layout
>>> t = tables(layout(KALAH, 6, 4))
>>> b = pack([4] * 6 + [0] + [4] * 6 + [0])
>>> delta, last, kind = t.sow[2][4]
>>> unpack(b + delta, 14)[:7], last, kind == EXTRA
((4, 4, 0, 5, 5, 5, 1), 6, True)
"""

from __future__ import annotations

from functools import lru_cache

from .engine import KALAH, OWARE, Layout

__all__ = ["EXTRA", "CANDIDATE", "Tables", "tables", "supports", "pack", "unpack", "FIELD"]

FIELD = 8
"""Bits per position."""
EXTRA = 1
"""Kind of a sowing whose last seed falls in the mover's store (Kalah)."""
CANDIDATE = 2
"""Kind of a sowing that may capture: Kalah, the last seed in one of the mover's
houses; Oware, in one of the opponent's."""


def supports(lay: Layout) -> bool:
    """Whether *lay* can be packed: Kalah or Oware with at most 127 seeds."""
    return lay.variant in (KALAH, OWARE) and lay.total < 128


def pack(board: tuple[int, ...] | list[int]) -> int:
    """The integer of *board* (every count 0..127)."""
    return int.from_bytes(bytes(board), "little")


def unpack(b: int, size: int) -> tuple[int, ...]:
    """The board of the integer *b*."""
    return tuple(b.to_bytes(size, "little"))


class Tables:
    """The precomputed tables of one packed rule set (see :func:`tables`)."""

    __slots__ = ("lay", "n", "size", "oware", "capture_empty", "grand_slam", "total", "bases",
                 "stores", "store_shift", "side", "add", "high", "sow", "choices", "masks",
                 "opposite")

    def __init__(self, lay: Layout) -> None:
        n, size = lay.n, lay.size
        self.lay = lay
        self.n = n
        self.size = size
        self.oware = lay.variant == OWARE
        self.capture_empty = lay.capture_empty
        self.grand_slam = lay.grand_slam_captures
        self.total = lay.total
        self.bases = lay.bases
        self.stores = lay.stores
        self.store_shift = (FIELD * lay.stores[0], FIELD * lay.stores[1])
        """Bit offset of each player's store."""
        self.opposite = tuple(2 * n - pos if pos not in lay.stores else pos
                              for pos in range(size))
        side: list[int] = []
        add: list[int] = []
        high: list[int] = []
        for p in (0, 1):
            houses = lay.houses[p]
            side.append(sum(0xFF << (FIELD * pos) for pos in houses))
            add.append(sum(0x7F << (FIELD * pos) for pos in houses))
            high.append(sum(0x80 << (FIELD * pos) for pos in houses))
        self.side = (side[0], side[1])
        """``side[p]``: the bits of player *p*'s houses (``b & side[p] == 0``: all empty)."""
        self.add = (add[0], add[1])
        self.high = (high[0], high[1])
        """``(b + add[p]) & high[p]``: bit 7 of each non-empty house of *p* (``nz``)."""
        choices: dict[int, tuple[int, ...]] = {}
        masks: dict[int, int] = {}
        for p in (0, 1):
            base = lay.bases[p]
            for mask in range(1 << n):
                nz = sum(0x80 << (FIELD * (base + i)) for i in range(n) if mask >> i & 1)
                choices[nz] = tuple(base + i for i in range(n) if mask >> i & 1)
                masks[nz] = mask
        self.choices = choices
        """``choices[nz]``: the positions of the non-empty houses."""
        self.masks = masks
        """``masks[nz]``: the non-empty houses as bits (bit *i*: house *i* of the owner)."""
        sow: list[tuple[tuple[int, int, int], ...]] = []
        for pos in range(size):
            if pos in lay.stores:
                sow.append(())
                continue
            mover = lay.owner(pos)
            seq = lay.cycles[mover][pos]
            length = len(seq)
            lap = sum(1 << (FIELD * x) for x in seq)
            prefix = [0]
            for x in seq:
                prefix.append(prefix[-1] + (1 << (FIELD * x)))
            row = [(0, pos, 0)]
            for s in range(1, 128):
                laps, rest = divmod(s, length)
                delta = laps * lap + prefix[rest] - (s << (FIELD * pos))
                last = seq[(s - 1) % length]
                kind = 0
                if self.oware:
                    if lay.owner(last) != mover and last not in lay.stores:
                        kind = CANDIDATE
                elif last == lay.stores[mover]:
                    kind = EXTRA
                elif last in lay.houses[mover]:
                    kind = CANDIDATE
                row.append((delta, last, kind))
            sow.append(tuple(row))
        self.sow = tuple(sow)
        """``sow[pos][s]``: ``(delta, last, kind)`` of sowing *s* seeds from *pos*."""

    def legal_mask(self, b: int, p: int) -> int:
        """Player *p*'s legal houses on *b* as bits (Oware's feeding rule included)."""
        if self.oware and not b & self.side[1 - p]:
            base = self.bases[p]
            n = self.n
            return sum(1 << i for i in range(n) if (b >> (FIELD * (base + i))) & 0x7F >= n - i)
        return self.masks[(b + self.add[p]) & self.high[p]]

    def side_total(self, b: int, p: int) -> int:
        """The seeds in player *p*'s houses."""
        base = self.bases[p]
        return sum(b.to_bytes(self.size, "little")[base:base + self.n])

    def sweep(self, b: int, p: int) -> int:
        """*b* after player *p* adds the seeds of their houses to their store."""
        seeds = self.side_total(b, p)
        return (b & ~self.side[p]) + (seeds << self.store_shift[p])


@lru_cache(maxsize=64)
def tables(lay: Layout) -> Tables:
    """The (cached) tables of a packable layout (see :func:`supports`)."""
    return Tables(lay)
