"""The statistics table: fed by the ends of matches played here only, per game and
per opponent, with streaks and best scores; a damaged file is an empty table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ludotheque_testgames.stones import StonesGame

from ludotheque.core.events import LOADED, PLAYED, REPLAYED, MatchFinished, SeatInfo
from ludotheque.core.model import Outcome
from ludotheque.core.statistics import (
    DRAWN,
    LOST,
    MAX_SCORES,
    PEOPLE,
    RANDOM,
    SOLO,
    WON,
    BestScore,
    Results,
    Statistics,
    default_path,
    opponent_of,
)

ANN = SeatInfo(0, "Ann", "human", None, "#000000")


def computer(index: int, level: str | None = "strong", kind: str = "ai") -> SeatInfo:
    return SeatInfo(index, "Computer", kind, level, "#ffffff")


def person(index: int, name: str) -> SeatInfo:
    return SeatInfo(index, name, "human", None, "#808080")


_games = iter(range(1, 10**6))


ANN_AND_COMPUTER = (ANN, computer(1))


def finished(winners=(0,), scores=(30.0, 18.0), seats=ANN_AND_COMPUTER, origin=PLAYED,
             game_id="kalah", options=None, seed=None) -> MatchFinished:
    """The end of a match (each a different game unless *seed* is given)."""
    state = StonesGame().new_state()
    return MatchFinished(game_id, options or {}, tuple(seats),
                         Outcome(tuple(scores), tuple(winners)), state, origin, 40,
                         next(_games) if seed is None else seed)


@pytest.fixture
def table(tmp_path: Path) -> Statistics:
    return Statistics(tmp_path / "statistics.json")


def test_only_matches_played_here_count(table: Statistics) -> None:
    assert not table.record(finished(origin=LOADED))  # opened finished from a file
    assert not table.record(finished(origin=REPLAYED))  # stepped through to its end again
    assert table.games() == []
    assert table.record(finished(origin=PLAYED))
    assert table.results("kalah", "strong").played == 1


def test_a_match_without_people_does_not_count(table: Statistics) -> None:
    assert not table.record(finished(seats=(computer(0), computer(1, "beginner"))))
    assert table.games() == []


def test_only_the_people_at_this_computer_count(table: Statistics) -> None:
    """A network match: the remote person's result counts on their own computer."""
    seats = (ANN, person(1, "Bea"), computer(2, "beginner"))
    assert table.record(finished(winners=(1,), scores=(3.0, 9.0, 1.0), seats=seats),
                        here=[0])
    results = table.results("kalah", "beginner")
    assert (results.played, results.won, results.lost) == (1, 0, 1)
    assert [best.name for best in results.best_scores()] == ["Ann"]
    assert not table.record(finished(seats=seats), here=[])  # a spectator's screen
    assert table.record(finished(winners=(1,), scores=(3.0, 9.0, 1.0), seats=seats))
    assert table.results("kalah", "beginner").played == 3  # one screen: both people


def test_the_same_game_counts_once(table: Statistics) -> None:
    event = finished(seed=42)
    assert table.record(event)
    assert not table.record(event)  # its end announced again
    assert not Statistics(table.path).record(event)  # by another window
    assert table.results("kalah", "strong").played == 1


def test_results_per_game_and_opponent(table: Statistics) -> None:
    table.record(finished(winners=(0,)))
    table.record(finished(winners=(1,)))
    table.record(finished(winners=(0, 1), scores=(24.0, 24.0)))  # a draw
    table.record(finished(seats=(ANN, computer(1, "beginner"))))
    table.record(finished(game_id="oware"))
    strong = table.results("kalah", "strong")
    assert (strong.played, strong.won, strong.lost, strong.drawn) == (3, 1, 1, 1)
    assert strong.win_rate == pytest.approx(1 / 3)
    assert table.levels("kalah") == ["beginner", "strong"]
    assert table.games() == ["kalah", "oware"]
    total = table.total("kalah")
    assert (total.played, total.won, total.lost, total.drawn) == (4, 2, 1, 1)
    assert table.results("clans", "expert") == Results()


def test_the_opponent_is_the_strongest_computer_or_people() -> None:
    assert opponent_of((ANN, computer(1, "beginner"), computer(2, "expert"))) == "expert"
    assert opponent_of((ANN, computer(1, None, kind="random"))) == RANDOM
    assert opponent_of((ANN, computer(1, None, kind="random"), computer(2, "beginner"))) \
        == "beginner"
    assert opponent_of((ANN, person(1, "Bob"))) == PEOPLE
    assert opponent_of((ANN,)) == SOLO


def test_every_person_at_the_table_counts(table: Statistics) -> None:
    seats = (ANN, person(1, "Bob"), computer(2, "intermediate"))
    table.record(finished(winners=(1,), scores=(10.0, 20.0, 5.0), seats=seats))
    results = table.results("kalah", "intermediate")
    assert (results.played, results.won, results.lost) == (2, 1, 1)
    assert [(s.name, s.score) for s in results.best_scores()] == [("Bob", 20.0), ("Ann", 10.0)]


