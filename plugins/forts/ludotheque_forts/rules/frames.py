"""Replay frames: every turn seen twice, after the placement and after the evaluation.

The die is an explicit chance event, so the frame "after placement" is simply the
chance state that waits for the die (the new territory and the new forts shown),
and the frame "after evaluation" is the state after the die.  Any state holds the
list of its finished turns, so the frames of a whole game come from the last state
alone: a board that replays from the state it is shown can never show frames of
another game.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core import CHANCE

from .moves import Place, Roll, StartFort
from .state import FortsState, initial_state

__all__ = ["Frame", "START", "PLACED", "EVALUATED", "turn_frames", "game_frames"]

START = "start"
PLACED = "placed"
EVALUATED = "evaluated"


@dataclass(frozen=True)
class Frame:
    """One picture of the replay."""

    state: FortsState
    """The position shown."""
    kind: str
    """:data:`START`, :data:`PLACED` (die not rolled yet) or :data:`EVALUATED`."""
    turn: int
    """The turn it belongs to (0 for the start)."""


def turn_frames(state: FortsState, move: Place, die: int) -> tuple[FortsState, FortsState]:
    """The two frames of one turn played from *state*: after placing *move* (and
    building the new forts), then after the die showed *die* (weather, isolation).

    >>> from ludotheque_forts.rules.state import initial_state
    >>> placed, evaluated = turn_frames(initial_state(18, 9), Place(5, 4, 3), 3)
    >>> placed.is_chance, placed.at(5, 4), evaluated.at(5, 4)
    (True, 3, 11)
    """
    placed = state.apply(move)
    return placed, placed.apply(Roll(die))


def game_frames(state: FortsState) -> list[Frame]:
    """Every frame of the game that led to *state*, ending with *state* itself.

    The start (after the first fort stands), then for each finished turn the frame
    after placement and the one after evaluation; a state waiting for the die ends
    the list as the frame after placement of the turn in progress.
    """
    geo = state.geo
    if state.start is None:
        return [Frame(state, START, 0)]
    col, row = geo.cell(state.start)
    first = initial_state(geo.cols, geo.rows, state.adjacent, None).apply(StartFort(col, row))
    frames = [Frame(first, START, 0)]
    current = first
    for turn, (cell, value, die) in enumerate(state.turns_played(), start=1):
        col, row = geo.cell(cell)
        placed, current = turn_frames(current, Place(col, row, value), die)
        frames.append(Frame(placed, PLACED, turn))
        frames.append(Frame(current, EVALUATED, turn))
    if state.current_player == CHANCE and state.pending is not None:
        frames.append(Frame(state, PLACED, state.turns))
    else:  # the rebuilt last frame equals *state*: show the very object given
        last = frames[-1]
        frames[-1] = Frame(state, last.kind, last.turn)
    return frames
