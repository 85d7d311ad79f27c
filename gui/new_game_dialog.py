"""The new-game dialog: seats (human, computer with a level, or random, and a
name), then the game's options.

The game's own options dialog (``GameInfo.options_dialog``) opens from the
"Game options…" button; a game without one gets the generic form inline.  The
dialog validates its inputs and exposes :meth:`NewGameDialog.choice`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ludotheque.core.descriptor import GameInfo, load_reference
from ludotheque.core.match import AI, HUMAN, RANDOM, Seat, SeatError
from ludotheque.core.options import OptionError
from ludotheque.core.players import LEVELS

from .fitting import ScrollPane, fit_window
from .game_cards import game_icon
from .i18n import tr_text
from .options import OptionsDialog, OptionsForm
from .style import repolish
from .texts import default_name, kind_name, level_name

__all__ = ["NewGameChoice", "NewGameDialog", "options_dialog_class"]

KINDS = (HUMAN, AI, RANDOM)
MAX_NAME = 40


@dataclass(frozen=True)
class NewGameChoice:
    """What the dialog returns."""

    seats: tuple[Seat, ...]
    options: dict[str, Any]


def options_dialog_class(info: GameInfo) -> type[OptionsDialog]:
    """The game's options dialog class, or the generic one if it has none or it fails."""
    if info.options_dialog:
        try:
            cls = load_reference(info.options_dialog)
            if isinstance(cls, type) and issubclass(cls, OptionsDialog):
                return cls
        except KeyboardInterrupt:
            raise
        except BaseException:  # noqa: BLE001 - a broken plugin dialog falls back
            pass
    return OptionsDialog


