"""Who is connected, a departed seat handed to the computer, and undo by agreement,
as raw frames over the loopback interface: every connection of a match is told the
connected seats; the creator's token hands a seat nobody is connected to to the
computer, which plays it to the end, also after a restart, and its invitation then
opens nothing; a seat takes back its last move when every other human seat agrees,
in the journal and in every view, and a refusal changes nothing."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

websockets = pytest.importorskip("websockets")
from websockets.sync.client import connect  # noqa: E402 - after the import check

from ludotheque.core.match import Seat  # noqa: E402
from ludotheque.core.network.client import NetworkError, SeatClient, hand_over  # noqa: E402
from ludotheque.core.network.server import MatchServer  # noqa: E402


def send(ws: Any, message: dict) -> None:
    ws.send(json.dumps(message))


def recv(ws: Any) -> dict:
    return json.loads(ws.recv(timeout=30))


def ask(ws: Any, message: dict) -> dict:
    send(ws, message)
    return recv(ws)


def create(server: MatchServer, seats: list[dict], game: str = "kalah") -> dict:
    with connect(server.address) as ws:
        created = ask(ws, {"type": "create", "version": 1, "game": game, "options": {},
                           "seats": seats})
    assert created["type"] == "created", created
    return created


def join(ws: Any, created: dict, seat: int) -> dict:
    token = next(i["token"] for i in created["invites"] if i["seat"] == seat)
    return ask(ws, {"type": "join", "version": 1, "match": created["match"], "token": token})


def handing(created: dict, seat: int, level: str = "beginner", **changes: Any) -> dict:
    return {"type": "hand_over", "version": 1, "match": created["match"],
            "creator": created["creator"], "seat": seat, "level": level, **changes}


def two_humans(server: MatchServer) -> dict:
    return create(server, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bea"}])


# --- presence ------------------------------------------------------------------------------

def test_every_connection_is_told_who_is_connected(server: MatchServer) -> None:
    created = two_humans(server)
    with connect(server.address) as ann:
        assert join(ann, created, 0)["connected"] == [0]
        with connect(server.address) as watcher:
            welcome = ask(watcher, {"type": "watch", "version": 1, "match": created["match"]})
            assert welcome["seat"] is None and welcome["connected"] == [0]
            with connect(server.address) as bea:
                assert join(bea, created, 1)["connected"] == [0, 1]
                assert recv(ann) == {"type": "presence", "connected": [0, 1]}
                assert recv(watcher) == {"type": "presence", "connected": [0, 1]}
            # Bea's last connection closed.
            assert recv(ann) == {"type": "presence", "connected": [0]}
            assert recv(watcher) == {"type": "presence", "connected": [0]}
            with connect(server.address) as again, connect(server.address) as twice:
                join(again, created, 1)
                assert recv(ann)["connected"] == [0, 1]
                join(twice, created, 1)  # a second connection of a seat changes nothing
                assert ask(ann, {"type": "ping"}) == {"type": "pong"}
                twice.close()
                assert ask(ann, {"type": "ping"}) == {"type": "pong"}
            assert recv(ann) == {"type": "presence", "connected": [0]}


# --- handing a seat to the computer --------------------------------------------------------

def test_a_hand_over_is_refused_without_the_creator_s_token_or_for_a_taken_seat(
        server: MatchServer) -> None:
    created = create(server, [{"kind": "human"}, {"kind": "human"},
                              {"kind": "ai", "level": "beginner"}], game="clans")
    assert len(created["creator"]) >= 22 and created["creator"] not in json.dumps(
        created["invites"])
    with connect(server.address) as bea, connect(server.address) as creator:
        join(bea, created, 1)
        for message, code in (
                (handing(created, 0, creator=created["invites"][0]["token"]), "bad_token"),
                (handing(created, 0, creator=created["creator"][:-2] + "xx"), "bad_token"),
                (handing(created, 1), "seat_connected"),  # Bea is connected
                (handing(created, 2), "seat_connected"),  # the computer's already
                (handing(created, 0, level="grandmaster"), "bad_message"),
                (handing(created, 3), "bad_message"),
                (handing(created, 0, match="nope"), "unknown_match")):
            answer = ask(creator, message)
            assert answer["type"] == "error" and answer["code"] == code, (message, answer)
    table = server.tables[created["match"]]
    assert [seat.kind for seat in table.match.seats] == ["human", "human", "ai"]
    (record,) = server.journal.matches()
    assert set(record.invites) == {0, 1}


def test_a_handed_seat_is_played_by_the_computer_to_the_end(server: MatchServer) -> None:
    created = two_humans(server)
    with connect(server.address) as ann:
        view = join(ann, created, 0)["view"]
        view = ask(ann, {"type": "move", "ply": 0, "move": "1"})["view"]  # no extra turn
        assert view["to_move"] == 1  # Bea's turn, and Bea has left
        with connect(server.address) as creator:
            assert ask(creator, handing(created, 1)) == {"type": "handed_over", "seat": 1}
        seats = recv(ann)
        assert seats["type"] == "seats"
        assert seats["seats"][1] == {"kind": "ai", "name": "Bea", "level": "beginner"}
        update = recv(ann)  # the computer played at once
        assert update["type"] == "update" and update["from"] == 1
        assert update["steps"][0]["player"] == 1
        view = update["view"]
        while "outcome" not in view:
            assert view["to_move"] == 0
            view = ask(ann, {"type": "move", "ply": view["ply"], "move": view["legal"][0]})[
                "view"]
        with connect(server.address) as bea:
            refused = join(bea, created, 1)
            assert refused["code"] == "handed_over" and "computer" in refused["message"]
    (record,) = server.journal.matches()
    assert record.seats[1]["kind"] == "ai" and set(record.invites) == {0}
    assert len(record.steps) == view["ply"]


def test_a_handed_seat_stays_the_computer_s_after_a_restart(tmp_path: Path, registry) -> None:
    async def scenario() -> None:
        first = MatchServer(tmp_path / "data", registry)
        await first.start()
        try:
            from ludotheque.core.network.client import create_match

            created = await create_match(first.address, "kalah", {},
                                         [Seat("human", "Ann"), Seat("human", "Bea")])
            await hand_over(first.address, created["match"], created["creator"], 1,
                            "beginner")
            with pytest.raises(NetworkError) as again:  # a seat is handed over once
                await hand_over(first.address, created["match"], created["creator"], 1,
                                "strong")
            assert again.value.code == "seat_connected"
        finally:
            await first.stop()
        second = MatchServer(tmp_path / "data", registry)
        await second.start()
        try:
            table = second.tables[created["match"]]
            assert table.match.seats[1] == Seat("ai", "Bea", "beginner")
            assert set(table.players) == {1}
            ann_token, bea_token = (invite["token"] for invite in created["invites"])
            bea = SeatClient(registry, second.address, table.id, bea_token)  # a new port
            with pytest.raises(NetworkError) as refused:
                await bea.open()
            assert refused.value.code == "handed_over"
            ann = SeatClient(registry, second.address, table.id, ann_token)
            await ann.open()
            assert ann.match.seats[1].kind == "ai" and ann.connected == [0]

            async def first_legal(state: Any) -> Any:
                return state.legal_moves()[0]
            outcome = await ann.play(first_legal)
            await ann.close()
            assert table.match.is_over and outcome["scores"] == list(
                table.match.result().scores)
            assert any(mover == 1 for mover, _ in table.match.steps)
        finally:
            await second.stop()

    asyncio.run(scenario())


# --- undo by agreement ---------------------------------------------------------------------

def test_an_undo_every_human_agrees_to_rewinds_the_journal_and_every_view(
        server: MatchServer) -> None:
    created = two_humans(server)
    table = server.tables[created["match"]]
    with connect(server.address) as ann, connect(server.address) as bea:
        join(ann, created, 0)
        join(bea, created, 1)
        assert recv(ann)["type"] == "presence"
        assert ask(bea, {"type": "undo", "ply": 0})["code"] == "nothing_to_undo"
        assert ask(ann, {"type": "undo_answer", "ply": 0, "agree": True})["code"] == \
            "no_undo_request"
        ask(ann, {"type": "move", "ply": 0, "move": "1"})  # no extra turn: Bea's turn
        assert recv(bea)["view"]["to_move"] == 1
        view = ask(bea, {"type": "move", "ply": 1, "move": "1"})["view"]
        assert recv(ann)["view"] == table.view(0) and view["to_move"] == 0
        ply = view["ply"]
        assert ply == 2
        steps = list(server.journal.match(table.id).steps)
        assert ask(ann, {"type": "undo", "ply": ply - 1})["code"] == "stale"
        send(ann, {"type": "undo", "ply": ply})
        request = {"type": "undo_request", "seat": 0, "to": 0, "ply": ply, "waiting": [1]}
        assert recv(ann) == request and recv(bea) == request
        assert ask(bea, {"type": "undo", "ply": ply})["code"] == "undo_pending"
        send(bea, {"type": "undo_answer", "ply": ply, "agree": True})
        for w, seat in ((ann, 0), (bea, 1)):
            update = recv(w)
            assert update["type"] == "update" and update["from"] == 0 and update["steps"] == []
            assert update["view"]["ply"] == 0 and update["view"]["to_move"] == 0
            assert update["view"] == table.view(seat)
            assert recv(w) == {"type": "undo_done", "to": 0}
        assert server.journal.match(table.id).steps == [] and len(table.match) == 0
        # The match goes on from there, and the same move gives the same steps again.
        assert ask(ann, {"type": "move", "ply": 0, "move": "1"})["view"]["ply"] == 1
        recv(bea)
        assert server.journal.match(table.id).steps == steps[:1]


def test_an_undo_refused_or_overtaken_by_a_move_changes_nothing(server: MatchServer) -> None:
    created = two_humans(server)
    table = server.tables[created["match"]]
    with connect(server.address) as ann, connect(server.address) as bea:
        join(ann, created, 0)
        join(bea, created, 1)
        recv(ann)  # presence
        ask(ann, {"type": "move", "ply": 0, "move": "1"})
        view = recv(bea)["view"]
        assert view["to_move"] == 1
        before = list(server.journal.match(table.id).steps)
        send(ann, {"type": "undo", "ply": 1})
        assert recv(ann)["type"] == recv(bea)["type"] == "undo_request"
        send(bea, {"type": "undo_answer", "ply": 1, "agree": False})
        assert recv(ann) == recv(bea) == {"type": "undo_refused", "seat": 1}
        assert server.journal.match(table.id).steps == before and len(table.match) == 1
        # A move while a request waits voids it.
        send(ann, {"type": "undo", "ply": 1})
        assert recv(ann)["type"] == recv(bea)["type"] == "undo_request"
        send(bea, {"type": "move", "ply": 1, "move": view["legal"][0]})
        for w in (ann, bea):
            assert recv(w) == {"type": "undo_refused", "seat": None}
            assert recv(w)["type"] == "update"
        assert ask(bea, {"type": "undo_answer", "ply": 2, "agree": True})["code"] == \
            "no_undo_request"
        assert len(server.journal.match(table.id).steps) == len(table.match) == 2


def test_an_undo_against_the_computer_needs_no_answer(server: MatchServer) -> None:
    created = create(server, [{"kind": "human", "name": "Ann"},
                              {"kind": "ai", "level": "beginner"}])
    table = server.tables[created["match"]]
    with connect(server.address) as ann:
        join(ann, created, 0)
        view = ask(ann, {"type": "move", "ply": 0, "move": "1"})["view"]
        assert view["ply"] >= 2  # the computer answered
        send(ann, {"type": "undo", "ply": view["ply"]})
        assert recv(ann)["waiting"] == []
        update = recv(ann)
        assert update["from"] == 0 and update["view"]["ply"] == 0
        assert recv(ann) == {"type": "undo_done", "to": 0}
    assert len(table.match) == 0 and server.journal.match(table.id).steps == []


# --- the client's side ---------------------------------------------------------------------

async def until(client: SeatClient, done: Any) -> None:
    while not done():
        await asyncio.wait_for(client.receive(), 10)


class Events:
    """What reaches each client's ``on_event``, read in order."""

    def __init__(self) -> None:
        self.seen: dict[int, list[tuple[str, dict]]] = {0: [], 1: []}
        self.read = {0: 0, 1: 0}

    def hook(self, seat: int) -> Any:
        return lambda kind, data: self.seen[seat].append((kind, data))

    async def expect(self, client: SeatClient, kind: str) -> dict:
        """The next event *kind* of *client* (received as needed); the events before
        it are passed over."""
        seat = client.seat
        while True:
            for index in range(self.read[seat], len(self.seen[seat])):
                if self.seen[seat][index][0] == kind:
                    self.read[seat] = index + 1
                    return self.seen[seat][index][1]
            self.read[seat] = len(self.seen[seat])
            await asyncio.wait_for(client.receive(), 10)


