"""Hand-built positions for every rule of Clod and RoyalClod."""

from __future__ import annotations

import pytest
from ludotheque_clod.rules import (
    BLACK,
    CLOD,
    EVENT_FORFEIT,
    EVENT_NONE,
    EVENT_REROLL,
    ROYAL_CLOD,
    WHITE,
    ClodGame,
    ClodState,
    Place,
    Roll,
    RoyalClodGame,
)
from ludotheque_clod.rules.geometry import CHANCE_OUTCOMES, ROLLS
from ludotheque_clod.rules.state import REASON_TIE_WHITE, REASON_TIEBREAK

from ludotheque.core.model import CHANCE, TERMINAL, IllegalMoveError, InvalidMoveError


def board_with(geo, stones):
    """A board with *stones*: {(row, col): colour} in 0-based physical coordinates."""
    cells = bytearray(geo.size)
    for (row, col), colour in stones.items():
        cells[row * geo.width + col] = colour
    return bytes(cells)


def rc(geo, cells):
    return {divmod(cell, geo.width) for cell in cells}


def label(r, c):
    """Clod's printed (row r, column c), 1-based, as a 0-based physical pair."""
    return (r - 1, c - 1)


def placing(geo, stones, roll, turn=0, original_tie=False):
    state = ClodState(geo, original_tie, board_with(geo, stones), turn, CHANCE)
    return state.apply(roll)


# --- the dice --------------------------------------------------------------------

def test_chance_outcomes_are_the_21_unordered_rolls_with_their_odds():
    outcomes = dict(CHANCE_OUTCOMES)
    assert len(outcomes) == 21
    assert sum(outcomes.values()) == pytest.approx(1.0)
    assert outcomes[Roll(3, 3)] == pytest.approx(1 / 36)
    assert outcomes[Roll(5, 1)] == pytest.approx(2 / 36)
    state = ClodGame().new_state()
    assert state.current_player == CHANCE
    assert set(state.legal_moves()) == set(outcomes)
    assert state.chance_outcomes() == CHANCE_OUTCOMES


def test_sample_chance_follows_the_odds():
    import random

    state = ClodGame().new_state()
    rng = random.Random(7)
    counts: dict[Roll, int] = {}
    for _ in range(36_000):
        roll = state.sample_chance(rng)
        counts[roll] = counts.get(roll, 0) + 1
    assert set(counts) == set(ROLLS)
    assert counts[Roll(6, 6)] == pytest.approx(1000, rel=0.15)
    assert counts[Roll(6, 1)] == pytest.approx(2000, rel=0.1)


# --- Clod: candidates and their neighbourhoods ---------------------------------------

def test_empty_board_roll_offers_both_candidates():
    state = placing(CLOD, {}, Roll(4, 2))
    assert state.current_player == 0
    assert rc(CLOD, state.offered) == {label(4, 2), label(2, 4)}
    assert {str(m) for m in state.legal_moves()} == {"r4c2", "r2c4"}


def test_double_offers_one_cell():
    state = placing(CLOD, {}, Roll(3, 3))
    assert rc(CLOD, state.offered) == {label(3, 3)}


def test_filled_double_offers_its_eight_neighbours():
    state = placing(CLOD, {label(3, 3): WHITE}, Roll(3, 3))
    expected = {label(r, c) for r in (2, 3, 4) for c in (2, 3, 4)} - {label(3, 3)}
    assert len(state.offered) == 8
    assert rc(CLOD, state.offered) == expected


def test_filled_double_with_two_neighbours_filled_offers_six():
    stones = {label(3, 3): BLACK, label(3, 2): WHITE, label(3, 4): BLACK}
    state = placing(CLOD, stones, Roll(3, 3))
    assert len(state.offered) == 6
    assert rc(CLOD, state.offered) == {label(r, c) for r in (2, 4) for c in (2, 3, 4)}


def test_each_candidate_is_treated_separately():
    # Roll 4,2 with (4,2) filled and (2,4) empty: (2,4) or any empty neighbour of (4,2).
    state = placing(CLOD, {label(4, 2): BLACK}, Roll(4, 2))
    neighbours = {label(r, c) for r in (3, 4, 5) for c in (1, 2, 3)} - {label(4, 2)}
    assert rc(CLOD, state.offered) == neighbours | {label(2, 4)}
    assert len(state.offered) == 9


