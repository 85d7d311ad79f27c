"""The disabled plugins survive a damaged ``plugins.json``: never re-enabled silently."""

from __future__ import annotations

import json
from pathlib import Path

from ludotheque.core.plugins.settings import (
    MSG_ALL_DISABLED,
    MSG_NOT_MENDED,
    MSG_RESTORED,
    PluginSettings,
    open_registry,
)


def test_a_damaged_file_is_replaced_by_its_backup(tmp_path: Path) -> None:
    settings = PluginSettings(tmp_path)
    settings.set_disabled("ludotheque-kanze")
    settings.set_disabled("some-game")
    (tmp_path / "plugins.json").write_bytes(b'{"disabled": ["ludotheque-ka')  # cut short
    assert settings.repair(lambda: ["some-game", "other-game"]) == MSG_RESTORED
    assert settings.disabled == {"ludotheque-kanze", "some-game"}
    assert json.loads((tmp_path / "plugins.json").read_text())["disabled"] == [
        "ludotheque-kanze", "some-game"]
    assert (tmp_path / "plugins.json.damaged").read_bytes() == b'{"disabled": ["ludotheque-ka'
    assert settings.repair(lambda: []) is None  # nothing more to mend


def test_without_a_backup_every_plugin_not_bundled_is_disabled(tmp_path: Path) -> None:
    (tmp_path / "plugins.json").write_text('{"disabled": "not a list"}')
    settings = PluginSettings(tmp_path)
    message = settings.repair(lambda: ["ludotheque-mancala", "Chess_Plus", "left-pad"])
    assert message == MSG_ALL_DISABLED
    assert settings.disabled == {"chess-plus", "left-pad"}
    assert (tmp_path / "plugins.json.damaged").exists()
    assert (tmp_path / "plugins.json.bak").exists()


def test_a_folder_that_cannot_be_written_still_enables_nothing_silently(
        tmp_path: Path, monkeypatch) -> None:
    from ludotheque.core.plugins import settings as plugin_settings

    (tmp_path / "plugins.json").write_text("{{{")
    settings = PluginSettings(tmp_path)

    def refused(*args, **kwargs):
        raise PermissionError("read-only")

    monkeypatch.setattr(plugin_settings.os, "replace", refused)
    monkeypatch.setattr(plugin_settings, "atomic_write", refused)
    message = settings.repair(lambda: ["ludotheque-mancala", "chess-plus"])
    assert message == MSG_NOT_MENDED  # not "kept as plugins.json.damaged"
    assert (tmp_path / "plugins.json").read_text() == "{{{"
    assert settings.disabled == {"chess-plus"}


def test_a_missing_file_is_no_damage(tmp_path: Path) -> None:
    settings = PluginSettings(tmp_path)
    assert settings.repair(lambda: ["chess-plus"]) is None
    assert settings.disabled == set()


def test_the_registry_keeps_the_disabled_plugins_and_says_so(tmp_path: Path) -> None:
    settings = PluginSettings(tmp_path)
    settings.set_disabled("ludotheque-kanze")
    (tmp_path / "plugins.json").write_text("\x00\x00\x00")
    registry, notices = open_registry(directory=tmp_path)
    assert registry.plugins["ludotheque-kanze"].status == "disabled"
    assert "kanze" not in registry.games
    assert notices.messages == [MSG_RESTORED]
