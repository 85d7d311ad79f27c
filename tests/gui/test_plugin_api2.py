"""What plugin API 2.0 gives games in the application: seats and their colours on
the board and in the panels, match events with their origin, sentences in the
history, and a computer player's process that gets the game's player with the job."""

from __future__ import annotations

import json
from pathlib import Path

import ludotheque_testgames.plugin as testgames
from ludotheque_testgames.stones import StonesGame, StonesState
from PySide6.QtGui import QColor

from ludotheque.core import (
    LOADED,
    PLAYED,
    QT_TRANSLATE_NOOP,
    REPLAYED,
    ComputerPlayer,
    GameInfo,
    MatchFinished,
    hookimpl,
)
from ludotheque.core.match import AI, HUMAN, Seat
from ludotheque.core.plugins.registry import PluginRegistry
from ludotheque.gui.new_game_dialog import NewGameChoice

COLORS = ("#123456", "#fedcba")


class ColouredStones:
    """A plugin of Stones with seat colours of its own, listening to match events."""

    LUDOTHEQUE_API_VERSION = "2.0"

    def __init__(self) -> None:
        self.events: list[MatchFinished] = []

    @hookimpl
    def ludotheque_register_games(self, register):
        register(GameInfo(id="stones", name=QT_TRANSLATE_NOOP("t", "Stones"),
                          summary=QT_TRANSLATE_NOOP("t", "Take the last stone."),
                          game=StonesGame(), seat_colors=COLORS))

    @hookimpl
    def ludotheque_match_did_finish(self, event):
        self.events.append(event)


class Listener:
    """Another plugin: it must hear about every game's end too."""

    LUDOTHEQUE_API_VERSION = "2.0"

    def __init__(self) -> None:
        self.events: list[MatchFinished] = []

    @hookimpl
    def ludotheque_match_did_finish(self, event):
        self.events.append(event)
        raise RuntimeError("a listener that fails must not stop the others")


def registry_with(*plugins: object) -> PluginRegistry:
    registry = PluginRegistry()
    for index, plugin in enumerate(plugins):
        record = registry.register_object(plugin, f"plugin-{index}")
        assert record.status == "ok", record.error
    return registry


def play_to_the_end(window) -> None:
    board = window.board_host.board
    while not window.controller.match.is_over:
        board.move_requested.emit("take" if "take" in board.legal_moves else "end")


def test_boards_and_panels_use_the_seats_and_the_games_colours(make_window, qtbot) -> None:
    window = make_window(registry_with(ColouredStones()))
    seats = (Seat(HUMAN, name="Alice"), Seat(HUMAN))
    window.start_match("stones", NewGameChoice(seats, {}), seed=1)
    board = window.board_host.board
    assert [(s.name, s.kind, s.color) for s in board.seats] == [
        ("Alice", "human", COLORS[0]), ("Player 2", "human", COLORS[1])]
    assert board.seat_name(1) == "Player 2"
    rows = window.board_host.seats.rows
    assert [row.dot.color.name() for row in rows] == list(COLORS)
    board.move_requested.emit("take")
    line = window.board_host.history.item(1)
    assert line.text() == "1. Alice: take"  # the default sentence of a game
    assert line.foreground().color() == QColor(COLORS[0]).darker(115)
    window.set_language("fr")  # the names and sentences follow the language
    qtbot.waitUntil(lambda: board.seat_name(1) == "Joueur 2")
    assert "Alice\u00a0: take" in window.board_host.history.item(1).text()


def test_match_events_say_how_a_match_came_to_its_end(make_window, tmp_path: Path) -> None:
    game, listener = ColouredStones(), Listener()
    window = make_window(registry_with(game, listener))
    seats = (Seat(HUMAN, name="Alice"), Seat(HUMAN, name="Bob"))
    controller = window.start_match("stones", NewGameChoice(seats, {"stones": 5}), seed=3)
    play_to_the_end(window)
    assert [event.origin for event in game.events] == [PLAYED]
    assert [event.origin for event in listener.events] == [PLAYED]  # it failed: logged
    event = game.events[0]
    assert event.game_id == "stones" and event.options == {"stones": 5} and event.seed == 3
    assert [seat.name for seat in event.seats] == ["Alice", "Bob"]
    assert event.outcome == controller.match.result() and event.final_state.is_over()
    assert event.steps == len(controller.match)
    window.step(-1)  # replay: back one step, then forward to the end again
    window.step(1)
    assert [e.origin for e in game.events] == [PLAYED, REPLAYED]
    path = tmp_path / "done.ludo"
    assert window.save_to(path)
    assert window.open_file(path)
    assert [e.origin for e in game.events] == [PLAYED, REPLAYED, LOADED]


def test_a_resignation_is_a_played_end(make_window) -> None:
    game = ColouredStones()
    window = make_window(registry_with(game))
    controller = window.start_match(
        "stones", NewGameChoice((Seat(HUMAN, name="A"), Seat(AI, level="beginner")), {}),
        seed=1)
    assert controller.resign()
    assert [(e.origin, e.outcome.reason) for e in game.events] == [(PLAYED, "resigned")]


def test_the_computer_players_process_gets_the_games_player_with_each_job(qtbot) -> None:
    """The child imports no plugin registry: the game's own player (registered
    with a factory) travels with the job, and tells where it runs by its move."""
    from ludotheque.gui.ai_worker import AiWorker

    registry = PluginRegistry()
    registry.register_object(testgames, "ludotheque-testgames")
    registry.computers["stones"] = ComputerPlayer(
        "stones", factory=__import__("ludotheque_testgames.players",
                                     fromlist=["x"]).telling_player)
    worker = AiWorker(registry=registry, workers=1)
    try:
        state = StonesState(10, 0, 1, None)  # one stone taken: "end" is allowed
        job = worker.request("stones", state, "ai", "expert", 1)
        assert worker.wait_move(job, timeout=60) == "end"
    finally:
        worker.shutdown()


def test_the_command_line_tells_plugins_too(capsys) -> None:
    from ludotheque.core.cli import main as cli

    game = ColouredStones()
    code = cli.main(["play", "stones", "--seat", "random", "--seat", "random", "--seed", "2",
                     "--json"], registry=registry_with(game))
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and [e.origin for e in game.events] == [PLAYED]
    assert len(data["history"]) == game.events[0].steps


def test_every_seat_colour_reads_in_the_history_in_both_themes() -> None:
    from ludotheque.gui.side_panel import text_color

    light, dark = QColor("#fbf9f4"), QColor("#2b2a28")
    white = text_color(QColor("#e8e4da"), light)
    assert white.lightness() < 100  # dark text on the light panel
    assert text_color(QColor("#123456"), light) == QColor("#123456").darker(115)
    for seat in ("#121214", "#2d6a8a", "#e8e4da", "#c0392b"):  # the dark theme
        assert text_color(QColor(seat), dark).lightness() - dark.lightness() > 60, seat
