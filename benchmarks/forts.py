"""Forts and Ruins' computer player: playout and search speed.

``speed`` (same process, interleaved rounds, medians):

* ``plain``: :func:`heuristics.playout`, the rollout policy played through the
  plain states (the reference);
* ``fast``: ``rules.playout.playout`` on bitboards, the path the computer player
  uses (the same moves, dice and outcomes);
* ``search``: iterations per second of the search at a level's iteration budget
  over a few positions, with the plain playout and with the fast one (the same
  moves and statistics), beside the iterations per second the level's budget asks
  for (its iterations over its seconds).

Run: ``python -m benchmarks.forts speed [--rounds N] [--seconds S] [--level L]``.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from ludotheque.core.plugins.registry import make_registry
from ludotheque.core.search import LEVEL_BUDGETS, Budget, SearchConfig, SearchPlayer, level_budget


def _games_per_second(run: Callable[[], None], seconds: float) -> float:
    count = 0
    begin = time.perf_counter()
    while True:
        run()
        count += 1
        elapsed = time.perf_counter() - begin
        if elapsed >= seconds:
            return count / elapsed


def _states(games: int, seed: int) -> list[Any]:
    """Every state before the end of a few games of the rollout policy."""
    from ludotheque_forts.rules.heuristics import rollout
    from ludotheque_forts.rules.state import initial_state

    rng = random.Random(seed)
    found = []
    for _ in range(games):
        state = initial_state(18, 9)
        while not state.is_over():
            found.append(state)
            state = state.apply(state.sample_chance(rng) if state.is_chance
                                else rollout(state, rng))
    return found


def _positions(heuristics: Any) -> list[Any]:
    """The first position, then plies 6 and 12 of games searched at 40 iterations a
    move (seeds from 5), five positions in all."""
    from ludotheque_forts.rules.state import initial_state

    found = [initial_state(18, 9)]
    seed = 5
    while len(found) < 5:
        rng, dice = random.Random(seed), random.Random(seed * 7919 + 1)
        state = initial_state(18, 9)
        player = SearchPlayer(Budget(40), heuristics)
        ply = 0
        while not state.is_over() and ply <= 12 and len(found) < 5:
            if state.is_chance:
                state = state.apply(state.sample_chance(dice))
                continue
            if ply in (6, 12):
                found.append(state)
            state = state.apply(player.choose(state, rng))
            ply += 1
        seed += 1
    return found


def speed(rounds: int, seconds: float, level: str) -> None:
    from ludotheque_forts.rules import heuristics as plain_heuristics
    from ludotheque_forts.rules.playout import playout

    fast_heuristics = SearchConfig.of(*make_registry().players_for("forts_and_ruins"))
    assert fast_heuristics is not None and fast_heuristics.playout is playout
    slow_heuristics = dataclasses.replace(fast_heuristics, playout=plain_heuristics.playout)
    states = _states(4, 1)
    print(f"== Forts and Ruins playouts: fast path against the plain states "
          f"({len(states)} positions of 4 rollout-policy games, playouts per second, medians)")
    rates: dict[str, list[float]] = {"plain": [], "fast": []}
    for _ in range(rounds):
        for name, function in (("plain", plain_heuristics.playout), ("fast", playout)):
            rng = random.Random(2)
            rates[name].append(len(states) * _games_per_second(
                lambda function=function, rng=rng: [function(state, rng) for state in states],
                seconds))
    p, f = statistics.median(rates["plain"]), statistics.median(rates["fast"])
    print(f"  forts_and_ruins: plain {p:.0f}/s, fast {f:.0f}/s, ratio {f / p:.2f}x", flush=True)
    budget = level_budget(level, fast_heuristics)
    assert budget.iterations is not None and budget.seconds is not None
    positions = _positions(fast_heuristics)
    searched: dict[str, list[float]] = {"plain": [], "fast": []}
    for _ in range(rounds):
        for name, heuristics in (("plain", slow_heuristics), ("fast", fast_heuristics)):
            player = SearchPlayer(Budget(budget.iterations), heuristics)
            begin = time.perf_counter()
            for position in positions:
                player.analyse(position, random.Random(2))
            searched[name].append(len(positions) * budget.iterations
                                  / (time.perf_counter() - begin))
    p, f = statistics.median(searched["plain"]), statistics.median(searched["fast"])
    print(f"  forts_and_ruins: search at {level}'s {budget.iterations} iterations over "
          f"{len(positions)} positions: plain playouts {p:.0f} iterations/s, fast {f:.0f}/s, "
          f"ratio {f / p:.2f}x (the budget asks for {budget.iterations / budget.seconds:.0f}/s)",
          flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.forts",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("which", choices=("speed",))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=0.5)
    parser.add_argument("--level", default="intermediate", choices=tuple(LEVEL_BUDGETS))
    args = parser.parse_args(argv)
    speed(args.rounds, args.seconds, args.level)


if __name__ == "__main__":
    main()
