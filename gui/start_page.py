"""The start page: a header, the games to resume, and one card per game.

Signals:

* ``game_chosen(str)``: a card was clicked (game id).
* ``resume_chosen(str)``: resume the autosave at that path.
* ``discard_chosen(str)``: forget the autosave at that path.

The cards are :mod:`.game_cards`', the unfinished games' banners
:mod:`.resume_banners`'.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from .game_cards import (
    CARD_MAX_WIDTH,
    CARD_WIDTH,
    CardShelf,
    GameCard,
    game_icon,
    game_icon_image,
)
from .i18n import tr_text
from .resume_banners import ResumeBanner, start_page

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtGui import QHideEvent, QPaintEvent, QResizeEvent, QShowEvent
    from PySide6.QtWidgets import QPushButton

    from ludotheque.core.autosave import Resumable
    from ludotheque.core.plugins.registry import GameEntry

# Until the start page is on screen, this module uses nothing from the ``Qt``
# namespace (see :mod:`.game_cards`).

__all__ = ["StartPage", "GameCard", "game_icon", "game_icon_image"]

SPACING = 18
"""The space between the cards, across and down."""
SHOWN_RESUMABLE = 3
"""How many unfinished games the start page shows before "Show all"."""


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


class StartPage(QWidget):
    """The game picker."""

    game_chosen = Signal(str)
    resume_chosen = Signal(str)
    discard_chosen = Signal(str)
    on_screen = Signal()
    """Once, just after the page was first painted (or left before it was): the
    time for what the first paint need not wait for (anything that uses the ``Qt``
    namespace's enums)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[GameCard] = []
        self.banners: list[ResumeBanner] = []
        self._games: list[GameEntry] = []
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

        self.scroll_area = QScrollArea(self)
        # A viewport made here, not by Qt: PySide need not find the Python type of a
        # QWidget it has not seen (that initialises every widget class and its enums).
        self.viewport = QWidget(self.scroll_area)
        self.scroll_area.setViewport(self.viewport)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
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
        self.scroll_area.setWidget(body)
        outer.addWidget(self.scroll_area, 1)
        self.retranslate()

    # --- content ---------------------------------------------------------------

    def set_games(self, games: Sequence[GameEntry]) -> None:
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

    def set_resumable(self, items: Sequence[tuple[Resumable, GameEntry]],
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

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._relayout()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._relayout()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        self._finish_soon()  # the page is on screen

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt override
        super().hideEvent(event)
        self._finish_soon()  # a game took its place, perhaps before it was painted

    def _finish_soon(self) -> None:
        """Finish the cards just after this event, the first time only."""
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self, self._finish_cards)

    def _finish_cards(self) -> None:
        from PySide6.QtCore import Qt

        # The cards fit the width: never a horizontal scroll bar (set after the first
        # paint, like everything that needs the Qt namespace's enums).
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for card in self.cards:
            card.finish()
        self._relayout()
        self.on_screen.emit()

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
