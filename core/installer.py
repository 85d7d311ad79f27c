"""Installing and removing game plugins with pip, safely.

Both the command line (``ludotheque install``) and the plugin manager use this
module, so they accept the same specs, run the same command and say the same
things.  Nothing here imports Qt, and nothing runs a shell: pip is always run as
``[sys.executable, "-m", "pip", ...]``, an argument list.

The steps of an install:

1. :func:`parse_spec` checks what the user typed: a package name with an optional
   version (``ludotheque-chess``, ``ludotheque-chess==1.2``, ``name>=1,<2``), a local
   folder holding a ``pyproject.toml`` or ``setup.py``, or a ``.whl`` file.  Anything
   else (options such as ``--index-url``, URLs, shell syntax) is refused.
2. :func:`write_constraints` pins the running host (``ludotheque==<version>``),
   PySide6 and pluggy at their installed versions, so that a plugin can never
   replace or break them; :func:`install_command` builds the exact command shown
   to the user for confirmation.
3. After pip, :func:`classify_failure` turns a failed run into one clear,
   translatable message, or :func:`analyse_install` compares the distributions
   and games before and after (a package that registers no game can be removed
   again; an incompatible plugin API is reported).

Uninstalling refuses the host and everything it needs (:func:`protected_names`).
"""

from __future__ import annotations

import importlib.metadata as metadata
import os
import re
import shlex
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .i18n import QT_TRANSLATE_NOOP, TrText
from .registry import INCOMPATIBLE, OK, PluginRegistry, RescanReport, normalize_name

__all__ = [
    "HOST",
    "InstallError",
    "InstallResult",
    "InstallSpec",
    "PINNED",
    "analyse_install",
    "classify_failure",
    "command_text",
    "constraints_text",
    "distribution_snapshot",
    "install_command",
    "is_protected",
    "parse_spec",
    "pip_environment",
    "protected_names",
    "uninstall_command",
    "validate_uninstall",
    "write_constraints",
]

HOST = "ludotheque"
"""The host's distribution name."""

PINNED = ("PySide6", "PySide6-Essentials", "PySide6-Addons", "shiboken6", "pluggy")
"""Distributions pinned at their installed version during an install (if installed)."""

ALWAYS_PROTECTED = frozenset({HOST, "pip", "setuptools", "wheel"})
"""Never uninstalled from the plugin manager, whatever the host requires."""

FOLDER, WHEEL, REQUIREMENT = "folder", "wheel", "requirement"

_NAME = r"[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?"
_VERSION = r"[A-Za-z0-9][A-Za-z0-9.*+!]*"
_CLAUSE = rf"(?:===?|>=|<=|~=|!=|>|<)\s*{_VERSION}"
_REQUIREMENT = re.compile(rf"^(?P<name>{_NAME})\s*(?P<spec>{_CLAUSE}(?:\s*,\s*{_CLAUSE})*)?$")
_WHEEL_NAME = re.compile(r"^(?P<name>[A-Za-z0-9_.]+)-(?P<version>[A-Za-z0-9_.!+]+)-.+\.whl$")
_UNSAFE = set(";&|`$(){}[]\\\"'\n\r\t?#%^")

# --- messages (literal strings: the GUI translates them in context "installer") -----

MSG_EMPTY = QT_TRANSLATE_NOOP("installer", "Type a package name, or choose a folder or a wheel file.")
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
MSG_HOST_SPEC = QT_TRANSLATE_NOOP(
    "installer", "{name} is part of Ludotheque itself and cannot be installed or changed "
                 "from here.")
MSG_NOT_FOUND = QT_TRANSLATE_NOOP(
    "installer", "No package called “{spec}” was found (or no version matching it). "
                 "Check the spelling and the version.")
MSG_NETWORK = QT_TRANSLATE_NOOP(
    "installer", "The package index could not be reached. Check your network connection "
                 "(or proxy) and try again; a folder or a wheel file installs without "
                 "network.")
MSG_CONFLICT = QT_TRANSLATE_NOOP(
    "installer", "The plugin needs versions of other packages that conflict with this "
                 "Ludotheque (which keeps its own version, PySide6 and pluggy). Look for "
                 "a version of the plugin made for Ludotheque {version}.\n\n{lines}")
