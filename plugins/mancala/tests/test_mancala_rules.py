"""Hand-built positions for every rule of Kalah, Oware and Congkak."""

from __future__ import annotations

import pytest
from ludotheque_mancala.rules import HOUSES, CongkakGame, KalahGame, MancalaState, OwareGame
from ludotheque_mancala.rules.engine import CONGKAK, DROP, KALAH, LIFT, OWARE, layout, sow

from ludotheque.core.model import TERMINAL, InvalidMoveError


def board(south: list[int], south_store: int, north: list[int], north_store: int) -> list[int]:
    """A board from each side's houses in sowing order (house 1 first)."""
    return [*south, south_store, *north, north_store]


def play(state: MancalaState, house: int) -> MancalaState:
    """Play house number *house* (1-based) of the player to move, checking it is legal."""
    return state.play(HOUSES[house - 1])


def kalah(south, s0, north, s1, player=0, empty_capture=False):
    lay = layout(KALAH, 6, 4, capture_empty=empty_capture)
    return MancalaState.from_board(lay, board(south, s0, north, s1), player)


def oware(south, s0, north, s1, player=0, grand_slam_captures=False):
    lay = layout(OWARE, 6, 4, grand_slam_captures=grand_slam_captures)
    return MancalaState.from_board(lay, board(south, s0, north, s1), player)


def congkak(south, s0, north, s1, player=0, capture_empty=True, rounds=False, limit=25,
            burnt=frozenset()):
    n = len(south)
    lay = layout(CONGKAK, n, n, capture_empty=capture_empty, rounds=rounds, round_limit=limit,
                 burnt=frozenset(burnt))
    return MancalaState.from_board(lay, board(south, s0, north, s1), player)


# --- Kalah -----------------------------------------------------------------------------


def test_kalah_start():
    state = KalahGame().new_state()
    assert state.board == (4,) * 6 + (0,) + (4,) * 6 + (0,)
    assert state.current_player == 0
    assert [str(m) for m in state.legal_moves()] == ["1", "2", "3", "4", "5", "6"]
    assert KalahGame().new_state({"seeds": 6}).houses(1) == (6,) * 6


def test_kalah_extra_turn_when_last_seed_in_store():
    after = play(KalahGame().new_state(), 3)
    assert after.board == (4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0)
    assert after.current_player == 0
    again = play(after, 6)  # 5 seeds: store, then north's houses: turn passes
    assert again.current_player == 1
    assert again.store(0) == 2


def test_kalah_sowing_skips_opponent_store_but_not_own():
    state = kalah([0, 0, 0, 0, 0, 10], 0, [1] * 6, 0)
    after = play(state, 6)
    # store, six north houses, (north store skipped), south houses 1, 2, 3; house 3
    # was empty: its seed and the opposite house (north 4) are captured.
    assert after.board == (1, 1, 0, 0, 0, 0, 1 + 2 + 1, 2, 2, 2, 0, 2, 2, 0)


def test_kalah_capture_with_seeds_opposite():
    state = kalah([1, 0, 0, 0, 0, 2], 3, [1, 1, 1, 1, 5, 1], 0)
    after = play(state, 1)  # the seed lands in empty house 2; opposite is north's house 5
    assert after.houses(0) == (0, 0, 0, 0, 0, 2)
    assert after.houses(1) == (1, 1, 1, 1, 0, 1)
    assert after.store(0) == 3 + 5 + 1
    assert after.current_player == 1


def test_kalah_no_capture_when_opposite_empty():
    state = kalah([1, 0, 0, 0, 0, 2], 3, [1, 1, 1, 1, 0, 1], 0)
    after = play(state, 1)
    assert after.houses(0) == (0, 1, 0, 0, 0, 2)
    assert after.store(0) == 3


def test_kalah_empty_capture_variant_takes_the_lone_seed():
    state = kalah([1, 0, 0, 0, 0, 2], 3, [1, 1, 1, 1, 0, 1], 0, empty_capture=True)
    after = play(state, 1)
    assert after.houses(0) == (0, 0, 0, 0, 0, 2)
    assert after.store(0) == 4


