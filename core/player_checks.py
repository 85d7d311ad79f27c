"""The conformance kit of a game's computer player: :func:`check_players` checks
what a plugin registers for it (its knowledge and its player) against the search's
contract; see :mod:`ludotheque.core.testing` for the game's own kit."""

from __future__ import annotations

import math
import pickle
import random
from collections import Counter
from typing import TYPE_CHECKING, TypeGuard

from .model import CHANCE, Game, Move, Outcome, State
from .players import LEVELS, ComputerPlayer, GameKnowledge
from .testing import ConformanceError, ConformanceReport, random_playout, where_text

if TYPE_CHECKING:
    from .search import SearchConfig

__all__ = ["check_players"]


def check_players(game: Game, knowledge: GameKnowledge | None = None,
                  computer: ComputerPlayer | None = None, *, playouts: int = 2, seed: int = 0,
                  max_steps: int = 20_000, every: int = 1, search_iterations: int = 30,
                  searches: int = 2) -> ConformanceReport:
    """Check what a plugin registers for *game*'s computer player: its *knowledge*
    (``ludotheque_register_knowledge``) and its *computer* player
    (``ludotheque_register_players``); raise :class:`ConformanceError` listing every
    problem found.

    It plays seeded random games (default options, every player count) and, at one
    state in *every*, calls each function the knowledge gives on what a search
    would hand it (the view of the player to move, determinised when the game hides
    something) and checks that:

    * ``evaluate`` returns a finite number for every player, in [0, 1] for games of
      two or more players, the same for the same state;
    * ``rollout`` returns a legal move, the same for the same seed;
    * ``order_moves`` returns the moves it was given, each once, and its order of
      a part of them is its order of all of them with the others left out (a
      search expands along one order of all the moves);
    * ``move_scores`` returns one finite number per move, and sorts the moves as
      ``order_moves`` does when both are given;
    * ``playout`` (chance states too) returns an :class:`Outcome` for the game's
      players, the same for the same seed;
    * the computer player's ``levels`` increase, its ``search`` parameters are ones
      the host's search knows (:data:`~ludotheque.core.search.SEARCH_PARAMETERS`),
      in range, ``minimax`` comes with an ``evaluate``; both records pickle (the
      computer player's processes receive them: module-level functions, not
      lambdas); and the player of every level (a search of *search_iterations*
      iterations for the host's search) returns a legal move (*searches* states a
      game).

    :param every: check the functions at one state in this many (raise it for long games).

    .. versionadded:: 2.0 (``check_heuristics`` in 1.x)
    """
    from .search import SearchConfig, check_computer

    report = ConformanceReport(game.id)
    for record, label in ((knowledge, "knowledge"), (computer, "computer player")):
        if record is None:
            continue
        if record.game_id != game.id:
            report.fail(f"the {label}'s game_id is {record.game_id!r}, not {game.id!r}")
        try:
            pickle.loads(pickle.dumps(record))
        except Exception as exc:  # noqa: BLE001
            report.fail(f"the {label} does not pickle, so the computer player's processes "
                        "cannot receive it (use module-level functions, not lambdas or "
                        f"nested functions): {type(exc).__name__}: {exc}")
    config: SearchConfig | None = None
    if computer is not None:
        try:
            unknown = check_computer(computer)
        except ValueError as exc:
            report.fail(str(exc))
        else:
            for name in unknown:
                report.fail(f"the search parameter {name!r} is unknown to the host's search "
                            "(it would be ignored)")
            config = SearchConfig.of(knowledge, computer)
    elif knowledge is not None:
        config = SearchConfig.of(knowledge)
    if config is not None:
        _check_parameters(config, report)
    for players in range(game.min_players, game.max_players + 1):
        for index in range(playouts):
            run_seed = seed + index
            where = where_text({}, players, run_seed)
            try:
                _check_players_run(game, config or SearchConfig(game.id), knowledge, computer,
                                   players, run_seed, max_steps, every, search_iterations, searches,
                                   where, report)
            except Exception as exc:  # noqa: BLE001 - a bug must become a report line
                report.fail(f"{where}: raised {type(exc).__name__}: {exc}")
                continue
            report.playouts += 1
    if report.problems:
        lines = "\n".join(f"- {problem}" for problem in report.problems)
        raise ConformanceError(f"the computer player of {game.id} breaks its contract:\n"
                               f"{lines}")
    return report


def _check_parameters(h: SearchConfig, report: ConformanceReport) -> None:
    # The range of each parameter is check_computer's.
    if h.minimax and h.evaluate is None:
        report.fail("minimax is set without an evaluate: the search has no evaluation to "
                    "back up, so it ignores it")


