from __future__ import annotations

import pytest
from ludotheque_testgames.highcard import HighCardGame
from ludotheque_testgames.pig import PigGame
from ludotheque_testgames.stones import StonesGame

from ludotheque.core.match import Match, Seat, SeatError
from ludotheque.core.model import CHANCE, IllegalMoveError, Outcome


def test_seat_parsing() -> None:
    assert Seat.parse("ai:strong") == Seat("ai", "", "strong")
    assert Seat.parse("human=Alice") == Seat("human", "Alice")
    assert Seat.parse("ai").level == "intermediate"
    for bad in ("robot", "ai:godlike", "human:expert"):
        with pytest.raises(SeatError):
            Seat.parse(bad)


def test_play_undo_redo_and_branching() -> None:
    match = Match(StonesGame(), {"stones": 5})
    for move in ("take", "take", "end"):
        match.play(move)
    assert match.state.current_player == 1
    match.undo()
    assert match.cursor == 2 and match.can_redo()
    match.redo()
    assert match.cursor == 3
    match.undo()
    match.undo()
    match.play("end")  # a new branch drops the steps after the cursor
    assert match.moves == ["take", "end"] and not match.can_redo()


def test_illegal_move_changes_nothing() -> None:
    match = Match(StonesGame())
    with pytest.raises(IllegalMoveError):
        match.play("end")
    assert len(match) == 0


def test_chance_is_seeded_by_position_so_undo_does_not_reroll() -> None:
    match = Match(PigGame(), seats=[Seat("random")] * 2, seed=42)
    match.play("roll")
    first = match.roll()
    match.undo()  # back before "roll", skipping the chance outcome
    assert match.cursor == 0
    match.play("roll")
    assert match.roll() == first
    other = Match(PigGame(), seats=[Seat("random")] * 2, seed=43)
    rolls_a, rolls_b = [], []
    for m, rolls in ((match, rolls_a), (other, rolls_b)):
        for _ in range(20):
            if m.state.is_over():
                break
            if m.state.current_player != CHANCE:
                m.play("roll")
            rolls.append(m.roll())
    assert rolls_a != rolls_b


def test_undo_skips_chance_steps() -> None:
    match = Match(HighCardGame(), seed=3)
    match.settle_chance()
    assert match.cursor == 1 and not match.can_undo()
    match.play("bet")
    assert match.can_undo()
    match.undo()
    assert match.cursor == 1  # back to the first decision, not before the deal
    assert not match.can_undo()
    match.undo()
    assert match.cursor == 1


def test_jump_and_replay() -> None:
    match = Match(StonesGame(), {"stones": 5})
    for move in ("take", "end", "take", "take", "end"):
        match.play(move)
    match.jump(2)
    assert match.state.current_player == 1 and match.state.pile == 4
    with pytest.raises(IndexError):
        match.jump(99)


def test_resign_ends_the_match_with_the_others_winning() -> None:
    match = Match(PigGame(), seats=[Seat(), Seat(), Seat()], seed=1)
    match.resign(1)
    result = match.result()
    assert result == Outcome(result.scores, (0, 2), "resigned")
    assert match.is_over and match.can_undo()  # Undo takes a resignation back
    with pytest.raises(ValueError):
        match.play("roll")


def test_outcome_helpers() -> None:
    assert Outcome.by_scores([3, 5, 5]).winners == (1, 2)
    assert Outcome.by_scores([4, 4]).is_draw
    assert not Outcome((1.0,), (0,)).is_draw


def test_result_of_a_resigned_match_does_not_depend_on_the_cursor() -> None:
    match = Match(StonesGame(), {"stones": 9})
    for move in ("take", "take", "end", "take"):
        match.play(move)
    match.resign(0)
    result = match.result()
    match.jump(0)
    assert match.result() == result
    with pytest.raises(IndexError):
        match.jump(True)  # type: ignore[arg-type]
