"""Golden playthroughs of Kalah, Oware and Congkak: seeded games kept in
``golden/``, played again move by move, so that any change to the rules shows up
as a difference (regenerate with ``LUDOTHEQUE_UPDATE_GOLDEN=1`` after a
deliberate change, and read the difference before committing it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from ludotheque_mancala.rules.game import CongkakGame, KalahGame, MancalaGame, OwareGame

from ludotheque.core import check_playthrough

GOLDEN = Path(__file__).parent / "golden"

CASES: list[tuple[str, type[MancalaGame], dict[str, Any]]] = [
    ("kalah", KalahGame, {}),
    ("kalah-6-empty", KalahGame, {"seeds": 6, "empty_capture": True}),
    ("oware", OwareGame, {}),
    ("oware-5-slam", OwareGame, {"seeds": 5, "grand_slam": "capture"}),
    ("congkak", CongkakGame, {}),
    ("congkak-5-kalah-rounds", CongkakGame,
     {"houses": 5, "capture": "kalah", "rounds": True, "round_limit": 4}),
]
"""(file stem, game, options): the defaults, and options that change the rules."""


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize(("stem", "game", "options"), CASES, ids=[c[0] for c in CASES])
def test_golden_playthrough(stem: str, game: type[MancalaGame], options: dict[str, Any],
                            seed: int) -> None:
    check_playthrough(game(), GOLDEN / f"{stem}-{seed}.txt", seed=seed, options=options)
