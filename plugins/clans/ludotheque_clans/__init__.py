"""Clans for Ludotheque: move huts of five clans, found villages, score for your secret colour."""

__version__ = "0.1.0"
