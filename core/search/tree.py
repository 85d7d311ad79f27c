"""The tree search: :class:`SearchPlayer`, Monte Carlo tree search of one move
within a budget (see :mod:`ludotheque.core.search` for what it does)."""

from __future__ import annotations

import math
import random
import time
from bisect import bisect
from collections.abc import Callable, Sequence
from typing import Any

from ..model import CHANCE, Move, Outcome, State
from .budgets import Budget, SearchConfig, level_budget
from .nodes import (
    SORT_AT_ONCE,
    WIDTH,
    Cancelled,
    Context,
    MoveStats,
    Node,
    SearchResult,
    Stop,
    best_move,
    by_score,
    first_by_score,
    rewards_of,
)
from .pool import SearchPool
from .solver import back_up_minimax, prove

__all__ = ["SearchPlayer"]


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
        ctx = Context(me=me, players=view.num_players, solver=perfect, ismcts=not perfect,
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
        root = Node(mover=-3)
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
            except Stop:
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
        return SearchResult(best_move(stats, rng), stats, iterations, 0.0, stopped)

    def _root_stats(self, root: Node, moves: Sequence[Move], ctx: Context) -> list[MoveStats]:
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
    def _norm(value: float, ctx: Context) -> float:
        """A value in [0, 1] (raw scores are scaled in one-player games)."""
        if ctx.players != 1:
            return value
        if ctx.hi <= ctx.lo:
            return 0.5
        return (value - ctx.lo) / (ctx.hi - ctx.lo)

    @staticmethod
    def _spread(ctx: Context) -> float:
        """The scale of a one-player game's scores in the selection rule: twice their
        standard deviation (a fair coin's rewards in [0, 1] have 0.5), so that the
        exploration weighs the noise of the scores, not their extremes."""
        if ctx.count < 2:
            return 0.0
        mean = ctx.total / ctx.count
        variance = max(0.0, ctx.squares / ctx.count - mean * mean)
        return 2.0 * math.sqrt(variance)

    def _iterate(self, root: Node, state: State, rng: random.Random, ctx: Context) -> None:
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
                    child = node.children[move] = Node(CHANCE)
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
                        order = node.order = by_score(self._scores(state, moves))
                    index = order[count]
                    expanded = node.expanded
                    at = bisect(expanded, index)
                    expanded.insert(at, index)
                    move = moves[index]
                    child = children[move] = Node(player)
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
            kids: list[Node] | None = None
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
                child = children[move] = Node(player)
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
            back_up_minimax(path)
        if ctx.solver and state.is_over():
            prove(path, state, ctx)

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

    def _list_moves(self, node: Node, state: State, player: int) -> Sequence[Move]:
        """Fill in :attr:`Node.moves` and :attr:`Node.order` on a node's first visit.

        Expanding the children along one order of all the moves picks what
        ``order_moves(state, untried)[0]`` would pick at each expansion (the game's
        order of a subset is its order of all the moves, restricted), without
        sorting the untried moves again at every expansion.  With ``move_scores`` the
        order is the indices sorted by decreasing score (stable: ties keep the order
        of the moves), with nothing to match; above :data:`SORT_AT_ONCE` moves only
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
            if len(moves) > SORT_AT_ONCE:
                # Most nodes expand only a few children: the rest are sorted when
                # (rarely) needed, from scores asked for again rather than kept.
                node.order = first_by_score(scores, WIDTH)
            else:
                node.order = by_score(scores)
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
            scores = list(scores)  # any sequence of numbers: list.index in first_by_score
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

    def _select(self, node: Node, kids: Sequence[Node], ctx: Context) -> int:
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

    def _leaf_rewards(self, state: State, rng: random.Random, ctx: Context) -> list[float]:
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
                  depth: int, rng: random.Random, ctx: Context) -> list[float]:
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
                raise Stop()
        return self._evaluated(state, rng, ctx)

    def _evaluated(self, state: State, rng: random.Random, ctx: Context) -> list[float]:
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

    def _rewards(self, outcome: Outcome | None, state: State, ctx: Context,
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
