"""History lines never reveal the secret colours dealt at the start."""

from __future__ import annotations


def test_history_notation_of_the_deal_hides_the_colours() -> None:
    from ludotheque.core.match import Match

    from ludotheque_clans.rules.game import ClansGame

    match = Match(ClansGame(), seats=None, seed=3)
    before = match.state
    deal = match.roll()
    assert str(deal).startswith("deal ") and len(str(deal)) > len("deal ")
    assert before.step_notation(deal, None) == "deal"
    own = before.step_notation(deal, 0)
    assert own == f"deal ({str(deal)[5]})"
