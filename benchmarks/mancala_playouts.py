"""Random playouts of the three mancala games: games per second.

For Kalah, Oware and Congkak (one round, and a match of several rounds), measures
uniformly random games from the start through the plain game-model API
(``legal_moves`` + ``apply``) and through the fast rollout path of the plugin
(``ludotheque_mancala.rules.playout.playout``, the computer player's), interleaved, medians of
several rounds. Ratios are given against the plain API of the same game in the
same run; the comparison with OpenSpiel is ``benchmarks.playouts``.

Run: ``python -m benchmarks.mancala_playouts [--rounds N] [--seconds S]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from typing import Any


def _games() -> list[tuple[str, Any]]:
    from ludotheque_mancala.rules.game import CongkakGame, KalahGame, OwareGame

    return [
        ("kalah", KalahGame().new_state()),
        ("oware", OwareGame().new_state()),
        ("congkak", CongkakGame().new_state()),
        ("congkak (rounds)", CongkakGame().new_state({"rounds": True})),
    ]


def playouts_per_second(state: Any, seconds: float = 1.0, seed: int = 0,
                        fast: bool = True) -> float:
    """Random playouts from *state* per second: through the plugin's ``playout``
    (*fast*), else a loop over ``legal_moves`` and ``apply`` (the plain API)."""
    from ludotheque_mancala.rules.playout import playout

    rng = random.Random(seed)
    games = 0
    start = time.perf_counter()
    while True:
        if fast:
            playout(state, rng)
        else:
            current = state
            while not current.is_over():
                moves = current.legal_moves()
                current = current.apply(moves[rng.randrange(len(moves))])
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed


def measure(rounds: int = 5, seconds: float = 0.5) -> list[dict[str, Any]]:
    """Median games per second of each game on each path."""
    rows = []
    for name, state in _games():
        plain, fast = [], []
        for index in range(rounds):
            plain.append(playouts_per_second(state, seconds, seed=index, fast=False))
            fast.append(playouts_per_second(state, seconds, seed=index, fast=True))
        rows.append({"game": name, "api": statistics.median(plain),
                     "rollout": statistics.median(fast)})
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=0.5)
    args = parser.parse_args(argv)
    try:
        rows = measure(args.rounds, args.seconds)
    except ImportError:
        print("the mancala plugin is not installed")
        return 1
    print(f"== Mancala random playouts (medians of {args.rounds} rounds of {args.seconds} s)")
    for row in rows:
        print(f"  {row['game']:<17} api {row['api']:>9,.0f} games/s   "
              f"rollout {row['rollout']:>9,.0f} games/s   "
              f"({row['rollout'] / row['api']:.2f}x the api)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