def _real(value: object) -> TypeGuard[float]:
    """Whether *value* is a finite int or float (not a bool)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) \
        and math.isfinite(value)


def _check_players_run(game: Game, h: SearchConfig, knowledge: GameKnowledge | None,
                       computer: ComputerPlayer | None, players: int, run_seed: int,
                       max_steps: int, every: int, search_iterations: int, searches: int,
                       where: str,
                       report: ConformanceReport) -> None:
    rng = random.Random(run_seed)
    states = random_playout(game.new_state(None, run_seed, players), rng, max_steps)
    if not states[-1].is_over():
        report.fail(f"{where}: the game did not end within {max_steps} steps")
    # The searches: at the first decision from each of *searches* points spread over
    # the game.
    targets = sorted({len(states) * (k + 1) // (searches + 1) for k in range(searches)},
                     reverse=True) if search_iterations > 0 else []
    for step, state in enumerate(states):
        if state.is_over():
            break
        at = f"{where}, step {step}"
        mover = state.current_player
        if mover == CHANCE:
            if h.playout is not None and step % every == 0:
                _check_playout(h, state, players, rng, at, report)
            continue
        world = state.view(mover).determinise(mover, random.Random(run_seed * 7919 + step))
        if step % every == 0:
            _check_hooks(h, world, players, rng, at, report)
        if targets and step >= targets[-1]:
            while targets and step >= targets[-1]:
                targets.pop()
            _check_search(h, knowledge, computer, state, mover, search_iterations,
                          run_seed + step, at, report)


def _check_hooks(h: SearchConfig, world: State, players: int, rng: random.Random, at: str,
                 report: ConformanceReport) -> None:
    moves = list(world.legal_moves())
    if h.evaluate is not None:
        for player in range(players):
            value = h.evaluate(world, player)
            if not _real(value):
                report.fail(f"{at}: evaluate(state, {player}) returned {value!r}, not a "
                            "finite number")
            elif players > 1 and not 0.0 <= value <= 1.0:
                report.fail(f"{at}: evaluate(state, {player}) returned {value!r}, outside "
                            "[0, 1]")
            elif h.evaluate(world, player) != value:
                report.fail(f"{at}: evaluate(state, {player}) changed between two calls")
    if h.rollout is not None:
        seed = rng.getrandbits(32)
        move = h.rollout(world, random.Random(seed))
        if move not in moves:
            report.fail(f"{at}: rollout() returned {move!r}, not a legal move")
        elif h.rollout(world, random.Random(seed)) != move:
            report.fail(f"{at}: rollout() returned another move for the same seed")
    ranked: list[Move] | None = None
    if h.order_moves is not None:
        ranked = list(h.order_moves(world, list(moves)))
        if Counter(ranked) != Counter(moves):
            report.fail(f"{at}: order_moves() did not return the moves it was given, each "
                        f"once ({len(ranked)} moves for {len(moves)})")
            ranked = None
        elif len(moves) > 2:
            part = [move for index, move in enumerate(moves) if index % 3 != 1]
            kept = set(part)
            if list(h.order_moves(world, part)) != [m for m in ranked if m in kept]:
                report.fail(f"{at}: order_moves() orders a part of the moves otherwise than "
                            "all of them (the order should follow from each move's merit)")
    if h.move_scores is not None:
        scores = list(h.move_scores(world, moves))
        if len(scores) != len(moves) or not all(_real(score) for score in scores):
            report.fail(f"{at}: move_scores() must give one finite number per move "
                        f"({len(scores)} values for {len(moves)} moves)")
        elif ranked is not None:
            by_score = sorted(range(len(moves)), key=scores.__getitem__, reverse=True)
            if [moves[index] for index in by_score] != ranked:
                report.fail(f"{at}: move_scores() and order_moves() order the moves "
                            "differently")
    if h.playout is not None:
        _check_playout(h, world, players, rng, at, report)


def _check_playout(h: SearchConfig, state: State, players: int, rng: random.Random, at: str,
                   report: ConformanceReport) -> None:
    assert h.playout is not None
    seed = rng.getrandbits(32)
    outcome = h.playout(state, random.Random(seed))
    if not isinstance(outcome, Outcome):
        report.fail(f"{at}: playout() returned {outcome!r}, not an Outcome")
    elif len(outcome.scores) != players or any(
            not 0 <= w < players for w in outcome.winners):
        report.fail(f"{at}: playout() returned {outcome}, which does not fit {players} "
                    "players")
    elif h.playout(state, random.Random(seed)) != outcome:
        report.fail(f"{at}: playout() returned another outcome for the same seed")


def _check_search(h: SearchConfig, knowledge: GameKnowledge | None,
                  computer: ComputerPlayer | None, state: State,
                  mover: int, iterations: int, seed: int, at: str,
                  report: ConformanceReport) -> None:
    from .search import Budget, SearchPlayer

    view = state.view(mover)
    if computer is not None and computer.factory is not None:
        for level in LEVELS:
            # As the host makes it (make_player): with the game's knowledge.
            move = computer.factory(level, knowledge).choose(view, random.Random(seed))
            if move not in state.legal_moves():
                report.fail(f"{at}: the game's own player at {level} chose {move!r}, not a "
                            "legal move")
        return
    move = SearchPlayer(Budget(iterations, None), h).choose(view, random.Random(seed))
    if move not in state.legal_moves():
        report.fail(f"{at}: a search with this knowledge chose {move!r}, not a legal move")
