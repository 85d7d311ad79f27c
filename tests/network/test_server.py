"""The match server over the loopback interface: clients create matches, join with
their invitation, play to the end; each seat's frames carry only its own view; bad
messages get an error answer and change nothing."""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path

import pytest

websockets = pytest.importorskip("websockets")
from websockets.sync.client import connect  # noqa: E402 - after the import check

from ludotheque.core.network.links import parse_link  # noqa: E402
from ludotheque.core.network.protocol import MAX_FRAME  # noqa: E402
from ludotheque.core.network.server import MatchServer  # noqa: E402


def ask(ws, message: dict) -> dict:
    ws.send(json.dumps(message))
    return json.loads(ws.recv(timeout=30))


def create(server: MatchServer, game: str, seats: list[dict], **extra) -> dict:
    with connect(server.address) as ws:
        return ask(ws, {"type": "create", "version": 1, "game": game, "options": {},
                        "seats": seats, **extra})


def test_a_client_plays_kalah_against_the_server_s_computer(server: MatchServer) -> None:
    created = create(server, "kalah", [{"kind": "human", "name": "Ann"},
                                       {"kind": "ai", "level": "beginner"}])
    assert created["type"] == "created" and len(created["invites"]) == 1
    address, match, token = parse_link(created["invites"][0]["link"])
    assert address == server.address and match == created["match"]
    with connect(address) as ws:
        welcome = ask(ws, {"type": "join", "version": 1, "match": match, "token": token})
        assert welcome["type"] == "welcome" and welcome["seat"] == 0
        view = welcome["view"]
        while "outcome" not in view:
            assert view["to_move"] == 0
            answer = ask(ws, {"type": "move", "ply": view["ply"], "move": view["legal"][0]})
            assert answer["type"] == "update", answer
            view = answer["view"]
    (record,) = server.journal.matches()
    assert len(record.steps) == view["ply"]  # every step journaled


def test_a_clans_seat_s_frames_never_carry_another_seat_s_colour(server: MatchServer) -> None:
    created = create(server, "clans", [{"kind": "human", "name": "Ann"},
                                       {"kind": "human", "name": "Bea"},
                                       {"kind": "ai", "level": "beginner"}])
    table = server.tables[created["match"]]
    colours = table.match.state.to_json()["colours"]
    for invite in created["invites"]:
        seat = invite["seat"]
        _, match, token = parse_link(invite["link"])
        with connect(server.address) as ws:
            ws.send(json.dumps({"type": "join", "version": 1, "match": match, "token": token}))
            frame = ws.recv(timeout=30)  # the raw frame
            data = json.loads(frame)
            assert data["view"]["state"]["colours"] == [
                c if s == seat else None for s, c in enumerate(colours)]
            names = ("red", "yellow", "blue", "green", "white")
            others = {names[c] for s, c in enumerate(colours) if s != seat} - {names[colours[seat]]}
            assert not any(f"your clan is {name}" in frame for name in others)


