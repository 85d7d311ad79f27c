"""High card, a hidden-information game: each player is dealt a secret card,
then in turn bets or folds; the highest card among those who bet wins."""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from typing import Any

from ludotheque.core import CHANCE, TERMINAL, Game, InvalidMoveError, Outcome, State

BET, FOLD = "bet", "fold"


class HighCardGame(Game):
    id = "high_card"
    min_players, max_players = 2, 3

    def initial_state(self, options: dict[str, Any], players: int, seed: int) -> HighCardState:
        return HighCardState(players, None, ())

    def parse_move(self, text: str) -> Any:
        if text in (BET, FOLD):
            return text
        parts = text.split("-")
        if len(parts) >= 2 and all(p.isdigit() and len(p) == 1 for p in parts):
            return text
        raise InvalidMoveError.for_text(text)


@dataclass(frozen=True, eq=False)
class HighCardState(State):
    players: int
    cards: tuple[int | None, ...] | None  # None before the deal; None entries are unknown
    actions: tuple[str, ...]

    @property
    def num_players(self) -> int:  # type: ignore[override]
        return self.players

    @property
    def current_player(self) -> int:  # type: ignore[override]
        if self.cards is None:
            return CHANCE
        if len(self.actions) == self.players:
            return TERMINAL
        return len(self.actions)

    def _deals(self) -> list[str]:
        deck = range(1, self.players + 3)
        return ["-".join(map(str, p)) for p in itertools.permutations(deck, self.players)]

    def legal_moves(self) -> tuple[str, ...]:
        player = self.current_player
        if player == CHANCE:
            return tuple(self._deals())
        if player == TERMINAL:
            return ()
        return (BET, FOLD)

    def chance_outcomes(self) -> tuple[tuple[str, float], ...]:
        if self.cards is not None:
            return ()
        deals = self._deals()
        return tuple((deal, 1 / len(deals)) for deal in deals)

    def apply(self, move: Any) -> HighCardState:
        if self.cards is None:
            return type(self)(self.players, tuple(int(c) for c in move.split("-")), ())
        return type(self)(self.players, self.cards, self.actions + (move,))

    def scores(self) -> tuple[float, ...]:
        if self.current_player != TERMINAL:
            return (0.0,) * self.players
        assert self.cards is not None
        betting = [p for p in range(self.players) if self.actions[p] == BET]
        if not betting:
            return (0.0,) * self.players
        best = max(betting, key=lambda p: self.cards[p] or 0)
        return tuple(1.0 if p == best else 0.0 for p in range(self.players))

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        scores = self.scores()
        return Outcome(scores, tuple(p for p in range(self.players) if scores[p] > 0))

    def view(self, player: int) -> HighCardState:
        if self.cards is None or self.is_over():
            return self
        cards = tuple(c if p == player else None for p, c in enumerate(self.cards))
        return type(self)(self.players, cards, self.actions)

    def determinise(self, player: int, rng: random.Random) -> HighCardState:
        if self.cards is None or None not in self.cards:
            if self.cards is None or self.is_over():
                return self
            return self.view(player).determinise(player, rng)
        known = {c for c in self.cards if c is not None}
        free = [c for c in range(1, self.players + 3) if c not in known]
        rng.shuffle(free)
        cards = tuple(c if c is not None else free.pop() for c in self.cards)
        return type(self)(self.players, cards, self.actions)

    def step_for(self, move: Any, viewer: int | None) -> Any:
        """A deal keeps only *viewer*'s card; the others get the lowest cards left."""
        if self.cards is not None:
            return move
        cards = [int(c) for c in move.split("-")]
        own = cards[viewer] if viewer is not None else None
        free = iter(c for c in range(1, self.players + 3) if c != own)
        return "-".join(str(own if p == viewer else next(free)) for p in range(self.players))

    def private_data(self, player: int) -> Any:
        if self.cards is None or self.is_over():
            return None
        return self.cards[player]

    def to_json(self) -> Any:
        return {"cards": None if self.cards is None else list(self.cards),
                "actions": list(self.actions)}
