"""Hints (View ▸ Hint): the move the strong level would play."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..model import Move, State
from .budgets import SearchConfig
from .pool import SearchPool
from .tree import SearchPlayer

__all__ = ["HINT_LEVEL", "hint"]


HINT_LEVEL = "strong"
"""The level whose move :func:`hint` shows."""



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
