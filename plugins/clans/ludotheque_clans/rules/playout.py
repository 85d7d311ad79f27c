"""The fast path of the computer player: :class:`PlayoutState`, a Clans position
that keeps its legal moves up to date move by move.

The search plays thousands of moves a second from the worlds that
:meth:`ClansState.determinise <ludotheque_clans.rules.state.ClansState.determinise>`
gives it, and asks each position for its legal migrations and for the territories
whose migration founds villages (:mod:`.heuristics`).  The reference
:class:`~ludotheque_clans.rules.state.ClansState` finds both by looking at the whole
board; a migration changes only a few territories, so a :class:`PlayoutState`
keeps, from one position to the next:

* the legal migrations from each territory (:func:`~.state.source_moves`), made
  again only for the source, its neighbours and, under the official movement rule
  (where a crowded territory's moves depend on its neighbours' huts), the target's
  neighbours;
* how many occupied neighbours each occupied territory has: the source's
  neighbours lose one, and those left with none are the villages founded.

Everything else (scoring, the order of villages, the end, views and texts) is the
reference's own code.  The tests replay games of every variant through both, move
by move, and compare every position.
"""

from __future__ import annotations

from itertools import chain
from typing import Any

from .board import NEIGHBOURS
from .moves import Migration
from .state import ClansState, Step, moved, source_moves

__all__ = ["PlayoutState"]

_RANGE = range(len(NEIGHBOURS))


class PlayoutState(ClansState):
    """A :class:`~ludotheque_clans.rules.state.ClansState` that keeps its legal
    moves (by source territory) and its occupied neighbours up to date."""

    __slots__ = ("_groups", "_degrees")

    def __init__(self, num_players: int, official_movement: bool, official_strife: bool,
                 colours: tuple[int | None, ...] | None, setup_done: int,
                 huts: tuple[tuple[int, ...], ...], totals: tuple[int, ...],
                 villages: tuple[int, ...], values: tuple[int, ...], mask: int,
                 pending: tuple[int, ...], ignored: tuple[int, ...], turn: int,
                 colour_scores: tuple[int, ...], founders: tuple[int, ...], removed: int,
                 over: bool = False, origin: tuple[tuple[int, ...], ...] | None = None,
                 history: Step | None = None,
                 groups: tuple[tuple[Migration, ...], ...] | None = None,
                 degrees: tuple[int, ...] | None = None) -> None:
        self._groups = groups
        """The legal migrations from each territory, indexed by territory (None
        until the setup ends)."""
        self._degrees = degrees
        """How many occupied neighbours each occupied territory has."""
        super().__init__(num_players, official_movement, official_strife, colours, setup_done,
                         huts, totals, villages, values, mask, pending, ignored, turn,
                         colour_scores, founders, removed, over, origin, history)

    @classmethod
    def of(cls, state: ClansState) -> PlayoutState:
        """*state* as a :class:`PlayoutState` (itself if it is one)."""
        if isinstance(state, PlayoutState):
            return state
        return cls(state.num_players, state.official_movement, state.official_strife,
                   state.colours, state.setup_done, state.huts, state.totals, state.villages,
                   state.values, state.mask, state.pending, state.ignored, state.turn,
                   state.colour_scores, state.founders, state.removed, state.over,
                   state.origin, state.history)

    def _migrations(self) -> tuple[Migration, ...]:
        if self._groups is None:
            self._groups = tuple([source_moves(t, self.totals, self.mask,
                                               self.official_movement) for t in _RANGE])
            totals = self.totals
            self._degrees = tuple([sum(1 for u in neighbours if totals[u])
                                   for neighbours in NEIGHBOURS])
        return tuple(chain.from_iterable(self._groups))

    def _kept(self) -> dict[str, Any]:
        return {"groups": self._groups, "degrees": self._degrees}

    def _world(self) -> ClansState:
        return self

    def migration_groups(self) -> tuple[tuple[Migration, ...], ...] | None:
        return self._groups if self._moves is not None else None

    def founding_sources(self) -> dict[int, list[int]]:
        degrees = self._degrees
        if degrees is None:
            return super().founding_sources()
        totals = self.totals
        found: dict[int, list[int]] = {}
        for t in _RANGE:
            if degrees[t] == 1 and totals[t]:
                for u in NEIGHBOURS[t]:
                    if totals[u]:
                        break
                villages = found.get(u)
                if villages is None:
                    found[u] = [t]
                else:
                    villages.append(t)
        return found

    def _migrate(self, move: Migration) -> ClansState:
        if self._groups is None or self._degrees is None:
            return super()._migrate(move)
        source, target = move.source, move.target
        huts, totals = moved(self.huts, self.totals, move)
        mask = self.mask
        official = self.official_movement
        groups = list(self._groups)
        degrees = list(self._degrees)
        founded = []
        groups[source] = ()
        for t in NEIGHBOURS[source]:
            degrees[t] -= 1
            if totals[t]:
                if not degrees[t] and not mask >> t & 1:
                    founded.append(t)
                    groups[t] = ()
                else:
                    groups[t] = source_moves(t, totals, mask, official)
        if official:
            for t in NEIGHBOURS[target]:
                groups[t] = source_moves(t, totals, mask, official)
        return self._migrated(move, huts, totals, founded,
                              {"groups": tuple(groups), "degrees": tuple(degrees)})
