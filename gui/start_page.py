"""The start page: a header, the games to resume, and one card per game.

Signals:

* ``game_chosen(str)``: a card was clicked (game id).
* ``resume_chosen(str)``: resume the autosave at that path.
* ``discard_chosen(str)``: forget the autosave at that path.
"""

from __future__ import annotations

import os
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QRectF, QSize, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QImageReader, QPixmap, QRegion
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ludotheque.core.files import data_directory

from .i18n import tr_text
from .style import game_color, repolish
from .texts import players_text

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent

    from ludotheque.core.descriptor import GameInfo
    from ludotheque.core.saves import Resumable

# Until the start page is on screen, this module uses nothing from the ``Qt``
# namespace: PySide creates all of its ~90 enums at the first use of any of them,
# which costs more than building the page.  The cards' cursor and focus policy are
# set just after the first paint (:meth:`GameCard.finish`).

__all__ = ["StartPage", "GameCard", "game_icon"]

CARD_WIDTH = 280
"""The narrowest card; cards widen to fill the row (up to :data:`CARD_MAX_WIDTH`)."""
CARD_MAX_WIDTH = 420
SPACING = 18
CARD_HEIGHT = 150


ICON_CACHE_VERSION = 1
"""Part of every icon cache entry's name: raise it to ignore the entries made so far."""


def icon_cache_directory() -> Path:
    """Where rendered game icons are kept (reading an SVG costs more than a PNG)."""
    return data_directory() / "cache" / "icons"


def _icon_image(path: Path, size: int) -> QImage | None:
    """The icon at *path* scaled to *size*, from the icon cache when it is up to date."""
    try:
        stat = path.stat()
    except OSError:
        return None
    source = f"{path.resolve()}|{stat.st_mtime_ns}|{stat.st_size}|{size}|{ICON_CACHE_VERSION}"
    cached = icon_cache_directory() / f"{zlib.crc32(source.encode()):08x}-{size}.png"
    reader = QImageReader(str(cached))
    if reader.text("source") == source:
        image = reader.read()
        if not image.isNull():
            return image
    reader = QImageReader(str(path))
    reader.setScaledSize(QSize(size, size))
    image = reader.read()
    if image.isNull():
        return None
    image.setText("source", source)
    try:  # a cache: failing to write it is not an error
        cached.parent.mkdir(parents=True, exist_ok=True)
        temporary = cached.with_name(f".{cached.name}.{os.getpid()}.png")
        if image.save(str(temporary), "PNG"):
            os.replace(temporary, cached)
        else:
            temporary.unlink(missing_ok=True)
    except OSError:
        pass
    return image


def game_icon(info: GameInfo, size: int = 64) -> QPixmap:
    """The game's icon, or a coloured tile with its initial."""
    if info.icon is not None:
        image = _icon_image(Path(info.icon), size)
        if image is not None:
            return QPixmap.fromImage(image)
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QPainter

    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
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
    return pixmap


