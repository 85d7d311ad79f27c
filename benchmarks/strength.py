"""Strength of the computer player.

``openspiel``: our expert search against OpenSpiel's ``MCTSBot`` (random-rollout
evaluator, UCT c = 2, solver on) at Kalah and Oware, with the same wall time per
move (0.5 s by default: our player has a time budget; the MCTSBot's simulation
count is re-calibrated after every move from its measured speed), sides
alternating.  Goal: 70 % of the points (a draw counts half).

``levels``: every level against the level below, and the beginner against random,
for every installed game; Clod also against the original greedy player (goal 80 %,
played by the intermediate level); Forts and Ruins (one player): the average score
of each level against random placement.  ``--scale`` shrinks every level's budget
(iterations and seconds) to keep a sample run short, ``--iterations-only`` drops
the seconds (a loaded machine then cannot starve the stronger levels); the figures
say so.  Chance has a generator of its own, seeded per game, so the levels compared
on a seed meet the same dice.

Run: ``python -m benchmarks.strength openspiel --games 100`` or
``python -m benchmarks.strength levels --games 20 --scale 0.1``.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from ludotheque.core.players import LEVELS, RandomPlayer
from ludotheque.core.registry import make_registry
from ludotheque.core.search import LEVEL_BUDGETS, Budget, SearchPlayer

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
    heuristics = registry.heuristics_for(game_id)
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


def _level(level: str, heuristics: Any, scale: float, timed: bool = True) -> SearchPlayer:
    budget = LEVEL_BUDGETS[level]
    iterations = max(1, int(budget.iterations * scale)) if budget.iterations else None
    seconds = budget.seconds * scale if budget.seconds and timed else None
    return SearchPlayer(Budget(iterations, seconds), heuristics)


class _Greedy:
    def choose(self, view: Any, rng: random.Random) -> Any:
        from ludotheque_clod.rules.heuristics import greedy_move

        return greedy_move(view, rng)


def _play(game: Any, seats: list[Any], seed: int) -> Any:
    """Play one game; chance (dice, deals) has a generator of its own, so that
    the same seed deals the same dice to every player compared on it."""
    rng = random.Random(seed)
    dice = random.Random(seed * 7919 + 1)
    state = game.new_state(None, seed, len(seats))
    while not state.is_over():
        if state.is_chance:
            state = state.apply(state.sample_chance(dice))
            continue
        seat = state.current_player
        state = state.play(seats[seat].choose(state.view(seat), rng))
    return state.outcome()


def match(game: Any, first: Any, second: Any, games: int) -> float:
    """Share of the points of *first* against *second*, seats alternating."""
    points = 0.0
    for index in range(games):
        seat = index % 2
        seats = [second, second]
        seats[seat] = first
        outcome = _play(game, seats, 1000 + index)
        if seat in outcome.winners:
            points += 1.0 / len(outcome.winners)
    return points / games


def levels(games: int, scale: float, only: list[str] | None, timed: bool = True) -> None:
    registry = make_registry()
    note = "" if scale == 1 else f" (budgets scaled by {scale})"
    if not timed:
        note += " (iterations only, no time cap)"
    for game_id in list(registry.games):  # loading a plugin re-registers its games
        if only and game_id not in only:
            continue
        game = registry.game(game_id).game
        heuristics = registry.heuristics_for(game_id)
        start = time.perf_counter()
        if game.min_players == 1:
            for name in ("random", *LEVELS):
                player = (RandomPlayer() if name == "random"
                          else _level(name, heuristics, scale, timed))
                scores = [_play(game, [player], 2000 + i).scores[0] for i in range(games)]
                print(f"  {game_id}: {name} average score {sum(scores) / games:.1f} "
                      f"over {games} games{note}", flush=True)
            continue
        share = match(game, _level("beginner", heuristics, scale, timed), RandomPlayer(), games)
        print(f"  {game_id}: beginner vs random {100 * share:.0f} %{note}", flush=True)
        for lower, upper in zip(LEVELS, LEVELS[1:]):
            share = match(game, _level(upper, heuristics, scale, timed),
                          _level(lower, heuristics, scale, timed), games)
            print(f"  {game_id}: {upper} vs {lower} {100 * share:.0f} % over {games} games "
                  f"(goal >= 65 %){note}", flush=True)
        if game_id == "clod":
            share = match(game, _level("intermediate", heuristics, scale, timed), _Greedy(),
                          games)
            print(f"  clod: intermediate vs the original greedy player {100 * share:.0f} % "
                  f"over {games} games (goal >= 80 %){note}", flush=True)
        print(f"  {game_id}: {time.perf_counter() - start:.0f} s", flush=True)


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
    parser.add_argument("--iterations-only", action="store_true",
                        help="levels: drop the seconds of every budget (figures then do not "
                             "depend on the machine's load)")
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
        levels(args.games or 20, args.scale, args.game, timed=not args.iterations_only)


if __name__ == "__main__":
    main()
