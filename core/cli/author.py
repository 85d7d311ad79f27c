"""The commands for plugin authors: ``ludotheque translate``, ``arena`` and ``check``
(see :mod:`.main`).

* ``translate DIR`` refreshes and compiles every catalogue of a plugin
  (:mod:`ludotheque.core.plugins.catalogues`) and lists the strings left without a
  translation (exit status 1 while there are some).
* ``arena GAME --pair A B --games N`` plays seat-swapped matches between two
  computer players (:mod:`ludotheque.core.arena`) and prints the first one's
  score, its 95 % interval and the Elo difference.
* ``check GAME`` (exit status 1 on a broken contract or a warning) runs the
  conformance kit on the game and its computer player, then
  a quick ladder (each level against the one below at a fraction of its iterations)
  and warns where a higher level loses (its score's 95 % interval lies below half;
  a level behind with too few games to tell is marked "not yet clear").
"""

from __future__ import annotations

import argparse
import json
import math
import os
from typing import TYPE_CHECKING, Any, TextIO

from .errors import PlayFailure, UsageError

if TYPE_CHECKING:  # pragma: no cover
    from ..arena import ArenaResult
    from ..plugins.registry import PluginRegistry

__all__ = ["add_commands", "cmd_arena", "cmd_check", "cmd_translate"]

CONTENDERS = "random, beginner, intermediate, strong, expert, or itN (a search of N iterations)"


