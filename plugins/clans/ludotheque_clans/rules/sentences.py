"""The sentences of the history: what a step of Clans does, as a seat may know it.

Every sentence names territories by the numbers printed on the board.  The deal
of the secret colours reads "Colours dealt" for everybody at the table, and tells
a player their own colour only; no other step depends on a secret.

>>> from ludotheque_clans.rules.game import ClansGame
>>> from ludotheque_clans.rules.moves import Deal
>>> state = ClansGame().new_state(players=3)
>>> str(step_text(state, Deal((0, 2, 4)), None))
'Colours dealt'
>>> str(step_text(state, Deal((0, 2, 4)), 1))
'Colours dealt: your clan is blue'

The whole setup (the deal, then the huts of the twelve regions) reads as one line:

>>> from ludotheque_clans.rules.moves import Setup
>>> setup = [Deal((0, 2, 4))] + [Setup(r, (0, 1, 2, 3, 4)) for r in range(1, 13)]
>>> str(chance_text(state, setup, None))
'Huts placed on all territories; colours dealt'
>>> str(chance_text(state, setup, 2))
'Huts placed on all territories; colours dealt: your clan is white'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ludotheque.core import Texts, TrText

from .board import (
    COLOUR_LABELS,
    COLOURS,
    MAX_VILLAGES,
    REGION_TERRITORIES,
    REGIONS,
    TERRAIN,
    TERRAIN_LABELS,
    epoch_of,
)
from .moves import Deal, Found, Migration, Setup

if TYPE_CHECKING:
    from .state import ClansState

__all__ = ["step_text", "chance_text"]

clans = Texts("clans")


def step_text(state: ClansState, move: Any, viewer: int | None) -> TrText:
    """The sentence of *move* played from *state*, as *viewer* may know it (None:
    everybody at the table).  ``{player}`` stands for the mover's name."""
    if isinstance(move, Deal):
        if viewer is None or not 0 <= viewer < len(move.colours):
            return clans.tr("Colours dealt")
        return clans.tr("Colours dealt: your clan is {colour}").format(
            colour=COLOUR_LABELS[move.colours[viewer]])
    if isinstance(move, Setup):
        territories = REGION_TERRITORIES[move.region]
        return clans.tr("Huts placed on territories {first} to {last}: {colours}").format(
            first=territories[0], last=territories[-1],
            colours=_join([COLOUR_LABELS[c] for c in move.colours], and_=False))
    if isinstance(move, Migration):
        huts = state.totals[move.source]
        founded = _consequences(state, move)
        if not founded:
            return clans.tr("{player} moves %n hut(s) from territory {source} to territory "
                            "{target}", "", huts).format(source=move.source, target=move.target)
        return clans.tr("{player} moves %n hut(s) from territory {source} to territory "
                        "{target}; {consequences}", "", huts).format(
            source=move.source, target=move.target, consequences=_chain(founded))
    if isinstance(move, Found):
        after = state.apply(move)
        number = len(state.villages) + 1
        result = _result(state, move, number, after)
        more = _consequences(state, move)[1:]
        if not more:
            return clans.tr("{player} founds village {number} on territory {territory}: "
                            "{result}").format(number=number, territory=move.territory,
                                               result=result)
        return clans.tr("{player} founds village {number} on territory {territory}: "
                        "{result}; {consequences}").format(
            number=number, territory=move.territory, result=result, consequences=_chain(more))
    raise TypeError(f"not a Clans move: {move!r}")


