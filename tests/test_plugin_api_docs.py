"""Every public name of the classes a plugin author uses (board and options-dialog
base classes, descriptor, knowledge, computer player, conformance and playthrough
functions) is documented in docs/plugin-api.md: a name added to the API without its
documentation fails here."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
from ludotheque_testgames.stones import StonesGame
from PySide6.QtWidgets import QDialog, QWidget

import ludotheque.core as core
import ludotheque.gui as gui
from ludotheque.core import QT_TRANSLATE_NOOP, ComputerPlayer, GameInfo, GameKnowledge
from ludotheque.gui import BoardWidget, OptionsDialog, OptionsForm

DOC = (Path(__file__).resolve().parent.parent / "docs" / "plugin-api.md").read_text(
    encoding="utf-8")

QT_OVERRIDES = {"paintEvent", "event", "keyPressEvent", "mousePressEvent", "mouseMoveEvent",
                "leaveEvent", "changeEvent", "accept", "sizeHint", "minimumSizeHint"}
"""Qt's own virtual methods the bases override: documented by Qt, named in the text."""


def documented(name: str) -> bool:
    return re.search(r"`[^`\n]*\b" + re.escape(name) + r"\b", DOC) is not None


def public_names(instance: object, stop: type) -> set[str]:
    names = {n for n in vars(instance) if not n.startswith("_") and not hasattr(stop, n)}
    for klass in type(instance).__mro__:
        if klass is stop or klass is object:
            break
        names |= {n for n in vars(klass) if not n.startswith("_")}
    return names - {"staticMetaObject"}


def info() -> GameInfo:
    return GameInfo(id="stones", name=QT_TRANSLATE_NOOP("testgames", "Stones"),
                    summary=QT_TRANSLATE_NOOP("testgames", "Take the last stone."),
                    game=StonesGame())


@pytest.mark.parametrize("build", ["board", "dialog", "form"])
def test_every_public_name_of_the_widget_bases_is_documented(qtbot, build: str) -> None:
    if build == "board":
        widget, stop = BoardWidget(info()), QWidget
    elif build == "dialog":
        widget, stop = OptionsDialog(info()), QDialog
    else:
        widget, stop = OptionsForm(StonesGame().options_schema), QWidget
    qtbot.addWidget(widget)
    missing = sorted(n for n in public_names(widget, stop) - QT_OVERRIDES if not documented(n))
    assert not missing, f"{type(widget).__name__}: document {missing} in docs/plugin-api.md"


@pytest.mark.parametrize("record", [GameInfo, GameKnowledge, ComputerPlayer])
def test_every_field_of_the_records_is_documented(record: type) -> None:
    names = {f.name for f in dataclasses.fields(record)}
    names |= {n for n in vars(record) if not n.startswith("_") and callable(getattr(record, n))
              or isinstance(getattr(record, n, None), property)}
    missing = sorted(n for n in names if not n.startswith("_") and not documented(n))
    assert not missing, f"{record.__name__}: document {missing} in docs/plugin-api.md"


def test_every_name_of_the_public_surface_is_documented() -> None:
    names = [n for n in [*core.__all__, *gui.__all__] if not n.startswith("__")]
    missing = sorted(n for n in names if not documented(n))
    assert not missing, f"document {missing} in docs/plugin-api.md"
