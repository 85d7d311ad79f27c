"""The search tree's records: its nodes, the running figures of one search, what
a search reports (:class:`MoveStats`, :class:`SearchResult`), the order in which a
node opens its moves, and the rewards of a finished or cut-short playout."""

from __future__ import annotations

import heapq
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..model import CHANCE, Move, Outcome, State

__all__ = ["Cancelled", "MoveStats", "SearchResult", "WIDTH", "rewards_of"]


class Cancelled(Exception):
    """Raised by :meth:`SearchPlayer.choose <.tree.SearchPlayer.choose>` when its
    ``cancelled`` check said so."""


WIDTH = 4
"""Progressive widening: a node always searches its first WIDTH moves (in the
game's order); more open up with the square root of its visits."""

SORT_AT_ONCE = 256
"""Up to this many moves, a node's order by ``move_scores`` is sorted in full at
once; above, only its first :data:`WIDTH` moves until more are needed."""


def by_score(scores: Sequence[float]) -> list[int]:
    """The indices of *scores*, highest score first, equal scores in index order."""
    return sorted(range(len(scores)), key=scores.__getitem__, reverse=True)


def first_by_score(scores: Sequence[float], count: int) -> list[int]:
    """The first *count* indices of ``by_score(scores)``, found without sorting them
    all: the highest scores, then each one's indices in ascending order (``index``)."""
    first: list[int] = []
    for value in sorted(set(heapq.nlargest(count, scores)), reverse=True):
        at = -1
        while len(first) < count:
            try:
                at = scores.index(value, at + 1)
            except ValueError:
                break
            first.append(at)
    return first


@dataclass(frozen=True)
class MoveStats:
    """What the search learnt about one move of the root."""

    move: Move
    visits: int
    """How many iterations went through the move."""
    value: float
    """Mean reward for the player to move, in [0, 1] (0.5 when never visited)."""
    proven: float | None = None
    """The exact value for the player to move when the solver proved it (1 win,
    0 loss, in between for a draw or a shared win), else None."""


@dataclass
class SearchResult:
    """The outcome of a search: the move chosen and the root statistics."""

    move: Move
    stats: list[MoveStats]
    """One entry per legal move, in the order of ``legal_moves()``."""
    iterations: int
    seconds: float
    stopped: str = "budget"
    """Why the search stopped: ``budget`` (iterations), ``time``, ``solved``,
    ``deadline`` or ``trivial`` (a single legal move)."""

    def stats_for(self, move: Move) -> MoveStats:
        for item in self.stats:
            if item.move == move:
                return item
        raise KeyError(move)


class Node:
    __slots__ = ("children", "visits", "total", "mover", "proven", "to_move", "n_moves", "avail",
                 "moves", "order", "expanded", "kids", "kid_moves", "minimax")

    def __init__(self, mover: int) -> None:
        self.children: dict[Move, Node] = {}
        self.visits = 0
        self.total = 0.0
        """Sum of rewards of :attr:`mover`, the player who moved into this node."""
        self.mover = mover
        self.proven: tuple[float, ...] | None = None
        """Exact value vector once solved (rewards; raw score for one player)."""
        self.to_move = CHANCE
        """The player choosing among the children (CHANCE until first visited)."""
        self.n_moves = 0
        self.avail = 0
        """Iterations in which this move was legal (information-set search)."""
        self.moves: Sequence[Move] | None = None
        """Perfect information with a move order: the legal moves, listed once."""
        self.order: list[int] = []
        """With :attr:`moves`: their indices, most promising first (the game's order);
        the children are expanded in this order.  By ``move_scores``, at first only
        the first :data:`WIDTH` when there are many moves (see :data:`SORT_AT_ONCE`)."""
        self.expanded: list[int] = []
        """With :attr:`moves`: the indices of the expanded children, ascending."""
        self.kids: list[Node] = []
        """With :attr:`moves`: the expanded children, in the order of :attr:`expanded`."""
        self.kid_moves: list[Move] = []
        """With :attr:`moves`: the moves to :attr:`kids`, in their order (a game's list
        of moves may be a lazy sequence, slower to index than a list)."""
        self.minimax = 0.5
        """Implicit minimax (two players): the evaluation of the first player's
        chances backed up through the tree by minimax (expectation at chance)."""


@dataclass
class Context:
    """Per-search settings and running figures."""

    me: int
    players: int
    solver: bool
    ismcts: bool
    check: Callable[[], bool] | None
    """Polled inside long playouts; true means stop now."""
    minimax: float = 0.0
    """The weight of the implicit minimax values in the selection (0: off)."""
    evaluated_leaves: bool = False
    """Whether a leaf's rewards are the game's evaluation of the leaf itself (no
    playout), which is then its implicit minimax value too."""
    lo: float = math.inf
    hi: float = -math.inf
    count: int = 0
    """One-player games: how many leaf scores, their sum and sum of squares."""
    total: float = 0.0
    squares: float = 0.0
    stop: str = ""


class Stop(Exception):
    pass


def best_move(stats: Sequence[MoveStats], rng: random.Random) -> Move:
    """A proven win, else the most visited move that is not a proven loss."""
    def key(item: MoveStats) -> tuple[int, float, float]:
        if item.proven is not None:
            if item.proven >= 1.0:
                return (2, item.proven, item.visits)
            if item.proven <= 0.0:
                return (0, item.proven, item.visits)
        return (1, item.visits, item.value)
    best = max(key(item) for item in stats)
    choices = [item.move for item in stats if key(item) == best]
    return choices[0] if len(choices) == 1 else choices[rng.randrange(len(choices))]


def rewards_of(state: State, outcome: Outcome | None = None) -> list[float]:
    """Reward per player in [0, 1] of a position of two or more players.

    Finished: a shared win splits 1 among the winners.  Unfinished (a playout cut
    short): the leaders by score share 0.5 on top of 0.25 each.
    """
    n = state.num_players
    if outcome is None:
        outcome = state.outcome()
    if outcome is not None:
        if not outcome.winners:
            return [0.0] * n
        share = 1.0 / len(outcome.winners)
        return [share if p in outcome.winners else 0.0 for p in range(n)]
    scores = state.scores()
    best = max(scores)
    leaders = [p for p in range(n) if scores[p] == best]
    return [0.5 / len(leaders) + 0.25 if p in leaders else 0.25 for p in range(n)]
