"""What the Kanzé board says, translated: what a cell holds (for screen readers),
what to do next, what the last move did, the round counter, the players' cards and
the chooser's caption.

The texts are marked in the context ``kanze_board`` (a :class:`~ludotheque.core.Texts`
named as its context, so that ``lupdate`` files them there and reads the calls
with a number as plurals); seats are named as the host names them (*seat_name*).
"""

from __future__ import annotations

from collections.abc import Callable

from ludotheque.core import Texts, TrText
from ludotheque.gui import translate

from ..rules.board import cell_name
from ..rules.moves import MoveTroops, Pass, Recruit, RecruitAt, troop_move
from ..rules.state import KanzeState
from .animation import MoveEvent
from .assembly import MoveAssembly

__all__ = ["card_texts", "caption_lines", "cell_text", "event_lines", "round_texts",
           "status_text"]

kanze_board = Texts("kanze_board")

SeatName = Callable[[int], str]
"""The name of a seat as the host shows it."""


def _say(text: TrText, **values: object) -> str:
    """*text* translated, then each ``%1``, ``%2``… replaced by its value (given as
    ``_1``, ``_2``…)."""
    said = translate(text)
    for key, value in values.items():
        said = said.replace("%" + key[1:], str(value))
    return said


def cell_text(state: KanzeState, cell: int, seat_name: SeatName, assembly: MoveAssembly,
              accepting: bool) -> str:
    """What *cell* holds and, when the board is *accepting* moves, what the player
    may do with it."""
    name = cell_name(cell)
    owner = state.owner[cell]
    troops = state.troops[cell]
    if owner < 0:
        text = _say(kanze_board.tr("%1: neutral"), _1=name)
    else:
        who = seat_name(owner)
        if state.reps[owner] == cell and troops:
            said = kanze_board.tr("%1: %2, %n troop(s) and the Representative", "", troops)
        elif state.reps[owner] == cell:
            said = kanze_board.tr("%1: %2, the Representative alone")
        else:
            said = kanze_board.tr("%1: %2, %n troop(s)", "", troops)
        text = _say(said, _1=name, _2=who)
    role: TrText | None = None
    if accepting:
        if cell == assembly.src:
            role = kanze_board.tr("chosen to move from")
        elif cell == assembly.dst:
            role = kanze_board.tr("destination chosen")
        elif cell in assembly.targets():
            role = (kanze_board.tr("you may attack here") if owner == 1 - state.mover
                    else kanze_board.tr("you may move here"))
        elif state.picks and cell in assembly.recruit_cells:
            role = kanze_board.tr("may receive a recruit")
        elif assembly.src is None and not state.picks and cell in assembly.by_src:
            role = kanze_board.tr("you may move from here")
    if role is not None:
        text = _say(kanze_board.tr("%1; %2"), _1=text, _2=translate(role))
    return text


def status_text(state: KanzeState, seat_name: SeatName, assembly: MoveAssembly,
                interactive: bool) -> str:
    """What to do next (who is to move, when the player may not)."""
    if state.is_over():
        return _say(kanze_board.tr("The game is over."))
    if not interactive:
        return _say(kanze_board.tr("%1 to move."), _1=seat_name(state.mover))
    if state.picks:
        return _say(kanze_board.tr("Choose a cell for a recruit (%n left).", "", state.picks))
    if assembly.dst is not None:
        return _say(kanze_board.tr("Set the troops with − and +, the Representative with the "
                                   "crown, then confirm."))
    if assembly.src is not None:
        return _say(kanze_board.tr("Choose a destination among the highlighted cells."))
    return _say(kanze_board.tr("Choose one of your cells, or recruit, or pass."))


def event_lines(event: MoveEvent, seat_name: SeatName) -> list[str]:
    """What the last move did: the battle or the move, the recruits or the pass, the
    influence flips and the Representatives that fell."""
    lines: list[str] = []
    move = event.move
    who = seat_name(event.mover)
    if isinstance(move, MoveTroops) and event.battle is not None:
        attack, defence = event.battle
        if attack > defence:
            verdict = _say(kanze_board.tr("%1 wins"), _1=who)
        elif attack < defence:
            verdict = _say(kanze_board.tr("%1 wins"), _1=seat_name(1 - event.mover))
        else:
            verdict = _say(kanze_board.tr("both sides fall"))
        lines.append(_say(kanze_board.tr("Battle on %1: %2 against %3, %4."),
                          _1=cell_name(move.dst), _2=attack, _3=defence, _4=verdict))
    elif isinstance(move, MoveTroops):
        lines.append(_say(kanze_board.tr("%1 moved to %2."), _1=who, _2=cell_name(move.dst)))
    elif isinstance(move, (Recruit, RecruitAt)) and event.recruits:
        lines.append(_say(kanze_board.tr("%1 recruited %n troop(s).", "", len(event.recruits)),
                          _1=who))
    elif isinstance(move, Pass):
        lines.append(_say(kanze_board.tr("%1 passed."), _1=who))
    if event.flips:
        lines.append(_say(kanze_board.tr("Influence: %n cell(s) changed sides.", "",
                                         len(event.flips))))
    for player in event.deaths:
        lines.append(_say(kanze_board.tr("The Representative of %1 has fallen!"),
                          _1=seat_name(player)))
    return lines


def round_texts(state: KanzeState) -> tuple[str, str]:
    """The round counter and what the turn limit means for the players (an empty
    second text once the game is over)."""
    limit = state.turn_limit
    if not limit:
        title = _say(kanze_board.tr("Round %1"), _1=state.round)
        note = _say(kanze_board.tr("No turn limit: the game ends when a Representative "
                                   "falls."))
    else:
        current = min(state.round, limit)
        title = _say(kanze_board.tr("Round %1 of %2"), _1=current, _2=limit)
        left = limit - current
        if left:
            note = _say(kanze_board.tr("%n more round(s), then the player owning more cells "
                                       "wins.", "", left))
        else:
            note = _say(kanze_board.tr("Last round: then the player owning more cells wins."))
    return title, "" if state.is_over() else note


def card_texts(state: KanzeState, player: int) -> list[str]:
    """The figures of a player's card: troops (and the cap), cells."""
    return [_say(kanze_board.tr("Troops: %1 / %2"), _1=state.total_troops(player),
                 _2=state.troop_cap),
            _say(kanze_board.tr("Cells: %1"), _1=state.cells_owned(player))]


def caption_lines(state: KanzeState, assembly: MoveAssembly) -> list[str]:
    """The chooser's caption: the move, then the battle it starts (if any)."""
    src, dst = assembly.src, assembly.dst
    assert src is not None and dst is not None
    count = assembly.count
    if assembly.rep:
        text = kanze_board.tr("%n troop(s) + Representative, %1 → %2", "", count)
    else:
        text = kanze_board.tr("%n troop(s), %1 → %2", "", count)
    lines = [_say(text, _1=cell_name(src), _2=cell_name(dst))]
    battle = state.battle(troop_move(src, dst, count, assembly.rep))
    if battle is not None:
        lines.append(_say(kanze_board.tr("Battle %1 against %2"), _1=battle.attack,
                          _2=battle.defence))
    return lines
