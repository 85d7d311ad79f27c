"""``ludotheque serve``: the match server for network play (see :mod:`.main`)."""

from __future__ import annotations

import argparse
import asyncio
from typing import TYPE_CHECKING, TextIO

from .errors import PlayFailure, UsageError

if TYPE_CHECKING:  # pragma: no cover
    from ..plugins.registry import PluginRegistry

__all__ = ["add_commands", "cmd_serve"]

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


def cmd_serve(registry: PluginRegistry, args: argparse.Namespace, out: TextIO) -> int:
    from ..files import data_directory
    from ..network.server import MatchServer, tls_context

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
    server = MatchServer(data, registry, host=args.host, port=args.port, tls=tls)

    async def run() -> None:
        await server.start()
        out.write(f"Serving {len(registry.games)} games on {server.address} "
                  f"({len(server.tables)} matches resumed from {data}); Ctrl-C stops.\n")
        out.flush()
        try:
            await asyncio.Event().wait()
        finally:
            await server.stop()

    try:
        asyncio.run(run())
    except OSError as exc:
        raise PlayFailure(f"cannot listen on {args.host}:{args.port}: {exc}") from None
    return 0