def test_bad_messages_are_answered_and_change_nothing(server: MatchServer) -> None:
    created = create(server, "kalah", [{"kind": "human"}, {"kind": "human"}])
    match = created["match"]
    first, second = (parse_link(i["link"])[2] for i in created["invites"])
    with connect(server.address, max_size=None) as ws:
        for frame, code in (("{not json", "not_json"), ("[1, 2]", "bad_message"),
                            ('{"type": "ping", "at": NaN}', "not_json"),
                            ("[" * 2000 + "]" * 2000, "not_json"),
                            ('{"type": "undo", "ply": ' + str(2**64) + "}", "bad_message"),
                            ('{"type": "undo_answer", "ply": 0, "agree": 1}', "bad_message"),
                            ('{"type": "claim", "version": 1, "match": "m", "seat": true}',
                             "bad_message"),
                            (json.dumps({"type": "fly"}), "bad_message"),
                            (json.dumps({"type": "move", "ply": 0, "move": "1"}), "not_joined"),
                            (json.dumps({"type": "join", "version": 2, "match": match,
                                         "token": first}), "version"),
                            (json.dumps({"type": "join", "version": 1, "match": match,
                                         "token": first[:-2] + "xx"}), "bad_token")):
            ws.send(frame)
            answer = json.loads(ws.recv(timeout=10))
            assert answer == {"type": "error", "code": code, "message": answer["message"]}
        assert ask(ws, {"type": "join", "version": 1, "match": match,
                        "token": second})["seat"] == 1
        out_of_turn = ask(ws, {"type": "move", "ply": 0, "move": "1"})
        assert out_of_turn["code"] == "not_your_turn"
    with connect(server.address) as ws:
        ask(ws, {"type": "join", "version": 1, "match": match, "token": first})
        assert ask(ws, {"type": "move", "ply": 0, "move": "3"})["type"] == "update"
        replayed = ask(ws, {"type": "move", "ply": 0, "move": "3"})
        assert replayed["code"] == "stale"
        illegal = ask(ws, {"type": "move", "ply": 1, "move": "9"})
        assert illegal["code"] in ("bad_move", "illegal")
    assert len(server.tables[match].match) == 1
    with connect(server.address, max_size=None) as ws:
        ws.send("x" * (MAX_FRAME + 10))
        with pytest.raises(websockets.exceptions.ConnectionClosed):
            ws.recv(timeout=10)  # the server closes a connection that sends too much


def test_a_plugin_version_that_differs_is_refused_naming_both(server: MatchServer) -> None:
    plugin = server.registry.plugin_of("kalah")
    answer = create(server, "kalah", [{"kind": "human"}, {"kind": "random"}],
                    plugin={"name": plugin.name, "version": "0.0.1"})
    assert answer["code"] == "plugin_version"
    assert plugin.version in answer["message"] and "0.0.1" in answer["message"]


def test_a_restarted_server_resumes_every_match(tmp_path: Path, registry) -> None:
    async def scenario() -> tuple[int, int]:
        first = MatchServer(tmp_path / "data", registry)
        await first.start()
        table_id = None
        try:
            from ludotheque.core.match import Seat
            from ludotheque.core.network.table import Table

            table, _ = Table.create(first.journal, registry, "oware", {},
                                    [Seat("human"), Seat("ai", level="beginner")], seed=4)
            table.play(0, table.view(0)["legal"][0])
            table_id, steps = table.id, len(table.match)
        finally:
            await first.stop()
        second = MatchServer(tmp_path / "data", registry)
        await second.start()
        try:
            return steps, len(second.tables[table_id].match)
        finally:
            await second.stop()

    steps, resumed = asyncio.run(scenario())
    assert resumed == steps > 0


def test_a_game_that_fails_on_the_server_is_told_and_the_server_goes_on(
        server: MatchServer, monkeypatch) -> None:
    created = create(server, "kalah", [{"kind": "human"}, {"kind": "human"}])
    table = server.tables[created["match"]]

    def broken(seat, data):
        raise RuntimeError("the rules broke")

    monkeypatch.setattr(table, "accept", broken)
    with connect(server.address) as ws:
        ask(ws, {"type": "join", "version": 1, "match": table.id,
                 "token": created["invites"][0]["token"]})
        answer = ask(ws, {"type": "move", "ply": 0, "move": "1"})
        assert answer["code"] == "server_error"
        assert ask(ws, {"type": "ping"}) == {"type": "pong"}  # the connection stays


