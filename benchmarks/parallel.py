"""Root-parallel search: what a pool of processes gives a level within its seconds.

In the application the strong and expert levels search over one process per free
core, at most four (``SearchPool``, on POSIX systems with three cores or more:
``ludotheque.core.search.process.default_workers``), each with the level's whole
budget, in the time one process takes.  For each game, from a mid-game position
(the view of the player to move), this runs the level with its shipped budget in
one process and over a pool, interleaved, and prints the median iterations and
seconds of each and their ratios.  The pool's processes are started before the
first timed search.

Run: ``python -m benchmarks.parallel [--workers N] [--level expert] [--rounds 3]
[--game royal_clod ...]``.  The default is the application's pool on this machine,
but at least two processes (on two cores the application uses one).  With as many
free cores as workers, the pool does about that many times the iterations in
about the same time; on a loaded or smaller machine it shows what is left.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
from typing import Any

from ludotheque.core.plugins.registry import make_registry
from ludotheque.core.search import SearchConfig, SearchPlayer, SearchPool
from ludotheque.core.search.process import default_workers

from .responsiveness import mid_game

GAMES = {"royal_clod": 40, "clans": 20, "kanze": 60}
"""Games whose higher levels can reach their seconds first, with the random plies
that make their mid-game position."""


def measure(game_id: str, plies: int, level: str, workers: int, rounds: int) -> None:
    heuristics = SearchConfig.of(*make_registry().players_for(game_id))
    view: Any = mid_game(game_id, plies, 7)
    single = SearchPlayer.for_level(level, heuristics)
    runs: dict[str, list[tuple[int, float]]] = {"one process": [], f"a pool of {workers}": []}
    with SearchPool(workers) as pool:
        pool.warm()
        parallel = SearchPlayer.for_level(level, heuristics, pool=pool)
        parallel.analyse(view, random.Random(0))  # the workers import the game once
        for round_ in range(rounds):
            for name, player in (("one process", single), (f"a pool of {workers}", parallel)):
                result = player.analyse(view, random.Random(round_))
                runs[name].append((result.iterations, result.seconds))
    medians = {name: (statistics.median(i for i, _ in values),
                      statistics.median(s for _, s in values)) for name, values in runs.items()}
    for name, (iterations, seconds) in medians.items():
        print(f"  {game_id}: {level} in {name}: {iterations:,.0f} iterations in "
              f"{seconds:.2f} s (median of {rounds})", flush=True)
    (one, one_s), (many, many_s) = medians.values()
    print(f"  {game_id}: {level} over a pool of {workers}: {many / one:.2f}x the iterations, "
          f"{many / many_s / (one / one_s):.2f}x the iterations a second", flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.parallel",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--workers", type=int, default=max(2, default_workers()),
                        help="processes of the pool (default: the application's on this "
                             "machine, at least 2)")
    parser.add_argument("--level", default="expert")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--game", action="append", default=None, help="only these games")
    args = parser.parse_args(argv)
    print(f"== Root-parallel search: the {args.level} level within its seconds, one process "
          f"against a pool of {args.workers} ({os.cpu_count()} cores here)")
    for game_id, plies in GAMES.items():
        if args.game and game_id not in args.game:
            continue
        measure(game_id, plies, args.level, args.workers, args.rounds)


if __name__ == "__main__":
    main()
