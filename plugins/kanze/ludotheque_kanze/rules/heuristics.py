"""Knowledge for the computer player: a position evaluation and a move order.

Both are pure Python and cheap: the evaluation reads the flat tuples once, and the
move order scores the legal moves a run (a pair of cells) at a time instead of
reading each of them (there can be over a thousand).  The playout policy is
:mod:`.playout`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ludotheque.core import ComputerPlayer, GameKnowledge

from .battle import Battle
from .board import CELLS, MAX_TROOPS, NEIGHBOURS
from .legal_moves import LegalMoves
from .moves import MoveTroops, Recruit, RecruitAt
from .state import DRAW, ONGOING, KanzeState

__all__ = ["evaluate", "order_moves", "move_score", "move_scores", "attack_strength"]


def attack_strength(state: KanzeState, target: int, attacker: int) -> int:
    """The most units *attacker* can send against *target* in one move.

    Counts the troops of one attacking cell plus its Representative; with the
    distant-attack option any cell of a group touching *target* may attack.
    """
    owner, troops, rep = state.owner, state.troops, state.reps[attacker]
    best = 0
    for cell in NEIGHBOURS[target]:
        if owner[cell] == attacker:
            units = troops[cell] + (cell == rep)
            if units > best:
                best = units
    if state.rules[2] and best:
        seen = [False] * CELLS
        todo = [c for c in NEIGHBOURS[target] if owner[c] == attacker]
        for cell in todo:
            seen[cell] = True
        while todo:
            cell = todo.pop()
            units = troops[cell] + (cell == rep)
            if units > best:
                best = units
            for other in NEIGHBOURS[cell]:
                if not seen[other] and owner[other] == attacker:
                    seen[other] = True
                    todo.append(other)
    return best


def evaluate(state: KanzeState, player: int) -> float:
    """How good *state* is for *player*, in [0, 1] (0.5: even).

    Material (troops), territory (cells owned) and the safety of both
    Representatives (the strongest enemy attack against the cell each stands on,
    decisive when the side to move can strike).
    """
    if state.result != ONGOING:
        if state.result == DRAW:
            return 0.5
        return 1.0 if state.result == player else 0.0
    enemy = 1 - player
    owner, troops = state.owner, state.troops
    mine_troops = theirs_troops = mine_cells = theirs_cells = 0
    for cell in range(CELLS):
        who = owner[cell]
        if who == player:
            mine_cells += 1
            mine_troops += troops[cell]
        elif who == enemy:
            theirs_cells += 1
            theirs_troops += troops[cell]
    score = 0.06 * (mine_troops - theirs_troops) + 0.12 * (mine_cells - theirs_cells)
    to_move = state.mover
    for side, sign in ((player, -1.0), (enemy, 1.0)):
        cell = state.reps[side]
        defence = troops[cell] + 1
        threat = attack_strength(state, cell, 1 - side)
        if threat > defence and to_move != side:
            score += sign * 4.0  # the Representative falls next turn
        elif threat >= defence:
            score += sign * 1.0
        else:
            score += sign * 0.08 * max(0, threat - defence + 3)
    return 1.0 / (1.0 + math.exp(-score))


def move_score(state: KanzeState, move: object) -> float:
    """A quick static guess of how promising *move* is (higher first)."""
    return move_scores(state, (move,))[0]


def order_moves(state: KanzeState, moves: Sequence[object]) -> list[object]:
    """The moves, most promising first (by :func:`move_score`; ties keep their order)."""
    keys = move_scores(state, moves)
    return [moves[index] for index in sorted(range(len(keys)), key=keys.__getitem__, reverse=True)]


def move_scores(state: KanzeState, moves: Sequence[object]) -> list[float]:
    """:func:`move_score` of each of *moves* (the search's move order: see
    ``GameKnowledge.move_scores``).

    A troop move's score depends on its count and Representative flag and on a few
    facts about its two cells, the same for all the moves between them: one row of
    :func:`_pair_scores` per kind of destination holds them all.  The moves as
    :meth:`KanzeState.legal_moves` lists them (:class:`LegalMoves`) take their
    scores a run (a pair of cells) at a time, as slices of the rows; any others
    one by one.
    """
    player = state.mover
    enemy = 1 - player
    owner, troops, reps = state.owner, state.troops, state.reps
    my_rep, their_rep = reps[player], reps[enemy]
    rows = [-1] * CELLS  # the row of each destination cell, once known

    def row_of(dst: int) -> int:
        holder = owner[dst]
        if holder == enemy:
            found = 2 * troops[dst] + (dst == their_rep)
        elif holder < 0:
            mine = theirs = 0
            for other in NEIGHBOURS[dst]:
                who = owner[other]
                if who == player:
                    mine += 1
                elif who == enemy:
                    theirs += 1
            found = _NEUTRAL + 7 * mine + theirs
        else:
            found = _OWN + (dst == my_rep)
        rows[dst] = found
        return found

    scores: list[float] = []
    rest: Sequence[object] = moves  # the moves scored one by one
    if type(moves) is LegalMoves and moves.runs:
        rest = moves.tail
        extend = scores.extend
        cuts = _CUTS
        for src, dst, most, with_rep in moves.each_run():
            found = rows[dst]
            if found < 0:
                found = row_of(dst)
            if with_rep or src == my_rep:
                values = _guarded(found, troops[src]) if src == my_rep else _ROWS[found]
                extend(values[1:2 * most + 2] if with_rep else values[2:2 * most + 1:2])
            else:
                extend(cuts[found][most])
    add = scores.append
    for move in rest:
        kind = type(move)
        if kind is MoveTroops:
            src, dst = move.src, move.dst  # type: ignore[attr-defined]
            count, rep = move.count, move.rep  # type: ignore[attr-defined]
            found = rows[dst]
            if found < 0:
                found = row_of(dst)
            score = _ROWS[found][2 * count + rep]
            if not rep and src == my_rep and count >= troops[src]:
                score -= 15.0  # leaves the Representative alone
            add(score)
        elif kind is Recruit:  # a troop on each cell: ahead of a spread
            add(12.0 + 6.0 * len(state.recruit_cells()))
        elif kind is RecruitAt:
            cell: int = move.cell  # type: ignore[attr-defined]
            add(5.0 + sum(1 for other in NEIGHBOURS[cell] if owner[other] == enemy))
        else:
            add(-30.0)  # pass
    return scores


def _pair_scores(kind: int, first: int, second: int) -> tuple[float, ...]:
    """The scores of the sixteen troop moves between two cells, at ``2 * count +
    rep`` as in :func:`~.moves.troop_block`, when the source does not hold the
    player's Representative (else see :func:`_guarded`).

    :param kind: 0 for an enemy destination (*first*: its troops, *second*: whether
        the enemy Representative stands there), 1 for a neutral one (*first* and
        *second*: how many of its neighbours the player and the enemy own), 2 for
        one's own (*first*: whether the player's Representative stands there).
    """
    values = []
    for count in range(MAX_TROOPS + 1):
        for rep in (0, 1):
            if kind == 0:
                battle = Battle.of(count, bool(rep), first, bool(second))
                if battle.won:
                    score = 1000.0 if battle.defending_rep_falls else \
                        40.0 + 6 * first - 2 * (battle.attack - battle.defence)
                elif not battle.held:
                    score = 900.0 if battle.defending_rep_falls and not rep else (
                        -60.0 if rep else 5.0)
                else:
                    score = -80.0 if rep else -40.0
            elif kind == 1:
                score = 15.0 + 3 * first - 4 * second * (count < 3) - abs(count - 2)
            else:
                score = 2.0 + (8.0 if first else 0.0)  # reinforce (the Representative)
            if rep:
                score -= 25.0
            values.append(score)
    return tuple(values)


_ROWS: tuple[tuple[float, ...], ...] = (
    tuple(_pair_scores(0, troops, defended)
          for troops in range(MAX_TROOPS + 1) for defended in (0, 1))
    + tuple(_pair_scores(1, mine, theirs) for mine in range(7) for theirs in range(7))
    + (_pair_scores(2, 0, 0), _pair_scores(2, 1, 0)))
"""Every row of :func:`_pair_scores`: an enemy destination at ``2 * troops +
defended``, a neutral one at ``_NEUTRAL + 7 * mine + theirs``, one's own at
``_OWN + guarded``."""
_NEUTRAL = 2 * (MAX_TROOPS + 1)
_OWN = _NEUTRAL + 7 * 7
_CUTS = tuple(tuple(values[2:2 * most + 1:2] for most in range(MAX_TROOPS + 1))
              for values in _ROWS)
"""For each row, the scores of the moves of 1 to *most* troops without the
Representative, at *most*: the run of a source without it."""
_GUARDED: list[tuple[float, ...] | None] = [None] * (len(_ROWS) * (MAX_TROOPS + 1))


def _guarded(row: int, guard: int) -> tuple[float, ...]:
    """Row *row* of :data:`_ROWS` from the cell of the player's Representative with
    *guard* troops: a move without it that takes them all leaves it alone
    (computed once)."""
    index = row * (MAX_TROOPS + 1) + guard
    found = _GUARDED[index]
    if found is None:
        found = _GUARDED[index] = tuple(
            score - 15.0 if at % 2 == 0 and at // 2 >= guard else score
            for at, score in enumerate(_ROWS[row]))
    return found


def knowledge() -> GameKnowledge:
    """What Kanzé knows of its positions, for any computer player."""
    # No playout policy: the search scores its leaves with the evaluation (the
    # choice and its measurements: benchmarks/results/).
    return GameKnowledge(game_id="kanze", evaluate=evaluate,  # type: ignore[arg-type]
                         order_moves=order_moves,  # type: ignore[arg-type]
                         move_scores=move_scores)  # type: ignore[arg-type]


def computer_player() -> ComputerPlayer:
    """How Kanzé's computer player uses the host's search."""
    # Widening along the move order and a small exploration spend the bigger budgets
    # on the better moves; implicit minimax (from the strong level's budget) brings up
    # the one reply that refutes a move (docs/decisions/0009-search-parameters-per-game.md).
    return ComputerPlayer(game_id="kanze", search={
        "widening": WIDENING, "exploration": EXPLORATION, "minimax": MINIMAX,
        "minimax_from": MINIMAX_FROM})


WIDENING = 2.0
"""Progressive widening along :func:`order_moves` (the search parameter ``widening``)."""
EXPLORATION = 0.25
"""The search's exploration constant for Kanzé (the search parameter ``exploration``)."""
MINIMAX = 0.5
"""The weight of the implicit minimax values in the search (the search parameter ``minimax``)."""
MINIMAX_FROM = 4000
"""The smallest iteration budget with implicit minimax: the strong level's."""
