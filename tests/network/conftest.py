"""A match server on a free loopback port, in a thread of its own."""

from __future__ import annotations

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
    from ludotheque.core.network.loop import running
    from ludotheque.core.network.server import MatchServer

    with running(MatchServer(tmp_path / "data", registry)) as started:
        yield started
