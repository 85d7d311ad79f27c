"""Readable controls in the light and the dark theme, seen on rendered pixels: the
hovered item of a drop-down reads against its background, and spin boxes draw
their arrows; the theme follows the system's colour scheme as it changes."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox, QVBoxLayout, QWidget

from ludotheque.gui import style
from ludotheque.gui.app import create_application

SCHEMES = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}

FAR = 240
"""How far (sum of the red, green and blue differences) a pixel of text or of an
arrow is from the background it is drawn on, at least."""


@pytest.fixture(params=sorted(SCHEMES))
def theme(request, qapp):
    app = create_application()
    style.apply_style(app, set_style=False, scheme=SCHEMES[request.param])
    yield request.param
    style.apply_style(app, set_style=False)  # the system's (light when unknown)


def distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def ink(image: QImage, rect: QRect) -> tuple[QColor, list[tuple[int, int]]]:
    """The background of *rect* in *image* (its most common colour) and the points
    drawn far from it."""
    rect = rect.intersected(image.rect())
    colours = Counter(image.pixel(x, y) for x in range(rect.left(), rect.right() + 1)
                      for y in range(rect.top(), rect.bottom() + 1))
    background = QColor.fromRgb(colours.most_common(1)[0][0])
    points = [(x, y) for x in range(rect.left(), rect.right() + 1)
              for y in range(rect.top(), rect.bottom() + 1)
              if distance(QColor.fromRgb(image.pixel(x, y)), background) >= FAR]
    return background, points


def test_the_themes_are_what_they_say(theme) -> None:
    window = QApplication.instance().palette().color(QPalette.ColorRole.Window)
    assert style.current_theme() == theme
    assert (window.lightness() < 128) == (theme == "dark")
    assert style.COLORS == (style.DARK if theme == "dark" else style.LIGHT)


def test_the_hovered_item_of_a_drop_down_reads(theme, qtbot) -> None:
    combo = QComboBox()
    qtbot.addWidget(combo)
    combo.addItems(["Human", "Computer", "Random"])
    combo.resize(260, combo.sizeHint().height())
    combo.show()
    qtbot.waitExposed(combo)
    combo.showPopup()
    view = combo.view()
    qtbot.waitExposed(view)
    index = view.model().index(1, 0)
    rect = view.visualRect(index)
    # The popup follows the pointer by making the item under it current.
    view.setCurrentIndex(index)
    qtbot.mouseMove(view.viewport(), rect.center())
    qtbot.waitUntil(lambda: view.currentIndex().row() == 1)
    image = view.viewport().grab().toImage()
    hovered_bg, text = ink(image, rect.adjusted(3, 3, -3, -3))
    other_bg, _ = ink(image, view.visualRect(view.model().index(2, 0)).adjusted(3, 3, -3, -3))
    combo.hidePopup()
    assert len(text) >= 15, f"the hovered item's text is not seen on {hovered_bg.name()}"
    assert distance(hovered_bg, other_bg) >= 60, "the hovered item is not marked"


@pytest.mark.parametrize("value", [1, 3, 5])
def test_spin_boxes_draw_their_arrows(theme, qtbot, value: int) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    spin = QSpinBox()
    spin.setRange(1, 5)
    spin.setValue(value)
    QVBoxLayout(holder).addWidget(spin)
    holder.resize(200, 80)
    holder.show()
    qtbot.waitExposed(holder)
    image = spin.grab().toImage()
    left = spin.lineEdit().geometry().right() + 1
    buttons = QRect(left, 0, spin.width() - left, spin.height())
    assert buttons.width() >= 12, "no room for the arrows"
    half = buttons.height() // 2
    for name, part, at_limit in (("up", QRect(left, 0, buttons.width(), half), value == 5),
                                 ("down", QRect(left, half, buttons.width(), half),
                                  value == 1)):
        inner = part.adjusted(3, 3, -3, -3)
        background, points = ink(image, inner)
        if at_limit:  # a dimmed arrow, yet an arrow
            background, points = _dim_ink(image, inner)
        assert len(points) >= 6, f"no {name} arrow on {background.name()} ({theme})"
        rows = Counter(y for _x, y in points)
        widths = [rows[y] for y in sorted(rows)]
        assert len(widths) >= 3, f"the {name} arrow is a line, not an arrow"
        # A triangle: its rows widen towards its base (down for ▲, up for ▼).
        if name == "up":
            assert widths[-1] > widths[0]
        else:
            assert widths[0] > widths[-1]


def _dim_ink(image: QImage, rect: QRect) -> tuple[QColor, list[tuple[int, int]]]:
    global FAR
    saved, FAR = FAR, 60
    try:
        return ink(image, rect)
    finally:
        FAR = saved


def test_the_theme_follows_the_system_colour_scheme_live(qapp) -> None:
    app = create_application()
    hints = app.styleHints()
    try:
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
        assert style.current_theme() == "dark"
        assert app.palette().color(QPalette.ColorRole.Window).lightness() < 128
        assert style.DARK["window"] in app.styleSheet()
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
        assert style.current_theme() == "light"
        assert app.palette().color(QPalette.ColorRole.Window).lightness() > 128
    finally:
        style.apply_style(app, set_style=False)


def test_the_first_theme_is_the_platform_palette_s_then_the_colour_scheme_s(
        qapp, monkeypatch) -> None:
    """Until the window is on screen the theme follows the platform's palette (dark
    text on a light window here); once it is, the colour scheme itself
    (:func:`~ludotheque.gui.style.check_color_scheme`)."""
    from PySide6.QtGui import QStyleHints

    app = create_application()
    try:
        style.apply_style(app, set_style=False)
        assert style.current_theme() == "light"  # the offscreen platform's palette
        style.check_color_scheme(app)  # the scheme is unknown here: nothing changes
        assert style.current_theme() == "light"
        monkeypatch.setattr(QStyleHints, "colorScheme", lambda self: Qt.ColorScheme.Dark)
        style.check_color_scheme(app)
        assert style.current_theme() == "dark"
        assert app.palette().color(QPalette.ColorRole.Window).lightness() < 128
        style.apply_style(app, set_style=False)  # the platform's palette, not ours
        assert style.current_theme() == "light"
    finally:
        style.apply_style(app, set_style=False)


def test_a_dark_platform_palette_starts_in_the_dark_theme(qapp, monkeypatch) -> None:
    app = create_application()
    dark = QPalette(QColor("#202020"))
    assert dark.color(QPalette.ColorRole.WindowText).lightness() > 128
    saved = app.property("ludothequePlatformDark")
    try:
        app.setProperty("ludothequePlatformDark", None)  # as before the first style
        app.setPalette(dark)
        style.apply_style(app, set_style=False)
        assert style.current_theme() == "dark"
    finally:
        app.setProperty("ludothequePlatformDark", saved)
        style.apply_style(app, set_style=False)
