"""The immutable mancala position, shared by the three games.

A :class:`MancalaState` is one position: the board (:attr:`~MancalaState.board`,
a flat tuple of ints in the ring order of :mod:`.engine`), the player to move,
and per game:

* Oware: :attr:`~MancalaState.history`, the positions seen since the last
  capture, as a frozenset of ``(player_to_move, board)`` pairs.  Captures only
  ever grow the stores, so no position from before a capture can come back;
  the set therefore stays small, and it is part of :meth:`~MancalaState.to_json`
  so that saves and replays stay exact.
* Congkak with several rounds: the round number, who started it, the winners of
  the rounds played, and the burnt houses (held by the state's layout).

Kalah and Oware states keep their board packed into one integer (see
:mod:`.packed`) and make :meth:`~MancalaState.apply` a few integer operations;
the board tuple is made on first use only, and the non-empty houses of both
players, a small integer kept up to date from the sowing tables, give the legal
moves.  Oware's history is the chain of states back to the last capture (each
state points to the one before it), with a 59-bit filter that makes the
repetition test O(1) in most moves (the chain is walked only when the filter
says the position may have been seen).  Congkak plays on the list engine of
:mod:`.engine`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ludotheque.core import TERMINAL, IllegalMoveError, Move, Outcome, State, TrText

from .engine import (
    OWARE,
    ROUND_END,
    ROUND_LIMIT,
    TERMINAL_,
    VARIANT_NAMES,
    Layout,
    legal_positions,
    next_round,
    settle,
    sow,
    sweep_both,
)
from .moves import HOUSES, MAX_HOUSES, House
from .packed import Tables, pack, supports, tables, unpack
from .sentences import step_text

__all__ = ["MancalaState", "NO_HISTORY"]

NO_HISTORY: frozenset[tuple[int, tuple[int, ...]]] = frozenset()

assert TERMINAL == TERMINAL_

MOVES_OF_MASK: tuple[tuple[House, ...], ...] = tuple(
    tuple(HOUSES[i] for i in range(MAX_HOUSES) if mask >> i & 1)
    for mask in range(1 << MAX_HOUSES))
"""``MOVES_OF_MASK[mask]``: the moves of the houses whose bits are set."""

_BLOOM = 59
"""Oware's repetition filter: position key modulo this picks the key's bit.  A
59-bit filter stays a two-digit integer (cheap to test and extend at every move);
the history since the last capture averages about nine positions in random games,
so few moves walk the chain."""

_new = object.__new__


class _Context:
    """What every state of one round shares: rule set, tables, the round record."""

    __slots__ = ("lay", "t", "round", "starter", "round_winners", "loose")

    t: Tables
    """The packed tables (packed states only)."""

    def __init__(self, lay: Layout, round: int = 1, starter: int = 0,
                 round_winners: tuple[int, ...] = (), loose: bool = False) -> None:
        self.lay = lay
        if supports(lay):
            self.t = tables(lay)
        self.round = round
        self.starter = starter
        self.round_winners = round_winners
        self.loose = loose
        """Oware set up by hand in a position that may already be over: check the
        end of the game after every move (reachable positions need it only after a
        capture)."""

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Context, (self.lay, self.round, self.starter, self.round_winners, self.loose))


class MancalaState(State):
    """One position of Kalah, Oware or Congkak.  Never changed once made.

    >>> from ludotheque_mancala.rules.game import KalahGame
    >>> state = KalahGame().new_state()
    >>> [str(move) for move in state.legal_moves()]
    ['1', '2', '3', '4', '5', '6']
    >>> after = state.apply(state.legal_moves()[2])
    >>> after.current_player, after.store(0)   # last seed in the store: again
    (0, 1)
    """

    __slots__ = ("_c", "_b", "_board", "current_player", "_mask", "_nz", "_hist", "_bloom",
                 "reason")
    num_players = 2

    _c: _Context
    _b: int
    """Packed states: the board as one integer (:mod:`.packed`)."""
    _board: tuple[int, ...] | None
    """The board as a tuple (packed states: made on first use)."""
    _mask: int
    """The legal houses as bits (-1: not computed yet)."""
    _nz: int
    """Packed states still in play: the non-empty houses of both players as bits (bit
    *i* for house *i* of player 0, bit ``n + i`` for player 1's)."""
    _hist: Any
    """Oware: the positions since the last capture: a frozenset of ``(player, board)``
    on the list engine; for packed states, the previous state (None after a capture),
    whose own ``_hist`` goes on back to the last capture, so a live state's history is
    itself and this chain, a finished state's the chain alone."""
    _bloom: int
    """Packed Oware states: the positions of the history as a filter (bit
    ``board % 59`` of each) that makes most repetition tests O(1)."""
    reason: str
    """Once over: why (``"normal"``, ``"repetition"``, ``"cannot_feed"``...)."""

    def __init__(self, lay: Layout, board: tuple[int, ...], current_player: int,
                 moves: tuple[House, ...], history: frozenset[tuple[int, tuple[int, ...]]]
                 = NO_HISTORY, reason: str = "", round: int = 1, starter: int = 0,
                 round_winners: tuple[int, ...] = ()) -> None:
        """A state on the list engine (prefer :meth:`initial` and :meth:`from_board`)."""
        self._c = _Context(lay, round, starter, round_winners)
        self._b = 0
        self._board = tuple(board)
        self.current_player = current_player
        self._mask = sum(1 << move.index for move in moves)
        self._hist = history
        self.reason = reason

    # --- construction ----------------------------------------------------------

    @classmethod
    def initial(cls, lay: Layout, first: int = 0) -> MancalaState:
        """The starting position of *lay*: every house holds ``lay.seeds``."""
        n = lay.n
        board = [lay.seeds] * lay.size
        board[n] = board[2 * n + 1] = 0
        for pos in lay.burnt:
            board[pos] = 0
        return _make(lay, tuple(board), first, None, False)

    @classmethod
    def from_board(cls, lay: Layout, board: tuple[int, ...] | list[int], player: int = 0,
                   history: frozenset[tuple[int, tuple[int, ...]]] | None = None
                   ) -> MancalaState:
        """A position set up by hand (for tests, puzzles and analysis).

        The legal moves follow the rules (Oware's feeding included).  Oware's
        history defaults to this position alone.
        """
        position = tuple(board)
        if len(position) != lay.size:
            raise ValueError(f"a board of this layout has {lay.size} positions")
        return _make(lay, position, player, history, True)

    # --- playing ----------------------------------------------------------------

    def legal_moves(self) -> tuple[House, ...]:
        return MOVES_OF_MASK[self._mask]

    @property
    def moves(self) -> tuple[House, ...]:
        """The legal moves (empty once the game is over)."""
        return MOVES_OF_MASK[self._mask]

    def is_legal(self, move: object) -> bool:
        if type(move) is not House:
            return False
        i = move.index
        return isinstance(i, int) and 0 <= i < MAX_HOUSES and bool(self._mask >> i & 1)

    def play(self, move: House) -> MancalaState:  # type: ignore[override]
        if not self.is_legal(move):
            raise IllegalMoveError.for_move(move)
        return self.apply(move)

    def is_over(self) -> bool:
        return self.current_player == TERMINAL_

    def apply(self, move: House) -> MancalaState:  # type: ignore[override]
        lay = self._c.lay
        mover = self.current_player
        b = list(self.board)
        flags = sow(b, lay, mover, lay.bases[mover] + move.index)
        return self._settled(b, mover, flags)

    def _settled(self, b: list[int], mover: int, flags: int) -> MancalaState:
        """The state after *mover*'s sowing left board *b* with *flags* (list engine)."""
        c = self._c
        lay = c.lay
        player, reason, positions = settle(b, lay, mover, flags)
        if player >= 0:
            base = lay.bases[player]
            mask = sum(1 << (pos - base) for pos in positions)
            board = tuple(b)
            history = self._hist
            if lay.variant == OWARE:
                key = (player, board)
                if flags & 2:  # CAPTURED: earlier positions can never return
                    history = frozenset((key,))
                elif key in history:
                    sweep_both(b, lay)
                    return _listed(c, tuple(b), TERMINAL, 0, history, "repetition")
                else:
                    history = history | {key}
            return _listed(c, board, player, mask, history, "")
        if player == ROUND_END:
            new_lay, first, winner = next_round(b, lay, c.starter, c.round)
            winners = (*c.round_winners, winner)
            if new_lay is None:
                why = "round_limit" if first == ROUND_LIMIT else "match"
                return _listed(_Context(lay, c.round, c.starter, winners), tuple(b), TERMINAL,
                               0, NO_HISTORY, why)
            base = new_lay.bases[first]
            mask = sum(1 << i for i in range(new_lay.n) if b[base + i])
            return _listed(_Context(new_lay, c.round + 1, first, winners), tuple(b), first,
                           mask, NO_HISTORY, "")
        return _listed(c, tuple(b), TERMINAL, 0, self._hist, reason)

    # --- reading the position ---------------------------------------------------

    @property
    def lay(self) -> Layout:
        """The rule set (with Congkak's burnt houses of this round)."""
        return self._c.lay

    @property
    def board(self) -> tuple[int, ...]:
        """Houses and stores, in ring order."""
        board = self._board
        if board is None:
            board = self._board = unpack(self._b, self._c.lay.size)
        return board

    @property
    def history(self) -> frozenset[tuple[int, tuple[int, ...]]]:
        """Oware: ``(player, board)`` of every position since the last capture."""
        hist = self._hist
        if isinstance(hist, frozenset):
            return hist
        if self._c.lay.variant != OWARE:
            return NO_HISTORY
        size = self._c.lay.size
        seen = []
        node = self if self.current_player >= 0 else hist
        while node is not None:
            seen.append((node.current_player, unpack(node._b, size)))
            node = node._hist
        return frozenset(seen)

    @property
    def round(self) -> int:
        """Congkak: the round being played, from 1."""
        return self._c.round

    @property
    def starter(self) -> int:
        """Congkak: the player who started this round."""
        return self._c.starter

    @property
    def round_winners(self) -> tuple[int, ...]:
        """Congkak: the winner of each finished round (-1 for a draw)."""
        return self._c.round_winners

    @property
    def n(self) -> int:
        """Houses per player."""
        return self._c.lay.n

    @property
    def variant(self) -> str:
        """``"kalah"``, ``"oware"`` or ``"congkak"``."""
        return VARIANT_NAMES[self._c.lay.variant]

    def store(self, player: int) -> int:
        """The seeds in *player*'s store."""
        return self.board[self._c.lay.stores[player]]

    def houses(self, player: int) -> tuple[int, ...]:
        """The seeds in *player*'s houses, in sowing order (house 1 first)."""
        lay = self._c.lay
        lo = lay.bases[player]
        return self.board[lo:lo + lay.n]

    def position_of(self, player: int, move: House) -> int:
        """The board index of *player*'s house played by *move*."""
        return self._c.lay.bases[player] + move.index

    @property
    def burnt(self) -> tuple[int, ...]:
        """Congkak: the board indices of the burnt houses this round."""
        return self._c.lay.burnt_positions

    # --- results ------------------------------------------------------------------

    def scores(self) -> tuple[float, ...]:
        return (float(self.store(0)), float(self.store(1)))

    def outcome(self) -> Outcome | None:
        if self.current_player != TERMINAL:
            return None
        return Outcome.by_scores(self.scores(), self.reason or "normal")

    # --- sentences ----------------------------------------------------------------

    def step_text(self, move: Move, viewer: int | None = None) -> TrText:
        """What sowing *move* from here does (:mod:`.sentences`): the same public
        sentence for every *viewer*."""
        if self.current_player < 0 or not isinstance(move, House) or not self.is_legal(move):
            return super().step_text(move, viewer)
        return step_text(self, move)

    # --- identity -----------------------------------------------------------------

    def to_json(self) -> Any:
        data: dict[str, Any] = {
            "variant": self.variant,
            "board": list(self.board),
            "player": self.current_player,
        }
        if self.reason:
            data["reason"] = self.reason
        lay = self._c.lay
        if lay.variant == OWARE:
            data["history"] = sorted([player, list(board)] for player, board in self.history)
        if lay.rounds:
            data["round"] = self.round
            data["starter"] = self.starter
            data["round_winners"] = list(self.round_winners)
            data["burnt"] = list(lay.burnt_positions)
        return data

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, MancalaState):
            return NotImplemented
        return (self.board == other.board and self.current_player == other.current_player
                and self.lay is other.lay and self.history == other.history
                and self.reason == other.reason and self.round == other.round
                and self.starter == other.starter
                and self.round_winners == other.round_winners)

    def __hash__(self) -> int:
        return hash((self.board, self.current_player))

    def __repr__(self) -> str:
        return f"<MancalaState {self.variant} {list(self.board)} to move {self.current_player}>"


