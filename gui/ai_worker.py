"""Computer moves in a separate process, so the window never stalls.

:class:`AiWorker` keeps one child process (``multiprocessing``, ``spawn``
context) warm and sends it :class:`~ludotheque.core.search.process.Job` values, each
with what the game registered for its computer player (from the application's
plugin registry: the child finds no plugins itself).  A thread waits on the
child's pipe and wakes the GUI thread when an answer arrives (no polling).
Cancelling (undo, new game, quit) terminates the child; a fresh one is started at
once for the next job.  The child may search root-parallel over a pool of
processes of its own (see :mod:`ludotheque.core.search.process`).

Signals:

* ``move_ready(int, object)``: job id and the chosen move.
* ``failed(int, str)``: job id and the child's traceback text.
* ``busy_changed(bool)``: thinking started or stopped.
"""

from __future__ import annotations

import itertools
import multiprocessing
import pickle
import queue
import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from ludotheque.core.i18n import QT_TRANSLATE_NOOP
from ludotheque.core.model import Move, State
from ludotheque.core.search.process import Job, serve

from .i18n import tr_text

if TYPE_CHECKING:
    from ludotheque.core.plugins.registry import PluginRegistry

__all__ = ["AiWorker"]

ENDING_MS = 3000
"""How long a terminated child may take to stop its pool before it is killed."""

_DIED = QT_TRANSLATE_NOOP("AiWorker", "the computer player stopped")


def _finish(process: Any) -> None:
    """Kill *process* if it has not ended (see :data:`ENDING_MS`), and reap it."""
    if process.is_alive():
        process.kill()
    process.join(0.5)


class _Reader:
    """Waits on one child's pipe in a thread of its own and queues what arrives;
    *wake* is called (from that thread) after each message.  At the end of the
    pipe (the child ended) it queues the child's death, then closes the pipe."""

    def __init__(self, conn: Any, answers: queue.Queue[tuple[int, Any, str, Any]],
                 generation: int, wake: Any) -> None:
        self.thread = threading.Thread(target=self._run, args=(conn, answers, generation, wake),
                                       name="ludotheque-ai-reader", daemon=True)
        self.thread.start()

    @staticmethod
    def _run(conn: Any, answers: queue.Queue[tuple[int, Any, str, Any]], generation: int,
             wake: Any) -> None:
        def tell(answer: tuple[int, Any, str, Any]) -> None:
            answers.put(answer)
            try:
                wake()
            except RuntimeError:  # the worker is gone (the application quits)
                pass

        try:
            while True:
                try:
                    job_id, status, payload = conn.recv()
                except (EOFError, OSError):
                    tell((generation, None, "died", ""))
                    return
                except Exception as exc:  # noqa: BLE001 - an answer that does not unpickle
                    tell((generation, None, "died", f"{_DIED}: {exc!r}"))  # (logged)
                    return
                tell((generation, job_id, status, payload))
        finally:
            conn.close()


