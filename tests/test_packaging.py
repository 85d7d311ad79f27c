"""The host distribution builds a wheel with namespaced packages only, and a
wheel install into a clean venv gives a working `ludotheque list`."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # builds environments or runs tools: not in make test-fast

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    source = tmp_path_factory.mktemp("source")  # build from a copy: no build/ in the tree
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for name in ("core", "gui"):
        shutil.copytree(ROOT / name, source / name,
                        ignore=shutil.ignore_patterns("__pycache__"))
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--disable-pip-version-check", "-q", "-w", str(out), str(source)],
        capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    (found,) = out.glob("ludotheque-*.whl")
    return found


def test_wheel_has_only_namespaced_packages(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    top = {name.split("/")[0] for name in names}
    assert top == {"ludotheque", next(t for t in top if t.endswith(".dist-info"))}
    assert "ludotheque/core/model.py" in names and "ludotheque/core/cli/main.py" in names
    assert "ludotheque/__init__.py" not in names  # an implicit namespace package
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "ludotheque = ludotheque.core.cli.main:main" in text


def test_wheel_install_gives_a_working_list(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = subprocess.run([str(python), "-c",
                           "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    # Dependencies (pluggy, PySide6) come from the test environment, not the network.
    import pluggy

    Path(site, "_deps.pth").write_text(str(Path(pluggy.__file__).parent.parent) + "\n")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
         "--no-index", "-q", "--disable-pip-version-check", str(wheel)],
        capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    listing = subprocess.run([str(venv / "bin" / "ludotheque"), "list", "--json"],
                             capture_output=True, text=True, timeout=60)
    assert listing.returncode == 0, listing.stderr
    assert listing.stdout.strip().startswith("[")
    where = subprocess.run([str(python), "-c", "import ludotheque.core as c; print(c.__file__)"],
                           capture_output=True, text=True, check=True).stdout
    assert str(venv) in where


def _setuptools_warnings(output: str) -> list[str]:
    """The lines of a build's output where setuptools warns about the project (its
    note that byte-compiling is off, when the environment says so, is no warning
    about the project)."""
    return [line.strip() for line in output.splitlines()
            if "warning" in line.lower() and "byte-compiling is disabled" not in line]


@pytest.mark.parametrize("project", ["."] + sorted(
    str(path.parent.relative_to(ROOT)) for path in ROOT.glob("plugins/*/pyproject.toml")))
def test_a_build_prints_no_setuptools_warning(project: str, tmp_path: Path) -> None:
    """Every data folder is declared: building the host or a plugin warns of nothing."""
    top = ROOT / project
    skipped = {".venv", "build", "tests", "plugins", "benchmarks", "docs", "translations"}

    def ignore(folder: str, names: list[str]) -> set[str]:
        return {name for name in names if name == "__pycache__" or name.endswith(".egg-info")
                or (Path(folder) == top and name in skipped)}

    source = tmp_path / "source"  # build from a copy: no build/ in the tree
    shutil.copytree(top, source, ignore=ignore)
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--disable-pip-version-check", "-v", "-w", str(tmp_path / "out"), str(source)],
        capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert _setuptools_warnings(result.stdout + result.stderr) == []
