"""The application's look: Fusion with a warm palette and one style sheet, in a
light and a dark theme.

Widgets name their role with ``setObjectName`` (``card``, ``sidePanel``…) or a
``role`` property and the sheet below styles them; no widget hard-codes colours.
The theme follows the system's colour scheme (Qt 6.5+: ``QStyleHints.colorScheme``),
live: :func:`follow_color_scheme`.  Until the start page is on screen, the scheme is
read from the palette the platform gives (which follows it): reading
``colorScheme()`` makes PySide create every enum of the ``Qt`` namespace, a third of
the start-up's own work (``python -m benchmarks.startup_gui --instructions``);
:func:`check_color_scheme` reads it just after.  :data:`COLORS` always holds the
colours of the theme in use (it is updated in place), for the widgets that paint
with them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QGraphicsDropShadowEffect

__all__ = ["COLORS", "DARK", "LIGHT", "apply_style", "add_shadow", "card_frame_style",
           "check_color_scheme", "current_theme", "follow_color_scheme", "game_color",
           "seat_color"]

LIGHT = {
    "window": "#f4f0e8",
    "panel": "#ebe5d9",
    "card": "#ffffff",
    "border": "#ddd5c6",
    "text": "#2a2926",
    "muted": "#6e685d",
    "accent": "#2d6a8a",
    "accent_light": "#d9e8f0",
    "accent_dark": "#1f4d66",
    "accent_text": "#1f4d66",
    "header": "#24455a",
    "header_text": "#d8e6ee",
    "good": "#3d8b4f",
    "good_light": "#e7f3ea",
    "warn": "#b5651d",
    "bad": "#b00020",
    "bad_light": "#fdeeee",
    "resume_border": "#b7d1df",
    "disabled_text": "#a9a39a",
    "disabled": "#f0ece4",
    "primary_disabled": "#a9bfcb",
    "primary_disabled_text": "#eef3f6",
    "button_hover": "#f7f3ec",
    "overlay": "rgba(36, 69, 90, 225)",
}
"""The light theme's colours (the default)."""

DARK = {
    "window": "#201f1d",
    "panel": "#2a2825",
    "card": "#33312d",
    "border": "#4d483f",
    "text": "#ece7dc",
    "muted": "#aaa296",
    "accent": "#3a7ea3",
    "accent_light": "#2c4654",
    "accent_dark": "#2d6a8a",
    "accent_text": "#bcd9ea",
    "header": "#1a3343",
    "header_text": "#c6d9e4",
    "good": "#62b374",
    "good_light": "#2b4331",
    "warn": "#e0954a",
    "bad": "#ff7a7a",
    "bad_light": "#4a2a2a",
    "resume_border": "#3f6073",
    "disabled_text": "#77716a",
    "disabled": "#2b2926",
    "primary_disabled": "#3b4f5b",
    "primary_disabled_text": "#8b9ea9",
    "button_hover": "#3b3934",
    "overlay": "rgba(8, 16, 22, 225)",
}
"""The dark theme's colours, for a system in dark mode."""

COLORS = dict(LIGHT)
"""The colours of the theme in use (updated in place by :func:`apply_style`)."""

RESOURCES = Path(__file__).resolve().parent / "resources"
_theme = {"name": "light"}

SEAT_COLORS = ("#c0392b", "#2d6a8a", "#3d8b4f", "#b5791d", "#7d4f9e", "#4d5a66")
GAME_COLORS = ("#2d6a8a", "#8a4b2d", "#3d7b4f", "#6d4f8e", "#a0522d", "#2f7f7a", "#8e3b5b")

CARD_FRAME = """#cardFrame {{ background: {card}; border: 1px solid {border};
    border-radius: 12px; }}
#cardFrame[hover="true"] {{ border: 2px solid {accent}; }}"""
"""The game cards' frames (rendered once per size and cached: see ``start_page``)."""

