"""The board's geometry: one polygon per territory, computed from the centres, and
where the map and the panel lie in the widget (:class:`BoardLayout`).

Each territory is the Voronoi cell of its centre inside the land (:data:`LAND`, a
rounded rectangle a little larger than the playing area), further clipped to a
rounded disc around the centre so the outer coast and the lakes of the board
appear where centres are far apart.  Every edge of a cell knows what lies beyond
it: another territory (its number) or water/outside (0).  The map drawn is
:data:`MAP`: the land with a strip of sea all round, inside the frame.

>>> cells = territory_cells()
>>> len(cells), cells[1].territory
(61, 1)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from PySide6.QtCore import QPointF, QRectF

from ..rules.board import BOARD_HEIGHT, BOARD_WIDTH, CENTRES, NEIGHBOURS

__all__ = ["BoardLayout", "Cell", "inside_polygon", "territory_cells", "nearest_territory",
           "shared_edges", "unlinked_neighbours", "links_without_border", "RADIUS", "LAND",
           "MAP", "FRAME", "land_outline", "step_towards"]

RADIUS = 118.0
"""How far a territory reaches from its centre at most (board units)."""
_SIDES = 28

LAND: tuple[float, float, float, float] = (-6.0, -12.0, BOARD_WIDTH + 22.0, BOARD_HEIGHT + 8.0)
"""The land's bounds ``(left, top, right, bottom)`` in board units: the playing area
and room for the pieces of the territories on its edges."""
_LAND_CORNER = 30.0
FRAME = 7.0
"""The width of the map's wooden frame (board units)."""
_SEA = 12.0
MAP: tuple[float, float, float, float] = (LAND[0] - _SEA - FRAME, LAND[1] - _SEA - FRAME,
                                          LAND[2] + _SEA + FRAME, LAND[3] + _SEA + FRAME)
"""The whole map ``(left, top, right, bottom)``: the land, a strip of sea all round
and the frame."""

Point = tuple[float, float]


@dataclass(frozen=True)
class Cell:
    """The polygon of one territory."""

    territory: int
    points: tuple[Point, ...]
    """Vertices in order."""
    beyond: tuple[int, ...]
    """For the edge from ``points[k]`` to ``points[k + 1]``: the territory beyond, or 0."""


def _clip(points: list[Point], tags: list[int], a: float, b: float, c: float,
          tag: int) -> tuple[list[Point], list[int]]:
    """Keep the part of the polygon where ``a*x + b*y <= c`` (Sutherland-Hodgman)."""
    out: list[Point] = []
    out_tags: list[int] = []
    n = len(points)
    for k in range(n):
        p, q, t = points[k], points[(k + 1) % n], tags[k]
        fp = a * p[0] + b * p[1] - c
        fq = a * q[0] + b * q[1] - c
        if fp <= 0:
            out.append(p)
            out_tags.append(t)
            if fq > 0:
                s = fp / (fp - fq)
                out.append((p[0] + s * (q[0] - p[0]), p[1] + s * (q[1] - p[1])))
                out_tags.append(tag)
        elif fq <= 0:
            s = fp / (fp - fq)
            out.append((p[0] + s * (q[0] - p[0]), p[1] + s * (q[1] - p[1])))
            out_tags.append(t)
    return out, out_tags


@lru_cache(maxsize=1)
def territory_cells() -> tuple[Cell, ...]:
    """Every territory's cell, indexed by territory number (index 0: an empty cell)."""
    cells = [Cell(0, (), ())]
    count = len(CENTRES)
    for i in range(1, count):
        cx, cy = CENTRES[i]
        points: list[Point] = list(land_outline())
        tags = [0] * len(points)
        for j in range(1, count):
            if j == i:
                continue
            ox, oy = CENTRES[j]
            a, b = ox - cx, oy - cy
            c = a * (cx + ox) / 2 + b * (cy + oy) / 2
            points, tags = _clip(points, tags, a, b, c, j)
        for k in range(_SIDES):
            angle = 2 * math.pi * (k + 0.5) / _SIDES
            a, b = math.cos(angle), math.sin(angle)
            points, tags = _clip(points, tags, a, b, a * cx + b * cy + RADIUS, 0)
        cells.append(Cell(i, tuple(points), tuple(tags)))
    return tuple(cells)


@lru_cache(maxsize=1)
def land_outline() -> tuple[Point, ...]:
    """The coast of :data:`LAND`: a convex polygon, a rectangle with rounded corners."""
    left, top, right, bottom = LAND
    r = _LAND_CORNER
    corners = ((right - r, bottom - r, 0), (left + r, bottom - r, 90),
               (left + r, top + r, 180), (right - r, top + r, 270))
    points = []
    for x, y, start in corners:
        for k in range(7):
            angle = math.radians(start + 15 * k)
            points.append((x + r * math.cos(angle), y + r * math.sin(angle)))
    return tuple(points)


