"""Hand-built positions for every rule of Forts and Ruins."""

from __future__ import annotations

import pytest
from ludotheque_forts.rules import FortsGame, Place, Roll, StartFort, parse_move
from ludotheque_forts.rules.board import (
    DEAD,
    FORT,
    RUIN,
    from_rows,
    geometry,
    isolate,
    new_forts,
    to_rows,
)
from ludotheque_forts.rules.frames import EVALUATED, PLACED, START, game_frames, turn_frames
from ludotheque_forts.rules.state import FALLEN, NO_ROOM, FortsState, _settled

from ludotheque.core.model import CHANCE, TERMINAL, IllegalMoveError, InvalidMoveError


def position(rows: list[str], adjacent: bool = False) -> FortsState:
    """A state with the player to move on a hand-drawn board."""
    geo = geometry(len(rows[0]), len(rows))
    return _settled(geo, from_rows(rows), adjacent, 0, 0, 1, 0, None, None)


def test_edge_fort_needs_its_three_neighbours() -> None:
    board = from_rows(["1F2...",
                       "......",
                       "......",
                       "......",
                       "......"])
    # b1 (top edge) has left 1, right 2 and below empty: not yet.
    geo = geometry(6, 5)
    assert new_forts(from_rows(["1.2...", ".....F", "......", "......", "......"]), geo) == ()
    state = position(["1.2...",
                      "......",
                      "......",
                      "......",
                      ".....F"])
    placed = state.apply(Place(1, 1, 3))  # b2 closes the third side of b1
    assert placed.at(1, 0) == FORT
    assert placed.report.new_forts == (1,)
    assert board[1] == FORT  # the picture above is the expected result


def test_corner_fort_needs_two_neighbours() -> None:
    state = position([".1....",
                      "......",
                      "......",
                      "......",
                      ".....F"])
    placed = state.apply(Place(0, 1, 4))
    assert placed.at(0, 0) == FORT
    assert placed.forts_built == 1
    assert placed.max_forts == 2


def test_bottom_right_corner_and_dead_side() -> None:
    state = position(["F.....",
                      "......",
                      "......",
                      "......",
                      "....a."])  # a dead territory on one side: no fort
    placed = state.apply(Place(5, 3, 2))
    assert placed.at(5, 4) == 0
    assert placed.report.new_forts == ()


def test_interior_fort_needs_four_living_sides() -> None:
    state = position(["......",
                      ".1....",
                      "2.F...",
                      "......",
                      "......"])
    assert state.apply(Place(3, 2, 4)).report.new_forts == ()
    placed = state.apply(Place(1, 3, 4))  # b4 closes the fourth side of b3
    assert placed.report.new_forts == (state.geo.index(1, 2),)
    assert placed.at(1, 2) == FORT


def test_forts_are_created_all_at_once() -> None:
    # c3 and d3 are empty neighbours: each needs the other to be living, and
    # cells that become forts in the same step do not help each other.
    geo = geometry(6, 5)
    board = from_rows(["......",
                       "..12..",
                       ".3..4.",
                       "..56..",
                       ".....F"])
    assert new_forts(board, geo) == ()
    state = position(["......",
                      "..12..",
                      ".3..4.",
                      "..56..",
                      ".....F"])
    assert state.apply(Place(0, 0, 1)).report.new_forts == ()
    placed = state.apply(Place(3, 2, 2))  # a territory on d3 completes c3
    assert placed.report.new_forts == (geo.index(2, 2),)


def test_one_placement_can_build_two_forts() -> None:
    geo = geometry(6, 5)
    state = position(["......",
                      "..1.1.",
                      ".2...3",
                      "..4.5.",
                      "F....."])
    placed = state.apply(Place(3, 2, 6))
    assert placed.report.new_forts == (geo.index(2, 2), geo.index(4, 2))
    assert placed.forts_built == 2 and placed.max_forts == 3


def test_new_forts_are_decided_from_the_board_as_it_stood() -> None:
    geo = geometry(6, 5)
    # b1 and a1 wait for each other: neither becomes a fort.
    assert new_forts(from_rows(["..1...",
                                "2F....",
                                "......",
                                "......",
                                "......"]), geo) == ()
    # a1 and c1 are each surrounded (edges satisfied): both at once.
    assert new_forts(from_rows([".3.1..",
                                "2F5...",
                                "......",
                                "......",
                                "......"]), geo) == (0, 2)


def test_diagonal_cells_connect() -> None:
    geo = geometry(6, 5)
    board = from_rows(["F.....",
                       ".1....",
                       "..2...",
                       "......",
                       "......"])
    assert isolate(board, geo)[1] == ()
    apart = from_rows(["F.....",
                       "......",
                       "..2...",
                       "......",
                       "......"])
    after, dead = isolate(apart, geo)
    assert dead == (0, 14)
    assert after[0] == RUIN and after[14] == DEAD + 2


def test_dead_cells_do_not_connect() -> None:
    geo = geometry(6, 5)
    board = from_rows(["F.....",
                       ".X....",
                       "..3...",
                       "......",
                       "......"])
    assert isolate(board, geo)[1] == (0, 14)


def test_first_move_far_from_the_fort_kills_both() -> None:
    state = FortsGame().new_state()
    assert state.at(4, 4) == FORT
    placed = state.apply(Place(15, 1, 2))
    assert placed.current_player == CHANCE
    for die in range(1, 7):
        after = placed.apply(Roll(die))
        assert after.current_player == TERMINAL
        assert after.at(4, 4) == RUIN
        assert after.at(15, 1) == DEAD + 2
        assert after.outcome().reason == FALLEN
        assert after.outcome().scores == (1.0,)
        assert after.outcome().winners == (0,)