def test_clients_agree_to_an_undo_refuse_one_and_hand_a_seat_over(server, registry) -> None:
    async def run() -> None:
        from ludotheque.core.network.client import create_match

        created = await create_match(server.address, "kalah", {},
                                     [Seat("human", "Ann"), Seat("human", "Bea")])
        table = server.tables[created["match"]]
        events = Events()
        ann, bea = (SeatClient.from_link(registry, invite["link"], on_event=events.hook(seat))
                    for seat, invite in enumerate(created["invites"]))
        await ann.open()
        assert ann.connected == [0]
        await bea.open()
        assert bea.connected == [0, 1]
        assert await events.expect(ann, "presence") == {"type": "presence",
                                                         "connected": [0, 1]}
        assert ann.connected == [0, 1]

        async def step() -> None:
            mover = ann if ann.my_turn else bea
            ply = mover.view["ply"]
            await mover.move(mover.state().legal_moves()[0])
            for client in (ann, bea):
                await until(client, lambda c=client: c.view["ply"] > ply)

        await step()  # Ann
        while not bea.my_turn:
            await step()
        await step()  # Bea
        ply = ann.view["ply"]
        target = max(p for p, (mover, _) in enumerate(table.match.steps) if mover == 1)
        await bea.propose_undo()
        request = await events.expect(ann, "undo_request")
        assert (request["seat"], request["to"], request["waiting"]) == (1, target, [0])
        await ann.answer_undo(True)
        for client in (ann, bea):
            assert await events.expect(client, "undo_done") == {"type": "undo_done",
                                                                 "to": target}
            assert client.view["ply"] == target < ply
            assert client.match.notation() == table.match.notation()
        assert len(server.journal.match(table.id).steps) == target
        assert bea.my_turn

        await bea.propose_undo()  # Bea's only move was taken back
        assert (await events.expect(bea, "error"))["code"] == "nothing_to_undo"  # not raised
        await ann.propose_undo()
        assert (await events.expect(bea, "undo_request"))["to"] == 0
        await bea.answer_undo(False)
        for client in (ann, bea):
            assert await events.expect(client, "undo_refused") == {"type": "undo_refused",
                                                                    "seat": 1}
        assert ann.view["ply"] == target == len(table.match)

        await ann.propose_undo()
        await events.expect(bea, "undo_request")
        await ann.propose_undo()
        assert (await events.expect(ann, "error"))["code"] == "undo_pending"
        await ann.answer_undo(False)  # the proposer withdraws
        for client in (ann, bea):
            assert (await events.expect(client, "undo_refused"))["seat"] == 0

        # Bea leaves; Ann's client, which created the match, hands her seat over.
        await bea.close()
        await events.expect(ann, "presence")
        assert ann.connected == [0]
        await ann.hand_over(created["creator"] + "x", 1, "beginner")
        assert (await events.expect(ann, "error"))["code"] == "bad_token"
        await ann.hand_over(created["creator"], 1, "beginner")
        assert (await events.expect(ann, "seats"))["seats"][1]["kind"] == "ai"
        assert await events.expect(ann, "handed_over") == {"type": "handed_over", "seat": 1}
        assert ann.match.seats[1] == Seat("ai", "Bea", "beginner")
        await until(ann, lambda: ann.my_turn or ann.is_over)  # the computer played
        assert ann.match.notation() == table.match.notation()
        with pytest.raises(ValueError):
            await ann.hand_over(created["creator"], 1, "grandmaster")
        await ann.close()

    asyncio.run(run())


