"""What may be installed or uninstalled: the checks made before pip runs.

:func:`parse_spec` reads what the user typed: a package name with optional extras
and versions (``ludotheque-chess``, ``ludotheque-chess[extra]==1.2``,
``name>=1,<2``, read as a PEP 508 requirement by :mod:`packaging`), a local folder
holding a ``pyproject.toml`` or ``setup.py``, or a ``.whl`` file (a zip archive with
wheel metadata, its file name read by :mod:`packaging`).  Anything else (options
such as ``--index-url``, URLs, environment markers, shell syntax, over-long names,
files that are no package) is refused with a one-line message.
:func:`missing_build_requirements` tells whether a folder builds without network.
:func:`validate_uninstall` refuses the host and everything it needs
(:func:`protected_names`).  The messages are translated in context ``installer``.
"""

from __future__ import annotations

import importlib.metadata as metadata
import os
import re
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import InvalidWheelFilename, parse_wheel_filename

from ..i18n import QT_TRANSLATE_NOOP, TrText
from .records import normalize_name

__all__ = [
    "ALWAYS_PROTECTED",
    "DEFAULT_BUILD_REQUIRES",
    "FOLDER",
    "HOST",
    "InstallError",
    "InstallSpec",
    "MAX_NAME",
    "PINNED",
    "REQUIREMENT",
    "WHEEL",
    "build_requirements",
    "installed_version",
    "is_protected",
    "missing_build_requirements",
    "parse_spec",
    "protected_names",
    "requirement_satisfied",
    "validate_uninstall",
]

HOST = "ludotheque"
"""The host's distribution name."""
PINNED = ("PySide6", "PySide6-Essentials", "PySide6-Addons", "shiboken6", "pluggy")
"""Distributions pinned at their installed version during an install (if installed)."""
ALWAYS_PROTECTED = frozenset({HOST, "pip", "setuptools", "wheel"})
"""Never uninstalled from the plugin manager, whatever the host requires."""
FOLDER, WHEEL, REQUIREMENT = "folder", "wheel", "requirement"
MAX_NAME = 128
"""The longest distribution name accepted (longer ones are typing accidents)."""
DEFAULT_BUILD_REQUIRES = ("setuptools>=40.8.0",)
"""What pip builds a project with when its ``pyproject.toml`` names no build system."""
_NAME = r"[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?"
_UNSAFE = set(";&|`$(){}\\\"'\n\r\t?#%^")
"""Characters refused in a requirement (brackets are for extras)."""

# --- messages (literal strings: the GUI translates them in context "installer") -----

MSG_EMPTY = QT_TRANSLATE_NOOP("installer", "Type a package name, or choose a folder or a wheel "
                                           "file.")
MSG_OPTION = QT_TRANSLATE_NOOP(
    "installer", "“{spec}” looks like a pip option; only a package name, a folder or a "
                 "wheel file can be installed.")
MSG_UNSAFE = QT_TRANSLATE_NOOP(
    "installer", "“{spec}” contains characters that are not allowed in a package name "
                 "or version ({chars}).")
MSG_BAD_SPEC = QT_TRANSLATE_NOOP(
    "installer", "“{spec}” is neither a package name with an optional version (such as "
                 "ludotheque-chess==1.2), a folder with a pyproject.toml or setup.py, "
                 "nor a .whl file.")
MSG_NO_PROJECT = QT_TRANSLATE_NOOP(
    "installer", "The folder {path} holds no pyproject.toml or setup.py: it is not a "
                 "Python package.")
MSG_BAD_WHEEL = QT_TRANSLATE_NOOP("installer", "{path} is not a wheel file (name-version-….whl).")
MSG_NO_FILE = QT_TRANSLATE_NOOP("installer", "The file {path} does not exist.")
MSG_TOO_LONG = QT_TRANSLATE_NOOP(
    "installer", "“{spec}” is too long for a package name ({length} characters; at most "
                 "{limit}).")
