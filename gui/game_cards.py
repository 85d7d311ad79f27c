"""The start page's game cards: the games' icons, one card per game, and the shelf
that paints them.

Until the start page is on screen, this module uses nothing from the ``Qt``
namespace: PySide creates all of its ~90 enums at the first use of any of them,
which costs more than building the page.  The cards' cursor and focus policy are
set just after the first paint (:meth:`GameCard.finish`).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRectF, QSize, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPixmap
from PySide6.QtWidgets import QFrame, QWidget

from .i18n import tr_text
from .image_cache import load_image, store_image
from .style import card_frame_style, current_theme, game_color
from .texts import players_text

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent, QRect
    from PySide6.QtGui import (
        QEnterEvent,
        QFocusEvent,
        QKeyEvent,
        QMouseEvent,
        QPainter,
        QPaintEvent,
    )

    from ludotheque.core.plugins.registry import GameEntry

__all__ = ["CardShelf", "GameCard", "game_icon", "game_icon_image"]

CARD_WIDTH = 280
"""The narrowest card; cards widen to fill the row (up to :data:`CARD_MAX_WIDTH`)."""
CARD_MAX_WIDTH = 420
CARD_HEIGHT = 150

ALIGN_LEFT = 0x0001 | 0x0080 | 0x0400
"""``Qt.AlignLeft | Qt.AlignVCenter | Qt.TextExpandTabs``, as a label draws its text
(numbers: see the top of the module)."""
ALIGN_TOP_WRAP = 0x0001 | 0x0020 | 0x0400 | 0x1000
"""``Qt.AlignLeft | Qt.AlignTop | Qt.TextExpandTabs | Qt.TextWordWrap``."""


def _icon_image(path: str, size: int) -> QImage | None:
    """The icon at *path* scaled to *size*, from the image cache when it is up to date."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    key = f"icon|{path}|{stat.st_mtime_ns}|{stat.st_size}|{size}"
    image = load_image(key)
    if image is not None:
        return image
    from PySide6.QtGui import QImageReader

    reader = QImageReader(path)
    reader.setScaledSize(QSize(size, size))
    image = reader.read()
    if image.isNull():
        return None
    store_image(key, image)
    return image


def game_icon(info: GameEntry, size: int = 64) -> QPixmap:
    """The game's icon, or a coloured tile with its initial."""
    return QPixmap.fromImage(game_icon_image(info, size))


def game_icon_image(info: GameEntry, size: int = 64) -> QImage:
    """The game's icon as an image, or a coloured tile with its initial."""
    if info.icon is not None:
        image = _icon_image(str(info.icon), size)
        if image is not None:
            return image
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPainter

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    color = game_color(info.id)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawRoundedRect(QRectF(0, 0, size, size), size * 0.22, size * 0.22)
    painter.setBrush(color.lighter(118))
    painter.drawEllipse(QRectF(size * 0.45, -size * 0.25, size * 0.9, size * 0.9))
    painter.setPen(QColor("white"))
    font = QFont()
    font.setPixelSize(int(size * 0.5))
    font.setBold(True)
    painter.setFont(font)
    initial = (str(info.name)[:1] or info.id[:1]).upper()
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, initial)
    painter.end()
    return image


