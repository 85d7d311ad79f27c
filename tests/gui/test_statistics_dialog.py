"""Game ▸ Statistics: results per game and opponent with a chart, the best scores
(first for a game for one player, per set of options), a reset that asks first;
in English and in French; fed by the ends of matches played in the window."""

from __future__ import annotations

from pathlib import Path

import ludotheque_forts.plugin
import pytest
from ludotheque_testgames.stones import StonesGame
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from ludotheque.core.events import LOADED, PLAYED, REPLAYED, MatchFinished, SeatInfo
from ludotheque.core.match import HUMAN, RANDOM, Seat
from ludotheque.core.model import Outcome
from ludotheque.core.statistics import Statistics
from ludotheque.gui.new_game_dialog import NewGameChoice
from ludotheque.gui.statistics_dialog import StatisticsDialog

from .conftest import make_testgames_registry

ANN = SeatInfo(0, "Ann", "human", None, "#000000")
FORTS = {"columns": 18, "rows": 9, "start": "fixed", "placement": "anywhere"}
SMALL = {"columns": 8, "rows": 6, "start": "fixed", "placement": "anywhere"}
_seeds = iter(range(1, 10**6))


def registry():
    registry = make_testgames_registry()
    assert registry.register_object(ludotheque_forts.plugin, "forts").status == "ok"
    return registry


def end(game_id: str, seats, winners, scores, options=None) -> MatchFinished:
    return MatchFinished(game_id, options or {}, tuple(seats),
                         Outcome(tuple(scores), tuple(winners)), StonesGame().new_state(),
                         PLAYED, 12, next(_seeds))


def computer(level: str) -> SeatInfo:
    return SeatInfo(1, "Computer", "ai", level, "#ffffff")


@pytest.fixture
def table(tmp_path: Path) -> Statistics:
    table = Statistics(tmp_path / "statistics.json")
    for winners in ((0,), (0,), (1,)):
        table.record(end("stones", (ANN, computer("strong")), winners, (1.0, 0.0)))
    table.record(end("stones", (ANN, computer("beginner")), (0, 1), (0.0, 0.0)))
    for score in (12, 30, 21):
        table.record(end("forts_and_ruins", (ANN,), (0,), (float(score),), FORTS))
    table.record(end("forts_and_ruins", (SeatInfo(0, "Bob", "human", None, "#000"),), (0,),
                     (7.0,), SMALL))
    return table


def cells(table_widget) -> list[list[str]]:
    return [[table_widget.item(row, column).text() if table_widget.item(row, column) else ""
             for column in range(table_widget.columnCount())]
            for row in range(table_widget.rowCount())]


def headers(table_widget) -> list[str]:
    return [table_widget.horizontalHeaderItem(c).text() for c in range(table_widget.columnCount())]


@pytest.fixture
def dialog(qtbot, table: Statistics, make_window):
    window = make_window(registry())
    dialog = StatisticsDialog(table, window.registry, window)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_results_per_opponent_with_a_chart(dialog: StatisticsDialog) -> None:
    dialog.show_game("stones")
    assert dialog.tabs.currentWidget() is dialog.results_page
    assert dialog.summary.text() == "4 games played · 2 won · best winning streak 2"
    assert headers(dialog.table) == ["Opponent", "Played", "Won", "Lost", "Drawn", "Won %",
                                     "Streak", "Best streak"]
    assert cells(dialog.table) == [
        ["Beginner", "1", "0", "0", "1", "0%", "0", "0"],
        ["Strong", "3", "2", "1", "0", "67%", "0", "2"],
        ["All", "4", "2", "1", "1", "50%", "", "2"],
    ]
    assert dialog.chart.describe() == ("Beginner: 0 won, 1 drawn, 0 lost; "
                                       "Strong: 2 won, 0 drawn, 1 lost")
    image = dialog.chart.grab().toImage()  # the bars are painted: green won, red lost
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 3)
               for y in range(0, image.height(), 3)}
    assert {"#3d8b4f", "#b00020"} <= colours


def test_a_game_for_one_player_shows_its_best_scores_first(dialog: StatisticsDialog) -> None:
    dialog.show_game("forts_and_ruins")
    assert dialog.tabs.currentWidget() is dialog.best_page
    assert dialog.summary.text() == "4 games played · best score 30"
    assert [dialog.options_box.itemText(i) for i in range(dialog.options_box.count())] == [
        "The usual options", "Columns: 8, Rows: 6"]  # what differs from the usual
    assert dialog.options_box.itemData(1, Qt.ItemDataRole.ToolTipRole) == (
        "Columns: 8, Rows: 6, First fort: Fixed (fifth row, fifth column), "
        "Placement: Any empty cell")
    assert headers(dialog.best_table) == ["Rank", "Score", "Player", "Date"]
    assert [row[:3] for row in cells(dialog.best_table)] == [
        ["1", "30", "Ann"], ["2", "21", "Ann"], ["3", "12", "Ann"]]
    dialog.options_box.setCurrentIndex(1)  # the small board's scores
    assert [row[:3] for row in cells(dialog.best_table)] == [["1", "7", "Bob"]]
    dialog.tabs.setCurrentWidget(dialog.results_page)  # the latest scores, as a chart
    assert dialog.chart.describe() == "Latest scores: 12, 30, 21, 7"
    assert cells(dialog.table)[0][:3] == ["4", "30", "17.5"]


