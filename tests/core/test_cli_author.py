"""The authors' commands: ``ludotheque arena``, ``check`` and ``translate``."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from ludotheque_testgames import plugin as testgames_plugin

from ludotheque.core.cli.main import main
from ludotheque.core.plugins.registry import PluginRegistry

ROOT = Path(__file__).resolve().parents[2]


def _testgames() -> PluginRegistry:
    registry = PluginRegistry()
    registry.register_object(testgames_plugin, "ludotheque-testgames")
    return registry


def test_arena_prints_the_score_interval_and_elo(capsys) -> None:
    assert main(["arena", "stones", "--pair", "it200", "random", "--games", "6"],
                _testgames()) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("it200 vs random at stones, 6 games: ")
    assert " points = " in line and "Elo " in line and " %)" in line


def test_arena_json(capsys) -> None:
    assert main(["arena", "pig", "--pair", "random", "it20", "--games", "4", "--json"],
                _testgames()) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 4 and data["first"] == "random" and len(data["rounds"]) == 2
    assert 0 <= data["share"] <= 1 and len(data["interval"]) == 2


@pytest.mark.parametrize("argv, message", [
    (["arena", "chess", "--pair", "random", "random"], "unknown game 'chess'"),
    (["arena", "stones", "--pair", "random", "master"], "unknown player 'master'"),
    (["arena", "stones", "--pair", "random", "random", "--games", "0"], "at least 1"),
    (["arena", "stones", "--pair", "random", "random", "--players", "9"], "for 2 to 2"),
])
def test_arena_refuses_bad_input(capsys, argv: list[str], message: str) -> None:
    assert main(argv, _testgames()) == 2
    assert message in capsys.readouterr().err


def test_check_runs_the_kit_and_the_ladder(capsys) -> None:
    assert main(["check", "stones", "--games", "2", "--scale", "0.02"], _testgames()) == 0
    out = capsys.readouterr().out
    assert "stones: the game keeps the contract." in out
    assert "stones: the computer player keeps the contract." in out
    rungs = [line for line in out.splitlines() if " vs " in line]
    assert [line.split(" at ")[0].strip() for line in rungs] == [
        "beginner vs random", "intermediate vs beginner", "strong vs intermediate",
        "expert vs strong"]


def test_check_warns_where_a_higher_level_loses(capsys, monkeypatch) -> None:
    from ludotheque.core import arena as arena_module

    real = arena_module.arena

    def upside_down(game_id, first, second, games, **options):
        return real(game_id, second, first, games, **options)  # every rung inverted

    monkeypatch.setattr(arena_module, "arena", upside_down)
    assert main(["check", "stones", "--games", "10", "--scale", "0.05"], _testgames()) == 1
    out = capsys.readouterr().out
    assert "WARNING: the higher level loses" in out and "lose to the one below" in out


def test_translate_refreshes_compiles_and_lists_what_is_left(tmp_path: Path, capsys) -> None:
    copy = tmp_path / "forts"
    shutil.copytree(ROOT / "plugins" / "forts", copy, ignore=shutil.ignore_patterns("tests"))
    assert main(["translate", str(copy)]) == 0
    assert "0 to translate" in capsys.readouterr().out
    board = copy / "ludotheque_forts" / "qt" / "board_widget.py"
    board.write_text(board.read_text(encoding="utf-8").replace(
        'self.tr("Start")', 'self.tr("Begin")'), encoding="utf-8")
    assert main(["translate", str(copy)]) == 1
    out = capsys.readouterr().out
    assert "to translate: FortsBoardWidget: 'Begin'" in out


def test_translate_refuses_a_folder_without_catalogue(tmp_path: Path, capsys) -> None:
    assert main(["translate", str(tmp_path)]) == 1
    assert "No catalogue under" in capsys.readouterr().err
