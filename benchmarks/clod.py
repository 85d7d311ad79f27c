"""Clod's computer player: playout speed, and how far apart two levels play.

``speed`` (same process, interleaved rounds, medians):

* ``plain``: the playout policy played through the plain states, ``rollout_move``
  and ``apply`` in a loop (the reference);
* ``fast``: ``rules.playout.playout``, the path the computer player uses;
* ``search``: iterations per second of a search over a few positions of a policy
  game, beside the iterations per second each level's budget asks for.

``speed --reference REV`` compares ``rules.playout`` with its version at the commit
*REV* (loaded beside it in the same process).  It first checks that both play the
same games: from every fourth state (chance states, second rolls, placing states)
of a few policy games of both boards, with and without the original tie rule,
playouts of both on the same seeds must give the same trace (every roll, its
offer and every stone), the same outcome and leave the generator in the same
state; it stops otherwise.  Then playouts per second from every eighth of those
states (same seeds for both, interleaved rounds, the order alternating, medians;
each round starts with no board kept from earlier playouts, so every start is
made afresh), and iterations per second of the search over the positions of
``search`` with each playout (the root statistics must be identical; its
playouts start from few boards, whose starts are kept).  Both count the
process's CPU time, less disturbed than the wall clock by other work on the
machine.

``agreement``: the decisions (more than one offered cell) of a few policy games;
two levels search each one (iterations only, seeds of their own).  Where their
moves differ, each move is valued by the same N playouts (seeded alike) from the
position after it, for the player who chose.  The mean gain per decision, times
the decisions a player makes in a game, estimates how much more often the higher
level wins a game than the lower one: the edge a match of levels can show.

``policy``: the playout policy alone (``heuristics.policy_move``, no search)
against the original greedy player, the greedy player and the policy against
random moves, and the policy against itself playing a random offered cell at a
share of its decisions (25, 50, 75 %), seats alternating, each pair of games on
the same dice.  The ladder shows how much room the game leaves between levels:
if the policy wins only about 80 % against random moves, three steps of 65 %
each between four levels cannot all fit between random play and the best play
the search reaches.

Run: ``python -m benchmarks.clod speed [--rounds N] [--seconds S] [--reference REV]``,
``python -m benchmarks.clod agreement --low intermediate --high strong [--games G]`` or
``python -m benchmarks.clod policy [--games G]``.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from ludotheque.core.search import LEVEL_BUDGETS, Budget, SearchPlayer, level_budget, rewards_of

from .reference import module_at

_PLAYOUT = "plugins/clod/ludotheque_clod/rules/playout.py"


def _heuristics() -> dict[str, Any]:
    """Each game's configuration of the host's search, as the plugin registers it."""
    from ludotheque_clod.plugin import ludotheque_register_knowledge, ludotheque_register_players

    from ludotheque.core.search import SearchConfig

    knowledge: list[Any] = []
    players: list[Any] = []
    ludotheque_register_knowledge(knowledge.append)
    ludotheque_register_players(players.append)
    computers = {p.game_id: p for p in players}
    return {k.game_id: SearchConfig.of(k, computers.get(k.game_id)) for k in knowledge}


def _games_per_second(run: Callable[[], None], seconds: float) -> float:
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        run()
        games += 1
    return games / (time.perf_counter() - start)


def _decisions(geo: Any, games: int, seed: int) -> list[Any]:
    """The placing states with more than one offered cell of *games* policy games."""
    from ludotheque_clod.rules import ClodState
    from ludotheque_clod.rules.heuristics import rollout_move

    rng = random.Random(seed)
    found = []
    for _ in range(games):
        state = ClodState.initial(geo)
        while not state.is_over():
            if not state.is_chance and len(state.legal_moves()) > 1:
                found.append(state)
            state = state.apply(rollout_move(state, rng))
    return found


def speed(rounds: int, seconds: float) -> None:
    from ludotheque_clod.rules import CLOD, ROYAL_CLOD, ClodState
    from ludotheque_clod.rules.heuristics import rollout_move
    from ludotheque_clod.rules.playout import playout

    heuristics = _heuristics()
    print("== Clod playouts: fast path against the plain states (games per second, medians)")
    for name, geo in (("clod", CLOD), ("royal_clod", ROYAL_CLOD)):
        start = ClodState.initial(geo)
        rng = random.Random(1)

        def plain(start: ClodState = start, rng: random.Random = rng) -> None:
            state = start
            while not state.is_over():
                state = state.apply(rollout_move(state, rng))

        def fast(start: ClodState = start, rng: random.Random = rng) -> None:
            playout(start, rng)

        rates: dict[str, list[float]] = {"plain": [], "fast": []}
        for _ in range(rounds):
            rates["plain"].append(_games_per_second(plain, seconds))
            rates["fast"].append(_games_per_second(fast, seconds))
        p, f = statistics.median(rates["plain"]), statistics.median(rates["fast"])
        print(f"  {name}: plain {p:.0f}/s, fast {f:.0f}/s, ratio {f / p:.2f}x", flush=True)
        positions = _decisions(geo, 1, 2)
        positions = positions[::max(1, len(positions) // 6)][:6]
        player = SearchPlayer(Budget(200 if geo is CLOD else 40), heuristics[name])
        iterations = 0
        begin = time.perf_counter()
        for position in positions:
            iterations += player.analyse(position, random.Random(2)).iterations
        rate = iterations / (time.perf_counter() - begin)
        budgets = {level: level_budget(level, heuristics[name]) for level in LEVEL_BUDGETS}
        needs = ", ".join(f"{level} {b.iterations / b.seconds:.0f}"
                          for level, b in budgets.items() if b.iterations and b.seconds)
        print(f"  {name}: search {rate:.0f} iterations/s over {len(positions)} positions "
              f"(the budgets ask for, per second: {needs})", flush=True)


def _reference_playout(rev: str, folder: Path) -> ModuleType:
    """``rules.playout`` of commit *rev*, as ``ludotheque_clod.rules._reference_playout``
    (its relative imports find today's other modules)."""
    return module_at(rev, _PLAYOUT, "ludotheque_clod.rules._reference_playout", folder)


def _states(geo: Any, original_tie: bool, games: int, seed: int) -> list[Any]:
    """Every state but the last of *games* policy games (chance, second roll, placing)."""
    from ludotheque_clod.rules import ClodState
    from ludotheque_clod.rules.heuristics import rollout_move

    rng = random.Random(seed)
    found = []
    for _ in range(games):
        state = ClodState.initial(geo, original_tie)
        while not state.is_over():
            found.append(state)
            state = state.apply(rollout_move(state, rng))
    return found


def _same_games(reference: Callable[..., Any], current: Callable[..., Any],
                starts: list[Any], seeds: int) -> int:
    """Play *seeds* playouts from each start with both; stop at the first difference."""
    played = 0
    for index, start in enumerate(starts):
        for seed in range(seeds):
            generators = random.Random(index * 1000 + seed), random.Random(index * 1000 + seed)
            traces: tuple[list[Any], list[Any]] = ([], [])
            outcomes = (reference(start, generators[0], traces[0]),
                        current(start, generators[1], traces[1]))
            if (traces[0] != traces[1] or outcomes[0] != outcomes[1]
                    or generators[0].getstate() != generators[1].getstate()):
                raise SystemExit(f"different games from {start!r} (seed {index * 1000 + seed})")
            played += 1
    return played


def speed_against(reference: str, rounds: int) -> None:
    from ludotheque_clod.rules import CLOD, ROYAL_CLOD
    from ludotheque_clod.rules import playout as playout_module
    from ludotheque_clod.rules.playout import playout

    def forget_starts() -> None:
        # The starting boards kept by the current playout (none in older versions).
        for kept in ("_STARTS", "_WALK_STARTS"):
            getattr(playout_module, kept, {}).clear()

    heuristics = _heuristics()
    with tempfile.TemporaryDirectory() as folder:
        old = _reference_playout(reference, Path(folder)).playout
        print(f"== Clod playouts: current against {reference} (same process)")
        for name, geo, games in (("clod", CLOD, 12), ("royal_clod", ROYAL_CLOD, 2)):
            starts = {tie: _states(geo, tie, games, 5 + tie) for tie in (False, True)}
            checked = sum(_same_games(old, playout, states[::4], 2)
                          for states in starts.values())
            print(f"  {name}: {checked} playouts from {sum(len(s[::4]) for s in starts.values())}"
                  f" states: same traces, outcomes and generator states", flush=True)
            timed = starts[False][::8]
            rates: dict[str, list[float]] = {"reference": [], "current": []}
            for turn in range(rounds):
                order = [("reference", old), ("current", playout)]
                for label, play in order if turn % 2 == 0 else order[::-1]:
                    rng = random.Random(turn)
                    forget_starts()
                    begin = time.process_time()
                    for start in timed:
                        play(start, rng)
                    rates[label].append(len(timed) / (time.process_time() - begin))
            r, c = statistics.median(rates["reference"]), statistics.median(rates["current"])
            print(f"  {name}: playouts from {len(timed)} states, {rounds} rounds: reference "
                  f"{r:.0f}/s, current {c:.0f}/s, ratio {c / r:.2f}x", flush=True)
            positions = _decisions(geo, 1, 2)
            positions = positions[::max(1, len(positions) // 6)][:6]
            players = {"reference": SearchPlayer(Budget(200 if geo is CLOD else 40),
                                                 dataclasses.replace(heuristics[name],
                                                                     playout=old)),
                       "current": SearchPlayer(Budget(200 if geo is CLOD else 40),
                                               heuristics[name])}
            found: dict[str, list[float]] = {"reference": [], "current": []}
            roots: dict[str, list[Any]] = {}
            for turn in range(rounds):
                order = list(players)
                for label in order if turn % 2 == 0 else order[::-1]:
                    iterations = 0
                    seen = []
                    forget_starts()
                    begin = time.process_time()
                    for position in positions:
                        result = players[label].analyse(position, random.Random(2))
                        iterations += result.iterations
                        seen.append([(str(item.move), item.visits, item.value)
                                     for item in result.stats])
                    found[label].append(iterations / (time.process_time() - begin))
                    roots.setdefault(label, seen)
            if roots["reference"] != roots["current"]:
                raise SystemExit(f"{name}: the root statistics differ from the reference's")
            r, c = statistics.median(found["reference"]), statistics.median(found["current"])
            print(f"  {name}: search over {len(positions)} positions, root statistics identical: "
                  f"reference {r:.0f} iterations/s, current {c:.0f}/s, ratio {c / r:.2f}x",
                  flush=True)


def agreement(low: str, high: str, games: int, playouts: int) -> None:
    from ludotheque_clod.rules import CLOD
    from ludotheque_clod.rules.playout import playout

    heuristics = _heuristics()["clod"]
    players = {name: SearchPlayer(Budget(level_budget(name, heuristics).iterations), heuristics)
               for name in (low, high)}
    positions = _decisions(CLOD, games, 77)
    print(f"== Clod: {high} against {low}, {len(positions)} decisions of {games} policy games, "
          f"differing moves valued by {playouts} playouts each")
    start = time.perf_counter()

    def value(state: Any, move: Any) -> float:
        child = state.apply(move)
        me = state.current_player
        return sum(rewards_of(child, playout(child, random.Random(i)))[me]
                   for i in range(playouts)) / playouts

    gains = []
    for index, state in enumerate(positions):
        first = players[low].choose(state, random.Random(index))
        second = players[high].choose(state, random.Random(index + 100_000))
        if first != second:
            gains.append(value(state, second) - value(state, first))
    count = len(positions)
    per_decision = sum(gains) / count
    per_game = per_decision * count / games / 2
    share = 100 * len(gains) / count
    print(f"  moves differ in {len(gains)} of {count} decisions ({share:.0f} %); "
          f"gain of {high} where they differ: mean {sum(gains) / max(1, len(gains)):+.3f}, "
          f"{sum(g > 0 for g in gains)} positive, {sum(g < 0 for g in gains)} negative")
    print(f"  mean gain per decision {per_decision:+.4f}, {count / games / 2:.1f} decisions a "
          f"player a game: expected share of {high} about {100 * (0.5 + per_game):.1f} % "
          f"({time.perf_counter() - start:.0f} s)", flush=True)


def policy(games: int) -> None:
    from ludotheque_clod.rules import CLOD, ClodState
    from ludotheque_clod.rules.heuristics import greedy_move, policy_move

    from .strength import wilson

    def random_move(state: Any, rng: random.Random) -> Any:
        moves = state.legal_moves()
        return moves[rng.randrange(len(moves))]

    def sloppy(share: float) -> Callable[[Any, random.Random], Any]:
        def choose(state: Any, rng: random.Random) -> Any:
            return random_move(state, rng) if rng.random() < share else policy_move(state, rng)
        return choose

    print(f"== Clod: policies without search, {games} games each, seats alternating")
    for name, first, second in (("policy vs greedy", policy_move, greedy_move),
                                ("greedy vs random", greedy_move, random_move),
                                ("policy vs random", policy_move, random_move),
                                *((f"policy vs policy with {share * 100:.0f} % random moves",
                                   policy_move, sloppy(share)) for share in (0.25, 0.5, 0.75)),
                                ("policy with 50 % random moves vs with 75 %",
                                 sloppy(0.5), sloppy(0.75))):
        points = 0.0
        for index in range(games):
            seat = index % 2
            rng = random.Random(index)
            dice = random.Random(index // 2 * 7919 + 1)
            state = ClodState.initial(CLOD)
            while not state.is_over():
                if state.is_chance:
                    state = state.apply(state.sample_chance(dice))
                else:
                    policy_of = first if state.current_player == seat else second
                    state = state.apply(policy_of(state, rng))
            outcome = state.outcome()
            assert outcome is not None
            if seat in outcome.winners:
                points += 1.0 / len(outcome.winners)
        low, high = wilson(points, games)
        print(f"  {name}: {points:g}/{games} = {100 * points / games:.1f} % "
              f"(95 % interval {100 * low:.1f}–{100 * high:.1f} %)", flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.clod",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("which", choices=("speed", "agreement", "policy"))
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=0.5)
    parser.add_argument("--reference", default=None,
                        help="speed: the commit whose rules/playout.py is the reference")
    parser.add_argument("--low", default="intermediate", choices=tuple(LEVEL_BUDGETS))
    parser.add_argument("--high", default="strong", choices=tuple(LEVEL_BUDGETS))
    parser.add_argument("--games", type=int, default=None,
                        help="agreement: policy games (default 4); policy: games (default 4000)")
    parser.add_argument("--playouts", type=int, default=2000,
                        help="agreement: playouts valuing each differing move")
    args = parser.parse_args(argv)
    if args.which == "speed" and args.reference:
        speed_against(args.reference, args.rounds)
    elif args.which == "speed":
        speed(args.rounds, args.seconds)
    elif args.which == "policy":
        policy(args.games or 4000)
    else:
        agreement(args.low, args.high, args.games or 4, args.playouts)


if __name__ == "__main__":
    main()
