"""A resignation is a step like a move: Undo takes it back, Redo makes it again."""

from __future__ import annotations

from ludotheque_testgames.pig import PigGame
from ludotheque_testgames.stones import StonesGame

from ludotheque.core.match import Match, Seat


def test_undo_takes_a_resignation_back_and_redo_makes_it_again() -> None:
    match = Match(StonesGame(), {"stones": 9})
    for move in ("take", "take", "end"):
        match.play(move)
    state = match.state
    match.resign(1)
    assert match.is_over and match.result().reason == "resigned"
    assert match.can_undo() and not match.can_redo()
    match.undo()
    assert match.resigned is None and not match.is_over and match.result() is None
    assert match.state == state and match.state.current_player == 1
    assert match.moves == ["take", "take", "end"]
    assert match.can_redo()
    match.redo()
    assert match.resigned == 1 and match.is_over


def test_a_resignation_made_while_looking_back_is_taken_back_where_it_was_made() -> None:
    match = Match(StonesGame(), {"stones": 9})
    for move in ("take", "take", "end", "take"):
        match.play(move)
    match.jump(2)
    match.resign(0)  # the steps after the cursor are dropped, as for a move
    match.jump(0)  # looking at the finished match from the start
    match.undo()
    assert match.resigned is None and match.cursor == 2 == len(match)
    assert match.state.current_player == 0


def test_playing_after_an_undone_resignation_forgets_it() -> None:
    match = Match(PigGame(), seats=[Seat(), Seat()], seed=1)
    match.play("roll")
    match.roll()
    match.settle_chance()
    match.resign(match.state.current_player)
    match.undo()
    match.play(next(iter(match.state.legal_moves())))
    assert not match.can_redo()  # Redo has no resignation to make again
    assert match.resigned is None and not match.is_over
