"""The conformance kit passes correct games and catches broken ones."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

import pytest
from ludotheque_testgames.highcard import HighCardGame, HighCardState
from ludotheque_testgames.pig import PigGame, PigState
from ludotheque_testgames.stones import StonesGame, StonesState

from ludotheque.core.i18n import QT_TRANSLATE_NOOP
from ludotheque.core.model import TERMINAL
from ludotheque.core.options import IntOption, OptionsSchema
from ludotheque.core.testing import ConformanceError, check_game, option_variants


@pytest.mark.parametrize("game", [PigGame(), HighCardGame(), StonesGame()],
                         ids=lambda g: g.id)
def test_the_test_games_conform(game) -> None:
    report = check_game(game, playouts=10)
    assert report.playouts >= 10 and report.steps > 0 and report.moves_tried > 0


def test_option_variants_cover_the_edges() -> None:
    variants = list(option_variants(PigGame()))
    assert variants == [{"target": 20}, {"target": 10}, {"target": 100}]


# --- deliberately broken games -------------------------------------------------


class LeakyView(HighCardState):
    """The view shows every card."""

    def view(self, player: int) -> Any:
        return self


class LeakyGame(HighCardGame):
    def initial_state(self, options, players, seed):
        return LeakyView(players, None, ())


class LeakyApply(HighCardState):
    """The view hides the cards from to_json and private_data, but keeps them
    on the side, and determinise deals them back: a leak through the view."""

    def view(self, player):
        seen = HighCardState.view(self, player)
        object.__setattr__(seen, "truth", self.cards)
        return seen

    def determinise(self, player, rng):
        truth = getattr(self, "truth", None) or self.cards
        return type(self)(self.players, truth, self.actions)


class TellingSteps(HighCardState):
    """The view hides the cards, but the deal is sent to every seat as dealt."""

    def step_for(self, move, viewer):
        return move


class TellingGame(HighCardGame):
    def initial_state(self, options, players, seed):
        return TellingSteps(players, None, ())


class LosingSteps(HighCardState):
    """The deal sent to a seat loses that seat's own card."""

    def step_for(self, move, viewer):
        if self.cards is not None:
            return move
        return "-".join(str(c) for c in range(1, self.players + 1))


class LosingGame(HighCardGame):
    def initial_state(self, options, players, seed):
        return LosingSteps(players, None, ())


class IgnoringGame(HighCardGame):
    def initial_state(self, options, players, seed):
        return LeakyApply(players, None, ())


@dataclass(frozen=True, eq=False)
class EndlessStones(StonesState):
    def apply(self, move):  # "end" never lets the pile shrink... and take adds back
        if move == "end":
            return EndlessStones(self.pile, 1 - self.turn, 0, None)
        return EndlessStones(self.pile, self.turn, self.taken + 1, None)


class EndlessGame(StonesGame):
    def initial_state(self, options, players, seed):
        return EndlessStones(options["stones"], 0, 0, None)


@dataclass(frozen=True, eq=False)
class MovesAtEnd(StonesState):
    def legal_moves(self):
        return ("take",) if self.winner is not None else super().legal_moves()

    def apply(self, move):
        child = super().apply(move)
        return MovesAtEnd(child.pile, child.turn, child.taken, child.winner)


class MovesAtEndGame(StonesGame):
    def initial_state(self, options, players, seed):
        return MovesAtEnd(options["stones"], 0, 0, None)


@dataclass(frozen=True, eq=False)
class BadDice(PigState):
    def chance_outcomes(self):
        return tuple((face, 0.2) for face in ("1", "2", "3", "4", "5", "6")) if self.rolling else ()

    def apply(self, move):
        child = super().apply(move)
        return BadDice(**child.__dict__)


class BadDiceGame(PigGame):
    def initial_state(self, options, players, seed):
        return BadDice(options["target"], (0,) * players, 0, 0, False)


class SeedDependentGame(StonesGame):
    """new_state ignores the seed it is given but uses a global generator."""

    def initial_state(self, options, players, seed):
        return StonesState(options["stones"] + random.randrange(3), 0, 0, None)


class BadNotationGame(StonesGame):
    def parse_move(self, text):
        return {"take": "end", "end": "take"}[text]