def test_a_game_never_played(dialog: StatisticsDialog) -> None:
    dialog.show_game("pig")
    assert dialog.summary.text() == "No games played yet."
    assert not dialog.reset_button.isEnabled()
    assert dialog.table.rowCount() == 0 and not dialog.best_empty.isHidden()


def test_reset_asks_first(dialog: StatisticsDialog, table: Statistics, qtbot) -> None:
    dialog.show_game("stones")
    dialog.reset_button.click()
    box = dialog.confirmation
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert table.games() == ["forts_and_ruins", "stones"]  # nothing forgotten yet
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert Statistics(table.path).games() == ["forts_and_ruins", "stones"]
    dialog.reset_button.click()
    dialog.confirmation.findChild(type(dialog.reset_button), "resetGame").click()
    assert Statistics(table.path).games() == ["forts_and_ruins"]
    assert dialog.summary.text() == "No games played yet."
    dialog.show_game("forts_and_ruins")
    dialog.reset_button.click()
    dialog.confirmation.findChild(type(dialog.reset_button), "resetAll").click()
    assert Statistics(table.path).games() == []


def test_the_dialog_speaks_french(qtbot, table: Statistics, make_window) -> None:
    window = make_window(registry(), language="fr")
    dialog = StatisticsDialog(table, window.registry, window)
    qtbot.addWidget(dialog)
    dialog.show_game("stones")
    assert dialog.windowTitle() == "Statistiques"
    assert dialog.summary.text() == "4 parties jouées · 2 gagnées · meilleure série 2"
    assert headers(dialog.table)[0] == "Adversaire"
    assert cells(dialog.table)[1][5] == "67\u00a0%"
    assert dialog.chart.describe().startswith("Débutant\u00a0: 0 gagnée, 1 nulle, 0 perdue;")
    dialog.show_game("forts_and_ruins")
    assert dialog.options_box.itemText(1) == "Colonnes\u00a0: 8, Lignes\u00a0: 6"
    table.record(end("forts_and_ruins", (ANN,), (0,), (3.0,), FORTS))
    table.reset("stones")
    dialog.refresh()
    assert dialog.summary.text() == "5 parties jouées · meilleur score 30"
    window.set_language("en")  # live
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Statistics")
    assert dialog.summary.text() == "5 games played · best score 30"
    dialog.show_game("stones")
    assert dialog.summary.text() == "No games played yet."


def test_one_game_played_reads_singular(dialog: StatisticsDialog, table: Statistics) -> None:
    table.reset()
    table.record(end("stones", (ANN, computer("expert")), (0,), (1.0, 0.0)))
    dialog.refresh()
    dialog.show_game("stones")
    assert dialog.summary.text() == "1 game played · 1 won · best winning streak 1"


def test_matches_played_in_the_window_count_loaded_and_replayed_ones_do_not(
        make_window, tmp_path: Path) -> None:
    """The window records each match event it announces (``_announce_end``)."""
    window = make_window(with_worker=False)
    table = Statistics(tmp_path / "statistics.json")
    window.context.statistics = table
    origins: list[str] = []
    announce = window._announce_end

    def noted(origin: str) -> None:
        origins.append(origin)
        announce(origin)

    window._announce_end = noted

    def play(seats) -> None:
        controller = window.start_match("stones", NewGameChoice(seats, {"stones": 5}), seed=3)
        while not controller.match.is_over:
            if controller.human_to_move() is None:
                controller._advance()  # the random player, without waiting
                continue
            legal = controller.match.state.legal_moves()
            controller.request_move("take" if "take" in legal else "end")

    play((Seat(HUMAN, "Ann"), Seat(RANDOM)))
    window.step(-1)
    window.step(1)  # stepped through to its end again
    path = tmp_path / "done.ludo"
    assert window.save_to(path)
    assert window.open_file(path)  # opened finished
    assert origins == [PLAYED, REPLAYED, LOADED]
    assert table.results("stones", "random").played == 1
    play((Seat(HUMAN, "Ann"), Seat(HUMAN, "Bob")))  # two people: each counts
    assert table.results("stones", "people").played == 2
    dialog = window.show_statistics()  # Game ▸ Statistics
    assert isinstance(dialog, StatisticsDialog)
    dialog.show_game("stones")
    assert [row[0] for row in cells(dialog.table)] == ["Random player", "Against people", "All"]
    dialog.buttons.button(QDialogButtonBox.StandardButton.Close).click()
    assert not dialog.isVisible()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.findChildren(StatisticsDialog) == []  # a closed one is gone
    again = window.show_statistics()
    assert window.findChildren(StatisticsDialog) == [again]
