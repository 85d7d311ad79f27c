"""The statistics of the matches played here, as players of KDE Games expect them.

Per game and per *opponent*: the level of the strongest computer seat a person
played against (:data:`~ludotheque.core.players.LEVELS`, or :data:`RANDOM`),
:data:`PEOPLE` against people only, :data:`SOLO` in a game for one player.  For
each: games played, won, lost and drawn, the current and the best winning streaks,
the latest scores and the best scores with the options they were played with (a
board size, say, where the scores of different boards do not compare).

Only the end of a match *played* here counts (a :class:`MatchFinished` event of
origin :data:`~ludotheque.core.events.PLAYED`; a match opened finished or stepped
through again to its end is no new result), once for each person at the table,
and a finished game is counted once, however often its end is announced.

The table is a JSON file in the data directory, written atomically; a missing,
unreadable or damaged file is an empty table, never an error (a damaged file is
kept aside as ``statistics.json.damaged`` when the table is next written).

>>> from ludotheque.core.events import MatchFinished, SeatInfo
>>> from ludotheque.core.model import Outcome
>>> seats = (SeatInfo(0, "Ada", "human", None, "#000000"),
...          SeatInfo(1, "Computer", "ai", "strong", "#ffffff"))
>>> table = Statistics(path=None, autosave=False)
>>> table.record(MatchFinished("kalah", {}, seats, Outcome((30.0, 18.0), (0,)),
...                            final_state=None, origin="played", steps=40, seed=7))
True
>>> table.results("kalah", "strong").won, table.levels("kalah")
(1, ['strong'])
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeGuard

from .events import PLAYED, MatchFinished, SeatInfo
from .files import atomic_write, data_directory
from .players import LEVELS

__all__ = ["BestScore", "DRAWN", "FILE_NAME", "LOST", "MAX_RECENT", "MAX_SCORES",
           "OPPONENTS", "PEOPLE", "RANDOM", "Results", "SOLO", "Statistics", "WON",
           "default_path", "opponent_of", "options_key"]

FILE_NAME = "statistics.json"
FORMAT = "ludotheque-statistics"
VERSION = 1

SOLO, PEOPLE, RANDOM = "solo", "people", "random"
OPPONENTS = (SOLO, RANDOM, *LEVELS, PEOPLE)
"""Every opponent key, in the order the statistics show them: alone, the computer
from the weakest, people."""
WON, LOST, DRAWN = "won", "lost", "drawn"

MAX_SCORES = 10
"""Best scores kept per game, opponent and set of options."""
MAX_RECENT = 50
"""Latest scores kept per game and opponent (the chart of a game for one player)."""
_MAX_SEEN = 1000
"""Finished games remembered so that none is counted twice."""
_MAX_BYTES = 8 * 1024 * 1024


def default_path() -> Path:
    """``statistics.json`` in Ludotheque's data directory."""
    return data_directory() / FILE_NAME


def options_key(options: Mapping[str, Any]) -> str:
    """The options as a short stable text: the scores of the same options compare.

    >>> options_key({"rows": 9, "columns": 18})
    '{"columns":18,"rows":9}'
    """
    return json.dumps(dict(options), sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False, default=str)


def opponent_of(seats: Sequence[SeatInfo]) -> str:
    """Whom the people at the table played against: the strongest computer seat's
    level, :data:`RANDOM`, :data:`PEOPLE` or, alone, :data:`SOLO`."""
    if len(seats) == 1:
        return SOLO
    computers = [RANDOM if seat.kind == RANDOM else (seat.level or "intermediate")
                 for seat in seats if not seat.is_human]
    known = [level for level in computers if level in OPPONENTS and level != PEOPLE]
    if not known:
        return PEOPLE
    return max(known, key=OPPONENTS.index)


@dataclass(frozen=True)
class BestScore:
    """One score in a table of best scores."""

    score: float
    name: str
    """The name of the person who scored it."""
    date: str
    """When the game ended, ``YYYY-MM-DD HH:MM`` (local time)."""
    options: Mapping[str, Any] = field(default_factory=dict)
    """The options of the game."""

    def to_json(self) -> dict[str, Any]:
        return {"score": self.score, "name": self.name, "date": self.date,
                "options": dict(self.options)}

    @staticmethod
    def from_json(data: Any) -> BestScore | None:
        """A score from JSON data, or None when it is not a valid one."""
        if not isinstance(data, dict):
            return None
        score, name, date = data.get("score"), data.get("name"), data.get("date")
        options = data.get("options", {})
        if not _is_number(score) or not isinstance(name, str) or not isinstance(date, str) \
                or not isinstance(options, dict):
            return None
        return BestScore(float(score), name[:80], date[:40], options)


