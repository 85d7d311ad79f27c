"""Golden playthroughs: a seeded game written out step by step, kept in a file, and
played again by the tests, so that any change to a game's rules shows up as a
difference (in the manner of OpenSpiel's playthroughs).

A playthrough is plain text.  Its header names the game, the options, the number
of players and the seed; then, for the start and after every step, it gives who is
to move, the legal moves (or the chance outcomes with their odds), the move played
and its sentence, the scores, a digest of each seat's view, and the whole state as
canonical JSON; the last block gives the outcome.  Moves are drawn with
``random.Random(seed)`` (chance outcomes by their odds), so the file is the same
on every machine.

In a plugin's tests::

    from ludotheque.core import check_playthrough

    @pytest.mark.parametrize("seed", [1, 2])
    def test_golden_playthrough(seed):
        check_playthrough(KalahGame(), GOLDEN / f"kalah-{seed}.txt", seed=seed)

Write the files once with ``LUDOTHEQUE_UPDATE_GOLDEN=1`` and commit them; later
runs compare (a missing file is written and the test fails, so that a file never
goes uncommitted unnoticed).  After a deliberate change to the rules, regenerate the
files the same way and read the difference before committing it.
"""

from __future__ import annotations

import difflib
import os
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .i18n import TrText
from .model import CHANCE, Game, State, canonical_json

__all__ = ["UPDATE_VARIABLE", "check_playthrough", "playthrough"]

UPDATE_VARIABLE = "LUDOTHEQUE_UPDATE_GOLDEN"
"""Set to 1 to (re)write the golden files instead of comparing with them."""


def _english(text: TrText, mover: int) -> str:
    """The sentence in English, the mover named as the host names a seat."""
    return text.format(player=f"Player {mover + 1}").translate(None)


def _numbers(values: tuple[float, ...]) -> str:
    return " ".join(f"{v:g}" for v in values)


def _block(state: State, step: int) -> list[str]:
    lines = [f"## after step {step}" if step else "## start"]
    if state.is_over():
        lines.append("to move: nobody (over)")
    elif state.current_player == CHANCE:
        odds = ", ".join(f"{move} {p:.6g}" for move, p in state.chance_outcomes())
        lines += ["to move: chance", f"outcomes: {odds}"]
    else:
        lines += [f"to move: player {state.current_player}",
                  "legal: " + " | ".join(str(move) for move in state.legal_moves())]
    lines.append(f"scores: {_numbers(tuple(state.scores()))}")
    lines.append("views: " + " ".join(state.view(p).checksum()
                                      for p in range(state.num_players)))
    lines.append("state: " + canonical_json(state.to_json()))
    return lines


def playthrough(game: Game, *, seed: int = 0, options: Mapping[str, Any] | None = None,
                players: int | None = None, max_steps: int = 400) -> str:
    """The playthrough of *game* as text: seeded random moves from the start (chance
    by its odds) until the end or *max_steps* steps."""
    players = players or game.min_players
    state = game.new_state(dict(options or {}), players=players, seed=seed)
    rng = random.Random(seed)
    shown = canonical_json(game.options_schema.validate(dict(options or {})))
    lines = [f"# game: {game.id}", f"# options: {shown}", f"# players: {players}",
             f"# seed: {seed}", "", *_block(state, 0)]
    for step in range(1, max_steps + 1):
        if state.is_over():
            break
        if state.current_player == CHANCE:
            move = state.sample_chance(rng)
            played = f"chance: {move}"
        else:
            moves = state.legal_moves()
            move = moves[rng.randrange(len(moves))]
            played = f"player {state.current_player}: {move}"
        said = _english(state.step_text(move), max(state.current_player, 0))
        state = state.play(move)
        lines += ["", f"# step {step}: {played}", f"# said: {said}", *_block(state, step)]
    outcome = state.outcome()
    lines += ["", "## end"]
    if outcome is None:
        lines.append(f"outcome: none after {max_steps} steps")
    else:
        lines.append(f"outcome: winners {list(outcome.winners)}, "
                     f"scores {_numbers(tuple(outcome.scores))}")
    return "\n".join(lines) + "\n"


def check_playthrough(game: Game, path: str | os.PathLike[str], *, seed: int = 0,
                      options: Mapping[str, Any] | None = None, players: int | None = None,
                      max_steps: int = 400) -> None:
    """Compare the playthrough of *game* with the file at *path*; (re)write the file
    when ``LUDOTHEQUE_UPDATE_GOLDEN=1``.

    :raises AssertionError: naming the first lines that differ, or saying that the
        file was missing (it is written then: check it and commit it).
    """
    text = playthrough(game, seed=seed, options=options, players=players, max_steps=max_steps)
    file = Path(path)
    update = os.environ.get(UPDATE_VARIABLE) == "1"
    if update or not file.exists():
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(text, encoding="utf-8")
        if not update:
            raise AssertionError(f"{file} was missing: it is written now; read it and "
                                 f"commit it")
        return
    golden = file.read_text(encoding="utf-8")
    if text != golden:
        diff = difflib.unified_diff(golden.splitlines(), text.splitlines(), str(file),
                                    "played now", lineterm="", n=2)
        shown = "\n".join(line[:300] for line in list(diff)[:40])
        raise AssertionError(f"{file.name}: the game no longer plays as recorded "
                             f"(set {UPDATE_VARIABLE}=1 to accept a deliberate change):\n"
                             f"{shown}")
