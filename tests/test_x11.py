"""GUI tests under a real X server as well: Xvfb, with Qt's xcb platform.

The other GUI tests run on the offscreen platform, whose key bindings are
Windows' and which has no window system; here the shortcut tests run with the
X11, KDE and GNOME key bindings, and the theme and screen-fit tests on a
1024×600 X screen.  CI installs Xvfb (``.ci/run``); elsewhere, without Xvfb,
this test is skipped.
"""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

KEY_SCHEMES = {
    "x11": {"QT_QPA_PLATFORMTHEME": "generic", "XDG_CURRENT_DESKTOP": ""},
    "kde": {"QT_QPA_PLATFORMTHEME": "kde", "XDG_CURRENT_DESKTOP": "KDE",
            "KDE_SESSION_VERSION": "5"},
    "gnome": {"QT_QPA_PLATFORMTHEME": "gnome", "XDG_CURRENT_DESKTOP": "GNOME"},
}
"""The platform themes whose key bindings the shortcut tests meet (each names its
keyboard scheme: X11, KDE, GNOME)."""

RUNS = {
    **{f"keyboard-{scheme}": (["tests/gui/test_keyboard.py"], env)
       for scheme, env in KEY_SCHEMES.items()},
    "theme": (["tests/gui/test_theme.py"], {}),
    "screens-fit": (["tests/gui/test_screens_fit.py::test_fits_this_screen"],
                    {"LUDOTHEQUE_FIT_SCREEN": "x11-1024x600"}),
}
"""The GUI tests run under X, each with what it adds to the environment."""


def _xvfb_missing() -> bool:
    return shutil.which("Xvfb") is None


pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(_xvfb_missing() and not os.environ.get("CI"),
                       reason="Xvfb is not installed (CI installs it: .ci/run)"),
]


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    """A new X server on a free display (Xvfb picks it), 1024×600."""
    if _xvfb_missing():
        pytest.fail("Xvfb is not installed, and CI must run the GUI tests under X: "
                    "see .ci/run and the README's apt line")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1024x600x24", "-nolisten", "tcp",
         "-noreset"], pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    os.close(write)
    try:
        number = b""
        while not number.endswith(b"\n"):
            ready, _, _ = select.select([read], [], [], 30)
            chunk = os.read(read, 16) if ready else b""
            if not chunk:
                server.kill()
                _, errors = server.communicate(timeout=10)
                pytest.fail(f"Xvfb did not start: {errors.decode(errors='replace')[-2000:]}")
            number += chunk
        yield f":{int(number)}"
    finally:
        os.close(read)
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@pytest.mark.parametrize("run", sorted(RUNS))
def test_gui_tests_pass_under_x(run: str, display: str) -> None:
    paths, extra = RUNS[run]
    env = {key: value for key, value in os.environ.items()
           if key not in ("QT_QPA_PLATFORM", "QT_QPA_PLATFORMTHEME", "QT_SCALE_FACTOR",
                          "WAYLAND_DISPLAY", "XDG_CURRENT_DESKTOP", "KDE_SESSION_VERSION",
                          "PYTEST_XDIST_WORKER", "PYTEST_XDIST_TESTRUNUID")}
    env.update(QT_QPA_PLATFORM="xcb", DISPLAY=display, **extra)
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "--tb=short", "-p", "no:cacheprovider", *paths],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    output = result.stdout[-12000:] + result.stderr[-4000:]
    assert result.returncode == 0, f"{run} under X ({display}):\n{output}"
    assert " passed" in result.stdout, f"{run} under X ran no test:\n{output}"
