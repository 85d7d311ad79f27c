"""The application's look: Fusion with a warm palette and one style sheet.

Widgets name their role with ``setObjectName`` (``card``, ``sidePanel``…) or a
``role`` property and the sheet below styles them; no widget hard-codes colours.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsDropShadowEffect

__all__ = ["COLORS", "apply_style", "add_shadow", "card_frame_style", "game_color", "seat_color"]

COLORS = {
    "window": "#f4f0e8",
    "panel": "#ebe5d9",
    "card": "#ffffff",
    "border": "#ddd5c6",
    "text": "#2a2926",
    "muted": "#6e685d",
    "accent": "#2d6a8a",
    "accent_light": "#d9e8f0",
    "accent_dark": "#1f4d66",
    "header": "#24455a",
    "good": "#3d8b4f",
    "warn": "#b5651d",
    "bad": "#b00020",
}

SEAT_COLORS = ("#c0392b", "#2d6a8a", "#3d8b4f", "#b5791d", "#7d4f9e", "#4d5a66")
GAME_COLORS = ("#2d6a8a", "#8a4b2d", "#3d7b4f", "#6d4f8e", "#a0522d", "#2f7f7a", "#8e3b5b")

CARD_FRAME = """#cardFrame {{ background: {card}; border: 1px solid {border}; border-radius: 12px; }}
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
#startSubtitle {{ color: #d8e6ee; font-size: 11pt; }}
#sectionTitle {{ color: {muted}; font-size: 10pt; font-weight: 600;
    letter-spacing: 1px; text-transform: uppercase; }}
#emptyLabel {{ color: {muted}; font-size: 12pt; }}

{card_frame}

#resumeBanner {{ background: {accent_light}; border: 1px solid #b7d1df; border-radius: 10px; }}
#resumeText {{ color: {accent_dark}; font-size: 10pt; }}

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

#overlay {{ background: rgba(36, 69, 90, 225); }}
#overlayCard {{ background: {card}; border-radius: 16px; }}
#overlayTitle {{ font-size: 20pt; font-weight: 600; color: {text}; }}
#overlayText {{ font-size: 11pt; color: {muted}; }}

QPushButton {{ background: {card}; border: 1px solid {border}; border-radius: 6px;
    padding: 6px 14px; color: {text}; }}
QPushButton:hover {{ border-color: {accent}; }}
QPushButton:pressed {{ background: {accent_light}; }}
QPushButton:disabled {{ color: #a9a39a; background: #f0ece4; }}
QPushButton[role="primary"] {{ background: {accent}; color: white; border: 1px solid {accent_dark};
    font-weight: 600; }}
QPushButton[role="primary"]:hover {{ background: {accent_dark}; }}
QPushButton[role="primary"]:disabled {{ background: #a9bfcb; color: #eef3f6; border-color: #a9bfcb; }}
QPushButton[role="move"] {{ font-size: 11pt; padding: 8px 18px; min-width: 64px; }}
QPushButton[role="move"][hint="true"] {{ border: 2px solid {good}; background: #e7f3ea; }}
QPushButton[role="link"] {{ border: none; background: transparent; color: {accent};
    text-decoration: underline; padding: 2px; }}

QLineEdit, QComboBox, QSpinBox {{ background: {card}; border: 1px solid {border};
    border-radius: 5px; padding: 4px 6px; min-height: 20px; }}
QLineEdit:focus, QComboBox:focus, QSpinBox:focus {{ border-color: {accent}; }}
QLineEdit[invalid="true"] {{ border: 1px solid {bad}; background: #fdeeee; }}
QGroupBox {{ border: 1px solid {border}; border-radius: 8px; margin-top: 14px;
    background: {card}; padding: 10px 8px 8px 8px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {muted};
    font-weight: 600; }}
#errorLabel {{ color: {bad}; }}
#dialogTitle {{ font-size: 15pt; font-weight: 600; color: {text}; }}
QTextBrowser {{ background: {card}; border: 1px solid {border}; border-radius: 8px;
    padding: 8px; }}
"""


def apply_style(app: QApplication, set_style: bool = True) -> None:
    """Fusion, the warm palette, a readable font and the style sheet.

    :param set_style: False when the application was started with Fusion already
        (``-style Fusion``, see :func:`~ludotheque.gui.app.create_application`).
    """
    if set_style:
        app.setStyle("Fusion")
    palette = QPalette()
    c = {key: QColor(value) for key, value in COLORS.items()}
    palette.setColor(QPalette.ColorRole.Window, c["window"])
    palette.setColor(QPalette.ColorRole.WindowText, c["text"])
    palette.setColor(QPalette.ColorRole.Base, c["card"])
    palette.setColor(QPalette.ColorRole.AlternateBase, c["panel"])
    palette.setColor(QPalette.ColorRole.Text, c["text"])
    palette.setColor(QPalette.ColorRole.Button, c["card"])
    palette.setColor(QPalette.ColorRole.ButtonText, c["text"])
    palette.setColor(QPalette.ColorRole.Highlight, c["accent"])
    palette.setColor(QPalette.ColorRole.HighlightedText, QColor("white"))
    palette.setColor(QPalette.ColorRole.ToolTipBase, c["card"])
    palette.setColor(QPalette.ColorRole.ToolTipText, c["text"])
    palette.setColor(QPalette.ColorRole.PlaceholderText, c["muted"])
    palette.setColor(QPalette.ColorRole.Link, c["accent"])
    app.setPalette(palette)
    font = QFont(app.font())
    if font.pointSizeF() < 10:
        font.setPointSizeF(10)
    app.setFont(font)
    app.setStyleSheet(STYLE_SHEET.format(**COLORS, card_frame=card_frame_style()))


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
