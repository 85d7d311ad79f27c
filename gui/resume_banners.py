"""The start page's unfinished games: one banner per autosaved match, to resume or
discard it, and the words that say when it was last played."""

from __future__ import annotations

import os
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ludotheque.core.i18n import Texts

from .game_cards import game_icon
from .i18n import tr_text

if TYPE_CHECKING:
    from ludotheque.core.autosave import Resumable
    from ludotheque.core.plugins.registry import GameEntry

__all__ = ["ResumeBanner", "start_page", "when_text"]

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

    def __init__(self, item: Resumable, info: GameEntry, left: bool = False,
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