def test_kalah_capture_on_opponent_side_never_happens():
    state = kalah([1, 0, 0, 0, 0, 2], 0, [0, 1, 1, 1, 1, 1], 0)
    after = play(state, 6)  # store, then north's empty house 1: no capture there
    assert after.houses(1) == (1, 1, 1, 1, 1, 1)
    assert after.current_player == 1


def test_kalah_thirteen_seeds_come_round_to_the_origin_and_capture():
    state = kalah([13, 1, 1, 1, 1, 1], 0, [1] * 6, 0)
    after = play(state, 1)
    # every position once (opponent's store skipped), the 13th back in the empty origin:
    # it captures itself and the opposite house (1 + 1 sown).
    assert after.houses(0) == (0, 2, 2, 2, 2, 2)
    assert after.houses(1) == (2, 2, 2, 2, 2, 0)
    assert after.store(0) == 1 + 1 + 2
    assert sum(after.board) == 13 + 5 + 6


def test_kalah_end_sweep_when_a_side_is_empty():
    state = kalah([0, 0, 0, 0, 0, 1], 20, [1, 2, 3, 4, 5, 6], 6)
    after = play(state, 6)  # last seed in the store, but south has no seeds left
    assert after.current_player == TERMINAL
    assert after.legal_moves() == ()
    assert after.store(0) == 21 and after.store(1) == 6 + 21
    assert after.houses(1) == (0,) * 6
    outcome = after.outcome()
    assert outcome.winners == (1,) and outcome.reason == "normal"


def test_kalah_end_when_opponent_side_emptied_by_capture():
    state = kalah([1, 0, 0, 0, 0, 5], 10, [0, 0, 0, 0, 3, 0], 29)
    after = play(state, 1)  # captures north's last seeds
    assert after.is_over()
    assert after.scores() == (10.0 + 4 + 5, 29.0)
    assert after.outcome().winners == (1,)


def test_kalah_draw():
    state = kalah([0, 0, 0, 0, 0, 1], 23, [0, 0, 0, 0, 0, 1], 23)
    after = play(state, 6)
    assert after.is_over() and after.outcome().is_draw


# --- Oware -----------------------------------------------------------------------------


def test_oware_start_and_stores_never_sown():
    state = OwareGame().new_state({"seeds": 5})
    assert state.houses(0) == (5,) * 6 and state.store(0) == 0
    after = play(state, 6)
    assert after.store(0) == 0
    assert after.houses(1) == (6, 6, 6, 6, 6, 5)


def test_oware_origin_skipped_with_twelve_seeds():
    state = oware([12, 1, 1, 1, 1, 1], 0, [4, 4, 4, 4, 4, 4], 0)
    after = play(state, 1)
    # eleven other houses get one each, the twelfth seed skips the origin.
    assert after.houses(0) == (0, 3, 2, 2, 2, 2)
    assert after.houses(1) == (5, 5, 5, 5, 5, 5)
    assert after.store(0) == 0


def test_oware_capture_two_and_three_chain_stops_at_movers_row():
    state = oware([0, 0, 0, 0, 0, 3], 0, [1, 1, 2, 4, 0, 0], 0)
    after = play(state, 6)
    # 2, 2, 3 on north's houses 1-3: all captured, back to south's side where it stops.
    assert after.houses(1) == (0, 0, 0, 4, 0, 0)
    assert after.store(0) == 7
    assert after.current_player == 1


def test_oware_chain_stops_at_a_house_of_four():
    state = oware([0, 0, 0, 0, 0, 3], 0, [1, 3, 2, 4, 0, 0], 0)
    after = play(state, 6)
    assert after.houses(1) == (2, 4, 0, 4, 0, 0)
    assert after.store(0) == 3


def test_oware_no_capture_on_own_side_or_other_counts():
    state = oware([0, 0, 1, 1, 0, 0], 0, [4, 4, 4, 4, 4, 4], 0)
    after = play(state, 3)  # own house 4 becomes 2: no capture on one's own side
    assert after.houses(0) == (0, 0, 0, 2, 0, 0) and after.store(0) == 0
    state = oware([0, 0, 0, 0, 0, 1], 0, [4, 4, 4, 4, 4, 4], 0)
    after = play(state, 6)  # north's house becomes 5
    assert after.store(0) == 0


