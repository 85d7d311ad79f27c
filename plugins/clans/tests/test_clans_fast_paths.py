"""The search's fast paths against the reference rules.

The computer player's worlds are :class:`PlayoutState` positions, which keep their
legal migrations and occupied neighbours up to date move by move; here random games
(every variant, 2 to 5 players) are played through them and through the reference
:class:`ClansState` side by side, and every position must be the same.  The
heuristics look only at the migrations that found villages: their gains, order
and rollout move are checked against the definitions written out plainly below,
and the rollout policy must pick the same move with the same draws of its
generator.
"""

from __future__ import annotations

import pickle
import random

import pytest
from ludotheque_clans.rules.board import NEIGHBOURS
from ludotheque_clans.rules.game import ClansGame
from ludotheque_clans.rules.heuristics import _village_gain, move_gains, order_moves, rollout
from ludotheque_clans.rules.moves import FOUNDS, MIGRATIONS, Found, Migration
from ludotheque_clans.rules.playout import PlayoutState
from ludotheque_clans.rules.state import ClansState

from ludotheque.core.model import CHANCE

GAMES = 16
_VARIANTS = [{}, {"movement": "official"}, {"strife": "official"},
             {"movement": "official", "strife": "official"}]


# --- the plain definitions ------------------------------------------------------------


def plain_founded(state: ClansState, move: Migration) -> list[int]:
    """The territories a migration leaves with no occupied neighbour, in order."""
    totals = list(state.totals)
    totals[move.target] += totals[move.source]
    totals[move.source] = 0
    return [t for t in NEIGHBOURS[move.source]
            if totals[t] and not state.mask >> t & 1
            and not any(totals[u] for u in NEIGHBOURS[t])]


def plain_move_gains(state, moves):
    me = state.current_player
    colours = state.colours
    mine = colours[me] if colours is not None and 0 <= me < state.num_players else None
    if colours is None or mine is None:
        return [0.0] * len(moves)
    rivals = [c for p, c in enumerate(colours) if p != me and c is not None]
    totals = state.totals
    huts = state.huts
    strife = state.official_strife
    number = len(state.villages) + 1
    if state.pending:
        return [_village_gain(huts[m.territory], m.territory, number, strife, mine, rivals)
                if type(m) is Found else 0.0 for m in moves]
    gains = []
    for move in moves:
        source, target = move.source, move.target
        lonely = [t for t in NEIGHBOURS[source] if totals[t]
                  and not any(totals[u] for u in NEIGHBOURS[t] if u != source)]
        gain = 0.0
        k = number
        for t in lonely:
            h = huts[t]
            if t == target:
                a = huts[source]
                h = (h[0] + a[0], h[1] + a[1], h[2] + a[2], h[3] + a[3], h[4] + a[4])
            gain += _village_gain(h, t, k, strife, mine, rivals)
            k += 1
        gains.append(gain)
    return gains


def plain_rollout(state, rng):
    moves = state.legal_moves()
    if state.current_player == CHANCE:
        return moves[rng.randrange(len(moves))]
    if len(moves) == 1 or rng.random() < 0.15:
        return moves[rng.randrange(len(moves))]
    gains = plain_move_gains(state, moves)
    best = max(gains)
    if best > 0:
        choices = [m for m, g in zip(moves, gains) if g == best]
        return choices[rng.randrange(len(choices))]
    quiet = [m for m, g in zip(moves, gains) if g == 0]
    if quiet:
        return quiet[rng.randrange(len(quiet))]
    choices = [m for m, g in zip(moves, gains) if g == best]
    return choices[rng.randrange(len(choices))]


def plain_order(state, moves):
    gains = plain_move_gains(state, moves)
    return [moves[i] for i in sorted(range(len(moves)), key=lambda i: -gains[i])]


# --- the checks -----------------------------------------------------------------------


def _positions(games: int, policy=None, fast=False):
    """Every position after the setup of *games* random games (with *policy*'s moves
    when given; as :class:`PlayoutState` positions when *fast*), with the move played
    from it (None at the end)."""
    game = ClansGame()
    for index in range(games):
        rng = random.Random(index)
        state = game.new_state(_VARIANTS[index % 4], players=2 + index % 4)
        while state.is_chance:
            state = state.apply(state.sample_chance(rng))
        if fast:
            state = PlayoutState.of(state)
        while not state.is_over():
            moves = state.legal_moves()
            move = policy(state, rng) if policy else moves[rng.randrange(len(moves))]
            yield state, move
            state = state.apply(move)
        yield state, None


_FIELDS = ("num_players", "official_movement", "official_strife", "colours", "setup_done",
           "huts", "totals", "villages", "values", "mask", "pending", "ignored", "turn",
           "colour_scores", "founders", "removed", "over", "origin", "history")


def _same(fast: ClansState, plain: ClansState) -> None:
    assert type(fast) is PlayoutState and type(plain) is ClansState
    assert fast.to_json() == plain.to_json()
    assert fast.totals == plain.totals and fast.mask == plain.mask
    assert fast.current_player == plain.current_player
    assert fast.legal_moves() == plain.legal_moves()
    assert fast.migration_groups() == plain.migration_groups()
    assert fast.founding_sources() == plain.founding_sources()
    assert fast.outcome() == plain.outcome()
    assert fast.history is not None and plain.history is not None
    assert fast.history.moves() == plain.history.moves()


