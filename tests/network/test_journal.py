"""The match server's journal (``ludotheque.core.network.journal``): matches and steps
survive a restart and a SIGKILL, steps are taken only in order, invitation tokens
are 128 random bits kept as hashes and compared in constant time."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
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


def test_token_checks_do_not_wait_for_a_write_under_way(tmp_path: Path) -> None:
    """A join is checked in the server's event loop: a commit in progress (its fsync
    under the journal's lock) must not stop it."""
    with Journal(tmp_path) as journal:
        tokens = journal.create(record("m5"), remote_seats=[0, 1])
        creator = journal.add_creator("m5")
        journal.hand_over("m5", 1, [{"kind": "human", "name": "P0"},
                                    {"kind": "ai", "name": "P1", "level": "beginner"}])
        answers: list[object] = []

        def check() -> None:
            answers.extend([journal.seat_of("m5", tokens[0]),
                            journal.withdrawn_seat_of("m5", tokens[1]),
                            journal.is_creator("m5", creator)])

        with journal._lock:  # what a commit holds while it writes, and a write under way
            journal._db.execute("BEGIN IMMEDIATE")
            journal._db.execute("INSERT INTO open_seats VALUES ('m5', 0)")
            journal._invites.clear()  # read from the database, not from memory
            reader = threading.Thread(target=check)
            reader.start()
            reader.join(timeout=30)
            journal._db.execute("ROLLBACK")
            assert not reader.is_alive(), "a token check waited for the write"
        assert answers == [0, 1, True]


def test_the_database_is_in_wal_mode_with_full_sync(tmp_path: Path) -> None:
    Journal(tmp_path).close()
    db = sqlite3.connect(tmp_path / FILE_NAME)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


WRITER = """
import sys
import threading
import time
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
        assert journal.seat_of("m4", tokens[1]) == 1
        journal.hand_over("m4", 1, seats)
        assert journal.seat_of("m4", tokens[1]) is None  # at once, not only after a restart
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

def test_appends_from_threads_are_committed_together_each_in_order(tmp_path: Path) -> None:
    """Appends that arrive while a commit is under way go to disk together in the next
    one (a group commit): each thread's steps land, in order, and each thread returns
    once they are on disk."""
    with Journal(tmp_path) as journal:
        for index in range(8):
            journal.create(record(f"m{index}"), remote_seats=[])
        journal.append("m0", 0, "1")
        commits = journal.commits

        def play(index: int) -> None:
            ply = 1 if index == 0 else 0
            journal.append_many(f"m{index}", ply, [str(index), {"house": index}])
            journal.append(f"m{index}", ply + 2, "6")

        threads = [threading.Thread(target=play, args=(index,)) for index in range(8)]
        with journal._lock:  # a commit under way: the appends queue up meanwhile
            for thread in threads:
                thread.start()
            deadline = time.monotonic() + 10
            while len(journal._queue) < 7 and time.monotonic() < deadline:
                time.sleep(0.001)
        for thread in threads:
            thread.join(timeout=10)
        transactions = journal.commits - commits
        # The 8 first appends: the one that leads, then the 7 queued behind it in one
        # transaction; the 8 second ones: 8 transactions at most.
        assert transactions <= 10, transactions
    with Journal(tmp_path) as journal:
        steps = {match.id: match.steps for match in journal.matches()}
    assert steps["m0"] == ["1", "0", {"house": 0}, "6"]
    for index in range(1, 8):
        assert steps[f"m{index}"] == [str(index), {"house": index}, "6"]


def test_a_refused_append_fails_alone_in_its_group(tmp_path: Path) -> None:
    with Journal(tmp_path) as journal:
        for index in range(3):
            journal.create(record(f"m{index}"), remote_seats=[])
        errors: dict[int, Exception] = {}

        def play(index: int, ply: int) -> None:
            try:
                journal.append(f"m{index}", ply, "1")
            except JournalError as exc:
                errors[index] = exc

        threads = [threading.Thread(target=play, args=(index, ply))
                   for index, ply in ((0, 0), (1, 3), (2, 0))]  # m1: a step too far
        with journal._lock:
            for thread in threads:
                thread.start()
            deadline = time.monotonic() + 10
            while len(journal._queue) < 2 and time.monotonic() < deadline:
                time.sleep(0.001)
        for thread in threads:
            thread.join(timeout=10)
        assert list(errors) == [1] and "comes after 0 steps" in str(errors[1])
        assert [journal.match(f"m{index}").steps for index in range(3)] == [["1"], [], ["1"]]


def test_a_step_written_meanwhile_by_another_writer_is_not_stored_twice(
        tmp_path: Path) -> None:
    """The statement that stores grouped steps checks each ply against the table itself,
    not only against what this journal wrote."""
    with Journal(tmp_path) as journal, Journal(tmp_path) as other:
        journal.create(record(), remote_seats=[])
        journal.append("m1", 0, "1")
        other.append("m1", 1, "2")  # this journal does not know of it
        with pytest.raises(JournalError, match="step 1 is not the next one"):
            journal.append("m1", 1, "3")
        journal.append("m1", 2, "4")
        assert journal.match("m1").steps == ["1", "2", "4"]


THREADED_WRITER = """
import sys, threading
from ludotheque.core.network.journal import Journal, MatchRecord
journal = Journal(sys.argv[1])
for index in range(4):
    journal.create(MatchRecord(f"k{index}", "kalah", {}, [{}, {}], 1), remote_seats=[])
