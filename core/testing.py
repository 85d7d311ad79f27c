"""The conformance kit: checks that a game keeps the contract of the game model.

Call it from your plugin's tests::

    from ludotheque.core.testing import check_game
    from ludotheque_mygame.rules.game import MyGame

    def test_my_game_conforms():
        check_game(MyGame())

:func:`check_game` plays seeded random games for every player count and for
option values at the edges of the schema, and checks at every step that:

* playouts end within ``max_steps`` steps;
* every legal move applies (``play`` accepts it) and leaves the old state unchanged;
* there are no legal moves exactly when the game is over; a chance state lists its
  outcomes, with positive probabilities summing to 1;
* scores exist for every player at every step, the outcome exists at the end
  (winners are valid players) and not before;
* every legal move met round-trips through its notation and JSON form, and every
  step played has a sentence (:meth:`~ludotheque.core.model.State.step_text`)
  that reads in English, for every viewer (the same for all in a game that hides
  nothing);
* saving and loading the match gives the same final state;
* the same seed gives the same game;
* a player's view never holds another player's secret, determinising a view
  gives states consistent with it, and it really varies the hidden data;
* the options schema accepts its defaults and refuses invalid values.

It raises :class:`ConformanceError` listing every problem found.
:func:`check_plugin` loads a plugin as the host does; the kit of what a game
registers for its computer player is :mod:`ludotheque.core.player_checks`.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .descriptor import GameInfo
from .i18n import TrText
from .match import Match
from .model import CHANCE, Game, Move, State, canonical_json, has_hidden_information, seat_view
from .options import BoolOption, ChoiceOption, IntOption, OptionError
from .saves import match_from_json, match_to_json

if TYPE_CHECKING:
    pass

__all__ = ["ConformanceError", "ConformanceReport", "check_game", "check_plugin",
           "option_variants", "random_playout"]


class ConformanceError(AssertionError):
    """A game broke the contract; the message lists the problems."""


@dataclass
class ConformanceReport:
    """What :func:`check_game` did (returned when every check passed)."""

    game_id: str
    playouts: int = 0
    steps: int = 0
    moves_tried: int = 0
    problems: list[str] = field(default_factory=list)

    def fail(self, text: str) -> None:
        if len(self.problems) < 50 and text not in self.problems:
            self.problems.append(text)


def option_variants(game: Game) -> Iterator[dict[str, Any]]:
    """The defaults, then each option at each edge value (one change at a time)."""
    schema = game.options_schema
    yield schema.defaults()
    for option in schema:
        values: list[Any]
        if isinstance(option, IntOption):
            values = [option.minimum, option.maximum]
        elif isinstance(option, ChoiceOption):
            values = list(option.values)
        else:
            values = [not option.default]
        for value in values:
            if value != option.default:
                yield {**schema.defaults(), option.key: value}


def random_playout(state: State, rng: random.Random, max_steps: int) -> list[State]:
    """Play uniformly random moves (and chance outcomes by their odds) to the end."""
    states = [state]
    for _ in range(max_steps):
        if state.is_over():
            break
        if state.current_player == CHANCE:
            move = state.sample_chance(rng)
        else:
            moves = state.legal_moves()
            move = moves[rng.randrange(len(moves))]
        state = state.play(move)
        states.append(state)
    return states


def check_game(game: Game, *, playouts: int = 20, max_steps: int = 20_000, seed: int = 0,
               check_all_moves_every: int = 1) -> ConformanceReport:
    """Run every check on *game*; raise :class:`ConformanceError` if any fails.

    :param playouts: random games per player count (and at least one per option variant).
    :param max_steps: the longest game allowed, chance steps included.
    :param seed: base seed; the checks are deterministic for a given seed.
    :param check_all_moves_every: play every legal move at one state in this many
        (1: all states; raise it for games with very wide moves).  Every legal move
        of every state is read back from its notation and JSON form all the same.
    """
    report = ConformanceReport(game.id)
    _check_options(game, report)
    variants = list(option_variants(game))
    runs: list[tuple[dict[str, Any], int, int]] = []
    for players in range(game.min_players, game.max_players + 1):
        for index in range(playouts):
            runs.append((variants[0], players, seed + index))
    for index, options in enumerate(variants[1:]):
        runs.append((options, game.min_players + index % (
            game.max_players - game.min_players + 1), seed + 1000 + index))
    hidden_seen = hidden_varied = False
    for options, players, run_seed in runs:
        try:
            seen, varied = _check_run(game, options, players, run_seed, max_steps,
                                      check_all_moves_every, report)
        except Exception as exc:  # noqa: BLE001 - a rules bug must become a report line
            report.fail(f"{where_text(options, players, run_seed)}: raised "
                        f"{type(exc).__name__}: {exc}")
            continue
        hidden_seen |= seen
        hidden_varied |= varied
        report.playouts += 1
    if hidden_seen and not hidden_varied:
        report.fail("determinise() never dealt other players' secrets differently from "
                    "the real ones: either view() reveals them or determinise() ignores "
                    "the view")
    if report.problems:
        lines = "\n".join(f"- {problem}" for problem in report.problems)
        raise ConformanceError(f"{game.id} breaks the game contract:\n{lines}")
    return report


def where_text(options: Mapping[str, Any], players: int, run_seed: int) -> str:
    return f"options {dict(options)}, {players} players, seed {run_seed}"


def _check_options(game: Game, report: ConformanceReport) -> None:
    schema = game.options_schema
    try:
        schema.validate(schema.defaults())
    except OptionError as exc:
        report.fail(f"the default options do not validate: {exc}")
    bad: list[dict[str, Any]] = [{"no_such_option_xyz": 1}]
    for option in schema:
        if isinstance(option, IntOption):
            bad += [{option.key: option.minimum - 1}, {option.key: option.maximum + 1},
                    {option.key: "many"}, {option.key: 1.5}]
        elif isinstance(option, ChoiceOption):
            bad += [{option.key: "no-such-choice"}, {option.key: 3}]
        elif isinstance(option, BoolOption):
            bad += [{option.key: "maybe"}, {option.key: 2}]
    for values in bad:
        try:
            schema.validate(values)
        except OptionError:
            continue
        report.fail(f"options {values} should be refused but were accepted")


def _check_run(game: Game, options: dict[str, Any], players: int, run_seed: int,
               max_steps: int, every: int, report: ConformanceReport) -> tuple[bool, bool]:
    where = where_text(options, players, run_seed)
    match = Match(game, options, [_seat() for _ in range(players)], run_seed)
    twin = game.new_state(options, run_seed, players)
    if twin.to_json() != match.state.to_json():
        report.fail(f"{where}: new_state() with the same seed gave different states")
    rng = random.Random(run_seed)
    hidden_seen = hidden_varied = False
    steps = 0
    state = match.state
    replays = _SeenSteps(state) if has_hidden_information(state) or \
        type(state).step_for is not State.step_for else None
    while not state.is_over():
        if steps >= max_steps:
            report.fail(f"{where}: the game did not end within {max_steps} steps")
            return hidden_seen, hidden_varied
        _check_state(state, where, steps, report)
        seen, varied = _check_views(state, rng, where, steps, report)
        hidden_seen |= seen
        hidden_varied |= varied
        moves = state.legal_moves()
        if not moves:
            return hidden_seen, hidden_varied  # reported by _check_state
        _check_round_trips(game, moves, where, steps, report)
        if steps % every == 0:
            _check_moves(state, moves, where, steps, report)
        if state.current_player == CHANCE:
            move = state.sample_chance(match.chance_rng())
        else:
            move = moves[rng.randrange(len(moves))]
        _check_sentences(state, move, where, steps, report)
        if replays is not None:
            replays.play(state, move, f"{where}, step {steps}", report)
        state = match.play(move)
        steps += 1
    report.steps += steps
    _check_state(state, where, steps, report)
    _check_views(state, rng, where, steps, report)
    _check_saves(game, match, where, report)
    _check_replay(game, match, where, report)
    return hidden_seen, hidden_varied


class _SeenSteps:
    """Each seat's (and a spectator's) replay of the steps as :meth:`State.step_for`
    words them for it, as a network client rebuilds its view: every replay must
    keep that seat's view of the real game."""

    def __init__(self, state: State) -> None:
        self.viewers: list[int | None] = [None, *range(state.num_players)]
        self.states = {viewer: state for viewer in self.viewers}

    def play(self, state: State, move: Move, at: str, report: ConformanceReport) -> None:
        if state.current_player == CHANCE:
            self._check_secrets_kept(state, at, report)
        after = state.apply(move)
        public_end = after.is_over() and canonical_json(after.to_json())
        for viewer in list(self.viewers):
            try:
                seen = state.step_for(move, viewer)
                replayed = self.states[viewer].play(seen)
            except Exception as exc:  # noqa: BLE001
                report.fail(f"{at}: the step as seat {viewer} sees it does not play: "
                            f"{type(exc).__name__}: {exc}")
                self.viewers.remove(viewer)
                continue
            expected = canonical_json(seat_view(after, viewer).to_json())
            if expected == public_end:
                continue  # an end that shows everything: the steps are sent as played
            if canonical_json(seat_view(replayed, viewer).to_json()) != expected:
                report.fail(f"{at}: replaying the steps as seat {viewer} sees them "
                            "(step_for) gives another view than the game's")
                self.viewers.remove(viewer)
                continue
            self.states[viewer] = replayed


    def _check_secrets_kept(self, state: State, at: str, report: ConformanceReport) -> None:
        """Two outcomes that leave a seat the same view must be sent to it as the
        same step: what it receives tells it nothing more than its view."""
        outcomes = state.legal_moves()
        if len(outcomes) > _MOST_OUTCOMES_COMPARED:
            return
        for viewer in self.viewers:
            sent: dict[str, tuple[Move, Move]] = {}
            for outcome in outcomes:
                view = canonical_json(seat_view(state.apply(outcome), viewer).to_json())
                step = state.step_for(outcome, viewer)
                other = sent.setdefault(view, (outcome, step))
                if other[1] != step:
                    report.fail(f"{at}: the chance outcomes {other[0]!s} and {outcome!s} "
                                f"look the same to seat {viewer} but step_for sends it "
                                f"{other[1]!s} and {step!s}: a step reveals a secret")
                    return


