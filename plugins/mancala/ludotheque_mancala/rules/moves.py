"""The one kind of mancala move: playing one of the mover's houses.

Notation: the house number on the mover's side, ``1`` to ``n``, counted in the
sowing direction, so ``1`` is the mover's house farthest from their store and
``n`` the one next to it.  In Kalah and Oware (counter-clockwise, store at the
right) that is from the mover's left to right; in Congkak (clockwise, store at
the left) from the mover's right to left.

>>> House(0)
House(0)
>>> str(HOUSES[5])
'6'
>>> parse_house("6", 6) is HOUSES[5]
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core import InvalidMoveError

__all__ = ["House", "HOUSES", "MAX_HOUSES", "parse_house"]

MAX_HOUSES = 9
"""The most houses per player of any rule set (Congkak with 9)."""


@dataclass(frozen=True, slots=True)
class House:
    """Play the mover's house *index* (0 = farthest from the mover's store)."""

    index: int
    """The house, from 0 to n - 1, counted in the sowing direction."""

    def __str__(self) -> str:
        return str(self.index + 1)

    def __repr__(self) -> str:
        return f"House({self.index})"


HOUSES = tuple(House(i) for i in range(MAX_HOUSES))
"""The moves, pre-built: ``HOUSES[i]`` plays house ``i``."""


def parse_house(text: str, houses: int) -> House:
    """Read a house number ``1`` to *houses*.

    :raises InvalidMoveError: for anything else.
    """
    word = text.strip() if isinstance(text, str) else ""
    if len(word) == 1 and word.isdigit() and 1 <= int(word) <= houses:
        return HOUSES[int(word) - 1]
    raise InvalidMoveError.for_text(text)
