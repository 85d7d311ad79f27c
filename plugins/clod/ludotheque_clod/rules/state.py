"""A position of Clod or RoyalClod.

Turn structure, as a sequence of states:

1. a **chance** state (``attempt`` 1): the player to move rolls two dice;
2. if the roll offers a cell, that player chooses one (a :class:`Place` move);
   the board is then full (game over) or it is the other player's roll;
3. if it offers nothing, a second chance state for the *same* player
   (``attempt`` 2, :data:`EVENT_REROLL`); if that roll offers nothing either,
   the turn passes (:data:`EVENT_FORFEIT`) and the other player rolls.

The board is a ``bytes`` of ``width * height`` cells: :data:`EMPTY`,
:data:`BLACK` or :data:`WHITE`.  Black (player 0) moves first.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from typing import Any

from ludotheque.core import CHANCE, TERMINAL, Move, Outcome, State, Texts, TrText

from .geometry import CHANCE_OUTCOMES, ROLLS, Geometry
from .moves import Place, Roll

__all__ = ["ClodState", "EMPTY", "BLACK", "WHITE", "EVENT_NONE", "EVENT_REROLL",
           "EVENT_FORFEIT", "REASON_TIEBREAK", "REASON_TIE_WHITE", "tie_order"]

EMPTY, BLACK, WHITE = 0, 1, 2
"""Cell contents; a player's stone colour is ``player + 1``."""

EVENT_NONE = ""
EVENT_REROLL = "reroll"
"""The first roll of this turn offered nothing: the same player rolls again."""
EVENT_FORFEIT = "forfeit"
"""The second roll offered nothing either: the turn passed to the other player."""

REASON_TIEBREAK = "tiebreak"
"""Outcome reason: largest groups tied, decided by the next largest groups."""
REASON_TIE_WHITE = "tie_white"
"""Outcome reason: largest groups tied, white wins (the original rule)."""

clod = Texts("clod")
"""The sentences of the history (the context of the game's other texts)."""

_BOARD_NAMES = {
    (0, 0): clod.tr("the top-left board"),
    (0, 1): clod.tr("the top-middle board"),
    (0, 2): clod.tr("the top-right board"),
    (1, 0): clod.tr("the bottom-left board"),
    (1, 1): clod.tr("the bottom-middle board"),
    (1, 2): clod.tr("the bottom-right board"),
}
"""The six RoyalClod boards by (row of boards, column of boards), as the rules name them."""

_CELL_CHARS = ".xo"
_CUMULATIVE: list[float] = []
for _, _probability in CHANCE_OUTCOMES:
    _CUMULATIVE.append((_CUMULATIVE[-1] if _CUMULATIVE else 0.0) + _probability)
_CUMULATIVE[-1] = 1.0
_STONE = (b"\x01", b"\x02")


def tie_order(black: list[int], white: list[int]) -> int:
    """Compare two lists of group sizes (largest first), padding with zeros.

    Returns 1 if black's is larger, -1 if white's, 0 if they are equal.

    >>> tie_order([5, 3, 1], [5, 3])
    1
    >>> tie_order([4, 2], [4, 2])
    0
    """
    length = max(len(black), len(white))
    b = black + [0] * (length - len(black))
    w = white + [0] * (length - len(white))
    return (b > w) - (b < w)


