"""Strength of the computer player.

``openspiel``: our expert search against OpenSpiel's ``MCTSBot`` (random-rollout
evaluator, UCT c = 2, solver on) at Kalah and Oware, with the same wall time per
move (0.5 s by default: our player has a time budget; the MCTSBot's simulation
count is re-calibrated after every move from its measured speed), sides
alternating.  Goal: 70 % of the points (a draw counts half).

``levels``: every level against the level below, and the beginner against random,
for every installed game; Clod and RoyalClod also against the original greedy
player (goal 80 %, played by the intermediate level); ``--pair strong:intermediate``
runs one pairing only, ``--players`` seats more than two, ``--offset`` shifts the
seeds so that runs can be pooled; each share is printed with its 95 % (Wilson)
interval; a name ``LEVEL/uniform`` is that level deciding from a view without the
public history, so that a game which infers the secrets from the moves (Clans'
colours) deals them uniformly instead (``--pair intermediate:intermediate/uniform``
measures the inference); a name ``itN`` is a bare search of N iterations with the
game's knowledge and search parameters, never scaled nor timed (``--pair it1000:it200``),
for choosing a game's ``ComputerPlayer.levels``; Forts and Ruins (one player): the average score
of each level against random placement, every score, and for each pairing the
share of seeds (the same dice) on which the first scores more (a tie is half).
``--scale`` shrinks every level's budget
(iterations and seconds) to keep a sample run short, ``--iterations-only`` drops
the seconds (a loaded machine then cannot starve the stronger levels); the figures
say so.  Chance has a generator of its own, seeded per game, so the levels compared
on a seed meet the same dice.  ``--openings N`` starts every game of two or more
players after N uniformly random moves, the same ones for the consecutive games
that rotate the seats (games 2j and 2j + 1 with two players): a game whose start
is decided for one seat between good players (Congkak) then still tells two
levels apart, on positions where the better play can matter.  The figures say so.
``--each`` also prints every game of two or more players: its seed, the first
level's seat, won, lost or drawn, the scores and why the game ended (a Kanzé game
stopped at its turn limit, say).

Run: ``python -m benchmarks.strength openspiel --games 100`` or
``python -m benchmarks.strength levels --games 20 --scale 0.1``.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from ludotheque.core.arena import points as _points
from ludotheque.core.arena import wilson
from ludotheque.core.players import LEVELS, RandomPlayer
from ludotheque.core.plugins.registry import make_registry
from ludotheque.core.search import Budget, SearchConfig, SearchPlayer, level_budget

THEIRS = {"kalah": "mancala", "oware": "oware"}


# --- against OpenSpiel ---------------------------------------------------------------


class _TimedBot:
    """OpenSpiel's MCTSBot held to a wall time per move by re-calibrating its
    simulation count from the speed measured on the previous move."""

    def __init__(self, game: Any, seconds: float, seed: int) -> None:
        import numpy as np
        from open_spiel.python.algorithms import mcts

        evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
        self.seconds = seconds
        self.bot = mcts.MCTSBot(game, 2.0, 200, evaluator, solve=True,
                                random_state=np.random.RandomState(seed))
        self.times: list[float] = []

    def step(self, state: Any) -> int:
        start = time.perf_counter()
        action = self.bot.step(state)
        elapsed = time.perf_counter() - start
        self.times.append(elapsed)
        rate = self.bot.max_simulations / max(elapsed, 1e-3)
        self.bot.max_simulations = max(10, int(rate * self.seconds))
        return int(action)


def _action(state: Any, move: Any, game_id: str) -> int:
    """OpenSpiel's action for our mancala move."""
    if game_id == "kalah":
        return state.lay.bases[state.current_player] + move.index + 1
    return int(move.index)


