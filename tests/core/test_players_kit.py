"""The conformance kit's check of what a game registers for its computer player
(:func:`ludotheque.core.player_checks.check_players`): good knowledge and players pass, and each
broken hook is reported."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from ludotheque_mancala.rules.game import KalahGame
from ludotheque_testgames.highcard import HighCardGame
from ludotheque_testgames.pig import PigGame, PigState

from ludotheque.core import (
    ComputerPlayer,
    ConformanceError,
    GameKnowledge,
    Outcome,
    State,
    check_players,
)

KNOWLEDGE = ("evaluate", "rollout", "playout", "order_moves", "move_scores")


def check(game: Any, fields: dict[str, Any], game_id: str | None = None, **options: Any) -> Any:
    """check_players with *fields* split as a plugin registers them: the game's
    knowledge, and its computer player's levels and search parameters."""
    game_id = game_id or game.id
    knowledge = GameKnowledge(game_id, **{k: v for k, v in fields.items() if k in KNOWLEDGE})
    search = {k: v for k, v in fields.items() if k not in KNOWLEDGE and k != "levels"}
    computer = ComputerPlayer(game_id, levels=fields.get("levels"), search=search)
    return check_players(game, knowledge, computer, **options)


def _evaluate(state: State, player: int) -> float:
    scores = state.scores()
    total = sum(scores)
    return 0.5 if total == 0 else scores[player] / total


def _order(state: State, moves: Sequence[Any]) -> list[Any]:
    return sorted(moves, key=str, reverse=True)


def _scores(state: State, moves: Sequence[Any]) -> list[float]:
    ranks = {move: rank for rank, move in enumerate(sorted(moves, key=str))}
    return [float(ranks[move]) for move in moves]


def _rollout(state: State, rng: random.Random) -> Any:
    moves = state.legal_moves()
    return moves[rng.randrange(len(moves))]


def _playout(state: State, rng: random.Random) -> Outcome:
    while not state.is_over():
        state = state.apply(state.sample_chance(rng) if state.is_chance else _rollout(state, rng))
    outcome = state.outcome()
    assert outcome is not None
    return outcome


GOOD = {"evaluate": _evaluate, "order_moves": _order, "move_scores": _scores,
        "rollout": _rollout, "playout": _playout, "widening": 1.5, "exploration": 0.5,
        "margin": 0.5, "expand_after": 4, "expand_from": 1000, "rollout_depth": 3,
        "minimax": 0.5, "levels": (20, 100, 500, 8000)}


@pytest.mark.parametrize("game", [KalahGame(), PigGame(), HighCardGame()],
                         ids=lambda game: game.id)
def test_good_knowledge_and_players_pass(game: Any) -> None:
    report = check(game, GOOD, playouts=1, search_iterations=20)
    assert report.playouts == game.max_players - game.min_players + 1


def _too_high(state: State, player: int) -> float:
    return 1.5


def _not_legal(state: State, rng: random.Random) -> Any:
    return "no such move"


def _drops_one(state: State, moves: Sequence[Any]) -> list[Any]:
    return list(moves)[1:]


def _by_count(state: State, moves: Sequence[Any]) -> list[Any]:
    ranked = list(moves)
    random.Random(len(ranked)).shuffle(ranked)  # depends on which moves it is given
    return ranked


def _scores_backwards(state: State, moves: Sequence[Any]) -> list[float]:
    return [-score for score in _scores(state, moves)]


def _too_few_scores(state: State, moves: Sequence[Any]) -> list[float]:
    return _scores(state, moves)[1:]


def _three_players(state: State, rng: random.Random) -> Outcome:
    return Outcome((1.0, 2.0, 3.0), (2,))


def _seeded_elsewhere(state: State, rng: random.Random) -> Outcome:
    return _playout(state, random.Random())  # ignores the seed it is given


