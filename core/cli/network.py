"""``ludotheque serve``: the match server for network play, ``join`` (play one seat
of a match on a server) and ``hand-over`` (the creator hands a departed seat to the
computer); see :mod:`.main`.  Seats are numbered from 1 on the command line, as
"Player 1" in what it prints, and from 0 in the protocol and in ``--json`` output."""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from typing import TYPE_CHECKING, Any, TextIO

from .errors import PlayFailure, UsageError

if TYPE_CHECKING:  # pragma: no cover
    from ..plugins.registry import PluginRegistry

__all__ = ["add_commands", "cmd_hand_over", "cmd_join", "cmd_play_on_server", "cmd_serve"]

DEFAULT_PORT = 8765


def add_commands(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    serve = commands.add_parser(
        "serve", help="host network matches of the installed games (a WebSocket server)",
        description="Run a match server: it owns each match, checks every move with the "
                    "rules, journals it before acknowledging it, sends each seat only its "
                    "own view, plays computer seats, and resumes every match after a "
                    "restart on the same --data folder.")
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1; 0.0.0.0 for "
                            "every interface)")
    serve.add_argument("--port", type=int, default=DEFAULT_PORT,
                       help=f"the port (default {DEFAULT_PORT}; 0 picks a free one)")
    serve.add_argument("--data", default=None,
                       help="the folder of the match journal (default: the data folder's "
                            "'server' folder)")
    serve.add_argument("--cert", default=None, help="a TLS certificate (PEM), with --key")
    serve.add_argument("--key", default=None, help="the TLS certificate's private key")
    serve.add_argument("--shard", default="", metavar="NAME",
                       help="behind a reverse proxy: put NAME- before the id of every "
                            "match created here, so that the proxy routes by the id "
                            "(docs/scaling.md)")
    serve.add_argument("--public-url", default="", metavar="URL",
                       help="behind a reverse proxy: the address invitation links give "
                            "(such as wss://play.example.org)")
    serve.add_argument("--announce", action="store_true",
                       help="announce the server on the local network (zeroconf), so that "
                            "the application lists the games waiting for players there")

    join = commands.add_parser(
        "join", help="play one seat of a network match from its invitation link",
        description="Join a match on a match server with the invitation link its creator "
                    "gave, play that seat to the end and print the moves and the result "
                    "as that seat saw them. A lost connection is retried for 90 seconds.")
    join.add_argument("link", help="the invitation link (ws://HOST:PORT/?match=…&token=…)")
    join.add_argument("--seat", default="human", metavar="SEAT",
                      help="who plays the seat: human (moves typed on standard input), "
                           "random or ai[:LEVEL] (default human)")
    join.add_argument("--pace", type=float, default=0.0, metavar="SECONDS",
                      help="pause this long before each of the seat's moves")
    join.add_argument("--undo", choices=("agree", "refuse"), default="agree",
                      help="the answer to another seat's request to take back its last "
                           "move (default agree)")
    join.add_argument("--json", action="store_true", help="print one JSON object")
    join.add_argument("--lang", choices=("en", "fr"), default=None,
                      help="the language of the sentences (default: the system's)")

    from ..players import LEVELS

    hand = commands.add_parser(
        "hand-over", help="hand a departed seat of a network match to the computer",
        description="With the creator token that 'ludotheque play --server' printed, have "
                    "the server's computer play a human seat that nobody is connected to, "
                    "from now to the end of the match. The seat's invitation no longer "
                    "opens it.")
    hand.add_argument("server", metavar="SERVER",
                      help="the server (ws://HOST:PORT, with --match) or an invitation link "
                           "of the match (ws://HOST:PORT/?match=…&token=…)")
    hand.add_argument("--match", default=None, metavar="ID",
                      help="the match's id (not needed with a link)")
    hand.add_argument("--creator", required=True, metavar="TOKEN",
                      help="the creator token printed when the match was created")
    hand.add_argument("--seat", required=True, type=int, metavar="N",
                      help="the seat, numbered from 1 (Player 1 is seat 1)")
    hand.add_argument("--level", default="intermediate", choices=LEVELS,
                      help="the computer's level (default intermediate)")


