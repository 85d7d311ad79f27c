"""The computer player's process (the child side of :mod:`ludotheque.gui.ai_worker`).

This module imports no Qt: the child starts quickly, builds its own plugin
registry with :func:`make_registry` and answers jobs sent over a pipe::

    parent ── Job ──► child      child ── (job_id, "ok", move) ──► parent
                                 child ── (job_id, "error", text) ──► parent

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

import contextlib
import multiprocessing
import os
import random
import signal
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ludotheque.core.model import State

if TYPE_CHECKING:
    from ludotheque.core.registry import PluginScope

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


def _registry(scope: PluginScope | None, extra_plugins: tuple[tuple[str, str], ...]) -> Any:
    """The child's registry: the application's plugins and no other (never a plugin
    that is disabled, or left out in safe mode).  Each plugin is imported when a
    job first needs one of its games."""
    from dataclasses import replace

    from ludotheque.core.registry import PluginScope

    if scope is None:  # started without the application's registry: the user's settings
        from ludotheque.core.plugin_settings import PluginSettings

        scope = PluginScope(disabled=frozenset(PluginSettings().disabled))
    return replace(scope, objects=scope.objects + extra_plugins).open()


MAX_WORKERS = 4
"""The most processes a search uses in the application: root-parallel search gains
less with each one, and each holds a copy of the game and its search tree."""


def default_workers() -> int:
    """Processes a computer player's search uses: one per free core
    (:func:`~ludotheque.core.search.free_cores`), at most :data:`MAX_WORKERS`, on
    POSIX systems, where a worker ends itself when the child is terminated; one
    elsewhere."""
    from ludotheque.core.search import free_cores

    return min(MAX_WORKERS, free_cores()) if os.name == "posix" else 1


def _end(_signum: int, _frame: Any) -> None:
    raise SystemExit(0)


@contextlib.contextmanager
def _sigterm_held() -> Iterator[None]:
    """Hold SIGTERM back meanwhile (where the system can): it is delivered after."""
    block = getattr(signal, "pthread_sigmask", None)
    if block is None:  # pragma: no cover - not POSIX
        yield
        return
    block(signal.SIG_BLOCK, {signal.SIGTERM})
    try:
        yield
    finally:
        block(signal.SIG_UNBLOCK, {signal.SIGTERM})


def serve(conn: Connection, scope: PluginScope | None = None,
          extra_plugins: tuple[tuple[str, str], ...] = (), workers: int | None = None) -> None:
    """Answer jobs until the pipe closes or ``None`` arrives.

    :param scope: the plugins the application may import (None: every installed
        plugin the user has not disabled).
    :param extra_plugins: ``(module, name)`` of more plugins to register as objects.
    :param workers: processes for each search (None: :func:`default_workers`);
        with more than one, a pool of them is started at once and kept.
    """
    from ludotheque.core.players import make_player
    from ludotheque.core.search import SearchPool

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
    registry = None
    try:
        while True:
            try:
                job = conn.recv()
            except (EOFError, OSError):
                return
            if job is None:
                return
            try:
                if registry is None:
                    # A cancelled move (SIGTERM) during a plugin's import would be
                    # taken for the plugin's own SystemExit: it waits until the end.
                    with _sigterm_held():
                        registry = _registry(scope, extra_plugins)
                heuristics = registry.heuristics_for(job.game_id)
                options = {"pool": pool} if pool is not None and job.kind == "ai" else {}
                player = make_player(job.kind, job.level, heuristics, **options)
                move = player.choose(job.view, random.Random(job.seed))
                conn.send((job.job_id, "ok", move))
            except Exception:  # noqa: BLE001 - reported to the host, which falls back
                conn.send((job.job_id, "error", traceback.format_exc(limit=5)))
    finally:
        if pool is not None:
            pool.close()
