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

from collections.abc import Sequence
from typing import Any

from ludotheque.core import TERMINAL, Outcome, State, TrText

from .battle import Battle
from .board import (
    BOTTOM,
    CELLS,
    DEGREE,
    INFLUENCE_ORDER,
    MAX_TROOPS,
    NEIGHBOURS,
    SIZE,
    TOP,
    cell_name,
    coords,
)
from .legal_moves import LegalMoves
from .moves import PASS, RECRUIT, MoveTroops, Pass, Recruit, RecruitAt, recruit_at
from .sentences import step_text

__all__ = ["KanzeState", "Rules", "ONGOING", "DRAW", "REASON_REPRESENTATIVE",
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

    def destinations(self, src: int) -> list[int]:
        """Every cell a move from *src* may reach (ignoring the 7-troop limit)."""
        label, reaches = self._reaches(self.owner[src])
        return [cell for cell in self._targets(src, label, reaches) if cell != src]

    def _reaches(self, player: int) -> tuple[list[int], list[tuple[list[int], set[int]]]]:
        """Label *player*'s connected groups and collect what each group reaches: its
        cells, and the cells next to them that a move may reach from afar (neutral
        cells with the distant-neutral option, enemy cells with distant attacks).

        :returns: the group of each cell (-1: not the player's), and each group's
            reach, sorted and as a set.
        """
        owner = self.owner
        _, far_neutral, far_enemy, _ = self.rules
        far = [far_neutral, False, False]  # by owner + 1: neutral, player 0, player 1
        far[1 - player + 1] = far_enemy
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
        return label, reaches

    @staticmethod
    def _targets(src: int, label: list[int],
                 reaches: list[tuple[list[int], set[int]]]) -> list[int]:
        """The cells a move from *src* may reach, *src* included (sorted): its group's
        reach (:meth:`_reaches`) and its own neighbours."""
        targets, reach = reaches[label[src]]
        around = NEIGHBOURS[src]
        for other in around:
            if other not in reach:
                return sorted(reach.union(around))
        return targets

    # --- playing ---------------------------------------------------------------------

    def legal_moves(self) -> Sequence[Any]:
        if self.result != ONGOING:
            return ()
        if self.picks:
            return tuple(recruit_at(c) for c in self.recruit_cells())
        player = self.mover
        owner, troops = self.owner, self.troops
        rep_cell = self.reps[player]
        label, reaches = self._reaches(player)
        runs: list[int] = []  # four numbers a run
        add_run = runs.extend
        listed = 0  # troop moves
        for src in range(CELLS):
            if owner[src] != player:
                continue
            have = troops[src]
            with_rep = src == rep_cell
            targets = self._targets(src, label, reaches)
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

    def battle(self, move: MoveTroops) -> Battle | None:
        """The battle *move* starts (None: its destination is not the enemy's)."""
        enemy = 1 - self.mover
        dst = move.dst
        if self.owner[dst] != enemy:
            return None
        return Battle.of(move.count, move.rep, self.troops[dst], self.reps[enemy] == dst)

    def arrival(self, move: MoveTroops) -> tuple[list[int], list[int], list[int]]:
        """The troops, the owners and the Representatives' cells once the troops of
        *move* arrived and fought, before influence (see :meth:`apply`)."""
        player = self.mover
        src, dst, count, rep = move.src, move.dst, move.count, move.rep
        troops = list(self.troops)
        owner = list(self.owner)
        reps = list(self.reps)
        troops[src] -= count
        if rep:
            reps[player] = -1  # on the way; set again below unless it dies
        if troops[src] == 0 and reps[player] != src:
            owner[src] = -1
        battle = self.battle(move)
        if battle is None:
            troops[dst] = troops[dst] + count if owner[dst] == player else count
            owner[dst] = player
            if rep:
                reps[player] = dst
        else:
            troops[dst] = battle.survivors
            owner[dst] = player if battle.won else 1 - player if battle.held else -1
            if rep and battle.won:
                reps[player] = dst
            if battle.defending_rep_falls:
                reps[1 - player] = -1
        return troops, owner, reps

    def _move_troops(self, move: MoveTroops) -> KanzeState:
        troops, owner, reps = self.arrival(move)
        return self._end_turn(troops, owner, reps, (move.src, move.dst))

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
