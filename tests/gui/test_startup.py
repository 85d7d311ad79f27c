"""Start-up: no plugin widget or dialog module is imported before its game opens."""

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