def add_commands(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add the authors' subcommands to the ``ludotheque`` parser."""
    translate = commands.add_parser(
        "translate", help="refresh and compile a plugin's translation catalogues",
        description="Refresh every catalogue (i18n/*.ts) under DIR from all the Python "
                    "files of its package, keeping the translations, compile the .qm "
                    "files, and list the strings still to translate (exit status 1 while "
                    "there are some).")
    translate.add_argument("dir", help="the plugin's project folder (or its package)")

    arena = commands.add_parser(
        "arena", help="play two computer players against each other and score them",
        description="Seat-swapped matches on shared seeds (the same dice for both orders) "
                    "between two players: " + CONTENDERS + ". Prints the first player's "
                    "share of the points, its 95 %% interval and the Elo difference.")
    arena.add_argument("game", help="game id, as printed by 'ludotheque list'")
    arena.add_argument("--pair", nargs=2, required=True, metavar=("FIRST", "SECOND"),
                       help="the two players")
    arena.add_argument("--games", type=int, default=20, help="games to play (default 20)")
    arena.add_argument("--jobs", "-j", type=int, default=1,
                       help="processes to play in (default 1)")
    arena.add_argument("--players", type=int, default=None,
                       help="seats (default: the game's fewest); the second player takes "
                            "every seat but one")
    arena.add_argument("--scale", type=float, default=1.0,
                       help="a fraction of the levels' iterations (default 1)")
    arena.add_argument("--json", action="store_true", help="print one JSON object")

    check = commands.add_parser(
        "check", help="check a game and its computer player (conformance kit, level ladder)",
        description="Run the conformance kit on GAME and on what its plugin registers for "
                    "the computer player, then each level against the one below at a "
                    "fraction of its iterations; warn where a higher level does not win.")
    check.add_argument("game", help="game id, as printed by 'ludotheque list'")
    check.add_argument("--games", type=int, default=10,
                       help="games per rung of the ladder (default 10)")
    check.add_argument("--scale", type=float, default=0.1,
                       help="the fraction of the levels' iterations for the ladder "
                            "(default 0.1)")
    check.add_argument("--jobs", "-j", type=int, default=1, help="processes to play in")
    check.add_argument("--no-ladder", action="store_true", help="only the conformance kit")


def cmd_translate(folder: str, out: TextIO) -> int:
    from ..plugins.catalogues import CatalogueError, translate_folder

    try:
        done = translate_folder(folder)
    except CatalogueError as exc:
        raise PlayFailure(str(exc)) from None
    missing = 0
    for refreshed in done:
        catalogue = refreshed.catalogue
        shown = os.path.relpath(catalogue.ts)
        out.write(f"{shown}: {refreshed.after} strings ({refreshed.before} before), "
                  f"{len(refreshed.untranslated)} to translate; wrote "
                  f"{os.path.relpath(catalogue.qm)}\n")
        for entry in refreshed.untranslated:
            out.write(f"  to translate: {entry}\n")
        missing += len(refreshed.untranslated)
    if missing:
        out.write(f"Translate {missing} string(s) in the .ts file(s) above (Qt Linguist, or "
                  f"any text editor), then run this command again.\n")
        return 1
    return 0


def _percent(value: float) -> str:
    return f"{100 * value:.1f} %"


def _elo(value: float) -> str:
    if math.isinf(value):
        return "+inf" if value > 0 else "-inf"
    return f"{value:+.0f}".replace("-0", "+0") if round(value) == 0 else f"{value:+.0f}"


def describe(result: ArenaResult) -> str:
    """One line: ``it200 vs random at kalah, 20 games: 17.5 points = 87.5 % (69.6-95.7 %),
    Elo +338 (+144 to +536)``."""
    low, high = result.interval
    elo_low, elo_high = result.elo_interval
    return (f"{result.first} vs {result.second} at {result.game_id}, {result.games} games: "
            f"{result.points:g} points = {_percent(result.share)} "
            f"({100 * low:.1f}-{100 * high:.1f} %), Elo {_elo(result.elo)} "
            f"({_elo(elo_low)} to {_elo(elo_high)})")


def _checked(registry: PluginRegistry, game_id: str, games: int, scale: float,
             names: tuple[str, ...] = (), players: int | None = None) -> None:
    """Refuse bad input before anything is played (exit status 2)."""
    from ..arena import contender

    if game_id not in registry.games:
        raise UsageError(f"unknown game {game_id!r}; 'ludotheque list' shows the games")
    if games < 1:
        raise UsageError("--games must be at least 1")
    if not scale > 0:
        raise UsageError("--scale must be more than 0")
    game = registry.game(game_id).game
    if players is not None and not game.min_players <= players <= game.max_players:
        raise UsageError(f"{game_id} is for {game.min_players} to {game.max_players} players")
    for name in names:
        try:
            contender(name, None, None)
        except ValueError as exc:
            raise UsageError(str(exc)) from None


def _arena(registry: PluginRegistry, game_id: str, first: str, second: str, games: int,
           **options: Any) -> ArenaResult:
    from concurrent.futures.process import BrokenProcessPool

    from ..arena import arena

    _checked(registry, game_id, games, options.get("scale", 1.0), (first, second),
             options.get("players"))
    try:
        return arena(game_id, first, second, games, registry=registry, **options)
    except BrokenProcessPool as exc:
        raise PlayFailure(f"a process playing the games stopped: {exc}") from None


def cmd_arena(registry: PluginRegistry, args: argparse.Namespace, out: TextIO) -> int:
    first, second = args.pair
    result = _arena(registry, args.game, first, second, args.games, jobs=max(1, args.jobs),
                    players=args.players, scale=args.scale)
    if args.json:
        json.dump(result.to_json(), out, indent=1)
        out.write("\n")
    else:
        out.write(describe(result) + "\n")
    return 0


def cmd_check(registry: PluginRegistry, args: argparse.Namespace, out: TextIO) -> int:
    from ..arena import ladder
    from ..player_checks import check_players
    from ..testing import ConformanceError, check_game

    _checked(registry, args.game, args.games, args.scale)
    game = registry.game(args.game).game
    knowledge, computer = registry.players_for(args.game)
    def check_the_game() -> None:
        check_game(game, playouts=4)

    def check_the_player() -> None:
        check_players(game, knowledge, computer)

    failed = False
    for name, run in (("game", check_the_game), ("computer player", check_the_player)):
        try:
            run()
        except ConformanceError as exc:
            failed = True
            out.write(f"{args.game}: the {name} breaks the contract:\n{exc}\n")
        else:
            out.write(f"{args.game}: the {name} keeps the contract.\n")
    if failed or args.no_ladder:
        return 1 if failed else 0
    out.write(f"Ladder: each level against the one below, {args.games} games each, "
              f"at {args.scale:g} of the levels' iterations:\n")
    from concurrent.futures.process import BrokenProcessPool

    try:
        results = ladder(args.game, args.games, scale=args.scale, jobs=max(1, args.jobs),
                         registry=registry)
    except BrokenProcessPool as exc:
        raise PlayFailure(f"a process playing the games stopped: {exc}") from None
    warnings = 0
    for result in results:
        low, high = result.interval
        note = ""
        if high < 0.5:  # clearly: even the interval's top is a loss
            note = "  <- WARNING: the higher level loses"
            warnings += 1
        elif result.share < 0.5:
            note = "  (behind so far, not yet clear: play more games with 'ludotheque arena')"
        elif low <= 0.5:
            note = "  (not yet clear: play more games with 'ludotheque arena')"
        out.write(f"  {describe(result)}{note}\n")
    if warnings:
        out.write(f"{warnings} level(s) lose to the one below: look at the game's "
                  f"knowledge (evaluate, rollout, order_moves) and its levels, and measure "
                  f"with 'ludotheque arena {args.game} --pair A B --games 100'.\n")
        return 1
    return 0
