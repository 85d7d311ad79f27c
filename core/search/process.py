"""The computer player's process (the child side of :mod:`ludotheque.gui.ai_worker`).

This module imports no Qt and finds no plugins: the child starts quickly and
answers jobs sent over a pipe.  A :class:`Job` carries all a move needs: the
seat's view, and what the game registered for its computer player (its
knowledge and its player, which pickle by reference to the game's own modules:
the child imports those, and only those, when a job first needs them)::

    parent ── (job_id, pickled Job) ──► child
    parent ◄── (job_id, "ok", move) ── child
    parent ◄── (job_id, "error", text) ── child

Cancelling a job is done by the parent terminating the process.

With more than one worker (by default one per free core, up to four, on POSIX
systems), the strong and expert levels search root-parallel over a
:class:`SearchPool` of processes started with the child and kept for its whole
life: each searches the level's budget with a seed of its own, in the time one
process takes, and their root statistics are added up (budgets under 4,000
iterations, such as the beginner and intermediate levels, search in the child
alone).  When the child is terminated its
pool's processes notice and end themselves.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import random
import signal
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from ..model import State
from ..players import ComputerPlayer, GameKnowledge

__all__ = ["Job", "MAX_WORKERS", "default_workers", "serve"]


@dataclass(frozen=True)
class Job:
    """One move to compute."""

    job_id: int
    game_id: str
    kind: str
    """``"random"`` or ``"ai"``."""
    level: str | None
    seed: int
    view: State
    """The seat's view of the position (never the full state of a hidden game)."""
    knowledge: GameKnowledge | None = None
    """What the game registered for its computer player (sent by reference)."""
    computer: ComputerPlayer | None = None


MAX_WORKERS = 4
"""The most processes a search uses in the application: root-parallel search gains
less with each one, and each holds a copy of the game and its search tree."""


def default_workers() -> int:
    """Processes a computer player's search uses: one per free core
    (:func:`~ludotheque.core.search.pool.free_cores`), at most :data:`MAX_WORKERS`, on
    POSIX systems, where a worker ends itself when the child is terminated; one
    elsewhere."""
    from .pool import free_cores  # the search's modules load with the first move

    return min(MAX_WORKERS, free_cores()) if os.name == "posix" else 1


def _end(_signum: int, _frame: Any) -> None:
    raise SystemExit(0)


def serve(conn: Connection, workers: int | None = None) -> None:
    """Answer jobs until the pipe closes or ``None`` arrives.

    Each job comes as ``(job_id, pickled Job)``, so that a job whose game's code
    fails to load here (its knowledge travels by reference to its module) is still
    answered, with an error.

    :param workers: processes for each search (None: :func:`default_workers`);
        with more than one, a pool of them is started at once and kept.
    """
    from ..players import make_player
    from .pool import SearchPool

    count = default_workers() if workers is None else workers
    if os.name != "posix":
        count = 1  # a worker could not tell that this process was terminated
    pool = None
    if count > 1:
        try:
            # A daemonic process may not start others.  This one is daemonic for its
            # parent, which ends it on quitting; its pool's workers end with it.
            multiprocessing.current_process().daemon = False
            pool = SearchPool(count)
            pool.warm()
        except Exception:  # noqa: BLE001 - no pool here (no shared memory, no processes)
            if pool is not None:
                pool.close(wait=False)
            pool = None  # search in this process, as on one core
        else:
            # Terminated (a cancelled move): end through the ``finally`` below and
            # the interpreter's exit, which stop the pool and remove its semaphores.
            signal.signal(signal.SIGTERM, _end)
    try:
        while True:
            try:
                message = conn.recv()
            except (EOFError, OSError):
                return
            if message is None:
                return
            job_id, data = message
            try:
                job: Job = pickle.loads(data)
                options = {"pool": pool} if pool is not None and job.kind == "ai" else {}
                player = make_player(job.kind, job.level, job.knowledge, job.computer,
                                     **options)
                move = player.choose(job.view, random.Random(job.seed))
                conn.send((job_id, "ok", move))
            except Exception:  # noqa: BLE001 - reported to the host, which falls back
                conn.send((job_id, "error", traceback.format_exc(limit=5)))
    finally:
        if pool is not None:
            pool.close()
