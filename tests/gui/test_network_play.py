"""Network play in the application (Game ▸ Network): a window joins a seat with its
invitation link and plays it with the real board against the server's computer;
three windows play one Clans game with two computer seats, each seeing only its own
colour; a connection lost and back, a missing game and a refused link each get a
clear message."""

from __future__ import annotations

import asyncio
import random

import pytest

pytest.importorskip("websockets")

from ludotheque.core.match import Seat
from ludotheque.core.network.client import create_match
from ludotheque.core.plugins.registry import make_registry


@pytest.fixture(scope="module")
def games():
    return make_registry(cache=False)


@pytest.fixture
def server(tmp_path, games):
    from ludotheque.core.network.loop import running
    from ludotheque.core.network.server import MatchServer

    with running(MatchServer(tmp_path / "server", games)) as started:
        yield started


def links(server, game: str, seats: list[Seat]) -> list[str]:
    created = asyncio.run(create_match(server.address, game, {}, seats))
    return [invite["link"] for invite in created["invites"]]


def joined(qtbot, window, link: str):
    network = window.network.join_link(link)
    assert network is not None
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.network,
                    timeout=10_000)
    return window.controller


def test_a_window_plays_its_seat_against_the_server_s_computer(qtbot, server, make_window,
                                                               games) -> None:
    window = make_window(games)
    (link,) = links(server, "kalah", [Seat("human", "Ann"), Seat("ai", "Hal", "beginner")])
    controller = joined(qtbot, window, link)
    host = window.board_host
    assert host.board.objectName() == "board" and window.stack.currentWidget() is host
    assert not window.actions_.undo.isEnabled() and not window.actions_.save.isEnabled()
    assert host.seats.rows[0].kind.text() == "You, on this computer"
    rng = random.Random(1)
    moves = 0
    while not controller.match.is_over:
        qtbot.waitUntil(lambda: controller.human_to_move() is not None
                        or "outcome" in controller.view, timeout=20_000)
        if "outcome" in controller.view:
            break
        legal = controller.shown_state().legal_moves()
        ply = len(controller.match)
        assert controller.request_move(legal[rng.randrange(len(legal))])
        assert controller.human_to_move() is None  # until the server answers
        qtbot.waitUntil(lambda p=ply: len(controller.match) > p, timeout=20_000)
        moves += 1
    table = server.tables[controller.link.client.match_id]
    assert moves > 3 and controller.match.notation() == table.match.notation()
    assert host.history.isVisible() or True  # the history lists the same steps
    assert host.end_panel.isVisible() and not host.end_panel.rematch.isVisible()


def test_three_windows_play_one_clans_game_with_two_computers(qtbot, server, make_window,
                                                             games) -> None:
    seats = [Seat("human", "Ann"), Seat("human", "Bea"), Seat("human", "Cid"),
             Seat("ai", "Hal", "beginner"), Seat("random", "Rex")]
    invitations = links(server, "clans", seats)
    windows = [make_window(games) for _ in invitations]
    controllers = [joined(qtbot, w, link) for w, link in zip(windows, invitations)]
    table = server.tables[controllers[0].link.client.match_id]
    colours = table.match.state.to_json()["colours"]
    qtbot.waitUntil(lambda: all(c.connected == [0, 1, 2] for c in controllers),
                    timeout=10_000)
    assert windows[0].board_host.seats.rows[1].kind.text() == "Connected"
    rng = random.Random(2)
    while not table.match.is_over:
        for seat, controller in enumerate(controllers):
            shown = controller.shown_state()
            assert shown.to_json()["colours"] == [c if s == seat else None
                                                  for s, c in enumerate(colours)]
        mover = table.to_move()
        controller = controllers[mover]
        qtbot.waitUntil(lambda c=controller: c.human_to_move() is not None, timeout=20_000)
        legal = controller.shown_state().legal_moves()
        ply = len(table.match)
        assert controller.request_move(legal[rng.randrange(len(legal))])
        qtbot.waitUntil(lambda p=ply: all(len(c.match) > p for c in controllers),
                        timeout=20_000)
    qtbot.waitUntil(lambda: all("outcome" in c.view for c in controllers), timeout=20_000)
    for controller in controllers:
        assert controller.match.state.to_json()["colours"] == colours  # shown at the end
        assert controller.match.notation() == table.match.notation()
    for controller in controllers:  # each window leaves with a finished close handshake
        controller.close()
    qtbot.waitUntil(lambda: not server.clients, timeout=3_000)


