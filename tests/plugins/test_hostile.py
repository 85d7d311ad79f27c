"""Hostile plugins, installed for real: nothing a plugin does at import or in a
hook bricks a command, runs a disabled plugin, or changes another game.

Every process the application starts is checked with a probe: a plugin whose
import writes a marker file.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ludotheque.core.plugins.registry import HUNG_AFTER

sys.path.insert(0, str(Path(__file__).parent))
from throwaway import TempEnv, Throwaway

pytestmark = pytest.mark.slow  # builds environments or runs tools: not in make test-fast

MARKER_IMPORT = ("import os, pathlib\n"
                 "if os.environ.get('LH_MARKER_DIR'):\n"
                 "    pathlib.Path(os.environ['LH_MARKER_DIR'], 'imported').touch()\n")
HANG_IMPORT = ("import os, time\n"
               "if os.environ.get('LH_HANG'):\n"
               "    while True:\n"
               "        time.sleep(0.05)\n")

PLUGINS = [
    Throwaway("lh-marker", import_error=MARKER_IMPORT),
    Throwaway("lh-exit-hook", body="raise SystemExit(7)"),
    Throwaway("lh-exit-import", import_error="raise SystemExit(7)"),
    Throwaway("lh-kbint-import", import_error="raise KeyboardInterrupt"),
    Throwaway("lh-kbint-hook", body="raise KeyboardInterrupt('from the plugin')"),
    Throwaway("lh-base-hook", body="raise type('Stop', (BaseException,), {})('stop here')"),
    Throwaway("lh-hang", import_error=HANG_IMPORT),
    Throwaway("lh-chatty", import_error=(
        "import os, sys\n"
        "print('hello from a plugin')\n"
        "os.write(1, b'raw bytes on descriptor 1\\n')\n")),
    Throwaway("lh-float-api", extra="LUDOTHEQUE_API_VERSION = 1.0\n"),
    Throwaway("lh-foreign", extra='''
        from ludotheque.core import ComputerPlayer

        @hookimpl
        def ludotheque_register_players(register):
            register(ComputerPlayer(game_id="kalah", levels=(1, 2, 3, 4)))
        '''),
]

WORKER_MOVE = '''
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from ludotheque.gui.app import create_application, create_context
from ludotheque.core.plugins.settings import open_registry
from ludotheque.core.match import Match

app = create_application()
registry, _ = open_registry(safe_mode=sys.argv[1] == "safe")
context = create_context(registry=registry, worker=True)
match = Match(registry.game("kalah").game, None, None, 1)
job = context.worker.request("kalah", match.state.view(0), "ai", "beginner", 1)
move = context.worker.wait_move(job, timeout=90)
context.worker.shutdown()
print("MOVE", move)
'''


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> TempEnv:
    root = tmp_path_factory.mktemp("hostile")
    environment = TempEnv(root)
    environment.install(*(plugin.write(root / "src") for plugin in PLUGINS))
    return environment


def by_plugin(entries: list[dict]) -> dict[str, dict]:
    found: dict[str, dict] = {}
    for entry in entries:
        found.setdefault(entry["plugin"], entry)
    return found


@pytest.mark.parametrize("name, words", [
    ("lh-exit-hook", "SystemExit: 7"),
    ("lh-exit-import", "SystemExit: 7"),
    ("lh-kbint-import", "KeyboardInterrupt"),
    ("lh-kbint-hook", "KeyboardInterrupt: from the plugin"),
    ("lh-base-hook", "Stop: stop here"),
])
def test_a_plugin_raising_any_base_exception_is_recorded_as_failed(
        env: TempEnv, name: str, words: str) -> None:
    result = env.cli("list", "--json")
    assert result.returncode == 0, result.stderr
    entry = by_plugin(json.loads(result.stdout))[name]
    assert entry["status"] == "failed"
    assert words in entry["error"]
    plain = env.cli("list")
    assert plain.returncode == 0 and "kalah" in plain.stdout and name in plain.stdout


def test_play_and_the_plugin_commands_survive_a_plugin_that_exits(env: TempEnv) -> None:
    played = env.cli("play", "kalah", "--seat", "random", "--seat", "random", "--seed", "2")
    assert played.returncode == 0, played.stderr
    assert "Result:" in played.stdout
    assert env.cli("disable", "lh-exit-hook").returncode == 0
    assert by_plugin(env.list_json())["lh-exit-hook"]["status"] == "disabled"
    assert env.cli("enable", "lh-exit-hook").returncode == 0


def test_a_number_as_api_version_is_refused_with_a_clear_reason(env: TempEnv) -> None:
    entry = by_plugin(env.list_json())["lh-float-api"]
    assert entry["status"] == "incompatible"
    assert "as a float (1.0)" in entry["error"] and 'string such as "2.0"' in entry["error"]


def test_a_plugin_cannot_register_heuristics_for_another_plugins_game(env: TempEnv) -> None:
    entry = by_plugin(env.list_json())["lh-foreign"]
    assert entry["status"] == "failed"
    assert "'kalah', which this plugin does not provide" in entry["error"]
    result = env.run("from ludotheque.core.plugins.registry import make_registry\n"
                     "knowledge, computer = make_registry().players_for('kalah')\n"
                     "print(knowledge.evaluate.__module__, computer.levels)")
    assert result.returncode == 0, result.stderr
    module, levels = result.stdout.splitlines()[-1].split()  # after what plugins print
    assert module.startswith("ludotheque_mancala.")
    assert levels == "None"  # Kalah keeps the host's levels


def test_what_plugins_print_while_loading_stays_out_of_json(env: TempEnv) -> None:
    for command in (["list", "--json"],
                    ["play", "kalah", "--seat", "random", "--seat", "random", "--seed", "4",
                     "--json"]):
        result = env.cli(*command)
        assert result.returncode == 0, result.stderr
        json.loads(result.stdout)  # nothing but the JSON
        assert "hello from a plugin" in result.stderr
        assert "raw bytes on descriptor 1" in result.stderr


def test_a_disabled_or_safe_mode_plugin_is_imported_by_no_process(
        env: TempEnv, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    markers = tmp_path / "markers"
    markers.mkdir()
    monkeypatch.setenv("LH_MARKER_DIR", str(markers))
    marker = markers / "imported"

    def every_process(*extra: str) -> None:
        safe = "safe" if extra else "normal"
        for command in (["list"], ["list", "--json"],
                        ["play", "kalah", "--seat", "ai:beginner", "--seat", "ai:beginner",
                         "--seed", "3"],
                        ["screenshot", str(tmp_path / "shot.png"), "--game", "kalah",
                         "--moves", "2", "--size", "640x480"]):
            result = env.cli(*extra, *command)
            assert result.returncode == 0, (command, result.stderr)
            assert not marker.exists(), f"{command} imported the plugin"
        moved = env.run(WORKER_MOVE, safe)  # the application's computer player
        assert moved.returncode == 0 and "MOVE" in moved.stdout, moved.stderr
        assert moved.stdout.split()[-1] != "None"
        assert not marker.exists(), "the computer player's process imported the plugin"

    assert env.cli("disable", "lh-marker").returncode == 0
    assert not marker.exists()
    every_process()
    assert env.cli("enable", "lh-marker").returncode == 0
    every_process("--safe-mode")
    # The probe works: a normal start imports it.
    assert env.cli("list").returncode == 0
    assert marker.exists()


def interrupt_list(env: TempEnv, after: float) -> str:
    """Start ``ludotheque list``, press Ctrl-C *after* seconds into lh-hang's import;
    returns the standard error."""
    loading = Path(os.environ["LUDOTHEQUE_DATA_DIR"]) / "loading.json"
    process = subprocess.Popen(
        [env.python, "-c",
         "import sys; from ludotheque.core.cli.main import main; sys.exit(main())", "list"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        # As in a terminal: a suite started in the background by a shell without job
        # control inherits SIGINT ignored, which the application rightly keeps.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if "lh-hang" in loading.read_text():
                break
        except FileNotFoundError:  # between two plugins (the marker is per import)
            pass
        time.sleep(0.05)
    else:
        process.kill()
        pytest.fail("the hung import never started")
    time.sleep(after)
    process.send_signal(signal.SIGINT)
    _out, err = process.communicate(timeout=30)
    assert process.returncode == 130
    assert err.strip().splitlines()[-1] == "ludotheque: interrupted"
    assert "Traceback" not in err
    return err


def test_ctrl_c_in_a_hung_import_lets_the_watchdog_disable_it(
        env: TempEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LH_HANG", "1")
    loading = Path(os.environ["LUDOTHEQUE_DATA_DIR"]) / "loading.json"
    interrupt_list(env, 0.2)  # stopped on its way: not taken for a hang
    assert not loading.exists()
    interrupt_list(env, HUNG_AFTER + 0.5)  # a hang
    again = env.cli("list", "--json")  # LH_HANG is still set: it would hang again
    assert again.returncode == 0, again.stderr
    assert "lh-hang" in again.stderr  # the notice says which plugin was disabled
    assert by_plugin(json.loads(again.stdout))["lh-hang"]["status"] == "disabled"


def test_disable_and_uninstall_never_import_a_plugin(
        env: TempEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LH_HANG", "1")  # any command importing lh-hang would hang
    assert env.cli("disable", "lh-hang").returncode == 0
    assert env.cli("enable", "lh-hang").returncode == 0
    result = env.cli("uninstall", "lh-exit-hook", "--yes")
    assert result.returncode == 0, result.stderr
    assert "lh-exit-hook was uninstalled" in result.stdout
    monkeypatch.delenv("LH_HANG")
    assert "lh-exit-hook" not in by_plugin(env.list_json())
