"""Inference of the secret colours from the moves: the public history, the beliefs,
the determinisation that draws from them, and that no secret is read."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from ludotheque_clans.rules.board import COLOURS, MAX_VILLAGES, NEIGHBOURS, TERRAIN, epoch_of
from ludotheque_clans.rules.game import ClansGame
from ludotheque_clans.rules.inference import WEIGHTS, Beliefs, log_likelihoods
from ludotheque_clans.rules.state import ClansState, score_village

from ludotheque.core.model import CHANCE
from ludotheque.core.search import Budget, SearchPlayer


class Hidden:
    """Stands for another player's colour: any use of it fails the test."""

    def _fail(self, *_: Any) -> Any:
        raise AssertionError("the computer player read another player's colour")

    __eq__ = __lt__ = __gt__ = __hash__ = __bool__ = __int__ = __index__ = __str__ = _fail
    __repr__ = __iter__ = __len__ = __getattr__ = _fail  # type: ignore[assignment]


def _dealt(players: int, colours: tuple[int, ...], seed: int) -> ClansState:
    """A game after the deal of *colours* and a random setup."""
    rng = random.Random(seed)
    state = ClansGame().new_state(players=players)
    state = state.apply(next(m for m in state.legal_moves() if m.colours == colours))
    while state.is_chance:
        state = state.apply(state.sample_chance(rng))
    return state


def _prospects(state: ClansState, colour: int, rival: int) -> int:
    """Brute force: what the villages founded so far and those ready to be founded
    (an occupied territory with one occupied neighbour) pay *colour* less *rival*."""
    total = 2 * (state.colour_scores[colour] - state.colour_scores[rival])
    number = len(state.villages) + 1
    if number > MAX_VILLAGES:
        return total
    for t in range(1, len(NEIGHBOURS)):
        if not state.totals[t] or state.is_village(t):
            continue
        if sum(1 for u in NEIGHBOURS[t] if state.totals[u]) == 1:
            kept, value = score_village(state.huts[t], TERRAIN[t], epoch_of(number),
                                        state.official_strife)
            total += (value if kept[colour] else 0) - (value if kept[rival] else 0)
    return total


def _greedy(state: ClansState, rng: random.Random, colour: int, rival: int) -> Any:
    """The move that best serves *colour* against *rival* one move ahead."""
    moves = state.legal_moves()
    values = [_prospects(state.apply(m), colour, rival) for m in moves]
    best = max(values)
    choices = [m for m, v in zip(moves, values) if v == best]
    return choices[rng.randrange(len(choices))]


def _played(players: int, colours: tuple[int, ...], moves: int, seed: int,
            greedy: tuple[int, ...]) -> ClansState:
    """*moves* moves: the players of *greedy* play for their colour against the next
    player's (:func:`_greedy`), the others at random."""
    rng = random.Random(seed)
    state = _dealt(players, colours, seed)
    for _ in range(moves):
        if state.is_over():
            break
        player = state.current_player
        if player in greedy:
            move = _greedy(state, rng, colours[player], colours[(player + 1) % players])
        else:
            options = state.legal_moves()
            move = options[rng.randrange(len(options))]
        state = state.apply(move)
    return state


def test_the_history_is_public_and_replays_to_the_position() -> None:
    state = _played(2, (0, 3), 20, 1, (0, 1))
    assert state.origin is not None and state.history is not None
    again = _dealt(2, (0, 3), 1)
    for move in state.history.moves():
        again = again.apply(move)
    assert again.to_json() == state.to_json()
    view = state.view(0)
    assert view.history is state.history and view.colours == (0, None)
    assert state.replace().history is None  # a hand-built position has none


