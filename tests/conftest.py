"""Host tests: make the test-only games importable."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

TESTGAMES = Path(__file__).resolve().parent / "testgames"
if str(TESTGAMES) not in sys.path:
    sys.path.insert(0, str(TESTGAMES))


def _process_alive(pid: int) -> bool:
    """Whether process *pid* runs (Linux: reads ``/proc``; a zombie, ended but not
    yet reaped, does not)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):  # gone, or reaped while read
        return False


@pytest.fixture
def process_alive() -> Callable[[int], bool]:
    """:func:`_process_alive`, for the tests of processes that must end."""
    return _process_alive
