"""The conformance kit, registration, and the rules' independence from Qt."""

from __future__ import annotations

import subprocess
import sys

from ludotheque_forts import plugin
from ludotheque_forts.rules import FortsGame

from ludotheque.core.testing import check_game


def test_conformance_kit() -> None:
    report = check_game(FortsGame(), playouts=12, check_all_moves_every=5)
    assert report.playouts >= 12
    assert report.steps > 0


def test_descriptor_is_valid() -> None:
    info = plugin.game_info()
    info.validate()
    assert info.players == (1, 1)
    assert set(info.rules) == {"en", "fr"}
    assert {"fallen", "no_room"} <= set(info.outcome_texts)


def test_registration_hooks() -> None:
    games: list = []
    knowledge: list = []
    players: list = []
    plugin.ludotheque_register_games(games.append)
    plugin.ludotheque_register_knowledge(knowledge.append)
    plugin.ludotheque_register_players(players.append)
    assert [g.id for g in games] == ["forts_and_ruins"]
    assert knowledge[0].game_id == players[0].game_id == "forts_and_ruins"
    assert knowledge[0].rollout is not None and knowledge[0].playout is not None
    assert players[0].search["expand_from"] == 4000


def test_rules_do_not_import_qt() -> None:
    code = ("import sys, ludotheque_forts.plugin, ludotheque_forts.rules, "
            "ludotheque_forts.records, ludotheque_forts.rules.heuristics; "
            "print('PySide6' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "False"


def test_french_translation_is_complete() -> None:
    import xml.etree.ElementTree as ElementTree
    from pathlib import Path

    folder = Path(plugin.__file__).parent / "i18n"
    root = ElementTree.parse(folder / "ludotheque_forts_fr.ts").getroot()
    messages = root.findall(".//message")
    assert len(messages) > 40
    for message in messages:
        translation = message.find("translation")
        assert translation is not None and translation.get("type") is None
        if message.get("numerus") == "yes":  # French: one form for 0 and 1, one for more
            forms = [form.text or "" for form in translation.findall("numerusform")]
            assert len(forms) == 2 and all(form.strip() for form in forms), \
                message.findtext("source")
        else:
            assert (translation.text or "").strip(), message.findtext("source")
    assert (folder / "ludotheque_forts_fr.qm").stat().st_size > 1000