class _PackedState(MancalaState):
    """Kalah and Oware: the board packed into :attr:`_b`.

    Each packable rule set gets its own subclass (:func:`_packed_class`) whose
    :meth:`apply`, :meth:`play` and :meth:`legal_moves` are closures over the
    rule set's tables: the hot loop reads no attribute of a table object, and
    the context is a class attribute, not a slot filled at every move.
    """

    __slots__ = ()

    @property
    def board(self) -> tuple[int, ...]:
        try:
            return self._board  # type: ignore[return-value]
        except AttributeError:  # made on first use
            board = self._board = unpack(self._b, self._c.lay.size)
            return board

    def store(self, player: int) -> int:
        return (self._b >> self._c.t.store_shift[player]) & 0xFF

    def __reduce__(self) -> tuple[Any, ...]:
        c = self._c
        return (_restore, (c.lay, self.board, self.current_player, self.history, self.reason,
                           c.starter, c.loose))


def _restore(lay: Layout, board: tuple[int, ...], player: int,
             history: frozenset[tuple[int, tuple[int, ...]]], reason: str, starter: int,
             loose: bool) -> MancalaState:
    """Unpickle a packed state."""
    cls = _packed_class(lay, starter, loose)
    s: MancalaState = _new(cls)
    b = pack(board)
    s._b = b
    s._board = board
    s.current_player = player
    t = cls._c.t
    s._mask = t.legal_mask(b, player) if player >= 0 else 0
    s._nz = _nz_of(t, b)
    if lay.variant == OWARE:
        if player >= 0:
            s._hist = _chain(cls, history - {(player, board)})
            s._bloom = _bloom_of(history | {(player, board)})
        else:
            s._hist = _chain(cls, history)
            s._bloom = 0
    s.reason = reason
    return s


