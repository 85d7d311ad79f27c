"""The move assembled by clicks (qt/assembly.py, no Qt needed): whatever is
clicked or pressed, the chooser only ever holds a legal move, and it opens on the
most troops that may go."""

from __future__ import annotations

import random

from kanze_positions import position
from ludotheque_kanze.qt.assembly import MoveAssembly
from ludotheque_kanze.rules import KanzeGame, RecruitAt, cell_index, parse_move


def _positions(rng: random.Random, games: int):
    game = KanzeGame()
    for number in range(games):
        options = {"troop_cap": rng.choice([9, 49]), "distant_attack": rng.random() < 0.5,
                   "distant_neutral": rng.random() < 0.7, "turn_limit": 30}
        state = game.new_state(options, seed=number)
        while not state.is_over():
            yield state
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])


def test_the_chooser_only_ever_holds_a_legal_move():
    rng = random.Random(3)
    held = 0
    for state in _positions(rng, games=15):
        legal = state.legal_moves()
        assembly = MoveAssembly()
        assembly.index(legal)
        for _ in range(12):
            cell = rng.randrange(49) if rng.random() < 0.3 else rng.choice(
                sorted(assembly.targets() | assembly.sources() | assembly.recruit_cells)
                or [0])
            move = assembly.click(cell, bool(state.picks))
            if move is not None:
                assert move in legal, str(move)
                assert isinstance(move, RecruitAt) or cell == assembly.dst
            for action in rng.choices(["minus", "plus", "rep", "count"], k=3):
                if action in ("minus", "plus"):
                    assembly.step_count(-1 if action == "minus" else 1)
                elif action == "rep":
                    assembly.toggle_rep()
                else:
                    assembly.set_count(rng.randrange(8))
            pending = assembly.pending_move()
            if pending is not None:
                assert pending in legal, str(pending)
                held += 1
    assert held > 300, held


def test_the_chooser_opens_on_every_troop_that_may_go():
    state = position({"c4": "X5", "c5": "x6", "e4": "o2", "g7": "O1"})
    assembly = MoveAssembly()
    assembly.index(state.legal_moves())
    assert assembly.click(cell_index("c4"), False) is None
    assert assembly.src == cell_index("c4") and cell_index("d5") in assembly.targets()
    assembly.click(cell_index("d5"), False)
    assert assembly.pending_move() == parse_move("5:c4-d5")
    assembly.click(cell_index("c5"), False)        # c5 holds 6: one more troop fits
    assert assembly.pending_move() == parse_move("1:c4-c5")
    assert not assembly.step_count(+1) and assembly.can_toggle_rep()
    assembly.toggle_rep()
    assert assembly.pending_move() == parse_move("1R:c4-c5")
    assert assembly.set_count(0) and assembly.pending_move() == parse_move("R:c4-c5")
    assert assembly.click(cell_index("c5"), False) == parse_move("R:c4-c5")
    assembly.click(cell_index("g1"), False)        # off the targets: all dropped
    assert assembly.src is None and assembly.pending_move() is None
