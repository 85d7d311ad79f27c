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
``move_scores`` of more than :data:`_SORT_AT_ONCE` moves is found for its first
:data:`WIDTH` moves only, and in full (the scores asked for again) when the node
opens one more child.

Levels map to :class:`Budget` values in :data:`LEVEL_BUDGETS`, whose iterations a
game may replace with its own (:func:`level_budget`).  With the same seed
and an iteration budget (``time_limit=False``) the choice is deterministic; the
time limit only caps the search on a slow machine.  A search stops early when the
``cancelled`` callable returns true (:class:`Cancelled` is raised) or when a
``deadline`` passes (the best move so far is returned).

Root parallelism: :class:`SearchPool` runs independent searches in several
processes and adds up their root statistics.
"""

from __future__ import annotations

import heapq
import math
import os
import pickle
import random
import time
from bisect import bisect
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .model import CHANCE, Move, Outcome, State
from .players import LEVELS, ComputerPlayer, GameKnowledge

__all__ = [
    "SEARCH_LIMITS",
    "SEARCH_PARAMETERS",
    "SearchConfig",
    "check_computer",
    "Budget",
    "Cancelled",
    "LEVEL_BUDGETS",
    "MoveStats",
    "SearchPlayer",
    "SearchPool",
    "SearchResult",
    "free_cores",
    "hint",
    "level_budget",
    "rewards_of",
]


class Cancelled(Exception):
    """Raised by :meth:`SearchPlayer.choose` when its ``cancelled`` check said so."""


@dataclass(frozen=True)
class Budget:
    """How much a search may do: at most *iterations*, at most *seconds*.

    None means no limit of that kind; at least one limit is required.
    """

    iterations: int | None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a budget needs iterations or seconds")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError("a budget needs at least one iteration")


LEVEL_BUDGETS: Mapping[str, Budget] = MappingProxyType({
    "beginner": Budget(150, 0.5),
    "intermediate": Budget(800, 1.5),
    "strong": Budget(4000, 3.0),
    "expert": Budget(16000, 6.0),
})
"""The budget of each level: about five times the iterations of the level below;
the seconds only cap the search on a slow machine or in a slow game.  Read-only:
a game changes its own levels through its computer player, never every game's."""

assert tuple(LEVEL_BUDGETS) == LEVELS


SEARCH_PARAMETERS: Mapping[str, type] = MappingProxyType({
    "exploration": float,
    "widening": float,
    "rollout_depth": int,
    "expand_after": int,
    "expand_from": int,
    "margin": float,
    "minimax": float,
    "minimax_from": int,
})
"""The parameters of this search a game may set (:attr:`ComputerPlayer.search
<ludotheque.core.players.ComputerPlayer.search>`), by name, with the kind of their
value; :class:`SearchConfig` says what each does.  Not part of the plugin
contract: a later search may know other names."""

SEARCH_LIMITS: Mapping[str, float] = MappingProxyType({"margin": 1.0, "minimax": 1.0})
"""The largest value of the parameters that have one (the others have none)."""


