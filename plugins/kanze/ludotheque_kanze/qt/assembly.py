"""Assembling a Kanzé move by clicks: the source, then the destination, then the
chooser's troop count and Representative.

A move of troops is one move (:class:`~ludotheque_kanze.rules.moves.MoveTroops`)
but takes several clicks.  :class:`MoveAssembly` holds what has been chosen so far
and only ever offers what the legal moves allow; it knows nothing of Qt, so the
board widget asks it what a click means and paints what it holds.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..rules.moves import KanzeMove, MoveTroops, RecruitAt, recruit_at, troop_move

__all__ = ["MoveAssembly"]

Choice = tuple[int, bool]
"""A troop count and whether the Representative goes along."""


class MoveAssembly:
    """The move being assembled: :attr:`src`, then :attr:`dst` (the chooser is open),
    then :attr:`count` and :attr:`rep` as the chooser sets them."""

    def __init__(self) -> None:
        self.src: int | None = None
        """The chosen source cell (None: none yet)."""
        self.dst: int | None = None
        """The chosen destination (None: the chooser is closed)."""
        self.count = 0
        """The chooser's troop count."""
        self.rep = False
        """Whether the chooser sends the Representative along."""
        self.by_src: dict[int, dict[int, set[Choice]]] = {}
        """The legal troop moves: for each source, each destination's choices."""
        self.recruit_cells: set[int] = set()
        """The cells that may receive a recruit, while recruits are being chosen."""

    def index(self, legal_moves: Iterable[object]) -> None:
        """Learn the legal moves of a new position (and drop the selection)."""
        self.by_src = {}
        self.recruit_cells = set()
        for move in legal_moves:
            if type(move) is MoveTroops:
                self.by_src.setdefault(move.src, {}).setdefault(move.dst, set()).add(
                    (move.count, move.rep))
            elif type(move) is RecruitAt:
                self.recruit_cells.add(move.cell)
        self.clear()

    # --- what is chosen ------------------------------------------------------------------

    def clear(self) -> None:
        """Drop the source and close the chooser."""
        self.src = self.dst = None
        self.count, self.rep = 0, False

    @property
    def chooser_open(self) -> bool:
        """Whether a source and a destination are chosen (the chooser shows)."""
        return self.src is not None and self.dst is not None

    def sources(self) -> set[int]:
        """The cells a troop move may start from."""
        return set(self.by_src)

    def targets(self) -> set[int]:
        """The destinations of the chosen source (none without one)."""
        if self.src is None:
            return set()
        return set(self.by_src.get(self.src, {}))

    def choices(self) -> set[Choice]:
        """The counts and Representative flags the chooser may take."""
        if self.src is None or self.dst is None:
            return set()
        return self.by_src.get(self.src, {}).get(self.dst, set())

    def pending_move(self) -> MoveTroops | None:
        """The move the open chooser would request, or None."""
        if self.src is None or self.dst is None:
            return None
        return troop_move(self.src, self.dst, self.count, self.rep)

    # --- changing it ---------------------------------------------------------------------

    def select_source(self, cell: int) -> None:
        """Choose *cell* as the source (the chooser closes)."""
        self.src, self.dst = cell, None

    def open_chooser(self, dst: int) -> None:
        """Choose *dst* as the destination: the chooser opens on every troop that may
        go, without the Representative (or on the Representative alone)."""
        self.dst = dst
        choices = self.choices()
        plain = [count for count, rep in choices if not rep]
        if plain:
            self.count, self.rep = max(plain), False
        else:
            self.count, self.rep = min((c for c, _ in choices), default=0), True

    def close_chooser(self) -> None:
        """Close the chooser, keeping the source."""
        self.dst = None

    def can_step(self, delta: int) -> bool:
        """Whether the count may change by *delta* (the − and + buttons)."""
        return (self.count + delta, self.rep) in self.choices()

    def step_count(self, delta: int) -> bool:
        """Change the count by *delta* if allowed; return whether it changed."""
        if not self.can_step(delta):
            return False
        self.count += delta
        return True

    def set_count(self, count: int) -> bool:
        """Set the count (0: the Representative alone) if allowed; return whether it
        changed."""
        choices = self.choices()
        if (count, self.rep) in choices:
            self.count = count
        elif count == 0 and (0, True) in choices:
            self.count, self.rep = 0, True
        else:
            return False
        return True

    def can_toggle_rep(self) -> bool:
        """Whether the crown button does something."""
        choices = self.choices()
        return (self.count, not self.rep) in choices or (
            self.rep and self.count == 0 and (1, False) in choices)

    def toggle_rep(self) -> None:
        """Send the Representative along or keep it (without it, at least one troop)."""
        choices = self.choices()
        if (self.count, not self.rep) in choices:
            self.rep = not self.rep
        elif self.rep and self.count == 0 and (1, False) in choices:
            self.count, self.rep = 1, False

    def click(self, cell: int | None, picking: bool) -> KanzeMove | None:
        """A click on *cell* (None: off the cells): the move to request, if it
        completes one, else the selection changes.

        :param picking: whether recruit cells are being chosen (a click on one
            requests it).
        """
        if picking:
            if cell is not None and cell in self.recruit_cells:
                return recruit_at(cell)
            return None
        if self.dst is not None and cell == self.dst:
            return self.pending_move()
        if self.src is None:
            if cell is not None and cell in self.by_src:
                self.select_source(cell)
        elif cell is not None and cell in self.targets():
            self.open_chooser(cell)
        elif cell is not None and cell in self.by_src and cell != self.src:
            self.select_source(cell)
        else:
            self.clear()
        return None
