"""Computer players and the heuristics games may supply to them.

A player decides from one seat's :meth:`~ludotheque.core.model.State.view` only.
:func:`make_player` builds the player for a seat: ``"random"`` or ``"ai"`` at one
of the :data:`LEVELS`.  The search itself lives in :mod:`ludotheque.core.search`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .model import Move, Outcome, State

__all__ = ["Heuristics", "Player", "RandomPlayer", "LEVELS", "make_player"]

LEVELS = ("beginner", "intermediate", "strong", "expert")
"""Computer levels, weakest first, as written on the command line (``ai:strong``)."""


@dataclass(frozen=True)
class Heuristics:
    """Game knowledge for the generic computer player (every field optional).

    A game registers one through the ``ludotheque_register_heuristics`` hook.  Use
    module-level functions (not lambdas): the root-parallel search sends them to
    other processes by reference.

    How the search scores a leaf of its tree (first rule that applies):

    1. :attr:`playout` when given: the game's own fast path to the end.
    2. A :attr:`rollout` policy with :attr:`evaluate` and a :attr:`rollout_depth`
       of N: the policy plays at most N moves (chance steps do not count), then
       :attr:`evaluate` scores the position reached (or the outcome, if the game
       ended first).  N = 0 is the evaluation at the leaf itself.  This is the way
       to combine the two: short, informed playouts that look past the leaf's
       immediate tactics, judged by the evaluation instead of a noisy ending.
    3. A :attr:`rollout` policy (no depth): a playout to the end, each move picked
       by the policy.
    4. :attr:`evaluate` alone: the evaluation at the leaf.  With a
       :attr:`rollout_depth` but no policy, N uniformly random moves first.
    5. Nothing: a uniformly random playout to the end.

    A playout cut short by the search's ``max_rollout`` is scored by
    :attr:`evaluate` when given.  The game's move order (:attr:`move_scores`, else
    :attr:`order_moves`) decides which untried move of a node is expanded first;
    with :attr:`widening` it also bounds how many moves a node searches
    (progressive widening).

    In a **one-player** game the search works on scores, not on [0, 1] rewards:
    there :attr:`evaluate` returns an estimate of the *final score* (the scale of
    :attr:`~ludotheque.core.model.Outcome.scores`), and a :attr:`playout` returns an
    outcome whose score may be such an estimate.
    """

    game_id: str
    """The game this applies to."""
    evaluate: Callable[[State, int], float] | None = None
    """``evaluate(state, player)``: how good *state* is for *player*, in [0, 1]
    (one-player games: an estimate of the final score)."""
    rollout: Callable[[State, random.Random], Move] | None = None
    """``rollout(state, rng)``: a quick but better-than-random move for playouts."""
    order_moves: Callable[[State, Sequence[Move]], Sequence[Move]] | None = None
    """``order_moves(state, moves)``: the moves, most promising first."""
    playout: Callable[[State, random.Random], Outcome] | None = None
    """``playout(state, rng)``: play *state* to the end on a fast path of the game's
    own (uniformly random moves unless the game knows better) and return the
    outcome.  *state* may be a chance state.

    .. versionadded:: 1.0
    """
    widening: float | None = None
    """Progressive widening along the move order (:attr:`move_scores` or
    :attr:`order_moves`): a node visited n times only searches its first
    ``4 + widening * sqrt(n)`` moves in that order, so that a game with hundreds of
    moves spends a small budget deep on its likely moves
    instead of one sample on each (whose luckiest sample would decide).  None
    expands every move once before searching any twice, which suits a game whose
    evaluation judges moves better than its order does.

    .. versionadded:: 1.0
    """
    exploration: float | None = None
    """The UCT exploration constant for this game; None keeps the search's default
    (1.0, made for rewards that end in wins and losses).  A game whose evaluation
    changes little from one move to the next (a long game of small steps) may ask
    for a smaller one, so that a bigger budget goes deeper on the better moves
    instead of spreading evenly over moves whose values differ by less than the
    exploration term.

    .. versionadded:: 1.0
    """
    rollout_depth: int | None = None
    """With both :attr:`rollout` and :attr:`evaluate`: the most moves a playout
    plays with the policy before the evaluation scores it (see above); None plays
    to the end of the game.

    .. versionadded:: 1.0
    """
    expand_after: int | None = None
    """Expansion threshold: a position below the root of the search tree grows
    children only once it has been reached this many times; until then each visit
    scores it as a leaf (by :attr:`playout`, the policy or the evaluation, as
    above).  A thinly visited node picks its moves almost evenly (the exploration
    term outweighs small differences of value), so a deep tree of such nodes plays
    worse than a good playout policy; a game whose policy beats that, and whose
    moves differ little in value (Clod), keeps the tree shallow with a threshold.
    None (or 0) grows a node's first child on its first visit.

    .. versionadded:: 1.0
    """
    margin: float | None = None
    """For two players: the share of a finished playout's reward taken from the
    final score difference, ``0.5 + 0.5 * (mine - theirs) / (mine + theirs)``, the
    rest from the win or loss.  Random playouts of a game scored by a count (seeds
    in the store) tell its moves apart by a few hundredths in wins, which more
    iterations hardly sharpen; the margin does (Kalah: 0.5; 4,000 iterations against
    1,000 scored 80 % of the points with it and 52 % without, 50 % at equal budgets).
    None (or 0) rewards wins and losses only.

    .. versionadded:: 1.0
    """
    expand_from: int | None = None
    """The smallest iteration budget that uses :attr:`expand_after`: a search of
    fewer iterations grows its full tree.  A threshold helps a big budget, whose
    iterations would otherwise spread over thinly visited nodes, and can cost a small
    one, which then scores its few visits from noisier leaves (Forts and Ruins asks
    for 16 from 4,000 iterations: the strong level's average score rose from 26.1 to
    40.0 over 20 games, and the beginner's fell from 22.2 to 16.1 with the threshold
    at every budget).  A budget of seconds only counts as big.  None applies the
    threshold to every search.

    .. versionadded:: 1.0
    """
    move_scores: Callable[[State, Sequence[Move]], Sequence[float]] | None = None
    """``move_scores(state, moves)``: a score per move, in the order of *moves*
    (higher: more promising).  It gives the move order as a key: the moves sorted by
    decreasing score, moves of equal score in the order given, which the search
    sorts itself (on the indices of the moves).  A game whose :attr:`order_moves`
    sorts by a score per move should give it this way too: the search then need not
    match the ordered moves back to the list it has, which is costly at hundreds of
    moves a node (Kanzé).  When both are given the search uses this one, and the two
    must agree; :attr:`order_moves` stays for the game's own callers.  The search may
    ask more than once for the same moves (a node of many moves sorts its first few,
    and all of them only if it needs more): the scores must depend on *state* and
    *moves* alone, and be finite numbers, one per move.

    .. versionadded:: 1.0
    """
    minimax: float | None = None
    """Implicit minimax backups (two players, perfect information; needs
    :attr:`evaluate`): each node of the tree also keeps the evaluation of its
    position backed up by minimax over its searched children, and the selection
    weighs it by this share against the playouts' mean.  Playouts judge a move
    by its average continuation, blind to the one reply that refutes it; the
    backed-up evaluation sees that reply once the tree holds it, so a bigger
    budget, which searches deeper, pays more.  None (or 0) is plain UCT.

    .. versionadded:: 1.0
    """
    minimax_from: int | None = None
    """The smallest iteration budget that uses :attr:`minimax`: a search of fewer
    iterations is plain UCT (as :attr:`expand_from` is for :attr:`expand_after`).
    The backups can help a small budget more than a bigger one and close the gap
    between levels (Kanzé asks for 4,000: with the backups at every budget its
    intermediate level beat the beginner 6/10, 19/20 without).  A budget of seconds
    only counts as big.  None applies them to every search.

    .. versionadded:: 1.0
    """
    level_iterations: tuple[int, int, int, int] | None = None
    """The iteration budget of each of :data:`LEVELS`, weakest first, in place of
    the host's (150, 800, 4,000, 16,000); the levels' seconds stay the host's caps.
    Budgets buy different strength in different games: where a few hundred
    iterations already play a game nearly as well as it can be played, the host's
    stronger levels meet on equal terms and the seat decides between them, while
    the beginner already plays like an expert.  Such a game spreads its levels
    over smaller budgets (Congkak).  Whole numbers, at least 1, increasing.  The
    thresholds :attr:`expand_from` and :attr:`minimax_from` and the root-parallel
    search's (4,000 iterations) compare against these budgets: choose them with
    the game's own levels in mind.

    .. versionadded:: 1.0
    """


class Player(Protocol):
    """Anything that picks a move for the player to move of a view."""

    def choose(self, view: State, rng: random.Random) -> Move:
        """Return a legal move of ``view.current_player``."""
        ...  # pragma: no cover - protocol


class RandomPlayer:
    """Plays a uniformly random legal move."""

    def choose(self, view: State, rng: random.Random, **_: Any) -> Move:
        moves = view.legal_moves()
        if not moves:
            raise ValueError("no legal move")
        return moves[rng.randrange(len(moves))]


def make_player(kind: str, level: str | None = None, heuristics: Heuristics | None = None,
                **options: Any) -> Player:
    """The player for a seat of *kind* ``"random"`` or ``"ai"`` at *level*.

    :param level: one of :data:`LEVELS` (default ``"intermediate"``).
    :param heuristics: the game's heuristics, if it registered any.
    :param options: for ``"ai"``: ``workers`` (root-parallel search over that many
        processes), ``pool`` (a shared :class:`~ludotheque.core.search.SearchPool`),
        ``time_limit=False`` (iterations only: the same seed always gives the same
        move).  Other keywords (such as ``seed``) are accepted and ignored.
    :raises ValueError: for an unknown kind or level.
    """
    if kind == "random":
        return RandomPlayer()
    if kind == "ai":
        from .search import SearchPlayer

        known = {key: options[key] for key in ("workers", "pool", "time_limit") if key in options}
        return SearchPlayer.for_level(level or "intermediate", heuristics, **known)
    raise ValueError(f"no computer player for seat kind {kind!r}")
