"""Kanzé rules on hand-built positions."""

from __future__ import annotations

import pytest
from kanze_positions import cell, legal, play, position
from ludotheque_kanze.rules import (
    CELLS,
    DRAW,
    NEIGHBOURS,
    PASS,
    RECRUIT,
    KanzeGame,
    MoveTroops,
    RecruitAt,
    cell_index,
    cell_name,
    influence,
    parse_move,
)
from ludotheque_kanze.rules.board import DEGREE, INFLUENCE_ORDER

from ludotheque.core import TERMINAL, InvalidMoveError

# --- board ---------------------------------------------------------------------------


def test_board_has_49_cells_and_120_adjacencies():
    assert CELLS == 49
    assert sum(DEGREE) == 240
    assert sorted(set(DEGREE)) == [2, 3, 4, 6]
    assert DEGREE.count(2) == 2 and DEGREE.count(3) == 2 and DEGREE.count(6) == 25
    for here in range(CELLS):
        for other in NEIGHBOURS[here]:
            assert here in NEIGHBOURS[other]


def test_cell_names_and_corners():
    assert [cell_name(i) for i in (0, 6, 42, 48)] == ["a1", "g1", "a7", "g7"]
    assert sorted(cell_name(n) for n in NEIGHBOURS[cell_index("d4")]) == [
        "c4", "c5", "d3", "d5", "e3", "e4"]
    assert DEGREE[cell_index("a1")] == DEGREE[cell_index("g7")] == 2  # acute corners
    assert DEGREE[cell_index("g1")] == DEGREE[cell_index("a7")] == 3  # obtuse corners
    # influence: top row of the diamond first, each row left to right
    assert [cell_name(c) for c in INFLUENCE_ORDER[:6]] == ["g7", "f7", "g6", "e7", "f6", "g5"]
    assert cell_name(INFLUENCE_ORDER[-1]) == "a1"


def test_initial_position():
    state = KanzeGame().new_state()
    assert state.current_player == 0
    assert cell(state, "a1") == "X7" and cell(state, "g7") == "O7"
    assert state.cells_owned(0) == state.cells_owned(1) == 1
    assert sum(1 for who in state.owner if who < 0) == 47
    assert not state.can_recruit()  # the only cell already holds 7
    assert PASS in state.legal_moves()


# --- notation ------------------------------------------------------------------------


@pytest.mark.parametrize("text, fields", [
    ("3R:c4-d5", (cell_index("c4"), cell_index("d5"), 3, True)),
    ("3:c4-d5", (cell_index("c4"), cell_index("d5"), 3, False)),
    ("R:a1-b1", (0, 1, 0, True)),
    ("7:g7-f7", (48, 47, 7, False)),
])
def test_troop_notation_round_trips(text, fields):
    move = parse_move(text)
    assert isinstance(move, MoveTroops)
    assert (move.src, move.dst, move.count, move.rep) == fields
    assert str(move) == text
    assert eval(repr(move)) == move  # noqa: S307 - repr is a constructor call


def test_other_notation():
    assert parse_move("rec") == RECRUIT and str(RECRUIT) == "rec"
    assert parse_move("pass") == PASS and str(PASS) == "pass"
    assert parse_move("rec:c4") == RecruitAt(cell_index("c4"))
    assert str(parse_move("0R:a1-b1")) == "R:a1-b1"


@pytest.mark.parametrize("text", ["", "0:a1-b1", ":a1-b1", "8:a1-b1", "3:a1-a1", "3:h1-a1",
                                  "3:a8-a1", "rec:", "rec:z9", "Pass", "3R-c4-d5", "x"])
def test_bad_notation_is_refused(text):
    with pytest.raises(InvalidMoveError):
        parse_move(text)


# --- destinations ----------------------------------------------------------------------

# A group d4-d5-d6 of the first player; b2 is theirs but apart; e4 and c7 are enemies,
# e4 next to d4, c7 next to d6 only; e6 is neutral next to d6 only.
GROUP = {"a1": "X1", "d4": "x5", "d5": "x4", "d6": "x1", "b2": "x1",
         "e4": "o2", "c7": "o1", "g7": "O1"}


