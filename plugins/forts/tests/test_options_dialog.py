"""The options dialog returns valid options and explains them."""

from __future__ import annotations

from ludotheque_forts.plugin import game_info
from ludotheque_forts.qt.options_dialog import FortsOptionsDialog
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication


def test_dialog_values_and_note(qtbot) -> None:
    info = game_info()
    dialog = FortsOptionsDialog(info, {"columns": 12, "placement": "next_to_fort"})
    qtbot.addWidget(dialog)
    assert dialog.values() == {"columns": 12, "rows": 9, "start": "fixed",
                               "placement": "next_to_fort"}
    assert "12 × 9" in dialog.note.text() and "around a living fort" in dialog.note.text()
    dialog.form.editors["rows"].setValue(20)
    dialog.form.editors["start"].setCurrentIndex(1)
    assert dialog.values()["rows"] == 20 and dialog.values()["start"] == "random"
    assert "12 × 20" in dialog.note.text()
    QApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.values()["start"] == "random"
    assert dialog.validate() is None