MSG_NOT_PACKAGE_FILE = QT_TRANSLATE_NOOP(
    "installer", "{path} is a file but not a package: choose a .whl file, or the folder "
                 "that holds pyproject.toml or setup.py.")
MSG_WHEEL_NOT_ZIP = QT_TRANSLATE_NOOP(
    "installer", "{path} is not a wheel: it is not a zip archive (a damaged download, or "
                 "another file renamed .whl).")
MSG_WHEEL_NO_METADATA = QT_TRANSLATE_NOOP(
    "installer", "{path} is not a wheel: its archive holds no wheel metadata "
                 "(.dist-info/WHEEL and METADATA).")
MSG_UNREADABLE = QT_TRANSLATE_NOOP("installer", "{path} cannot be read: {reason}.")
MSG_HOST_SPEC = QT_TRANSLATE_NOOP(
    "installer", "{name} is part of Ludotheque itself and cannot be installed or changed "
                 "from here.")
MSG_PROTECTED = QT_TRANSLATE_NOOP(
    "installer", "{name} cannot be uninstalled: Ludotheque itself needs it.")
MSG_NOT_INSTALLED = QT_TRANSLATE_NOOP("installer", "{name} is not installed.")
MSG_BAD_NAME = QT_TRANSLATE_NOOP("installer", "“{name}” is not a distribution name.")


class InstallError(ValueError):
    """A spec or name that is refused before pip runs; :attr:`message` is translatable."""

    def __init__(self, message: TrText) -> None:
        super().__init__(str(message))
        self.message = message


@dataclass(frozen=True)
class InstallSpec:
    """A checked install spec."""

    kind: str
    """``requirement``, ``folder`` or ``wheel``."""
    argument: str
    """What is passed to pip: the requirement, or an absolute path."""
    name: str = ""
    """The distribution name when known from the spec (requirements and wheels)."""
    build_missing: tuple[str, ...] | None = field(default=None, repr=False, compare=False)
    """For a folder: the build requirements this Python lacks (empty: it builds here,
    without network); None when they could not be read."""

    def __str__(self) -> str:
        return self.argument


def _shown(text: str, limit: int = 80) -> str:
    """*text* on one line (control characters escaped), cut at *limit* characters."""
    flat = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return flat if len(flat) <= limit else flat[:limit - 1] + "…"


def _path_kind(path: Path) -> str | None:
    """``dir``, ``file`` or None (missing, or a name the system cannot even look up)."""
    try:
        if path.is_dir():
            return "dir"
        if path.is_file():
            return "file"
    except (OSError, ValueError):  # a name too long, a NUL byte
        pass
    return None


def _check_wheel(path: Path) -> None:
    shown = _shown(str(path), 200)
    try:
        with zipfile.ZipFile(path) as archive:
            names = set(archive.namelist())
    except (zipfile.BadZipFile, EOFError, ValueError):
        raise InstallError(MSG_WHEEL_NOT_ZIP.format(path=shown)) from None
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise InstallError(MSG_UNREADABLE.format(path=shown, reason=reason)) from None
    folders = {name.split("/")[0] for name in names if name.count("/") == 1}
    if not any(folder.endswith(".dist-info") and f"{folder}/WHEEL" in names
               and f"{folder}/METADATA" in names for folder in folders):
        raise InstallError(MSG_WHEEL_NO_METADATA.format(path=shown))


