"""The immutable mancala position: the reference rules of Kalah, Oware and Congkak.

A :class:`MancalaState` is one position: the rule set (:attr:`~MancalaState.lay`,
a :class:`~.engine.Layout`), the board (:attr:`~MancalaState.board`, a tuple of
ints in the ring order of :mod:`.engine`), the player to move and its legal
moves, and per game:

* Oware: :attr:`~MancalaState.history`, the positions seen since the last
  capture, as a frozenset of ``(player_to_move, board)`` pairs.  Captures only
  ever grow the stores, so no position from before a capture can come back: the
  set starts afresh at each capture.  It is part of
  :meth:`~MancalaState.to_json`, so that saves and replays stay exact.
* Congkak with several rounds: the round number, who started it and the winners
  of the rounds played (a :class:`Match` record shared by the states of one
  round); the burnt houses are those of the round's layout.

:meth:`MancalaState.apply` is the whole of a move, in the order of the rules:

1. sow (:func:`.engine.sow`: sowing, Congkak's relays, the captures of each variant);
2. settle (:func:`.engine.settle`: the end of the game, or who moves next and
   with which houses, Oware's feeding rule included);
3. Oware: a position that came back ends the game (here, with the history);
4. Congkak with rounds: a finished round starts the next one or ends the match
   (:func:`.engine.next_round`).

The engine's functions are the reference statement of the rules: the board's
animation and the move sentences replay the same :func:`~.engine.sow`; the
computer player's fast playout (:mod:`.playout`), the one other statement of the
sowing and the captures, is checked against these states move by move.
"""

from __future__ import annotations

from typing import Any

from ludotheque.core import TERMINAL, IllegalMoveError, Move, Outcome, State, TrText

from .engine import (
    CAPTURED,
    OWARE,
    ROUND_END,
    ROUND_LIMIT,
    TERMINAL_,
    VARIANT_NAMES,
    Layout,
    legal_mask,
    next_round,
    settle,
    sow,
    sweep_both,
)
from .moves import HOUSES, MAX_HOUSES, House
from .sentences import step_text

__all__ = ["MancalaState", "Match", "NO_HISTORY"]

History = frozenset[tuple[int, tuple[int, ...]]]
"""Oware: ``(player_to_move, board)`` of the positions since the last capture."""

NO_HISTORY: History = frozenset()

assert TERMINAL == TERMINAL_


class Match:
    """Congkak's record of the match, shared by every state of one round."""

    __slots__ = ("round", "starter", "round_winners")

    def __init__(self, round: int = 1, starter: int = 0,
                 round_winners: tuple[int, ...] = ()) -> None:
        self.round = round
        """The round being played, from 1."""
        self.starter = starter
        """The player who started this round."""
        self.round_winners = round_winners
        """The winner of each finished round (-1 for a draw)."""

    def __reduce__(self) -> tuple[Any, ...]:
        return (Match, (self.round, self.starter, self.round_winners))


FIRST_ROUND = Match()
"""The record of every game before its first round ends."""


MOVES_OF_MASK: tuple[tuple[House, ...], ...] = tuple(
    tuple(HOUSES[i] for i in range(MAX_HOUSES) if mask >> i & 1)
    for mask in range(1 << MAX_HOUSES))
