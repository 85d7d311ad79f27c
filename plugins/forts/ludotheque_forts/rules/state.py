"""Positions of Forts and Ruins.

A turn takes two steps of the model:

1. the player places a territory (:class:`~.moves.Place`); the state that follows
   already shows it and the new forts of evaluation step 1, and waits for the die:
   it is a chance state (the frame "after placement");
2. the die is rolled (:class:`~.moves.Roll`, six outcomes of 1/6); weather then
   isolation are applied and the player is to move again, or the game is over (the
   frame "after evaluation").

Every state keeps the list of finished turns (:attr:`FortsState.history`) and the
start cell, so the whole game can be rebuilt from any position
(:mod:`.frames`) without asking anyone else.
"""

from __future__ import annotations

import random
from itertools import chain
from typing import Any

from ludotheque.core import CHANCE, TERMINAL, Move, Outcome, State, Texts, TrText

from .board import (
    EMPTY,
    FORT,
    RUIN,
    Geometry,
    build_forts,
    cells_of,
    geometry,
    isolate,
    to_rows,
    weather,
)
from .moves import FortsMove, Place, Roll, StartFort, cell_name

__all__ = ["FortsState", "TurnReport", "initial_state", "ANYWHERE", "NEXT_TO_FORT",
           "FALLEN", "NO_ROOM"]

ANYWHERE = "anywhere"
"""Placement rule: any empty cell (the original program)."""
NEXT_TO_FORT = "next_to_fort"
"""Placement rule: one of the eight cells around a living fort."""
FALLEN = "fallen"
"""End reason: no fort lives any more."""
NO_ROOM = "no_room"
"""End reason: forts still live but no cell is left to place a territory on."""

forts = Texts("forts")
"""The sentences of the history (the context of the game's other texts)."""
_THEN = forts.tr("{first}; {then}")
"""Two parts of one sentence, the second after the first."""
_ENDS = {
    FALLEN: forts.tr("the last fort has fallen"),
    NO_ROOM: forts.tr("no cell is left to place a territory"),
}

_ROLLS = tuple(Roll(value) for value in range(1, 7))
_ROLL_OUTCOMES = tuple((roll, 1 / 6) for roll in _ROLLS)
_PLACES: dict[tuple[int, int], tuple[tuple[Place, ...], ...]] = {}


def _places(geo: Geometry) -> tuple[tuple[Place, ...], ...]:
    """For each cell, its six :class:`Place` moves (made once per board size)."""
    key = (geo.cols, geo.rows)
    table = _PLACES.get(key)
    if table is None:
        table = tuple(tuple(Place(col, row, value) for value in range(1, 7))
                      for row in range(geo.rows) for col in range(geo.cols))
        _PLACES[key] = table
    return table


class TurnReport:
    """What the last step did, for the board to show (immutable).

    In the chance state after a placement, :attr:`die` is 0 and :attr:`killed`
    and :attr:`isolated` are empty; after the die they are filled in.
    """

    __slots__ = ("cell", "value", "new_forts", "die", "killed", "isolated")

    def __init__(self, cell: int, value: int, new_forts: tuple[int, ...], die: int = 0,
                 killed: tuple[int, ...] = (), isolated: tuple[int, ...] = ()) -> None:
        self.cell = cell
        """The cell of the territory placed."""
        self.value = value
        """Its value."""
        self.new_forts = new_forts
        """Cells that became forts (evaluation step 1)."""
        self.die = die
        """The die (0 while not rolled yet)."""
        self.killed = killed
        """Territories the weather killed (step 2)."""
        self.isolated = isolated
        """Cells that died of isolation (step 3)."""

    def to_json(self) -> dict[str, Any]:
        return {"cell": self.cell, "value": self.value, "new_forts": list(self.new_forts),
                "die": self.die, "killed": list(self.killed), "isolated": list(self.isolated)}

    def __repr__(self) -> str:
        return f"TurnReport({self.to_json()})"