def parse_spec(text: str, *, base: str | os.PathLike[str] | None = None) -> InstallSpec:
    """Check an install spec and say what it is.

    >>> parse_spec("ludotheque-chess==1.2")
    InstallSpec(kind='requirement', argument='ludotheque-chess==1.2', name='ludotheque-chess')
    >>> parse_spec("ludotheque-chess[sounds] >= 1")
    InstallSpec(kind='requirement', argument='ludotheque-chess[sounds]>=1', name='ludotheque-chess')
    >>> parse_spec("--index-url=http://evil")  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    InstallError: “--index-url=http://evil” looks like a pip option; ...

    Every refusal is one line: the spec is shown with its control characters
    escaped, and cut when it is long.  A folder is also checked for its build
    requirements (:attr:`InstallSpec.build_missing`).

    :param base: the directory relative paths are read from (default: the current one).
    :raises InstallError: for anything that is not a requirement, folder or wheel.
    """
    spec = text.strip()
    if not spec:
        raise InstallError(MSG_EMPTY)
    if spec.startswith("-"):
        raise InstallError(MSG_OPTION.format(spec=_shown(spec)))
    if "://" in spec:
        raise InstallError(MSG_BAD_SPEC.format(spec=_shown(spec)))
    path = Path(base or os.getcwd(), os.path.expanduser(spec))
    shown_path = _shown(str(path), 200)
    looks_like_path = (os.sep in spec or "/" in spec or spec.startswith(("~", "."))
                       or spec.lower().endswith(".whl"))
    kind = _path_kind(path)
    if kind == "dir" and (looks_like_path or _requirement(spec) is None):
        if not ((path / "pyproject.toml").is_file() or (path / "setup.py").is_file()):
            raise InstallError(MSG_NO_PROJECT.format(path=shown_path))
        return InstallSpec(FOLDER, str(path.resolve()),
                           build_missing=missing_build_requirements(path))
    if spec.lower().endswith(".whl"):
        if kind != "file":
            raise InstallError(MSG_NO_FILE.format(path=shown_path))
        try:
            wheel_name = parse_wheel_filename(path.name)[0]
        except InvalidWheelFilename:
            raise InstallError(MSG_BAD_WHEEL.format(path=shown_path)) from None
        _check_wheel(path)
        name = normalize_name(wheel_name)
        _refuse_host(name)
        return InstallSpec(WHEEL, str(path.resolve()), name)
    if kind == "file" and (looks_like_path or "." in spec or _requirement(spec) is None):
        raise InstallError(MSG_NOT_PACKAGE_FILE.format(path=shown_path))
    bad = sorted(set(spec) & _UNSAFE)
    if bad:
        raise InstallError(MSG_UNSAFE.format(spec=_shown(spec),
                                             chars=" ".join(_shown(c) for c in bad)))
    if looks_like_path:
        raise InstallError(MSG_NO_FILE.format(path=shown_path))
    requirement = _requirement(spec)
    if requirement is None:
        raise InstallError(MSG_BAD_SPEC.format(spec=_shown(spec)))
    if len(requirement.name) > MAX_NAME:
        raise InstallError(MSG_TOO_LONG.format(spec=_shown(spec, 40),
                                               length=len(requirement.name), limit=MAX_NAME))
    name = normalize_name(requirement.name)
    _refuse_host(name)
    return InstallSpec(REQUIREMENT, re.sub(r"\s+", "", spec), name)


def _requirement(text: str) -> Requirement | None:
    """*text* as a requirement of a package by name (PEP 508: extras and version
    specifiers allowed), or None when it is not one or names a URL or an
    environment marker (pip would read those from elsewhere than the index)."""
    try:
        requirement = Requirement(text)
    except InvalidRequirement:
        return None
    if requirement.url or requirement.marker is not None:
        return None
    return requirement


def _refuse_host(name: str) -> None:
    if name in protected_names() or name in {normalize_name(p) for p in PINNED}:
        raise InstallError(MSG_HOST_SPEC.format(name=name))


# --- building a folder without network -------------------------------------------