def cmd_serve(registry: PluginRegistry, args: argparse.Namespace, out: TextIO) -> int:
    from ..files import data_directory
    from ..network.links import server_address
    from ..network.loop import run as run_server
    from ..network.loop import tls_context, tune_collector
    from ..network.server import MatchServer

    if (args.cert is None) != (args.key is None):
        raise UsageError("--cert and --key go together")
    if not 0 <= args.port <= 65535:
        raise UsageError("--port is from 0 to 65535")
    tls = None
    if args.cert is not None:
        try:
            tls = tls_context(args.cert, args.key)
        except (OSError, ValueError) as exc:
            raise PlayFailure(f"cannot use the certificate: {exc}") from None
    data = args.data or str(data_directory() / "server")
    public_url = ""
    if args.public_url:
        try:
            public_url = server_address(args.public_url)
        except ValueError:
            raise UsageError("--public-url is an address such as wss://play.example.org or "
                             "wss://example.org/ludo") from None
    try:
        server = MatchServer(data, registry, host=args.host, port=args.port, tls=tls,
                             announce=args.announce, shard=args.shard,
                             public_url=public_url)
    except ValueError as exc:
        raise UsageError(str(exc)) from None

    async def run() -> None:
        await server.start()
        tune_collector()
        out.write(f"Serving {len(registry.games)} games on {server.address} "
                  f"({len(server.tables)} matches resumed from {data}); Ctrl-C stops.\n")
        out.flush()
        try:
            await asyncio.Event().wait()
        finally:
            await server.stop()

    try:
        run_server(run())
    except OSError as exc:
        raise PlayFailure(f"cannot listen on {args.host}:{args.port}: {exc}") from None
    return 0


def _remote_seats(texts: list[str]) -> list[Any]:
    from ..match import Seat, SeatError

    seats = []
    for text in texts:
        spec, _, name = text.partition("=")
        if spec.strip().lower() == "remote":
            text = "human" + ("=" + name if name else "")
        try:
            seats.append(Seat.parse(text))
        except SeatError as exc:
            raise UsageError(f"{exc} (on a server: remote, random or ai[:LEVEL])") from None
    return seats


def cmd_play_on_server(registry: PluginRegistry, args: argparse.Namespace,
                       out: TextIO) -> int:
    """``ludotheque play GAME --server URL --seat remote --seat ai:LEVEL …``: create the
    match on the server and print one invitation per remote seat."""
    from ..network.client import NetworkError, create_match
    from ..network.links import server_address
    from ..options import OptionError

    if args.seed is not None:
        raise UsageError("the server chooses the seed: --seed does not go with --server")
    try:
        address = server_address(args.server)
    except ValueError:
        raise UsageError(f"--server is an address such as ws://HOST:8765, not "
                         f"{args.server[:200]}") from None
    try:
        info = registry.game(args.game)
    except KeyError:
        known = ", ".join(sorted(registry.games)) or "none installed"
        raise UsageError(f"unknown game '{args.game}' (known games: {known})") from None
    try:
        options = info.game.options_schema.parse_assignments(args.option)
    except OptionError as exc:
        raise UsageError(str(exc)) from None
    seats = _remote_seats(args.seat or ["remote"] * info.game.min_players)
    if not info.game.min_players <= len(seats) <= info.game.max_players:
        raise UsageError(f"{args.game} is for {info.game.min_players} to "
                         f"{info.game.max_players} seats, not {len(seats)}")
    plugin = registry.plugin_of(args.game)
    try:
        created = asyncio.run(create_match(address, args.game, options, seats,
                                           {"name": plugin.name, "version": plugin.version}))
    except NetworkError as exc:
        raise PlayFailure(f"the server refused the match: {exc}") from None
    invites = created["invites"]
    creator = created.get("creator")
    if args.json:
        json.dump({"match": created["match"], "game": args.game, "options": options,
                   "seats": [seat.to_json() for seat in seats], "invites": invites,
                   "creator": creator}, out)
        out.write("\n")
        return 0
    out.write(f"Match {created['match']} of {args.game} created on {address}.\n")
    for invite in invites:
        seat = seats[invite["seat"]]
        out.write(f"  {seat.display_name(invite['seat'])}: {invite['link']}\n")
    if not invites:
        out.write("  No remote seat: the server plays the match on its own.\n")
    elif creator:
        out.write(f"Creator token: {creator}\n  It lets you hand a departed seat to the "
                  f"computer (keep it to yourself): ludotheque hand-over {address} "
                  f"--match {created['match']} --creator {creator} --seat N\n")
    return 0


