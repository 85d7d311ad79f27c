"""Start-up of the application: the start page must appear quickly.

Measures, in the same run and interleaved, the wall time from launching a Python
process until a window is on screen (offscreen platform) and the event loop has
painted it:

* the reference: a bare PySide6 ``QApplication`` with an empty ``QMainWindow``;
* Ludotheque: the application, its plugins and the start page of game cards.

Each program prints the time at which its window is painted; the interpreter's
exit that follows is not counted (it is also printed, for reference).  The
programs run as an installed application does: from compiled bytecode, kept in
the scratch directory (``PYTHONPYCACHEPREFIX``) and written by a first, untimed
run, even where ``PYTHONDONTWRITEBYTECODE`` is set.

Prints the medians and their ratio (goal: at most 1.5); with ``--instructions``,
the instructions each program executes to its exit and to its painted window
(valgrind: the same count whatever the machine's load).  Checks that no plugin's
board widget or options dialog module is imported before its game is opened, and
that the start page is painted before PySide creates the enums of the ``Qt``
namespace (a third of the start-up's own work: :func:`lazy_imports`; also tests).

Run: ``python -m benchmarks.startup_gui [--rounds N]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

GOAL = 1.5

REFERENCE = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1280, 800)
window.show()
app.processEvents()
window.grab()
"""

APPLICATION = """
import sys
from ludotheque.gui.app import create_application, create_context
from ludotheque.gui.main_window import MainWindow
app = create_application()
context = create_context(worker=False)
window = MainWindow(context)
window.resize(1280, 800)
window.show()
app.processEvents()
window.grab()
"""

PLUGINS = """
from ludotheque.core.plugins.registry import make_registry
make_registry()
"""

PROBE = APPLICATION + """
import json
games = context.registry.games.values()
references = [r for info in games for r in (info.board_widget, info.options_dialog) if r]
modules = sorted({r.partition(":")[0] for r in references})
import PySide6.QtCore
print(json.dumps({"games": len(context.registry.games), "cards": len(window.start_page.cards),
                  "references": modules,
                  "imported": [m for m in modules if m in sys.modules],
                  "qt_namespace": "Qt" in vars(PySide6.QtCore)}))
"""


def _environment(scratch: str) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["LUDOTHEQUE_DATA_DIR"] = os.path.join(scratch, "data")
    env["XDG_CONFIG_HOME"] = os.path.join(scratch, "config")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(scratch, "pycache")
    return env


STAMP = "\nimport time as _time\nprint('painted', _time.time(), flush=True)\n"
"""Appended to each program: when its window has been painted (wall clock)."""


