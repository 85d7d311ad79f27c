"""Mancala games for Ludotheque: Kalah, Oware and Congkak.

The rules live in :mod:`ludotheque_mancala.rules` (pure Python, one sowing engine
for the three games); the board and the options dialog in
:mod:`ludotheque_mancala.qt`, imported only when a game is opened.
"""

__version__ = "0.1.0"
