"""Batched random playouts with numpy: many Kalah or Oware games advanced together.

Optional (numpy is not a dependency of the game): the benchmarks use it when numpy
is installed.  Each step advances every running game of the batch by one uniformly
random legal move, with the same rules as :mod:`.engine` (Kalah captures and extra
turns; Oware captures, grand slams, feeding and the repetition rule).  Congkak
(relay sowing) is not batched.

How it stays fast: a step is a few dozen operations on whole arrays, with table
look-ups instead of branches, and only the rules that concern few games (the end
of a game, feeding, Oware's grand slams and repetitions) run on those games only.
A step's cost is mostly the number of numpy calls (about a microsecond each for
1000 games, more than the work on the games themselves), so the design counts
calls: constants are numpy arrays of no dimension (numpy converts a Python int at
every call), two numbers a game come from one look-up of a 16-byte item (four
from one of a 32-byte item in the lean Oware steps, ``take`` into arrays made once
per number of slots, whose parts are views made once as well; the other operations
write into arrays made once too), and the tables are small enough to stay in the
processor's caches.

* Each game is two 64-bit integers, one per player: the houses in bytes ``0 .. n-1``
  and the store in byte ``n``, seen from that player, so one set of tables serves
  both players.  Byte 7 is a marker (Kalah: 1, and bit 7 of the store's byte is the
  player; Oware: 2, plus 1 for the player to move, so that the words of a position
  are its repetition key).
* The move: the mover's non-empty houses are ``(w + 0x7f7f..) & 0x8080..``; one
  multiplication gathers them in the top bits, the random number is xor-ed into
  the bits below, and one look-up gives the house (uniform among the non-empty ones,
  or among the feeding ones in Oware: another addend, set for one move by the
  rare rules; Oware gets the house's bit offset and row from one 16-byte item).
  Sowing *s* seeds from house *h* adds a precomputed pair of integers, fetched in
  one look-up as one 16-byte item (Oware from a start without history: one 32-byte
  item also gives what the sowing adds to the position's hash and the house of the
  last seed, and one addition sows and hashes: the slots' words have two more
  columns there, the hash and a sum never read).
* Captures are computed for every game: Kalah tests the byte of the house where
  the row's last seed fell; Oware turns the opponent's houses holding 2 or 3 into
  a bit mask (three operations on the word and one multiplication) and one table
  look-up (1,024 entries), keyed by that mask and the house of the last seed, gives
  the bytes captured.  The end of the game, the grand slam rule and feeding need a side to be
  empty or a store past half the seeds: one test on all games, then only those
  (Oware from a start without history: a few games a step, one at a time in
  Python, in the step itself, :meth:`_Oware.run_lean`).
* Kalah: an extra turn keeps the words in place, otherwise they swap (xor with a
  mask from the row).  Oware never gives an extra turn: the words stay in their
  columns, the mover's column alternates, and the to-move bit of the markers flips
  with the sowing itself.
* Oware's repetition rule is exact.  Every step's positions form a row of a
  history array, and each game has a small hash table of its rows (a capture or a
  new game only moves the game's first valid row, ``since``: nothing is cleared);
  each cell holds the last row that hashed there and each row the previous row of
  its cell, so a game whose cell holds a valid row compares its position with that
  cell's rows only, exactly.  From a start without history (:meth:`_Oware.run_lean`)
  the hash of a position is kept up to date from the sowings alone (it is linear
  in the words, and a position can only come back between two captures, so the
  captures need not change it), the tables are small (128 cells a game: they stay
  in the processor's cache) and the rows whose cell held a valid row are looked for
  and compared every :data:`_CHECK` steps and before a compaction (true
  repetitions are rare), all at once from the rows of ``since`` kept for each step
  (a capture moves it with one ``putmask``) and, only when slots take new games, of
  the slots' games (otherwise each slot's one game, :attr:`_Oware.owner`): a game
  found repeating ends at its repetition (its result is read from that row, its
  later moves leave the trace) and its slot takes the next game.  Other starts
  check at every step.
* Finished games' results are kept and read once at the end (in the lean Oware
  steps, once every game has started, a step only idles the slots of the games
  that ended; their games are read at the next check).

A finished game's slot takes the next game at once, so the batch stays full until
every game has started; then finished slots idle (zero words sow nothing; in the
lean Oware steps, words whose houses hold 0x81 have no legal move, since the
choice's addend carries them into the next byte, and never end, so neither the
end test nor the addend needs a mask of running games) until the batch is
compacted (when half the slots idle: the rows of positions are narrowed in their
own memory), and the last few games play on one by one in the tight loop of
:mod:`.fast` (same rules), which beats a numpy step of a few games (from a start
without history, through :func:`_oware_tail`, which hands that loop the sets of the
positions since each game's last capture made from the rows in bulk).

The tests replay every batched game move by move on the list engine (the plain
rules) and through the packed states.

>>> import numpy as np
>>> from ludotheque_mancala.rules.game import KalahGame
>>> stores = random_playouts(KalahGame().new_state(), 100, np.random.default_rng(1))
>>> stores.shape, bool((stores.sum(axis=1) == 48).all())
((100, 2), True)
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Any

import numpy as np

from .engine import KALAH, OWARE, Layout
from .fast import _kalah as _kalah_loop
from .fast import _oware as _oware_loop
from .fast import _oware_play, _oware_rollout, _OwareRollout
from .packed import supports as packable
from .packed import tables as packed_tables
from .state import MancalaState

__all__ = ["random_playouts", "supported"]

_WIDTH = 1024
"""Games advanced together at most (more games start in the slots of finished ones)."""
_TAIL = 24
"""Oware: with this many games left or fewer, each plays on in the tight loop of
:mod:`.fast` (a numpy step costs about as much whatever the number of games)."""
_KALAH_TAIL = 40
"""The same for Kalah (its tight loop is faster)."""
_CHUNK = 32
"""Plies of random numbers drawn at once."""
_I64 = np.int64
_C128 = np.complex128
"""Pairs of 64-bit integers are fetched as one 16-byte item (never used as numbers)."""
_V32 = np.dtype((np.void, 32))
"""Four 64-bit integers fetched as one 32-byte item (one look-up costs little more than
a 16-byte one)."""
_MARK = 56
"""Bit offset of the marker byte (byte 7) of a word."""
_TO_MOVE = 1 << _MARK
"""Oware: the marker bit of the player to move."""
_NEVER = _MARK + 1
"""Kalah: a bit offset where the byte test for 1 never passes (the marker byte, 1,
shifted by one bit)."""
_IDLE_ROW = 7 << 7
"""The row of an idle slot (there is no house 7): it sows nothing and flags nothing."""
_ROWS = 1 << 10
_CELL_BITS = 10
"""Oware: log2 of the cells of each game's hash table."""
_LEAN_CELL_BITS = 7
"""The same for :meth:`_Oware.run_lean` (the tables of 1000 slots stay in the
processor's cache; the chains are walked late, in bulk)."""
_HASH = (-7046029254386353131, -4417276706812531889)  # odd 64-bit multipliers
_UNUSED = (1 << 31) - 1
"""The first valid history row of an idle slot (no row is ever that late)."""
_ROOM = 256
"""Oware (:meth:`_Oware.run_lean`): rows of positions made at first (compacting the
slots makes more rows in the same memory; more are made, by doubling, when needed)."""
_COMPACT = 0.5
"""Oware: the slots are compacted once every game has started and at most this
share of them holds a running game."""
_CHECK = 64
"""Oware: steps between two checks of the positions whose hash cell held a valid row
(the games that did repeat are rolled back to their repetition); a compaction of the
slots checks first, and the count starts again from there."""
_NONE = np.zeros(0, dtype=_I64)
"""No slots (never written)."""
_LAZY = True
"""Oware from a start without history: check repetitions every :data:`_CHECK` steps
(False: at every step, as for the other starts)."""


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


def _pairs(first: np.ndarray, second: np.ndarray) -> np.ndarray:
    """The pairs ``(first[i], second[i])`` as 16-byte items."""
    both = np.ascontiguousarray(np.stack([first, second], axis=1), dtype=_I64)
    pairs: np.ndarray = both.view(_C128).reshape(-1)
    return pairs