@pytest.mark.parametrize("neutral", [True, False])
@pytest.mark.parametrize("attack", [True, False])
def test_destinations_under_each_option(neutral, attack):
    state = position(GROUP, neutral=neutral, attack=attack)
    assert legal(state, "1:d4-c4")          # adjacent neutral: always
    assert legal(state, "1:d4-d5")          # adjacent own: always
    assert legal(state, "1:d4-e4")          # adjacent enemy: always (a battle)
    assert legal(state, "1:d4-d6")          # own cell of the connected group: always
    assert not legal(state, "1:d4-b2")      # own cell of another group: never
    assert legal(state, "1:d4-e6") == neutral   # neutral next to the group
    assert legal(state, "1:d4-c7") == attack    # enemy next to the group
    assert not legal(state, "1:d4-g1")      # neutral far away: never
    assert not legal(state, "1:d4-g7")      # enemy far away: never


def test_moves_only_from_own_cells_and_within_counts():
    state = position(GROUP)
    assert not legal(state, "1:e4-e5")      # not the mover's cell
    assert not legal(state, "6:d4-c4")      # d4 holds only 5
    assert legal(state, "5:d4-c4")
    assert not legal(state, "R:d4-c4")      # no Representative on d4
    assert legal(state, "R:a1-b1") and legal(state, "1R:a1-b1") and legal(state, "1:a1-b1")
    assert not legal(state, "2R:a1-b1")


def test_seven_troop_cell_limit():
    state = position(GROUP)
    assert legal(state, "3:d4-d5")          # d5 holds 4: room for 3
    assert not legal(state, "4:d4-d5")
    full = position({"a1": "X2", "b1": "x7", "g7": "O1"})
    assert not legal(full, "1:a1-b1")
    assert legal(full, "R:a1-b1")           # the Representative does not count
    after = play(full, "R:a1-b1")
    assert cell(after, "b1") == "X7" and cell(after, "a1") == "x2"


def test_distant_move_to_own_cell_through_the_group():
    state = play(position(GROUP), "4:d4-d6")
    assert cell(state, "d4") == "x1" and cell(state, "d6") == "x5"


def test_distant_neutral_becomes_owned():
    state = play(position(GROUP), "3:d4-e6")
    assert cell(state, "e6") == "x3" and cell(state, "d4") == "x2"


def test_emptied_cell_becomes_neutral_unless_the_representative_stays():
    state = play(position(GROUP), "5:d4-c4")
    assert cell(state, "d4") == "." and cell(state, "c4") == "x5"
    kept = play(position({"d4": "X5", "g7": "O1"}), "5:d4-c4")
    assert cell(kept, "d4") == "X0" and cell(kept, "c4") == "x5"
    gone = play(position({"d4": "X5", "g7": "O1"}), "5R:d4-c4")
    assert cell(gone, "d4") == "." and cell(gone, "c4") == "X5"


# --- battles -----------------------------------------------------------------------------

def duel(attacker: str, defender: str, move: str):
    """The first player on d4 attacks e4 (Representatives elsewhere unless given)."""
    cells = {"d4": attacker, "e4": defender}
    if not any(s.startswith("X") for s in cells.values()):
        cells["a1"] = "X1"
    if not any(s.startswith("O") for s in cells.values()):
        cells["g7"] = "O1"
    return play(position(cells), move)


def test_attacker_wins_and_keeps_the_difference():
    state = duel("x5", "o2", "4:d4-e4")
    assert cell(state, "e4") == "x2" and cell(state, "d4") == "x1"
    assert state.current_player == 1


def test_defender_wins_and_keeps_the_difference():
    state = duel("x5", "o4", "2:d4-e4")
    assert cell(state, "e4") == "o2" and cell(state, "d4") == "x3"


def test_equal_strength_empties_the_cell():
    state = duel("x5", "o3", "3:d4-e4")
    assert cell(state, "e4") == "." and cell(state, "d4") == "x2"
    assert not state.is_over()


def test_tie_killing_both_representatives_is_a_draw():
    state = duel("X3", "O3", "3R:d4-e4")
    assert state.is_over() and state.current_player == TERMINAL
    assert state.result == DRAW and state.reps == (-1, -1)
    outcome = state.outcome()
    assert outcome.is_draw and outcome.reason == "representative"
    assert cell(state, "e4") == "." and cell(state, "d4") == "."


def test_attacking_representative_survives_as_the_last_unit():
    state = duel("X2", "o2", "2R:d4-e4")     # 3 against 2: one unit left
    assert cell(state, "e4") == "X0" and cell(state, "d4") == "."
    assert not state.is_over()


