"""Plugin catalogues (``ludotheque.core.plugins.catalogues``): refreshing finds the strings of
every Python file of the package, keeps the translations, lists the strings left
untranslated, compiles the .qm, and never empties a catalogue."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import pytest

from ludotheque.core.plugins.catalogues import (
    CatalogueError,
    check_translations,
    find_catalogues,
    refresh,
    translate_folder,
    untranslated,
)

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(importlib.util.find_spec("PySide6") is None,
                                reason="PySide6 (and its lupdate) not installed")

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>demo</name>
    <message>
        <source>Hello</source>
        <translation>Bonjour</translation>
    </message>
</context>
</TS>
"""


def plugin(tmp_path: Path, code: str) -> Path:
    """A plugin project with one package, its code, and a French catalogue."""
    package = tmp_path / "demo" / "ludotheque_demo"
    (package / "i18n").mkdir(parents=True)
    (package / "qt").mkdir()
    (package / "__init__.py").write_text(code, encoding="utf-8")
    (package / "qt" / "__init__.py").write_text("", encoding="utf-8")
    (package / "i18n" / "ludotheque_demo_fr.ts").write_text(TS, encoding="utf-8")
    return tmp_path / "demo"


def test_refresh_keeps_translations_finds_new_strings_and_compiles(tmp_path: Path) -> None:
    folder = plugin(tmp_path, 'from ludotheque.core import QT_TRANSLATE_NOOP\n'
                              'A = QT_TRANSLATE_NOOP("demo", "Hello")\n')
    (folder / "ludotheque_demo" / "qt" / "board.py").write_text(
        'from ludotheque.core import QT_TRANSLATE_NOOP\n'
        'B = QT_TRANSLATE_NOOP("demo", "Roll the dice")\n', encoding="utf-8")
    (done,) = translate_folder(folder)
    assert (done.before, done.after) == (1, 2)
    assert done.untranslated == ("demo: 'Roll the dice'",)
    text = done.catalogue.ts.read_text(encoding="utf-8")
    assert "<translation>Bonjour</translation>" in text
    assert done.catalogue.qm.is_file() and done.catalogue.qm.stat().st_size > 0


def test_a_catalogue_is_never_emptied(tmp_path: Path) -> None:
    folder = plugin(tmp_path, "A = 'no marked string here'\n")
    (catalogue,) = find_catalogues(folder)
    before = catalogue.ts.read_text(encoding="utf-8")
    with pytest.raises(CatalogueError, match="No translatable string"):
        refresh(catalogue)
    assert catalogue.ts.read_text(encoding="utf-8") == before
    assert not catalogue.qm.exists()


def test_a_folder_without_catalogue_is_refused(tmp_path: Path) -> None:
    with pytest.raises(CatalogueError, match="No catalogue under"):
        find_catalogues(tmp_path)


def test_the_bundled_catalogues_refresh_to_themselves(tmp_path: Path) -> None:
    """Refreshing a copy of every bundled plugin changes no translation and leaves
    nothing untranslated (the committed .qm files are what lrelease makes)."""
    for project in sorted((ROOT / "plugins").glob("*/pyproject.toml")):
        copy = tmp_path / project.parent.name
        shutil.copytree(project.parent, copy, ignore=shutil.ignore_patterns("tests", "*.pyc"))
        for done in translate_folder(copy):
            assert done.untranslated == (), done.untranslated
            original = project.parent / done.catalogue.qm.relative_to(copy)
            assert done.catalogue.qm.read_bytes() == original.read_bytes(), original


def test_untranslated_reads_numerus_forms(tmp_path: Path) -> None:
    ts = tmp_path / "x_fr.ts"
    ts.write_text(TS.replace(
        "</context>",
        '<message numerus="yes"><source>%n seed(s)</source><translation>'
        '<numerusform>%n graine</numerusform><numerusform></numerusform></translation>'
        '</message></context>'), encoding="utf-8")
    assert untranslated(ts) == ["demo: '%n seed(s)'"]


def test_check_translations_fails_when_the_sources_lost_their_strings(tmp_path: Path) -> None:
    folder = plugin(tmp_path, "A = 'no marked string here'\n")
    with pytest.raises(CatalogueError, match="No translatable string"):
        check_translations(folder)


def test_check_translations_lists_a_new_string_and_leaves_the_catalogue(tmp_path: Path) -> None:
    folder = plugin(tmp_path, 'from ludotheque.core import QT_TRANSLATE_NOOP\n'
                              'A = QT_TRANSLATE_NOOP("demo", "Hello")\n'
                              'B = QT_TRANSLATE_NOOP("demo", "Goodbye")\n')
    (catalogue,) = find_catalogues(folder)
    before = catalogue.ts.read_text(encoding="utf-8")
    assert check_translations(folder) == ["ludotheque_demo_fr.ts: demo: 'Goodbye'"]
    assert catalogue.ts.read_text(encoding="utf-8") == before


def test_a_damaged_catalogue_is_told_in_one_line(tmp_path: Path) -> None:
    folder = plugin(tmp_path, 'A = 1\n')
    (folder / "ludotheque_demo" / "i18n" / "ludotheque_demo_fr.ts").write_text(
        "<TS><context>", encoding="utf-8")
    with pytest.raises(CatalogueError, match="is not a readable catalogue"):
        translate_folder(folder)
