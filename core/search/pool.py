"""Root parallelism: :class:`SearchPool` runs independent searches of one move in
several processes and adds up their root statistics."""

from __future__ import annotations

import os
import pickle
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..model import Move, State
from .nodes import Cancelled, MoveStats, SearchResult, best_move

if TYPE_CHECKING:
    from .tree import SearchPlayer

__all__ = ["SearchPool", "free_cores"]


def free_cores() -> int:
    """Cores this process may use, less one for the application's window."""
    try:
        count = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not on Linux
        count = os.cpu_count() or 1
    return max(1, count - 1)


_worker_event: Any = None
_worker_parent = 0


def _worker_init(event: Any, parent: int) -> None:
    global _worker_event, _worker_parent
    _worker_event = event
    # The creator's pid, not getppid(): the creator may have died already.  0 for a
    # fork server's workers, whose parent is the server.
    _worker_parent = parent or os.getppid()
    import threading

    threading.Thread(target=_watch_parent, args=(_worker_parent,), daemon=True,
                     name="ludotheque-watch-parent").start()


PARENT_POLL = 0.2
"""Seconds between two looks of an idle worker at its parent process."""


def _watch_parent(parent: int) -> None:
    """End this worker when the process that started it is gone (it was terminated
    and cannot close its pool): an idle worker would otherwise wait for work forever."""
    while os.getppid() == parent:
        time.sleep(PARENT_POLL)
    os._exit(0)


def _nothing() -> None:
    """A task that starts a worker process (:meth:`SearchPool.warm`)."""


def _worker_cancelled() -> bool:
    if _worker_event is not None and _worker_event.is_set():
        return True
    return os.getppid() != _worker_parent  # the parent died: stop


def _worker_search(player: SearchPlayer, view: State, moves: list[Move], seed: int,
                   deadline: float | None) -> SearchResult:
    count = [0]  # deadline: a time.monotonic() time, the same clock in every process

    def cancelled() -> bool:
        count[0] += 1
        return count[0] % 16 == 0 and _worker_cancelled()
    try:
        return player._search(view, moves, random.Random(seed), cancelled, deadline)
    except Cancelled:
        return SearchResult(moves[0], [], 0, 0.0, "cancelled")


@dataclass
class SearchPool:
    """Worker processes for root-parallel search (create once, reuse, :meth:`close`).

    Each worker searches the same view with its own seed and the whole budget; the
    root statistics are added up and the most visited move is played.  So the
    search takes the time of one process and each tree is as deep as one
    process's, with as many times the iterations in all: shared out instead, the
    smaller trees play weaker (``benchmarks/parallel.py``).  A budget of fewer than
    :attr:`min_iterations` is searched in the calling process, so that the weaker
    levels stay as weak as they are meant to be.  Processes are started with *context*
    (``spawn`` by default: safe next to a GUI), lazily on the first search or by
    :meth:`warm`.  With an iteration budget alone the move depends on the seed and
    the number of workers.  A worker whose parent process dies ends itself (POSIX).
    When a worker dies the pool starts afresh; the search uses the workers that
    answered, or if none did, searches in the calling process.  An error raised by
    the game's code in a worker is raised again here.
    SearchConfig must be picklable (module-level functions); if they are not, the
    search runs in the calling process.
    """

    workers: int = field(default_factory=free_cores)
    context: str = "spawn"
    min_iterations: int = 4000
    """Budgets of fewer iterations are searched in the calling process (the host's
    beginner and intermediate levels, and a game's own smaller budgets); seconds
    alone always use the pool."""
    _executor: ProcessPoolExecutor | None = field(default=None, init=False, repr=False)
    _event: Any = field(default=None, init=False, repr=False)

    def _start(self) -> ProcessPoolExecutor:
        if self._executor is None:
            import multiprocessing

            ctx = multiprocessing.get_context(self.context)
            self._event = ctx.Event()
            creator = 0 if self.context == "forkserver" else os.getpid()
            self._executor = ProcessPoolExecutor(self.workers, mp_context=ctx,
                                                 initializer=_worker_init,
                                                 initargs=(self._event, creator))
        return self._executor

    def warm(self) -> None:
        """Start the worker processes now, so that the first search does not wait
        for them (it still waits for those that have not finished starting)."""
        executor = self._start()
        for _ in range(self.workers):
            executor.submit(_nothing)

    def close(self, wait: bool = True) -> None:
        """Stop the workers (*wait*: until they have ended)."""
        if self._executor is not None:
            self._event.set()
            self._executor.shutdown(wait=wait, cancel_futures=True)
            self._executor = None

    def __enter__(self) -> SearchPool:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def search(self, player: SearchPlayer, view: State, moves: list[Move], rng: random.Random,
               cancelled: Callable[[], bool] | None, deadline: float | None) -> SearchResult:
        """Run one search per worker and merge their root statistics."""
        budget = player.budget
        if budget.iterations is not None and budget.iterations < self.min_iterations:
            return player._search(view, moves, rng, cancelled, deadline)
        from .tree import SearchPlayer  # the tree search uses this pool: imported late

        solo = SearchPlayer(budget, player.config, exploration=player.exploration,
                            max_rollout=player.max_rollout, widening=player.widening)
        try:
            pickle.dumps((solo, view))
        except Exception:  # noqa: BLE001 - unpicklable config or view: search here
            return player._search(view, moves, rng, cancelled, deadline)
        seeds = [rng.getrandbits(63) for _ in range(self.workers)]
        futures: list[Future[SearchResult]] = []
        for _ in range(2):
            try:
                executor = self._start()
                self._event.clear()
                futures = [executor.submit(_worker_search, solo, view, moves, seed, deadline)
                           for seed in seeds]
                break
            except BrokenProcessPool:  # a worker died since the last search: start afresh
                self.close(wait=False)
        pending = set(futures)
        while pending:
            _, pending = wait(pending, timeout=0.02, return_when=FIRST_COMPLETED)
            if pending and cancelled is not None and cancelled():
                self._event.set()
                wait(pending)
                raise Cancelled()
        results = []
        for future in futures:
            try:
                results.append(future.result())
            except BrokenProcessPool:  # a worker died: its search and the unfinished are lost
                self.close(wait=False)  # the next search starts afresh
        if not results:  # no worker answered: search here, from now, as one process would
            fresh = player.budget.seconds
            return player._search(view, moves, rng, cancelled,
                                  None if fresh is None else time.monotonic() + fresh)
        return _merge(results, moves, rng)


def _merge(results: Sequence[SearchResult], moves: Sequence[Move],
           rng: random.Random) -> SearchResult:
    stats = []
    for index, move in enumerate(moves):
        visits, total = 0, 0.0
        proven: float | None = None
        for result in results:
            if not result.stats:
                continue
            item = result.stats[index]
            visits += item.visits
            total += item.value * item.visits
            if item.proven is not None:
                proven = item.proven
        stats.append(MoveStats(move, visits, total / visits if visits else 0.5, proven))
    stopped = "solved" if any(r.stopped == "solved" for r in results) else results[0].stopped
    return SearchResult(best_move(stats, rng), stats, sum(r.iterations for r in results), 0.0,
                        stopped)
