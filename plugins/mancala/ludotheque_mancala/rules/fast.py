"""Fast random playouts: a whole game in one tight loop, no state objects.

Computer players and benchmarks call :func:`random_playout` (or :func:`playout`,
the computer player's ``Heuristics.playout``) where they would otherwise loop over
:meth:`~ludotheque_mancala.rules.state.MancalaState.apply`.

Kalah and Oware play on the board packed into one integer with the precomputed
sowing tables of :mod:`.packed`: a move is a table look-up and one addition, and
one dictionary look-up gives both the end of the game (a side is empty) and the
houses the next player may choose from.  Oware keeps its repetition rule exact
with a set of the packed positions since the last capture.  Congkak (relay
sowing, rounds) runs the list engine of :mod:`.engine`.

Each move is drawn uniformly among the legal ones (``rng.getrandbits(32)`` modulo a
multiple of every possible number of legal moves, a bias below 1.4e-8).
The tests replay every playout move by move through the plain states.

>>> import random
>>> from ludotheque_mancala.rules.game import KalahGame
>>> a, b = random_playout(KalahGame().new_state(), random.Random(7))
>>> a + b
48
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Any

from ludotheque.core.model import Outcome, State

from .engine import (
    CAPTURED,
    OWARE,
    ROUND_END,
    ROUND_LIMIT,
    next_round,
    settle,
    sow,
    sweep_both,
)
from .packed import CANDIDATE, EXTRA, Tables, unpack
from .state import MancalaState, _PackedState

__all__ = ["random_playout", "playout", "playouts_per_second"]

Trace = list[tuple[int, int, tuple[int, ...]]]
"""``(mover, house_index, board_after)`` for every move of a playout."""


Row = tuple[Any, ...]
"""The sowing row of one house: ``row[0]`` is its bit offset (``8 * pos``) and
``row[s]``, for ``s >= 1`` seeds, is the entry of sowing *s* seeds (see :class:`_Rollout`)."""

_EXTRA = (-1,)
"""Kalah entries: the kind of a sowing whose last seed falls in the mover's store
(tested by identity)."""


class _Rollout:
    """The tables of the tight loops, for one packed rule set (see :func:`_rollout`).

    Each row entry holds only what the loop needs, so a move is one random number,
    two subscripts and one addition in the common case:

    * Kalah: ``(delta, kind)``; *kind* is 0 (the turn passes), :data:`_EXTRA` (the
      last seed in the store) or, when the last seed falls in one of the mover's
      houses, ``(last, opp, gain, per_seed)``: the bit offsets of that house and of
      the opposite one, and what a capture adds to the board (``gain`` moves the
      last seed to the mover's store, each of the ``o`` seeds opposite adds
      ``per_seed``).
    * Oware: ``(delta, last)``, *last* the bit offset of the house where the last
      seed falls if it is the opponent's (a capture may follow), else None.
    """

    __slots__ = ("rows", "span", "by_mask", "tabs", "nz_of")

    def __init__(self, t: Tables) -> None:
        n = t.n
        span = 1
        for k in range(2, n + 1):
            span = span * k // math.gcd(span, k)
        self.span = span
        """A multiple of every possible number of legal moves (60 for six houses)."""
        full = (1 << (2 * n)) - 1

        def bit(pos: int) -> int:  # a house's bit in the non-empty mask ``nz``
            return 1 << (pos if pos < n else pos - 1)

        rows: list[Row] = []
        for pos in range(t.size):
            entries: list[tuple[Any, ...]] = []
            if pos not in t.stores:
                seq = t.lay.cycles[t.lay.owner(pos)][pos]
            for s, (delta, last, kind) in enumerate(t.sow[pos][1:], 1):
                keep = full & ~bit(pos)
                reached = 0
                for x in seq[:s]:
                    if x not in t.stores:
                        reached |= bit(x)
                if t.oware:
                    entries.append((delta, last << 3 if kind == CANDIDATE else None, keep,
                                    reached))
                elif kind == EXTRA:
                    entries.append((delta, _EXTRA, keep, reached))
                elif kind == CANDIDATE:
                    store = t.stores[t.lay.owner(last)] << 3
                    opp = t.opposite[last]
                    entries.append((delta, (last << 3, opp << 3,
                                            (1 << store) - (1 << (last << 3)),
                                            (1 << store) - (1 << (opp << 3)),
                                            full & ~bit(last) & ~bit(opp)), keep, reached))
                else:
                    entries.append((delta, 0, keep, reached))
            rows.append((pos << 3, *entries))
        self.rows = tuple(rows)
        """``rows[pos]``: the sowing row of the house at *pos*."""
        self.by_mask = tuple(
            tuple(self.spread(tuple(t.bases[p] + i for i in range(n) if mask >> i & 1))
                  if mask else () for mask in range(1 << n)) for p in (0, 1))
        """``by_mask[p][mask]``: the spread rows of player *p*'s houses in *mask*."""
        low = (1 << n) - 1
        self.tabs = tuple(tuple(self.by_mask[p][nz >> (n * p) & low]
                                if nz & low and nz >> n else None for nz in range(full + 1))
                          for p in (0, 1))
        """``tabs[p][nz]``: the rows of player *p*'s non-empty houses, each repeated so
        that the tuple has :attr:`span` entries (a uniform index below *span* picks a
        uniform house), where *nz* has bit *i* set for each non-empty house *i* of
        player 0 and bit ``n + i`` for player 1's; None when a side is empty.  The
        loops keep *nz* up to date with two operations on a small integer a move
        (``nz & keep | reached`` of the sowing's entry)."""
        self.nz_of = {nz0 | nz1: mask0 | mask1 << n
                      for nz0, mask0 in t.masks.items() if not nz0 & t.high[1]
                      for nz1, mask1 in t.masks.items() if not nz1 & t.high[0]}
        """``nz_of[(b + add) & high]``: *nz* of the board *b* (after captures)."""

    def spread(self, positions: tuple[int, ...]) -> tuple[Row, ...]:
        """The rows of *positions*, repeated to :attr:`span` entries."""
        k = len(positions)
        return tuple(self.rows[positions[i % k]] for i in range(self.span))


