"""Inference of the secret colours from the moves each player made.

A seat knows its own colour and the public history of the game (the board after
the setup and every move since).  Each other player's moves say something about
theirs: a player founds villages that pay their colour and destroys or avoids
those that pay their rivals', and leaves villages ready to be founded when they
would pay their colour.  The model is a likelihood per move: under the hypothesis
that the mover's colour is *c*, the move is chosen with probability

    P(move | c) = exp(u_c(move)) / sum over legal moves m of exp(u_c(m))

where the utility u_c is a weighted sum (:data:`WEIGHTS`) of what the villages
the move founds pay *c* against its rivals and the same for the villages it
makes ready to found, less those it spoils (:func:`move_terms`).  With two players the rival is
the other player, whose colour is a hypothesis too (the table is kept for every pair); with
more, every other colour counts as a rival.  Summed over the history, the
log-likelihoods give the weight of every assignment of the free colours to the
other players; the posterior is mixed with the uniform one
(:data:`UNIFORM_SHARE`) so that a misread player is never ruled out.

The log-likelihoods depend on the public history alone (every hypothesis is
kept), so they are derived once per move of the game and kept in the history's
:attr:`~ludotheque_clans.rules.state.Step.memo`.

Only public data and the seat's own colour are read: the model never looks at
another player's colour, in a view or in a full state.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from typing import Any

from .board import COLOURS, MAX_VILLAGES, NEIGHBOURS, REGIONS, TERRAIN
from .moves import Found, Migration
from .state import _EPOCH, ClansState, Step, score_village

__all__ = ["WEIGHTS", "UNIFORM_SHARE", "Beliefs", "MoveTerms", "log_likelihoods",
           "move_terms", "replay", "utilities"]

WEIGHTS = (1.0, 0.5)
"""Weight of the villages founded and of the villages made ready in a move's
utility (see :class:`MoveTerms`).  Chosen for the log-score of the probability
given to the true colour, which ``benchmarks/clans_inference.py`` measures for
other weights too (results: ``benchmarks/results/``)."""
UNIFORM_SHARE = 0.1
"""Share of the uniform distribution mixed into the posterior."""

_PAIRS = COLOURS * COLOURS
Vector = tuple[int, ...]
"""What a village pays each colour."""


class MoveTerms:
    """What one move says about its mover's colour (public data only)."""

    __slots__ = ("founded", "before", "after")

    def __init__(self, founded: list[Vector], before: list[Vector],
                 after: list[Vector]) -> None:
        self.founded = founded
        """What each village the move founds pays each colour."""
        self.before = before
        """The same for each territory ready to be founded (one occupied neighbour)
        that the move changes, before it..."""
        self.after = after
        """...and after it."""


_NOTHING = MoveTerms([], [], [])


def replay(state: ClansState) -> ClansState | None:
    """The position after the setup, with placeholder colours (None without an origin).

    The colours of the copy are not anybody's: only its board, villages and turn
    are meant to be read.
    """
    origin = state.origin
    if origin is None:
        return None
    return ClansState(state.num_players, state.official_movement, state.official_strife,
                      tuple(range(state.num_players)), REGIONS, origin,
                      tuple(sum(h) for h in origin), (), (), 0, (), (), 0, (0,) * COLOURS,
                      (0,) * state.num_players, 0, origin=origin)


def _values(huts: Sequence[int], territory: int, number: int, strife: bool) -> Vector:
    """What founding a village with *huts* as village *number* pays each colour."""
    if number > MAX_VILLAGES:
        return (0,) * COLOURS
    kept, value = score_village(huts, TERRAIN[territory], _EPOCH[number], strife)
    return tuple(value if kept[c] else 0 for c in range(COLOURS))


def move_terms(state: ClansState, moves: Sequence[Any]) -> list[MoveTerms]:
    """The :class:`MoveTerms` of each of *moves* in *state* (any colours: none is read)."""
    huts = state.huts
    totals = state.totals
    strife = state.official_strife
    number = len(state.villages) + 1
    mask = state.mask
    if state.pending:
        return [MoveTerms([_values(huts[m.territory], m.territory, number, strife)], [], [])
                if type(m) is Found else _NOTHING for m in moves]
    # occupied[t]: how many neighbours of the occupied territory t hold huts.
    occupied = [0] * len(NEIGHBOURS)
    for t in range(1, len(NEIGHBOURS)):
        if totals[t]:
            occupied[t] = sum(1 for u in NEIGHBOURS[t] if totals[u])
    ready: dict[int, Vector] = {}
    result = []
    for move in moves:
        if type(move) is not Migration:
            result.append(_NOTHING)
            continue
        source, target = move.source, move.target
        a = huts[source]
        b = huts[target]
        merged = (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4])
        founded = []
        k = number
        for t in NEIGHBOURS[source]:
            if totals[t] and not mask >> t & 1 and occupied[t] == 1:
                founded.append(_values(merged if t == target else huts[t], t, k, strife))
                k += 1
        # The territories whose readiness changes: the source (emptied) and its
        # neighbours (one occupied neighbour fewer; the target also grows).
        before = []
        after = []
        for t in (source, *NEIGHBOURS[source]):
            if not totals[t] or mask >> t & 1:
                continue
            if occupied[t] == 1:
                v = ready.get(t)
                if v is None:
                    v = ready[t] = _values(huts[t], t, number, strife)
                before.append(v)
            if t != source and occupied[t] == 2:
                after.append(_values(merged if t == target else huts[t], t, k, strife))
        result.append(MoveTerms(founded, before, after))
    return result


