"""Values backed up the path of one iteration: proofs of solved positions
(MCTS-Solver, max^n backup) and the implicit minimax values."""

from __future__ import annotations

import math

from ..model import State
from .nodes import Context, Node, rewards_of

__all__ = ["back_up_minimax", "prove"]


def prove(path: list[Node], state: State, ctx: Context) -> None:
    """Propagate a proven terminal value up the path (max^n backup)."""
    outcome = state.outcome()
    if outcome is None:
        return
    leaf = path[-1]
    if ctx.players == 1:
        leaf.proven = (outcome.scores[0],)
        top = math.inf
    else:
        leaf.proven = tuple(rewards_of(state, outcome))
        top = 1.0
    for index in range(len(path) - 2, -1, -1):
        node = path[index]
        player = node.to_move
        if player < 0:
            return
        best: tuple[float, ...] | None = None
        solved = len(node.children) == node.n_moves
        for child in node.children.values():
            proven = child.proven
            if proven is None:
                solved = False
            elif best is None or proven[player] > best[player]:
                best = proven
        if best is None or not (solved or best[player] >= top):
            return
        node.proven = best


def back_up_minimax(path: list[Node]) -> None:
    """Back the implicit minimax values up *path* (two players, values for the
    first): the best child for the player to move, the visit-weighted mean of the
    outcomes at a chance node."""
    for index in range(len(path) - 2, -1, -1):
        node = path[index]
        children = node.children.values()
        player = node.to_move
        if player == 0:
            value = max(child.minimax for child in children)
        elif player == 1:
            value = min(child.minimax for child in children)
        else:
            value = sum(child.minimax * child.visits for child in children) / max(
                1, sum(child.visits for child in children))
        node.minimax = value