def _time(code: str, env: dict[str, str]) -> tuple[float, float]:
    """Seconds from launching *code* to its painted window, and to its exit."""
    start = time.time()
    result = subprocess.run([sys.executable, "-c", code + STAMP], check=True, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    end = time.time()
    painted = float(next(line for line in result.stdout.splitlines()
                         if line.startswith("painted ")).split()[1])
    return painted - start, end - start


def measure(rounds: int = 9) -> dict[str, float]:
    """Interleaved medians of the bare window and of the start page, in seconds."""
    with tempfile.TemporaryDirectory(prefix="ludotheque-bench-") as scratch:
        env = _environment(scratch)
        for code in (REFERENCE, APPLICATION, PLUGINS):  # compile, warm the file cache
            _time(code, env)
        reference, application, plugins = [], [], []
        for _ in range(rounds):
            reference.append(_time(REFERENCE, env))
            application.append(_time(APPLICATION, env))
            plugins.append(_time(PLUGINS, env))
    ref = statistics.median(t for t, _ in reference)
    app = statistics.median(t for t, _ in application)
    return {"reference_s": ref, "application_s": app, "ratio": app / ref,
            "reference_exit_s": statistics.median(t for _, t in reference),
            "application_exit_s": statistics.median(t for _, t in application),
            "plugins_s": statistics.median(t for t, _ in plugins)}


PAINTED = "\nimport os\nos._exit(0)\n"
"""Appended to a program to count its instructions to the painted window only."""


def instructions() -> dict[str, float] | None:
    """Instructions executed by each program to its exit, and to its painted window
    (``*_painted``), counted by valgrind's callgrind (independent of the machine's
    load); None without valgrind."""
    import re
    import shutil

    if shutil.which("valgrind") is None:
        return None
    counts = {}
    with tempfile.TemporaryDirectory(prefix="ludotheque-bench-") as scratch:
        env = _environment(scratch)
        for name, code in (("reference", REFERENCE), ("application", APPLICATION)):
            _time(code, env)  # bytecode and discovery cache in place
            for suffix, program in (("", code), ("_painted", code + PAINTED)):
                result = subprocess.run(
                    ["valgrind", "--tool=callgrind",
                     f"--callgrind-out-file={os.path.join(scratch, name + suffix + '.out')}",
                     sys.executable, "-c", program], env=env, capture_output=True, text=True)
                found = re.search(r"Collected : (\d+)", result.stderr)
                if result.returncode != 0 or found is None:
                    return None
                counts[name + suffix] = float(found.group(1))
    return {**counts, "ratio": counts["application"] / counts["reference"],
            "ratio_painted": counts["application_painted"] / counts["reference_painted"]}


def lazy_imports() -> dict[str, object]:
    """Which plugin widget/dialog modules are imported once the start page shows."""
    with tempfile.TemporaryDirectory(prefix="ludotheque-bench-") as scratch:
        result = subprocess.run([sys.executable, "-c", PROBE], check=True, capture_output=True,
                                text=True, env=_environment(scratch))
    return json.loads(result.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions with valgrind (slow, load-independent)")
    args = parser.parse_args(argv)
    figures = measure(args.rounds)
    counted = instructions() if args.instructions else None
    probe = lazy_imports()
    print(f"GUI start-up (medians of {args.rounds} interleaved runs)")
    print(f"  bare PySide6 QMainWindow:     {figures['reference_s'] * 1000:7.1f} ms")
    print(f"  Ludotheque start page:        {figures['application_s'] * 1000:7.1f} ms "
          f"({probe['cards']} game cards)")
    print(f"  (of which: python + loading every plugin, no Qt: "
          f"{figures['plugins_s'] * 1000:7.1f} ms)")
    print(f"  (to the end of the process: bare {figures['reference_exit_s'] * 1000:.1f} ms, "
          f"Ludotheque {figures['application_exit_s'] * 1000:.1f} ms, "
          f"{figures['application_exit_s'] / figures['reference_exit_s']:.2f}x)")
    verdict = "ok" if figures["ratio"] <= GOAL else "OVER GOAL"
    print(f"  ratio: {figures['ratio']:.2f}x (goal <= {GOAL}x): {verdict}")
    if counted is not None:
        print(f"  instructions to exit (valgrind): bare {counted['reference'] / 1e6:.0f}M, "
              f"Ludotheque {counted['application'] / 1e6:.0f}M, {counted['ratio']:.2f}x")
        print(f"  instructions to the painted window: "
              f"bare {counted['reference_painted'] / 1e6:.0f}M, "
              f"Ludotheque {counted['application_painted'] / 1e6:.0f}M, "
              f"{counted['ratio_painted']:.2f}x")
    elif args.instructions:
        print("  instructions: valgrind is not available")
    print(f"  plugin widget/dialog modules imported before a game is opened: "
          f"{len(probe['imported'])} of {len(probe['references'])}"
          + (f" ({', '.join(probe['imported'])})" if probe["imported"] else ""))
    print(f"  Qt namespace's enums made before the start page is painted: "
          f"{'yes' if probe['qt_namespace'] else 'no'}")
    return 0 if figures["ratio"] <= GOAL and not probe["imported"] \
        and not probe["qt_namespace"] else 1


if __name__ == "__main__":
    sys.exit(main())
