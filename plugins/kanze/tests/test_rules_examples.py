"""Every worked example of the Kanzé rules document, replayed.

One test per example of the "Examples" section of ``docs/kanze.en.md`` (and its
French twin), named ``test_example_kanze_<n>`` for the *n*-th example; its
docstring quotes the example's first words.  The host test
``tests/test_rules_examples.py`` checks that every example has its test.

Positions are hand-built with :func:`kanze_positions.position` (default options;
``x`` is you, the first player, ``o`` the opponent, an upper-case letter marks the
Representative); moves are played with :meth:`KanzeState.play`, which refuses an
illegal move.
"""

from __future__ import annotations

from kanze_positions import cell, play, position
from ludotheque_kanze.rules import NEIGHBOURS, cell_index, cell_name
from ludotheque_kanze.rules.board import INFLUENCE_ORDER

YOU, OPPONENT = 0, 1


def neighbours(name: str) -> set[str]:
    return {cell_name(n) for n in NEIGHBOURS[cell_index(name)]}


def test_example_kanze_1():
    """"A battle. Your cell d4 holds 5 troops and the opponent's e4 holds 1 troop and
    its Representative. You send 3 troops: 3 against 2. You win with one unit left:
    e4 is yours with 1 troop, the Representative is dead, and you win the game. Had
    you sent 2 troops, strengths would be equal: both sides would die on e4, the
    Representative with them — you would also win, since yours is safe on another
    cell." """
    battle = position({"a1": "X1", "d4": "x5", "e4": "O1"})
    assert "e4" in neighbours("d4")

    three = play(battle, "3:d4-e4")                 # 3 against 1 + 1
    assert cell(three, "e4") == "x1"                # yours, one unit left
    assert cell(three, "d4") == "x2"
    assert three.reps[OPPONENT] == -1               # the Representative is dead
    assert three.is_over() and three.outcome().winners == (YOU,)

    two = play(battle, "2:d4-e4")                   # 2 against 2
    assert cell(two, "e4") == "."                   # everything died on e4
    assert two.reps[OPPONENT] == -1                 # the Representative with them
    assert cell(two, "a1") == "X1"                  # yours, safe on another cell
    assert two.is_over() and two.outcome().winners == (YOU,)


def test_example_kanze_2():
    """"Influence. The opponent's cell d4, an inner cell holding only troops, has three
    of your cells around it: c4, e4 and d5. That is not a majority of six. You move one
    troop into d3, a fourth neighbour: at the end of the turn d4 changes sides, and its
    troops become yours. If one of the opponent's cells next to d4 now has a hostile
    majority too, it changes sides in turn." """
    assert neighbours("d4") == {"c4", "e4", "d5", "d3", "e3", "c5"}    # an inner cell
    # c5, the opponent's, next to d4: three of its six neighbours are yours (c4, d5, b5).
    cells = {"a1": "X1", "g7": "O1", "d4": "o3", "c4": "x1", "e4": "x1", "d5": "x1",
             "e2": "x2", "c5": "o2", "b5": "x1"}
    state = position(cells)
    assert "d4" not in {cell_name(r) for r in state.reps}          # no Representative

    waiting = play(state, "pass")
    assert cell(waiting, "d4") == "o3"              # three of six: no majority
    assert cell(waiting, "c5") == "o2"

    after = play(state, "1:e2-d3")                  # d3: a fourth neighbour of d4
    assert cell(after, "d3") == "x1"
    assert cell(after, "d4") == "x3"                # changes sides, its troops now yours
    # c5 now has four hostile neighbours of six (d4 among them): it follows.  It is
    # examined before d4 (same row, further left), so it flips on the next pass.
    order = [cell_name(c) for c in INFLUENCE_ORDER]
    assert order.index("c5") < order.index("d4")
    assert cell(after, "c5") == "x2"
    assert after.current_player == OPPONENT