@dataclass(frozen=True)
class SearchConfig:
    """Everything this search uses of one game: its knowledge, its levels and its
    parameters (:meth:`of` builds it from what the game registered).  Picklable, so
    that a root-parallel search sends it to its workers.

    How the search scores a leaf of its tree (first rule that applies):

    1. :attr:`playout` when given: the game's own fast path to the end.
    2. A :attr:`rollout` policy with :attr:`evaluate` and a :attr:`rollout_depth`
       of N: the policy plays at most N moves (chance steps do not count), then
       :attr:`evaluate` scores the position reached (or the outcome, if the game
       ended first).  N = 0 is the evaluation at the leaf itself.
    3. A :attr:`rollout` policy (no depth): a playout to the end by the policy.
    4. :attr:`evaluate` alone: the evaluation at the leaf.  With a
       :attr:`rollout_depth` but no policy, N uniformly random moves first.
    5. Nothing: a uniformly random playout to the end.

    A playout cut short by the search's ``max_rollout`` is scored by
    :attr:`evaluate` when given.  The game's move order (:attr:`move_scores`, else
    :attr:`order_moves`) decides which untried move of a node is expanded first.
    """

    game_id: str = ""
    evaluate: Callable[[State, int], float] | None = None
    rollout: Callable[[State, random.Random], Move] | None = None
    order_moves: Callable[[State, Sequence[Move]], Sequence[Move]] | None = None
    playout: Callable[[State, random.Random], Outcome] | None = None
    move_scores: Callable[[State, Sequence[Move]], Sequence[float]] | None = None
    widening: float | None = None
    """Progressive widening along the move order: a node visited n times only
    searches its first ``4 + widening * sqrt(n)`` moves in that order.  None
    expands every move once before searching any twice."""
    exploration: float | None = None
    """The UCT exploration constant; None keeps the search's default (1.0, made for
    rewards that end in wins and losses)."""
    rollout_depth: int | None = None
    """With both :attr:`rollout` and :attr:`evaluate`: the most moves a playout
    plays with the policy before the evaluation scores it; None plays to the end."""
    expand_after: int | None = None
    """Expansion threshold: a position below the root grows children only once it
    has been reached this many times, and is scored as a leaf until then.  None
    (or 0) grows a node's first child on its first visit."""
    margin: float | None = None
    """For two players: the share of a finished playout's reward taken from the
    final score difference, ``0.5 + 0.5 * (mine - theirs) / (mine + theirs)``, the
    rest from the win or loss.  None (or 0) rewards wins and losses only."""
    expand_from: int | None = None
    """The smallest iteration budget that uses :attr:`expand_after` (a budget of
    seconds only counts as big); None applies it to every search."""
    minimax: float | None = None
    """Implicit minimax backups (two players, perfect information; needs
    :attr:`evaluate`): each node also keeps the evaluation backed up by minimax over
    its searched children, weighed by this share against the playouts' mean.  None
    (or 0) is plain UCT."""
    minimax_from: int | None = None
    """The smallest iteration budget that uses :attr:`minimax`; None: every search."""
    level_iterations: tuple[int, int, int, int] | None = None
    """The iteration budget of each of :data:`LEVELS`, weakest first, in place of
    :data:`LEVEL_BUDGETS`' (whose seconds stay the caps)."""

    @classmethod
    def of(cls, knowledge: GameKnowledge | None = None,
           computer: ComputerPlayer | None = None) -> SearchConfig | None:
        """The configuration for a game's registered knowledge and computer player
        (None when the game registered neither: the generic search).

        :raises ValueError: for levels or parameters :func:`check_computer` refuses.
        """
        if knowledge is None and computer is None:
            return None
        fields: dict[str, Any] = {}
        if knowledge is not None:
            fields.update(game_id=knowledge.game_id, evaluate=knowledge.evaluate,
                          rollout=knowledge.rollout, order_moves=knowledge.order_moves,
                          playout=knowledge.playout, move_scores=knowledge.move_scores)
        if computer is not None:
            check_computer(computer)
            fields["game_id"] = computer.game_id
            fields.update({name: value for name, value in computer.search.items()
                           if name in SEARCH_PARAMETERS})
            fields["level_iterations"] = computer.levels
        return cls(**fields)


def check_computer(computer: ComputerPlayer) -> list[str]:
    """Check a game's :class:`~ludotheque.core.players.ComputerPlayer` against this
    search; returns the parameter names it does not know (they are ignored).

    :raises ValueError: naming the first level or parameter that is wrong.
    """
    levels = computer.levels
    if levels is not None and (
            not isinstance(levels, tuple) or len(levels) != len(LEVELS)
            or any(isinstance(i, bool) or not isinstance(i, int) or i < 1 for i in levels)
            or any(a >= b for a, b in zip(levels, levels[1:]))):
        raise ValueError(f"the levels of {computer.game_id!r}, {levels!r}, must be "
                         f"{len(LEVELS)} increasing whole numbers of at least 1")
    if not isinstance(computer.search, Mapping):
        raise ValueError(f"the search parameters of {computer.game_id!r} must be a mapping")
    unknown = []
    for name, value in computer.search.items():
        kind = SEARCH_PARAMETERS.get(name)
        if kind is None:
            unknown.append(str(name))
            continue
        good = (isinstance(value, int) if kind is int else isinstance(value, (int, float)))
        if not good or isinstance(value, bool) or (
                isinstance(value, float) and not math.isfinite(value)) or value < 0:
            raise ValueError(f"the search parameter {name!r} of {computer.game_id!r} must be "
                             f"a {'whole' if kind is int else 'finite'} number of at least 0, "
                             f"not {value!r}")
        most = SEARCH_LIMITS.get(name)
        if most is not None and value > most:
            raise ValueError(f"the search parameter {name!r} of {computer.game_id!r}, "
                             f"{value!r}, is out of range (at most {most})")
    if computer.factory is not None and not callable(computer.factory):
        raise ValueError(f"the factory of {computer.game_id!r} is not callable")
    return unknown


def level_budget(level: str, config: SearchConfig | None = None) -> Budget:
    """The budget of *level* for a game: :data:`LEVEL_BUDGETS`, with the game's
    own iterations (:attr:`SearchConfig.level_iterations`) where it gives them.

    :raises ValueError: for an unknown level, or a game's iterations that are not
        one whole number of at least 1 per level.
    """
    if level not in LEVEL_BUDGETS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    budget = LEVEL_BUDGETS[level]
    if config is None or config.level_iterations is None:
        return budget
    own = config.level_iterations
    iterations = own[LEVELS.index(level)] if len(own) == len(LEVELS) else None
    if not isinstance(iterations, int) or isinstance(iterations, bool) or iterations < 1:
        raise ValueError(f"the level_iterations of {config.game_id!r}, {own!r}, must be "
                         f"{len(LEVELS)} whole numbers of at least 1, one per level")
    return Budget(iterations, budget.seconds)


WIDTH = 4
"""Progressive widening: a node always searches its first WIDTH moves (in the
game's order); more open up with the square root of its visits."""

