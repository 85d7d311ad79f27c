"""Qt widgets of Kanzé: the board and the options dialog (imported lazily by the host)."""
