"""Shared test set-up: headless Qt, isolated data and settings, test games."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
TESTGAMES = TESTS / "testgames"
if str(TESTGAMES) not in sys.path:
    sys.path.insert(0, str(TESTGAMES))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Every test gets its own data directory (autosaves, best scores, settings)."""
    data = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("LUDOTHEQUE_DATA_DIR", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(data / "config"))
    return data
