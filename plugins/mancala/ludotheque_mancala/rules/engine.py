"""The rules of Kalah, Oware and Congkak on a board: sowing, captures, the end.

A board is a flat sequence of ``2 * n + 2`` integers, the ring in sowing order::

    index:  0 .. n-1       n         n+1 .. 2n      2n+1
            player 0's   player 0's  player 1's    player 1's
            houses       store       houses        store

Sowing always goes up this ring (wrapping round).  Kalah and Oware draw it
counter-clockwise with each store at its owner's right; Congkak draws the same
ring clockwise, with each store at its owner's left.  The house opposite
position ``i`` is ``2n - i``.

A :class:`Layout` holds everything static about one rule set: the variant, the
number of houses, the option flags and the precomputed sowing cycles (the order
of positions a sowing visits from each start, for each mover).  The functions
below work in place on a *list* of ints; they are the one statement of the rules:
:func:`sow` (sowing, Congkak's relays, each variant's captures), :func:`settle`
(the end of the game, who moves next, Oware's feeding) and :func:`next_round`
(Congkak's rounds and burnt houses).  The immutable states of :mod:`.state`
apply them move by move (adding Oware's repetition rule, which needs the
history), the board's animation and the move sentences replay :func:`sow` with
its trace, and the computer player's playout (:mod:`.playout`) calls
:func:`settle` for the end of the game.

>>> lay = layout(KALAH, 6, 4)
>>> board = [4] * 6 + [0] + [4] * 6 + [0]
>>> flags = sow(board, lay, 0, 2)          # player 0 plays their third house
>>> board[:7], flags & EXTRA               # the last seed falls in the store
([4, 4, 0, 5, 5, 5, 1], 1)
"""

from __future__ import annotations

from functools import lru_cache
from itertools import compress
from typing import Any

__all__ = [
    "KALAH", "OWARE", "CONGKAK", "VARIANT_NAMES", "EXTRA", "CAPTURED", "TERMINAL_", "ROUND_END",
    "MATCH_OVER", "ROUND_LIMIT", "LIFT", "DROP", "TAKE", "Layout", "layout", "sow", "settle",
    "legal_mask", "next_round", "sweep_both",
]

KALAH, OWARE, CONGKAK = 0, 1, 2
VARIANT_NAMES = ("kalah", "oware", "congkak")

EXTRA = 1
"""Flag returned by :func:`sow`: the last seed fell in the mover's store."""
CAPTURED = 2
"""Flag returned by :func:`sow`: seeds were captured."""

TERMINAL_ = -2
"""The game is over (equal to :data:`ludotheque.core.model.TERMINAL`)."""
ROUND_END = -3
"""Congkak with several rounds: the round is over, call :func:`next_round`."""

MATCH_OVER = -4
"""From :func:`next_round`: a player cannot fill a single house."""
ROUND_LIMIT = -5
"""From :func:`next_round`: the last round allowed was played."""

# Trace events recorded by :func:`sow` for the board's animation.
LIFT = "lift"
"""``(LIFT, pos)``: every seed of *pos* is taken in hand."""
DROP = "drop"
"""``(DROP, pos)``: one seed from the hand falls in *pos*."""
TAKE = "take"
"""``(TAKE, pos, store)``: every seed of *pos* is captured into *store*."""


BITS = tuple(1 << i for i in range(9))
"""``BITS[i]``: the bit of house *i* in a mask of houses."""