@lru_cache(maxsize=256)
def _packed_class(lay: Layout, starter: int, loose: bool) -> type[MancalaState]:
    """The state class of a packable rule set (see :mod:`.packed`)."""
    c = _Context(lay, 1, starter, (), loose)
    t = c.t
    sow_table = t.sow
    bases = t.bases
    store_shift = t.store_shift
    opposite = t.opposite
    sides = t.side
    capture_empty = t.capture_empty
    grand_slam = t.grand_slam
    total = t.total
    sweep = t.sweep
    legal_mask = t.legal_mask
    moves_of_mask = MOVES_OF_MASK
    # (b + nz_add) & nz_high: bit 7 of every non-empty house of both players, and
    # nz_of[that]: the non-empty houses as the small integer nz (see MancalaState._nz).
    # A move keeps nz up to date with two operations from its sowing entry, and
    # next_mask[p][nz] is then player p's legal houses, None when a side is empty.
    n = t.n
    nz_add = t.add[0] | t.add[1]
    nz_high = t.high[0] | t.high[1]
    nz_of = {nz0 | nz1: mask0 | mask1 << n
             for nz0, mask0 in t.masks.items() if not nz0 & t.high[1]
             for nz1, mask1 in t.masks.items() if not nz1 & t.high[0]}
    full = (1 << (2 * n)) - 1
    low = (1 << n) - 1
    next_mask: tuple[tuple[Any, ...], ...] = tuple(
        tuple(nz >> (n * p) & low if nz & low and nz >> n else None for nz in range(full + 1))
        for p in (0, 1))

    def bit(pos: int) -> int:  # a house's bit in nz
        return 1 << (pos if pos < n else pos - 1)

    def reached(pos: int, s: int) -> int:  # the houses sowing s seeds from pos reaches
        seq = lay.cycles[lay.owner(pos)][pos]
        return sum({bit(x) for x in seq[:s] if x not in t.stores})

    # cap_keep[first][last]: nz without the Oware houses from the bit offset last to
    # first (a capture chain).
    cap_keep = tuple(tuple(full & ~sum(bit(x) for x in range(z, a + 1))
                           for z in range(t.size) for _ in range(8))
                     for a in range(t.size) for _ in range(8))
    house = House
    terminal = TERMINAL_
    bits = tuple(1 << i for i in range(_BLOOM))
    bloom_size = _BLOOM
    # rows[player][house]: (bit offset of the house, then for s seeds (delta, bit
    # offset of the last seed, kind, keep, reached): nz & keep | reached is nz after
    # the sowing); opposite8: the opposite house by bit offset.
    rows: tuple[tuple[Any, ...], ...] = tuple(
        tuple(((bases[p] + i) << 3,
               *((delta, last << 3, kind, full & ~bit(bases[p] + i), reached(bases[p] + i, s))
                 for s, (delta, last, kind) in enumerate(sow_table[bases[p] + i][1:], 1)))
              for i in range(t.n)) for p in (0, 1))
    opposite8 = {pos << 3: opposite[pos] << 3 for pos in range(t.size)}
    # kalah_keep[last]: nz after a capture at the house at bit offset last
    kalah_keep = {pos << 3: full & ~bit(pos) & ~bit(opposite[pos])
                  for pos in range(t.size) if pos not in t.stores}
    bases8 = (bases[0] << 3, bases[1] << 3)
    shift0, shift1 = store_shift
    cls: Any = None

    def legal_moves(self: MancalaState) -> tuple[House, ...]:
        return moves_of_mask[self._mask]

    def is_over(self: MancalaState) -> bool:
        return self.current_player == terminal

    def legal(self: MancalaState, move: object) -> bool:
        """``play()``'s check: a :class:`House` whose bit is set in the legal mask."""
        if type(move) is house:
            try:
                return bool(self._mask >> move.index & 1)
            except (TypeError, ValueError):  # an index that is not a house number
                pass
        return False

    # play() is the legality check and the common case of apply() in one call: no
    # second function call, the sowing row read by (player, house).  Rare cases (the
    # end of the game, Oware's captures and hand-set positions) go through apply().

    def checked_play(self: MancalaState, move: House) -> MancalaState:
        if legal(self, move):
            return apply(self, move)
        raise IllegalMoveError.for_move(move)

    def kalah_play(self: MancalaState, move: House) -> MancalaState:
        if type(move) is house:
            try:
                i = move.index
                ok = self._mask >> i & 1
            except (TypeError, ValueError):
                ok = 0
            if ok:
                m = self.current_player
                row = rows[m][i]
                b = self._b
                delta, last, kind, keep, reached = row[(b >> row[0]) & 0xFF]
                b += delta
                nz = self._nz & keep | reached
                if kind == 1:  # EXTRA
                    p = m
                else:
                    p = 1 - m
                    if kind and (b >> last) & 0xFF == 1:
                        opp = opposite8[last]
                        o = (b >> opp) & 0xFF
                        if o or capture_empty:
                            b += ((o + 1) << store_shift[m]) - (1 << last) - (o << opp)
                            nz &= kalah_keep[last]
                mask = next_mask[p][nz]
                if mask is None:
                    return kalah_apply(self, move)
                s: MancalaState = cls()
                s._b = b
                s.current_player = p
                s._mask = mask
                s._nz = nz
                s.reason = ""
                return s
        raise IllegalMoveError.for_move(move)

    def oware_play(self: MancalaState, move: House) -> MancalaState:
        if type(move) is house:
            try:
                i = move.index
                ok = self._mask >> i & 1
            except (TypeError, ValueError):
                ok = 0
            if ok:
                s: MancalaState
                m = self.current_player
                row = rows[m][i]
                b = self._b
                delta, last, kind, keep, reached = row[(b >> row[0]) & 0xFF]
                b += delta
                nz = self._nz & keep | reached
                p = 1 - m
                if kind and (b >> last) & 0xFE == 2:  # 2 or 3: may capture
                    first = last
                    lo = bases8[p]
                    taken = removed = 0
                    while True:
                        v = (b >> last) & 0xFF
                        if v != 2 and v != 3:
                            last += 8
                            break
                        taken += v
                        removed += v << last
                        if last == lo:
                            break
                        last -= 8
                    if grand_slam or (b - removed) & sides[p]:
                        b += (taken << store_shift[m]) - removed
                        nz &= cap_keep[first][last]
                        mask = next_mask[p][nz]
                        s0 = 2 * ((b >> shift0) & 0xFF)
                        s1 = 2 * ((b >> shift1) & 0xFF)
                        if (mask is None or s0 > total or s1 > total
                                or (s0 == total and s1 == total)):
                            return oware_apply(self, move)  # the end of the game
                        s = cls()
                        s._b = b
                        s._hist = None
                        s._bloom = bits[b % bloom_size]
                        s.current_player = p
                        s._mask = mask
                        s._nz = nz
                        s.reason = ""
                        return s
                mask = next_mask[p][nz]
                if mask is None:
                    return oware_apply(self, move)
                bit = bits[b % bloom_size]
                bloom = self._bloom
                if bloom & bit:
                    h = self
                    while h is not None:
                        if h._b == b and h.current_player == p:
                            return oware_apply(self, move)  # a repetition
                        h = h._hist
                s = cls()
                s._b = b
                s._hist = self
                s._bloom = bloom | bit
                s.current_player = p
                s._mask = mask
                s._nz = nz
                s.reason = ""
                return s
        raise IllegalMoveError.for_move(move)

    def kalah_apply(self: MancalaState, move: House) -> MancalaState:
        m = self.current_player
        pos = bases[m] + move.index
        b = self._b
        delta, last, kind = sow_table[pos][(b >> (pos << 3)) & 0xFF]
        b += delta
        if kind == 1:  # EXTRA
            p = m
        else:
            p = 1 - m
            if kind and (b >> (last << 3)) & 0xFF == 1:
                opp = opposite[last]
                o = (b >> (opp << 3)) & 0xFF
                if o or capture_empty:
                    b += ((o + 1) << store_shift[m]) - (1 << (last << 3)) - (o << (opp << 3))
        s: MancalaState = cls()
        nz = nz_of[(b + nz_add) & nz_high]
        mask = next_mask[p][nz]
        if mask is not None:
            s._b = b
            s.current_player = p
            s._mask = mask
            s._nz = nz
            s.reason = ""
        else:
            s._b = sweep(sweep(b, 0), 1)
            s.current_player = terminal
            s._mask = 0
            s.reason = "normal"
        return s

    def oware_apply(self: MancalaState, move: House) -> MancalaState:
        m = self.current_player
        pos = bases[m] + move.index
        b = self._b
        delta, last, kind = sow_table[pos][(b >> (pos << 3)) & 0xFF]
        b += delta
        p = 1 - m
        captured = False
        if kind:
            sh = last << 3
            v = (b >> sh) & 0xFF
            if v == 2 or v == 3:
                lo = bases[p] << 3
                taken = removed = 0
                while True:
                    taken += v
                    removed += v << sh
                    if sh == lo:
                        break
                    sh -= 8
                    v = (b >> sh) & 0xFF
                    if v != 2 and v != 3:
                        break
                if grand_slam or (b - removed) & sides[p]:
                    b += (taken << store_shift[m]) - removed
                    captured = True
        hist: Any = self
        bloom = 0
        reason = ""
        nz = nz_of[(b + nz_add) & nz_high]
        mask = next_mask[p][nz]
        if mask is not None:
            if captured or loose:
                s0 = 2 * ((b >> store_shift[0]) & 0xFF)
                s1 = 2 * ((b >> store_shift[1]) & 0xFF)
                if s0 > total or s1 > total or (s0 == total and s1 == total):
                    reason = "normal"
        else:
            s0 = 2 * ((b >> store_shift[0]) & 0xFF)
            s1 = 2 * ((b >> store_shift[1]) & 0xFF)
            if s0 > total or s1 > total or (s0 == total and s1 == total):
                reason = "normal"
            elif not b & sides[p]:
                # Only after a grand slam that captured: the player to move has nothing.
                b = sweep(b, m)
                reason = "no_seeds"
            else:
                mask = legal_mask(b, p)  # the mover's side is empty: p must feed
                if not mask:
                    b = sweep(b, p)
                    reason = "cannot_feed"
        if not reason:
            bit = bits[b % bloom_size]
            if captured:
                hist = None
                bloom = bit
            else:
                if self._bloom & bit:
                    h = self
                    while h is not None:
                        if h._b == b and h.current_player == p:
                            b = sweep(sweep(b, 0), 1)
                            reason = "repetition"
                            break
                        h = h._hist
                bloom = self._bloom | bit
        s: MancalaState = cls()
        s._b = b
        s._hist = hist
        s._bloom = bloom
        if reason:
            s.current_player = terminal
            s._mask = 0
            s.reason = reason
        else:
            s.current_player = p
            s._mask = mask
            s._nz = nz
            s.reason = ""
        return s

    oware = lay.variant == OWARE
    apply = oware_apply if oware else kalah_apply
    # cls() makes a bare state: object.__init__ (no arguments) is cheaper than
    # object.__new__(cls) called from Python.
    namespace: dict[str, Any] = {
        "__slots__": (), "__module__": __name__, "__qualname__": "MancalaState",
        "__init__": object.__init__, "_c": c,
        "apply": apply,
        "play": kalah_play if not oware else oware_play if not loose else checked_play,
        "is_legal": legal, "legal_moves": legal_moves, "is_over": is_over}
    if not oware:
        namespace["_hist"] = None
    cls = type("MancalaState", (_PackedState,), namespace)
    return cls  # type: ignore[no-any-return]


