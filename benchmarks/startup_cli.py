"""Start-up of the command line: discovering every plugin must stay cheap.

Measures, in the same run and interleaved, the wall time of

* the reference: ``python -c "import pluggy, importlib.metadata"``;
* ``ludotheque list`` (discovers and loads every installed plugin);

prints the medians and their ratio (goal: at most 1.5), and checks that
discovery imports no Qt module and no plugin widget module.

Run: ``python -m benchmarks.startup_cli [--rounds N]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time

GOAL = 1.5

REFERENCE = [sys.executable, "-c", "import pluggy, importlib.metadata"]
LIST = [sys.executable, "-m", "ludotheque.core.cli", "list"]
PROBE = """
import json, sys
from ludotheque.core.cli.main import main
import io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    main(["list"])
qt = sorted(m for m in sys.modules if m.startswith("PySide6") or m.startswith("shiboken"))
widgets = sorted(m for m in sys.modules if m.startswith("ludotheque_") and (".qt" in m or
                 "widget" in m or "dialog" in m))
print(json.dumps({"qt": qt, "widgets": widgets}))
"""


def _time(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def measure(rounds: int = 15) -> dict[str, float]:
    """Interleaved medians of the reference and ``ludotheque list``, in seconds."""
    for command in (REFERENCE, LIST):  # warm the file cache
        _time(command)
    reference, listing = [], []
    for _ in range(rounds):
        reference.append(_time(REFERENCE))
        listing.append(_time(LIST))
    ref, lst = statistics.median(reference), statistics.median(listing)
    return {"reference_s": ref, "list_s": lst, "ratio": lst / ref}


def imports_during_discovery() -> dict[str, list[str]]:
    result = subprocess.run([sys.executable, "-c", PROBE], check=True, capture_output=True,
                            text=True)
    return json.loads(result.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args(argv)
    figures = measure(args.rounds)
    imported = imports_during_discovery()
    print(f"CLI start-up (medians of {args.rounds} interleaved runs)")
    reference_ms = figures["reference_s"] * 1000
    print(f"  python -c 'import pluggy, importlib.metadata': {reference_ms:7.1f} ms")
    print(f"  ludotheque list:                                {figures['list_s'] * 1000:7.1f} ms")
    verdict = "ok" if figures["ratio"] <= GOAL else "OVER GOAL"
    print(f"  ratio: {figures['ratio']:.2f}x (goal <= {GOAL}x): {verdict}")
    print(f"  Qt modules imported by discovery: {len(imported['qt'])}; "
          f"plugin widget modules: {len(imported['widgets'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