def test_oware_grand_slam_captures_nothing_by_default():
    state = oware([1, 0, 0, 0, 0, 3], 10, [1, 1, 2, 0, 0, 0], 0)
    assert HOUSES[5] in state.legal_moves()  # the move is legal
    after = play(state, 6)
    assert after.houses(1) == (2, 2, 3, 0, 0, 0)
    assert after.store(0) == 10
    assert after.current_player == 1


def test_oware_grand_slam_option_captures_and_ends():
    state = oware([0, 0, 0, 0, 0, 3], 10, [1, 1, 2, 0, 0, 0], 0, grand_slam_captures=True)
    after = play(state, 6)
    assert after.store(0) == 17
    # the opponent has nothing to play: the game ends.
    assert after.is_over() and after.outcome().reason == "no_seeds"


def test_oware_must_feed_an_empty_opponent():
    state = oware([3, 0, 0, 0, 2, 1], 20, [0] * 6, 22)
    assert [str(m) for m in state.legal_moves()] == ["5", "6"]
    assert not state.is_legal(HOUSES[0])
    state = oware([3, 1, 0, 0, 0, 0], 20, [0, 0, 0, 0, 0, 1], 22)
    assert [str(m) for m in state.legal_moves()] == ["1", "2"]


def test_oware_cannot_feed_ends_and_mover_takes_own_seeds():
    state = oware([0, 0, 0, 0, 0, 0], 23, [0, 0, 0, 0, 0, 1], 24, player=1)
    after = play(state, 6)  # south now holds one seed in house 1 and cannot feed north
    assert after.is_over()
    assert after.outcome().reason == "cannot_feed"
    assert after.scores() == (24.0, 24.0)
    assert after.outcome().is_draw  # 24-24 is a draw


def test_oware_cannot_feed_win():
    state = oware([0, 0, 0, 0, 0, 0], 22, [0, 0, 0, 0, 1, 1], 24, player=1)
    after = play(state, 6)  # north's last house: one seed to south's house 1
    assert after.current_player == 0  # north still has a seed, no feeding needed
    after = play(after, 1)
    assert after.current_player == 1
    state = oware([1, 0, 0, 0, 0, 0], 22, [0, 0, 0, 0, 0, 0], 25, player=0)
    assert state.legal_moves() == ()  # hand-built: cannot feed from the start


def test_oware_majority_ends_the_game():
    state = oware([0, 0, 0, 0, 0, 2], 22, [1, 2, 0, 0, 0, 3], 18)
    after = play(state, 6)  # north 1->2 and 2->3: captures 5
    assert after.store(0) == 27
    assert after.is_over() and after.outcome().winners == (0,)
    assert after.outcome().reason == "normal"


def test_oware_draw_24_24_by_capture():
    state = oware([0, 0, 0, 0, 0, 1], 22, [1, 0, 0, 0, 0, 0], 24, grand_slam_captures=True)
    after = play(state, 6)
    assert after.scores() == (24.0, 24.0)
    assert after.is_over() and after.outcome().is_draw


def test_oware_repetition_ends_and_each_takes_own_side():
    start = oware([0, 0, 0, 0, 0, 1], 20, [0, 0, 0, 0, 0, 1], 26 - 1)
    assert sum(start.board) == 48 - 1
    # Seeds only move forward: a position comes back after full laps.  Follow a game
    # where both players play their only move until the position repeats.
    lay = layout(OWARE, 6, 4)
    state = MancalaState.from_board(lay, board([0, 0, 0, 1, 0, 0], 23, [0, 0, 0, 1, 0, 0], 23))
    seen = [(state.current_player, state.board)]
    for _ in range(200):
        if state.is_over():
            break
        state = state.apply(state.legal_moves()[0])
        seen.append((state.current_player, state.board))
    assert state.is_over()
    assert state.outcome().reason == "repetition"
    # the position before the sweep had been seen before, and each took their own seeds
    assert state.houses(0) == (0,) * 6 and state.houses(1) == (0,) * 6
    assert sum(state.board) == 48


