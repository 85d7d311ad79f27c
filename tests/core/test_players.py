"""The computer player on every installed game, and on the command line."""

from __future__ import annotations

import json
import random
from functools import lru_cache
from typing import Any

import pytest

from ludotheque.core.cli import main as cli
from ludotheque.core.players import RandomPlayer, make_player
from ludotheque.core.plugins.registry import BUNDLED, PluginRegistry, make_registry
from ludotheque.core.search import Budget, SearchConfig, SearchPlayer

BUNDLED_GAMES = ("kalah", "oware", "congkak", "clod", "royal_clod", "clans", "kanze",
                 "forts_and_ruins")


@lru_cache(maxsize=1)
def registry() -> PluginRegistry:
    return make_registry()


def _installed(game_id: str) -> Any:
    """The game and its search configuration; every bundled game must load."""
    reg = registry()
    assert game_id in reg.games, f"{game_id} is not installed: {reg.plugins}"
    return reg.game(game_id).game, SearchConfig.of(*reg.players_for(game_id))


def _game_ids() -> list[str]:
    return sorted(BUNDLED_GAMES)


@pytest.mark.parametrize("game_id", _game_ids())
@pytest.mark.parametrize("generic", [False, True], ids=["heuristics", "generic"])
def test_plays_only_legal_moves_in_every_game(game_id: str, generic: bool) -> None:
    game, heuristics = _installed(game_id)
    if generic:
        heuristics = None
    rng = random.Random(11)
    players = game.min_players
    state = game.new_state(None, 11, players)
    ai = SearchPlayer(Budget(12, 0.4), heuristics, max_rollout=300)
    decisions, steps = 0, 0
    while not state.is_over() and decisions < 6 and steps < 400:
        steps += 1
        if state.is_chance:
            state = state.apply(state.sample_chance(rng))
            continue
        seat = state.current_player
        if seat == 0 or steps % 5 == 0:
            move = ai.choose(state.view(seat), rng)
            decisions += 1
        else:
            move = RandomPlayer().choose(state.view(seat), rng)
        assert move in state.legal_moves(), f"{game_id}: {move!r} is not legal"
        state = state.play(move)
    assert decisions > 0 or state.is_over()


def test_bundled_knowledge_and_players_are_registered_for_their_games() -> None:
    reg = registry()
    for records in (reg.knowledge, reg.computers):
        for game_id, record in records.items():
            assert record.game_id == game_id and game_id in reg.games
    for name in BUNDLED:
        assert reg.plugins[name].status == "ok", reg.plugins[name].error
    assert set(reg.knowledge) >= set(BUNDLED_GAMES)


def _cli_match(capsys: pytest.CaptureFixture[str], game_id: str, seats: list[str],
               seed: int) -> dict[str, Any]:
    argv = ["play", game_id, "--seed", str(seed), "--json"]
    for seat in seats:
        argv += ["--seat", seat]
    code = cli.main(argv, registry=registry())
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


@pytest.mark.parametrize("game_id", ["kalah", "clod"])
def test_cli_beginner_beats_random_clearly(game_id: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    _installed(game_id)
    wins, games = 0.0, 6
    for seed in range(games):
        data = _cli_match(capsys, game_id, ["ai:beginner", "random"], 100 + seed)
        winners = data["result"]["winners"]
        wins += 1.0 / len(winners) if 0 in winners else 0.0
    assert wins >= 5, f"ai:beginner won {wins} of {games} {game_id} games against random"


def test_make_player_accepts_cli_keywords() -> None:
    assert isinstance(make_player("random", None, None, seed=3), RandomPlayer)
    player = make_player("ai", "beginner", None, seed=3)
    assert isinstance(player, SearchPlayer)