def test_a_bad_link_and_a_missing_game_are_explained(qtbot, server, make_window,
                                                     games) -> None:
    window = make_window()  # the test games only: no Kalah on this computer
    (link,) = links(server, "kalah", [Seat("human"), Seat("random")])
    window.network.join_link(link)
    qtbot.waitUntil(lambda: window.last_message_box is not None, timeout=10_000)
    box = window.last_message_box
    assert "not installed on this computer" in box.text()
    assert any("Plugin Manager" in b.text() for b in box.buttons())
    box.close()
    window.last_message_box = None
    window.network.join_link(link.replace("token=", "token=x"))
    qtbot.waitUntil(lambda: window.last_message_box is not None, timeout=10_000)
    assert "opens no seat" in window.last_message_box.text()


def test_a_lost_connection_says_so_and_comes_back(qtbot, server, make_window, games) -> None:
    window = make_window(games)
    (link,) = links(server, "kalah", [Seat("human", "Ann"), Seat("ai", "Hal", "beginner")])
    controller = joined(qtbot, window, link)
    client = controller.link.client
    loop = controller.link._loop
    seen = []
    controller.connection_changed.connect(lambda: seen.append((
        controller.connection, window.board_host.status_text.full_text(),
        controller.human_to_move())))
    loop.call_soon_threadsafe(lambda: client._connection.transport.abort())
    qtbot.waitUntil(lambda: len(seen) >= 2, timeout=20_000)
    lost, back = seen[:2]
    assert lost[0] == "reconnecting" and "trying again" in lost[1] and lost[2] is None
    assert back[0] == "connected" and client.reconnections == 1
    qtbot.waitUntil(lambda: controller.human_to_move() is not None, timeout=10_000)


def host_through_dialogs(qtbot, window, game: str, address: str | None, seats) -> None:
    from ludotheque.gui.new_game_dialog import NewGameDialog

    dialog = window.network.host()
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    if address is None:
        dialog.port.setValue(free_port())
    else:
        dialog.elsewhere.setChecked(True)
        for bad, said in (("http://nowhere", "starts with ws://"),
                          ("ws://nowhere:99999", "from 1 to 65535")):
            dialog.address.setText(bad)
            assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
            assert said in dialog.problem.text()
        dialog.address.setText(address + "/")
        assert dialog.server_address() == address
    dialog.accept()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(NewGameDialog)),
                    timeout=10_000)
    (new,) = [d for d in window.findChildren(NewGameDialog) if d.isVisible()]
    new.count.setValue(len(seats))
    for editor, seat in zip(new.editors, seats):
        editor.set_seat(seat)
    new.accept()
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.network,
                    timeout=30_000)


def free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def play_out(qtbot, controller, others) -> None:
    """The window's seat plays at random while *others* (clients) play theirs."""
    import threading

    async def remote() -> None:
        await asyncio.gather(*(c.play(_random(i)) for i, c in enumerate(others)))

    def run() -> None:
        async def everything() -> None:
            for client in others:
                await client.open()
            await remote()
            for client in others:
                await client.close()
        asyncio.run(everything())

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    rng = random.Random(5)
    while "outcome" not in controller.view:
        qtbot.waitUntil(lambda: controller.human_to_move() is not None
                        or "outcome" in controller.view, timeout=30_000)
        if "outcome" in controller.view:
            break
        legal = controller.shown_state().legal_moves()
        ply = len(controller.match)
        controller.request_move(legal[rng.randrange(len(legal))])
        qtbot.waitUntil(lambda p=ply: len(controller.match) > p, timeout=30_000)
    thread.join(30)


def _random(seed: int):
    rng = random.Random(seed)

    async def choose(state):
        moves = state.legal_moves()
        return moves[rng.randrange(len(moves))]
    return choose


def test_hosting_on_a_given_server_invites_the_other_human(qtbot, server, make_window,
                                                           games) -> None:
    from ludotheque.core.network.client import SeatClient
    from ludotheque.core.statistics import Statistics

    window = make_window(games)
    host_through_dialogs(qtbot, window, "kalah", server.address,
                         [Seat("human", "Ann"), Seat("human", "Bea")])
    invitations = window.network.invitations
    assert invitations is not None and len(invitations.fields) == 1
    from ludotheque.gui.network_dialogs import link_of

    link = link_of(invitations.fields[0].text())
    controller = window.controller
    assert controller.seat == 0
    statistics = window.context.statistics = Statistics(path=None, autosave=False)
    play_out(qtbot, controller, [SeatClient.from_link(games, link)])
    table = server.tables[controller.link.client.match_id]
    assert table.match.is_over and controller.match.notation() == table.match.notation()
    # Counted once, for Ann, the person at this computer: Bea counts on hers.
    qtbot.waitUntil(lambda: statistics.results("kalah", "people").played == 1,
                    timeout=10_000)
    results = statistics.results("kalah", "people")
    outcome = table.match.result()
    assert (results.won, results.lost, results.drawn) == (
        (0, 0, 1) if outcome.is_draw else (1, 0, 0) if 0 in outcome.winners else (0, 1, 0))