def test_a_resignation_is_a_loss(table: Statistics) -> None:
    event = finished()
    event = MatchFinished(event.game_id, {}, event.seats,
                          Outcome((0.0, 0.0), (1,), "resigned"), event.final_state, PLAYED,
                          3, 99)
    table.record(event)
    assert table.results("kalah", "strong").lost == 1


def test_winning_streaks(table: Statistics) -> None:
    for winners in [(0,), (0,), (0,), (1,), (0,), (0,), (0, 1), (0,)]:
        table.record(finished(winners=winners))
    results = table.results("kalah", "strong")
    assert (results.streak, results.best_streak) == (1, 3)
    assert Results().added(WON).added(WON).added(DRAWN).streak == 0
    assert Results().added(WON).added(LOST).best_streak == 1


def test_best_scores_per_set_of_options(table: Statistics) -> None:
    small, large = {"columns": 6, "rows": 5}, {"columns": 18, "rows": 9}
    for score in range(1, 15):
        table.record(finished(winners=(0,), scores=(float(score),), seats=(ANN,),
                              game_id="forts_and_ruins", options=small))
    table.record(finished(winners=(0,), scores=(3.0,), seats=(ANN,),
                          game_id="forts_and_ruins", options=large))
    results = table.results("forts_and_ruins", SOLO)
    assert results.played == 15
    best_small = results.best_scores(small)
    assert [s.score for s in best_small] == [float(s) for s in range(14, 14 - MAX_SCORES, -1)]
    assert [s.score for s in results.best_scores(large)] == [3.0]
    assert results.option_sets() == [small, large]  # the most played first
    assert best_small[0].name == "Ann" and best_small[0].options == small
    assert results.recent[-3:] == (13.0, 14.0, 3.0)


def test_the_table_is_kept_in_the_data_directory(_isolated_data: Path) -> None:
    table = Statistics()
    assert table.path == default_path() == _isolated_data / "statistics.json"
    table.record(finished())
    data = json.loads(table.path.read_text(encoding="utf-8"))
    assert data["format"] == "ludotheque-statistics"
    again = Statistics()
    assert again.results("kalah", "strong") == table.results("kalah", "strong")


def test_another_window_writes_between_two_records(table: Statistics) -> None:
    other = Statistics(table.path)
    table.record(finished())
    other.record(finished())  # it reads the file first: both games count
    table.record(finished())
    assert Statistics(table.path).results("kalah", "strong").played == 3


@pytest.mark.parametrize("text", [
    "", "not json", "[]", "{}", '{"format": "other", "games": {}}',
    '{"format": "ludotheque-statistics", "games": []}',
    '{"format": "ludotheque-statistics", "games": {"kalah": {"strong": '
    '{"played": -1, "won": 0, "lost": 0, "drawn": 0}}}}',
    '{"format": "ludotheque-statistics", "games": {"kalah": {"strong": '
    '{"played": 2, "won": 5, "lost": 0, "drawn": 0}}}}',
    '{"format": "ludotheque-statistics", "games": {"kalah": {"nobody": '
    '{"played": 1, "won": 1, "lost": 0, "drawn": 0, "streak": 1, "best_streak": 1}}}}',
    "[" * 100_000,
])
def test_a_damaged_file_is_an_empty_table(tmp_path: Path, text: str) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(text, encoding="utf-8")
    table = Statistics(path)
    assert table.games() == []
    assert table.results("kalah", "strong") == Results()


def test_a_damaged_file_is_kept_aside_when_the_table_is_written(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(b"\xff\xfe broken")
    table = Statistics(path)
    assert table.record(finished())
    assert (tmp_path / "statistics.json.damaged").read_bytes() == b"\xff\xfe broken"
    assert Statistics(path).results("kalah", "strong").played == 1


def test_bad_entries_are_dropped_the_good_ones_kept(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    good = Results().added(WON, BestScore(12.0, "Ann", "2024-05-01 10:00", {}))
    data = {"format": "ludotheque-statistics", "version": 1, "games": {
        "kalah": {"strong": {**good.to_json(), "scores": [
            good.scores[0].to_json(), {"score": "many"}, {"score": True, "name": "x",
                                                          "date": ""}]}},
        "oware": "not a table"}}
    path.write_text(json.dumps(data), encoding="utf-8")
    table = Statistics(path)
    assert table.games() == ["kalah"]
    assert table.results("kalah", "strong") == good


def test_a_table_that_cannot_be_written_is_no_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    table = Statistics(blocker / "statistics.json")  # its folder is a file
    assert table.record(finished())
    assert table.results("kalah", "strong").played == 1


def test_reset(table: Statistics) -> None:
    table.record(finished())
    table.record(finished(seats=(ANN, computer(1, "beginner"))))
    table.record(finished(game_id="oware"))
    table.reset("kalah", "beginner")
    assert table.levels("kalah") == ["strong"]
    table.reset("kalah")
    assert table.games() == ["oware"]
    assert Statistics(table.path).games() == ["oware"]
    table.reset()
    assert table.games() == [] and Statistics(table.path).games() == []


def test_a_table_in_memory_only() -> None:
    table = Statistics(None, autosave=False)
    assert table.path is None
    table.record(finished())
    table.load()  # nothing to read: what it holds stays
    assert table.results("kalah", "strong").played == 1
    table.reset("kalah")
    assert table.games() == []
