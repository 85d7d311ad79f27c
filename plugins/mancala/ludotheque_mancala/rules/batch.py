"""Batched random playouts with numpy: many Kalah or Oware games advanced together.

Optional (numpy is not a dependency of the game): the benchmarks use it when numpy
is installed.  Each step advances every running game of the batch by one uniformly
random legal move, with the same rules as :mod:`.engine` (Kalah captures and extra
turns; Oware captures, grand slams, feeding and the repetition rule).  Congkak
(relay sowing) is not batched.

How it stays fast: each game is two 64-bit integers seen *from the player to move*
(``cur``: the mover's houses in bytes ``0 .. n-1`` and store in byte ``n``;
``oth``: the same for the opponent), so one set of tables serves both players and
passing the turn swaps the two words.  A move is a handful of whole-array
operations:

* the mover's non-empty houses are ``(cur + 0x7f7f..) & 0x8080..``, gathered into
  a 6-bit mask by one multiplication; one table maps ``(mask, random number)`` to
  a uniformly drawn house;
* sowing *s* seeds from house *h* adds two precomputed integers (one per word);
* Kalah's capture and Oware's chain of captures are tested with table look-ups on
  the sown words (Oware: the houses holding 2 or 3 as a bit mask, the chain ending
  at the last seed from a table); Oware's majority end is tested only after a
  capture (only captures change the stores);
* Oware's repetition rule is exact: each game has a 1024-bit filter of the
  positions seen since its last capture, and only the games whose position may
  have been seen compare it with their recorded positions.

A finished game's slot takes the next game at once, so the batch stays full until
every game has started; then finished slots idle until the batch is compacted, and
the last few games play on one by one in the tight loop of :mod:`.fast` (same
rules), which beats a numpy step of a few games.

The tests replay every batched game move by move through the plain states.

>>> import numpy as np
>>> from ludotheque_mancala.rules.game import KalahGame
>>> stores = random_playouts(KalahGame().new_state(), 100, np.random.default_rng(1))
>>> stores.shape, bool((stores.sum(axis=1) == 48).all())
((100, 2), True)
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import numpy as np

from .engine import KALAH, OWARE, Layout
from .fast import _kalah as _kalah_loop
from .fast import _oware as _oware_loop
from .packed import supports as packable
from .packed import tables as packed_tables
from .state import MancalaState

__all__ = ["random_playouts", "supported"]

_WIDTH = 1024
"""Games advanced together at most (more games start in the slots of finished ones)."""
_TAIL = 24
"""With this many games left or fewer, each plays on in the tight loop of :mod:`.fast`
(a numpy step costs about as much whatever the number of games)."""
_CHUNK = 32
"""Plies of random numbers drawn at once."""
_BLOOM_WORDS = 16
"""64-bit words of each game's repetition filter."""
_HASH = (-7046029254386353131, -4417276706812531889)  # odd 64-bit multipliers
_I64 = np.int64


def supported(state: MancalaState) -> bool:
    """Whether *state* can be played out here (Kalah and Oware, up to six houses
    and 127 seeds)."""
    lay = state.lay
    return lay.variant in (KALAH, OWARE) and lay.n <= 6 and sum(state.board) < 128


def _bytes(value: int, n: int) -> int:
    """*value* repeated in bytes ``0 .. n-1``."""
    return sum(value << (8 * i) for i in range(n))


def _signed(x: int) -> int:
    """*x* modulo 2**64 as a signed 64-bit integer."""
    x &= (1 << 64) - 1
    return x - (1 << 64) if x >> 63 else x


