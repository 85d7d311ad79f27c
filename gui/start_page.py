"""The start page: a header, the games to resume, and one card per game.

Signals:

* ``game_chosen(str)``: a card was clicked (game id).
* ``resume_chosen(str)``: resume the autosave at that path.
* ``discard_chosen(str)``: forget the autosave at that path.
"""

from __future__ import annotations

import os
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QRectF, QSize, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ludotheque.core.i18n import Texts

from .i18n import tr_text
from .image_cache import load_image, store_image
from .style import card_frame_style, current_theme, game_color
from .texts import players_text

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtCore import QRect
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent
    from PySide6.QtWidgets import QPushButton

    from ludotheque.core.autosave import Resumable
    from ludotheque.core.descriptor import GameInfo

# Until the start page is on screen, this module uses nothing from the ``Qt``
# namespace: PySide creates all of its ~90 enums at the first use of any of them,
# which costs more than building the page.  The cards' cursor and focus policy are
# set just after the first paint (:meth:`GameCard.finish`).

__all__ = ["StartPage", "GameCard", "game_icon", "game_icon_image"]

CARD_WIDTH = 280
"""The narrowest card; cards widen to fill the row (up to :data:`CARD_MAX_WIDTH`)."""
CARD_MAX_WIDTH = 420
SPACING = 18
CARD_HEIGHT = 150
SHOWN_RESUMABLE = 3
"""How many unfinished games the start page shows before "Show all"."""

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


def game_icon(info: GameInfo, size: int = 64) -> QPixmap:
    """The game's icon, or a coloured tile with its initial."""
    return QPixmap.fromImage(game_icon_image(info, size))


def game_icon_image(info: GameInfo, size: int = 64) -> QImage:
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

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
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

    def enterEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        self._set_hover(True)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        self._set_hover(False)
        super().leaveEvent(event)

    def focusInEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        self._set_hover(True)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
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


class StartHeader(QWidget):
    """The start page's banner.  Its gradient comes from the style sheet (``#startHeader``,
    which a widget of this class only takes as its palette's window brush) and is
    painted here in bands of at most 64 rows: the raster engine hands a larger
    gradient fill to worker threads, which costs more than the fill."""

    BAND = 64

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startHeader")

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        from PySide6.QtCore import QRect
        from PySide6.QtGui import QPainter, QPalette

        painter = QPainter(self)
        # (setBackground() and eraseRect() take no enum, unlike setBrush() and fillRect())
        painter.setBackground(self.palette().brush(QPalette.ColorRole.Window))
        area, whole = event.rect(), self.rect()
        for top in range(area.top(), area.bottom() + 1, self.BAND):
            painter.setClipRect(QRect(area.left(), top, area.width(),
                                      min(self.BAND, area.bottom() + 1 - top)))
            painter.eraseRect(whole)
        painter.end()


start_page = Texts("start_page")
"""The start page's texts that have a plural (English reads ``move(s)`` by the number)."""


def when_text(item: Resumable, now: datetime | None = None) -> str:
    """When the match was last played, in the current language: ``today at 14:32``,
    ``yesterday at 09:05`` or ``3 March 2025 at 18:00``; the autosave's own words
    when they are not a date (shown as plain text)."""
    from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTime

    try:
        moment = datetime.strptime(item.saved, "%Y-%m-%dT%H:%M:%S%z").astimezone()
    except ValueError:
        if item.saved or not item.modified:
            return item.saved
        moment = datetime.fromtimestamp(item.modified).astimezone()
    locale = QLocale()
    time = locale.toString(QTime(moment.hour, moment.minute), QLocale.FormatType.ShortFormat)
    day = moment.date()
    today = (now or datetime.now().astimezone()).date()
    if day == today:
        return QCoreApplication.translate("ResumeBanner", "today at {time}").format(time=time)
    if day == today - timedelta(days=1):
        return QCoreApplication.translate("ResumeBanner", "yesterday at {time}").format(
            time=time)
    date = locale.toString(QDate(day.year, day.month, day.day),
                           "d MMMM" if day.year == today.year else "d MMMM yyyy")
    return QCoreApplication.translate("ResumeBanner", "{date} at {time}").format(
        date=date, time=time)


