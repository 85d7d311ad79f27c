"""Clients over the loopback interface (``ludotheque.core.network.client``): every
bundled game finished by remote seats, each client rebuilding the match from the
steps as its seat may know them; a client whose connection drops joins again on
its own and finishes."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

pytest.importorskip("websockets")

from ludotheque.core.match import Seat
from ludotheque.core.network.client import NetworkError, SeatClient, create_match

GAMES = {"kalah": 2, "oware": 2, "congkak": 2, "clans": 5, "kanze": 2, "clod": 2,
         "royal_clod": 2, "forts_and_ruins": 1}


def random_chooser(seed: int) -> Any:
    rng = random.Random(seed)

    async def choose(state: Any) -> Any:
        moves = state.legal_moves()
        return moves[rng.randrange(len(moves))]
    return choose


async def play_all(server: Any, registry: Any, game: str, seats: list[Seat]
                   ) -> tuple[list[SeatClient], list[dict[str, Any]]]:
    created = await create_match(server.address, game, {}, seats)
    clients = [SeatClient.from_link(registry, invite["link"]) for invite in created["invites"]]
    for client in clients:
        await client.open()
    try:
        outcomes = await asyncio.gather(*(client.play(random_chooser(i))
                                          for i, client in enumerate(clients)))
    finally:
        for client in clients:
            await client.close()
    return clients, outcomes


def test_every_bundled_game_is_finished_by_remote_seats(server, registry) -> None:
    assert set(GAMES) == set(registry.games)
    for game, count in GAMES.items():
        seats = [Seat("human", f"P{i}") for i in range(count)]
        clients, outcomes = asyncio.run(play_all(server, registry, game, seats))
        table = server.tables[clients[0].match_id]
        assert table.match.is_over, game
        result = table.match.result()
        for client, outcome in zip(clients, outcomes):
            assert outcome["scores"] == list(result.scores), game
            # Each client rebuilt the whole game: at the end it shows everything.
            assert client.match.state.to_json() == table.match.state.to_json(), game
            assert client.match.notation() == table.match.notation(), game
        (record,) = [r for r in server.journal.matches() if r.id == table.id]
        assert len(record.steps) == len(table.match), game


def test_a_clans_client_rebuilds_only_its_own_colour_until_the_end(server, registry) -> None:
    async def run() -> None:
        seats = [Seat("human", "Ann"), Seat("human", "Bea"), Seat("ai", "Hal", "beginner")]
        created = await create_match(server.address, "clans", {}, seats)
        table = server.tables[created["match"]]
        colours = table.match.state.to_json()["colours"]
        clients = [SeatClient.from_link(registry, i["link"]) for i in created["invites"]]
        for seat, client in enumerate(clients):
            await client.open()
            assert client.state().to_json()["colours"] == [
                c if s == seat else None for s, c in enumerate(colours)]
            assert client.state().checksum() == table.match.state.view(seat).checksum()
        watcher = SeatClient(registry, server.address, table.id)
        await watcher.open()
        assert watcher.seat is None and watcher.state().to_json()["colours"] == [None] * 3
        await asyncio.gather(*(c.play(random_chooser(i)) for i, c in enumerate(clients)))
        while not watcher.is_over:
            await watcher.receive()
        assert watcher.match.state.to_json()["colours"] == colours  # shown at the end
        for client in [*clients, watcher]:
            await client.close()
    asyncio.run(run())


def test_a_dropped_connection_is_joined_again_and_the_game_finished(server, registry) -> None:
    async def run() -> None:
        seats = [Seat("human", "Ann"), Seat("ai", "Hal", "beginner")]
        created = await create_match(server.address, "kalah", {}, seats)
        client = SeatClient.from_link(registry, created["invites"][0]["link"])
        await client.open()
        choose = random_chooser(3)
        moves = 0

        async def dropping(state: Any) -> Any:
            nonlocal moves
            moves += 1
            if moves in (2, 5):  # the network goes away under the client
                client._connection.transport.abort()
            return await choose(state)
        await client.play(dropping)
        assert client.reconnections >= 2
        table = server.tables[created["match"]]
        assert client.match.notation() == table.match.notation()
        await client.close()
    asyncio.run(run())


def test_a_refused_invitation_and_an_unreachable_server_are_errors(server, registry) -> None:
    async def run() -> None:
        created = await create_match(server.address, "kalah", {}, [Seat(), Seat()])
        bad = SeatClient(registry, server.address, created["match"], "not-a-token")
        with pytest.raises(NetworkError) as refused:
            await bad.open()
        assert refused.value.code == "bad_token"
        gone = SeatClient(registry, "ws://127.0.0.1:9", created["match"], "x", retry_for=0)
        with pytest.raises(NetworkError) as unreachable:
            await gone.open()
        assert unreachable.value.code == "unreachable"
    asyncio.run(run())


def record_paths(server: Any, monkeypatch: Any) -> list[tuple[str, str]]:
    """``(message type, URL path)`` of every message the server handles from now on."""
    seen: list[tuple[str, str]] = []
    dispatch = server._dispatch

    async def recording(client: Any, message: Any) -> None:
        seen.append((message.type, client.connection.request.path))
        await dispatch(client, message)

    monkeypatch.setattr(server, "_dispatch", recording)
    return seen


def test_a_seat_s_connection_names_its_match_in_the_url_never_its_token(
        server, registry, monkeypatch) -> None:
    """A reverse proxy in front of several server processes routes a connection on
    ``?match=ID`` before the WebSocket opens (docs/scaling.md): a join, a claim and a
    hand-over name their match there.  Proxies log URLs, so no token goes in one."""
    from ludotheque.core.network.client import claim, hand_over

    seen = record_paths(server, monkeypatch)

    async def run() -> dict[str, Any]:
        created = await create_match(server.address, "kalah", {}, [Seat(), Seat()],
                                     open_seats=[1])
        client = SeatClient.from_link(registry, created["invites"][0]["link"])
        await client.open()
        await client.close()
        await claim(server.address, created["match"], 1)
        with pytest.raises(NetworkError):  # not the creator token: refused, but routed
            await hand_over(server.address, created["match"], "not the creator", 1,
                            "beginner")
        return created

    created = asyncio.run(run())
    route = f"/?match={created['match']}"
    assert seen == [("create", "/"), ("join", route), ("claim", route), ("hand_over", route)]
    assert not any(invite["token"] in path for invite in created["invites"]
                   for _, path in seen)


def test_server_addresses_keep_the_path_a_proxy_serves_them_under() -> None:
    from ludotheque.core.network.links import parse_link, server_address

    assert server_address(" ws://127.0.0.1:8765/ ") == "ws://127.0.0.1:8765"
    assert server_address("wss://example.org/ludo/?match=m&token=t#x") \
        == "wss://example.org/ludo"
    assert server_address("ws://[::1]:8765") == "ws://[::1]:8765"
    for bad in ("http://example.org", "ws://", "ws://:8765", "ws://host:99999",
                "ws://host:port", "ws://host:0", "example.org:8765", "ws://[::1"):
        with pytest.raises(ValueError, match="not a server address"):
            server_address(bad)
    assert parse_link("wss://example.org/ludo/?match=m1&token=t1") \
        == ("wss://example.org/ludo", "m1", "t1")
    for bad in ("wss://example.org/ludo/?match=m1", "https://example.org/?match=m&token=t",
                "ws://host:99999/?match=m&token=t"):
        with pytest.raises(ValueError, match="not an invitation link"):
            parse_link(bad)


def test_a_server_behind_a_path_is_reached_under_it(server, registry, monkeypatch,
                                                    capsys) -> None:
    """Behind a reverse proxy that serves it under a path (``--public-url
    wss://example.org/ludo``), the links carry the path and every connection made
    from them (join, claim, hand-over on the command line) opens under it."""
    from ludotheque.core.cli.main import main
    from ludotheque.core.network.client import claim
    from ludotheque.core.network.links import parse_link

    base = f"{server.address}/ludo"
    monkeypatch.setattr(server, "public_url", base)
    seen = record_paths(server, monkeypatch)

    async def run() -> tuple[dict[str, Any], str]:
        created = await create_match(base + "/", "kalah", {}, [Seat(), Seat()],
                                     open_seats=[1])
        client = SeatClient.from_link(registry, created["invites"][0]["link"])
        assert client.address == base
        await client.open()
        await client.close()
        return created, await claim(client.address, created["match"], 1)

    created, claimed = asyncio.run(run())
    assert all(invite["link"].startswith(base + "/?match=") for invite in created["invites"])
    assert parse_link(claimed)[0] == base
    code = main(["hand-over", created["invites"][0]["link"], "--creator", created["creator"],
                 "--seat", "2", "--level", "beginner"], registry=registry)
    assert code == 0, capsys.readouterr().err
    assert server.tables[created["match"]].match.seats[1].kind == "ai"
    route = f"/ludo/?match={created['match']}"
    assert seen == [("create", "/ludo/"), ("join", route), ("claim", route),
                    ("hand_over", route)]


def test_a_refused_handshake_is_a_network_error(registry) -> None:
    """Behind a proxy, a server process that is down answers the handshake with an
    HTTP error (502): a claim or a hand-over says it cannot reach the server."""
    from ludotheque.core.network.client import claim, hand_over

    async def run() -> list[str]:
        async def bad_gateway(reader: asyncio.StreamReader,
                              writer: asyncio.StreamWriter) -> None:
            await reader.readuntil(b"\r\n\r\n")
            writer.write(b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n")
            await writer.drain()
            writer.close()

        proxy = await asyncio.start_server(bad_gateway, "127.0.0.1", 0)
        address = f"ws://127.0.0.1:{proxy.sockets[0].getsockname()[1]}"
        codes = []
        async with proxy:
            for ask in (claim(address, "s2-x", 1),
                        hand_over(address, "s2-x", "creator", 1, "beginner")):
                with pytest.raises(NetworkError) as refused:
                    await ask
                codes.append(refused.value.code)
        return codes

    assert asyncio.run(run()) == ["unreachable", "unreachable"]