class _Tables:
    """The numpy tables of one rule set (see :func:`_tables`), in the mover's frame."""

    def __init__(self, lay: Layout) -> None:
        n = lay.n
        self.n = n
        self.size = lay.size
        self.store_shift = 8 * n
        self.houses = (1 << (8 * n)) - 1
        """The bits of the houses of a word."""
        self.low = (1 << (8 * (n + 1))) - 1
        """The bits of the houses and the store of a word."""
        self.add = _bytes(0x7F, n)
        self.high = _bytes(0x80, n)
        self.mul = sum(1 << (41 - 7 * i) for i in range(n))
        """``((w + add) & high) * mul >> 48 & 63``: the non-empty houses of *w* as bits."""
        self.feed_add = sum((128 - (n - i)) << (8 * i) for i in range(n))
        """Oware: ``(w + feed_add) & high``: the houses holding enough seeds to feed."""
        self.fe = _bytes(0xFE, n)
        self.twos = _bytes(0x02, n)
        rows = 128 * n
        dc = np.zeros(rows, dtype=_I64)
        do = np.zeros(rows, dtype=_I64)
        lsh = np.full(rows, 56, dtype=_I64)  # byte 7 of a word is always 0
        osh = np.zeros(rows, dtype=_I64)
        last_house = np.zeros(rows, dtype=_I64)
        turn = np.ones(rows, dtype=bool)
        oware = lay.variant == OWARE
        for h in range(n):
            seq = lay.cycles[0][h]  # player 0 is the mover of the frame
            for s in range(1, 128):
                i = (h << 7) | s
                counts = [0] * lay.size
                laps, rest = divmod(s, len(seq))
                for x in seq:
                    counts[x] += laps
                for x in seq[:rest]:
                    counts[x] += 1
                counts[h] -= s
                dc[i] = _signed(sum(counts[x] << (8 * x) for x in range(n + 1)))
                do[i] = _signed(sum(counts[n + 1 + x] << (8 * x) for x in range(n + 1)))
                last = seq[(s - 1) % len(seq)]
                if oware:
                    if n < last < 2 * n + 1:
                        lsh[i] = 8 * (last - n - 1)
                        last_house[i] = last - n - 1
                elif last == n:
                    turn[i] = False  # the last seed in the mover's store: again
                elif last < n:
                    lsh[i] = 8 * last
                    osh[i] = 8 * (n - 1 - last)
        self.dc, self.do, self.lsh, self.osh = dc, do, lsh, osh
        """Sowing *s* seeds from the mover's house *h* (row ``h << 7 | s``) adds ``dc`` to
        the mover's word and ``do`` to the opponent's; ``lsh``: the bit offset of the
        house where the last seed falls if it may capture (else 56, an empty byte);
        ``osh``: Kalah, the opposite house's offset."""
        self.last_house = last_house
        self.turn = turn
        """Whether the turn passes (Kalah: not when the last seed falls in the store)."""
        span = 1
        for k in range(2, n + 1):
            span = span * k // math.gcd(span, k)
        self.span = span
        """A multiple of every possible number of legal moves (at most 60)."""
        choice = np.zeros(64 * 64, dtype=_I64)
        run = np.zeros(64 * 8, dtype=_I64)
        expand = np.zeros(64, dtype=_I64)
        for mask in range(1 << n):
            houses = [i for i in range(n) if mask >> i & 1]
            for r in range(span):
                choice[mask << 6 | r] = houses[r % len(houses)] if houses else 0
            for i in range(n):
                j, chain = i, 0
                while j >= 0 and mask >> j & 1:
                    chain |= 1 << j
                    j -= 1
                run[mask << 3 | i] = chain
            expand[mask] = sum(0xFF << (8 * i) for i in houses)
        self.choice = choice
        """``choice[mask << 6 | r]`` for ``r`` uniform below :attr:`span`: a uniform house
        of *mask*."""
        self.run = run
        """``run[mask << 3 | i]``: the run of *mask*'s houses ending at *i* and going
        down (Oware's chain of captures)."""
        self.expand = expand
        """``expand[mask]``: the bytes of *mask*'s houses."""
        self.packed = packed_tables(lay) if packable(lay) else None
        """The tables of :mod:`.packed` (None: no tight loop for this rule set)."""

    def mask(self, w: np.ndarray) -> np.ndarray:
        """The non-empty houses of each word as bits."""
        x: np.ndarray = (w + self.add) & self.high
        x *= self.mul
        x >>= 48
        x &= 63
        return x

    def ring(self, cur: np.ndarray, oth: np.ndarray, p: np.ndarray) -> np.ndarray:
        """The boards in ring order (``uint8``, shape ``(k, size)``)."""
        w0 = np.where(p == 0, cur, oth)
        w1 = np.where(p == 0, oth, cur)
        both = np.stack([w0, w1], axis=1).view(np.uint8).reshape(-1, 2, 8)
        return both[:, :, :self.n + 1].reshape(-1, self.size)

    def sum_bytes(self, w: np.ndarray) -> np.ndarray:
        """The seeds of each word (houses and store)."""
        x: np.ndarray = (w & self.low) * 0x0101010101010101
        return (x >> 56) & 0xFF

    def word(self, board: tuple[int, ...], player: int) -> int:
        n = self.n
        lo = 0 if player == 0 else n + 1
        return sum(board[lo + i] << (8 * i) for i in range(n + 1))


