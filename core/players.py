"""Computer players, and what a game tells them.

Two records, registered by a game's plugin for its own games:

* :class:`GameKnowledge`: what the game knows about itself (how good a position
  is, a quick move for playouts, a fast path to the end, which moves look best).
  It belongs to the game, not to a search: any search may use it.
* :class:`ComputerPlayer`: how the game's computer player plays at the four
  :data:`LEVELS`: the host's search with the game's iterations per level and
  search parameters, or a player of the game's own (:attr:`ComputerPlayer.factory`).

A player decides from one seat's :meth:`~ludotheque.core.model.State.view` only.
:func:`make_player` builds the player for a seat.  The host's search lives in
:mod:`ludotheque.core.search`; its parameters are not part of the plugin contract
(they are named in :data:`ludotheque.core.search.SEARCH_PARAMETERS`), so that the
search can change without a new plugin API.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .model import Move, Outcome, State

__all__ = ["ComputerPlayer", "GameKnowledge", "LEVELS", "Player", "RandomPlayer",
           "make_player"]

LEVELS = ("beginner", "intermediate", "strong", "expert")
"""Computer levels, weakest first, as written on the command line (``ai:strong``)."""


@dataclass(frozen=True)
class GameKnowledge:
    """What a game knows about its positions; every field is optional.

    Register it with the ``ludotheque_register_knowledge`` hook.  Give module-level
    functions (not lambdas or closures): the computer player's processes receive
    them by reference.

    In a **one-player** game :attr:`evaluate` estimates the *final score* (the scale
    of :attr:`~ludotheque.core.model.Outcome.scores`) rather than a chance of
    winning, and a :attr:`playout` returns an outcome whose score may be such an
    estimate.

    .. versionadded:: 2.0
    """

    game_id: str
    """The game this applies to (one of the plugin's own)."""
    evaluate: Callable[[State, int], float] | None = None
    """``evaluate(state, player)``: how good *state* is for *player*, in [0, 1]
    (one-player games: an estimate of the final score)."""
    rollout: Callable[[State, random.Random], Move] | None = None
    """``rollout(state, rng)``: a quick, better-than-random legal move, for playouts."""
    playout: Callable[[State, random.Random], Outcome] | None = None
    """``playout(state, rng)``: play *state* (maybe a chance state) to the end on a
    fast path of the game's own and return the outcome."""
    order_moves: Callable[[State, Sequence[Move]], Sequence[Move]] | None = None
    """``order_moves(state, moves)``: the same moves, most promising first."""
    move_scores: Callable[[State, Sequence[Move]], Sequence[float]] | None = None
    """``move_scores(state, moves)``: one finite score per move, in the order given
    (higher: more promising), depending on *state* and *moves* alone.  The same
    order as :attr:`order_moves` when both are given; a search sorts by it itself,
    which is cheaper for positions of many moves."""


@dataclass(frozen=True)
class ComputerPlayer:
    """How a game's computer player plays; register it with the
    ``ludotheque_register_players`` hook.  Without one, a game gets the host's
    search with the host's budgets.

    The four :data:`LEVELS` keep their names and meaning for players (each plays
    clearly better than the one below); a game chooses what they cost.

    .. versionadded:: 2.0
    """

    game_id: str
    """The game this applies to (one of the plugin's own)."""
    levels: tuple[int, int, int, int] | None = None
    """The host's search: iterations per level, weakest first, in place of the
    host's own; whole numbers of at least 1, increasing.  The host keeps its time
    limit per level."""
    search: Mapping[str, float] = field(default_factory=dict)
    """The host's search: parameters by name, in place of its defaults.  The names
    the current search knows are in :data:`ludotheque.core.search.SEARCH_PARAMETERS`;
    a name it does not know is logged and ignored (a plugin written for an earlier
    search keeps working), a value of the wrong kind makes the plugin fail."""
    factory: Callable[[str, GameKnowledge | None], Player] | None = None
    """A player of the game's own: ``factory(level, knowledge)`` returns a
    :class:`Player` for that level (a module-level function).  When given,
    :attr:`levels` and :attr:`search` are not used."""


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


def make_player(kind: str, level: str | None = None, knowledge: GameKnowledge | None = None,
                computer: ComputerPlayer | None = None, **options: Any) -> Player:
    """The player for a seat of *kind* ``"random"`` or ``"ai"`` at *level*.

    :param level: one of :data:`LEVELS` (default ``"intermediate"``).
    :param knowledge: what the game registered, if anything.
    :param computer: how the game's computer player plays, if it registered it.
    :param options: for the host's search: ``workers`` (root-parallel search over
        that many processes), ``pool`` (a shared
        :class:`~ludotheque.core.search.SearchPool`), ``time_limit=False``
        (iterations only: the same seed always gives the same move).  Other
        keywords (such as ``seed``) are accepted and ignored.
    :raises ValueError: for an unknown kind or level.
    """
    if kind == "random":
        return RandomPlayer()
    if kind != "ai":
        raise ValueError(f"no computer player for seat kind {kind!r}")
    level = level or "intermediate"
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    if computer is not None and computer.factory is not None:
        return computer.factory(level, knowledge)
    from .search import SearchConfig, SearchPlayer

    known = {key: options[key] for key in ("workers", "pool", "time_limit") if key in options}
    return SearchPlayer.for_level(level, SearchConfig.of(knowledge, computer), **known)
