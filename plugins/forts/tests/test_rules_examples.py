"""Every worked example of the Forts and Ruins rules document, replayed.

One test per example of the "Examples" section of ``docs/forts_and_ruins.en.md``
(and its French twin), named ``test_example_forts_and_ruins_<n>`` for the *n*-th
example; its docstring quotes the example's first words.  The host test
``tests/test_rules_examples.py`` checks that every example has its test.

Every position is reached from the start of a real game with the default options
(18 × 9, the first fort at e5, any empty cell): territories are :class:`Place`
moves and the die is a chance move (:class:`Roll`), all played with
:meth:`FortsState.play`, written in the game's notation (``"f3=2"``, ``"5"``).
"""

from __future__ import annotations

import pytest
from ludotheque_forts.rules import DEAD, EMPTY, FORT, RUIN, FortsGame, FortsState, parse_move

from ludotheque.core.model import CHANCE, TERMINAL


def game(*steps: str) -> FortsState:
    """A new game with the default options, then *steps* in the game's notation."""
    state = FortsGame().new_state()
    for step in steps:
        state = state.play(parse_move(step))
    return state


def at(state: FortsState, name: str) -> int:
    """The code of the cell named *name* (``"e5"``)."""
    move = parse_move(f"{name}=1")
    return state.at(move.col, move.row)


def index(state: FortsState, name: str) -> int:
    move = parse_move(f"{name}=1")
    return state.geo.index(move.col, move.row)


@pytest.mark.parametrize("die", range(1, 7))
def test_example_forts_and_ruins_1(die):
    """"A far start. On the first turn you place a 4 at p2, far from the fort at e5.
    Whatever the die shows, the 4 is a group without a fort and the fort a group
    without a territory: both die and the game is over with a score of 1." """
    start = game()
    assert (start.cols, start.rows) == (18, 9)
    assert at(start, "e5") == FORT and start.living_forts == 1 and start.turns == 0
    placed = start.play(parse_move("p2=4"))
    assert placed.current_player == CHANCE and placed.report.new_forts == ()
    after = placed.play(parse_move(str(die)))
    assert at(after, "p2") == DEAD + 4              # the 4 died
    assert at(after, "e5") == RUIN                  # and so did the fort
    if die != 4:                                    # both of isolation
        assert set(after.report.isolated) == {index(after, "p2"), index(after, "e5")}
    else:                                           # the weather came first for the 4
        assert after.report.killed == (index(after, "p2"),)
        assert after.report.isolated == (index(after, "e5"),)
    assert after.is_over() and after.current_player == TERMINAL
    assert after.scores() == (1.0,) and after.outcome().scores == (1.0,)


def test_example_forts_and_ruins_2():
    """"Building a fort. Around the empty cell f4 stand a 2 (f3), a 5 (e4) and a 3
    (f5). You place a 6 at g4: f4's four sides are now living, so f4 becomes a fort.
    The die shows 5: the 5 at e4 dies, but the group keeps its forts and its 2, 3 and
    6, and lives on." """
    # Three turns next to the fort at e5, each die sparing the new territory.
    state = game("e4=5", "1", "f5=3", "1", "f3=2", "1")
    assert state.current_player == 0 and state.living_forts == 1
    assert (at(state, "f3"), at(state, "e4"), at(state, "f5")) == (2, 5, 3)
    assert at(state, "f4") == EMPTY and at(state, "g4") == EMPTY

    placed = state.play(parse_move("g4=6"))
    assert placed.report.new_forts == (index(placed, "f4"),)   # f4 becomes a fort
    assert at(placed, "f4") == FORT

    after = placed.play(parse_move("5"))
    assert after.report.killed == (index(after, "e4"),)        # the 5 at e4 dies
    assert at(after, "e4") == DEAD + 5
    assert after.report.isolated == ()                         # the group lives on
    assert at(after, "e5") == at(after, "f4") == FORT          # its forts
    assert (at(after, "f3"), at(after, "f5"), at(after, "g4")) == (2, 3, 6)
    assert after.living_forts == 2 and not after.is_over()
    assert after.current_player == 0 and after.turns == 4