def cmd_hand_over(args: argparse.Namespace, out: TextIO) -> int:
    """``ludotheque hand-over SERVER --match ID --creator TOKEN --seat N [--level L]``."""
    from urllib.parse import parse_qs, urlsplit

    from ..network.client import NetworkError, hand_over
    from ..network.links import server_address

    try:
        address = server_address(args.server)
    except ValueError:
        raise UsageError(f"the server is an address such as ws://HOST:8765 or an invitation "
                         f"link, not {args.server[:200]}") from None
    match_id = args.match or (parse_qs(urlsplit(args.server).query).get("match") or [None])[0]
    if not match_id:
        raise UsageError("which match? give --match ID, or an invitation link of the match")
    if args.seat < 1:
        raise UsageError("--seat is numbered from 1")
    try:
        asyncio.run(hand_over(address, match_id, args.creator, args.seat - 1, args.level))
    except NetworkError as exc:
        if exc.code == "unreachable":
            raise PlayFailure(str(exc)) from None
        reason = {  # the server counts seats from 0: say it with this command's numbers
            "seat_connected": f"seat {args.seat} is connected, or the computer plays it "
                              "already",
            "bad_message": f"the match has no seat {args.seat}",
        }.get(exc.code, str(exc))
        raise PlayFailure(f"the server refused: {reason}") from None
    out.write(f"Seat {args.seat} of match {match_id} is now played by the computer "
              f"({args.level}).\n")
    return 0


def cmd_join(registry: PluginRegistry, args: argparse.Namespace, stdin: TextIO,
             out: TextIO) -> int:
    """``ludotheque join LINK --seat random|human|ai:LEVEL``: play that seat to the end."""
    from ..match import Seat, SeatError
    from ..network.client import NetworkError, SeatClient

    try:
        seat_kind = Seat.parse(args.seat)
    except SeatError as exc:
        raise UsageError(str(exc)) from None
    if args.pace < 0:
        raise UsageError("--pace is 0 seconds or more")
    try:
        client = SeatClient.from_link(registry, args.link)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    prompts = sys.stderr if args.json else out
    answers: set[asyncio.Task[None]] = set()

    agreeing = args.undo == "agree"

    async def answer() -> None:
        try:
            await client.answer_undo(agreeing)
        except Exception as exc:  # noqa: BLE001 - the connection went: the request is void
            prompts.write(f"The undo request could not be answered: {exc}\n")

    def on_event(kind: str, data: dict[str, Any]) -> None:
        # An undo request gets the answer of --undo, whoever plays the seat (a person
        # typing moves is asked nothing: standard input is for moves).
        if kind == "undo_request" and client.seat in data.get("waiting", ()):
            if seat_kind.is_human:
                prompts.write(f"Seat {data['seat'] + 1} asks to take back its last move: "
                              f"{'agreed' if agreeing else 'refused'} (--undo).\n")
            task = asyncio.get_running_loop().create_task(answer())
            answers.add(task)
            task.add_done_callback(answers.discard)
        elif kind == "undo_done" and seat_kind.is_human:
            prompts.write(f"Moves taken back (every seat agreed): back to step {data['to']}.\n")
        elif kind == "seats" and seat_kind.is_human:
            prompts.write("The seats changed: " + ", ".join(
                f"{Seat.from_json(s).display_name(i)} ({s['kind']})"
                for i, s in enumerate(data["seats"])) + "\n")

    client.on_event = on_event

    async def run() -> dict[str, Any]:
        await client.open()
        try:
            choose = _chooser(registry, client, seat_kind, stdin, prompts)
            return await client.play(choose, args.pace)
        finally:
            await client.close()

    try:
        outcome = asyncio.run(run())
    except NetworkError as exc:
        if exc.code == "unknown_game":
            raise PlayFailure(f"{exc}; install it first (ludotheque install)") from None
        raise PlayFailure(str(exc)) from None
    except EOFError:
        raise PlayFailure("no more input; the seat stops playing (the match goes on on "
                          "the server: join again with the same link)") from None
    _print_joined(registry, client, outcome, args, out)
    return 0