_SORT_AT_ONCE = 256
"""Up to this many moves, a node's order by ``move_scores`` is sorted in full at
once; above, only its first :data:`WIDTH` moves until more are needed."""


def _by_score(scores: Sequence[float]) -> list[int]:
    """The indices of *scores*, highest score first, equal scores in index order."""
    return sorted(range(len(scores)), key=scores.__getitem__, reverse=True)


def _first_by_score(scores: Sequence[float], count: int) -> list[int]:
    """The first *count* indices of ``_by_score(scores)``, found without sorting them
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


HINT_LEVEL = "strong"
"""The level whose move :func:`hint` shows."""


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


class _Node:
    __slots__ = ("children", "visits", "total", "mover", "proven", "to_move", "n_moves", "avail",
                 "moves", "order", "expanded", "kids", "kid_moves", "minimax")

    def __init__(self, mover: int) -> None:
        self.children: dict[Move, _Node] = {}
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
        the first :data:`WIDTH` when there are many moves (see :data:`_SORT_AT_ONCE`)."""
        self.expanded: list[int] = []
        """With :attr:`moves`: the indices of the expanded children, ascending."""
        self.kids: list[_Node] = []
        """With :attr:`moves`: the expanded children, in the order of :attr:`expanded`."""
        self.kid_moves: list[Move] = []
        """With :attr:`moves`: the moves to :attr:`kids`, in their order (a game's list
        of moves may be a lazy sequence, slower to index than a list)."""
        self.minimax = 0.5
        """Implicit minimax (two players): the evaluation of the first player's
        chances backed up through the tree by minimax (expectation at chance)."""


@dataclass
class _Context:
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


class _Stop(Exception):
    pass


