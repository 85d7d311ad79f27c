"""How well the Clans computer player reads the other colours from the moves.

Plays two-player games of one level against itself (each seat deciding from its
own view) and, at a quarter, half, three quarters and the end of each game,
gives the probability that each seat's beliefs put on the other's true colour
(mean and mean logarithm over seats and games; 0.25 without inference), for the
shipped weights and for other weights given with ``--weights``.

Run: ``python -m benchmarks.clans_inference --games 12 --level beginner
--weights 1,0 --weights 1,0.25``.
"""

from __future__ import annotations

import argparse
import math
import random

from ludotheque_clans.rules import inference
from ludotheque_clans.rules.board import COLOURS

from ludotheque.core.plugins.registry import make_registry
from ludotheque.core.search import LEVEL_BUDGETS, Budget, SearchConfig, SearchPlayer, level_budget


def _games(level: str, games: int) -> list:
    registry = make_registry()
    game = registry.game("clans").game
    heuristics = SearchConfig.of(*registry.players_for("clans"))
    player = SearchPlayer(Budget(level_budget(level, heuristics).iterations), heuristics)
    finished = []
    for index in range(games):
        rng = random.Random(index)
        dice = random.Random(index * 7919 + 1)
        state = game.new_state(None, index, 2)
        while not state.is_over():
            if state.is_chance:
                state = state.apply(state.sample_chance(dice))
            else:
                seat = state.current_player
                state = state.apply(player.choose(state.view(seat), rng))
        finished.append(state)
    return finished


def _odds(state, weights: tuple[float, ...], seat: int, upto: int) -> float:
    """The probability *seat*'s beliefs give the other's colour after *upto* moves."""
    # Only the origin and the history are read: the first *upto* moves.
    position = state.replace(origin=state.origin, history=_prefix(state, upto))
    table = inference.log_likelihoods(position, weights)
    own = state.colours[seat]
    other = 1 - seat
    free = [c for c in range(COLOURS) if c != own]
    logs = [0.0 if table is None else table[other][c * COLOURS + own] for c in free]
    top = max(logs)
    raw = [math.exp(x - top) for x in logs]
    share = inference.UNIFORM_SHARE
    probabilities = [(1 - share) * r / sum(raw) + share / len(raw) for r in raw]
    return probabilities[free.index(state.colours[other])]


def _prefix(state, upto: int):
    from ludotheque_clans.rules.state import Step

    step = None
    for move in state.history.moves()[:upto]:
        step = Step(step, move)
    return step


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.clans_inference",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--level", default="beginner", choices=tuple(LEVEL_BUDGETS))
    parser.add_argument("--weights", action="append", default=[],
                        help="other weights to compare, e.g. 1,0.25")
    args = parser.parse_args(argv)
    games = _games(args.level, args.games)
    candidates = [tuple(inference.WEIGHTS)] + [
        tuple(float(x) for x in text.split(",")) for text in args.weights]
    print(f"== Clans colour inference: {args.games} two-player games of the {args.level} "
          "level against itself; probability given to the other's true colour "
          "(0.25 without inference)")
    for weights in candidates:
        cells = []
        for fraction in (0.25, 0.5, 0.75, 1.0):
            values = []
            for state in games:
                upto = int(len(state.history.moves()) * fraction)
                values.extend(_odds(state, weights, seat, upto) for seat in range(2))
            mean = sum(values) / len(values)
            log = sum(math.log(v) for v in values) / len(values)
            cells.append(f"{fraction:.2f}: {mean:.2f} (log {log:.2f})")
        label = "shipped " if weights == tuple(inference.WEIGHTS) else ""
        print(f"  {label}weights {weights}: " + ", ".join(cells), flush=True)


if __name__ == "__main__":
    main()