def test_defending_representative_survives_as_the_last_unit():
    state = duel("x5", "O1", "1:d4-e4")      # 1 against 2: one unit left
    assert cell(state, "e4") == "O0" and cell(state, "d4") == "x4"
    assert not state.is_over()


def test_killing_the_enemy_representative_wins():
    state = duel("x5", "O1", "3:d4-e4")      # 3 against 2
    assert cell(state, "e4") == "x1"
    assert state.is_over() and state.outcome().winners == (0,)
    assert state.outcome().reason == "representative"


def test_losing_ones_own_representative_in_an_attack_loses():
    state = duel("X5", "o2", "R:d4-e4")      # 1 against 2
    assert cell(state, "e4") == "o1" and cell(state, "d4") == "x5"
    assert state.is_over() and state.outcome().winners == (1,)


# --- recruiting --------------------------------------------------------------------------

def test_recruit_under_the_cap_gives_every_cell_one_troop():
    state = position({"a1": "X0", "b1": "x7", "c1": "x3", "g7": "O1"})
    assert legal(state, "rec")
    after = play(state, "rec")
    assert [cell(after, n) for n in ("a1", "b1", "c1")] == ["X1", "x7", "x4"]
    assert after.current_player == 1 and after.ply == 1


def test_recruit_at_the_cap_chooses_cells_one_at_a_time():
    state = position({"a1": "X0", "b1": "x7", "c1": "x3", "d1": "x1", "g7": "O1"}, cap=13)
    after = play(state, "rec")                 # 11 troops, 3 cells, room for 2
    assert after.current_player == 0 and after.picks == 2 and after.ply == 0
    assert {str(m) for m in after.legal_moves()} == {"rec:a1", "rec:c1", "rec:d1"}
    assert not legal(after, "pass") and not legal(after, "1:c1-c2")
    after = play(after, "rec:c1")
    assert after.current_player == 0
    assert {str(m) for m in after.legal_moves()} == {"rec:a1", "rec:d1"}  # distinct cells
    after = play(after, "rec:a1")
    assert after.current_player == 1 and after.picks == 0 and after.ply == 1
    assert [cell(after, n) for n in ("a1", "b1", "c1", "d1")] == ["X1", "x7", "x4", "x1"]
    assert after.total_troops(0) == 13


def test_recruit_exactly_filling_the_cap_needs_no_choice():
    state = position({"a1": "X0", "b1": "x7", "c1": "x3", "g7": "O1"}, cap=12)
    after = play(state, "rec")
    assert after.current_player == 1 and after.total_troops(0) == 12


def test_no_recruit_at_the_cap_or_without_room():
    at_cap = position({"a1": "X0", "b1": "x7", "c1": "x3", "g7": "O1"}, cap=10)
    assert not legal(at_cap, "rec")
    full = position({"a1": "X7", "b1": "x7", "g7": "O1"})
    assert not legal(full, "rec")
    assert not legal(position({"a1": "X0", "g7": "O1"}), "rec:a1")  # no choice pending


# --- influence ---------------------------------------------------------------------------

def test_interior_cell_flips_with_four_enemy_neighbours_of_six():
    cells = {"a1": "X1", "g7": "O1", "d4": "o2", "e4": "x1", "c4": "x1", "d5": "x1",
             "e2": "x2"}
    state = position(cells)
    assert cell(play(state, "pass"), "d4") == "o2"      # three of six: no majority
    after = play(state, "1:e2-d3")                      # a fourth neighbour
    assert cell(after, "d4") == "x2"                    # the troops change sides
    assert after.total_troops(1) == 1                   # only the Representative's guard


def test_edge_cell_flips_with_three_enemy_neighbours_of_four():
    cells = {"a1": "X1", "g7": "O1", "a4": "o3", "a5": "x1", "a3": "x1", "c3": "x2"}
    state = position(cells)
    assert cell(play(state, "pass"), "a4") == "o3"      # two of four: no majority
    assert cell(play(state, "1:c3-b3"), "a4") == "x3"


def test_obtuse_corner_flips_with_two_of_three():
    cells = {"a1": "X1", "g7": "O1", "g1": "o1", "f1": "x1", "g3": "x2"}
    state = position(cells)
    assert cell(play(state, "pass"), "g1") == "o1"
    assert cell(play(state, "1:g3-g2"), "g1") == "x1"