@lru_cache(maxsize=16)
def _tables(lay: Layout) -> _Tables:
    return _Tables(lay)


class _Batch:
    """The running games: slot *i* holds game ``g[i]`` (-1: idle)."""

    def __init__(self, t: _Tables, state: MancalaState, count: int, width: int,
                 rng: np.random.Generator, trace: list[Any] | None) -> None:
        self.t = t
        self.count = count
        self.rng = rng
        self.trace = trace
        p0 = state.current_player
        self.p0 = p0
        self.cur0 = t.word(state.board, p0)
        self.oth0 = t.word(state.board, 1 - p0)
        self.cur = np.full(width, self.cur0, dtype=_I64)
        self.oth = np.full(width, self.oth0, dtype=_I64)
        self.p = np.full(width, p0, dtype=_I64)
        self.g = np.arange(width, dtype=_I64)
        self.alive = np.ones(width, dtype=bool)
        self.live = width
        self.started = width
        self.out = np.empty((count, 2), dtype=_I64)
        self.out[:] = (state.store(0), state.store(1))
        self.rand = np.zeros((0, 0), dtype=np.uint8)
        self.rand_at = 0

    def randoms(self) -> np.ndarray:
        """A row of uniform numbers below ``t.span``, one per slot."""
        k = self.cur.size
        if self.rand_at >= self.rand.shape[0] or self.rand.shape[1] != k:
            self.rand = self.rng.integers(0, self.t.span, size=(_CHUNK, k), dtype=np.uint8)
            self.rand_at = 0
        row: np.ndarray = self.rand[self.rand_at]
        self.rand_at += 1
        return row

    def finish(self, rows: np.ndarray, s0: np.ndarray, s1: np.ndarray) -> None:
        """Record the final stores of the games at *rows*."""
        self.out[self.g[rows], 0] = s0
        self.out[self.g[rows], 1] = s1

    def record(self, moved: np.ndarray, pos: np.ndarray, p_mover: np.ndarray) -> None:
        """Append a ply to the trace (*moved*: the slots that moved)."""
        assert self.trace is not None
        t = self.t
        boards = t.ring(self.cur[moved], self.oth[moved], self.p[moved])
        ring_pos = pos + np.where(p_mover == 0, 0, t.n + 1)
        self.trace.append((self.g[moved].copy(), ring_pos, boards.astype(np.int8)))

    def refill(self, rows: np.ndarray) -> np.ndarray:
        """Start new games in the slots *rows*, idle the rest; return the refilled slots."""
        room = min(rows.size, self.count - self.started)
        new = rows[:room]
        if room:
            self.cur[new] = self.cur0
            self.oth[new] = self.oth0
            self.p[new] = self.p0
            self.g[new] = np.arange(self.started, self.started + room)
            self.started += room
        idle = rows[room:]
        if idle.size:
            self.alive[idle] = False
            self.cur[idle] = 0
            self.oth[idle] = 0
            self.g[idle] = -1
            self.live -= idle.size
        return new

    def keep(self) -> np.ndarray | None:
        """The slots to keep when it is worth compacting the batch, else None."""
        if self.started < self.count or 2 * self.live > self.cur.size:
            return None
        keep = np.flatnonzero(self.alive)
        self.cur, self.oth, self.p = self.cur[keep], self.oth[keep], self.p[keep]
        self.g, self.alive = self.g[keep], self.alive[keep]
        return keep

    def tail(self, histories: list[list[int]] | None, max_plies: int) -> None:
        """Play the games left on, one by one, in the tight loops of :mod:`.fast`."""
        import random

        t = self.t
        packed = t.packed
        assert packed is not None
        n = t.n
        rows = np.flatnonzero(self.alive)
        boards = t.ring(self.cur[rows], self.oth[rows], self.p[rows])
        local = random.Random(int(self.rng.integers(1 << 62)))
        for k, row in enumerate(rows.tolist()):
            board = int.from_bytes(boards[k].tobytes(), "little")
            player = int(self.p[row])
            mask = packed.legal_mask(board, player)
            moves: list[tuple[int, int, tuple[int, ...]]] | None = (
                [] if self.trace is not None else None)
            if histories is None:
                stores, _ = _kalah_loop(packed, board, player, mask, local, moves, max_plies)
            else:
                stores, _ = _oware_loop(packed, board, player, mask, histories[k], False,
                                        local, moves, max_plies)
            game = int(self.g[row])
            self.out[game] = stores
            if self.trace is not None and moves is not None:
                games = np.array([game])
                for mover, house, after in moves:
                    self.trace.append((games, np.array([packed.bases[mover] + house]),
                                       np.array([after], dtype=np.int8)))
        self.alive[rows] = False
        self.live = 0

    def unfinished(self) -> None:
        """Record the stores so far of the games still running (*max_plies* reached)."""
        t = self.t
        rows = np.flatnonzero(self.alive)
        cur, oth, p = self.cur[rows], self.oth[rows], self.p[rows]
        mine = (cur >> t.store_shift) & 0xFF
        theirs = (oth >> t.store_shift) & 0xFF
        self.finish(rows, np.where(p == 0, mine, theirs), np.where(p == 0, theirs, mine))