def test_playout_states_play_as_the_reference_move_by_move():
    """Games of the rollout policy and random games, played on both side by side."""
    positions = pending = 0
    for policy in (rollout, None):
        for plain, move in _positions(40, policy):
            if move is None:
                continue
            fast = PlayoutState.of(plain).apply(move)
            _same(fast, plain.apply(move))
            positions += 1
            pending += bool(fast.pending)
    assert positions > 2000 and pending > 10


def _crowding(state, rng):
    """Mostly the move that makes the biggest stack: crowded territories, whose moves
    depend on their neighbours' huts under the official movement rule, come soon."""
    moves = state.legal_moves()
    if rng.random() < 0.3 or type(moves[0]) is not Migration:
        return moves[rng.randrange(len(moves))]
    return max(moves, key=lambda m: (state.totals[m.source] + state.totals[m.target],
                                     rng.random()))


@pytest.mark.parametrize("policy", [rollout, _crowding])
def test_whole_games_on_the_fast_path_stay_the_reference_games(policy):
    crowded = 0
    for fast, move in _positions(12, policy, fast=True):
        crowded += fast.official_movement and max(fast.totals) >= 7
        plain = ClansState(**{name: getattr(fast, name) for name in _FIELDS})
        if move is not None:
            _same(fast.apply(move), plain.apply(move))
    assert crowded > 20 or policy is rollout


def test_the_search_plays_on_the_fast_path():
    state = next(s for s, _ in _positions(1) if s.history is not None)
    world = state.view(0).determinise(0, random.Random(1))
    assert type(world) is PlayoutState and world.colours[0] == state.colours[0]
    assert world.legal_moves() == state.legal_moves()
    again = world.determinise(0, random.Random(2))
    assert type(again) is PlayoutState and again.to_json()["huts"] == state.to_json()["huts"]


def test_founding_sources_are_the_moves_that_found():
    for fast in (False, True):
        for state, _move in _positions(40, fast=fast):
            if state.over or state.pending:
                continue
            sources = state.founding_sources()
            for m in state.legal_moves():
                assert sources.get(m.source, []) == plain_founded(state, m)


def test_gains_order_and_rollout_match_the_plain_definitions():
    """Every position of random games, each seat's colours: the same gains, order
    and rollout move, and the generator left in the same state (every branch of the
    policy is met: gains, quiet moves beside founding moves of gain 0, only founding
    moves)."""
    branches = set()
    draw = random.Random(99)
    for state, _ in _positions(GAMES, rollout, fast=True):
        if state.over:
            continue
        moves = state.legal_moves()
        subset = [m for m in moves if draw.random() < 0.5] or list(moves[:1])
        for seat in {state.current_player, draw.randrange(state.num_players)}:
            # The position as each seat would be to move in it (another seat's colour).
            world = state if seat == state.current_player else state.replace(
                turn=seat, history=state.history, origin=state.origin)
            if world.current_player != seat:
                continue
            world_moves = world.legal_moves()
            gains = plain_move_gains(world, world_moves)
            assert move_gains(world, world_moves) == gains
            assert move_gains(world, subset) == plain_move_gains(world, subset)
            assert order_moves(world, world_moves) == plain_order(world, world_moves)
            assert order_moves(world, subset) == plain_order(world, subset)
            for seed in range(3):
                fast, plain = random.Random(seed), random.Random(seed)
                assert rollout(world, fast) == plain_rollout(world, plain)
                assert fast.getstate() == plain.getstate()
            best = max(gains)
            zeros = any(g == 0 and plain_founded(world, m) for m, g in zip(world_moves, gains)
                        if type(m) is Migration)
            branches.add("gain" if best > 0 else "zeros" if zeros else
                         "quiet" if 0 in gains else "losses")
    assert branches >= {"gain", "zeros", "quiet"}


def test_every_move_is_one_object():
    assert Migration(1, 3) is MIGRATIONS[1][3] and Found(7) is FOUNDS[7]
    assert pickle.loads(pickle.dumps(MIGRATIONS[1][3])) is MIGRATIONS[1][3]
    assert pickle.loads(pickle.dumps(FOUNDS[7])) is FOUNDS[7]
    assert Migration(99, 98) is Migration(99, 98) and Migration(1, 3) != Migration(3, 1)
    assert {MIGRATIONS[1][3]: 1}.get(Migration(1, 3)) == 1


def test_a_crowded_territory_may_move_once_its_neighbour_grows():
    """Official movement: 7 huts move only onto 7 or more, so a migration onto a
    neighbour of a crowded territory (not next to the source) gives it a move."""
    from clans_positions import huts, position

    crowded, target, source = next(
        (t, u, s) for t in range(1, 61) for u in NEIGHBOURS[t] for s in NEIGHBOURS[u]
        if s != t and s not in NEIGHBOURS[t])
    board = {t: huts(red=1) for t in range(1, 61)}
    board.update({crowded: huts(blue=7), target: huts(green=3), source: huts(white=4)})
    plain = position(board, official_movement=True)
    fast = PlayoutState.of(plain)
    assert Migration(crowded, target) not in fast.legal_moves()
    move = Migration(source, target)
    after = fast.apply(move)
    _same(after, plain.apply(move))
    assert Migration(crowded, target) in after.legal_moves()