MSG_EXTERNALLY_MANAGED = QT_TRANSLATE_NOOP(
    "installer", "This Python is managed by your system (PEP 668), so pip may not install "
                 "into it. Run Ludotheque from a virtual environment or with pipx, and "
                 "install games there.")
MSG_GENERIC = QT_TRANSLATE_NOOP("installer", "pip failed (exit status {code}). Its last lines:\n{lines}")
MSG_CANCELLED = QT_TRANSLATE_NOOP("installer", "The installation was cancelled.")
MSG_NO_GAME = QT_TRANSLATE_NOOP(
    "installer", "{names} installed, but it provides no game for Ludotheque. You can "
                 "uninstall it again.")
MSG_INCOMPATIBLE = QT_TRANSLATE_NOOP(
    "installer", "{name} {version} was installed but cannot be used: {reason}.")
MSG_FAILED = QT_TRANSLATE_NOOP("installer", "{name} {version} was installed but failed to load: {reason}.")
MSG_ADDED = QT_TRANSLATE_NOOP("installer", "New games: {games}.")
MSG_NOTHING_NEW = QT_TRANSLATE_NOOP("installer", "Nothing new was installed: {spec} was already there.")
MSG_RESTART = QT_TRANSLATE_NOOP(
    "installer", "Restart Ludotheque to finish: {names} changed while loaded.")
MSG_PROTECTED = QT_TRANSLATE_NOOP(
    "installer", "{name} cannot be uninstalled: Ludotheque itself needs it.")
MSG_NOT_INSTALLED = QT_TRANSLATE_NOOP("installer", "{name} is not installed.")
MSG_BAD_NAME = QT_TRANSLATE_NOOP("installer", "“{name}” is not a distribution name.")
MSG_UNINSTALLED = QT_TRANSLATE_NOOP("installer", "{name} was uninstalled.")
MSG_REMOVED_GAMES = QT_TRANSLATE_NOOP("installer", "Games removed: {games}.")


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

    def __str__(self) -> str:
        return self.argument


def parse_spec(text: str, *, base: str | os.PathLike[str] | None = None) -> InstallSpec:
    """Check an install spec and say what it is.

    >>> parse_spec("ludotheque-chess==1.2")
    InstallSpec(kind='requirement', argument='ludotheque-chess==1.2', name='ludotheque-chess')
    >>> parse_spec("--index-url=http://evil")
    Traceback (most recent call last):
    ...
    ludotheque.core.installer.InstallError: “--index-url=http://evil” looks like a pip option; ...

    :param base: the directory relative paths are read from (default: the current one).
    :raises InstallError: for anything that is not a requirement, folder or wheel.
    """
    spec = text.strip()
    if not spec:
        raise InstallError(MSG_EMPTY)
    if spec.startswith("-"):
        raise InstallError(MSG_OPTION.format(spec=spec))
    if "://" in spec:
        raise InstallError(MSG_BAD_SPEC.format(spec=spec))
    path = Path(base or os.getcwd(), os.path.expanduser(spec))
    looks_like_path = (os.sep in spec or "/" in spec or spec.startswith(("~", "."))
                       or spec.lower().endswith(".whl"))
    if path.is_dir() and (looks_like_path or not _REQUIREMENT.match(spec)):
        if not ((path / "pyproject.toml").is_file() or (path / "setup.py").is_file()):
            raise InstallError(MSG_NO_PROJECT.format(path=str(path)))
        return InstallSpec(FOLDER, str(path.resolve()))
    if spec.lower().endswith(".whl"):
        if not path.is_file():
            raise InstallError(MSG_NO_FILE.format(path=str(path)))
        match = _WHEEL_NAME.match(path.name)
        if not match:
            raise InstallError(MSG_BAD_WHEEL.format(path=str(path)))
        name = normalize_name(match["name"])
        _refuse_host(name)
        return InstallSpec(WHEEL, str(path.resolve()), name)
    bad = sorted(set(spec) & _UNSAFE)
    if bad:
        raise InstallError(MSG_UNSAFE.format(spec=spec, chars=" ".join(bad)))
    if looks_like_path:
        raise InstallError(MSG_NO_FILE.format(path=str(path)))
    match = _REQUIREMENT.match(spec)
    if not match or "@" in spec:
        raise InstallError(MSG_BAD_SPEC.format(spec=spec))
    name = normalize_name(match["name"])
    _refuse_host(name)
    argument = match["name"] + re.sub(r"\s+", "", match["spec"] or "")
    return InstallSpec(REQUIREMENT, argument, name)


