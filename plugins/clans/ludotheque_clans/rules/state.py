"""A position of Clans: :class:`ClansState`.

The game begins with chance steps: the secret colours are dealt (one outcome per
arrangement of the five colours among the players), then each of the 12 regions
receives one hut of each colour (120 equally likely arrangements per region).
Then the players move in turn.  When a move founds several villages at once, the
mover orders them: the same player stays to move with :class:`Found` moves until
one village is left, which is founded at once.

Tables are indexed by territory number (1 to 60; index 0 is unused).

>>> from ludotheque_clans.rules.game import ClansGame
>>> import random
>>> state = ClansGame().new_state(players=3)
>>> state.current_player  # the deal of colours
-1
>>> rng = random.Random(4)
>>> while state.is_chance:
...     state = state.apply(state.sample_chance(rng))
>>> sum(state.totals), state.current_player
(60, 0)
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from functools import cache
from itertools import chain
from typing import Any

from ludotheque.core import CHANCE, TERMINAL, Outcome, State, TrText

from .board import (
    COLOURS,
    EPOCHS,
    MAX_VILLAGES,
    NEIGHBOURS,
    REGION_TERRITORIES,
    REGIONS,
    TERRAIN,
    Epoch,
    epoch_of,
)
from .moves import FOUNDS, MIGRATIONS, Deal, Found, Migration, Setup
from .sentences import chance_text, step_text

__all__ = ["ClansState", "Step", "migrations", "moved", "score_village", "source_moves",
           "REASON_TWELVE", "REASON_NO_MOVE", "ZERO"]

REASON_TWELVE = "twelve_villages"
"""Outcome reason: the 12th village was founded."""
REASON_NO_MOVE = "no_move"
"""Outcome reason: no legal move remained."""

ZERO = (0, 0, 0, 0, 0)
_UNIT = tuple(tuple(1 if c == k else 0 for c in range(COLOURS)) for k in range(COLOURS))
_SIZE = len(NEIGHBOURS)  # 61
_RANGE = range(_SIZE)

_DEALS: dict[int, tuple[Deal, ...]] = {
    n: tuple(Deal(p) for p in itertools.permutations(range(COLOURS), n)) for n in range(2, 6)}
_SETUPS: tuple[tuple[Setup, ...], ...] = ((),) + tuple(
    tuple(Setup(r, p) for p in itertools.permutations(range(COLOURS)))
    for r in range(1, REGIONS + 1))
_SETUP_ODDS = tuple(tuple((m, 1 / len(moves)) for m in moves) for moves in _SETUPS)
_DEAL_ODDS = {n: tuple((m, 1 / len(moves)) for m in moves) for n, moves in _DEALS.items()}
_EPOCH = tuple(epoch_of(k) for k in range(MAX_VILLAGES + 2))


def score_village(huts: Sequence[int], terrain: int, epoch: Epoch,
                  official_strife: bool) -> tuple[tuple[int, ...], int]:
    """Score a village: the huts that remain and the value each remaining colour scores.

    >>> from ludotheque_clans.rules.board import EPOCHS, FOREST, MOUNTAIN, STEPPE
    >>> score_village((1, 1, 1, 1, 3), STEPPE, EPOCHS[0], False)   # strife: singles go
    ((0, 0, 0, 0, 3), 3)
    >>> score_village((1, 1, 1, 1, 1), STEPPE, EPOCHS[0], False)   # no pair: no strife
    ((1, 1, 1, 1, 1), 5)
    >>> score_village((1, 1, 1, 1, 1), STEPPE, EPOCHS[0], True)    # official strife
    ((0, 0, 0, 0, 0), 0)
    >>> score_village((2, 0, 1, 0, 0), FOREST, EPOCHS[0], False)   # bonus terrain +1
    ((2, 0, 1, 0, 0), 4)
    >>> score_village((2, 0, 1, 0, 0), MOUNTAIN, EPOCHS[0], False) # destroyed
    ((0, 0, 0, 0, 0), 0)
    """
    if terrain == epoch.destroying_terrain:
        return ZERO, 0
    h = tuple(huts)
    if h[0] and h[1] and h[2] and h[3] and h[4] and (official_strife or max(h) >= 2):
        h = tuple(0 if c == 1 else c for c in h)
    total = h[0] + h[1] + h[2] + h[3] + h[4]
    if not total:
        return h, 0
    bonus = epoch.bonus if epoch.bonus_terrain is None or epoch.bonus_terrain == terrain else 0
    return h, total + bonus


class Step:
    """One move of the public history: the move and the step before it (None first).

    :attr:`memo` holds what the colour inference derived from the history up to
    this step (public data only), so that it is not derived again.
    """

    __slots__ = ("older", "move", "memo")

    def __init__(self, older: Step | None, move: Any) -> None:
        self.older = older
        self.move = move
        self.memo: Any = None

    def moves(self) -> list[Any]:
        """Every move up to this one, oldest first."""
        moves = []
        step: Step | None = self
        while step is not None:
            moves.append(step.move)
            step = step.older
        moves.reverse()
        return moves


class ClansState(State):
    """One position of Clans (immutable: never assign to an attribute).

    This is the reference: every rule is written out plainly here.  Tables have 61
    entries indexed by territory number.  The computer player searches worlds of
    :class:`~ludotheque_clans.rules.playout.PlayoutState` (what :meth:`determinise`
    returns), which keeps its legal moves up to date move by move instead.
    """

    __slots__ = ("num_players", "current_player", "official_movement", "official_strife",
                 "colours", "setup_done", "huts", "totals", "villages", "values", "mask",
                 "pending", "ignored", "turn", "colour_scores", "founders", "removed", "over",
                 "origin", "history", "_moves", "_beliefs", "_playout")

    num_players: int
    current_player: int
    official_movement: bool
    """Movement rule: False = seed rule (more than 7 huts never move); True = official
    (7 or more move only onto a territory holding at least as many)."""
    official_strife: bool
    """Strife rule: False = seed rule (needs all five colours and a pair); True = official
    (all five colours present is enough)."""
    colours: tuple[int | None, ...] | None
    """Each player's secret colour (None before the deal; None for a hidden one)."""
    setup_done: int
    """How many regions have received their huts (the game starts at 12)."""
    huts: tuple[tuple[int, ...], ...]
    """Huts of each colour on each territory."""
    totals: tuple[int, ...]
    """Huts on each territory."""
    villages: tuple[int, ...]
    """Villages founded, in order."""
    values: tuple[int, ...]
    """The value each village scored (0 when destroyed or emptied by strife)."""
    mask: int
    """Bit *t* is set when territory *t* is a village."""
    pending: tuple[int, ...]
    """Villages the mover must still order (several founded by one move)."""
    ignored: tuple[int, ...]
    """Villages that formed after the 12th: not founded, nobody scored."""
    turn: int
    """The player whose turn it is (or who moved last, once over)."""
    colour_scores: tuple[int, ...]
    """Public score of each colour."""
    founders: tuple[int, ...]
    """Founder's points of each player."""
    removed: int
    """Huts taken off the board (destroying terrain, strife)."""
    over: bool
    origin: tuple[tuple[int, ...], ...] | None
    """The huts as the setup left them (public), None before the setup ends or in a
    hand-built position."""
    history: Step | None
    """The last move played since the setup (public), linked to the ones before;
    None when no move was played or the position was hand-built.  With
    :attr:`origin` it is what a seat may learn the other colours from."""

    def __init__(self, num_players: int, official_movement: bool, official_strife: bool,
                 colours: tuple[int | None, ...] | None, setup_done: int,
                 huts: tuple[tuple[int, ...], ...], totals: tuple[int, ...],
                 villages: tuple[int, ...], values: tuple[int, ...], mask: int,
                 pending: tuple[int, ...], ignored: tuple[int, ...], turn: int,
                 colour_scores: tuple[int, ...], founders: tuple[int, ...], removed: int,
                 over: bool = False, origin: tuple[tuple[int, ...], ...] | None = None,
                 history: Step | None = None) -> None:
        self.num_players = num_players
        self.official_movement = official_movement
        self.official_strife = official_strife
        self.colours = colours
        self.setup_done = setup_done
        self.huts = huts
        self.totals = totals
        self.villages = villages
        self.values = values
        self.mask = mask
        self.pending = pending
        self.ignored = ignored
        self.turn = turn
        self.colour_scores = colour_scores
        self.founders = founders
        self.removed = removed
        self.origin = origin
        self.history = history
        self._moves: tuple[Migration, ...] | None = None
        """The legal migrations (None when the moves are no migrations)."""
        self._beliefs: Any = None
        """What the colour inference derived for a seat (made by :meth:`determinise`)."""
        self._playout: ClansState | None = None
        """This position as a :class:`~ludotheque_clans.rules.playout.PlayoutState`
        (made by :meth:`determinise`)."""
        if colours is None or setup_done < REGIONS:
            self.current_player = CHANCE
        elif over:
            self.current_player = TERMINAL
        elif pending:
            self.current_player = turn
        else:
            moves = self._migrations()
            if moves:
                self._moves = moves
                self.current_player = turn
            else:
                over = True
                self.current_player = TERMINAL
        self.over = over

    def _migrations(self) -> tuple[Migration, ...]:
        """Every legal migration, by source territory then in the order of its
        neighbours (called once, when the position is made)."""
        return migrations(self.totals, self.mask, self.official_movement)

    @classmethod
    def start(cls, num_players: int, official_movement: bool = False,
              official_strife: bool = False) -> ClansState:
        """The state before the deal and the setup."""
        return cls(num_players, official_movement, official_strife, None, 0,
                   (ZERO,) * _SIZE, (0,) * _SIZE, (), (), 0, (), (), 0, ZERO,
                   (0,) * num_players, 0)

    def replace(self, **changes: Any) -> ClansState:
        """A copy with some fields changed (for tests and hand-built positions).

        The copy has no :attr:`history` (nor :attr:`origin`) unless *changes* give
        them: the moves that led to this position need not lead to the new one.
        """
        fields = {name: getattr(self, name) for name in (
            "num_players", "official_movement", "official_strife", "colours", "setup_done",
            "huts", "totals", "villages", "values", "mask", "pending", "ignored", "turn",
            "colour_scores", "founders", "removed", "over")}
        fields["origin"] = fields["history"] = None
        fields.update(changes)
        if "huts" in changes and "totals" not in changes:
            fields["totals"] = tuple(sum(h) for h in fields["huts"])
        if "villages" in changes and "mask" not in changes:
            fields["mask"] = sum(1 << t for t in fields["villages"])
        return type(self)(**fields)

    # --- queries ---------------------------------------------------------------------

    @property
    def epoch(self) -> Epoch:
        """The epoch of the next village to be founded."""
        return _EPOCH[len(self.villages) + 1]

    @property
    def reason(self) -> str | None:
        """Why the game ended (:data:`REASON_TWELVE` or :data:`REASON_NO_MOVE`)."""
        if not self.over:
            return None
        return REASON_TWELVE if len(self.villages) >= MAX_VILLAGES else REASON_NO_MOVE

    def is_village(self, territory: int) -> bool:
        return bool(self.mask >> territory & 1)

    def huts_on_board(self) -> int:
        return sum(self.totals)

    def migration_groups(self) -> tuple[tuple[Migration, ...], ...] | None:
        """The legal migrations by source territory (index 0 unused): their
        concatenation is :meth:`legal_moves`.  None when the moves are no migrations
        (chance, pending villages, the end)."""
        if self._moves is None:
            return None
        groups: list[list[Migration]] = [[] for _ in _RANGE]
        for move in self._moves:
            groups[move.source].append(move)
        return tuple(tuple(group) for group in groups)

    def founding_sources(self) -> dict[int, list[int]]:
        """The territories whose migration founds villages, each with the villages it
        founds whatever its target, in the order they are founded: its occupied
        neighbours that have no other occupied neighbour.  Every other migration
        founds nothing.  Empty before the setup ends."""
        if self.setup_done < REGIONS:
            return {}
        totals = self.totals
        found: dict[int, list[int]] = {}
        for t in _RANGE:
            if totals[t]:
                occupied = [u for u in NEIGHBOURS[t] if totals[u]]
                if len(occupied) == 1:
                    found.setdefault(occupied[0], []).append(t)
        return found

    # --- playing ---------------------------------------------------------------------

    def legal_moves(self) -> tuple[Any, ...]:
        if self._moves is not None:
            return self._moves
        player = self.current_player
        if player == CHANCE:
            if self.colours is None:
                return _DEALS[self.num_players]
            return _SETUPS[self.setup_done + 1]
        if player == TERMINAL:
            return ()
        return tuple(FOUNDS[t] for t in self.pending)

    def is_legal(self, move: Any) -> bool:
        return move in self.legal_moves()

    def chance_outcomes(self) -> tuple[tuple[Any, float], ...]:
        if self.current_player != CHANCE:
            return ()
        if self.colours is None:
            return _DEAL_ODDS[self.num_players]
        return _SETUP_ODDS[self.setup_done + 1]

    def sample_chance(self, rng: random.Random) -> Any:
        moves = self.legal_moves()
        if self.current_player != CHANCE:
            raise ValueError("not a chance state")
        return moves[rng.randrange(len(moves))]  # every outcome is equally likely

    def apply(self, move: Any) -> ClansState:
        cls = type(move)
        if cls is Migration:
            return self._migrate(move)
        if cls is Found:
            pending = tuple(t for t in self.pending if t != move.territory)
            return self._settle([move.territory], pending, list(self.huts), list(self.totals),
                                Step(self.history, move), self._kept())
        if cls is Setup:
            huts = list(self.huts)
            totals = list(self.totals)
            for t, c in zip(REGION_TERRITORIES[move.region], move.colours):
                huts[t] = _UNIT[c]
                totals[t] = 1
            board = tuple(huts)
            return type(self)(self.num_players, self.official_movement, self.official_strife,
                              self.colours, self.setup_done + 1, board, tuple(totals),
                              (), (), 0, (), (), 0, self.colour_scores, self.founders, 0,
                              origin=board if self.setup_done + 1 == REGIONS else None)
        if cls is Deal:
            return type(self)(self.num_players, self.official_movement, self.official_strife,
                              move.colours, self.setup_done, self.huts, self.totals,
                              self.villages, self.values, self.mask, self.pending, self.ignored,
                              self.turn, self.colour_scores, self.founders, self.removed,
                              origin=self.origin, history=self.history)
        raise TypeError(f"not a Clans move: {move!r}")

    def _migrate(self, move: Migration) -> ClansState:
        huts, totals = moved(self.huts, self.totals, move)
        # The source is empty now: its occupied neighbours left with no occupied
        # neighbour become villages, in the order of the source's neighbours (the
        # rest of the board keeps its neighbours).
        mask = self.mask
        founded = [t for t in NEIGHBOURS[move.source]
                   if totals[t] and not mask >> t & 1
                   and not any(totals[u] for u in NEIGHBOURS[t])]
        return self._migrated(move, huts, totals, founded, {})

    def _migrated(self, move: Migration, huts: list[tuple[int, ...]], totals: list[int],
                  founded: list[int], extra: dict[str, Any]) -> ClansState:
        """The position after *move* gave *huts* and *totals* and left the villages
        *founded* to found: the mover orders them when there are several.  *extra*:
        what a subclass keeps up to date, for its constructor."""
        history = Step(self.history, move)
        if len(founded) > 1:
            return type(self)(self.num_players, self.official_movement, self.official_strife,
                              self.colours, self.setup_done, tuple(huts), tuple(totals),
                              self.villages, self.values, self.mask, tuple(founded), (),
                              self.turn, self.colour_scores, self.founders, self.removed,
                              origin=self.origin, history=history, **extra)
        return self._settle(founded, (), huts, totals, history, extra)

    def _kept(self) -> dict[str, Any]:
        """What a subclass keeps up to date, for its constructor (here nothing)."""
        return {}

    def _settle(self, found: list[int], pending: tuple[int, ...], huts: list[tuple[int, ...]],
                totals: list[int], history: Step, extra: dict[str, Any]) -> ClansState:
        """Found the villages of *found* in order, then the last pending one if alone.

        Scoring a village changes no legal move: it has no occupied neighbour, so
        no territory can move onto it, nor it anywhere."""
        villages = self.villages
        values = self.values
        mask = self.mask
        removed = self.removed
        scores = self.colour_scores
        founders = self.founders
        ignored: tuple[int, ...] = ()
        over = False
        if found:
            scores_list = list(scores)
            founders_list = list(founders)
            while True:
                for t in found:
                    if len(villages) >= MAX_VILLAGES:
                        break
                    epoch = _EPOCH[len(villages) + 1]
                    kept, value = score_village(huts[t], TERRAIN[t], epoch, self.official_strife)
                    left = kept[0] + kept[1] + kept[2] + kept[3] + kept[4]
                    removed += totals[t] - left
                    huts[t] = kept
                    totals[t] = left
                    if value:
                        for c in range(COLOURS):
                            if kept[c]:
                                scores_list[c] += value
                    founders_list[self.turn] += 1
                    villages = villages + (t,)
                    values = values + (value,)
                    mask |= 1 << t
                if len(villages) >= MAX_VILLAGES:
                    ignored = pending
                    pending = ()
                    over = True
                    break
                if len(pending) == 1:
                    found = [pending[0]]
                    pending = ()
                    continue
                break
            scores = tuple(scores_list)
            founders = tuple(founders_list)
        turn = self.turn if (pending or over) else (self.turn + 1) % self.num_players
        return type(self)(self.num_players, self.official_movement, self.official_strife,
                          self.colours, self.setup_done, tuple(huts), tuple(totals), villages,
                          values, mask, pending, ignored, turn, scores, founders, removed, over,
                          self.origin, history, **extra)

    # --- results ---------------------------------------------------------------------

    def scores(self) -> tuple[float, ...]:
        colours = self.colours
        if colours is None:
            return (0.0,) * self.num_players
        cs = self.colour_scores
        return tuple(float((cs[c] if c is not None else 0) + f)
                     for c, f in zip(colours, self.founders))

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        return Outcome.by_scores(self.scores(), self.reason or REASON_NO_MOVE)

    # --- hidden information ----------------------------------------------------------

    def view(self, player: int) -> ClansState:
        colours = self.colours
        if colours is None or self.over:
            return self
        hidden = tuple(c if p == player else None for p, c in enumerate(colours))
        if hidden == colours:
            return self
        return self._with_colours(hidden)

    def determinise(self, player: int, rng: random.Random) -> ClansState:
        """The other colours drawn by how well they explain the moves each player made
        (:mod:`~ludotheque_clans.rules.inference`: public history and *player*'s own
        colour only); uniformly when there is no history.

        The world is a :class:`~ludotheque_clans.rules.playout.PlayoutState`: the
        same position, played the same way, on the computer player's fast path."""
        colours = self.colours
        if colours is None or self.over:
            return self
        if self.history is not None:
            beliefs = self._beliefs
            if beliefs is None or beliefs.player != player:
                from .inference import Beliefs

                beliefs = self._beliefs = Beliefs(self, player)
            return self._world()._with_colours(beliefs.sample(rng))
        own = colours[player]
        free = [c for c in range(COLOURS) if c != own]
        dealt = rng.sample(free, self.num_players - 1)
        it = iter(dealt)
        return self._world()._with_colours(tuple(own if p == player else next(it)
                                                 for p in range(self.num_players)))

    def _world(self) -> ClansState:
        """This position as the computer player searches it: a
        :class:`~ludotheque_clans.rules.playout.PlayoutState` (made once)."""
        world = self._playout
        if world is None:
            from .playout import PlayoutState

            world = self._playout = PlayoutState.of(self)
        return world

    def _with_colours(self, colours: tuple[int | None, ...]) -> ClansState:
        cls = type(self)
        state = object.__new__(cls)
        for name in _slots(cls):
            object.__setattr__(state, name, getattr(self, name))
        state.colours = colours
        return state

    def step_for(self, move: Any, viewer: int | None) -> Any:
        """A deal keeps only *viewer*'s own colour; the others are filled with the
        lowest colours left, in seat order (every other step is public)."""
        if type(move) is not Deal:
            return move
        own = move.colours[viewer] if viewer is not None and 0 <= viewer < len(
            move.colours) else None
        free = iter(c for c in range(COLOURS) if c != own)
        return Deal(tuple(own if p == viewer and own is not None else next(free)
                          for p in range(len(move.colours))))

    def step_text(self, move: Any, viewer: int | None = None) -> TrText:
        """What *move* does (:mod:`~ludotheque_clans.rules.sentences`): the deal tells
        *viewer* only their own colour, and nobody's for everybody at the table."""
        return step_text(self, move, viewer)

    def chance_text(self, outcomes: Sequence[Any], viewer: int | None = None
                    ) -> TrText | None:
        """The setup in one sentence (:func:`~ludotheque_clans.rules.sentences.chance_text`):
        "Huts placed on all territories; colours dealt", with *viewer*'s own colour
        only."""
        return chance_text(self, outcomes, viewer)

    def private_data(self, player: int) -> Any:
        if self.colours is None or self.over:
            return None
        return self.colours[player]

    def colour_of(self, player: int) -> int | None:
        """The colour of *player* if known in this state (it is public at the end)."""
        return None if self.colours is None else self.colours[player]

    # --- identity --------------------------------------------------------------------

    def to_json(self) -> Any:
        return {
            "players": self.num_players,
            "movement": "official" if self.official_movement else "seed",
            "strife": "official" if self.official_strife else "seed",
            "colours": None if self.colours is None else list(self.colours),
            "setup": self.setup_done,
            "huts": [list(h) for h in self.huts[1:]],
            "villages": list(self.villages),
            "values": list(self.values),
            "pending": list(self.pending),
            "ignored": list(self.ignored),
            "turn": self.turn,
            "colour_scores": list(self.colour_scores),
            "founders": list(self.founders),
            "removed": self.removed,
            "over": self.over,
        }

    def __repr__(self) -> str:
        return (f"<ClansState {self.num_players}p villages={len(self.villages)} "
                f"player={self.current_player}>")


