"""Golden playthroughs of Kanzé: seeded random games kept under ``golden/``, played
again move by move, so that any change to the rules shows up as a difference.

The variant files turn every rule-changing option away from its default: a low
troop cap (recruits chosen cell by cell), no distant neutral moves, distant
attacks, and a short turn limit (the game decided by cells owned).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ludotheque_kanze.rules import KanzeGame

from ludotheque.core import check_playthrough

GOLDEN = Path(__file__).parent / "golden"

VARIANT = {"troop_cap": 9, "distant_neutral": False, "distant_attack": True, "turn_limit": 20}
"""Every option that changes the rules, away from its default."""


@pytest.mark.parametrize("seed", [1, 2])
def test_golden_playthrough(seed: int) -> None:
    check_playthrough(KanzeGame(), GOLDEN / f"kanze-{seed}.txt", seed=seed)


@pytest.mark.parametrize("seed", [1, 6])
def test_golden_playthrough_of_the_variant(seed: int) -> None:
    check_playthrough(KanzeGame(), GOLDEN / f"kanze-variant-{seed}.txt", seed=seed,
                      options=VARIANT)
