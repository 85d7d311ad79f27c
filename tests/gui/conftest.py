"""Fixtures for the GUI tests: a window over the test games, one computer-player
process shared by the whole session, and a clean language afterwards."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

import ludotheque_testgames.plugin

from ludotheque.core.autosave import AutosaveStore
from ludotheque.core.plugins.registry import PluginRegistry

TESTGAMES = ("ludotheque_testgames.plugin", "ludotheque-testgames")


def make_testgames_registry() -> PluginRegistry:
    registry = PluginRegistry()
    registry.register_object(ludotheque_testgames.plugin, TESTGAMES[1])
    return registry


@pytest.fixture(scope="session")
def worker(qapp):
    """One computer-player process for every test (its start-up is the slow part)."""
    from ludotheque.gui.ai_worker import AiWorker

    ai = AiWorker()
    ai.start()
    yield ai
    ai.shutdown()


@pytest.fixture
def make_window(qtbot, qapp, tmp_path: Path, worker):
    """Build a main window over *registry* (default: the test games)."""
    from ludotheque.gui.app import create_application, create_context
    from ludotheque.gui.main_window import MainWindow
    from ludotheque.gui.settings import Settings

    create_application()
    windows = []

    def build(registry: PluginRegistry | None = None, language: str = "en",
              with_worker: bool = True) -> MainWindow:
        context = create_context(registry=registry or make_testgames_registry(), language=language,
                                 worker=False, settings=Settings(tmp_path / "settings.ini"))
        context.autosave = AutosaveStore(tmp_path / "autosave")
        context.worker = worker if with_worker else None
        window = MainWindow(context)
        window.delays = False
        qtbot.addWidget(window)
        window.resize(1100, 720)
        window.show()
        windows.append(window)
        return window

    yield build
    for window in windows:
        if window.controller is not None:
            window.controller.close()
        window.context.languages.set_language("en")
    worker.cancel()
