"""mypy --strict passes on the whole plugin, its Qt code included."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # runs a tool: not in make test-fast

PLUGIN = Path(__file__).resolve().parent.parent
ROOT = PLUGIN.parent.parent

pytest.importorskip("mypy")


def test_the_plugin_is_strictly_typed(tmp_path: Path) -> None:
    # ludotheque.core and ludotheque.gui as mypy finds them: core/ and gui/.
    (tmp_path / "ludotheque").mkdir()
    for package in ("core", "gui"):
        (tmp_path / "ludotheque" / package).symlink_to(ROOT / package)
    env = {**os.environ, "MYPYPATH": os.pathsep.join([str(tmp_path), str(PLUGIN)])}
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--namespace-packages",
         "--explicit-package-bases", "--cache-dir", str(tmp_path / ".cache"),
         "-p", "ludotheque_clod"],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=600)
    assert result.returncode == 0, result.stdout
