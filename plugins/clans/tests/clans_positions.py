"""Helpers to build Clans positions by hand in tests."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from ludotheque_clans.rules.game import ClansGame
from ludotheque_clans.rules.state import ZERO, ClansState

RED, YELLOW, BLUE, GREEN, WHITE = range(5)


def huts(**counts: int) -> tuple[int, ...]:
    """``huts(red=2, blue=1)`` -> (2, 0, 1, 0, 0)."""
    names = ("red", "yellow", "blue", "green", "white")
    return tuple(counts.get(name, 0) for name in names)


def position(board: Mapping[int, Sequence[int]], *, players: int = 2,
             colours: Sequence[int] = (RED, YELLOW), villages: Iterable[int] = (),
             official_movement: bool = False, official_strife: bool = False,
             turn: int = 0, colour_scores: Sequence[int] = ZERO) -> ClansState:
    """A position after setup with the given huts (territory -> counts per colour)."""
    table = [ZERO] * 61
    for territory, counts in board.items():
        table[territory] = tuple(counts)
    villages = tuple(villages)
    return ClansState.start(players, official_movement, official_strife).replace(
        colours=tuple(colours[:players]), setup_done=12, huts=tuple(table),
        villages=villages, values=(0,) * len(villages), turn=turn,
        colour_scores=tuple(colour_scores))


def started(players: int = 4, seed: int = 0, **options: str) -> ClansState:
    """A random position right after the deal and the setup."""
    state = ClansGame().new_state(options, players=players)
    rng = random.Random(seed)
    while state.is_chance:
        state = state.apply(state.sample_chance(rng))
    return state
