"""Start-up: no plugin widget or dialog module is imported before its game opens,
and nothing on the way to the painted start page makes the ``Qt`` namespace's enums."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_no_plugin_widget_module_is_imported_before_its_game_is_opened():
    spec = importlib.util.spec_from_file_location("startup_gui",
                                                  ROOT / "benchmarks" / "startup_gui.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    probe = module.lazy_imports()
    assert probe["cards"] == probe["games"]
    assert probe["imported"] == [], probe
    # The Qt namespace's enums (some 110M instructions of PySide's, a third of the
    # start-up's own work) are made after the start page is painted.
    assert probe["qt_namespace"] is False


def test_the_application_imports_the_core_before_qt():
    """Once PySide6 is imported it reads the source of every module imported after it:
    ``ludotheque.gui.app`` imports the core's registry first (an import sorter would
    put PySide6 first again)."""
    import os
    import subprocess
    import sys

    probe = ("import sys, ludotheque.gui.app; names = list(sys.modules); "
             "print(names.index('ludotheque.core.plugins.settings') "
             "< names.index('PySide6.QtCore'))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            check=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.stdout.strip() == "True", result.stderr
