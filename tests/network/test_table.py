"""A network match on the server (``ludotheque.core.network.table``): moves are
checked and journaled before they are accepted, computer seats and chance play on
their own, a restart resumes every step, and a seat sees only its own secrets."""

from __future__ import annotations

from pathlib import Path

import pytest
from ludotheque_clans.rules.moves import Deal

from ludotheque.core.match import Match, Seat
from ludotheque.core.model import seat_view
from ludotheque.core.network.journal import Journal
from ludotheque.core.network.table import MoveRefused, Table


def test_moves_are_checked_journaled_and_resumed(tmp_path: Path, registry) -> None:
    journal = Journal(tmp_path)
    table, tokens = Table.create(journal, registry, "kalah", {},
                                 [Seat("human", "Ann"), Seat("ai", "Hal", "beginner")], seed=3)
    assert set(tokens) == {0} and journal.seat_of(table.id, tokens[0]) == 0
    assert table.to_move() == 0
    view = table.view(0)
    assert view["legal"] == ["1", "2", "3", "4", "5", "6"] or len(view["legal"]) == 6
    with pytest.raises(MoveRefused) as refused:
        table.play(1, "1")
    assert refused.value.code == "not_your_turn"
    for bad, code in (("9", "bad_move"), ({"x": 1}, "bad_move")):
        with pytest.raises(MoveRefused) as refused:
            table.play(0, bad)
        assert refused.value.code == code, bad
    assert len(table.match) == 0  # nothing changed
    plies = table.play(0, view["legal"][0])
    assert plies[0] == 0 and table.to_move() in (0, None)  # the computer answered
    while table.to_move() == 0:
        table.play(0, table.view(0)["legal"][-1])
    steps = len(table.match)
    journal.close()
    again_journal = Journal(tmp_path)
    (record,) = again_journal.matches()
    again = Table.resume(again_journal, registry, record)
    assert len(again.match) == steps and again.match.state == table.match.state
    assert again.view(0) == table.view(0)


def test_a_clans_seat_never_sees_another_seat_s_colour(tmp_path: Path, registry) -> None:
    seats = [Seat("human", "Ann"), Seat("human", "Bea"), Seat("ai", "Hal", "beginner")]
    table, tokens = Table.create(Journal(tmp_path), registry, "clans", {}, seats, seed=5)
    assert set(tokens) == {0, 1}
    colours = table.match.state.to_json()["colours"]
    assert None not in colours
    for seat in range(3):
        view = table.view(seat)
        assert view["state"]["colours"] == [c if s == seat else None
                                            for s, c in enumerate(colours)]
        deal = table.steps(seat)[0]
        assert deal["text"].startswith("Colours dealt") and deal["player"] is None
        own = colours[seat]
        free = iter(c for c in range(5) if c != own)  # the rest filled in a fixed way
        assert deal["move"] == str(Deal(tuple(own if s == seat else next(free)
                                              for s in range(3))))
    spectator = table.view(None)
    assert spectator["state"]["colours"] == [None, None, None] and "legal" not in spectator
    assert table.steps(None)[0] == {"player": None, "move": str(Deal((0, 1, 2))),
                                    "text": "Colours dealt"}


def test_replaying_a_seat_s_steps_gives_its_view(tmp_path: Path, registry) -> None:
    seats = [Seat("human", "Ann"), Seat("random"), Seat("random")]
    table, _ = Table.create(Journal(tmp_path), registry, "clans", {}, seats, seed=8)
    game = table.game
    for seat in (0, 1, None):
        replay = Match(game, table.match.options, seats, 0)
        for step in table.steps(seat):
            replay.play(game.move_from_json(step["move"]))
        assert seat_view(replay.state, seat).checksum() == table.view(seat)["checksum"]
    while table.to_move() == 0:
        table.play(0, table.view(0)["legal"][0])
    assert table.to_move() is None
    update = table.update(1, 5)
    assert update["from"] == 0  # the end shows every colour: the steps as played
    assert [s["move"] for s in update["steps"]] == [
        game.move_to_json(move) for _, move in table.match.steps]


def test_a_finished_game_refuses_moves_and_tells_its_outcome(tmp_path: Path, registry) -> None:
    table, _ = Table.create(Journal(tmp_path), registry, "kalah", {},
                            [Seat("random"), Seat("random")], seed=1)
    assert table.to_move() is None  # two computer seats play to the end at once
    outcome = table.view(None)["outcome"]
    assert outcome["reason"] and len(outcome["scores"]) == 2
    with pytest.raises(MoveRefused) as refused:
        table.play(0, "1")
    assert refused.value.code == "over"
    (record,) = table.journal.matches()
    assert len(record.steps) == len(table.match)


def test_an_undo_drops_the_steps_and_chance_replays_the_same(tmp_path: Path, registry) -> None:
    journal = Journal(tmp_path)
    table, _ = Table.create(journal, registry, "clod", {}, [Seat("human"), Seat("human")],
                            seed=6)
    assert table.undo_target(0) is None and len(table.match) == 1  # the first roll
    while len([m for m, _ in table.match.steps if m == 1]) < 2:
        mover = table.to_move()
        table.play(mover, table.view(mover)["legal"][0])
    steps = table.match.steps
    target = table.undo_target(0)
    assert steps[target][0] == 0 and all(m != 0 for m, _ in steps[target + 1:])
    table.undo_to(target)
    assert table.match.steps == steps[:target] and table.to_move() == 0
    assert journal.match(table.id).steps == [table.game.move_to_json(m)
                                             for _, m in steps[:target]]
    table.play(0, table.game.move_to_json(steps[target][1]))  # the same move again
    assert table.match.steps[:target + 2] == steps[:target + 2]  # the same roll after it
    again = Table.resume(journal, registry, journal.match(table.id))
    assert again.match.steps == table.match.steps


def test_a_seat_handed_to_the_computer_plays_on_and_resumes(tmp_path: Path, registry) -> None:
    journal = Journal(tmp_path)
    table, tokens = Table.create(journal, registry, "kalah", {},
                                 [Seat("human", "Ann"), Seat("human", "Bea")], seed=2)
    table.play(0, "1")
    assert table.to_move() == 1
    with pytest.raises(ValueError):
        table.hand_over(registry, 0, "nonsense")
    table.hand_over(registry, 1, "beginner")
    with pytest.raises(ValueError, match="not a human seat"):
        table.hand_over(registry, 1, "beginner")
    assert table.human_seats() == [0] and table.to_move() == 1
    assert table.waits()
    assert table.settle() and table.to_move() in (0, None)  # it played at once
    assert not table.waits() and table.journaled == 1  # played here, not on disk yet
    table.store()
    assert len(journal.match(table.id).steps) == len(table.match) == table.journaled
    assert journal.seat_of(table.id, tokens[1]) is None
    again = Table.resume(journal, registry, journal.match(table.id))
    assert again.match.seats[1] == Seat("ai", "Bea", "beginner") and set(again.players) == {1}
