"""Qt widgets of Clod and RoyalClod (imported only when a game is opened)."""

from ._refguard import reserve

reserve()
