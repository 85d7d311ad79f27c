"""Start-up of the application: the start page must appear quickly.

Measures, in the same run and interleaved, the wall time from launching a Python
process until a window is on screen (offscreen platform) and the event loop has
painted it:

* the reference: a bare PySide6 ``QApplication`` with an empty ``QMainWindow``;
* Ludotheque: the application, its plugins and the start page of game cards.

Prints the medians and their ratio (goal: at most 1.5), and checks that no
plugin's board widget or options dialog module is imported before its game is
opened (:func:`lazy_imports`; also a test).

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
from ludotheque.core.registry import make_registry
make_registry()
"""

PROBE = APPLICATION + """
import json
games = context.registry.games.values()
references = [r for info in games for r in (info.board_widget, info.options_dialog) if r]
modules = sorted({r.partition(":")[0] for r in references})
print(json.dumps({"games": len(context.registry.games), "cards": len(window.start_page.cards),
                  "references": modules,
                  "imported": [m for m in modules if m in sys.modules]}))
"""


def _environment(scratch: str) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["LUDOTHEQUE_DATA_DIR"] = os.path.join(scratch, "data")
    env["XDG_CONFIG_HOME"] = os.path.join(scratch, "config")
    return env


def _time(code: str, env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def measure(rounds: int = 9) -> dict[str, float]:
    """Interleaved medians of the bare window and of the start page, in seconds."""
    with tempfile.TemporaryDirectory(prefix="ludotheque-bench-") as scratch:
        env = _environment(scratch)
        for code in (REFERENCE, APPLICATION, PLUGINS):  # warm the file cache
            _time(code, env)
        reference, application, plugins = [], [], []
        for _ in range(rounds):
            reference.append(_time(REFERENCE, env))
            application.append(_time(APPLICATION, env))
            plugins.append(_time(PLUGINS, env))
    ref, app = statistics.median(reference), statistics.median(application)
    return {"reference_s": ref, "application_s": app, "ratio": app / ref,
            "plugins_s": statistics.median(plugins)}


def lazy_imports() -> dict[str, object]:
    """Which plugin widget/dialog modules are imported once the start page shows."""
    with tempfile.TemporaryDirectory(prefix="ludotheque-bench-") as scratch:
        result = subprocess.run([sys.executable, "-c", PROBE], check=True, capture_output=True,
                                text=True, env=_environment(scratch))
    return json.loads(result.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args(argv)
    figures = measure(args.rounds)
    probe = lazy_imports()
    print(f"GUI start-up (medians of {args.rounds} interleaved runs)")
    print(f"  bare PySide6 QMainWindow:     {figures['reference_s'] * 1000:7.1f} ms")
    print(f"  Ludotheque start page:        {figures['application_s'] * 1000:7.1f} ms "
          f"({probe['cards']} game cards)")
    print(f"  (of which: python + loading every plugin, no Qt: "
          f"{figures['plugins_s'] * 1000:7.1f} ms)")
    verdict = "ok" if figures["ratio"] <= GOAL else "OVER GOAL"
    print(f"  ratio: {figures['ratio']:.2f}x (goal <= {GOAL}x): {verdict}")
    print(f"  plugin widget/dialog modules imported before a game is opened: "
          f"{len(probe['imported'])} of {len(probe['references'])}"
          + (f" ({', '.join(probe['imported'])})" if probe["imported"] else ""))
    return 0 if figures["ratio"] <= GOAL and not probe["imported"] else 1


if __name__ == "__main__":
    sys.exit(main())
