"""mypy --strict passes on the core, on the Qt application and on every plugin's whole
package (rules and board)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # builds environments or runs tools: not in make test-fast

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = sorted(p for p in ROOT.glob("plugins/*/ludotheque_*") if (p / "__init__.py").exists())

pytest.importorskip("mypy")


@pytest.fixture(scope="module")
def namespace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder where ``ludotheque.core`` and ``ludotheque.gui`` resolve to core/ and
    gui/ as mypy needs it."""
    root = tmp_path_factory.mktemp("mypy")
    (root / "ludotheque").mkdir()
    (root / "ludotheque" / "core").symlink_to(ROOT / "core")
    (root / "ludotheque" / "gui").symlink_to(ROOT / "gui")
    return root


def mypy(namespace: Path, package: str, *paths: Path,
         exclude: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MYPYPATH": os.pathsep.join([str(namespace), *map(str, paths)])}
    options = ["--exclude", exclude] if exclude is not None else []
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--namespace-packages",
         "--explicit-package-bases", "--cache-dir", str(namespace / ".cache"), *options,
         "-p", package],
        capture_output=True, text=True, env=env, cwd=namespace, timeout=600)


def test_core_is_strictly_typed(namespace: Path) -> None:
    result = mypy(namespace, "ludotheque.core")
    assert result.returncode == 0, result.stdout


GUI_COMMANDS = ("cli", "plugin_commands", "ai_process", "desktop_entry")
"""The command-line modules (no Qt code): left out of the check of gui/ while they are
in it, being checked with the command line's package."""


def test_gui_is_strictly_typed(namespace: Path) -> None:
    """The Qt application, its widgets, dialogs and windows (PySide6's own stubs)."""
    pytest.importorskip("PySide6")
    commands = [name for name in GUI_COMMANDS if (ROOT / "gui" / f"{name}.py").exists()]
    exclude = rf"/gui/({'|'.join(commands)})\.py$" if commands else None
    result = mypy(namespace, "ludotheque.gui", exclude=exclude)
    assert result.returncode == 0, result.stdout
    assert "source files" in result.stdout  # (it checked something)


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.name)
def test_plugins_are_strictly_typed(namespace: Path, package: Path) -> None:
    result = mypy(namespace, package.name, package.parent)
    assert result.returncode == 0, result.stdout
    assert "source files" in result.stdout
