"""A Kanzé battle: troops (perhaps with their Representative) moving onto an enemy
cell.

Each troop counts one, and so does a Representative on either side.  The stronger
side takes the cell: the attackers move in with their surplus (less their
Representative, which stands on the cell but is no troop), or the defenders keep it
with theirs.  At equal strength both sides fall and the cell turns neutral.  A
Representative falls with its side, or when both sides fall.

>>> battle = Battle.of(3, False, 1, True)
>>> battle.attack, battle.defence, battle.won, battle.survivors, battle.defending_rep_falls
(3, 2, True, 1, True)
>>> Battle.of(1, True, 2, False).attacking_rep_falls
True
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Battle"]


@dataclass(frozen=True, slots=True)
class Battle:
    """The strengths of a battle, from which its outcome follows."""

    attack: int
    """The troops sent, plus one with the attacking Representative."""
    defence: int
    """The troops on the cell, plus one with the defending Representative."""
    with_rep: bool
    """Whether the attacking Representative goes along."""
    defended: bool
    """Whether the enemy Representative stands on the cell."""

    @classmethod
    def of(cls, count: int, with_rep: bool, troops: int, defended: bool) -> Battle:
        """The battle of *count* troops (and the Representative if *with_rep*) against
        a cell holding *troops* (and the enemy Representative if *defended*)."""
        return cls(count + with_rep, troops + defended, with_rep, defended)

    @property
    def won(self) -> bool:
        """Whether the attackers take the cell."""
        return self.attack > self.defence

    @property
    def held(self) -> bool:
        """Whether the defenders keep the cell."""
        return self.attack < self.defence

    @property
    def survivors(self) -> int:
        """The troops on the cell afterwards (the winner's; none when both fall)."""
        if self.won:
            return self.attack - self.defence - self.with_rep
        if self.held:
            return self.defence - self.attack - self.defended
        return 0

    @property
    def attacking_rep_falls(self) -> bool:
        """Whether the attacking Representative dies (it went along and did not win)."""
        return self.with_rep and not self.won

    @property
    def defending_rep_falls(self) -> bool:
        """Whether the defending Representative dies (it stood there and the defence
        did not hold)."""
        return self.defended and not self.held
