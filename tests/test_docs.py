"""The plugin documentation covers every hook with its exact signature."""

from __future__ import annotations

import inspect
from pathlib import Path

from ludotheque.core import hookspecs

DOCS = Path(__file__).resolve().parent.parent / "docs"


def hook_functions() -> list:
    return [value for name, value in vars(hookspecs).items()
            if name.startswith("ludotheque_") and callable(value)]


def test_every_hook_is_documented_with_its_signature() -> None:
    text = (DOCS / "plugin-api.md").read_text(encoding="utf-8")
    hooks = hook_functions()
    assert len(hooks) >= 2
    for hook in hooks:
        names = ", ".join(inspect.signature(hook).parameters)
        heading = f"### `{hook.__name__}({names})`"
        assert heading in text, f"docs/plugin-api.md lacks the heading {heading}"


def test_every_hook_has_a_docstring_for_authors() -> None:
    for hook in hook_functions():
        doc = inspect.getdoc(hook) or ""
        assert "versionadded" in doc and ":param" in doc and "None" in doc, hook.__name__


def test_architecture_notes_exist() -> None:
    for name in ("architecture.md", "plugin-api.md"):
        assert len((DOCS / name).read_text(encoding="utf-8").split()) > 300