def test_both_candidates_filled_offer_both_neighbourhoods():
    state = placing(CLOD, {label(1, 6): BLACK, label(6, 1): WHITE}, Roll(6, 1))
    assert rc(CLOD, state.offered) == {label(1, 5), label(2, 5), label(2, 6),
                                       label(6, 2), label(5, 1), label(5, 2)}


def test_corner_neighbourhood_stops_at_the_edge():
    state = placing(CLOD, {label(1, 1): BLACK}, Roll(1, 1))
    assert rc(CLOD, state.offered) == {label(1, 2), label(2, 1), label(2, 2)}


def test_surrounded_candidate_offers_nothing():
    stones = {label(r, c): BLACK for r in (2, 3, 4) for c in (2, 3, 4)}
    state = placing(CLOD, stones, Roll(3, 3))
    assert state.current_player == CHANCE  # nothing offered: roll again
    assert state.event == EVENT_REROLL


def test_place_puts_a_stone_and_passes_the_dice():
    state = ClodGame().new_state().apply(Roll(4, 2))
    after = state.play(Place(3, 1))
    assert after.stone(3, 1) == BLACK
    assert after.current_player == CHANCE and after.turn == 1
    assert after.last == 3 * 6 + 1 and after.empty == 35
    after = after.apply(Roll(1, 1)).play(Place(0, 0))
    assert after.stone(0, 0) == WHITE and after.turn == 0
    with pytest.raises(IllegalMoveError):
        ClodGame().new_state().apply(Roll(4, 2)).play(Place(0, 0))


def test_states_are_not_changed_by_apply():
    state = ClodGame().new_state().apply(Roll(4, 2))
    before = state.to_json()
    state.apply(Place(3, 1))
    assert state.to_json() == before


# --- second roll and forfeit -----------------------------------------------------------

def _blocked_for_33():
    return {label(r, c): WHITE for r in (2, 3, 4) for c in (2, 3, 4)}


def test_second_roll_after_an_empty_roll_then_a_stone():
    state = ClodState(CLOD, False, board_with(CLOD, _blocked_for_33()), 0, CHANCE)
    again = state.apply(Roll(3, 3))
    assert again.current_player == CHANCE and again.turn == 0 and again.attempt == 2
    assert again.event == EVENT_REROLL and again.roll == Roll(3, 3)
    assert again.board == state.board
    playing = again.apply(Roll(1, 1))
    assert playing.current_player == 0 and playing.attempt == 2
    assert playing.event == EVENT_REROLL and playing.missed == (Roll(3, 3),)
    assert rc(CLOD, playing.offered) == {label(1, 1)}
    after = playing.apply(Place(0, 0))
    assert after.turn == 1 and after.attempt == 1 and after.event == EVENT_NONE


def test_forfeit_after_two_empty_rolls():
    state = ClodState(CLOD, False, board_with(CLOD, _blocked_for_33()), 1, CHANCE)
    passed = state.apply(Roll(3, 3)).apply(Roll(3, 3))
    assert passed.current_player == CHANCE
    assert passed.turn == 0 and passed.attempt == 1 and passed.event == EVENT_FORFEIT
    assert passed.board == state.board
    assert passed.missed == (Roll(3, 3), Roll(3, 3))
    # Black rolls normally next; the placing state still tells what happened.
    black = passed.apply(Roll(6, 6))
    assert black.current_player == 0 and black.event == EVENT_FORFEIT
    after = black.apply(Place(5, 5))
    assert after.event == EVENT_NONE and after.missed == ()


def test_forfeit_on_royal_clod_needs_all_six_boards_blocked():
    geo = ROYAL_CLOD
    # Fill every cell except one far from any neighbourhood of the 3,3 candidates.
    cells = bytearray([BLACK]) * geo.size
    cells[0] = 0  # physical (0,0) = label (1,1) of board 0
    state = ClodState(geo, False, bytes(cells), 0, CHANCE)
    assert state.apply(Roll(3, 3)).event == EVENT_REROLL
    assert state.apply(Roll(3, 3)).apply(Roll(4, 4)).event == EVENT_FORFEIT
    assert state.apply(Roll(2, 2)).offered == (0,)  # (2,2) filled: (1,1) is its neighbour