class CardShelf(QWidget):
    """The start page's body.  It paints the game cards itself, in one pass: the
    cards' frames with their drop shadows (one pixmap per card size, rendered once
    through a graphics effect instead of an effect on every card at every paint),
    then each card's icon, name, players and summary.  The :class:`GameCard`
    widgets have no children and paint nothing: they take the clicks, the keyboard
    focus, the hover and the tooltip."""

    BLUR, OFFSET, COLOR = 18.0, 3.0, (40, 30, 10, 60)
    _frames: dict[tuple[int, int, float, bool, bool, str], tuple[QPixmap, QPoint]] = {}

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[GameCard] = []

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        from PySide6.QtGui import QPainter, QPalette

        super().paintEvent(event)
        area = event.rect()
        margin = int(self.BLUR + self.OFFSET) + 1
        cards = [card for card in self.cards if card.isVisible() and card.geometry().adjusted(
            -margin, -margin, margin, margin).intersects(area)]
        if not cards:
            return
        painter = QPainter(self)
        ratio = self.devicePixelRatioF()
        for card in cards:  # the frames and their shadows first: a shadow may reach a neighbour
            frame = card.geometry()
            pixmap, corner = self._frame(frame.width(), frame.height(), ratio, shadow=True)
            painter.drawPixmap(frame.topLeft() + corner, pixmap)
        for card in cards:
            frame = card.geometry()
            if card.hover:
                pixmap, corner = self._frame(frame.width(), frame.height(), ratio, hover=True)
                painter.drawPixmap(frame.topLeft() + corner, pixmap)
        # Each text colour is a palette role (see style.apply_style): a painter begun
        # on this widget takes its pen from the foreground role, and setting a pen
        # from Python would create every enum of the Qt namespace (see the top).
        role = self.foregroundRole()
        for part, foreground in enumerate((QPalette.ColorRole.WindowText,  # the text colour
                                           QPalette.ColorRole.Link,  # the accent
                                           QPalette.ColorRole.PlaceholderText)):  # muted
            if part:
                painter.end()
                self.setForegroundRole(foreground)
                painter.begin(self)
            for card in cards:
                card.paint_part(painter, part)
        painter.end()
        self.setForegroundRole(role)

    @classmethod
    def _frame(cls, width: int, height: int, ratio: float, shadow: bool = False,
               hover: bool = False) -> tuple[QPixmap, QPoint]:
        """A card's empty frame of this size (styled as ``#cardFrame``), with its drop
        shadow or not, and where its corner goes relative to the card's."""
        key = (width, height, ratio, shadow, hover, current_theme())  # a theme of its own
        found = cls._frames.get(key)
        if found is not None:
            return found
        if len(cls._frames) >= 8:  # the cards' width follows the window's
            del cls._frames[next(iter(cls._frames))]
        margin = int(cls.BLUR)  # (QGraphicsDropShadowEffect.boundingRectFor)
        corner = QPoint(-margin, -margin + int(cls.OFFSET)) if shadow else QPoint()
        # The frame's look is in the style sheet: the cache key names it.
        cache_key = (f"card frame|{width}x{height}@{ratio}|{shadow}|{hover}|{cls.BLUR}|"
                     f"{cls.OFFSET}|{cls.COLOR}|{card_frame_style()}")
        image = load_image(cache_key) if shadow else None
        if image is None:
            image, corner = cls._render_frame(width, height, ratio, shadow, hover)
            if shadow:
                store_image(cache_key, image)
        image.setDevicePixelRatio(ratio)
        found = cls._frames[key] = (QPixmap.fromImage(image), corner)
        return found

    @classmethod
    def _render_frame(cls, width: int, height: int, ratio: float, shadow: bool,
                      hover: bool) -> tuple[QImage, QPoint]:
        from PySide6.QtGui import QRegion
        from PySide6.QtWidgets import QGraphicsDropShadowEffect

        card = QFrame()
        card.setObjectName("cardFrame")
        if hover:
            card.setProperty("hover", True)
        card.resize(width, height)
        area = QRectF(0, 0, width, height).toAlignedRect()
        if shadow:
            effect = QGraphicsDropShadowEffect(card)
            effect.setBlurRadius(cls.BLUR)
            effect.setOffset(0, cls.OFFSET)
            effect.setColor(QColor(*cls.COLOR))
            area = effect.boundingRectFor(QRectF(0, 0, width, height)).toAlignedRect()
            card.setGraphicsEffect(effect)
        canvas = QWidget()
        canvas.resize(area.size())
        card.setParent(canvas)
        card.move(-area.left(), -area.top())
        pixmap = QPixmap(area.size() * ratio)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(QColor(0, 0, 0, 0))  # (QImage.fill() would create the Qt namespace's enums)
        canvas.render(pixmap, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)
        return pixmap.toImage(), area.topLeft()


def _card_fonts(base: QFont) -> tuple[QFont, QFont, QFont]:
    """The fonts of a card's name, players and summary, from the page's font."""
    fonts = []
    for size, weight in ((13.0, QFont.Weight.DemiBold), (9.0, QFont.Weight.DemiBold),
                         (10.0, QFont.Weight.Normal)):
        font = QFont(base)
        font.setPointSizeF(size)
        font.setWeight(weight)
        fonts.append(font)
    return fonts[0], fonts[1], fonts[2]


