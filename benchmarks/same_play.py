"""The computer player's choices, as data: root statistics of untimed searches of
fixed positions of every installed game, at given levels, with what each game
registers for its computer player.  Two commits that print the same play alike,
move for move (the strength figures of one hold for the other).

Run: ``python -m benchmarks.same_play [--levels beginner,intermediate] [--seeds 3]
> out.json`` on each commit, then compare the files.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any


def root_statistics(levels: list[str], seeds: int) -> dict[str, Any]:
    from ludotheque.core.plugins.registry import make_registry
    from ludotheque.core.search import SearchConfig, SearchPlayer

    registry = make_registry(cache=False)
    found: dict[str, Any] = {}
    for game_id in sorted(registry.games):
        game = registry.game(game_id).game
        config = SearchConfig.of(*registry.players_for(game_id))
        rows = []
        for seed in range(seeds):
            rng = random.Random(seed)
            state = game.new_state(None, seed, game.min_players)
            for _ in range(5 + 7 * seed):  # a position a little further in each time
                if state.is_over():
                    break
                state = state.apply(state.sample_chance(rng) if state.is_chance
                                    else rng.choice(list(state.legal_moves())))
            while state.is_chance:
                state = state.apply(state.sample_chance(rng))
            if state.is_over():
                continue
            view = state.view(state.current_player)
            for level in levels:
                result = SearchPlayer.for_level(level, config, time_limit=False).analyse(
                    view, random.Random(seed))
                rows.append((level, str(result.move), result.iterations,
                             [(str(s.move), s.visits, round(s.value, 9))
                              for s in result.stats]))
        found[game_id] = rows
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.same_play")
    parser.add_argument("--levels", default="beginner,intermediate")
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args(argv)
    json.dump(root_statistics(args.levels.split(","), args.seeds), sys.stdout, indent=0,
              sort_keys=True)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
