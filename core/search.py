"""The generic computer player: Monte Carlo tree search over the game model.

It works for every game through the :class:`~ludotheque.core.model.State` API alone:

* **chance** steps are sampled by their probabilities, and the tree keeps one
  branch per outcome seen (open-loop chance nodes);
* **hidden information**: each iteration starts from a fresh determinisation of
  the player's own view (single-observer information-set MCTS), so the search
  never reads another player's secret;
* **multi-step decisions** need nothing special: the same player is to move again;
* a decided subtree is **solved** (MCTS-Solver for two-player deterministic
  games): a proven win is played at once, a proven loss is avoided.

Levels map to budgets of iterations and seconds; with the same seed and an
iteration budget (no time limit) the choice is deterministic.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .model import CHANCE, Move, State
from .players import Heuristics

__all__ = ["Budget", "LEVEL_BUDGETS", "SearchPlayer", "Cancelled"]


class Cancelled(Exception):
    """Raised inside :meth:`SearchPlayer.choose` when its cancel check says so."""


@dataclass(frozen=True)
class Budget:
    """How much a search may do: at most *iterations*, at most *seconds* (None: no limit)."""

    iterations: int
    seconds: float | None = None


LEVEL_BUDGETS: dict[str, Budget] = {
    "beginner": Budget(60, 0.5),
    "intermediate": Budget(600, 2.0),
    "strong": Budget(3000, 4.0),
    "expert": Budget(12000, 8.0),
}
"""The budget of each level; ``expert`` searches 200 times more than ``beginner``."""

WIN, LOSS = math.inf, -math.inf


class _Node:
    __slots__ = ("children", "visits", "total", "mover", "proven")

    def __init__(self, mover: int) -> None:
        self.children: dict[Move, _Node] = {}
        self.visits = 0
        self.total = 0.0  # reward sum from the point of view of self.mover (who moved into it)
        self.mover = mover
        self.proven: float | None = None  # WIN / LOSS for self.mover once solved


class SearchPlayer:
    """Monte Carlo tree search with a budget; see the module documentation."""

    def __init__(self, budget: Budget, heuristics: Heuristics | None = None,
                 exploration: float = 1.0, max_rollout: int = 2000) -> None:
        self.budget = budget
        self.heuristics = heuristics
        self.exploration = exploration
        self.max_rollout = max_rollout
        self.iterations_done = 0

    @classmethod
    def for_level(cls, level: str, heuristics: Heuristics | None = None) -> SearchPlayer:
        return cls(LEVEL_BUDGETS[level], heuristics)

    # --- public ----------------------------------------------------------------

    def choose(self, view: State, rng: random.Random,
               cancelled: Callable[[], bool] | None = None) -> Move:
        """The best move found for ``view.current_player`` within the budget.

        :param cancelled: polled between iterations; when it returns True the search
            raises :class:`Cancelled`.
        """
        moves = view.legal_moves()
        if not moves:
            raise ValueError("no legal move")
        if len(moves) == 1:
            return moves[0]
        me = view.current_player
        root = _Node(mover=-3)
        deadline = (time.monotonic() + self.budget.seconds) if self.budget.seconds else None
        # Proofs hold only when every iteration searches the same tree: two players,
        # perfect information (determinise returns the view itself).
        solver = view.num_players == 2 and view.determinise(me, random.Random(0)) is view
        self.iterations_done = 0
        for iteration in range(self.budget.iterations):
            if cancelled is not None and cancelled():
                raise Cancelled()
            if deadline is not None and iteration % 8 == 0 and time.monotonic() > deadline:
                break
            world = view.determinise(me, rng)
            self._iterate(root, world, rng, solver)
            self.iterations_done += 1
            if root.proven is not None:
                break
        return self._best(root, moves, rng)

    # --- search ------------------------------------------------------------------

    def _best(self, root: _Node, moves: Sequence[Move], rng: random.Random) -> Move:
        wins = [m for m in moves if m in root.children and root.children[m].proven == WIN]
        if wins:
            return wins[0]
        def score(move: Move) -> tuple[float, float]:
            node = root.children.get(move)
            if node is None:
                return (-1.0, 0.0)
            if node.proven == LOSS:
                return (-0.5, 0.0)
            return (node.visits, node.total / node.visits if node.visits else 0.0)
        best = max(score(m) for m in moves)
        choices = [m for m in moves if score(m) == best]
        return choices[rng.randrange(len(choices))]

    def _iterate(self, root: _Node, state: State, rng: random.Random, solver: bool) -> None:
        path: list[_Node] = [root]
        node = root
        expanded = False
        while not state.is_over():
            mover = state.current_player
            if mover == CHANCE:
                move = state.sample_chance(rng)
                child = node.children.get(move)
                if child is None:
                    child = node.children[move] = _Node(CHANCE)
                    expanded = True
                node, state = child, state.apply(move)
                path.append(node)
                if expanded:
                    break
                continue
            moves = state.legal_moves()
            untried = [m for m in moves if m not in node.children]
            if untried:
                move = self._pick_untried(state, untried, rng)
                child = node.children[move] = _Node(mover)
                node, state = child, state.apply(move)
                path.append(node)
                expanded = True
                break
            move = self._select(node, moves)
            node, state = node.children[move], state.apply(move)
            path.append(node)
        rewards = self._evaluate(state, rng)
        for item in path:
            item.visits += 1
            if item.mover >= 0:
                item.total += rewards[item.mover]
        if solver:
            self._solve(path, state)

    def _pick_untried(self, state: State, untried: list[Move], rng: random.Random) -> Move:
        order = self.heuristics.order_moves if self.heuristics else None
        if order is not None:
            return order(state, untried)[0]
        return untried[rng.randrange(len(untried))]

    def _select(self, node: _Node, moves: Sequence[Move]) -> Move:
        log_n = math.log(max(node.visits, 1))
        best_value, best_move = -math.inf, moves[0]
        for move in moves:
            child = node.children[move]
            if child.proven == WIN:
                return move
            if child.proven == LOSS:
                value = -1e9
            else:
                value = child.total / child.visits + self.exploration * math.sqrt(
                    log_n / child.visits)
            if value > best_value:
                best_value, best_move = value, move
        return best_move

    def _evaluate(self, state: State, rng: random.Random) -> list[float]:
        """Play out to the end (or evaluate) and return a reward per player in [0, 1]."""
        heuristics = self.heuristics
        if heuristics is not None and heuristics.evaluate is not None and not state.is_over():
            return [heuristics.evaluate(state, p) for p in range(state.num_players)]
        policy = heuristics.rollout if heuristics is not None else None
        steps = 0
        while not state.is_over() and steps < self.max_rollout:
            if state.current_player == CHANCE:
                move = state.sample_chance(rng)
            elif policy is not None:
                move = policy(state, rng)
            else:
                moves = state.legal_moves()
                move = moves[rng.randrange(len(moves))]
            state = state.apply(move)
            steps += 1
        return rewards_of(state)

    def _solve(self, path: list[_Node], state: State) -> None:
        """Propagate proven results up the path (two-player games, no chance)."""
        leaf = path[-1]
        if state.is_over() and leaf.mover >= 0:
            outcome = state.outcome()
            if outcome is None or outcome.is_draw:
                return
            leaf.proven = WIN if leaf.mover in outcome.winners else LOSS
        for index in range(len(path) - 2, -1, -1):
            node, child = path[index], path[index + 1]
            if child.proven is None or child.mover < 0:
                return
            if child.proven == WIN:
                # The mover of child can reach a win from node: node is lost for
                # node's own mover if that is the other player.
                if node.mover >= 0 and node.mover != child.mover:
                    node.proven = LOSS
                elif node.mover == child.mover:
                    node.proven = WIN
                else:
                    return
            else:
                return


def rewards_of(state: State) -> list[float]:
    """Reward per player in [0, 1]: shared wins split 1; unfinished: by score rank."""
    n = state.num_players
    outcome = state.outcome()
    if outcome is not None:
        if n == 1:
            score = outcome.scores[0]
            return [score / (abs(score) + 10.0) if score >= 0 else 0.0]
        if not outcome.winners:
            return [0.0] * n
        share = 1.0 / len(outcome.winners)
        return [share if p in outcome.winners else 0.0 for p in range(n)]
    scores = state.scores()
    if n == 1:
        return [scores[0] / (abs(scores[0]) + 10.0) if scores[0] >= 0 else 0.0]
    best = max(scores)
    leaders = [p for p in range(n) if scores[p] == best]
    return [0.5 / len(leaders) + 0.25 if p in leaders else 0.25 for p in range(n)]