@lru_cache(maxsize=64)
def _rollout(t: Tables) -> _Rollout:
    return _Rollout(t)


def random_playout(state: MancalaState, rng: random.Random, trace: Trace | None = None,
                   max_plies: int = 1_000_000) -> tuple[int, int]:
    """Play uniformly random moves from *state* to the end; return the final stores.

    :param trace: if a list, ``(mover, house_index, board_after)`` is appended for
        every move (for tests; ``board_after`` is after the end-of-game rules).
    :param max_plies: stop early after this many moves (the stores so far are returned).
    """
    stores, _ = _play(state, rng, trace, max_plies)
    return stores


def playout(state: State, rng: random.Random) -> Outcome:
    """The computer player's playout: random moves from *state* to the end.

    ``Heuristics(playout=...)`` of Kalah, Oware and Congkak.
    """
    assert isinstance(state, MancalaState)
    stores, reason = _play(state, rng, None, 1_000_000)
    return Outcome.by_scores(stores, reason or "normal")


def _play(state: MancalaState, rng: random.Random, trace: Trace | None,
          max_plies: int) -> tuple[tuple[int, int], str]:
    if state.current_player < 0:
        return (state.store(0), state.store(1)), state.reason
    if isinstance(state, _PackedState):
        t = state._c.t
        if t.n <= 7:
            if t.oware:
                return _oware(t, state._b, state.current_player, state._mask,
                              _history_keys(state), state._c.loose, rng, trace, max_plies)
            return _kalah(t, state._b, state.current_player, state._mask, rng, trace,
                          max_plies)
    return _listed(state, rng, trace, max_plies)


# The loops draw rng.getrandbits(32) modulo span (60 for six houses): one call of
# the generator's fast path; the bias is below 60 / 2**32 (1.4e-8) per move.