@pytest.mark.parametrize("colour", [0, 1, 3, 4])
def test_a_player_who_played_for_a_colour_is_believed_to_hold_it(colour: int) -> None:
    # Player 1 plays for its colour for 20 moves; player 0 (blue) plays at random.
    for seed in (5, 6):
        state = _played(2, (2, colour), 40, seed, (1,))
        odds = Beliefs(state.view(0), 0).colour_odds(1)
        assert odds[2] == 0.0
        assert max(range(COLOURS), key=odds.__getitem__) == colour, (seed, odds)
        assert odds[colour] > 0.5, (seed, odds)


def test_three_players_each_believed_to_hold_their_colour() -> None:
    state = _played(3, (0, 4, 1), 45, 3, (1, 2))
    beliefs = Beliefs(state.view(0), 0)
    assert beliefs.colour_odds(1).index(max(beliefs.colour_odds(1))) == 4
    assert beliefs.colour_odds(2).index(max(beliefs.colour_odds(2))) == 1


def test_random_moves_say_little() -> None:
    state = _played(2, (2, 0), 40, 5, ())
    odds = Beliefs(state.view(0), 0).colour_odds(1)
    assert max(odds) < 0.75


def test_beliefs_read_only_the_public_history_and_the_own_colour() -> None:
    state = _played(2, (1, 3), 30, 2, (0, 1))
    view = state.view(0)
    trap = view.replace(colours=(1, Hidden()), origin=view.origin, history=view.history)
    beliefs = Beliefs(trap, 0)
    assert beliefs.probabilities == Beliefs(state, 0).probabilities
    assert abs(sum(beliefs.probabilities) - 1.0) < 1e-9
    world = trap.determinise(0, random.Random(3))
    assert world.colours[0] == 1 and world.colours[1] in (0, 2, 3, 4)
    # The search decides from that view without touching the hidden colour.
    move = SearchPlayer(Budget(60)).choose(trap, random.Random(1))
    assert move in state.legal_moves()
    from ludotheque_clans.plugin import ludotheque_register_knowledge, ludotheque_register_players

    from ludotheque.core.search import SearchConfig

    knowledge: list[Any] = []
    players: list[Any] = []
    ludotheque_register_knowledge(knowledge.append)
    ludotheque_register_players(players.append)
    config = SearchConfig.of(knowledge[0], players[0])
    move = SearchPlayer(Budget(60), config).choose(trap, random.Random(1))
    assert move in state.legal_moves()


def test_the_memo_gives_what_a_fresh_derivation_gives() -> None:
    state = _played(3, (0, 2, 4), 25, 4, (0, 1, 2))
    table = log_likelihoods(state)
    fresh = log_likelihoods(state, tuple(WEIGHTS))  # another weights object: no memo
    assert table == fresh
    assert state.history is not None and state.history.memo is not None


@pytest.mark.parametrize("players", [2, 3, 5])
def test_determinisation_follows_the_beliefs_and_stays_consistent(players: int) -> None:
    colours = (4, 0, 1, 2, 3)[:players]
    state = _played(players, colours, 30, players, tuple(range(players)))
    player = 1
    view = state.view(player)
    beliefs = Beliefs(view, player)
    rng = random.Random(8)
    draws = Counter()
    for _ in range(2000):
        world = view.determinise(player, rng)
        assert world.colours[player] == colours[player]
        assert len(set(world.colours)) == players and None not in world.colours
        assert world.view(player).to_json() == view.to_json()
        draws[world.colours] += 1
    assert len(draws) > 1  # the other colours really vary
    for assignment, probability in zip(beliefs.assignments, beliefs.probabilities):
        assert abs(draws[assignment] / 2000 - probability) < 0.05


def test_without_history_the_colours_are_uniform() -> None:
    state = _played(2, (0, 1), 30, 7, (1,))
    plain = state.replace().view(0)
    rng = random.Random(2)
    draws = Counter(plain.determinise(0, rng).colours[1] for _ in range(4000))
    assert set(draws) == {1, 2, 3, 4}
    assert all(abs(n / 4000 - 0.25) < 0.03 for n in draws.values())
    assert state.current_player != CHANCE
