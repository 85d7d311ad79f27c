"""Holding Shift while Ludotheque starts is safe mode: the keys are read once the
window is on screen (reading them creates the ``Qt`` namespace's enums, which the
first paint does not wait for), and the window then lists the safe registry's games."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from ludotheque.core.plugins.settings import MSG_SAFE_MODE, StartupNotices

from .conftest import make_testgames_registry


@pytest.fixture
def started(qapp, tmp_path, monkeypatch, worker):
    """``run_app`` over two registries of the test games (the safe one told apart),
    keys held as the test says; the window closes once its games were refreshed."""
    import ludotheque.gui.ai_worker as ai_worker
    import ludotheque.gui.app as app
    from ludotheque.gui.main_window import MainWindow

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # run_app sets its own
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("LUDOTHEQUE_DATA_DIR", str(tmp_path / "data"))
    registries = {False: make_testgames_registry(), True: make_testgames_registry()}
    calls: list[bool] = []

    def open_registry(safe_mode: bool = False):
        calls.append(safe_mode)
        return registries[safe_mode], StartupNotices(
            messages=[MSG_SAFE_MODE] if safe_mode else [])

    monkeypatch.setattr(app, "open_registry", open_registry)
    monkeypatch.setattr(ai_worker, "AiWorker", lambda registry=None: worker)
    monkeypatch.setattr(worker, "shutdown", lambda: None)  # the session's, kept
    monkeypatch.setattr(worker, "refresh", lambda: None)
    monkeypatch.setattr(worker, "registry", worker.registry)
    seen: dict[str, object] = {}
    windows: list[MainWindow] = []
    show = MainWindow.show

    def shown(window: MainWindow) -> None:
        windows.append(window)
        window.on_screen.connect(lambda: seen.setdefault("on_screen", window.registry))
        # after the Shift check (connected before): end the event loop
        window.on_screen.connect(lambda: window.close(), Qt.ConnectionType.QueuedConnection)
        show(window)

    monkeypatch.setattr(MainWindow, "show", shown)
    changed = MainWindow.plugins_changed

    def plugins_changed(window: MainWindow) -> None:
        changed(window)
        boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
        seen.update(registry=window.registry, worker=worker.registry,
                    cards=len(window.start_page.cards),
                    notices=[box.text() for box in boxes])
        for box in boxes:
            box.close()

    monkeypatch.setattr(MainWindow, "plugins_changed", plugins_changed)

    def run(shift: bool, safe_mode: bool = False) -> dict[str, object]:
        keys = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
        monkeypatch.setattr(QGuiApplication, "queryKeyboardModifiers", staticmethod(lambda: keys))
        assert app.run_app(safe_mode=safe_mode) == 0
        return {**seen, "calls": calls, "registries": registries}

    return run


def test_holding_shift_while_the_app_starts_opens_the_safe_registry(started) -> None:
    seen = started(shift=True)
    safe = seen["registries"][True]
    assert seen["calls"] == [False, True]
    assert seen["registry"] is safe and seen["worker"] is safe
    assert seen["cards"] == len(safe.games)
    assert any(text.startswith("Safe mode:") for text in seen["notices"]), seen["notices"]


def test_without_shift_the_registry_stays(started) -> None:
    seen = started(shift=False)
    assert seen["calls"] == [False]
    assert "registry" not in seen  # the games were not listed again
    assert seen["on_screen"] is seen["registries"][False]


def test_with_safe_mode_asked_shift_is_not_read(started) -> None:
    seen = started(shift=True, safe_mode=True)
    assert seen["calls"] == [True]
    assert "registry" not in seen
