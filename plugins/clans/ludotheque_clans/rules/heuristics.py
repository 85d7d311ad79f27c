"""Game knowledge for the computer player: evaluation, rollout policy, move order.

All three work on a full (determinised) state, which is what the search gives them.

* :func:`evaluate`: the player's total against the best other player's, squashed to [0, 1].
* :func:`rollout`: founds villages that pay the mover's colour more than the others',
  avoids founding villages that pay the others, otherwise plays at random.
* :func:`order_moves`: the same judgement, best moves first.

Only the migrations from a territory of :meth:`ClansState.founding_sources
<ludotheque_clans.rules.state.ClansState.founding_sources>` found villages; the
others gain nothing and are not looked at one by one (the search calls the policy
and the order at every step, on a hundred-odd moves).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from itertools import accumulate
from typing import Any

from ludotheque.core import CHANCE, State

from .board import MAX_VILLAGES, NEIGHBOURS, TERRAIN
from .moves import Found, Migration
from .state import _EPOCH, ClansState, score_village

__all__ = ["evaluate", "rollout", "order_moves", "move_gains"]

_SCALE = 8.0
_RANGE = range(1, len(NEIGHBOURS))


def evaluate(state: State, player: int) -> float:
    """How good *state* is for *player*: own total against the best other total, in [0, 1].

    >>> from ludotheque_clans.rules.state import ClansState
    >>> evaluate(ClansState.start(3), 0)
    0.5
    """
    if not isinstance(state, ClansState) or state.colours is None:
        return 0.5
    scores = state.scores()
    if state.colours[player] is None:
        return 0.5
    others = [s for p, s in enumerate(scores) if p != player]
    diff = scores[player] - max(others)
    if state.over:
        return 1.0 if diff > 0 else (0.5 if diff == 0 else 0.0)
    return 1.0 / (1.0 + math.exp(-diff / _SCALE))


def _village_gain(huts: Sequence[int], territory: int, number: int, strife: bool,
                  mine: int, rivals: Sequence[int]) -> float:
    """What founding a village with *huts* is worth to colour *mine* against *rivals*."""
    if number > MAX_VILLAGES:
        return 0.0
    kept, value = score_village(huts, TERRAIN[territory], _EPOCH[number], strife)
    gain = value if kept[mine] else 0
    best = max((value for c in rivals if kept[c]), default=0)
    return gain - best + 1  # +1: the founder's point


def move_gains(state: ClansState, moves: Sequence[Any]) -> list[float]:
    """The immediate gain of each move for the player to move (0: founds nothing)."""
    gains, _ = _gains(state, moves)
    return gains


def _gains(state: ClansState, moves: Sequence[Any]) -> tuple[list[float], list[int]]:
    """:func:`move_gains`, and the indices of the moves that found villages (the
    others gain 0.0).  Only the migrations from a territory of
    :meth:`~ClansState.founding_sources` found anything."""
    me = state.current_player
    colours = state.colours
    mine = colours[me] if colours is not None and 0 <= me < state.num_players else None
    if colours is None or mine is None:
        return [0.0] * len(moves), []
    rivals = [c for p, c in enumerate(colours) if p != me and c is not None]
    huts = state.huts
    strife = state.official_strife
    number = len(state.villages) + 1
    if state.pending:
        gains = [_village_gain(huts[m.territory], m.territory, number, strife, mine, rivals)
                 if type(m) is Found else 0.0 for m in moves]
        return gains, [i for i, m in enumerate(moves) if type(m) is Found]
    sources = state.founding_sources()
    gains = [0.0] * len(moves)
    founding: list[int] = []
    if not sources:
        return gains, founding
    groups = state.migration_groups() if moves is state.legal_moves() else None
    if groups is not None:
        # All the legal moves, listed territory by territory: visit the founding
        # territories' groups only.
        offsets = list(accumulate(map(len, groups), initial=0))
        pairs = [(offsets[s], groups[s]) for s in sorted(sources)]
    else:
        pairs = [(i, (m,)) for i, m in enumerate(moves)
                 if type(m) is Migration and m.source in sources]
    for start, group in pairs:
        for index, move in enumerate(group, start):
            source, target = move.source, move.target
            gain = 0.0
            k = number
            for t in sources[source]:
                h = huts[t]
                if t == target:
                    a = huts[source]
                    h = (h[0] + a[0], h[1] + a[1], h[2] + a[2], h[3] + a[3], h[4] + a[4])
                gain += _village_gain(h, t, k, strife, mine, rivals)
                k += 1
            gains[index] = gain
            founding.append(index)
    return gains, founding


def rollout(state: State, rng: random.Random) -> Any:
    """A quick move for playouts, better than random (see the module documentation)."""
    moves = state.legal_moves()
    if state.current_player == CHANCE or not isinstance(state, ClansState):
        return moves[rng.randrange(len(moves))]
    if len(moves) == 1 or rng.random() < 0.15:
        return moves[rng.randrange(len(moves))]
    gains, founding = _gains(state, moves)
    # As if every move were looked at: the best founding moves if they gain, else a
    # quiet move (gain 0: the moves that found nothing, in their order), else the
    # least bad; drawn with the same calls of *rng*.
    if not founding:
        return moves[rng.randrange(len(moves))]
    best = max(gains[i] for i in founding)
    if best > 0:
        choices = [moves[i] for i in founding if gains[i] == best]
        return choices[rng.randrange(len(choices))]
    zeros = [i for i in founding if gains[i] == 0]
    if len(founding) == len(moves):  # every move founds villages, none gains
        if zeros:
            return moves[zeros[rng.randrange(len(zeros))]]
        choices = [moves[i] for i in founding if gains[i] == best]
        return choices[rng.randrange(len(choices))]
    if zeros:
        quiet = [m for m, g in zip(moves, gains) if g == 0]
        return quiet[rng.randrange(len(quiet))]
    # The quiet moves are those that found nothing: the r-th of them.
    index = rng.randrange(len(moves) - len(founding))
    for i in founding:
        if i > index:
            break
        index += 1
    return moves[index]


def order_moves(state: State, moves: Sequence[Any]) -> Sequence[Any]:
    """*moves*, best immediate gain first (ties keep their order)."""
    if not isinstance(state, ClansState) or state.current_player == CHANCE:
        return moves
    gains, founding = _gains(state, moves)
    # A stable sort by decreasing gain: the founding moves that gain, the moves of
    # gain 0 in their order, then the founding moves that lose.
    ranked = sorted((-gains[i], i) for i in founding)
    first = [moves[i] for g, i in ranked if g < 0]
    last = [moves[i] for g, i in ranked if g > 0]
    if len(ranked) == len(first) + len(last):
        if not ranked:
            return list(moves)
        skip = set(founding)
        middle = [m for i, m in enumerate(moves) if i not in skip]
    else:
        middle = [m for m, g in zip(moves, gains) if g == 0]
    return first + middle + last