def test_a_move_the_journal_cannot_store_is_refused_and_forgotten(
        server: MatchServer, monkeypatch) -> None:
    """Nothing is acknowledged nor shown before it is on disk: a failed write answers
    an error, the match stays where it was, and the same move plays once the journal
    works again."""
    from ludotheque.core.network.journal import JournalError

    created = create(server, "kalah", [{"kind": "human"}, {"kind": "human"}])
    table = server.tables[created["match"]]
    working = server.journal.append_soon

    def failing(match_id, first_ply, moves):
        future = asyncio.get_running_loop().create_future()
        future.set_exception(JournalError("the disk is full"))
        return future

    monkeypatch.setattr(server.journal, "append_soon", failing)
    with connect(server.address) as ws:
        ask(ws, {"type": "join", "version": 1, "match": table.id,
                 "token": created["invites"][0]["token"]})
        answer = ask(ws, {"type": "move", "ply": 0, "move": "3"})
        assert answer["code"] == "server_error"
        assert len(table.match) == 0 and table.journaled == 0
        monkeypatch.setattr(server.journal, "append_soon", working)
        answer = ask(ws, {"type": "move", "ply": 0, "move": "3"})
        assert answer["type"] == "update" and answer["view"]["ply"] == 1
    assert server.journal.match(table.id).steps == ["3"]


def test_a_join_waiting_while_its_seat_is_handed_over_is_refused(server: MatchServer) -> None:
    """A join checks its seat again once it holds the match: a hand-over that went
    first wins, and the joiner is told why."""
    import threading

    created = create(server, "kalah", [{"kind": "human"}, {"kind": "human"}])
    table = server.tables[created["match"]]
    loop = server.loop
    assert loop is not None
    lock = server._lock(table.id)
    asyncio.run_coroutine_threadsafe(lock.acquire(), loop).result(10)
    answers: list[dict] = []

    def join() -> None:
        with connect(server.address) as ws:
            answers.append(ask(ws, {"type": "join", "version": 1, "match": table.id,
                                    "token": created["invites"][1]["token"]}))

    joiner = threading.Thread(target=join)
    joiner.start()
    try:
        deadline = asyncio.run_coroutine_threadsafe(asyncio.sleep(0.5), loop)
        deadline.result(10)  # the join waits for the lock by now
        server._handing.add((table.id, 1))
    finally:
        loop.call_soon_threadsafe(lock.release)
    joiner.join(30)
    assert answers and answers[0]["code"] == "handed_over", answers
    assert 1 not in server._connected(table.id)


def test_a_match_stopped_with_a_computer_to_move_plays_on_when_resumed(
        tmp_path: Path, registry) -> None:
    """Between a hand-over and the computer's first move the server may stop: the
    resumed match plays that move at once, journaled."""
    from ludotheque.core.match import Seat
    from ludotheque.core.network.journal import Journal
    from ludotheque.core.network.table import Table

    with Journal(tmp_path / "data") as journal:
        table, _ = Table.create(journal, registry, "kalah", {},
                                [Seat("human", "Ann"), Seat("human", "Bea")], seed=3)
        table.hand_over(registry, 0, "beginner")  # seat 0 to move, nothing played
        assert table.waits()

    async def scenario() -> tuple[int, int]:
        again = MatchServer(tmp_path / "data", registry)
        await again.start()
        try:
            resumed = again.tables[table.id]
            return len(resumed.match), len(again.journal.match(table.id).steps)
        finally:
            await again.stop()

    played, journaled = asyncio.run(scenario())
    assert played == journaled >= 1


def _watch_without_reading(address: str, match_id: str):
    """A spectator that asks to watch *match_id*, then never reads again (a small
    receive buffer, so that the server's frames back up quickly)."""
    import socket

    from websockets.client import ClientProtocol
    from websockets.http11 import Response
    from websockets.uri import parse_uri

    uri = parse_uri(address)
    protocol = ClientProtocol(uri)
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
    sock.settimeout(30)
    sock.connect((uri.host, uri.port))
    protocol.send_request(protocol.connect())
    sock.sendall(b"".join(protocol.data_to_send()))
    while not any(isinstance(event, Response) for event in protocol.events_received()):
        protocol.receive_data(sock.recv(256))
    protocol.send_text(json.dumps({"type": "watch", "version": 1, "match": match_id}).encode())
    sock.sendall(b"".join(protocol.data_to_send()))
    return sock


