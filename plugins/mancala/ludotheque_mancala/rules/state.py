"""The immutable mancala position, shared by the three games.

A :class:`MancalaState` holds the board as a flat tuple of ints (see
:mod:`.engine` for the ring order), the player to move, the legal moves
(computed once, when the state is made), and per game:

* Oware: :attr:`~MancalaState.history`, the positions seen since the last
  capture, as a frozenset of ``(player_to_move, board)`` pairs.  Captures only
  ever grow the stores, so no position from before a capture can come back;
  the set therefore stays small, and it is part of :meth:`~MancalaState.to_json`
  so that saves and replays stay exact.
* Congkak with several rounds: the round number, who started it, the winners of
  the rounds played, and the burnt houses (held by the state's layout).
"""

from __future__ import annotations

from typing import Any

from ludotheque.core.model import TERMINAL, Outcome, State

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
from .moves import HOUSES, House

__all__ = ["MancalaState", "NO_HISTORY"]

NO_HISTORY: frozenset[tuple[int, tuple[int, ...]]] = frozenset()

assert TERMINAL == TERMINAL_


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

    __slots__ = ("lay", "board", "current_player", "moves", "history", "reason", "round",
                 "starter", "round_winners")
    num_players = 2

    def __init__(self, lay: Layout, board: tuple[int, ...], current_player: int,
                 moves: tuple[House, ...], history: frozenset[tuple[int, tuple[int, ...]]]
                 = NO_HISTORY, reason: str = "", round: int = 1, starter: int = 0,
                 round_winners: tuple[int, ...] = ()) -> None:
        self.lay = lay
        """The rule set (with Congkak's burnt houses of this round)."""
        self.board = board
        """Houses and stores, in ring order."""
        self.current_player = current_player
        self.moves = moves
        """The legal moves (empty once the game is over)."""
        self.history = history
        """Oware: ``(player, board)`` of every position since the last capture."""
        self.reason = reason
        """Once over: why (``"normal"``, ``"repetition"``, ``"cannot_feed"``...)."""
        self.round = round
        """Congkak: the round being played, from 1."""
        self.starter = starter
        """Congkak: the player who started this round."""
        self.round_winners = round_winners
        """Congkak: the winner of each finished round (-1 for a draw)."""

    # --- construction ----------------------------------------------------------

    @classmethod
    def initial(cls, lay: Layout, first: int = 0) -> MancalaState:
        """The starting position of *lay*: every house holds ``lay.seeds``."""
        n = lay.n
        board = [lay.seeds] * lay.size
        board[n] = board[2 * n + 1] = 0
        for pos in lay.burnt:
            board[pos] = 0
        position = tuple(board)
        lo = lay.bases[first]
        moves = tuple(HOUSES[i] for i in range(n) if board[lo + i])
        history = frozenset({(first, position)}) if lay.variant == OWARE else NO_HISTORY
        return cls(lay, position, first, moves, history, "", 1, first, ())

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
        base = lay.bases[player]
        moves = tuple(HOUSES[pos - base] for pos in legal_positions(position, lay, player))
        if history is None:
            history = frozenset({(player, position)}) if lay.variant == OWARE else NO_HISTORY
        return cls(lay, position, player, moves, history, "", 1, player, ())

    # --- playing ----------------------------------------------------------------

    def legal_moves(self) -> tuple[House, ...]:
        return self.moves

    def is_legal(self, move: object) -> bool:
        return move in self.moves

    def apply(self, move: House) -> MancalaState:  # type: ignore[override]
        lay = self.lay
        mover = self.current_player
        b = list(self.board)
        flags = sow(b, lay, mover, lay.bases[mover] + move.index)
        return self._settled(b, mover, flags)

    def _settled(self, b: list[int], mover: int, flags: int) -> MancalaState:
        """The state after *mover*'s sowing left board *b* with *flags*."""
        lay = self.lay
        player, reason, positions = settle(b, lay, mover, flags)
        if player >= 0:
            base = lay.bases[player]
            moves = tuple([HOUSES[pos - base] for pos in positions])
            board = tuple(b)
            history = self.history
            if lay.variant == OWARE:
                key = (player, board)
                if flags & 2:  # CAPTURED: earlier positions can never return
                    history = frozenset((key,))
                elif key in history:
                    sweep_both(b, lay)
                    return MancalaState(lay, tuple(b), TERMINAL, (), history, "repetition",
                                        self.round, self.starter, self.round_winners)
                else:
                    history = history | {key}
            return MancalaState(lay, board, player, moves, history, "", self.round,
                                self.starter, self.round_winners)
        if player == ROUND_END:
            new_lay, first, winner = next_round(b, lay, self.starter, self.round)
            winners = (*self.round_winners, winner)
            if new_lay is None:
                why = "round_limit" if first == ROUND_LIMIT else "match"
                return MancalaState(lay, tuple(b), TERMINAL, (), NO_HISTORY, why,
                                    self.round, self.starter, winners)
            base = new_lay.bases[first]
            moves = tuple(HOUSES[i] for i in range(new_lay.n) if b[base + i])
            return MancalaState(new_lay, tuple(b), first, moves, NO_HISTORY, "",
                                self.round + 1, first, winners)
        return MancalaState(lay, tuple(b), TERMINAL, (), self.history, reason, self.round,
                            self.starter, self.round_winners)

    # --- reading the position ---------------------------------------------------

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
        lo = self.lay.bases[player]
        return self.board[lo:lo + self.lay.n]

    def position_of(self, player: int, move: House) -> int:
        """The board index of *player*'s house played by *move*."""
        return self.lay.bases[player] + move.index

    @property
    def burnt(self) -> tuple[int, ...]:
        """Congkak: the board indices of the burnt houses this round."""
        return self.lay.burnt_positions

    # --- results ------------------------------------------------------------------

    def scores(self) -> tuple[float, ...]:
        stores = self.lay.stores
        return (float(self.board[stores[0]]), float(self.board[stores[1]]))

    def outcome(self) -> Outcome | None:
        if self.current_player != TERMINAL:
            return None
        return Outcome.by_scores(self.scores(), self.reason or "normal")

    # --- identity -----------------------------------------------------------------

    def to_json(self) -> Any:
        data: dict[str, Any] = {
            "variant": self.variant,
            "board": list(self.board),
            "player": self.current_player,
        }
        if self.reason:
            data["reason"] = self.reason
        if self.lay.variant == OWARE:
            data["history"] = sorted([player, list(board)] for player, board in self.history)
        if self.lay.rounds:
            data["round"] = self.round
            data["starter"] = self.starter
            data["round_winners"] = list(self.round_winners)
            data["burnt"] = list(self.lay.burnt_positions)
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