STYLE_SHEET = """
QMainWindow, QDialog {{ background: {window}; }}
QToolTip {{ background: {card}; color: {text}; border: 1px solid {border}; padding: 4px; }}
QMenuBar {{ background: {window}; border-bottom: 1px solid {border}; }}
QMenuBar::item {{ padding: 4px 10px; background: transparent; }}
QMenuBar::item:selected {{ background: {accent_light}; border-radius: 4px; }}
QStatusBar {{ background: {panel}; color: {muted}; border-top: 1px solid {border}; }}

#startHeader {{ background: qlineargradient(x1:0, y1:0, x2:1, y2:1,
    stop:0 {header}, stop:1 {accent}); }}
#startTitle {{ color: white; font-size: 26pt; font-weight: 600; }}
#startSubtitle {{ color: {header_text}; font-size: 11pt; }}
#sectionTitle {{ color: {muted}; font-size: 10pt; font-weight: 600;
    letter-spacing: 1px; text-transform: uppercase; }}
#emptyLabel {{ color: {muted}; font-size: 12pt; }}

{card_frame}

#resumeBanner {{ background: {accent_light}; border: 1px solid {resume_border};
    border-radius: 10px; }}
#resumeText {{ color: {accent_text}; font-size: 10pt; }}

#sidePanel {{ background: {panel}; border-left: 1px solid {border}; }}
#panelBox {{ background: {card}; border: 1px solid {border}; border-radius: 10px; }}
#panelTitle {{ color: {muted}; font-size: 9pt; font-weight: 600; }}
#seatRow {{ border-radius: 8px; }}
#seatRow[active="true"] {{ background: {accent_light}; }}
#seatName {{ font-size: 11pt; font-weight: 600; color: {text}; }}
#seatKind {{ font-size: 9pt; color: {muted}; }}
#seatScore {{ font-size: 15pt; font-weight: 600; color: {text}; }}
#statusBanner {{ background: {card}; border-bottom: 1px solid {border}; }}
#statusText {{ font-size: 13pt; font-weight: 600; color: {text}; }}
#statusDetail {{ font-size: 10pt; color: {muted}; }}
#thinkingLabel {{ color: {warn}; font-size: 10pt; font-weight: 600; }}
#boardArea {{ background: {window}; }}

QListWidget#historyList {{ background: {card}; border: none; font-size: 10pt; }}
QListWidget#historyList::item {{ padding: 3px 6px; border-radius: 4px; }}
QListWidget#historyList::item:selected {{ background: {accent}; color: white; }}

#overlay {{ background: {overlay}; }}
#overlayCard {{ background: {card}; border-radius: 16px; }}
#overlayTitle {{ font-size: 20pt; font-weight: 600; color: {text}; }}
#overlayText {{ font-size: 11pt; color: {muted}; }}

QPushButton {{ background: {card}; border: 1px solid {border}; border-radius: 6px;
    padding: 6px 14px; color: {text}; }}
QPushButton:hover {{ border-color: {accent}; }}
QPushButton:pressed {{ background: {accent_light}; }}
QPushButton:disabled {{ color: {disabled_text}; background: {disabled}; }}
QPushButton[role="primary"] {{ background: {accent}; color: white; border: 1px solid {accent_dark};
    font-weight: 600; }}
QPushButton[role="primary"]:hover {{ background: {accent_dark}; }}
QPushButton[role="primary"]:disabled {{ background: {primary_disabled};
    color: {primary_disabled_text};
    border-color: {primary_disabled}; }}
QPushButton[role="move"] {{ font-size: 11pt; padding: 8px 18px; min-width: 64px; }}
QPushButton[role="move"][hint="true"] {{ border: 2px solid {good}; background: {good_light}; }}
QPushButton[role="link"] {{ border: none; background: transparent; color: {accent};
    text-decoration: underline; padding: 2px; }}

QLineEdit, QComboBox, QSpinBox {{ background: {card}; color: {text}; border: 1px solid {border};
    border-radius: 5px; padding: 4px 6px; min-height: 20px;
    selection-background-color: {accent}; selection-color: white; }}
QLineEdit:focus, QComboBox:focus, QSpinBox:focus {{ border-color: {accent}; }}
QLineEdit:disabled, QComboBox:disabled, QSpinBox:disabled {{ color: {disabled_text};
    background: {disabled}; }}
QLineEdit[invalid="true"] {{ border: 1px solid {bad}; background: {bad_light}; }}
QComboBox QAbstractItemView {{ background: {card}; color: {text}; border: 1px solid {border};
    outline: 0; padding: 2px; selection-background-color: {accent}; selection-color: white; }}
QComboBox {{ padding-right: 24px; }}
QComboBox::drop-down {{ subcontrol-origin: border; subcontrol-position: top right; width: 22px;
    border: none; }}
QComboBox::down-arrow {{ image: url("{arrows}/arrow-down-{theme}.svg"); width: 9px; height: 9px; }}
QComboBox::down-arrow:disabled {{ image: url("{arrows}/arrow-down-off.svg"); }}
QSpinBox {{ padding-right: 24px; }}
QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: border; width: 20px;
    border-left: 1px solid {border}; background: {panel}; }}
QSpinBox::up-button {{ subcontrol-position: top right; border-top-right-radius: 5px; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; border-bottom-right-radius: 5px; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: {accent_light}; }}
QSpinBox::up-arrow {{ image: url("{arrows}/arrow-up-{theme}.svg"); width: 9px; height: 9px; }}
QSpinBox::down-arrow {{ image: url("{arrows}/arrow-down-{theme}.svg"); width: 9px; height: 9px; }}
QSpinBox::up-arrow:disabled, QSpinBox::up-arrow:off {{
    image: url("{arrows}/arrow-up-off.svg"); }}
QSpinBox::down-arrow:disabled, QSpinBox::down-arrow:off {{
    image: url("{arrows}/arrow-down-off.svg"); }}
QGroupBox {{ border: 1px solid {border}; border-radius: 8px; margin-top: 14px;
    background: {card}; padding: 10px 8px 8px 8px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {muted};
    font-weight: 600; }}
#errorLabel, #options_error, #plugin_message[error="true"] {{ color: {bad}; }}
#restart_needed {{ color: {warn}; }}
#dialogTitle {{ font-size: 15pt; font-weight: 600; color: {text}; }}
QTextBrowser {{ background: {card}; border: 1px solid {border}; border-radius: 8px;
    padding: 8px; }}
"""