lock = threading.Lock()
def play(index):
    ply = 0
    while True:
        journal.append(f"k{index}", ply, str(ply % 6 + 1))
        with lock:
            print(index, ply, flush=True)  # acknowledged: on disk
        ply += 1
for index in range(4):
    threading.Thread(target=play, args=(index,)).start()
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_every_acknowledged_grouped_step_survives_a_sigkill(tmp_path: Path) -> None:
    writer = subprocess.Popen([sys.executable, "-c", THREADED_WRITER, str(tmp_path)],
                              stdout=subprocess.PIPE, text=True)
    assert writer.stdout is not None
    acknowledged = dict.fromkeys(range(4), -1)
    for count, line in enumerate(writer.stdout):
        index, ply = map(int, line.split())
        acknowledged[index] = max(acknowledged[index], ply)
        if count >= 400:
            break
    writer.send_signal(signal.SIGKILL)
    writer.wait(timeout=30)
    with Journal(tmp_path) as journal:
        steps = {match.id: match.steps for match in journal.matches()}
    for index, last in acknowledged.items():
        assert steps[f"k{index}"][:last + 1] == [str(ply % 6 + 1) for ply in range(last + 1)]


def test_appends_from_event_loop_tasks_share_commits_and_fail_alone(tmp_path: Path) -> None:
    """As the server appends: each task awaits its own steps; those waiting together
    go to disk in one transaction; a refused append fails only its own future."""
    import asyncio

    with Journal(tmp_path) as journal:
        for index in range(20):
            journal.create(record(f"m{index}"), remote_seats=[])
        commits = journal.commits

        async def play(index: int) -> int:
            for ply in range(5):
                await journal.append_soon(f"m{index}", ply, [str(ply + 1)])
            return index

        async def everyone() -> tuple[list[int], BaseException]:
            done = await asyncio.gather(*(play(index) for index in range(20)))
            with pytest.raises(JournalError, match="comes after 5 steps") as refused:
                await journal.append_soon("m3", 9, ["1"])
            return done, refused.value

        done, refused = asyncio.run(everyone())
        assert done == list(range(20)) and isinstance(refused, JournalError)
        assert journal.commits - commits < 100  # 100 appends, fewer transactions
        assert all(journal.match(f"m{index}").steps == ["1", "2", "3", "4", "5"]
                   for index in range(20))
    with pytest.raises(JournalError, match="closed"):
        journal.append("m1", 5, "1")