class _Tables:
    """The numpy tables of one rule set (see :func:`_tables`), in the mover's frame:
    position ``i <= n`` of the ring is byte ``i`` of the mover's word, position
    ``n + 1 + i`` byte ``i`` of the opponent's."""

    def __init__(self, lay: Layout) -> None:
        n = lay.n
        oware = lay.variant == OWARE
        self.n = n
        self.size = lay.size
        self.oware = oware
        self.bases = lay.bases
        self.total = lay.total
        self.capture_empty = lay.capture_empty
        self.grand_slam = lay.grand_slam_captures
        self.span = math.lcm(*range(1, n + 1))
        """A multiple of every possible number of legal moves (60 for six houses)."""
        ss = 8 * n
        self.store_shift = ss
        self.houses = (1 << ss) - 1
        """The bits of the houses of a word."""
        self.store_bits = 0xFF if oware else 0x7F
        """The bits of the store's byte that count seeds (Kalah: bit 7 is the player)."""
        self.low = self.houses | self.store_bits << ss
        """The bits of the houses and the store of a word."""
        self.add = _bytes(0x7F, n)
        self.high = _bytes(0x80, n)
        self.feed = sum((128 - (n - i)) << (8 * i) for i in range(n))
        """Oware: ``(w + feed) & high``: the houses holding enough seeds to feed."""
        self.fe = _bytes(0xFE, n)
        self.twos = _bytes(0x02, n)
        self.mul = sum(1 << (50 - 7 * j) for j in range(n))
        """``((w + add) & high) * mul``: the non-empty houses as bits ``57 .. 56 + n``
        (bit 63 stays clear) and, below them, bits that depend on those only."""
        choice_shift = np.zeros(64 * 64, dtype=_I64)
        choice_row = np.full(64 * 64, _IDLE_ROW, dtype=_I64)
        for mask in range(1, 1 << n):
            top = ((sum(0x80 << (8 * i) for i in range(n) if mask >> i & 1) * self.mul)
                   & ((1 << 64) - 1)) >> 51
            assert top >> 6 == mask
            houses = [i for i in range(n) if mask >> i & 1]
            for r in range(self.span):
                h = houses[r % len(houses)]
                choice_shift[top ^ r] = 8 * h
                choice_row[top ^ r] = h << 7
        self.choice_shift = choice_shift
        self.choice_row = choice_row
        """For ``c = ((w + add) & high) * mul >> 51`` and ``r`` uniform below
        :attr:`span`: ``choice_shift[c ^ r]`` is ``8 * h`` for a uniform house *h* of
        the mask in *c*, and ``choice_row[c ^ r]`` is ``h << 7``."""
        mine = np.zeros(_ROWS, dtype=_I64)
        theirs = np.zeros(_ROWS, dtype=_I64)
        last = np.full(_ROWS, -1, dtype=_I64)
        turn = np.zeros(_ROWS, dtype=bool)
        for h in range(n):
            seq = lay.cycles[0][h]  # player 0 is the mover of the frame
            for s in range(1, 128):
                i = h << 7 | s
                counts = [0] * lay.size
                laps, rest = divmod(s, len(seq))
                for x in seq:
                    counts[x] += laps
                for x in seq[:rest]:
                    counts[x] += 1
                counts[h] -= s
                dm = sum(counts[x] << (8 * x) for x in range(n + 1))
                dt = sum(counts[n + 1 + x] << (8 * x) for x in range(n + 1))
                end = seq[(s - 1) % len(seq)]
                if oware:
                    dm -= _TO_MOVE
                    dt += _TO_MOVE
                    if n < end < 2 * n + 1:
                        last[i] = end - n - 1
                else:
                    turn[i] = end != n
                    if end < n:
                        last[i] = end
                mine[i] = _signed(dm)
                theirs[i] = _signed(dt)
        self.sow = (_pairs(mine, theirs), _pairs(theirs, mine))
        """``sow[c][row]``: what sowing the row's seeds adds to the words, as a pair for
        the columns ``(0, 1)`` when the mover's word is in column *c* (row ``h << 7 |
        s``: *s* seeds from house *h*)."""
        self.last = last
        """The house where the last seed of each row falls (Kalah: the mover's; Oware:
        the opponent's), else -1."""
        self.turn = np.where(turn, -1, 0).astype(_I64)
        """Kalah: all ones if the turn passes (not when the last seed falls in the
        store), else 0."""
        run = np.zeros(64 * 8, dtype=_I64)
        expand = np.zeros(64, dtype=_I64)
        for mask in range(1 << n):
            for i in range(n):
                j, chain = i, 0
                while j >= 0 and mask >> j & 1:
                    chain |= 1 << j
                    j -= 1
                run[mask << 3 | i] = chain
            expand[mask] = sum(0xFF << (8 * i) for i in range(n) if mask >> i & 1)
        self.run = run
        """``run[mask << 3 | i]``: the run of *mask*'s houses ending at *i* and going
        down (Oware's chain of captures)."""
        self.expand = expand
        """``expand[mask]``: the bytes of *mask*'s houses."""
        taken = np.zeros(1 << 15, dtype=_I64)
        small = np.zeros(1 << 10, dtype=_I64)
        full = (1 << n) - 1
        for mask in range(1 << n):
            top = ((sum(0x80 << (8 * i) for i in range(n) if mask >> i & 1) * self.mul)
                   & ((1 << 64) - 1)) >> 48
            for i in range(n):
                taken[top ^ i] = small[top >> 6 ^ i] = expand[run[(full & ~mask) << 3 | i]]
        self.taken_small = small
        """The same as :attr:`taken` for ``(m * mul) >> 54 ^ i`` (8 kB: it stays in the
        processor's first cache)."""
        self.taken = taken
        """Oware: for *m* the bits 7 of the opponent's houses not holding 2 or 3 and *i*
        the house of the last seed (7: not the opponent's), ``taken[(m * mul) >> 48 ^ i]``
        is the bytes of the houses captured (before the grand slam rule)."""
        self.last_house = np.where(last >= 0, last, 7)
        """The house of the last seed of each row (7: elsewhere)."""
        self.choice = _pairs(choice_shift, choice_row)
        """``(choice_shift[x], choice_row[x])`` as one 16-byte item."""
        self.idle = (_bytes(0x81, n) | 2 << _MARK, _bytes(0x81, n) | 2 << _MARK)
        """Oware: the words of an idle slot: with the usual addend its houses carry into
        the next byte and none looks non-empty, so it has no legal move (its row, ``7 <<
        7`` or-ed with 0x81, is a row of no house: it sows nothing), no capture and no
        end (its houses are not empty, its store is empty)."""
        self.idle_pair = np.array(self.idle, dtype=_I64).view(_C128)[0]
        """:attr:`idle` as one 16-byte item."""
        self.sow_hash = tuple(
            np.ascontiguousarray(np.stack([
                first, second, np.array([_signed(a * _HASH[0] + b * _HASH[1])
                                         for a, b in zip(first.tolist(), second.tolist())],
                                        dtype=_I64), self.last_house], axis=1),
                dtype=_I64).view(_V32).reshape(-1)
            for first, second in ((mine, theirs), (theirs, mine)))
        """Oware (:meth:`_Oware.run_lean`): ``sow_hash[c][row]`` is the pair of
        :attr:`sow` and ``(dh, last_house[row])`` as one 32-byte item, for the mover's word
        in column *c*, where *dh* is what the sowing of the row adds to the hash of the
        position (:func:`_hash` before its shift is linear in the words)."""
        self.at = np.where(last >= 0, 8 * last, _NEVER)
        """Kalah: the bit offset of the mover's house of the last seed (else
        :data:`_NEVER`, a byte that never holds 1)."""
        self.facing = np.where(last >= 0, 8 * (n - 1 - last), _NEVER)
        """Kalah: the bit offset of the house facing it in the opponent's word."""
        self.gain = np.where(last >= 0, (1 << ss) - (1 << (8 * last)), 0)
        """Kalah: what a capture adds to the mover's word besides the seeds taken
        (the last seed moves to the store)."""
        self.byte_sum = sum(1 << (8 * j) for j in range(n + 1))
        self.store_byte = 0xFF << ss
        """``(w * byte_sum) & store_byte``: the sum of the house bytes of *w* in the
        store's byte (no carry: fewer than 256 seeds)."""
        self.majority = (2 << _MARK) | ((lay.total // 2 + 1) << ss)
        """Oware: a mover's word (marker 2) at least this has more than half the seeds."""
        self.packed = packed_tables(lay) if packable(lay) else None
        """The tables of :mod:`.packed` (None: no tight loop for this rule set)."""

    def word(self, board: tuple[int, ...], player: int) -> int:
        """Player *player*'s houses and store in *board* (no marker)."""
        lo = self.bases[player]
        return sum(board[lo + i] << (8 * i) for i in range(self.n + 1))

    def mask(self, w: np.ndarray) -> np.ndarray:
        """The non-empty houses of each word as bits."""
        x: np.ndarray = (w + self.add) & self.high
        x *= self.mul
        x >>= 57
        return x

    def sum_bytes(self, w: np.ndarray) -> np.ndarray:
        """The seeds of each word (houses and store)."""
        x: np.ndarray = (w & self.low) * 0x0101010101010101
        x >>= 56
        x &= 0xFF
        return x

    def swept(self, w: np.ndarray) -> np.ndarray:
        """The words after their players add their houses' seeds to their stores."""
        x: np.ndarray = (w & ~self.low) | (self.sum_bytes(w) << self.store_shift)
        return x

    def store(self, w: np.ndarray) -> np.ndarray:
        x: np.ndarray = (w >> self.store_shift) & self.store_bits
        return x

    def ring(self, w0: np.ndarray, w1: np.ndarray) -> np.ndarray:
        """The boards of player 0's words *w0* and player 1's *w1* in ring order."""
        n = self.n
        both = np.stack([w0 & self.low, w1 & self.low], axis=1).view(np.uint8)
        boards: np.ndarray = both.reshape(-1, 2, 8)[:, :, :n + 1].reshape(-1, self.size)
        return boards.astype(np.int8)


@lru_cache(maxsize=16)
def _tables(lay: Layout) -> _Tables:
    return _Tables(lay)


class _Randoms:
    """Uniform numbers below *span*, one row of *width* a ply, drawn in chunks.

    Each number is ``(u * span) >> 32`` for 32 random bits *u* (a bias below
    ``span / 2**32``, 1.4e-8 for six houses, like the tight loop of :mod:`.fast`)."""

    def __init__(self, rng: np.random.Generator, span: int) -> None:
        self.bits = rng.bit_generator
        self.span = span
        self.rows = np.zeros((0, 0), dtype=_I64)
        self.at = 0

    def row(self, width: int) -> np.ndarray:
        if self.at >= self.rows.shape[0] or self.rows.shape[1] != width:
            count = _CHUNK * width
            raw = self.bits.random_raw((count + 1) // 2).view(np.uint32)[:count]
            u = np.multiply(raw, np.uint64(self.span), dtype=np.uint64)
            u >>= np.uint64(32)
            self.rows = u.view(_I64).reshape(_CHUNK, width)
            self.at = 0
        row: np.ndarray = self.rows[self.at]
        self.at += 1
        return row


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
    t = _tables(state.lay)
    out = np.empty((max(count, 0), 2), dtype=_I64)
    out[:] = (state.store(0), state.store(1))
    if state.is_over() or count <= 0 or not state.legal_moves():
        return out  # (no legal move: as the tight loop, nothing is played)
    width = max(1, min(count, width))
    if t.oware:
        _Oware(t, state, count, width, rng, trace, out).run(max_plies)
    else:
        _Kalah(t, state, count, width, rng, trace, out).run(max_plies)
    return out


class _Games:
    """What both engines share: the slots' games, the results, the trace."""

    def __init__(self, t: _Tables, count: int, rng: np.random.Generator,
                 trace: list[Any] | None, out: np.ndarray) -> None:
        self.t = t
        self.count = count
        self.rng = rng
        self.trace = trace
        self.out = out
        self.started = 0
        self.live = 0
        self.ended: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
        """The games that ended and their words (see :meth:`order`); their stores are
        read at the end."""
        self.randoms = _Randoms(rng, t.span)

    def results(self) -> None:
        """Write the stores of the ended games to :attr:`out`."""
        if self.ended:
            games = np.concatenate([g for g, _, _ in self.ended])
            w0, w1 = self.order(np.concatenate([a for _, a, _ in self.ended]),
                                np.concatenate([b for _, _, b in self.ended]))
            self.out[games, 0] = self.t.store(w0)
            self.out[games, 1] = self.t.store(w1)
            self.ended = []

    def order(self, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Player 0's and player 1's words of the ended games kept as *a* and *b*."""
        raise NotImplementedError

    def record(self, games: np.ndarray, position: np.ndarray, w0: np.ndarray,
               w1: np.ndarray) -> None:
        assert self.trace is not None
        self.trace.append((games, position, self.t.ring(w0, w1)))

    def tail_trace(self, game: int, moves: list[tuple[int, int, tuple[int, ...]]] | None
                   ) -> None:
        """Append the moves of one game played in the tight loop to the trace."""
        if self.trace is None or moves is None:
            return
        games = np.array([game])
        bases = self.t.bases
        for mover, house, after in moves:
            self.trace.append((games, np.array([bases[mover] + house]),
                               np.array([after], dtype=np.int8)))


class _Kalah(_Games):
    """The running Kalah games: slot *i* holds game ``game[i]`` (-1: idle), the
    mover's word in ``cur[i]`` and the opponent's in ``oth[i]``; bit 7 of a word's
    store byte is its player."""

    def __init__(self, t: _Tables, state: MancalaState, count: int, width: int,
                 rng: np.random.Generator, trace: list[Any] | None, out: np.ndarray) -> None:
        super().__init__(t, count, rng, trace, out)
        p = state.current_player
        board = state.board
        mark = 1 << _MARK
        self.player_shift = t.store_shift + 7
        self.start = (t.word(board, p) | mark | p << self.player_shift,
                      t.word(board, 1 - p) | mark | (1 - p) << self.player_shift)
        self.cur = np.full(width, self.start[0], dtype=_I64)
        self.oth = np.full(width, self.start[1], dtype=_I64)
        self.game = np.arange(width, dtype=_I64)
        self.alive = np.ones(width, dtype=bool)
        self.started = self.live = width

    def run(self, max_plies: int) -> None:
        t = self.t
        add, high, mul = t.add, t.high, t.mul
        choice_shift, choice_row = t.choice_shift, t.choice_row
        sow, turn, at, facing, gain = t.sow[0], t.turn, t.at, t.facing, t.gain
        houses, store_shift, capture_empty = t.houses, t.store_shift, t.capture_empty
        row = self.randoms.row
        tracing = self.trace is not None
        bases = np.asarray(t.bases, dtype=_I64)
        for ply in range(max_plies):
            if self.started == self.count:
                if self.live <= _KALAH_TAIL and t.packed is not None:
                    self.tail(max_plies - ply)
                    break
                if not self.live:
                    break
                if 2 * self.live <= self.cur.size:
                    keep = np.flatnonzero(self.alive)
                    self.cur, self.oth, self.game = self.cur[keep], self.oth[keep], self.game[keep]
                    self.alive = self.alive[keep]
            cur, oth = self.cur, self.oth
            x = cur + add
            x &= high
            x *= mul
            x >>= 51
            x ^= row(cur.size)
            y = cur >> choice_shift[x]
            y &= 0xFF
            y |= choice_row[x]
            if tracing:
                moved = np.flatnonzero(self.game >= 0)
                position = bases[(cur[moved] >> self.player_shift) & 1] + ((y[moved] >> 7) & 7)
            both = sow[y].view(_I64)
            cur += both[0::2]
            oth += both[1::2]
            # The last seed in an empty house of the mover's: a capture.
            face = facing[y]
            seeds = oth >> face
            seeds &= 0xFF
            one = cur >> at[y]
            one &= 0xFF
            one = one == 1
            if not capture_empty:
                one &= seeds > 0
            seeds *= one
            one = one * gain[y]
            cur += one
            one = seeds << store_shift
            cur += one
            seeds <<= face
            oth -= seeds
            # The end: a side is empty (only after a capture or the mover's last seeds).
            end = cur & houses
            seeds = oth & houses
            np.minimum(end, seeds, out=end)
            end = end == 0
            end &= self.alive
            over = end.nonzero()[0]
            if over.size and tracing:  # each player sweeps their side (see :meth:`order`)
                cur[over] = t.swept(cur[over])
                oth[over] = t.swept(oth[over])
            # The turn passes: swap the words (xor with a mask of ones from the row).
            swap = cur ^ oth
            swap &= turn[y]
            cur ^= swap
            oth ^= swap
            if tracing:
                self.record(self.game[moved], position, *self.players(moved))
            if over.size:
                self.finish(over)
        else:
            self.unfinished()
        self.results()

    def players(self, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Player 0's and player 1's words in the slots *rows*."""
        cw, ow = self.cur[rows], self.oth[rows]
        first = ((cw >> self.player_shift) & 1) == 0
        return np.where(first, cw, ow), np.where(first, ow, cw)

    def order(self, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(The games ended with a side empty: each player sweeps their side, which is
        done here, once, unless the trace needed the boards.)"""
        first = ((a >> self.player_shift) & 1) == 0
        return self.t.swept(np.where(first, a, b)), self.t.swept(np.where(first, b, a))

    def finish(self, rows: np.ndarray) -> None:
        """Keep the result of the games ended in the slots *rows*, start the next ones."""
        self.ended.append((self.game[rows], self.cur[rows], self.oth[rows]))
        room = min(rows.size, self.count - self.started)
        new, idle = rows[:room], rows[room:]
        if room:
            self.cur[new] = self.start[0]
            self.oth[new] = self.start[1]
            self.game[new] = np.arange(self.started, self.started + room)
            self.started += room
        if idle.size:
            self.cur[idle] = 0
            self.oth[idle] = 0
            self.game[idle] = -1
            self.alive[idle] = False
            self.live -= idle.size

    def tail(self, max_plies: int) -> None:
        """Play the games left on, one by one, in the tight loop of :mod:`.fast`."""
        t = self.t
        packed = t.packed
        assert packed is not None
        rows = np.flatnonzero(self.game >= 0)
        w0, w1 = self.players(rows)
        local = random.Random(int(self.rng.integers(1 << 62)))
        low, shift = t.low, 8 * (t.n + 1)
        for k, row in enumerate(rows.tolist()):
            board = (int(w0[k]) & low) | (int(w1[k]) & low) << shift
            player = (int(self.cur[row]) >> self.player_shift) & 1
            moves: list[tuple[int, int, tuple[int, ...]]] | None = (
                [] if self.trace is not None else None)
            stores, _ = _kalah_loop(packed, board, player, packed.legal_mask(board, player),
                                    local, moves, max_plies)
            game = int(self.game[row])
            self.out[game] = stores
            self.tail_trace(game, moves)
        self.game[rows] = -1
        self.alive[rows] = False
        self.live = 0

    def unfinished(self) -> None:
        """Record the stores so far of the games still running (*max_plies* reached)."""
        rows = np.flatnonzero(self.game >= 0)
        cw, ow = self.players(rows)
        self.out[self.game[rows], 0] = self.t.store(cw)
        self.out[self.game[rows], 1] = self.t.store(ow)


class _Oware(_Games):
    """The running Oware games: slot *i* holds game ``game[i]`` (-1: idle), and its
    words in ``W[i]``: player 0's in column ``col0[i]``, player 1's in the other.
    At step *k* every game's mover is in column ``k & 1`` (a new game starts in the
    column of the next step), so the words never move.

    The positions: row ``r`` (absolute; ``rows[r - base]``) holds every slot's words
    after step ``r``; slot *i*'s positions since its last capture (or its start, with
    the start's history) are the rows from ``since[i]`` to ``top``.  The hash table
    of slot *i* is ``cells[off[i] + hash]``: the last row whose position hashed there
    (0: none), and ``prev[r - base, i]`` is the previous row of the cell of row *r*
    (rows below ``since[i]`` are stale and end the walk).
    """

    def __init__(self, t: _Tables, state: MancalaState, count: int, width: int,
                 rng: np.random.Generator, trace: list[Any] | None, out: np.ndarray) -> None:
        super().__init__(t, count, rng, trace, out)
        self.loose = bool(getattr(state._c, "loose", False))
        """Set up by hand in a position that may already be decided: every move
        goes through all the end-of-game rules."""
        p = state.current_player
        self.p0 = p
        board = state.board
        history = sorted((q, tuple(b)) for q, b in state.history if (q, tuple(b)) != (p, board))
        history.append((p, board))
        self.h = len(history) - 1
        """Positions of the start's history besides the start."""
        mark = 2 << _MARK

        def key(q: int, b: tuple[int, ...], col0: int) -> tuple[int, int]:
            w = [t.word(b, who) | mark | (_TO_MOVE if q == who else 0) for who in (0, 1)]
            return (w[0], w[1]) if col0 == 0 else (w[1], w[0])
        self.keys = tuple(np.array([key(q, b, col0) for q, b in history], dtype=_I64)
                          for col0 in (0, 1))
        """The start's history (the start last) as words, for each column of player 0."""
        self.lazy = _LAZY and not self.loose and self.h == 0
        """Check the repetitions every :data:`_CHECK` steps (see :meth:`run_lean`); a
        start with a history, or set up by hand, checks them at every step."""
        bits = self.cell_bits = _LEAN_CELL_BITS if self.lazy else _CELL_BITS
        self.hashes = tuple(_hash(keys[:, 0], keys[:, 1], bits) for keys in self.keys)
        self.start_hash = tuple(_signed(int(keys[-1, 0]) * _HASH[0] + int(keys[-1, 1]) * _HASH[1])
                                for keys in self.keys)
        """The hash of the start before its shift, for each column of player 0."""
        self.start_add = t.feed if not any(state.houses(1 - p)) else t.add
        """Oware's feeding rule at the start: the addend of the start's choice."""
        self.capacity = max(_ROOM if self.lazy else 64, 4 * (self.h + 2))
        made = np.empty if self.lazy else np.zeros  # (rows are written before they are read)
        self.rows = made((self.capacity, width, 2), dtype=_I64)
        self.prev = made((self.capacity, width), dtype=np.int32)
        self.owner = np.arange(width, dtype=np.int32) if count <= width else None
        """(Repetitions checked late) the game of each slot when no slot takes a second
        game (None: it may, see :attr:`gids`)."""
        self.gids = np.empty((self.capacity if self.owner is None else 0, width),
                             dtype=np.int32)
        """(Repetitions checked late, slots taking new games) the game of each slot at
        each row (-1: none)."""
        self.srows = np.empty((self.capacity, width), dtype=np.int32)
        """(Repetitions checked late) :attr:`since` at each row."""
        self.srows[0] = _UNUSED  # (the other rows are written before they are read)
        self.checked = 1
        """(Repetitions checked late) the first row not yet checked."""
        self.base = 1
        self.top = self.h + 1
        self.hash = np.zeros(width, dtype=_I64)
        """(:meth:`run_lean`) the hash of each slot's position, before its shift, up to
        a constant since the last capture (the sowings' shares are added, a capture
        changes nothing: positions can only repeat between two captures): the third
        column of :attr:`W` (see :meth:`words`)."""
        self.words(np.zeros((width, 4 if self.lazy else 2), dtype=_I64))
        self.cells = np.zeros(width << bits, dtype=np.int32)
        self.off = (np.arange(width, dtype=_I64) << bits) + (1 << (bits - 1))
        self.since = np.full(width, _UNUSED, dtype=np.int32)
        self.add = np.full(width, t.add, dtype=_I64)
        """Each slot's addend of the choice (:attr:`_Tables.add`, or ``feed`` when the
        player to move must feed)."""
        self.feeding: list[Any] = []
        """Slots whose addend is ``feed`` for one move (arrays, or slot numbers in
        :meth:`run_lean`)."""
        self.col0 = np.zeros(width, dtype=_I64)
        self.game = np.full(width, -1, dtype=_I64)
        self.alive = np.zeros(width, dtype=bool)
        self.step = 0
        self.pending: list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray,
                                 int | np.ndarray]] = []
        """The positions to check: slots, the valid row of their cell, their first
        valid row, their games, and the row of the position."""
        self.first_col0 = np.zeros(count, dtype=_I64)
        """The column of player 0's word of each game."""
        self.repeats: list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []
        """The games found repeating: games, rows, player 0's and player 1's words."""
        self.steps: list[tuple[int, int]] = []
        """(With a trace) the index of each step's entry in the trace and its row."""
        self.gone: list[tuple[np.ndarray, np.ndarray]] = []
        """(:meth:`run_lean`, every game started) the slots whose game ended at a step
        and their words: their games are read (and their slots freed in :attr:`game`)
        in bulk by :meth:`forget`, before anything reads :attr:`game` (the slots are
        idle already: idle words, no valid row)."""
        total = t.total
        self.few = (t.houses, t.high, t.feed, t.low, t.store_shift, total // 2,
                    total // 2 if total % 2 == 0 else -1, t.grand_slam)
        """(:meth:`run_lean`, the rare rules) the constants of the rules: a store above
        ``half`` or both at ``tie`` (-1 for an odd total) ends the game."""
        self.begin(np.arange(width))

    def words(self, W: np.ndarray) -> None:
        """Make *W* (shape ``(slots, 2)``, or ``(slots, 4)`` in :meth:`run_lean`: then the
        third column is :attr:`hash` and the fourth the sum of the houses of the last
        seed, never read, so that one addition of 32-byte items sows and hashes) the
        slots' words."""
        self.W = W
        self.Wc = W.view(_C128)[:, 0]
        """The slots' words as 16-byte items (a view of :attr:`W`)."""
        self.flat = W.reshape(-1)
        self.cols = (W[:, 0], W[:, 1])
        if W.shape[1] > 2:
            self.hash = W[:, 2]

    def begin(self, slots: np.ndarray, hashed: bool = True) -> None:
        """Start the next games in *slots*: their history fills the rows up to ``top``
        (unless *hashed* is False: in the middle of a step of :meth:`run_lean`, which
        then writes the row ``top`` and its cells for every slot)."""
        t = self.t
        col0 = (self.step & 1) ^ self.p0
        h = self.h
        first = self.top - h
        lo = first - self.base
        assert lo >= 0
        keys = self.keys[col0]
        self.W[slots, :2] = keys[-1]
        if hashed:
            self.rows[lo:lo + h + 1, slots] = keys[:, None, :]
            off = self.off[slots]
            cells, prev = self.cells, self.prev
            for j, cell in enumerate(self.hashes[col0].tolist()):
                at = off + cell
                prev[lo + j, slots] = cells[at]
                cells[at] = first + j
        self.since[slots] = first
        self.hash[slots] = self.start_hash[col0]
        self.add[slots] = self.start_add
        if self.start_add != t.add:
            if self.lazy:
                self.feeding.extend(slots.tolist())
            else:
                self.feeding.append(slots)
        self.col0[slots] = col0
        self.game[slots] = np.arange(self.started, self.started + slots.size)
        self.first_col0[self.started:self.started + slots.size] = col0
        self.alive[slots] = True
        self.started += slots.size
        self.live += slots.size

    def run(self, max_plies: int) -> None:
        if self.lazy:
            self.run_lean(max_plies)
            return
        t = self.t
        high, mul, base_add = t.high, t.mul, t.add
        choice_shift, choice_row, sows = t.choice_shift, t.choice_row, t.sow
        fe, twos, last_house, taken_of = t.fe, t.twos, t.last_house, t.taken
        byte_sum, store_byte, houses, majority = t.byte_sum, t.store_byte, t.houses, t.majority
        row = self.randoms.row
        tracing = self.trace is not None
        loose = self.loose
        bases = np.asarray(t.bases, dtype=_I64)
        h0, h1 = _HASH
        shift = 64 - self.cell_bits
        lazy = self.lazy
        for ply in range(max_plies):
            if self.pending and (ply % _CHECK == 0 or self.started == self.count and (
                    self.live <= _TAIL or self.live <= _COMPACT * self.W.shape[0])):
                self.verify()
            if self.started == self.count:
                if self.live <= _TAIL and t.packed is not None:
                    self.tail(max_plies - ply)
                    break
                if not self.live:
                    break
                if self.live <= _COMPACT * self.W.shape[0]:
                    self.compact()
            if self.top + 1 - self.base >= self.capacity:
                self.make_room()
            c = self.step & 1
            cur, oth = self.cols[c], self.cols[1 - c]
            x = cur + self.add
            x &= high
            x *= mul
            x >>= 51
            x ^= row(x.size)
            y = cur >> choice_shift[x]
            y &= 0xFF
            y |= choice_row[x]
            if self.feeding:
                self.add[np.concatenate(self.feeding)] = base_add
                self.feeding = []
            if tracing:
                moved = np.flatnonzero(self.game >= 0)
                position = bases[(self.col0[moved] != c).astype(_I64)] + ((y[moved] >> 7) & 7)
            self.top = top = self.top + 1
            flat = self.flat
            flat += sows[c][y].view(_I64)
            if loose:
                flagged = np.flatnonzero(self.game >= 0)
                over = self.settle_loose(flagged, c, y) if flagged.size else flagged
            else:
                # Captures: the chain of houses holding 2 or 3 that ends at the last seed.
                z = oth & fe
                z ^= twos
                z += base_add
                z &= high  # bit 7 of every house not holding 2 or 3
                z *= mul
                z >>= 48
                z ^= last_house[y]
                taken = taken_of[z]
                taken &= oth
                oth -= taken
                gain = taken * byte_sum
                gain &= store_byte
                cur += gain
                # More than half the seeds, or a side empty.
                odd = cur & houses
                z = oth & houses
                np.minimum(odd, z, out=odd)
                odd = odd == 0
                odd |= cur >= majority
                odd &= self.alive
                odd = odd.nonzero()[0]
                over = self.unusual(odd, c, taken, gain) if odd.size else odd
                self.since[taken.nonzero()[0]] = top
                if over.size:
                    self.since[over] = _UNUSED
            # Repetition: the position's cell in the slot's table.
            key = self.cols[0] * h0
            z = self.cols[1] * h1
            key += z
            key >>= shift
            key += self.off
            cells = self.cells
            old = cells[key]
            cells[key] = top
            self.prev[top - self.base] = old
            seen = (old >= self.since).nonzero()[0]
            if seen.size:
                if lazy:
                    self.pending.append((seen, old[seen], self.since[seen], self.game[seen], top))
                else:
                    again = self.repeated(seen, old[seen].astype(_I64))
                    if again.size:
                        over = np.concatenate([over, again])
            self.rows[top - self.base] = self.W
            self.step += 1
            if tracing:
                self.record(self.game[moved], position, *self.players(moved))
                if lazy:
                    assert self.trace is not None
                    self.steps.append((len(self.trace) - 1, top))
            if over.size:
                self.finish(over)
        else:
            if self.pending:
                self.verify()
            self.unfinished()
        self.results()
        if self.repeats:
            self.rolled_back()

    def run_lean(self, max_plies: int) -> None:
        """The steps from a start without history (repetitions checked late).

        A step is the move, the captures, one test for the few games that may end
        or must be fed (the rare rules, then run one game at a time in Python) and
        the position's cell in the slot's hash table; nothing else is done on every
        game.  The arrays are local names, taken again after a compaction or
        :meth:`make_room` makes them anew."""
        t = self.t
        choice, sow_hash, taken_of = t.choice, t.sow_hash, t.taken_small
        base_add = t.add
        # The constants as arrays of no dimension (a Python int costs numpy a
        # conversion at every call).
        high, mul, twos, not23, byte_sum, store_byte, houses, majority, ff, zero = (
            np.array(v, dtype=_I64) for v in (
                t.high, t.mul, t.twos, _bytes(0x7E, t.n), t.byte_sum, t.store_byte, t.houses,
                t.majority, 0xFF, 0))
        at51, at54, shift = (np.array(v, dtype=_I64) for v in (51, 54, 64 - self.cell_bits))
        row = self.randoms.row
        tracing = self.trace is not None
        bases = np.asarray(t.bases, dtype=_I64)
        cells = self.cells
        refill = self.owner is None
        idle_pair = t.idle_pair
        # The functions as local names, each given its output array (an in-place
        # operator or a look-up of ``np.<name>`` costs more); ``np.minimum`` takes it by
        # keyword (a third positional argument goes through a deprecation warning:
        # 1.7 us a call instead of 1.0).
        band, bor, bxor, plus, minus, mult, rshift = (
            np.bitwise_and, np.bitwise_or, np.bitwise_xor, np.add, np.subtract, np.multiply,
            np.right_shift)
        lesser, equal, at_least, differ, putmask = (
            np.minimum, np.equal, np.greater_equal, np.not_equal, np.putmask)
        houses_int, high_int, feed, low, ss, half, tie, slam = self.few
        slots = -1
        top = self.top
        until = few = -1  # (below: no tail, compaction, check or room to make before)
        for ply in range(max_plies):
            if top >= until or self.live <= few:
                if self.started == self.count:
                    if self.live <= _TAIL and t.packed is not None:
                        self.check()
                        self.tail(max_plies - ply)
                        break
                    if not self.live:
                        break
                    if self.live <= _COMPACT * self.W.shape[0]:
                        self.check()
                        self.compact()
                if top - self.checked >= _CHECK - 1:  # (the rows since the last check)
                    self.check()
                if top + 1 - self.base >= self.capacity:
                    self.make_room()
                # The next step that needs any of these, and the arrays as local names
                # (again after a compaction or make_room made them anew).
                until = min(self.checked + _CHECK - 1, self.base + self.capacity - 1)
                few = (max(_TAIL if t.packed is not None else 0, _COMPACT * self.W.shape[0])
                       if self.started == self.count else -1)
                Wc, flat, cols, since, add, hashes, off, prev, srows, gids, base = (
                    self.Wc, self.flat, self.cols, self.since, self.add, self.hash, self.off,
                    self.prev, self.srows, self.gids, self.base)
                rows = self.rows.view(_C128)[:, :, 0]  # (pairs, as the words in Wc)
            c = self.step & 1
            cur, oth = cols[c], cols[1 - c]
            if cur.size != slots:  # the look-ups' results, and views of their halves
                slots = cur.size
                picked, sown = np.empty(slots, dtype=_C128), np.empty(slots, dtype=_V32)
                pick, sown_words = picked.view(_I64), sown.view(_I64)
                pick_shift, pick_row, last_house = pick[0::2], pick[1::2], sown_words[3::4]
                xb, yb, zb, tb, gb, ob, kb = (np.empty(slots, dtype=_I64) for _ in range(7))
                fb, fb2 = np.empty(slots, dtype=bool), np.empty(slots, dtype=bool)
            # The move: a uniform house among the non-empty ones (or the feeding ones).
            x = plus(cur, add, xb)
            band(x, high, x)
            mult(x, mul, x)
            rshift(x, at51, x)
            bxor(x, row(slots), x)
            choice.take(x, out=picked, mode="clip")  # (indices in range: no check needed)
            y = rshift(cur, pick_shift, yb)
            band(y, ff, y)
            bor(y, pick_row, y)
            if self.feeding:
                for i in self.feeding:
                    add[i] = base_add
                self.feeding = []
            if tracing:
                moved = np.flatnonzero(since != _UNUSED)  # (the running games)
                position = bases[(self.col0[moved] != c).astype(_I64)] + ((y[moved] >> 7) & 7)
            self.top = top = self.top + 1
            sow_hash[c].take(y, out=sown, mode="clip")
            plus(flat, sown_words, flat)  # (the words, the hash, and a column never read)
            # Captures: the chain of houses holding 2 or 3 that ends at the last seed.
            z = bxor(oth, twos, zb)
            plus(z, not23, z)
            band(z, high, z)  # bit 7 of every house not holding 2 or 3
            mult(z, mul, z)
            rshift(z, at54, z)
            bxor(z, last_house, z)
            taken = taken_of.take(z, out=tb, mode="clip")
            band(taken, oth, taken)
            minus(oth, taken, oth)
            gain = mult(taken, byte_sum, gb)
            band(gain, store_byte, gain)
            plus(cur, gain, cur)
            # More than half the seeds, or a side empty (never in an idle slot).
            odd = band(cur, houses, ob)
            z = band(oth, houses, zb)
            lesser(odd, z, out=odd)
            flag = equal(odd, zero, fb)
            bor(flag, at_least(cur, majority, fb2), flag)
            odd = flag.nonzero()[0]
            if odd.size:
                # The rare rules, one game at a time: the grand slam rule, the end of
                # the game and feeding.
                ended = []
                feeders = self.feeding
                for i, a, b in zip(odd.tolist(), cur[odd].tolist(), oth[odd].tolist()):
                    if not b & houses_int:  # the capture took every seed of the player to move
                        tk = int(taken[i])
                        if tk and not slam:  # a grand slam captures nothing
                            b += tk
                            a -= int(gain[i])
                            cur[i] = a
                            oth[i] = b
                            taken[i] = 0
                    sa = (a >> ss) & 0xFF
                    sb = (b >> ss) & 0xFF
                    if sa > half or sb > half or sa == sb == tie:
                        ended.append(i)
                    elif not b & houses_int:  # the player to move has nothing: the mover sweeps
                        cur[i] = (a & ~low) | (sa + ((a & houses_int) * 0x0101010101010101 >> 56
                                                     & 0xFF)) << ss
                        ended.append(i)
                    elif not a & houses_int:  # the player to move must feed the mover
                        if (b + feed) & high_int:
                            feeders.append(i)
                            add[i] = feed
                        else:  # nobody can feed: the player to move sweeps
                            oth[i] = (b & ~low) | (sb + ((b & houses_int) * 0x0101010101010101
                                                         >> 56 & 0xFF)) << ss
                            ended.append(i)
                over = np.array(ended, dtype=_I64) if ended else _NONE
            else:
                over = odd
            # A capture: the positions before cannot come back (a running game's
            # first valid row is never after the current one).
            putmask(since, differ(taken, zero, fb), top)
            self.step += 1
            if tracing:
                self.record(self.game[moved], position, *self.players(moved))
                assert self.trace is not None
                self.steps.append((len(self.trace) - 1, top))
            if over.size:
                since[over] = _UNUSED
                if self.started < self.count:
                    self.finish(over, False)
                    until = -1  # (the last games may have started)
                else:  # (:meth:`finish` without new games; no ended game is to feed)
                    self.gone.append((over, Wc[over]))
                    self.live -= over.size
                    Wc[over] = idle_pair
            # The positions: their row, and their cells in the slots' tables (a new
            # game's slot holds its start).
            at = top - base
            rows[at] = Wc
            if refill:
                gids[at] = self.game
            srows[at] = since
            key = rshift(hashes, shift, kb)
            plus(key, off, key)
            cells.take(key, out=prev[at], mode="clip")
            cells[key] = top
        else:
            self.check()
            self.unfinished()
        self.forget()
        self.results()
        if self.repeats:
            self.rolled_back()

    def forget(self) -> None:
        """(:meth:`run_lean`) keep the games of :attr:`gone` as ended and free their
        slots in :attr:`game`."""
        if self.gone:
            slots = np.concatenate([s for s, _ in self.gone])
            games = self.game[slots]
            self.ended.append((games, np.concatenate([w for _, w in self.gone]), games))
            self.game[slots] = -1
            self.gone = []

    def check(self) -> None:
        """(Repetitions checked late) look for the positions played since the last
        check whose cell held an earlier row of the same game, and check them (see
        :meth:`verify`)."""
        self.forget()
        lo, hi = self.checked - self.base, self.top + 1 - self.base
        self.checked = self.top + 1
        if hi <= lo:
            return
        old = self.prev[lo:hi].reshape(-1)
        since = self.srows[lo:hi].reshape(-1)
        at = np.flatnonzero(old >= since)
        if at.size:
            rows, slots = np.divmod(at, self.prev.shape[1])
            rows += lo + self.base
            games = (self.gids[lo:hi].reshape(-1)[at] if self.owner is None
                     else self.owner[slots])
            self.pending.append((slots, old[at], since[at], games, rows))
            self.verify()

    def verify(self) -> None:
        """Check the positions of :attr:`pending` exactly (as :meth:`repeated`, each
        with the first valid row of its slot when it was played): a game that did
        repeat ended there; its slot, if it still holds it, takes the next game."""
        pending, self.pending = self.pending, []
        slots, rows, since, games, at_row = pending[0]
        if len(pending) == 1 and isinstance(at_row, np.ndarray):  # (a late check's)
            tops = at_row
        else:
            slots = np.concatenate([p[0] for p in pending])
            rows = np.concatenate([p[1] for p in pending]).astype(_I64)
            since = np.concatenate([p[2] for p in pending])
            games = np.concatenate([p[3] for p in pending])
            tops = np.concatenate([np.broadcast_to(np.asarray(p[4], dtype=_I64), p[0].shape)
                                   for p in pending])
        width = np.array(self.Wc.size, dtype=_I64)
        flat_rows = self.rows.view(_C128).reshape(-1)
        flat_prev = self.prev.reshape(-1)
        offs = slots - self.base * width  # (the index of row r of a slot: r * width + offs)
        key = flat_rows[tops * width + offs]
        cand = np.arange(slots.size)
        loops = self.owner is None  # (a new game's start may rewrite a row: see begin)
        found = []
        while cand.size:
            at = rows * width
            at += offs
            same = flat_rows[at] == key
            found.append(cand[same])
            up = flat_prev[at]
            go = up >= since
            if loops:
                go &= up < rows
            go = np.greater(go, same)  # (and not the same position: found)
            cand, rows, offs, key, since = (a[go] for a in (cand, up, offs, key, since))
        hits = np.concatenate(found)
        if not hits.size:
            return
        order = np.lexsort((tops[hits], games[hits]))
        hits = hits[order]
        g = games[hits]
        first = np.ones(g.size, dtype=bool)
        first[1:] = g[1:] != g[:-1]
        hits = hits[first]  # each game's first repetition
        g, top, slot = games[hits], tops[hits], slots[hits]
        words = self.rows[top - self.base, slot]
        col0 = self.first_col0[g]
        at = np.arange(g.size)
        self.repeats.append((g, top, words[at, col0], words[at, 1 - col0]))
        live = slot[self.game[slot] == g]
        if live.size:
            self.since[live] = _UNUSED
            self.finish(live)

    def rolled_back(self) -> None:
        """The games found repeating end at their repetition, each side swept (their
        moves after it are taken out of the trace)."""
        t = self.t
        games = np.concatenate([r[0] for r in self.repeats])
        w0 = t.swept(np.concatenate([r[2] for r in self.repeats]))
        w1 = t.swept(np.concatenate([r[3] for r in self.repeats]))
        self.out[games, 0] = t.store(w0)
        self.out[games, 1] = t.store(w1)
        if self.trace is None:
            return
        last = np.full(self.count, _UNUSED, dtype=_I64)
        last[games] = np.concatenate([r[1] for r in self.repeats])
        which = np.zeros(self.count, dtype=_I64)
        which[games] = np.arange(games.size)
        boards = t.ring(w0, w1)
        for index, row in self.steps:
            moved, position, after = self.trace[index]
            ends = last[moved]
            if (ends <= row).any():
                keep = ends >= row
                after = after.copy()
                at = np.flatnonzero(ends == row)
                after[at] = boards[which[moved[at]]]
                self.trace[index] = (moved[keep], position[keep], after[keep])

    def unusual(self, slots: np.ndarray, c: int, taken: np.ndarray,
                gain: np.ndarray) -> np.ndarray:
        """The slots *slots* where the mover (column *c*) may have more than half the
        seeds or a side may be empty: the grand slam rule, the end of the game and
        feeding (changes *taken* in place); returns the slots whose game ended."""
        t = self.t
        cur, oth = self.cols[c], self.cols[1 - c]
        a, b = cur[slots], oth[slots]
        over = a >= t.majority
        bare = b & t.houses
        if not bare.all():  # the capture took every seed of the player to move
            bare = bare == 0
            tk = taken[slots]
            if t.grand_slam:
                mine, theirs = 2 * t.store(a), 2 * t.store(b)
                over |= (mine == t.total) & (theirs == t.total)
                sweep = bare & ~over  # the player to move has nothing: the mover sweeps
                a = np.where(sweep, t.swept(a), a)
                over |= sweep
            else:  # a grand slam captures nothing
                slam = bare & (tk != 0)
                b += slam * tk
                a -= slam * gain[slots]
                over &= ~slam
                taken[slots] = tk * ~slam
            cur[slots] = a
            oth[slots] = b
        starved = a & t.houses
        starved = starved == 0
        starved &= ~over
        starved = starved.nonzero()[0]
        if starved.size:  # the player to move must feed the mover
            fed = b[starved] + t.feed
            fed &= t.high
            stuck = fed == 0
            if stuck.any():  # nobody can feed: the player to move sweeps
                over[starved[stuck]] = True
                nobody = slots[starved[stuck]]
                oth[nobody] = t.swept(oth[nobody])
                starved = starved[~stuck]
            feeders = slots[starved]
            if feeders.size:
                self.add[feeders] = t.feed
                self.feeding.append(feeders)
        ended: np.ndarray = slots[over]
        return ended

    def settle_loose(self, rows: np.ndarray, c: int, y: np.ndarray) -> np.ndarray:
        """:meth:`settle` for positions set up by hand: every rule after every move."""
        t = self.t
        W = self.W
        cw = W[rows, c]
        ow = W[rows, 1 - c]
        last = t.last[y[rows]]
        there = last >= 0
        captured = there & (((ow >> (8 * np.where(there, last, 0))) & 0xFE) == 2)
        ci = np.flatnonzero(captured)
        if ci.size:
            o = ow[ci]
            z = o & t.fe
            z ^= t.twos
            z += t.add
            z &= t.high
            z ^= t.high
            z *= t.mul
            z >>= 57
            chain = t.run[(z << 3) | last[ci]]
            if not t.grand_slam:
                takes = (t.mask(o) & ~chain) != 0
                captured[ci[~takes]] = False
                ci, o, chain = ci[takes], o[takes], chain[takes]
            taken = o & t.expand[chain]
            ow[ci] = o - taken
            cw[ci] += t.sum_bytes(taken) << t.store_shift
        mine = 2 * t.store(cw)
        theirs = 2 * t.store(ow)
        total = t.total
        over = (mine > total) | (theirs > total) | ((mine == total) & (theirs == total))
        bare = ~over & ((ow & t.houses) == 0)
        cw = np.where(bare, t.swept(cw), cw)
        over |= bare
        starved = ~over & ((cw & t.houses) == 0)
        can = (((ow + t.feed) & t.high) * t.mul) >> 57
        stuck = starved & (can == 0)
        ow = np.where(stuck, t.swept(ow), ow)
        over |= stuck
        feeders = rows[starved & ~stuck]
        if feeders.size:
            self.add[feeders] = t.feed
            self.feeding.append(feeders)
        W[rows, c] = cw
        W[rows, 1 - c] = ow
        self.since[rows[captured & ~over]] = self.top
        ended: np.ndarray = rows[over]
        self.since[ended] = _UNUSED
        return ended

    def repeated(self, slots: np.ndarray, rows: np.ndarray) -> np.ndarray:
        """Which of the slots *slots*, whose position's cell holds the valid rows
        *rows*, saw their position before; those games end (each side swept).

        The words are compared as 16-byte complex numbers: a live game's words have
        a marker byte 2 or 3, so as doubles they are ordinary numbers (never NaN,
        never zero) and equal exactly when their bits are."""
        key = self.Wc[slots]
        width = self.Wc.size
        flat_rows = self.rows.view(_C128).reshape(-1)
        flat_prev = self.prev.reshape(-1)
        found = []
        while True:
            at = rows - self.base
            at *= width
            at += slots
            same = flat_rows[at] == key
            if same.any():
                found.append(slots[same])
            up = flat_prev[at]
            more = (up >= self.since[slots]).nonzero()[0]
            if not more.size:
                break
            up = up[more].astype(_I64)
            keep = (up < rows[more]) & ~same[more]  # (stale rows of a new game's slot)
            more = more[keep]
            slots, rows, key = slots[more], up[keep], key[more]
            if not slots.size:
                break
        if not found:
            none: np.ndarray = slots[:0]
            return none
        again = np.concatenate(found)
        t = self.t
        w = self.Wc[again].view(_I64)
        self.Wc[again] = t.swept(w).view(_C128)
        self.since[again] = _UNUSED
        return again

    def players(self, slots: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Player 0's and player 1's words in the slots *slots*."""
        at = self.W.shape[1] * slots + self.col0[slots]
        return self.flat[at], self.flat[at ^ 1]

    def order(self, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        w = a.view(_I64)  # the words as pairs, and the games (player 0's column)
        at = 2 * np.arange(a.size) + self.first_col0[b]
        return w[at], w[at ^ 1]

    def finish(self, slots: np.ndarray, hashed: bool = True) -> None:
        """Keep the result of the games ended in *slots*, start the next ones (see
        :meth:`begin` for *hashed*)."""
        games = self.game[slots]
        self.ended.append((games, self.Wc[slots], games))
        self.live -= slots.size
        room = min(slots.size, self.count - self.started)
        new, idle = slots[:room], slots[room:]
        if idle.size:
            if self.lazy:  # (see :attr:`_Tables.idle`)
                self.Wc[idle] = self.t.idle_pair
                self.add[idle] = self.t.add
                if self.feeding:
                    gone = set(idle.tolist())
                    self.feeding = [i for i in self.feeding if i not in gone]
            else:
                self.Wc[idle] = 0
                self.alive[idle] = False
            self.game[idle] = -1
        if room:
            self.begin(new, hashed)

    def make_room(self) -> None:
        """Forget the rows no game needs any more (keeping the rows a new game's
        history fills), or make the arrays longer."""
        if self.lazy:
            self.check()
        elif self.pending:
            self.verify()
        lo = min(int(self.since.min()), self.top - self.h)
        used = self.top - lo + 1
        start = lo - self.base
        if 2 * used > self.capacity:
            self.capacity *= 2
            rows = np.empty((self.capacity,) + self.rows.shape[1:], dtype=_I64)
            prev = np.empty((self.capacity,) + self.prev.shape[1:], dtype=np.int32)
            gids = (np.empty((self.capacity,) + self.gids.shape[1:], dtype=np.int32)
                    if self.owner is None else self.gids)
            srows = np.empty((self.capacity,) + self.srows.shape[1:], dtype=np.int32)
        else:
            rows, prev, gids, srows = self.rows, self.prev, self.gids, self.srows
        rows[:used] = self.rows[start:start + used]
        prev[:used] = self.prev[start:start + used]
        if self.owner is None:
            gids[:used] = self.gids[start:start + used]
        srows[:used] = self.srows[start:start + used]
        self.rows, self.prev, self.gids, self.srows = rows, prev, gids, srows
        self.base = lo

    def compact(self) -> None:
        """Keep only the running games' slots (every game has started)."""
        keep = np.flatnonzero(self.game >= 0)
        lo = int(self.since[keep].min())
        used = self.top - lo + 1
        start = lo - self.base
        if self.lazy:  # the narrower rows in the same memory (more of them)
            self.rows, self.prev, self.srows = (
                _narrowed(a, start, used, keep) for a in (self.rows, self.prev, self.srows))
            if self.owner is None:
                self.gids = _narrowed(self.gids, start, used, keep)
            else:
                self.owner = self.owner[keep]
            self.capacity = self.rows.shape[0]
        else:
            self.capacity = used + 64
            rows = np.empty((self.capacity, keep.size, 2), dtype=_I64)
            prev = np.empty((self.capacity, keep.size), dtype=np.int32)
            rows[:used] = self.rows[start:start + used, keep]
            prev[:used] = self.prev[start:start + used, keep]
            self.rows, self.prev = rows, prev
        self.base = lo
        self.words(self.W[keep])
        if self.feeding:
            where = np.full(self.game.size, -1, dtype=_I64)
            where[keep] = np.arange(keep.size)
            if self.lazy:
                self.feeding = where[np.array(self.feeding, dtype=_I64)].tolist()
            else:
                self.feeding = [where[np.concatenate(self.feeding)]]
        self.since, self.off, self.add = self.since[keep], self.off[keep], self.add[keep]
        if not self.lazy:  # (else a column of the words)
            self.hash = self.hash[keep]
        self.col0, self.game, self.alive = self.col0[keep], self.game[keep], self.alive[keep]

    def tail(self, max_plies: int) -> None:
        """Play the games left on, one by one, in the tight loop of :mod:`.fast`."""
        t = self.t
        packed = t.packed
        assert packed is not None
        local = random.Random(int(self.rng.integers(1 << 62)))
        low, shift = t.low, 8 * (t.n + 1)
        slots = np.flatnonzero(self.game >= 0)
        if self.lazy:
            self.tail_lean(slots, local, max_plies)
        else:
            for slot in slots.tolist():
                since = int(self.since[slot])
                words = self.rows[since - self.base:self.top - self.base + 1, slot]
                col0 = int(self.col0[slot])
                keys = [((a & low) | (b & low) << shift) << 1 | (not a & _TO_MOVE)
                        for a, b in zip(words[:, col0].tolist(), words[:, 1 - col0].tolist())]
                board, player = keys[-1] >> 1, keys[-1] & 1
                moves: list[tuple[int, int, tuple[int, ...]]] | None = (
                    [] if self.trace is not None else None)
                stores, _ = _oware_loop(packed, board, player,
                                        packed.legal_mask(board, player), keys, self.loose,
                                        local, moves, max_plies)
                game = int(self.game[slot])
                self.out[game] = stores
                self.tail_trace(game, moves)
        self.game[slots] = -1
        self.alive[slots] = False
        self.live = 0

    def tail_lean(self, slots: np.ndarray, rng: random.Random, max_plies: int) -> None:
        """(:meth:`run_lean`) :meth:`tail` for the slots *slots*: the positions since
        each game's last capture (all with the stores of its position) become the
        tight loop's boards in a few whole-array operations, and each game plays on
        in :func:`_oware_tail`."""
        if not slots.size:  # (the check before the tail ended every game)
            return
        t = self.t
        packed = t.packed
        assert packed is not None
        o = _oware_rollout(packed)
        n = t.n
        low, shift = t.low, 8 * (n + 1)
        since = self.since[slots]
        first = int(since.min())
        block = self.rows[first - self.base:self.top - self.base + 1, slots]
        col0 = self.col0[slots]
        at = np.arange(slots.size)
        starts = since - first
        need = np.arange(block.shape[0]) >= starts[:, None]  # (slots, rows): since each start
        ends = np.cumsum(block.shape[0] - starts)  # (each game's positions, one after another)
        weights = np.array([1 << (7 * i) for i in range(n)], dtype=_I64)
        boards, last = [], []
        for w in (block[:, at, col0].T[need], block[:, at, 1 - col0].T[need]):
            # The houses' bytes as 7-bit fields (see _OwareRollout.board).
            seeds = w.view(np.uint8).reshape(-1, 8)[:, :n]
            boards.append((seeds.astype(_I64) @ weights).tolist())
            last.append(w[ends - 1].tolist())
        up = 1 + 7 * n
        begin = 0
        for j, (slot, end) in enumerate(zip(slots.tolist(), ends.tolist())):
            keys = [(a << 1) | b << up for a, b in zip(boards[0][begin:end],
                                                       boards[1][begin:end])]
            begin = end
            a, b = last[0][j], last[1][j]
            board = (a & low) | (b & low) << shift
            player = 0 if a & _TO_MOVE else 1
            moves: list[tuple[int, int, tuple[int, ...]]] | None = (
                [] if self.trace is not None else None)
            stores = _oware_tail(o, board, keys[-1], player, packed.legal_mask(board, player),
                                 set(keys[::-2]), set(keys[-2::-2]), rng, moves, max_plies)
            game = int(self.game[slot])
            self.out[game] = stores
            self.tail_trace(game, moves)

    def unfinished(self) -> None:
        """Keep the stores so far of the games still running (*max_plies* reached)."""
        slots = np.flatnonzero(self.game >= 0)
        games = self.game[slots]
        self.ended.append((games, self.Wc[slots], games))


def _oware_tail(o: _OwareRollout, packed: int, b: int, p: int, mask: int, seen_a: set[int],
                seen_b: set[int], rng: random.Random,
                trace: list[tuple[int, int, tuple[int, ...]]] | None,
                max_plies: int) -> tuple[int, int]:
    """The tight loop of :mod:`.fast` (``_oware``, the same moves from the same random
    numbers) for a game of the batch: the packed board *packed* (its tight-loop
    board *b*), player *p* to move with the legal houses *mask*, and the positions
    since the last capture already as the tight loop's sets (*seen_a*: player *p*
    to move, the position itself included; *seen_b*: the other player), which the
    batch makes in bulk.  Returns the stores."""
    n = o.n
    sa = (packed >> (8 * n)) & 0xFF
    sb = (packed >> (16 * n + 8)) & 0xFF
    rows_a = o.by_mask[p][mask]
    if not rows_a or max_plies <= 0:
        return sa, sb
    if p:
        sa, sb = sb, sa
    nz = o.nz_of[(packed + o.add) & o.high]
    return _oware_play(o, packed, b, p, rows_a, nz, sa, sb, seen_a, seen_b, rng, trace,
                       max_plies)[0]


def _narrowed(a: np.ndarray, start: int, used: int, keep: np.ndarray) -> np.ndarray:
    """The rows ``start .. start + used - 1`` of *a* (rows of slots), columns *keep*
    only, as the first rows of an array of *keep*'s width in *a*'s memory."""
    item = a[0].size // a.shape[1]  # numbers per slot and row
    flat = a.reshape(-1)
    count = flat.size // (keep.size * item)
    b: np.ndarray = flat[:count * keep.size * item].reshape((count, keep.size) + a.shape[2:])
    if used * keep.size <= start * a.shape[1]:  # (the rows kept end before those read)
        np.take(a[start:start + used], keep, axis=1, out=b[:used], mode="clip")
    else:  # (through a copy)
        b[:used] = np.take(a[start:start + used], keep, axis=1)
    return b


def _hash(a: np.ndarray, b: np.ndarray, bits: int) -> np.ndarray:
    """The cell of each position ``(a, b)`` in its slot's table (``off`` not added)."""
    key: np.ndarray = a * _HASH[0]
    key += b * _HASH[1]
    key >>= 64 - bits
    return key
