"""The user's folders: where they were on Linux, moved by the XDG variables, and all
in one folder with LUDOTHEQUE_DATA_DIR."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ludotheque.core.files import cache_directory, config_directory, data_directory

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders")


@linux_only
def test_the_folders_follow_the_xdg_variables(monkeypatch: pytest.MonkeyPatch,
                                              tmp_path: Path) -> None:
    monkeypatch.delenv("LUDOTHEQUE_DATA_DIR")
    for variable, name in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                           ("XDG_CACHE_HOME", "cache")):
        monkeypatch.setenv(variable, str(tmp_path / name))
    assert data_directory() == tmp_path / "data" / "ludotheque"
    assert config_directory() == tmp_path / "config" / "ludotheque"
    assert cache_directory() == tmp_path / "cache" / "ludotheque"


@linux_only
def test_without_xdg_variables_the_folders_are_the_usual_ones(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("LUDOTHEQUE_DATA_DIR")
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert data_directory() == tmp_path / ".local" / "share" / "ludotheque"
    assert config_directory() == tmp_path / ".config" / "ludotheque"
    assert cache_directory() == tmp_path / ".cache" / "ludotheque"


def test_ludotheque_data_dir_holds_the_data_and_the_cache(monkeypatch: pytest.MonkeyPatch,
                                                          tmp_path: Path) -> None:
    monkeypatch.setenv("LUDOTHEQUE_DATA_DIR", str(tmp_path / "mine"))
    assert data_directory() == tmp_path / "mine"
    assert cache_directory() == tmp_path / "mine" / "cache"
