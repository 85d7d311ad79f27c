"""The match server's journal: every network match and every step accepted in it,
on disk before the step is acknowledged, so that a server killed at any moment and
started again on the same folder resumes every match with every move.

One SQLite database (``journal.sqlite3`` in the server's data folder) in WAL mode
with ``synchronous=FULL``: a transaction is on disk when :meth:`Journal.append`
returns.  Tables:

* ``matches``: id, game, options (JSON), seats (JSON, :meth:`Seat.to_json` each),
  seed, the plugin and its version, when it was created;
* ``invites``: for each remote seat, the SHA-256 of its invitation token (the token
  itself is never stored: a copy of the journal lets nobody take a seat);
* ``steps``: ``(match, ply, move as JSON)``, ply 0 first, one row per step
  (chance outcomes included, as in a save file);
* ``creators``: the SHA-256 of each match's creator token (which hands a departed
  seat to the computer);
* ``withdrawn``: the hashes of the invitations of seats handed to the computer, so
  that a later join with one is told why it is refused.

Steps are appended in order: a step whose ply is not the next one is refused, so
that a replayed or duplicated message can never record a move twice.  Values are
written with SQL parameters and read back as JSON; nothing is evaluated or
unpickled.

Appends are committed in groups by one writer thread: the steps appended while a
commit is under way go to disk together in the next one, a single statement (each
caller learns only once its own steps are on disk, and gets its own error).  The
statement checks each step's ply against the table itself, so it never stores a
step out of order.  A thread waits with :meth:`Journal.append_many`; an asyncio
task awaits :meth:`Journal.append_soon`, whose futures are settled with one call
into the event loop per commit (not one thread hop per step: in a busy server the
hops cost more than the steps, ``benchmarks/network_load.py``,
``docs/scaling.md``).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import json
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["FILE_NAME", "Journal", "JournalError", "MatchRecord", "new_token", "token_hash"]

FILE_NAME = "journal.sqlite3"
TOKEN_BYTES = 16
"""128 random bits per invitation token."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seats TEXT NOT NULL,
    seed INTEGER NOT NULL,
    plugin TEXT NOT NULL,
    version TEXT NOT NULL,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS invites (
    match TEXT NOT NULL REFERENCES matches(id),
    seat INTEGER NOT NULL,
    token_hash TEXT NOT NULL,
    PRIMARY KEY (match, seat)
);
CREATE TABLE IF NOT EXISTS steps (
    match TEXT NOT NULL REFERENCES matches(id),
    ply INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (match, ply)
);
"""

_SCHEMA_SEATS = """
CREATE TABLE IF NOT EXISTS creators (
    match TEXT PRIMARY KEY REFERENCES matches(id),
    token_hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS open_seats (
    match TEXT NOT NULL REFERENCES matches(id),
    seat INTEGER NOT NULL,
    PRIMARY KEY (match, seat)
);
CREATE TABLE IF NOT EXISTS withdrawn (
    match TEXT NOT NULL REFERENCES matches(id),
    seat INTEGER NOT NULL,
    token_hash TEXT NOT NULL,
    PRIMARY KEY (match, seat)
);
"""
"""Added after the first journals: created when missing, on any journal."""


_MAX_ROWS = 200
"""Steps in one grouped statement (4 parameters each: under SQLite's oldest limit of
999 parameters)."""

_INSERT_CHECKED = (
    "INSERT INTO steps (match, ply, move) SELECT r.column1, r.column2, r.column3 "
    "FROM (VALUES {rows}) AS r "
    "WHERE r.column4 = (SELECT COALESCE(MAX(s.ply) + 1, 0) FROM steps AS s "
    "WHERE s.match = r.column1)")
"""Steps ``(match, ply, move, the ply of the append's first step)``, each stored only if
its append starts at the match's next ply.  SQLite computes the selected rows before
inserting any (the selection reads the table written), so the steps of one append go
in together or not at all.  (The match exists: the foreign key says so.)"""


class JournalError(Exception):
    """A write the journal refuses (an unknown match, a step out of order)."""


def new_token() -> str:
    """A fresh invitation token: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class MatchRecord:
    """A journaled match: how it was set up, and its steps so far (JSON moves)."""

    id: str
    game: str
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    seed: int
    plugin: str = ""
    version: str = ""
    created: float = 0.0
    steps: list[Any] = field(default_factory=list)
    invites: dict[int, str] = field(default_factory=dict)
    """Seat → the SHA-256 of its token (remote seats only)."""


@dataclass(eq=False)
class _Append:
    """Steps a thread waits to see on disk."""

    match: str
    first: int
    texts: list[str]
    done: bool = False
    stored: bool = False
    error: BaseException | None = None
    future: asyncio.Future[None] | None = None
    """Set for :meth:`Journal.append_soon`: settled in its event loop."""


class Journal:
    """The journal in *folder* (created if needed).  Thread-safe: one connection,
    one lock; a call returns once what it wrote is on disk.  Steps go through one
    writer thread, which stores every append waiting in one transaction.  Close it
    (:meth:`close` or ``with``) to stop that thread."""

    def __init__(self, folder: str | Path) -> None:
        path = Path(folder)
        path.mkdir(parents=True, exist_ok=True)
        self.path = path / FILE_NAME
        self._lock = threading.Lock()
        self._queued = threading.Condition(threading.Lock())
        self._queue: list[_Append] = []
        self._closing = False
        self._next: dict[str, int] = {}
        """The next ply of each match this journal wrote or read (a hint: the statement
        that stores steps checks the table itself)."""
        self.commits = 0
        """Transactions that stored steps (fewer than the appends when they overlap)."""
        self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(_SCHEMA)
        self._db.executescript(_SCHEMA_SEATS)
        self._reader = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._reading = threading.Lock()
        """The connection and lock of the token checks (:meth:`seat_of`...): a join is
        checked in the server's event loop, which must not wait for a commit's fsync
        under :attr:`_lock` (in WAL mode, a reader never waits for the writer)."""
        self._invites: dict[str, dict[int, str]] = {}
        """The invitation hashes of the matches created or read here, by seat (what
        :meth:`seat_of` compares, without SQL); forgotten when they change."""
        self._writer = threading.Thread(target=self._write, name="journal-writer", daemon=True)
        self._writer.start()

    def close(self) -> None:
        """Store what is waiting, stop the writer thread and close the database."""
        with self._queued:
            self._closing = True
            self._queued.notify_all()
        if self._writer is not threading.current_thread():
            self._writer.join()
        with self._reading:
            self._reader.close()
        with self._lock:
            self._db.close()  # the last connection: it checkpoints the log

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    # --- writing -----------------------------------------------------------------------

    def create(self, record: MatchRecord, remote_seats: Iterable[int]) -> dict[int, str]:
        """Journal a new match; returns a fresh invitation token for each remote seat
        (only their hashes are kept).

        :raises JournalError: if the id is taken or a seat does not exist.
        """
        seats = sorted(set(remote_seats))
        if any(not 0 <= seat < len(record.seats) for seat in seats):
            raise JournalError(f"match {record.id}: no such seat in {seats}")
        tokens = {seat: new_token() for seat in seats}
        record.created = record.created or time.time()
        with self._lock, self._transaction():
            try:
                self._db.execute(
                    "INSERT INTO matches VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (record.id, record.game, json.dumps(record.options, sort_keys=True),
                     json.dumps(record.seats), record.seed, record.plugin, record.version,
                     record.created))
            except sqlite3.IntegrityError:
                raise JournalError(f"match {record.id} exists already") from None
            self._db.executemany("INSERT INTO invites VALUES (?, ?, ?)",
                                 [(record.id, seat, token_hash(token))
                                  for seat, token in tokens.items()])
            self._next[record.id] = 0
        record.invites = {seat: token_hash(token) for seat, token in tokens.items()}
        with self._reading:
            self._invites[record.id] = dict(record.invites)
        return tokens

    def append(self, match_id: str, ply: int, move: Any) -> None:
        """Journal step *ply* (JSON-able *move*) of *match_id*; on disk on return.

        :raises JournalError: for an unknown match or a ply that is not the next one.
        """
        self.append_many(match_id, ply, [move])

    def append_many(self, match_id: str, first_ply: int, moves: Sequence[Any]) -> None:
        """Journal several consecutive steps, all or none; on disk on return.

        Appends from other threads meanwhile share the transaction (a group commit).

        :raises JournalError: for an unknown match or a ply that is not the next one.
        """
        item = self._enqueue(match_id, first_ply, moves, None)
        with self._queued:
            while not item.done:
                self._queued.wait()
        if not item.stored:
            raise item.error or JournalError(f"match {match_id}: step {first_ply} not stored")

    def append_soon(self, match_id: str, first_ply: int,
                    moves: Sequence[Any]) -> asyncio.Future[None]:
        """:meth:`append_many` for an asyncio task (called in its event loop): the
        future is done once the steps are on disk, or has the error of
        :meth:`append_many`."""
        future = asyncio.get_running_loop().create_future()
        self._enqueue(match_id, first_ply, moves, future)
        return future

    def _enqueue(self, match_id: str, first_ply: int, moves: Sequence[Any],
                 future: asyncio.Future[None] | None) -> _Append:
        item = _Append(match_id, first_ply, [json.dumps(move) for move in moves],
                       future=future)
        with self._queued:
            if self._closing or not self._writer.is_alive():
                raise JournalError("the journal is closed")
            self._queue.append(item)
            self._queued.notify_all()
        return item

    def _write(self) -> None:
        """The writer thread: store every append waiting, in one transaction, and tell
        each caller; until :meth:`close`."""
        while True:
            with self._queued:
                while not self._queue and not self._closing:
                    self._queued.wait()
                if not self._queue:
                    return
                batch, self._queue = self._queue, []
            try:
                self._commit(batch)
            except BaseException as exc:  # each append not stored says so, then
                for item in batch:      # the thread goes on (or ends, told why)
                    if not item.stored and item.error is None:
                        item.error = JournalError(f"match {item.match}: step {item.first} "
                                                  f"not stored: {exc}")
                if not isinstance(exc, Exception):
                    raise
            finally:
                self._tell(batch)

    def _tell(self, batch: list[_Append]) -> None:
        """Every append of *batch* is done: wake the threads, settle the futures."""
        with self._queued:
            for item in batch:
                item.done = True
            self._queued.notify_all()
        loops: dict[asyncio.AbstractEventLoop, list[_Append]] = {}
        for item in batch:
            if item.future is not None:
                loops.setdefault(item.future.get_loop(), []).append(item)
        for loop, items in loops.items():
            with contextlib.suppress(RuntimeError):  # a loop closed meanwhile
                loop.call_soon_threadsafe(_settle_futures, items)

    def _commit(self, batch: list[_Append]) -> None:
        """Write *batch*, each append's outcome noted in it.  Appends of distinct
        matches share a statement; a second append of a match goes in the next one."""
        with self._lock:
            while batch:
                now: list[_Append] = []
                later: list[_Append] = []
                matches: set[str] = set()
                for item in batch:
                    (later if item.match in matches else now).append(item)
                    matches.add(item.match)
                grouped: list[_Append] = []
                for item in now:
                    if item.texts and self._next.get(item.match) == item.first:
                        grouped.append(item)
                    else:  # first seen since the start, or about to be refused
                        self._append_alone(item)
                while grouped:
                    count, rows = 1, len(grouped[0].texts)
                    while count < len(grouped) and \
                            rows + len(grouped[count].texts) <= _MAX_ROWS:
                        rows += len(grouped[count].texts)
                        count += 1
                    self._append_grouped(grouped[:count])
                    grouped = grouped[count:]
                batch = later

    def _append_alone(self, item: _Append) -> None:
        """One append in its own transaction, checked step by step (the lock held)."""
        try:
            with self._transaction():
                (last,) = self._db.execute("SELECT MAX(ply) FROM steps WHERE match = ?",
                                           (item.match,)).fetchone()  # the key's index
                if last is None and not self._db.execute(
                        "SELECT 1 FROM matches WHERE id = ?", (item.match,)).fetchone():
                    raise JournalError(f"no match {item.match}")
                count = 0 if last is None else last + 1
                self._next[item.match] = count
                if item.first != count:
                    raise JournalError(f"match {item.match}: step {item.first} comes after "
                                       f"{count} steps")
                self._db.executemany("INSERT INTO steps VALUES (?, ?, ?)",
                                     [(item.match, item.first + k, text)
                                      for k, text in enumerate(item.texts)])
            self._next[item.match] = item.first + len(item.texts)
            self.commits += 1
            item.stored = True
        except Exception as exc:  # noqa: BLE001 - the append's own error, raised in its thread
            item.error = exc

    def _append_grouped(self, items: list[_Append]) -> None:
        """Appends of distinct matches, each starting at its match's next ply as far as
        this journal knows, in one statement: one transaction, one call (the lock held)."""
        rows = [(item.match, item.first + k, text, item.first)
                for item in items for k, text in enumerate(item.texts)]
        try:
            stored = self._db.execute(
                _INSERT_CHECKED.format(rows=", ".join(["(?, ?, ?, ?)"] * len(rows))),
                [value for row in rows for value in row]).rowcount
        except sqlite3.Error:  # nothing stored (one statement): each append alone says why
            for item in items:
                self._append_alone(item)
            return
        self.commits += 1
        if stored == len(rows):
            for item in items:
                self._next[item.match] = item.first + len(item.texts)
                item.stored = True
            return
        # Some step was not the next one after all (another writer on this file):
        # what is stored now says which appends went in.
        for item in items:
            self._next.pop(item.match, None)
            found = [text for (text,) in self._db.execute(
                "SELECT move FROM steps WHERE match = ? AND ply >= ? ORDER BY ply",
                (item.match, item.first))]
            item.stored = found == item.texts
            if not item.stored:
                item.error = JournalError(f"match {item.match}: step {item.first} is not the "
                                          f"next one")

    def truncate(self, match_id: str, plies: int) -> None:
        """Keep the first *plies* steps of *match_id* (an undo every seat agreed to)."""
        with self._lock, self._transaction():
            self._db.execute("DELETE FROM steps WHERE match = ? AND ply >= ?",
                             (match_id, plies))
            self._next.pop(match_id, None)

    def add_creator(self, match_id: str) -> str:
        """A fresh creator token for *match_id* (128 random bits, like an invitation;
        only its hash is kept).  It hands a departed seat to the computer.

        :raises JournalError: for an unknown match, or one that has a creator token.
        """
        token = new_token()
        with self._lock, self._transaction():
            try:
                self._db.execute("INSERT INTO creators VALUES (?, ?)",
                                 (match_id, token_hash(token)))
            except sqlite3.IntegrityError:
                raise JournalError(f"match {match_id}: no such match, or it has a creator "
                                   "token already") from None
        return token

    def hand_over(self, match_id: str, seat: int, seats: Sequence[dict[str, Any]]) -> None:
        """The computer plays *seat* of *match_id* from now on: the match's seats become
        *seats* (JSON, one per seat) and the seat's invitation is withdrawn (kept
        apart, so that :meth:`withdrawn_seat_of` tells a later join why it is
        refused), in one transaction.

        :raises JournalError: for an unknown match.
        """
        try:
            with self._lock, self._transaction():
                changed = self._db.execute("UPDATE matches SET seats = ? WHERE id = ?",
                                           (json.dumps(list(seats)), match_id)).rowcount
                if changed != 1:
                    raise JournalError(f"no match {match_id}")
                self._db.execute("INSERT OR REPLACE INTO withdrawn SELECT match, seat, "
                                 "token_hash FROM invites WHERE match = ? AND seat = ?",
                                 (match_id, seat))
                self._db.execute("DELETE FROM invites WHERE match = ? AND seat = ?",
                                 (match_id, seat))
                self._refuse_invite(match_id, seat)  # from now on, not at the commit
        finally:
            self._forget_invites(match_id)

    def open_seats(self, match_id: str, seats: Iterable[int]) -> None:
        """Offer *seats* of *match_id* to any player of the local network (each to
        the first who claims it, :meth:`claim`)."""
        with self._lock, self._transaction():
            self._db.executemany("INSERT OR IGNORE INTO open_seats VALUES (?, ?)",
                                 [(match_id, seat) for seat in seats])

    def claim(self, match_id: str, seat: int) -> str | None:
        """Give the open *seat* of *match_id* to one player: a fresh invitation token
        for it (the seat's former token stops working), and the seat is no longer
        open.  None when the seat is not open (taken already)."""
        token = new_token()
        try:
            with self._lock, self._transaction():
                taken = self._db.execute("DELETE FROM open_seats WHERE match = ? AND seat = ?",
                                         (match_id, seat)).rowcount
                if taken != 1:
                    return None
                self._db.execute("UPDATE invites SET token_hash = ? WHERE match = ? "
                                 "AND seat = ?", (token_hash(token), match_id, seat))
                self._refuse_invite(match_id, seat)  # the former token, from now on
        finally:
            self._forget_invites(match_id)
        return token

    def offered(self) -> dict[str, list[int]]:
        """Every match's open seats."""
        with self._lock:
            rows = self._db.execute("SELECT match, seat FROM open_seats ORDER BY match, seat"
                                    ).fetchall()
        found: dict[str, list[int]] = {}
        for match_id, seat in rows:
            found.setdefault(match_id, []).append(seat)
        return found

    # --- reading -----------------------------------------------------------------------

    def matches(self) -> list[MatchRecord]:
        """Every journaled match with its steps, oldest first (to resume them)."""
        with self._lock:
            rows = self._db.execute("SELECT * FROM matches ORDER BY created, id").fetchall()
            return [self._filled(self._record(row)) for row in rows]

    def match(self, match_id: str) -> MatchRecord | None:
        with self._lock:
            row = self._db.execute("SELECT * FROM matches WHERE id = ?",
                                   (match_id,)).fetchone()
            return None if row is None else self._filled(self._record(row))

    def _filled(self, record: MatchRecord) -> MatchRecord:
        """*record* with its steps and invitations (the lock held)."""
        record.steps = [json.loads(text) for (text,) in self._db.execute(
            "SELECT move FROM steps WHERE match = ? ORDER BY ply", (record.id,))]
        self._next[record.id] = len(record.steps)
        record.invites = {seat: digest for seat, digest in self._db.execute(
            "SELECT seat, token_hash FROM invites WHERE match = ?", (record.id,))}
        return record

    def seat_of(self, match_id: str, token: str) -> int | None:
        """The seat *token* was given for in *match_id*, or None.  Every stored hash of
        the match is compared in constant time, whatever matches first."""
        offered = token_hash(token)
        with self._reading:
            invites = self._invites.get(match_id)
            if invites is None:
                invites = dict(self._reader.execute(
                    "SELECT seat, token_hash FROM invites WHERE match = ?", (match_id,)))
                if invites:  # an unknown id is not remembered
                    self._invites[match_id] = invites
        return _seat_matching(offered, invites.items())

    def is_creator(self, match_id: str, token: str) -> bool:
        """Whether *token* is the creator token of *match_id* (compared in constant
        time; a match without one has no creator)."""
        offered = token_hash(token)
        rows = self._read("SELECT token_hash FROM creators WHERE match = ?", match_id)
        stored = rows[0][0] if rows else token_hash("")
        return hmac.compare_digest(offered, stored) and bool(rows)

    def withdrawn_seat_of(self, match_id: str, token: str) -> int | None:
        """The seat *token* was given for in *match_id* if that invitation was
        withdrawn (the seat handed to the computer), or None."""
        offered = token_hash(token)
        return _seat_matching(offered, self._read(
            "SELECT seat, token_hash FROM withdrawn WHERE match = ?", match_id))

    # --- internals ---------------------------------------------------------------------

    def _refuse_invite(self, match_id: str, seat: int) -> None:
        """In :meth:`seat_of`'s memory only, before a change is committed: *seat* of
        *match_id* has no valid invitation."""
        with self._reading:
            invites = self._invites.get(match_id)
            if invites is not None:  # a new dict: a reader may be going through the old
                self._invites[match_id] = {k: v for k, v in invites.items() if k != seat}

    def _forget_invites(self, match_id: str) -> None:
        """*match_id*'s invitations changed on disk: :meth:`seat_of` reads them again."""
        with self._reading:
            self._invites.pop(match_id, None)

    def _read(self, query: str, match_id: str) -> list[Any]:
        """The rows of *query* for *match_id*, read as last committed, without waiting
        for a write under way."""
        with self._reading:
            return self._reader.execute(query, (match_id,)).fetchall()

    @staticmethod
    def _record(row: Sequence[Any]) -> MatchRecord:
        match_id, game, options, seats, seed, plugin, version, created = row
        return MatchRecord(match_id, game, json.loads(options), json.loads(seats), seed,
                           plugin, version, created)

    def _transaction(self) -> _Transaction:
        return _Transaction(self._db)


def _seat_matching(offered: str, hashes: Iterable[tuple[int, str]]) -> int | None:
    """The seat whose stored hash is *offered*, or None; every hash is compared in
    constant time, whatever matches first."""
    found = None
    for seat, digest in hashes:
        if hmac.compare_digest(offered, digest):
            found = seat
    return found


def _settle_futures(items: list[_Append]) -> None:
    """In the event loop: each append's future done, or failed with its error."""
    for item in items:
        future = item.future
        if future is None or future.done():
            continue
        if item.stored:
            future.set_result(None)
        else:
            future.set_exception(item.error or JournalError(
                f"match {item.match}: step {item.first} not stored"))


class _Transaction:
    """``BEGIN IMMEDIATE`` … ``COMMIT`` (or ``ROLLBACK`` on an error)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, *_: object) -> None:
        self.db.execute("ROLLBACK" if kind is not None else "COMMIT")
