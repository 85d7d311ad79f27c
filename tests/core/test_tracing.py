"""Hooks go through pluggy: LUDOTHEQUE_TRACE_PLUGINS prints every hook call, with or
without a discovery cache from an earlier start."""

from __future__ import annotations

import os
import subprocess
import sys


def test_tracing_prints_every_registration_hook() -> None:
    env = dict(os.environ, LUDOTHEQUE_TRACE_PLUGINS="1")
    for _start in range(2):  # the second start would come from the cache
        result = subprocess.run([sys.executable, "-m", "ludotheque.core.cli", "list"],
                                capture_output=True, text=True, env=env, timeout=120)
        assert result.returncode == 0, result.stderr
        for hook in ("ludotheque_register_games", "ludotheque_register_knowledge",
                     "ludotheque_register_players"):
            assert f"{hook} [hook]" in result.stderr, (hook, result.stderr[-2000:])
        assert "kalah" in result.stdout
    quiet = subprocess.run([sys.executable, "-m", "ludotheque.core.cli", "list"],
                           capture_output=True, text=True, timeout=120)
    assert "[hook]" not in quiet.stderr
