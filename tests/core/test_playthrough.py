"""Golden playthroughs (``ludotheque.core.golden``): the text is the same for
the same seed, a file that matches passes, a change to the rules fails with the
lines that differ, a missing file is written and fails, and the update variable
rewrites."""

from __future__ import annotations

from pathlib import Path

import pytest
from ludotheque_testgames.pig import PigGame
from ludotheque_testgames.stones import StonesGame, StonesState

from ludotheque.core import check_playthrough, playthrough
from ludotheque.core.golden import UPDATE_VARIABLE


def test_the_text_is_seeded_and_tells_every_step() -> None:
    text = playthrough(StonesGame(), seed=5)
    assert text == playthrough(StonesGame(), seed=5)
    assert text != playthrough(StonesGame(), seed=6)
    assert text.startswith('# game: stones\n# options: {"stones":15}\n# players: 2\n# seed: 5\n')
    steps = text.count("\n# step ")
    assert steps == text.count("\n## after step ") and steps >= 5
    assert "legal: take | end" in text or "legal: take" in text
    assert text.rstrip().splitlines()[-1].startswith("outcome: winners [")


def test_chance_steps_give_their_odds_and_sentence() -> None:
    text = playthrough(PigGame(), seed=2, max_steps=30)
    assert "to move: chance" in text and "outcomes: " in text and "# step 1: " in text
    assert "# said: " in text


def test_a_matching_file_passes_and_a_changed_rule_fails(tmp_path: Path, monkeypatch) -> None:
    golden = tmp_path / "stones-1.txt"
    monkeypatch.setenv(UPDATE_VARIABLE, "1")
    check_playthrough(StonesGame(), golden, seed=1)
    monkeypatch.delenv(UPDATE_VARIABLE)
    check_playthrough(StonesGame(), golden, seed=1)

    def legal_moves(self: StonesState) -> tuple[str, ...]:  # "end" at once: a new rule
        return () if self.winner is not None else ("take", "end")

    monkeypatch.setattr(StonesState, "legal_moves", legal_moves)
    with pytest.raises(AssertionError, match="no longer plays as recorded") as failure:
        check_playthrough(StonesGame(), golden, seed=1)
    assert "-legal: take\n+legal: take | end" in str(failure.value)


def test_a_missing_file_is_written_and_fails(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv(UPDATE_VARIABLE, raising=False)
    golden = tmp_path / "golden" / "stones-2.txt"
    with pytest.raises(AssertionError, match="was missing"):
        check_playthrough(StonesGame(), golden, seed=2)
    assert golden.read_text(encoding="utf-8") == playthrough(StonesGame(), seed=2)
    check_playthrough(StonesGame(), golden, seed=2)
