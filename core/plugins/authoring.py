"""``ludotheque new-plugin``: write a complete, working game plugin package.

The templates live in ``scaffold/`` next to this module (package data).  The
package written for ``NAME`` = ``connect_three`` is::

    ludotheque-connect-three/
      pyproject.toml              entry point  connect_three = "ludotheque_connect_three.plugin"
      README.md
      ludotheque_connect_three/
        plugin.py                 LUDOTHEQUE_API_VERSION, ludotheque_register_games
        rules/game.py             the rules, pure Python
        qt/board_widget.py        a BoardWidget subclass
        qt/options_dialog.py      an OptionsDialog subclass
        i18n/ludotheque_connect_three_fr.ts, .qm
        docs/connect_three.en.md, .fr.md
        resources/connect_three.svg
      tests/                      rules, conformance kit, plugin, widgets

The French catalogue is compiled with ``pyside6-lrelease`` (found next to the
running Python, else on ``PATH``); without it the ``.ts`` is written and a warning
says how to compile it.  Nothing here imports Qt.

A name whose game id an installed game has taken already, or whose distribution
is installed already, is refused (given the installed games: :func:`generate`'s
*taken*), and so is a target that is a file: each with a one-line message.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

from ..descriptor import GAME_ID
from ..hookspecs import API_VERSION
from ..i18n import QT_TRANSLATE_NOOP, TrText

__all__ = ["ScaffoldError", "ScaffoldResult", "check_available", "generate", "names_for",
           "find_lrelease", "TEMPLATES"]

TEMPLATES = Path(__file__).resolve().parent / "scaffold"
"""The template files (``*.tmpl``)."""

_TITLE = re.compile(r"^[A-Za-z][A-Za-z0-9 '_\-]{0,39}$")


MSG_ID_TAKEN = QT_TRANSLATE_NOOP(
    "authoring", "The game id “{game_id}” is taken already by an installed game (from "
                 "{plugin}): choose another name.")
MSG_DIST_INSTALLED = QT_TRANSLATE_NOOP(
    "authoring", "A package called {dist} is installed already, and installing the new "
                 "plugin would replace it: choose another name.")
MSG_DIR_IS_FILE = QT_TRANSLATE_NOOP("authoring", "{path} is a file, not a folder.")
MSG_CANNOT_WRITE = QT_TRANSLATE_NOOP("authoring", "Cannot write the plugin into {path}: {reason}.")
MSG_BAD_NAME = QT_TRANSLATE_NOOP(
    "authoring", "“{name}” is not a usable game name: start with a letter, then letters, "
                 "digits, spaces, hyphens or underscores (at most 40).")
MSG_BAD_ID = QT_TRANSLATE_NOOP(
    "authoring", "“{name}” gives the game id “{game_id}”, which is not usable: choose "
                 "another name.")
MSG_NOT_EMPTY = QT_TRANSLATE_NOOP(
    "authoring", "{path} exists already and is not empty: choose another folder.")


class ScaffoldError(ValueError):
    """A plugin name or target folder that cannot be used; :attr:`message` is the
    (translatable, one-line) reason."""

    def __init__(self, message: TrText | str) -> None:
        super().__init__(str(message))
        self.message = message


@dataclass
class ScaffoldResult:
    """What :func:`generate` wrote."""

    folder: Path
    distribution: str
    package: str
    game_id: str
    files: list[Path] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def names_for(name: str) -> dict[str, str]:
    """Every name derived from what the author typed.

    >>> names = names_for("Connect Three")
    >>> names["dist"], names["package"], names["game_id"], names["class_name"], names["title"]
    ... # doctest: +NORMALIZE_WHITESPACE
    ('ludotheque-connect-three', 'ludotheque_connect_three', 'connect_three', 'ConnectThree',
     'Connect Three')
    """
    text = name.strip()
    if not _TITLE.match(text):
        raise ScaffoldError(MSG_BAD_NAME.format(name=name))
    slug = re.sub(r"[\s\-'_]+", "_", text.lower()).strip("_")
    slug = re.sub(r"^ludotheque_", "", slug)
    if not GAME_ID.match(slug) or slug in {"ludotheque", "core", "gui", "test", "tests"}:
        raise ScaffoldError(MSG_BAD_ID.format(name=name, game_id=slug))
    words = [w for w in slug.split("_") if w]
    title = text if (" " in text or text != text.lower()) else " ".join(
        w.capitalize() for w in words)
    title = re.sub(r"^[Ll]udotheque[ \-]", "", title)
    return {
        "dist": "ludotheque-" + slug.replace("_", "-"),
        "package": "ludotheque_" + slug,
        "game_id": slug,
        "class_name": "".join(w.capitalize() for w in words),
        "title": title,
        "title_xml": escape(title),
        "api_version": API_VERSION,
        "host_version": _host_version(),
    }


def _host_version() -> str:
    from .. import __version__

    return __version__


def _output_path(template: Path, names: dict[str, str]) -> Path:
    relative = template.relative_to(TEMPLATES).with_suffix("")  # drop .tmpl
    parts = list(relative.parts)
    if parts[0] == "package":
        parts[0] = names["package"]
    filename = parts[-1]
    if filename.startswith("game.") and parts[-2] in ("docs", "resources"):
        parts[-1] = names["game_id"] + filename[len("game"):]
    elif filename == "fr.ts":
        parts[-1] = f"{names['package']}_fr.ts"
    return Path(*parts)


def _render(text: str, names: dict[str, str]) -> str:
    return re.sub(r"\{\{(\w+)\}\}", lambda m: names[m[1]], text)


def find_lrelease() -> str | None:
    """``pyside6-lrelease`` next to the running Python, else on ``PATH``, else the
    ``lrelease`` shipped inside the PySide6 package."""
    here = Path(sys.executable).parent
    for candidate in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        if (here / candidate).is_file():
            return str(here / candidate)
    found = shutil.which("pyside6-lrelease")
    if found:
        return found
    import importlib.util  # the binary shipped inside PySide6 (found without importing Qt)

    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        for candidate in ("lrelease", "lrelease.exe"):
            if (Path(folder) / candidate).is_file():
                return str(Path(folder) / candidate)
    return shutil.which("lrelease")


def _reason(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__


def check_available(names: Mapping[str, str], taken: Mapping[str, str]) -> None:
    """Refuse a game id that an installed game has, or a distribution that is installed.

    :param names: what :func:`names_for` returned.
    :param taken: the installed games' ids, each with its plugin's distribution name.
    :raises ScaffoldError: if either is taken.
    """
    import importlib.metadata as metadata

    game_id = names["game_id"]
    if game_id in taken:
        raise ScaffoldError(MSG_ID_TAKEN.format(game_id=game_id, plugin=taken[game_id]))
    try:
        metadata.distribution(names["dist"])
    except metadata.PackageNotFoundError:
        return
    raise ScaffoldError(MSG_DIST_INSTALLED.format(dist=names["dist"]))


def generate(name: str, directory: str | os.PathLike[str] = ".", *,
             compile_translations: bool = True,
             taken: Mapping[str, str] | None = None) -> ScaffoldResult:
    """Write the plugin package for game *name* into a new folder of *directory*.

    :param taken: the installed games' ids, each with its plugin's distribution
        name; when given, a game id or distribution already installed is refused
        (:func:`check_available`).
    :raises ScaffoldError: for an unusable or taken name, a *directory* that is a
        file, an existing, non-empty folder, or a folder that cannot be written.
    """
    names = names_for(name)
    if taken is not None:
        check_available(names, taken)
    base = Path(directory)
    if base.exists() and not base.is_dir():
        raise ScaffoldError(MSG_DIR_IS_FILE.format(path=str(base)))
    folder = base.resolve() / names["dist"]
    try:
        if folder.exists() and not folder.is_dir():
            raise ScaffoldError(MSG_DIR_IS_FILE.format(path=str(folder)))
        if folder.exists() and any(folder.iterdir()):
            raise ScaffoldError(MSG_NOT_EMPTY.format(path=str(folder)))
    except OSError as exc:
        raise ScaffoldError(MSG_CANNOT_WRITE.format(path=str(folder), reason=_reason(exc))) \
            from None
    result = ScaffoldResult(folder, names["dist"], names["package"], names["game_id"])
    try:
        for template in sorted(TEMPLATES.rglob("*.tmpl")):
            target = folder / _output_path(template, names)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(_render(template.read_text(encoding="utf-8"), names),
                              encoding="utf-8")
            result.files.append(target)
    except OSError as exc:
        raise ScaffoldError(MSG_CANNOT_WRITE.format(path=str(folder), reason=_reason(exc))) \
            from None
    ts_file = folder / names["package"] / "i18n" / f"{names['package']}_fr.ts"
    if compile_translations:
        lrelease = find_lrelease()
        message = ""
        if lrelease is None:
            message = "pyside6-lrelease was not found"
        else:
            done = subprocess.run([lrelease, str(ts_file), "-qm", str(ts_file.with_suffix(".qm"))],
                                  capture_output=True, text=True, timeout=120)
            if done.returncode != 0 or not ts_file.with_suffix(".qm").is_file():
                message = f"pyside6-lrelease failed: {(done.stderr or done.stdout).strip()}"
            else:
                result.files.append(ts_file.with_suffix(".qm"))
        if message:
            result.warnings.append(
                f"{message}; the game works in English. Compile the French catalogue "
                f"with: pyside6-lrelease {ts_file}")
    return result
