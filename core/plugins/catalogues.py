"""A plugin's translation catalogues, refreshed from its sources and compiled: the
engine of ``ludotheque translate DIR``.

A catalogue is a Qt Linguist file ``<package>/i18n/<name>_<language>.ts`` beside
its compiled ``.qm``.  Refreshing runs ``pyside6-lupdate`` on every ``.py`` file of
the package *by name* (given a folder, lupdate skips Python files and would find
nothing), keeps every existing translation, and refuses to write a catalogue that
would lose all its strings; compiling runs ``pyside6-lrelease``.  The strings left
without a translation are listed, so that a test can fail on them
(:func:`untranslated`).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from ..i18n import QT_TRANSLATE_NOOP, TrText

__all__ = ["Catalogue", "CatalogueError", "Refreshed", "check_translations", "find_catalogues",
           "refresh", "translate_folder", "untranslated"]

MSG_NO_TOOL = QT_TRANSLATE_NOOP(
    "catalogues", "{tool} was not found: it comes with PySide6 (pip install PySide6-Essentials).")
MSG_NO_CATALOGUE = QT_TRANSLATE_NOOP(
    "catalogues", "No catalogue under {folder}: a plugin keeps them as "
                  "<package>/i18n/<name>_<language>.ts (the scaffold makes one).")
MSG_NO_STRINGS = QT_TRANSLATE_NOOP(
    "catalogues", "No translatable string was found in the sources of {ts}, which had {count}: "
                  "the catalogue was left as it was.")
MSG_TOOL_FAILED = QT_TRANSLATE_NOOP("catalogues", "{tool} failed on {ts}: {reason}")
MSG_DAMAGED = QT_TRANSLATE_NOOP("catalogues", "{ts} is not a readable catalogue: {reason}")

_SKIPPED = {".venv", "venv", "env", ".env", "site-packages", "build", "dist", "__pycache__",
            ".git", "tests", ".tox"}


class CatalogueError(Exception):
    """A catalogue that cannot be refreshed or compiled; :attr:`message` is translatable."""

    def __init__(self, message: TrText) -> None:
        super().__init__(str(message))
        self.message = message


@dataclass(frozen=True)
class Catalogue:
    """One ``.ts`` file, its ``.qm`` and the Python sources its strings come from."""

    ts: Path
    qm: Path
    sources: tuple[Path, ...]

    @property
    def language(self) -> str:
        return self.ts.stem.rsplit("_", 1)[-1]


@dataclass(frozen=True)
class Refreshed:
    """What refreshing a catalogue did: its strings before and after, and those
    without a translation (``"context: 'source'"``)."""

    catalogue: Catalogue
    before: int
    after: int
    untranslated: tuple[str, ...]


def _tool(name: str) -> list[str]:
    """The command that runs Qt's *name* (``pyside6-lupdate``): PySide6's own wrapper
    through this interpreter, so that it is found wherever PySide6 is importable
    (a virtual environment, a pipx install, one sharing another's packages)."""
    import importlib.util

    try:
        found = importlib.util.find_spec("PySide6.scripts.pyside_tool") is not None
    except ImportError:
        found = False
    if not found:
        raise CatalogueError(MSG_NO_TOOL.format(tool=name))
    tool = name.removeprefix("pyside6-")
    return [sys.executable, "-c", "import sys; from PySide6.scripts import pyside_tool; "
                                  f"sys.argv[0] = {name!r}; sys.exit(pyside_tool.{tool}())"]


def _python_files(package: Path) -> tuple[Path, ...]:
    return tuple(sorted(path for path in package.rglob("*.py")
                        if not _SKIPPED & set(path.relative_to(package).parts[:-1])))


def find_catalogues(folder: str | Path) -> list[Catalogue]:
    """The catalogues under *folder* (a plugin's project folder or its package),
    each with the ``.py`` files of the package that holds its ``i18n`` folder.

    :raises CatalogueError: when there is none.
    """
    root = Path(folder).resolve()
    found = []
    for ts in sorted(root.rglob("i18n/*.ts")):
        if _SKIPPED & set(ts.relative_to(root).parts):
            continue
        package = ts.parent.parent
        found.append(Catalogue(ts, ts.with_suffix(".qm"), _python_files(package)))
    if not found:
        raise CatalogueError(MSG_NO_CATALOGUE.format(folder=str(folder)))
    return found


def _parse(ts: str | Path) -> ET.ElementTree[ET.Element]:
    try:
        return ET.parse(ts)
    except (ET.ParseError, OSError) as exc:
        raise CatalogueError(MSG_DAMAGED.format(ts=str(ts), reason=str(exc))) from None


def _messages(ts: Path) -> int:
    """The live (not obsolete) messages of *ts*."""
    count = 0
    for message in _parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") not in ("obsolete", "vanished"):
            count += 1
    return count


def untranslated(ts: str | Path) -> list[str]:
    """The messages of *ts* without a finished translation, as ``"context: 'source'"``."""
    problems = []
    for context in _parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.findall("message"):
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "missing"
            if kind in ("obsolete", "vanished"):
                continue
            if translation is not None and message.get("numerus") == "yes":
                forms = [f.text for f in translation.findall("numerusform")]
                empty = not forms or not all(forms)
            else:
                empty = translation is None or not (translation.text or "").strip()
            if kind in ("unfinished", "missing") or empty:
                problems.append(f"{name}: {message.findtext('source')!r}")
    return problems


def _run(tool: str, arguments: list[str], ts: Path) -> None:
    try:
        subprocess.run([*_tool(tool), *arguments], check=True, capture_output=True,
                       text=True, timeout=300)
    except subprocess.CalledProcessError as exc:
        reason = (exc.stderr or exc.stdout or "").strip().splitlines()
        raise CatalogueError(MSG_TOOL_FAILED.format(
            tool=tool, ts=str(ts), reason=reason[-1] if reason else exc.returncode)) from None
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise CatalogueError(MSG_TOOL_FAILED.format(tool=tool, ts=str(ts),
                                                    reason=str(exc))) from None


def refresh(catalogue: Catalogue, *, compile_qm: bool = True) -> Refreshed:
    """Bring *catalogue* up to date with its sources (new strings come untranslated,
    translations of strings that remain are kept, strings gone are dropped), then
    compile it.  A refresh that would find no string at all in sources that had
    some leaves the catalogue untouched.

    :raises CatalogueError: if a tool is missing or fails, or nothing was found.
    """
    before = _messages(catalogue.ts)
    with tempfile.TemporaryDirectory() as folder:
        kept = Path(folder) / catalogue.ts.name  # the catalogue as it was, to put back
        shutil.copy2(catalogue.ts, kept)
        try:
            # In place: lupdate writes source locations relative to the .ts file.
            _run("pyside6-lupdate", [*map(str, catalogue.sources), "-source-language", "en",
                                     "-target-language", catalogue.language, "-no-obsolete",
                                     "-ts", str(catalogue.ts)], catalogue.ts)
            after = _messages(catalogue.ts)
            if after == 0 and before > 0:
                raise CatalogueError(MSG_NO_STRINGS.format(ts=str(catalogue.ts),
                                                           count=before))
        except BaseException:
            shutil.copy2(kept, catalogue.ts)
            raise
    if compile_qm:
        _run("pyside6-lrelease", [str(catalogue.ts), "-qm", str(catalogue.qm)], catalogue.ts)
    return Refreshed(catalogue, before, after, tuple(untranslated(catalogue.ts)))


def translate_folder(folder: str | Path) -> list[Refreshed]:
    """Refresh and compile every catalogue under *folder*."""
    return [refresh(catalogue) for catalogue in find_catalogues(folder)]


def check_translations(folder: str | Path) -> list[str]:
    """The marked strings of the package(s) under *folder* that have no finished
    translation in their catalogue, as ``"<file>: context: 'source'"`` (an empty list:
    all translated).  The catalogues are left untouched: a copy of each is brought up
    to date from the sources and read.  A plugin's tests call it::

        def test_every_string_has_its_translation():
            assert check_translations(Path(plugin.__file__).parent) == []

    :raises CatalogueError: if there is no catalogue or the tool is missing.
    """
    problems = []
    for catalogue in find_catalogues(folder):
        before = _messages(catalogue.ts)
        with tempfile.TemporaryDirectory() as work:
            copy = Path(work) / catalogue.ts.name
            shutil.copy(catalogue.ts, copy)
            _run("pyside6-lupdate", [*map(str, catalogue.sources), "-source-language", "en",
                                     "-target-language", catalogue.language, "-no-obsolete",
                                     "-ts", str(copy)], catalogue.ts)
            if _messages(copy) == 0 and before > 0:  # the sources' strings went unseen
                raise CatalogueError(MSG_NO_STRINGS.format(ts=str(catalogue.ts),
                                                           count=before))
            problems += [f"{catalogue.ts.name}: {entry}" for entry in untranslated(copy)]
    return problems
