"""Ludotheque's desktop application (PySide6).

This package's ``__init__`` imports nothing from Qt so that the command line can
list games quickly; the application lives in :mod:`ludotheque.gui.app`.
"""
