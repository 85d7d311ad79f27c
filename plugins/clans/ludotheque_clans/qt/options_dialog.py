"""The options dialog of Clans: movement rule and strife rule, with an explanation."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QWidget

from ludotheque.core import GameInfo
from ludotheque.gui import OptionsDialog

__all__ = ["ClansOptionsDialog"]


class ClansOptionsDialog(OptionsDialog):
    """The schema's form (movement, strife) and a note on what each rule means.

    The number of players is the number of seats chosen in the new-game dialog.
    """

    def __init__(self, info: GameInfo, values: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        self.note = QLabel()
        self.note.setObjectName("clans_options_note")
        self.note.setWordWrap(True)
        super().__init__(info, values, parent)
        self.body.insertWidget(1, self.note)
        self.setMinimumWidth(460)

    def retranslate(self) -> None:
        super().retranslate()
        self.note.setText(self.tr(
            "Players: as many as the seats of the new game (2 to 5).\n"
            "Movement, seed rule: a territory with more than 7 huts can no longer be moved. "
            "Official rule: with 7 huts or more, it moves only onto a territory holding at "
            "least as many.\n"
            "Strife, seed rule: when a village holds all five colours and a pair, the "
            "single huts leave. Official rule: all five colours are enough, so five single "
            "huts score nothing."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