def test_the_die_kills_the_territory_just_placed() -> None:
    state = FortsGame().new_state()
    placed = state.apply(Place(5, 4, 3))
    after = placed.apply(Roll(3))
    assert after.report.killed == (placed.geo.index(5, 4),)
    assert after.at(5, 4) == DEAD + 3
    assert after.at(4, 4) == RUIN  # the fort lost its only territory
    assert after.is_over()
    survived = placed.apply(Roll(4))
    assert survived.current_player == 0
    assert survived.at(5, 4) == 3 and survived.at(4, 4) == FORT


def test_the_die_kills_every_territory_of_its_value() -> None:
    state = position(["F1....",
                      "21....",
                      "......",
                      "......",
                      ".....1"])
    placed = state.apply(Place(2, 0, 5))
    after = placed.apply(Roll(1))
    assert sorted(after.report.killed) == [1, 7, 29]
    # c1 was joined to the fort only through b1 and b2, now dead: it dies too.
    assert after.at(0, 0) == FORT and after.at(0, 1) == 2
    assert after.at(2, 0) == DEAD + 5
    assert after.report.isolated == (2,)


def test_dead_cells_refuse_placement() -> None:
    state = position(["FX....",
                      "a.....",
                      "......",
                      "......",
                      "......"])
    assert not state.is_legal(Place(1, 0, 1))
    assert not state.is_legal(Place(0, 1, 6))
    assert not state.is_legal(Place(0, 0, 6))  # the fort itself
    assert state.is_legal(Place(1, 1, 6))
    with pytest.raises(IllegalMoveError):
        state.play(Place(1, 0, 1))
    cells = {(m.col, m.row) for m in state.legal_moves()}
    assert (1, 0) not in cells and (0, 1) not in cells and (1, 1) in cells


def test_next_to_fort_placement() -> None:
    state = FortsGame().new_state({"placement": "next_to_fort"})
    cells = {(m.col, m.row) for m in state.legal_moves()}
    assert cells == {(c, r) for c in (3, 4, 5) for r in (3, 4, 5)} - {(4, 4)}
    assert not state.is_legal(Place(7, 4, 1))


def test_no_room_ends_the_game() -> None:
    state = position(["F1.",
                      "23a",
                      "45b",
                      "6Xc",
                      "11d"])
    assert state.current_player == 0
    placed = state.apply(Place(2, 0, 6))
    assert placed.report.new_forts == ()
    after = placed.apply(Roll(5))
    assert after.is_over() and after.reason == NO_ROOM
    assert after.outcome().reason == NO_ROOM
    assert after.legal_moves() == ()


def test_score_and_counters() -> None:
    state = FortsGame().new_state()
    assert (state.turns, state.forts_built, state.max_forts, state.living_forts) == (0, 0, 1, 1)
    for move, die in ((Place(3, 4, 1), 6), (Place(4, 3, 2), 6), (Place(5, 4, 3), 6),
                      (Place(4, 5, 4), 6), (Place(3, 3, 5), 6)):
        state = state.apply(move).apply(Roll(die))
    assert state.turns == 5
    assert state.scores() == (5.0,)
    data = state.to_json()
    assert data["turns"] == 5 and data["living_forts"] == state.living_forts
    assert data["forts_built"] == state.forts_built and data["max_forts"] == state.max_forts
    assert len(data["history"]) == 5


def test_start_fort_random_is_a_chance_event() -> None:
    state = FortsGame().new_state({"start": "random", "columns": 6, "rows": 5})
    assert state.current_player == CHANCE
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 30
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
    started = state.apply(StartFort(5, 4))
    assert started.at(5, 4) == FORT and started.current_player == 0


def test_die_is_a_chance_state_with_six_outcomes() -> None:
    placed = FortsGame().new_state().apply(Place(5, 4, 3))
    outcomes = placed.chance_outcomes()
    assert [str(m) for m, _ in outcomes] == ["1", "2", "3", "4", "5", "6"]
    assert all(abs(p - 1 / 6) < 1e-12 for _, p in outcomes)
    assert placed.at(5, 4) == 3  # shown before the die


def test_notation_round_trips() -> None:
    game = FortsGame()
    for move in (Place(2, 3, 5), Place(29, 19, 1), Roll(4), StartFort(0, 0)):
        assert game.parse_move(str(move)) == move
        assert eval(repr(move)) == move  # noqa: S307 - repr is a constructor call
    assert str(Place(2, 3, 5)) == "c4=5"
    assert parse_move(" C4=5 ") == Place(2, 3, 5)
    for bad in ("c4", "c4=7", "c0=1", "7", "fort@", "=3", "", "zzz9=1"):
        with pytest.raises(InvalidMoveError):
            game.parse_move(bad)


def test_off_board_moves_are_illegal() -> None:
    state = FortsGame().new_state({"columns": 6, "rows": 5})
    assert not state.is_legal(Place(6, 0, 1))
    assert not state.is_legal(Place(0, 5, 1))
    assert not state.is_legal(Roll(3))


def test_turn_frames_and_game_frames() -> None:
    state = FortsGame().new_state()
    placed, evaluated = turn_frames(state, Place(5, 4, 2), 5)
    assert placed.is_chance and placed.at(5, 4) == 2
    assert evaluated.current_player == 0 and evaluated.report.die == 5
    state = evaluated.apply(Place(3, 4, 1))
    frames = game_frames(state)
    assert [f.kind for f in frames] == [START, PLACED, EVALUATED, PLACED]
    assert frames[-1].state is state
    assert frames[2].state == evaluated
    assert frames[1].state == placed
    assert game_frames(FortsGame().new_state()) [0].kind == START


def test_to_rows_round_trip() -> None:
    rows = ["F12...", "abX..."]
    assert to_rows(from_rows(rows), 6) == rows