class ResumeBanner(QFrame):
    """An autosaved match left unfinished: its game, players, moves and when it was
    played, with Resume and Discard (both disabled when another running copy of
    Ludothèque has the match open).  The game just left reads "Return to …".

    Its texts come partly from the autosave file: they are shown as plain text.
    """

    def __init__(self, item: Resumable, info: GameInfo, left: bool = False,
                 parent: QWidget | None = None) -> None:
        from PySide6.QtCore import Qt  # (banners exist only when there is a match to resume)
        from PySide6.QtWidgets import QPushButton

        super().__init__(parent)
        self.item = item
        self.info = info
        self.left = left
        """The game just left (offered first, to return to)."""
        self.setObjectName("resumeBanner")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(12)
        icon = QLabel(self)
        icon.setPixmap(game_icon(info, 36))
        icon.setFixedSize(36, 36)
        layout.addWidget(icon)
        texts = QVBoxLayout()
        texts.setSpacing(1)
        self.title = QLabel(self)
        self.title.setObjectName("resumeTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.title.font())
        font.setWeight(QFont.Weight.DemiBold)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.title.setFont(font)
        self.text = QLabel(self)
        self.text.setObjectName("resumeText")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        texts.addWidget(self.title)
        texts.addWidget(self.text)
        layout.addLayout(texts, 1)
        self.resume = QPushButton(self)
        self.resume.setObjectName("resumeButton")
        if left:
            self.resume.setProperty("role", "primary")
        self.discard = QPushButton(self)
        self.discard.setObjectName("discardButton")
        layout.addWidget(self.resume)
        layout.addWidget(self.discard)
        self.resume.setEnabled(not item.in_use)
        self.discard.setEnabled(not item.in_use)
        self.retranslate()

    def players(self) -> str:
        """The players' names, as the match shows them."""
        from .texts import seat_name

        return ", ".join(seat_name(seat, index) for index, seat in enumerate(self.item.seats))

    def retranslate(self) -> None:
        game = tr_text(self.info.name)
        self.title.setText(self.tr("Return to {game}").format(game=game) if self.left
                           else game)
        parts = [self.players(), tr_text(start_page.tr("%n move(s)", "", self.item.moves)),
                 when_text(self.item)]
        if self.item.file:
            parts.append(os.path.basename(self.item.file))
        text = " · ".join(part for part in parts if part)
        if self.item.in_use:
            text += "\n" + self.tr("Open in another Ludothèque window.")
        self.text.setText(text)
        self.resume.setText(self.tr("Return") if self.left else self.tr("Resume"))
        self.discard.setText(self.tr("Discard"))
        self.resume.setAccessibleName(self.tr("Return to {game}").format(game=game) if self.left
                                      else self.tr("Resume {game}").format(game=game))
        self.discard.setAccessibleName(self.tr("Discard {game}").format(game=game))


class StartPage(QWidget):
    """The game picker."""

    game_chosen = Signal(str)
    resume_chosen = Signal(str)
    discard_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[GameCard] = []
        self.banners: list[ResumeBanner] = []
        self._games: list[GameInfo] = []
        self._columns = 0
        self._painted = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        # Each widget is made inside its parent: with the application's style sheet,
        # giving a widget a new parent polishes it again.
        header = StartHeader(self)
        header_layout = QVBoxLayout(header)
        header_layout.setContentsMargins(40, 26, 40, 24)
        header_layout.setSpacing(4)
        self.title = QLabel(header)
        self.title.setObjectName("startTitle")
        self.subtitle = QLabel(header)
        self.subtitle.setObjectName("startSubtitle")
        header_layout.addWidget(self.title)
        header_layout.addWidget(self.subtitle)
        outer.addWidget(header)

        self.scroll = QScrollArea(self)
        # A viewport made here, not by Qt: PySide need not find the Python type of a
        # QWidget it has not seen (that initialises every widget class and its enums).
        self.viewport = QWidget(self.scroll)
        self.scroll.setViewport(self.viewport)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = self.shelf = CardShelf(self.viewport)
        body.setObjectName("startBody")
        self.body_layout = QVBoxLayout(body)
        self.body_layout.setContentsMargins(40, 22, 40, 30)
        self.body_layout.setSpacing(14)
        self.resume_title = QLabel(body)
        self.resume_title.setObjectName("sectionTitle")
        self.resume_layout = QVBoxLayout()
        self.resume_layout.setSpacing(8)
        self.resume_more = QVBoxLayout()
        self.more: QPushButton | None = None
        """Shows every unfinished game, or only the first."""
        self._all_shown = False
        self.games_title = QLabel(body)
        self.games_title.setObjectName("sectionTitle")
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(SPACING)
        self.grid.setVerticalSpacing(SPACING)
        grid_row = QHBoxLayout()  # the cards on the left
        grid_row.addLayout(self.grid)
        grid_row.addStretch(1)
        self.empty = QLabel(body)
        self.empty.setObjectName("emptyLabel")
        self.empty.setWordWrap(True)
        self.body_layout.addWidget(self.resume_title)
        self.body_layout.addLayout(self.resume_layout)
        self.body_layout.addLayout(self.resume_more)
        self.body_layout.addWidget(self.games_title)
        self.body_layout.addLayout(grid_row)
        self.body_layout.addWidget(self.empty)
        self.body_layout.addStretch(1)
        self.scroll.setWidget(body)
        outer.addWidget(self.scroll, 1)
        self.retranslate()

    # --- content ---------------------------------------------------------------

    def set_games(self, games: Sequence[GameInfo]) -> None:
        """Show one card per game, sorted by translated name."""
        for card in self.cards:
            card.deleteLater()
        self.cards = []
        self._games = list(games)
        for info in self._games:
            card = GameCard(info, self.shelf)
            card.clicked.connect(self.game_chosen)
            if self._painted:
                card.finish()
            self.cards.append(card)
        self.shelf.cards = list(self.cards)
        self._columns = 0
        self._relayout()
        self.empty.setVisible(not self.cards)

    def set_resumable(self, items: Sequence[tuple[Resumable, GameInfo]],
                      left: os.PathLike[str] | str | None = None) -> None:
        """The unfinished matches, most recent first: ``(autosave, game)`` pairs.
        The first :data:`SHOWN_RESUMABLE` are shown, the others after "Show all".

        :param left: the autosave of the game just left, offered to return to.
        """
        for banner in self.banners:
            banner.deleteLater()
        self.banners = []
        for item, info in items:
            is_left = left is not None and os.fspath(item.path) == os.fspath(left)
            banner = ResumeBanner(item, info, is_left, self.shelf)
            banner.resume.clicked.connect(lambda _=False, p=str(item.path):
                                          self.resume_chosen.emit(p))
            banner.discard.clicked.connect(lambda _=False, p=str(item.path):
                                           self.discard_chosen.emit(p))
            self.resume_layout.addWidget(banner)
            self.banners.append(banner)
        self._show_all_resumable(self._all_shown)
        self.resume_title.setVisible(bool(self.banners))

    def _show_all_resumable(self, shown: bool) -> None:
        self._all_shown = shown
        hidden = len(self.banners) - SHOWN_RESUMABLE
        for index, banner in enumerate(self.banners):
            banner.setVisible(shown or index < SHOWN_RESUMABLE)
        if hidden <= 0:
            if self.more is not None:
                self.more.hide()
            return
        if self.more is None:
            from PySide6.QtWidgets import QPushButton

            self.more = QPushButton(self.shelf)
            self.more.setObjectName("moreResumable")
            self.more.setProperty("role", "link")
            self.more.clicked.connect(lambda: self._show_all_resumable(not self._all_shown))
            row = QHBoxLayout()
            row.addWidget(self.more)
            row.addStretch(1)
            self.resume_more.addLayout(row)
        self.more.show()
        self._retranslate_more()

    def _retranslate_more(self) -> None:
        if self.more is not None:
            self.more.setText(
                self.tr("Show fewer") if self._all_shown else tr_text(start_page.tr(
                    "Show all %n unfinished games", "", len(self.banners))))

    def _sorted_cards(self) -> list[GameCard]:
        return sorted(self.cards, key=lambda card: card.name.casefold())

    def _relayout(self) -> None:
        margins = self.body_layout.contentsMargins()
        width = max(self.viewport.width() - margins.left() - margins.right(),
                    CARD_WIDTH)
        columns = max(1, (width + SPACING) // (CARD_WIDTH + SPACING))
        card_width = min(CARD_MAX_WIDTH, (width - (columns - 1) * SPACING) // columns)
        for card in self.cards:
            if card.maximumWidth() != card_width:
                card.setFixedWidth(card_width)
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards:
            self.grid.removeWidget(card)
        for index, card in enumerate(self._sorted_cards()):
            self.grid.addWidget(card, index // columns, index % columns)

    def resizeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._relayout()

    def showEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._relayout()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        if not self._painted:  # the page is on screen: finish the cards just after
            self._painted = True
            QTimer.singleShot(0, self, self._finish_cards)

    def _finish_cards(self) -> None:
        from PySide6.QtCore import Qt

        # The cards fit the width: never a horizontal scroll bar (set after the first
        # paint, like everything that needs the Qt namespace's enums).
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for card in self.cards:
            card.finish()
        self._relayout()

    # --- language --------------------------------------------------------------

    def retranslate(self) -> None:
        self.title.setText(self.tr("Ludothèque"))
        self.subtitle.setText(self.tr("Board games for everyone at the table. Pick a game to "
                                      "start."))
        self.resume_title.setText(self.tr("CONTINUE"))
        self.games_title.setText(self.tr("GAMES"))
        self.empty.setText(self.tr(
            "No games are installed yet. Use Plugins ▸ Manage… to add some."))
        for card in self.cards:
            card.retranslate()
        for banner in self.banners:
            banner.retranslate()
        self._retranslate_more()
        self._columns = 0
        self._relayout()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
