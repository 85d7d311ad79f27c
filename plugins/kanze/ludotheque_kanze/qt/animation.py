"""What the last Kanzé move did, as the board animates and reports it.

A move of troops is shown in two phases: the troops travel from the source to
the destination over the position before the move, then the new position
appears with the battle's strengths and the cells that influence flipped.
Recruits show a "+1" rising over each cell that received one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QVariantAnimation

from ..rules.board import CELLS
from ..rules.moves import KanzeMove, MoveTroops, Pass, Recruit, RecruitAt
from ..rules.state import KanzeState

__all__ = ["MoveAnimation", "MoveEvent", "TRAVEL", "describe_event", "duration", "shown"]

TRAVEL = 0.4
"""The share of a troop move's animation spent travelling."""


@dataclass
class MoveEvent:
    """What the last move did, for the animation and the panel."""

    mover: int
    """The player who moved."""
    move: KanzeMove
    """The move."""
    before: KanzeState
    """The position it was played from."""
    battle: tuple[int, int] | None = None
    """The strengths of the attack and the defence, when the move attacked."""
    flips: list[int] = field(default_factory=list)
    """The cells that changed sides by influence."""
    recruits: list[int] = field(default_factory=list)
    """The cells that received a recruit."""
    deaths: list[int] = field(default_factory=list)
    """The players whose Representative died."""


def describe_event(before: KanzeState, move: object, after: KanzeState) -> MoveEvent | None:
    """What *move* did from *before* to *after* (None: not a Kanzé move)."""
    if not isinstance(move, (MoveTroops, Recruit, RecruitAt, Pass)):
        return None
    event = MoveEvent(before.mover, move, before)
    if isinstance(move, MoveTroops):
        battle = before.battle(move)
        if battle is not None:
            event.battle = (battle.attack, battle.defence)
    for cell in range(CELLS):
        old, new = before.owner[cell], after.owner[cell]
        if old >= 0 and new >= 0 and old != new and not (
                isinstance(move, MoveTroops) and cell == move.dst):
            event.flips.append(cell)
        elif old == new and after.troops[cell] > before.troops[cell] and isinstance(
                move, (Recruit, RecruitAt)):
            event.recruits.append(cell)
    event.deaths = [p for p in (0, 1) if before.reps[p] >= 0 and after.reps[p] < 0]
    return event


def duration(event: MoveEvent) -> int:
    """How long the animation of *event* lasts at normal speed, in milliseconds (0:
    nothing to animate)."""
    if isinstance(event.move, MoveTroops):
        return 450 + (650 if event.battle or event.flips else 250)
    if event.recruits or event.flips:
        return 700
    return 0


def shown(event: MoveEvent | None, state: KanzeState,
          progress: float | None) -> tuple[KanzeState, float]:
    """The position to draw at *progress* (0 to 1; None: no animation runs) of the
    animation of *event*, which led to *state*, and the progress within its phase."""
    if progress is None or event is None:
        return state, 1.0
    if isinstance(event.move, MoveTroops):
        if progress < TRAVEL:
            return event.before, progress / TRAVEL
        return state, (progress - TRAVEL) / (1 - TRAVEL)
    return state, progress


class MoveAnimation:
    """A running animation: :attr:`progress` goes from 0 to 1 in *milliseconds*;
    *frame* is called at each step and *finished* at the end (not after :meth:`stop`).
    """

    def __init__(self, parent: QObject, milliseconds: int, frame: Callable[[], None],
                 finished: Callable[[], None]) -> None:
        self.progress = 0.0
        """How far the animation has gone, from 0 to 1."""
        self._frame = frame
        self._timer = QVariantAnimation(parent)
        self._timer.setStartValue(0.0)
        self._timer.setEndValue(1.0)
        self._timer.setDuration(max(1, milliseconds))
        self._timer.valueChanged.connect(self._on_timer_value_changed)
        self._timer.finished.connect(finished)
        self._timer.start()

    def _on_timer_value_changed(self, value: Any) -> None:
        self.progress = float(value)
        self._frame()

    def stop(self) -> None:
        """Stop at once, silently."""
        self._timer.blockSignals(True)
        self._timer.stop()
        self._timer.deleteLater()