class Layout:
    """The static description of one rule set, with its sowing tables.

    Build it with :func:`layout` (cached).  Never changed once made.
    """

    __slots__ = ("variant", "n", "seeds", "capture_empty", "grand_slam_captures", "rounds",
                 "burnt", "size", "stores", "bases", "houses", "total", "cycles", "relay",
                 "burnt_positions", "round_limit")

    def __init__(self, variant: int, n: int, seeds: int, capture_empty: bool,
                 grand_slam_captures: bool, rounds: bool, burnt: frozenset[int],
                 round_limit: int = 0) -> None:
        self.variant = variant
        """KALAH, OWARE or CONGKAK."""
        self.n = n
        """Houses per player."""
        self.seeds = seeds
        """Seeds per house at the start."""
        self.capture_empty = capture_empty
        """Kalah and Congkak: a last seed in an empty own house captures even when the
        opposite house is empty (the lone seed goes to the store)."""
        self.grand_slam_captures = grand_slam_captures
        """Oware: a move taking every seed of the opponent captures them (else nothing)."""
        self.rounds = rounds
        """Congkak: the match has several rounds with burnt houses."""
        self.round_limit = round_limit
        """Congkak with several rounds: the match ends after this many rounds at most."""
        self.burnt = burnt
        """Congkak: positions of the burnt houses this round (skipped by all sowing)."""
        self.burnt_positions = tuple(sorted(burnt))
        self.relay = variant == CONGKAK
        self.size = 2 * n + 2
        self.stores = (n, 2 * n + 1)
        self.bases = (0, n + 1)
        self.houses = (tuple(range(0, n)), tuple(range(n + 1, 2 * n + 1)))
        self.total = 2 * n * seeds
        cycles: list[tuple[tuple[int, ...], ...]] = []
        for mover in (0, 1):
            per_start: list[tuple[int, ...]] = []
            for start in range(self.size):
                per_start.append(self._cycle(mover, start))
            cycles.append(tuple(per_start))
        self.cycles = tuple(cycles)
        """``cycles[mover][start]``: the positions one lap of sowing visits, in order."""

    def _cycle(self, mover: int, start: int) -> tuple[int, ...]:
        if start in self.stores:
            return ()
        skip = set(self.burnt)
        if self.variant == OWARE:
            skip.update(self.stores)
            skip.add(start)  # the origin house is always skipped
        else:
            skip.add(self.stores[1 - mover])  # never the opponent's store
        return tuple(pos for pos in ((start + k) % self.size for k in range(1, self.size + 1))
                     if pos not in skip)

    def opposite(self, pos: int) -> int:
        """The house facing house *pos*."""
        return 2 * self.n - pos

    def owner(self, pos: int) -> int:
        """The player whose side position *pos* is on (stores included)."""
        return 0 if pos <= self.n else 1

    def __reduce__(self) -> tuple[Any, ...]:
        # Unpickled layouts are the cached ones (states compare layouts by identity).
        return (layout, (self.variant, self.n, self.seeds, self.capture_empty,
                         self.grand_slam_captures, self.rounds, self.burnt, self.round_limit))

    def with_burnt(self, burnt: frozenset[int]) -> Layout:
        """The same rule set with other burnt houses."""
        return layout(self.variant, self.n, self.seeds, self.capture_empty,
                      self.grand_slam_captures, self.rounds, burnt, self.round_limit)

    def __repr__(self) -> str:
        return (f"<Layout {VARIANT_NAMES[self.variant]} n={self.n} seeds={self.seeds}"
                f" burnt={sorted(self.burnt)}>")


def layout(variant: int, n: int, seeds: int, capture_empty: bool = False,
           grand_slam_captures: bool = False, rounds: bool = False,
           burnt: frozenset[int] = frozenset(), round_limit: int = 0) -> Layout:
    """The (shared, cached) :class:`Layout` of a rule set."""
    # One cache key per rule set however the arguments are passed (an unpickled
    # layout is the very object the game made: states compare layouts by identity).
    return _layout(variant, n, seeds, bool(capture_empty), bool(grand_slam_captures),
                   bool(rounds), frozenset(burnt), round_limit)


@lru_cache(maxsize=512)
def _layout(variant: int, n: int, seeds: int, capture_empty: bool, grand_slam_captures: bool,
            rounds: bool, burnt: frozenset[int], round_limit: int) -> Layout:
    return Layout(variant, n, seeds, capture_empty, grand_slam_captures, rounds, burnt,
                  round_limit)