def test_acute_corner_flips_with_both_neighbours():
    cells = {"a1": "X1", "d4": "O1", "g7": "o2", "f7": "x1", "g5": "x2"}
    state = position(cells)
    assert cell(play(state, "pass"), "g7") == "o2"      # one of two is no majority
    assert cell(play(state, "1:g5-g6"), "g7") == "x2"


def test_chained_flips_over_several_passes():
    # a3 flips first (two of its four neighbours plus b3); then a4, examined earlier
    # in the pass, has three enemy neighbours and flips on the next pass.
    cells = {"g1": "X1", "g7": "O1", "a3": "o1", "a4": "o1", "a2": "x1", "b2": "x1",
             "a5": "x1", "c3": "x2"}
    state = position(cells)
    after = play(state, "1:c3-b3")
    assert cell(after, "a3") == "x1" and cell(after, "a4") == "x1"


def test_representative_cells_never_flip():
    cells = {"a1": "X1", "d4": "O2", "e4": "x1", "c4": "x1", "d5": "x1", "e2": "x2"}
    after = play(position(cells), "1:e2-d3")
    assert cell(after, "d4") == "O2"


def test_neutral_cells_never_flip():
    cells = {"a1": "X1", "g7": "O1", "e4": "x1", "c4": "x1", "d5": "x1", "e2": "x2"}
    after = play(position(cells), "1:e2-d3")
    assert cell(after, "d4") == "."


def test_the_moving_player_can_lose_cells_to_influence():
    # the first player steps into a cell surrounded by the enemy: it flips at once
    cells = {"a1": "X1", "g7": "O1", "d3": "x3", "e4": "o1", "c4": "o1", "d5": "o1",
             "c5": "o1"}
    after = play(position(cells), "2:d3-d4")
    assert cell(after, "d4") == "o2"


def test_influence_can_take_a_player_beyond_the_troop_cap():
    cells = {"a1": "X7", "b1": "x7", "a2": "x7", "b2": "x7", "c1": "x7", "c2": "x7",
             "e1": "x4", "e2": "x2", "g7": "O1", "d2": "o3"}
    state = position(cells)                              # 48 troops
    after = play(state, "1:e2-d1")                       # d2 flips: 48 + 3 = 51
    assert cell(after, "d2") == "x3"
    assert after.total_troops(0) == 51
    after = play(after, "pass")
    assert not legal(after, "rec")


# --- the end -----------------------------------------------------------------------------

def test_turn_limit_more_cells_wins():
    state = position({"a1": "X1", "b1": "x1", "g7": "O1"}, limit=1)
    after = play(state, "pass")
    assert not after.is_over()
    after = play(after, "pass")
    assert after.is_over()
    assert after.outcome().winners == (0,) and after.outcome().reason == "turn_limit"


def test_turn_limit_equal_cells_is_a_draw():
    state = position({"a1": "X1", "g7": "O1"}, limit=2)
    after = play(state, "pass", "pass", "pass")
    assert not after.is_over()
    after = play(after, "pass")
    assert after.outcome().is_draw


def test_no_turn_limit():
    state = position({"a1": "X1", "g7": "O1"}, limit=0)
    after = play(state, *(["pass"] * 400))
    assert not after.is_over() and after.round == 201


def test_no_moves_after_the_end():
    state = duel("x5", "O1", "3:d4-e4")
    assert state.legal_moves() == ()
    assert not state.is_legal(PASS)


def test_options_reach_the_state():
    state = KanzeGame().new_state({"troop_cap": 20, "distant_neutral": False,
                                   "distant_attack": True, "turn_limit": 0})
    assert state.rules == (20, False, True, 0)


def test_influence_examines_the_top_row_first():
    # b1 (row 1) is examined before a1 (row 0): b1 flips to the first player, so
    # a1 no longer has two enemy neighbours and keeps its owner; then a2 follows.
    owner = [-1] * CELLS
    for name, who in (("a1", 0), ("b1", 1), ("c1", 0), ("a2", 1), ("b2", 0)):
        owner[cell_index(name)] = who
    flipped = influence(owner, (cell_index("g7"), cell_index("g6")), None)
    assert [cell_name(c) for c in flipped] == ["b1", "a2"]
    assert all(owner[cell_index(n)] == 0 for n in ("a1", "b1", "c1", "a2", "b2"))


def test_doctests_of_the_rules():
    import doctest

    from ludotheque_kanze.rules import board, game, moves, state

    for module in (board, moves, state, game):
        failures, _ = doctest.testmod(module)
        assert failures == 0, module.__name__
