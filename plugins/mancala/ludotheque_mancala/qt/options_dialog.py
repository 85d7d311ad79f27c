"""The options dialog of Kalah, Oware and Congkak: one class reading the schema.

It shows the generic form of the game's options with a short explanation of the
game's rule set on top; for Congkak the round limit is only enabled when several
rounds are played.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QLabel, QSpinBox, QWidget

from ludotheque.core import GameInfo
from ludotheque.gui import OptionsDialog

__all__ = ["MancalaOptionsDialog"]


class MancalaOptionsDialog(OptionsDialog):
    """Options of one mancala game (the schema decides which editors appear)."""

    def __init__(self, info: GameInfo, values: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        self.intro = QLabel()
        super().__init__(info, values, parent)
        self.intro.setObjectName("mancala_options_intro")
        self.intro.setWordWrap(True)
        self.body.insertWidget(0, self.intro)
        rounds = self.form.editors.get("rounds")
        if isinstance(rounds, QCheckBox):
            rounds.toggled.connect(self._on_rounds_toggled)
            self._on_rounds_toggled(rounds.isChecked())
        self.retranslate()

    def _on_rounds_toggled(self, checked: bool) -> None:
        limit = self.form.editors.get("round_limit")
        if isinstance(limit, QSpinBox):
            limit.setEnabled(checked)
            self.form.labels["round_limit"].setEnabled(checked)

    def retranslate(self) -> None:
        super().retranslate()
        intro = getattr(self, "intro", None)
        if intro is None:
            return
        game_id = self.info.id
        if game_id == "kalah":
            text = self.tr("Kalah: six houses each, sowing counter-clockwise into your own "
                           "store; the last seed in your store plays again.")
        elif game_id == "oware":
            text = self.tr("Oware: six houses each, captures of two or three seeds on the "
                           "opponent's side; you must feed an opponent who has no seeds.")
        else:
            text = self.tr("Congkak: N houses of N seeds each, clockwise relay sowing; "
                           "with several rounds, houses that cannot be refilled are burnt.")
        intro.setText(text)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
