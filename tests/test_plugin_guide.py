"""The plugin author guide covers every hook with its exact signature, and every
file the scaffold writes."""

from __future__ import annotations

import inspect
from pathlib import Path

from ludotheque.core import hookspecs
from ludotheque.core.plugins import authoring

GUIDE = Path(__file__).resolve().parent.parent / "docs" / "plugin-guide.md"


def test_guide_documents_every_hook_with_its_signature() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    hooks = [value for name, value in vars(hookspecs).items()
             if name.startswith("ludotheque_") and callable(value)]
    assert hooks
    for hook in hooks:
        names = ", ".join(inspect.signature(hook).parameters)
        assert f"### `{hook.__name__}({names})`" in text, hook.__name__


def test_guide_names_what_the_scaffold_writes() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    for template in authoring.TEMPLATES.rglob("*.tmpl"):
        stem = template.name.removesuffix(".tmpl")
        if stem in ("__init__.py", "conftest.py", "game.en.md", "game.fr.md", "game.svg",
                    "fr.ts"):
            continue
        assert stem in text, stem
    for command in ("ludotheque new-plugin", "ludotheque install", "check_game",
                    "--safe-mode", "Plugins ▸ Manage…"):
        assert command in text