class GameCard(QWidget):
    """One game: its icon, translated name, players and summary, painted by the
    :class:`CardShelf` it sits on.  Clicks (and Return, Enter, Space) emit ``clicked``."""

    clicked = Signal(str)

    def __init__(self, info: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.hover = False
        """Under the mouse or focused: the frame is drawn in the accent colour."""
        self.name = self.players = self.summary = ""
        """The texts shown, in the current language (see :meth:`retranslate`)."""
        self._texts: list[tuple[QFont, QRect, int]] = []
        self._texts_key: tuple[object, ...] = ()
        self.setObjectName("gameCard")
        self.setAccessibleName(info.id)
        self.setFixedSize(CARD_WIDTH, CARD_HEIGHT)
        self.icon = game_icon_image(info, 64)
        self.retranslate()

    def finish(self) -> None:
        """The pointing-hand cursor and keyboard focus (once the start page is shown)."""
        from PySide6.QtCore import Qt

        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def retranslate(self) -> None:
        self.name = tr_text(self.info.name)
        self.players = players_text(self.info)
        self.summary = tr_text(self.info.summary)
        self.setToolTip(self.summary)
        self.setAccessibleDescription(f"{self.name}. {self.players}. {self.summary}")
        self._repaint()

    def paint_part(self, painter: QPainter, part: int) -> None:
        """Paint, with *painter* (on the shelf, its pen in the part's colour), the icon
        and the name (*part* 0), the players (1) or the summary (2), where the
        frame's layout puts them: margins of 16 and 14 pixels inside the 1-pixel
        frame, the icon, a gap of 14, then the texts 3 pixels apart."""
        width, height = self.width(), self.height()
        parent = self.parentWidget()
        base = parent.font() if parent is not None else self.font()
        key = (width, height, base.key())
        if key != self._texts_key:
            self._texts_key = key
            self._texts = self._layout_texts(width, height, base)
        corner = self.pos()
        if part == 0:
            painter.drawImage(corner + QPoint(1 + 16, 1 + 14), self.icon)
        font, box, flags = self._texts[part]
        painter.setFont(font)
        painter.drawText(box.translated(corner), flags, (self.name, self.players,
                                                         self.summary)[part])

    def _layout_texts(self, width: int, height: int, base: QFont,
                      ) -> list[tuple[QFont, QRect, int]]:
        from PySide6.QtCore import QRect
        from PySide6.QtGui import QFontMetrics

        fonts = _card_fonts(base)
        left = 1 + 16 + 64 + 14
        text_width = width - left - 16 - 1
        title_top = 1 + 14
        title_height = QFontMetrics(fonts[0]).height()
        players_top = title_top + title_height + 3
        players_height = QFontMetrics(fonts[1]).height()
        summary_top = players_top + players_height + 3
        summary_height = height - 1 - 14 - summary_top
        return [
            (fonts[0], QRect(left, title_top, text_width, title_height), ALIGN_LEFT),
            (fonts[1], QRect(left, players_top, text_width, players_height), ALIGN_LEFT),
            (fonts[2], QRect(left, summary_top, text_width, summary_height), ALIGN_TOP_WRAP),
        ]

    def _repaint(self) -> None:
        parent = self.parentWidget()
        if parent is not None:  # the shelf paints the card, its shadow included
            margin = int(CardShelf.BLUR + CardShelf.OFFSET) + 1
            parent.update(self.geometry().adjusted(-margin, -margin, margin, margin))

    def _set_hover(self, hover: bool) -> None:
        self.hover = hover
        self._repaint()

    def enterEvent(self, event: QEnterEvent) -> None:  # noqa: N802 - Qt override
        self._set_hover(True)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        self._set_hover(False)
        super().leaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        self._set_hover(True)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        self._set_hover(False)
        super().focusOutEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        from PySide6.QtCore import Qt

        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
                event.position().toPoint()):
            self.clicked.emit(self.info.id)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        from PySide6.QtCore import Qt

        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit(self.info.id)
            return
        super().keyPressEvent(event)
