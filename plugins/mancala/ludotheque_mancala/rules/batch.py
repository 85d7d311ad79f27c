"""Batched random playouts with numpy: many Kalah or Oware games advanced together.

Optional (numpy is not a dependency of the game): computer players and the
benchmarks use it when numpy is installed.  Each ply advances every unfinished
game of the batch by one uniformly random legal move, with the same engine rules
as :mod:`.engine` (Kalah captures and extra turns; Oware captures, grand slams,
feeding and the repetition rule, kept exact by packing each position into two
integers).  Congkak (relay sowing) is not batched.

The tests replay every batched game move by move through the plain states.

>>> import numpy as np
>>> from ludotheque_mancala.rules.game import KalahGame
>>> stores = random_playouts(KalahGame().new_state(), 100, np.random.default_rng(1))
>>> stores.shape, bool((stores.sum(axis=1) == 48).all())
((100, 2), True)
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .engine import KALAH, OWARE, Layout
from .state import MancalaState

__all__ = ["random_playouts", "supported"]


def supported(state: MancalaState) -> bool:
    """Whether *state* can be played out here (Kalah and Oware)."""
    return state.lay.variant in (KALAH, OWARE)


def _tables(lay: Layout) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(offsets, cycles, lengths)``: offsets[m, start, pos] is the rank (from 1) of
    *pos* in the sowing lap of mover *m* from *start* (0: skipped)."""
    size = lay.size
    offsets = np.zeros((2, size, size), dtype=np.int64)
    cycles = np.zeros((2, size, size), dtype=np.int64)
    lengths = np.ones((2, size), dtype=np.int64)
    for m in (0, 1):
        for start in range(size):
            seq = lay.cycles[m][start]
            if not seq:
                continue
            lengths[m, start] = len(seq)
            for rank, pos in enumerate(seq, 1):
                offsets[m, start, pos] = rank
                cycles[m, start, rank - 1] = pos
    return offsets, cycles, lengths


