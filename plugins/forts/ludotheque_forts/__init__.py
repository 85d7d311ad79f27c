"""Forts and Ruins for Ludotheque: a solo dice game of territories, forts and ruins."""

__version__ = "0.1.0"
