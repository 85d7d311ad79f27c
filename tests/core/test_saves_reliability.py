"""Save files and autosaves that must never freeze, mislead or clash: files that are
not regular files, save format 0, leftover temporary files, and the lock that keeps
two running copies of Ludotheque off the same autosave."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from ludotheque_testgames.stones import StonesGame

from ludotheque.core.autosave import AutosaveStore
from ludotheque.core.files import STALE_TEMPORARY_AGE, atomic_write, remove_stale_temporaries
from ludotheque.core.match import Match, Seat
from ludotheque.core.saves import (
    SaveError,
    load_match,
    match_to_json,
    read_json_file,
)

posix_only = pytest.mark.skipif(os.name != "posix", reason="needs named pipes and /dev")


def lookup(game_id: str) -> StonesGame:
    return {"stones": StonesGame()}[game_id]


def stones_match(moves: int = 2) -> Match:
    match = Match(StonesGame(), {}, [Seat("human", "A"), Seat("human", "B")], seed=5)
    for _ in range(moves):
        match.play("take")
    return match


def returns_quickly(call: Callable[[], Any], unblock: Callable[[], None],
                    timeout: float = 5.0) -> Any:
    """Run *call* in a thread; fail (after *unblock* frees it) if it takes over *timeout*
    seconds.  Returns the call's result, or the exception it raised."""
    result: list[Any] = []

    def run() -> None:
        try:
            result.append(call())
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            result.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        unblock()
        thread.join(timeout)
        pytest.fail(f"the call blocked for more than {timeout} s")
    return result[0]


def writer_unblocking(fifo: Path) -> Callable[[], None]:
    """What frees a reader blocked on *fifo*: a writer that opens it and closes it."""
    def unblock() -> None:
        with open(fifo, "wb"):
            pass
    return unblock


# --- files that are not regular files ------------------------------------------


@posix_only
def test_a_named_pipe_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "game.ludo"
    os.mkfifo(fifo)
    outcome = returns_quickly(lambda: read_json_file(fifo), writer_unblocking(fifo))
    assert isinstance(outcome, SaveError)
    assert "not a file" in str(outcome) and str(fifo) in str(outcome)
    assert outcome.message.context == "saves"
    outcome = returns_quickly(lambda: load_match(fifo, lookup), writer_unblocking(fifo))
    assert isinstance(outcome, SaveError) and "not a file" in str(outcome)


@posix_only
@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_device_is_refused_unread() -> None:
    with pytest.raises(SaveError, match="not a file"):
        read_json_file("/dev/zero")


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="not a file"):
        read_json_file(tmp_path)


@posix_only
def test_the_autosave_listing_skips_a_named_pipe(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    store.save("good", stones_match())
    fifo = tmp_path / "stuck.json"
    os.mkfifo(fifo)
    (tmp_path / "folder.json").mkdir()
    found = returns_quickly(store.resumable, writer_unblocking(fifo))
    assert not isinstance(found, BaseException), found
    assert [item.path.name for item in found] == ["good.json"]


# --- save format 0 ------------------------------------------------------------


@pytest.mark.parametrize("version", [0, -1, -7])
def test_format_version_0_or_less_is_not_a_saved_game(tmp_path: Path, version: int) -> None:
    data = match_to_json(stones_match())
    data["version"] = version
    path = tmp_path / "odd.ludo"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as caught:
        load_match(path, lookup)
    assert str(caught.value) == "The file is not a Ludotheque saved game."


def test_only_a_newer_format_asks_to_update(tmp_path: Path) -> None:
    data = match_to_json(stones_match())
    data["version"] = 99
    path = tmp_path / "future.ludo"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="Update Ludotheque"):
        load_match(path, lookup)


# --- leftover temporary files --------------------------------------------------


def age(path: Path, seconds: float) -> Path:
    """Set *path*'s modification time *seconds* into the past."""
    when = time.time() - seconds
    os.utime(path, (when, when))
    return path


