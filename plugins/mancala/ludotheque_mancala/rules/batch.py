"""Batched random playouts with numpy: many Kalah or Oware games advanced together.

Optional (numpy is not a dependency of the game): computer players and the
benchmarks use it when numpy is installed.  Each ply advances every unfinished
game of the batch by one uniformly random legal move, with the same rules as
:mod:`.engine` (Kalah captures and extra turns; Oware captures, grand slams,
feeding and the repetition rule).  Congkak (relay sowing) is not batched.

How it stays fast: a board is one row of 16 bytes (the ring, then the player to
move in the last byte); sowing *s* seeds from *pos* adds one precomputed row
(``delta[pos * 128 + s]``); the legal houses come from one ``packbits`` and a
table maps ``(legal houses, random number)`` to a uniformly drawn house; Oware's
chains of captures are a table look-up on the bits of the houses holding 2 or 3.
Finished games leave the batch at once, so every operation works on the games
still running; the last few games play on one by one in the tight loop of
:mod:`.fast` (same rules, same tables), which beats a numpy step of a few games.  Oware's repetition rule is exact: the 16-byte row, read as two
64-bit integers, is the position's key; a 256-bit filter per game tells the few
games whose key may have been seen since their last capture, and only those are
compared with their recorded keys.

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

_WIDTH = 16
"""Bytes per board row; the last one holds the player to move."""
_HASH = (np.uint64(0x9E3779B97F4A7C15), np.uint64(0xC2B2AE3D27D4EB4F))
_TAIL = 128
"""With this many games left or fewer, each plays on in the tight loop of :mod:`.fast`
(a numpy step costs about as much whatever the number of games)."""


def supported(state: MancalaState) -> bool:
    """Whether *state* can be played out here (Kalah and Oware, up to six houses
    and 127 seeds)."""
    lay = state.lay
    return (lay.variant in (KALAH, OWARE) and lay.size < _WIDTH
            and sum(state.board) < 128)


class _Tables:
    """The numpy tables of one rule set (see :func:`_tables`)."""

    def __init__(self, lay: Layout) -> None:
        n, size = lay.n, lay.size
        self.n = n
        self.size = size
        rows = size * 128
        self.delta = np.zeros((rows, _WIDTH), dtype=np.int8)
        """``delta[pos * 128 + s]``: the row to add to sow *s* seeds from *pos*."""
        self.last = np.zeros(rows, dtype=np.int64)
        """Where the last seed falls."""
        self.kind = np.zeros(rows, dtype=np.int8)
        """1: in the mover's store (Kalah); 2: where it may capture; 0: neither."""
        for pos in range(size):
            if pos in lay.stores:
                continue
            mover = lay.owner(pos)
            seq = lay.cycles[mover][pos]
            for s in range(1, 128):
                i = pos * 128 + s
                laps, rest = divmod(s, len(seq))
                for x in seq:
                    self.delta[i, x] += laps
                for x in seq[:rest]:
                    self.delta[i, x] += 1
                self.delta[i, pos] -= s
                last = seq[(s - 1) % len(seq)]
                self.last[i] = last
                if lay.variant == OWARE:
                    if lay.owner(last) != mover and last not in lay.stores:
                        self.kind[i] = 2
                elif last == lay.stores[mover]:
                    self.kind[i] = 1
                elif last in lay.houses[mover]:
                    self.kind[i] = 2
        span = 1
        for k in range(2, n + 1):
            span = span * k // math.gcd(span, k)
        self.span = span
        """A multiple of every possible number of legal moves."""
        masks = 1 << n
        self.choice = np.zeros((masks, span), dtype=np.int64)
        """``choice[mask, r]`` for ``r`` uniform below :attr:`span`: a uniform house of *mask*."""
        self.bits = np.zeros((masks, n), dtype=bool)
        """``bits[mask]``: the houses of *mask*."""
        self.run = np.zeros((masks, n), dtype=np.int64)
        """``run[mask, i]``: the houses of the run of *mask*'s houses ending at *i* and
        going down (Oware's chain of captures), as a mask."""
        for mask in range(masks):
            houses = [i for i in range(n) if mask >> i & 1]
            for r in range(span):
                self.choice[mask, r] = houses[r % len(houses)] if houses else 0
            for i in range(n):
                self.bits[mask, i] = bool(mask >> i & 1)
                j, run = i, 0
                while j >= 0 and mask >> j & 1:
                    run |= 1 << j
                    j -= 1
                self.run[mask, i] = run
        self.weights = 1 << np.arange(n, dtype=np.int64)
        self.bases = np.array(lay.bases, dtype=np.int64)
        self.stores = np.array(lay.stores, dtype=np.int64)
        self.houses = np.array(lay.houses, dtype=np.int64)
        """``houses[p]``: the positions of player *p*'s houses."""
        self.opposite = np.array([2 * n - pos for pos in range(size)], dtype=np.int64)
        self.feed = np.array([n - i for i in range(n)], dtype=np.int64)
        """Oware: a house feeds the opponent when it holds at least this many seeds."""
        self.packed = packed_tables(lay) if packable(lay) and n <= 7 else None
        """The tables of :mod:`.packed` (None: no tight loop for this rule set)."""


