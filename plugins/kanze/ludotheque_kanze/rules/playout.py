"""Kanzé's playout policy: a quick, plausible move without listing the legal moves
(a wide position has over a thousand).

The policy builds its moves from a few facts about the position instead of asking
the rules for the whole list, so it is the one place outside the reference rules
(:mod:`.state`) that must know which moves are legal: the tests replay its games
move by move against :meth:`KanzeState.legal_moves <.state.KanzeState.legal_moves>`.
The computer player's search scores its leaves with the evaluation
(:func:`.heuristics.evaluate`) and does not call it; it plays seeded games that
reach realistic positions (the benchmarks' wide positions).
"""

from __future__ import annotations

import random

from .board import CELLS, MAX_TROOPS, NEIGHBOURS
from .heuristics import attack_strength
from .moves import PASS, RECRUIT, KanzeMove, recruit_at, troop_move
from .state import KanzeState

__all__ = ["rollout"]


def rollout(state: KanzeState, rng: random.Random) -> KanzeMove:
    """A quick move for playouts, better than random: kill the enemy Representative
    when possible, shield one's own, attack cells it can win, spread into neutral
    cells, recruit when weak."""
    if state.picks:
        cells = state.recruit_cells()
        return recruit_at(cells[rng.randrange(len(cells))])
    player = state.mover
    enemy = 1 - player
    owner, troops = state.owner, state.troops
    my_rep, their_rep = state.reps[player], state.reps[enemy]
    # 1. Strike the enemy Representative.
    defence = troops[their_rep] + 1
    for cell in NEIGHBOURS[their_rep]:
        if owner[cell] == player:
            with_rep = cell == my_rep
            if troops[cell] > defence:
                return troop_move(cell, their_rep, troops[cell], False)
            if with_rep and troops[cell] + 1 > defence:
                return troop_move(cell, their_rep, troops[cell], True)
    # 2. Shield one's own Representative.
    if attack_strength(state, my_rep, enemy) >= troops[my_rep] + 1:
        if troops[my_rep] < MAX_TROOPS and state.can_recruit():
            return RECRUIT
        for cell in NEIGHBOURS[my_rep]:
            if owner[cell] == player and cell != my_rep and troops[cell] > 1:
                count = min(troops[cell] - 1, MAX_TROOPS - troops[my_rep])
                if count > 0:
                    return troop_move(cell, my_rep, count, False)
    # 3. From a random cell with troops: attack a beatable neighbour, or spread.
    sources = [c for c in range(CELLS) if owner[c] == player and troops[c] > 0]
    if sources and rng.random() < 0.8:
        src = sources[rng.randrange(len(sources))]
        have = troops[src]
        keep = 1 if src == my_rep else 0  # leave a guard with the Representative
        free = have - keep
        weakest = -1
        for cell in NEIGHBOURS[src]:
            if owner[cell] == enemy:
                need = troops[cell] + (cell == their_rep) + 1
                if need <= free and (weakest < 0 or troops[cell] < troops[weakest]):
                    weakest = cell
        if weakest >= 0:
            return troop_move(src, weakest, free, False)
        empty = [c for c in NEIGHBOURS[src] if owner[c] < 0]
        if empty and free >= 2:
            dst = empty[rng.randrange(len(empty))]
            return troop_move(src, dst, free // 2, False)
    if state.can_recruit() and rng.random() < 0.7:
        return RECRUIT
    if sources:
        src = sources[rng.randrange(len(sources))]
        cells = [c for c in NEIGHBOURS[src]
                 if owner[c] != player or troops[c] + 1 <= MAX_TROOPS]
        if cells:
            return troop_move(src, cells[rng.randrange(len(cells))], 1, False)
    return PASS
