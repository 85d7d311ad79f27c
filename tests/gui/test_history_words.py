"""The history in words: one numbered line per move, the dice a move was chosen by
painted as faces on its line, a run of chance steps the game words at once as one
line, other chance steps on lines of their own; choosing a line shows the position
after its last step; both languages."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from ludotheque_clod.rules.game import ClodGame
from ludotheque_forts.rules.game import FortsGame
from ludotheque_forts.rules.moves import Place
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from ludotheque.core import (
    CHANCE,
    QT_TRANSLATE_NOOP,
    TERMINAL,
    Game,
    GameInfo,
    State,
    Texts,
    hookimpl,
)
from ludotheque.core.events import seat_infos
from ludotheque.core.match import HUMAN, Match, Seat
from ludotheque.core.plugins.registry import PluginRegistry
from ludotheque.gui.history_panel import HistoryPanel, die_glyphs, history_lines
from ludotheque.gui.new_game_dialog import NewGameChoice

setup_race = Texts("setup_race")
HILLS = ("north", "south", "east")


class SetupRaceGame(Game):
    """A test double: three huts placed at random on hills (a setup the game words
    at once when :attr:`worded`), then each turn a die is rolled and the player to
    move goes or stays; four moves in all."""

    id = "setup_race"
    worded = True

    def initial_state(self, options: dict[str, Any], players: int, seed: int) -> State:
        return SetupRaceState(self.worded, (), 0, None)

    def parse_move(self, text: str) -> str:
        return text


class UnwordedRaceGame(SetupRaceGame):
    id = "unworded_race"
    worded = False


@dataclass(frozen=True, eq=False)
class SetupRaceState(State):
    worded: bool
    huts: tuple[str, ...]
    moves: int
    die: int | None
    num_players = 2

    @property
    def current_player(self) -> int:  # type: ignore[override]
        if len(self.huts) < len(HILLS) or (self.moves < 4 and self.die is None):
            return CHANCE
        return TERMINAL if self.moves >= 4 else self.moves % 2

    def legal_moves(self) -> tuple[str, ...]:
        if len(self.huts) < len(HILLS):
            return tuple(f"hut {hill}" for hill in HILLS if hill not in self.huts)
        if self.current_player == TERMINAL:
            return ()
        return tuple(str(face) for face in range(1, 7)) if self.die is None else ("go", "stay")

    def chance_outcomes(self) -> tuple[tuple[str, float], ...]:
        if self.current_player != CHANCE:
            return ()
        moves = self.legal_moves()
        return tuple((move, 1 / len(moves)) for move in moves)

    def apply(self, move: Any) -> SetupRaceState:
        if move.startswith("hut "):
            return SetupRaceState(self.worded, self.huts + (move[4:],), self.moves, None)
        if move.isdigit():
            return SetupRaceState(self.worded, self.huts, self.moves, int(move))
        return SetupRaceState(self.worded, self.huts, self.moves + 1, None)

    def scores(self) -> tuple[float, ...]:
        return (float(self.moves), 0.0)

    def to_json(self) -> Any:
        return {"huts": list(self.huts), "moves": self.moves, "die": self.die}

    def step_text(self, move: Any, viewer: int | None = None):
        if move.startswith("hut "):
            return setup_race.tr("A hut on the {hill} hill").format(hill=move[4:])
        if move.isdigit():
            return setup_race.tr("The die shows {n}").format(n=move)
        return setup_race.tr("{player} goes %n step(s)", "", self.die or 0) if move == "go" \
            else setup_race.tr("{player} stays")

    def chance_text(self, outcomes, viewer=None):
        if self.worded and not self.huts and len(outcomes) == len(HILLS):
            return setup_race.tr("Huts placed on every hill")
        return None


class RacePlugin:
    LUDOTHEQUE_API_VERSION = "2.0"

    @hookimpl
    def ludotheque_register_games(self, register):
        for game in (SetupRaceGame(), UnwordedRaceGame()):
            register(GameInfo(id=game.id, name=QT_TRANSLATE_NOOP("t", "Race"),
                              summary=QT_TRANSLATE_NOOP("t", "A race."), game=game))


def lines_of(match: Match) -> list[str]:
    names = [seat.name for seat in match.seats]
    return [line.text for line in history_lines(match, seat_infos(match.seats, names))]


def play(match: Match, *moves: Any) -> None:
    """Roll what is to roll, then play each move (rolling after each)."""
    match.settle_chance()
    for move in moves:
        match.play(move)
        match.settle_chance()


ANN_BOB = (Seat(HUMAN, "Ann"), Seat(HUMAN, "Bob"))


# --- the lines ------------------------------------------------------------------------

def test_clod_the_roll_is_on_the_line_of_the_placement_it_was_for(qapp) -> None:
    match = Match(ClodGame(), seats=ANN_BOB, seed=5)
    match.settle_chance()
    # Rolled, not placed yet: the roll has a line of its own, with its faces.
    assert lines_of(match) == ["Start", "⚂⚁ Dice: 3 and 2, 2 cells offered"]
    match.play(match.state.legal_moves()[0])
    match.settle_chance()
    match.play(match.state.legal_moves()[0])
    lines = history_lines(match, seat_infos(match.seats, ["Ann", "Bob"]))
    assert [line.text for line in lines] == [
        "Start",
        "1. ⚂⚁ Ann places a stone on row 2, column 3",
        "2. ⚅⚀ Bob places a stone on row 1, column 6",
    ]
    # Each line stands for its roll and its placement; chosen, it shows the position
    # after the placement.
    assert [(line.first, line.target) for line in lines] == [(0, 0), (0, 2), (2, 4)]
    assert lines[1].faces == (3, 2) and lines[1].number == 1 and lines[1].mover == 0


def test_clod_rolls_that_offer_no_cell_keep_their_lines(qapp) -> None:
    match = Match(ClodGame(), seats=ANN_BOB, seed=0)
    while len(match.settle_chance()) < 2:
        match.play(match.state.legal_moves()[0])
    match.play(match.state.legal_moves()[0])
    assert lines_of(match)[-4:] == [
        "⚅⚀ Dice: 6 and 1, no cell offered again: the turn passes",
        "⚁⚀ Dice: 2 and 1, no cell offered: roll again",
        "⚁⚁ Dice: 2 and 2, no cell offered again: the turn passes",
        "35. ⚃⚂ Ann places a stone on row 4, column 2",
    ]


def test_forts_the_weather_die_follows_the_placement_on_a_line_of_its_own(qapp) -> None:
    match = Match(FortsGame(), seats=(Seat(HUMAN, "Ann"),), seed=2)
    play(match, Place(5, 4, 3), Place(3, 4, 5))
    assert lines_of(match) == [
        "Start",
        "1. Ann places a territory of value 3 at f5",
        "⚀ Weather: the die shows 1; nothing dies",  # not folded into move 2
        "2. Ann places a territory of value 5 at d5",
        "⚀ Weather: the die shows 1; nothing dies",
    ]


def test_a_setup_the_game_words_at_once_is_one_line(qapp) -> None:
    match = Match(SetupRaceGame(), seats=ANN_BOB, seed=4)
    play(match, "go", "stay")
    lines = history_lines(match, seat_infos(match.seats, ["Ann", "Bob"]))
    faces = [lines[2].faces, lines[3].faces]
    assert [line.text for line in lines] == [
        "Start",
        "Huts placed on every hill",
        f"1. {die_glyphs(faces[0])} Ann goes {faces[0][0]} step{'s' * (faces[0][0] != 1)}",
        f"2. {die_glyphs(faces[1])} Bob stays",
        f"{die_glyphs(lines[4].faces)} The die shows {lines[4].faces[0]}",  # rolled for Ann
    ]
    assert (lines[1].first, lines[1].target) == (0, 3)


def test_a_setup_the_game_does_not_word_at_once_is_a_line_per_step(qapp) -> None:
    match = Match(UnwordedRaceGame(), seats=ANN_BOB, seed=4)
    play(match, "go")
    lines = history_lines(match, seat_infos(match.seats, ["Ann", "Bob"]))
    assert [line.text for line in lines[:4]] == [
        "Start", *(f"A hut on the {hut[4:]} hill" for _, hut in match.steps[:3])]
    assert [line.number for line in lines] == [None, None, None, None, 1, None]
    (face,) = lines[4].faces
    assert lines[4].text == f"1. {die_glyphs([face])} Ann goes {face} step{'s' * (face != 1)}"


# --- the panel ------------------------------------------------------------------------

def registry() -> PluginRegistry:
    import ludotheque_clod.plugin

    registry = PluginRegistry()
    for name, plugin in (("race", RacePlugin()), ("clod", ludotheque_clod.plugin)):
        assert registry.register_object(plugin, name).status == "ok"
    return registry


def test_choosing_a_line_shows_the_position_after_its_last_step(make_window, qtbot) -> None:
    window = make_window(registry())
    controller = window.start_match("setup_race", NewGameChoice(ANN_BOB, {}), seed=4)
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    for move in ("go", "stay"):
        qtbot.waitUntil(lambda: controller.human_to_move() is not None)
        window.board_host.board.move_requested.emit(move)
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    history: HistoryPanel = window.board_host.history
    assert history.count() == 5 and history.currentRow() == 4
    history.itemClicked.emit(history.item(1))  # the setup
    assert controller.match.cursor == 3
    assert history.currentRow() == 1
    history.itemClicked.emit(history.item(2))  # move 1 and the die it was chosen by
    assert controller.match.cursor == 5
    assert history.currentRow() == 2
    window.step(-1)  # the die of move 1 alone: its line is current
    assert controller.match.cursor == 4 and history.currentRow() == 2
    history.itemClicked.emit(history.item(0))
    assert controller.match.cursor == 0 and history.currentRow() == 0


def test_the_dice_are_painted_as_faces(make_window, qtbot) -> None:
    window = make_window(registry())
    controller = window.start_match("clod", NewGameChoice(ANN_BOB, {}), seed=5)
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    window.board_host.board.move_requested.emit(controller.match.state.legal_moves()[0])
    qtbot.waitUntil(lambda: controller.human_to_move() == 1)
    history = window.board_host.history
    assert history.item(1).text() == "1. ⚂⚁ Ann places a stone on row 2, column 3"
    rect = history.visualItemRect(history.item(1))  # the roll folded into move 1
    image = history.viewport().grab(rect).toImage()
    die = QColor("#fffdf8")
    assert any(image.pixelColor(x, y) == die
               for x in range(image.width() // 3) for y in range(image.height()))


def test_the_history_speaks_french(make_window, qtbot) -> None:
    window = make_window(registry(), language="fr")
    controller = window.start_match("clod", NewGameChoice(ANN_BOB, {}), seed=5)
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    window.board_host.board.move_requested.emit(controller.match.state.legal_moves()[0])
    qtbot.waitUntil(lambda: controller.human_to_move() == 1)
    history = window.board_host.history
    sentence = controller.match.state_at(1).step_text(controller.match.steps[1][1])
    french = sentence.format(player="Ann").translate(QCoreApplication.translate)
    assert french != str(sentence.format(player="Ann"))  # the game's catalogue speaks
    assert [history.item(row).text() for row in range(2)] == ["Début", f"1. ⚂⚁ {french}"]
    assert history.item(2).text().startswith("⚅⚀ ")
    window.set_language("en")
    qtbot.waitUntil(lambda: history.item(0).text() == "Start")
    assert history.item(1).text() == "1. ⚂⚁ Ann places a stone on row 2, column 3"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_numbered_line_counts_moves_only(make_window, qtbot, language) -> None:
    window = make_window(registry(), language=language)
    controller = window.start_match("unworded_race", NewGameChoice(ANN_BOB, {}), seed=4)
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    window.board_host.board.move_requested.emit("stay")
    qtbot.waitUntil(lambda: controller.human_to_move() == 1)
    texts = [line.text for line in window.board_host.history.lines]
    assert [text.split(" ")[0] for text in texts if text[0].isdigit()] == ["1."]
    assert len(texts) == 6  # the start, three huts, move 1, the die for Bob


def test_a_game_with_secrets_shows_no_outcome_as_dice(qapp) -> None:
    from ludotheque_testgames.highcard import HighCardGame

    match = Match(HighCardGame(), seats=ANN_BOB, seed=1)
    play(match, "bet")
    lines = history_lines(match, seat_infos(match.seats, ["Ann", "Bob"]), viewer=1)
    assert str(match.steps[0][1]).replace("-", "").isdigit()  # a deal that reads like dice
    assert [line.faces for line in lines] == [(), (), ()]
    assert lines[2].text == "1. Ann: bet"


def test_the_last_chance_outcome_is_a_roll_or_a_draw(make_window, qtbot) -> None:
    window = make_window(registry())
    controller = window.start_match("setup_race", NewGameChoice(ANN_BOB, {}), seed=4,
                                    autoplay=False)
    host = window.board_host
    for _ in range(3):  # the huts
        controller.match.roll()
    host.refresh()
    assert host.dice_title.text() == "LAST DRAW" and host.dice.faces is None
    controller.match.roll()  # the die
    host.refresh()
    assert host.dice_title.text() == "LAST ROLL" and host.dice.faces is not None


def test_the_lines_take_the_new_theme_s_colours_at_once(make_window, qtbot) -> None:
    """The system switching to dark mode recolours the history without waiting for
    the next move: every mover's colour is readable on the new panel."""
    from PySide6.QtCore import Qt

    from ludotheque.gui import style
    from ludotheque.gui.app import create_application
    from ludotheque.gui.side_panel import text_color

    window = make_window(registry())
    controller = window.start_match("clod", NewGameChoice(ANN_BOB, {}), seed=5)
    qtbot.waitUntil(lambda: controller.human_to_move() == 0)
    window.board_host.board.move_requested.emit(controller.match.state.legal_moves()[0])
    qtbot.waitUntil(lambda: controller.human_to_move() == 1)
    history: HistoryPanel = window.board_host.history
    seat = controller.seat_infos()[0]
    row = next(i for i, line in enumerate(history.lines) if line.mover == 0)

    def shown() -> QColor:
        return history.item(row).foreground().color()

    light = shown()
    assert light == text_color(QColor(seat.color))
    app = create_application()
    try:
        style.apply_style(app, set_style=False, scheme=Qt.ColorScheme.Dark)
        assert shown() == text_color(QColor(seat.color)) != light
    finally:
        style.apply_style(app, set_style=False)
    assert shown() == light
