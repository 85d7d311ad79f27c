"""Every screen fits: every dialog and every board, on small and large screens, in
English and French.

:func:`test_every_screen_fits` runs this module again in a process of its own for
each screen (the offscreen platform given the screen's size; the 4K screen at a
scale factor of 2), and there :func:`test_fits_this_screen` opens every dialog
(the new-game dialog of every installed game with its options dialog, the plugin
manager, the rules of every game, About, Statistics where it exists) and every
board (a match of every installed game in the main window: under way, at the
hot-seat hand-over, finished) and fails on any label, button, check box, radio
button, group box title, drop-down or spin box whose text does not fit its
rectangle, or that lies outside its window, and on any window larger than the
screen.  ``tests/test_x11.py`` runs it under a real X server as well.

Boards paint most of their text themselves; what is checked of them are the
widgets they are made of (labels, buttons…).  A failure names the plugin whose
widget it is.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[2]
HERE = os.environ.get("LUDOTHEQUE_FIT_SCREEN", "")
"""The screen this process checks (set by :func:`test_every_screen_fits` and by
``tests/test_x11.py``); empty: this process only starts the runs."""

SCREENS = {"1024x600": (1024, 600, 1), "1280x800": (1280, 800, 1),
           "1920x1080": (1920, 1080, 1), "3840x2160@2": (3840, 2160, 2)}
"""Width and height in pixels, and the scale factor (the smallest screen runs in
``make test-fast`` too, the others are marked slow: ``make test`` runs them)."""

TITLE_BAR = 32
"""Room kept above a dialog for the window manager's title bar, when the
platform tells no frame (offscreen, X without a window manager)."""

TOLERANCE = 1


# --- the check -----------------------------------------------------------------------


@dataclass
class Misfit:
    widget: QWidget
    what: str

    def __str__(self) -> str:
        return f"{describe(self.widget)}: {self.what}"


def owner(widget: QWidget) -> str:
    """Whose widget it is: the plugin (its package) or the host."""
    node: QWidget | None = widget
    while node is not None:
        module = type(node).__module__
        if module.startswith("ludotheque_"):
            return f"plugin {module.split('.')[0]} ({type(node).__name__})"
        node = node.parentWidget()
    return "host"


def describe(widget: QWidget) -> str:
    path = []
    node: QWidget | None = widget
    while node is not None and len(path) < 4:
        path.append(node.objectName() or type(node).__name__)
        node = node.parentWidget()
    return f"{type(widget).__name__} {'<'.join(path)} [{owner(widget)}]"


def visible_text(text: str) -> str:
    """*text* as drawn with mnemonics: "&&" is "&", a single "&" is not drawn."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def label_misfit(label: QLabel) -> str | None:
    text = label.text()
    if not text or not label.pixmap().isNull():
        return None
    full = getattr(label, "full_text", None)  # a label that cuts its text with "…"
    if callable(full) and full() and full() != text:
        return f"“{_short(full())}” is cut to “{_short(text)}”"
    rect = label.contentsRect()
    margin = label.margin()
    rect = rect.adjusted(margin, margin, -margin, -margin)
    rich = (label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)))
    if rich:
        document = QTextDocument()
        document.setDocumentMargin(0)
        document.setDefaultFont(label.font())
        document.setHtml(text)
        if label.wordWrap():
            document.setTextWidth(rect.width())
        width, height = document.idealWidth(), document.size().height()
    else:
        flags = int(label.alignment().value) | int(Qt.TextFlag.TextExpandTabs.value)
        if label.wordWrap():
            flags |= int(Qt.TextFlag.TextWordWrap.value)
        if label.buddy() is not None:
            text = visible_text(text)
        bound = QFontMetrics(label.font()).boundingRect(
            QRect(0, 0, max(rect.width(), 1), 100_000), flags, text)
        width, height = bound.width(), bound.height()
    if width > rect.width() + TOLERANCE or height > rect.height() + TOLERANCE:
        return (f"“{_short(text)}” needs {width:.0f}×{height:.0f}, has "
                f"{rect.width()}×{rect.height()}")
    return None