def _chooser(registry: PluginRegistry, client: Any, seat: Any, stdin: TextIO,
             prompts: TextIO) -> Any:
    from ..model import MoveError
    from ..players import make_player

    if seat.is_human:
        async def ask(state: Any) -> Any:
            while True:
                legal = " ".join(str(m) for m in state.legal_moves())
                prompts.write(f"Seat {client.seat + 1} to move; legal: {legal}\n> ")
                prompts.flush()
                line = await asyncio.to_thread(stdin.readline)
                if not line:
                    raise EOFError
                try:
                    move = client.match.game.parse_move(line.strip())
                except MoveError as exc:
                    prompts.write(f"{exc}\n")
                    continue
                if state.is_legal(move):
                    return move
                prompts.write(f"The move '{move}' is not allowed here.\n")
        return ask
    knowledge, computer = registry.players_for(client.match.game.id)
    player = make_player(seat.kind, seat.level, knowledge, computer)
    rng = random.Random()

    async def think(state: Any) -> Any:
        return await asyncio.to_thread(player.choose, state, rng)
    return think


def _print_joined(registry: PluginRegistry, client: Any, outcome: dict[str, Any],
                  args: argparse.Namespace, out: TextIO) -> None:
    from ..i18n import QT_TRANSLATE_NOOP
    from ..model import CHANCE
    from .games import _translator

    match = client.match
    translate = _translator(registry, args.lang)
    default = QT_TRANSLATE_NOOP("texts", "Player {n}")
    names = [seat.name or translate(default.format(n=i + 1))
             for i, seat in enumerate(match.seats)]
    history = []
    for ply, (mover, move) in enumerate(match.steps):
        text = match.state_at(ply).step_text(move, client.seat)
        history.append({"player": None if mover == CHANCE else mover, "move": str(move),
                        "text": translate(text.format(player=names[mover] if mover >= 0
                                                      else ""))})
    if args.json:
        json.dump({"game": match.game.id, "match": client.match_id, "seat": client.seat,
                   "options": match.options, "seed": None,
                   "seats": [seat.to_json() for seat in match.seats],
                   "moves": [str(move) for move in match.moves],
                   "outcomes": [str(o) for o in match.outcomes],
                   "history": history, "result": outcome,
                   "reconnections": client.reconnections}, out, ensure_ascii=False)
        out.write("\n")
        return
    for entry in history:
        out.write(f"  {entry['text']}  [{entry['move']}]\n")
    scores = ", ".join(f"{names[i]} {score:g}" for i, score in enumerate(outcome["scores"]))
    winners = " and ".join(names[i] for i in outcome["winners"]) or "nobody"
    out.write(f"Result: won by {winners} ({scores})\n")
