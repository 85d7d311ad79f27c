"""Arena matches (``ludotheque.core.arena``): rounds swap the seats on one seed, the
same dice for both orders, a solo game compares scores on one seed, the figures
(share, Wilson interval, Elo) are right, and parallel processes give the result of
one process."""

from __future__ import annotations

import math
import random

import pytest
from ludotheque_testgames import plugin as testgames_plugin
from ludotheque_testgames.pig import PigGame, PigState

from ludotheque.core import RandomPlayer
from ludotheque.core.arena import arena, contender, elo, ladder, play, wilson
from ludotheque.core.plugins.registry import PluginRegistry


def _testgames() -> PluginRegistry:
    registry = PluginRegistry()
    registry.register_object(testgames_plugin, "ludotheque-testgames")
    return registry


class Always:
    """Plays *move* whenever it is legal (else the first legal move)."""

    def __init__(self, move: str) -> None:
        self.move = move

    def choose(self, view, rng: random.Random):
        moves = list(view.legal_moves())
        return self.move if self.move in moves else moves[0]


def test_the_same_seed_deals_the_same_dice_whoever_plays(monkeypatch) -> None:
    rolls: list[object] = []
    original = PigState.sample_chance

    def recorded(self, rng):
        rolls.append(original(self, rng))
        return rolls[-1]

    monkeypatch.setattr(PigState, "sample_chance", recorded)
    play(PigGame(), [Always("roll"), RandomPlayer()], 7)
    bold = list(rolls)
    rolls.clear()
    play(PigGame(), [Always("hold"), Always("hold")], 7)
    careful = list(rolls)
    assert len(bold) > 5 and len(careful) > 5
    shared = min(len(bold), len(careful))
    assert bold[:shared] == careful[:shared]  # different play, the same dice in turn


def test_rounds_swap_the_seats_on_one_seed() -> None:
    result = arena("stones", "it20", "random", 6, registry=_testgames())
    assert result.games == 6 and len(result.rounds) == 3
    for index, played in enumerate(result.rounds):
        assert played.seed == 1000 + index
        assert [seat for seat, _, _ in played.games] == [0, 1]
    assert result.points == sum(p for r in result.rounds for _, p, _ in r.games)
    assert 0.0 <= result.share <= 1.0
    assert result.to_json()["games"] == 6


def test_a_search_beats_random_at_stones() -> None:
    result = arena("stones", "it200", "random", 20, registry=_testgames())
    low, _ = result.interval
    assert result.share > 0.5 and low > 0.5 and result.elo > 0


def test_same_players_same_seeds_same_result() -> None:
    one = arena("pig", "it20", "random", 4, registry=_testgames())
    two = arena("pig", "it20", "random", 4, registry=_testgames())
    assert one.to_json() == two.to_json()


def test_a_registry_built_by_hand_plays_in_this_process() -> None:
    """Other processes could not load games registered by hand: the rounds stay here."""
    alone = arena("stones", "it10", "random", 4, registry=_testgames())
    asked = arena("stones", "it10", "random", 4, jobs=2, registry=_testgames())
    assert asked.to_json() == alone.to_json()


def test_nobody_winning_is_an_equal_share() -> None:
    from ludotheque.core import Outcome
    from ludotheque.core.arena import points

    assert points(Outcome((1.0, 1.0, 1.0), ()), 0) == pytest.approx(1 / 3)
    assert points(Outcome((2.0, 1.0), (0,)), 1) == 0.0


@pytest.mark.slow
def test_processes_give_the_result_of_one_process() -> None:
    alone = arena("kalah", "it10", "random", 6)
    pooled = arena("kalah", "it10", "random", 6, jobs=2)
    assert pooled.to_json() == alone.to_json()


def test_solo_games_compare_scores_on_one_seed() -> None:
    result = arena("forts_and_ruins", "random", "random", 3)
    assert result.games == 3
    for played in result.rounds:
        (seat, won, (mine, theirs)), = played.games
        assert seat == 0 and won == 0.5 and mine == theirs  # the same player, the same dice


def test_figures() -> None:
    assert elo(0.5) == 0.0
    assert elo(0.75) == pytest.approx(190.85, abs=0.01)
    assert elo(1.0) == math.inf and elo(0.0) == -math.inf
    low, high = wilson(15, 20)
    assert low == pytest.approx(0.531, abs=0.001) and high == pytest.approx(0.888, abs=0.001)
    assert wilson(0, 0) == (0.0, 1.0)


def test_contender_names() -> None:
    assert isinstance(contender("random", None, None), RandomPlayer)
    assert contender("it30", None, None).budget.iterations == 30
    assert contender("beginner", None, None, scale=0.1).budget.iterations == 15
    for bad in ("it0", "itx", "master", ""):
        with pytest.raises(ValueError, match="unknown player"):
            contender(bad, None, None)


def test_ladder_climbs_every_level_at_a_scale() -> None:
    results = ladder("stones", 2, scale=0.02, registry=_testgames())
    assert [(r.first, r.second) for r in results] == [
        ("beginner", "random"), ("intermediate", "beginner"), ("strong", "intermediate"),
        ("expert", "strong")]
