"""Test set-up shared by the host's and the plugins' tests: headless Qt and an
isolated data directory for every test."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(autouse=True)
def _isolated_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Every test gets its own data and config directories (autosaves, scores, settings)."""
    data = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("LUDOTHEQUE_DATA_DIR", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(data / "config"))
    monkeypatch.setenv("LC_ALL", "C.UTF-8")  # the command line's language: English
    return data
