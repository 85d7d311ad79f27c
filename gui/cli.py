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
import json
import os
import random
import sys
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, TextIO

from ludotheque.core import __version__
from ludotheque.core.plugins.registry import PluginRegistry
from ludotheque.core.plugins.settings import open_registry

from . import plugin_commands

if TYPE_CHECKING:  # pragma: no cover - imported by the commands that play
    from ludotheque.core.match import Match

#: Computer levels, for the help text (``ludotheque.core.players.LEVELS``; kept
#: here so that ``list`` does not import the players).
LEVELS = ("beginner", "intermediate", "strong", "expert")

DIALOGS = ("new-game", "plugins", "rules", "about", "statistics")
"""The dialogs ``ludotheque screenshot --dialog`` renders."""

USAGE_ERROR = 2
INTERRUPTED = 130

#: The commands that must work whatever an installed plugin does: they import none.
NO_IMPORT_COMMANDS = frozenset({"enable", "disable", "uninstall"})


class UsageError(Exception):
    """Bad command-line input: reported on stderr with exit status 2."""


class PlayFailure(Exception):
    """A runtime failure (a plugin that cannot be loaded): stderr, exit status 1."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ludotheque",
        description="Ludotheque: board games on your desktop. Without a command, "
                    "opens the application; 'ludotheque FILE' opens it with that saved game "
                    "(such as game.ludo).")
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
    plugin_commands.add_commands(commands)
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
    if file is not None:  # the application, opening the file
        args = parser.parse_args([a for a in arguments if a in GLOBAL_FLAGS])
        if args.verbose:
            from ludotheque.core.logs import set_verbose

            set_verbose()
        from ludotheque.gui.app import run_app

        return run_app(safe_mode=args.safe_mode, file=os.path.abspath(file))
    args = parser.parse_args(arguments)
    if args.verbose:
        from ludotheque.core.logs import set_verbose

        set_verbose()
    try:
        if args.command is None:
            from ludotheque.gui.app import run_app

            return run_app(safe_mode=args.safe_mode)
        if args.command == "screenshot":
            from ludotheque.gui.app import screenshot

            return screenshot(args)
        if args.command == "new-plugin":
            return plugin_commands.cmd_new_plugin(args, sys.stdout, sys.stderr)
        if args.command == "desktop-entry":
            return cmd_desktop_entry(args.remove, sys.stdout)
        with _stdout_for_data(getattr(args, "json", False)) as out:
            return _run_command(args, registry, out)
    except UsageError as exc:
        print(f"ludotheque: {exc}", file=sys.stderr)
        return USAGE_ERROR
    except PlayFailure as exc:
        print(f"ludotheque: {exc}", file=sys.stderr)
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
        return plugin_commands.cmd_install(registry, args, sys.stdin, out, sys.stderr)
    if args.command == "uninstall":
        return plugin_commands.cmd_uninstall(registry, args, sys.stdin, out, sys.stderr)
    if args.command in ("enable", "disable"):
        return plugin_commands.cmd_enable(registry, args, out, sys.stderr)
    if args.command == "list":
        return cmd_list(registry, args.json, out)
    if args.command == "play":
        return cmd_play(registry, args, sys.stdin, out)
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
    from . import desktop_entry

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


def list_entries(registry: PluginRegistry) -> list[dict[str, Any]]:
    """The JSON data of ``ludotheque list --json``."""
    entries: list[dict[str, Any]] = []
    for game_id in sorted(registry.games):
        info = registry.games[game_id]
        plugin = registry.plugin_of(game_id)
        entries.append({
            "id": game_id,
            "name": str(info.name),
            "summary": str(info.summary),
            "plugin": plugin.name,
            "version": plugin.version,
            "players": list(info.players),
            "status": "ok",
            "location": plugin.location,
        })
    for record in sorted(registry.plugins.values(), key=lambda r: r.name):
        if record.status != "ok":
            entries.append(record.as_json())
    return entries


def cmd_list(registry: PluginRegistry, as_json: bool, out: TextIO) -> int:
    entries = list_entries(registry)
    if as_json:
        json.dump(entries, out, indent=1, ensure_ascii=False)
        out.write("\n")
        return 0
    games = [e for e in entries if "id" in e]
    if not games:
        out.write("No games installed.\n")
    width = max((len(e["id"]) for e in games), default=0)
    for entry in games:
        low, high = entry["players"]
        players = f"{low}" if low == high else f"{low}-{high}"
        noun = "player" if high == 1 else "players"
        out.write(f"{entry['id']:<{width}}  {entry['name']} ({players} {noun})  "
                  f"[{entry['plugin']} {entry['version']}]\n")
    for entry in entries:
        if "id" not in entry:
            out.write(f"{entry['plugin']} {entry['version']}: {entry['status']}: "
                      f"{entry['error']}\n")
            if entry.get("location"):
                out.write(f"    at {entry['location']}\n")
    return 0


def _build_match(registry: PluginRegistry, args: argparse.Namespace) -> Match:
    from ludotheque.core.match import Match, Seat, SeatError, check_seat_names
    from ludotheque.core.options import OptionError

    plugin = registry.game_plugin.get(args.game)
    try:
        info = registry.game(args.game)
    except KeyError:
        if plugin is not None:  # installed, but its plugin fails now that it is imported
            record = registry.plugins[plugin]
            raise PlayFailure(f"the game '{args.game}' cannot be loaded: "
                              f"{plugin}: {record.error}") from None
        known = ", ".join(sorted(registry.games)) or "none installed"
        raise UsageError(f"unknown game '{args.game}' (known games: {known})") from None
    game = info.game
    try:
        options = game.options_schema.parse_assignments(args.option)
    except OptionError as exc:
        raise UsageError(str(exc)) from None
    try:
        seats = [Seat.parse(text) for text in args.seat]
    except SeatError as exc:
        raise UsageError(str(exc)) from None
    if len(seats) > game.max_players:
        raise UsageError(f"{args.game} takes at most {game.max_players} seats, "
                         f"not {len(seats)}")
    while len(seats) < game.min_players:
        seats.append(Seat("random"))
    try:
        check_seat_names(seats)
    except SeatError as exc:
        raise UsageError(str(exc)) from None
    if args.seed is not None and args.seed < 0:
        raise UsageError("the seed must be 0 or more")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    try:
        return Match(game, options, seats, seed)
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - the game's own code failed
        raise _plugin_failure(f"the game '{args.game}' could not start", exc) from None


def cmd_play(registry: PluginRegistry, args: argparse.Namespace, stdin: TextIO,
             out: TextIO) -> int:
    match = _build_match(registry, args)
    try:
        return _play(match, registry, args, stdin, out)
    except (PlayFailure, KeyboardInterrupt, BrokenPipeError):
        raise
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - the game's code failed
        raise _plugin_failure(f"the game '{args.game}' failed after {len(match)} steps",
                              exc) from None


def _plugin_failure(what: str, exc: BaseException) -> PlayFailure:
    """A one-line failure for the user; the traceback goes to the log."""
    from ludotheque.core.logs import log_path, report

    return PlayFailure(f"{what}: {report(what, exc)} (details in {log_path()})")


def _play(match: Match, registry: PluginRegistry, args: argparse.Namespace, stdin: TextIO,
          out: TextIO) -> int:
    from ludotheque.core.events import PLAYED, MatchFinished, seat_infos
    from ludotheque.core.match import HUMAN
    from ludotheque.core.model import CHANCE
    from ludotheque.core.players import make_player

    info = registry.game(args.game)
    translate = _translator(registry, args.lang)
    knowledge, computer = registry.players_for(info.id)
    rng = random.Random(match.seed)
    players = [
        None if seat.kind == HUMAN else make_player(
            seat.kind, seat.level, knowledge, computer, seed=match.seed + i)
        for i, seat in enumerate(match.seats)
    ]
    from ludotheque.core.i18n import QT_TRANSLATE_NOOP

    default = QT_TRANSLATE_NOOP("texts", "Player {n}")
    names = [seat.name or translate(default.format(n=i + 1))
             for i, seat in enumerate(match.seats)]
    show = not args.json
    history: list[dict[str, Any]] = []
    steps = 0
    while not match.is_over:
        if steps >= args.max_steps:
            print(f"ludotheque: stopped after {steps} steps", file=sys.stderr)
            return 1
        state = match.state
        mover = state.current_player
        if mover == CHANCE:
            move = match.roll()
        else:
            player = players[mover]
            if player is None:
                # With --json, prompts go to stderr: stdout holds only the JSON.
                move = _ask_human(match, mover, stdin, sys.stderr if args.json else out)
                if move is None:
                    print("ludotheque: no more input; the match stops", file=sys.stderr)
                    return 1
            else:
                move = player.choose(state.view(mover), rng)
                match.play(move)
        text = translate(state.step_text(move, None).format(
            player=names[mover] if mover >= 0 else ""))
        history.append({"player": None if mover == CHANCE else mover, "move": str(move),
                        "text": text})
        if show:
            number = f"{len(match.moves):4d}." if mover != CHANCE else "     "
            out.write(f"{number} {text}  [{move}]\n")
        steps += 1
    result = match.result()
    assert result is not None
    registry.match_finished(MatchFinished(
        info.id, dict(match.options), seat_infos(match.seats, names, info.seat_colors),
        result, match.final_state, PLAYED, len(match), match.seed))
    if args.json:
        json.dump({
            "game": info.id,
            "options": match.options,
            "seed": match.seed,
            "seats": [seat.to_json() for seat in match.seats],
            "moves": [str(move) for move in match.moves],
            "outcomes": [str(outcome) for outcome in match.outcomes],
            "history": history,
            "result": {"scores": list(result.scores), "winners": list(result.winners),
                       "reason": result.reason},
        }, out, ensure_ascii=False)
        out.write("\n")
    else:
        scores = ", ".join(f"{names[i]} {score:g}" for i, score in enumerate(result.scores))
        if len(match.seats) == 1:
            verdict = f"game over ({result.reason})"
        elif result.is_draw:
            verdict = "draw"
        elif result.winners:
            verdict = "won by " + " and ".join(names[i] for i in result.winners)
        else:
            verdict = "nobody wins"
        out.write(f"Result: {verdict} ({scores}); seed {match.seed}\n")
    return 0


def system_language() -> str:
    """``fr`` when the system's messages are in French (``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``, as Qt reads them), else ``en``; without importing Qt."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"


def _translator(registry: PluginRegistry, language: str | None) -> Any:
    """A function that words a rules text in *language* (None: the system's).
    French reads the host's and the games' Qt catalogues (Qt's core only, and no
    application object)."""
    from ludotheque.core.i18n import render

    if (language or system_language()) == "en":
        return lambda text: render(text)
    from .i18n import standalone_translator  # Qt's core only: no application object

    translate = standalone_translator("fr", registry.games.values())
    return lambda text: render(text, translate)


def _ask_human(match: Match, seat: int, stdin: TextIO, out: TextIO) -> Any:
    from ludotheque.core.model import MoveError

    state = match.state.view(seat)
    legal = state.legal_moves()
    while True:
        out.write(f"{match.seats[seat].display_name(seat)} to move; legal: "
                  f"{' '.join(str(m) for m in legal)}\n> ")
        out.flush()
        line = stdin.readline()
        if not line:
            return None
        try:
            move = match.game.parse_move(line.strip())
            match.play(move)
            return move
        except MoveError as exc:
            out.write(f"{exc}\n")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