@lru_cache(maxsize=16)
def _tables(lay: Layout) -> _Tables:
    return _Tables(lay)


def _masks(b: np.ndarray, n: int, size: int) -> tuple[np.ndarray, np.ndarray]:
    """The non-empty houses of each player, as bit masks."""
    packed = np.packbits(b[:, :size] > 0, axis=1, bitorder="little")
    x = packed.view("<u2")[:, 0].astype(np.int64)
    full = (1 << n) - 1
    return x & full, (x >> (n + 1)) & full


def random_playouts(state: MancalaState, count: int, rng: np.random.Generator,
                    trace: list[Any] | None = None, max_plies: int = 100_000) -> np.ndarray:
    """Play *count* uniformly random games from *state* to the end.

    :returns: the final stores, an array of shape ``(count, 2)`` (the stores so
        far for games still running after *max_plies*).
    :param trace: if a list, ``(games, positions, boards)`` is appended for every
        ply: the indices of the games that moved, the board position each played
        and their boards after the move (end-of-game rules applied).
    :raises ValueError: for Congkak.
    """
    if not supported(state):
        raise ValueError("batched playouts support Kalah and Oware (six houses at most)")
    lay = state.lay
    t = _tables(lay)
    n, size = t.n, t.size
    start = np.zeros(_WIDTH, dtype=np.int8)
    start[:size] = state.board
    out = np.tile(np.array([state.store(0), state.store(1)], dtype=np.int64), (count, 1))
    if state.is_over() or count == 0:
        return out
    b = np.tile(start, (count, 1))
    p = np.full(count, state.current_player, dtype=np.int64)
    mask0 = sum(1 << move.index for move in state.legal_moves())
    m = np.full(count, mask0, dtype=np.int64)
    g = np.arange(count)
    if mask0:
        if lay.variant == OWARE:
            _oware(state, t, b, p, m, g, out, rng, trace, max_plies)
        else:
            _kalah(t, lay.capture_empty, b, p, m, g, out, rng, trace, max_plies)
    return out


def _finish(b: np.ndarray, g: np.ndarray, out: np.ndarray, rows: np.ndarray, n: int) -> None:
    """Record the final stores of the finished games at *rows*."""
    out[g[rows], 0] = b[rows, n]
    out[g[rows], 1] = b[rows, 2 * n + 1]


def _sweep(b: np.ndarray, rows: np.ndarray, players: np.ndarray, t: _Tables) -> None:
    """Each of *players* adds the seeds of their houses to their store (at *rows*)."""
    if rows.size:
        idx = t.houses[players]
        b[rows, t.stores[players]] += b[rows[:, None], idx].sum(axis=1).astype(np.int8)
        b[rows[:, None], idx] = 0


def _kalah(t: _Tables, capture_empty: bool, b: np.ndarray, p: np.ndarray, m: np.ndarray,
           g: np.ndarray, out: np.ndarray, rng: np.random.Generator, trace: list[Any] | None,
           max_plies: int) -> None:
    n, size = t.n, t.size
    for ply in range(max_plies):
        k = g.size
        if not k:
            return
        if k <= _TAIL and t.packed is not None:
            _tail(t, b, p, m, g, out, rng, trace, max_plies - ply, None)
            return
        ar = np.arange(k)
        pos = t.bases[p] + t.choice[m, rng.integers(0, t.span, k)]
        idx = pos * 128 + b[ar, pos]
        b += t.delta[idx]
        kind = t.kind[idx]
        cand = np.flatnonzero(kind == 2)
        if cand.size:
            last = t.last[idx[cand]]
            opp = t.opposite[last]
            o = b[cand, opp]
            ok = b[cand, last] == 1
            if not capture_empty:
                ok &= o > 0
            c = cand[ok]
            if c.size:
                last, opp, o = last[ok], opp[ok], o[ok]
                b[c, t.stores[p[c]]] += o + 1
                b[c, last] = 0
                b[c, opp] = 0
        p = np.where(kind == 1, p, 1 - p)
        m0, m1 = _masks(b, n, size)
        m = np.where(p == 0, m0, m1)
        done = np.flatnonzero((m0 == 0) | (m1 == 0))
        if done.size:
            _sweep(b, np.repeat(done, 2), np.tile(np.array([0, 1]), done.size), t)
            _finish(b, g, out, done, n)
        if trace is not None:
            trace.append((g.copy(), pos, b[:, :size].copy()))
        if done.size:
            keep = np.ones(k, dtype=bool)
            keep[done] = False
            b, p, m, g = b[keep], p[keep], m[keep], g[keep]
    _finish(b, g, out, np.arange(g.size), n)