def sow(b: list[int], lay: Layout, m: int, pos: int,
        trace: list[tuple[Any, ...]] | None = None) -> int:
    """Play the house at *pos* for player *m* on board *b* (changed in place).

    Sows, relays (Congkak) and captures.  Does not check the end of the game
    (see :func:`settle`).  Returns the flags :data:`EXTRA` and :data:`CAPTURED`.
    When *trace* is a list, the seed-by-seed events are appended to it.

    * Sowing: the seeds of the house are lifted and sown one by one along the
      mover's cycle (:attr:`Layout.cycles`: Oware skips the stores and the house
      sown from, Kalah and Congkak the opponent's store; Congkak's burnt houses
      are skipped).  A last seed in the mover's store gives an extra turn.
    * Congkak's relay: a last seed falling in a house that held seeds lifts that
      house and sows on.
    * Capture, Oware: a last seed making 2 or 3 in an opponent's house takes
      those seeds and those of the houses before it, back along the opponent's
      side, while each holds 2 or 3; a capture of every seed of the opponent
      (grand slam) takes nothing unless the rule set says so.
    * Capture, Kalah and Congkak: a last seed in an empty house of the mover's
      takes it and the seeds of the house opposite, when there are any or the
      rule set says so (:attr:`Layout.capture_empty`).
    """
    cycles = lay.cycles[m]
    own_store = lay.stores[m]
    while True:
        s = b[pos]
        b[pos] = 0
        cycle = cycles[pos]
        if trace is not None:
            trace.append((LIFT, pos))
            trace.extend((DROP, cycle[k % len(cycle)]) for k in range(s))
        if s <= len(cycle):
            for x in cycle[:s]:
                b[x] += 1
            last = cycle[s - 1]
        else:  # whole laps, then the rest
            laps, rest = divmod(s, len(cycle))
            for x in cycle:
                b[x] += laps
            for x in cycle[:rest]:
                b[x] += 1
            last = cycle[rest - 1] if rest else cycle[-1]
        if last == own_store:
            return EXTRA
        if not lay.relay or b[last] <= 1:
            break
        pos = last  # Congkak relay: lift the house where the last seed fell and go on
    variant = lay.variant
    n = lay.n
    if variant == OWARE:
        lo = lay.bases[1 - m]
        if not (lo <= last < lo + n and 2 <= b[last] <= 3):
            return 0
        j = last
        taken = 0
        while j >= lo and 2 <= b[j] <= 3:
            taken += b[j]
            j -= 1
        if not lay.grand_slam_captures and taken == sum(b[lo:lo + n]):
            return 0  # a grand slam captures nothing
        j = last
        while j >= lo and 2 <= b[j] <= 3:
            if trace is not None:
                trace.append((TAKE, j, own_store))
            b[own_store] += b[j]
            b[j] = 0
            j -= 1
        return CAPTURED
    # Kalah and Congkak: the last seed in an empty house of the mover's.
    lo = lay.bases[m]
    if lo <= last < lo + n and b[last] == 1:
        opposite = 2 * n - last
        if b[opposite] or lay.capture_empty:
            if trace is not None:
                if b[opposite]:
                    trace.append((TAKE, opposite, own_store))
                trace.append((TAKE, last, own_store))
            b[own_store] += b[opposite] + 1
            b[opposite] = 0
            b[last] = 0
            return CAPTURED
    return 0


def legal_mask(b: list[int] | tuple[int, ...], lay: Layout, p: int) -> int:
    """The houses player *p* may play, as bits (bit *i*: house *i*): the non-empty
    ones; in Oware, when the opponent's houses are all empty, only those that give
    the opponent seeds (feeding)."""
    n = lay.n
    lo = lay.bases[p]
    if lay.variant == OWARE:
        olo = lay.bases[1 - p]
        if not any(b[olo:olo + n]):
            return sum(BITS[i] for i in range(n) if b[lo + i] >= n - i)
    return sum(compress(BITS, b[lo:lo + n]))


