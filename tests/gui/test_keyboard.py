"""The window's shortcuts on the running platform: each action with a standard
meaning takes the platform's own key bindings, once each; no key sequence is
bound twice across the actions (Qt calls that ambiguous and triggers neither);
no action takes a key that a board plays with; and every sequence, pressed,
triggers its action once.

The offscreen platform binds keys as Windows does; ``tests/test_x11.py`` runs
this module again under a real X server with the X11, KDE and GNOME key bindings.
"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from ludotheque.gui.actions import WindowActions

STANDARD = {
    "new": QKeySequence.StandardKey.New,
    "open": QKeySequence.StandardKey.Open,
    "save": QKeySequence.StandardKey.Save,
    "save_as": QKeySequence.StandardKey.SaveAs,
    "quit": QKeySequence.StandardKey.Quit,
    "undo": QKeySequence.StandardKey.Undo,
    "redo": QKeySequence.StandardKey.Redo,
    "rules": QKeySequence.StandardKey.HelpContents,
}
"""The actions with a standard meaning, and that meaning."""

BOARD_KEYS = {
    Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Backspace,
    Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Insert, Qt.Key.Key_Delete,
    Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right,
    Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown,
}
"""Keys that boards play with (besides every character key: letters, digits, Space)."""

COMMAND_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                     | Qt.KeyboardModifier.MetaModifier)


def texts(sequences: list[QKeySequence]) -> list[str]:
    return [s.toString(QKeySequence.SequenceFormat.PortableText) for s in sequences]


def platform_bindings(standard: QKeySequence.StandardKey) -> list[str]:
    """The platform's bindings of *standard*, each once, in the platform's order."""
    return list(dict.fromkeys(t for t in texts(QKeySequence.keyBindings(standard)) if t))


def bound_actions(window: QMainWindow) -> list[QAction]:
    """Every action in *window* (menus, pages, boards) that has a shortcut."""
    return [a for a in window.findChildren(QAction) if a.shortcuts()]


@pytest.fixture
def bare_actions(qtbot):
    """The window's actions on an otherwise empty window, all enabled, nothing connected."""
    window = QMainWindow()
    qtbot.addWidget(window)
    actions = WindowActions(window)
    window.resize(640, 400)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    for action in window.actions():
        action.setEnabled(True)
    return window, actions


def test_standard_actions_take_every_platform_binding_once(bare_actions) -> None:
    _window, actions = bare_actions
    for name, standard in STANDARD.items():
        action = getattr(actions, name)
        expected = platform_bindings(standard)
        if name == "quit" and not expected:  # Windows binds no key to Quit
            expected = ["Ctrl+Q"]
        assert texts(action.shortcuts()) == expected, name


def test_no_sequence_is_bound_twice(make_window, qtbot) -> None:
    window = make_window()
    window.start_match("stones", _choice(window, "stones"), seed=1)
    qtbot.waitUntil(lambda: window.controller is not None)
    counts = Counter(text for action in bound_actions(window)
                     for text in texts(action.shortcuts()))
    assert counts, "the window binds no key at all"
    assert {text: n for text, n in counts.items() if n > 1} == {}


def test_no_action_takes_a_board_key(make_window) -> None:
    window = make_window()
    taken = []
    for action in bound_actions(window):
        for sequence in action.shortcuts():
            combination = sequence[0]
            key, modifiers = combination.key(), combination.keyboardModifiers()
            if modifiers & COMMAND_MODIFIERS:
                continue
            if key.value < 0x01000000 or key in BOARD_KEYS:
                taken.append((action.objectName(), sequence.toString()))
    assert taken == []


def test_every_sequence_triggers_its_action_once(bare_actions, qtbot) -> None:
    window, _actions = bare_actions
    triggered: list[str] = []
    for action in window.actions():
        action.triggered.connect(lambda _=False, a=action: triggered.append(a.objectName()))
    missed = []
    for action in window.actions():
        for sequence in action.shortcuts():
            combination = sequence[0]
            triggered.clear()
            qtbot.keyClick(window, combination.key(), combination.keyboardModifiers())
            if triggered != [action.objectName()]:
                missed.append((action.objectName(), sequence.toString(), list(triggered)))
    assert missed == []


def test_history_moves_with_alt_and_the_arrows(bare_actions) -> None:
    _window, actions = bare_actions
    assert "Alt+Left" in texts(actions.previous.shortcuts())
    assert "Alt+Right" in texts(actions.next.shortcuts())


def _choice(window, game_id: str):
    from ludotheque.core.match import HUMAN, Seat
    from ludotheque.gui.new_game_dialog import NewGameChoice

    info = window.info(game_id)
    low = info.players[0]
    return NewGameChoice(tuple(Seat(HUMAN, name=f"P{i}") for i in range(max(low, 2))),
                         info.game.options_schema.defaults())