@cache
def _slots(cls: type[ClansState]) -> tuple[str, ...]:
    """The attributes of a state of class *cls* (its slots and its bases')."""
    return tuple(name for base in cls.__mro__ for name in base.__dict__.get("__slots__", ()))


def source_moves(source: int, totals: Sequence[int], mask: int,
                 official: bool) -> tuple[Migration, ...]:
    """The legal migrations from *source*, in the order of its neighbours: onto any
    occupied neighbour, but none from an empty territory or a village (a village's
    neighbours are all empty anyway), and for a crowded territory: more than 7 huts
    never move (seed rule, *official* false), 7 or more move only onto a territory
    holding at least as many (official rule)."""
    n = totals[source]
    if not n or mask >> source & 1:
        return ()
    table = MIGRATIONS[source]
    if n >= 7:
        if not official:
            if n > 7:
                return ()
        else:
            return tuple([table[t] for t in NEIGHBOURS[source] if totals[t] >= n])
    return tuple([table[t] for t in NEIGHBOURS[source] if totals[t]])


def migrations(totals: Sequence[int], mask: int, official: bool) -> tuple[Migration, ...]:
    """Every legal migration, by source territory (:func:`source_moves`)."""
    return tuple(chain.from_iterable(source_moves(source, totals, mask, official)
                                     for source in range(1, _SIZE)))


def moved(huts: Sequence[tuple[int, ...]], totals: Sequence[int],
          move: Migration) -> tuple[list[tuple[int, ...]], list[int]]:
    """The huts and totals after *move*: every hut of the source joins the target."""
    source, target = move.source, move.target
    huts = list(huts)
    totals = list(totals)
    a = huts[source]
    b = huts[target]
    huts[target] = (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4])
    huts[source] = ZERO
    totals[target] += totals[source]
    totals[source] = 0
    return huts, totals


assert EPOCHS[-1].number == 5