def random_playouts(state: MancalaState, count: int, rng: np.random.Generator,
                    trace: list[Any] | None = None, max_plies: int = 100_000,
                    width: int = _WIDTH) -> np.ndarray:
    """Play *count* uniformly random games from *state* to the end.

    :returns: the final stores, an array of shape ``(count, 2)`` (the stores so
        far for games still running after *max_plies* steps of the batch).
    :param trace: if a list, ``(games, positions, boards)`` is appended for every
        ply: the indices of the games that moved, the board position each played
        and their boards after the move (end-of-game rules applied).
    :param width: the most games advanced together (each finished game's slot
        takes the next game until all have started).
    :raises ValueError: for Congkak.
    """
    if not supported(state):
        raise ValueError("batched playouts support Kalah and Oware (six houses at most)")
    lay = state.lay
    t = _tables(lay)
    if state.is_over() or count <= 0:
        out = np.empty((max(count, 0), 2), dtype=_I64)
        out[:] = (state.store(0), state.store(1))
        return out
    batch = _Batch(t, state, count, max(1, min(count, width)), rng, trace)
    if lay.variant == OWARE:
        _oware(batch, state, max_plies)
    else:
        _kalah(batch, lay.capture_empty, max_plies)
    return batch.out


def _kalah(bt: _Batch, capture_empty: bool, max_plies: int) -> None:
    t = bt.t
    n = t.n
    store_shift = t.store_shift
    houses = t.houses
    choice, dc, do, lsh, osh, turn = t.choice, t.dc, t.do, t.lsh, t.osh, t.turn
    tracing = bt.trace is not None
    for ply in range(max_plies):
        if bt.live <= _TAIL and bt.started == bt.count and t.packed is not None:
            bt.tail(None, max_plies - ply)
            return
        if not bt.live:
            return
        cur, oth, p = bt.cur, bt.oth, bt.p
        r = bt.randoms()
        h = t.mask(cur)
        h <<= 6
        h |= r
        h = choice[h]
        s = cur >> (h << 3)
        s &= 0xFF
        idx = h << 7
        idx |= s
        cur += dc[idx]
        oth += do[idx]
        x = cur >> lsh[idx]
        x &= 0xFF
        c = np.flatnonzero(x == 1)
        if c.size:
            ic = idx[c]
            oc = osh[ic]
            o = (oth[c] >> oc) & 0xFF
            if not capture_empty:
                ok = o > 0
                c, ic, oc, o = c[ok], ic[ok], oc[ok], o[ok]
            cur[c] += ((o + 1) << store_shift) - (1 << lsh[ic])
            oth[c] -= o << oc
        if tracing:
            moved = np.flatnonzero(bt.alive)
            pos, mover = h[moved], p[moved].copy()
        sw = turn[idx]
        p ^= sw
        bt.cur, bt.oth = cur, oth = np.where(sw, oth, cur), np.where(sw, cur, oth)
        end = (cur & houses) == 0
        end |= (oth & houses) == 0
        end &= bt.alive
        done = np.flatnonzero(end)
        if done.size:
            mine = t.sum_bytes(cur[done])
            theirs = t.sum_bytes(oth[done])
            cur[done] = mine << store_shift
            oth[done] = theirs << store_shift
            pd = p[done]
            bt.finish(done, np.where(pd == 0, mine, theirs), np.where(pd == 0, theirs, mine))
        if tracing:
            bt.record(moved, pos, mover)
        if done.size:
            bt.refill(done)
            bt.keep()
    bt.unfinished()