def versus_openspiel(game_id: str, games: int, seconds: float) -> float:
    import pyspiel

    registry = make_registry()
    info = registry.game(game_id)
    heuristics = SearchConfig.of(*registry.players_for(game_id))
    spiel_game = pyspiel.load_game(THEIRS[game_id])
    points, ours_times, theirs_times, plies = 0.0, [], [], 0
    for index in range(games):
        ours_seat = index % 2
        ours = SearchPlayer(Budget(None, seconds), heuristics)
        theirs = _TimedBot(spiel_game, seconds, seed=index)
        rng = random.Random(index)
        state = info.game.new_state()
        spiel = spiel_game.new_initial_state()
        while not state.is_over():
            mapping = {_action(state, m, game_id): m for m in state.legal_moves()}
            if sorted(mapping) != sorted(spiel.legal_actions()):
                raise RuntimeError(f"rules differ at {state.board}: {sorted(mapping)} "
                                   f"vs {spiel.legal_actions()}")
            if state.current_player == ours_seat:
                start = time.perf_counter()
                move = ours.choose(state, rng)
                ours_times.append(time.perf_counter() - start)
                action = _action(state, move, game_id)
            else:
                action = theirs.step(spiel)
                move = mapping[action]
            state = state.play(move)
            spiel.apply_action(action)
            plies += 1
        if not spiel.is_terminal():
            raise RuntimeError("OpenSpiel's game did not end with ours")
        outcome = state.outcome()
        assert outcome is not None
        if ours_seat in outcome.winners:
            points += 1.0 / len(outcome.winners)
        theirs_times.extend(theirs.times)
        print(f"    game {index + 1}/{games}: ours as player {ours_seat + 1}, "
              f"scores {outcome.scores}, points so far {points:g}", flush=True)
    share = points / games
    print(f"  {game_id}: expert vs OpenSpiel MCTSBot, {games} games, {seconds} s/move: "
          f"{points:g} points = {100 * share:.0f} % (goal >= 70 %: "
          f"{'met' if share >= 0.7 else 'NOT met'}); mean s/move ours "
          f"{sum(ours_times) / max(1, len(ours_times)):.3f}, OpenSpiel "
          f"{sum(theirs_times) / max(1, len(theirs_times)):.3f}")
    return share


# --- levels and baselines --------------------------------------------------------------


def _level(level: str, heuristics: Any, scale: float, timed: bool = True,
           workers: int = 1) -> SearchPlayer:
    budget = level_budget(level, heuristics)
    iterations = max(1, int(budget.iterations * scale)) if budget.iterations else None
    seconds = budget.seconds * scale if budget.seconds and timed else None
    return SearchPlayer(Budget(iterations, seconds), heuristics, workers=workers)


def _release(*players: Any) -> None:
    """Stop the worker processes of the players that own a pool."""
    for player in players:
        if isinstance(player, SearchPlayer):
            player.close()


class _Greedy:
    """Clod's (and RoyalClod's) original greedy player."""

    def choose(self, view: Any, rng: random.Random) -> Any:
        from ludotheque_clod.rules.heuristics import greedy_move

        return greedy_move(view, rng)


GREEDY_GAMES = ("clod", "royal_clod")
"""Games whose original program had a greedy player to compare against."""


def _opening(state: Any, moves: int, seed: int) -> Any:
    """*state* after *moves* uniformly random moves (and the chance between them)
    drawn from *seed*, stopping early at the end of the game."""
    rng = random.Random(seed * 104729 + 7)
    dice = random.Random(seed * 104729 + 11)
    while moves > 0 and not state.is_over():
        if state.is_chance:
            state = state.apply(state.sample_chance(dice))
            continue
        state = state.play(rng.choice(list(state.legal_moves())))
        moves -= 1
    return state


def _play(game: Any, seats: list[Any], seed: int, openings: int = 0,
          opening_seed: int | None = None) -> Any:
    """Play one game; chance (dice, deals) has a generator of its own, so that
    the same seed deals the same dice to every player compared on it.  With
    *openings*, the game starts after that many uniformly random moves drawn from
    *opening_seed* (default: *seed*), which also sets up the game (a deal), so
    that the games given the same opening seed start alike."""
    rng = random.Random(seed)
    dice = random.Random(seed * 7919 + 1)
    if openings:
        start = seed if opening_seed is None else opening_seed
        state = _opening(game.new_state(None, start, len(seats)), openings, start)
    else:
        state = game.new_state(None, seed, len(seats))
    while not state.is_over():
        if state.is_chance:
            state = state.apply(state.sample_chance(dice))
            continue
        seat = state.current_player
        state = state.play(seats[seat].choose(state.view(seat), rng))
    return state.outcome()


def match(game: Any, first: Any, second: Any, games: int, players: int = 2,
          offset: int = 0, openings: int = 0,
          outcomes: list[tuple[int, int, Any]] | None = None) -> float:
    """Points of *first* against *second* (the other seats), seats rotating.

    With more than two *players*, *first* holds one seat and *second* every other
    one; a shared win counts a fraction of a point.  Game *i* uses seed
    ``1000 + offset + i``, so runs with different offsets can be pooled.  With
    *openings*, each round of seat rotations (games ``i - i % players`` to the
    next) starts after the same *openings* random moves, drawn from the round's
    first seed.  *outcomes*, if given, receives each game's ``(seed, first's seat,
    outcome)`` in turn.
    """
    points = 0.0
    for index in range(offset, offset + games):
        seat = index % players
        seats = [second] * players
        seats[seat] = first
        outcome = _play(game, seats, 1000 + index, openings, 1000 + index - seat)
        points += _points(outcome, seat)
        if outcomes is not None:
            outcomes.append((1000 + index, seat, outcome))
    return points


