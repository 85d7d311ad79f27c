"""The README's commands work as written: the command-line examples, and the
clone's environment activated as it says."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # builds environments or runs tools: not in make test-fast

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
BIN = Path(sys.executable).parent


def shell_block(heading: str) -> list[str]:
    """The command lines of the first ``sh`` block under *heading* (comments and
    continuations joined)."""
    text = README.read_text(encoding="utf-8")
    section = text.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block, f"no sh block under {heading!r}"
    lines = block[1].replace("\\\n", " ").splitlines()
    return [line.split("  #")[0].strip() for line in lines if line.strip()]


def environment(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"  # as after activating .venv
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["HOME"] = str(tmp_path)
    return env


def opens_the_app(line: str) -> bool:
    return all(word.startswith("-") for word in shlex.split(line)[1:])


def test_the_command_line_examples_run_as_written(tmp_path: Path) -> None:
    lines = shell_block("The command line")
    assert len(lines) >= 5 and all(line.startswith("ludotheque") for line in lines)
    env = environment(tmp_path)
    for line in lines:
        if opens_the_app(line):
            process = subprocess.Popen(line, shell=True, cwd=tmp_path, env=env,
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                       stdin=subprocess.DEVNULL, start_new_session=True)
            try:  # the application runs until it is closed
                process.wait(timeout=6)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, 15)
                process.communicate(timeout=30)
                continue
            _out, err = process.communicate()
            pytest.fail(f"{line!r} stopped at once ({process.returncode}): "
                        f"{err.decode()[-2000:]}")
        result = subprocess.run(line, shell=True, cwd=tmp_path, env=env, capture_output=True,
                                text=True, timeout=600, stdin=subprocess.DEVNULL)
        assert result.returncode == 0, f"{line!r}: {result.stderr[-2000:]}"
    assert (tmp_path / "start.png").stat().st_size > 10_000  # the screenshot example


def test_the_clone_environment_activates_as_written(tmp_path: Path) -> None:
    venv = ROOT / ".venv"
    if not (venv / "bin" / "activate").exists() or Path(sys.prefix) != venv:
        pytest.skip("the tests do not run from the clone's .venv")
    lines = shell_block("Develop: the two commands")
    assert lines[:2] == ["make run", "make test"]
    after = README.read_text(encoding="utf-8").split("activate the environment first", 1)[1]
    activate = [line for line in after.split("```sh\n", 1)[1].split("```", 1)[0].splitlines()
                if line.strip()]
    assert activate == [". .venv/bin/activate", "ludotheque list"]
    env = dict(os.environ, HOME=str(tmp_path))
    result = subprocess.run(["bash", "-c", " && ".join(activate)], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "kalah" in result.stdout
