"""Text that comes from a file or a plugin is shown as text: a seat name or a
reason written as markup never renders as rich text (nor loads an image)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from ludotheque.core.match import HUMAN, Seat
from ludotheque.gui.new_game_dialog import NewGameChoice

MARKUP = '<b>Eve</b><img src="/etc/hosts">'


def labels_showing(root: QWidget, text: str) -> list[QLabel]:
    found = [label for label in root.findChildren(QLabel) if text in label.text()]
    if isinstance(root, QLabel) and text in root.text():
        found.append(root)
    return found


def assert_plain(labels: list[QLabel]) -> None:
    rich = [label.objectName() or type(label.parent()).__name__ for label in labels
            if label.textFormat() != Qt.TextFormat.PlainText]
    assert not rich, f"rich text allowed in {rich}"


def test_seat_names_are_plain_text_in_the_banner_panel_and_result(make_window) -> None:
    window = make_window()
    seats = (Seat(HUMAN, name=MARKUP), Seat(HUMAN, name="Bob"))
    controller = window.start_match("stones", NewGameChoice(seats, {}), seed=1)
    shown = labels_showing(window, "<b>Eve</b>")
    names = {label.objectName() for label in shown}
    assert {"statusText", "seatName"} <= names, names
    assert_plain(shown)
    controller.resign()  # the end panel names the winner and the loser
    shown = labels_showing(window, "<b>Eve</b>")
    assert any(label.objectName() in ("overlayTitle", "overlayText") for label in shown)
    assert_plain(shown)


def test_the_hand_over_page_names_are_plain_text(make_window) -> None:
    window = make_window()
    seats = (Seat(HUMAN, name=MARKUP), Seat(HUMAN, name="Bob"))
    window.start_match("high_card", NewGameChoice(seats, {}), seed=1)
    shown = labels_showing(window, "<b>Eve</b>")
    assert shown
    assert_plain(shown)


def test_error_boxes_show_reasons_as_text(make_window) -> None:
    window = make_window()
    box = window.show_error("Title", f"Could not read {MARKUP}")
    assert box.textFormat() == Qt.TextFormat.PlainText
    box.close()


def test_the_new_game_dialog_quotes_names_as_text(make_window) -> None:
    window = make_window()
    dialog = window.new_game("stones")
    dialog.editors[0].name.setText("<i>x</i>")
    dialog.editors[1].kind.setCurrentIndex(dialog.editors[1].kind.findData(HUMAN))
    dialog.editors[1].name.setText("<i>X</i>")
    dialog.accept()
    assert "<i>x</i>" in dialog.error_label.text() or "<i>X</i>" in dialog.error_label.text()
    assert dialog.error_label.textFormat() == Qt.TextFormat.PlainText
    dialog.reject()


def test_the_about_box_escapes_plugin_metadata(make_window) -> None:
    window = make_window()
    record = next(iter(window.registry.plugins.values()))
    record.version = "<b>9</b>"
    about = window.show_about()
    html = about.text.toHtml()
    assert "&lt;b&gt;9&lt;/b&gt;" in html
    assert "<b>9</b>" in about.text.toPlainText()  # shown literally
    about.close()