class SearchPlayer:
    """Monte Carlo tree search with a budget; see the module documentation.

    :param budget: iterations and/or seconds per move.
    :param config: what the game registered (:meth:`SearchConfig.of`), or None for
        the generic search.
    :param exploration: the UCT constant (rewards are in [0, 1]); None uses the
        game's :attr:`SearchConfig.exploration`, else 1.0.
    :param max_rollout: playout steps after which a playout is scored as it stands.
    :param widening: progressive widening (a node visited n times searches its
        first ``4 + widening * sqrt(n)`` moves in the game's order; needs
        ``move_scores`` or ``order_moves``); None uses the game's
        :attr:`SearchConfig.widening`.  0 or less turns it
        off: every move is expanded before any is searched twice.
    :param workers: root-parallel search over that many processes (1: in this
        process).  The player then owns a :class:`SearchPool`; call :meth:`close`.
    :param pool: a shared :class:`SearchPool` (overrides *workers*).
    """

    def __init__(self, budget: Budget, config: SearchConfig | None = None, *,
                 exploration: float | None = None, max_rollout: int = 1000,
                 widening: float | None = None, workers: int = 1,
                 pool: SearchPool | None = None) -> None:
        self.budget = budget
        self.config = config
        if exploration is None:
            exploration = config.exploration if config is not None else None
        self.exploration = 1.0 if exploration is None else exploration
        self.max_rollout = max_rollout
        self.widening = widening
        self._own_pool = pool is None and workers > 1
        self.pool = SearchPool(workers) if self._own_pool else pool
        self.iterations_done = 0
        self.last: SearchResult | None = None

    @classmethod
    def for_level(cls, level: str, config: SearchConfig | None = None, *,
                  time_limit: bool = True, **options: Any) -> SearchPlayer:
        """The player of *level* (one of :data:`LEVELS`) with its budget for the
        game (:func:`level_budget`).

        :param time_limit: False drops the level's seconds (iterations only), which
            makes the move depend on the seed alone.
        :raises ValueError: for an unknown level.
        """
        budget = level_budget(level, config)
        if not time_limit:
            budget = Budget(budget.iterations)
        return cls(budget, config, **options)

    def close(self) -> None:
        """Stop the worker processes of a pool this player created."""
        if self._own_pool and self.pool is not None:
            self.pool.close()

    def __enter__(self) -> SearchPlayer:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    # --- public ----------------------------------------------------------------

    def choose(self, view: State, rng: random.Random,
               cancelled: Callable[[], bool] | None = None,
               deadline: float | None = None) -> Move:
        """The best move found for ``view.current_player`` within the budget.

        :param view: the seat's view of the position (all the player reads).
        :param rng: drives the whole search: same seed, same iteration budget,
            same move.
        :param cancelled: polled during the search; when it returns true the
            search stops and :class:`Cancelled` is raised.
        :param deadline: a :func:`time.monotonic` time after which the search
            stops and returns the best move so far.
        :raises Cancelled: see *cancelled*.
        :raises ValueError: when the view has no legal move.
        """
        return self.analyse(view, rng, cancelled=cancelled, deadline=deadline).move

    def analyse(self, view: State, rng: random.Random, *,
                cancelled: Callable[[], bool] | None = None,
                deadline: float | None = None) -> SearchResult:
        """Like :meth:`choose`, with the statistics of every root move."""
        moves = list(view.legal_moves())
        if not moves or view.current_player < 0:
            raise ValueError("no legal move: the game is over or chance is to move")
        start = time.monotonic()
        if len(moves) == 1:
            result = SearchResult(moves[0], [MoveStats(moves[0], 0, 0.5)], 0, 0.0, "trivial")
        else:
            if self.budget.seconds is not None:
                own = start + self.budget.seconds
                deadline = own if deadline is None else min(deadline, own)
            if self.pool is not None and self.pool.workers > 1:
                result = self.pool.search(self, view, moves, rng, cancelled, deadline)
            else:
                result = self._search(view, moves, rng, cancelled, deadline)
            result.seconds = time.monotonic() - start
        self.iterations_done = result.iterations
        self.last = result
        return result

    # --- search ------------------------------------------------------------------

    def _search(self, view: State, moves: list[Move], rng: random.Random,
                cancelled: Callable[[], bool] | None, deadline: float | None) -> SearchResult:
        me = view.current_player
        probe = view.determinise(me, random.Random(0))
        perfect = probe is view
        ctx = _Context(me=me, players=view.num_players, solver=perfect, ismcts=not perfect,
                       check=None)
        config = self.config
        if (perfect and ctx.players == 2 and config is not None and config.minimax
                and config.evaluate is not None and not (
                    config.minimax_from and self.budget.iterations is not None
                    and self.budget.iterations < config.minimax_from)):
            ctx.minimax = config.minimax
            depth = config.rollout_depth
            ctx.evaluated_leaves = (config.playout is None and not depth
                                    and (depth is not None or config.rollout is None))
        if cancelled is not None or deadline is not None:
            def check() -> bool:
                if cancelled is not None and cancelled():
                    ctx.stop = "cancelled"
                    return True
                if deadline is not None and time.monotonic() > deadline:
                    ctx.stop = "deadline"
                    return True
                return False
            ctx.check = check
        root = _Node(mover=-3)
        root.to_move, root.n_moves = me, len(moves)
        limit = self.budget.iterations
        iterations = 0
        stopped = "budget"
        while limit is None or iterations < limit:
            if ctx.check is not None and ctx.check():
                break
            world = view if perfect else view.determinise(me, rng)
            try:
                self._iterate(root, world, rng, ctx)
            except _Stop:
                break
            iterations += 1
            if root.proven is not None:
                stopped = "solved"
                break
        if ctx.stop == "cancelled":
            raise Cancelled()
        if ctx.stop == "deadline":
            stopped = "time"
        stats = self._root_stats(root, moves, ctx)
        return SearchResult(_best(stats, rng), stats, iterations, 0.0, stopped)

    def _root_stats(self, root: _Node, moves: Sequence[Move], ctx: _Context) -> list[MoveStats]:
        stats = []
        for move in moves:
            node = root.children.get(move)
            if node is None:
                stats.append(MoveStats(move, 0, 0.5))
                continue
            proven = None if node.proven is None else self._norm(node.proven[ctx.me], ctx)
            value = self._norm(node.total / node.visits, ctx) if node.visits else 0.5
            stats.append(MoveStats(move, node.visits, value, proven))
        return stats

    @staticmethod
    def _norm(value: float, ctx: _Context) -> float:
        """A value in [0, 1] (raw scores are scaled in one-player games)."""
        if ctx.players != 1:
            return value
        if ctx.hi <= ctx.lo:
            return 0.5
        return (value - ctx.lo) / (ctx.hi - ctx.lo)

    @staticmethod
    def _spread(ctx: _Context) -> float:
        """The scale of a one-player game's scores in the selection rule: twice their
        standard deviation (a fair coin's rewards in [0, 1] have 0.5), so that the
        exploration weighs the noise of the scores, not their extremes."""
        if ctx.count < 2:
            return 0.0
        mean = ctx.total / ctx.count
        variance = max(0.0, ctx.squares / ctx.count - mean * mean)
        return 2.0 * math.sqrt(variance)

    def _iterate(self, root: _Node, state: State, rng: random.Random, ctx: _Context) -> None:
        path = [root]
        node = root
        widen = self._widening()
        expand_after = self._expand_after()
        ordered = not ctx.ismcts and self._ordered()
        while not state.is_over():
            player = state.current_player
            if player == CHANCE:
                move = state.sample_chance(rng)
                child = node.children.get(move)
                if child is None:
                    child = node.children[move] = _Node(CHANCE)
                node, state = child, state.apply(move)
                path.append(node)
                continue
            if expand_after and node.visits < expand_after and node is not root:
                break  # a young node: scored from itself by the game's playout or policy
            if ordered:
                # Perfect information: this node always holds the same position, so
                # its moves and their order are worked out on its first visit (the
                # rest of a long order by scores when a fifth child opens).
                moves = node.moves
                if moves is None:
                    moves = self._list_moves(node, state, player)
                children = node.children
                count = len(children)
                if count < node.n_moves and (widen is None or count
                                           < WIDTH + widen * math.sqrt(node.visits)):
                    order = node.order
                    if count == len(order):  # only the first few were sorted
                        order = node.order = _by_score(self._scores(state, moves))
                    index = order[count]
                    expanded = node.expanded
                    at = bisect(expanded, index)
                    expanded.insert(at, index)
                    move = moves[index]
                    child = children[move] = _Node(player)
                    node.kids.insert(at, child)
                    node.kid_moves.insert(at, move)
                    child.avail = 1
                    path.append(child)
                    state = state.apply(move)
                    break
                # The expanded children, ascending by index: all the moves once
                # every child is expanded.
                at = self._select(node, node.kids, ctx)
                node, state = node.kids[at], state.apply(node.kid_moves[at])
                path.append(node)
                continue
            moves = state.legal_moves()
            if node.to_move == CHANCE:
                node.to_move, node.n_moves = player, len(moves)
            children = node.children
            tried: Sequence[Move] = moves
            kids: list[_Node] | None = None
            if ctx.ismcts:
                # One pass: the moves tried before (each legal once more) and the others.
                get = children.get
                untried: list[Move] = []
                known_moves: list[Move] = []
                kids = []
                for move in moves:
                    known = get(move)
                    if known is None:
                        untried.append(move)
                    else:
                        known.avail += 1
                        known_moves.append(move)
                        kids.append(known)
                tried = known_moves
            else:
                untried = [m for m in moves if m not in children]
            if untried and (widen is None or len(moves) - len(untried)
                            < WIDTH + widen * math.sqrt(node.visits)):
                move = self._pick_untried(state, untried, rng)
                child = children[move] = _Node(player)
                child.avail = 1
                path.append(child)
                state = state.apply(move)
                break
            if kids is None:
                if untried:
                    tried = [m for m in moves if m in children]
                kids = [children[m] for m in tried]
            at = self._select(node, kids, ctx)
            node, state = kids[at], state.apply(tried[at])
            path.append(node)
        rewards = self._leaf_rewards(state, rng, ctx)
        leaf = path[-1]
        if ctx.minimax and leaf.visits == 0:
            if state.is_over():
                leaf.minimax = rewards_of(state)[0]
            elif ctx.evaluated_leaves:
                leaf.minimax = rewards[0]  # the leaf's reward was its evaluation
            else:
                leaf.minimax = self._first_player_value(state, rng)
        for item in path:
            item.visits += 1
            if item.mover >= 0:
                item.total += rewards[item.mover]
        if ctx.minimax:
            _back_up_minimax(path)
        if ctx.solver and state.is_over():
            self._solve(path, state, ctx)

    def _first_player_value(self, state: State, rng: random.Random) -> float:
        """The evaluation of *state* for the first player, after its pending chance
        steps (its reward if they end the game): a leaf's implicit minimax value."""
        assert self.config is not None and self.config.evaluate is not None
        while state.is_chance:
            state = state.apply(state.sample_chance(rng))
        if state.is_over():
            return rewards_of(state)[0]
        return self.config.evaluate(state, 0)

    def _expand_after(self) -> int | None:
        """The game's expansion threshold, if this search's budget is big enough for it."""
        config = self.config
        if config is None or not config.expand_after:
            return None
        smallest, iterations = config.expand_from, self.budget.iterations
        if smallest is not None and iterations is not None and iterations < smallest:
            return None
        return config.expand_after

    def _ordered(self) -> bool:
        """Whether the game gives a move order (by scores or by a sorted list)."""
        config = self.config
        return config is not None and (config.move_scores is not None
                                       or config.order_moves is not None)

    def _widening(self) -> float | None:
        config = self.config
        if config is None or not self._ordered():
            return None
        widen = config.widening if self.widening is None else self.widening
        return widen if widen is not None and widen > 0 else None

    def _list_moves(self, node: _Node, state: State, player: int) -> Sequence[Move]:
        """Fill in :attr:`_Node.moves` and :attr:`_Node.order` on a node's first visit.

        Expanding the children along one order of all the moves picks what
        ``order_moves(state, untried)[0]`` would pick at each expansion (the game's
        order of a subset is its order of all the moves, restricted), without
        sorting the untried moves again at every expansion.  With ``move_scores`` the
        order is the indices sorted by decreasing score (stable: ties keep the order
        of the moves), with nothing to match; above :data:`_SORT_AT_ONCE` moves only
        its first :data:`WIDTH` indices until :meth:`_iterate` needs more."""
        moves = state.legal_moves()
        if node.to_move == CHANCE:
            node.to_move, node.n_moves = player, len(moves)
        config = self.config
        assert config is not None
        move_scores = config.move_scores
        if move_scores is not None:
            scores = self._scores(state, moves)
            node.moves = moves
            if len(moves) > _SORT_AT_ONCE:
                # Most nodes expand only a few children: the rest are sorted when
                # (rarely) needed, from scores asked for again rather than kept.
                node.order = _first_by_score(scores, WIDTH)
            else:
                node.order = _by_score(scores)
            return moves
        order_moves = config.order_moves
        assert order_moves is not None
        ranked = order_moves(state, moves)
        # The game's order hands back the moves it was given: match them by identity
        # (cheap), and by equality only if it made new ones.
        by_id = {id(move): index for index, move in enumerate(moves)}
        order = [by_id.pop(id(move), -1) for move in ranked]
        if -1 in order:
            position = {move: index for index, move in enumerate(moves)}
            order = [index for index in (position.pop(move, -1) for move in ranked)
                     if index >= 0]
            left = position.values()
        else:
            left = by_id.values()
        order.extend(sorted(left))  # any the game's order left out
        node.moves, node.order = moves, order
        return moves

    def _scores(self, state: State, moves: Sequence[Move]) -> Sequence[float]:
        """The game's ``move_scores`` of *moves*, as a list or a tuple."""
        assert self.config is not None and self.config.move_scores is not None
        scores = self.config.move_scores(state, moves)
        if type(scores) is not list and type(scores) is not tuple:
            scores = list(scores)  # any sequence of numbers: list.index in _first_by_score
        if len(scores) != len(moves):
            raise ValueError(f"{self.config.game_id}: move_scores gave {len(scores)} "
                             f"scores for {len(moves)} moves")
        return scores

    def _pick_untried(self, state: State, untried: list[Move], rng: random.Random) -> Move:
        config = self.config
        if config is not None:
            if config.move_scores is not None:
                scores = config.move_scores(state, untried)
                return untried[max(range(len(untried)), key=scores.__getitem__)]
            if config.order_moves is not None:
                return config.order_moves(state, untried)[0]
        return untried[rng.randrange(len(untried))]

    def _select(self, node: _Node, kids: Sequence[_Node], ctx: _Context) -> int:
        """The position in *kids* (children of *node*) of the child to search: the
        best by UCT, the first of equals; a proven win at once.

        Four loops of the same sums, kept apart because this runs at every step of
        every iteration: implicit minimax (the mean blended with the backed-up
        evaluation), perfect information, information sets (a child's exploration
        counts the iterations in which its move was legal), and one-player games
        (scores scaled by their spread, see :meth:`_spread`)."""
        c = self.exploration
        parent_log = math.log(node.visits) if node.visits > 1 else 0.0
        player = node.to_move
        best_value, best = -math.inf, 0
        sqrt, log = math.sqrt, math.log
        if ctx.minimax and not ctx.ismcts:
            # Implicit minimax: the playouts' mean blended with the evaluation backed
            # up by minimax (first player's chances, so 1 - it for the second).
            weight = ctx.minimax
            keep = 1.0 - weight
            first = player == 0
            for at, child in enumerate(kids):
                proven = child.proven
                if proven is None:
                    visits = child.visits
                    backed = child.minimax if first else 1.0 - child.minimax
                    value = (keep * child.total / visits + weight * backed
                             + c * sqrt(parent_log / visits))
                else:
                    value = proven[player]
                    if value >= 1.0:
                        return at
                if value > best_value:
                    best_value, best = value, at
            return best
        if ctx.players > 1 and not ctx.ismcts:
            for at, child in enumerate(kids):
                proven = child.proven
                if proven is None:
                    visits = child.visits
                    value = child.total / visits + c * sqrt(parent_log / visits)
                else:
                    value = proven[player]
                    if value >= 1.0:
                        return at
                if value > best_value:
                    best_value, best = value, at
            return best
        if ctx.players > 1:
            for at, child in enumerate(kids):
                proven = child.proven
                if proven is None:
                    visits, avail = child.visits, child.avail
                    log_n = log(avail) if avail > 1 else parent_log
                    value = child.total / visits + c * sqrt(log_n / visits)
                else:
                    value = proven[player]
                    if value >= 1.0:
                        return at
                if value > best_value:
                    best_value, best = value, at
            return best
        lo, span = ctx.lo, self._spread(ctx)
        for at, child in enumerate(kids):
            if child.proven is not None:
                value = (child.proven[player] - lo) / span if span > 0 else 0.5
            else:
                log_n = log(child.avail) if ctx.ismcts and child.avail > 1 else parent_log
                mean = child.total / child.visits
                mean = (mean - lo) / span if span > 0 else 0.5
                value = mean + c * sqrt(log_n / child.visits)
            if value > best_value:
                best_value, best = value, at
        return best

    def _leaf_rewards(self, state: State, rng: random.Random, ctx: _Context) -> list[float]:
        """Score *state* (see :class:`SearchConfig`): a reward
        per player in [0, 1], or the raw score of a one-player game."""
        config = self.config
        if state.is_over():
            return self._rewards(state.outcome(), state, ctx)
        if config is None:
            return self._play_out(state, None, self.max_rollout, rng, ctx)
        if config.playout is not None:
            return self._rewards(config.playout(state, rng), state, ctx)
        depth = config.rollout_depth
        if config.evaluate is not None and (depth is not None or config.rollout is None):
            if depth:
                return self._play_out(state, config.rollout, depth, rng, ctx)
            return self._evaluated(state, rng, ctx)
        return self._play_out(state, config.rollout, self.max_rollout, rng, ctx)

    def _play_out(self, state: State, policy: Callable[[State, random.Random], Move] | None,
                  depth: int, rng: random.Random, ctx: _Context) -> list[float]:
        """Play at most *depth* moves (chance steps are free, up to ``max_rollout``
        steps in all) with *policy* or at random, then score the position."""
        steps = moves_played = 0
        check = ctx.check
        limit = self.max_rollout
        while not state.is_over() and moves_played < depth and steps < limit:
            if state.current_player == CHANCE:
                move = state.sample_chance(rng)
            else:
                moves_played += 1
                if policy is not None:
                    move = policy(state, rng)
                else:
                    moves = state.legal_moves()
                    move = moves[rng.randrange(len(moves))]
            state = state.apply(move)
            steps += 1
            if check is not None and steps % 256 == 0 and check():
                raise _Stop()
        return self._evaluated(state, rng, ctx)

    def _evaluated(self, state: State, rng: random.Random, ctx: _Context) -> list[float]:
        """The evaluation of *state* (after its pending chance steps), or its
        outcome; rewards as stated when there is no evaluation."""
        evaluate = self.config.evaluate if self.config is not None else None
        if evaluate is not None:
            while state.is_chance:
                state = state.apply(state.sample_chance(rng))
            if not state.is_over():
                if ctx.players == 1:
                    return self._rewards(None, state, ctx, evaluate(state, 0))
                return [evaluate(state, p) for p in range(state.num_players)]
        return self._rewards(state.outcome(), state, ctx)

    def _rewards(self, outcome: Outcome | None, state: State, ctx: _Context,
                 estimate: float | None = None) -> list[float]:
        if ctx.players == 1:
            if estimate is not None:
                score = estimate
            else:
                score = outcome.scores[0] if outcome is not None else state.scores()[0]
            if score < ctx.lo:
                ctx.lo = score
            if score > ctx.hi:
                ctx.hi = score
            ctx.count += 1
            ctx.total += score
            ctx.squares += score * score
            return [score]
        rewards = rewards_of(state, outcome)
        margin = self.config.margin if self.config is not None else None
        if margin and outcome is not None and len(rewards) == 2 and len(outcome.scores) == 2:
            first, second = outcome.scores
            lead = max(-1.0, min(1.0, (first - second) / max(1.0, abs(first) + abs(second))))
            keep = 1.0 - margin
            rewards = [keep * rewards[0] + margin * (0.5 + 0.5 * lead),
                       keep * rewards[1] + margin * (0.5 - 0.5 * lead)]
        return rewards

    def _solve(self, path: list[_Node], state: State, ctx: _Context) -> None:
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