def _keys(b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each row's position key (board and player to move) as two 64-bit integers."""
    words = b.view(np.uint64)
    return words[:, 0], words[:, 1]


def _bloom_bits(k0: np.ndarray, k1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(word, bit)`` of each key in a 256-bit filter."""
    h: np.ndarray = (k0 * _HASH[0] + k1 * _HASH[1]).astype(np.uint64, copy=False)
    return (h >> np.uint64(62)).astype(np.int64), np.uint64(1) << ((h >> np.uint64(56))
                                                                    & np.uint64(63))


def _oware(state: MancalaState, t: _Tables, b: np.ndarray, p: np.ndarray, m: np.ndarray,
           g: np.ndarray, out: np.ndarray, rng: np.random.Generator,
           trace: list[Any] | None, max_plies: int) -> None:
    n, size = t.n, t.size
    lay = state.lay
    total = lay.total
    grand_slam = lay.grand_slam_captures
    count = g.size
    # The positions since each game's last capture: a 256-bit filter per game, and
    # the keys themselves (slot[row] is the row of a game in hist0/hist1/hist_len).
    history = sorted(state.history)
    cap = 32
    while cap < len(history) + 1:
        cap *= 2
    hist0 = np.zeros((count, cap), dtype=np.uint64)
    hist1 = np.zeros((count, cap), dtype=np.uint64)
    hist_len = np.full(count, len(history), dtype=np.int64)
    bloom = np.zeros((count, 4), dtype=np.uint64)
    if history:
        rows = np.zeros((len(history), _WIDTH), dtype=np.int8)
        for j, (who, board) in enumerate(history):
            rows[j, :size] = board
            rows[j, _WIDTH - 1] = who
        k0, k1 = _keys(rows)
        hist0[:, :len(history)] = k0
        hist1[:, :len(history)] = k1
        word, bit = _bloom_bits(k0, k1)
        for j in range(len(history)):
            bloom[:, word[j]] |= bit[j]
    slot = np.arange(count)
    half = n * 2 + 2
    for ply in range(max_plies):
        k = g.size
        if not k:
            return
        if k <= _TAIL and t.packed is not None:
            keys = []
            for s_ in slot:
                length = int(hist_len[s_])
                keys.append(_fast_keys(hist0[s_, :length], hist1[s_, :length], size))
            _tail(t, b, p, m, g, out, rng, trace, max_plies - ply, keys)
            return
        ar = np.arange(k)
        mover = p
        p = 1 - mover
        pos = t.bases[mover] + t.choice[m, rng.integers(0, t.span, k)]
        idx = pos * 128 + b[ar, pos]
        b += t.delta[idx]
        last = t.last[idx]
        captured = np.zeros(k, dtype=bool)
        v = b[ar, last]
        cand = np.flatnonzero((t.kind[idx] == 2) & (v >= 2) & (v <= 3))
        if cand.size:
            pc = p[cand]
            cols = t.houses[pc]                                   # the opponent's houses
            opp = b[cand[:, None], cols].astype(np.int64)
            twos = ((opp == 2) | (opp == 3)) @ t.weights
            run = t.run[twos, last[cand] - t.bases[pc]]
            if not grand_slam:  # capturing every seed of the opponent captures nothing
                full = (opp > 0) @ t.weights
                ok = (full & ~run) != 0
                cand, pc, cols, opp, run = cand[ok], pc[ok], cols[ok], opp[ok], run[ok]
            if cand.size:
                taken = t.bits[run]
                b[cand, t.stores[1 - pc]] += (opp * taken).sum(axis=1).astype(np.int8)
                b[cand[:, None], cols] = np.where(taken, 0, opp).astype(np.int8)
                captured[cand] = True
        # The end of the game, and the next player's legal houses.
        s0 = 2 * b[:, n].astype(np.int64)
        s1 = 2 * b[:, half - 1].astype(np.int64)
        decided = (s0 > total) | (s1 > total) | ((s0 == total) & (s1 == total))
        m0, m1 = _masks(b, n, size)
        m = np.where(p == 0, m0, m1)
        mm = np.where(p == 0, m1, m0)
        done = decided.copy()
        starved = np.flatnonzero(~decided & (m == 0))
        if starved.size:  # a grand slam took everything: the mover sweeps
            _sweep(b, starved, mover[starved], t)
            done[starved] = True
        feed = np.flatnonzero(~done & (mm == 0))
        if feed.size:  # the mover's side is empty: p must feed
            fp = p[feed]
            own = b[feed[:, None], t.houses[fp]]
            fm = (own >= t.feed) @ t.weights
            m[feed] = fm
            stuck = feed[fm == 0]
            if stuck.size:
                _sweep(b, stuck, p[stuck], t)
                done[stuck] = True
        # Repetition: the position (with the player to move) seen since the last capture.
        b[:, _WIDTH - 1] = p
        k0, k1 = _keys(b)
        word, bit = _bloom_bits(k0, k1)
        live = ~done
        reset = np.flatnonzero(live & captured)
        if reset.size:
            hist_len[slot[reset]] = 0
            bloom[reset] = 0
        filt = bloom[ar, word]
        hits = np.flatnonzero(live & ((filt & bit) != 0))
        if hits.size:
            hs = slot[hits]
            width = int(hist_len[hs].max())
            same = ((hist0[hs, :width] == k0[hits, None]) & (hist1[hs, :width] == k1[hits, None])
                    & (np.arange(width)[None, :] < hist_len[hs, None])).any(axis=1)
            rep = hits[same]
            if rep.size:
                _sweep(b, np.repeat(rep, 2), np.tile(np.array([0, 1]), rep.size), t)
                done[rep] = True
                live[rep] = False
        add = np.flatnonzero(live)
        bloom[add, word[add]] = filt[add] | bit[add]
        sa = slot[add]
        lengths = hist_len[sa]
        if lengths.size and int(lengths.max()) >= hist0.shape[1]:
            hist0 = np.concatenate([hist0, np.zeros_like(hist0)], axis=1)
            hist1 = np.concatenate([hist1, np.zeros_like(hist1)], axis=1)
        hist0[sa, lengths] = k0[add]
        hist1[sa, lengths] = k1[add]
        hist_len[sa] = lengths + 1
        b[:, _WIDTH - 1] = 0
        finished = np.flatnonzero(done)
        if finished.size:
            _finish(b, g, out, finished, n)
        if trace is not None:
            trace.append((g.copy(), pos, b[:, :size].copy()))
        if finished.size:
            keep = ~done
            b, p, m, g, slot, bloom = b[keep], p[keep], m[keep], g[keep], slot[keep], bloom[keep]
            if 2 * g.size < hist0.shape[0]:  # drop the finished games' records
                hist0, hist1, hist_len = hist0[slot], hist1[slot], hist_len[slot]
                slot = np.arange(g.size)
    _finish(b, g, out, np.arange(g.size), n)


def _fast_keys(k0: np.ndarray, k1: np.ndarray, size: int) -> list[int]:
    """Keys of rows (two 64-bit words each) as :mod:`.fast` keys ``(board << 1) | player``."""
    keys = []
    board_bits = (1 << (8 * size)) - 1
    for a, c in zip(k0.tolist(), k1.tolist()):
        row = a | (c << 64)
        keys.append(((row & board_bits) << 1) | (row >> (8 * (_WIDTH - 1))))
    return keys


def _tail(t: _Tables, b: np.ndarray, p: np.ndarray, m: np.ndarray, g: np.ndarray,
          out: np.ndarray, rng: np.random.Generator, trace: list[Any] | None,
          max_plies: int, histories: list[list[int]] | None) -> None:
    """Play the games left on, one by one, in the tight loops of :mod:`.fast`."""
    import random

    packed = t.packed
    assert packed is not None
    size = t.size
    local = random.Random(int(rng.integers(1 << 62)))
    for row in range(g.size):
        board = int.from_bytes(b[row, :size].tobytes(), "little")
        player, mask = int(p[row]), int(m[row])
        moves: list[tuple[int, int, tuple[int, ...]]] | None = [] if trace is not None else None
        if histories is None:
            stores, _ = _kalah_loop(packed, board, player, mask, local, moves, max_plies)
        else:
            stores, _ = _oware_loop(packed, board, player, mask, histories[row], False, local,
                                    moves, max_plies)
        out[g[row]] = stores
        if trace is not None and moves is not None:
            game = g[row:row + 1].copy()
            for mover, house, after in moves:
                trace.append((game, np.array([t.bases[mover] + house]),
                              np.array([after], dtype=np.int8)))
