"""``ludotheque install``, ``uninstall``, ``enable``, ``disable`` and ``new-plugin``.

The command-line side of :mod:`ludotheque.core.plugins.installer`: the same checks, the
same pip command and the same messages as the plugin manager.  No Qt here.
"""

from __future__ import annotations

import argparse
import sys
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:  # pragma: no cover
    import subprocess

from ..plugins.registry import PluginRegistry, normalize_name
from ..plugins.settings import PluginSettings
from .errors import show_error

__all__ = ["add_commands", "cmd_install", "cmd_uninstall", "cmd_enable", "cmd_new_plugin"]


def add_commands(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add the plugin subcommands to the ``ludotheque`` parser."""
    install = commands.add_parser(
        "install", help="install a game plugin with pip",
        description="Install a game plugin: a package name with an optional version "
                    "(ludotheque-chess, ludotheque-chess==1.2), a local folder with a "
                    "pyproject.toml, or a .whl file. The host, PySide6 and pluggy are "
                    "pinned at their installed versions.")
    install.add_argument("spec", help="NAME[==VERSION], a folder or a .whl file")
    install.add_argument("--yes", "-y", action="store_true", help="do not ask for confirmation")
    install.add_argument("--upgrade", "-U", action="store_true",
                         help="upgrade the plugin if it is installed already")

    uninstall = commands.add_parser("uninstall", help="uninstall a game plugin with pip")
    uninstall.add_argument("name", help="the distribution name, as printed by 'ludotheque list'")
    uninstall.add_argument("--yes", "-y", action="store_true",
                           help="do not ask for confirmation")

    for verb, text in (("enable", "load a disabled plugin again"),
                       ("disable", "stop loading a plugin (without uninstalling it)")):
        sub = commands.add_parser(verb, help=text)
        sub.add_argument("name", help="the distribution name")

    scaffold = commands.add_parser(
        "new-plugin", help="write a new game plugin package to start from",
        description="Write a complete, working game plugin package (rules, board widget, "
                    "options dialog, French translation, rules documents, icon and tests). "
                    "Install it with 'ludotheque install DIR'.")
    scaffold.add_argument("name", help="the game's name, e.g. connect_three or 'Connect Three'")
    scaffold.add_argument("--dir", default=".", help="where to create the package folder")


def _confirm(question: str, stdin: TextIO, out: TextIO) -> bool:
    out.write(f"{question} [y/N] ")
    out.flush()
    answer = stdin.readline()
    if not answer:
        out.write("\n")
    return answer.strip().lower() in {"y", "yes", "o", "oui"}


def run_pip(command: list[str], out: TextIO,
            popen: Callable[..., subprocess.Popen[str]] | None = None) -> tuple[int, str]:
    """Run *command*, copying its output to *out* line by line; return (status, tail)."""
    import subprocess

    from ..plugins import installer

    tail: deque[str] = deque(maxlen=200)
    process = (popen or subprocess.Popen)(
        command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        encoding="utf-8", errors="replace", env=installer.pip_environment())
    assert process.stdout is not None
    for line in process.stdout:
        out.write(line)
        out.flush()
        tail.append(line)
    return process.wait(), "".join(tail)


def cmd_install(registry: PluginRegistry, args: argparse.Namespace, stdin: TextIO,
                out: TextIO, err: TextIO) -> int:
    from ..plugins import installer  # imported only for the plugin commands

    try:
        spec = installer.parse_spec(args.spec)
    except installer.InstallError as exc:
        show_error(exc, err)
        return 2
    constraints = installer.write_constraints()
    command = installer.install_command(spec, constraints, upgrade=args.upgrade)
    out.write(f"This runs:\n  {installer.command_text(command)}\n")
    if not args.yes and not _confirm("Install?", stdin, out):
        out.write("Nothing installed.\n")
        return 1
    before = installer.distribution_snapshot()
    games_before = set(registry.games)
    code, output = run_pip(command, out)
    if code != 0:
        show_error(installer.classify_failure(output, code, spec), err)
        return 1
    report = registry.rescan()
    after = installer.distribution_snapshot()
    result = installer.analyse_install(before, after, registry, report, spec, games_before,
                                       app_running=False)
    for message in result.messages:
        out.write(f"{message}\n")
    for game_id in result.games:
        info = registry.game(game_id)
        out.write(f"  {game_id}  {info.name}  [{registry.plugin_of(game_id).name}]\n")
    if result.removable:
        names = " ".join(result.removable)
        if not args.yes and _confirm(f"Uninstall {names} again?", stdin, out):
            for name in result.removable:
                _uninstall(name, out, err)
        else:
            out.write(f"To remove it: ludotheque uninstall {names}\n")
        return 1
    return 1 if result.problems else 0


def _uninstall(name: str, out: TextIO, err: TextIO) -> int:
    from ..plugins import installer  # imported only for the plugin commands

    command = installer.uninstall_command(name)
    code, output = run_pip(command, out)
    if code != 0:
        show_error(installer.classify_failure(output, code, name), err)
        return 1
    return 0


def cmd_uninstall(registry: PluginRegistry, args: argparse.Namespace, stdin: TextIO,
                  out: TextIO, err: TextIO) -> int:
    from ..plugins import installer  # imported only for the plugin commands

    try:
        name = installer.validate_uninstall(args.name)
    except installer.InstallError as exc:
        show_error(exc, err)
        return 2
    command = installer.uninstall_command(name)
    record = registry.plugins.get(name)
    games = list(record.games) if record is not None else []
    bundled = record.bundled if record is not None and record.bundled else None
    warning = installer.uninstall_warning(name, bundled=bundled)
    if warning is not None:  # printed with --yes too: scripts log it
        err.write(f"ludotheque: warning: {warning}\n")
    out.write(f"This runs:\n  {installer.command_text(command)}\n")
    question = "Uninstall anyway?" if warning is not None else "Uninstall?"
    if not args.yes and not _confirm(question, stdin, out):
        out.write("Nothing uninstalled.\n")
        return 1
    if _uninstall(name, out, err):
        return 1
    registry.rescan()
    out.write(f"{installer.MSG_UNINSTALLED.format(name=name)}\n")
    if games:
        out.write(f"{installer.MSG_REMOVED_GAMES.format(games=', '.join(games))}\n")
    return 0


def cmd_enable(registry: PluginRegistry, args: argparse.Namespace, out: TextIO,
               err: TextIO) -> int:
    from ..plugins import installer  # imported only for the plugin commands

    name = normalize_name(args.name)
    enable = args.command == "enable"
    known = name in registry.plugins or (enable and name in PluginSettings().disabled)
    if not known:
        show_error(installer.MSG_NOT_INSTALLED.format(name=name), err)
        return 2
    if not enable and installer.is_protected(name):
        show_error(installer.MSG_PROTECTED.format(name=name), err)
        return 2
    PluginSettings().set_disabled(name, not enable)
    out.write(f"{name} {'enabled' if enable else 'disabled'}.\n")
    return 0


def installed_games(registry: PluginRegistry | None = None) -> dict[str, str]:
    """Every installed game id with its plugin's distribution name.

    Without *registry*, the installation's registry is opened: from the discovery
    cache when it matches the installation, so no plugin is imported then.
    """
    if registry is None:
        from ..plugins.settings import open_registry

        registry, notices = open_registry()
        for message in notices.messages:
            print(f"ludotheque: {message}", file=sys.stderr)
    taken = {game_id: record.name for record in registry.plugins.values()
             for game_id in record.games}
    taken.update(registry.game_plugin)
    return taken


def cmd_new_plugin(args: argparse.Namespace, out: TextIO, err: TextIO,
                   registry: PluginRegistry | None = None) -> int:
    from ..plugins import authoring as scaffold

    try:
        scaffold.names_for(args.name)  # a bad name is refused before the registry opens
        result = scaffold.generate(args.name, args.dir, taken=installed_games(registry))
    except scaffold.ScaffoldError as exc:
        show_error(exc, err)
        return 2
    out.write(f"Wrote {result.distribution} to {result.folder}\n")
    for warning in result.warnings:
        out.write(f"warning: {warning}\n")
    out.write("Next steps:\n"
              f"  cd {result.folder}\n"
              "  python -m pytest                 # the plugin's own tests\n"
              f"  ludotheque install {result.folder}\n"
              f"  ludotheque play {result.game_id} --seat random --seat ai:beginner\n")
    return 0
