"""The sentence saying what a move does, for the history and the command line.

A move is the sowing of one house; the sentence gives the house (numbered as the
board and the rules documents number it: 1 is the mover's house farthest from
their store), the seeds sown and what followed: Congkak's relays, an extra turn,
a capture with its seeds and houses, Oware's grand slam, the end of the game or
of a Congkak round.  Everything is public, so every viewer reads the same
sentence.

The sowing is replayed on a copy of the board with the engine's trace; the rules'
own code paths are left as they are.

>>> from ludotheque_mancala.rules.game import KalahGame
>>> state = KalahGame().new_state()
>>> str(step_text(state, state.legal_moves()[2]).format(player="Ada"))
'Ada sows house 3: 4 seeds, extra turn'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludotheque.core import Texts, TrText

from .engine import DROP, EXTRA, LIFT, OWARE, TAKE, sow
from .moves import House

if TYPE_CHECKING:
    from .state import MancalaState

__all__ = ["step_text"]

mancala = Texts("mancala")


def _join(parts: list[TrText]) -> TrText:
    """The phrases of *parts* one after the other, separated by commas."""
    text = parts[-1]
    for part in reversed(parts[:-1]):
        text = mancala.tr("{first}, {then}").format(first=part, then=text)
    return text


def _kalah_capture(taken: int, house: int, opposite: int) -> TrText:
    """Kalah and Congkak: the last seed in the mover's empty *house* (a number)."""
    if opposite:
        return mancala.tr("captures %n seed(s) in house {house} and the opposite house",
                          "", taken).format(house=house)
    return mancala.tr("captures %n seed(s) in house {house}", "", taken).format(house=house)


def _oware_capture(taken: int, houses: list[int]) -> TrText:
    """Oware: *houses* (numbers on the opponent's side, a run) lost *taken* seeds."""
    low, high = min(houses), max(houses)
    if low == high:
        return mancala.tr("captures %n seed(s) in the opponent's house {house}",
                          "", taken).format(house=low)
    if high == low + 1:
        return mancala.tr("captures %n seed(s) in the opponent's houses {first} and {last}",
                          "", taken).format(first=low, last=high)
    return mancala.tr("captures %n seed(s) in the opponent's houses {first} to {last}",
                      "", taken).format(first=low, last=high)


def _ending(state: MancalaState, after: MancalaState) -> TrText | None:
    """What the move ended: the game, or a Congkak round (None: play goes on)."""
    lay = state.lay
    if lay.rounds and after.round > state.round:
        burnt = len(after.burnt)
        if burnt:
            start = mancala.tr("round {round} begins with %n burnt house(s)", "",
                               burnt).format(round=after.round)
        else:
            start = mancala.tr("round {round} begins").format(round=after.round)
        return _join([mancala.tr("end of round {round}").format(round=state.round), start])
    if not after.is_over():
        return None
    reason = after.reason
    if lay.rounds:
        if reason == "round_limit":
            return mancala.tr("end of round {round}, the last one: end of the match"
                              ).format(round=state.round)
        return mancala.tr("end of round {round}: a player cannot fill a single house, "
                          "end of the match").format(round=state.round)
    if lay.variant != OWARE:
        return mancala.tr("end of the game: the seeds left go to the stores")
    if reason == "repetition":
        return mancala.tr("the position came back: end of the game")
    if reason == "cannot_feed":
        return mancala.tr("the opponent cannot feed: end of the game")
    if reason == "no_seeds":
        return mancala.tr("the opponent has no seeds left: end of the game")
    return mancala.tr("end of the game")


def step_text(state: MancalaState, move: House) -> TrText:
    """The sentence of *move* played from *state* (a position still in play)."""
    lay = state.lay
    mover = state.current_player
    n = lay.n
    origin = lay.bases[mover] + move.index
    board = list(state.board)
    sown = board[origin]
    trace: list[tuple[Any, ...]] = []
    flags = sow(board, lay, mover, origin, trace)
    after = state.apply(move)

    parts: list[TrText] = []
    relays = sum(1 for event in trace if event[0] == LIFT) - 1
    if relays:
        parts.append(mancala.tr("%n relay(s)", "", relays))
    # The captures, replayed on the board as it was when they happened.
    current = list(state.board)
    taken = 0
    taken_at: list[int] = []
    last = origin
    for event in trace:
        kind, pos = event[0], event[1]
        if kind == LIFT:
            current[pos] = 0
        elif kind == DROP:
            current[pos] += 1
            last = pos
        elif kind == TAKE:
            taken += current[pos]
            taken_at.append(pos)
            current[pos] = 0
    opponent = 1 - mover
    obase = lay.bases[opponent]
    if lay.variant == OWARE:
        if taken:
            parts.append(_oware_capture(taken, [pos - obase + 1 for pos in taken_at]))
            if not any(board[obase:obase + n]):
                parts.append(mancala.tr("grand slam"))
        elif obase <= last < obase + n and board[last] in (2, 3):
            # The last seed made a 2 or 3 yet nothing was taken: the run of twos and
            # threes back from it held every seed of the opponent.
            parts.append(mancala.tr("grand slam: nothing captured"))
    elif taken:
        parts.append(_kalah_capture(taken, last - lay.bases[mover] + 1,
                                    len(taken_at) > 1))
    ending = _ending(state, after)
    if flags & EXTRA and ending is None and after.current_player == mover:
        parts.append(mancala.tr("extra turn"))
    if ending is not None:
        parts.append(ending)
    house = move.index + 1
    if not parts:
        return mancala.tr("{player} sows house {house}: %n seed(s)", "", sown).format(
            house=house)
    return mancala.tr("{player} sows house {house}: %n seed(s), {outcome}", "", sown).format(
        house=house, outcome=_join(parts))

