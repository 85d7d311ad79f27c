"""Load a module as it was at another commit, beside today's, for timing both in one
process (``benchmarks.clod speed --reference``, ``benchmarks.kanze speed``)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
"""The repository (``git show`` runs there)."""


def module_at(rev: str, path: str, name: str, folder: Path,
              siblings: dict[str, str] | None = None) -> ModuleType:
    """The file *path* (relative to the repository) of commit *rev*, written into
    *folder* and imported as module *name*.  Name it as a sibling of the package the
    file belongs to (``ludotheque_clod.rules._reference_playout``), so that its
    relative imports find today's other modules, except those renamed by
    *siblings* (``{".state": "._reference_state"}``: the reference's own module,
    loaded before); a sibling the file does not import is an error, so that a
    reference never runs with today's module unnoticed."""
    text = subprocess.run(["git", "show", f"{rev}:{path}"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout
    for old, new in (siblings or {}).items():
        if f"from {old} import" not in text:
            raise SystemExit(f"{rev}:{path} does not import {old!r}: update the benchmark")
        text = text.replace(f"from {old} import", f"from {new} import")
    target = folder / Path(path).name
    target.write_text(text)
    spec = importlib.util.spec_from_file_location(name, target)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