def button_misfit(button: QAbstractButton) -> str | None:
    text = visible_text(button.text())
    if not text:
        return None
    option = QStyleOptionButton()
    option.initFrom(button)
    option.text = button.text()
    option.icon = button.icon()
    option.iconSize = button.iconSize()
    style = button.style()
    if isinstance(button, QCheckBox):
        element = QStyle.SubElement.SE_CheckBoxContents
    elif isinstance(button, QRadioButton):
        element = QStyle.SubElement.SE_RadioButtonContents
    else:
        element = QStyle.SubElement.SE_PushButtonContents
    rect = style.subElementRect(element, option, button)
    metrics = QFontMetrics(button.font())
    width = metrics.horizontalAdvance(text)
    if not button.icon().isNull():
        width += button.iconSize().width() + 4
    if width > rect.width() + TOLERANCE or metrics.height() > rect.height() + 2:
        return (f"“{_short(text)}” needs {width}×{metrics.height()}, has "
                f"{rect.width()}×{rect.height()}")
    return None


def combo_misfit(combo: QComboBox) -> str | None:
    text = combo.currentText()
    if not text:
        return None
    option = QStyleOptionComboBox()
    option.initFrom(combo)
    option.currentText = text
    option.editable = combo.isEditable()
    rect = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo)
    width = QFontMetrics(combo.font()).horizontalAdvance(text)
    if width > rect.width() + TOLERANCE:
        return f"“{_short(text)}” needs {width}, has {rect.width()}"
    return None


def line_misfit(edit: QLineEdit) -> str | None:
    """A line edit's placeholder, or its text (the seats' names), shown whole."""
    text = edit.text() or edit.placeholderText()
    if not text or edit.hasFocus():
        return None
    width = QFontMetrics(edit.font()).horizontalAdvance(text)
    room = edit.contentsRect().width() - 2 * 2 - edit.textMargins().left() \
        - edit.textMargins().right()  # QLineEdit's own horizontal margins
    if width > room + TOLERANCE:
        return f"“{_short(text)}” needs {width}, has {room}"
    return None


def spin_misfit(spin: QSpinBox) -> str | None:
    edit = spin.lineEdit()
    text = spin.textFromValue(spin.maximum()) + spin.suffix() + spin.prefix()
    width = QFontMetrics(spin.font()).horizontalAdvance(text)
    room = edit.contentsRect().width() - 4
    if width > room + TOLERANCE:
        return f"“{text}” needs {width}, has {room}"
    return None


def groupbox_misfit(box: QGroupBox) -> str | None:
    title = visible_text(box.title())
    if not title:
        return None
    width = QFontMetrics(box.font()).horizontalAdvance(title) + 2 * 14  # left and padding
    if width > box.width() + TOLERANCE:
        return f"title “{_short(title)}” needs {width}, has {box.width()}"
    return None


def outside(widget: QWidget, top: QWidget) -> str | None:
    """Where *widget* leaves one of its parents, up to *top* (a scroll area's
    contents may: they scroll)."""
    rect = QRect(0, 0, widget.width(), widget.height())
    node = widget
    while node is not top and node.parentWidget() is not None:
        parent = node.parentWidget()
        if isinstance(parent.parentWidget(), QAbstractScrollArea) and \
                parent is parent.parentWidget().viewport():
            return None
        rect = rect.translated(node.pos())
        bounds = QRect(0, 0, parent.width(), parent.height())
        if not bounds.adjusted(-TOLERANCE, -TOLERANCE, TOLERANCE, TOLERANCE).contains(rect):
            return (f"lies outside {parent.objectName() or type(parent).__name__} "
                    f"({rect.x()},{rect.y()} {rect.width()}×{rect.height()} in "
                    f"{bounds.width()}×{bounds.height()})")
        node = parent
    return None


