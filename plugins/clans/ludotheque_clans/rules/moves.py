"""The moves of Clans, with their notation.

* :class:`Migration` ``"12-13"``: all huts of territory 12 move onto territory 13.
* :class:`Found` ``"village 23"``: the mover founds the pending village on 23 next.
* :class:`Deal` ``"deal RBW"`` (chance): the secret colours of players 1, 2, 3...
* :class:`Setup` ``"setup 3 RYBGW"`` (chance): the colours of the huts placed on the
  five territories of region 3, in increasing order of territory.

>>> parse_move("12-13")
Migration(source=12, target=13)
>>> str(parse_move("village 23"))
'village 23'
>>> parse_move("deal RBW")
Deal(colours=(0, 2, 4))
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ludotheque.core import InvalidMoveError

from .board import COLOUR_LETTERS, COLOURS, NEIGHBOURS, REGIONS

__all__ = ["Migration", "Found", "Deal", "Setup", "ClansMove", "parse_move", "MIGRATIONS",
           "FOUNDS"]


@dataclass(frozen=True, slots=True)
class Migration:
    """Move every hut of :attr:`source` onto the adjacent :attr:`target`.

    There is one object per pair (``Migration(1, 3) is Migration(1, 3)``), so a
    migration hashes by identity: the search looks every legal move up in its
    tree's tables at every node it visits, and a hash computed from the fields
    would build a tuple at each look-up.
    """

    source: int
    """The territory emptied (1 to 60)."""
    target: int
    """The adjacent, non-empty territory that receives the huts."""

    __hash__ = object.__hash__  # equal migrations are the same object (see __new__)

    def __new__(cls, source: int, target: int) -> Migration:
        key = (source, target)
        move = _MIGRATION_OBJECTS.get(key)
        if move is None:
            move = _MIGRATION_OBJECTS[key] = object.__new__(cls)
        return move

    def __reduce__(self) -> tuple[type[Migration], tuple[int, int]]:
        return Migration, (self.source, self.target)

    def __str__(self) -> str:
        return f"{self.source}-{self.target}"


@dataclass(frozen=True, slots=True)
class Found:
    """Found the pending village on :attr:`territory` now (when a move founds several).

    One object per territory, hashed by identity, like :class:`Migration`.
    """

    territory: int

    __hash__ = object.__hash__  # equal moves are the same object (see __new__)

    def __new__(cls, territory: int) -> Found:
        move = _FOUND_OBJECTS.get(territory)
        if move is None:
            move = _FOUND_OBJECTS[territory] = object.__new__(cls)
        return move

    def __reduce__(self) -> tuple[type[Found], tuple[int]]:
        return Found, (self.territory,)

    def __str__(self) -> str:
        return f"village {self.territory}"


_MIGRATION_OBJECTS: dict[tuple[int, int], Migration] = {}
"""The one :class:`Migration` of each pair (filled as they are made)."""
_FOUND_OBJECTS: dict[int, Found] = {}
"""The one :class:`Found` of each territory."""


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the secret colour of each player, in seat order."""

    colours: tuple[int, ...]

    def __str__(self) -> str:
        return "deal " + "".join(COLOUR_LETTERS[c] for c in self.colours)


@dataclass(frozen=True, slots=True)
class Setup:
    """Chance: the colours of the five huts placed in :attr:`region`."""

    region: int
    colours: tuple[int, ...]
    """Colour of the hut on each territory of the region, in increasing order."""

    def __str__(self) -> str:
        return f"setup {self.region} " + "".join(COLOUR_LETTERS[c] for c in self.colours)


ClansMove = Migration | Found | Deal | Setup

MIGRATIONS: tuple[dict[int, Migration], ...] = tuple(
    {target: Migration(source, target) for target in NEIGHBOURS[source]}
    for source in range(len(NEIGHBOURS)))
"""``MIGRATIONS[s][t]``: the one shared move object from *s* to *t* (no allocation)."""
FOUNDS: tuple[Found, ...] = tuple(Found(t) for t in range(len(NEIGHBOURS)))

_MIGRATION = re.compile(r"^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$")
_FOUND = re.compile(r"^\s*village\s+(\d{1,2})\s*$")
_DEAL = re.compile(r"^\s*deal\s+([RYBGW]{2,5})\s*$")
_SETUP = re.compile(r"^\s*setup\s+(\d{1,2})\s+([RYBGW]{5})\s*$")


def _colours(letters: str) -> tuple[int, ...]:
    return tuple(COLOUR_LETTERS.index(c) for c in letters)


def parse_move(text: str) -> ClansMove:
    """Read a move from its notation.

    :raises InvalidMoveError: when *text* is no Clans move.
    """
    if isinstance(text, str):
        match = _MIGRATION.match(text)
        if match:
            source, target = int(match[1]), int(match[2])
            if 1 <= source < len(NEIGHBOURS) and target in NEIGHBOURS[source]:
                return MIGRATIONS[source][target]
        match = _FOUND.match(text)
        if match and 1 <= int(match[1]) < len(NEIGHBOURS):
            return FOUNDS[int(match[1])]
        match = _DEAL.match(text)
        if match:
            colours = _colours(match[1])
            if len(set(colours)) == len(colours):
                return Deal(colours)
        match = _SETUP.match(text)
        if match:
            colours = _colours(match[2])
            if 1 <= int(match[1]) <= REGIONS and sorted(colours) == list(range(COLOURS)):
                return Setup(int(match[1]), colours)
    raise InvalidMoveError.for_text(text)