class FortsState(State):
    """One position.  Treat it as immutable; build the first with :func:`initial_state`."""

    __slots__ = ("geo", "board", "adjacent", "current_player", "pending", "turns",
                 "forts_built", "max_forts", "start", "history", "report", "reason",
                 "_cells", "_moves", "_order")

    num_players = 1

    def __init__(self, geo: Geometry, board: tuple[int, ...], adjacent: bool,
                 current_player: int, pending: tuple[int, int] | None, turns: int,
                 forts_built: int, max_forts: int, start: int | None,
                 history: tuple[Any, tuple[int, int, int]] | None,
                 report: TurnReport | None, reason: str = "",
                 cells: tuple[int, ...] | None = None) -> None:
        self.geo = geo
        """The board size and neighbour tables."""
        self.board = board
        """The cells (see :mod:`.board`)."""
        self.adjacent = adjacent
        """Whether territories must go next to a living fort."""
        self.current_player = current_player
        self.pending = pending
        """``(cell, value)`` of the territory waiting for the die, else None."""
        self.turns = turns
        """Territories placed so far: the score."""
        self.forts_built = forts_built
        """Forts built during the game (the first fort not counted)."""
        self.max_forts = max_forts
        """The most forts standing at once."""
        self.start = start
        """The first fort's cell (None until drawn, at a random start)."""
        self.history = history
        """Finished turns as a linked list ``(earlier, (cell, value, die))``; see
        :meth:`turns_played`."""
        self.report = report
        """What the last step did, or None at the start."""
        self.reason = reason
        """Why the game ended (:data:`FALLEN` or :data:`NO_ROOM`), else ``""``."""
        self._cells = cells
        self._moves: tuple[FortsMove, ...] | None = None
        self._order: Any = None  # move order cached by the heuristics

    # --- reading ------------------------------------------------------------------

    @property
    def cols(self) -> int:
        return self.geo.cols

    @property
    def rows(self) -> int:
        return self.geo.rows

    @property
    def living_forts(self) -> int:
        """How many forts stand now."""
        return self.board.count(FORT)

    def at(self, col: int, row: int) -> int:
        """The code of cell (*col*, *row*)."""
        return self.board[row * self.geo.cols + col]

    def turns_played(self) -> list[tuple[int, int, int]]:
        """Every finished turn, first first: ``(cell, value, die)``."""
        entries = []
        node = self.history
        while node is not None:
            node, entry = node
            entries.append(entry)
        entries.reverse()
        return entries

    def legal_cells(self) -> tuple[int, ...]:
        """The cells where a territory may go now (empty, and by a fort if required)."""
        if self.current_player != 0:
            return ()
        cells = self._cells
        if cells is None:
            cells = self._cells = _legal_cells(self.board, self.geo, self.adjacent)
        return cells

    # --- playing ------------------------------------------------------------------

    def legal_moves(self) -> tuple[FortsMove, ...]:
        player = self.current_player
        if player == 0:
            moves = self._moves
            if moves is None:
                table = _places(self.geo)
                moves = self._moves = tuple(chain.from_iterable(
                    map(table.__getitem__, self.legal_cells())))
            return moves
        if player == CHANCE:
            if self.start is None:
                return tuple(StartFort(col, row) for row in range(self.geo.rows)
                             for col in range(self.geo.cols))
            return _ROLLS
        return ()

    def is_legal(self, move: object) -> bool:
        player = self.current_player
        if player == 0:
            if type(move) is not Place or not 1 <= move.value <= 6:
                return False
            if not self.geo.contains(move.col, move.row):
                return False
            cell = self.geo.index(move.col, move.row)
            if not self.adjacent:
                return self.board[cell] == EMPTY
            return cell in self.legal_cells()
        if player == CHANCE:
            if self.start is None:
                return type(move) is StartFort and self.geo.contains(move.col, move.row)
            return type(move) is Roll and 1 <= move.value <= 6
        return False

    def chance_outcomes(self) -> tuple[tuple[FortsMove, float], ...]:
        if self.current_player != CHANCE:
            return ()
        if self.start is None:
            chance = 1 / self.geo.size
            return tuple((StartFort(col, row), chance) for row in range(self.geo.rows)
                         for col in range(self.geo.cols))
        return _ROLL_OUTCOMES

    def sample_chance(self, rng: random.Random) -> FortsMove:
        if self.current_player != CHANCE:
            raise ValueError("not a chance state")
        if self.start is None:
            return StartFort(rng.randrange(self.geo.cols), rng.randrange(self.geo.rows))
        return _ROLLS[rng.randrange(6)]

    def apply(self, move: Any) -> FortsState:
        geo = self.geo
        kind = type(move)
        if kind is Place:
            cell = move.row * geo.cols + move.col
            placed = list(self.board)
            placed[cell] = move.value
            board, forts = build_forts(placed, geo)
            standing = board.count(FORT) if forts else self.board.count(FORT)
            return FortsState(geo, board, self.adjacent, CHANCE, (cell, move.value),
                              self.turns + 1, self.forts_built + len(forts),
                              max(self.max_forts, standing), self.start, self.history,
                              TurnReport(cell, move.value, forts))
        if kind is Roll:
            assert self.pending is not None, "the die is rolled after a placement"
            cell, value = self.pending
            die = move.value
            board, killed = weather(self.board, die)
            board, isolated = isolate(board, geo)
            history = (self.history, (cell, value, die))
            report = TurnReport(cell, value, self.report.new_forts if self.report else (),
                                die, killed, isolated)
            return _settled(geo, board, self.adjacent, self.turns, self.forts_built,
                            self.max_forts, self.start, history, report)
        if kind is StartFort:
            start = move.row * geo.cols + move.col
            first = list(self.board)
            first[start] = FORT
            return _settled(geo, tuple(first), self.adjacent, 0, 0, 1, start, None, None)
        raise TypeError(f"not a move of Forts and Ruins: {move!r}")

    def step_text(self, move: Move, viewer: int | None = None) -> TrText:
        """What *move* does, with the board's cell names (a solo game with nothing
        hidden: every viewer reads the same).

        >>> state = initial_state(18, 9)
        >>> str(state.step_text(Place(5, 4, 3)).format(player="Ada"))
        'Ada places a territory of value 3 at f5'
        >>> str(state.apply(Place(5, 4, 3)).step_text(Roll(3)))
        'Weather: the die shows 3; 1 cell of value 3 killed; 1 fort cut off and ruined; the last '
        'fort has fallen'
        """
        if isinstance(move, Place) and self.current_player == 0 \
                and self.geo.contains(move.col, move.row):
            cell = cell_name(move.col, move.row)
            after = self.apply(move)
            built = after.report.new_forts if after.report is not None else ()
            if not built:
                return forts.tr("{player} places a territory of value {value} at "
                                "{cell}").format(value=move.value, cell=cell)
            return forts.tr("{player} places a territory of value {value} at {cell}; "
                            "%n fort(s) built at {cells}", "", len(built)).format(
                value=move.value, cell=cell, cells=", ".join(
                    self.describe_cell(index) for index in built))
        if isinstance(move, Roll) and self.current_player == CHANCE \
                and self.pending is not None:
            after = self.apply(move)
            report = after.report
            assert report is not None
            text = forts.tr("Weather: the die shows {die}").format(die=move.value)
            parts: list[TrText] = []
            if report.killed:
                parts.append(forts.tr("%n cell(s) of value {die} killed", "",
                                      len(report.killed)).format(die=move.value))
            ruined = sum(1 for index in report.isolated if after.board[index] == RUIN)
            if ruined:
                parts.append(forts.tr("%n fort(s) cut off and ruined", "", ruined))
            if len(report.isolated) > ruined:
                parts.append(forts.tr("%n territory cell(s) cut off and dead", "",
                                      len(report.isolated) - ruined))
            if not parts:
                parts.append(forts.tr("nothing dies"))
            if after.reason in _ENDS:
                parts.append(_ENDS[after.reason])
            for part in parts:
                text = _THEN.format(first=text, then=part)
            return text
        if isinstance(move, StartFort) and self.current_player == CHANCE \
                and self.start is None:
            return forts.tr("The first fort stands at {cell}").format(
                cell=cell_name(move.col, move.row))
        return super().step_text(move, viewer)

    # --- results ------------------------------------------------------------------

    def scores(self) -> tuple[float, ...]:
        return (float(self.turns),)

    def outcome(self) -> Outcome | None:
        """A solo game has no loser: the player is the only winner, the score says
        how well the forts held; the reason says how the game ended."""
        if self.current_player != TERMINAL:
            return None
        return Outcome((float(self.turns),), (0,), self.reason)

    def to_json(self) -> Any:
        return {
            "cols": self.geo.cols,
            "rows": self.geo.rows,
            "placement": NEXT_TO_FORT if self.adjacent else ANYWHERE,
            "board": to_rows(self.board, self.geo.cols),
            "to_move": self.current_player,
            "pending": list(self.pending) if self.pending else None,
            "turns": self.turns,
            "forts_built": self.forts_built,
            "max_forts": self.max_forts,
            "living_forts": self.living_forts,
            "start": self.start,
            "history": [list(entry) for entry in self.turns_played()],
            "last": self.report.to_json() if self.report else None,
            "end": self.reason or None,
        }

    def __repr__(self) -> str:
        where = "chance" if self.current_player == CHANCE else (
            "over" if self.current_player == TERMINAL else "to move")
        return (f"<FortsState {self.geo.cols}x{self.geo.rows} turn {self.turns} {where}, "
                f"{self.living_forts} forts>")

    def describe_cell(self, index: int) -> str:
        """The name of a cell index, e.g. ``"c4"``."""
        col, row = self.geo.cell(index)
        return cell_name(col, row)


