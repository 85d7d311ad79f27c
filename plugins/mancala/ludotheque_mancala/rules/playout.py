"""The computer player's fast playout: random moves to the end of the game, in one
loop, without state objects.

:func:`playout` is the ``playout`` of the games' ``GameKnowledge``;
:func:`random_playout` gives the final stores (and, for tests, a trace of every
move).  The reference rules are :class:`~.state.MancalaState`; the tests replay
every traced playout move by move through those states, for every variant and
every option that changes the rules.

Kalah and Oware play on a board packed into one integer, position ``i`` of the
ring (:mod:`.engine`) in bits ``8i`` to ``8i + 7`` (a rule set holds at most 72
seeds, so no field ever carries into the next).  Sowing *s* seeds from a house is
one addition of a precomputed *delta* (laps included).  A small integer *nz* of
the non-empty houses (bit *i* for house *i* of player 0, bit ``n + i`` for player
1's), kept up to date from the same tables, picks the next player's rows: a
tuple of :attr:`_Tables.span` rows in which every non-empty house appears equally
often, so that one random number below *span* draws a uniform legal move.  When
a side is empty the loop hands the position to the reference engine's
:func:`~.engine.settle` (the end of the game, Oware's feeding), so those rules
exist once.

Congkak (relays, burnt houses, rounds) plays on the reference states themselves:
a loop of its own would save only the state objects.

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

from .engine import KALAH, OWARE, Layout, settle, sweep_both
from .state import MancalaState

__all__ = ["random_playout", "playout"]

Trace = list[tuple[int, int, tuple[int, ...]]]
"""``(mover, house_index, board_after)`` for every move of a playout
(``board_after`` after the end-of-game rules)."""

Row = tuple[Any, ...]
"""The sowing row of one house: ``row[0]`` is its bit offset (``8 * pos``) and
``row[s]``, for ``s >= 1`` seeds, the entry of sowing *s* seeds (see :class:`_Tables`)."""


def pack(board: tuple[int, ...] | list[int]) -> int:
    """The packed integer of *board*."""
    return int.from_bytes(bytes(board), "little")


def unpack(b: int, size: int) -> tuple[int, ...]:
    """The board of the packed integer *b*."""
    return tuple(b.to_bytes(size, "little"))


class _Tables:
    """The precomputed tables of the packed loops, for one Kalah or Oware rule set.

    An entry of a row (sowing *s* seeds from a house) is
    ``(delta, kind, keep, reached, tab)``: adding *delta* lifts the house and sows;
    ``nz & keep | reached`` is *nz* after the sowing; *tab* is :attr:`tabs` of the
    player who moves next (the mover again after Kalah's extra turn); *kind* says
    what may follow:

    * Kalah: when the last seed falls in one of the mover's houses,
      ``(last, opp, gain, per_seed, cleared)``: the bit offsets of that house and
      of the one opposite, what a capture adds to the board (``gain``, plus
      ``per_seed`` for each seed opposite) and the *nz* bits it keeps; else 0;
    * Oware: when the last seed falls in one of the opponent's houses (a capture
      may follow), ``(last, lo, their_side, mine, theirs)``: the bit offsets of
      that house and of the opponent's first house, the bits of the opponent's
      houses and the bit offsets of the mover's store and of the opponent's;
      else 0.  Oware's *delta* also flips :attr:`turn`, so that the packed
      integer is the whole position (the board and who is to move), which the
      repetition rule compares.
    """

    __slots__ = ("lay", "n", "size", "span", "rows", "by_mask", "tabs", "bit", "sides",
                 "store_shift", "bases8", "total", "turn", "board_bits", "nz_add", "nz_high",
                 "nz_table")

    def __init__(self, lay: Layout) -> None:
        n, size = lay.n, lay.size
        self.lay = lay
        self.n = n
        self.size = size
        self.total = lay.total
        self.span = math.lcm(*range(1, n + 1))
        """A multiple of every possible number of legal moves (60 for six houses)."""
        full = (1 << (2 * n)) - 1
        bit = [0] * size
        for p in (0, 1):
            for i in range(n):
                bit[lay.bases[p] + i] = 1 << (p * n + i)
        self.bit = tuple(bit)
        """``bit[pos]``: the *nz* bit of the house at *pos* (0 for a store)."""
        self.sides = tuple(sum(0xFF << (8 * pos) for pos in lay.houses[p]) for p in (0, 1))
        """``sides[p]``: the bits of player *p*'s houses on the packed board."""
        self.store_shift = (8 * lay.stores[0], 8 * lay.stores[1])
        self.bases8 = (8 * lay.bases[0], 8 * lay.bases[1])
        oware = lay.variant == OWARE
        self.board_bits = (1 << (8 * size)) - 1
        self.turn = 1 << (8 * size) if oware else 0
        """Oware: the bit set in a packed position when player 1 is to move."""
        tabs: tuple[list[tuple[Row, ...] | None], ...] = ([None] * (full + 1),
                                                          [None] * (full + 1))
        rows: list[Row] = []
        for pos in range(size):
            if pos in lay.stores:
                rows.append(())
                continue
            mover = lay.owner(pos)
            seq = lay.cycles[mover][pos]
            store = lay.stores[mover]
            entries: list[tuple[Any, ...]] = []
            for s in range(1, lay.total + 1):
                delta = -(s << (8 * pos))
                reached = 0
                for k in range(s):
                    delta += 1 << (8 * seq[k % len(seq)])
                    reached |= bit[seq[k % len(seq)]]
                last = seq[(s - 1) % len(seq)]
                keep = full & ~bit[pos]
                kind: Any
                if oware:
                    delta += self.turn if mover == 0 else -self.turn
                    kind = 0
                    if lay.owner(last) != mover:
                        kind = (8 * last, self.bases8[1 - mover], self.sides[1 - mover],
                                self.store_shift[mover], self.store_shift[1 - mover])
                elif last == store:
                    kind = 0
                elif lay.owner(last) == mover:
                    opp = lay.opposite(last)
                    kind = (8 * last, 8 * opp, (1 << (8 * store)) - (1 << (8 * last)),
                            (1 << (8 * store)) - (1 << (8 * opp)),
                            full & ~bit[last] & ~bit[opp])
                else:
                    kind = 0
                after = mover if last == store else 1 - mover
                entries.append((delta, kind, keep, reached, tabs[after]))
            rows.append((8 * pos, *entries))
        self.rows = tuple(rows)
        """``rows[pos]``: the sowing row of the house at *pos*."""
        houses = lay.houses[0] + lay.houses[1]
        self.nz_add = sum(0x7F << (8 * pos) for pos in houses)
        self.nz_high = sum(0x80 << (8 * pos) for pos in houses)
        self.nz_table = {sum(0x80 << (8 * pos) for pos in houses if bit[pos] & nz): nz
                         for nz in range(full + 1)}
        """``nz_table[(b + nz_add) & nz_high]``: *nz* of the packed board *b*."""
        self.by_mask = tuple(tuple(self.spread([lay.bases[p] + i for i in range(n)
                                                if mask >> i & 1])
                                   for mask in range(1 << n)) for p in (0, 1))
        """``by_mask[p][mask]``: the rows of player *p*'s houses in *mask* (bit *i*:
        house *i*), spread to :attr:`span` entries."""
        low = (1 << n) - 1
        for p in (0, 1):
            tabs[p][:] = [self.by_mask[p][nz >> (n * p) & low] if nz & low and nz >> n
                          else None for nz in range(full + 1)]
        self.tabs = tabs
        """``tabs[p][nz]``: the rows of player *p*'s non-empty houses; None when a
        side is empty (the end of the game, or Oware's feeding)."""

    def spread(self, positions: list[int]) -> tuple[Row, ...]:
        """The rows of *positions*, repeated to :attr:`span` entries (none: empty)."""
        k = len(positions)
        return tuple(self.rows[positions[i % k]] for i in range(self.span)) if k else ()

    def nz_of(self, b: int) -> int:
        """*nz* of the packed board *b*: adding 127 to every house sets its bit 7
        exactly when it holds seeds (no house holds more than 128)."""
        return self.nz_table[(b + self.nz_add) & self.nz_high]

    def mover(self, row: Row) -> int:
        """The player who sows from the house of *row*."""
        return 0 if row[0] < self.bases8[1] else 1


