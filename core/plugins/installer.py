"""Installing and removing game plugins with pip, safely.

Both the command line (``ludotheque install``) and the plugin manager use this
module, so they accept the same specs, run the same command and say the same
things.  Nothing here imports Qt, and nothing runs a shell: pip is always run as
``[sys.executable, "-m", "pip", ...]``, an argument list.

The steps of an install:

1. :func:`~.specs.parse_spec` checks what the user typed (see :mod:`.specs`): a
   requirement by name (extras and versions allowed), a project folder or a wheel;
   anything else is refused with a one-line message.
2. :func:`write_constraints` pins the running host (``ludotheque==<version>``),
   PySide6 and pluggy at their installed versions, so that a plugin can never
   replace or break them; :func:`install_command` builds the exact command shown
   to the user for confirmation.  A folder whose build backend is installed
   already is built without build isolation, so it installs without network.
3. After pip, :func:`classify_failure` turns a failed run into one clear,
   translatable message, or :func:`analyse_install` compares the distributions
   and games before and after (a package that registers no game, or a plugin
   that fails to load, can be removed again; an incompatible plugin API is
   reported).

Uninstalling refuses the host and everything it needs (:func:`~.specs.protected_names`),
and :func:`uninstall_warning` says what to think twice about: a game bundled
with Ludotheque, or a distribution that is no game plugin at all.
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

from packaging.requirements import InvalidRequirement, Requirement

from ..api import PROJECT
from ..i18n import QT_TRANSLATE_NOOP, TrText
from .discovery import content_of
from .records import BUNDLED, INCOMPATIBLE, OK, RescanReport, normalize_name
from .registry import PluginRegistry
from .specs import (  # the checks before pip, used through this module too
    FOLDER,
    HOST,
    MSG_NOT_INSTALLED,
    MSG_PROTECTED,
    PINNED,
    InstallError,
    InstallSpec,
    build_requirements,
    installed_version,
    is_protected,
    missing_build_requirements,
    parse_spec,
    pip_checks_build_dependencies,
    protected_names,
    requirement_satisfied,
    validate_uninstall,
)

__all__ = [
    "HOST",
    "InstallError",
    "InstallResult",
    "InstallSpec",
    "MSG_NOT_INSTALLED",
    "MSG_PROTECTED",
    "PINNED",
    "analyse_install",
    "build_requirements",
    "classify_failure",
    "command_text",
    "constraints_text",
    "distribution_snapshot",
    "install_command",
    "is_game_plugin",
    "is_protected",
    "missing_build_requirements",
    "parse_spec",
    "pip_environment",
    "protected_names",
    "requirement_satisfied",
    "uninstall_command",
    "uninstall_warning",
    "validate_uninstall",
    "write_constraints",
]

# --- messages (literal strings: the GUI translates them in context "installer") -----

MSG_NOT_FOUND = QT_TRANSLATE_NOOP(
    "installer", "No package called “{spec}” was found (or no version matching it). "
                 "Check the spelling and the version.")
MSG_NETWORK = QT_TRANSLATE_NOOP(
    "installer", "The package index could not be reached. Check your network connection "
                 "(or proxy) and try again.")
MSG_NETWORK_NEEDS = QT_TRANSLATE_NOOP(
    "installer", "The package index could not be reached, and installing {spec} needs "
                 "{requirements}, which this Python does not have. Connect to the network, "
                 "or install {requirements} first (from a wheel file, for instance), then "
                 "try again.")
MSG_MISSING_DEPS = QT_TRANSLATE_NOOP(
    "installer", "Installing {spec} needs {requirements}, which this Python does not have, "
                 "and pip found no version of it to download. Check the network and pip's "
                 "index settings, or install {requirements} first, then try again.")
MSG_BUILD_DOWNLOAD = QT_TRANSLATE_NOOP(
    "installer", "Building {spec} needs {requirements}, which this Python does not have, "
                 "and pip could not download it. Connect to the network (or check pip's "
                 "index settings), or install {requirements} first, then try again.")
MSG_BUILD_DEPS = QT_TRANSLATE_NOOP(
    "installer", "Building {spec} needs build tools that this Python lacks: {details}. "
                 "Install them, then try again.")
MSG_CONFLICT = QT_TRANSLATE_NOOP(
    "installer", "The plugin needs versions of other packages that conflict with this "
                 "Ludotheque (which keeps its own version, PySide6 and pluggy). Look for "
                 "a version of the plugin made for Ludotheque {version}.\n\n{lines}")
MSG_EXTERNALLY_MANAGED = QT_TRANSLATE_NOOP(
    "installer", "This Python is managed by your system (PEP 668), so pip may not install "
                 "into it. Run Ludotheque from a virtual environment or with pipx, and "
                 "install games there.")
MSG_GENERIC = QT_TRANSLATE_NOOP("installer", "pip failed (exit status {code}). Its last "
                                             "lines:\n{lines}")
MSG_CANCELLED = QT_TRANSLATE_NOOP("installer", "The installation was cancelled.")
MSG_NO_GAME = QT_TRANSLATE_NOOP(
    "installer", "{names} installed, but it provides no game for Ludotheque. You can "
                 "uninstall it again.")
MSG_INCOMPATIBLE = QT_TRANSLATE_NOOP(
    "installer", "{name} {version} was installed but cannot be used: {reason}.")
MSG_FAILED = QT_TRANSLATE_NOOP("installer", "{name} {version} was installed but failed to load: "
                                            "{reason}.")
MSG_ADDED = QT_TRANSLATE_NOOP("installer", "New games: {games}.")
MSG_NOTHING_NEW = QT_TRANSLATE_NOOP("installer", "Nothing new was installed: {spec} was already "
                                                 "there.")
MSG_RESTART = QT_TRANSLATE_NOOP(
    "installer", "Restart Ludotheque to finish: {names} changed while loaded.")
MSG_REINSTALLED = QT_TRANSLATE_NOOP(
    "installer", "{names} reinstalled at the same version, with changed files.")
MSG_UPGRADED = QT_TRANSLATE_NOOP("installer", "Updated: {names}.")
MSG_NEXT_START = QT_TRANSLATE_NOOP(
    "installer", "Ludotheque uses the new code of {names} from its next start.")
MSG_UNINSTALLED = QT_TRANSLATE_NOOP("installer", "{name} was uninstalled.")
MSG_REMOVED_GAMES = QT_TRANSLATE_NOOP("installer", "Games removed: {games}.")
MSG_WARN_BUNDLED = QT_TRANSLATE_NOOP(
    "installer", "{name} comes with Ludotheque: uninstalling it removes its games until "
                 "Ludotheque is installed again. To stop loading it, disable it instead.")
MSG_WARN_NOT_PLUGIN = QT_TRANSLATE_NOOP(
    "installer", "{name} is not a game plugin: it provides no game to Ludotheque, and "
                 "other programs in this Python may need it.")


# --- the command ---------------------------------------------------------------


def constraints_text(host_version: str | None = None) -> str:
    """The pip constraints that keep the host, PySide6 and pluggy as they are."""
    from .. import __version__

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
    from ..files import atomic_write, data_directory

    folder = Path(directory) if directory is not None else data_directory()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "pip-constraints.txt"
    atomic_write(path, constraints_text())
    return path


def install_command(spec: InstallSpec, constraints: str | os.PathLike[str], *,
                    upgrade: bool = False, python: str | None = None) -> list[str]:
    """The exact pip command of an install, as an argument list (never a shell).

    A folder whose build requirements are all installed (:attr:`InstallSpec.build_missing`
    is empty) is built without build isolation, which would download its build
    backend from the index again: so it installs without network.  pip checks
    those requirements itself (``--check-build-dependencies``).  Otherwise pip
    builds it in isolation, downloading what is missing.

    >>> install_command(InstallSpec("requirement", "abc==1", "abc"), "/c.txt", python="py")
    ['py', '-m', 'pip', 'install', '--constraint', '/c.txt', '--disable-pip-version-check', \
'--no-input', '--progress-bar', 'off', 'abc==1']
    """
    command = [python or sys.executable, "-m", "pip", "install", "--constraint",
               str(constraints), "--disable-pip-version-check", "--no-input",
               "--progress-bar", "off"]
    if upgrade:
        command.append("--upgrade")
    if spec.kind == FOLDER and spec.build_missing == ():
        command.append("--no-build-isolation")
        if pip_checks_build_dependencies():
            command.append("--check-build-dependencies")
    command.append(spec.argument)
    return command


def uninstall_command(*names: str, python: str | None = None) -> list[str]:
    """The exact pip command that uninstalls the distributions *names*."""
    return [python or sys.executable, "-m", "pip", "uninstall", "--yes",
            "--disable-pip-version-check", "--no-input", *names]


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


# --- after pip -----------------------------------------------------------------

_PEP668 = ("externally-managed-environment", "externally managed")
_NETWORK = ("Failed to establish a new connection", "Temporary failure in name resolution",
            "Name or service not known", "Network is unreachable", "NewConnectionError",
            "ConnectTimeoutError", "Max retries exceeded", "ProxyError", "Connection refused",
            "Could not fetch URL", "nodename nor servname", "getaddrinfo failed",
            "No route to host", "ReadTimeoutError", "SSLError")
_CONFLICT = ("ResolutionImpossible", "conflicting dependencies", "The conflict is caused by",
             "dependency conflicts")
_NOT_FOUND = ("No matching distribution found", "Could not find a version that satisfies")
_MISSING = re.compile(r"(?:Could not find a version that satisfies the requirement|"
                      r"No matching distribution found for) (\S+)")
_BUILD_CHECK = re.compile(r"Some build dependencies for \S+ (?:are missing|conflict with "
                          r"the backend dependencies): (?P<details>.+?)\.?\s*$", re.MULTILINE)
_BUILD_DEPS_FAILED = "installing build dependencies"


def _requirement_name(requirement: str) -> str:
    """The canonical distribution name of a requirement string ("" if unreadable)."""
    try:
        return normalize_name(Requirement(requirement).name)
    except InvalidRequirement:
        return ""


def last_lines(output: str, count: int = 8) -> str:
    """The last *count* non-empty lines of *output*."""
    lines = [line.rstrip() for line in output.splitlines() if line.strip()]
    return "\n".join(lines[-count:])


def classify_failure(output: str, code: int, spec: InstallSpec | str = "") -> TrText:
    """One clear message for a failed pip run.

    Without network, the message names what pip could not download: the build
    backend of a folder, or a dependency of a folder or a wheel.

    >>> str(classify_failure("ERROR: No matching distribution found for xyz", 1, "xyz"))[:25]
    'No package called “xyz” w'

    :param spec: what was installed (the checked spec, or its text).
    """
    from .. import __version__

    argument = spec.argument if isinstance(spec, InstallSpec) else spec
    if any(word in output for word in _PEP668):
        return MSG_EXTERNALLY_MANAGED
    check = _BUILD_CHECK.search(output)
    if check is not None:
        return MSG_BUILD_DEPS.format(spec=argument, details=check["details"])
    network = any(word in output for word in _NETWORK)
    not_found = any(word in output for word in _NOT_FOUND)
    own = spec.name if isinstance(spec, InstallSpec) and spec.name else (
        _requirement_name(argument))
    missing = list(dict.fromkeys(found for found in _MISSING.findall(output)
                                 if _requirement_name(found) != own))
    if (isinstance(spec, InstallSpec) and spec.kind == FOLDER and _BUILD_DEPS_FAILED in output
            and (network or not_found)):
        # The isolated build environment downloads every build requirement, even one
        # installed here: name those this Python lacks, when known.
        needed = spec.build_missing or tuple(missing)
        if needed:
            return MSG_BUILD_DOWNLOAD.format(spec=argument, requirements=", ".join(needed))
    if network:
        if missing:
            return MSG_NETWORK_NEEDS.format(spec=argument, requirements=", ".join(missing))
        return MSG_NETWORK
    if any(word in output for word in _CONFLICT):
        return MSG_CONFLICT.format(version=__version__, lines=last_lines(output, 6))
    if missing:
        return MSG_MISSING_DEPS.format(spec=argument, requirements=", ".join(missing))
    if not_found:
        return MSG_NOT_FOUND.format(spec=argument)
    return MSG_GENERIC.format(code=code, lines=last_lines(output))


def distribution_snapshot() -> dict[str, tuple[str, str]]:
    """Every installed distribution, canonical name → (version, digest of its files:
    :func:`~.discovery.content_of`), so that a reinstall of the same version that
    changed files shows."""
    found: dict[str, tuple[str, str]] = {}
    for dist in metadata.distributions():
        name = dist.metadata["Name"] if dist.metadata is not None else None
        if name:
            key = normalize_name(name)
            if key not in found:
                found[key] = (dist.version, content_of(dist))
    return found


@dataclass
class InstallResult:
    """What an install changed, and what to tell the user."""

    added: list[str] = field(default_factory=list)
    """Distributions that were not installed before."""
    upgraded: list[str] = field(default_factory=list)
    """Distributions whose version changed."""
    reinstalled: list[str] = field(default_factory=list)
    """Distributions installed again at the same version with changed files."""
    games: list[str] = field(default_factory=list)
    """Ids of the games that appeared."""
    problems: list[TrText] = field(default_factory=list)
    """Plugins that installed but do not work (incompatible API, failure to load)."""
    removable: list[str] = field(default_factory=list)
    """New distributions to offer to uninstall: they provide no game, or they are
    plugins that failed to load or are incompatible."""
    restart_needed: list[str] = field(default_factory=list)
    """Loaded plugins that changed: restart to use their new version."""
    messages: list[TrText] = field(default_factory=list)
    """Everything to show, in order."""

    @property
    def ok(self) -> bool:
        return bool(self.games) and not self.problems


def analyse_install(before: Mapping[str, tuple[str, str]],
                    after: Mapping[str, tuple[str, str]], registry: PluginRegistry,
                    report: RescanReport, spec: InstallSpec, games_before: Iterable[str],
                    *, app_running: bool = True) -> InstallResult:
    """Compare the distributions (:func:`distribution_snapshot`) and games before and
    after an install.  Call it after :meth:`PluginRegistry.rescan`.

    :param app_running: the install runs in the application (whose loaded plugins
        need a restart to change); False for the command line, which then says when
        the new code is used instead.
    """
    result = InstallResult()
    result.added = sorted(name for name in after if name not in before)
    result.upgraded = sorted(name for name in after
                             if name in before and before[name][0] != after[name][0])
    result.reinstalled = sorted(
        name for name in after if name in before and before[name][0] == after[name][0]
        and before[name][1] and after[name][1] and before[name][1] != after[name][1])
    known = set(games_before)
    result.games = sorted(game for game in registry.games if game not in known)
    touched = set(result.added) | set(result.upgraded) | set(result.reinstalled) \
        | set(report.added)
    if spec.name:
        touched.add(spec.name)
    failing: list[str] = []
    for name in sorted(touched):
        record = registry.plugins.get(name)
        if record is None or record.status == OK:
            continue
        template = MSG_INCOMPATIBLE if record.status == INCOMPATIBLE else MSG_FAILED
        if record.status in (INCOMPATIBLE, "failed"):
            result.problems.append(template.format(name=record.name, version=record.version,
                                                   reason=record.error))
            if name in result.added:  # new here: offer to remove it again
                failing.append(name)
    result.restart_needed = sorted(set(report.restart) & set(report.changed))
    if result.upgraded:
        result.messages.append(MSG_UPGRADED.format(names=", ".join(
            f"{name} {before[name][0]} → {after[name][0]}" for name in result.upgraded)))
    if result.reinstalled:
        result.messages.append(MSG_REINSTALLED.format(names=", ".join(
            f"{name} {after[name][0]}" for name in result.reinstalled)))
    if result.games:
        result.messages.append(MSG_ADDED.format(games=", ".join(result.games)))
    result.messages.extend(result.problems)
    if not result.games and not result.problems:
        if result.added:
            plugin_names = {name for name, r in registry.plugins.items() if r.games}
            result.removable = [name for name in result.added if name not in plugin_names]
            result.messages.append(MSG_NO_GAME.format(names=", ".join(result.added)))
        elif not result.upgraded and not result.reinstalled:
            result.messages.append(MSG_NOTHING_NEW.format(spec=spec.argument))
    result.removable.extend(name for name in failing if name not in result.removable)
    if result.restart_needed:
        names = ", ".join(result.restart_needed)
        result.messages.append(MSG_RESTART.format(names=names) if app_running
                               else MSG_NEXT_START.format(names=names))
    return result


# --- uninstalling --------------------------------------------------------------


def is_game_plugin(name: str) -> bool:
    """Whether installed distribution *name* declares a ``ludotheque`` entry point.

    Read from its metadata: nothing is imported.
    """
    try:
        dist = metadata.distribution(name)
    except (metadata.PackageNotFoundError, ValueError):
        return False
    return any(ep.group == PROJECT for ep in dist.entry_points)


def uninstall_warning(name: str, *, bundled: bool | None = None) -> TrText | None:
    """What to tell the user before uninstalling *name*, if anything.

    A plugin bundled with Ludotheque takes its games with it; a distribution that
    is no game plugin may be needed by other programs.  (The host and what it
    needs are refused outright: :func:`validate_uninstall`.)

    :param bundled: whether *name* is bundled (default: whether it is in
        :data:`~ludotheque.core.plugins.registry.BUNDLED`).
    """
    canonical = normalize_name(name)
    if canonical in BUNDLED if bundled is None else bundled:
        return MSG_WARN_BUNDLED.format(name=canonical)
    if not is_game_plugin(canonical):
        return MSG_WARN_NOT_PLUGIN.format(name=canonical)
    return None
