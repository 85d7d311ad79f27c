"""Game knowledge for the generic computer player (pure Python).

* :func:`evaluate`: the store difference seen from one player, squashed to
  ``[0, 1]`` (a finished game scores 1, 0.5 or 0).
* :func:`order_moves`: moves that earn another turn first, then those that
  capture the most, then the rest in their usual order.

>>> from ludotheque_mancala.rules.game import KalahGame
>>> state = KalahGame().new_state()
>>> evaluate(state, 0)
0.5
>>> [str(m) for m in order_moves(state, state.legal_moves())][:1]   # house 3 ends in the store
['3']
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ludotheque.core import TERMINAL, Move, State

from .engine import EXTRA, sow
from .moves import House
from .state import MancalaState

__all__ = ["evaluate", "order_moves"]


def evaluate(state: State, player: int) -> float:
    """How good *state* looks for *player*, in ``[0, 1]``."""
    assert isinstance(state, MancalaState)
    board = state.board
    stores = state.lay.stores
    mine = board[stores[player]]
    theirs = board[stores[1 - player]]
    if state.current_player == TERMINAL:
        return 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5
    scale = max(4.0, state.lay.total / 8.0)
    return 0.5 + 0.5 * math.tanh((mine - theirs) / scale)


def order_moves(state: State, moves: Sequence[Move]) -> list[Move]:
    """*moves* (houses), the most promising first: another turn, then the biggest gain."""
    assert isinstance(state, MancalaState)
    lay = state.lay
    mover = state.current_player
    if mover < 0:
        return list(moves)
    store = lay.stores[mover]
    base = lay.bases[mover]
    before = state.board[store]
    keyed: list[tuple[int, int, int, Move]] = []
    for rank, move in enumerate(moves):
        assert isinstance(move, House)
        board = list(state.board)
        flags = sow(board, lay, mover, base + move.index)
        gain = board[store] - before
        keyed.append((0 if flags & EXTRA else 1, -gain, rank, move))
    keyed.sort(key=lambda item: item[:3])
    return [item[3] for item in keyed]