@pytest.mark.slow
def test_hosting_starts_a_server_on_this_computer(qtbot, make_window, games, tmp_path,
                                                  monkeypatch) -> None:
    monkeypatch.setenv("LUDOTHEQUE_DATA_DIR", str(tmp_path))
    window = make_window(games)
    host_through_dialogs(qtbot, window, "oware", None,
                         [Seat("human", "Ann"), Seat("ai", "Hal", "beginner")])
    network = window.network
    assert network.server is not None and network.server.poll() is None
    assert (tmp_path / "server" / "journal.sqlite3").is_file()
    controller = window.controller
    play_out(qtbot, controller, [])
    assert "outcome" in controller.view
    network.close()
    assert network.server is None


def test_an_undo_is_asked_and_agreed_between_two_windows(qtbot, server, make_window,
                                                          games) -> None:
    from PySide6.QtWidgets import QMessageBox

    ann_link, bea_link = links(server, "oware", [Seat("human", "Ann"), Seat("human", "Bea")])
    ann, bea = make_window(games), make_window(games)
    first, second = joined(qtbot, ann, ann_link), joined(qtbot, bea, bea_link)
    assert not ann.actions_.undo.isEnabled()  # nothing played yet
    legal = first.shown_state().legal_moves()
    assert first.request_move(legal[0])
    qtbot.waitUntil(lambda: len(second.match) == 1, timeout=10_000)
    qtbot.waitUntil(lambda: ann.actions_.undo.isEnabled(), timeout=10_000)
    ann.actions_.undo.trigger()
    assert "Asking the other players" in ann.statusBar().currentMessage()
    qtbot.waitUntil(lambda: bea.network.undo_question is not None, timeout=10_000)
    question = bea.network.undo_question
    assert "Ann asks to take back" in question.text()
    question.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: len(first.match) == 0 and len(second.match) == 0, timeout=10_000)
    qtbot.waitUntil(lambda: "taken back" in ann.statusBar().currentMessage(), timeout=10_000)
    assert first.human_to_move() == 0  # Ann's turn again
    table = server.tables[first.link.client.match_id]
    assert len(table.match) == 0


def drop_connection(controller) -> None:
    client = controller.link.client
    controller.link._loop.call_soon_threadsafe(lambda: client._connection.transport.abort())


def test_an_undo_request_is_asked_again_after_a_reconnection_only_if_it_waits(
        qtbot, server, make_window, games) -> None:
    """The server keeps an undo request in memory: after a reconnection each window
    shows it again if it still waits, and forgets it (its question closed unanswered,
    the proposer free to ask again) once a restarted server has forgotten it."""
    ann_link, bea_link = links(server, "oware", [Seat("human", "Ann"), Seat("human", "Bea")])
    ann, bea = make_window(games), make_window(games)
    first, second = joined(qtbot, ann, ann_link), joined(qtbot, bea, bea_link)
    answers: list[bool] = []
    second.answer_undo = answers.append  # type: ignore[method-assign]
    asked: list[int] = []
    second.undo_asked.connect(lambda seat, _request: asked.append(seat))
    assert first.request_move(first.shown_state().legal_moves()[0])
    qtbot.waitUntil(lambda: ann.actions_.undo.isEnabled(), timeout=10_000)
    ann.actions_.undo.trigger()
    qtbot.waitUntil(lambda: bea.network.undo_question is not None, timeout=10_000)

    for controller in (first, second):  # the request still waits on the server
        drop_connection(controller)
    qtbot.waitUntil(lambda: first.link.client.reconnections == 1
                    and second.link.client.reconnections == 1 and len(asked) == 2,
                    timeout=20_000)
    qtbot.waitUntil(lambda: first.undo_pending and bea.network.undo_question is not None,
                    timeout=10_000)
    assert not ann.actions_.undo.isEnabled()

    server.undos.clear()  # as a server restarted on its journal: the request is gone
    for controller in (first, second):
        drop_connection(controller)
    qtbot.waitUntil(lambda: first.link.client.reconnections == 2
                    and second.link.client.reconnections == 2
                    and first.connection == second.connection == "connected",
                    timeout=20_000)
    qtbot.waitUntil(lambda: ann.actions_.undo.isEnabled(), timeout=10_000)
    assert not first.undo_pending and bea.network.undo_question is None
    assert asked == [0, 0] and answers == []  # never asked a third time, nothing answered
    assert len(server.tables[first.link.client.match_id].match) == 1

    ann.actions_.undo.trigger()  # asked again, then Bea leaves the match: no answer
    qtbot.waitUntil(lambda: bea.network.undo_question is not None, timeout=10_000)
    question = bea.network.undo_question
    second.close()
    assert bea.network.undo_question is None and not question.isVisible() and answers == []