def test_a_write_removes_the_stale_temporary_files_of_its_target(tmp_path: Path) -> None:
    target = tmp_path / "game.ludo"
    stale = tmp_path / ".game.ludo.k2x_9qzt.tmp"
    stale.write_text("cut short")
    age(stale, STALE_TEMPORARY_AGE + 60)
    fresh = tmp_path / ".game.ludo.ab12cd34.tmp"  # another program's write in progress
    fresh.write_text("being written")
    other = tmp_path / ".other.ludo.zz99yy88.tmp"  # another file's: not this write's business
    other.write_text("cut short")
    age(other, STALE_TEMPORARY_AGE + 60)
    mine = tmp_path / ".game.ludo.backup.tmp"  # not a name atomic_write makes
    mine.write_text("the user's")
    age(mine, STALE_TEMPORARY_AGE + 60)
    atomic_write(target, "{}")
    assert target.read_text() == "{}"
    assert not stale.exists()
    assert fresh.exists() and other.exists() and mine.exists()


def test_stale_temporary_files_in_the_autosave_folder_are_swept(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    store.save("live", stones_match())
    stale = tmp_path / ".gone.json.q1w2e3r4.tmp"
    stale.write_text("{")
    age(stale, STALE_TEMPORARY_AGE * 3)
    fresh = tmp_path / ".live.json.a1s2d3f4.tmp"
    fresh.write_text("{")
    assert [item.path.name for item in store.resumable()] == ["live.json"]
    assert not stale.exists() and fresh.exists()


def test_remove_stale_temporaries_ignores_folders_and_links(tmp_path: Path) -> None:
    folder = tmp_path / ".x.json.abcdefgh.tmp"
    folder.mkdir()
    age(folder, STALE_TEMPORARY_AGE * 2)
    kept = tmp_path / "kept.json"
    kept.write_text("{}")
    age(kept, STALE_TEMPORARY_AGE * 2)
    if hasattr(os, "symlink") and os.name == "posix":
        link = tmp_path / ".y.json.abcdefgh.tmp"
        link.symlink_to(kept)
        when = time.time() - STALE_TEMPORARY_AGE * 2
        os.utime(link, (when, when), follow_symlinks=False)
    assert remove_stale_temporaries(tmp_path) == 0
    assert folder.is_dir() and kept.read_text() == "{}"
    assert remove_stale_temporaries(tmp_path / "missing") == 0


# --- one autosave, one running copy of Ludotheque ---------------------------------

HOLDER = textwrap.dedent("""
    import sys
    from ludotheque.core.autosave import AutosaveStore

    store = AutosaveStore(sys.argv[1])
    print("held" if store.acquire(sys.argv[2]) else "refused", flush=True)
    sys.stdin.readline()  # hold it until told to stop (or killed)
    store.release(sys.argv[2])
""")


@pytest.fixture
def holder(tmp_path: Path) -> Iterator[Callable[[str], subprocess.Popen[str]]]:
    """Start another process that holds the lock of an autosave of ``tmp_path``."""
    processes: list[subprocess.Popen[str]] = []

    def start(key: str) -> subprocess.Popen[str]:
        process = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path), key],
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        processes.append(process)
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "held"
        return process

    yield start
    for process in processes:
        if process.poll() is None:
            process.kill()
        process.wait(10)


def test_an_autosave_held_by_another_process_cannot_be_taken(tmp_path: Path, holder) -> None:
    store = AutosaveStore(tmp_path)
    store.save("match", stones_match())
    store.release("match")
    other = holder("match")
    listed = store.resumable()
    assert [(item.path.name, item.in_use) for item in listed] == [("match.json", True)]
    assert not store.acquire("match")
    with pytest.raises(SaveError) as caught:
        store.save("match", stones_match(3))
    assert "open in another" in str(caught.value)
    assert caught.value.message.context == "saves"
    assert not store.discard("match")
    assert (tmp_path / "match.json").exists()
    assert load_match(tmp_path / "match.json", lookup).match.moves == ["take", "take"]
    # Once the other copy closes the match, the autosave is free again.
    assert other.stdin is not None
    other.stdin.write("\n")
    other.stdin.flush()
    assert other.wait(10) == 0
    assert [item.in_use for item in store.resumable()] == [False]
    assert store.acquire("match")
    store.save("match", stones_match(3))
    assert store.discard("match")
    assert not (tmp_path / "match.json").exists()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_a_killed_holder_leaves_no_stale_lock(tmp_path: Path, holder) -> None:
    store = AutosaveStore(tmp_path)
    store.save("match", stones_match())
    store.release("match")
    other = holder("match")
    assert not store.acquire("match")
    os.kill(other.pid, signal.SIGKILL)
    other.wait(10)
    assert [item.in_use for item in store.resumable()] == [False]
    assert store.acquire("match")
    assert store.discard("match")