_MOST_OUTCOMES_COMPARED = 720
"""Chance states with more outcomes are not searched for steps that reveal secrets."""


def _seat() -> Any:
    from .match import Seat

    return Seat("random")


def _check_state(state: State, where: str, step: int, report: ConformanceReport) -> None:
    at = f"{where}, step {step}"
    moves = state.legal_moves()
    over = state.is_over()
    if over and moves:
        report.fail(f"{at}: the game is over but there are legal moves")
    if not over and not moves:
        report.fail(f"{at}: the game is not over but there is no legal move")
    if len(set(moves)) != len(moves):
        report.fail(f"{at}: legal_moves() lists a move twice")
    scores = state.scores()
    if len(scores) != state.num_players:
        report.fail(f"{at}: scores() has {len(scores)} values for {state.num_players} players")
    outcome = state.outcome()
    if over:
        if outcome is None:
            report.fail(f"{at}: the game is over but outcome() is None")
        elif len(outcome.scores) != state.num_players or any(
                not 0 <= w < state.num_players for w in outcome.winners):
            report.fail(f"{at}: outcome() {outcome} does not fit {state.num_players} players")
    elif outcome is not None:
        report.fail(f"{at}: outcome() is set before the end")
    if state.current_player == CHANCE:
        outcomes = state.chance_outcomes()
        total = sum(p for _, p in outcomes)
        if not outcomes or abs(total - 1.0) > 1e-9 or any(p <= 0 for _, p in outcomes):
            report.fail(f"{at}: chance probabilities must be positive and sum to 1 "
                        f"(sum {total})")
        if {m for m, _ in outcomes} != set(moves):
            report.fail(f"{at}: at a chance state legal_moves() must be the outcomes")
    elif not over and not 0 <= state.current_player < state.num_players:
        report.fail(f"{at}: current_player {state.current_player} is not a player")
    try:
        json.dumps(state.to_json())
    except (TypeError, ValueError) as exc:
        report.fail(f"{at}: to_json() is not JSON data: {exc}")