def test_a_connection_that_stops_reading_is_closed_and_the_match_goes_on(
        server: MatchServer, monkeypatch: pytest.MonkeyPatch) -> None:
    """The match's frames are sent under its lock: a client that does not read them
    is closed once its backlog passes the limit, instead of stalling the players."""
    import socket
    import time

    from ludotheque.core.network import server as server_module

    monkeypatch.setattr(server_module, "BACKLOG_LIMIT", 1024)
    created = create(server, "kalah", [{"kind": "human"}, {"kind": "human"}])
    match_id = created["match"]
    watcher = _watch_without_reading(server.address, match_id)
    deadline = time.monotonic() + 30
    while not (stalled := [c for c in list(server.clients)
                           if c.match == match_id and c.seat is None]):
        assert time.monotonic() < deadline, "the spectator never got in"
        time.sleep(0.05)
    (spectator,) = stalled
    spectator.connection.transport.get_extra_info("socket").setsockopt(
        socket.SOL_SOCKET, socket.SO_SNDBUF, 2048)  # the server's side backs up soon too
    plies = 0
    try:
        with contextlib.ExitStack() as stack:
            seats = [stack.enter_context(connect(server.address)) for _ in created["invites"]]
            views = [ask(ws, {"type": "join", "version": 1, "match": match_id,
                              "token": invite["token"]})["view"]
                     for ws, invite in zip(seats, created["invites"])]
            while "outcome" not in views[0]:
                mover = views[0]["to_move"]
                seats[mover].send(json.dumps({"type": "move", "ply": views[mover]["ply"],
                                              "move": views[mover]["legal"][-1]}))
                for seat, ws in enumerate(seats):
                    while (frame := json.loads(ws.recv(timeout=30)))["type"] == "presence":
                        pass
                    assert frame["type"] == "update", frame
                    views[seat] = frame["view"]
                plies += 1
    finally:
        watcher.close()
    assert plies >= 10
    assert spectator.gone and spectator not in server.following.get(match_id, set())


def test_frames_go_straight_through_the_websocket_protocol(server: MatchServer) -> None:
    """The server writes an open connection's frames through websockets' Sans-I/O
    protocol, not its ``send()`` (which the installed websockets must allow: the
    fallback would be slower, not wrong)."""
    import time

    with connect(server.address) as ws:
        deadline = time.monotonic() + 30
        while not server.clients:
            assert time.monotonic() < deadline
            time.sleep(0.05)
        (client,) = server.clients

        async def refuse(frame: str) -> None:
            raise AssertionError("websockets' send() was used")

        client.connection.send = refuse
        assert ask(ws, {"type": "ping"})["type"] == "pong"


def test_nothing_is_sent_to_a_closing_connection() -> None:
    """websockets' send() on a closing connection waits for the close (up to its
    timeout), which under a match's lock would hold up the match: the server sends
    nothing there, and the connection's handler drops it."""
    from websockets.protocol import State

    from ludotheque.core.network.server import _Client

    class Transport:
        closing = False

        def get_write_buffer_size(self) -> int:
            return 0

        def is_closing(self) -> bool:
            return self.closing

    class Protocol:
        state = State.CLOSING

    class Connection:
        transport = Transport()
        protocol = Protocol()

        def send_data(self) -> None:
            raise AssertionError("written to a closing connection")

        async def send(self, frame: str) -> None:
            await asyncio.Event().wait()  # as websockets does until the close ends

    for closing_state, closing_transport in ((State.CLOSING, False), (State.OPEN, True)):
        Protocol.state, Transport.closing = closing_state, closing_transport
        client = _Client(Connection())  # type: ignore[arg-type]
        asyncio.run(asyncio.wait_for(client.send(b"{}"), 30))  # never waits
        assert client.gone
