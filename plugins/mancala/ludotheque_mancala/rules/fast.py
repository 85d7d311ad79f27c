"""Fast random playouts: a whole game in one tight loop, no state objects.

Computer players and benchmarks call :func:`random_playout` (or :func:`playout`,
the ``playout`` of the game's ``GameKnowledge``) where they would otherwise loop over
:meth:`~ludotheque_mancala.rules.state.MancalaState.apply`.

Kalah and Oware play on a board packed into one integer with precomputed sowing
tables: a move is a table look-up and one addition, and a small integer of the
non-empty houses, kept up to date from the tables, indexes the houses the next
player may choose from (and says when a side is empty).  Kalah plays on the
packed board of :mod:`.packed`; Oware on a smaller board of its own (the twelve
houses, seven bits each, the stores apart), two plies an iteration, its
repetition rule exact with a set of the positions since the last capture for
each player.  Congkak (relay sowing, rounds) runs the list engine of
:mod:`.engine`.

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

from ludotheque.core import Outcome, State

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
    """The tables of the Kalah loop, for one packed rule set (see :func:`_rollout`).

    Each row entry holds only what the loop needs, so a move is one random number,
    two subscripts and one addition in the common case:

    * Kalah: ``(delta, kind)``; *kind* is 0 (the turn passes), :data:`_EXTRA` (the
      last seed in the store) or, when the last seed falls in one of the mover's
      houses, ``(last, opp, gain, per_seed)``: the bit offsets of that house and of
      the opposite one, and what a capture adds to the board (``gain`` moves the
      last seed to the mover's store, each of the ``o`` seeds opposite adds
      ``per_seed``).
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
                if kind == EXTRA:
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

    ``GameKnowledge(playout=...)`` of Kalah, Oware and Congkak.
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


# --- Oware -------------------------------------------------------------------------
#
# The Oware loop plays on its own board: the twelve houses only, seven bits each
# (house i of player 0 is field i, house i of player 1 field n + i, field f at bit
# 1 + 7f), about 85 bits where the packed state needs 112: every operation on the
# board handles one machine word less.  Bit 0 stays clear, so no house is at bit
# offset 0 and an offset doubles as a truth value.  The stores are two counters:
# captures are the only moves that change them, and the repetition record starts
# afresh at each capture, so it never needs them.  Oware never gives an extra turn,
# so the loop plays two plies an iteration with the tables of each player in
# locals (``X`` moves, ``Y`` is the other player; the first mover is ``A``).

_F = 7
"""Bits per house on the Oware rollout board."""


def _off(f: int) -> int:
    """Bit offset of field *f* on the Oware rollout board."""
    return 1 + _F * f


