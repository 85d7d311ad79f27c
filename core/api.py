"""The plugin API's identity, without importing pluggy (start-up code needs only this:
benchmarks/startup_cli.py)."""

PROJECT = "ludotheque"
"""The pluggy project name, also the entry-point group."""

API_VERSION = "2.0"
"""The plugin API version of this host: ``MAJOR.MINOR``."""
