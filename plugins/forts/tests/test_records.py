"""The table of best scores: per board size, atomic, robust to corrupt files."""

from __future__ import annotations

import json
from pathlib import Path

from ludotheque_forts.records import (
    FILE_NAME,
    MAX_ENTRIES,
    BestScores,
    Record,
    default_path,
    load_table,
    record_game,
    save_table,
)
from ludotheque_forts.rules import FortsGame, Place, Roll


def finished_game(far: tuple[int, int] = (15, 1), options: dict | None = None):
    state = FortsGame().new_state(options or {})
    state = state.apply(Place(5, 4, 1)).apply(Roll(6))
    return state.apply(Place(*far, 2)).apply(Roll(1))  # the 1 dies: the fort falls


def test_default_path_is_in_the_data_directory(_isolated_data: Path) -> None:
    assert default_path() == _isolated_data / FILE_NAME


def test_missing_and_corrupt_files_are_empty(tmp_path: Path) -> None:
    assert load_table(tmp_path / "none.json").sizes() == []
    for text in ("{not json", "[]", '{"format": "other"}', "\u0000\u00ff", '{"format": '
                 '"ludotheque-forts-best-scores", "tables": {"18x9": [{"score": "x"}, 3]}}'):
        path = tmp_path / "bad.json"
        path.write_text(text, encoding="utf-8")
        assert load_table(path).sizes() == []
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert load_table(path).sizes() == []


def test_recording_a_finished_game(_isolated_data: Path) -> None:
    state = finished_game()
    assert state.is_over() and state.turns == 2
    table, rank = record_game(state, date="2024-01-01 10:00")
    assert rank == 1
    assert (_isolated_data / FILE_NAME).is_file()
    entry = load_table().entries("18x9")[0]
    assert (entry.score, entry.forts_built, entry.max_forts) == (2, 0, 1)
    assert entry.placement == "anywhere"
    # The same game twice is one entry.
    table, rank = record_game(state)
    assert rank == 1 and len(load_table().entries("18x9")) == 1


def test_tables_are_per_board_size(tmp_path: Path) -> None:
    path = tmp_path / "scores.json"
    record_game(finished_game(), path)
    record_game(finished_game((5, 1), {"columns": 6, "rows": 5}), path)
    table = load_table(path)
    assert table.sizes() == ["18x9", "6x5"]


def test_unfinished_game_is_not_recorded(tmp_path: Path) -> None:
    path = tmp_path / "scores.json"
    table, rank = record_game(FortsGame().new_state(), path)
    assert rank is None and not path.exists()


def test_only_the_best_are_kept_and_sorted(tmp_path: Path) -> None:
    table = BestScores()
    for score in range(MAX_ENTRIES + 5):
        table, _ = table.add("6x5", Record(score, 0, 1, "anywhere", f"d{score:02}", f"g{score}"))
    scores = [r.score for r in table.entries("6x5")]
    assert scores == sorted(scores, reverse=True) and len(scores) == MAX_ENTRIES
    same, rank = table.add("6x5", Record(0, 0, 1, "anywhere", "z", "low"))
    assert rank is None and same is table
    path = tmp_path / "s.json"
    save_table(table, path)
    assert load_table(path).entries("6x5") == table.entries("6x5")
    assert json.loads(path.read_text())["version"] == 1
    assert not list(tmp_path.glob(".*.tmp"))  # the atomic write left no temporary file
