"""Golden playthroughs of Clans: seeded games written out step by step (chance
included), so that any change to the rules shows up as a difference.

Regenerate with ``LUDOTHEQUE_UPDATE_GOLDEN=1`` after a deliberate change to the
rules, and read the difference before committing it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from ludotheque_clans.rules.game import ClansGame

from ludotheque.core import check_playthrough

GOLDEN = Path(__file__).parent / "golden"

CASES: list[tuple[str, int, dict[str, Any], int]] = [
    ("2p", 2, {}, 1),
    ("5p", 5, {}, 3),
    ("3p-official-movement", 3, {"movement": "official"}, 4),
    ("4p-official-strife", 4, {"strife": "official"}, 5),
    ("2p-official-both", 2, {"movement": "official", "strife": "official"}, 6),
]


@pytest.mark.parametrize(("name", "players", "options", "seed"), CASES,
                         ids=[case[0] for case in CASES])
def test_golden_playthrough(name: str, players: int, options: dict[str, Any],
                            seed: int) -> None:
    check_playthrough(ClansGame(), GOLDEN / f"clans-{name}-seed{seed}.txt", seed=seed,
                      options=options, players=players)
