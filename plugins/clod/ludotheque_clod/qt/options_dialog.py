"""The options dialog of Clod and RoyalClod: the tie rule, explained."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel, QWidget

from ludotheque.core import GameInfo
from ludotheque.gui import OptionsDialog

__all__ = ["ClodOptionsDialog"]


class ClodOptionsDialog(OptionsDialog):
    """The generic form for the tie rule, with a short explanation of each choice."""

    def __init__(self, info: GameInfo, values: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        self.explanation = QLabel()
        super().__init__(info, values, parent)
        self.explanation.setObjectName("tie_rule_explanation")
        self.explanation.setWordWrap(True)
        self.body.insertWidget(1, self.explanation)
        self.setMinimumWidth(420)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        self.explanation.setText(self.tr(
            "The largest orthogonally connected group of stones wins. When both "
            "largest groups have the same size, the default rule compares the second "
            "largest groups, then the third, and so on; if every group matches, the game "
            "is a draw. The original rule simply gives every such tie to white, who "
            "moves second."))