def test_the_host_lets_the_computer_play_a_departed_seat(qtbot, server, make_window,
                                                         games) -> None:
    window = make_window(games)
    host_through_dialogs(qtbot, window, "kalah", server.address,
                         [Seat("human", "Ann"), Seat("human", "Bea")])
    controller = window.controller
    qtbot.waitUntil(lambda: window.actions_.network_hand.isEnabled(), timeout=10_000)
    assert window.network.departed_seats() == [1]
    dialog = window.network.hand_over()
    dialog.level_box.setCurrentIndex(dialog.level_box.findData("beginner"))
    dialog.accept()
    qtbot.waitUntil(lambda: not controller.match.seats[1].is_human, timeout=10_000)
    assert window.board_host.seats.rows[1].kind.text() == "Computer · Beginner"
    assert not window.actions_.network_hand.isEnabled()
    play_out(qtbot, controller, [])
    assert controller.match.is_over


def test_a_seat_offered_on_the_local_network_is_joined_from_the_list(
        qtbot, make_window, games, tmp_path) -> None:
    from ludotheque.core.network.discovery import lan_address
    from ludotheque.core.network.loop import running
    from ludotheque.core.network.server import MatchServer

    if lan_address() == "127.0.0.1":
        pytest.skip("no network interface but the loopback")
    with running(MatchServer(tmp_path / "lan", games, host="0.0.0.0", announce=True)) as lan:
        created = asyncio.run(create_match(f"ws://127.0.0.1:{lan.port}", "kalah", {},
                                           [Seat("human", "Ann"), Seat("human")],
                                           open_seats=[1]))
        window = make_window(games)
        dialog = window.network.join()
        qtbot.waitUntil(lambda: bool(dialog.open_seats), timeout=20_000)
        (seat,) = [s for s in dialog.open_seats if s.match == created["match"]]
        assert seat.seat == 1 and seat.players == ("Ann",) and seat.game == "Kalah"
        assert seat.server.startswith("Ludothèque on ") and "(" not in seat.server
        dialog.found.setCurrentRow(dialog.open_seats.index(seat))
        assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
        dialog.accept()
        qtbot.waitUntil(lambda: window.controller is not None and window.controller.network,
                        timeout=10_000)
        assert window.controller.seat == 1
        window.controller.close()


def test_a_plugin_version_that_differs_is_named_with_both_versions(qtbot, server, make_window,
                                                                  games, monkeypatch) -> None:
    import dataclasses

    here = make_registry(cache=False)
    record = here.plugin_of("kalah")
    older = dataclasses.replace(record, version="0.0.1")
    monkeypatch.setattr(here, "plugin_of", lambda game_id: older)
    window = make_window(here)
    (link,) = links(server, "kalah", [Seat("human"), Seat("random")])
    window.network.join_link(link)
    qtbot.waitUntil(lambda: window.last_message_box is not None, timeout=10_000)
    text = window.last_message_box.text()
    assert f"{record.name} {record.version}" in text and f"{record.name} 0.0.1" in text
    assert window.controller is None


def test_a_connection_that_never_comes_back_says_how_to_return(qtbot, server, make_window,
                                                                games) -> None:
    window = make_window(games)
    (link,) = links(server, "kalah", [Seat("human", "Ann"), Seat("random")])
    controller = joined(qtbot, window, link)
    controller.link.status.emit("lost")  # what the client says after 90 s without the server
    qtbot.waitUntil(lambda: controller.connection == "lost", timeout=5_000)
    assert window.board_host.status_text.full_text() == "Disconnected from the server"
    assert controller.human_to_move() is None and not window.actions_.undo.isEnabled()


def test_a_network_game_s_end_is_counted_once(qtbot, server, make_window, games) -> None:
    window = make_window(games)
    (link,) = links(server, "kalah", [Seat("human", "Ann"), Seat("ai", "Hal", "beginner")])
    controller = joined(qtbot, window, link)
    ends = []
    controller.match_finished.connect(ends.append)
    play_out(qtbot, controller, [])
    qtbot.waitUntil(lambda: len(ends) == 1, timeout=10_000)
    loop = controller.link._loop
    client = controller.link.client
    loop.call_soon_threadsafe(lambda: client._connection.transport.abort())  # a rejoin
    qtbot.waitUntil(lambda: client.reconnections == 1, timeout=20_000)
    qtbot.wait(200)
    assert ends == ["played"]


@pytest.mark.slow
def test_a_port_in_use_is_named_when_the_server_cannot_start(qtbot, make_window, games,
                                                             tmp_path, monkeypatch) -> None:
    import socket

    monkeypatch.setenv("LUDOTHEQUE_DATA_DIR", str(tmp_path))
    window = make_window(games)
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        reason = window.network._start_server(port)
    assert reason is not None and f"port {port}" in reason
    assert window.network.server is None
