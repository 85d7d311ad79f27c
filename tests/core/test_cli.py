"""The command line's JSON contract and its errors."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import ludotheque_testgames.plugin as testgames
import pytest

from ludotheque.core.cli import games
from ludotheque.core.cli import main as cli
from ludotheque.core.plugins.registry import PluginRegistry


@pytest.fixture
def registry() -> PluginRegistry:
    registry = PluginRegistry()
    registry.register_object(testgames, "ludotheque-testgames", "1.0")

    class Broken:
        LUDOTHEQUE_API_VERSION = "7.0"

    registry.register_object(Broken(), "broken-plugin", "0.3")
    return registry


def run(registry: PluginRegistry, capsys: pytest.CaptureFixture[str], *argv: str):
    code = cli.main(list(argv), registry=registry)
    out, err = capsys.readouterr()
    return code, out, err


def test_list_json_contract(registry, capsys) -> None:
    code, out, _ = run(registry, capsys, "list", "--json")
    assert code == 0
    entries = json.loads(out)
    games = {e["id"]: e for e in entries if "id" in e}
    assert set(games) == {"pig", "high_card", "stones"}
    assert games["pig"] == {**games["pig"], "name": "Pig", "plugin": "ludotheque-testgames",
                            "version": "1.0", "players": [2, 4], "status": "ok"}
    failed = [e for e in entries if e.get("status") == "incompatible"]
    assert failed == [{**failed[0], "plugin": "broken-plugin", "version": "0.3"}]
    assert "7.0" in failed[0]["error"]


def test_list_text(registry, capsys) -> None:
    code, out, _ = run(registry, capsys, "list")
    assert code == 0
    assert "pig" in out and "2-4 players" in out and "broken-plugin" in out


def test_play_json_contract(registry, capsys) -> None:
    code, out, _ = run(registry, capsys, "play", "pig", "--option", "target=15",
                       "--seat", "random", "--seat", "ai:beginner", "--seed", "5", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "pig" and data["seed"] == 5 and data["options"] == {"target": 15}
    assert data["seats"] == [{"kind": "random", "name": ""},
                             {"kind": "ai", "name": "", "level": "beginner"}]
    assert all(isinstance(m, str) for m in data["moves"]) and data["moves"]
    assert len(data["result"]["scores"]) == 2
    assert data["result"]["winners"] and set(data["result"]["winners"]) <= {0, 1}
    assert max(data["result"]["scores"]) >= 15
    again = run(registry, capsys, "play", "pig", "--option", "target=15", "--seat", "random",
                "--seat", "ai:beginner", "--seed", "5", "--json")[1]
    assert json.loads(again) == data  # the same seed replays the same match


def test_play_text_and_default_seats(registry, capsys) -> None:
    code, out, _ = run(registry, capsys, "play", "stones", "--seed", "2")
    assert code == 0
    assert "Result: won by Player" in out and "seed 2" in out


def test_human_seat_reads_standard_input(registry, capsys, monkeypatch) -> None:
    moves = "\n".join(["oops", "take", "end"] * 20) + "\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(moves))
    code, out, _ = run(registry, capsys, "play", "stones", "--seat", "human=Ann",
                       "--seat", "random", "--seed", "1", "--option", "stones=5")
    assert code == 0
    assert "'oops' is not a move of this game" in out
    assert "Ann to move" in out


@pytest.mark.parametrize("argv, words", [
    (["play", "chess"], "unknown game 'chess'"),
    (["play", "pig", "--option", "target=3"], "between 10 and 100"),
    (["play", "pig", "--option", "colour=red"], "Unknown option 'colour'"),
    (["play", "pig", "--option", "target"], "KEY=VALUE"),
    (["play", "pig", "--seat", "wizard"], "Unknown seat 'wizard'"),
    (["play", "pig", "--seat", "ai:godlike"], "Unknown level 'godlike'"),
    (["play", "stones"] + ["--seat", "random"] * 3, "at most 2 seats"),
    (["play", "pig", "--seed=-4"], "seed"),
    (["play", "pig", "--seat", "random=Ann", "--seat", "ai=ann"], "Two players are called “ann”"),
    (["play", "pig", "--seat", "random", "--seat", "random=Player 1"],
     "Two players are called “Player 1”"),
])
def test_usage_errors_exit_2_with_a_message(registry, capsys, argv, words) -> None:
    code, out, err = run(registry, capsys, *argv)
    assert code == 2
    assert words in err and out == ""


def test_every_error_shown_is_in_the_log(registry, capsys, tmp_path) -> None:
    """The one line the user reads on the standard error is also in the log file, for
    bad usage and for the plugin commands alike."""
    from ludotheque.core.logs import log_path

    code, _, err = run(registry, capsys, "play", "no-such-game")
    assert code == 2 and err.startswith("ludotheque: ")
    code, _, refused = run(registry, capsys, "install", "chess; rm -rf ~")
    assert code == 2 and "not allowed" in refused
    logged = log_path().read_text(encoding="utf-8")
    for shown in (err, refused):
        assert shown.strip().removeprefix("ludotheque: ") in logged


def test_installed_command_lists_json() -> None:
    result = subprocess.run([sys.executable, "-m", "ludotheque.core.cli", "list", "--json"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    entries = json.loads(result.stdout)
    assert isinstance(entries, list)
    bundled = {"ludotheque-mancala", "ludotheque-clans", "ludotheque-kanze", "ludotheque-clod",
               "ludotheque-forts"}
    statuses = {entry["plugin"]: entry["status"] for entry in entries if "plugin" in entry}
    assert {name: statuses.get(name) for name in bundled} == dict.fromkeys(bundled, "ok")
    for entry in entries:
        assert entry["status"] in {"ok", "failed", "incompatible", "disabled", "skipped"}
        if entry["status"] == "ok":
            assert {"id", "name", "plugin", "version", "players"} <= set(entry)


def test_cli_levels_match_the_players() -> None:
    from ludotheque.core.players import LEVELS

    assert cli.LEVELS == LEVELS


def test_a_game_whose_plugin_now_fails_exits_1_with_the_reason(registry, capsys,
                                                                monkeypatch) -> None:
    record = registry.plugin_of("pig")

    def broken(game_id: str):
        record.status, record.error = "failed", "import failed: ImportError: gone"
        raise KeyError(game_id)

    monkeypatch.setattr(registry, "game", broken)
    code, out, err = run(registry, capsys, "play", "pig")
    assert code == 1 and "cannot be loaded" in err and "ImportError: gone" in err


def test_json_output_stays_json_with_a_human_seat(registry, capsys, monkeypatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("take\nend\n" * 20))
    code, out, err = run(registry, capsys, "play", "stones", "--seat", "human",
                         "--seat", "random", "--seed", "1", "--option", "stones=5", "--json")
    assert code == 0
    assert json.loads(out)["game"] == "stones"
    assert "to move" in err


def test_enabling_an_unknown_plugin_is_a_usage_error(registry, capsys) -> None:
    code, out, err = run(registry, capsys, "enable", "no-such-plugin")
    assert code == 2 and "no-such-plugin" in err


@pytest.mark.parametrize("verbose", [False, True])
def test_a_failure_of_the_rules_is_one_line_with_details_in_the_log(
        registry, capsys, monkeypatch, verbose) -> None:
    from ludotheque_testgames.stones import StonesState

    from ludotheque.core.logs import log_path, set_verbose

    def broken(self, move):
        raise RuntimeError("the rules broke\nsecond line")

    monkeypatch.setattr(StonesState, "apply", broken)
    try:
        code, out, err = run(registry, capsys, *(["--verbose"] if verbose else []), "play",
                             "stones", "--seat", "random", "--seat", "random", "--seed", "1")
    finally:
        set_verbose(False)
    assert code == 1
    last = err.strip().splitlines()[-1]
    assert last.startswith("ludotheque: the game 'stones' failed after 0 steps: "
                           "RuntimeError: the rules broke (details in ")
    assert ("Traceback" in err) == verbose
    logged = log_path().read_text(encoding="utf-8")
    assert "Traceback" in logged and "RuntimeError: the rules broke" in logged


def test_ctrl_c_during_a_match_is_one_line(registry, capsys, monkeypatch) -> None:
    from ludotheque_testgames.stones import StonesState

    def interrupted(self, move):
        raise KeyboardInterrupt

    monkeypatch.setattr(StonesState, "apply", interrupted)
    code, _, err = run(registry, capsys, "play", "stones", "--seat", "random", "--seat",
                       "random")
    assert code == 130 and err == "ludotheque: interrupted\n"


def test_play_json_has_the_history_in_sentences(registry, capsys) -> None:
    code, out, _ = run(registry, capsys, "play", "pig", "--seat", "random=Ada", "--seat",
                       "random", "--seed", "3", "--json", "--lang", "en")
    assert code == 0
    data = json.loads(out)
    history = data["history"]
    assert len(history) == len(data["moves"]) + len(data["outcomes"])
    assert [step["move"] for step in history if step["player"] is not None] == data["moves"]
    assert [step["move"] for step in history if step["player"] is None] == data["outcomes"]
    first = next(step for step in history if step["player"] == 0)
    assert first["text"] == f"Ada: {first['move']}"  # the test games keep the default
    chance = next(step for step in history if step["player"] is None)
    assert chance["text"] == f"Chance: {chance['move']}"
    assert any(step["text"].startswith("Player 2: ") for step in history)


def test_play_speaks_french_with_lang_fr(registry, capsys) -> None:
    code, out, _ = run(registry, capsys, "play", "pig", "--seat", "random", "--seat",
                       "random", "--seed", "3", "--lang", "fr")
    assert code == 0
    assert "Joueur 1\u00a0: " in out and "Hasard\u00a0: " in out


def test_the_system_language_decides_without_lang(registry, capsys, monkeypatch) -> None:
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    assert games.system_language() == "fr"
    code, out, _ = run(registry, capsys, "play", "stones", "--seat", "random", "--seat",
                       "random", "--seed", "1", "--json")
    assert code == 0 and json.loads(out)["history"][0]["text"].startswith("Joueur ")
    monkeypatch.setenv("LC_ALL", "C")
    assert games.system_language() == "en"