def _refuse_host(name: str) -> None:
    if name in protected_names() or name in {normalize_name(p) for p in PINNED}:
        raise InstallError(MSG_HOST_SPEC.format(name=name))


# --- the command ---------------------------------------------------------------


def installed_version(name: str) -> str | None:
    """The installed version of distribution *name*, or None."""
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def constraints_text(host_version: str | None = None) -> str:
    """The pip constraints that keep the host, PySide6 and pluggy as they are."""
    from . import __version__

    lines = [
        "# Written by Ludotheque before each plugin install: the running host and the",
        "# libraries it is built on must not change.",
        f"{HOST}=={host_version or installed_version(HOST) or __version__}",
    ]
    for name in PINNED:
        version = installed_version(name)
        if version is not None:
            lines.append(f"{name}=={version}")
    return "\n".join(lines) + "\n"


def write_constraints(directory: str | os.PathLike[str] | None = None) -> Path:
    """Write the constraints file (in the data directory by default) and return its path."""
    from .files import atomic_write, data_directory

    folder = Path(directory) if directory is not None else data_directory()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "pip-constraints.txt"
    atomic_write(path, constraints_text())
    return path


def install_command(spec: InstallSpec, constraints: str | os.PathLike[str], *,
                    upgrade: bool = False, python: str | None = None) -> list[str]:
    """The exact pip command of an install, as an argument list (never a shell).

    >>> install_command(InstallSpec("requirement", "abc==1", "abc"), "/c.txt", python="py")
    ['py', '-m', 'pip', 'install', '--constraint', '/c.txt', '--disable-pip-version-check', \
'--no-input', '--progress-bar', 'off', 'abc==1']
    """
    command = [python or sys.executable, "-m", "pip", "install", "--constraint",
               str(constraints), "--disable-pip-version-check", "--no-input",
               "--progress-bar", "off"]
    if upgrade:
        command.append("--upgrade")
    command.append(spec.argument)
    return command


def uninstall_command(name: str, *, python: str | None = None) -> list[str]:
    """The exact pip command that uninstalls distribution *name*."""
    return [python or sys.executable, "-m", "pip", "uninstall", "--yes",
            "--disable-pip-version-check", "--no-input", name]


def command_text(command: Sequence[str]) -> str:
    """The command as one line a user can read (and paste in a POSIX shell)."""
    return shlex.join(command)


