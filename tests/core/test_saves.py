"""Save files: round trip, atomic writes, and every kind of bad input."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from ludotheque_testgames.pig import PigGame
from ludotheque_testgames.stones import StonesGame

from ludotheque.core.autosave import AutosaveStore
from ludotheque.core.i18n import TrText
from ludotheque.core.match import Match, Seat
from ludotheque.core.saves import (
    MAX_SIZE,
    SaveError,
    load_match,
    match_to_json,
    save_match,
)

GAMES = {"pig": PigGame(), "stones": StonesGame()}


def lookup(game_id: str):
    return GAMES[game_id]


def pig_match(steps: int = 30) -> Match:
    match = Match(PigGame(), {"target": 30}, [Seat("human", "Ann"), Seat("ai", "Bot", "strong")],
                  seed=7)
    for _ in range(steps):
        if match.is_over:
            break
        match.settle_chance()
        if match.is_over:
            break
        moves = match.state.legal_moves()
        match.play("hold" if "hold" in moves and match.state.pending >= 8 else "roll")
    return match


def test_round_trip_restores_position_seats_options_and_cursor(tmp_path: Path) -> None:
    match = pig_match()
    match.undo()
    path = tmp_path / "game.json"
    save_match(match, path, ("ludotheque-testgames", "1.0"))
    loaded = load_match(path, lookup)
    again = loaded.match
    assert loaded.plugin_name == "ludotheque-testgames"
    assert again.final_state == match.final_state
    assert again.cursor == match.cursor and again.state == match.state
    assert again.seats == match.seats and again.options == {"target": 30}
    assert again.moves == match.moves and again.outcomes == match.outcomes
    data = json.loads(path.read_text())
    assert data["format"] == "ludotheque-save" and data["version"] == 1
    assert set(data) >= {"game", "plugin", "options", "seats", "seed", "moves", "outcomes",
                         "checksum"}


def test_resignation_round_trips(tmp_path: Path) -> None:
    match = Match(StonesGame())
    match.play("take")
    match.resign(0)
    save_match(match, tmp_path / "r.json")
    again = load_match(tmp_path / "r.json", lookup).match
    assert again.resigned == 0 and again.result() == match.result()


def write(tmp_path: Path, content: str | bytes) -> Path:
    path = tmp_path / "bad.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    return path


def good_data() -> dict:
    return json.loads(json.dumps(match_to_json(pig_match(), ("ludotheque-testgames", "1.0"))))


def expect_error(path: Path, *words: str) -> SaveError:
    before = path.read_bytes() if path.exists() else None
    with pytest.raises(SaveError) as info:
        load_match(path, lookup)
    for word in words:
        assert word in str(info.value)
    assert isinstance(info.value.message, TrText)
    if before is not None:
        assert path.read_bytes() == before  # loading never changes the file
    return info.value


def test_missing_file(tmp_path: Path) -> None:
    expect_error(tmp_path / "nope.json", "does not exist")


def test_truncated_file(tmp_path: Path) -> None:
    text = json.dumps(good_data())
    expect_error(write(tmp_path, text[: len(text) // 2]), "damaged or cut short")


def test_not_json(tmp_path: Path) -> None:
    expect_error(write(tmp_path, "<html>hello</html>"), "damaged")
    expect_error(write(tmp_path, b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe"), "not text")
    expect_error(write(tmp_path, "   "), "empty")


def test_json_of_the_wrong_shape(tmp_path: Path) -> None:
    expect_error(write(tmp_path, "[1, 2, 3]"), "does not hold a saved game")
    expect_error(write(tmp_path, json.dumps({"format": "other"})), "not a Ludotheque")
    expect_error(write(tmp_path, "[" * 100000 + "]" * 100000), "")


@pytest.mark.parametrize("key, value, words", [
    ("moves", "roll roll", "'moves' has the wrong type"),
    ("seed", "seven", "'seed' has the wrong type"),
    ("seed", -3, "'seed' has the wrong type"),
    ("options", [1], "'options' has the wrong type"),
    ("options", {"target": 5}, "between 10 and 100"),
    ("options", {"colour": 1}, "Unknown option"),
    ("seats", [{"kind": "wizard"}, {"kind": "human"}], "seat is invalid"),
    ("seats", [{"kind": "human"}], "1 seats"),
    ("seats", [5, 6], "seat is invalid"),
    ("checksum", None, "'checksum' has the wrong type"),
    ("position", 9999, "'position' has the wrong type"),
    ("version", True, "'version' has the wrong type"),
])
def test_wrong_types(tmp_path: Path, key: str, value: object, words: str) -> None:
    data = good_data()
    data[key] = value
    expect_error(write(tmp_path, json.dumps(data)), words)


def test_missing_entry(tmp_path: Path) -> None:
    data = good_data()
    del data["moves"]
    expect_error(write(tmp_path, json.dumps(data)), "no 'moves' entry")


def test_unknown_format_version(tmp_path: Path) -> None:
    data = good_data()
    data["version"] = 99
    expect_error(write(tmp_path, json.dumps(data)), "format 99", "Update Ludotheque")


def test_unknown_game_names_the_missing_plugin(tmp_path: Path) -> None:
    data = good_data()
    data["game"] = "chess"
    data["plugin"] = {"name": "ludotheque-chess", "version": "2.0"}
    expect_error(write(tmp_path, json.dumps(data)), "'chess' is not installed",
                 "ludotheque-chess")


def test_tampered_move_names_the_move(tmp_path: Path) -> None:
    data = good_data()
    index = data["moves"].index("hold") if "hold" in data["moves"] else 1
    data["moves"][index] = "teleport"
    error = expect_error(write(tmp_path, json.dumps(data)), f"Move {index + 1}", "teleport")
    assert "not a move of this game" in str(error)


def test_illegal_move_names_the_move(tmp_path: Path) -> None:
    data = good_data()
    data["moves"][0] = "hold"  # holding with nothing pending is not allowed
    expect_error(write(tmp_path, json.dumps(data)), "Move 1 ('hold')", "not allowed")


def test_tampered_outcome(tmp_path: Path) -> None:
    data = good_data()
    data["outcomes"][0] = "9"
    expect_error(write(tmp_path, json.dumps(data)), "Chance outcome 1")


def test_changed_dice_are_detected_by_the_checksum(tmp_path: Path) -> None:
    data = good_data()
    outcomes = data["outcomes"]
    index = next(i for i, face in enumerate(outcomes) if face not in ("1", "6"))
    outcomes[index] = str(int(outcomes[index]) + 1)  # still a legal die face, not a 1
    expect_error(write(tmp_path, json.dumps(data)), "altered")


def test_missing_and_extra_steps(tmp_path: Path) -> None:
    data = good_data()
    data["outcomes"] = data["outcomes"][:-3]
    expect_error(write(tmp_path, json.dumps(data)))
    data = good_data()
    data["outcomes"].append("3")
    expect_error(write(tmp_path, json.dumps(data)))


def test_file_over_ten_megabytes_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.write(b'{"format": "ludotheque-save", "pad": "')
        handle.write(b"x" * MAX_SIZE)
        handle.write(b'"}')
    expect_error(path, "larger than 10 MB")


def test_failed_save_leaves_previous_file_intact(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "keep.json"
    save_match(pig_match(4), path)
    before = path.read_bytes()

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(SaveError) as info:
        save_match(pig_match(30), path)
    assert "No space left" in str(info.value)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"]  # no temporary left


def test_save_into_missing_directory_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SaveError):
        save_match(pig_match(2), tmp_path / "no" / "such" / "dir.json")


def test_autosave_store_lists_resumable_matches(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path / "auto")
    assert store.resumable() == []
    store.save("m1", pig_match(3), ("ludotheque-testgames", "1.0"))
    (tmp_path / "auto" / "junk.json").write_text("{not json")
    found = store.resumable()
    assert [r.game_id for r in found] == ["pig"]
    restored = load_match(found[0].path, lookup).match
    assert restored.final_state == pig_match(3).final_state
    store.discard("m1")
    assert store.resumable() == []


def test_huge_numbers_and_byte_order_marks(tmp_path: Path) -> None:
    expect_error(write(tmp_path, '{"format": "ludotheque-save", "version": ' + "9" * 5000 + "}"),
                 "cannot be read")
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(good_data()).encode())
    assert load_match(path, lookup).match.final_state == pig_match().final_state


def test_saves_keep_permissions_and_write_through_links(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    save_match(pig_match(2), real)
    os.chmod(real, 0o640)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    save_match(pig_match(6), link)
    assert link.is_symlink() and (real.stat().st_mode & 0o777) == 0o640
    assert load_match(real, lookup).match.final_state == pig_match(6).final_state
