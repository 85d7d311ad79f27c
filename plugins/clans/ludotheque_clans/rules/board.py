"""The Clans board and the fixed tables of the game, read from ``clans_map.txt``.

Territories are numbered 1 to 60 as on the published board; every per-territory
table has 61 entries and index 0 is unused, so a territory's number is its index.

>>> len(TERRITORIES), LINK_COUNT
(60, 135)
>>> NEIGHBOURS[1]
(2, 3, 4)
>>> TERRAIN_NAMES[TERRAIN[5]], REGION[5]
('forest', 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

from ludotheque.core import QT_TRANSLATE_NOOP, TrText

__all__ = [
    "COLOURS", "COLOUR_NAMES", "COLOUR_LETTERS", "COLOUR_LABELS",
    "TERRAINS", "TERRAIN_NAMES", "TERRAIN_LABELS", "FOREST", "MOUNTAIN", "STEPPE", "GRASSLAND",
    "TERRITORIES", "REGIONS", "REGION", "TERRAIN", "CENTRES", "NEIGHBOURS", "LINK_COUNT",
    "REGION_TERRITORIES", "Territory", "Epoch", "EPOCHS", "epoch_of", "MAX_VILLAGES",
    "HUTS_PER_COLOUR", "BOARD_WIDTH", "BOARD_HEIGHT", "load_map",
]

COLOURS = 5
"""Number of clans: red, yellow, blue, green, white (indices 0 to 4)."""
COLOUR_NAMES = ("red", "yellow", "blue", "green", "white")
COLOUR_LETTERS = "RYBGW"
COLOUR_LABELS: tuple[TrText, ...] = (
    QT_TRANSLATE_NOOP("clans", "red"),
    QT_TRANSLATE_NOOP("clans", "yellow"),
    QT_TRANSLATE_NOOP("clans", "blue"),
    QT_TRANSLATE_NOOP("clans", "green"),
    QT_TRANSLATE_NOOP("clans", "white"),
)

FOREST, MOUNTAIN, STEPPE, GRASSLAND = 0, 1, 2, 3
TERRAINS = 4
TERRAIN_NAMES = ("forest", "mountain", "steppe", "grassland")
TERRAIN_LABELS: tuple[TrText, ...] = (
    QT_TRANSLATE_NOOP("clans", "forest"),
    QT_TRANSLATE_NOOP("clans", "mountain"),
    QT_TRANSLATE_NOOP("clans", "steppe"),
    QT_TRANSLATE_NOOP("clans", "grassland"),
)

MAX_VILLAGES = 12
"""The game ends when the 12th village is founded."""
HUTS_PER_COLOUR = 12
BOARD_WIDTH, BOARD_HEIGHT = 1010.0, 800.0
"""The playing area of the centres' coordinates."""


@dataclass(frozen=True, slots=True)
class Territory:
    """One territory of the map file."""

    id: int
    """Its number, 1 to 60."""
    terrain: int
    """FOREST, MOUNTAIN, STEPPE or GRASSLAND."""
    region: int
    """Its region, 1 to 12."""
    centre: tuple[float, float]
    """Approximate centre on a 1200x800 board (playing area x < 1010)."""
    neighbours: tuple[int, ...]
    """The adjacent territories, in increasing order."""


def load_map(text: str | None = None) -> tuple[Territory, ...]:
    """Parse the map file (the packaged one by default) and check its consistency.

    :raises ValueError: when a line is malformed or a link is listed at one end only.
    """
    if text is None:
        text = resources.files(__package__).joinpath("clans_map.txt").read_text("utf-8")
    territories: list[Territory] = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        head, sep, tail = line.partition(":")
        fields = head.split()
        if not sep or len(fields) != 5:
            raise ValueError(f"clans map line {number}: {line!r}")
        ident, terrain, region, cx, cy = fields
        territories.append(Territory(
            int(ident), TERRAIN_NAMES.index(terrain), int(region), (float(cx), float(cy)),
            tuple(sorted(int(n) for n in tail.split()))))
    by_id = {t.id: t for t in territories}
    if sorted(by_id) != list(range(1, len(territories) + 1)):
        raise ValueError("clans map: territories must be numbered 1..n")
    for t in territories:
        for n in t.neighbours:
            if n not in by_id or t.id not in by_id[n].neighbours or n == t.id:
                raise ValueError(f"clans map: link {t.id}-{n} is not symmetric")
    return tuple(territories)


TERRITORIES: tuple[Territory, ...] = load_map()
REGIONS = 12
TERRAIN: tuple[int, ...] = (-1,) + tuple(t.terrain for t in TERRITORIES)
REGION: tuple[int, ...] = (0,) + tuple(t.region for t in TERRITORIES)
CENTRES: tuple[tuple[float, float], ...] = ((0.0, 0.0),) + tuple(t.centre for t in TERRITORIES)
NEIGHBOURS: tuple[tuple[int, ...], ...] = ((),) + tuple(t.neighbours for t in TERRITORIES)
LINK_COUNT = sum(len(n) for n in NEIGHBOURS) // 2
REGION_TERRITORIES: tuple[tuple[int, ...], ...] = ((),) + tuple(
    tuple(t.id for t in TERRITORIES if t.region == r) for r in range(1, REGIONS + 1))


@dataclass(frozen=True, slots=True)
class Epoch:
    """One row of the epoch table."""

    number: int
    """1 to 5 (written I to V)."""
    first: int
    """Number of the first village founded in this epoch."""
    last: int
    """Number of the last village founded in this epoch."""
    bonus_terrain: int | None
    """The terrain earning the bonus; None: every terrain (epoch V)."""
    bonus: int
    destroying_terrain: int | None
    """The terrain where villages are destroyed; None: no terrain."""

    @property
    def roman(self) -> str:
        return "I II III IV V".split()[self.number - 1]

    def has_bonus(self, terrain: int) -> bool:
        return self.bonus_terrain is None or self.bonus_terrain == terrain


EPOCHS: tuple[Epoch, ...] = (
    Epoch(1, 1, 4, FOREST, 1, MOUNTAIN),
    Epoch(2, 5, 7, MOUNTAIN, 2, GRASSLAND),
    Epoch(3, 8, 9, STEPPE, 3, FOREST),
    Epoch(4, 10, 11, GRASSLAND, 4, STEPPE),
    Epoch(5, 12, 12, None, 5, None),
)

_EPOCH_OF_VILLAGE = (EPOCHS[0],) + tuple(
    next(e for e in EPOCHS if e.first <= k <= e.last) for k in range(1, MAX_VILLAGES + 1))


def epoch_of(village_number: int) -> Epoch:
    """The epoch in which the village of this number (1 to 12) is founded.

    >>> epoch_of(4).roman, epoch_of(5).roman, epoch_of(12).bonus
    ('I', 'II', 5)
    """
    return _EPOCH_OF_VILLAGE[min(max(village_number, 1), MAX_VILLAGES)]