def test_oware_repetition_hand_built_history():
    lay = layout(OWARE, 6, 4)
    x = board([0, 0, 0, 0, 1, 1], 22, [0, 0, 1, 0, 0, 0], 23)
    y = board([0, 0, 0, 0, 1, 0], 22, [1, 0, 1, 0, 0, 0], 23)
    state = MancalaState.from_board(lay, x, 0, frozenset({(0, tuple(x)), (1, tuple(y))}))
    after = play(state, 6)
    assert after.is_over() and after.outcome().reason == "repetition"
    assert after.scores() == (23.0, 25.0)
    # the same position with another player to move is not a repetition
    state = MancalaState.from_board(lay, x, 0, frozenset({(0, tuple(x)), (0, tuple(y))}))
    assert not play(state, 6).is_over()


def test_oware_history_is_reset_by_captures_and_saved():
    state = oware([0, 0, 0, 0, 0, 3], 0, [1, 1, 2, 4, 0, 0], 0)
    assert len(state.history) == 1
    after = play(state, 6)  # a capture
    assert after.history == frozenset({(1, after.board)})
    quiet = play(after, 4)
    assert len(quiet.history) == 2
    data = quiet.to_json()
    assert [1, list(after.board)] in data["history"]


# --- Congkak -------------------------------------------------------------------------


def test_congkak_start():
    state = CongkakGame().new_state()
    assert state.n == 7 and state.houses(0) == (7,) * 7 and sum(state.board) == 98
    state = CongkakGame().new_state({"houses": 5})
    assert state.houses(1) == (5,) * 5 and sum(state.board) == 50


def test_congkak_extra_turn_in_own_store():
    state = congkak([1, 1, 1, 2, 1], 0, [5] * 5, 0)
    after = play(state, 4)  # 2 seeds: house 5, then the store
    assert after.current_player == 0 and after.store(0) == 1


def test_congkak_relay_sowing():
    state = congkak([0, 0, 2, 0, 3], 0, [1, 1, 0, 1, 1], 0)
    trace: list = []
    b = list(state.board)
    sow(b, state.lay, 0, 2, trace)
    after = play(state, 3)
    # house 3's two seeds: house 4, house 5 (3 -> 4, relay): lift 4 seeds: store,
    # north 1, north 2, north 3 (empty): the turn ends there.
    assert after.houses(0) == (0, 0, 0, 1, 0)
    assert after.store(0) == 1
    assert after.houses(1) == (2, 2, 1, 1, 1)
    assert after.current_player == 1
    assert list(after.board) == b
    assert [e for e in trace if e[0] == LIFT] == [(LIFT, 2), (LIFT, 4)]
    assert len([e for e in trace if e[0] == DROP]) == 2 + 4


def test_congkak_relay_then_empty_opponent_house():
    state = congkak([1, 0, 0, 1, 1], 0, [0, 0, 0, 0, 0], 0)
    after = play(state, 4)  # house 5 (1 -> 2): lift 2: store, north 1 empty: ends
    assert after.store(0) == 1 and after.houses(1) == (1, 0, 0, 0, 0)
    assert sum(after.board) == 3


def test_congkak_capture_even_if_opposite_empty_by_default():
    state = congkak([1, 0, 0, 0, 4], 0, [1, 1, 1, 0, 1], 0)
    after = play(state, 1)  # the seed lands in empty house 2; opposite (north 4) empty
    assert after.houses(0) == (0, 0, 0, 0, 4)
    assert after.store(0) == 1
    assert after.current_player == 1


def test_congkak_capture_with_seeds_opposite():
    state = congkak([1, 0, 0, 0, 4], 0, [1, 1, 1, 6, 1], 0)
    after = play(state, 1)
    assert after.store(0) == 7 and after.houses(1) == (1, 1, 1, 0, 1)


def test_congkak_kalah_style_capture_option():
    state = congkak([1, 0, 0, 0, 4], 0, [1, 1, 1, 0, 1], 0, capture_empty=False)
    after = play(state, 1)
    assert after.houses(0) == (0, 1, 0, 0, 4) and after.store(0) == 0
    state = congkak([1, 0, 0, 0, 4], 0, [1, 1, 1, 6, 1], 0, capture_empty=False)
    assert play(state, 1).store(0) == 7


def test_congkak_last_seed_in_empty_opponent_house_ends_turn():
    state = congkak([1, 0, 0, 0, 2], 0, [0, 3, 3, 3, 3], 0)
    after = play(state, 5)
    assert after.store(0) == 1 and after.houses(1) == (1, 3, 3, 3, 3)
    assert after.current_player == 1