CHECKS = ((QLabel, label_misfit), (QAbstractButton, button_misfit), (QComboBox, combo_misfit),
          (QSpinBox, spin_misfit), (QLineEdit, line_misfit), (QGroupBox, groupbox_misfit))
"""What is checked of each kind of widget (a spin box's line edit is the spin box's)."""


def misfits(top: QWidget) -> list[Misfit]:
    """Every widget of the window *top* whose text does not fit, or that is outside."""
    found: list[Misfit] = []
    screen = top.screen().availableGeometry()
    frame = top.frameGeometry()
    room = QRect(screen)
    if frame == top.geometry():  # no frame known: keep room for a title bar
        room.setTop(room.top() + TITLE_BAR)
    if frame.width() > room.width() or frame.height() > room.height():
        found.append(Misfit(top, f"{frame.width()}×{frame.height()} on a screen of "
                                 f"{screen.width()}×{screen.height()}"))
    for widget in [top, *top.findChildren(QWidget)]:
        if widget is not top and (widget.window() is not top or not widget.isVisibleTo(top)):
            continue  # hidden, or in a window of its own (checked as such)
        if isinstance(widget, QLineEdit) and isinstance(widget.parentWidget(), QSpinBox):
            continue
        for kind, check in CHECKS:
            if isinstance(widget, kind):
                problem = check(widget)
                if problem is None and widget is not top:
                    problem = outside(widget, top)
                if problem is not None:
                    found.append(Misfit(widget, problem))
                break
    return found


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "…"


# --- the runs, one process per screen -------------------------------------------------


@pytest.mark.skipif(bool(HERE), reason="this process checks one screen")
@pytest.mark.parametrize("screen", [pytest.param(name, marks=[] if name == "1024x600"
                                                 else [pytest.mark.slow])
                                    for name in sorted(SCREENS)])
def test_every_screen_fits(screen: str, tmp_path: Path) -> None:
    width, height, scale = SCREENS[screen]
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": screen, "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}], "windowFrameMargins": False}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               LUDOTHEQUE_FIT_SCREEN=screen)
    env.pop("QT_SCALE_FACTOR", None)
    if scale != 1:
        env["QT_SCALE_FACTOR"] = str(scale)
    result = run_here(env)
    assert result.returncode == 0, f"on {screen}:\n{result.stdout[-12000:]}"


def run_here(env: dict[str, str], timeout: float = 900) -> subprocess.CompletedProcess[str]:
    """Run :func:`test_fits_this_screen` in a new process with *env*."""
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "--tb=line", "-p", "no:cacheprovider",
         f"{Path(__file__).relative_to(ROOT)}::test_fits_this_screen"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


# --- what one screen shows -------------------------------------------------------------


def installed_games() -> list[str]:
    from ludotheque.core.plugins.registry import make_registry

    return sorted(make_registry().games)


SUBJECTS = ([("about", ""), ("plugins", ""), ("statistics", ""), ("network", "")]
            + [(kind, game) for game in (installed_games() if HERE else [])
               for kind in ("new_game", "rules", "board", "handover", "end")])


@pytest.fixture(scope="module")
def registry():
    from ludotheque.core.plugins.registry import make_registry

    return make_registry()


@pytest.mark.skipif(not HERE, reason="run by test_every_screen_fits, one process per screen")
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("kind,game", SUBJECTS, ids=[f"{k}-{g}" if g else k for k, g in SUBJECTS])
def test_fits_this_screen(kind: str, game: str, language: str, registry, qtbot,
                          tmp_path: Path) -> None:
    from ludotheque.gui.app import create_application, create_context
    from ludotheque.gui.main_window import MainWindow
    from ludotheque.gui.settings import Settings

    create_application()
    context = create_context(registry=registry, language=language, worker=False,
                             settings=Settings(tmp_path / "settings.ini"))
    window = MainWindow(context)
    window.delays = False
    qtbot.addWidget(window)
    area = window.screen().availableGeometry()
    window.show()
    window.setGeometry(area.adjusted(0, TITLE_BAR, 0, 0))
    qtbot.waitExposed(window)
    try:
        shown = open_subject(window, kind, game, qtbot)
        failures: list[str] = []
        for top in shown:
            for _ in range(3):
                QApplication.processEvents()
            failures += [f"{top.objectName() or type(top).__name__}: {m}" for m in misfits(top)]
        assert failures == [], (f"{kind} {game} ({language}) on {HERE}:\n  "
                                + "\n  ".join(failures))
    finally:
        if window.controller is not None:
            window.controller.close()
        context.languages.set_language("en")


