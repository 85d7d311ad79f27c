"""The generic computer player: Monte Carlo tree search over the game model.

It works for every game through the :class:`~ludotheque.core.model.State` API alone:

* **chance** steps are sampled by their probabilities; the tree keeps one branch
  per outcome drawn, so the statistics below a roll belong to that roll;
* **hidden information**: each iteration starts from a fresh determinisation of
  the player's own view (single-observer information-set MCTS, with availability
  counts in the selection rule), so the search never reads another player's
  secret: it only ever calls :meth:`~ludotheque.core.model.State.determinise`,
  :meth:`~ludotheque.core.model.State.legal_moves` and
  :attr:`~ludotheque.core.model.State.current_player` on the view itself;
* **multi-step decisions** need nothing special: the same player is to move again;
* **solved positions** (MCTS-Solver, max^n backup as in OpenSpiel): in games of
  perfect information a subtree whose value is proven is no longer sampled; a
  proven win is played at once and a proven loss avoided.  Proofs stop at
  chance steps.

Rewards are in [0, 1]: a sole winner gets 1, a shared win splits it, losers get
0.  A one-player game is rewarded by its score: the nodes add up raw scores, and
whenever they are compared their means are scaled by the scores seen so far in
the search (less the lowest, over twice their standard deviation: a fair coin's
rewards in [0, 1] have 0.5), so that every node is judged on one scale and the
exploration weighs the noise of the scores rather than their extremes (one
disaster in a playout would otherwise flatten every difference).  The root
statistics report means scaled by the lowest and highest scores.

A two-player game may ask for part of a finished playout's reward to come from
its final score difference (``margin``), which tells apart moves that random
playouts win about equally often.  Leaves are scored as
:class:`SearchConfig` describes:
a game's playout, a rollout policy for at most ``rollout_depth`` moves then its
evaluation, a full playout, or the evaluation alone.  A game that orders its moves
may ask for progressive widening: a node visited n times then searches only its
first ``4 + widening * sqrt(n)`` moves in that order, and for an expansion
threshold (``expand_after``, for budgets of at least ``expand_from`` iterations):
a position below the root grows children only once it has been reached that many
times, and is scored from itself until then.  With
perfect information a node always holds the same position, so it lists its moves
and asks for their order once, on its first visit, and expands its children along
that order (which assumes, as every order by a key per move does, that the game
orders a subset of the moves as it orders all of them).  An order by
``move_scores`` of more than :data:`~.nodes.SORT_AT_ONCE` moves is found for its
first :data:`~.nodes.WIDTH` moves only, and in full (the scores asked for again)
when the node opens one more child.

Levels map to :class:`Budget` values in :data:`LEVEL_BUDGETS`, whose iterations a
game may replace with its own (:func:`level_budget`).  With the same seed
and an iteration budget (``time_limit=False``) the choice is deterministic; the
time limit only caps the search on a slow machine.  A search stops early when the
``cancelled`` callable returns true (:class:`Cancelled` is raised) or when a
``deadline`` passes (the best move so far is returned).

Root parallelism: :class:`SearchPool` runs independent searches in several
processes and adds up their root statistics.

The package's rooms: :mod:`.budgets` (levels, budgets and a game's parameters),
:mod:`.nodes` (the tree's records and rewards), :mod:`.tree` (the search),
:mod:`.solver` (proofs and minimax backups), :mod:`.hints`, :mod:`.pool` (root
parallelism) and :mod:`.process` (the computer player's process that serves the
application's search jobs).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "Budget": "budgets",
    "LEVEL_BUDGETS": "budgets",
    "SEARCH_LIMITS": "budgets",
    "SEARCH_PARAMETERS": "budgets",
    "SearchConfig": "budgets",
    "check_computer": "budgets",
    "level_budget": "budgets",
    "HINT_LEVEL": "hints",
    "hint": "hints",
    "Cancelled": "nodes",
    "MoveStats": "nodes",
    "SearchResult": "nodes",
    "rewards_of": "nodes",
    "WIDTH": "nodes",
    "SearchPool": "pool",
    "free_cores": "pool",
    "PARENT_POLL": "pool",
    "SearchPlayer": "tree",
}
"""The package's names, by module.  They are imported on first use (PEP 562), as
:mod:`ludotheque.core`'s are: the application imports :mod:`.process` at start-up,
which needs none of the search until the first computer move (start-up:
benchmarks/startup_gui.py)."""

__all__ = sorted(_EXPORTS)

if TYPE_CHECKING:  # pragma: no cover - static view of the lazy names
    from .budgets import LEVEL_BUDGETS as LEVEL_BUDGETS
    from .budgets import SEARCH_LIMITS as SEARCH_LIMITS
    from .budgets import SEARCH_PARAMETERS as SEARCH_PARAMETERS
    from .budgets import Budget as Budget
    from .budgets import SearchConfig as SearchConfig
    from .budgets import check_computer as check_computer
    from .budgets import level_budget as level_budget
    from .hints import HINT_LEVEL as HINT_LEVEL
    from .hints import hint as hint
    from .nodes import WIDTH as WIDTH
    from .nodes import Cancelled as Cancelled
    from .nodes import MoveStats as MoveStats
    from .nodes import SearchResult as SearchResult
    from .nodes import rewards_of as rewards_of
    from .pool import PARENT_POLL as PARENT_POLL
    from .pool import SearchPool as SearchPool
    from .pool import free_cores as free_cores
    from .tree import SearchPlayer as SearchPlayer


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'ludotheque.core.search' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return list(__all__)
