"""Game ▸ Statistics: per game and per opponent, the games played, won, lost and
drawn, the winning streaks and the best scores, with a chart; and a reset.

For a game for one player (Forts and Ruins) the best scores come first, one table
per set of options (the board size…), with a chart of the latest scores.

The dialog only reads the table (:class:`~ludotheque.core.statistics.Statistics`),
which the window feeds with the ends of the matches played; Reset asks first.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QDateTime, QEvent, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ludotheque.core.i18n import Texts, TrText
from ludotheque.core.options import ChoiceOption
from ludotheque.core.plugins.registry import PluginRegistry
from ludotheque.core.statistics import PEOPLE, RANDOM, SOLO, BestScore, Results, Statistics

from .i18n import tr_text
from .statistics_chart import NONE_YET, ResultsChart, percent_text
from .style import COLORS
from .texts import kind_name, level_name

__all__ = ["ResultsChart", "StatisticsDialog", "opponent_name"]

statistics_dialog = Texts("statistics_dialog")  # the variable bears its context's name

_AGAINST_PEOPLE = statistics_dialog.tr("Against people")
_ALONE = statistics_dialog.tr("Alone")


def opponent_name(level: str) -> str:
    """The words for an opponent key: a level, the random player, people, alone."""
    if level == PEOPLE:
        return tr_text(_AGAINST_PEOPLE)
    if level == SOLO:
        return tr_text(_ALONE)
    if level == RANDOM:
        return kind_name("random")
    return level_name(level)


_DATE = statistics_dialog.tr("yyyy-MM-dd HH:mm", "the format of a date and time (Qt's)")


def _date(text: str) -> str:
    """A stored date (``YYYY-MM-DD HH:MM``) as the current language writes it."""
    moment = QDateTime.fromString(text, "yyyy-MM-dd HH:mm")
    if not moment.isValid():
        return text
    return moment.toString(tr_text(_DATE))


class StatisticsDialog(QDialog):
    """The statistics of every game: the games on the left, their results (a chart
    and a table per opponent) and best scores on the right; Reset asks first.

    :param statistics: the table to show (read again when the dialog is activated).
    :param registry: the games' names and options.
    """

    def __init__(self, statistics: Statistics, registry: PluginRegistry,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.statistics = statistics
        self.registry = registry
        self.confirmation: QMessageBox | None = None
        """The open question of Reset (for tests)."""
        self._filling = False
        self._shown_game: str | None = None
        self._read_stamp: tuple[int, int] | None = None

        self.game_label = QLabel()
        self.games = QComboBox()
        self.games.setObjectName("statisticsGames")
        self.games.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.games.currentIndexChanged.connect(self._on_games_current_index_changed)
        self.game_label.setBuddy(self.games)

        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.chart = ResultsChart()
        self.table = self._table()
        results_page = QWidget()
        results = QVBoxLayout(results_page)
        results.addWidget(self.chart, 1)
        results.addWidget(self.table)

        self.level_label = QLabel()
        self.level_box = QComboBox()
        self.level_box.currentIndexChanged.connect(self._on_box_current_index_changed)
        self.options_label = QLabel()
        self.options_box = QComboBox()
        self.options_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.options_box.setMinimumContentsLength(18)
        self.options_box.currentIndexChanged.connect(self._on_box_current_index_changed)
        self.best_table = self._table()
        self.best_empty = QLabel()
        self.best_empty.setObjectName("emptyLabel")
        self.best_empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        best_page = QWidget()
        best = QVBoxLayout(best_page)
        choices = QHBoxLayout()
        choices.addWidget(self.level_label)
        choices.addWidget(self.level_box)
        choices.addSpacing(12)
        choices.addWidget(self.options_label)
        choices.addWidget(self.options_box, 1)
        best.addLayout(choices)
        best.addWidget(self.best_table, 1)
        best.addWidget(self.best_empty, 1)

        self.tabs = QTabWidget()
        self.results_page, self.best_page = results_page, best_page
        self.tabs.addTab(results_page, "")
        self.tabs.addTab(best_page, "")

        chooser = QHBoxLayout()
        chooser.addWidget(self.game_label)
        chooser.addWidget(self.games)
        chooser.addSpacing(12)
        chooser.addWidget(self.summary, 1)
        body = QVBoxLayout()
        body.addLayout(chooser)
        body.addWidget(self.tabs, 1)

        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetStatistics")
        self.reset_button.clicked.connect(self._on_reset_button_clicked)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)

        self.retranslate()
        self._fit()

    # --- building --------------------------------------------------------------------

    @staticmethod
    def _table() -> QTableWidget:
        table = QTableWidget()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        table.verticalHeader().hide()
        table.setAlternatingRowColors(True)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setWordWrap(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(36)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 10)
        return table

    def _fit(self) -> None:
        """780 × 540, or less on a smaller screen."""
        from .fitting import fit_window, room_for

        room = room_for(self)
        self.setMinimumSize(min(560, room.width()), min(400, room.height()))
        fit_window(self, 780, 540)

    # --- what is shown ---------------------------------------------------------------

    def game_ids(self) -> list[str]:
        """Every game installed and every game with statistics, by name."""
        ids = set(self.registry.games) | set(self.statistics.games())
        return sorted(ids, key=lambda game_id: self.game_name(game_id).casefold())

    def game_name(self, game_id: str) -> str:
        info = self.registry.games.get(game_id)
        return tr_text(info.name) if info is not None else game_id

    def current_game(self) -> str | None:
        data = self.games.currentData()
        return None if data is None else str(data)

    def is_solo(self, game_id: str) -> bool:
        info = self.registry.games.get(game_id)
        if info is not None:
            return info.players == (1, 1)
        return self.statistics.levels(game_id) == [SOLO]

    def show_game(self, game_id: str) -> None:
        """Select *game_id* in the list."""
        index = self.games.findData(game_id)
        if index >= 0:
            self.games.setCurrentIndex(index)

    def _stamp(self) -> tuple[int, int] | None:
        """When the table's file was last written, and its size (None: no file)."""
        path = self.statistics.path
        try:
            stat = path.stat() if path is not None else None
        except OSError:
            return None
        return None if stat is None else (stat.st_mtime_ns, stat.st_size)

    def refresh(self) -> None:
        """Read the table again and show it (the selected game stays selected)."""
        self._read_stamp = self._stamp()
        self.statistics.load()
        current = self.current_game()
        self._filling = True
        self.games.clear()
        for game_id in self.game_ids():
            self.games.addItem(self.game_name(game_id), game_id)
            if not self.statistics.levels(game_id):  # never played: greyed
                self.games.setItemData(self.games.count() - 1, QColor(COLORS["muted"]),
                                       Qt.ItemDataRole.ForegroundRole)
        self._filling = False
        played = [g for g in self.game_ids() if self.statistics.levels(g)]
        target = current if current is not None else (played[0] if played else None)
        if target is not None:
            self.show_game(target)
        if self.games.currentIndex() < 0 and self.games.count():
            self.games.setCurrentIndex(0)
        self._show_current()

    def _show_current(self) -> None:
        game_id = self.current_game()
        stats = self.statistics
        levels = stats.levels(game_id) if game_id is not None else []
        solo = game_id is not None and self.is_solo(game_id)
        total = stats.total(game_id) if game_id is not None else Results()
        if not total.played:
            self.summary.setText(tr_text(NONE_YET))
        elif solo and game_id is not None:
            best = max((s.score for level in levels for s in stats.results(game_id, level).scores),
                       default=None)
            text = tr_text(statistics_dialog.tr("%n game(s) played", "", total.played))
            if best is not None:
                text += " · " + self.tr("best score {score}").format(score=f"{best:g}")
            self.summary.setText(text)
        else:
            self.summary.setText(
                tr_text(statistics_dialog.tr("%n game(s) played", "", total.played)) + " · "
                + tr_text(statistics_dialog.tr("%n won", "", total.won)) + " · "
                + self.tr("best winning streak {n}").format(n=total.best_streak))
        bars = [(opponent_name(level), stats.results(game_id, level)) for level in levels] \
            if game_id is not None else []
        self.chart.set_results(bars, solo)
        self._fill_results(game_id, levels, solo)
        self._fill_choices(game_id, levels)
        self.reset_button.setEnabled(bool(total.played))
        if game_id != self._shown_game:  # a game for one player: its best scores first
            self._shown_game = game_id
            self.tabs.setCurrentWidget(self.best_page if solo else self.results_page)

    def _fill_results(self, game_id: str | None, levels: list[str], solo: bool) -> None:
        stats = self.statistics
        table = self.table
        if solo:
            headers = [self.tr("Played"), self.tr("Best score"), self.tr("Average"),
                       self.tr("Last played")]
        else:
            headers = [self.tr("Opponent"), self.tr("Played"), self.tr("Won"), self.tr("Lost"),
                       self.tr("Drawn"), self.tr("Won %"), self.tr("Streak"),
                       self.tr("Best streak")]
        table.clear()
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        if not solo:  # the opponents' names as wide as they are
            table.horizontalHeader().setSectionResizeMode(
                0, QHeaderView.ResizeMode.ResizeToContents)
            table.horizontalHeader().setSectionResizeMode(
                7, QHeaderView.ResizeMode.ResizeToContents)
            for column, tip in ((6, self.tr("Games won in a row, up to the latest")),
                                (7, self.tr("The most games won in a row"))):
                item = table.horizontalHeaderItem(column)
                if item is not None:
                    item.setToolTip(tip)
        rows: list[list[str]] = []
        results = ([(level, stats.results(game_id, level)) for level in levels]
                   if game_id is not None else [])
        for level, r in results:
            if solo:
                best = max((s.score for s in r.scores), default=None)
                mean = sum(r.recent) / len(r.recent) if r.recent else None
                rows.append([str(r.played), "—" if best is None else f"{best:g}",
                             "—" if mean is None else f"{mean:.1f}", _date(r.last_played)])
            else:
                rows.append([opponent_name(level), str(r.played), str(r.won), str(r.lost),
                             str(r.drawn), percent_text(r.win_rate), str(r.streak),
                             str(r.best_streak)])
        if not solo and len(levels) > 1 and game_id is not None:
            t = stats.total(game_id)
            rows.append([self.tr("All"), str(t.played), str(t.won), str(t.lost), str(t.drawn),
                         percent_text(t.win_rate), "", str(t.best_streak)])
        table.setRowCount(len(rows))
        # As tall as its rows: the chart takes the rest.
        table.setMaximumHeight(table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
                               + table.verticalHeader().defaultSectionSize() * max(1, len(rows)))
        for row, values in enumerate(rows):
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column or solo:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if row == len(levels) and not solo:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(row, column, item)

    def _fill_choices(self, game_id: str | None, levels: list[str]) -> None:
        """The opponents and sets of options of the best scores."""
        self._filling = True
        level = self.level_box.currentData()
        self.level_box.clear()
        for key in levels:
            if game_id is not None and self.statistics.results(game_id, key).scores:
                self.level_box.addItem(opponent_name(key), key)
        index = self.level_box.findData(level)
        self.level_box.setCurrentIndex(index if index >= 0 else 0)
        visible = self.level_box.count() > 1
        self.level_label.setVisible(visible)
        self.level_box.setVisible(visible)
        self._filling = False
        self._fill_options()

    def _fill_options(self) -> None:
        game_id, level = self.current_game(), self.level_box.currentData()
        self._filling = True
        options = self.options_box.currentData()
        self.options_box.clear()
        if game_id is not None and level is not None:
            for values in self.statistics.results(game_id, level).option_sets():
                self.options_box.addItem(self.options_text(game_id, values), values)
                self.options_box.setItemData(self.options_box.count() - 1,
                                             self.options_text(game_id, values, full=True),
                                             Qt.ItemDataRole.ToolTipRole)
        index = next((i for i in range(self.options_box.count())
                      if self.options_box.itemData(i) == options), 0)
        self.options_box.setCurrentIndex(index)
        visible = self.options_box.count() > 1
        self.options_label.setVisible(visible)
        self.options_box.setVisible(visible)
        self._filling = False
        self._fill_best()

    def options_text(self, game_id: str, values: Mapping[str, Any], full: bool = False) -> str:
        """A set of options in words, those that differ from the game's defaults
        (*full*: every one): ``Columns: 8, Rows: 6``, or ``The usual options``."""
        info = self.registry.games.get(game_id)
        if info is None:
            return ", ".join(f"{key} {value}" for key, value in values.items()) or \
                self.tr("The usual options")
        parts = []
        schema = info.game.options_schema
        defaults = schema.defaults()
        for option in schema:
            if option.key not in values or (not full and values[option.key] == defaults.get(
                    option.key)):
                continue
            value = values[option.key]
            if isinstance(option, ChoiceOption):
                labels: dict[Any, TrText | str] = dict(option.choices)
                shown = tr_text(labels.get(value, str(value)))
            elif isinstance(value, bool):
                shown = self.tr("yes") if value else self.tr("no")
            else:
                shown = str(value)
            parts.append(self.tr("{option}: {value}").format(option=tr_text(option.label),
                                                               value=shown))
        return ", ".join(parts) or self.tr("The usual options")

    def _fill_best(self) -> None:
        game_id, level = self.current_game(), self.level_box.currentData()
        options = self.options_box.currentData()
        entries: tuple[BestScore, ...] = ()
        if game_id is not None and level is not None:
            entries = self.statistics.results(game_id, level).best_scores(options)
        table = self.best_table
        table.clear()
        headers = [self.tr("Rank"), self.tr("Score"), self.tr("Player"), self.tr("Date")]
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        header = table.horizontalHeader()
        for column in (0, 1, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        table.setRowCount(len(entries))
        for row, entry in enumerate(entries):
            for column, value in enumerate((str(row + 1), f"{entry.score:g}", entry.name,
                                            _date(entry.date))):
                item = QTableWidgetItem(value)
                if column < 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, column, item)
        table.setVisible(bool(entries))
        self.best_empty.setVisible(not entries)

    # --- texts -----------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.game_label.setText(self.tr("&Game:"))
        self.tabs.setTabText(0, self.tr("Results"))
        self.tabs.setTabText(1, self.tr("Best scores"))
        self.level_label.setText(self.tr("Opponent:"))
        self.options_label.setText(self.tr("Options:"))
        self.best_empty.setText(self.tr("No scores yet."))
        self.reset_button.setText(self.tr("Reset…"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:  # the theme changed: its colours
            self.refresh()
        elif event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and \
                self._stamp() != self._read_stamp:
            self.refresh()  # a match ended meanwhile
        super().changeEvent(event)

    # --- slots -----------------------------------------------------------------------

    def _on_games_current_index_changed(self, index: int) -> None:
        if not self._filling:
            self._show_current()

    def _on_box_current_index_changed(self, index: int) -> None:
        if self._filling:
            return
        if self.sender() is self.level_box:
            self._fill_options()
        else:
            self._fill_best()

    def _on_reset_button_clicked(self) -> None:
        """Ask first: forget this game's statistics, or every game's."""
        game_id = self.current_game()
        if game_id is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset the Statistics"),
                          self.tr("Forget every result and best score of {game}? This cannot "
                                  "be undone.").format(game=self.game_name(game_id)),
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("resetQuestion")
        this = box.addButton(self.tr("Reset {game}").format(game=self.game_name(game_id)),
                             QMessageBox.ButtonRole.DestructiveRole)
        every = box.addButton(self.tr("Reset All Games"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        this.setObjectName("resetGame")
        every.setObjectName("resetAll")

        def answered() -> None:
            clicked = box.clickedButton()
            if clicked is this:
                self.statistics.reset(game_id)
            elif clicked is every:
                self.statistics.reset()
            else:
                return
            self.refresh()

        box.finished.connect(lambda _: answered())
        box.finished.connect(box.deleteLater)
        box.open()
        self.confirmation = box