def open_subject(window, kind: str, game: str, qtbot) -> list[QWidget]:
    """Open what *kind* names (of *game*) in *window*; the windows to check."""
    if kind == "about":
        return [_shown(window.show_about(), qtbot)]
    if kind == "plugins":
        return [_shown(window.show_plugins(), qtbot)]
    if kind == "statistics":
        show = getattr(window, "show_statistics", None)
        if show is not None:
            return [_shown(show(), qtbot)]
        try:
            from ludotheque.core.statistics import Statistics
            from ludotheque.gui.statistics_dialog import StatisticsDialog
        except ImportError:
            pytest.skip("no statistics dialog")
        path = Path(os.environ["LUDOTHEQUE_DATA_DIR"]) / "statistics-fit.json"
        return [_shown(StatisticsDialog(Statistics(path), window.registry, window), qtbot)]
    if kind == "network":
        return network_dialogs(window, qtbot)
    info = window.registry.game(game)
    if kind == "new_game":
        from ludotheque.gui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(info, None, window)
        _shown(dialog, qtbot)
        dialog.count.setValue(info.players[1])  # every seat shown, as a player asks
        qtbot.wait(20)
        options = dialog.dialog_class(info, dict(dialog.option_values), dialog)
        return [dialog, _shown(options, qtbot)]
    if kind == "rules":
        window.start_match(game, _choice(info, humans=1), seed=3, autoplay=False)
        return [_shown(window.show_rules(), qtbot)]
    humans = info.players[1] if kind == "handover" else 1
    controller = window.start_match(game, _choice(info, humans=humans), seed=3, autoplay=False)
    assert controller is not None
    controller.autosave = None
    match = controller.match
    rng = random.Random(3)
    steps = 10 if kind != "end" else 100_000
    for _ in range(steps):
        if match.is_over:
            break
        if match.state.is_chance:
            match.roll()
        else:
            match.play(rng.choice(list(match.state.legal_moves())))
    if kind == "board":  # on to a computer's turn, and show it thinking
        for _ in range(500):
            if match.is_over or (not match.state.is_chance and not is_human(
                    match, match.state.current_player)):
                break
            if match.state.is_chance:
                match.roll()
            else:
                match.play(rng.choice(list(match.state.legal_moves())))
    if not match.is_over:
        match.settle_chance()
    if kind == "end":
        assert match.is_over
    controller.changed.emit()
    if kind == "board" and not match.is_over and not is_human(match, match.state.current_player):
        controller.thinking_seat = match.state.current_player
        controller.thinking_changed.emit(True)
        controller.changed.emit()
    qtbot.wait(50)
    return [window]


def network_dialogs(window, qtbot) -> list[QWidget]:
    """Game ▸ Network's dialogs, with their longest texts: a server address refused,
    a link refused, open seats listed, two invitations, a seat to hand over."""
    from ludotheque.gui.network_dialogs import (
        HandOverDialog,
        HostDialog,
        InvitationsDialog,
        JoinDialog,
        OpenSeat,
    )

    link = "ws://192.168.100.200:8765/?match=4f0c9e1b2a7d4c3e8f6a5b4c3d2e1f00&token=k3Jd8sLq0v"
    host = HostDialog([window.registry.game(g) for g in window.registry.games], window)
    _shown(host, qtbot)
    host.elsewhere.setChecked(True)
    host.address.setText("http://nowhere")
    join = JoinDialog(window)
    _shown(join, qtbot)
    join.set_open_seats([OpenSeat("Ludothèque on maximilienne-laptop (8765)", "ws://x:1",
                                  "m", 1, "Clans", "Bartholomew",
                                  ("Alexandrine", "Clémentine", "Wilhelmina"))])
    join.link.setText("http://example.org/not-a-link")
    invitations = InvitationsDialog("Clans", [("Bartholomew", link), ("Wilhelmina", link)],
                                    window)
    hand = HandOverDialog([(1, "Bartholomew"), (3, "Maximilienne")], window)
    qtbot.wait(20)
    return [host, join, _shown(invitations, qtbot), _shown(hand, qtbot)]


