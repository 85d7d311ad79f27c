"""The sentences of the history (``State.step_text``), the seat's colour, and the
best scores: written by the plugin's match event only, shown by the board with the
game's rank."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest
from ludotheque_forts.plugin import SEAT_COLORS, game_info, ludotheque_match_did_finish
from ludotheque_forts.rules import FortsGame, FortsState, parse_move
from ludotheque_forts.rules.board import from_rows, geometry
from ludotheque_forts.rules.heuristics import rollout
from PySide6.QtCore import QCoreApplication, QTranslator

from ludotheque.core import CHANCE, PLAYED, MatchFinished, SeatInfo, TrText

INFO = game_info()
PACKAGE = Path(INFO.translations).parent


@pytest.fixture
def french(qapp):
    """The plugin's French catalogue installed while the test runs."""
    translator = QTranslator()
    assert translator.load(str(INFO.translations / "ludotheque_forts_fr.qm"))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def english(text: TrText, player: str = "Ada") -> str:
    return text.format(player=player).translate(None)


def in_french(text: TrText, player: str = "Ada") -> str:
    return text.format(player=player).translate(QCoreApplication.translate)


def game(*steps: str, options: dict | None = None) -> FortsState:
    """A new game, then *steps* in the game's notation (``"e4=5"``, ``"1"``)."""
    state = FortsGame().new_state(options or {})
    for step in steps:
        state = state.play(parse_move(step))
    return state


_ENGLISH_COUNTS = re.compile(r"(\d+) (forts?|cells?|territory cells?)\b")
_FRENCH_COUNTS = re.compile(r"(\d+) (forts?|cases?|territoires?)(?: de valeur \d)? (\w+)")


def check_plurals(en: str, fr: str) -> None:
    """Every count reads singular for one only (English), for 0 and 1 (French)."""
    for count, noun in _ENGLISH_COUNTS.findall(en):
        assert noun.endswith("s") == (int(count) != 1), en
    for count, noun, word in _FRENCH_COUNTS.findall(fr):
        plural = int(count) > 1
        assert noun.endswith("s") == plural and word.endswith("s") == plural, fr


@pytest.mark.parametrize(("seed", "options"), [
    (1, {}), (5, {}), (2, {"start": "random", "columns": 8, "rows": 6}),
    (3, {"placement": "next_to_fort"}),
])
def test_every_step_of_random_games_has_a_sentence(seed, options, french):
    rng = random.Random(seed)
    state = FortsGame().new_state(options)
    seen = set()
    while not state.is_over():
        move = state.sample_chance(rng) if state.is_chance else rollout(state, rng)
        texts = [state.step_text(move, viewer) for viewer in (None, 0)]
        for text in texts:
            assert isinstance(text, TrText) and text == texts[0]
            en, fr = english(text), in_french(text)
            for sentence in (en, fr):
                assert sentence.strip() and not re.search(r"[{}]|%n|\(s\)", sentence)
            assert en != fr
            check_plurals(en, fr)
        en = english(texts[0])
        if state.current_player != CHANCE:
            cell = str(move).partition("=")[0]
            assert en.startswith(f"Ada places a territory of value {move.value} at {cell}")
            seen.add("place")
        elif state.start is None:
            assert en == f"The first fort stands at {str(move)[5:]}"
            seen.add("start")
        else:
            assert en.startswith(f"Weather: the die shows {move.value}; ")
            seen.add("weather")
        state = state.apply(move)
    assert en.endswith(("; the last fort has fallen", "; no cell is left to place a territory"))
    assert {"place", "weather"} <= seen


def test_a_placement(french):
    text = game().step_text(parse_move("f5=3"))
    assert english(text) == "Ada places a territory of value 3 at f5"
    assert in_french(text) == "Ada pose un territoire de valeur 3 en f5"


def test_placements_that_build_one_fort_then_two():
    """The rules document's example builds f4 (f3, e4 and f5 around it, then g4);
    here, h3, h5 and i4 wait around h4 too, so g4 closes two cells at once."""
    # e4 5, f5 3, f3 2 (the die 1 kills nothing), then g4 6: f4 becomes a fort.
    one = game("e4=5", "1", "f5=3", "1", "f3=2", "1")
    text = one.step_text(parse_move("g4=6"))
    assert english(text) == "Ada places a territory of value 6 at g4; 1 fort built at f4"
    two = game("e4=2", "1", "f3=3", "1", "f5=4", "1", "g5=5", "1", "h5=6", "1", "i4=2", "1",
               "h3=3", "1")
    text = two.step_text(parse_move("g4=2"))
    assert english(text) == ("Ada places a territory of value 2 at g4; 2 forts built at "
                             "f4, h4")


def test_placements_that_build_forts_in_french(french):
    one = game("e4=5", "1", "f5=3", "1", "f3=2", "1")
    assert in_french(one.step_text(parse_move("g4=6"))) == (
        "Ada pose un territoire de valeur 6 en g4\u00a0; 1 fort construit en f4")
    two = game("e4=2", "1", "f3=3", "1", "f5=4", "1", "g5=5", "1", "h5=6", "1", "i4=2", "1",
               "h3=3", "1")
    assert in_french(two.step_text(parse_move("g4=2"))) == (
        "Ada pose un territoire de valeur 2 en g4\u00a0; 2 forts construits en f4, h4")


