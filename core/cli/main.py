"""The ``ludotheque`` command.

Without a subcommand it opens the application, and ``ludotheque FILE`` opens it
with that saved game (a file manager's "Open with").  The subcommands serve
scripting and testing and never import Qt unless they draw something::

    ludotheque list [--json]
    ludotheque play GAME [--option KEY=VALUE]... [--seat SEAT]... [--seed N] [--json]
    ludotheque install SPEC [--yes] [--upgrade]
    ludotheque uninstall NAME [--yes]
    ludotheque enable NAME | disable NAME
    ludotheque new-plugin NAME [--dir DIR]
    ludotheque translate DIR
    ludotheque arena GAME --pair FIRST SECOND [--games N] [--jobs J] [--json]
    ludotheque check GAME [--games N] [--scale S]
    ludotheque serve [--host H] [--port P] [--data DIR] [--cert FILE --key FILE]
    ludotheque play GAME --server URL [--seat remote|random|ai[:LEVEL]]... [--json]
    ludotheque join LINK [--seat human|random|ai[:LEVEL]] [--pace S] [--json]
    ludotheque hand-over SERVER --match ID --creator TOKEN --seat N [--level L]
    ludotheque desktop-entry [--remove]

Exit status: 0 on success, 1 on a runtime failure, 2 on bad usage (unknown game,
bad option or seat), 130 when stopped with Ctrl-C.  A failure is one line on the
standard error; its details (the traceback) go to the log file
(:mod:`ludotheque.core.logs`), and to the standard error with ``--verbose``.

With ``--json``, the standard output carries the JSON only: anything else written
there while the command runs (a plugin that prints while it loads) goes to the
standard error.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, TextIO

from .. import __version__
from ..plugins.registry import PluginRegistry
from ..plugins.settings import open_registry
from . import author, network, plugins
from .errors import INTERRUPTED, USAGE_ERROR, PlayFailure, UsageError, gui_module, show_error
from .games import cmd_list, cmd_play

if TYPE_CHECKING:  # pragma: no cover - imported by the commands that play
    pass

#: Computer levels, for the help text (``ludotheque.core.players.LEVELS``; kept
#: here so that ``list`` does not import the players).
LEVELS = ("beginner", "intermediate", "strong", "expert")

DIALOGS = ("new-game", "plugins", "rules", "about", "statistics")
"""The dialogs ``ludotheque screenshot --dialog`` renders."""


#: The commands that must work whatever an installed plugin does: they import none.
NO_IMPORT_COMMANDS = frozenset({"enable", "disable", "uninstall", "hand-over"})


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ludotheque",
        description="Ludotheque: board games on your desktop. Without a command, "
                    "opens the application; 'ludotheque FILE' opens it with that saved game "
                    "(such as game.ludo), 'ludotheque LINK' with that invitation to a "
                    "network game (ws://…).")
    parser.add_argument("--version", action="version", version=f"ludotheque {__version__}")
    parser.add_argument("--safe-mode", action="store_true",
                        help="load only the bundled game plugins")
    parser.add_argument("--verbose", "-v", action="store_true",
                        help="print the details of failures (tracebacks) on the standard error")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    listing = commands.add_parser("list", help="list installed games and plugins")
    listing.add_argument("--json", action="store_true", help="print JSON")

    play = commands.add_parser(
        "play", help="play a match in the terminal (for example computer against computer)",
        description="Play a headless match and print the moves and the result. "
                    "Seats: human (moves typed on standard input), random, or "
                    f"ai[:LEVEL] with LEVEL one of {', '.join(LEVELS)}; add =NAME to "
                    "name a seat. Missing seats are random players.")
    play.add_argument("game", help="game id, as printed by 'ludotheque list'")
    play.add_argument("--option", "-o", action="append", default=[], metavar="KEY=VALUE",
                      help="a game option (repeatable)")
    play.add_argument("--seat", "-s", action="append", default=[], metavar="SEAT",
                      help="human, random or ai[:LEVEL], once per seat in order")
    play.add_argument("--seed", type=int, default=None,
                      help="seed for dice, shuffles and the computer players")
    play.add_argument("--max-steps", type=int, default=100_000, help=argparse.SUPPRESS)
    play.add_argument("--json", action="store_true", help="print one JSON object")
    play.add_argument("--lang", choices=("en", "fr"), default=None,
                      help="the language of the sentences (default: the system's)")
    play.add_argument("--server", default=None, metavar="URL",
                      help="create the match on this match server (ws://HOST:PORT) and "
                           "print an invitation link per remote seat; seats are then "
                           "remote, random or ai[:LEVEL]")

    shot = commands.add_parser("screenshot", help="render the main window to a PNG file")
    shot.add_argument("output", help="the PNG file to write")
    shot.add_argument("--game", help="open this game (default: the start page)")
    shot.add_argument("--moves", type=int, default=0, help="seeded random moves to play first")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--lang", choices=("en", "fr"), default="en")
    shot.add_argument("--size", default="1280x800",
                      help="window size WxH, also the offscreen screen's size")
    shot.add_argument("--dialog", choices=DIALOGS,
                      help="render this dialog instead of the window (new-game and rules "
                           "need --game)")
    shot.add_argument("--hot-seat", action="store_true",
                      help="every seat human (a game with secrets shows its hand-over page)")
    shot.add_argument("--finished", action="store_true",
                      help="play the game to its end first (seeded random steps)")

    desktop = commands.add_parser(
        "desktop-entry", help="add Ludotheque to the desktop's application menu (Linux)",
        description="Write a desktop entry and the icon for this user (freedesktop.org "
                    "systems: ~/.local/share/applications), starting this installation "
                    "of Ludotheque, and the MIME type of saved games (*.ludo), so that "
                    "the file manager opens them with it.")
    desktop.add_argument("--remove", action="store_true", help="remove them again")
    plugins.add_commands(commands)
    author.add_commands(commands)
    network.add_commands(commands)
    return parser


GLOBAL_FLAGS = frozenset({"--safe-mode", "--verbose", "-v"})
"""The options that may come with a file to open (they take no value)."""


def file_to_open(argv: Sequence[str], commands: Sequence[str]) -> str | None:
    """The saved game named by *argv* (``ludotheque FILE``, a file manager's "Open
    with"), or None: a path as the only argument besides :data:`GLOBAL_FLAGS`, that
    is no command and has a folder, a dot or an existing file in its name (a
    mistyped command stays an error)."""
    arguments = [argument for argument in argv if argument not in GLOBAL_FLAGS]
    if arguments[:1] == ["--"]:
        arguments = arguments[1:]
    elif arguments[:1] and arguments[0].startswith("-"):
        return None
    if len(arguments) != 1 or arguments[0] in commands:
        return None
    path = arguments[0]
    if os.sep in path or "/" in path or "." in os.path.basename(path) or os.path.exists(path):
        return path
    return None


def main(argv: Sequence[str] | None = None, registry: PluginRegistry | None = None) -> int:
    """Run the command line; *registry* replaces plugin discovery (for tests)."""
    parser = build_parser()
    arguments = list(sys.argv[1:] if argv is None else argv)
    file = file_to_open(arguments, _command_names(parser))
    if file is not None and file.startswith(("ws://", "wss://")):  # an invitation
        args = parser.parse_args([a for a in arguments if a in GLOBAL_FLAGS])
        return int(gui_module("app").run_app(safe_mode=args.safe_mode, link=file))
    if file is not None:  # the application, opening the file
        args = parser.parse_args([a for a in arguments if a in GLOBAL_FLAGS])
        if args.verbose:
            from ..logs import set_verbose

            set_verbose()
        return int(gui_module("app").run_app(safe_mode=args.safe_mode,
                                             file=os.path.abspath(file)))
    args = parser.parse_args(arguments)
    if args.verbose:
        from ..logs import set_verbose

        set_verbose()
    try:
        if args.command is None:
            return int(gui_module("app").run_app(safe_mode=args.safe_mode))
        if args.command == "screenshot":
            return int(gui_module("app").screenshot(args))
        if args.command == "new-plugin":
            return plugins.cmd_new_plugin(args, sys.stdout, sys.stderr)
        if args.command == "translate":
            return author.cmd_translate(args.dir, sys.stdout)
        if args.command == "desktop-entry":
            return cmd_desktop_entry(args.remove, sys.stdout)
        with _stdout_for_data(getattr(args, "json", False)) as out:
            return _run_command(args, registry, out)
    except UsageError as exc:
        show_error(exc)
        return USAGE_ERROR
    except PlayFailure as exc:
        show_error(exc)
        return 1
    except KeyboardInterrupt:
        print("ludotheque: interrupted", file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:  # output piped into a command that stopped reading (head)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _command_names(parser: argparse.ArgumentParser) -> list[str]:
    return [name for action in parser._actions
            if isinstance(action, argparse._SubParsersAction)
            for name in action.choices]


def _run_command(args: argparse.Namespace, registry: PluginRegistry | None,
                 out: TextIO) -> int:
    if registry is None:
        registry, notices = open_registry(
            safe_mode=args.safe_mode, imports=args.command not in NO_IMPORT_COMMANDS)
        for message in notices.messages:
            print(f"ludotheque: {message}", file=sys.stderr)
    if args.command == "install":
        return plugins.cmd_install(registry, args, sys.stdin, out, sys.stderr)
    if args.command == "uninstall":
        return plugins.cmd_uninstall(registry, args, sys.stdin, out, sys.stderr)
    if args.command in ("enable", "disable"):
        return plugins.cmd_enable(registry, args, out, sys.stderr)
    if args.command == "list":
        return cmd_list(registry, args.json, out)
    if args.command == "play" and args.server is not None:
        return network.cmd_play_on_server(registry, args, out)
    if args.command == "play":
        return cmd_play(registry, args, sys.stdin, out)
    if args.command == "join":
        return network.cmd_join(registry, args, sys.stdin, out)
    if args.command == "arena":
        return author.cmd_arena(registry, args, out)
    if args.command == "check":
        return author.cmd_check(registry, args, out)
    if args.command == "serve":
        return network.cmd_serve(registry, args, out)
    if args.command == "hand-over":
        return network.cmd_hand_over(args, out)
    raise UsageError(f"unknown command {args.command}")  # pragma: no cover


@contextlib.contextmanager
def _stdout_for_data(data_only: bool) -> Iterator[TextIO]:
    """The stream a command writes its output to.

    With *data_only*, that stream is the real standard output while everything
    else sent there, by ``print`` or straight to file descriptor 1 (a plugin's
    import, a compiled extension), goes to the standard error instead.
    """
    stdout = sys.stdout
    if not data_only:
        yield stdout
        return
    stdout.flush()
    try:
        fd = stdout.fileno()
        err_fd = sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):  # not a real file (tests): Python level only
        sys.stdout = sys.stderr
        try:
            yield stdout
        finally:
            sys.stdout = stdout
        return
    saved = os.dup(fd)
    os.dup2(err_fd, fd)
    sys.stdout = sys.stderr
    try:
        with open(saved, "w", encoding="utf-8", closefd=False) as data:
            yield data
    finally:
        sys.stdout = stdout
        os.dup2(saved, fd)
        os.close(saved)


def cmd_desktop_entry(remove: bool, out: TextIO) -> int:
    desktop_entry = gui_module("desktop_entry")  # the application's desktop integration

    if remove:
        try:
            removed = desktop_entry.remove()
        except OSError as exc:
            raise PlayFailure(f"could not remove the desktop entry: {exc}") from None
        for path in removed:
            out.write(f"Removed {path}\n")
        if not removed:
            out.write("There was no desktop entry to remove.\n")
        return 0
    try:
        files = desktop_entry.install()
    except OSError as exc:
        raise PlayFailure(f"could not write the desktop entry: {exc}") from None
    out.write(f"Wrote {files.entry}\n  and {files.icon}\n  and {files.mime}\n"
              f"Ludothèque is in the application menu, under Games; it starts "
              f"{desktop_entry.launcher()[0]}. Saved games (*.ludo) open in it from "
              f"the file manager.\n")
    return 0


