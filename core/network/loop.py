"""Running a :class:`~.server.MatchServer`: its event loop (uvloop's where installed),
the garbage collector of a long-running server, TLS, and a server in a thread of its
own for programs that are not asyncio (tests, benchmarks)."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import ssl
import sys
import threading
from collections.abc import Coroutine, Iterator
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from .server import MatchServer

__all__ = ["event_loop", "run", "running", "tls_context", "tune_collector"]

_T = TypeVar("_T")


def event_loop() -> asyncio.AbstractEventLoop:
    """A new event loop for the server: uvloop's where it is installed (Linux and
    macOS), which serves about half as many moves again on the same core and keeps
    the round trips of 1,000 matches under 50 ms (``docs/scaling.md``); asyncio's
    own elsewhere."""
    try:
        import uvloop
    except ImportError:
        return asyncio.new_event_loop()
    loop: asyncio.AbstractEventLoop = uvloop.new_event_loop()
    return loop


def tune_collector() -> None:
    """The garbage collector set for a long-running server, once its matches are
    resumed: what is alive then is frozen (never scanned again), and the youngest
    generation is collected after 50,000 allocations instead of 700 (the server
    makes few reference cycles; what it makes waits a little longer).  About 7 %
    less CPU per move (``python -m benchmarks.network_load --flat-out``, server CPU
    over moves, six interleaved pairs: ``benchmarks/results/``)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 100)


def run(main: Coroutine[Any, Any, _T]) -> _T:
    """``asyncio.run(main)`` on the server's :func:`event_loop` (Python 3.11 and
    later; asyncio's own loop on 3.10)."""
    if sys.version_info < (3, 11):
        return asyncio.run(main)
    with asyncio.Runner(loop_factory=event_loop) as runner:
        return runner.run(main)


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context


@contextlib.contextmanager
def running(server: MatchServer) -> Iterator[MatchServer]:
    """*server* started in a thread of its own (its event loop) for the ``with``
    block, then stopped: for tests and for programs that are not asyncio."""
    loop = event_loop()
    ready = threading.Event()

    def run() -> None:
        asyncio.set_event_loop(loop)
        loop.run_until_complete(server.start())
        ready.set()
        loop.run_forever()

    thread = threading.Thread(target=run, name="match-server", daemon=True)
    thread.start()
    if not ready.wait(30):
        raise RuntimeError("the match server did not start")
    try:
        yield server
    finally:
        asyncio.run_coroutine_threadsafe(server.stop(), loop).result(30)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(30)
        loop.close()