class ClodState(State):
    """One position; never changed once made (every field is read-only by convention)."""

    __slots__ = ("geo", "original_tie", "board", "turn", "current_player", "attempt",
                 "roll", "offered", "event", "missed", "last", "empty", "_moves")

    num_players = 2

    def __init__(self, geo: Geometry, original_tie: bool, board: bytes, turn: int,
                 current_player: int, attempt: int = 1, roll: Roll | None = None,
                 offered: tuple[int, ...] = (), event: str = EVENT_NONE,
                 missed: tuple[Roll, ...] = (), last: int = -1,
                 empty: int | None = None) -> None:
        self.geo = geo
        """The board geometry (Clod or RoyalClod)."""
        self.original_tie = original_tie
        """Whether a tie of largest groups goes to white (else the next groups decide)."""
        self.board = board
        self.turn = turn
        """Whose turn it is (0 black, 1 white), also while the dice roll."""
        self.current_player = current_player
        self.attempt = attempt
        """1 for the first roll of a turn, 2 for the second."""
        self.roll = roll
        """The roll being played; at a chance state, the roll that just offered nothing."""
        self.offered = offered
        """The cells the roll offers (placing states only), sorted."""
        self.event = event
        """:data:`EVENT_REROLL` after a first roll that offered nothing (kept while
        the second roll is played), :data:`EVENT_FORFEIT` after two (kept while the
        next player's roll is played); else :data:`EVENT_NONE`."""
        self.missed = missed
        """The rolls that offered nothing, behind :attr:`event`."""
        self.last = last
        """The cell of the last stone placed, -1 before the first."""
        self.empty = board.count(0) if empty is None else empty
        """How many cells are still empty."""
        self._moves: tuple[Any, ...] | None = None

    @classmethod
    def initial(cls, geo: Geometry, original_tie: bool = False) -> ClodState:
        """The empty board, black to roll."""
        return cls(geo, original_tie, bytes(geo.size), 0, CHANCE)

    # --- playing -----------------------------------------------------------------

    def legal_moves(self) -> tuple[Any, ...]:
        moves = self._moves
        if moves is None:
            player = self.current_player
            if player == CHANCE:
                moves = ROLLS
            elif player == TERMINAL:
                moves = ()
            else:
                places = self.geo.places
                moves = tuple(places[cell] for cell in self.offered)
            self._moves = moves
        return moves

    def is_legal(self, move: Any) -> bool:
        if self.current_player == CHANCE:
            return isinstance(move, Roll) and move in ROLLS
        if self.current_player == TERMINAL or not isinstance(move, Place):
            return False
        geo = self.geo
        if not (0 <= move.row < geo.height and 0 <= move.col < geo.width):
            return False
        return move.row * geo.width + move.col in self.offered

    def chance_outcomes(self) -> tuple[tuple[Roll, float], ...]:
        return CHANCE_OUTCOMES if self.current_player == CHANCE else ()

    def sample_chance(self, rng: random.Random) -> Roll:
        """Roll the dice with *rng* (faster than the generic weighted choice)."""
        if self.current_player != CHANCE:
            raise ValueError("not a chance state")
        return ROLLS[bisect_right(_CUMULATIVE, rng.random())]

    def apply(self, move: Any) -> ClodState:
        geo = self.geo
        if self.current_player == CHANCE:
            offered = geo.offered(self.board, move.high, move.low)
            if offered:
                return ClodState(geo, self.original_tie, self.board, self.turn, self.turn,
                                 self.attempt, move, offered, self.event, self.missed,
                                 self.last, self.empty)
            if self.attempt == 1:
                return ClodState(geo, self.original_tie, self.board, self.turn, CHANCE, 2,
                                 move, (), EVENT_REROLL, (move,), self.last, self.empty)
            return ClodState(geo, self.original_tie, self.board, 1 - self.turn, CHANCE, 1,
                             move, (), EVENT_FORFEIT, self.missed + (move,), self.last,
                             self.empty)
        cell = move.row * geo.width + move.col
        board = self.board
        board = board[:cell] + _STONE[self.turn] + board[cell + 1:]
        empty = self.empty - 1
        if empty == 0:
            return ClodState(geo, self.original_tie, board, 1 - self.turn, TERMINAL, 1,
                             None, (), EVENT_NONE, (), cell, 0)
        return ClodState(geo, self.original_tie, board, 1 - self.turn, CHANCE, 1,
                         None, (), EVENT_NONE, (), cell, empty)

    def step_text(self, move: Move, viewer: int | None = None) -> TrText:
        """What *move* does, with the dice and the board's own labels (perfect
        information: every viewer reads the same).

        >>> from ludotheque_clod.rules.geometry import CLOD
        >>> start = ClodState.initial(CLOD)
        >>> str(start.step_text(Roll(4, 2)))
        'Dice: 4 and 2, 2 cells offered'
        >>> str(start.apply(Roll(4, 2)).step_text(Place(3, 1)).format(player="Ada"))
        'Ada places a stone on row 4, column 2'
        """
        geo = self.geo
        if self.current_player == CHANCE and isinstance(move, Roll):
            offered = geo.offered(self.board, move.high, move.low)
            if offered:
                text = clod.tr("Dice: {high} and {low}, %n cell(s) offered", "", len(offered))
            elif self.attempt == 1:
                text = clod.tr("Dice: {high} and {low}, no cell offered: roll again")
            else:
                text = clod.tr("Dice: {high} and {low}, no cell offered again: the turn "
                               "passes")
            return text.format(high=move.high, low=move.low)
        if isinstance(move, Place) and 0 <= move.row < geo.height \
                and 0 <= move.col < geo.width:
            index, row, col = geo.labels[geo.cell(move.row, move.col)]
            full = self.empty == 1 and self.board[geo.cell(move.row, move.col)] == EMPTY
            if len(geo.boards) == 1:
                text = clod.tr("{player} places a stone on row {row}, column {col}: the "
                               "board is full") if full else clod.tr(
                    "{player} places a stone on row {row}, column {col}")
                return text.format(row=row, col=col)
            board = geo.boards[index]
            text = clod.tr("{player} places a stone on {board}, row {row}, column {col}: "
                           "every board is full") if full else clod.tr(
                "{player} places a stone on {board}, row {row}, column {col}")
            return text.format(board=_BOARD_NAMES[board.board_row, board.board_col],
                               row=row, col=col)
        return super().step_text(move, viewer)

    # --- looking at the position ---------------------------------------------

    def stone(self, row: int, col: int) -> int:
        """:data:`EMPTY`, :data:`BLACK` or :data:`WHITE` at physical *row*, *col*."""
        return self.board[row * self.geo.width + col]

    def stones(self, player: int) -> int:
        """How many stones *player* has on the board."""
        return self.board.count(player + 1)

    def group_sizes(self, player: int) -> list[int]:
        """The sizes of *player*'s groups, largest first."""
        return self.geo.group_sizes(self.board, player + 1)

    def largest_groups(self, player: int) -> list[list[int]]:
        """Every group of *player* of the largest size (cells), empty before a stone."""
        groups = self.geo.groups(self.board, player + 1)
        if not groups:
            return []
        size = len(groups[0])
        return [group for group in groups if len(group) == size]

    # --- results -----------------------------------------------------------------

    def scores(self) -> tuple[float, ...]:
        """The size of each player's largest group."""
        geo, board = self.geo, self.board
        black = geo.group_sizes(board, BLACK)
        white = geo.group_sizes(board, WHITE)
        return (float(black[0] if black else 0), float(white[0] if white else 0))

    def outcome(self) -> Outcome | None:
        if self.current_player != TERMINAL:
            return None
        geo, board = self.geo, self.board
        black = geo.group_sizes(board, BLACK)
        white = geo.group_sizes(board, WHITE)
        scores = (float(black[0] if black else 0), float(white[0] if white else 0))
        if scores[0] != scores[1]:
            return Outcome(scores, (0,) if scores[0] > scores[1] else (1,))
        if self.original_tie:
            return Outcome(scores, (1,), REASON_TIE_WHITE)
        order = tie_order(black, white)
        if order == 0:
            return Outcome(scores, (0, 1))
        return Outcome(scores, (0,) if order > 0 else (1,), REASON_TIEBREAK)

    # --- identity ------------------------------------------------------------

    def to_json(self) -> Any:
        return {
            "game": self.geo.name,
            "tie": "white" if self.original_tie else "next_groups",
            "board": "".join(_CELL_CHARS[v] for v in self.board),
            "turn": self.turn,
            "to_move": self.current_player,
            "attempt": self.attempt,
            "roll": None if self.roll is None else str(self.roll),
            "offered": list(self.offered),
            "event": self.event,
            "missed": [str(roll) for roll in self.missed],
            "last": self.last,
        }

    def __repr__(self) -> str:
        return (f"<ClodState {self.geo.name} to_move={self.current_player} "
                f"empty={self.empty} roll={self.roll}>")

    def diagram(self) -> str:
        """The board as text, one line per row (``.`` empty, ``x`` black, ``o`` white)."""
        width = self.geo.width
        text = "".join(_CELL_CHARS[v] for v in self.board)
        return "\n".join(text[i:i + width] for i in range(0, len(text), width))