def apply_style(app: QApplication, set_style: bool = True,
                scheme: Qt.ColorScheme | None = None) -> None:
    """Fusion, the theme's palette, a readable font and the style sheet.

    :param set_style: False when the application was started with Fusion already
        (``-style Fusion``, see :func:`~ludotheque.gui.app.create_application`).
    :param scheme: the colour scheme to follow; None: the system's, as the platform's
        palette shows it (see the top of this module).
    """
    if set_style:
        app.setStyle("Fusion")
    if scheme is None:
        dark = _platform_is_dark(app)
    else:
        from PySide6.QtCore import Qt

        dark = scheme == Qt.ColorScheme.Dark
    name = "dark" if dark else "light"
    _theme["name"] = name
    COLORS.clear()
    COLORS.update(DARK if name == "dark" else LIGHT)
    app.setPalette(_palette(COLORS, dark=name == "dark"))
    font = QFont(app.font())
    if font.pointSizeF() < 10:
        font.setPointSizeF(10)
    app.setFont(font)
    app.setStyleSheet(STYLE_SHEET.format(**COLORS, card_frame=card_frame_style(),
                                         arrows=RESOURCES.as_posix(), theme=name))


def _platform_is_dark(app: QApplication) -> bool:
    """Whether the platform's own palette is dark (light text on a dark window)."""
    if app.property("ludothequePlatformDark") is None:  # before our palette replaces it
        palette = app.palette()
        role = QPalette.ColorRole
        dark = palette.color(role.WindowText).lightness() > palette.color(role.Window).lightness()
        app.setProperty("ludothequePlatformDark", dark)
    return bool(app.property("ludothequePlatformDark"))


