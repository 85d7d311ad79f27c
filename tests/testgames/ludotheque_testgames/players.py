"""A computer player of a game's own (``ComputerPlayer.factory``), for the tests of
the computer player's process: it tells, through the move it picks, whether the
process it runs in has imported the host's plugin registry."""

from __future__ import annotations

import random
import sys
from typing import Any


class TellingPlayer:
    """Stones: ends its turn when it may and the plugin registry was never imported
    in this process; takes a stone otherwise."""

    def choose(self, view: Any, rng: random.Random) -> Any:
        moves = view.legal_moves()
        if "end" in moves and "ludotheque.core.plugins.registry" not in sys.modules:
            return "end"
        return "take"


def telling_player(level: str, knowledge: Any) -> TellingPlayer:
    return TellingPlayer()
