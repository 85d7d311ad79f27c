"""The match server's journal (``ludotheque.core.network.journal``): matches and steps
survive a restart and a SIGKILL, steps are taken only in order, invitation tokens
are 128 random bits kept as hashes and compared in constant time."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from ludotheque.core.network.journal import (
    FILE_NAME,
    Journal,
    JournalError,
    MatchRecord,
    token_hash,
)


def record(match_id: str = "m1", seats: int = 2) -> MatchRecord:
    return MatchRecord(match_id, "kalah", {"seeds": 4},
                       [{"kind": "human", "name": f"P{i}"} for i in range(seats)], 7,
                       "ludotheque-mancala", "0.1.0")


def test_a_match_and_its_steps_are_read_back_after_a_restart(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        tokens = journal.create(record(), remote_seats=[1])
        journal.append("m1", 0, "3")
        journal.append_many("m1", 1, ["4", {"house": 2}])
    with Journal(tmp_path) as journal:
        (again,) = journal.matches()
    assert (again.id, again.game, again.options, again.seed) == ("m1", "kalah", {"seeds": 4}, 7)
    assert again.steps == ["3", "4", {"house": 2}]
    assert again.invites == {1: token_hash(tokens[1])}
    assert (again.plugin, again.version) == ("ludotheque-mancala", "0.1.0")


def test_steps_are_taken_only_in_order(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        journal.create(record(), remote_seats=[])
        journal.append("m1", 0, "1")
        for ply in (0, 2, -1):  # replayed, skipped ahead, nonsense
            with pytest.raises(JournalError, match="comes after 1 steps"):
                journal.append("m1", ply, "2")
        with pytest.raises(JournalError, match="no match"):
            journal.append("nope", 0, "1")
        with pytest.raises(JournalError, match="exists already"):
            journal.create(record(), remote_seats=[])
        assert journal.match("m1").steps == ["1"]
        journal.truncate("m1", 0)  # an undo every seat agreed to
        journal.append("m1", 0, "5")
        assert journal.match("m1").steps == ["5"]


def test_tokens_open_only_their_seat_and_are_not_stored(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        tokens = journal.create(record("m2", seats=3), remote_seats=[0, 2])
        assert set(tokens) == {0, 2} and tokens[0] != tokens[2]
        assert all(len(token) >= 22 for token in tokens.values())  # 16 bytes, base64
        assert journal.seat_of("m2", tokens[0]) == 0
        assert journal.seat_of("m2", tokens[2]) == 2
        assert journal.seat_of("m2", tokens[0][:-1] + "x") is None
        assert journal.seat_of("other", tokens[0]) is None
        with pytest.raises(JournalError, match="no such seat"):
            journal.create(record("m3"), remote_seats=[5])
    raw = (tmp_path / FILE_NAME).read_bytes()
    assert tokens[0].encode() not in raw and tokens[2].encode() not in raw


def test_the_database_is_in_wal_mode_with_full_sync(tmp_path: Path) -> None:
    Journal(tmp_path).close()
    db = sqlite3.connect(tmp_path / FILE_NAME)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


WRITER = """
import sys
from ludotheque.core.network.journal import Journal, MatchRecord
journal = Journal(sys.argv[1])
journal.create(MatchRecord("k", "kalah", {}, [{}, {}], 1), remote_seats=[])
ply = 0
while True:
    journal.append("k", ply, str(ply % 6 + 1))
    print(ply, flush=True)  # acknowledged: on disk
    ply += 1
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_every_acknowledged_step_survives_a_sigkill(tmp_path: Path) -> None:
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path)],
                              stdout=subprocess.PIPE, text=True)
    assert writer.stdout is not None
    acknowledged = -1
    for line in writer.stdout:
        acknowledged = int(line)
        if acknowledged >= 200:
            break
    writer.send_signal(signal.SIGKILL)
    writer.wait(timeout=30)
    with Journal(tmp_path) as journal:
        (match,) = journal.matches()
    assert len(match.steps) >= acknowledged + 1
    assert match.steps[:acknowledged + 1] == [str(ply % 6 + 1) for ply in range(acknowledged + 1)]


def test_a_creator_token_and_a_seat_handed_to_the_computer(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        tokens = journal.create(record("m4"), remote_seats=[0, 1])
        creator = journal.add_creator("m4")
        assert len(creator) >= 22 and creator not in tokens.values()
        assert journal.is_creator("m4", creator)
        assert not journal.is_creator("m4", tokens[0])
        assert not journal.is_creator("other", creator)
        with pytest.raises(JournalError):
            journal.add_creator("m4")  # one creator token per match
        seats = [{"kind": "human", "name": "P0"},
                 {"kind": "ai", "name": "P1", "level": "beginner"}]
        journal.hand_over("m4", 1, seats)
        with pytest.raises(JournalError, match="no match"):
            journal.hand_over("nope", 1, seats)
    with Journal(tmp_path) as journal:  # durable
        again = journal.match("m4")
        assert again.seats == seats and again.invites == {0: token_hash(tokens[0])}
        assert journal.seat_of("m4", tokens[1]) is None
        assert journal.withdrawn_seat_of("m4", tokens[1]) == 1
        assert journal.withdrawn_seat_of("m4", tokens[0]) is None
        assert journal.is_creator("m4", creator)
    raw = (tmp_path / FILE_NAME).read_bytes()
    assert creator.encode() not in raw