@lru_cache(maxsize=64)
def _tables(lay: Layout) -> _Tables:
    return _Tables(lay)


def random_playout(state: MancalaState, rng: random.Random, trace: Trace | None = None,
                   max_plies: int = 1_000_000) -> tuple[int, int]:
    """Play uniformly random moves from *state* to the end; return the final stores.

    :param trace: if a list, ``(mover, house_index, board_after)`` is appended for
        every move (for tests).
    :param max_plies: stop after this many moves (the stores so far are returned).
    """
    stores, _ = _play(state, rng, trace, max_plies)
    return stores


def playout(state: State, rng: random.Random) -> Outcome:
    """The computer player's playout: uniformly random moves from *state* to the end.

    ``GameKnowledge(playout=...)`` of Kalah, Oware and Congkak.
    """
    assert isinstance(state, MancalaState)
    (a, b), reason = _play(state, rng, None, 1_000_000)
    return _outcome(a, b, reason or "normal")


@lru_cache(maxsize=4096)
def _outcome(a: int, b: int, reason: str) -> Outcome:
    """The outcome of final stores *a* and *b* (made once: outcomes never change)."""
    return Outcome.by_scores((a, b), reason)


def _play(state: MancalaState, rng: random.Random, trace: Trace | None,
          max_plies: int) -> tuple[tuple[int, int], str]:
    lay = state.lay
    if lay.variant == OWARE:
        # A position set up by hand that is already decided ends at the next move
        # (the packed loop checks the majority after captures only).
        total = lay.total
        s0, s1 = 2 * state.store(0), 2 * state.store(1)
        if s0 > total or s1 > total or s0 == s1 == total:
            return _by_states(state, rng, trace, max_plies)
    if state.is_over() or max_plies <= 0:
        return (state.store(0), state.store(1)), state.reason
    if lay.variant == KALAH:
        return _kalah(_tables(lay), state, rng, trace, max_plies)
    if lay.variant == OWARE:
        return _oware(_tables(lay), state, rng, trace, max_plies)
    return _by_states(state, rng, trace, max_plies)  # Congkak


