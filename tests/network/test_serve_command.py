"""``ludotheque serve`` as a process: it prints its address, hosts matches, and after
a SIGKILL mid-match a new server on the same --data resumes the match with every
acknowledged move."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(os.name != "posix", reason="SIGKILL")]
websockets = pytest.importorskip("websockets")
from websockets.sync.client import connect  # noqa: E402 - after the import check


def start(data: Path) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [sys.executable, "-c", "import sys; from ludotheque.core.cli.main import main; "
                               "sys.exit(main())", "serve", "--port", "0", "--data", str(data)],
        stdout=subprocess.PIPE, text=True, env={**os.environ, "LUDOTHEQUE_DATA_DIR": str(data)})
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.startswith("Serving "), line
    return process, line.split(" on ")[1].split(" ")[0]


def ask(ws, message: dict) -> dict:
    ws.send(json.dumps(message))
    return json.loads(ws.recv(timeout=30))


def test_a_killed_server_resumes_every_acknowledged_move(tmp_path: Path) -> None:
    process, address = start(tmp_path)
    try:
        with connect(address) as ws:
            created = ask(ws, {"type": "create", "version": 1, "game": "kalah", "options": {},
                               "seats": [{"kind": "human"}, {"kind": "ai",
                                                             "level": "beginner"}]})
            match, token = created["match"], created["invites"][0]["token"]
            view = ask(ws, {"type": "join", "version": 1, "match": match,
                            "token": token})["view"]
            for _ in range(3):
                if "outcome" in view:
                    break
                view = ask(ws, {"type": "move", "ply": view["ply"],
                                "move": view["legal"][0]})["view"]
        acknowledged = view["ply"]
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    again, address = start(tmp_path)
    try:
        with connect(address) as ws:
            welcome = ask(ws, {"type": "join", "version": 1, "match": match, "token": token})
        assert welcome["seat"] == 0 and welcome["view"]["ply"] == acknowledged
        assert welcome["view"] == view
        assert len(welcome["steps"]) == acknowledged
    finally:
        again.send_signal(signal.SIGTERM)
        again.wait(timeout=30)
