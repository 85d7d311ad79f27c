"""Options forms built from a game's :class:`~ludotheque.core.options.OptionsSchema`.

:class:`OptionsForm` is a widget with one editor per option (spin box, combo box
or check box, with the option's translated label and help as tooltip).
:class:`OptionsDialog` wraps it with OK and Cancel; it is what the host shows for
a game that names no dialog of its own.  A plugin's own dialog subclasses
:class:`OptionsDialog` and may add widgets, arrange them, or refine
:meth:`OptionsDialog.validate`; the host only relies on this contract::

    dialog = DialogClass(info, values, parent)
    if dialog.exec():
        values = dialog.values()   # complete and valid for the schema
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ludotheque.core.descriptor import GameInfo
from ludotheque.core.i18n import TrText, render
from ludotheque.core.options import ChoiceOption, IntOption, OptionError, OptionsSchema

__all__ = ["OptionsForm", "OptionsDialog"]


def _tr(text: TrText | str) -> str:
    return render(text, QCoreApplication.translate)


class OptionsForm(QWidget):
    """One editor per option of *schema*, set to *values* (defaults for missing ones)."""

    def __init__(self, schema: OptionsSchema, values: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.schema = schema
        self.editors: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for option in schema:
            editor: QWidget
            if isinstance(option, IntOption):
                spin = QSpinBox()
                spin.setRange(option.minimum, option.maximum)
                editor = spin
            elif isinstance(option, ChoiceOption):
                editor = QComboBox()
            else:
                editor = QCheckBox()
            editor.setObjectName(f"option_{option.key}")
            label = QLabel()
            label.setBuddy(editor)
            self.editors[option.key] = editor
            self.labels[option.key] = label
            layout.addRow(label, editor)
        self.retranslate()
        self.set_values(values or {})

    def retranslate(self) -> None:
        for option in self.schema:
            self.labels[option.key].setText(_tr(option.label) + ":")
            editor = self.editors[option.key]
            if option.help is not None:
                editor.setToolTip(_tr(option.help))
            if isinstance(option, ChoiceOption):
                assert isinstance(editor, QComboBox)
                current = editor.currentData()
                editor.blockSignals(True)
                editor.clear()
                for value, label in option.choices:
                    editor.addItem(_tr(label), value)
                index = editor.findData(current if current is not None else option.default)
                editor.setCurrentIndex(max(index, 0))
                editor.blockSignals(False)

    def set_values(self, values: dict[str, Any]) -> None:
        """Show *values*; invalid or missing entries show the default."""
        for option in self.schema:
            value = values.get(option.key, option.default)
            try:
                value = option.validate(value)
            except OptionError:
                value = option.default
            editor = self.editors[option.key]
            if isinstance(editor, QSpinBox):
                editor.setValue(int(value))
            elif isinstance(editor, QComboBox):
                editor.setCurrentIndex(max(editor.findData(value), 0))
            elif isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))

    def values(self) -> dict[str, Any]:
        """The values shown, as a dict (not yet validated as a whole)."""
        result: dict[str, Any] = {}
        for option in self.schema:
            editor = self.editors[option.key]
            if isinstance(editor, QSpinBox):
                result[option.key] = editor.value()
            elif isinstance(editor, QComboBox):
                result[option.key] = editor.currentData()
            elif isinstance(editor, QCheckBox):
                result[option.key] = editor.isChecked()
        return result

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class OptionsDialog(QDialog):
    """The options of one game, with OK and Cancel; :meth:`values` after ``exec()``."""

    def __init__(self, info: GameInfo, values: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.form = OptionsForm(info.game.options_schema, values, self)
        self.error_label = QLabel()
        self.error_label.setObjectName("options_error")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.body = QVBoxLayout(self)
        self.body.addWidget(self.form)
        self.body.addWidget(self.error_label)
        self.body.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("OptionsDialog", "{game} options").format(
            game=_tr(self.info.name)))

    def values(self) -> dict[str, Any]:
        """The complete, validated options (call after the dialog was accepted)."""
        return self.info.game.options_schema.validate(self.form.values())

    def validate(self) -> TrText | str | None:
        """Return an error message, or None when the values are acceptable.

        The default checks the schema; subclasses may add checks between options.
        """
        try:
            self.info.game.options_schema.validate(self.form.values())
        except OptionError as exc:
            return exc.message
        return None

    def accept(self) -> None:
        error = self.validate()
        if error is not None:
            self.error_label.setText(_tr(error))
            self.error_label.show()
            return
        super().accept()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
