"""Playout speed of Kalah and Oware against OpenSpiel's ``mancala`` and ``oware``.

Uniform random games from the start, in the same process, in interleaved rounds;
each figure is the median of the rounds, in games per second.  Ratios are ours
over OpenSpiel's plain loop (``legal_actions`` / ``apply_action`` through pyspiel,
moves drawn with :mod:`random`), which is also the rollout path of OpenSpiel's own
``RandomRolloutEvaluator``.

* ``api``: our game model, ``legal_moves()`` / ``play()`` in a loop (goal 0.8x);
* ``rollout``: the path the computer player uses, the ``playout`` of the game's
  ``GameKnowledge`` (goal 2x);
* ``no rules``: the same loop over a state that has no rules at all (its legal
  moves fixed, a new state of as many fields made at each move, over after the
  mean length of a random game): the ceiling of any readable immutable state, and
  the time left for the rules, on this machine and interpreter.

The plain loop calls ``play()``, which checks legality (an O(1) bit test for the
mancala states) before ``apply()``.

Run: ``python -m benchmarks.playouts [--rounds N] [--seconds S]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

GOALS = {"api": 0.8, "rollout": 2.0}
OURS = {"kalah": "KalahGame", "oware": "OwareGame"}
THEIRS = {"kalah": "mancala", "oware": "oware"}


def _rate(run: Callable[[], int], seconds: float) -> float:
    """Games per second of *run* (which plays some games and returns how many)."""
    games = 0
    start = time.perf_counter()
    while True:
        games += run()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed


def contenders(game_id: str) -> dict[str, Callable[[], int]]:
    """The playout functions to time for *game_id*, by name (missing ones skipped)."""
    found: dict[str, Callable[[], int]] = {}
    try:
        import pyspiel
    except ImportError as exc:
        print(f"  openspiel: not available ({exc})")
    else:
        spiel_game = pyspiel.load_game(THEIRS[game_id])
        spiel_rng = random.Random(1)

        def openspiel() -> int:
            state = spiel_game.new_initial_state()
            while not state.is_terminal():
                actions = state.legal_actions()
                state.apply_action(actions[spiel_rng.randrange(len(actions))])
            return 1
        found["openspiel"] = openspiel
    from ludotheque_mancala.rules import game as rules
    from ludotheque_mancala.rules.playout import playout

    game = getattr(rules, OURS[game_id])()
    start = game.new_state()
    api_rng = random.Random(2)

    def api() -> int:
        _plain_game(start, api_rng)
        return 1
    found["api"] = api
    fast_rng = random.Random(3)

    def rollout() -> int:
        playout(start, fast_rng)
        return 1
    found["rollout"] = rollout
    found["no rules"] = _no_rules(start)
    return found


def _no_rules(start: object) -> Callable[[], int]:
    """The plain loop over :class:`_Blank` states: as many plies as the mean random
    game from *start* (200 games), the same moves, legality check and fields."""
    rng = random.Random(4)
    plies = 0
    for _ in range(200):
        state = start
        while not state.is_over():  # type: ignore[attr-defined]
            moves = state.legal_moves()  # type: ignore[attr-defined]
            state = state.play(moves[rng.randrange(len(moves))])  # type: ignore[attr-defined]
            plies += 1
    blank = _Blank(start.legal_moves(), round(plies / 200))  # type: ignore[attr-defined]
    blank_rng = random.Random(5)

    def no_rules() -> int:
        _plain_game(blank, blank_rng)
        return 1
    return no_rules


def _plain_game(start: Any, rng: random.Random) -> None:
    """One uniform random game from *start* through ``legal_moves()`` / ``play()``."""
    state = start
    while not state.is_over():
        moves = state.legal_moves()
        state = state.play(moves[rng.randrange(len(moves))])


class _Blank:
    """A position with no rules: what ``legal_moves()`` / ``play()`` cost by themselves
    (the slots and the checks of the mancala states)."""

    __slots__ = ("moves", "left", "current_player", "mask", "history", "reason", "match")

    def __init__(self, moves: tuple[object, ...], left: int, current_player: int = 0,
                 mask: int = 63, history: frozenset[object] = frozenset(), reason: str = "",
                 match: object = None) -> None:
        self.moves = moves
        self.left = left
        self.current_player = current_player
        self.mask = mask
        self.history = history
        self.reason = reason
        self.match = match

    def legal_moves(self) -> tuple[object, ...]:
        return self.moves

    def is_over(self) -> bool:
        return self.left == 0

    def play(self, move: object) -> _Blank:
        if type(move) is type(self.moves[0]):
            i = move.index  # type: ignore[attr-defined]
            if type(i) is int and 0 <= i < 9 and self.mask >> i & 1:
                return _Blank(self.moves, self.left - 1, 1 - self.current_player, self.mask,
                              self.history, self.reason, self.match)
        raise ValueError(move)


def measure(game_id: str, rounds: int, seconds: float) -> dict[str, float]:
    """Median games per second of each contender, timed in interleaved rounds."""
    runs = contenders(game_id)
    rates: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(rounds):
        for name, run in runs.items():
            rates[name].append(_rate(run, seconds))
    return {name: statistics.median(values) for name, values in rates.items()}


def main(argv: list[str] | None = None) -> dict[str, dict[str, float]]:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.playouts",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=0.5, help="per contender and round")
    args = parser.parse_args(argv)
    print(f"== Playout speed: uniform random games, median of {args.rounds} interleaved rounds")
    results = {}
    for game_id in OURS:
        medians = measure(game_id, args.rounds, args.seconds)
        results[game_id] = medians
        reference = medians.get("openspiel")
        for name, rate in medians.items():
            line = f"  {game_id:6s} {name:10s} {rate:12,.0f} games/s"
            if reference and name in GOALS:
                ratio = rate / reference
                goal = GOALS[name]
                line += f"   {ratio:6.2f}x OpenSpiel (goal >= {goal}x: " \
                        f"{'met' if ratio >= goal else 'NOT met'})"
            elif reference and name != "openspiel":
                line += f"   {rate / reference:6.2f}x OpenSpiel (the loop alone)"
            print(line)
    return results


if __name__ == "__main__":
    main()