def _back_up_minimax(path: list[_Node]) -> None:
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


def _best(stats: Sequence[MoveStats], rng: random.Random) -> Move:
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


def hint(view: State, config: SearchConfig | None = None, rng: random.Random | None = None, *,
         cancelled: Callable[[], bool] | None = None, pool: SearchPool | None = None) -> Move:
    """The move the strong level would play in *view* (View ▸ Hint).

    :param rng: the search's generator (default: seeded from the position, so the
        same position gives the same hint).
    :raises Cancelled: when *cancelled* returns true during the search.
    """
    if rng is None:
        rng = random.Random(view.checksum())
    player = SearchPlayer.for_level(HINT_LEVEL, config, pool=pool)
    return player.choose(view, rng, cancelled=cancelled)


# --- root parallelism ------------------------------------------------------------


def free_cores() -> int:
    """Cores this process may use, less one for the application's window."""
    try:
        count = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not on Linux
        count = os.cpu_count() or 1
    return max(1, count - 1)


_worker_event: Any = None
_worker_parent = 0


def _worker_init(event: Any, parent: int) -> None:
    global _worker_event, _worker_parent
    _worker_event = event
    # The creator's pid, not getppid(): the creator may have died already.  0 for a
    # fork server's workers, whose parent is the server.
    _worker_parent = parent or os.getppid()
    import threading

    threading.Thread(target=_watch_parent, args=(_worker_parent,), daemon=True,
                     name="ludotheque-watch-parent").start()