def _settled(t: _Tables, b: int, row: Row) -> tuple[int, str, int, int]:
    """The reference engine's :func:`~.engine.settle` on the packed position *b*
    after the sowing of *row*: ``(next_player, reason, legal_mask, position)``."""
    board = list(unpack(b & t.board_bits, t.size))
    player, reason, mask = settle(board, t.lay, t.mover(row), 0)
    return player, reason, mask, pack(board) | (t.turn if player == 1 else 0)


def _record(trace: Trace, t: _Tables, row: Row, b: int) -> None:
    """Append the move of *row* and the board of *b* after it to *trace*."""
    mover = t.mover(row)
    trace.append((mover, (row[0] >> 3) - t.lay.bases[mover], unpack(b & t.board_bits, t.size)))


# The loops draw rng.getrandbits(32) modulo span (60 for six houses): one call of
# the generator's fast path, a bias below 60 / 2**32 (1.4e-8) per move.

def _kalah(t: _Tables, state: MancalaState, rng: random.Random, trace: Trace | None,
           max_plies: int) -> tuple[tuple[int, int], str]:
    """Kalah from *state* (still in play) on the packed board."""
    b = pack(state.board)
    nz = t.nz_of(b)
    rows = t.by_mask[state.current_player][state.mask]
    span = t.span
    bits = rng.getrandbits
    capture_empty = t.lay.capture_empty
    reason = ""
    for _ in range(max_plies):
        row = rows[bits(32) % span]
        delta, kind, keep, reached, tab = row[(b >> row[0]) & 0xFF]
        b += delta
        nz = nz & keep | reached
        if kind and (b >> kind[0]) & 0xFF == 1:  # the last seed in an empty house
            o = (b >> kind[1]) & 0xFF
            if o or capture_empty:
                b += kind[2] + o * kind[3]
                nz &= kind[4]
        next_rows = tab[nz]
        if next_rows is None:  # a side is empty: the end of the game
            _, reason, _, b = _settled(t, b, row)
            if trace is not None:
                _record(trace, t, row, b)
            break
        rows = next_rows
        if trace is not None:
            _record(trace, t, row, b)
    shift0, shift1 = t.store_shift
    return ((b >> shift0) & 0xFF, (b >> shift1) & 0xFF), reason


