"""The install for players works as the README says: pipx installs the host and the
bundled games (not editable) into an environment of their own, `ludotheque` lists
and plays from there, the plugin manager installs into that same environment, and
the desktop entry starts it."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "plugins"))
from throwaway import Throwaway

pytestmark = pytest.mark.slow  # builds environments or runs tools: not in make test-fast

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
SKIP = shutil.ignore_patterns(".venv", "build", "dist", "*.egg-info", "__pycache__", ".git",
                              "*.pyc", ".pytest_cache", ".hypothesis")


def readme_lines(heading: str) -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    block = section.split("```sh\n", 1)[1].split("```", 1)[0]
    return [line.strip() for line in block.replace("\\\n", " ").splitlines() if line.strip()]


def test_the_players_install_with_pipx(tmp_path: Path) -> None:
    pipx = BIN / "pipx"
    assert pipx.exists(), "pipx is part of the test requirements"
    clone = tmp_path / "clone"
    clone.mkdir()
    for name in ("pyproject.toml", "README.md", "core", "gui", "plugins"):
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, clone / name, ignore=SKIP)
        else:
            shutil.copy(source, clone / name)
    bin_dir = tmp_path / "bin"
    env = dict(os.environ,
               PIPX_HOME=str(tmp_path / "pipx"), PIPX_BIN_DIR=str(bin_dir),
               PIPX_MAN_DIR=str(tmp_path / "man"), XDG_DATA_HOME=str(tmp_path / "share"),
               PATH=f"{bin_dir}{os.pathsep}{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
               QT_QPA_PLATFORM="offscreen", PIP_DISABLE_PIP_VERSION_CHECK="1")
    env.pop("VIRTUAL_ENV", None)

    def run(command: str, cwd: Path = clone, timeout: int = 900) -> str:
        result = subprocess.run(command, shell=True, cwd=cwd, env=env, capture_output=True,
                                text=True, timeout=timeout, stdin=subprocess.DEVNULL)
        assert result.returncode == 0, f"{command}\n{result.stdout[-3000:]}{result.stderr[-3000:]}"
        return result.stdout

    lines = readme_lines("Install it to play")
    assert lines[0] == "pipx install ." and lines[1].startswith("pipx inject ludotheque ")
    for line in lines:  # as written, from the clone
        run(line)

    listed = run("ludotheque list")
    for game in ("kalah", "oware", "congkak", "clans", "kanze", "clod", "royal_clod",
                 "forts_and_ruins"):
        assert game in listed
    played = run("ludotheque play kalah --seat ai:beginner --seat random --seed 1")
    assert "Result:" in played

    # Installed, not linked to the clone: the packages live in pipx's environment.
    python = tmp_path / "pipx" / "venvs" / "ludotheque" / "bin" / "python"
    where = run(f"{python} -c 'import ludotheque.core, ludotheque_mancala, sys; "
                f"print(ludotheque.core.__file__); print(ludotheque_mancala.__file__)'")
    for path in where.split():
        assert str(tmp_path / "pipx") in path and str(clone) not in path

    # The plugin manager's installer puts a new game into that same environment.
    folder = Throwaway("lp-extra").write(tmp_path / "src")
    run(f"ludotheque install {folder} --yes")
    assert "lp_extra" in run("ludotheque list")
    assert "lp_extra" in run(f"{python} -c 'import lp_extra; print(lp_extra.__name__)'")

    # The desktop entry starts this installation.
    entry = tmp_path / "share" / "applications" / "ludotheque.desktop"
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(entry, encoding="utf-8")
    desktop = parser["Desktop Entry"]
    assert desktop["Type"] == "Application" and desktop["Name"] == "Ludothèque"
    command = desktop["Exec"].replace(" %f", "")  # the file a desktop opens it with
    assert command.startswith(str(tmp_path / "pipx" / "venvs" / "ludotheque"))
    assert Path(desktop["Icon"]).is_file()
    assert run(f"{command} --version").startswith("ludotheque ")
    validate = shutil.which("desktop-file-validate")
    if validate is not None:
        run(f"{validate} {entry}")