class AiWorker(QObject):
    """A cancellable computer player running in its own process.

    :param registry: the application's plugin registry, where each job finds what
        its game registered for its computer player
        (:meth:`~ludotheque.core.plugins.registry.PluginRegistry.players_for`); None: the
        host's search with no knowledge of the games.
    :param workers: processes each search of the child uses (None: one per free
        core on POSIX systems, see :func:`~ludotheque.core.search.process.default_workers`).
    """

    move_ready = Signal(int, object)
    failed = Signal(int, str)
    busy_changed = Signal(bool)
    _woken = Signal()

    def __init__(self, parent: QObject | None = None, *, workers: int | None = None,
                 registry: PluginRegistry | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.workers = workers
        self._stale = False
        self._context = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._conn: Any = None
        self._generation = 0
        """Which child the answers in :attr:`_answers` must come from."""
        self._answers: queue.Queue[tuple[int, Any, str, Any]] = queue.Queue()
        self._ids = itertools.count(1)
        self.current: int | None = None
        self._woken.connect(self._drain)  # queued: the reader thread emits it

    # --- process ---------------------------------------------------------------

    def start(self) -> None:
        """Start the child process now (it is started lazily otherwise)."""
        if self._process is not None and self._process.is_alive():
            return
        parent_end, child_end = self._context.Pipe()
        process = self._context.Process(
            target=serve, args=(child_end, self.workers), name="ludotheque-ai", daemon=True)
        process.start()
        child_end.close()
        self._generation += 1
        self._process, self._conn = process, parent_end
        _Reader(parent_end, self._answers, self._generation, self._woken.emit)

    def _stop_process(self, graceful: bool) -> None:
        process, conn = self._process, self._conn
        self._process = self._conn = None
        self._generation += 1  # whatever the old child still says is not heard
        if process is None:
            return
        if graceful and self.current is None:
            try:
                conn.send(None)
            except (OSError, ValueError):
                pass
            process.join(0.5)
        if process.is_alive():
            process.terminate()
            process.join(0.01)
        if process.is_alive():
            # A child with a pool stops it before it ends (some 0.1 s): the window
            # does not wait for that, and a child still there later is killed.
            QTimer.singleShot(ENDING_MS, lambda: _finish(process))
        # The pipe is closed by its reader once the child's end of it is gone.

    def shutdown(self) -> None:
        """Stop thinking and end the child process."""
        was_busy = self.current is not None
        self._stop_process(graceful=True)
        self.current = None
        if was_busy:
            self.busy_changed.emit(False)

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    # --- jobs ------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.current is not None

    def request(self, game_id: str, view: State, kind: str, level: str | None,
                seed: int) -> int:
        """Ask for a move of ``view.current_player``; returns the job id.

        A running job is cancelled first.
        """
        self.cancel()
        self.start()
        job_id = next(self._ids)
        knowledge, computer = (self.registry.players_for(game_id)
                               if self.registry is not None and kind == "ai" else (None, None))
        data = pickle.dumps(Job(job_id, game_id, kind, level, seed, view, knowledge, computer))
        try:
            self._conn.send((job_id, data))
        except (OSError, ValueError, EOFError):  # the child died: start another once
            self._stop_process(graceful=False)
            self.start()
            self._conn.send((job_id, data))
        self.current = job_id
        self.busy_changed.emit(True)
        return job_id

    def refresh(self) -> None:
        """Plugins were installed or removed: start the child (and its pool) afresh,
        so that it imports the games' current code, at once when idle, else when
        the running job is answered."""
        if self.current is not None:
            self._stale = True
            return
        self._stale = False
        if self._process is not None:
            self._stop_process(graceful=False)
            self.start()

    def cancel(self) -> None:
        """Abandon the running job, if any (the child is terminated and restarted)."""
        if self.current is None:
            return
        self.current = None
        self._stale = False  # the new child imports every game afresh
        self._stop_process(graceful=False)
        self.start()  # keep a warm process for the next turn
        self.busy_changed.emit(False)

    def _drain(self) -> None:
        """Handle what the reader threads queued (in the GUI thread)."""
        while True:
            try:
                generation, job_id, status, payload = self._answers.get_nowait()
            except queue.Empty:
                return
            self._handle(generation, job_id, status, payload)

    def _handle(self, generation: int, job_id: Any, status: str, payload: Any) -> None:
        if generation != self._generation or self.current is None:
            return  # an abandoned child, or an answer nobody waits for
        if status == "died":
            # Its last line is the reason shown to the player: in their language.
            job_id, status = self.current, "error"
            payload = "\n".join(filter(None, (payload, tr_text(_DIED))))
            self._stop_process(graceful=False)
        if job_id != self.current:
            return  # an answer to an abandoned job
        self.current = None
        if self._stale:
            self.refresh()
        self.busy_changed.emit(False)
        if status == "ok":
            self.move_ready.emit(job_id, payload)
        else:
            self.failed.emit(job_id, str(payload))

    def wait_move(self, job_id: int, timeout: float = 30.0) -> Move | None:
        """Block until *job_id* is answered (command line and tests only: no event
        loop needed)."""
        import time

        deadline = time.monotonic() + timeout
        result: list[Any] = []

        def keep(jid: int, move: Any) -> None:
            if jid == job_id:
                result.append(move)

        self.move_ready.connect(keep)
        try:
            while not result and self.current == job_id:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                try:
                    answer = self._answers.get(timeout=min(left, 0.5))
                except queue.Empty:
                    continue
                self._handle(*answer)
        finally:
            self.move_ready.disconnect(keep)
        return result[0] if result else None