def build_requirements(folder: str | os.PathLike[str]) -> list[str] | None:
    """The build requirements of the project in *folder* (PEP 518).

    A project without ``[build-system]`` (or with only a ``setup.py``) is built
    with setuptools, as pip does.

    :returns: the requirement strings, or None if ``pyproject.toml`` cannot be read.
    """
    pyproject = Path(folder) / "pyproject.toml"
    if not pyproject.is_file():
        return list(DEFAULT_BUILD_REQUIRES)
    try:
        import tomllib
    except ModuleNotFoundError:  # pragma: no cover - Python 3.10: pip decides alone
        return None
    try:
        with pyproject.open("rb") as stream:
            data = tomllib.load(stream)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    system = data.get("build-system")
    if system is None:
        return list(DEFAULT_BUILD_REQUIRES)
    requires = system.get("requires") if isinstance(system, dict) else None
    if not isinstance(requires, list) or not all(isinstance(r, str) for r in requires):
        return None
    return [str(r).strip() for r in requires]


def missing_build_requirements(folder: str | os.PathLike[str]) -> tuple[str, ...] | None:
    """The build requirements of *folder* that the running Python lacks.

    Empty: pip can build the folder with what is installed, without network (build
    isolation would download the backend again).  None: unknown.
    """
    requires = build_requirements(folder)
    if requires is None:
        return None
    return tuple(r for r in requires if not requirement_satisfied(r))


def requirement_satisfied(requirement: str) -> bool:
    """Whether the running Python has *requirement* (a PEP 508 string).

    Conservative: a requirement that cannot be read counts as missing, and one
    whose environment marker says it is not needed here counts as there.

    >>> requirement_satisfied("pip>=1"), requirement_satisfied("pip>=99999")
    (True, False)
    >>> requirement_satisfied("no-such-thing; python_version < '3'")
    True
    """

    try:
        wanted = Requirement(requirement)
    except InvalidRequirement:
        return False
    if wanted.marker is not None and not wanted.marker.evaluate():
        return True
    version = installed_version(wanted.name)
    return version is not None and wanted.specifier.contains(version, prereleases=True)


def pip_checks_build_dependencies() -> bool:
    """Whether the installed pip has ``--check-build-dependencies`` (pip 22.1)."""
    return requirement_satisfied("pip>=22.1")


# --- what may be uninstalled -----------------------------------------------------


def installed_version(name: str) -> str | None:
    """The installed version of distribution *name*, or None."""
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def _requirements(name: str) -> list[str]:
    """The canonical names of what installed distribution *name* needs to run
    (its optional dependencies, under an ``extra`` marker, left out)."""
    try:
        requires = metadata.requires(name) or []
    except metadata.PackageNotFoundError:
        return []
    names = []
    for line in requires:
        try:
            requirement = Requirement(line)
        except InvalidRequirement:
            continue
        if requirement.marker is not None and "extra" in str(requirement.marker):
            continue  # optional dependencies (tests, benchmarks) are not needed to run
        names.append(normalize_name(requirement.name))
    return names


def protected_names(host: str = HOST) -> frozenset[str]:
    """The host, its dependencies (recursively) and pip's own tools."""
    seen: set[str] = set()
    pending = [normalize_name(host)]
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        seen.add(name)
        pending.extend(_requirements(name))
    return frozenset(seen | {normalize_name(n) for n in ALWAYS_PROTECTED})


def is_protected(name: str) -> bool:
    """Whether distribution *name* may not be uninstalled."""
    return normalize_name(name) in protected_names()


def validate_uninstall(name: str) -> str:
    """Check that *name* may be uninstalled; return its canonical name.

    :raises InstallError: for a bad name, the host or its dependencies, or a
        distribution that is not installed.
    """
    text = name.strip()
    if not re.fullmatch(_NAME, text):
        raise InstallError(MSG_BAD_NAME.format(name=_shown(text)))
    canonical = normalize_name(text)
    if canonical in protected_names():
        raise InstallError(MSG_PROTECTED.format(name=canonical))
    if installed_version(canonical) is None:
        raise InstallError(MSG_NOT_INSTALLED.format(name=canonical))
    return canonical
