"""Every installed game, bundled or not, passes the conformance kit, so do the
computer-player heuristics registered for it, and no installed plugin failed to
load."""

from __future__ import annotations

import pytest

from ludotheque.core.player_checks import check_players
from ludotheque.core.plugins.registry import make_registry
from ludotheque.core.testing import check_game

REGISTRY = make_registry()
BUNDLED_GAMES = ("kalah", "oware", "congkak", "clod", "royal_clod", "clans", "kanze",
                 "forts_and_ruins")


def test_every_bundled_game_is_installed() -> None:
    assert set(BUNDLED_GAMES) <= set(REGISTRY.games)


def test_no_installed_plugin_failed() -> None:
    failed = {r.name: r.error for r in REGISTRY.failures}
    assert failed == {}


@pytest.mark.parametrize("game_id", sorted(REGISTRY.games))
def test_installed_game_conforms(game_id: str) -> None:
    info = REGISTRY.game(game_id)
    info.validate()
    report = check_game(info.game, playouts=2, check_all_moves_every=7)
    assert report.playouts >= 2


@pytest.mark.parametrize("game_id", sorted(REGISTRY.games))
def test_installed_game_has_rules_in_both_languages(game_id: str) -> None:
    info = REGISTRY.game(game_id)
    assert {"en", "fr"} <= set(info.rules)
    for path in info.rules.values():
        assert len(path.read_text(encoding="utf-8").split()) > 150


@pytest.mark.parametrize("game_id", sorted(REGISTRY.games))
def test_installed_computer_players_keep_their_contract(game_id: str) -> None:
    knowledge, computer = REGISTRY.players_for(game_id)
    if knowledge is None and computer is None:
        assert game_id not in BUNDLED_GAMES, f"{game_id} lost its computer player"
        pytest.skip(f"nothing registered for the computer player of {game_id}")
    game = REGISTRY.game(game_id).game
    report = check_players(game, knowledge, computer, playouts=1, every=3)
    assert report.playouts == game.max_players - game.min_players + 1