# --- the end --------------------------------------------------------------------------

@pytest.mark.parametrize("geo", [CLOD, ROYAL_CLOD])
def test_every_cell_is_the_direct_candidate_of_some_roll(geo):
    covered = {cell for roll in ROLLS for cell in geo.candidates_of(roll.high, roll.low)}
    assert covered == set(range(geo.size))


def test_the_last_empty_cell_ends_the_game():
    cells = bytearray([BLACK, WHITE] * 18)
    cells[35] = 0
    state = ClodState(CLOD, False, bytes(cells), 0, CHANCE)
    state = state.apply(Roll(6, 6))
    assert state.offered == (35,)
    end = state.apply(Place(5, 5))
    assert end.current_player == TERMINAL and end.legal_moves() == ()
    assert end.outcome() is not None


@pytest.mark.parametrize("game", [ClodGame(), RoyalClodGame()])
def test_the_board_always_fills(game):
    import random

    rng = random.Random(3)
    for _ in range(20):
        state = game.new_state()
        while not state.is_over():
            moves = state.legal_moves()
            move = state.sample_chance(rng) if state.is_chance else moves[rng.randrange(len(moves))]
            state = state.apply(move)
        assert state.empty == 0 and b"\x00" not in state.board
        assert state.stones(0) + state.stones(1) == game.geometry.size


# --- scoring and the tie rule ------------------------------------------------------------------

def final(geo, rows, original_tie=False):
    """A full board from text rows of 'x' (black) and 'o' (white)."""
    text = "".join(rows)
    assert len(text) == geo.size
    board = bytes(BLACK if ch == "x" else WHITE for ch in text)
    return ClodState(geo, original_tie, board, 0, TERMINAL, empty=0)


def test_largest_orthogonal_group_wins_and_diagonals_do_not_connect():
    state = final(CLOD, ["xxxxxo",
                         "oooooo",
                         "xoxoxo",
                         "oxoxox",
                         "xoxoxo",
                         "oxoxox"])
    # Black's top row (5) beats white's second row plus column (7)? White: row 2 (6)
    # joined to (1,6) and the checkerboard below touches it at (3,2),(3,4),(3,6).
    assert state.scores() == (5.0, 10.0)
    outcome = state.outcome()
    assert outcome.winners == (1,) and outcome.reason == "normal"
    checker = final(CLOD, ["xoxoxo", "oxoxox"] * 3)
    assert checker.scores() == (1.0, 1.0)


# Black: 6 (top left), 7 (middle right with (4,4)), five single stones.
# White: 6 (top right), 7 (middle left with (4,1)), five single stones.
DRAWN = ["xxxooo",
         "xxxooo",
         "oooxxx",
         "oooxxx",
         "xoxoxo",
         "oxoxox"]


def _with(rows, row, col, ch):
    rows = list(rows)
    rows[row] = rows[row][:col] + ch + rows[row][col + 1:]
    return rows


def test_hand_counted_groups_of_the_drawn_board():
    state = final(CLOD, DRAWN)
    assert state.group_sizes(0) == [7, 6, 1, 1, 1, 1, 1]
    assert state.group_sizes(1) == [7, 6, 1, 1, 1, 1, 1]
    assert state.scores() == (7.0, 7.0)


def test_tie_rule_next_groups_white_wins_on_the_third_group():
    rows = _with(DRAWN, 5, 5, "o")  # (4,5), (5,4), (5,5): a white group of 3
    state = final(CLOD, rows)
    assert state.group_sizes(0) == [7, 6, 1, 1, 1, 1]
    assert state.group_sizes(1) == [7, 6, 3, 1, 1, 1]
    outcome = state.outcome()
    assert outcome.winners == (1,) and outcome.reason == REASON_TIEBREAK
    assert outcome.scores == (7.0, 7.0)