def nearest_territory(x: float, y: float) -> int:
    """The territory whose cell holds the board point (x, y), or 0 for water."""
    best, best_d = 0, RADIUS * RADIUS
    for t in range(1, len(CENTRES)):
        cx, cy = CENTRES[t]
        d = (x - cx) ** 2 + (y - cy) ** 2
        if d < best_d:
            best, best_d = t, d
    if best and not (LAND[0] <= x <= LAND[2] and LAND[1] <= y <= LAND[3]):
        return 0
    if best and not inside_polygon(territory_cells()[best].points, x, y):
        return 0
    return best


def inside_polygon(points: Sequence[Point], x: float, y: float) -> bool:
    """Whether the point (*x*, *y*) lies inside the polygon *points* (even-odd rule)."""
    inside = False
    n = len(points)
    for k in range(n):
        (x1, y1), (x2, y2) = points[k], points[(k + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


@lru_cache(maxsize=1)
def shared_edges() -> tuple[tuple[int, int, Point, Point], ...]:
    """Every edge between two territories once: ``(a, b, p, q)`` with a < b."""
    edges = []
    for cell in territory_cells()[1:]:
        n = len(cell.points)
        for k, other in enumerate(cell.beyond):
            if other > cell.territory:
                edges.append((cell.territory, other, cell.points[k], cell.points[(k + 1) % n]))
    return tuple(edges)


def unlinked_neighbours() -> set[frozenset[int]]:
    """Pairs of cells that touch on the drawing but are not linked on the map (rivers)."""
    return {frozenset((a, b)) for a, b, _, _ in shared_edges() if b not in NEIGHBOURS[a]}


def links_without_border() -> set[frozenset[int]]:
    """Linked pairs whose cells do not touch on the drawing (drawn as fords)."""
    touching = {frozenset((a, b)) for a, b, _, _ in shared_edges()}
    return {frozenset((a, n)) for a in range(1, len(NEIGHBOURS)) for n in NEIGHBOURS[a]
            if frozenset((a, n)) not in touching}


@cache
def step_towards(territory: int, dx: int, dy: int) -> int:
    """The territory an arrow key leads to from *territory* in the direction (dx, dy)
    (one of them 0, the other ±1): the nearest centre that way, a sideways offset
    counting one and a half times (*territory* itself when none lies that way).
    Every territory can be reached from every other this way (tested).

    >>> step_towards(1, 1, 0), step_towards(1, 0, 1)
    (3, 4)
    """
    x, y = CENTRES[territory]
    best: tuple[float, int] | None = None
    for other in range(1, len(CENTRES)):
        if other == territory:
            continue
        vx, vy = CENTRES[other][0] - x, CENTRES[other][1] - y
        along = vx * dx + vy * dy
        across = abs(vx * dy - vy * dx)
        if along <= 0 or across > along * 2.5:
            continue
        score = along + 1.5 * across
        if best is None or score < best[0]:
            best = (score, other)
    return territory if best is None else best[1]


_MAP_WIDTH = MAP[2] - MAP[0]
_MAP_HEIGHT = MAP[3] - MAP[1]


class BoardLayout:
    """Where the map and the panel lie in a widget of *width* × *height* pixels, and
    the conversions between widget pixels and board units.

    >>> layout = BoardLayout(1024.0, 640.0)
    >>> layout.territory_at(layout.to_widget(*CENTRES[7]))
    7
    """

    def __init__(self, width: float, height: float) -> None:
        panel_w = max(190.0, min(300.0, width * 0.25))
        margin = max(6.0, min(width, height) * 0.015)
        avail = QRectF(margin, margin, width - panel_w - 3 * margin, height - 2 * margin)
        scale = min(avail.width() / _MAP_WIDTH, avail.height() / _MAP_HEIGHT)
        mw, mh = _MAP_WIDTH * scale, _MAP_HEIGHT * scale
        self.map_rect = QRectF(avail.x() + (avail.width() - mw) / 2,
                               avail.y() + (avail.height() - mh) / 2, mw, mh)
        """The map with its frame, in widget pixels."""
        self.panel = QRectF(width - panel_w - margin, margin, panel_w, height - 2 * margin)
        """The panel beside the map (epoch, scores, the player's clan)."""
        self.scale = self.map_rect.width() / _MAP_WIDTH
        """Widget pixels per board unit."""

    def to_board(self, pos: QPointF) -> tuple[float, float] | None:
        """The board point under the widget point *pos* (None: off the map)."""
        if not self.map_rect.contains(pos):
            return None
        return ((pos.x() - self.map_rect.x()) / self.scale + MAP[0],
                (pos.y() - self.map_rect.y()) / self.scale + MAP[1])

    def to_widget(self, x: float, y: float) -> QPointF:
        """The widget point of the board point (*x*, *y*)."""
        return QPointF(self.map_rect.x() + (x - MAP[0]) * self.scale,
                       self.map_rect.y() + (y - MAP[1]) * self.scale)

    def territory_at(self, pos: QPointF) -> int:
        """The territory under the widget point *pos*, or 0."""
        point = self.to_board(pos)
        return nearest_territory(*point) if point else 0

    def reveal_button(self) -> QRectF:
        """The "hold to reveal" button at the foot of the panel."""
        panel = self.panel
        return QRectF(panel.x() + 10, panel.bottom() - panel.height() * 0.1 - 6,
                      panel.width() - 20, panel.height() * 0.1)
