"""``ludotheque FILE`` opens a saved game in the application (the file manager's
"Open with" passes the file so): the game on screen, or the error as Open shows it."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from ludotheque.core.cli import main as cli
from ludotheque.core.match import HUMAN, Match, Seat
from ludotheque.core.plugins.settings import StartupNotices
from ludotheque.core.saves import save_match

from .conftest import make_testgames_registry


@pytest.mark.parametrize(("argv", "expected"), [
    (["game.ludo"], "game.ludo"),
    (["--safe-mode", "saves/game"], "saves/game"),
    (["--", "-odd.ludo"], "-odd.ludo"),
    (["list"], None),  # a command
    (["lsit"], None),  # a mistyped command stays an error
    (["play", "kalah"], None),
    (["a.ludo", "b.ludo"], None),
    (["--json", "a.ludo"], None),
    ([], None),
])
def test_which_argument_names_a_file(argv, expected) -> None:
    assert cli.file_to_open(argv, ["list", "play"]) == expected


def test_an_existing_file_without_a_dot_is_a_file(tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mygame").write_text("{}")
    assert cli.file_to_open(["mygame"], ["list"]) == "mygame"


def test_the_command_line_opens_the_app_with_the_file(tmp_path, monkeypatch) -> None:
    import ludotheque.gui.app as app

    calls = []
    monkeypatch.setattr(app, "run_app", lambda **kwargs: calls.append(kwargs) or 0)
    monkeypatch.chdir(tmp_path)
    assert cli.main(["--safe-mode", "game.ludo"]) == 0
    assert calls == [{"safe_mode": True, "file": str(tmp_path / "game.ludo")}]
    with pytest.raises(SystemExit) as stopped:
        cli.main(["lsit"])
    assert stopped.value.code == 2
    calls.clear()
    link = "ws://192.168.1.20:8765/?match=4f0c&token=k3J"
    assert cli.main([link]) == 0  # an invitation: the app joins that seat
    assert calls == [{"safe_mode": False, "link": link}]


@pytest.fixture
def app_over_testgames(qapp, tmp_path, monkeypatch, worker):
    """``run_app`` over the test games, with the settings and autosaves in
    *tmp_path*, the session's computer player, and a spy on the window that opens
    the file: it notes what is on screen, then ends the event loop."""
    import ludotheque.gui.ai_worker as ai_worker
    import ludotheque.gui.app as app
    from ludotheque.gui.main_window import MainWindow

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # run_app sets its own
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("LUDOTHEQUE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(app, "open_registry",
                        lambda safe_mode=False: (make_testgames_registry(), StartupNotices()))
    monkeypatch.setattr(ai_worker, "AiWorker", lambda registry=None: worker)
    monkeypatch.setattr(worker, "shutdown", lambda: None)  # the session's, kept
    seen: dict[str, object] = {}
    open_file = MainWindow.open_file

    def spy(window: MainWindow, path: str | Path) -> bool:
        opened = open_file(window, path)
        seen.update(opened=opened, path=path, window=window,
                    moves=window.controller.match.moves if window.controller else None,
                    error=window.last_message_box.text() if window.last_message_box else "")
        window.close()
        return opened

    monkeypatch.setattr(MainWindow, "open_file", spy)
    return app, seen


def test_the_app_opens_the_file_it_is_given(app_over_testgames, tmp_path) -> None:
    from ludotheque_testgames.stones import StonesGame

    app, seen = app_over_testgames
    match = Match(StonesGame(), {}, [Seat(HUMAN, "Ann"), Seat(HUMAN, "Bob")], seed=4)
    for move in ("take", "take", "end"):
        match.play(move)
    path = tmp_path / "my game.ludo"
    save_match(match, path, ("ludotheque-testgames", "1.0"))
    assert app.run_app(file=str(path)) == 0
    assert seen["opened"] is True and seen["moves"] == ["take", "take", "end"]
    assert Path(seen["path"]) == path


def test_a_file_that_cannot_be_opened_says_why_in_the_app(app_over_testgames,
                                                          tmp_path) -> None:
    app, seen = app_over_testgames
    missing = tmp_path / "gone.ludo"
    assert app.run_app(file=os.fspath(missing)) == 0
    assert seen["opened"] is False and seen["moves"] is None
    assert "“gone.ludo” could not be opened." in seen["error"]
    assert "does not exist" in seen["error"]