def _kalah(t: Tables, b: int, p: int, mask: int, rng: random.Random, trace: Trace | None,
           max_plies: int) -> tuple[tuple[int, int], str]:
    """Kalah on the packed board *b*, player *p* to move with the legal houses *mask*."""
    r = _rollout(t)
    size = t.size
    tabs = r.tabs
    span = r.span
    bits = rng.getrandbits
    store_shift = t.store_shift
    capture_empty = t.capture_empty
    bases = t.bases
    extra = _EXTRA
    over = False
    nz = r.nz_of[(b + (t.add[0] | t.add[1])) & (t.high[0] | t.high[1])]
    tab = tabs[p]
    ch = r.by_mask[p][mask]
    if not ch:
        max_plies = 0
    for _ in range(max_plies):
        row = ch[bits(32) % span]
        delta, kind, keep, reached = row[(b >> row[0]) & 0xFF]
        b += delta
        nz = nz & keep | reached
        if kind is not extra:  # the other player's turn
            p ^= 1
            tab = tabs[p]
            if kind and (b >> kind[0]) & 0xFF == 1:  # the last seed in an empty house
                o = (b >> kind[1]) & 0xFF
                if o or capture_empty:
                    b += kind[2] + o * kind[3]
                    nz &= kind[4]
        both = tab[nz]
        if both is None:
            b = t.sweep(t.sweep(b, 0), 1)
            over = True
            if trace is not None:
                _record(trace, row, bases, b, size)
            break
        ch = both
        if trace is not None:
            _record(trace, row, bases, b, size)
    return ((b >> store_shift[0]) & 0xFF, (b >> store_shift[1]) & 0xFF), "normal" if over else ""


def _oware(t: Tables, b: int, p: int, mask: int, history: list[int], loose: bool,
           rng: random.Random, trace: Trace | None,
           max_plies: int) -> tuple[tuple[int, int], str]:
    """Oware on the packed board *b*, player *p* to move with the legal houses *mask*,
    with captures, grand slams, feeding and repetition.

    :param history: the keys ``(board << 1) | player`` since the last capture.
    :param loose: check the end of the game after every move (see ``_Context.loose``).
    """
    r = _rollout(t)
    size = t.size
    all_tabs = r.tabs
    # A position set up by hand may already be decided: then every move takes the
    # slow path, which checks the end of the game (reachable positions need it only
    # after a capture or when a side is empty).
    nothing = (None,) * len(all_tabs[0])
    tabs = (nothing, nothing) if loose else all_tabs
    nz_of = r.nz_of
    span = r.span
    bits = rng.getrandbits
    add = t.add[0] | t.add[1]
    high = t.high[0] | t.high[1]
    store_shift = t.store_shift
    shift0, shift1 = store_shift
    sides = t.side
    grand_slam = t.grand_slam
    total = t.total
    bases = t.bases
    by_mask = r.by_mask
    sweep = t.sweep
    # The positions since the last capture, one set per player to move.
    seen: tuple[set[int], set[int]] = (set(), set())
    for key in history:
        seen[key & 1].add(key >> 1)
    reason = ""
    nz = nz_of[(b + add) & high]
    ch = by_mask[p][mask]
    if not ch:
        max_plies = 0
    for _ in range(max_plies):
        p ^= 1
        row = ch[bits(32) % span]
        delta, last, keep, reached = row[(b >> row[0]) & 0xFF]
        b += delta
        nz = nz & keep | reached
        captured = False
        if last is not None and (12 >> ((b >> last) & 0xFF)) & 1:  # 2 or 3 over there
            lo = bases[p] << 3
            taken = removed = 0
            while True:
                v = (b >> last) & 0xFF
                if v != 2 and v != 3:
                    break
                taken += v
                removed += v << last
                if last == lo:
                    break
                last -= 8
            if grand_slam or (b - removed) & sides[p]:
                b += (taken << store_shift[1 - p]) - removed
                nz = nz_of[(b + add) & high]
                captured = True
        both = tabs[p][nz]
        if both is None or captured:
            s0 = 2 * ((b >> shift0) & 0xFF)
            s1 = 2 * ((b >> shift1) & 0xFF)
            if s0 > total or s1 > total or (s0 == total and s1 == total):
                reason = "normal"
            elif not b & sides[p]:
                b = sweep(b, 1 - p)  # a grand slam took everything: the mover sweeps
                reason = "no_seeds"
            else:
                if both is None:  # (loose: looked up in a table of None above)
                    both = all_tabs[p][nz]
                if both is not None:
                    ch = both
                else:  # the mover's side is empty: p must feed
                    mask = t.legal_mask(b, p)
                    if mask:
                        ch = by_mask[p][mask]
                    else:
                        b = sweep(b, p)
                        reason = "cannot_feed"
            if captured and not reason:
                seen = (set(), set())
                seen[p].add(b)
            elif not reason:
                mine = seen[p]
                if b in mine:
                    b = sweep(sweep(b, 0), 1)
                    reason = "repetition"
                else:
                    mine.add(b)
            if trace is not None:
                _record(trace, row, bases, b, size)
            if reason:
                break
            continue
        ch = both
        mine = seen[p]
        if b in mine:
            b = sweep(sweep(b, 0), 1)
            reason = "repetition"
            if trace is not None:
                _record(trace, row, bases, b, size)
            break
        mine.add(b)
        if trace is not None:
            _record(trace, row, bases, b, size)
    return ((b >> shift0) & 0xFF, (b >> shift1) & 0xFF), reason