def _sum(vectors: Sequence[Vector]) -> list[float]:
    total = [0.0] * COLOURS
    for v in vectors:
        for c in range(COLOURS):
            total[c] += v[c]
    return total


def _advantage(vectors: Sequence[Vector], colour: int) -> float:
    """What *vectors* pay *colour* less the best of the other colours, summed."""
    return sum(v[colour] - max(v[k] for k in range(COLOURS) if k != colour) for v in vectors)


def utilities(terms: MoveTerms, players: int,
              weights: Sequence[float] = WEIGHTS) -> list[float]:
    """The utility of the move for each pair of hypotheses, index ``c * 5 + o``: the
    mover's colour *c* and, with two players, the rival's colour *o* (with more
    players every colour but *c* is a rival and *o* is ignored)."""
    w0, w1 = weights
    if players == 2:
        s0 = _sum(terms.founded)
        after = _sum(terms.after)
        before = _sum(terms.before)
        scored = [w0 * s0[c] + w1 * (after[c] - before[c]) for c in range(COLOURS)]
        return [scored[c] - scored[o] for c in range(COLOURS) for o in range(COLOURS)]
    values = []
    for c in range(COLOURS):
        u = (w0 * _advantage(terms.founded, c)
             + w1 * (_advantage(terms.after, c) - _advantage(terms.before, c)))
        values.extend([u] * COLOURS)
    return values


class _Memo:
    """The inference after one step of the history: the position reached (placeholder
    colours) and ``table[p][c * 5 + o]``, the log-likelihood of player *p*'s moves
    so far under the hypotheses *c* (theirs) and *o* (their rival's, two players)."""

    __slots__ = ("position", "table")

    def __init__(self, position: ClansState, table: list[list[float]]) -> None:
        self.position = position
        self.table = table


def _advance(memo: _Memo, move: Any, weights: Sequence[float]) -> _Memo:
    position = memo.position
    mover = position.turn
    moves = position.legal_moves()
    table = memo.table
    if len(moves) > 1:
        terms = move_terms(position, moves)
        rows = [utilities(t, position.num_players, weights) for t in terms]
        index = moves.index(move)
        row = list(table[mover])
        for pair in range(_PAIRS):
            top = max(r[pair] for r in rows)
            norm = top + math.log(sum(math.exp(r[pair] - top) for r in rows))
            row[pair] += rows[index][pair] - norm
        table = list(table)
        table[mover] = row
    return _Memo(position.apply(move), table)


def log_likelihoods(state: ClansState,
                    weights: Sequence[float] = WEIGHTS) -> list[list[float]] | None:
    """``result[p][c * 5 + o]``: the log-likelihood of player *p*'s moves if *p*'s
    colour were *c* (and, with two players, the other's *o*); None without a
    history.  Public data only; kept in the history's memo for :data:`WEIGHTS`."""
    step = state.history
    start = replay(state)
    if step is None or start is None:
        return None
    keep = weights is WEIGHTS
    pending: list[Step] = []
    memo: _Memo | None = None
    while step is not None:
        if keep and step.memo is not None:
            memo = step.memo
            break
        pending.append(step)
        step = step.older
    if memo is None:
        memo = _Memo(start, [[0.0] * _PAIRS for _ in range(state.num_players)])
    for step in reversed(pending):
        memo = _advance(memo, step.move, weights)
        if keep:
            step.memo = memo
    return memo.table


class Beliefs:
    """The probability of every assignment of the free colours to the other players,
    for *player* in *state* (a full state or *player*'s view: only the public
    history and *player*'s own colour are read)."""

    __slots__ = ("player", "assignments", "probabilities", "_cumulative")

    def __init__(self, state: ClansState, player: int) -> None:
        assert state.colours is not None
        own = state.colours[player]
        assert own is not None
        n = state.num_players
        self.player = player
        table = log_likelihoods(state)
        free = [c for c in range(COLOURS) if c != own]
        assignments = []
        logs = []
        for dealt in itertools.permutations(free, n - 1):
            it = iter(dealt)
            colours = tuple(own if p == player else next(it) for p in range(n))
            assignments.append(colours)
            if table is None:
                logs.append(0.0)
            elif n == 2:
                logs.append(table[1 - player][colours[1 - player] * COLOURS + own])
            else:
                logs.append(sum(table[p][c * COLOURS] for p, c in enumerate(colours)
                                if p != player))
        top = max(logs)
        raw = [math.exp(x - top) for x in logs]
        total = sum(raw)
        uniform = UNIFORM_SHARE / len(raw)
        self.assignments: tuple[tuple[int, ...], ...] = tuple(assignments)
        """Every assignment, as the colour of each player."""
        self.probabilities: tuple[float, ...] = tuple(
            (1 - UNIFORM_SHARE) * r / total + uniform for r in raw)
        """The probability of each assignment."""
        self._cumulative = list(itertools.accumulate(self.probabilities))

    def colour_odds(self, other: int) -> list[float]:
        """The probability of each colour for player *other*."""
        odds = [0.0] * COLOURS
        for colours, p in zip(self.assignments, self.probabilities):
            odds[colours[other]] += p
        return odds

    def sample(self, rng: random.Random) -> tuple[int, ...]:
        """One assignment drawn by its probability."""
        return rng.choices(self.assignments, cum_weights=self._cumulative)[0]