def describe(outcome: Any, seat: int) -> str:
    """One game's outcome as the first player of a pairing saw it, for ``--each``:
    ``won`` / ``lost`` / ``drawn`` / ``shared``, the seats' scores, why it ended."""
    if seat not in outcome.winners:
        verdict = "lost"
    elif len(outcome.winners) == 1:
        verdict = "won"
    else:
        verdict = "drawn" if outcome.is_draw else "shared"
    scores = " ".join(f"{score:g}" for score in outcome.scores)
    return f"{verdict} from seat {seat + 1}, scores {scores}, {outcome.reason}"


class _Uniform:
    """A player deciding from views without the public history (a Clans view then
    deals the other colours uniformly instead of inferring them from the moves)."""

    def __init__(self, player: Any) -> None:
        self.player = player

    def choose(self, view: Any, rng: random.Random) -> Any:
        if getattr(view, "history", None) is not None:
            view = view.replace()
        return self.player.choose(view, rng)


def _player(name: str, heuristics: Any, scale: float, timed: bool) -> Any:
    level, sep, workers = name.partition("/pool")
    if sep:  # root-parallel over that many processes, as the application searches
        return _level(level, heuristics, scale, timed, int(workers))
    if name.endswith("/uniform"):
        return _Uniform(_player(name[:-len("/uniform")], heuristics, scale, timed))
    if name == "random":
        return RandomPlayer()
    if name == "greedy":
        return _Greedy()
    if name.startswith("it"):  # a bare iteration budget, for choosing a game's levels
        return SearchPlayer(Budget(int(name[2:])), heuristics)
    return _level(name, heuristics, scale, timed)


def _default_pairs(game_id: str) -> list[tuple[str, str]]:
    pairs = [("beginner", "random"), *((upper, lower) for lower, upper in zip(LEVELS, LEVELS[1:]))]
    if game_id in GREEDY_GAMES:
        pairs.append(("intermediate", "greedy"))
    return pairs


def _goal(first: str, second: str) -> str:
    if second == "greedy":
        return " (goal >= 80 %)"
    if second.endswith("/uniform"):
        return " (goal >= 55 %)"
    if first.partition("/pool")[0] == second:
        return " (against the same level in one process)"
    if second in LEVELS:
        return " (goal >= 65 %)"
    return ""


def levels(games: int, scale: float, only: list[str] | None, timed: bool = True,
           pairs: list[tuple[str, str]] | None = None, players: int = 2,
           offset: int = 0, openings: int = 0, each: bool = False) -> None:
    """Each pairing of *pairs* (default: every level against the level below, the
    beginner against random, and the greedy baseline where there is one) at every
    game of *only* (default: every installed game); with *each*, a line for every
    game of two or more players too."""
    registry = make_registry()
    note = "" if scale == 1 else f" (budgets scaled by {scale})"
    if not timed:
        note += " (iterations only, no time cap)"
    if offset:
        note += " (seeds from {first})"
    if openings:
        note += f" (after {openings} random opening moves, the same for each seat)"
    for game_id in list(registry.games):  # loading a plugin re-registers its games
        if only and game_id not in only:
            continue
        game = registry.game(game_id).game
        heuristics = SearchConfig.of(*registry.players_for(game_id))
        start = time.perf_counter()
        if game.min_players == 1:  # one-player games use seeds 2000 + offset + i
            if openings:
                print(f"  {game_id}: skipped, --openings is for games of two or more "
                      "players", flush=True)
                continue
            here = note.format(first=2000 + offset)
            names = sorted({name for pair in pairs for name in pair}, key=_rank) if pairs \
                else ["random", *LEVELS]
            scores_of: dict[str, list[float]] = {}
            for name in names:
                player = _player(name, heuristics, scale, timed)
                try:
                    scores = scores_of[name] = [
                        _play(game, [player], 2000 + offset + i).scores[0] for i in range(games)]
                finally:
                    _release(player)
                print(f"  {game_id}: {name} average score {sum(scores) / games:.1f} "
                      f"over {games} games{here}; scores {' '.join(f'{x:g}' for x in scores)}",
                      flush=True)
            # A one-player level "beats" another on a seed (the same dice) when it
            # scores more there; a tie is half a point.
            for first, second in pairs or _default_pairs(game_id):
                if first not in scores_of or second not in scores_of:
                    continue
                points = sum(1.0 if a > b else 0.5 if a == b else 0.0
                             for a, b in zip(scores_of[first], scores_of[second]))
                low, high = wilson(points, games)
                print(f"  {game_id}: {first} vs {second}, the higher score on the same seed "
                      f"{points:g}/{games} = {100 * points / games:.0f} % (95 % interval "
                      f"{100 * low:.0f}–{100 * high:.0f} %){_goal(first, second)}{here}",
                      flush=True)
            print(f"  {game_id}: {time.perf_counter() - start:.0f} s", flush=True)
            continue
        count = max(game.min_players, min(players, game.max_players))
        for first, second in pairs or _default_pairs(game_id):
            if "greedy" in (first, second) and game_id not in GREEDY_GAMES:
                continue
            outcomes: list[tuple[int, int, Any]] = []
            one, other = (_player(first, heuristics, scale, timed),
                          _player(second, heuristics, scale, timed))
            try:
                points = match(game, one, other, games, count, offset, openings, outcomes)
            finally:
                _release(one, other)
            if each:
                for seed, seat, outcome in outcomes:
                    print(f"  {game_id}: seed {seed}, {first} {describe(outcome, seat)}",
                          flush=True)
            low, high = wilson(points, games)
            seats = "" if count == 2 else f", {count} players"
            print(f"  {game_id}: {first} vs {second} {points:g}/{games} = "
                  f"{100 * points / games:.0f} % (95 % interval {100 * low:.0f}–"
                  f"{100 * high:.0f} %){_goal(first, second)}{seats}"
                  f"{note.format(first=1000 + offset)}", flush=True)
            if openings:  # which openings split their games between the seats
                print(f"  {game_id}: {first}'s points game by game "
                      f"{' '.join(f'{_points(o, seat):g}' for _, seat, o in outcomes)}",
                      flush=True)
        print(f"  {game_id}: {time.perf_counter() - start:.0f} s", flush=True)


