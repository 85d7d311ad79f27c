"""Fast random playouts: a whole game on one mutable list, no state objects.

Computer players and benchmarks call :func:`random_playout` where they would
otherwise loop over :meth:`~ludotheque_mancala.rules.state.MancalaState.apply`.
It runs the same engine (:mod:`.engine`) and picks moves exactly as the plain
loop ``moves[rng.randrange(len(moves))]`` over ``state.legal_moves()`` does, so a
seeded playout here and one through the states give the same game (the tests
check this move by move).

>>> import random
>>> from ludotheque_mancala.rules.game import KalahGame
>>> a, b = random_playout(KalahGame().new_state(), random.Random(7))
>>> a + b
48
"""

from __future__ import annotations

import random

from .engine import (
    CAPTURED,
    OWARE,
    ROUND_END,
    next_round,
    settle,
    sow,
    sweep_both,
)
from .state import MancalaState

__all__ = ["random_playout", "playouts_per_second"]


def random_playout(state: MancalaState, rng: random.Random,
                   trace: list[tuple[int, int, tuple[int, ...]]] | None = None,
                   max_plies: int = 1_000_000) -> tuple[int, int]:
    """Play uniformly random moves from *state* to the end; return the final stores.

    :param trace: if a list, ``(mover, house_index, board_after)`` is appended for
        every move (for tests; ``board_after`` is after the end-of-game rules).
    :param max_plies: stop early after this many moves (the stores so far are returned).
    """
    lay = state.lay
    b = list(state.board)
    player = state.current_player
    if player < 0:
        return b[lay.stores[0]], b[lay.stores[1]]
    moves = [lay.bases[player] + move.index for move in state.moves]
    oware = lay.variant == OWARE
    seen = set(state.history) if oware else None
    round_no = state.round
    starter = state.starter
    randrange = rng.randrange
    plies = 0
    while plies < max_plies:
        plies += 1
        mover = player
        pos = moves[randrange(len(moves))]
        flags = sow(b, lay, mover, pos)
        player, _, moves = settle(b, lay, mover, flags)
        if player >= 0:
            if seen is not None:
                key = (player, tuple(b))
                if flags & CAPTURED:
                    seen = {key}
                elif key in seen:
                    sweep_both(b, lay)
                    player = -2
                else:
                    seen.add(key)
        elif player == ROUND_END:
            new_lay, player, _ = next_round(b, lay, starter, round_no)
            if new_lay is not None:
                lay = new_lay
                round_no += 1
                starter = player
                lo = lay.bases[player]
                moves = [p for p in range(lo, lo + lay.n) if b[p]]
        if trace is not None:
            trace.append((mover, pos - (lay.bases[mover]), tuple(b)))
        if player < 0:
            break
    return b[lay.stores[0]], b[lay.stores[1]]


def playouts_per_second(state: MancalaState, seconds: float = 1.0, seed: int = 0,
                        fast: bool = True) -> float:
    """Measure random playouts from *state* per second.

    :param fast: use :func:`random_playout`; False loops over ``State.apply``
        (the plain API any generic player uses).
    """
    import time

    rng = random.Random(seed)
    games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        if fast:
            random_playout(state, rng)
        else:
            current = state
            while current.moves:
                moves = current.moves
                current = current.apply(moves[rng.randrange(len(moves))])
        games += 1
        now = time.perf_counter()
        if now >= deadline:
            return games / (now - start)
