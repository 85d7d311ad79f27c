"""Every worked example of the Clod and RoyalClod rules documents, replayed.

One test per example of the "Examples" section of ``docs/clod.en.md`` and
``docs/royal_clod.en.md`` (and their French twins), named
``test_example_<game>_<n>`` for the *n*-th example; its docstring quotes the
example's first words.  The host test ``tests/test_rules_examples.py`` checks that
every example has its test.

Every position is reached from the start of a real game: the dice are chance
moves (:class:`Roll`) and the stones :class:`Place` moves, all played with
:meth:`ClodState.play`, which refuses an illegal move.
"""

from __future__ import annotations

from ludotheque_clod.rules import ClodGame, ClodState, Place, Roll, RoyalClodGame

from ludotheque.core.model import CHANCE

BLACK_TO_MOVE = 0


def game(state: ClodState, *steps: str) -> ClodState:
    """Play rolls ``"4,2"`` and stones ``"r4c2"`` (the game's notation) in order."""
    parse = (RoyalClodGame() if state.geo.name == "royal_clod" else ClodGame()).parse_move
    for step in steps:
        state = state.play(parse(step))
    return state


def offered(state: ClodState) -> set[tuple[int, int]]:
    """The offered cells as (row, column) pairs: Clod's printed labels, from 1."""
    return {(row + 1, col + 1) for row, col in grid(state)}


def grid(state: ClodState) -> set[tuple[int, int]]:
    """The offered cells as physical (row, column), from 0 at the top left (how the
    RoyalClod examples count)."""
    return {divmod(cell, state.geo.width) for cell in state.offered}


def around(row: int, col: int) -> set[tuple[int, int]]:
    return {(row + dr, col + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc}


# --- Clod ----------------------------------------------------------------------------


def test_example_clod_1():
    """"Black rolls 4 and 2 on an empty board: black may play on row 4, column 2 or
    on row 2, column 4." """
    start = ClodGame().new_state()
    assert start.empty == 36 and start.turn == BLACK_TO_MOVE
    rolled = start.play(Roll(4, 2))
    assert rolled.current_player == BLACK_TO_MOVE
    assert offered(rolled) == {(4, 2), (2, 4)}
    assert set(rolled.legal_moves()) == {Place(3, 1), Place(1, 3)}


def test_example_clod_2():
    """"Black rolls 3 and 3 but row 3, column 3 is taken: black may play on any of
    the 8 cells around it. If row 3, column 2 and row 3, column 4 are taken too, only
    6 cells remain." """
    taken = game(ClodGame().new_state(), "3,3", "r3c3", "6,6", "r6c6")
    assert taken.turn == BLACK_TO_MOVE and taken.current_player == CHANCE
    rolled = taken.play(Roll(3, 3))
    assert rolled.current_player == BLACK_TO_MOVE
    assert offered(rolled) == around(3, 3)
    assert len(rolled.offered) == 8
    # Black takes row 3, column 2; white, rolling 4 and 3, row 3, column 4.
    more = game(rolled, "r3c2", "4,3", "r3c4")
    assert more.turn == BLACK_TO_MOVE
    again = more.play(Roll(3, 3))
    assert offered(again) == around(3, 3) - {(3, 2), (3, 4)}
    assert len(again.offered) == 6


def test_example_clod_3():
    """"Black rolls 4 and 2; row 4, column 2 is taken but row 2, column 4 is free:
    black may take row 2, column 4 or any free cell around row 4, column 2." """
    state = game(ClodGame().new_state(), "4,2", "r4c2", "6,6", "r6c6")
    assert state.turn == BLACK_TO_MOVE
    rolled = state.play(Roll(4, 2))
    assert offered(rolled) == {(2, 4)} | around(4, 2)
    assert len(rolled.offered) == 9


# --- RoyalClod -----------------------------------------------------------------------

ROLL_51 = {(4, 0), (7, 0), (0, 4), (11, 4), (0, 7), (11, 7), (4, 11), (7, 11), (4, 12),
           (10, 12), (0, 16), (6, 16)}
"""The twelve cells the first RoyalClod example lists for a roll of 5 and 1."""


def test_example_royal_clod_1():
    """"On an empty grid a roll of 5 and 1 offers 12 cells: (4,0), (7,0), (0,4),
    (11,4), (0,7), (11,7), (4,11), (7,11), (4,12), (10,12), (0,16) and (6,16)." """
    start = RoyalClodGame().new_state()
    assert start.empty == 216
    rolled = start.play(Roll(5, 1))
    assert len(rolled.offered) == 12
    assert grid(rolled) == ROLL_51


def test_example_royal_clod_2():
    """"If (6,16) is already taken, the same roll offers 19 cells: the 11 others and
    the 8 neighbours of (6,16)." """
    # Black takes (6,16) (r7c17) with a 5 and 1; white a cell far away with a double 6.
    state = game(RoyalClodGame().new_state(), "5,1", "r7c17", "6,6", "r6c6")
    assert state.stone(6, 16) and state.turn == BLACK_TO_MOVE
    rolled = state.play(Roll(5, 1))
    assert grid(rolled) == (ROLL_51 - {(6, 16)}) | around(6, 16)
    assert len(rolled.offered) == 11 + 8 == 19


def test_example_royal_clod_3():
    """"If (4,11) is taken, its neighbourhood reaches into the top-right board; one
    of those neighbours, (4,12), is a candidate anyway, so 18 cells are offered." """
    state = game(RoyalClodGame().new_state(), "5,1", "r5c12", "6,6", "r6c6")
    assert state.stone(4, 11) and state.turn == BLACK_TO_MOVE
    geo = state.geo
    top_right = {board for board, sub in enumerate(geo.boards)
                 if (sub.board_row, sub.board_col) == (0, 2)}
    assert geo.labels[geo.cell(4, 11)][0] not in top_right
    reaching = {(r, c) for r, c in around(4, 11) if geo.labels[geo.cell(r, c)][0] in top_right}
    assert reaching == {(3, 12), (4, 12), (5, 12)}      # into the top-right board
    assert (4, 12) in ROLL_51                           # a candidate anyway
    rolled = state.play(Roll(5, 1))
    assert grid(rolled) == (ROLL_51 - {(4, 11)}) | around(4, 11)
    assert len(rolled.offered) == 18
