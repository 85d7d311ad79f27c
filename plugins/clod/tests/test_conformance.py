"""The platform's conformance kit on both games."""

from ludotheque_clod.rules import ClodGame, RoyalClodGame

from ludotheque.core.testing import check_game


def test_clod_conforms():
    report = check_game(ClodGame(), playouts=6)
    assert report.playouts >= 7 and report.steps > 0


def test_royal_clod_conforms():
    report = check_game(RoyalClodGame(), playouts=2, check_all_moves_every=5)
    assert report.playouts >= 3 and report.steps > 0
