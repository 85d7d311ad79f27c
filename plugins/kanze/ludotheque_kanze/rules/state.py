"""A Kanzé position and the rules that change it.

The position is kept flat for speed: one tuple of troop counts and one tuple of
owners (``-1`` neutral, ``0`` or ``1`` a player) indexed by cell, and the cells
of the two Representatives (``-1`` once dead).  A cell is owned exactly when it
holds troops or a Representative.

>>> from ludotheque_kanze.rules.game import KanzeGame
>>> state = KanzeGame().new_state()
>>> state.current_player, len(state.legal_moves())
(0, 31)
>>> str(state.legal_moves()[0]), str(state.legal_moves()[-1])
('R:a1-b1', 'pass')
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from itertools import accumulate
from typing import Any

from ludotheque.core import TERMINAL, Outcome, State, TrText

from .board import (
    BOTTOM,
    CELLS,
    DEGREE,
    INFLUENCE_ORDER,
    MAX_TROOPS,
    NEIGHBOURS,
    TOP,
    cell_name,
)
from .moves import (
    _BLOCKS,
    PASS,
    RECRUIT,
    MoveTroops,
    Pass,
    Recruit,
    RecruitAt,
    recruit_at,
    troop_block,
    troop_moves,
)
from .sentences import step_text

__all__ = ["KanzeState", "LegalMoves", "Rules", "ONGOING", "DRAW", "REASON_REPRESENTATIVE",
           "REASON_TURN_LIMIT", "influence"]

ONGOING = -1
"""Value of :attr:`KanzeState.result` while the game goes on."""
DRAW = 2
"""Value of :attr:`KanzeState.result` for a draw (0 or 1: that player won)."""
REASON_REPRESENTATIVE = "representative"
"""Outcome reason: a Representative died."""
REASON_TURN_LIMIT = "turn_limit"
"""Outcome reason: the turn limit was reached (more cells wins)."""

Rules = tuple[int, bool, bool, int]
"""The options in force: troop cap, distant neutral moves, distant attacks,
turn limit in rounds (0: none)."""

_FLIP_AT = tuple(d // 2 + 1 for d in DEGREE)  # a strict majority of all neighbours


def influence(owner: list[int], reps: Sequence[int], changed: Sequence[int] | None) -> list[int]:
    """Flip cells by influence until stable; change *owner* in place.

    Cells are examined in :data:`INFLUENCE_ORDER`, each flipping at once, and
    passes repeat until one changes nothing.  A cell can only start to flip when
    it or a neighbour changed, so only those are examined (*changed*; None:
    every cell): the result is the same as examining every cell each pass.

    :returns: the cells that flipped, in the order they flipped.
    """
    dirty = [False] * CELLS
    if changed is None:
        dirty = [True] * CELLS
    else:
        for cell in changed:
            dirty[cell] = True
            for other in NEIGHBOURS[cell]:
                dirty[other] = True
    rep0, rep1 = reps[0], reps[1]
    flipped: list[int] = []
    again = True
    while again:
        again = False
        for cell in INFLUENCE_ORDER:
            if not dirty[cell]:
                continue
            dirty[cell] = False
            mine = owner[cell]
            if mine < 0 or cell == rep0 or cell == rep1:
                continue
            theirs = 1 - mine
            count = 0
            for other in NEIGHBOURS[cell]:
                if owner[other] == theirs:
                    count += 1
            if count >= _FLIP_AT[cell]:
                owner[cell] = theirs
                flipped.append(cell)
                again = True
                for other in NEIGHBOURS[cell]:
                    dirty[other] = True
    return flipped


class LegalMoves(Sequence[Any]):
    """The legal moves of a position, as :meth:`KanzeState.legal_moves` lists them:
    the troop moves first, a run of moves per pair of cells (:attr:`runs`), then
    :attr:`tail`.  It reads like a tuple of those moves (and equals one).

    A wide position has over a thousand troop moves, and the computer player reads
    only the few its move order puts first: a move is looked up from its run when
    it is read (the shared values of :func:`~.moves.troop_block`), and the whole
    tuple is made (and kept) only when the moves are iterated, sliced, searched,
    compared, hashed or printed.  The move order of
    the computer player scores a run at once from a few facts about its two cells
    instead of reading every move (``heuristics.move_scores``).  The search keeps
    the listing of every position it expands, so the runs are kept as bytes.
    """

    __slots__ = ("runs", "tail", "_troop_moves", "_ends", "_all")

    runs: bytes
    """Four bytes ``src, dst, most, with_rep`` per pair of cells, in the order
    listed: the run ``troop_moves(src, dst, most, with_rep)`` (see :meth:`each_run`)."""
    tail: tuple[Any, ...]
    """The moves after the troop moves (recruit, pass)."""

    def __init__(self, runs: bytes, troop_moves: int, tail: tuple[Any, ...]) -> None:
        self.runs = runs
        self.tail = tail
        self._troop_moves = troop_moves
        self._ends: array[int] | None = None
        self._all: tuple[Any, ...] | None = None

    def __len__(self) -> int:
        return self._troop_moves + len(self.tail)

    def __getitem__(self, index: Any) -> Any:
        everything = self._all
        if everything is not None or type(index) is not int:
            return self.moves()[index]
        count = self._troop_moves
        if index < 0:
            index += count + len(self.tail)
            if index < 0:
                raise IndexError("legal move index out of range")
        if index >= count:
            return self.tail[index - count]
        ends = self._ends
        if ends is None:  # where each run ends (machine integers: kept by the search)
            ends = self._ends = array("l", accumulate(2 * most + 1 if with_rep else most
                                                      for _, _, most, with_rep in self.each_run()))
        at = bisect_right(ends, index)
        src, dst, _, with_rep = self.runs[4 * at:4 * at + 4]
        offset = index - ends[at - 1] if at else index
        block = _BLOCKS[src * CELLS + dst] or troop_block(src, dst)
        return block[1 + offset] if with_rep else block[2 + 2 * offset]

    def each_run(self) -> Iterator[tuple[int, int, int, int]]:
        """``(src, dst, most, with_rep)`` of each run, in order."""
        fields = iter(self.runs)
        return zip(fields, fields, fields, fields)

    def moves(self) -> tuple[Any, ...]:
        """Every move, as one tuple (made on first use)."""
        everything = self._all
        if everything is None:
            listed: list[Any] = []
            for src, dst, most, with_rep in self.each_run():
                listed.extend(troop_moves(src, dst, most, bool(with_rep)))
            listed.extend(self.tail)
            everything = self._all = tuple(listed)
        return everything

    def __iter__(self) -> Iterator[Any]:
        return iter(self.moves())

    def __contains__(self, move: object) -> bool:
        return move in self.moves()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LegalMoves):
            return self.moves() == other.moves()
        if isinstance(other, tuple):
            return self.moves() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.moves())  # equal to a tuple, so hashed as one

    def __reversed__(self) -> Iterator[Any]:
        return iter(self.moves()[::-1])

    def index(self, move: Any, start: int = 0, stop: int | None = None) -> int:
        everything = self.moves()
        return everything.index(move, start, len(everything) if stop is None else stop)

    def count(self, move: Any) -> int:
        return self.moves().count(move)

    def __reduce__(self) -> tuple[Any, ...]:
        return LegalMoves, (self.runs, self._troop_moves, self.tail)

    def __repr__(self) -> str:
        return f"LegalMoves({self.moves()!r})"


class KanzeState(State):
    """One Kanzé position.  Build new ones with :meth:`make` or by playing moves."""

    __slots__ = ("troops", "owner", "reps", "mover", "ply", "picks", "chosen", "rules",
                 "result", "reason", "current_player")

    num_players = 2
    troops: tuple[int, ...]
    """Troops on each cell (0 to 7)."""
    owner: tuple[int, ...]
    """Owner of each cell: -1 neutral, else the player."""
    reps: tuple[int, int]
    """The cell of each player's Representative, -1 once it is dead."""
    mover: int
    """The player whose turn it is (also set at the end)."""
    ply: int
    """Turns completed so far (two per round)."""
    picks: int
    """Recruit cells still to choose this turn (0: no recruit choice pending)."""
    chosen: tuple[int, ...]
    """Recruit cells already chosen this turn."""
    rules: Rules
    """Options in force (see :data:`Rules`)."""
    result: int
    """:data:`ONGOING`, the winner, or :data:`DRAW`."""
    reason: str
    """Why the game ended (empty while it goes on)."""

    @classmethod
    def make(cls, troops: Sequence[int], owner: Sequence[int], reps: Sequence[int],
             mover: int = 0, *, ply: int = 0, picks: int = 0, chosen: Sequence[int] = (),
             rules: Rules = (49, True, False, 150), result: int = ONGOING,
             reason: str = "") -> KanzeState:
        """Build a position from its parts (no checks; see :meth:`check`)."""
        state = object.__new__(cls)
        state.troops = tuple(troops)
        state.owner = tuple(owner)
        state.reps = (reps[0], reps[1])
        state.mover = mover
        state.ply = ply
        state.picks = picks
        state.chosen = tuple(chosen)
        state.rules = rules
        state.result = result
        state.reason = reason
        state.current_player = mover if result == ONGOING else TERMINAL
        return state

    @classmethod
    def initial(cls, rules: Rules) -> KanzeState:
        """The opening position: 7 troops and a Representative in each acute corner."""
        troops = [0] * CELLS
        owner = [-1] * CELLS
        troops[BOTTOM] = troops[TOP] = MAX_TROOPS
        owner[BOTTOM], owner[TOP] = 0, 1
        return cls.make(troops, owner, (BOTTOM, TOP), 0, rules=rules)

    def check(self) -> None:
        """Raise :class:`AssertionError` if the position breaks an invariant."""
        for cell in range(CELLS):
            count, mine = self.troops[cell], self.owner[cell]
            assert 0 <= count <= MAX_TROOPS, f"{cell_name(cell)} holds {count} troops"
            assert mine in (-1, 0, 1), f"{cell_name(cell)} has owner {mine}"
            holds_rep = cell in self.reps
            assert (mine >= 0) == (count > 0 or holds_rep), \
                f"{cell_name(cell)}: owner {mine} with {count} troops"
        for player, cell in enumerate(self.reps):
            if cell >= 0:
                assert self.owner[cell] == player, f"Representative {player} on a cell not its own"
        if self.reps[0] >= 0 and self.reps[0] == self.reps[1]:
            raise AssertionError("both Representatives on one cell")

    # --- queries ---------------------------------------------------------------------

    @property
    def troop_cap(self) -> int:
        return self.rules[0]

    @property
    def turn_limit(self) -> int:
        return self.rules[3]

    @property
    def round(self) -> int:
        """The round being played, from 1."""
        return self.ply // 2 + 1

    def total_troops(self, player: int) -> int:
        """All troops of *player* on the board."""
        owner = self.owner
        return sum(count for cell, count in enumerate(self.troops) if owner[cell] == player)

    def cells_owned(self, player: int) -> int:
        """How many cells *player* owns."""
        return self.owner.count(player)

    def recruit_cells(self) -> list[int]:
        """The mover's cells that may get a recruit (fewer than 7 troops, not chosen yet)."""
        player, owner, troops, chosen = self.mover, self.owner, self.troops, self.chosen
        return [c for c in range(CELLS)
                if owner[c] == player and troops[c] < MAX_TROOPS and c not in chosen]

    def can_recruit(self) -> bool:
        """Whether the mover may recruit now."""
        if self.picks or self.result != ONGOING:
            return False
        return self.total_troops(self.mover) < self.rules[0] and bool(self.recruit_cells())

    def group(self, cell: int) -> list[int]:
        """The cells of the owner of *cell* connected to it through that owner's cells."""
        player = self.owner[cell]
        owner = self.owner
        seen = {cell}
        todo = [cell]
        while todo:
            here = todo.pop()
            for other in NEIGHBOURS[here]:
                if other not in seen and owner[other] == player:
                    seen.add(other)
                    todo.append(other)
        return sorted(seen)

    def destinations(self, src: int) -> list[int]:
        """Every cell a move from *src* may reach (ignoring the 7-troop limit)."""
        player = self.owner[src]
        _, far_neutral, far_enemy, _ = self.rules
        owner = self.owner
        group = self.group(src)
        reach = set(group)
        reach.update(NEIGHBOURS[src])
        if far_neutral or far_enemy:
            enemy = 1 - player
            for cell in group:
                for other in NEIGHBOURS[cell]:
                    who = owner[other]
                    if (who < 0 and far_neutral) or (who == enemy and far_enemy):
                        reach.add(other)
        reach.discard(src)
        return sorted(reach)

    # --- playing ---------------------------------------------------------------------

    def legal_moves(self) -> Sequence[Any]:
        if self.result != ONGOING:
            return ()
        if self.picks:
            return tuple(recruit_at(c) for c in self.recruit_cells())
        player = self.mover
        enemy = 1 - player
        owner, troops = self.owner, self.troops
        _, far_neutral, far_enemy, _ = self.rules
        rep_cell = self.reps[player]
        # Label the player's connected groups and collect what each group reaches
        # (sorted, and as a set): its cells, and the cells next to them that a move
        # may reach from afar (by owner + 1: neutral, the player's, the enemy's).
        far = [far_neutral, False, False]
        far[enemy + 1] = far_enemy
        label = [-1] * CELLS
        reaches: list[tuple[list[int], set[int]]] = []
        for start in range(CELLS):
            if owner[start] != player or label[start] >= 0:
                continue
            mark = len(reaches)
            label[start] = mark
            reach = {start}
            todo = [start]
            while todo:
                here = todo.pop()
                for other in NEIGHBOURS[here]:
                    who = owner[other]
                    if who == player:
                        if label[other] < 0:
                            label[other] = mark
                            reach.add(other)
                            todo.append(other)
                    elif far[who + 1]:
                        reach.add(other)
            reaches.append((sorted(reach), reach))
        runs: list[int] = []  # four numbers a run
        add_run = runs.extend
        listed = 0  # troop moves
        for src in range(CELLS):
            if owner[src] != player:
                continue
            have = troops[src]
            with_rep = src == rep_cell
            # The group's reach and the source's own neighbours, less the source.
            targets, reach = reaches[label[src]]
            around = NEIGHBOURS[src]
            for other in around:
                if other not in reach:
                    targets = sorted(reach.union(around))
                    break
            # A run: every count up to all the troops, with the Representative too
            # from its cell, unless they overfill a cell of the player's.
            runs_before = len(runs)
            troops_listed = 0
            for dst in targets:
                if dst == src:
                    continue
                if owner[dst] == player and troops[dst] + have > MAX_TROOPS:
                    most = MAX_TROOPS - troops[dst]
                    if not (most or with_rep):
                        continue
                    add_run((src, dst, most, with_rep))
                    troops_listed += most
                else:
                    add_run((src, dst, have, with_rep))
                    troops_listed += have
            # 2 * most + 1 moves a run from the Representative's cell, else most
            listed += 2 * troops_listed + (len(runs) - runs_before) // 4 if with_rep \
                else troops_listed
        tail = (RECRUIT, PASS) if self.can_recruit() else (PASS,)
        return LegalMoves(bytes(runs), listed, tail)

    def is_legal(self, move: Any) -> bool:
        if self.result != ONGOING:
            return False
        kind = type(move)
        if kind is MoveTroops:
            return self._troop_move_legal(move)
        if kind is Pass:
            return not self.picks
        if kind is Recruit:
            return self.can_recruit()
        if kind is RecruitAt:
            return bool(self.picks) and 0 <= move.cell < CELLS and \
                move.cell in self.recruit_cells()
        return False

    def _troop_move_legal(self, move: MoveTroops) -> bool:
        if self.picks:
            return False
        src, dst, count, rep = move.src, move.dst, move.count, move.rep
        if not (0 <= src < CELLS and 0 <= dst < CELLS) or src == dst:
            return False
        player = self.mover
        if self.owner[src] != player or not 0 <= count <= self.troops[src]:
            return False
        if rep and self.reps[player] != src:
            return False
        if count == 0 and not rep:
            return False
        if self.owner[dst] == player and self.troops[dst] + count > MAX_TROOPS:
            return False
        return dst in NEIGHBOURS[src] or dst in self.destinations(src)

    def apply(self, move: Any) -> KanzeState:
        kind = type(move)
        if kind is MoveTroops:
            return self._move_troops(move)
        if kind is Pass:
            return self._end_turn(self.troops, list(self.owner), self.reps, ())
        if kind is Recruit:
            return self._recruit()
        if kind is RecruitAt:
            return self._recruit_at(move.cell)
        raise TypeError(f"not a Kanzé move: {move!r}")

    def _move_troops(self, move: MoveTroops) -> KanzeState:
        player = self.mover
        enemy = 1 - player
        src, dst, count, rep = move.src, move.dst, move.count, move.rep
        troops = list(self.troops)
        owner = list(self.owner)
        reps = list(self.reps)
        troops[src] -= count
        if rep:
            reps[player] = -1  # on the way; set again below unless it dies
        if troops[src] == 0 and reps[player] != src:
            owner[src] = -1
        holder = owner[dst]
        if holder == player:
            troops[dst] += count
            if rep:
                reps[player] = dst
        elif holder < 0:
            troops[dst] = count
            owner[dst] = player
            if rep:
                reps[player] = dst
        else:
            attack = count + rep
            defended = reps[enemy] == dst
            defence = troops[dst] + defended
            if attack > defence:
                left = attack - defence
                if rep:
                    troops[dst] = left - 1
                    reps[player] = dst
                else:
                    troops[dst] = left
                owner[dst] = player
                if defended:
                    reps[enemy] = -1
            elif attack < defence:
                troops[dst] = defence - attack - defended
            else:
                troops[dst] = 0
                owner[dst] = -1
                if defended:
                    reps[enemy] = -1
        return self._end_turn(troops, owner, reps, (src, dst))

    def _recruit(self) -> KanzeState:
        player = self.mover
        cells = self.recruit_cells()
        room = self.rules[0] - self.total_troops(player)
        if len(cells) > room:
            return KanzeState.make(self.troops, self.owner, self.reps, player, ply=self.ply,
                                   picks=room, chosen=(), rules=self.rules)
        troops = list(self.troops)
        for cell in cells:
            troops[cell] += 1
        return self._end_turn(troops, list(self.owner), self.reps, ())

    def _recruit_at(self, cell: int) -> KanzeState:
        troops = list(self.troops)
        troops[cell] += 1
        if self.picks > 1:
            return KanzeState.make(troops, self.owner, self.reps, self.mover, ply=self.ply,
                                   picks=self.picks - 1, chosen=self.chosen + (cell,),
                                   rules=self.rules)
        return self._end_turn(troops, list(self.owner), self.reps, ())

    def _end_turn(self, troops: Sequence[int], owner: list[int], reps: Sequence[int],
                  changed: Sequence[int]) -> KanzeState:
        if changed:
            influence(owner, reps, changed)
        ply = self.ply + 1
        result, reason = ONGOING, ""
        dead0, dead1 = reps[0] < 0, reps[1] < 0
        if dead0 or dead1:
            result = DRAW if dead0 and dead1 else (1 if dead0 else 0)
            reason = REASON_REPRESENTATIVE
        else:
            limit = self.rules[3]
            if limit and ply >= 2 * limit:
                mine, theirs = owner.count(0), owner.count(1)
                result = DRAW if mine == theirs else (0 if mine > theirs else 1)
                reason = REASON_TURN_LIMIT
        return KanzeState.make(troops, owner, reps, 1 - self.mover, ply=ply, rules=self.rules,
                               result=result, reason=reason)

    # --- results ---------------------------------------------------------------------

    def scores(self) -> tuple[float, ...]:
        """Cells owned by each player."""
        return (float(self.owner.count(0)), float(self.owner.count(1)))

    def outcome(self) -> Outcome | None:
        if self.result == ONGOING:
            return None
        winners = (0, 1) if self.result == DRAW else (self.result,)
        return Outcome(self.scores(), winners, self.reason)

    def step_text(self, move: Any, viewer: int | None = None) -> TrText:
        """What *move* does (:mod:`~ludotheque_kanze.rules.sentences`): troops and the
        Representative moved, battles and their result, recruits, passes, influence.
        Kanzé hides nothing: every *viewer* reads the same."""
        return step_text(self, move)

    def to_json(self) -> Any:
        return {
            "troops": list(self.troops),
            "owner": list(self.owner),
            "reps": list(self.reps),
            "mover": self.mover,
            "ply": self.ply,
            "picks": self.picks,
            "chosen": list(self.chosen),
            "rules": list(self.rules),
            "result": self.result,
            "reason": self.reason,
        }

    def __repr__(self) -> str:
        return (f"<KanzeState ply={self.ply} mover={self.mover} result={self.result} "
                f"reps={self.reps}>")

    def __str__(self) -> str:
        """The board as text, top row first (for logs and tests)."""
        lines = []
        from .board import SIZE, coords

        for total in range(2 * SIZE - 2, -1, -1):
            row = [c for c in INFLUENCE_ORDER if sum(coords(c)) == total]
            parts = []
            for cell in row:
                who = self.owner[cell]
                mark = "." if who < 0 else "xo"[who]
                if cell in self.reps:
                    mark = mark.upper()
                parts.append(f"{mark}{self.troops[cell] if who >= 0 else '.'}")
            lines.append("  " * (SIZE - len(row)) + "  ".join(parts))
        return "\n".join(lines)