def _sweep(b: list[int], lay: Layout, p: int) -> None:
    """Player *p* adds the seeds of their houses to their store."""
    lo = lay.bases[p]
    n = lay.n
    b[lay.stores[p]] += sum(b[lo:lo + n])
    b[lo:lo + n] = [0] * n


def settle(b: list[int], lay: Layout, m: int, flags: int) -> tuple[int, str, int]:
    """After player *m* sowed: apply the end rules and say who moves next.

    Returns ``(next_player, reason, legal_mask)`` where *next_player* is a player,
    :data:`TERMINAL_` or :data:`ROUND_END` (Congkak with several rounds; the board
    is then swept) and *legal_mask* the next player's houses as in
    :func:`legal_mask` (0 when the game is over).

    * Kalah and Congkak: when either player's houses are all empty, each player
      adds the seeds on their side to their store and the game (or the round)
      ends; else the mover plays again after an extra turn, or the turn passes.
    * Oware: a player holding more than half the seeds wins (both holding half:
      a draw); the turn passes; a player with no seeds after a capture of the
      whole opponent's side leaves the mover the seeds on the mover's side;
      a player who cannot feed the opponent takes the seeds on their side.

    Oware's repetition rule is left to the caller (it needs the history).
    """
    n = lay.n
    if lay.variant != OWARE:
        p = m if flags & EXTRA else 1 - m
        lo = lay.bases[p]
        mask = sum(compress(BITS, b[lo:lo + n]))
        if not mask or not any(b[lay.bases[1 - p]:lay.bases[1 - p] + n]):
            _sweep(b, lay, 0)
            _sweep(b, lay, 1)
            return (ROUND_END if lay.rounds else TERMINAL_), "normal", 0
        return p, "", mask
    total = lay.total
    s0 = 2 * b[n]
    s1 = 2 * b[2 * n + 1]
    if s0 > total or s1 > total or (s0 == total and s1 == total):
        return TERMINAL_, "normal", 0
    p = 1 - m
    lo = lay.bases[p]
    if not any(b[lo:lo + n]):
        # Only after a grand slam that captured: the player to move has nothing.
        _sweep(b, lay, m)
        return TERMINAL_, "no_seeds", 0
    mask = legal_mask(b, lay, p)
    if not mask:
        _sweep(b, lay, p)
        return TERMINAL_, "cannot_feed", 0
    return p, "", mask


def sweep_both(b: list[int], lay: Layout) -> None:
    """Each player adds the seeds on their side to their store (Oware repetition)."""
    _sweep(b, lay, 0)
    _sweep(b, lay, 1)


def next_round(b: list[int], lay: Layout, starter: int,
               round_no: int) -> tuple[Layout | None, int, int]:
    """Congkak: start the next round on the swept board *b* (changed in place).

    Each player refills their houses with ``n`` seeds from their store, starting
    next to the store; houses that cannot be filled are burnt.  Returns
    ``(layout, first_player, round_winner)`` with *round_winner* -1 for a drawn
    round; the loser starts (after a draw, the player who did not start this
    round).  When a player cannot fill a single house, or round *round_no* was
    the last one allowed, the match is over: *layout* is None and
    *first_player* is :data:`MATCH_OVER` or :data:`ROUND_LIMIT`.
    """
    n = lay.n
    s0, s1 = b[n], b[2 * n + 1]
    winner = 0 if s0 > s1 else 1 if s1 > s0 else -1
    if s0 < n or s1 < n:
        return None, MATCH_OVER, winner
    if round_no >= lay.round_limit:
        return None, ROUND_LIMIT, winner
    burnt: set[int] = set()
    for p in (0, 1):
        store = lay.stores[p]
        stock = b[store]
        for pos in range(store - 1, store - 1 - n, -1):
            if stock >= n:
                b[pos] = n
                stock -= n
            else:
                b[pos] = 0
                burnt.add(pos)
        b[store] = stock
    first = 1 - winner if winner >= 0 else 1 - starter
    return lay.with_burnt(frozenset(burnt)), first, winner
