"""Golden playthroughs: seeded games of Forts and Ruins kept in ``golden/`` and
played again, so that any change to the rules shows up as a difference.

Regenerate after a deliberate change with ``LUDOTHEQUE_UPDATE_GOLDEN=1`` and read
the difference before committing it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from ludotheque_forts.rules import FortsGame

from ludotheque.core import check_playthrough

GOLDEN = Path(__file__).parent / "golden"

CASES = [
    ("default", {}, 1),
    ("default", {}, 2),
    # A territory only next to a living fort: the legal cells follow the forts,
    # and the game ends for want of room.
    ("next-to-fort", {"placement": "next_to_fort"}, 1),
    # The same on a small board, where forts get built.
    ("small-next-to-fort", {"columns": 6, "rows": 5, "placement": "next_to_fort"}, 3),
    # The first fort drawn by chance, on a narrow board.
    ("random-start", {"columns": 8, "rows": 6, "start": "random",
                      "placement": "next_to_fort"}, 7),
]


@pytest.mark.parametrize("name,options,seed", CASES,
                         ids=[f"{name}-{seed}" for name, _, seed in CASES])
def test_golden_playthrough(name: str, options: dict[str, Any], seed: int) -> None:
    check_playthrough(FortsGame(), GOLDEN / f"forts_and_ruins-{name}-{seed}.txt",
                      seed=seed, options=options)
