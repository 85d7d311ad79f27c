"""Kanzé for Ludotheque: kill the opposing Representative on a diamond of 49 hexagons."""

__version__ = "0.1.0"
