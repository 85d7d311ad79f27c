"""The game model: static :class:`Game`, immutable :class:`State`, and moves.

Every game of the platform, bundled or installed later, is written against these
two classes.  They follow OpenSpiel's split: the :class:`Game` holds parameters
and creates states; a :class:`State` is one position, never changed after it is
made, and :meth:`State.apply` returns a new one.

Players are numbered from 0.  Two special values of :attr:`State.current_player`:

* :data:`CHANCE`: the next step is random (dice, a shuffle).  The state lists
  :meth:`State.chance_outcomes`; the match picks one with its seeded generator and
  records it, so every game replays exactly and a computer player can weigh the odds.
* :data:`TERMINAL`: the game is over; :meth:`State.outcome` says who won.

Moves are small hashable values (frozen dataclasses are ideal) whose ``str()``
is a short notation that :meth:`Game.parse_move` reads back.  A decision that
takes several steps (ordering villages, choosing recruit cells one at a time) is a
sequence of moves by the same player: the state simply keeps that player to move.

Hidden information: :meth:`State.view` gives what one player may see, and
:meth:`State.determinise` deals a plausible full state consistent with that view.
"""

from __future__ import annotations

import hashlib
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from .i18n import QT_TRANSLATE_NOOP, Texts, TrText
from .options import OptionsSchema

model = Texts("model")

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Move",
    "MoveError",
    "InvalidMoveError",
    "IllegalMoveError",
    "Outcome",
    "Game",
    "State",
    "canonical_json",
    "json_digest",
    "has_hidden_information",
    "seat_view",
]

CHANCE = -1
"""Value of :attr:`State.current_player` when the next step is a chance event."""
TERMINAL = -2
"""Value of :attr:`State.current_player` when the game is over."""

#: Anything hashable whose ``str()`` is its notation.
Move = Hashable



class MoveError(ValueError):
    """Base of move errors; :attr:`message` is a translatable :class:`TrText`."""

    def __init__(self, message: TrText) -> None:
        super().__init__(str(message))
        self.message = message


class InvalidMoveError(MoveError):
    """A notation or JSON value that is not a move of this game at all."""

    @classmethod
    def for_text(cls, text: object) -> InvalidMoveError:
        return cls(QT_TRANSLATE_NOOP("model", "'{move}' is not a move of this game.").format(
            move=text))


class IllegalMoveError(MoveError):
    """A well-formed move that the rules do not allow in this position."""

    @classmethod
    def for_move(cls, move: object) -> IllegalMoveError:
        return cls(QT_TRANSLATE_NOOP("model", "The move '{move}' is not allowed here.").format(
            move=str(move)))


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game, as data (the GUI words it).

    >>> Outcome((30.0, 18.0), (0,)).is_draw
    False
    >>> Outcome((24.0, 24.0), (0, 1)).is_draw
    True
    """

    scores: tuple[float, ...]
    """One final score per player."""
    winners: tuple[int, ...]
    """The players who share the win: one player, several (a shared win or a
    draw), or none (everybody lost, as in a solo game that cannot be won)."""
    reason: str = "normal"
    """Why the game ended, a short key such as ``"normal"``, ``"resigned"``,
    ``"repetition"``; a game's descriptor may give each key a translated text."""

    @property
    def is_draw(self) -> bool:
        """True when every player shares the win (and there are several)."""
        return len(self.scores) > 1 and len(self.winners) == len(self.scores)

    @staticmethod
    def by_scores(scores: Sequence[float], reason: str = "normal") -> Outcome:
        """The outcome where the highest scores win (all tied: a shared win)."""
        best = max(scores)
        winners = tuple(i for i, score in enumerate(scores) if score == best)
        return Outcome(tuple(float(s) for s in scores), winners, reason)


_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=True)
"""One encoder for every :func:`canonical_json` (``json.dumps`` with these arguments
builds a new one each call, which took half the time of a view's checksum)."""


def canonical_json(value: Any) -> str:
    """JSON with sorted keys and no spaces: the same data always gives the same text."""
    return _CANONICAL.encode(value)