# --- the command line ----------------------------------------------------------------------

def run_cli(registry: Any, capsys: Any, *argv: str) -> tuple[int, str, str]:
    from ludotheque.core.cli import main as cli

    code = cli.main(list(argv), registry=registry)
    out, err = capsys.readouterr()
    return code, out, err


def test_the_creator_token_is_printed_and_hand_over_uses_it(server, registry, capsys) -> None:
    code, out, _ = run_cli(registry, capsys, "play", "kalah", "--server", server.address,
                           "--seat", "remote=Ann", "--seat", "remote=Bea")
    assert code == 0 and "Creator token: " in out
    assert "hand a departed seat to the computer" in out and "--seat N" in out
    code, out, _ = run_cli(registry, capsys, "play", "kalah", "--server", server.address,
                           "--seat", "remote=Ann", "--seat", "remote=Bea", "--json")
    created = json.loads(out)
    creator, match = created["creator"], created["match"]
    assert len(creator) >= 22
    code, _, err = run_cli(registry, capsys, "hand-over", server.address, "--match", match,
                           "--creator", creator + "x", "--seat", "2")
    assert code == 1 and "bad_token" not in err and "creator token" in err
    for argv, words in ((["--match", match, "--seat", "0"], "numbered from 1"),
                        (["--seat", "2"], "--match")):
        code, _, err = run_cli(registry, capsys, "hand-over", server.address, "--creator",
                               creator, *argv)
        assert code == 2 and words in err
    code, _, err = run_cli(registry, capsys, "hand-over", server.address, "--match", match,
                           "--creator", creator, "--seat", "3")
    assert code == 1 and "no seat 3" in err
    link = created["invites"][1]["link"]  # the departed seat's own link names the match
    code, out, _ = run_cli(registry, capsys, "hand-over", link, "--creator", creator,
                           "--seat", "2", "--level", "beginner")
    assert code == 0 and out == (f"Seat 2 of match {match} is now played by the computer "
                                 "(beginner).\n")
    assert server.tables[match].match.seats[1] == Seat("ai", "Bea", "beginner")
    code, _, err = run_cli(registry, capsys, "hand-over", link, "--creator", creator,
                           "--seat", "2")
    assert code == 1 and "seat 2 is connected, or the computer plays it already" in err
    code, _, err = run_cli(registry, capsys, "join", link, "--seat", "random")
    assert code == 1 and "the computer now plays it" in err