PARENT_POLL = 0.2
"""Seconds between two looks of an idle worker at its parent process."""


def _watch_parent(parent: int) -> None:
    """End this worker when the process that started it is gone (it was terminated
    and cannot close its pool): an idle worker would otherwise wait for work forever."""
    while os.getppid() == parent:
        time.sleep(PARENT_POLL)
    os._exit(0)


def _nothing() -> None:
    """A task that starts a worker process (:meth:`SearchPool.warm`)."""


def _worker_cancelled() -> bool:
    if _worker_event is not None and _worker_event.is_set():
        return True
    return os.getppid() != _worker_parent  # the parent died: stop


def _worker_search(player: SearchPlayer, view: State, moves: list[Move], seed: int,
                   deadline: float | None) -> SearchResult:
    count = [0]  # deadline: a time.monotonic() time, the same clock in every process

    def cancelled() -> bool:
        count[0] += 1
        return count[0] % 16 == 0 and _worker_cancelled()
    try:
        return player._search(view, moves, random.Random(seed), cancelled, deadline)
    except Cancelled:
        return SearchResult(moves[0], [], 0, 0.0, "cancelled")


@dataclass
class SearchPool:
    """Worker processes for root-parallel search (create once, reuse, :meth:`close`).

    Each worker searches the same view with its own seed and the whole budget; the
    root statistics are added up and the most visited move is played.  So the
    search takes the time of one process and each tree is as deep as one
    process's, with as many times the iterations in all: shared out instead, the
    smaller trees played weaker (Kalah's strong level as two trees of 2,000
    iterations scored 13/40 against one of 4,000).  A budget of fewer than
    :attr:`min_iterations` is searched in the calling process, so that the weaker
    levels stay as weak as they are meant to be.  Processes are started with *context*
    (``spawn`` by default: safe next to a GUI), lazily on the first search or by
    :meth:`warm`.  With an iteration budget alone the move depends on the seed and
    the number of workers.  A worker whose parent process dies ends itself (POSIX).
    When a worker dies the pool starts afresh; the search uses the workers that
    answered, or if none did, searches in the calling process.  An error raised by
    the game's code in a worker is raised again here.
    SearchConfig must be picklable (module-level functions); if they are not, the
    search runs in the calling process.
    """

    workers: int = field(default_factory=free_cores)
    context: str = "spawn"
    min_iterations: int = 4000
    """Budgets of fewer iterations are searched in the calling process (the host's
    beginner and intermediate levels, and a game's own smaller budgets); seconds
    alone always use the pool."""
    _executor: ProcessPoolExecutor | None = field(default=None, init=False, repr=False)
    _event: Any = field(default=None, init=False, repr=False)

    def _start(self) -> ProcessPoolExecutor:
        if self._executor is None:
            import multiprocessing

            ctx = multiprocessing.get_context(self.context)
            self._event = ctx.Event()
            creator = 0 if self.context == "forkserver" else os.getpid()
            self._executor = ProcessPoolExecutor(self.workers, mp_context=ctx,
                                                 initializer=_worker_init,
                                                 initargs=(self._event, creator))
        return self._executor

    def warm(self) -> None:
        """Start the worker processes now, so that the first search does not wait
        for them (it still waits for those that have not finished starting)."""
        executor = self._start()
        for _ in range(self.workers):
            executor.submit(_nothing)

    def close(self, wait: bool = True) -> None:
        """Stop the workers (*wait*: until they have ended)."""
        if self._executor is not None:
            self._event.set()
            self._executor.shutdown(wait=wait, cancel_futures=True)
            self._executor = None

    def __enter__(self) -> SearchPool:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def search(self, player: SearchPlayer, view: State, moves: list[Move], rng: random.Random,
               cancelled: Callable[[], bool] | None, deadline: float | None) -> SearchResult:
        """Run one search per worker and merge their root statistics."""
        budget = player.budget
        if budget.iterations is not None and budget.iterations < self.min_iterations:
            return player._search(view, moves, rng, cancelled, deadline)
        solo = SearchPlayer(budget, player.config, exploration=player.exploration,
                            max_rollout=player.max_rollout, widening=player.widening)
        try:
            pickle.dumps((solo, view))
        except Exception:  # noqa: BLE001 - unpicklable config or view: search here
            return player._search(view, moves, rng, cancelled, deadline)
        seeds = [rng.getrandbits(63) for _ in range(self.workers)]
        futures: list[Future[SearchResult]] = []
        for _ in range(2):
            try:
                executor = self._start()
                self._event.clear()
                futures = [executor.submit(_worker_search, solo, view, moves, seed, deadline)
                           for seed in seeds]
                break
            except BrokenProcessPool:  # a worker died since the last search: start afresh
                self.close(wait=False)
        pending = set(futures)
        while pending:
            _, pending = wait(pending, timeout=0.02, return_when=FIRST_COMPLETED)
            if pending and cancelled is not None and cancelled():
                self._event.set()
                wait(pending)
                raise Cancelled()
        results = []
        for future in futures:
            try:
                results.append(future.result())
            except BrokenProcessPool:  # a worker died: its search and the unfinished are lost
                self.close(wait=False)  # the next search starts afresh
        if not results:  # no worker answered: search here, from now, as one process would
            fresh = player.budget.seconds
            return player._search(view, moves, rng, cancelled,
                                  None if fresh is None else time.monotonic() + fresh)
        return _merge(results, moves, rng)


def _merge(results: Sequence[SearchResult], moves: Sequence[Move],
           rng: random.Random) -> SearchResult:
    stats = []
    for index, move in enumerate(moves):
        visits, total = 0, 0.0
        proven: float | None = None
        for result in results:
            if not result.stats:
                continue
            item = result.stats[index]
            visits += item.visits
            total += item.value * item.visits
            if item.proven is not None:
                proven = item.proven
        stats.append(MoveStats(move, visits, total / visits if visits else 0.5, proven))
    stopped = "solved" if any(r.stopped == "solved" for r in results) else results[0].stopped
    return SearchResult(_best(stats, rng), stats, sum(r.iterations for r in results), 0.0,
                        stopped)