def _record(trace: Trace, row: Row, bases: tuple[int, ...], b: int, size: int) -> None:
    """Append the move of *row* and the board *b* after it to *trace*."""
    pos = row[0] >> 3
    mover = 0 if pos < bases[1] else 1
    trace.append((mover, pos - bases[mover], unpack(b, size)))


def _history_keys(state: MancalaState) -> list[int]:
    """The packed keys ``(board << 1) | player`` of an Oware state's history chain."""
    keys = []
    hist = state._hist
    while hist is not None:
        if hist[1] >= 0:
            keys.append(hist[1])
        hist = hist[2]
    return keys


def _listed(state: MancalaState, rng: random.Random, trace: Trace | None,
            max_plies: int) -> tuple[tuple[int, int], str]:
    """Any rule set (Congkak) on the list engine of :mod:`.engine`."""
    lay = state.lay
    b = list(state.board)
    player = state.current_player
    moves = [lay.bases[player] + move.index for move in state.legal_moves()]
    oware = lay.variant == OWARE
    seen = set(state.history) if oware else None
    round_no = state.round
    starter = state.starter
    rnd = rng.random
    reason = ""
    if not moves:
        max_plies = 0
    for _ in range(max_plies):
        mover = player
        pos = moves[int(rnd() * len(moves))]
        flags = sow(b, lay, mover, pos)
        player, reason, moves = settle(b, lay, mover, flags)
        if player >= 0:
            if seen is not None:
                key = (player, tuple(b))
                if flags & CAPTURED:
                    seen = {key}
                elif key in seen:
                    sweep_both(b, lay)
                    player = -2
                    reason = "repetition"
                else:
                    seen.add(key)
        elif player == ROUND_END:
            new_lay, player, _ = next_round(b, lay, starter, round_no)
            if new_lay is None:
                reason = "round_limit" if player == ROUND_LIMIT else "match"
            else:
                lay = new_lay
                round_no += 1
                starter = player
                lo = lay.bases[player]
                moves = [p for p in range(lo, lo + lay.n) if b[p]]
        if trace is not None:
            trace.append((mover, pos - (lay.bases[mover]), tuple(b)))
        if player < 0:
            break
    return (b[lay.stores[0]], b[lay.stores[1]]), reason


def playouts_per_second(state: MancalaState, seconds: float = 1.0, seed: int = 0,
                        fast: bool = True) -> float:
    """Measure random playouts from *state* per second.

    :param fast: use :func:`random_playout`; False loops over ``State.apply``
        (the plain API any generic player uses).
    """
    import time

    rng = random.Random(seed)
    games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        if fast:
            random_playout(state, rng)
        else:
            current = state
            while not current.is_over():
                moves = current.legal_moves()
                current = current.apply(moves[rng.randrange(len(moves))])
        games += 1
        now = time.perf_counter()
        if now >= deadline:
            return games / (now - start)
