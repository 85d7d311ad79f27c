"""The match server's journal alone: appends a second, and how long a caller waits for
its step to be on disk.

* ``loop``: as the server appends, from the tasks of one event loop
  (``Journal.append_soon``), one task per match, 1 or 100 matches;
* ``threads``: from one thread or six (``Journal.append_many``, as a game created in
  a worker thread does), with the GIL free or held by a busy thread.

Either way the journal's writer thread stores every append waiting in one statement
(the group commit, ``ludotheque.core.network.journal``).  A journal call that enters
SQLite lets the GIL go; when another thread is running Python, the thread waits up
to a switch interval (5 ms) to take it back: the ``busy`` rows.

Run: ``python -m benchmarks.journal_appends [--appends N]``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
import time


def measure(threads: int, appends: int, busy: bool) -> dict[str, float]:
    from ludotheque.core.network.journal import Journal, MatchRecord

    with tempfile.TemporaryDirectory() as folder, Journal(folder) as journal:
        for index in range(threads):
            journal.create(MatchRecord(f"m{index}", "kalah", {}, [{}, {}], 1), [])
        stop = threading.Event()

        def spin() -> None:  # pure Python, as an event loop at full load
            while not stop.is_set():
                sum(range(100))

        def play(index: int) -> None:
            for ply in range(appends // threads):
                journal.append(f"m{index}", ply, str(ply % 6 + 1))

        spinner = threading.Thread(target=spin)
        if busy:
            spinner.start()
        workers = [threading.Thread(target=play, args=(index,)) for index in range(threads)]
        commits = getattr(journal, "commits", None)  # (a journal before the group commit)
        started = time.perf_counter()
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
        elapsed = time.perf_counter() - started
        stop.set()
        if busy:
            spinner.join()
        done = threads * (appends // threads)
        per_commit = float("nan") if commits is None else \
            done / max(1, journal.commits - commits)
        return {"appends_per_s": done / elapsed, "wait_ms": 1000 * elapsed * threads / done,
                "appends_per_commit": per_commit}


def measure_loop(matches: int, appends: int) -> dict[str, float]:
    """*appends* steps from *matches* tasks of one event loop, each awaiting its own."""
    import asyncio

    from ludotheque.core.network.journal import Journal, MatchRecord
    from ludotheque.core.network.loop import run

    with tempfile.TemporaryDirectory() as folder, Journal(folder) as journal:
        for index in range(matches):
            journal.create(MatchRecord(f"m{index}", "kalah", {}, [{}, {}], 1), [])
        commits = journal.commits

        async def play(index: int) -> None:
            for ply in range(appends // matches):
                await journal.append_soon(f"m{index}", ply, [str(ply % 6 + 1)])

        async def everyone() -> None:
            await asyncio.gather(*(play(index) for index in range(matches)))

        started = time.perf_counter()
        run(everyone())
        elapsed = time.perf_counter() - started
        done = matches * (appends // matches)
        return {"appends_per_s": done / elapsed, "wait_ms": 1000 * elapsed * matches / done,
                "appends_per_commit": done / max(1, journal.commits - commits)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.journal_appends")
    parser.add_argument("--appends", type=int, default=3000,
                        help="appends per case with the GIL free (a tenth of them with a "
                             "busy thread)")
    args = parser.parse_args(argv)
    print(f"{'callers':>13} {'GIL':>5} {'appends/s':>10} {'wait ms':>8} {'per commit':>10}")
    for matches in (1, 100):
        found = measure_loop(matches, args.appends)
        print(f"{matches:>3} loop task(s)  {'-':>4} {found['appends_per_s']:>10.0f} "
              f"{found['wait_ms']:>8.3f} {found['appends_per_commit']:>10.1f}", flush=True)
    for busy in (False, True):
        for threads in (1, 6):
            found = measure(threads, args.appends // (10 if busy else 1), busy)
            print(f"{threads:>5} thread(s) {'busy' if busy else 'free':>5} "
                  f"{found['appends_per_s']:>10.0f} {found['wait_ms']:>8.3f} "
                  f"{found['appends_per_commit']:>10.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