def _check_round_trips(game: Game, moves: Any, where: str, step: int,
                       report: ConformanceReport) -> None:
    """Every legal move met reads back from its notation and its JSON form (a move
    that does not would make a save file, or an autosave, that cannot be opened)."""
    at = f"{where}, step {step}"
    for move in moves:
        text = str(move)
        try:
            if game.parse_move(text) != move:
                report.fail(f"{at}: parse_move({text!r}) does not give back {move!r}")
            if game.move_from_json(json.loads(json.dumps(game.move_to_json(move)))) != move:
                report.fail(f"{at}: the JSON form of {move!r} does not round-trip")
        except Exception as exc:  # noqa: BLE001
            report.fail(f"{at}: reading back {text!r} raised {type(exc).__name__}: {exc}")


def _check_sentences(state: State, move: Move, where: str, step: int,
                     report: ConformanceReport) -> None:
    """The step's sentence, for everybody and for each player, is a translatable
    text that reads in English once the host gives the mover's name; the same one
    for every viewer in a game that hides nothing."""
    at = f"{where}, step {step}"
    public = not has_hidden_information(state)
    first: str | None = None
    for viewer in (None, *range(state.num_players)):
        try:
            text = state.step_text(move, viewer)
            if not isinstance(text, TrText):
                report.fail(f"{at}: step_text({move!s}, {viewer}) returned "
                            f"{type(text).__name__}, not a TrText")
                return
            english = text.format(player="Ada").translate(None)
        except Exception as exc:  # noqa: BLE001
            report.fail(f"{at}: step_text({move!s}, {viewer}) raised "
                        f"{type(exc).__name__}: {exc}")
            return
        if not english.strip() or "{" in english or "%n" in english:
            report.fail(f"{at}: step_text({move!s}, {viewer}) reads {english!r}")
        if first is None:
            first = english
        elif public and english != first:
            report.fail(f"{at}: the game hides nothing, yet step_text({move!s}, {viewer}) "
                        f"reads {english!r} and step_text({move!s}, None) {first!r}")
            return