def _keys(board: np.ndarray, player: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Exact keys of Oware positions (player, houses): 6 bits a house, two integers."""
    h0 = board[:, 0:n]
    h1 = board[:, n + 1:2 * n + 1]
    shifts = np.arange(n, dtype=np.int64) * 7
    k0 = (h0 << shifts).sum(axis=1) * 2 + player
    k1 = (h1 << shifts).sum(axis=1)
    return k0, k1


def random_playouts(state: MancalaState, count: int, rng: np.random.Generator,
                    trace: list[Any] | None = None, max_plies: int = 2000) -> np.ndarray:
    """Play *count* uniformly random games from *state* to the end.

    :returns: the final stores, an array of shape ``(count, 2)``.
    :param trace: if a list, ``(active, positions, boards)`` is appended for every
        ply: the indices of the games that moved, the board position each played
        and their boards after the move (end-of-game rules applied).
    :raises ValueError: for Congkak.
    """
    lay = state.lay
    if not supported(state):
        raise ValueError("batched playouts support Kalah and Oware only")
    n, size, total = lay.n, lay.size, lay.total
    oware = lay.variant == OWARE
    offsets, cycles, lengths = _tables(lay)
    stores = np.array(lay.stores)
    bases = np.array(lay.bases)
    board = np.tile(np.array(state.board, dtype=np.int64), (count, 1))
    player = np.full(count, state.current_player, dtype=np.int64)
    live = player >= 0
    rows = np.arange(count)
    houses = np.arange(n)
    # Oware's repetition rule: the keys of every position since the last capture.
    if oware:
        hist0 = np.zeros((count, max_plies + len(state.history) + 1), dtype=np.int64)
        hist1 = np.zeros_like(hist0)
        hist_len = np.zeros(count, dtype=np.int64)
        if live.any():
            for j, (p, seen_board) in enumerate(sorted(state.history)):
                k0, k1 = _keys(np.array([seen_board], dtype=np.int64), np.array([p]), n)
                hist0[:, j], hist1[:, j] = k0[0], k1[0]
            hist_len[:] = len(state.history)
    legal = _legal(board, player, live, n, bases, oware)
    for _ in range(max_plies):
        act = np.flatnonzero(live)
        if act.size == 0:
            break
        b = board[act]
        m = player[act]
        ok = legal[act]
        # A uniformly random legal house.
        counts = ok.sum(axis=1)
        pick = (rng.random(act.size) * counts).astype(np.int64)
        house = (np.cumsum(ok, axis=1) > pick[:, None]).argmax(axis=1)
        pos = bases[m] + house
        if trace is not None:
            trace.append((act.copy(), pos.copy()))
        local = np.arange(act.size)
        seeds = b[local, pos]
        b[local, pos] = 0
        off = offsets[m, pos]                      # (k, size)
        length = lengths[m, pos]
        laps, rest = np.divmod(seeds, length)
        b += (off > 0) * laps[:, None] + ((off > 0) & (off <= rest[:, None]))
        last = cycles[m, pos, (seeds - 1) % length]
        own_store = stores[m]
        extra = last == own_store
        captured = np.zeros(act.size, dtype=bool)
        if not oware:
            mine = (last >= bases[m]) & (last < bases[m] + n)
            opp = 2 * n - last
            cap = mine & (b[local, last] == 1) & ~extra
            if not lay.capture_empty:
                cap &= b[local, opp] > 0
            if cap.any():
                ci = local[cap]
                gain = b[ci, opp[cap]] + 1
                b[ci, opp[cap]] = 0
                b[ci, last[cap]] = 0
                b[ci, own_store[cap]] += gain
            # End: a side without seeds; both sides are swept.
            side0 = b[:, 0:n].sum(axis=1)
            side1 = b[:, n + 1:2 * n + 1].sum(axis=1)
            over = (side0 == 0) | (side1 == 0)
            b[:, n] += side0 * over
            b[:, 2 * n + 1] += side1 * over
            b[over, 0:n] = 0
            b[over, n + 1:2 * n + 1] = 0
            nxt = np.where(extra, m, 1 - m)
            nxt[over] = -2
        else:
            olo = bases[1 - m]
            inside = (last >= olo) & (last < olo + n)
            taken = np.zeros(act.size, dtype=np.int64)
            run = inside.copy()
            mask = np.zeros((act.size, size), dtype=bool)
            for step in range(n):
                j = last - step
                run &= (j >= olo)
                jj = np.where(run, j, 0)
                val = b[local, jj]
                run &= (val >= 2) & (val <= 3)
                if not run.any():
                    break
                taken += np.where(run, val, 0)
                mask[local[run], jj[run]] = True
            captured = taken > 0
            if not lay.grand_slam_captures:
                opp_sum = (b * (np.arange(size)[None, :] >= olo[:, None])
                           * (np.arange(size)[None, :] < (olo + n)[:, None])).sum(axis=1)
                captured &= taken != opp_sum
            mask &= captured[:, None]
            b[local, own_store] += np.where(captured, taken, 0)
            b[mask] = 0
            s0 = 2 * b[:, n]
            s1 = 2 * b[:, 2 * n + 1]
            over = (s0 > total) | (s1 > total) | ((s0 == total) & (s1 == total))
            nxt = np.where(over, -2, 1 - m)
            side0 = b[:, 0:n].sum(axis=1)
            side1 = b[:, n + 1:2 * n + 1].sum(axis=1)
            p_side = np.where(nxt == 0, side0, side1)
            m_side = np.where(nxt == 0, side1, side0)
            starving = (nxt >= 0) & (p_side == 0)
            # The player to move has nothing: the mover takes their own seeds.
            if starving.any():
                si = local[starving]
                sm = m[starving]
                b[si, stores[sm]] += m_side[starving]
                for i in range(n):
                    b[si, bases[sm] + i] = 0
                nxt[starving] = -2
        board[act] = b
        player[act] = nxt
        live = player >= 0
        legal = _legal(board, player, live, n, bases, oware)
        if oware:
            # Cannot feed: the player to move takes the seeds on their side.
            stuck = live & ~legal.any(axis=1)
            if stuck.any():
                si = np.flatnonzero(stuck)
                sp = player[si]
                lo = bases[sp]
                side = np.zeros(si.size, dtype=np.int64)
                for i in range(n):
                    side += board[si, lo + i]
                    board[si, lo + i] = 0
                board[si, stores[sp]] += side
                player[si] = -2
                live[si] = False
            # Repetition: a position seen since the last capture ends the game.
            moved = act[player[act] >= 0]
            if moved.size:
                k0, k1 = _keys(board[moved], player[moved], n)
                cap_rows = captured[player[act] >= 0]
                width = int(hist_len[moved].max()) if moved.size else 0
                seen = ((hist0[moved, :width] == k0[:, None])
                        & (hist1[moved, :width] == k1[:, None])
                        & (np.arange(width)[None, :] < hist_len[moved][:, None])).any(axis=1)
                seen &= ~cap_rows
                rep = moved[seen]
                if rep.size:
                    for i in range(n):
                        board[rep, n] += board[rep, i]
                        board[rep, i] = 0
                        board[rep, 2 * n + 1] += board[rep, n + 1 + i]
                        board[rep, n + 1 + i] = 0
                    player[rep] = -2
                    live[rep] = False
                keep = moved[~seen]
                k0, k1, cap_keep = k0[~seen], k1[~seen], cap_rows[~seen]
                hist_len[keep[cap_keep]] = 0
                idx = hist_len[keep]
                hist0[keep, idx] = k0
                hist1[keep, idx] = k1
                hist_len[keep] += 1
        if trace is not None:
            trace[-1] = (act, pos, board[act].copy())
    del houses, rows
    result: np.ndarray = np.stack([board[:, n], board[:, 2 * n + 1]], axis=1)
    return result


def _legal(board: np.ndarray, player: np.ndarray, live: np.ndarray, n: int, bases: np.ndarray,
           oware: bool) -> np.ndarray:
    """Legal houses (count, n) of the player to move (all False when over)."""
    p = np.where(live, player, 0)
    idx = bases[p][:, None] + np.arange(n)[None, :]
    own = np.take_along_axis(board, idx, axis=1)
    ok = own > 0
    if oware:
        oidx = bases[1 - p][:, None] + np.arange(n)[None, :]
        opp_empty = np.take_along_axis(board, oidx, axis=1).sum(axis=1) == 0
        feeding = own >= (n - np.arange(n))[None, :]
        ok = np.where(opp_empty[:, None], feeding, ok)
    legal: np.ndarray = ok & live[:, None]
    return legal
