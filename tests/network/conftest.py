"""A match server on a free loopback port, in a thread of its own."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from ludotheque.core.plugins.registry import PluginRegistry, make_registry


@pytest.fixture(scope="session")
def registry() -> PluginRegistry:
    return make_registry(cache=False)


@pytest.fixture
def server(tmp_path: Path, registry: PluginRegistry) -> Iterator[object]:
    pytest.importorskip("websockets")
    from ludotheque.core.network.server import MatchServer

    loop = asyncio.new_event_loop()
    server = MatchServer(tmp_path / "data", registry)
    ready = threading.Event()

    def run() -> None:
        asyncio.set_event_loop(loop)
        loop.run_until_complete(server.start())
        ready.set()
        loop.run_forever()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    assert ready.wait(10)
    yield server
    asyncio.run_coroutine_threadsafe(server.stop(), loop).result(10)
    loop.call_soon_threadsafe(loop.stop)
    thread.join(10)
