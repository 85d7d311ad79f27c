"""The layers: core and every plugin's rules are pure Python, and discovering
plugins imports no Qt and no plugin widget module."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def rules_modules() -> list[str]:
    names = []
    for path in sorted(ROOT.glob("plugins/*/ludotheque_*/rules/**/*.py")):
        family = ROOT / "plugins" / path.relative_to(ROOT / "plugins").parts[0]
        parts = list(path.relative_to(family).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def run_fresh(code: str) -> dict:
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_core_and_rules_never_import_qt() -> None:
    modules = ["ludotheque.core", "ludotheque.core.testing", "ludotheque.core.saves",
               "ludotheque.core.plugins.registry", "ludotheque.core.search", "ludotheque.gui",
               "ludotheque.core.cli", "ludotheque.core.network.journal",
               "ludotheque.core.network.table", "ludotheque.core.network.server",
               *rules_modules()]
    data = run_fresh(
        "import importlib, json, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "qt = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))]\n"
        "print(json.dumps({'qt': sorted(qt)}))\n")
    assert data["qt"] == []


def test_discovery_imports_no_qt_and_no_widget_module() -> None:
    data = run_fresh(
        "import json, sys\n"
        "from ludotheque.core.plugins.registry import make_registry\n"
        "registry = make_registry()\n"
        "print(json.dumps({'games': sorted(registry.games),\n"
        "  'qt': sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))),\n"
        "  'widgets': sorted(m for m in sys.modules if m.startswith('ludotheque_')\n"
        "                    and ('.qt' in m or 'widget' in m or 'dialog' in m))}))\n")
    assert data["qt"] == [] and data["widgets"] == []


def test_rules_modules_are_found() -> None:
    plugins = [p for p in ROOT.glob("plugins/*/ludotheque_*/rules") if p.is_dir()]
    assert len(rules_modules()) >= len(plugins)


MODULE_LINES = 650
"""At most about 600 lines a module: past it, a module holds more than one room
(``docs/decisions/0002-rooms.md``)."""


def test_no_module_is_over_about_600_lines() -> None:
    """Every module of the host and of the plugins' packages (tests aside) stays
    within :data:`MODULE_LINES`; a module that grows past it is split by concept."""
    paths = [*ROOT.glob("core/**/*.py"), *ROOT.glob("gui/**/*.py"),
             *ROOT.glob("plugins/*/ludotheque_*/**/*.py")]
    assert len(paths) > 100
    sizes = {str(path.relative_to(ROOT)): len(path.read_text(encoding="utf-8").splitlines())
             for path in paths}
    assert max(sizes.values()) > MODULE_LINES // 2  # the count reads real modules
    over = {name: size for name, size in sizes.items() if size > MODULE_LINES}
    assert not over, over
