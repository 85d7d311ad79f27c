"""Responsiveness: does the event loop keep running while the expert thinks?

Starts the application's computer worker (:class:`ludotheque.gui.ai_worker.AiWorker`,
a separate ``spawn`` process), asks it for an expert move in a mid-game position of
Kalah and of Clans, and meanwhile runs a :class:`QTimer` at 100 Hz in the main
thread (``QT_QPA_PLATFORM=offscreen``).  It reports the longest gap between two
ticks and the 99th percentile of the gaps, for the whole wait (the worker's first
start included) and for the request call alone (pickling and sending the view in
the GUI thread).  Goal: the longest gap at most 50 ms (a tick is due every 10 ms).

Run: ``python -m benchmarks.responsiveness [--level expert] [--rounds 2]``.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from typing import Any

GOAL_MS = 50.0
TICK_MS = 10


def mid_game(game_id: str, plies: int, seed: int) -> Any:
    """The view of the player to move after *plies* random moves (chance included)."""
    from ludotheque.core.plugins.registry import make_registry

    game = make_registry().game(game_id).game
    rng = random.Random(seed)
    state = game.new_state(None, seed, 2)
    played = 0
    while played < plies or state.is_chance:
        if state.is_over():
            raise RuntimeError(f"{game_id} ended within {plies} plies; use fewer")
        if state.is_chance:
            state = state.apply(state.sample_chance(rng))
            continue
        moves = state.legal_moves()
        state = state.play(moves[rng.randrange(len(moves))])
        played += 1
    return state.view(state.current_player)


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, int(round(share * (len(ordered) - 1)))))
    return ordered[index]


def measure(worker: Any, game_id: str, view: Any, level: str, seed: int,
            timeout: float) -> dict[str, float]:
    """Ask *worker* for a move of *view* while ticking at 100 Hz; the figures."""
    from PySide6.QtCore import QEventLoop, QTimer

    ticks: list[float] = []
    answer: list[Any] = []
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    def done(_job: int, move: Any) -> None:
        answer.append(move)
        loop.quit()

    def failed(_job: int, text: str) -> None:
        answer.append(RuntimeError(text))
        loop.quit()

    worker.move_ready.connect(done)
    worker.failed.connect(failed)
    QTimer.singleShot(int(timeout * 1000), loop.quit)
    timer.start()
    ticks.append(time.perf_counter())
    start = time.perf_counter()
    worker.request(game_id, view, "ai", level, seed)
    request_s = time.perf_counter() - start
    loop.exec()
    elapsed = time.perf_counter() - start
    timer.stop()
    worker.move_ready.disconnect(done)
    worker.failed.disconnect(failed)
    if not answer:
        raise RuntimeError(f"{game_id}: no move within {timeout} s")
    if isinstance(answer[0], Exception):
        raise answer[0]
    gaps = [(b - a) * 1000 for a, b in zip(ticks, ticks[1:])]
    return {"seconds": elapsed, "ticks": len(ticks), "request_ms": request_s * 1000,
            "max_ms": max(gaps), "p99_ms": _percentile(gaps, 0.99),
            "median_ms": _percentile(gaps, 0.5)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.responsiveness",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--level", default="expert")
    parser.add_argument("--rounds", type=int, default=2, help="requests per game")
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841 - kept alive
    print(f"== Responsiveness: {args.level} thinking in the worker process, "
          f"QTimer every {TICK_MS} ms in the main thread (goal: longest gap <= {GOAL_MS:g} ms)")
    from ludotheque.gui.ai_worker import AiWorker

    worker = AiWorker()  # one worker for the session, as in the app: the first job starts it
    worst = 0.0
    cold = True
    for game_id, plies in (("kalah", 12), ("clans", 20)):
        view = mid_game(game_id, plies, seed=7)
        for round_index in range(args.rounds):
            figures = measure(worker, game_id, view, args.level, seed=round_index,
                              timeout=args.timeout)
            worst = max(worst, figures["max_ms"])
            print(f"  {game_id:6} round {round_index + 1} ({'cold' if cold else 'warm'}"
                  f" worker): thought {figures['seconds']:.2f} s, {figures['ticks']} ticks, "
                  f"gap max {figures['max_ms']:.1f} ms, p99 {figures['p99_ms']:.1f} ms, "
                  f"median {figures['median_ms']:.1f} ms; "
                  f"request() {figures['request_ms']:.1f} ms",
                  flush=True)
            cold = False
    worker.shutdown()
    print(f"  longest gap {worst:.1f} ms (goal <= {GOAL_MS:g} ms: "
          f"{'met' if worst <= GOAL_MS else 'NOT met'})")


if __name__ == "__main__":
    main()
