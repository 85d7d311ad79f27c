"""``ludotheque screenshot``: the window on a screen of its size, a dialog, a hot-seat
game at its hand-over and a finished game."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage


def shot(tmp_path: Path, name: str, *args: str) -> QImage:
    out = tmp_path / f"{name}.png"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    result = subprocess.run([sys.executable, "-m", "ludotheque.core.cli", "screenshot",
                             str(out), "--size", "1024x600", *args],
                            capture_output=True, text=True, env=env, timeout=180)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert not image.isNull()
    return image


def test_dialogs_hand_over_and_ends(tmp_path: Path) -> None:
    window = shot(tmp_path, "window", "--game", "kalah", "--finished", "--lang", "fr")
    assert (window.width(), window.height()) == (1024, 600)
    about = shot(tmp_path, "about", "--dialog", "about")
    assert about.width() < 1024 and about.height() <= 600  # the dialog alone, fitting
    rules = shot(tmp_path, "rules", "--dialog", "rules", "--game", "oware")
    assert rules.height() <= 600
    hand_over = shot(tmp_path, "hand-over", "--game", "clans", "--hot-seat", "--moves", "14")
    assert hand_over.size() == window.size()
    result = subprocess.run([sys.executable, "-m", "ludotheque.core.cli", "screenshot",
                             str(tmp_path / "x.png"), "--dialog", "rules"],
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 2 and "needs --game" in result.stderr