def _nz_of(t: Tables, b: int) -> int:
    """The non-empty houses of the packed board *b* as :attr:`MancalaState._nz`."""
    n = t.n
    return sum(1 << (i + n * p) for p in (0, 1) for i in range(n)
               if (b >> (8 * (t.bases[p] + i))) & 0xFF)


def _over(cls: type[MancalaState], c: _Context, b: int, reason: str, hist: Any) -> MancalaState:
    s: MancalaState = _new(cls)
    s._c = c
    s._b = b
    s._board = None
    s.current_player = TERMINAL_
    s._mask = 0
    s._hist = hist
    s.reason = reason
    return s


def _listed(c: _Context, board: tuple[int, ...], player: int, mask: int, hist: Any,
            reason: str) -> MancalaState:
    """A state on the list engine."""
    s: MancalaState = _new(MancalaState)
    s._c = c
    s._b = 0
    s._board = board
    s.current_player = player
    s._mask = mask
    s._hist = hist
    s.reason = reason
    return s


def _chain(cls: Any, history: frozenset[tuple[int, tuple[int, ...]]]) -> Any:
    """A chain of bare objects of the packed state class *cls* holding the positions
    of *history* (see :attr:`MancalaState._hist`), or None."""
    node: Any = None
    for who, board in sorted(history):
        s: MancalaState = cls()
        s._b = pack(board)
        s.current_player = who
        s._hist = node
        node = s
    return node