class CardShelf(QWidget):
    """The start page's body: it paints the cards' drop shadows itself, from one
    pixmap blurred once per card size, instead of giving every card a graphics
    effect (which renders each card offscreen at every paint)."""

    BLUR, OFFSET, COLOR = 18.0, 3.0, (40, 30, 10, 60)
    _shadows: dict[tuple[int, int, float], tuple[QPixmap, QPoint]] = {}

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[QWidget] = []

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        from PySide6.QtGui import QPainter

        super().paintEvent(event)
        cards = [card for card in self.cards if card.isVisible()]
        if not cards:
            return
        painter = QPainter(self)
        ratio = self.devicePixelRatioF()
        for card in cards:
            frame = card.geometry()
            shadow, corner = self._shadow(frame.width(), frame.height(), ratio)
            painter.drawPixmap(frame.topLeft() + corner, shadow)
        painter.end()

    @classmethod
    def _shadow(cls, width: int, height: int, ratio: float) -> tuple[QPixmap, QPoint]:
        """The shadow of an empty card of this size, and where its corner goes."""
        key = (width, height, ratio)
        found = cls._shadows.get(key)
        if found is not None:
            return found
        if len(cls._shadows) >= 4:  # the cards' width follows the window's
            del cls._shadows[next(iter(cls._shadows))]
        card = QFrame()
        card.setObjectName("gameCard")
        card.resize(width, height)
        effect = QGraphicsDropShadowEffect(card)
        effect.setBlurRadius(cls.BLUR)
        effect.setOffset(0, cls.OFFSET)
        effect.setColor(QColor(*cls.COLOR))
        area = effect.boundingRectFor(QRectF(0, 0, width, height)).toAlignedRect()
        canvas = QWidget()
        canvas.resize(area.size())
        card.setParent(canvas)
        card.move(-area.left(), -area.top())
        card.setGraphicsEffect(effect)
        shadow = QPixmap(area.size() * ratio)
        shadow.setDevicePixelRatio(ratio)
        shadow.fill(QColor(0, 0, 0, 0))  # (QImage.fill() would create the Qt namespace's enums)
        canvas.render(shadow, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)
        found = cls._shadows[key] = (shadow, area.topLeft())
        return found


class GameCard(QFrame):
    """One game: icon, translated name, players and summary.  Clicks emit ``clicked``."""

    clicked = Signal(str)

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.setObjectName("gameCard")
        self.setAccessibleName(info.id)
        self.setFixedSize(CARD_WIDTH, CARD_HEIGHT)  # its shadow: see CardShelf
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(14)
        self.icon = QLabel()
        self.icon.setPixmap(game_icon(info, 64))
        self.icon.setFixedSize(64, 64)
        icon_column = QVBoxLayout()  # the icon at the top
        icon_column.addWidget(self.icon)
        icon_column.addStretch(1)
        layout.addLayout(icon_column)
        texts = QVBoxLayout()
        texts.setSpacing(3)
        self.name = QLabel()
        self.name.setObjectName("cardTitle")
        self.players = QLabel()
        self.players.setObjectName("cardPlayers")
        self.summary = QLabel()
        self.summary.setObjectName("cardSummary")
        self.summary.setWordWrap(True)
        self.summary.setProperty("alignment", "AlignTop|AlignLeft")  # see the top of the module
        self.summary.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        texts.addWidget(self.name)
        texts.addWidget(self.players)
        texts.addWidget(self.summary, 1)
        layout.addLayout(texts, 1)
        self.retranslate()

    def finish(self) -> None:
        """The pointing-hand cursor and keyboard focus (once the start page is shown)."""
        from PySide6.QtCore import Qt

        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def retranslate(self) -> None:
        self.name.setText(tr_text(self.info.name))
        self.players.setText(players_text(self.info))
        self.summary.setText(tr_text(self.info.summary))
        self.setToolTip(tr_text(self.info.summary))

    def _set_hover(self, hover: bool) -> None:
        self.setProperty("hover", hover)
        repolish(self)

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


