"""Matches between two computer players, to tell whether one plays better: the
engine of ``ludotheque arena`` and ``ludotheque check``, and of the strength
benchmarks.

A *contender* is named by a short text:

* ``random``: uniformly random legal moves;
* a level (``beginner``, ``intermediate``, ``strong``, ``expert``): the game's
  computer player at that level, as the application plays it (the game's own
  player factory if it registered one), on its iterations only so that a loaded
  machine plays as a quiet one;
* ``itN`` (``it500``): the host's search with the game's knowledge and *N*
  iterations, to try budgets while choosing a game's levels.

Games come in *rounds*: with two players, round *r* plays the seed ``base + r``
twice, the contenders swapping seats; with more, the first contender takes each
seat once and the second every other seat; in a solo game both play the round's
seed and the higher score takes the point (half each for equal scores).  Chance
(dice, deals) draws from a generator of its own seeded by the round, so both orders
of a round meet the same dice and the comparison is fair in games of chance.  Rounds run in parallel
processes (``jobs``); the result does not depend on their number.

The score is the first contender's share of the points (a win 1, a shared win a
fraction), with its 95 % Wilson interval and the Elo difference it implies.
"""

from __future__ import annotations

import math
import multiprocessing
import random
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .model import Game, Outcome
from .players import LEVELS, ComputerPlayer, GameKnowledge, Player, RandomPlayer, make_player

if TYPE_CHECKING:
    from .plugins.registry import PluginRegistry

__all__ = ["ArenaResult", "RoundResult", "arena", "contender", "elo", "ladder", "wilson"]

BASE_SEED = 1000
"""Round *r* plays seed ``BASE_SEED + r``."""


def contender(name: str, knowledge: GameKnowledge | None, computer: ComputerPlayer | None,
              *, scale: float = 1.0) -> Player:
    """The player named *name* (see the module documentation) for a game with this
    *knowledge* and *computer* player; *scale* shrinks a level's iterations (the
    quick ladder of ``ludotheque check``), never below one.

    :raises ValueError: for a name that is none of these.
    """
    if name == "random":
        return RandomPlayer()
    from .search import Budget, SearchConfig, SearchPlayer, level_budget

    config = SearchConfig.of(knowledge, computer)
    if name.startswith("it") and name[2:].isdigit() and int(name[2:]) > 0:
        return SearchPlayer(Budget(int(name[2:])), config)
    if name not in LEVELS:
        raise ValueError(f"unknown player {name!r}: random, {', '.join(LEVELS)} or itN "
                         f"(a search of N iterations)")
    if scale == 1.0 or (computer is not None and computer.factory is not None):
        return make_player("ai", name, knowledge, computer, time_limit=False)
    iterations = level_budget(name, config).iterations or 1
    return SearchPlayer(Budget(max(1, round(iterations * scale))), config)


def play(game: Game, seats: Sequence[Player], seed: int) -> Outcome:
    """One game of *game*, seat *i* played by ``seats[i]``: the players' choices
    draw from ``Random(seed)``, chance from a generator of its own seeded by
    *seed*, so that the same seed deals the same dice whoever plays."""
    rng = random.Random(seed)
    dice = random.Random(f"dice:{seed}")
    state = game.new_state(None, seed, len(seats))
    while not state.is_over():
        if state.is_chance:
            state = state.apply(state.sample_chance(dice))
            continue
        seat = state.current_player
        state = state.play(seats[seat].choose(state.view(seat), rng))
    outcome = state.outcome()
    assert outcome is not None
    return outcome


def points(outcome: Outcome, seat: int) -> float:
    """What *seat* scores in a game: 1 for a win, a share of a shared win, and an
    equal share for every seat when nobody wins."""
    if not outcome.winners:
        return 1.0 / len(outcome.scores)
    return 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0


@dataclass(frozen=True)
class RoundResult:
    """One round: the seed, and for each game of it the first contender's seat, its
    points and the scores."""

    seed: int
    games: tuple[tuple[int, float, tuple[float, ...]], ...]


def wilson(share_points: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of *share_points* in *games*."""
    if games == 0:
        return 0.0, 1.0
    share = share_points / games
    centre = share + z * z / (2 * games)
    spread = z * ((share * (1 - share) + z * z / (4 * games)) / games) ** 0.5
    scale = 1 + z * z / games
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def elo(share: float) -> float:
    """The Elo difference a share of the points implies (±inf at 0 and 1)."""
    if share <= 0.0:
        return -math.inf
    if share >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / share - 1.0)


@dataclass
class ArenaResult:
    """The first contender's score against the second."""

    game_id: str
    first: str
    second: str
    players: int
    rounds: list[RoundResult] = field(default_factory=list)

    @property
    def games(self) -> int:
        return sum(len(r.games) for r in self.rounds)

    @property
    def points(self) -> float:
        return sum(p for r in self.rounds for _, p, _ in r.games)

    @property
    def share(self) -> float:
        return self.points / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.points, self.games)

    @property
    def elo(self) -> float:
        return elo(self.share)

    @property
    def elo_interval(self) -> tuple[float, float]:
        low, high = self.interval
        return elo(low), elo(high)

    def to_json(self) -> dict[str, Any]:
        low, high = self.interval
        elo_low, elo_high = self.elo_interval

        def number(value: float) -> float | None:
            return None if math.isinf(value) else round(value, 1)

        return {"game": self.game_id, "first": self.first, "second": self.second,
                "players": self.players, "games": self.games, "points": self.points,
                "share": round(self.share, 4), "interval": [round(low, 4), round(high, 4)],
                "elo": number(self.elo), "elo_interval": [number(elo_low), number(elo_high)],
                "rounds": [{"seed": r.seed, "games": [
                    {"seat": seat, "points": p, "scores": list(scores)}
                    for seat, p, scores in r.games]} for r in self.rounds]}