class _History:
    """Oware: each game's positions since its last capture, for the repetition rule.

    ``k0[t]``, ``k1[t]`` hold every slot's key ``(cur | player << 56, oth)`` after
    step *t* (rows counted from the last :meth:`trim`); slot *i*'s positions are the
    rows from ``since[i]`` on, and also the start's history when ``fresh[i]`` (no
    capture yet).  The filter: slot *i* owns the bytes ``1024 * i`` to ``1024 * i +
    1023`` of :attr:`table`; a key's byte holds the slot's :attr:`epoch` when a key
    with the same hash was recorded in this history (a capture starts a new epoch,
    so nothing is ever cleared; a stale byte only costs an exact comparison).
    """

    def __init__(self, t: _Tables, state: MancalaState, width: int) -> None:
        start: list[tuple[int, int]] = []
        for player, board in state.history:
            start.append((t.word(board, player) | player << 56, t.word(board, 1 - player)))
        self.start = start
        self.start0 = np.array([a for a, _ in start], dtype=_I64)
        self.start1 = np.array([b for _, b in start], dtype=_I64)
        self.start_hash = _hash(self.start0, self.start1)
        self.table = np.zeros(width << _FILTER_BITS, dtype=np.uint8)
        self.offset = np.arange(width, dtype=_I64) << _FILTER_BITS
        self.epoch = np.ones(width, dtype=np.uint8)
        self.table.reshape(width, -1)[:, self.start_hash] = 1
        self.k0 = np.zeros((64, width), dtype=_I64)
        self.k1 = np.zeros((64, width), dtype=_I64)
        self.rows = 0
        self.since = np.zeros(width, dtype=_I64)
        self.fresh = np.ones(width, dtype=bool)

    def restart(self, slots: np.ndarray, fresh: bool) -> None:
        """The slots *slots* start a new history (a capture, or a new game when *fresh*)."""
        epoch = self.epoch[slots] + np.uint8(1)
        epoch[epoch == 0] = 1
        self.epoch[slots] = epoch
        self.since[slots] = self.rows
        self.fresh[slots] = fresh
        if fresh and self.start:
            cells = (self.offset[slots][:, None] + self.start_hash).reshape(-1)
            self.table[cells] = np.repeat(epoch, self.start_hash.size)

    def append(self, k0: np.ndarray, k1: np.ndarray) -> None:
        if self.rows == self.k0.shape[0]:
            self.trim()
            if self.rows * 2 > self.k0.shape[0]:
                grow = np.zeros_like(self.k0)
                self.k0 = np.concatenate([self.k0, grow])
                self.k1 = np.concatenate([self.k1, grow])
        self.k0[self.rows] = k0
        self.k1[self.rows] = k1
        self.rows += 1

    def seen(self, slots: np.ndarray, k0: np.ndarray, k1: np.ndarray) -> np.ndarray:
        """Which of the slots *slots* (keys *k0*, *k1*) saw their key before (exactly)."""
        found = np.zeros(slots.size, dtype=bool)
        if self.start:
            fr = self.fresh[slots]
            found |= fr & ((k0[:, None] == self.start0) & (k1[:, None] == self.start1)).any(1)
        lo = int(self.since[slots].min())
        if lo < self.rows:
            a = self.k0[lo:self.rows, slots]
            b = self.k1[lo:self.rows, slots]
            valid = np.arange(lo, self.rows)[:, None] >= self.since[slots]
            found |= ((a == k0) & (b == k1) & valid).any(axis=0)
        return found

    def keys(self, slot: int, n: int) -> list[int]:
        """Slot *slot*'s positions as :mod:`.fast` keys ``(board << 1) | player``."""
        pairs = list(self.start) if self.fresh[slot] else []
        for t in range(int(self.since[slot]), self.rows):
            pairs.append((int(self.k0[t, slot]), int(self.k1[t, slot])))
        keys = []
        bits = 8 * (n + 1)
        low = (1 << bits) - 1
        for a, b in pairs:
            player = a >> 56
            mine, theirs = a & low, b & low
            board = mine | theirs << bits if player == 0 else theirs | mine << bits
            keys.append(board << 1 | player)
        return keys

    def compact(self, keep: np.ndarray) -> None:
        """Keep only the slots *keep* (in this order)."""
        self.trim()
        self.k0 = self.k0[:, keep]
        self.k1 = self.k1[:, keep]
        self.since = self.since[keep]
        self.fresh = self.fresh[keep]
        self.epoch = self.epoch[keep]
        self.table = self.table.reshape(-1, 1 << _FILTER_BITS)[keep].reshape(-1)
        self.offset = np.arange(keep.size, dtype=_I64) << _FILTER_BITS

    def trim(self) -> None:
        """Forget the rows no slot needs any more."""
        lo = min(int(self.since.min()), self.rows)
        if lo:
            self.k0[:self.rows - lo] = self.k0[lo:self.rows]
            self.k1[:self.rows - lo] = self.k1[lo:self.rows]
            self.rows -= lo
            self.since -= lo


