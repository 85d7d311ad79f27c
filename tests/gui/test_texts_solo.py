"""A solo game ends with a score, not with a winner."""

from __future__ import annotations

from types import SimpleNamespace

from ludotheque.core.match import Seat
from ludotheque.core.model import Outcome
from ludotheque.gui.texts import result_text


def test_solo_headline_gives_the_score() -> None:
    match = SimpleNamespace(seats=(Seat(name="Alice"),))
    assert result_text(match, Outcome((12.0,), (0,), "fallen")) == "Game over: final score 12."


def test_two_player_headline_names_the_winner() -> None:
    match = SimpleNamespace(seats=(Seat(name="Alice"), Seat(name="Bruno")))
    assert result_text(match, Outcome((30.0, 18.0), (0,))) == "Alice wins!"
    assert result_text(match, Outcome((24.0, 24.0), (0, 1))) == "A draw!"
