"""The commands that list and play games: ``ludotheque list`` and ``ludotheque
play`` (see :mod:`.main`)."""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from typing import TYPE_CHECKING, Any, TextIO

from ..plugins.registry import PluginRegistry
from .errors import PlayFailure, UsageError, gui_module, show_error

if TYPE_CHECKING:  # pragma: no cover - imported by the commands that play
    from ..match import Match

__all__ = ["cmd_list", "cmd_play", "list_entries", "system_language"]


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
    from ..match import Match, Seat, SeatError, check_seat_names
    from ..options import OptionError

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
    from ..logs import log_path, report

    return PlayFailure(f"{what}: {report(what, exc)} (details in {log_path()})")


def _play(match: Match, registry: PluginRegistry, args: argparse.Namespace, stdin: TextIO,
          out: TextIO) -> int:
    from ..events import PLAYED, MatchFinished, seat_infos
    from ..match import HUMAN
    from ..model import CHANCE
    from ..players import make_player

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
            show_error(f"stopped after {steps} steps")
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
                    show_error("no more input; the match stops")
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
    # Qt's core only: no application object.
    translate = gui_module("i18n").standalone_translator("fr", registry.games.values())
    return lambda text: render(text, translate)


def _ask_human(match: Match, seat: int, stdin: TextIO, out: TextIO) -> Any:
    from ..model import MoveError

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
