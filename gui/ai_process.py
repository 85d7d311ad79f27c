"""The computer player's process (the child side of :mod:`ludotheque.gui.ai_worker`).

This module imports no Qt: the child starts quickly, builds its own plugin
registry with :func:`make_registry` and answers jobs sent over a pipe::

    parent ── Job ──► child      child ── (job_id, "ok", move) ──► parent
                                 child ── (job_id, "error", text) ──► parent

Cancelling a job is done by the parent terminating the process.
"""

from __future__ import annotations

import importlib
import random
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from ludotheque.core.model import State

__all__ = ["Job", "serve"]


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


def _registry(extra_plugins: tuple[tuple[str, str], ...]) -> Any:
    from ludotheque.core.registry import make_registry

    registry = make_registry()
    for module_name, name in extra_plugins:
        if name not in registry.plugins:
            registry.register_object(importlib.import_module(module_name), name)
    return registry


def serve(conn: Connection, extra_plugins: tuple[tuple[str, str], ...] = ()) -> None:
    """Answer jobs until the pipe closes or ``None`` arrives."""
    from ludotheque.core.players import make_player

    registry = None
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        try:
            if registry is None:
                registry = _registry(extra_plugins)
            heuristics = registry.heuristics_for(job.game_id)
            player = make_player(job.kind, job.level, heuristics)
            move = player.choose(job.view, random.Random(job.seed))
            conn.send((job.job_id, "ok", move))
        except Exception:  # noqa: BLE001 - reported to the host, which falls back
            conn.send((job.job_id, "error", traceback.format_exc(limit=5)))