class _OwareRollout:
    """The tables of the Oware loop, for one packed rule set (see :func:`_oware_rollout`).

    A sowing row is ``(offset, entry for 1 seed, entry for 2 seeds, ...)``; an entry is
    ``(delta, last, keep, reached)``: adding *delta* sows; *last* is the bit offset of
    the house where the last seed falls when it is the opponent's (a capture may
    follow), else 0; ``nz & keep | reached`` updates *nz*, the non-empty houses (bit
    *f* for field *f*).
    """

    __slots__ = ("t", "n", "span", "total", "grand_slam", "by_mask", "tabs", "nz_of", "add",
                 "high", "in_stores", "cap_keep", "sides", "steps", "players")

    def __init__(self, t: Tables) -> None:
        lay = t.lay
        n = t.n
        self.t = t
        self.n = n
        self.total = t.total
        self.grand_slam = t.grand_slam
        span = 1
        for k in range(2, n + 1):
            span = span * k // math.gcd(span, k)
        self.span = span
        """A multiple of every possible number of legal moves (60 for six houses)."""
        full = (1 << (2 * n)) - 1

        def field(pos: int) -> int:
            return pos if pos < n else pos - 1

        rows: list[Row] = []
        for f in range(2 * n):
            mover = 0 if f < n else 1
            seq = [field(x) for x in lay.cycles[mover][f + mover]]
            entries: list[tuple[int, int, int, int]] = []
            for s in range(1, t.total + 1):
                delta = -(s << _off(f))
                reached = 0
                for k in range(s):
                    x = seq[k % len(seq)]
                    delta += 1 << _off(x)
                    reached |= 1 << x
                last = seq[(s - 1) % len(seq)]
                entries.append((delta, _off(last) if (last >= n) != (mover == 1) else 0,
                                full & ~(1 << f), reached))
            rows.append((_off(f), *entries))
        low = (1 << n) - 1

        def spread(fields: list[int]) -> tuple[Row, ...]:
            return tuple(rows[fields[i % len(fields)]] for i in range(span)) if fields else ()

        self.by_mask = tuple(tuple(spread([p * n + i for i in range(n) if mask >> i & 1])
                                   for mask in range(1 << n)) for p in (0, 1))
        """``by_mask[p][mask]``: the rows of player *p*'s houses in *mask*, repeated
        to :attr:`span` entries (a uniform index below *span* picks a uniform house)."""
        self.tabs = tuple(tuple(self.by_mask[p][nz >> (n * p) & low]
                                if nz & low and nz >> n else None for nz in range(full + 1))
                          for p in (0, 1))
        """``tabs[p][nz]``: ``by_mask[p]`` of player *p*'s non-empty houses in *nz*;
        None when a side is empty (the end of the game or feeding)."""
        self.nz_of = {nz0 | nz1: mask0 | mask1 << n
                      for nz0, mask0 in t.masks.items() if not nz0 & t.high[1]
                      for nz1, mask1 in t.masks.items() if not nz1 & t.high[0]}
        """``nz_of[(b + add) & high]``: *nz* of the packed state board *b*."""
        self.add = t.add[0] | t.add[1]
        self.high = t.high[0] | t.high[1]
        self.in_stores = (0xFF << (8 * n)) | (0xFF << (16 * n + 8))
        """The stores' bits in a packed state board."""
        keep: list[tuple[int, ...] | None] = [None] * (_off(2 * n))
        for a in range(2 * n):
            inner = [0] * (_off(2 * n))
            for z in range(a + 1):
                inner[_off(z)] = full & ~sum(1 << x for x in range(z, a + 1))
            keep[_off(a)] = tuple(inner)
        self.cap_keep = tuple(keep)
        """``cap_keep[first][last]``: *nz* bits kept when the houses from offset *last*
        to *first* are captured."""
        self.sides = tuple(sum(0x7F << _off(p * n + i) for i in range(n)) for p in (0, 1))
        """``sides[p]``: the bits of player *p*'s houses."""
        # From the packed state's 8-bit fields (stores dropped) to 7-bit fields in
        # four steps, each moving the fields whose index has bit k set down by 2**k.
        at = [8 * f for f in range(2 * n)]
        low_houses = (1 << (8 * n)) - 1
        steps = [low_houses, low_houses << (8 * n)]
        for k in range(4):
            moved = kept = 0
            for f in range(2 * n):
                if f >> k & 1:
                    moved |= 0x7F << at[f]
                    at[f] -= 1 << k
                else:
                    kept |= 0x7F << at[f]
            steps += [kept, moved]
        assert at == [_F * f for f in range(2 * n)] and 2 * n <= 16
        self.steps = tuple(steps)
        self.players = tuple(self._player(t, p) for p in (0, 1))
        """``players[a]``: the loop's constants when player *a* moves first."""

    def _player(self, t: Tables, a: int) -> tuple[Any, ...]:
        b = 1 - a
        n = self.n
        return (self.tabs[a], self.tabs[b], self.by_mask[a], self.by_mask[b], _off(n * b),
                _off(n * a), self.sides[a], self.sides[b], self.cap_keep, self.grand_slam,
                (self.total + 1) // 2, self.settle, self.span)

    def board(self, packed: int) -> int:
        """The rollout board of the packed state board *packed*."""
        low, high, k0, m0, k1, m1, k2, m2, k3, m3 = self.steps
        x = (packed & low) | ((packed >> 8) & high)
        x = (x & k0) | ((x & m0) >> 1)
        x = (x & k1) | ((x & m1) >> 2)
        x = (x & k2) | ((x & m2) >> 4)
        return ((x & k3) | ((x & m3) >> 8)) << 1

    def houses(self, b: int, p: int) -> list[int]:
        """Player *p*'s seeds per house on the rollout board *b*."""
        n = self.n
        return [(b >> _off(p * n + i)) & 0x7F for i in range(n)]

    def feeding(self, b: int, p: int) -> int:
        """Player *p*'s houses (as bits) that give the opponent seeds."""
        n = self.n
        return sum(1 << i for i, seeds in enumerate(self.houses(b, p)) if seeds >= n - i)

    def settle(self, b: int, nz: int, x: int, sx: int, sy: int) -> tuple[str, int, int, int,
                                                                       tuple[Row, ...] | None]:
        """After player *x*'s move (stores *sx* and *sy*): the end of the game and
        the rows of the other player, in the order of the plain rules.

        Returns ``(reason, board, sx, sy, rows)``; *reason* is empty when the game
        goes on.  Repetition is left to the caller.
        """
        y = 1 - x
        total = self.total
        if 2 * sx > total or 2 * sy > total or (2 * sx == total and 2 * sy == total):
            return "normal", b, sx, sy, None
        if not b & self.sides[y]:  # only after a grand slam that captured
            return "no_seeds", b & ~self.sides[x], sx + sum(self.houses(b, x)), sy, None
        rows = self.tabs[y][nz]
        if rows is None:  # x's side is empty: y must feed
            mask = self.feeding(b, y)
            if not mask:
                return "cannot_feed", b & ~self.sides[y], sx, sy + sum(self.houses(b, y)), None
            rows = self.by_mask[y][mask]
        return "", b, sx, sy, rows

    def listed(self, b: int, s0: int, s1: int) -> list[int]:
        """The board of the list engine (ring order, stores included)."""
        return [*self.houses(b, 0), s0, *self.houses(b, 1), s1]


@lru_cache(maxsize=64)
def _oware_rollout(t: Tables) -> _OwareRollout:
    return _OwareRollout(t)


def _oware(t: Tables, b: int, p: int, mask: int, history: list[int], loose: bool,
           rng: random.Random, trace: Trace | None,
           max_plies: int) -> tuple[tuple[int, int], str]:
    """Oware from the packed board *b*, player *p* to move with the legal houses *mask*,
    with captures, grand slams, feeding and repetition.

    :param history: the keys ``(board << 1) | player`` since the last capture.
    :param loose: the position was set up by hand and may already be decided: the
        end of the game is checked after the first move (the stores change only by
        captures, after which it is always checked).
    """
    o = _oware_rollout(t)
    n = t.n
    packed = b
    sa = (b >> (8 * n)) & 0xFF
    sb = (b >> (16 * n + 8)) & 0xFF
    rows_a = o.by_mask[p][mask]
    if not rows_a or max_plies <= 0:
        return (sa, sb), ""
    if loose and (2 * sa > t.total or 2 * sb > t.total or 2 * sa == 2 * sb == t.total):
        max_plies = 1  # already decided: the first move ends the game
    if p:
        sa, sb = sb, sa
    b = o.board(packed)
    nz = o.nz_of[(packed + o.add) & o.high]
    # The positions since the last capture, one set per player to move (only those
    # with the stores of *packed* can come back).
    seen_a: set[int] = set()
    seen_b: set[int] = set()
    key = (packed << 1) | p
    in_stores = o.in_stores
    for k in history:
        if k == key:
            seen_a.add(b)
        elif (k >> 1) & in_stores == packed & in_stores:
            (seen_a if k & 1 == p else seen_b).add(o.board(k >> 1))
    return _oware_play(o, packed, b, p, rows_a, nz, sa, sb, seen_a, seen_b, rng, trace,
                       max_plies)


def _oware_play(o: _OwareRollout, packed: int, b: int, p: int, rows_a: tuple[Row, ...],
                nz: int, sa: int, sb: int, seen_a: set[int], seen_b: set[int],
                rng: random.Random, trace: Trace | None,
                max_plies: int) -> tuple[tuple[int, int], str]:
    """The tight loop of :func:`_oware` (also the batch's tail, which makes the sets
    in bulk): the packed board *packed*, as the loop's board *b*, player *p* to move
    with the move rows *rows_a* and the non-empty houses *nz*; *sa* is player *p*'s
    store, *sb* the other's; *seen_a* and *seen_b* the loop's boards since the last
    capture with player *p* to move (the position itself included) and the other."""
    add_a, add_b = seen_a.add, seen_b.add
    clear_a, clear_b = seen_a.clear, seen_b.clear
    log: list[Any] | None = None
    if trace is not None:  # every move but the last logs the board it adds
        log = []
        add_a, add_b = _logging(add_a, log), _logging(add_b, log)
    (tab_a, tab_b, by_a, by_b, lo_a, lo_b, side_a, side_b, cap_keep, grand_slam, half, settle,
     span) = o.players[p]
    bits = rng.getrandbits
    reason = ""
    row: Row = ()
    rows_b: tuple[Row, ...] = ()
    # Player p is "a", the other player "b"; the loop plays a's move, then b's.
    for _ in range(max_plies >> 1):
        # ---- a moves ------------------------------------------------------------
        row = rows_a[bits(32) % span]
        delta, last, keep, reached = row[(b >> row[0]) & 0x7F]
        b += delta
        nz = nz & keep | reached
        if last and (b >> last) & 0x7E == 2:  # 2 or 3 over there: a capture?
            first = last
            taken = (b >> last) & 0x7F
            removed = taken << last
            while last != lo_a:
                v = (b >> (last - 7)) & 0x7F
                if v != 2 and v != 3:
                    break
                last -= 7
                taken += v
                removed += v << last
            if grand_slam or (b - removed) & side_b:
                b -= removed
                sa += taken
                nz &= cap_keep[first][last]
                rows_b = tab_b[nz]
                if sa >= half or rows_b is None:
                    reason, b, sa, sb, rows_b = settle(b, nz, p, sa, sb)
                    if reason:
                        break
                clear_a()
                clear_b()
                add_b(b)
            else:  # a grand slam: nothing is taken
                rows_b = tab_b[nz]
                if rows_b is None:
                    reason, b, sa, sb, rows_b = settle(b, nz, p, sa, sb)
                    if reason:
                        break
                if b in seen_b:
                    reason = "repetition"
                    break
                add_b(b)
        else:
            rows_b = tab_b[nz]
            if rows_b is None:  # a's side is empty: b must feed (or cannot)
                reason, b, sa, sb, rows_b = settle(b, nz, p, sa, sb)
                if reason:
                    break
            if b in seen_b:
                reason = "repetition"
                break
            add_b(b)
        # ---- b moves ------------------------------------------------------------
        row = rows_b[bits(32) % span]
        delta, last, keep, reached = row[(b >> row[0]) & 0x7F]
        b += delta
        nz = nz & keep | reached
        if last and (b >> last) & 0x7E == 2:
            first = last
            taken = (b >> last) & 0x7F
            removed = taken << last
            while last != lo_b:
                v = (b >> (last - 7)) & 0x7F
                if v != 2 and v != 3:
                    break
                last -= 7
                taken += v
                removed += v << last
            if grand_slam or (b - removed) & side_a:
                b -= removed
                sb += taken
                nz &= cap_keep[first][last]
                rows_a = tab_a[nz]
                if sb >= half or rows_a is None:
                    reason, b, sb, sa, rows_a = settle(b, nz, 1 - p, sb, sa)
                    if reason:
                        break
                clear_a()
                clear_b()
                add_a(b)
                continue
        rows_a = tab_a[nz]
        if rows_a is None:
            reason, b, sb, sa, rows_a = settle(b, nz, 1 - p, sb, sa)
            if reason:
                break
        if b in seen_a:
            reason = "repetition"
            break
        add_a(b)
    if reason == "repetition":  # each player takes the seeds on their side
        sa += sum(o.houses(b, p))
        sb += sum(o.houses(b, 1 - p))
        b = 0
    if reason:
        if log is not None:
            log.append((row[0], b, sa, sb))
    elif max_plies & 1:
        reason, b, sa, sb = _oware_ply(o, p, b, sa, sb, rows_a, seen_b, rng, log)
    if trace is not None and log is not None:
        _oware_trace(o, trace, log, p, packed)
    return ((sa, sb) if p == 0 else (sb, sa)), reason


def _logging(add: Any, log: list[Any]) -> Any:
    """*add* (a set's ``add``) that also appends its argument to *log* (traces)."""
    def logged(board: int) -> None:
        log.append(board)
        add(board)
    return logged


def _oware_ply(o: _OwareRollout, a: int, b: int, sa: int, sb: int, rows: tuple[Row, ...],
               seen_b: set[int], rng: random.Random, log: list[Any] | None
               ) -> tuple[str, int, int, int]:
    """One move of player *a* on the list engine: the odd last move of a playout cut
    short, or the first move from a hand-set position that is already decided.

    Returns ``(reason, board, sa, sb)``.
    """
    t = o.t
    n = t.n
    row = rows[rng.getrandbits(32) % o.span]
    f = (row[0] - 1) // _F
    s0, s1 = (sa, sb) if a == 0 else (sb, sa)
    board = o.listed(b, s0, s1)
    flags = sow(board, t.lay, a, f if f < n else f + 1)
    player, reason, _ = settle(board, t.lay, a, flags)
    b = sum(seeds << _off(i) for i, seeds in enumerate(board[:n] + board[n + 1:2 * n + 1]))
    if player >= 0 and not flags & CAPTURED and b in seen_b:
        sweep_both(board, t.lay)
        b = 0
        reason = "repetition"
    sa, sb = (board[n], board[2 * n + 1]) if a == 0 else (board[2 * n + 1], board[n])
    if log is not None:
        log.append((row[0], b, sa, sb))
    return reason, b, sa, sb


def _oware_trace(o: _OwareRollout, trace: Trace, log: list[Any], p: int, packed: int) -> None:
    """Append to *trace* the moves of an Oware playout from *packed*, *p* to move,
    recorded in *log*: the board after each move (the move is the mover's house
    that it emptied; the stores gain what left the board), and
    ``(offset, board, sa, sb)`` for a move that ended the game or the playout."""
    n = o.n
    before = unpack(packed, 2 * n + 2)
    houses = list(before[:n] + before[n + 1:2 * n + 1])
    stores = [before[n], before[2 * n + 1]]
    mover = p
    for entry in log:
        if type(entry) is tuple:
            offset, b, sa, sb = entry
            stores = [sa, sb] if p == 0 else [sb, sa]
            index = (offset - 1) // _F - n * mover
            after = o.houses(b, 0) + o.houses(b, 1)
        else:
            after = o.houses(entry, 0) + o.houses(entry, 1)
            index = next(i for i in range(n)
                         if houses[n * mover + i] and not after[n * mover + i])
            stores[mover] += sum(houses) - sum(after)
        trace.append((mover, index, (*after[:n], stores[0], *after[n:], stores[1])))
        houses = after
        mover = 1 - mover


def _record(trace: Trace, row: Row, bases: tuple[int, ...], b: int, size: int) -> None:
    """Append the move of *row* and the board *b* after it to *trace*."""
    pos = row[0] >> 3
    mover = 0 if pos < bases[1] else 1
    trace.append((mover, pos - bases[mover], unpack(b, size)))


def _history_keys(state: MancalaState) -> list[int]:
    """The packed keys ``(board << 1) | player`` of an Oware state's history chain."""
    keys = []
    node: MancalaState | None = state
    while node is not None:
        keys.append((node._b << 1) | node.current_player)
        node = node._hist
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
