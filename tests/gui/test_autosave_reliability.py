"""Autosaves in the window: resuming where the match was left (Undo included),
never freezing on a strange autosave folder, and one running copy of Ludotheque per
autosave."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ludotheque.core.match import HUMAN, Match, Seat
from ludotheque.core.saves import match_to_json
from ludotheque.gui.new_game_dialog import NewGameChoice

HOLDER = textwrap.dedent("""
    import sys
    from ludotheque.core.autosave import AutosaveStore

    store = AutosaveStore(sys.argv[1])
    print("held" if store.acquire(sys.argv[2]) else "refused", flush=True)
    sys.stdin.readline()  # hold it until told to stop (or killed)
    store.release(sys.argv[2])
""")


def humans(*names: str) -> tuple[Seat, ...]:
    return tuple(Seat(HUMAN, name=name) for name in names)


def probe(folder: Path, key: str) -> str:
    """Whether another process can take the autosave *key* now: "held" or "refused"."""
    result = subprocess.run([sys.executable, "-c", HOLDER, str(folder), key], input="\n",
                            capture_output=True, text=True, timeout=60)
    return result.stdout.strip()


@pytest.fixture
def holder() -> Iterator[Callable[[Path, str], subprocess.Popen[str]]]:
    """Another running copy of Ludotheque, holding an autosave until killed."""
    processes: list[subprocess.Popen[str]] = []

    def start(folder: Path, key: str) -> subprocess.Popen[str]:
        process = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder), key],
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        processes.append(process)
        assert process.stdout.readline().strip() == "held"
        return process

    yield start
    for process in processes:
        if process.poll() is None:
            process.kill()
        process.wait(10)


def crashed_autosave(folder: Path, key: str = "20240101-120000-000", moves: int = 2,
                     saved: str = "2024-01-01T12:00:00+0100") -> Path:
    """An autosave left by a copy of Ludotheque that crashed (no lock held)."""
    from ludotheque_testgames.stones import StonesGame

    match = Match(StonesGame(), {}, list(humans("A", "B")), seed=5)
    for _ in range(moves):
        match.play("take")
    data = match_to_json(match, ("ludotheque-testgames", "1.0"))
    data["saved"] = saved
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{key}.json"
    path.write_text(json.dumps(data))
    return path


# --- crash resume after Undo -------------------------------------------------------


def test_resume_after_undo_continues_at_the_saved_position(make_window):
    window = make_window()
    controller = window.start_match("stones", NewGameChoice(humans("A", "B"), {}), seed=1)
    for move in ("take", "take", "end", "take"):
        controller.request_move(move)
    window.actions_.undo.trigger()
    assert controller.match.cursor == 3
    # The window is left open (a crash); the next start resumes the autosave.
    other = make_window()
    assert len(other.start_page.banners) == 1
    other.start_page.banners[0].resume.click()
    resumed = other.controller.match
    assert resumed.moves == ["take", "take", "end", "take"]
    assert resumed.cursor == 3, "the undone move was played again"
    assert other.actions_.redo.isEnabled()
    other.actions_.redo.trigger()
    assert resumed.cursor == 4


# --- strange entries in the autosave folder -------------------------------------------


@pytest.mark.skipif(os.name != "posix", reason="needs named pipes")
def test_a_named_pipe_in_the_autosave_folder_does_not_freeze_the_start(make_window, tmp_path):
    folder = tmp_path / "autosave"
    folder.mkdir()
    fifo = folder / "stuck.json"
    os.mkfifo(fifo)
    (folder / "folder.json").mkdir()

    done = threading.Event()
    rescued: list[bool] = []

    def rescue() -> None:
        """Free any reader that waits for a writer on the pipe, and say so (a reader
        waiting means the start page blocked on it: the test fails)."""
        while not done.wait(0.05):
            try:
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:  # no reader waiting: as it should be
                continue
            rescued.append(True)

    threading.Thread(target=rescue, daemon=True).start()
    try:
        window = make_window()
    finally:
        done.set()
    assert not rescued, "the start page waited on the named pipe"
    assert window.start_page.banners == []
    assert not window.context.may_have_autosaves()
    crashed_autosave(folder)
    assert window.context.may_have_autosaves()
    window.refresh_resumable()
    assert len(window.start_page.banners) == 1


# --- one autosave, one running copy of Ludotheque -------------------------------------


def test_an_autosave_open_in_another_copy_cannot_be_resumed_or_discarded(make_window, tmp_path,
                                                                          holder):
    folder = tmp_path / "autosave"
    path = crashed_autosave(folder)
    other = holder(folder, path.stem)
    window = make_window()
    [banner] = window.start_page.banners
    assert banner.item.in_use
    assert "Open in another Ludothèque window" in banner.text.text()
    assert not banner.resume.isEnabled() and not banner.discard.isEnabled()
    # Asked anyway (the other copy took it after the page was shown): refused, and why.
    assert not window.resume(str(path))
    assert window.controller is None
    assert "open in another Ludothèque window" in window.last_message_box.text()
    window.last_message_box.close()
    window.start_page.discard_chosen.emit(str(path))
    assert path.exists()
    assert "open in another Ludothèque window" in window.last_message_box.text()
    window.last_message_box.close()
    # The other copy ends (killed): the autosave is free at once.
    other.kill()
    other.wait(10)
    window.refresh_resumable()
    [banner] = window.start_page.banners
    assert not banner.item.in_use and banner.resume.isEnabled() and banner.discard.isEnabled()
    assert "another" not in banner.text.text()
    banner.resume.click()
    assert window.controller is not None and window.controller.match.moves == ["take", "take"]


def test_a_resumed_autosave_is_held_until_the_window_closes(make_window, tmp_path):
    folder = tmp_path / "autosave"
    path = crashed_autosave(folder)
    window = make_window()
    window.start_page.banners[0].resume.click()
    assert window.controller is not None
    assert probe(folder, path.stem) == "refused"  # before any move
    window.close()
    assert probe(folder, path.stem) == "held"
    assert path.exists()  # the unfinished match stays to resume


def test_a_new_match_holds_its_autosave_until_it_is_closed(make_window, tmp_path):
    folder = tmp_path / "autosave"
    window = make_window()
    controller = window.start_match("stones", NewGameChoice(humans("A", "B"), {}), seed=1)
    key = controller.autosave_key
    assert probe(folder, key) == "held"  # nothing saved yet, nothing held
    controller.request_move("take")
    assert probe(folder, key) == "refused"
    window.start_match("stones", NewGameChoice(humans("A", "B"), {}), seed=2)  # replaces it
    assert probe(folder, key) == "held"


def test_the_resume_banner_shows_the_saved_text_as_plain_text(make_window, tmp_path):
    crashed_autosave(tmp_path / "autosave", saved="<b>x</b><img src=a>")
    window = make_window()
    [banner] = window.start_page.banners
    assert banner.text.textFormat() == Qt.TextFormat.PlainText
    assert "<b>x</b>" in banner.text.text()
