"""Kanzé's computer player: iterations per second of the search, against a reference.

``speed`` searches six fixed positions (the opening, an early and a middle game,
three wide positions of 900 to 1,400 legal moves, reached by the rollout policy
from fixed seeds) at fixed iteration budgets, with the current code and with the
code of a reference commit loaded beside it in the same process (its
``core/search.py`` and Kanzé's ``rules/state.py`` and ``rules/heuristics.py``).
The rounds alternate between the two; each figure is the median of the rounds,
in iterations per second.  Each search of the current code must find the same
root statistics as the reference's (moves, visits, mean values, the move chosen)
with the same seed and budget: the benchmark stops on the first difference.

Run: ``python -m benchmarks.kanze speed --reference REV [--iterations N,...]
[--rounds N] [--positions NAME,...]``; the reference is a commit of plugin API 2.0
or later (its search reads a ``SearchConfig``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

from .reference import module_at

POSITIONS = {
    "opening": (5, 0),
    "early": (5, 10),
    "middle": (5, 40),
    "wide-a": (1, 80),
    "wide-b": (2, 70),
    "wide-c": (3, 130),
}
"""Name: (seed of the rollout policy, plies played from the start)."""

_REFERENCE_FILES = {
    "ludotheque.core._reference_search": ("core/search.py", {}),
    "ludotheque_kanze.rules._reference_state":
        ("plugins/kanze/ludotheque_kanze/rules/state.py", {}),
    # Loaded after the state module: its heuristics test for its own LegalMoves.
    "ludotheque_kanze.rules._reference_heuristics":
        ("plugins/kanze/ludotheque_kanze/rules/heuristics.py", {".state": "._reference_state"}),
}


def _reference(rev: str, folder: Path) -> dict[str, ModuleType]:
    """The reference commit's modules: its heuristics import its own state module
    (whose ``LegalMoves`` they test for), their other relative imports find today's
    modules."""
    return {name.rsplit(".", 1)[1]: module_at(rev, path, name, folder, siblings)
            for name, (path, siblings) in _REFERENCE_FILES.items()}


def _positions(names: list[str]) -> dict[str, Any]:
    from ludotheque_kanze.rules.game import KanzeGame
    from ludotheque_kanze.rules.playout import rollout

    found = {}
    for name in names:
        seed, plies = POSITIONS[name]
        rng = random.Random(seed)
        state = KanzeGame().new_state()
        for _ in range(plies):
            state = state.play(rollout(state, rng))
        found[name] = state
    return found


def _as(cls: Any, state: Any) -> Any:
    """*state* rebuilt as an instance of the reference's state class."""
    return cls.make(state.troops, state.owner, state.reps, state.mover, ply=state.ply,
                    picks=state.picks, chosen=state.chosen, rules=state.rules,
                    result=state.result, reason=state.reason)


def _root(result: Any) -> list[tuple[str, int, float, float | None]]:
    return [(str(item.move), item.visits, item.value, item.proven) for item in result.stats]


def speed(reference: str, budgets: list[int], rounds: int, names: list[str]) -> None:
    from ludotheque_kanze.rules.heuristics import computer_player, knowledge

    from ludotheque.core.search import Budget, SearchConfig, SearchPlayer

    with tempfile.TemporaryDirectory() as folder:
        ref = _reference(reference, Path(folder))
        positions = _positions(names)
        players = {
            "reference": (ref["_reference_search"].SearchPlayer,
                          ref["_reference_search"].Budget,
                          ref["_reference_search"].SearchConfig.of(
                              ref["_reference_heuristics"].knowledge(),
                              ref["_reference_heuristics"].computer_player()),
                          ref["_reference_state"].KanzeState),
            "current": (SearchPlayer, Budget, SearchConfig.of(knowledge(), computer_player()),
                        None),
        }
        print(f"== Kanzé search: iterations per second, current code against {reference} "
              f"(medians of {rounds} alternating rounds)")
        for iterations in budgets:
            for name, state in positions.items():
                rates: dict[str, list[float]] = {key: [] for key in players}
                roots: dict[tuple[str, int], Any] = {}
                for turn in range(rounds):
                    order = list(players) if turn % 2 == 0 else list(players)[::-1]
                    for key in order:
                        player_class, budget_class, known, state_class = players[key]
                        view = state if state_class is None else _as(state_class, state)
                        player = player_class(budget_class(iterations), known)
                        begin = time.perf_counter()
                        result = player.analyse(view, random.Random(turn))
                        rates[key].append(result.iterations / (time.perf_counter() - begin))
                        roots[(key, turn)] = (_root(result), str(result.move),
                                              result.iterations)
                    if roots[("reference", turn)] != roots[("current", turn)]:
                        raise SystemExit(f"{name}, {iterations} iterations, seed {turn}: "
                                         "the root statistics differ from the reference's")
                old = statistics.median(rates["reference"])
                new = statistics.median(rates["current"])
                print(f"  {iterations:>5} it, {name:<8} ({len(state.legal_moves()):>4} moves): "
                      f"reference {old:6.0f}/s, current {new:6.0f}/s, ratio {new / old:.2f}x, "
                      f"root statistics identical", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.kanze")
    parser.add_argument("which", choices=("speed",))
    parser.add_argument("--reference", required=True,
                        help="the commit whose search and Kanzé rules are the reference")
    parser.add_argument("--iterations", default="300,4000",
                        help="iteration budgets, comma-separated")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--positions", default=",".join(POSITIONS),
                        help="comma-separated names among " + ", ".join(POSITIONS))
    args = parser.parse_args(argv)
    speed(args.reference, [int(n) for n in args.iterations.split(",")], args.rounds,
          args.positions.split(","))
    return 0


if __name__ == "__main__":
    sys.exit(main())
