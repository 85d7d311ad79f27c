"""The code's form: ruff, with the rules set in pyproject.toml (``[tool.ruff]``), passes
over every package, test and benchmark; a ``noqa`` that silences nothing fails too
(RUF100)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_finds_nothing() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise",
         "core", "gui", "plugins", "tests", "benchmarks", "conftest.py"],
        capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
