"""The options dialog of Forts and Ruins: board size, first fort, placement rule."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox, QWidget

from ludotheque.core import GameInfo
from ludotheque.gui import OptionsDialog

__all__ = ["FortsOptionsDialog"]


class FortsOptionsDialog(OptionsDialog):
    """The generic options form with a line that explains the choices made.

    ``values()`` returns ``columns``, ``rows``, ``start`` and ``placement``.
    """

    def __init__(self, info: GameInfo, values: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        self.note = QLabel()
        super().__init__(info, values, parent)
        self.note.setObjectName("forts_options_note")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #5b4a36;")
        self.body.insertWidget(1, self.note)
        for key in ("columns", "rows"):
            editor = self.form.editors[key]
            assert isinstance(editor, QSpinBox)
            editor.valueChanged.connect(self._update_note)
        for key in ("start", "placement"):
            editor = self.form.editors[key]
            assert isinstance(editor, QComboBox)
            editor.currentIndexChanged.connect(self._update_note)
        self._update_note()

    def retranslate(self) -> None:
        super().retranslate()
        self._update_note()

    def _update_note(self, *_: Any) -> None:
        if not hasattr(self, "form"):
            return
        values = self.form.values()
        text = self.tr("A board of %1 × %2 cells (%3 cells); the best scores are kept "
                       "for each board size.").replace("%1", str(values["columns"])).replace(
            "%2", str(values["rows"])).replace("%3", str(values["columns"] * values["rows"]))
        if values["placement"] == "next_to_fort":
            text += " " + self.tr("Territories go on the eight cells around a living fort.")
        else:
            text += " " + self.tr("Territories go on any empty cell: far from a fort they die.")
        self.note.setText(text)
