"""View > Animation Speed, and a game whose plugin fails when it is opened."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")


def test_animation_speed_menu(qtbot, tmp_path, monkeypatch) -> None:
    from ludotheque.gui.app import create_application, create_context
    from ludotheque.gui.main_window import MainWindow

    create_application()
    window = MainWindow(create_context(worker=False))
    qtbot.addWidget(window)
    actions = window.actions_
    checked = [a for a in actions.speed_actions if a.isChecked()]
    assert [float(a.data()) for a in checked] == [1.0]  # normal by default
    off = actions.speed_actions[0]
    off.trigger()
    assert window.context.settings.animation_speed == 0.0
    assert window.board_host.animation_speed == 0.0
    fast = actions.speed_actions[-1]
    fast.trigger()
    assert window.board_host.animation_speed == 2.0
    again = MainWindow(window.context)
    qtbot.addWidget(again)
    assert [float(a.data()) for a in again.actions_.speed_actions if a.isChecked()] == [2.0]


def test_a_game_whose_plugin_now_fails_is_reported(qtbot, monkeypatch) -> None:
    from ludotheque.gui.app import create_application, create_context
    from ludotheque.gui.main_window import MainWindow

    create_application()
    window = MainWindow(create_context(worker=False))
    qtbot.addWidget(window)
    game_id = sorted(window.registry.games)[0]
    plugin = window.registry.game_plugin[game_id]
    record = window.registry.plugins[plugin]

    def broken(_game_id: str):
        record.status, record.error = "failed", "import failed: ImportError: gone"
        raise KeyError(_game_id)

    monkeypatch.setattr(window.registry, "game", broken)
    assert window.new_game(game_id) is None
    assert "import failed: ImportError: gone" in window.last_message_box.text()