def _round(game: Game, first: Player, second: Player, players: int, seed: int) -> RoundResult:
    if players == 1:  # a solo game: both play the same seed; the higher score wins
        mine = play(game, [first], seed).scores[0]
        theirs = play(game, [second], seed).scores[0]
        won = 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
        return RoundResult(seed, ((0, won, (mine, theirs)),))
    games = []
    for seat in range(players):
        seats = [second] * players
        seats[seat] = first
        outcome = play(game, seats, seed)
        games.append((seat, points(outcome, seat), tuple(outcome.scores)))
    return RoundResult(seed, tuple(games))


# --- in worker processes --------------------------------------------------------------

_WORKER: dict[str, Any] = {}


def _registry(safe_mode: bool = False, disabled: tuple[str, ...] = ()) -> PluginRegistry:
    """The installed games, as the user set them up (safe mode, disabled plugins);
    a worker process reads no discovery cache and writes none."""
    from .plugins.registry import make_registry

    return make_registry(safe_mode=safe_mode, disabled=disabled, cache=False)


def _setup(game_id: str, first: str, second: str, players: int, scale: float,
           safe_mode: bool, disabled: tuple[str, ...]) -> None:
    registry = _registry(safe_mode, disabled)
    knowledge, computer = registry.players_for(game_id)
    _WORKER.update(game=registry.game(game_id).game, players=players,
                   first=contender(first, knowledge, computer, scale=scale),
                   second=contender(second, knowledge, computer, scale=scale))


def _play_round(seed: int) -> RoundResult:
    return _round(_WORKER["game"], _WORKER["first"], _WORKER["second"], _WORKER["players"],
                  seed)


def arena(game_id: str, first: str, second: str, games: int, *, jobs: int = 1,
          players: int | None = None, scale: float = 1.0,
          registry: PluginRegistry | None = None,
          progress: Callable[[ArenaResult], None] | None = None) -> ArenaResult:
    """Play *games* games (rounded up to whole rounds) of *first* against *second*.

    :param jobs: processes to play rounds in (1: in this process).  Worker processes
        load the installed plugins as *registry* was set up (safe mode, disabled
        plugins); a registry built by hand (tests) plays in this process only.
    :param players: seats (default: the game's fewest).
    :param scale: shrinks levels' iterations (see :func:`contender`).
    :param progress: called with the result so far after each round.
    :raises KeyError: for a game that is not installed.
    :raises ValueError: for an unknown contender or player count.
    """
    installed = registry is None or getattr(registry, "discovered", False)
    registry = registry or _registry()
    info = registry.game(game_id)
    game = info.game
    players = players or game.min_players
    if not game.min_players <= players <= game.max_players:
        raise ValueError(f"{game_id} is for {game.min_players} to {game.max_players} players")
    knowledge, computer = registry.players_for(game_id)
    one = contender(first, knowledge, computer, scale=scale)  # checks both names now
    other = contender(second, knowledge, computer, scale=scale)
    result = ArenaResult(game_id, first, second, players)
    per_round = players if players > 1 else 1
    seeds = [BASE_SEED + r for r in range(max(1, math.ceil(games / per_round)))]

    def rounds() -> Iterator[RoundResult]:
        if jobs <= 1 or len(seeds) == 1 or not installed:
            for seed in seeds:
                yield _round(game, one, other, players, seed)
            return
        context = multiprocessing.get_context("spawn")  # no state of this process leaks
        setup = (game_id, first, second, players, scale, registry.safe_mode,
                 tuple(sorted(registry.disabled)))
        with ProcessPoolExecutor(min(jobs, len(seeds)), mp_context=context,
                                 initializer=_setup, initargs=setup) as pool:
            yield from pool.map(_play_round, seeds)

    try:
        for played in rounds():
            result.rounds.append(played)
            if progress is not None:
                progress(result)
    finally:
        for player in (one, other):
            close = getattr(player, "close", None)
            if callable(close):
                close()
    return result


def ladder(game_id: str, games: int, *, scale: float = 0.1, jobs: int = 1,
           registry: PluginRegistry | None = None) -> list[ArenaResult]:
    """Each level against the one below (and the beginner against random), at
    *scale* of the levels' iterations: a higher level should score above half."""
    names = ["random", *LEVELS]
    return [arena(game_id, upper, lower, games, jobs=jobs, scale=scale, registry=registry)
            for lower, upper in zip(names, names[1:])]