def _legal_cells(board: tuple[int, ...], geo: Geometry, adjacent: bool) -> tuple[int, ...]:
    if not adjacent:
        return tuple(cells_of(board, EMPTY))
    around = geo.around
    found = set()
    for index in cells_of(board, FORT):
        for other in around[index]:
            if board[other] == EMPTY:
                found.add(other)
    return tuple(sorted(found))


def _settled(geo: Geometry, board: tuple[int, ...], adjacent: bool, turns: int,
             forts_built: int, max_forts: int, start: int | None, history: Any,
             report: TurnReport | None) -> FortsState:
    """The state after an evaluation: the player's turn, or the end."""
    if FORT not in board:
        return FortsState(geo, board, adjacent, TERMINAL, None, turns, forts_built,
                          max_forts, start, history, report, FALLEN, ())
    # Anywhere: any empty cell will do, and the list waits until it is asked for.
    cells = _legal_cells(board, geo, adjacent) if adjacent else (
        None if EMPTY in board else ())
    if cells == ():
        return FortsState(geo, board, adjacent, TERMINAL, None, turns, forts_built,
                          max_forts, start, history, report, NO_ROOM, ())
    return FortsState(geo, board, adjacent, 0, None, turns, forts_built, max_forts, start,
                      history, report, "", cells)


def initial_state(cols: int, rows: int, adjacent: bool = False,
                  start: tuple[int, int] | None = (4, 4)) -> FortsState:
    """The first state: one fort at *start* ``(col, row)`` (clamped to the board), or
    a chance state that draws its cell when *start* is None.

    >>> state = initial_state(18, 9)
    >>> state.current_player, state.living_forts, len(state.legal_moves())
    (0, 1, 966)
    """
    geo = geometry(cols, rows)
    empty = (EMPTY,) * geo.size
    if start is None:
        return FortsState(geo, empty, adjacent, CHANCE, None, 0, 0, 0, None, None, None)
    col = min(max(start[0], 0), cols - 1)
    row = min(max(start[1], 0), rows - 1)
    return FortsState(geo, empty, adjacent, CHANCE, None, 0, 0, 0, None, None,
                      None).apply(StartFort(col, row))