def _oware(t: _Tables, state: MancalaState, rng: random.Random, trace: Trace | None,
           max_plies: int) -> tuple[tuple[int, int], str]:
    """Oware from *state* (still in play) on the packed position, with captures,
    grand slams, the majority of the seeds, feeding and the repetition rule."""
    turn = t.turn
    b = pack(state.board)
    nz = t.nz_of(b)
    b |= turn if state.current_player == 1 else 0
    rows = t.by_mask[state.current_player][state.mask]
    by_mask = t.by_mask
    span = t.span
    bits = rng.getrandbits
    bit = t.bit
    total = t.total
    grand_slam = t.lay.grand_slam_captures
    # The packed positions since the last capture (the history).
    seen = {pack(board) | (turn if who == 1 else 0) for who, board in state.history}
    reason = ""
    for _ in range(max_plies):
        row = rows[bits(32) % span]
        delta, cap, keep, reached, tab = row[(b >> row[0]) & 0xFF]
        b += delta
        nz = nz & keep | reached
        if cap and (b >> cap[0]) & 0xFE == 2:  # 2 or 3 over there: a capture?
            last, lo, their_side, mine, theirs = cap
            taken = removed = cleared = 0
            while True:
                v = (b >> last) & 0xFF
                if v != 2 and v != 3:
                    break
                taken += v
                removed += v << last
                cleared |= bit[last >> 3]
                if last == lo:
                    break
                last -= 8
            if grand_slam or (b - removed) & their_side:
                b += (taken << mine) - removed
                nz &= ~cleared
                seen.clear()  # earlier positions can never come back
                won = 2 * ((b >> mine) & 0xFF)
                if won > total or won == total == 2 * ((b >> theirs) & 0xFF):
                    reason = "normal"
                    if trace is not None:
                        _record(trace, t, row, b)
                    break
        next_rows = tab[nz]
        if next_rows is None:  # a side is empty: feeding, or the end of the game
            player, reason, mask, b = _settled(t, b, row)
            if player < 0:
                if trace is not None:
                    _record(trace, t, row, b)
                break
            next_rows = by_mask[player][mask]
        rows = next_rows
        if b in seen:
            reason = "repetition"
            swept = list(unpack(b & t.board_bits, t.size))
            sweep_both(swept, t.lay)
            b = pack(swept)
            if trace is not None:
                _record(trace, t, row, b)
            break
        seen.add(b)
        if trace is not None:
            _record(trace, t, row, b)
    shift0, shift1 = t.store_shift
    return ((b >> shift0) & 0xFF, (b >> shift1) & 0xFF), reason


def _by_states(state: MancalaState, rng: random.Random, trace: Trace | None,
               max_plies: int) -> tuple[tuple[int, int], str]:
    """Random moves on the reference states themselves, from *state*."""
    bits = rng.getrandbits
    for _ in range(max_plies):
        if state.is_over():
            break
        moves = state.legal_moves()
        move = moves[bits(32) % len(moves)]
        mover = state.current_player
        state = state.apply(move)
        if trace is not None:
            trace.append((mover, move.index, state.board))
    return (state.store(0), state.store(1)), state.reason