def json_digest(value: Any) -> str:
    """The first 16 hexadecimal digits of the SHA-256 of :func:`canonical_json`
    (:meth:`State.checksum` of a state whose JSON is *value*)."""
    return hashlib.sha256(canonical_json(value).encode()).hexdigest()[:16]


class Game(ABC):
    """A game's static description: its parameters and how it starts.

    Subclasses set the class attributes and implement :meth:`initial_state` and
    :meth:`parse_move`.  A ``Game`` never changes once made; all dynamic data
    belongs to states.
    """

    id: ClassVar[str] = ""
    """Stable snake_case identifier, used in save files and on the command line."""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options_schema: ClassVar[OptionsSchema] = OptionsSchema()
    """The game's options; :meth:`new_state` validates against it."""

    def new_state(
        self,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        players: int | None = None,
    ) -> State:
        """Return the first state of a game.

        :param options: option values; missing ones take their defaults.
        :param seed: for games that derive something from it beyond explicit chance
            events (most games ignore it: their randomness is chance states).
        :param players: number of players, within the game's range (default: minimum).
        :raises OptionError: for invalid options.
        :raises ValueError: for a number of players outside the range.
        """
        values = self.options_schema.validate(options)
        count = self.min_players if players is None else players
        if not self.min_players <= count <= self.max_players:
            raise ValueError(
                f"{self.id} is for {self.min_players} to {self.max_players} players, not {count}"
            )
        return self.initial_state(values, count, seed)

    @abstractmethod
    def initial_state(self, options: dict[str, Any], players: int, seed: int) -> State:
        """Create the first state from validated *options* (called by :meth:`new_state`)."""

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """Read a move (or chance outcome) from its notation.

        :raises InvalidMoveError: when *text* is not a move of this game.
        """

    def move_to_json(self, move: Move) -> Any:
        """The JSON form of a move: its notation by default."""
        return str(move)

    def move_from_json(self, data: Any) -> Move:
        """Read back :meth:`move_to_json`.

        :raises InvalidMoveError: for anything that is not a move.
        """
        if not isinstance(data, str):
            raise InvalidMoveError.for_text(data)
        return self.parse_move(data)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id!r}>"


