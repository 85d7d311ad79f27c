"""Host tests: make the test-only games importable."""

from __future__ import annotations

import sys
from pathlib import Path

TESTGAMES = Path(__file__).resolve().parent / "testgames"
if str(TESTGAMES) not in sys.path:
    sys.path.insert(0, str(TESTGAMES))