@pytest.mark.parametrize(("steps", "die", "en", "fr"), [
    (("f5=3",), "1", "Weather: the die shows 1; nothing dies",
     "Le temps\u00a0: le dé montre 1\u00a0; rien ne meurt"),
    (("f5=3", "1", "d5=4", "1", "f6=3"), "4", "Weather: the die shows 4; 1 cell of value 4 killed",
     "Le temps\u00a0: le dé montre 4\u00a0; 1 case de valeur 4 tuée"),
    (("f5=3", "1", "d5=4", "1", "f6=3"), "3",
     "Weather: the die shows 3; 2 cells of value 3 killed",
     "Le temps\u00a0: le dé montre 3\u00a0; 2 cases de valeur 3 tuées"),
    # The 3 at f5 dies: the 4 at g5 is cut off, and so is the fort.
    (("f5=3", "1", "g5=4"), "3",
     "Weather: the die shows 3; 1 cell of value 3 killed; 1 fort cut off and ruined; "
     "1 territory cell cut off and dead; the last fort has fallen",
     "Le temps\u00a0: le dé montre 3\u00a0; 1 case de valeur 3 tuée\u00a0; 1 fort coupé, en "
     "ruine\u00a0; 1 territoire coupé, mort\u00a0; le dernier fort est tombé"),
    (("f5=3", "1", "g5=4", "1", "h5=5"), "3",
     "Weather: the die shows 3; 1 cell of value 3 killed; 1 fort cut off and ruined; "
     "2 territory cells cut off and dead; the last fort has fallen",
     "Le temps\u00a0: le dé montre 3\u00a0; 1 case de valeur 3 tuée\u00a0; 1 fort coupé, en "
     "ruine\u00a0; 2 territoires coupés, morts\u00a0; le dernier fort est tombé"),
    # Two forts (e5 and the new f4) left with no territory: both fall.
    (("e4=5", "1", "f5=5", "1", "f3=5", "1", "g4=5"), "5",
     "Weather: the die shows 5; 4 cells of value 5 killed; 2 forts cut off and ruined; "
     "the last fort has fallen",
     "Le temps\u00a0: le dé montre 5\u00a0; 4 cases de valeur 5 tuées\u00a0; 2 forts coupés, "
     "en ruine\u00a0; le dernier fort est tombé"),
])
def test_the_weather(steps, die, en, fr, french):
    state = game(*steps)
    assert state.is_chance
    text = state.step_text(parse_move(die))
    assert english(text) == en
    assert in_french(text) == fr


def test_the_first_fort_of_a_random_start(french):
    state = FortsGame().new_state({"start": "random"})
    text = state.step_text(parse_move("fort@c7"))
    assert english(text) == "The first fort stands at c7"
    assert in_french(text) == "Le premier fort se dresse en c7"


def test_no_room_left(french):
    """Forts still stand but no cell is left: the end the weather's sentence names."""
    geo = geometry(6, 5)
    board = from_rows(["1F1111",
                       "111111",
                       "111111",
                       "111111",
                       "11111."])
    state = FortsState(geo, board, False, 0, None, 28, 0, 1, 1, None, None)
    placed = state.play(parse_move("f5=2"))
    text = placed.step_text(parse_move("6"))
    assert english(text) == ("Weather: the die shows 6; nothing dies; no cell is left to "
                             "place a territory")
    assert in_french(text) == ("Le temps\u00a0: le dé montre 6\u00a0; rien ne meurt\u00a0; il "
                               "ne reste aucune case où poser un territoire")


# --- the seat's colour -----------------------------------------------------------------

def test_the_seat_colour_is_the_forts_masonry():
    from ludotheque_forts.qt.painting import STONE_DARK

    assert INFO.seat_colors == SEAT_COLORS == (STONE_DARK.name(),)
    INFO.validate()


# --- best scores: recorded by the match event, read by the board -----------------------

def test_only_the_match_event_writes_user_data():
    """In the whole package, only ``records`` writes a file, and only the plugin's
    ``ludotheque_match_did_finish`` hook asks it to (the board only reads)."""
    writers = {"atomic_write", "save_table", "record_game", "write_text", "write_bytes",
               "mkdir", "open", "QSettings", "dump", "rename", "unlink", "touch"}
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        called = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name in writers:
                    called.add((name, _enclosing(tree, node)))
        relative = path.relative_to(PACKAGE).as_posix()
        if relative == "records.py":
            assert {name for name, _ in called} <= {"mkdir", "atomic_write", "dump",
                                                     "save_table"}
            assert {where for name, where in called if name == "save_table"} == {"record_game"}
        elif relative == "plugin.py":
            assert called == {("record_game", "ludotheque_match_did_finish")}
        else:
            assert not called, (relative, called)


def _enclosing(tree: ast.AST, target: ast.AST) -> str:
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if any(child is target for child in ast.walk(node)):
                return node.name
    return ""


def test_the_end_of_game_text_shows_the_rank(qtbot, _isolated_data: Path):
    from ludotheque_forts.qt.board_widget import FortsBoardWidget

    rng = random.Random(11)
    state = FortsGame().new_state()
    while not state.is_over():
        state = state.apply(state.sample_chance(rng) if state.is_chance
                            else rollout(state, rng))
    seat = SeatInfo(0, "Ada", "human", None, SEAT_COLORS[0])
    # The host tells the plugins first, then shows the end on the board.
    ludotheque_match_did_finish(MatchFinished(INFO.id, {}, (seat,), state.outcome(), state,
                                              PLAYED, state.turns * 2, 11))
    board = FortsBoardWidget(INFO)
    qtbot.addWidget(board)
    board.resize(1024, 600)
    board.set_seats((seat,))
    board.set_position(state, viewer=0)
    assert board.describe()["result"] == (f"Turns survived: {state.turns} — best score #1 "
                                          "on this board")
    assert not board.grab().isNull()
    # An earlier position of the game is not the end: no result line.
    board.set_position(FortsGame().new_state(), viewer=0)
    assert board.describe()["result"] == ""
