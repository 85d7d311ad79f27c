"""Registration, packaging and the pure-Python rule of the rules package."""

from __future__ import annotations

import subprocess
import sys

from ludotheque.core.descriptor import GameInfo


def _infos() -> list[GameInfo]:
    from ludotheque_clod.plugin import ludotheque_register_games

    infos: list[GameInfo] = []
    ludotheque_register_games(infos.append)
    return infos


def test_both_games_are_registered_and_valid():
    infos = _infos()
    assert [info.id for info in infos] == ["clod", "royal_clod"]
    for info in infos:
        info.validate()
        assert set(info.rules) == {"en", "fr"}
        assert info.icon is not None and info.icon.read_text().lstrip().startswith("<svg")
        assert info.translations is not None
        assert list(info.translations.glob("*_fr.qm"))
        assert info.outcome_texts


def test_discovered_through_the_entry_point():
    from ludotheque.core.plugins.registry import make_registry

    registry = make_registry()
    assert registry.game("clod").game.id == "clod"
    assert registry.game("royal_clod").game.id == "royal_clod"


def test_lazy_references_resolve():
    from ludotheque.core.descriptor import load_reference

    for info in _infos():
        assert load_reference(info.board_widget).__name__ == "ClodBoardWidget"
        assert load_reference(info.options_dialog).__name__ == "ClodOptionsDialog"


def test_rules_do_not_import_qt():
    code = ("import sys, ludotheque_clod.plugin, ludotheque_clod.rules, "
            "ludotheque_clod.rules.heuristics; "
            "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'")
    subprocess.run([sys.executable, "-c", code], check=True)
