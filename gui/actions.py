"""The main window's actions and menus, with their shortcuts and texts.

:class:`WindowActions` only creates and names things; the window connects them.

Shortcuts: an action with a standard meaning (New, Undo, Redo…) takes every key
sequence the running platform binds to it (``QKeySequence.keyBindings``), once
each; the others take one fixed sequence, always with Ctrl or Alt (or a function
key), because a board plays with the bare keys: letters, digits, the arrows,
Home and End, Enter, Space, Escape.  No sequence is bound twice across the
actions (Qt would call it ambiguous and trigger neither): should a platform bind
one standard sequence to two of them, the first action listed keeps it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

__all__ = ["WindowActions", "SPEEDS", "shortcut_sequences"]

SPEEDS = (("off", 0.0), ("slow", 0.5), ("normal", 1.0), ("fast", 2.0))
"""The animation speeds offered in View > Animation Speed (relative to normal)."""


def shortcut_sequences(shortcut: str | QKeySequence.StandardKey) -> list[QKeySequence]:
    """The key sequences for *shortcut* on the running platform, each once: all the
    platform's bindings of a standard key (none where it has none), or the one
    sequence written as text."""
    if isinstance(shortcut, QKeySequence.StandardKey):
        candidates = QKeySequence.keyBindings(shortcut)
    else:
        candidates = [QKeySequence(shortcut)]
    sequences: list[QKeySequence] = []
    seen: set[str] = set()
    for sequence in candidates:
        text = sequence.toString(QKeySequence.SequenceFormat.PortableText)
        if text and text not in seen:
            seen.add(text)
            sequences.append(sequence)
    return sequences


class WindowActions(QObject):
    """Every action of the main window, grouped in the menu bar."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        make = self._make
        key = QKeySequence.StandardKey
        self.new = make("new", key.New)
        self.open = make("open", key.Open)
        self.save = make("save", key.Save)
        self.save_as = make("save_as", key.SaveAs)
        self.clear_recent = make("clear_recent")
        self.restart = make("restart", "Ctrl+R")
        self.resign = make("resign")
        self.home = make("home", "Ctrl+Home")
        self.quit = make("quit", key.Quit)
        self.undo = make("undo", key.Undo)
        self.redo = make("redo", key.Redo)
        self.hint = make("hint", "Ctrl+Shift+H")
        self.previous = make("previous", "Alt+Left")
        self.next = make("next", "Alt+Right")
        self.history = make("history", "Ctrl+H", checkable=True)
        self.legal = make("legal", checkable=True)
        self.last = make("last", checkable=True)
        self.statistics = make("statistics")
        self.network_host = make("network_host")
        self.network_join = make("network_join")
        self.network_hand = make("network_hand")
        self.plugins = make("plugins")
        self.rules = make("rules", key.HelpContents)
        self.about = make("about")
        self.english = make("english", checkable=True)
        self.french = make("french", checkable=True)
        self.language_group = QActionGroup(self)
        self.language_group.addAction(self.english)
        self.language_group.addAction(self.french)
        self.english.setData("en")
        self.french.setData("fr")
        # View > Animation Speed: the relative speeds handed to the boards.
        self.speed_actions: list[QAction] = []
        self.speed_group = QActionGroup(self)
        for name, speed in SPEEDS:
            action = make(f"speed_{name}", checkable=True)
            action.setData(speed)
            self.speed_group.addAction(action)
            self.speed_actions.append(action)
        if not self.quit.shortcuts():  # Windows binds no key to Quit
            self.quit.setShortcuts([QKeySequence("Ctrl+Q")])
        self._bind_once()

        bar = window.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_menu = QMenu(window)
        self.new_menu.setObjectName("newGameMenu")
        self.game_menu.addAction(self.new)
        self.game_menu.addMenu(self.new_menu)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.open)
        self.recent_menu = QMenu(window)
        self.recent_menu.setObjectName("recentMenu")
        self.game_menu.addMenu(self.recent_menu)
        self.game_menu.addAction(self.save)
        self.game_menu.addAction(self.save_as)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.restart)
        self.game_menu.addAction(self.resign)
        self.game_menu.addAction(self.home)
        self.game_menu.addSeparator()
        self.network_menu = QMenu(window)
        self.network_menu.setObjectName("networkMenu")
        self.network_menu.addAction(self.network_host)
        self.network_menu.addAction(self.network_join)
        self.network_menu.addSeparator()
        self.network_menu.addAction(self.network_hand)
        self.game_menu.addMenu(self.network_menu)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.statistics)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit)

        self.edit_menu = bar.addMenu("")
        self.edit_menu.addAction(self.undo)
        self.edit_menu.addAction(self.redo)

        self.view_menu = bar.addMenu("")
        for action in (self.history, self.legal, self.last):
            self.view_menu.addAction(action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.previous)
        self.view_menu.addAction(self.next)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.hint)
        self.view_menu.addSeparator()
        self.speed_menu = QMenu(window)
        self.speed_menu.setObjectName("speedMenu")
        for action in self.speed_actions:
            self.speed_menu.addAction(action)
        self.view_menu.addMenu(self.speed_menu)

        self.plugins_menu = bar.addMenu("")
        self.plugins_menu.addAction(self.plugins)
        self.language_menu = bar.addMenu("")
        self.language_menu.addAction(self.english)
        self.language_menu.addAction(self.french)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules)
        self.help_menu.addAction(self.about)
        self.retranslate()

    def _make(self, name: str, shortcut: str | QKeySequence.StandardKey | None = None,
              checkable: bool = False) -> QAction:
        action = QAction(self.window)
        action.setObjectName(f"action_{name}")
        if shortcut is not None:
            # setShortcuts() with a list: PySide's setShortcut() would create every enum
            # of the Qt namespace, slow enough to delay the first paint.
            action.setShortcuts(shortcut_sequences(shortcut))
        action.setCheckable(checkable)
        self.window.addAction(action)
        return action

    def _bind_once(self) -> None:
        """Drop every sequence that an earlier action binds already."""
        taken: set[str] = set()
        for action in self.window.actions():
            if action.parent() is not self.window:
                continue
            kept = []
            for sequence in action.shortcuts():
                text = sequence.toString(QKeySequence.SequenceFormat.PortableText)
                if text not in taken:
                    taken.add(text)
                    kept.append(sequence)
            if len(kept) != len(action.shortcuts()):
                action.setShortcuts(kept)

    def retranslate(self) -> None:
        self.game_menu.setTitle(QCoreApplication.translate("WindowActions", "&Game"))
        self.new.setText(QCoreApplication.translate("WindowActions", "&New Game…"))
        self.new_menu.setTitle(QCoreApplication.translate("WindowActions", "&Play"))
        self.open.setText(QCoreApplication.translate("WindowActions", "&Open…"))
        self.recent_menu.setTitle(QCoreApplication.translate("WindowActions", "Open &Recent"))
        self.clear_recent.setText(QCoreApplication.translate("WindowActions", "Clear the List"))
        self.save.setText(QCoreApplication.translate("WindowActions", "&Save"))
        self.save_as.setText(QCoreApplication.translate("WindowActions", "Save &As…"))
        self.restart.setText(QCoreApplication.translate("WindowActions", "R&estart"))
        self.resign.setText(QCoreApplication.translate("WindowActions", "Resi&gn"))
        self.home.setText(QCoreApplication.translate("WindowActions", "&Back to the Games"))
        self.statistics.setText(QCoreApplication.translate("WindowActions", "S&tatistics…"))
        self.network_menu.setTitle(QCoreApplication.translate("WindowActions", "Net&work"))
        self.network_host.setText(QCoreApplication.translate("WindowActions", "&Host a Game…"))
        self.network_join.setText(QCoreApplication.translate("WindowActions", "&Join a Game…"))
        self.network_hand.setText(QCoreApplication.translate(
            "WindowActions", "&Let the Computer Play a Departed Seat…"))
        self.quit.setText(QCoreApplication.translate("WindowActions", "&Quit"))
        self.edit_menu.setTitle(QCoreApplication.translate("WindowActions", "&Edit"))
        self.undo.setText(QCoreApplication.translate("WindowActions", "&Undo"))
        self.redo.setText(QCoreApplication.translate("WindowActions", "&Redo"))
        self.view_menu.setTitle(QCoreApplication.translate("WindowActions", "&View"))
        self.history.setText(QCoreApplication.translate("WindowActions", "Move &History"))
        self.legal.setText(QCoreApplication.translate("WindowActions", "Show &Legal Moves"))
        self.last.setText(QCoreApplication.translate("WindowActions", "Show Last &Move"))
        self.previous.setText(QCoreApplication.translate("WindowActions", "&Previous Step"))
        self.next.setText(QCoreApplication.translate("WindowActions", "&Next Step"))
        self.hint.setText(QCoreApplication.translate("WindowActions", "Hin&t"))
        self.speed_menu.setTitle(QCoreApplication.translate("WindowActions", "&Animation Speed"))
        speed_texts = (
            QCoreApplication.translate("WindowActions", "&Off"),
            QCoreApplication.translate("WindowActions", "&Slow"),
            QCoreApplication.translate("WindowActions", "&Normal"),
            QCoreApplication.translate("WindowActions", "&Fast"),
        )
        for action, text in zip(self.speed_actions, speed_texts):
            action.setText(text)
        self.plugins_menu.setTitle(QCoreApplication.translate("WindowActions", "&Plugins"))
        self.plugins.setText(QCoreApplication.translate("WindowActions", "&Manage…"))
        self.language_menu.setTitle(QCoreApplication.translate("WindowActions", "&Language"))
        self.english.setText("English")
        self.french.setText("Français")
        self.help_menu.setTitle(QCoreApplication.translate("WindowActions", "&Help"))
        self.rules.setText(QCoreApplication.translate("WindowActions", "&Rules of This Game"))
        self.about.setText(QCoreApplication.translate("WindowActions", "&About Ludothèque"))