class LaxOptionsGame(StonesGame):
    class _Schema(OptionsSchema):
        def validate(self, values):
            return {**self.defaults(), **(values or {})}

    options_schema = _Schema([IntOption("stones", QT_TRANSLATE_NOOP("t", "Stones"), 15, 5, 40)])


@dataclass(frozen=True, eq=False)
class EarlyOutcome(StonesState):
    def outcome(self):
        from ludotheque.core.model import Outcome
        return Outcome((0.0, 0.0), (0, 1))

    def apply(self, move):
        child = super().apply(move)
        return EarlyOutcome(child.pile, child.turn, child.taken, child.winner)


class EarlyOutcomeGame(StonesGame):
    def initial_state(self, options, players, seed):
        return EarlyOutcome(options["stones"], 0, 0, None)


@dataclass(frozen=True, eq=False)
class PersonalWords(StonesState):
    """Hides nothing, yet words a step differently for each viewer."""

    def step_text(self, move, viewer=None):
        from ludotheque.core.i18n import TrText
        return TrText("t", f"{{player}} ({viewer}): {move}")

    def apply(self, move):
        child = super().apply(move)
        return PersonalWords(child.pile, child.turn, child.taken, child.winner)


class PersonalWordsGame(StonesGame):
    def initial_state(self, options, players, seed):
        return PersonalWords(options["stones"], 0, 0, None)


@pytest.mark.parametrize("game, words", [
    (LeakyGame(), "reveals player"),
    (TellingGame(), "a step reveals a secret"),
    (LosingGame(), "gives another view than the game's"),
    (IgnoringGame(), "never dealt other players' secrets differently"),
    (EndlessGame(), "did not end within"),
    (MovesAtEndGame(), "over but there are legal moves"),
    (BadDiceGame(), "sum to 1"),
    (SeedDependentGame(), "same seed"),
    (BadNotationGame(), "does not give back"),
    (LaxOptionsGame(), "should be refused"),
    (EarlyOutcomeGame(), "outcome() is set before the end"),
    (PersonalWordsGame(), "the game hides nothing, yet step_text"),
], ids=lambda value: type(value).__name__ if not isinstance(value, str) else "")
def test_the_kit_catches_a_broken_game(game, words: str) -> None:
    with pytest.raises(ConformanceError) as info:
        check_game(game, playouts=3, max_steps=300)
    assert words in str(info.value)


def test_mutating_apply_is_caught() -> None:
    class Box:
        def __init__(self):
            self.items = [0]

    @dataclass(frozen=True, eq=False)
    class Mutating(StonesState):
        box: Any = None

        def apply(self, move):
            self.box.items.append(1)  # shares and mutates a board
            child = super().apply(move)
            return Mutating(child.pile, child.turn, child.taken, child.winner, self.box)

        def to_json(self):
            return [super().to_json(), list(self.box.items)]

    class MutatingGame(StonesGame):
        def initial_state(self, options, players, seed):
            return Mutating(options["stones"], 0, 0, None, Box())

    with pytest.raises(ConformanceError) as info:
        check_game(MutatingGame(), playouts=2, max_steps=200)
    assert "changed the original state" in str(info.value)


def test_terminal_constant_is_distinct() -> None:
    assert TERMINAL not in range(0, 10)
    assert replace(StonesState(1, 0, 0, 0)).is_over()


class RareBadNotationGame(StonesGame):
    """The notation of "end" after exactly two stones does not read back: a state
    met at some steps only, which a sampled check of the moves would miss."""

    def initial_state(self, options, players, seed):
        return RareBadNotation(options["stones"], 0, 0, None)

    def parse_move(self, text):
        if text == "end-after-2":
            raise ValueError("no such move")
        return super().parse_move(text)


@dataclass(frozen=True, eq=False)
class RareBadNotation(StonesState):
    def legal_moves(self):
        return tuple(RareMove("end-after-2") if m == "end" and self.taken == 2 else m
                     for m in super().legal_moves())

    def apply(self, move):
        child = super().apply("end" if move == "end-after-2" else move)
        return RareBadNotation(child.pile, child.turn, child.taken, child.winner)


class RareMove(str):
    pass


def test_every_legal_move_met_is_read_back_even_between_sampled_states() -> None:
    with pytest.raises(ConformanceError) as info:
        check_game(RareBadNotationGame(), playouts=3, max_steps=300, check_all_moves_every=97)
    assert "reading back 'end-after-2' raised ValueError: no such move" in str(info.value)