def test_tie_rule_next_groups_black_wins_on_the_third_group():
    rows = _with(DRAWN, 5, 0, "x")  # (4,0), (5,0), (5,1): a black group of 3
    state = final(CLOD, rows)
    assert state.group_sizes(0)[:3] == [7, 6, 3]
    assert state.group_sizes(1)[:3] == [7, 6, 1]
    outcome = state.outcome()
    assert outcome.winners == (0,) and outcome.reason == REASON_TIEBREAK


def test_original_tie_rule_gives_every_tie_to_white():
    for rows in (DRAWN, _with(DRAWN, 5, 0, "x"), _with(DRAWN, 5, 5, "o")):
        outcome = final(CLOD, rows, original_tie=True).outcome()
        assert outcome.winners == (1,) and outcome.reason == REASON_TIE_WHITE


def test_no_tie_rule_applies_when_the_largest_groups_differ():
    rows = _with(DRAWN, 4, 3, "x")  # joins (4,2), (4,3), (5,3) to black's 7: 10
    for original in (False, True):
        outcome = final(CLOD, rows, original_tie=original).outcome()
        assert outcome.scores == (10.0, 7.0)
        assert outcome.winners == (0,) and outcome.reason == "normal"


def test_exact_tie_is_a_draw_and_original_rule_gives_it_to_white():
    rows = DRAWN
    assert final(CLOD, rows).outcome().winners == (0, 1)
    assert final(CLOD, rows).outcome().is_draw
    outcome = final(CLOD, rows, original_tie=True).outcome()
    assert outcome.winners == (1,) and outcome.reason == REASON_TIE_WHITE


def test_tiebreak_compares_second_then_third_groups():
    from ludotheque_clod.rules.state import tie_order

    assert tie_order([6, 3, 2], [6, 3, 1, 1]) == 1
    assert tie_order([6, 2, 2], [6, 3]) == -1
    assert tie_order([6, 3], [6, 3, 1]) == -1
    assert tie_order([5], [5]) == 0


# --- RoyalClod geometry ----------------------------------------------------------------------

SPEC_51 = {(4, 0), (7, 0), (0, 4), (11, 4), (0, 7), (11, 7), (4, 11), (7, 11), (4, 12),
           (10, 12), (0, 16), (6, 16)}


def test_royal_roll_5_1_on_empty_board_offers_the_12_listed_cells():
    state = placing(ROYAL_CLOD, {}, Roll(5, 1))
    assert rc(ROYAL_CLOD, state.offered) == SPEC_51
    assert len(state.legal_moves()) == 12


def test_royal_filled_candidate_at_6_16_offers_19():
    state = placing(ROYAL_CLOD, {(6, 16): BLACK}, Roll(5, 1))
    neighbours = {(r, c) for r in (5, 6, 7) for c in (15, 16, 17)} - {(6, 16)}
    assert rc(ROYAL_CLOD, state.offered) == (SPEC_51 - {(6, 16)}) | neighbours
    assert len(state.offered) == 19


def test_royal_filled_candidate_on_the_edge_offers_16():
    state = placing(ROYAL_CLOD, {(4, 0): WHITE}, Roll(5, 1))
    neighbours = {(3, 0), (5, 0), (3, 1), (4, 1), (5, 1)}
    assert rc(ROYAL_CLOD, state.offered) == (SPEC_51 - {(4, 0)}) | neighbours
    assert len(state.offered) == 16


def test_royal_neighbourhood_crosses_into_the_next_board():
    state = placing(ROYAL_CLOD, {(4, 11): BLACK}, Roll(5, 1))
    assert len(state.offered) == 18
    offered = rc(ROYAL_CLOD, state.offered)
    # (4,12), on the right-hand board, is both a candidate and a neighbour.
    assert {(3, 12), (4, 12), (5, 12)} <= offered
    assert ROYAL_CLOD.labels[ROYAL_CLOD.cell(3, 12)][0] == 2
    assert ROYAL_CLOD.labels[ROYAL_CLOD.cell(4, 11)][0] == 1


def test_royal_double_offers_six_cells():
    state = placing(ROYAL_CLOD, {}, Roll(2, 2))
    assert len(state.offered) == 6
    assert {ROYAL_CLOD.labels[cell] for cell in state.offered} == {
        (board, 2, 2) for board in range(6)}


