"""Golden playthroughs of Clod and RoyalClod: seeded games kept in ``golden/`` and
played again, so that any change to the rules shows up as a difference.

The tie option decides a tie of largest groups, so the seeds include games that end
in one: seed 21 of Clod is won by black under the default rule (the next groups
decide) and by white under the original rule; seed 53 of RoyalClod ends tied too.
Regenerate with ``LUDOTHEQUE_UPDATE_GOLDEN=1`` after a deliberate change to the
rules, and read the difference before committing it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ludotheque_clod.rules import TIE_WHITE, ClodGame, RoyalClodGame

from ludotheque.core import check_playthrough

GOLDEN = Path(__file__).parent / "golden"
ORIGINAL_TIE = {"tie_rule": TIE_WHITE}
ROYAL_STEPS = 1000
"""Enough steps for a RoyalClod game (216 stones, their rolls and the rolls again)."""


@pytest.mark.parametrize("seed", [1, 21])
def test_clod_golden_playthrough(seed):
    check_playthrough(ClodGame(), GOLDEN / f"clod-{seed}.txt", seed=seed)


@pytest.mark.parametrize("seed", [13, 21])
def test_clod_original_tie_rule_golden_playthrough(seed):
    check_playthrough(ClodGame(), GOLDEN / f"clod-tie-white-{seed}.txt", seed=seed,
                      options=ORIGINAL_TIE)


def test_royal_clod_golden_playthrough():
    check_playthrough(RoyalClodGame(), GOLDEN / "royal_clod-1.txt", seed=1,
                      max_steps=ROYAL_STEPS)


def test_royal_clod_original_tie_rule_golden_playthrough():
    check_playthrough(RoyalClodGame(), GOLDEN / "royal_clod-tie-white-53.txt", seed=53,
                      options=ORIGINAL_TIE, max_steps=ROYAL_STEPS)
