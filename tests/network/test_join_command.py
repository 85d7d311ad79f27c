"""``ludotheque play --server`` and ``ludotheque join`` as processes over the loopback
interface: a match created with its invitations, each seat played by its own
``join``; a ``join`` killed mid-match and started again with its link finishes the
match; a server killed with SIGKILL mid-match and restarted on the same port and
--data lets every client finish, with every move in its journal."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(os.name != "posix", reason="SIGKILL")]
pytest.importorskip("websockets")

from ludotheque.core.network.journal import Journal  # noqa: E402 - after the import check

MAIN = "import sys; from ludotheque.core.cli.main import main; sys.exit(main())"


def ludotheque(home: Path, *args: str, **options) -> subprocess.Popen[str]:
    env = {**os.environ, "LUDOTHEQUE_DATA_DIR": str(home), "LANG": "C.UTF-8"}
    return subprocess.Popen([sys.executable, "-c", MAIN, *args], text=True, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **options)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def serve(home: Path, port: int) -> subprocess.Popen[str]:
    process = ludotheque(home, "serve", "--port", str(port), "--data", str(home / "server"))
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.startswith("Serving "), (line, process.stderr.read() if process.stderr else "")
    return process


def create(home: Path, port: int, *seats: str) -> dict:
    args = ["play", "kalah", "--server", f"ws://127.0.0.1:{port}", "--json"]
    for seat in seats:
        args += ["--seat", seat]
    out, err = ludotheque(home, *args).communicate(timeout=60)
    assert out, err
    return json.loads(out)


def finish(process: subprocess.Popen[str]) -> dict:
    out, err = process.communicate(timeout=180)
    assert process.returncode == 0, err
    return json.loads(out)


def stop(process: subprocess.Popen[str], how: int = signal.SIGTERM) -> None:
    process.send_signal(how)
    process.communicate(timeout=30)


def journaled(home: Path, match: str) -> list:
    with Journal(home / "server") as journal:
        record = journal.match(match)
    assert record is not None
    return record.steps


def wait_for_steps(home: Path, match: str, count: int) -> None:
    """Until the journal holds *count* steps of *match* (the clients started, however
    slowly the machine runs them)."""
    deadline = time.monotonic() + 120
    while len(journaled(home, match)) < count:
        assert time.monotonic() < deadline, f"the match never reached {count} steps"
        time.sleep(0.1)


def test_a_killed_client_joins_again_with_its_link_and_finishes(tmp_path: Path) -> None:
    port = free_port()
    server = serve(tmp_path, port)
    try:
        created = create(tmp_path, port, "remote=Ann", "remote=Bea")
        first, second = (invite["link"] for invite in created["invites"])
        assert [i["seat"] for i in created["invites"]] == [0, 1]
        ann = ludotheque(tmp_path, "join", first, "--seat", "random", "--pace", "0.25", "--json")
        bea = ludotheque(tmp_path, "join", second, "--seat", "ai:beginner", "--json")
        wait_for_steps(tmp_path, created["match"], 2)
        ann.kill()
        ann.communicate(timeout=30)
        played = len(journaled(tmp_path, created["match"]))
        assert played >= 2  # killed mid-match
        ann = ludotheque(tmp_path, "join", first, "--seat", "random", "--json")
        seen = [finish(ann), finish(bea)]
        steps = journaled(tmp_path, created["match"])
        assert len(steps) > played
        for result in seen:
            assert result["moves"] == [str(step) for step in steps]
            assert result["result"]["winners"]
            assert all(entry["text"] for entry in result["history"])
        assert seen[0]["history"][0]["text"].startswith("Ann ")
    finally:
        stop(server)


def test_a_server_killed_mid_match_is_restarted_and_every_client_finishes(
        tmp_path: Path) -> None:
    port = free_port()
    server = serve(tmp_path, port)
    created = create(tmp_path, port, "remote", "remote")
    clients = [ludotheque(tmp_path, "join", invite["link"], "--seat", "random",
                          "--pace", "0.1", "--json") for invite in created["invites"]]
    try:
        wait_for_steps(tmp_path, created["match"], 2)
        stop(server, signal.SIGKILL)
        acknowledged = len(journaled(tmp_path, created["match"]))
        assert acknowledged >= 2
        time.sleep(2)  # the clients try again meanwhile
        server = serve(tmp_path, port)
        seen = [finish(client) for client in clients]
    finally:
        for client in clients:
            if client.poll() is None:
                client.kill()
        stop(server)
    steps = journaled(tmp_path, created["match"])
    assert len(steps) > acknowledged
    for result in seen:
        assert result["moves"] == [str(step) for step in steps]  # not one move lost
        assert result["reconnections"] >= 1