def is_human(match, player: int) -> bool:
    from ludotheque.core.match import HUMAN

    return 0 <= player < len(match.seats) and match.seats[player].kind == HUMAN


def _choice(info, humans: int):
    from ludotheque.core.match import AI, HUMAN, Seat
    from ludotheque.gui.new_game_dialog import NewGameChoice

    names = ("Alexandrine", "Bartholomew", "Clémentine", "Maximilienne", "Wilhelmina")
    count = info.players[1]
    seats = tuple(Seat(HUMAN if i < humans else AI, name=names[i],
                       level=None if i < humans else "intermediate") for i in range(count))
    return NewGameChoice(seats, info.game.options_schema.defaults())


def _shown(dialog: QWidget, qtbot) -> QWidget:
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


# --- the check itself ---------------------------------------------------------------


def _dialog(qtbot) -> QWidget:
    from PySide6.QtWidgets import QDialog

    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.resize(300, 200)
    return dialog


def _problems(dialog: QWidget, qtbot) -> list[str]:
    dialog.show()
    qtbot.waitExposed(dialog)
    return [m.what for m in misfits(dialog)]


def test_the_check_passes_what_fits(qtbot) -> None:
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    dialog = _dialog(qtbot)
    layout = QVBoxLayout(dialog)
    label = QLabel("A long sentence that wraps over several lines when it has to, "
                   "and is shown whole.")
    label.setWordWrap(True)
    layout.addWidget(label)
    layout.addWidget(QCheckBox("An option"))
    layout.addWidget(QPushButton("&Start"))
    assert _problems(dialog, qtbot) == []


def test_the_check_sees_a_cut_text(qtbot) -> None:
    from PySide6.QtWidgets import QPushButton

    dialog = _dialog(qtbot)
    label = QLabel("Number of players:", dialog)
    label.setGeometry(10, 10, 60, 20)
    wrapped = QLabel("Columns: 18 · Rows: 9 · First fort: Fixed (fifth row, fifth column)",
                     dialog)
    wrapped.setWordWrap(True)
    wrapped.setGeometry(10, 40, 200, 18)  # room for one line of three
    button = QPushButton("Game options…", dialog)
    button.setGeometry(10, 70, 120, 10)  # squeezed
    box = QCheckBox("Upgrade if it is installed already", dialog)
    box.setGeometry(10, 100, 80, 20)
    problems = _problems(dialog, qtbot)
    assert len(problems) == 4, problems
    assert all("needs" in problem for problem in problems)


def test_the_check_sees_what_sticks_out(qtbot) -> None:
    from PySide6.QtWidgets import QPushButton

    dialog = _dialog(qtbot)
    panel = QWidget(dialog)
    panel.setGeometry(0, 0, 200, 100)
    button = QPushButton("Pass", panel)
    button.setGeometry(150, 60, 80, 30)  # wider than the panel has room for
    problems = _problems(dialog, qtbot)
    assert len(problems) == 1 and "outside" in problems[0], problems


def test_the_check_sees_a_window_taller_than_the_screen(qtbot) -> None:
    dialog = _dialog(qtbot)
    area = dialog.screen().availableGeometry()
    dialog.resize(300, area.height() + 50)
    problems = _problems(dialog, qtbot)
    assert any("on a screen of" in problem for problem in problems), problems
