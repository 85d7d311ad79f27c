"""The main window fits the screen it opens on: at the first start on a small
screen, and when a size saved on a larger screen is restored."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

import ludotheque.gui.main_window as main_window
from ludotheque.gui.fitting import FRAME_ROOM as FRAME_GUESS
from ludotheque.gui.main_window import MainWindow

from .conftest import make_testgames_registry


@pytest.fixture
def new_window(qtbot, qapp, tmp_path):
    from ludotheque.gui.app import create_application, create_context
    from ludotheque.gui.settings import Settings

    create_application()

    def build() -> MainWindow:
        context = create_context(registry=make_testgames_registry(), language="en",
                                 worker=False, settings=Settings(tmp_path / "settings.ini"))
        window = MainWindow(context)
        qtbot.addWidget(window)
        return window

    return build


def screen(monkeypatch, area: QRect) -> None:
    """Make the windows' screen offer *area* to windows."""
    monkeypatch.setattr(main_window, "available_geometry", lambda _widget: QRect(area))


def outer(window: MainWindow) -> QRect:
    """The window with the frame the window manager adds (as guessed before it is shown)."""
    return QRect(window.x(), window.y(), window.width() + FRAME_GUESS.left()
                 + FRAME_GUESS.right(), window.height() + FRAME_GUESS.top()
                 + FRAME_GUESS.bottom())


def test_the_first_window_fits_a_small_screen(new_window, monkeypatch):
    area = QRect(0, 0, 1024, 600)
    screen(monkeypatch, area)
    window = new_window()
    assert area.contains(outer(window)), outer(window)
    assert window.width() >= 900 and window.height() >= 540  # as large as it fits
    minimum = window.minimumSize()
    assert minimum.width() <= 1024 - 8 and minimum.height() <= 600 - 36


def test_the_first_window_has_its_size_on_a_large_screen_in_the_middle(new_window,
                                                                     monkeypatch):
    area = QRect(0, 0, 1920, 1080)
    screen(monkeypatch, area)
    window = new_window()
    assert (window.width(), window.height()) == main_window.FIRST_SIZE
    assert abs(outer(window).center().x() - area.center().x()) <= 1
    assert abs(outer(window).center().y() - area.center().y()) <= 1


def test_a_size_saved_on_a_larger_screen_is_brought_back_inside(new_window, monkeypatch):
    screen(monkeypatch, QRect(0, 0, 1920, 1080))
    first = new_window()
    first.resize(1200, 780)
    first.move(700, 250)
    first.context.settings.set_geometry(first.saveGeometry())
    # Next start, on a smaller screen with a panel at the top.
    area = QRect(0, 32, 700, 520)
    screen(monkeypatch, area)
    window = new_window()
    assert area.contains(outer(window)), outer(window)
    assert window.minimumWidth() <= window.width() and window.minimumHeight() <= window.height()
