"""Help ▸ About names the games as a player reads them (their names and what they
are, in the current language), and still tells each game's plugin and version."""

from __future__ import annotations

from ludotheque.core.plugins.registry import PluginRecord, make_registry
from ludotheque.gui.about_dialog import AboutDialog

from .conftest import make_testgames_registry


def test_about_lists_the_games_by_name_with_their_plugin(qtbot) -> None:
    dialog = AboutDialog(make_testgames_registry())
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    for name, summary in (("High card", "Bet on a secret card."), ("Pig", "A dice race."),
                          ("Stones", "Take the last stone.")):
        assert name in text and summary in text
    assert "high_card" not in text  # the game's id is for programs
    assert "ludotheque-testgames" in text  # the distribution, as a detail
    assert text.index("High card") < text.index("Pig") < text.index("Stones")


def test_about_names_the_installed_games_in_french(qtbot, make_window) -> None:
    window = make_window(make_registry(), language="fr")
    dialog = window.show_about()
    text = dialog.text.toPlainText()
    assert "Awalé" in text and "Forts et Ruines" in text
    assert "ludotheque-mancala" in text
    assert "Le classique" in text or "graines" in text  # a summary, in French
    dialog.close()


def test_about_says_why_a_plugin_brings_no_game(qtbot) -> None:
    registry = make_testgames_registry()
    registry.plugins["ludotheque-broken"] = PluginRecord(
        name="ludotheque-broken", version="1.0", status="failed",
        summary="A game that does not load.")
    dialog = AboutDialog(registry)
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert "ludotheque-broken" in text and "failed to load" in text
