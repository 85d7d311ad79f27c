"""Computer moves in a separate process, so the window never stalls.

:class:`AiWorker` keeps one child process (``multiprocessing``, ``spawn``
context) warm and sends it :class:`~ludotheque.gui.ai_process.Job` values.  The
answer is polled from the GUI thread with a short timer.  Cancelling (undo, new
game, quit) terminates the child; a fresh one is started at once for the next job.
The child may search root-parallel over a pool of processes of its own (see
:mod:`ludotheque.gui.ai_process`).

Signals:

* ``move_ready(int, object)``: job id and the chosen move.
* ``failed(int, str)``: job id and the child's traceback text.
* ``busy_changed(bool)``: thinking started or stopped.
"""

from __future__ import annotations

import itertools
import multiprocessing
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from ludotheque.core.model import Move, State

from .ai_process import Job, serve

if TYPE_CHECKING:
    from ludotheque.core.registry import PluginRegistry

__all__ = ["AiWorker"]

POLL_MS = 15
ENDING_MS = 3000
"""How long a terminated child may take to stop its pool before it is killed."""


def _finish(process: Any) -> None:
    """Kill *process* if it has not ended (see :data:`ENDING_MS`), and reap it."""
    if process.is_alive():
        process.kill()
    process.join(0.5)


class AiWorker(QObject):
    """A cancellable computer player running in its own process.

    :param extra_plugins: ``(module, name)`` pairs of plugins that are not
        installed (registered with ``register_object``), for the child to register too.
    :param registry: the application's plugin registry: the child imports only the
        plugins it allows (:meth:`~ludotheque.core.registry.PluginRegistry.scope`),
        as they are when the child starts.  None: every installed plugin that the
        user has not disabled.
    :param workers: processes each search of the child uses (None: one per free
        core on POSIX systems, see :func:`~ludotheque.gui.ai_process.default_workers`).
    """

    move_ready = Signal(int, object)
    failed = Signal(int, str)
    busy_changed = Signal(bool)

    def __init__(self, extra_plugins: Iterable[tuple[str, str]] = (),
                 parent: QObject | None = None, *, workers: int | None = None,
                 registry: PluginRegistry | None = None) -> None:
        super().__init__(parent)
        self.extra_plugins = tuple(extra_plugins)
        self.registry = registry
        self.workers = workers
        self._stale = False
        self._context = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._conn: Any = None
        self._ids = itertools.count(1)
        self.current: int | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._on_timer_timeout)

    # --- process ---------------------------------------------------------------

    def start(self) -> None:
        """Start the child process now (it is started lazily otherwise)."""
        if self._process is not None and self._process.is_alive():
            return
        parent_end, child_end = self._context.Pipe()
        scope = self.registry.scope() if self.registry is not None else None
        process = self._context.Process(
            target=serve, args=(child_end, scope, self.extra_plugins, self.workers),
            name="ludotheque-ai", daemon=True)
        process.start()
        child_end.close()
        self._process, self._conn = process, parent_end

    def _stop_process(self, graceful: bool) -> None:
        process, conn = self._process, self._conn
        self._process = self._conn = None
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
        if conn is not None:
            conn.close()

    def shutdown(self) -> None:
        """Stop thinking and end the child process."""
        self._timer.stop()
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
        try:
            self._conn.send(Job(job_id, game_id, kind, level, seed, view))
        except (OSError, ValueError, EOFError):  # the child died: start another once
            self._stop_process(graceful=False)
            self.start()
            self._conn.send(Job(job_id, game_id, kind, level, seed, view))
        self.current = job_id
        self._timer.start()
        self.busy_changed.emit(True)
        return job_id

    def refresh(self) -> None:
        """Plugins were installed or removed: start the child (and its pool) afresh,
        so that it knows every game, at once when idle, else when the running job
        is answered."""
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
        self._timer.stop()
        self._stale = False  # the new child knows every game
        self._stop_process(graceful=False)
        self.start()  # keep a warm process for the next turn
        self.busy_changed.emit(False)

    def _on_timer_timeout(self) -> None:
        conn = self._conn
        if conn is None or self.current is None:
            self._timer.stop()
            return
        try:
            if not conn.poll():
                if self._process is not None and not self._process.is_alive():
                    raise EOFError
                return
            job_id, status, payload = conn.recv()
        except (EOFError, OSError):
            job_id, status, payload = self.current, "error", "the computer player stopped"
            self._stop_process(graceful=False)
        if job_id != self.current:
            return  # an answer to an abandoned job
        self.current = None
        self._timer.stop()
        if self._stale:
            self.refresh()
        self.busy_changed.emit(False)
        if status == "ok":
            self.move_ready.emit(job_id, payload)
        else:
            self.failed.emit(job_id, str(payload))

    def wait_move(self, job_id: int, timeout: float = 30.0) -> Move | None:
        """Block until *job_id* is answered (command line and tests only)."""
        import time

        deadline = time.monotonic() + timeout
        result: list[Any] = []
        self.move_ready.connect(lambda jid, move: result.append(move) if jid == job_id else None)
        while not result and time.monotonic() < deadline and self.current == job_id:
            if self._conn is not None and self._conn.poll(0.05):
                self._on_timer_timeout()
        return result[0] if result else None
