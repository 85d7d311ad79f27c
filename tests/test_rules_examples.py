"""Every worked example of a bundled game's rules documents has a test that replays it.

Each bundled plugin ships its rules as ``plugins/<family>/ludotheque_<family>/docs/
<game>.en.md`` and ``<game>.fr.md``, with a section ``## Examples`` (``## Example``;
in French ``## Exemples`` / ``## Exemple``) of worked examples.

**Counting rule.** The examples of a section are its top-level list items (lines
starting with ``- ``, ``* `` or ``1. ``, with their indented continuation lines);
a section without any list item has one example per paragraph (blocks separated by
blank lines).  So an introduction before a list is not an example, and bold- or
italic-titled paragraphs count one each.

**Test rule.** The plugin's ``tests/test_rules_examples.py`` defines one function
``test_example_<game>_<n>`` for each example *n* (1, 2, … in the order of the
document), whose docstring quotes the English example's first words.  The English
and French documents have the same number of examples.

The plugin tests are read as source (never imported), so this test stays a cheap
check of the host's suite.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PLUGINS = Path(__file__).resolve().parent.parent / "plugins"

SECTION = {"en": re.compile(r"^## Examples?\s*$"), "fr": re.compile(r"^## Exemples?\s*$")}
"""The heading of the Examples section, per language."""
LIST_ITEM = re.compile(r"^(?:[-*]|\d+[.)])\s+")
QUOTED_WORDS = 6
"""How many of an example's first words its test's docstring must quote."""


def examples_section(text: str, language: str) -> list[str] | None:
    """The lines of the document's Examples section, or None if it has none."""
    lines = text.splitlines()
    for start, line in enumerate(lines):
        if SECTION[language].match(line):
            section = []
            for line in lines[start + 1:]:
                if line.startswith("#"):
                    break
                section.append(line)
            return section
    return None


def examples(text: str, language: str) -> list[str]:
    """The worked examples of a rules document, each as one line of text (see the
    counting rule above)."""
    section = examples_section(text, language)
    if section is None:
        return []
    items: list[list[str]] = []
    if any(LIST_ITEM.match(line) for line in section):
        current: list[str] | None = None
        for line in section:
            if LIST_ITEM.match(line):
                current = [LIST_ITEM.sub("", line, count=1)]
                items.append(current)
            elif line.strip() and line[:1].isspace() and current is not None:
                current.append(line.strip())
            else:
                current = None
    else:
        paragraph: list[str] = []
        for line in [*section, ""]:
            if line.strip():
                paragraph.append(line.strip())
            elif paragraph:
                items.append(paragraph)
                paragraph = []
    return [" ".join(item) for item in items]


def plain(text: str) -> str:
    """*text* without Markdown emphasis or code marks, its spaces collapsed."""
    return " ".join(re.sub(r"[*_`]", "", text).split())


def rules_documents() -> list[tuple[str, Path]]:
    """(game id, English document) of every bundled plugin."""
    found = []
    for english in sorted(PLUGINS.glob("*/ludotheque_*/docs/*.en.md")):
        found.append((english.name[:-len(".en.md")], english))
    return found


DOCUMENTS = rules_documents()


def example_tests(tests_file: Path) -> dict[str, dict[int, str]]:
    """``{game: {n: docstring}}`` of the ``test_example_<game>_<n>`` functions; the
    names of those that name no bundled game are under the game ``""``."""
    if not tests_file.exists():
        return {}
    tree = ast.parse(tests_file.read_text(encoding="utf-8"), str(tests_file))
    found: dict[str, dict[int, str]] = {}
    games = {game for game, _ in DOCUMENTS}
    for node in tree.body:
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        name = node.name
        if not name.startswith("test_example_"):
            continue
        # The longest game id that fits: "royal_clod" before "clod".
        for game in sorted(games, key=len, reverse=True):
            match = re.fullmatch(rf"test_example_{game}_(\d+)", name)
            if match:
                found.setdefault(game, {})[int(match.group(1))] = (
                    ast.get_docstring(node) or "")
                break
        else:
            unknown = found.setdefault("", {})
            unknown[len(unknown)] = name
    return found


def plugin_tests_file(english: Path) -> Path:
    """The plugin's ``tests/test_rules_examples.py`` beside its package."""
    return english.parent.parent.parent / "tests" / "test_rules_examples.py"


# --- the counting rule ---------------------------------------------------------------


def test_the_counting_rule():
    listed = ("# Game\n\n## Examples\n\nAn introduction, not an example:\n\n"
              "- One example\n  on two lines.\n- Another one.\n\n## Playing\n- Not one.\n")
    assert examples(listed, "en") == ["One example on two lines.", "Another one."]
    paragraphs = ("## Exemples\n\n**Un.** Premier exemple,\nsur deux lignes.\n\n"
                  "*Deux.* Le second.\n")
    assert examples(paragraphs, "fr") == ["**Un.** Premier exemple, sur deux lignes.",
                                          "*Deux.* Le second."]
    assert examples("## Example\nJust one.\n## Next\n", "en") == ["Just one."]
    assert examples("## Exemple\nUn seul.\n", "en") == []       # the English heading only
    assert examples("# Game\n\nNo examples here.\n", "en") == []
    assert plain("**A battle.** Your *cell*  d4") == "A battle. Your cell d4"


def test_every_bundled_game_is_walked():
    games = {game for game, _ in DOCUMENTS}
    assert {"kalah", "oware", "congkak", "clans", "kanze", "clod", "royal_clod",
            "forts_and_ruins"} <= games


# --- every bundled document ------------------------------------------------------------


@pytest.mark.parametrize("game, english", DOCUMENTS, ids=[game for game, _ in DOCUMENTS])
def test_english_and_french_have_the_same_examples_count(game: str, english: Path):
    french = english.with_name(f"{game}.fr.md")
    assert french.exists(), f"{english.name} has no French twin"
    en = examples(english.read_text(encoding="utf-8"), "en")
    fr = examples(french.read_text(encoding="utf-8"), "fr")
    assert len(en) == len(fr), (
        f"{english.name} has {len(en)} examples, {french.name} has {len(fr)}")


@pytest.mark.parametrize("game, english", DOCUMENTS, ids=[game for game, _ in DOCUMENTS])
def test_every_example_has_a_replaying_test(game: str, english: Path):
    worked = examples(english.read_text(encoding="utf-8"), "en")
    tests_file = plugin_tests_file(english)
    tests = example_tests(tests_file).get(game, {})
    where = tests_file.relative_to(PLUGINS.parent)
    missing = [n for n in range(1, len(worked) + 1) if n not in tests]
    assert not missing, (
        f"{english.name}: no test_example_{game}_<n> in {where} for example(s) {missing}")
    extra = sorted(set(tests) - set(range(1, len(worked) + 1)))
    assert not extra, f"{where}: test_example_{game}_{extra} match no example of {english.name}"
    for n, example in enumerate(worked, start=1):
        words = " ".join(plain(example).split()[:QUOTED_WORDS])
        assert words in plain(tests[n]), (
            f"the docstring of test_example_{game}_{n} ({where}) does not quote the "
            f"example's first words: {words!r}")


def test_no_example_test_names_an_unknown_game():
    for tests_file in sorted(PLUGINS.glob("*/tests/test_rules_examples.py")):
        unknown = example_tests(tests_file).get("", {})
        assert not unknown, (
            f"{tests_file.relative_to(PLUGINS.parent)}: {sorted(unknown.values())} name no "
            f"bundled game's rules document")