def _bloom_of(history: frozenset[tuple[int, tuple[int, ...]]]) -> int:
    """The repetition filter of *history* (see :attr:`MancalaState._bloom`)."""
    return sum({1 << (pack(board) % _BLOOM) for _, board in history})


def _make(lay: Layout, position: tuple[int, ...], player: int,
          history: frozenset[tuple[int, tuple[int, ...]]] | None,
          by_hand: bool) -> MancalaState:
    """A first state (a game's start or a position set up by hand)."""
    oware = lay.variant == OWARE
    if history is None:
        history = frozenset({(player, position)}) if oware else NO_HISTORY
    base = lay.bases[player]
    # A packed Oware state's history holds its own position (see _hist); any other
    # history set up by hand stays on the list engine.
    if (supports(lay) and sum(position) < 128 and all(count >= 0 for count in position)
            and (not oware or (player, position) in history)):
        n = lay.n
        loose = False
        if oware and by_hand:
            total = lay.total
            s0, s1 = 2 * position[n], 2 * position[2 * n + 1]
            loose = (s0 > total or s1 > total or (s0 == total and s1 == total)
                     or not any(position[0:n]) or not any(position[n + 1:2 * n + 1]))
        cls = _packed_class(lay, player, loose)
        s: MancalaState = _new(cls)
        s._b = b = pack(position)
        s._board = position
        s.current_player = player
        s._mask = cls._c.t.legal_mask(b, player)
        s._nz = _nz_of(cls._c.t, b)
        if oware:
            s._hist = _chain(cls, history - {(player, position)})
            s._bloom = _bloom_of(history)
        s.reason = ""
        return s
    mask = sum(1 << (pos - base) for pos in legal_positions(position, lay, player))
    return _listed(_Context(lay, 1, player, ()), position, player, mask, history, "")
