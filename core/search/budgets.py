"""The search's levels and parameters: what a search may spend on one move
(:class:`Budget`, :data:`LEVEL_BUDGETS`, :func:`level_budget`) and everything it
uses of one game (:class:`SearchConfig`, checked by :func:`check_computer`)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ..model import Move, Outcome, State
from ..players import LEVELS, ComputerPlayer, GameKnowledge

__all__ = ["Budget", "LEVEL_BUDGETS", "SEARCH_LIMITS", "SEARCH_PARAMETERS", "SearchConfig",
           "check_computer", "level_budget"]


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
