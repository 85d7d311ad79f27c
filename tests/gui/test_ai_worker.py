"""The computer player's process with a pool of its own (root-parallel search)."""

from __future__ import annotations

import os
import signal
import sys
import time

import pytest
from ludotheque_testgames.stones import StonesState

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def _semaphores() -> set[str]:
    return {name for name in os.listdir("/dev/shm") if name.startswith("sem.")} \
        if os.path.isdir("/dev/shm") else set()


def _workers(pid: int) -> list[int]:
    """The running processes started by *pid* with ``multiprocessing``'s spawn
    (its resource tracker left out, and zombies)."""
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{name}/cmdline", "rb") as cmdline:
                command = cmdline.read()
        except (FileNotFoundError, ProcessLookupError):
            continue
        if fields[0] != "Z" and int(fields[1]) == pid and b"spawn_main" in command:
            found.append(int(name))
    return found


def test_a_worker_with_a_pool_answers_and_cancels_without_leaving_processes(
        qtbot, process_alive) -> None:
    from ludotheque.gui.ai_worker import AiWorker

    worker = AiWorker(workers=2)
    pools: list[int] = []
    before = _semaphores()
    try:
        worker.start()
        child = worker.pid
        assert child is not None
        qtbot.waitUntil(lambda: len(_workers(child)) == 2, timeout=30000)
        pools = _workers(child)  # the pool, started with the process
        own = _semaphores() - before  # the pool's (named semaphores in /dev/shm)
        assert own
        state = StonesState(30, 0, 1, None)
        with qtbot.waitSignal(worker.move_ready, timeout=60000) as ready:
            job = worker.request("stones", state, "ai", "beginner", 3)
        assert ready.args[0] == job and ready.args[1] in state.legal_moves()
        assert all(process_alive(pid) for pid in pools)  # kept for the next move
        # A long search, cancelled: the child and its pool end, a fresh child starts.
        worker.request("stones", StonesState(100, 0, 1, None), "ai", "expert", 4)
        time.sleep(0.3)
        assert worker.busy  # 16,000 iterations a worker take seconds
        worker.cancel()
        assert not worker.busy and worker.pid not in (None, child)
        deadline = time.monotonic() + 10
        while any(process_alive(pid) for pid in pools) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not [pid for pid in pools if process_alive(pid)], "the pool outlived its process"
        # The terminated child stopped its pool and removed its semaphores.
        qtbot.waitUntil(lambda: not own & _semaphores(), timeout=10000)
    finally:
        worker.shutdown()
        for pid in pools:
            if process_alive(pid):
                os.kill(pid, signal.SIGKILL)


def test_the_default_pool_uses_the_free_cores_up_to_a_few(monkeypatch) -> None:
    from ludotheque.core.search import pool, process

    for cores, expected in ((1, 1), (2, 1), (3, 2), (5, 4), (64, process.MAX_WORKERS)):
        monkeypatch.setattr(pool.os, "sched_getaffinity", lambda _pid, n=cores: set(range(n)))
        assert process.default_workers() == expected


def test_a_refresh_starts_the_process_afresh_once_it_is_idle(qtbot) -> None:
    from ludotheque.gui.ai_worker import AiWorker

    worker = AiWorker(workers=1)
    try:
        worker.start()
        first = worker.pid
        worker.refresh()  # idle: at once
        second = worker.pid
        assert second not in (None, first)
        state = StonesState(12, 0, 1, None)
        with qtbot.waitSignal(worker.move_ready, timeout=60000):
            worker.request("stones", state, "ai", "intermediate", 1)
            worker.refresh()  # busy: once the move is answered
            assert worker.pid == second
        assert worker.pid not in (None, second) and not worker.busy
    finally:
        worker.shutdown()
