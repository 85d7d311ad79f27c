"""Seats offered to the local network: a server lists the matches with open seats
(``lobby``) and gives each open seat to the first player who claims it; a server
started with ``announce`` is heard with zeroconf."""

from __future__ import annotations

import asyncio

import pytest

pytest.importorskip("websockets")

from ludotheque.core.match import Seat
from ludotheque.core.network.client import (
    NetworkError,
    SeatClient,
    claim,
    create_match,
    lobby,
)


def test_an_open_seat_is_listed_and_given_to_the_first_claimer(server, registry) -> None:
    async def run() -> None:
        seats = [Seat("human", "Ann"), Seat("human"), Seat("human", "Cid"),
                 Seat("ai", "Hal", "beginner")]
        created = await create_match(server.address, "clans", {}, seats, open_seats=[1, 3])
        old_link = created["invites"][1]["link"]
        (listed,) = await lobby(server.address)
        assert listed["match"] == created["match"] and listed["game"] == "clans"
        assert listed["open"] == [{"seat": 1, "name": ""}]  # a computer seat is never open
        assert listed["players"] == ["Ann", "Cid", "Hal"]
        link = await claim(server.address, created["match"], 1)
        with pytest.raises(NetworkError) as taken:
            await claim(server.address, created["match"], 1)
        assert taken.value.code == "seat_taken"
        assert await lobby(server.address) == []
        client = SeatClient.from_link(registry, link)
        await client.open()
        assert client.seat == 1
        await client.close()
        stale = SeatClient.from_link(registry, old_link)
        with pytest.raises(NetworkError) as refused:
            await stale.open()  # the link given before the seat was taken
        assert refused.value.code == "bad_token"
    asyncio.run(run())


def test_a_match_without_open_seats_is_not_listed(server) -> None:
    async def run() -> None:
        await create_match(server.address, "kalah", {}, [Seat(), Seat()])
        assert await lobby(server.address) == []
    asyncio.run(run())


def test_an_announced_server_is_heard_on_the_local_network(tmp_path, registry) -> None:
    pytest.importorskip("zeroconf")
    from ludotheque.core.network.discovery import Browser, lan_address
    from ludotheque.core.network.loop import running
    from ludotheque.core.network.server import MatchServer

    if lan_address() == "127.0.0.1":
        pytest.skip("no network interface but the loopback: nothing to announce on")
    heard = []
    browser = Browser(heard.append)
    if not browser.start():
        pytest.skip("no multicast DNS on this machine")
    try:
        with running(MatchServer(tmp_path, registry, announce=True)) as server:
            port = server.port
            for _ in range(100):
                if any(s.address.endswith(f":{port}") for found in heard for s in found):
                    break
                asyncio.run(asyncio.sleep(0.1))
            assert any(s.address.endswith(f":{port}") and "Ludothèque" in s.name and s.host
                       for found in heard for s in found)
    finally:
        browser.stop()


def test_behind_a_proxy_ids_name_their_process_and_links_the_public_address(
        tmp_path, registry) -> None:
    from ludotheque.core.network.links import parse_link
    from ludotheque.core.network.loop import running
    from ludotheque.core.network.server import MatchServer

    with pytest.raises(ValueError):
        MatchServer(tmp_path / "bad", registry, shard="s/1")
    server = MatchServer(tmp_path, registry, shard="s2", public_url="wss://play.example.org/")
    with running(server):
        created = asyncio.run(create_match(server.address, "kalah", {}, [Seat(), Seat()]))
    assert created["match"].startswith("s2-")
    address, match, _ = parse_link(created["invites"][0]["link"])
    assert address == "wss://play.example.org" and match == created["match"]
