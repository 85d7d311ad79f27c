"""Catalogues: every host and plugin string has a French translation, the
committed .qm files are up to date, and the language switches live."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ludotheque.core.match import HUMAN, Seat
from ludotheque.core.plugins.catalogues import untranslated

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
LUPDATE = BIN / "pyside6-lupdate"
LRELEASE = BIN / "pyside6-lrelease"
HOST_TS = ROOT / "translations" / "ludotheque_fr.ts"
HOST_QM = ROOT / "gui" / "translations" / "ludotheque_fr.qm"
PLUGIN_TS = sorted(ROOT.glob("plugins/*/ludotheque_*/i18n/*.ts"))

needs_tools = pytest.mark.skipif(not LUPDATE.exists() or not LRELEASE.exists(),
                                 reason="pyside6-lupdate/lrelease not installed")


def unfinished(ts: Path) -> list[str]:
    """The messages of *ts* without a finished translation."""
    return untranslated(ts)


def refreshed(ts: Path, sources: list[str], tmp_path: Path) -> Path:
    """A copy of *ts* updated by lupdate from *sources* (new strings come unfinished)."""
    copy = tmp_path / ts.name
    shutil.copy(ts, copy)
    subprocess.run([str(LUPDATE), *sources, "-source-language", "en", "-target-language",
                    ts.stem.rsplit("_", 1)[-1], "-ts", str(copy)], check=True,
                   capture_output=True, cwd=ROOT)
    return copy


def compiled(ts: Path, tmp_path: Path) -> bytes:
    out = tmp_path / (ts.stem + ".qm")
    subprocess.run([str(LRELEASE), str(ts), "-qm", str(out)], check=True, capture_output=True)
    return out.read_bytes()


@needs_tools
def test_every_host_string_has_a_french_translation(tmp_path: Path):
    sources = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "gui").glob("*.py"))
               + sorted((ROOT / "core").glob("*.py"))]
    problems = unfinished(refreshed(HOST_TS, sources, tmp_path))
    assert not problems, ("strings without French translation; run `make translations` and "
                          "translate them in translations/ludotheque_fr.ts:\n"
                          + "\n".join(problems))


@needs_tools
def test_the_committed_host_catalogue_is_compiled(tmp_path: Path):
    assert HOST_QM.is_file()
    assert compiled(HOST_TS, tmp_path) == HOST_QM.read_bytes(), "run `make translations`"


@needs_tools
@pytest.mark.parametrize("ts", PLUGIN_TS or [None],
                         ids=lambda p: p.parent.parent.name if p else "none")
def test_every_plugin_string_has_a_translation(ts: Path | None, tmp_path: Path):
    if ts is None:
        pytest.skip("no plugin catalogue yet")
    package = ts.parent.parent
    sources = [str(p) for p in sorted(package.rglob("*.py"))]
    problems = unfinished(refreshed(ts, sources, tmp_path))
    assert not problems, f"{ts}: untranslated strings:\n" + "\n".join(problems)
    qm = ts.with_suffix(".qm")
    assert qm.is_file(), f"{qm} is missing: run `make translations`"
    assert compiled(ts, tmp_path) == qm.read_bytes(), f"{qm} is stale: run `make translations`"


def test_the_language_switches_at_run_time(make_window, qtbot):
    from ludotheque.gui.new_game_dialog import NewGameChoice

    window = make_window(language="en")
    assert window.actions_.game_menu.title() == "&Game"
    assert window.start_page.games_title.text() == "GAMES"
    controller = window.start_match(
        "stones", NewGameChoice((Seat(HUMAN, "Ann"), Seat(HUMAN, "Bob")), {}), seed=1)
    host = window.board_host
    assert host.status_text.text() == "Ann, your turn"
    dialog = window.new_game("stones")
    assert dialog.seats_box.title() == "Players"
    window.actions_.french.trigger()
    qtbot.waitUntil(lambda: window.actions_.game_menu.title() == "&Partie")
    assert window.start_page.games_title.text() == "JEUX"
    assert host.status_text.text() == "Ann, à vous de jouer"
    assert host.seats_title.text() == "JOUEURS"
    assert dialog.seats_box.title() == "Joueurs"
    assert dialog.editors[1].kind.itemText(0) == "Humain"
    assert window.context.settings.language == "fr"
    assert window.actions_.french.isChecked()
    controller.request_move("end")  # refused: a translated core message
    window.actions_.english.trigger()
    qtbot.waitUntil(lambda: window.actions_.game_menu.title() == "&Game")
    assert host.status_text.text() == "Ann, your turn"
    dialog.reject()


def test_core_errors_are_translated(make_window, qtbot, tmp_path: Path):
    window = make_window(language="fr")
    bad = tmp_path / "empty.ludo"
    bad.write_text("")
    assert not window.open_file(bad)
    assert "Le fichier est vide." in window.last_message_box.text()


def test_first_start_follows_the_system_locale():
    from PySide6.QtCore import QLocale

    from ludotheque.gui.i18n import system_language

    assert system_language(QLocale("fr_CA")) == "fr"
    assert system_language(QLocale("de_DE")) == "en"


def test_french_typography_has_its_no_break_spaces() -> None:
    """Every French text of the host and the games puts a no-break space before
    : ; ! ? and inside « », never an ordinary one."""
    for ts in (HOST_TS, *PLUGIN_TS):
        for context in ET.parse(ts).getroot().iter("context"):
            for message in context.findall("message"):
                translation = message.find("translation")
                if translation is None or translation.get("type") in ("obsolete", "vanished"):
                    continue
                texts = [f.text or "" for f in translation.findall("numerusform")] or [
                    translation.text or ""]
                for text in texts:
                    bad = [mark for mark in (" :", " ;", " !", " ?", "« ", " »")
                           if mark in text]
                    assert not bad, f"{ts.name}: {context.findtext('name')}: {text!r}"


def test_the_window_s_texts_keep_their_french_in_every_module(make_window, tmp_path: Path):
    """The match session, the file commands and the start page's banners live in
    modules of their own and keep the translation contexts of their texts."""
    from ludotheque.gui.new_game_dialog import NewGameChoice

    window = make_window(language="fr")
    controller = window.start_match(
        "stones", NewGameChoice((Seat(HUMAN, "Ann"), Seat(HUMAN, "Bob")), {}), seed=1)
    assert controller.request_move(next(iter(controller.match.state.legal_moves())))
    window.restart()  # (match_session)
    assert window.statusBar().currentMessage().startswith("Une nouvelle partie commence.")
    assert window.save_to(tmp_path / "game.ludo")  # (file_commands)
    assert window.statusBar().currentMessage() == "Enregistré dans game.ludo"
    window.undo()  # back to the game Restart replaced
    window.show_start_page()
    banner = window.start_page.banners[0]  # (resume_banners)
    assert banner.resume.text() == "Revenir"
    assert "1 coup" in banner.text.text()
