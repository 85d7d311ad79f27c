"""Qt widgets of Clod and RoyalClod (imported only when a game is opened)."""