def pip_environment(base: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment for pip: unbuffered (the log streams live), no colours.

    Settings the user gave pip itself (``PIP_INDEX_URL``, ``PIP_NO_INDEX``, proxies)
    are kept.
    """
    env = dict(os.environ if base is None else base)
    env["PYTHONUNBUFFERED"] = "1"
    env["PYTHONIOENCODING"] = "utf-8"
    env.setdefault("PIP_NO_COLOR", "1")
    return env


# --- what went wrong -----------------------------------------------------------

_PEP668 = ("externally-managed-environment", "externally managed")
_NETWORK = ("Failed to establish a new connection", "Temporary failure in name resolution",
            "Name or service not known", "Network is unreachable", "NewConnectionError",
            "ConnectTimeoutError", "Max retries exceeded", "ProxyError", "Connection refused",
            "Could not fetch URL", "nodename nor servname", "getaddrinfo failed",
            "No route to host", "ReadTimeoutError", "SSLError")
_CONFLICT = ("ResolutionImpossible", "conflicting dependencies", "The conflict is caused by",
             "dependency conflicts")
_NOT_FOUND = ("No matching distribution found", "Could not find a version that satisfies")


def last_lines(output: str, count: int = 8) -> str:
    """The last *count* non-empty lines of *output*."""
    lines = [line.rstrip() for line in output.splitlines() if line.strip()]
    return "\n".join(lines[-count:])


def classify_failure(output: str, code: int, spec: str = "") -> TrText:
    """One clear message for a failed pip run.

    >>> str(classify_failure("ERROR: No matching distribution found for xyz", 1, "xyz"))[:25]
    'No package called “xyz” w'
    """
    from . import __version__

    if any(word in output for word in _PEP668):
        return MSG_EXTERNALLY_MANAGED
    if any(word in output for word in _NETWORK):
        return MSG_NETWORK
    if any(word in output for word in _CONFLICT):
        return MSG_CONFLICT.format(version=__version__, lines=last_lines(output, 6))
    if any(word in output for word in _NOT_FOUND):
        return MSG_NOT_FOUND.format(spec=spec)
    return MSG_GENERIC.format(code=code, lines=last_lines(output))


# --- what an install changed ---------------------------------------------------


def distribution_snapshot() -> dict[str, str]:
    """Every installed distribution, canonical name → version."""
    found: dict[str, str] = {}
    for dist in metadata.distributions():
        name = dist.metadata["Name"] if dist.metadata is not None else None
        if name:
            found.setdefault(normalize_name(name), dist.version)
    return found


@dataclass
class InstallResult:
    """What an install changed, and what to tell the user."""

    added: list[str] = field(default_factory=list)
    """Distributions that were not installed before."""
    upgraded: list[str] = field(default_factory=list)
    """Distributions whose version changed."""
    games: list[str] = field(default_factory=list)
    """Ids of the games that appeared."""
    problems: list[TrText] = field(default_factory=list)
    """Plugins that installed but do not work (incompatible API, failure to load)."""
    removable: list[str] = field(default_factory=list)
    """New distributions to offer to uninstall because they provide no game."""
    restart_needed: list[str] = field(default_factory=list)
    """Loaded plugins that changed: restart to use their new version."""
    messages: list[TrText] = field(default_factory=list)
    """Everything to show, in order."""

    @property
    def ok(self) -> bool:
        return bool(self.games) and not self.problems


def analyse_install(before: Mapping[str, str], after: Mapping[str, str],
                    registry: PluginRegistry, report: RescanReport, spec: InstallSpec,
                    games_before: Iterable[str]) -> InstallResult:
    """Compare the distributions and games before and after an install.

    Call it after :meth:`PluginRegistry.rescan`.
    """
    result = InstallResult()
    result.added = sorted(name for name in after if name not in before)
    result.upgraded = sorted(name for name in after
                             if name in before and before[name] != after[name])
    known = set(games_before)
    result.games = sorted(game for game in registry.games if game not in known)
    touched = set(result.added) | set(result.upgraded) | set(report.added)
    if spec.name:
        touched.add(spec.name)
    for name in sorted(touched):
        record = registry.plugins.get(name)
        if record is None or record.status == OK:
            continue
        template = MSG_INCOMPATIBLE if record.status == INCOMPATIBLE else MSG_FAILED
        if record.status in (INCOMPATIBLE, "failed"):
            result.problems.append(template.format(name=record.name, version=record.version,
                                                   reason=record.error))
    result.restart_needed = sorted(set(report.changed))
    if result.games:
        result.messages.append(MSG_ADDED.format(games=", ".join(result.games)))
    result.messages.extend(result.problems)
    if not result.games and not result.problems:
        if result.added:
            plugin_names = {name for name, r in registry.plugins.items() if r.games}
            result.removable = [name for name in result.added if name not in plugin_names]
            result.messages.append(MSG_NO_GAME.format(names=", ".join(result.added)))
        elif not result.upgraded:
            result.messages.append(MSG_NOTHING_NEW.format(spec=spec.argument))
    if result.restart_needed:
        result.messages.append(MSG_RESTART.format(names=", ".join(result.restart_needed)))
    return result


# --- uninstalling --------------------------------------------------------------

_REQ_NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)")


def _requirements(name: str) -> list[str]:
    try:
        requires = metadata.requires(name) or []
    except metadata.PackageNotFoundError:
        return []
    names = []
    for line in requires:
        requirement, _, marker = line.partition(";")
        if "extra" in marker:
            continue  # optional dependencies (tests, benchmarks) are not needed to run
        match = _REQ_NAME.match(requirement)
        if match:
            names.append(normalize_name(match[1]))
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
        raise InstallError(MSG_BAD_NAME.format(name=text))
    canonical = normalize_name(text)
    if canonical in protected_names():
        raise InstallError(MSG_PROTECTED.format(name=canonical))
    if installed_version(canonical) is None:
        raise InstallError(MSG_NOT_INSTALLED.format(name=canonical))
    return canonical
