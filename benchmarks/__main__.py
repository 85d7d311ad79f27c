"""Run every benchmark (``make bench``): start-up, playout speed, strength,
responsiveness, root-parallel search, the match server under load.

Options are passed on to the strength benchmark's sample sizes::

    python -m benchmarks [--games N] [--levels-games N] [--scale S]

The defaults are the issue's full runs (100 games per game against OpenSpiel);
they take hours on two cores.  Every figure is printed; record them with the date
and machine under ``benchmarks/results/`` (``YYYY-MM-DD-topic.md``), the current
figures in ``benchmarks/results/figures.json``, then write ``docs/benchmarks.md``
with ``python -m benchmarks.report``.
"""

from __future__ import annotations

import argparse
import importlib
import platform
import sys
import time


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks")
    parser.add_argument("--games", type=int, default=100,
                        help="games per game against OpenSpiel's MCTSBot")
    parser.add_argument("--levels-games", type=int, default=20,
                        help="games per pairing of levels")
    parser.add_argument("--scale", type=float, default=1.0, help="scale the level budgets")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of the speed benchmarks")
    args = parser.parse_args(argv)
    print(f"# {time.strftime('%Y-%m-%d %H:%M')} on {platform.node()}: {platform.platform()}, "
          f"{platform.processor() or platform.machine()}, Python {platform.python_version()}")
    failures = 0
    steps = [
        ("benchmarks.startup_cli", ["--rounds", str(args.rounds)]),
        ("benchmarks.startup_gui", []),
        ("benchmarks.playouts", ["--rounds", str(args.rounds)]),
        ("benchmarks.mancala_playouts", ["--rounds", str(args.rounds)]),
        ("benchmarks.strength", ["openspiel", "--games", str(args.games)]),
        ("benchmarks.strength", ["levels", "--games", str(args.levels_games),
                                 "--scale", str(args.scale)]),
        ("benchmarks.responsiveness", []),
        ("benchmarks.parallel", ["--rounds", str(args.rounds)]),
        ("benchmarks.network_load", ["--no-json"]),
    ]
    for module_name, module_args in steps:
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:
            print(f"== {module_name}: not available ({exc})")
            continue
        try:
            module.main(module_args)
        except SystemExit:
            pass
        except Exception as exc:  # noqa: BLE001 - report and go on with the others
            failures += 1
            print(f"== {module_name} failed: {exc!r}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
