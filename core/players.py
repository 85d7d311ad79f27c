"""Computer players and the heuristics games may supply to them.

A player decides from one seat's :meth:`~ludotheque.core.model.State.view` only.
:func:`make_player` builds the player for a seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .model import Move, State

__all__ = ["Heuristics", "Player", "RandomPlayer", "LEVELS", "make_player"]

LEVELS = ("beginner", "intermediate", "strong", "expert")
"""Computer levels, weakest first, as written on the command line (``ai:strong``)."""


@dataclass(frozen=True)
class Heuristics:
    """Game knowledge for the generic computer player (every field optional)."""

    game_id: str
    """The game this applies to."""
    evaluate: Callable[[State, int], float] | None = None
    """``evaluate(state, player)``: how good *state* is for *player*, in [0, 1]."""
    rollout: Callable[[State, random.Random], Move] | None = None
    """``rollout(state, rng)``: a quick but better-than-random move for playouts."""
    order_moves: Callable[[State, Sequence[Move]], Sequence[Move]] | None = None
    """``order_moves(state, moves)``: the moves, most promising first."""


class Player(Protocol):
    """Anything that picks a move for the player to move of a view."""

    def choose(self, view: State, rng: random.Random) -> Move:
        """Return a legal move of ``view.current_player``."""
        ...  # pragma: no cover - protocol


class RandomPlayer:
    """Plays a uniformly random legal move."""

    def choose(self, view: State, rng: random.Random) -> Move:
        moves = view.legal_moves()
        if not moves:
            raise ValueError("no legal move")
        return moves[rng.randrange(len(moves))]


def make_player(kind: str, level: str | None = None, heuristics: Heuristics | None = None,
                **_: Any) -> Player:
    """The player for a seat of *kind* ``"random"`` or ``"ai"`` at *level*."""
    if kind == "random":
        return RandomPlayer()
    if kind == "ai":
        from .search import SearchPlayer

        return SearchPlayer.for_level(level or "intermediate", heuristics)
    raise ValueError(f"no computer player for seat kind {kind!r}")