def _rank(name: str) -> int:
    if name.startswith("it"):
        return 2 + len(LEVELS) + int(name[2:])
    order = ["random", "greedy", *LEVELS]
    return order.index(name.removesuffix("/uniform").partition("/pool")[0])


def _pair(text: str) -> tuple[str, str]:
    names = ("random", "greedy", *LEVELS, *(f"{level}/uniform" for level in LEVELS))
    first, sep, second = text.partition(":")

    def known(name: str) -> bool:
        level, pool, workers = name.partition("/pool")
        if pool:
            return level in LEVELS and workers.isdigit() and int(workers) >= 2
        if name.startswith("it"):
            digits = name[2:]
            return digits.isascii() and digits.isdigit() and int(digits) >= 1
        return name in names

    if not sep or not known(first) or not known(second):
        raise argparse.ArgumentTypeError(
            f"expected FIRST:SECOND with each one of {', '.join(names)}, LEVEL/poolN "
            f"(root-parallel over N processes) or itN (N iterations), got {text!r}")
    return first, second


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.strength",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("which", nargs="?", choices=("openspiel", "levels", "all"),
                        default="all")
    parser.add_argument("--games", type=int, default=None,
                        help="games per pairing (default: 100 against OpenSpiel, 20 else)")
    parser.add_argument("--seconds", type=float, default=0.5,
                        help="wall time per move against OpenSpiel")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="scale the level budgets (levels benchmark)")
    parser.add_argument("--game", action="append", default=None, help="only these games")
    parser.add_argument("--pair", action="append", type=_pair, default=None,
                        help="levels: only this pairing, FIRST:SECOND (e.g. strong:intermediate, "
                             "intermediate:greedy, beginner:random, expert/pool2:expert for "
                             "the level root-parallel over 2 processes, it500 for a bare "
                             "search of 500 iterations); repeatable")
    parser.add_argument("--players", type=int, default=2,
                        help="levels: seats per game (games with more than two players)")
    parser.add_argument("--offset", type=int, default=0,
                        help="levels: first seed offset, so that separate runs can be pooled")
    parser.add_argument("--iterations-only", action="store_true",
                        help="levels: drop the seconds of every budget (figures then do not "
                             "depend on the machine's load)")
    parser.add_argument("--openings", type=int, default=0,
                        help="levels: start each game after this many uniformly random "
                             "moves, the same for the games that swap the seats")
    parser.add_argument("--each", action="store_true",
                        help="levels: also print every game's outcome (games of two or more "
                             "players): the first level's seat, the scores, why it ended")
    args = parser.parse_args(argv)
    if args.which in ("openspiel", "all"):
        print("== Strength: expert vs OpenSpiel MCTSBot (random rollouts), equal wall time")
        try:
            import pyspiel  # noqa: F401
        except ImportError as exc:
            print(f"  skipped: open_spiel is not installed ({exc})")
        else:
            for game_id in THEIRS:
                if args.game and game_id not in args.game:
                    continue
                versus_openspiel(game_id, args.games or 100, args.seconds)
    if args.which in ("levels", "all"):
        print("== Strength: each level vs the level below, and baselines")
        levels(args.games or 20, args.scale, args.game, timed=not args.iterations_only,
               pairs=args.pair, players=args.players, offset=args.offset,
               openings=args.openings, each=args.each)


if __name__ == "__main__":
    main()
