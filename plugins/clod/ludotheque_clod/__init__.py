"""Clod and RoyalClod for Ludotheque: dice choose where you may place a stone,
and the largest connected group of stones wins."""

__version__ = "0.1.0"