"""``MOVES_OF_MASK[mask]``: the moves of the houses whose bits are set (the legal
moves of a state, from the mask of :func:`.engine.settle`)."""


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

    __slots__ = ("lay", "board", "current_player", "mask", "history", "reason", "match")
    num_players = 2

    lay: Layout
    """The rule set (with Congkak's burnt houses of this round)."""
    board: tuple[int, ...]
    """Houses and stores, in ring order."""
    mask: int
    """The legal houses as bits (bit *i*: house *i*; 0 once the game is over)."""
    history: History
    """Oware: ``(player, board)`` of every position since the last capture."""
    reason: str
    """Once over: why (``"normal"``, ``"repetition"``, ``"cannot_feed"``...)."""
    match: Match
    """Congkak: the rounds (:class:`Match`); the first round for the other games."""

    def __init__(self, lay: Layout, board: tuple[int, ...], current_player: int, mask: int,
                 history: History = NO_HISTORY, reason: str = "",
                 match: Match = FIRST_ROUND) -> None:
        """A state from its parts, taken as given (prefer :meth:`initial` and
        :meth:`from_board`, which apply the rules)."""
        self.lay = lay
        self.board = board
        self.current_player = current_player
        self.mask = mask
        self.history = history
        self.reason = reason
        self.match = match

    # --- construction ----------------------------------------------------------

    @classmethod
    def initial(cls, lay: Layout, first: int = 0) -> MancalaState:
        """The starting position of *lay*: every house holds ``lay.seeds``."""
        n = lay.n
        board = [lay.seeds] * lay.size
        board[n] = board[2 * n + 1] = 0
        for pos in lay.burnt:
            board[pos] = 0
        return cls.from_board(lay, board, first)

    @classmethod
    def from_board(cls, lay: Layout, board: tuple[int, ...] | list[int], player: int = 0,
                   history: History | None = None) -> MancalaState:
        """A position set up by hand (for tests, puzzles and analysis).

        The legal moves follow the rules (Oware's feeding included).  Oware's
        history defaults to this position alone.
        """
        position = tuple(board)
        if len(position) != lay.size:
            raise ValueError(f"a board of this layout has {lay.size} positions")
        if history is None:
            history = frozenset({(player, position)}) if lay.variant == OWARE else NO_HISTORY
        return cls(lay, position, player, legal_mask(position, lay, player), history, "",
                   Match(1, player))

    # --- playing ----------------------------------------------------------------

    def legal_moves(self) -> tuple[House, ...]:
        return MOVES_OF_MASK[self.mask]

    @property
    def moves(self) -> tuple[House, ...]:
        """The legal moves (empty once the game is over)."""
        return MOVES_OF_MASK[self.mask]

    def is_legal(self, move: object) -> bool:
        if type(move) is not House:
            return False
        i = move.index
        return type(i) is int and 0 <= i < MAX_HOUSES and bool(self.mask >> i & 1)

    def play(self, move: House) -> MancalaState:  # type: ignore[override]
        # is_legal() inlined: play() is the plain API's every move.
        if type(move) is House:
            i = move.index
            if type(i) is int and 0 <= i < MAX_HOUSES and self.mask >> i & 1:
                return self.apply(move)
        raise IllegalMoveError.for_move(move)

    def is_over(self) -> bool:
        return self.current_player == TERMINAL_

    def apply(self, move: House) -> MancalaState:  # type: ignore[override]
        lay = self.lay
        mover = self.current_player
        b = list(self.board)
        flags = sow(b, lay, mover, lay.bases[mover] + move.index)
        player, reason, mask = settle(b, lay, mover, flags)
        if player >= 0:
            board = tuple(b)
            history = self.history
            if lay.variant == OWARE:
                key = (player, board)
                if flags & CAPTURED:  # earlier positions can never come back
                    history = frozenset((key,))
                elif key in history:
                    sweep_both(b, lay)
                    return MancalaState(lay, tuple(b), TERMINAL_, 0, history, "repetition",
                                        self.match)
                else:
                    history = history | {key}
            return MancalaState(lay, board, player, mask, history, "", self.match)
        if player == ROUND_END:
            return self._next_round(b)
        return MancalaState(lay, tuple(b), TERMINAL_, 0, self.history, reason, self.match)

    def _next_round(self, b: list[int]) -> MancalaState:
        """Congkak: the state after the round ended on the swept board *b*."""
        match = self.match
        new_lay, first, winner = next_round(b, self.lay, match.starter, match.round)
        winners = (*match.round_winners, winner)
        if new_lay is None:
            why = "round_limit" if first == ROUND_LIMIT else "match"
            return MancalaState(self.lay, tuple(b), TERMINAL_, 0, NO_HISTORY, why,
                                Match(match.round, match.starter, winners))
        return MancalaState(new_lay, tuple(b), first, legal_mask(b, new_lay, first), NO_HISTORY, "",
                            Match(match.round + 1, first, winners))

    # --- reading the position ---------------------------------------------------

    @property
    def round(self) -> int:
        """Congkak: the round being played, from 1."""
        return self.match.round

    @property
    def starter(self) -> int:
        """Congkak: the player who started this round."""
        return self.match.starter

    @property
    def round_winners(self) -> tuple[int, ...]:
        """Congkak: the winner of each finished round (-1 for a draw)."""
        return self.match.round_winners

    @property
    def n(self) -> int:
        """Houses per player."""
        return self.lay.n

    @property
    def variant(self) -> str:
        """``"kalah"``, ``"oware"`` or ``"congkak"``."""
        return VARIANT_NAMES[self.lay.variant]

    def store(self, player: int) -> int:
        """The seeds in *player*'s store."""
        return self.board[self.lay.stores[player]]

    def houses(self, player: int) -> tuple[int, ...]:
        """The seeds in *player*'s houses, in sowing order (house 1 first)."""
        lay = self.lay
        lo = lay.bases[player]
        return self.board[lo:lo + lay.n]

    def position_of(self, player: int, move: House) -> int:
        """The board index of *player*'s house played by *move*."""
        return self.lay.bases[player] + move.index

    @property
    def burnt(self) -> tuple[int, ...]:
        """Congkak: the board indices of the burnt houses this round."""
        return self.lay.burnt_positions

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
        if self.current_player < 0 or not self.is_legal(move):
            return super().step_text(move, viewer)
        assert isinstance(move, House)
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
        lay = self.lay
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