class SeatEditor:
    """The widgets of one seat row."""

    def __init__(self, index: int) -> None:
        self.index = index
        self.label = QLabel()
        self.kind = QComboBox()
        self.kind.setObjectName(f"seat{index}_kind")
        self.level = QComboBox()
        self.level.setObjectName(f"seat{index}_level")
        self.name = QLineEdit()
        self.name.setObjectName(f"seat{index}_name")
        self.name.setMaxLength(MAX_NAME + 10)
        self.name.setMinimumWidth(150)
        self.kind.currentIndexChanged.connect(self._on_kind_current_index_changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(default_name(self.index))
        for combo, values, namer in ((self.kind, KINDS, kind_name),
                                     (self.level, LEVELS, level_name)):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for value in values:
                combo.addItem(namer(value), value)
            combo.setCurrentIndex(max(0, combo.findData(current)) if current else 0)
            combo.blockSignals(False)
        if self.level.currentData() is None or self.level.currentIndex() < 0:
            self.level.setCurrentIndex(1)
        self.name.setPlaceholderText(default_name(self.index))
        self._on_kind_current_index_changed()

    def set_seat(self, seat: Seat) -> None:
        self.kind.setCurrentIndex(max(0, self.kind.findData(seat.kind)))
        self.level.setCurrentIndex(max(0, self.level.findData(seat.level or "intermediate")))
        self.name.setText(seat.name)

    def seat(self) -> Seat:
        kind = self.kind.currentData()
        return Seat(kind=kind, name=self.name.text().strip(),
                    level=self.level.currentData() if kind == AI else None)

    def set_visible(self, visible: bool) -> None:
        for widget in (self.label, self.kind, self.level, self.name):
            widget.setVisible(visible)

    def _on_kind_current_index_changed(self, *_: Any) -> None:
        self.level.setEnabled(self.kind.currentData() == AI)


class NewGameDialog(QDialog):
    """Seats and options for a new match of one game.

    :param remembered: the last choices for this game (``{"seats": [...], "options": {...}}``).
    """

    def __init__(self, info: GameInfo, remembered: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.info = info
        self._choice: NewGameChoice | None = None
        remembered = remembered or {}
        low, high = info.players
        schema = info.game.options_schema
        try:
            self.option_values = schema.validate(remembered.get("options") or {})
        except OptionError:
            self.option_values = schema.defaults()
        seats = []
        for data in remembered.get("seats") or []:
            try:
                seats.append(Seat.from_json(data))
            except SeatError:
                pass
        if not low <= len(seats) <= high:
            seats = [Seat(HUMAN)] + [Seat(AI, level="intermediate") for _ in range(low - 1)]

        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(12)
        head = QHBoxLayout()
        icon = QLabel()
        icon.setPixmap(game_icon(info, 48))
        head.addWidget(icon)
        self.title = QLabel()
        self.title.setObjectName("dialogTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        head.addWidget(self.title, 1)
        layout.addLayout(head)

        # The seats and the options scroll when the screen is too small for them.
        body = QWidget()
        body.setObjectName("newGameBody")
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.setSpacing(12)
        self.body = ScrollPane(body)
        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        grid.setHorizontalSpacing(10)
        self.count_label = QLabel()
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        self.count.setRange(low, high)
        self.count.setMaximumWidth(90)
        self.count.setValue(len(seats))
        self.count.valueChanged.connect(self._on_count_value_changed)
        if low != high:
            grid.addWidget(self.count_label, 0, 0)
            grid.addWidget(self.count, 0, 1)
        self.header_labels = [QLabel() for _ in range(3)]
        for column, label in enumerate(self.header_labels, start=1):
            label.setObjectName("panelTitle")
            grid.addWidget(label, 1, column)
        self.editors: list[SeatEditor] = []
        for index in range(high):
            editor = SeatEditor(index)
            row = index + 2
            grid.addWidget(editor.label, row, 0)
            grid.addWidget(editor.kind, row, 1)
            grid.addWidget(editor.level, row, 2)
            grid.addWidget(editor.name, row, 3)
            if index < len(seats):
                editor.set_seat(seats[index])
            elif index > 0:
                editor.set_seat(Seat(AI, level="intermediate"))
            self.editors.append(editor)
        grid.setColumnStretch(3, 1)
        body_layout.addWidget(self.seats_box)

        self.options_box = QGroupBox()
        options_layout = QVBoxLayout(self.options_box)
        self.dialog_class = options_dialog_class(info)
        self.form: OptionsForm | None = None
        self.options_button: QPushButton | None = None
        self.options_summary = QLabel()
        self.options_summary.setTextFormat(Qt.TextFormat.PlainText)
        self.options_summary.setWordWrap(True)
        self.options_summary.setObjectName("statusDetail")
        if self.dialog_class is OptionsDialog:
            if len(schema):
                self.form = OptionsForm(schema, self.option_values)
                options_layout.addWidget(self.form)
        else:
            self.options_button = QPushButton()
            self.options_button.setObjectName("optionsButton")
            self.options_button.clicked.connect(self._on_options_button_clicked)
            options_layout.addWidget(self.options_summary)
            options_layout.addWidget(self.options_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.options_box.setVisible(self.form is not None or self.options_button is not None)
        body_layout.addWidget(self.options_box)
        body_layout.addStretch(1)
        layout.addWidget(self.body, 1)

        self.error_label = QLabel()
        self.error_label.setObjectName("errorLabel")
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)  # quotes the names typed
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setObjectName("startButton")
        ok.setProperty("role", "primary")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(560)
        for index, editor in enumerate(self.editors):
            editor.set_visible(index < self.count.value())
        self.retranslate()  # and fits the dialog to what it shows

    # --- result ----------------------------------------------------------------

    def choice(self) -> NewGameChoice | None:
        """The validated choice, once accepted."""
        return self._choice

    def seats(self) -> list[Seat]:
        return [editor.seat() for editor in self.editors[:self.count.value()]]

    def options(self) -> dict[str, Any]:
        return self.form.values() if self.form is not None else dict(self.option_values)

    def validate(self) -> str | None:
        """A translated error message, or None when everything is acceptable."""
        names: set[str] = set()
        for editor in self.editors[:self.count.value()]:
            name = editor.name.text().strip()
            bad = len(name) > MAX_NAME or (name and name.casefold() in names)
            editor.name.setProperty("invalid", bool(bad))
            repolish(editor.name)
            if len(name) > MAX_NAME:
                return self.tr("A name has at most {n} characters.").format(n=MAX_NAME)
            if name and name.casefold() in names:
                return self.tr("Two players are called “{name}”.").format(name=name)
            if name:
                names.add(name.casefold())
        try:
            self.info.game.options_schema.validate(self.options())
        except OptionError as exc:
            return tr_text(exc.message)
        return None

    def accept(self) -> None:
        error = self.validate()
        if error is not None:
            self._show_error(error)
            return
        try:
            seats = tuple(self.seats())
        except SeatError as exc:
            self._show_error(tr_text(exc.message))
            return
        self._choice = NewGameChoice(seats, self.info.game.options_schema.validate(self.options()))
        super().accept()

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.show()
        self.fit()

    def fit(self) -> None:
        """Take the size of what the dialog shows (its word-wrapped texts whole), as
        far as the screen allows; the seats and options scroll beyond that."""
        self.body.refit()
        layout = self.layout()
        if layout is not None:
            layout.activate()
        hint = self.sizeHint()
        width = max(hint.width(), self.minimumWidth(), self.width() if self.isVisible() else 0)
        height = hint.height()
        if layout is not None and layout.hasHeightForWidth():
            height = max(height, layout.totalHeightForWidth(width))
        fit_window(self, width, height)

    # --- slots -----------------------------------------------------------------

    def _on_count_value_changed(self, count: int) -> None:
        for index, editor in enumerate(self.editors):
            editor.set_visible(index < count)
        self.fit()

    def _on_options_button_clicked(self) -> None:
        dialog = self.dialog_class(self.info, dict(self.option_values), self)
        if dialog.exec():
            self.option_values = dialog.values()
            self._update_summary()
            self.fit()

    def _update_summary(self) -> None:
        """The options chosen, one a line."""
        parts = []
        for option in self.info.game.options_schema:
            value = self.option_values.get(option.key, option.default)
            shown: Any = value
            if hasattr(option, "choices"):
                shown = next((tr_text(label) for v, label in option.choices if v == value), value)
            elif isinstance(value, bool):
                shown = self.tr("yes") if value else self.tr("no")
            parts.append(self.tr("{option}: {value}").format(option=tr_text(option.label),
                                                             value=shown))
        self.options_summary.setText("\n".join(parts) or self.tr("Default options."))

    def retranslate(self) -> None:
        name = tr_text(self.info.name)
        self.setWindowTitle(self.tr("New game: {game}").format(game=name))
        self.title.setText(self.tr("New game of {game}").format(game=name))
        self.seats_box.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("Number of players:"))
        for label, text in zip(self.header_labels, (self.tr("Who"), self.tr("Level"),
                                                    self.tr("Name"))):
            label.setText(text)
        for editor in self.editors:
            editor.retranslate()
        self.options_box.setTitle(self.tr("Options"))
        if self.options_button is not None:
            self.options_button.setText(self.tr("Game options…"))
            self._update_summary()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Start"))
        self.fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