def _check_moves(state: State, moves: Any, where: str, step: int,
                 report: ConformanceReport) -> None:
    at = f"{where}, step {step}"
    before = canonical_json(state.to_json())
    for move in moves:
        report.moves_tried += 1
        try:
            child = state.play(move)
        except Exception as exc:  # noqa: BLE001
            report.fail(f"{at}: legal move {move!s} raised {type(exc).__name__}: {exc}")
            continue
        if not isinstance(child, State):
            report.fail(f"{at}: play({move!s}) did not return a State")
    if canonical_json(state.to_json()) != before:
        report.fail(f"{at}: applying a move changed the original state (states are immutable)")


def _check_views(state: State, rng: random.Random, where: str, step: int,
                 report: ConformanceReport) -> tuple[bool, bool]:
    at = f"{where}, step {step}"
    hidden_seen = hidden_varied = False
    secrets = [state.private_data(p) for p in range(state.num_players)]
    for player in range(state.num_players):
        view = state.view(player)
        others = [q for q in range(state.num_players) if q != player and secrets[q] is not None]
        for other in others:
            hidden_seen = True
            if view.private_data(other) is not None:
                report.fail(f"{at}: the view of player {player} reveals player {other}'s "
                            "secret")
        if view.private_data(player) != secrets[player]:
            report.fail(f"{at}: the view of player {player} lost that player's own secret")
        if view.current_player != state.current_player:
            report.fail(f"{at}: the view of player {player} has another player to move")
        if view.is_over() != state.is_over():
            report.fail(f"{at}: the view of player {player} disagrees on the end")
        if view.current_player == player and set(view.legal_moves()) != set(state.legal_moves()):
            report.fail(f"{at}: the view of player {player} has other legal moves")
        view_json = canonical_json(view.to_json())
        for _ in range(3 if others else 1):
            world = view.determinise(player, rng)
            if canonical_json(world.view(player).to_json()) != view_json:
                report.fail(f"{at}: a determinisation for player {player} is not "
                            "consistent with that player's view")
                break
            if any(world.private_data(q) != secrets[q] for q in others):
                hidden_varied = True
            if any(world.private_data(q) is None for q in others):
                report.fail(f"{at}: a determinisation for player {player} left a secret "
                            "unknown")
                break
    return hidden_seen, hidden_varied


def _check_saves(game: Game, match: Match, where: str, report: ConformanceReport) -> None:
    try:
        data = json.loads(json.dumps(match_to_json(match, ("conformance", "0"))))
        loaded = match_from_json(data, lambda game_id: game).match
    except Exception as exc:  # noqa: BLE001
        report.fail(f"{where}: save then load failed: {type(exc).__name__}: {exc}")
        return
    if loaded.final_state.to_json() != match.final_state.to_json():
        report.fail(f"{where}: save then load gave another final state")


def _check_replay(game: Game, match: Match, where: str, report: ConformanceReport) -> None:
    """Replaying the same seed with the same decisions gives the same game."""
    again = Match(game, match.options, match.seats, match.seed)
    for mover, move in match.steps:
        if mover == CHANCE:
            rolled = again.roll()
            if rolled != move:
                report.fail(f"{where}: the same seed rolled {rolled} instead of {move}")
                return
        else:
            again.play(move)
    if canonical_json(again.final_state.to_json()) != canonical_json(
            match.final_state.to_json()):
        report.fail(f"{where}: the same seed and moves gave another final state")


# --- a plugin as the host loads it ----------------------------------------------------


def check_plugin(plugin: object, name: str = "plugin-under-test") -> list[GameInfo]:
    """Load *plugin* (the module an entry point names) as the host would, in a
    registry of its own; return the games it registers.

    :raises ConformanceError: with the host's reason when the plugin fails to load
        (an API version the host does not speak, a hook that raises, an invalid
        descriptor, knowledge for a game it does not provide, …).

    .. versionadded:: 2.0
    """
    from .plugins.registry import PluginRegistry

    registry = PluginRegistry()
    record = registry.register_object(plugin, name)
    if record.status != "ok":
        raise ConformanceError(f"{name} does not load ({record.status}): {record.error}"
                               + (f"\n{record.traceback}" if record.traceback else ""))
    return [registry.game(game_id) for game_id in record.games]