def current_theme() -> str:
    """``"light"`` or ``"dark"``: the theme applied last."""
    return _theme["name"]


def follow_color_scheme(app: QApplication) -> None:
    """Apply the light or dark theme whenever the system's colour scheme changes
    (once per application: later calls change nothing)."""
    if app.property("ludothequeFollowsColorScheme"):
        return
    app.setProperty("ludothequeFollowsColorScheme", True)
    hints = app.styleHints()

    def changed(scheme: Qt.ColorScheme) -> None:
        from PySide6.QtCore import Qt

        if scheme != Qt.ColorScheme.Unknown:
            apply_style(app, set_style=False, scheme=scheme)

    hints.colorSchemeChanged.connect(changed)


def check_color_scheme(app: QApplication) -> None:
    """Apply the theme of the system's colour scheme if the platform's palette told
    another (called once the first window is on screen; see the top of this module)."""
    from PySide6.QtCore import Qt

    scheme = app.styleHints().colorScheme()
    if scheme != Qt.ColorScheme.Unknown and current_theme() != (
            "dark" if scheme == Qt.ColorScheme.Dark else "light"):
        apply_style(app, set_style=False, scheme=scheme)


def _palette(c: dict[str, str], dark: bool) -> QPalette:
    """The palette of a theme, for what Fusion draws itself (menus, lists, frames)."""
    role = QPalette.ColorRole
    color = {key: QColor(value) for key, value in c.items() if value.startswith("#")}
    palette = QPalette()
    for name, key in ((role.Window, "window"), (role.WindowText, "text"), (role.Base, "card"),
                      (role.AlternateBase, "panel"), (role.Text, "text"), (role.Button, "card"),
                      (role.ButtonText, "text"), (role.Highlight, "accent"),
                      (role.ToolTipBase, "card"), (role.ToolTipText, "text"),
                      (role.PlaceholderText, "muted"), (role.Link, "accent")):
        palette.setColor(name, color[key])
    palette.setColor(role.HighlightedText, QColor("white"))
    if dark:
        palette.setColor(role.Link, QColor("#8cc3e0"))
        palette.setColor(role.BrightText, QColor("#ffffff"))
        palette.setColor(role.Light, QColor("#4a4640"))
        palette.setColor(role.Midlight, QColor("#3d3a35"))
        palette.setColor(role.Mid, QColor("#5a554c"))
        palette.setColor(role.Dark, QColor("#161513"))
        palette.setColor(role.Shadow, QColor("#0c0b0a"))
    disabled = QPalette.ColorGroup.Disabled
    for name in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(disabled, name, color["disabled_text"])
    palette.setColor(disabled, role.Highlight, color["muted"])
    return palette


def card_frame_style() -> str:
    """The style of the game cards' frames, with its colours."""
    return CARD_FRAME.format(**COLORS)


def add_shadow(widget: QWidget, blur: float = 18, offset: float = 3, alpha: int = 60,
               effect: QGraphicsDropShadowEffect | None = None) -> QGraphicsDropShadowEffect:
    """Give *widget* a soft drop shadow (*effect*: a drop shadow effect to use)."""
    if effect is None:
        from PySide6.QtWidgets import QGraphicsDropShadowEffect

        effect = QGraphicsDropShadowEffect(widget)
    effect.setBlurRadius(blur)
    effect.setOffset(0, offset)
    effect.setColor(QColor(40, 30, 10, alpha))
    widget.setGraphicsEffect(effect)
    return effect


def game_color(game_id: str) -> QColor:
    """A stable colour for a game without an icon."""
    import hashlib  # loads OpenSSL: only for games without an icon

    digest = hashlib.sha1(game_id.encode()).digest()
    return QColor(GAME_COLORS[digest[0] % len(GAME_COLORS)])


def seat_color(index: int) -> QColor:
    return QColor(SEAT_COLORS[index % len(SEAT_COLORS)])


def repolish(widget: QWidget) -> None:
    """Re-apply the style sheet after a dynamic property changed."""
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()
