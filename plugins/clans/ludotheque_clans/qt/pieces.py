"""Where the pieces of a territory are drawn (pure Python, board units).

A territory's huts stand in a stack of one or two rows around its *anchor* (its
centre, moved inwards on the edges of the map so that the biggest stack stays on
land); a village adds a palisade round it and, above, a flag with its number and a
badge with its value.  The territory's number has a place of its own
(:func:`label_rect`): inside its cell, clear of its own pieces whatever they are,
and of the neighbours' biggest stacks and villages' flags.

>>> stack = hut_stack(100.0, 100.0, (1, 0, 0, 0, 0))    # a row above the centre
>>> [(colour, x, y) for colour, x, y, _ in stack.huts]
[(0, 100.0, 86.0)]
>>> stack.total is None
True
>>> [round(y) for _, _, y, _ in hut_stack(100.0, 100.0, (1, 1, 1, 1, 2)).huts]
[71, 71, 71, 101, 101]
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from ..rules.board import CENTRES, COLOURS
from .geometry import LAND, inside_polygon, territory_cells

__all__ = ["Rect", "HUT", "VILLAGE_RADIUS", "Stack", "hut_stack", "village_parts", "anchor",
           "label_rect", "BIGGEST", "LABEL"]

Rect = tuple[float, float, float, float]
"""``(left, top, right, bottom)`` in board units."""

HUT = 21.0
"""The size of a hut."""
_GAP = HUT * 1.2
_ROW = HUT + 9.0
VILLAGE_RADIUS = 38.0
"""The palisade's radius; its stakes reach from 4 inside to 3 outside it."""
LABEL = (24.0, 18.0)
"""The size of the plate a territory's number is written on."""
BIGGEST = (2, 2, 2, 2, 2)
"""The widest stack: every colour, each with a count, and the total."""


@dataclass(frozen=True)
class Stack:
    """The parts of a stack of huts."""

    huts: tuple[tuple[int, float, float, int], ...]
    """``(colour, x, y, count)`` of each hut drawn (its centre)."""
    total: tuple[float, float, int] | None
    """The badge of the total number of huts ``(x, y, total)``, when several colours."""

    def count_rects(self) -> list[Rect]:
        """The badges of the huts that stand for more than one."""
        return [(x + HUT * 0.42 - 8, y + HUT * 0.5 - 7.5, x + HUT * 0.42 + 8, y + HUT * 0.5 + 7.5)
                for _, x, y, count in self.huts if count > 1]

    def rects(self) -> list[Rect]:
        """Everything the stack draws: huts (roof to door), count badges, the total."""
        half = HUT / 2
        rects = [(x - half, y - half * 1.15, x + half + 1.8, y + half + 2.2)
                 for _, x, y, _ in self.huts]
        rects += self.count_rects()
        if self.total is not None:
            x, y, _ = self.total
            rects.append((x - 10.75, y - 10.75, x + 10.75, y + 10.75))
        return rects


def hut_stack(x: float, y: float, counts: Sequence[int]) -> Stack:
    """The stack of huts *counts* (per colour) centred on (x, y): up to three in a
    row, four or five on two rows."""
    present = [c for c in range(COLOURS) if counts[c]]
    k = len(present)
    rows = [present] if k <= 3 else [present[:(k + 1) // 2], present[(k + 1) // 2:]]
    top = y - len(rows) * _ROW / 2 + 1
    huts: list[tuple[int, float, float, int]] = []
    for r, row in enumerate(rows):
        row_y = top + r * _ROW
        left = x - (len(row) - 1) * _GAP / 2
        huts.extend((colour, left + i * _GAP, row_y, counts[colour])
                    for i, colour in enumerate(row))
    total = None
    if k > 1 and sum(counts) > 1:
        total = (x + max(len(r) for r in rows) * _GAP / 2 + 9, top - HUT / 2 - 4, sum(counts))
    return Stack(tuple(huts), total)


def village_parts(x: float, y: float) -> tuple[Rect, Rect, Rect]:
    """A village's palisade (its bounds), its flag (the village's number) and its
    value badge, side by side above the palisade."""
    r = VILLAGE_RADIUS
    palisade = (x - r - 3, y - r - 3, x + r + 3, y + r + 3)
    top = y - r - 24
    return palisade, (x - 31, top, x - 3, top + 18), (x + 3, top, x + 35, top + 18)


def _union(rects: Sequence[Rect]) -> Rect:
    return (min(r[0] for r in rects), min(r[1] for r in rects), max(r[2] for r in rects),
            max(r[3] for r in rects))


@cache
def anchor(territory: int) -> tuple[float, float]:
    """Where the territory's pieces are centred: its centre, moved inwards as little
    as needed to keep its biggest stack and a village on the land."""
    x, y = CENTRES[territory]
    left, top, right, bottom = _union(hut_stack(x, y, BIGGEST).rects()
                                      + list(village_parts(x, y)))
    dx = max(0.0, LAND[0] + 2 - left) - max(0.0, right - (LAND[2] - 2))
    dy = max(0.0, LAND[1] + 2 - top) - max(0.0, bottom - (LAND[3] - 2))
    return x + dx, y + dy


def _overlap(a: Rect, b: Rect) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


@cache
def label_rect(territory: int) -> Rect:
    """Where the territory's number is written: in its cell, clear of its own pieces
    (any stack, a village's flag and value), and where the neighbours' biggest
    stacks and villages' flags cover it least (nowhere, on this map); near the foot
    of the stack when it can.  (It is painted over the palisades' stakes.)"""
    x, y = anchor(territory)
    w, h = LABEL
    cell = territory_cells()[territory].points
    own = hut_stack(x, y, BIGGEST).rects()
    _, flag, value = village_parts(x, y)
    near = [other for other in range(1, len(CENTRES)) if other != territory
            and math.dist(anchor(other), (x, y)) < 260]
    stacks = [rect for other in near for rect in hut_stack(*anchor(other), BIGGEST).rects()]
    stacks += [part for other in near for part in village_parts(*anchor(other))[1:]]
    left = min(px for px, _ in cell)
    right = max(px for px, _ in cell)
    top = min(py for _, py in cell)
    bottom = max(py for _, py in cell)
    best: tuple[float, float, Rect] | None = None
    # Candidates on a 3-unit grid through the preferred spot, under the stack.
    candidates = sorted(((x + 3 * i, y + 26 + 3 * j)
                         for i in range(math.floor((left - x) / 3), math.ceil((right - x) / 3) + 1)
                         for j in range(math.floor((top - y - 26) / 3),
                                        math.ceil((bottom - y - 26) / 3) + 1)),
                        key=lambda c: math.hypot(c[0] - x, c[1] - y - 26))
    for cx, cy in candidates:
        distance = math.hypot(cx - x, cy - y - 26)
        if best is not None and best[0] == 0:
            break                    # the nearest spot nothing covers
        rect = (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
        if not all(inside_polygon(cell, rect[i], rect[j]) for i in (0, 2) for j in (1, 3)):
            continue
        if any(_overlap(rect, part) for part in (*own, flag, value)):
            continue
        covered = sum(_overlap(rect, part) for part in stacks)
        if best is None or (covered, distance) < best[:2]:
            best = (covered, distance, rect)
    if best is None:    # no room at all: under the stack
        return (x - w / 2, y + 26 - h / 2, x + w / 2, y + 26 + h / 2)
    return best[2]