class ResumeBanner(QFrame):
    """An autosaved match left unfinished, with Resume and Discard."""

    def __init__(self, item: Resumable, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.item = item
        self.game_name = name
        self.setObjectName("resumeBanner")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 10, 12, 10)
        self.text = QLabel()
        self.text.setObjectName("resumeText")
        self.text.setWordWrap(True)
        layout.addWidget(self.text, 1)
        self.resume = QPushButton()
        self.resume.setObjectName("resumeButton")
        self.resume.setProperty("role", "primary")
        self.discard = QPushButton()
        self.discard.setObjectName("discardButton")
        layout.addWidget(self.resume)
        layout.addWidget(self.discard)
        self.retranslate()

    def retranslate(self) -> None:
        saved = self.item.saved.replace("T", " ")[:16]
        self.text.setText(self.tr(
            "<b>{game}</b> was not finished ({moves} moves, saved {saved}).").format(
                game=self.game_name, moves=self.item.moves, saved=saved))
        self.resume.setText(self.tr("Resume"))
        self.discard.setText(self.tr("Discard"))


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
        header = QFrame()
        header.setObjectName("startHeader")
        header_layout = QVBoxLayout(header)
        header_layout.setContentsMargins(40, 26, 40, 24)
        header_layout.setSpacing(4)
        self.title = QLabel()
        self.title.setObjectName("startTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("startSubtitle")
        header_layout.addWidget(self.title)
        header_layout.addWidget(self.subtitle)
        outer.addWidget(header)

        self.scroll = QScrollArea()
        # A viewport made here, not by Qt: PySide need not find the Python type of a
        # QWidget it has not seen (that initialises every widget class and its enums).
        self.viewport = QWidget()
        self.scroll.setViewport(self.viewport)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = self.shelf = CardShelf()
        body.setObjectName("startBody")
        self.body_layout = QVBoxLayout(body)
        self.body_layout.setContentsMargins(40, 22, 40, 30)
        self.body_layout.setSpacing(14)
        self.resume_title = QLabel()
        self.resume_title.setObjectName("sectionTitle")
        self.resume_layout = QVBoxLayout()
        self.resume_layout.setSpacing(8)
        self.games_title = QLabel()
        self.games_title.setObjectName("sectionTitle")
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(SPACING)
        self.grid.setVerticalSpacing(SPACING)
        grid_row = QHBoxLayout()  # the cards on the left
        grid_row.addLayout(self.grid)
        grid_row.addStretch(1)
        self.empty = QLabel()
        self.empty.setObjectName("emptyLabel")
        self.empty.setWordWrap(True)
        self.body_layout.addWidget(self.resume_title)
        self.body_layout.addLayout(self.resume_layout)
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
            card = GameCard(info)
            card.clicked.connect(self.game_chosen)
            if self._painted:
                card.finish()
            self.cards.append(card)
        self.shelf.cards = list(self.cards)
        self._columns = 0
        self._relayout()
        self.empty.setVisible(not self.cards)

    def set_resumable(self, items: Sequence[tuple[Resumable, str]]) -> None:
        """The unfinished matches: ``(autosave, translated game name)`` pairs."""
        for banner in self.banners:
            banner.deleteLater()
        self.banners = []
        for item, name in items[:3]:
            banner = ResumeBanner(item, name)
            banner.resume.clicked.connect(lambda _=False, p=str(item.path):
                                          self.resume_chosen.emit(p))
            banner.discard.clicked.connect(lambda _=False, p=str(item.path):
                                           self.discard_chosen.emit(p))
            self.resume_layout.addWidget(banner)
            self.banners.append(banner)
        self.resume_title.setVisible(bool(self.banners))

    def _sorted_cards(self) -> list[GameCard]:
        return sorted(self.cards, key=lambda card: card.name.text().casefold())

    def _relayout(self) -> None:
        margins = self.body_layout.contentsMargins()
        width = max(self.viewport.width() - margins.left() - margins.right(),
                    CARD_WIDTH)
        columns = max(1, (width + SPACING) // (CARD_WIDTH + SPACING))
        card_width = min(CARD_MAX_WIDTH, (width - (columns - 1) * SPACING) // columns)
        for card in self.cards:
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
            QTimer.singleShot(0, self._finish_cards)

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
        self.subtitle.setText(self.tr("Board games for everyone at the table. Pick a game to start."))
        self.resume_title.setText(self.tr("CONTINUE"))
        self.games_title.setText(self.tr("GAMES"))
        self.empty.setText(self.tr(
            "No games are installed yet. Use Plugins ▸ Manage… to add some."))
        for card in self.cards:
            card.retranslate()
        for banner in self.banners:
            banner.retranslate()
        self._columns = 0
        self._relayout()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
