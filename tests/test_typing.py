"""mypy --strict passes on the core and on every plugin's rules package."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # builds environments or runs tools: not in make test-fast

ROOT = Path(__file__).resolve().parent.parent
RULES = sorted(p for p in ROOT.glob("plugins/*/ludotheque_*/rules") if p.is_dir())

pytest.importorskip("mypy")


@pytest.fixture(scope="module")
def namespace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder where ``ludotheque.core`` resolves to core/ as mypy needs it."""
    root = tmp_path_factory.mktemp("mypy")
    (root / "ludotheque").mkdir()
    (root / "ludotheque" / "core").symlink_to(ROOT / "core")
    return root


def mypy(namespace: Path, package: str, *paths: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MYPYPATH": os.pathsep.join([str(namespace), *map(str, paths)])}
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--namespace-packages",
         "--explicit-package-bases", "--cache-dir", str(namespace / ".cache"), "-p", package],
        capture_output=True, text=True, env=env, cwd=namespace, timeout=600)


def test_core_is_strictly_typed(namespace: Path) -> None:
    result = mypy(namespace, "ludotheque.core")
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize("rules", RULES, ids=lambda p: p.parent.name)
def test_rules_are_strictly_typed(namespace: Path, rules: Path) -> None:
    result = mypy(namespace, f"{rules.parent.name}.rules", rules.parent.parent)
    assert result.returncode == 0, result.stdout
