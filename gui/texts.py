"""Translated words the host uses in several places: seat kinds, levels,
default names and the wording of a result.

The English strings are marked with ``QT_TRANSLATE_NOOP`` (context ``texts``) so
``lupdate`` finds them; the functions translate them when called, so they always
answer in the current language.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ludotheque.core.i18n import QT_TRANSLATE_NOOP, TrText

from .i18n import tr_text

if TYPE_CHECKING:  # the match machinery is imported with the first match, not by the start page
    from ludotheque.core.descriptor import GameInfo
    from ludotheque.core.match import Match, Seat
    from ludotheque.core.model import Outcome
    from ludotheque.core.plugins.registry import GameEntry

__all__ = ["kind_name", "level_name", "seat_name", "seat_description", "players_text",
           "result_text", "reason_text"]

_HUMAN = QT_TRANSLATE_NOOP("texts", "Human")
_COMPUTER = QT_TRANSLATE_NOOP("texts", "Computer")
_RANDOM = QT_TRANSLATE_NOOP("texts", "Random player")
_LEVELS = {
    "beginner": QT_TRANSLATE_NOOP("texts", "Beginner"),
    "intermediate": QT_TRANSLATE_NOOP("texts", "Intermediate"),
    "strong": QT_TRANSLATE_NOOP("texts", "Strong"),
    "expert": QT_TRANSLATE_NOOP("texts", "Expert"),
}
_PLAYER = QT_TRANSLATE_NOOP("texts", "Player {n}")
_COMPUTER_AT = QT_TRANSLATE_NOOP("texts", "Computer · {level}")
_PLAYERS_ONE = QT_TRANSLATE_NOOP("texts", "1 player")
_PLAYERS_FIXED = QT_TRANSLATE_NOOP("texts", "{n} players")
_PLAYERS_RANGE = QT_TRANSLATE_NOOP("texts", "{low}–{high} players")
_DRAW = QT_TRANSLATE_NOOP("texts", "A draw!")
_WINS = QT_TRANSLATE_NOOP("texts", "{name} wins!")
_SHARE = QT_TRANSLATE_NOOP("texts", "{names} share the win!")
_NOBODY = QT_TRANSLATE_NOOP("texts", "Nobody wins.")
_SOLO = QT_TRANSLATE_NOOP("texts", "Game over: final score {score}.")
_AND = QT_TRANSLATE_NOOP("texts", "{first} and {last}")
_RESIGNED = QT_TRANSLATE_NOOP("texts", "{name} resigned.")


@cache
def _kinds() -> dict[str, TrText]:
    """The seat kinds' names (the seats' module is imported on first use)."""
    from ludotheque.core.match import AI, HUMAN, RANDOM
    from ludotheque.core.players import LEVELS

    assert set(_LEVELS) == set(LEVELS)
    return {HUMAN: _HUMAN, AI: _COMPUTER, RANDOM: _RANDOM}


def kind_name(kind: str) -> str:
    return tr_text(_kinds().get(kind, _HUMAN))


def level_name(level: str | None) -> str:
    return tr_text(_LEVELS.get(level or "intermediate", _LEVELS["intermediate"]))


def default_name(index: int) -> str:
    return tr_text(_PLAYER.format(n=index + 1))


def seat_name(seat: Seat, index: int) -> str:
    """The seat's name, or the translated ``Player N``."""
    return seat.name or default_name(index)


def seat_description(seat: Seat) -> str:
    """``Human``, ``Random player`` or ``Computer · Strong``."""
    from ludotheque.core.match import AI

    if seat.kind == AI:
        return tr_text(_COMPUTER_AT.format(level=_LEVELS.get(seat.level or "",
                                                              _LEVELS["intermediate"])))
    return kind_name(seat.kind)


def players_text(info: GameEntry) -> str:
    low, high = info.players
    if low == high:
        return tr_text(_PLAYERS_ONE) if low == 1 else tr_text(_PLAYERS_FIXED.format(n=low))
    return tr_text(_PLAYERS_RANGE.format(low=low, high=high))


def _join(names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    return tr_text(_AND.format(first=", ".join(names[:-1]), last=names[-1]))


def result_text(match: Match, outcome: Outcome) -> str:
    """The headline of a finished match, such as ``Alice wins!``."""
    if len(match.seats) == 1:  # a solo game has a score, not a winner
        return tr_text(_SOLO.format(score=f"{outcome.scores[0]:g}"))
    names = [seat_name(match.seats[i], i) for i in outcome.winners]
    if outcome.is_draw:
        return tr_text(_DRAW)
    if not names:
        return tr_text(_NOBODY)
    if len(names) == 1:
        return tr_text(_WINS.format(name=names[0]))
    return tr_text(_SHARE.format(names=_join(names)))


def reason_text(info: GameInfo, match: Match, outcome: Outcome) -> str:
    """Why the match ended, when there is something to say ('' otherwise)."""
    if outcome.reason == "resigned" and match.resigned is not None:
        return tr_text(_RESIGNED.format(name=seat_name(match.seats[match.resigned],
                                                       match.resigned)))
    text = info.outcome_texts.get(outcome.reason)
    return tr_text(text) if text is not None else ""
