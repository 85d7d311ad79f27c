"""The batched numpy playouts of Kalah and Oware replayed move by move through the
plain game states (skipped when the mancala plugin or numpy is not installed)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

np = pytest.importorskip("numpy")
batch = pytest.importorskip("ludotheque_mancala.rules.batch")
game_module = pytest.importorskip("ludotheque_mancala.rules.game")


def _replay(state, count, seed):
    trace: list = []
    stores = batch.random_playouts(state, count, np.random.default_rng(seed), trace)
    states = [state] * count
    for active, positions, boards in trace:
        for k, g in enumerate(active):
            s = states[g]
            base = s.lay.bases[s.current_player]
            moves = [m for m in s.legal_moves() if base + m.index == positions[k]]
            assert moves, f"game {g}: house {positions[k]} is not legal on {s.board}"
            s = s.play(moves[0])
            assert tuple(int(x) for x in boards[k]) == s.board, f"game {g} after {moves[0]}"
            states[g] = s
    for g, s in enumerate(states):
        assert s.is_over(), f"game {g} did not end with the batch"
        assert (int(stores[g][0]), int(stores[g][1])) == (s.store(0), s.store(1))
    return states


@pytest.mark.parametrize("options", [None, {"empty_capture": True}, {"seeds": 6}])
def test_kalah_batch_matches_the_rules(options) -> None:
    _replay(game_module.KalahGame().new_state(options), 80, 1)


@pytest.mark.parametrize("options", [None, {"grand_slam": "capture"}])
def test_oware_batch_matches_the_rules(options) -> None:
    states = _replay(game_module.OwareGame().new_state(options), 120, 2)
    reasons = Counter(s.reason for s in states)
    assert reasons["normal"] > 0


def test_batch_from_mid_game_positions() -> None:
    rng = random.Random(3)
    for game in (game_module.KalahGame(), game_module.OwareGame()):
        for _ in range(4):
            state = game.new_state()
            for _ in range(rng.randrange(10, 60)):
                if state.is_over():
                    break
                moves = state.legal_moves()
                state = state.apply(moves[rng.randrange(len(moves))])
            if not state.is_over():
                _replay(state, 30, rng.randrange(1000))


def test_oware_repetition_is_exact() -> None:
    # Few seeds make repetitions common: the batch must end those games exactly.
    lay = game_module.OwareGame().new_state().lay
    from ludotheque_mancala.rules.state import MancalaState

    board = [0] * lay.size
    board[2], board[lay.n + 3] = 1, 1
    board[lay.n] = 23
    board[2 * lay.n + 1] = 23
    state = MancalaState.from_board(lay, board, 0)
    states = _replay(state, 100, 4)
    assert any(s.reason == "repetition" for s in states)