def test_congkak_opponent_store_skipped():
    state = congkak([0, 0, 0, 0, 8], 0, [0, 0, 0, 0, 0], 10)
    after = play(state, 5)
    # store, north 1-5, north's store skipped, south 1 and 2 (empty: capture of the
    # opposite house, north 4)
    assert after.store(1) == 10
    assert after.houses(1) == (1, 1, 1, 0, 1)
    assert after.store(0) == 1 + 1 + 1  # the lone seed of house 2 and north 4's seed


def test_congkak_single_round_ends_with_sweep():
    state = congkak([0, 0, 0, 0, 1], 20, [1, 2, 3, 4, 5], 14)
    after = play(state, 5)
    assert after.is_over() and after.scores() == (21.0, 29.0)


def test_congkak_rounds_burn_houses_and_loser_starts():
    # south ends the round with 12 seeds, north with 38: south fills 2 houses.
    state = congkak([0, 0, 0, 0, 1], 11, [1, 2, 3, 4, 5], 23, rounds=True)
    after = play(state, 5)
    assert not after.is_over()
    assert after.round == 2
    assert after.round_winners == (1,)
    assert after.current_player == 0  # the loser starts
    # houses are filled from the one next to the store: south's houses 5 and 4
    assert after.houses(0) == (0, 0, 0, 5, 5) and after.store(0) == 2
    assert after.houses(1) == (5, 5, 5, 5, 5) and after.store(1) == 38 - 25
    assert after.burnt == (0, 1, 2)
    assert [str(m) for m in after.legal_moves()] == ["4", "5"]
    # burnt houses are skipped by all sowing
    north = after.apply(HOUSES[4])  # south 5: store, north 1-4 (4 gets 6: relay)...
    for pos in after.burnt:
        assert north.board[pos] == 0
    assert sum(north.board) == 50


def test_congkak_burnt_house_skipped_when_sowing_round():
    lay = layout(CONGKAK, 5, 5, capture_empty=True, rounds=True, round_limit=25,
                 burnt=frozenset({0, 1}))
    state = MancalaState.from_board(lay, board([0, 0, 1, 1, 1], 0, [0, 0, 0, 0, 7], 40), 1)
    after = play(state, 5)  # north 5: store, then south 3, 4, 5, (0 and 1 burnt)...
    assert after.board[0] == 0 and after.board[1] == 0
    assert sum(after.board) == 50
    assert after.burnt == (0, 1)


def test_congkak_player_who_cannot_fill_a_house_loses_the_match():
    state = congkak([0, 0, 0, 0, 1], 3, [1, 2, 3, 4, 5], 31, rounds=True)
    after = play(state, 5)
    assert after.is_over()
    assert after.outcome().reason == "match"
    assert after.outcome().winners == (1,)
    assert after.scores() == (4.0, 46.0)


def test_congkak_round_limit_ends_the_match():
    state = congkak([0, 0, 0, 0, 1], 11, [1, 2, 3, 4, 5], 23, rounds=True, limit=2)
    after = play(state, 5)
    assert after.round == 2
    # play until round 2 ends
    while not after.is_over():
        after = after.apply(after.legal_moves()[0])
    assert after.outcome().reason in ("round_limit", "match")
    assert len(after.round_winners) == 2


def test_congkak_drawn_round_other_player_starts():
    state = congkak([0, 0, 0, 0, 1], 24, [0, 0, 0, 0, 0], 25, rounds=True)
    after = play(state, 5)
    assert after.round_winners == (-1,)
    assert after.current_player == 1  # the player who did not start round 1


@pytest.mark.parametrize("text", ["0", "10", "a", "", "1 2", "-1"])
def test_parse_move_refuses_nonsense(text):
    with pytest.raises(InvalidMoveError):
        KalahGame().parse_move(text)


def test_parse_move_reads_notation():
    assert KalahGame().parse_move("6") is HOUSES[5]
    assert CongkakGame().parse_move("9") is HOUSES[8]
    with pytest.raises(InvalidMoveError):
        KalahGame().parse_move("7")
    assert repr(HOUSES[2]) == "House(2)"