@pytest.mark.parametrize(("game", "fields", "expected"), [
    (KalahGame(), {"evaluate": _too_high}, "outside [0, 1]"),
    (KalahGame(), {"rollout": _not_legal}, "not a legal move"),
    (KalahGame(), {"order_moves": _drops_one}, "each once"),
    (KalahGame(), {"order_moves": _by_count}, "orders a part of the moves otherwise"),
    (KalahGame(), {"order_moves": _order, "move_scores": _scores_backwards},
     "order the moves differently"),
    (KalahGame(), {"move_scores": _too_few_scores}, "one finite number per move"),
    (PigGame(), {"playout": _three_players}, "does not fit 2 players"),
    (PigGame(), {"playout": _seeded_elsewhere}, "another outcome for the same seed"),
    (KalahGame(), {"margin": 2.0}, "'margin' of 'kalah', 2.0, is out of range"),
    (KalahGame(), {"rollout_depth": 2.5}, "'rollout_depth' of 'kalah' must be a whole number"),
    (KalahGame(), {"exploration": -1.0}, "must be a finite number of at least 0"),
    (KalahGame(), {"minimax": 1.5, "evaluate": _evaluate},
     "'minimax' of 'kalah', 1.5, is out of range"),
    (KalahGame(), {"minimax": 0.5}, "minimax is set without an evaluate"),
    (KalahGame(), {"depth_of_thought": 3}, "'depth_of_thought' is unknown to the host's search"),
    (KalahGame(), {"levels": (20, 100, 500)}, "must be 4 increasing whole numbers"),
    (KalahGame(), {"levels": [20, 100, 500, 800]}, "must be 4 increasing"),
    (KalahGame(), {"levels": (0, 100, 500, 800)}, "at least 1"),
    (KalahGame(), {"levels": (20, 100.0, 500, 800)}, "whole numbers"),
    (KalahGame(), {"levels": (20, 500, 500, 800)}, "must be 4 increasing"),
    (KalahGame(), {"evaluate": lambda state, player: 0.5}, "does not pickle"),
], ids=lambda value: value if isinstance(value, str) else None)
def test_broken_knowledge_or_players_are_reported(game: Any, fields: dict[str, Any],
                                        expected: str) -> None:
    with pytest.raises(ConformanceError, match=expected.replace("[", r"\[").replace(
            "]", r"\]").replace(".", r"\.")):
        check(game, fields, playouts=1, search_iterations=0)


def test_a_hook_that_raises_is_reported_with_where() -> None:
    def _boom(state: State, player: int) -> float:
        raise RuntimeError("no evaluation today")

    with pytest.raises(ConformanceError, match=r"2 players, seed 0: raised RuntimeError: no "
                                               r"evaluation today"):
        check(KalahGame(), {"evaluate": _boom}, playouts=1)


def test_knowledge_of_another_game_is_reported() -> None:
    with pytest.raises(ConformanceError, match="game_id is 'oware', not 'kalah'"):
        check(KalahGame(), {}, game_id="oware", playouts=1)


def test_the_search_is_checked_with_the_knowledge(monkeypatch: pytest.MonkeyPatch) -> None:
    from ludotheque.core import search

    monkeypatch.setattr(search.SearchPlayer, "choose", lambda self, view, rng: "pass")
    with pytest.raises(ConformanceError, match="a search with this knowledge chose 'pass'"):
        check(PigGame(), {"rollout": _pig_hold}, playouts=1)


class _AlwaysHold:
    def choose(self, view: State, rng: random.Random) -> Any:
        return "hold"


def _own_player(level: str, knowledge: Any) -> Any:
    return _AlwaysHold()


def test_a_game_s_own_player_is_checked_at_every_level() -> None:
    with pytest.raises(ConformanceError, match="own player at beginner chose 'hold'"):
        check_players(PigGame(), None, ComputerPlayer("pig", factory=_own_player), playouts=1)


class _KnowledgeRollout:
    """A player that plays what its game's knowledge's rollout picks."""

    def __init__(self, knowledge: GameKnowledge) -> None:
        self.knowledge = knowledge

    def choose(self, view: State, rng: random.Random) -> Any:
        return self.knowledge.rollout(view, rng)


def _player_of_knowledge(level: str, knowledge: Any) -> Any:
    if knowledge is None:
        raise ValueError("made without the game's knowledge")
    return _KnowledgeRollout(knowledge)


def test_a_game_s_own_player_is_made_with_its_knowledge_as_the_host_makes_it() -> None:
    game = PigGame()
    report = check_players(game, GameKnowledge("pig", rollout=_pig_hold),
                           ComputerPlayer("pig", factory=_player_of_knowledge), playouts=1)
    assert report.playouts == game.max_players - game.min_players + 1  # one per count


def _pig_hold(state: State, rng: random.Random) -> Any:
    assert isinstance(state, PigState)
    return "hold" if state.pending >= 12 else "roll"