# Physical (row, col) of every corner label of each board: (1,1), (1,6), (6,1), (6,6).
LABEL_CORNERS = {
    0: {(1, 1): (0, 0), (1, 6): (0, 5), (6, 1): (5, 0), (6, 6): (5, 5)},
    1: {(1, 1): (0, 11), (1, 6): (0, 6), (6, 1): (5, 11), (6, 6): (5, 6)},
    2: {(1, 1): (0, 12), (1, 6): (0, 17), (6, 1): (5, 12), (6, 6): (5, 17)},
    3: {(1, 1): (11, 0), (1, 6): (11, 5), (6, 1): (6, 0), (6, 6): (6, 5)},
    4: {(1, 1): (11, 11), (1, 6): (11, 6), (6, 1): (6, 11), (6, 6): (6, 6)},
    5: {(1, 1): (6, 12), (1, 6): (6, 17), (6, 1): (11, 12), (6, 6): (11, 17)},
}


@pytest.mark.parametrize("board", range(6))
def test_label_to_cell_mapping_of_each_board(board):
    geo = ROYAL_CLOD
    sub = geo.boards[board]
    assert (sub.board_row, sub.board_col) == divmod(board, 3)
    for (r, c), (row, col) in LABEL_CORNERS[board].items():
        assert geo.label_to_cell(board, r, c) == row * 18 + col
        assert geo.labels[row * 18 + col] == (board, r, c)
    # Every label of the board lands in its own 6 x 6 block, once.
    cells = {geo.label_to_cell(board, r, c) for r in range(1, 7) for c in range(1, 7)}
    assert len(cells) == 36
    assert {divmod(cell, 18)[0] // 6 for cell in cells} == {sub.board_row}
    assert {divmod(cell, 18)[1] // 6 for cell in cells} == {sub.board_col}
    # The printed labels shown along the edges agree with the mapping.
    for local in range(6):
        r, c = sub.row_label(local), sub.col_label(local)
        row, col = sub.physical(r, c)
        assert (row % 6, col % 6) == (local, local)


def test_flips_are_exactly_as_specified():
    flips = [(b.flip_h, b.flip_v) for b in ROYAL_CLOD.boards]
    assert flips == [(False, False), (True, False), (False, False),
                     (False, True), (True, True), (False, False)]


def test_royal_groups_span_board_edges():
    geo = ROYAL_CLOD
    # A black line along physical row 5 from column 3 to 14 crosses boards 0, 1, 2,
    # and a column at 8 goes down from row 5 into board 4.
    stones = {(5, col): BLACK for col in range(3, 15)}
    stones.update({(row, 8): BLACK for row in range(6, 9)})
    stones.update({(0, 0): WHITE, (0, 1): WHITE})
    state = ClodState(geo, False, board_with(geo, stones), 0, CHANCE)
    assert state.group_sizes(0) == [15]
    assert state.scores() == (15.0, 2.0)
    groups = state.largest_groups(0)
    assert len(groups) == 1
    assert {geo.labels[cell][0] for cell in groups[0]} == {0, 1, 2, 4}


def test_royal_groups_do_not_wrap_around_the_grid():
    geo = ROYAL_CLOD
    stones = {(0, 17): BLACK, (1, 0): BLACK}
    state = ClodState(geo, False, board_with(geo, stones), 0, CHANCE)
    assert state.group_sizes(0) == [1, 1]


# --- notation -----------------------------------------------------------------------------

@pytest.mark.parametrize("game", [ClodGame(), RoyalClodGame()])
def test_notation_round_trips(game):
    for roll in ROLLS:
        assert game.parse_move(str(roll)) == roll
    assert game.parse_move("1,5") == Roll(5, 1)
    for place in game.geometry.places:
        assert game.parse_move(str(place)) == place
    assert repr(Place(1, 2)) == "Place(row=1, col=2)"
    assert repr(Roll(5, 1)) == "Roll(high=5, low=1)"
    for bad in ("", "7,1", "r0c1", "r13c1" if game.id == "royal_clod" else "r7c1", "hello"):
        with pytest.raises(InvalidMoveError):
            game.parse_move(bad)