def test_this_process_holds_its_autosave_until_it_releases_it(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    store.save("match", stones_match())  # the first save takes the lock
    probe = subprocess.run([sys.executable, "-c", HOLDER, str(tmp_path), "match"],
                           input="\n", capture_output=True, text=True, timeout=60)
    assert probe.stdout.strip() == "refused"
    # Another store of this process (another window) is not another copy of the program.
    window = AutosaveStore(tmp_path)
    assert window.acquire("match")
    assert [item.in_use for item in window.resumable()] == [False]
    store.release("match")
    store.release("match")  # releasing twice is harmless
    probe = subprocess.run([sys.executable, "-c", HOLDER, str(tmp_path), "match"],
                           input="\n", capture_output=True, text=True, timeout=60)
    assert probe.stdout.strip() == "refused"  # the other window still holds it
    window.release("match")
    probe = subprocess.run([sys.executable, "-c", HOLDER, str(tmp_path), "match"],
                           input="\n", capture_output=True, text=True, timeout=60)
    assert probe.stdout.strip() == "held"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["match.json"]  # no lock left


def test_a_game_failing_while_a_file_is_read_is_a_clear_refusal(tmp_path, monkeypatch) -> None:
    """The game's own code raising (not a MoveError) while a save is replayed is
    reported with the step, its traceback logged; nothing escapes."""
    from ludotheque_testgames.stones import StonesGame

    from ludotheque.core.logs import log_path
    from ludotheque.core.match import Match
    from ludotheque.core.saves import SaveError, load_match, save_match

    game = StonesGame()
    match = Match(game, None, None, 1)
    match.play("take")
    match.play("end")
    path = tmp_path / "stones.ludo"
    save_match(match, path)

    def broken(raw):
        raise AttributeError("'dict' object has no attribute 'strip'")

    monkeypatch.setattr(game, "move_from_json", broken)
    with pytest.raises(SaveError) as info:
        load_match(path, lambda game_id: game)
    assert str(info.value) == ("Step 1 ('take') could not be replayed: the game failed "
                               "(AttributeError: 'dict' object has no attribute 'strip'). "
                               "The details are in the log.")
    assert "Traceback" in log_path().read_text(encoding="utf-8")

    monkeypatch.undo()

    def no_start(self, options, players, seed):
        raise RuntimeError("cannot deal")

    monkeypatch.setattr(StonesGame, "initial_state", no_start)
    with pytest.raises(SaveError) as info:
        load_match(path, lambda game_id: game)
    assert "could not set up this match: RuntimeError: cannot deal" in str(info.value)

    def exits(self, options, players, seed):
        raise SystemExit(2)  # what a game does must not close the host

    monkeypatch.setattr(StonesGame, "initial_state", exits)
    with pytest.raises(SaveError) as info:
        load_match(path, lambda game_id: game)
    assert "could not set up this match: SystemExit: 2" in str(info.value)


def test_only_files_named_as_autosaves_are_listed(tmp_path: Path) -> None:
    """A file copied into the folder under another name is not one of the store's
    autosaves: listing it would make Resume and Discard act on another file."""
    store = AutosaveStore(tmp_path)
    store.save("20261128-101500-000", stones_match())
    store.release("20261128-101500-000")
    (tmp_path / "kalah (copy).json").write_bytes(
        (tmp_path / "20261128-101500-000.json").read_bytes())
    assert [item.path.name for item in store.resumable()] == ["20261128-101500-000.json"]


def test_looking_at_a_lock_never_removes_it(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    lock = store.lock_path_for("20261128-101500-000")
    assert not store.in_use("20261128-101500-000")  # no lock file at all
    lock.touch()  # left by a process that ended
    assert not store.in_use("20261128-101500-000")
    assert lock.exists()  # another process may be taking it at this very moment
    assert store.acquire("20261128-101500-000")
    store.release("20261128-101500-000")
