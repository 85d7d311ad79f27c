"""The table of best scores, one list per board size, kept in the user's data directory.

Pure Python (no Qt), but not part of the rules: it reads and writes a file.  The
file is JSON, written atomically; a missing, unreadable or corrupt file is an empty
table, never an error.  Recording the same finished game twice changes nothing
(each entry keeps the checksum of the game's final state).

>>> table = BestScores()
>>> table, rank = table.add("18x9", Record(12, 3, 2, "anywhere", "2024-05-01", "abc"))
>>> rank, table.entries("18x9")[0].score
(1, 12)
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ludotheque.core import atomic_write, data_directory

from .rules.state import ANYWHERE, NEXT_TO_FORT, FortsState

__all__ = ["Record", "BestScores", "FILE_NAME", "MAX_ENTRIES", "default_path", "size_key",
           "record_game", "load_table", "save_table"]

FILE_NAME = "forts_best_scores.json"
FORMAT = "ludotheque-forts-best-scores"
VERSION = 1
MAX_ENTRIES = 10
"""Entries kept per board size."""
_MAX_BYTES = 1024 * 1024


def default_path() -> Path:
    """``forts_best_scores.json`` in Ludotheque's data directory."""
    return data_directory() / FILE_NAME


def size_key(cols: int, rows: int) -> str:
    """The key of a board size: ``"18x9"``."""
    return f"{cols}x{rows}"


@dataclass(frozen=True)
class Record:
    """One finished game in the table."""

    score: int
    """Territories placed (turns survived)."""
    forts_built: int
    max_forts: int
    placement: str
    """The placement rule played (``anywhere`` or ``next_to_fort``)."""
    date: str
    """When the game ended, ``YYYY-MM-DD HH:MM``."""
    game: str
    """Checksum of the final state: the same game is recorded once."""

    def sort_key(self) -> tuple[int, int, int, str]:
        return (-self.score, -self.forts_built, -self.max_forts, self.date)

    @staticmethod
    def from_json(data: Any) -> Record | None:
        """A record from JSON data, or None when it is not a valid one."""
        if not isinstance(data, dict):
            return None
        try:
            record = Record(data["score"], data["forts_built"], data["max_forts"],
                            data["placement"], data["date"], data["game"])
        except (KeyError, TypeError):
            return None
        numbers = (record.score, record.forts_built, record.max_forts)
        if any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in numbers):
            return None
        if record.placement not in (ANYWHERE, NEXT_TO_FORT):
            return None
        if not isinstance(record.date, str) or not isinstance(record.game, str):
            return None
        return record


class BestScores:
    """The best games per board size (immutable: :meth:`add` returns a new table)."""

    def __init__(self, tables: dict[str, tuple[Record, ...]] | None = None) -> None:
        self._tables = dict(tables or {})

    def sizes(self) -> list[str]:
        return sorted(self._tables)

    def entries(self, size: str) -> tuple[Record, ...]:
        """The records of a board size, best first."""
        return self._tables.get(size, ())

    def contains(self, size: str, game: str) -> bool:
        return any(record.game == game for record in self.entries(size))

    def rank_of(self, size: str, game: str) -> int | None:
        """The place (from 1) of a recorded game, or None."""
        for place, record in enumerate(self.entries(size), start=1):
            if record.game == game:
                return place
        return None

    def add(self, size: str, record: Record) -> tuple[BestScores, int | None]:
        """The table with *record*, and its place from 1 (None if it is not good
        enough to be kept).  A game already in the table is not added twice."""
        if self.contains(size, record.game):
            return self, self.rank_of(size, record.game)
        entries = sorted((*self.entries(size), record), key=Record.sort_key)[:MAX_ENTRIES]
        if record not in entries:
            return self, None
        tables = dict(self._tables)
        tables[size] = tuple(entries)
        return BestScores(tables), entries.index(record) + 1

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION,
                "tables": {size: [asdict(r) for r in records]
                           for size, records in sorted(self._tables.items())}}

    @staticmethod
    def from_json(data: Any) -> BestScores:
        """Read a table, dropping anything malformed (never raises)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return BestScores()
        tables = data.get("tables")
        if not isinstance(tables, dict):
            return BestScores()
        result: dict[str, tuple[Record, ...]] = {}
        for size, items in tables.items():
            if not isinstance(size, str) or not isinstance(items, list):
                continue
            records = [r for r in (Record.from_json(item) for item in items) if r is not None]
            if records:
                result[size] = tuple(sorted(records, key=Record.sort_key)[:MAX_ENTRIES])
        return BestScores(result)


def load_table(path: str | os.PathLike[str] | None = None) -> BestScores:
    """The table in *path* (default :func:`default_path`); empty if missing or corrupt."""
    target = Path(path) if path is not None else default_path()
    try:
        if target.stat().st_size > _MAX_BYTES:
            return BestScores()
        text = target.read_text(encoding="utf-8")
        return BestScores.from_json(json.loads(text))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):
        return BestScores()


def save_table(table: BestScores, path: str | os.PathLike[str] | None = None) -> None:
    """Write *table* atomically (the directory is created if needed)."""
    target = Path(path) if path is not None else default_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(target, json.dumps(table.to_json(), indent=1, sort_keys=True))


def record_game(state: FortsState, path: str | os.PathLike[str] | None = None,
                date: str | None = None) -> tuple[BestScores, int | None]:
    """Add a finished game to the table in *path*; return the table and its place.

    A game not over, or already recorded, leaves the file untouched.  A file that
    cannot be written is not an error either: the table is still returned.
    """
    table = load_table(path)
    size = size_key(state.cols, state.rows)
    if not state.is_over():
        return table, None
    game = state.checksum()
    if table.contains(size, game):
        return table, table.rank_of(size, game)
    record = Record(state.turns, state.forts_built, state.max_forts,
                    NEXT_TO_FORT if state.adjacent else ANYWHERE,
                    date or time.strftime("%Y-%m-%d %H:%M"), game)
    table, rank = table.add(size, record)
    if rank is not None:
        try:
            save_table(table, path)
        except OSError:
            pass
    return table, rank