def chance_text(state: ClansState, outcomes: Sequence[Any], viewer: int | None
                ) -> TrText | None:
    """One sentence for a run of chance steps played from *state*: the huts placed
    (on all territories for the whole setup, else the territories they cover) and,
    when the run holds it, the deal, telling *viewer* only their own colour.  None
    for a run that is not made of the setup's steps, or that places no huts (the
    deal alone speaks for itself)."""
    deal: Deal | None = None
    regions: list[int] = []
    for move in outcomes:
        if isinstance(move, Deal) and deal is None and not regions:
            deal = move
        elif isinstance(move, Setup):
            regions.append(move.region)
        else:
            return None
    if not regions or (deal is None and len(regions) < 2):
        return None
    if (deal is not None) != (state.colours is None):
        return None
    first = state.setup_done + 1
    if regions != list(range(first, first + len(regions))) or regions[-1] > REGIONS:
        return None
    own = None
    if deal is not None and viewer is not None and 0 <= viewer < len(deal.colours):
        own = COLOUR_LABELS[deal.colours[viewer]]
    if first == 1 and regions[-1] == REGIONS:
        if deal is None:
            return clans.tr("Huts placed on all territories")
        if own is None:
            return clans.tr("Huts placed on all territories; colours dealt")
        return clans.tr("Huts placed on all territories; colours dealt: your clan is "
                        "{colour}").format(colour=own)
    span = {"first": REGION_TERRITORIES[first][0], "last": REGION_TERRITORIES[regions[-1]][-1]}
    if deal is None:
        return clans.tr("Huts placed on territories {first} to {last}").format(**span)
    if own is None:
        return clans.tr("Huts placed on territories {first} to {last}; colours dealt").format(
            **span)
    return clans.tr("Huts placed on territories {first} to {last}; colours dealt: your clan "
                    "is {colour}").format(colour=own, **span)


def _consequences(state: ClansState, move: Migration | Found) -> list[TrText]:
    """What the step founds (each village and its score, a new epoch, the end), in
    order (the sentence of a :class:`Found` says its first village itself)."""
    after = state.apply(move)
    clauses: list[TrText] = []
    for number in range(len(state.villages) + 1, len(after.villages) + 1):
        territory = after.villages[number - 1]
        clauses.append(clans.tr("village {number} founded on territory {territory}: "
                                "{result}").format(
            number=number, territory=territory, result=_result(state, move, number, after)))
        if (not after.over and number < MAX_VILLAGES
                and epoch_of(number + 1).number != epoch_of(number).number):
            clauses.append(clans.tr("epoch {roman} begins").format(
                roman=epoch_of(number + 1).roman))
    if after.pending and not state.pending:
        clauses.append(clans.tr("villages form on territories {territories}").format(
            territories=_join(list(after.pending))))
    if after.over:
        clauses.append(clans.tr("the game ends"))
    return clauses


def _result(state: ClansState, move: Migration | Found, number: int,
            after: ClansState) -> TrText:
    """What village *number* scored: destroyed, strife, points and the colours that score."""
    territory = after.villages[number - 1]
    kept, value = after.huts[territory], after.values[number - 1]
    epoch = epoch_of(number)
    if TERRAIN[territory] == epoch.destroying_terrain:
        return clans.tr("destroyed ({terrain}), no points").format(
            terrain=TERRAIN_LABELS[TERRAIN[territory]])
    scoring = [c for c in range(COLOURS) if kept[c]]
    if value and scoring:
        result = clans.tr("%n point(s) for {colours}", "", value).format(
            colours=_join([COLOUR_LABELS[c] for c in scoring]))
    else:
        result = clans.tr("no points")
    driven = sum(_huts_before_scoring(state, move, territory)) - sum(kept)
    if driven:
        result = clans.tr("strife drives out %n hut(s), {result}", "", driven).format(
            result=result)
    return result


def _huts_before_scoring(state: ClansState, move: Migration | Found,
                         territory: int) -> tuple[int, ...]:
    """The huts of *territory* once the move is made, before its village scores."""
    huts = state.huts[territory]
    if isinstance(move, Migration) and territory == move.target:
        moved = state.huts[move.source]
        return tuple(a + b for a, b in zip(huts, moved))
    return huts


def _chain(clauses: list[TrText]) -> TrText:
    """*clauses* one after the other, separated by semicolons."""
    text = clauses[0]
    for clause in clauses[1:]:
        text = clans.tr("{first}; {second}").format(first=text, second=clause)
    return text


def _join(items: Sequence[Any], and_: bool = True) -> Any:
    """*items* as a list read aloud: "a, b and c" (or "a, b, c" without *and_*)."""
    if len(items) == 1:
        return items[0]
    head: Any = items[0]
    for item in items[1:-1]:
        head = clans.tr("{first}, {second}").format(first=head, second=item)
    if and_:
        return clans.tr("{first} and {second}").format(first=head, second=items[-1])
    return clans.tr("{first}, {second}").format(first=head, second=items[-1])