def test_join_agrees_to_an_undo_request(server, registry, capsys) -> None:
    import threading

    created = two_humans(server)
    table = server.tables[created["match"]]
    results: dict[str, Any] = {}
    bea = threading.Thread(target=lambda: results.update(code=run_cli(
        registry, capsys, "join", created["invites"][1]["link"], "--seat", "random",
        "--json")))
    with connect(server.address) as ann:
        join(ann, created, 0)
        bea.start()
        try:
            assert recv(ann) == {"type": "presence", "connected": [0, 1]}
            view = ask(ann, {"type": "move", "ply": 0, "move": "1"})["view"]
            while view["to_move"] != 0:
                view = recv(ann)["view"]  # Bea's random moves
            send(ann, {"type": "undo", "ply": view["ply"]})
            assert recv(ann)["type"] == "undo_request"
            update = recv(ann)  # Bea's join agreed
            assert update["type"] == "update" and update["view"]["ply"] == 0
            assert recv(ann) == {"type": "undo_done", "to": 0}
            view = update["view"]
            while "outcome" not in view:
                if view["to_move"] == 0:
                    send(ann, {"type": "move", "ply": view["ply"], "move": view["legal"][0]})
                view = recv(ann)["view"]
        finally:
            bea.join(60)
    code, out, _ = results["code"]
    assert code == 0
    seen = json.loads(out)
    assert seen["moves"] == [str(move) for _, move in table.match.steps]


