"""Every worked example of the Kalah, Oware and Congkak rules documents, replayed.

One test per example of the "Examples" section of ``docs/<game>.en.md`` (and its
French twin), named ``test_example_<game>_<n>`` for the *n*-th example; its
docstring quotes the example's first words.  The host test
``tests/test_rules_examples.py`` checks that every example has its test.

Positions are built with the game's default options (the layout of
``Game().new_state()``) and :meth:`MancalaState.from_board`; moves are played with
:meth:`MancalaState.play`, which refuses an illegal move.
"""

from __future__ import annotations

from ludotheque_mancala.rules import HOUSES, CongkakGame, KalahGame, MancalaState, OwareGame
from ludotheque_mancala.rules.engine import DROP, LIFT, sow

SOUTH, NORTH = 0, 1


def setup(game, south: list[int], south_store: int, north: list[int], north_store: int,
          player: int = SOUTH) -> MancalaState:
    """A position of *game* with its default options: each side's houses in sowing
    order (house 1 first), then its store."""
    lay = game.new_state().lay
    board = [*south, south_store, *north, north_store]
    assert sum(board) == lay.total, "a position of the default seed count"
    return MancalaState.from_board(lay, board, player)


def play(state: MancalaState, house: int) -> MancalaState:
    """The mover plays their house number *house* (1 = farthest from their store)."""
    return state.play(HOUSES[house - 1])


def path(state: MancalaState, house: int) -> list[tuple[str, int]]:
    """The sowing of *house* by the player to move, as (LIFT/DROP, board index)."""
    trace: list = []
    sow(list(state.board), state.lay, state.current_player,
        state.position_of(state.current_player, HOUSES[house - 1]), trace)
    return trace


# --- Kalah ---------------------------------------------------------------------------


def test_example_kalah_1():
    """"At the start, playing your third house (4 seeds) drops one seed in houses 4,
    5, 6 and the last in your store: you move again." """
    start = KalahGame().new_state()
    assert start.houses(SOUTH)[2] == 4
    after = play(start, 3)
    assert after.houses(SOUTH) == (4, 4, 0, 5, 5, 5)   # one seed in houses 4, 5, 6
    assert after.store(SOUTH) == 1                      # the last in your store
    assert after.houses(NORTH) == (4,) * 6
    assert after.current_player == SOUTH                # you move again


def test_example_kalah_2():
    """"Your house 1 holds 1 seed, house 2 is empty and the house facing it holds 5.
    Playing house 1 ends in house 2: you capture 5 + 1 = 6 seeds." """
    state = setup(KalahGame(), [1, 0, 3, 4, 2, 6], 10, [3, 2, 4, 1, 5, 4], 3)
    lay = state.lay
    facing = 2 * lay.n - state.position_of(SOUTH, HOUSES[1])
    assert state.board[facing] == 5 and facing == lay.bases[NORTH] + 4  # north's house 5
    drops = [event for event in path(state, 1) if event[0] == DROP]
    assert drops == [(DROP, state.position_of(SOUTH, HOUSES[1]))]   # ends in house 2
    after = play(state, 1)
    assert after.store(SOUTH) == 10 + 5 + 1             # 6 seeds captured
    assert after.houses(SOUTH) == (0, 0, 3, 4, 2, 6)
    assert after.houses(NORTH) == (3, 2, 4, 1, 0, 4)
    assert after.current_player == NORTH


# --- Oware ---------------------------------------------------------------------------


def test_example_oware_1():
    """"North's houses 1, 2, 3 hold 1, 1 and 2 seeds and North has seeds elsewhere.
    Your house 6 holds 3: they become 2, 2 and 3 and you capture all 7." """
    state = setup(OwareGame(), [4, 3, 2, 5, 1, 3], 6, [1, 1, 2, 4, 6, 3], 7)
    assert [event for event in path(state, 6) if event[0] == DROP] == [
        (DROP, state.lay.bases[NORTH] + i) for i in range(3)]   # North's houses 1, 2, 3
    assert tuple(seeds + 1 for seeds in state.houses(NORTH)[:3]) == (2, 2, 3)
    after = play(state, 6)
    assert after.store(SOUTH) == 6 + 7                  # you capture all 7
    assert after.houses(NORTH) == (0, 0, 0, 4, 6, 3)
    assert after.houses(SOUTH) == (4, 3, 2, 5, 1, 0)
    assert after.current_player == NORTH


def test_example_oware_2():
    """"Same position but North's house 2 holds 3: it becomes 4, so only house 3's 3
    seeds are captured — the chain stops at the 4." """
    state = setup(OwareGame(), [4, 3, 2, 5, 1, 3], 6, [1, 3, 2, 4, 6, 3], 5)
    after = play(state, 6)
    assert after.houses(NORTH) == (2, 4, 0, 4, 6, 3)    # 2 and 4 stay: the chain stops
    assert after.store(SOUTH) == 6 + 3                  # only house 3's 3 seeds
    assert after.current_player == NORTH


# --- Congkak -------------------------------------------------------------------------


def test_example_congkak_1():
    """"With the default 7 houses, your house 5 holds 2 seeds and house 7 holds 3.
    Playing house 5 drops seeds in houses 6 and 7; house 7 now holds 4, so you lift
    them and sow on: your store, then your opponent's houses 1, 2, 3. If their house
    3 was empty, your turn ends." """
    game = CongkakGame()
    assert game.new_state().n == 7                      # the default
    state = setup(game, [1, 0, 4, 2, 2, 1, 3], 34, [2, 5, 0, 3, 1, 0, 6], 34)
    lay = state.lay
    house = [lay.bases[SOUTH] + i for i in range(7)]
    theirs = [lay.bases[NORTH] + i for i in range(7)]
    assert path(state, 5) == [
        (LIFT, house[4]), (DROP, house[5]), (DROP, house[6]),      # houses 6 and 7
        (LIFT, house[6]),                                          # 4 seeds lifted
        (DROP, lay.stores[SOUTH]), (DROP, theirs[0]), (DROP, theirs[1]), (DROP, theirs[2]),
    ]
    after = play(state, 5)
    assert after.houses(SOUTH) == (1, 0, 4, 2, 0, 2, 0)
    assert after.store(SOUTH) == 35
    assert after.houses(NORTH) == (3, 6, 1, 3, 1, 0, 6)
    assert after.store(NORTH) == 34
    assert after.current_player == NORTH                # your turn ends
