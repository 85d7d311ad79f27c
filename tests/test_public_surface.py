"""Plugins use the host's public surface only: the bundled plugins' packages and the
scaffold import ``ludotheque.core`` and ``ludotheque.gui`` at package level, and only
names those packages export."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import ludotheque.core
import ludotheque.gui

ROOT = Path(__file__).resolve().parents[1]
SURFACE = {"ludotheque.core": set(ludotheque.core._EXPORTS) | {"__version__"},
           "ludotheque.gui": set(ludotheque.gui._EXPORTS)}


def sources() -> list[Path]:
    packages = sorted(ROOT.glob("plugins/*/ludotheque_*"))
    files = [path for package in packages for path in package.rglob("*.py")]
    files += sorted((ROOT / "core" / "scaffold").rglob("*.py.tmpl"))
    return files


def host_imports(path: Path) -> list[tuple[int, str, list[str]]]:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".tmpl":  # the scaffold's placeholders: {{name}}
        text = re.sub(r"\{\{(\w+)\}\}", r"\1", text)
    found = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0 \
                and node.module.split(".")[0] == "ludotheque":
            found.append((node.lineno, node.module, [alias.name for alias in node.names]))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "ludotheque":
                    found.append((node.lineno, alias.name, []))
    return found


def test_there_are_sources_to_check() -> None:
    assert len(sources()) > 40


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(ROOT)))
def test_only_the_public_surface_is_imported(path: Path) -> None:
    for line, module, names in host_imports(path):
        assert module in SURFACE, f"{path.name}:{line} imports {module}"
        unknown = sorted(set(names) - SURFACE[module])
        assert not unknown, f"{path.name}:{line}: {module} does not export {unknown}"


def test_every_exported_name_exists() -> None:
    for module in (ludotheque.core, ludotheque.gui):
        for name in module.__all__:
            assert getattr(module, name) is not None, name
