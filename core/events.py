"""What the host tells games and their boards about a match: who sits where
(:class:`SeatInfo`), and that a match finished (:class:`MatchFinished`, sent to
every plugin through the ``ludotheque_match_did_finish`` hook).

.. versionadded:: 2.0
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .model import Outcome, State

__all__ = ["LOADED", "MatchFinished", "ORIGINS", "PLAYED", "REPLAYED", "SeatInfo",
           "seat_infos"]

PLAYED, LOADED, REPLAYED = "played", "loaded", "replayed"
ORIGINS = (PLAYED, LOADED, REPLAYED)
"""How a finished match came to be shown: played to its end here, opened finished
from a file, or stepped through again to its end."""

DEFAULT_COLORS = ("#c0392b", "#2d6a8a", "#3d8b4f", "#b5791d", "#7d4f9e", "#4d5a66")
"""Seat colours for a game that declares none (``GameInfo.seat_colors``)."""


@dataclass(frozen=True)
class SeatInfo:
    """Who plays one seat, as a board or a plugin may know it."""

    index: int
    """The seat's number, from 0 (the player number of the rules)."""
    name: str
    """The name to show: the one given, else the host's default ("Player 2")."""
    kind: str
    """``"human"``, ``"ai"`` (the computer) or ``"random"``."""
    level: str | None
    """The computer's level (one of ``LEVELS``), None for other kinds."""
    color: str
    """The seat's colour in this game, ``#rrggbb`` (``GameInfo.seat_colors``)."""

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat (``kind == "human"``)."""
        return self.kind == "human"


def seat_infos(seats: Sequence[Any], names: Sequence[str],
               colors: Sequence[str] = ()) -> tuple[SeatInfo, ...]:
    """:class:`SeatInfo` values for a match's seats (``Seat`` objects), with the
    names to show and the game's colours (the default colours past their end)."""
    palette = tuple(colors) or DEFAULT_COLORS
    return tuple(
        SeatInfo(index, names[index], seat.kind, seat.level,
                 palette[index] if index < len(palette)
                 else DEFAULT_COLORS[index % len(DEFAULT_COLORS)])
        for index, seat in enumerate(seats))


@dataclass(frozen=True)
class MatchFinished:
    """A match reached its end (see the ``ludotheque_match_did_finish`` hook)."""

    game_id: str
    options: Mapping[str, Any]
    """The options the match was played with."""
    seats: tuple[SeatInfo, ...]
    outcome: Outcome
    """Scores, winners and how it ended (``"resigned"``: a player gave up)."""
    final_state: State
    """The last position (the full state: every secret is public at the end)."""
    origin: str
    """One of :data:`ORIGINS`: only :data:`PLAYED` is a new result."""
    steps: int
    """How many steps the match took, chance outcomes included."""
    seed: int