@dataclass(frozen=True)
class Results:
    """The results of one game against one opponent (immutable)."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    streak: int = 0
    """Games won in a row, up to the latest."""
    best_streak: int = 0
    """The most games won in a row."""
    last_played: str = ""
    """When the latest game ended, ``YYYY-MM-DD HH:MM``."""
    recent: tuple[float, ...] = ()
    """The latest scores, oldest first (at most :data:`MAX_RECENT`)."""
    scores: tuple[BestScore, ...] = ()
    """The best scores, best first, at most :data:`MAX_SCORES` per set of options."""

    @property
    def win_rate(self) -> float | None:
        """Won out of played, from 0 to 1 (None before any game)."""
        return self.won / self.played if self.played else None

    def best_scores(self, options: Mapping[str, Any] | None = None) -> tuple[BestScore, ...]:
        """The best scores, best first: of the given *options* only, or of every set."""
        if options is None:
            return self.scores
        key = options_key(options)
        return tuple(s for s in self.scores if options_key(s.options) == key)

    def option_sets(self) -> list[dict[str, Any]]:
        """The sets of options of the best scores, most often played first."""
        counts: dict[str, tuple[int, dict[str, Any]]] = {}
        for entry in self.scores:
            key = options_key(entry.options)
            count, options = counts.get(key, (0, dict(entry.options)))
            counts[key] = (count + 1, options)
        return [options for _, (_, options) in sorted(
            counts.items(), key=lambda item: (-item[1][0], item[0]))]

    def added(self, result: str, score: BestScore | None = None, date: str = "") -> Results:
        """These results with one more game, *result* one of :data:`WON`,
        :data:`LOST`, :data:`DRAWN`, its *score* (None: the game has none) and when
        it ended (default: the score's date).

        >>> Results().added(WON).added(WON).added(LOST).added(WON)
        ... # doctest: +ELLIPSIS
        Results(played=4, won=3, lost=1, drawn=0, streak=1, best_streak=2, ...)
        """
        if result not in (WON, LOST, DRAWN):
            raise ValueError(f"not a result: {result!r}")
        streak = self.streak + 1 if result == WON else 0
        recent, scores = self.recent, self.scores
        date = date or (score.date if score is not None else self.last_played)
        if score is not None:
            recent = (*recent, score.score)[-MAX_RECENT:]
            scores = _best(scores + (score,))
        return replace(self, played=self.played + 1,
                       won=self.won + (result == WON), lost=self.lost + (result == LOST),
                       drawn=self.drawn + (result == DRAWN), streak=streak,
                       best_streak=max(self.best_streak, streak), last_played=date,
                       recent=recent, scores=scores)

    def to_json(self) -> dict[str, Any]:
        return {"played": self.played, "won": self.won, "lost": self.lost,
                "drawn": self.drawn, "streak": self.streak, "best_streak": self.best_streak,
                "last_played": self.last_played, "recent": list(self.recent),
                "scores": [entry.to_json() for entry in self.scores]}

    @staticmethod
    def from_json(data: Any) -> Results | None:
        """Results from JSON data, or None when they are not valid ones (a score
        that is not valid is dropped)."""
        if not isinstance(data, dict):
            return None
        counts = [data.get(key, 0) for key in ("played", "won", "lost", "drawn", "streak",
                                               "best_streak")]
        if not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 2**53
                   for n in counts):
            return None
        played, won, lost, drawn, streak, best_streak = counts
        if won + lost + drawn != played or streak > best_streak or best_streak > won:
            return None
        last = data.get("last_played", "")
        recent = data.get("recent", [])
        scores = data.get("scores", [])
        if not isinstance(last, str) or not isinstance(recent, list) or not isinstance(
                scores, list):
            return None
        entries = [e for e in (BestScore.from_json(item) for item in scores) if e is not None]
        return Results(played, won, lost, drawn, streak, best_streak, last[:40],
                       tuple(float(s) for s in recent if _is_number(s))[-MAX_RECENT:],
                       _best(entries))

    @staticmethod
    def total(results: Iterable[Results]) -> Results:
        """The sums of several results (the best of the best streaks; no current
        streak, no scores: they belong to one opponent)."""
        total = Results()
        for item in results:
            total = replace(total, played=total.played + item.played,
                            won=total.won + item.won, lost=total.lost + item.lost,
                            drawn=total.drawn + item.drawn,
                            best_streak=max(total.best_streak, item.best_streak),
                            last_played=max(total.last_played, item.last_played))
        return total


def _is_number(value: Any) -> TypeGuard[int | float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and (
        value == value and abs(value) < 1e15)


def _best(entries: Iterable[BestScore]) -> tuple[BestScore, ...]:
    """The best :data:`MAX_SCORES` entries of each set of options, best first (the
    earlier of two equal scores first)."""
    kept: list[BestScore] = []
    counts: dict[str, int] = {}
    for entry in sorted(entries, key=lambda e: (-e.score, e.date)):
        key = options_key(entry.options)
        if counts.get(key, 0) < MAX_SCORES:
            counts[key] = counts.get(key, 0) + 1
            kept.append(entry)
    return tuple(kept)


def _game_key(event: MatchFinished) -> str:
    """What tells one finished game from another: its seed, length and last position."""
    try:
        checksum = event.final_state.checksum() if event.final_state is not None else ""
    except KeyboardInterrupt:
        raise
    except BaseException:  # noqa: BLE001 - the game's code failed: its length tells enough
        checksum = ""
    return f"{event.game_id}:{event.seed}:{event.steps}:{checksum}"


class Statistics:
    """The statistics table, read from and written to *path*.

    :param path: the JSON file; default :func:`default_path` (None with *autosave*
        False: a table in memory only, for tests and examples).
    :param autosave: write the file after every change.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, *,
                 autosave: bool = True) -> None:
        self.path: Path | None = (Path(path) if path is not None else
                                  default_path() if autosave else None)
        self._games: dict[str, dict[str, Results]] = {}
        self._seen: list[str] = []
        self._damaged = False
        self.load()

    # --- reading -----------------------------------------------------------------

    def load(self) -> None:
        """Read the file again (another window may have written it); a missing,
        unreadable or damaged file is an empty table."""
        if self.path is None:  # a table in memory only: it is all there is
            return
        self._games, self._seen, self._damaged = {}, [], False
        try:
            if self.path.stat().st_size > _MAX_BYTES:
                self._damaged = True
                return
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return
        except (OSError, ValueError, UnicodeDecodeError, RecursionError):
            self._damaged = True
            return
        if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(
                data.get("games"), dict):
            self._damaged = True
            return
        for game_id, levels in data["games"].items():
            if not isinstance(game_id, str) or not isinstance(levels, dict):
                continue
            table = {level: results for level, results in (
                (level, Results.from_json(item)) for level, item in levels.items())
                if level in OPPONENTS and results is not None and results.played}
            if table:
                self._games[game_id] = table
        seen = data.get("seen", [])
        if isinstance(seen, list):
            self._seen = [key for key in seen if isinstance(key, str)][-_MAX_SEEN:]

    def games(self) -> list[str]:
        """The ids of the games with results."""
        return sorted(self._games)

    def levels(self, game_id: str) -> list[str]:
        """The opponents *game_id* was played against, in the order of :data:`OPPONENTS`."""
        return sorted(self._games.get(game_id, {}), key=OPPONENTS.index)

    def results(self, game_id: str, level: str) -> Results:
        """The results of *game_id* against *level* (empty ones if none)."""
        return self._games.get(game_id, {}).get(level, Results())

    def total(self, game_id: str) -> Results:
        """The results of *game_id* against every opponent (:meth:`Results.total`)."""
        return Results.total(self._games.get(game_id, {}).values())

    # --- writing -----------------------------------------------------------------

    def record(self, event: MatchFinished, here: Collection[int] | None = None) -> bool:
        """Count the end of a match: a match played here (origin
        :data:`~ludotheque.core.events.PLAYED`) with people at the table, not
        counted before, once for each person at this computer: the human seats in
        *here* (None: every human seat; a network match: this computer's own, the
        others counting on their players' computers).  Returns whether it was
        counted (the file may still fail to be written: that is no error, the table
        in memory has it)."""
        if event.origin != PLAYED:
            return False
        people = [seat for seat in event.seats
                  if seat.is_human and (here is None or seat.index in here)]
        if not people:
            return False
        self.load()
        key = _game_key(event)
        if key in self._seen:
            return False
        level = opponent_of(event.seats)
        outcome = event.outcome
        date = time.strftime("%Y-%m-%d %H:%M")
        results = self.results(event.game_id, level)
        for seat in people:
            if outcome.is_draw:
                result = DRAWN
            else:
                result = WON if seat.index in outcome.winners else LOST
            score = None
            if 0 <= seat.index < len(outcome.scores) and _is_number(outcome.scores[seat.index]):
                score = BestScore(float(outcome.scores[seat.index]), seat.name, date,
                                  dict(event.options))
            results = results.added(result, score, date)
        self._games.setdefault(event.game_id, {})[level] = results
        self._seen = [*self._seen, key][-_MAX_SEEN:]
        self._save()
        return True

    def reset(self, game_id: str | None = None, level: str | None = None) -> None:
        """Forget the results of *game_id* against *level*, of *game_id* against
        everyone (*level* None), or of every game (*game_id* None)."""
        self.load()
        if game_id is None:
            self._games = {}
        elif level is None:
            self._games.pop(game_id, None)
        else:
            table = self._games.get(game_id, {})
            table.pop(level, None)
            if not table:
                self._games.pop(game_id, None)
        self._save()

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION,
                "games": {game_id: {level: self._games[game_id][level].to_json()
                                    for level in self.levels(game_id)}
                          for game_id in self.games()},
                "seen": list(self._seen)}

    def _save(self) -> None:
        if self.path is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if self._damaged:  # keep what could not be read, for whoever wants it back
                try:
                    os.replace(self.path, self.path.with_name(self.path.name + ".damaged"))
                except OSError:
                    pass
                self._damaged = False
            atomic_write(self.path, json.dumps(self.to_json(), indent=1, ensure_ascii=False))
        except OSError as exc:
            from .logs import log_error

            log_error(f"the statistics could not be written to {self.path}", exc)

    def __repr__(self) -> str:
        return f"Statistics({str(self.path)!r})"