class State(ABC):
    """One position of a game.  Treat it as immutable.

    Subclasses set :attr:`current_player` and :attr:`num_players` (plain attributes,
    for speed) and implement the abstract methods.  Computer players call
    :meth:`apply` and :meth:`legal_moves` millions of times: keep them lean.
    """

    current_player: int
    """The player to move, :data:`CHANCE`, or :data:`TERMINAL`."""
    num_players: int
    """How many players take part."""

    # --- playing -------------------------------------------------------------

    @abstractmethod
    def legal_moves(self) -> Sequence[Move]:
        """The moves of the player to move, or the outcomes of a chance state.

        Empty exactly when the game is over.
        """

    @abstractmethod
    def apply(self, move: Move) -> State:
        """Return the state after *move*, without checking that it is legal."""

    def is_legal(self, move: Move) -> bool:
        """Whether *move* may be played here."""
        return move in self.legal_moves()

    def play(self, move: Move) -> State:
        """Return the state after *move*.

        :raises IllegalMoveError: if *move* is not legal here.
        """
        if not self.is_legal(move):
            raise IllegalMoveError.for_move(move)
        return self.apply(move)

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.current_player == TERMINAL

    @property
    def is_chance(self) -> bool:
        """Whether the next step is a chance event."""
        return self.current_player == CHANCE

    # --- chance --------------------------------------------------------------

    def chance_outcomes(self) -> Sequence[tuple[Move, float]]:
        """At a chance state, every outcome with its probability (they sum to 1)."""
        return ()

    def sample_chance(self, rng: random.Random) -> Move:
        """Draw one chance outcome with *rng* according to the probabilities."""
        outcomes = self.chance_outcomes()
        if not outcomes:
            raise ValueError("not a chance state")
        moves = [move for move, _ in outcomes]
        weights = [probability for _, probability in outcomes]
        return rng.choices(moves, weights)[0]

    # --- results -------------------------------------------------------------

    @abstractmethod
    def scores(self) -> tuple[float, ...]:
        """The current score of each player (final scores once the game is over)."""

    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None.  Default: highest score wins."""
        if not self.is_over():
            return None
        return Outcome.by_scores(self.scores())

    # --- hidden information --------------------------------------------------

    def view(self, player: int) -> State:
        """What *player* may see: a state whose other players' secrets are unknown.

        Default (perfect information): the state itself.  A view must still answer
        :attr:`current_player`, :meth:`legal_moves` and :meth:`scores` for the
        player it belongs to, so a board can show it and a human can play from it.
        """
        return self

    def determinise(self, player: int, rng: random.Random) -> State:
        """A full state consistent with :meth:`view` of *player*, secrets dealt at random.

        Works on a full state and on that player's view.  Default: the state itself.
        """
        return self

    def step_for(self, move: Move, viewer: int | None) -> Move:
        """*move*, played from this state, as *viewer* may know it (None: a spectator):
        a step that, played from any state with the same view, gives a state with the
        same view for *viewer* as *move* does.  The match server sends each seat its
        steps this way, so that a client rebuilds its own view by replaying them and
        never receives another player's secret.  Once the game is over, if its final
        state hides nothing from *viewer*, the server sends the steps as played.

        Default: the move itself (everything a step does is public).  A game whose
        chance outcomes deal secrets returns an outcome that keeps only what *viewer*
        may see (its own colour) and fills the rest in some fixed way.

        .. versionadded:: 2.1
        """
        return move

    def step_text(self, move: Move, viewer: int | None = None) -> TrText:
        """A short sentence saying what *move*, played from this state, does, as
        *viewer* may know it: for the history, the command line and screen readers.

        Use :class:`~ludotheque.core.i18n.Texts` (or ``QT_TRANSLATE_NOOP``) so that
        it is translated, with plural forms for counts.  The host fills the
        placeholder ``{player}`` with the mover's name; a chance step has no mover.
        *viewer* None means everybody at the table (hot-seat play, a spectator): a
        game whose chance outcomes deal secrets (colours, cards) must then say only
        what is public, for example "Colours dealt".  Save files and notation still
        record the full step.  A game that hides nothing (its state keeps
        :meth:`view`) gives every viewer the same sentence: the match server words
        each step once for all seats (the conformance kit checks it).

        Default: ``"{player}: <notation>"``, and ``"Chance: <notation>"`` for an outcome.

        .. versionadded:: 2.0
        """
        if self.current_player == CHANCE:
            return model.tr("Chance: {move}").format(move=str(move))
        return model.tr("{player}: {move}").format(move=str(move))

    def chance_text(self, outcomes: Sequence[Move], viewer: int | None = None
                    ) -> TrText | None:
        """One sentence for a run of chance steps played from this state, as *viewer*
        may know it (a whole setup, a deal), or None to let each step speak for
        itself (:meth:`step_text`).  The history shows a run of two or more chance
        steps as one line when the game gives it.  Default: None.

        .. versionadded:: 2.0
        """
        return None

    def private_data(self, player: int) -> Any:
        """*player*'s secret as JSON data (None when the player has none or it is unknown).

        The conformance kit uses it to check that a view of one player never
        reveals another's secret.
        """
        return None

    # --- identity ------------------------------------------------------------

    @abstractmethod
    def to_json(self) -> Any:
        """The whole state as JSON data (the same position gives the same data)."""

    def checksum(self) -> str:
        """A short digest of :meth:`to_json`, stored in save files."""
        return json_digest(self.to_json())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return type(self) is type(other) and self.to_json() == other.to_json()

    def __hash__(self) -> int:
        return hash(canonical_json(self.to_json()))


def has_hidden_information(state: State) -> bool:
    """Whether the game hides something from some player (its state overrides
    :meth:`State.view`)."""
    return type(state).view is not State.view


def seat_view(state: State, seat: int | None) -> State:
    """What *seat* may see of *state*; None is a spectator, who sees only what is
    public (the view of no player)."""
    if seat is None:
        return state.view(-1) if has_hidden_information(state) else state
    return state.view(seat)