_FILTER_BITS = 10


def _hash(k0: np.ndarray, k1: np.ndarray) -> np.ndarray:
    """Each key's byte in a slot's filter (below ``1 << _FILTER_BITS``)."""
    h = k0 * _HASH[0]
    h += k1 * _HASH[1]
    h >>= 64 - _FILTER_BITS
    h &= (1 << _FILTER_BITS) - 1
    return h


def _oware(bt: _Batch, state: MancalaState, max_plies: int) -> None:
    t = bt.t
    lay = state.lay
    n = t.n
    total = lay.total
    grand_slam = lay.grand_slam_captures
    loose = bool(getattr(state._c, "loose", False))
    store_shift = t.store_shift
    houses, add, high, fe, twos = t.houses, t.add, t.high, t.fe, t.twos
    feed = t.feed_add - t.add
    choice, dc, do, lsh, last_house = t.choice, t.dc, t.do, t.lsh, t.last_house
    run, expand, mul = t.run, t.expand, t.mul
    tracing = bt.trace is not None
    hist = _History(t, state, bt.cur.size)
    m = t.mask(bt.cur)
    starved = np.flatnonzero((bt.oth & houses) == 0)
    if starved.size:
        m[starved] = t.mask(bt.cur[starved] + feed)
    for ply in range(max_plies):
        if bt.live <= _TAIL and bt.started == bt.count and t.packed is not None:
            rows = np.flatnonzero(bt.alive)
            keys = [hist.keys(row, n) for row in rows.tolist()]
            bt.tail(keys, max_plies - ply)
            return
        if not bt.live:
            return
        cur, oth, p = bt.cur, bt.oth, bt.p
        h = m << 6
        h |= bt.randoms()
        h = choice[h]
        s = cur >> (h << 3)
        s &= 0xFF
        idx = h << 7
        idx |= s
        cur += dc[idx]
        oth += do[idx]
        x = oth >> lsh[idx]
        x &= 0xFE
        captured = np.flatnonzero(x == 2)  # the last seed made 2 or 3 on the opponent's side
        if captured.size:
            c = captured
            o = oth[c]
            z = o & fe
            z ^= twos
            z += add
            z &= high
            z ^= high  # bit 7 of every house holding 2 or 3
            z *= mul
            z >>= 45
            z &= 63 << 3
            z |= last_house[idx[c]]
            chain = run[z]
            if not grand_slam:  # taking every seed of the opponent takes nothing
                ok = (t.mask(o) & ~chain) != 0
                c, o, chain = c[ok], o[ok], chain[ok]
            taken = o & expand[chain]
            oth[c] = o - taken
            cur[c] += t.sum_bytes(taken) << store_shift
            captured = c
        if tracing:
            moved = np.flatnonzero(bt.alive)
            pos, mover = h[moved], p[moved].copy()
        # The turn passes: the opponent's word becomes the mover's.
        p ^= 1
        bt.cur, bt.oth = cur, oth = oth, cur
        ended: list[np.ndarray] = []
        if captured.size or loose:
            rows = np.flatnonzero(bt.alive) if loose else captured
            s_new = (cur[rows] >> store_shift) & 0xFF   # the player to move
            s_old = (oth[rows] >> store_shift) & 0xFF   # the player who captured
            s_new *= 2
            s_old *= 2
            decided = (s_new > total) | (s_old > total) | ((s_new == total) & (s_old == total))
            if decided.any():
                ended.append(rows[decided])
                rows = rows[~decided]
            empty = rows[(cur[rows] & houses) == 0]
            if empty.size:  # a grand slam took everything: the capturer sweeps
                oth[empty] = t.sum_bytes(oth[empty]) << store_shift
                ended.append(empty)
        m = t.mask(cur)
        starved = np.flatnonzero((oth & houses) == 0)
        if starved.size:  # the mover's side is empty: the player to move must feed
            fm = t.mask(cur[starved] + feed)
            m[starved] = fm
            stuck = starved[(fm == 0) & bt.alive[starved]]
            if stuck.size and ended:
                over = np.zeros(cur.size, dtype=bool)
                for rows in ended:
                    over[rows] = True
                stuck = stuck[~over[stuck]]  # not ended above
            if stuck.size:
                cur[stuck] = t.sum_bytes(cur[stuck]) << store_shift
                ended.append(stuck)
        if len(ended) == 1:
            done = ended[0]
        else:
            done = np.concatenate(ended) if ended else captured[:0]
        # Repetition: a capture starts a new history; other games look their key up.
        if captured.size:
            hist.restart(captured, False)
        k0 = p << 56
        k0 |= cur
        cell = _hash(k0, oth)
        cell += hist.offset
        epoch = hist.epoch
        hits = np.flatnonzero(hist.table[cell] == epoch)
        hist.table[cell] = epoch
        if hits.size:
            hits = hits[bt.alive[hits]]
            if done.size:
                over = np.zeros(cur.size, dtype=bool)
                over[done] = True
                hits = hits[~over[hits]]
            rep = hits[hist.seen(hits, k0[hits], oth[hits])] if hits.size else hits
            if rep.size:
                cur[rep] = t.sum_bytes(cur[rep]) << store_shift
                oth[rep] = t.sum_bytes(oth[rep]) << store_shift
                done = np.concatenate([done, rep])
        hist.append(k0, oth)
        if done.size:
            m[done] = 0
            mine = (cur[done] >> store_shift) & 0xFF
            theirs = (oth[done] >> store_shift) & 0xFF
            pd = p[done]
            bt.finish(done, np.where(pd == 0, mine, theirs), np.where(pd == 0, theirs, mine))
        if tracing:
            bt.record(moved, pos, mover)
        if done.size:
            new = bt.refill(done)
            if new.size:
                hist.restart(new, True)
                m[new] = t.mask(bt.cur[new])
                st = new[(bt.oth[new] & houses) == 0]
                if st.size:
                    m[st] = t.mask(bt.cur[st] + feed)
            keep = bt.keep()
            if keep is not None:
                m = m[keep]
                hist.compact(keep)
    bt.unfinished()