@pytest.mark.parametrize("answer", ["agree", "refuse"])
def test_the_join_command_answers_an_undo_request_as_told(server: MatchServer, registry,
                                                          capsys, answer: str) -> None:
    import threading

    from ludotheque.core.cli.main import main

    created = create(server, [{"kind": "human", "name": "Ann"},
                              {"kind": "human", "name": "Bea"}], game="oware")
    link = next(i["link"] for i in created["invites"] if i["seat"] == 1)
    argv = ["join", link, "--seat", "random", "--json"]
    if answer == "refuse":
        argv += ["--undo", "refuse"]
    codes: list[int] = []
    bea = threading.Thread(target=lambda: codes.append(main(argv, registry=registry)))
    with connect(server.address) as ann:
        view = join(ann, created, 0)["view"]

        def until(done: Any) -> dict:
            nonlocal view
            while True:
                frame = recv(ann)
                if frame["type"] == "update":
                    view = frame["view"]
                if done(frame):
                    return frame

        bea.start()
        send(ann, {"type": "move", "ply": 0, "move": view["legal"][0]})
        until(lambda f: f["type"] == "update" and f["view"]["ply"] == 2)
        send(ann, {"type": "undo", "ply": 2})
        assert until(lambda f: f["type"] != "presence")["type"] == "undo_request"
        settled = until(lambda f: f["type"] in ("undo_done", "undo_refused"))
        if answer == "agree":
            assert settled == {"type": "undo_done", "to": 0} and view["ply"] == 0
        else:
            assert settled == {"type": "undo_refused", "seat": 1} and view["ply"] == 2
        while "outcome" not in view:
            if view["to_move"] == 0:
                send(ann, {"type": "move", "ply": view["ply"], "move": view["legal"][0]})
            until(lambda f: f["type"] == "update")
    bea.join(60)
    assert codes == [0]
    seen = json.loads(capsys.readouterr().out)
    assert len(seen["history"]) == len(server.tables[created["match"]].match) == view["ply"]
