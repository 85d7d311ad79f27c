"""The sentences of the history: what a Kanzé move does, cells named as the board
labels them (``a1`` to ``g7``).  Kanzé hides nothing, so every seat reads the same.

>>> from ludotheque_kanze.rules.game import KanzeGame
>>> from ludotheque_kanze.rules.moves import parse_move
>>> state = KanzeGame().new_state()
>>> str(step_text(state, parse_move("2R:a1-b2")).format(player="Ada"))
'Ada moves 2 troops and the Representative from a1 to b2'
>>> str(step_text(state, parse_move("pass")).format(player="Ada"))
'Ada passes'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ludotheque.core import Texts, TrText

from .board import CELLS, cell_name
from .moves import MoveTroops, Pass, Recruit, RecruitAt

if TYPE_CHECKING:
    from .battle import Battle
    from .state import KanzeState

__all__ = ["step_text"]

kanze = Texts("kanze")


def step_text(state: KanzeState, move: Any) -> TrText:
    """The sentence of *move* played from *state*; ``{player}`` stands for the mover."""
    if isinstance(move, MoveTroops):
        return _troops(state, move)
    if isinstance(move, Recruit):
        cells = state.recruit_cells()
        room = state.troop_cap - state.total_troops(state.mover)
        if len(cells) > room:
            return kanze.tr("{player} recruits: %n cell(s) to choose", "", room)
        return kanze.tr("{player} recruits %n troop(s)", "", len(cells))
    if isinstance(move, RecruitAt):
        return kanze.tr("{player} places a recruit on {cell}").format(cell=cell_name(move.cell))
    if isinstance(move, Pass):
        return kanze.tr("{player} passes")
    raise TypeError(f"not a Kanzé move: {move!r}")


def _troops(state: KanzeState, move: MoveTroops) -> TrText:
    after = state.apply(move)
    places = {"src": cell_name(move.src), "dst": cell_name(move.dst)}
    count = move.count
    influence = _influence(state, move, after)
    fight = state.battle(move)
    if fight is not None:
        battle = _battle(fight)
        if influence is not None:
            battle = kanze.tr("{first}; {second}").format(first=battle, second=influence)
        if not count:
            text = kanze.tr("{player} attacks {dst} from {src} with the Representative: "
                            "{battle}")
        elif move.rep:
            text = kanze.tr("{player} attacks {dst} from {src} with %n troop(s) and the "
                            "Representative: {battle}", "", count)
        else:
            text = kanze.tr("{player} attacks {dst} from {src} with %n troop(s): {battle}",
                            "", count)
        return text.format(battle=battle, **places)
    if influence is None:
        if not count:
            text = kanze.tr("{player} moves the Representative from {src} to {dst}")
        elif move.rep:
            text = kanze.tr("{player} moves %n troop(s) and the Representative from {src} "
                            "to {dst}", "", count)
        else:
            text = kanze.tr("{player} moves %n troop(s) from {src} to {dst}", "", count)
        return text.format(**places)
    if not count:
        text = kanze.tr("{player} moves the Representative from {src} to {dst}; {influence}")
    elif move.rep:
        text = kanze.tr("{player} moves %n troop(s) and the Representative from {src} to "
                        "{dst}; {influence}", "", count)
    else:
        text = kanze.tr("{player} moves %n troop(s) from {src} to {dst}; {influence}", "",
                        count)
    return text.format(influence=influence, **places)


def _battle(battle: Battle) -> TrText:
    """The strengths and who wins, and the Representatives that fall."""
    numbers = {"attack": battle.attack, "defence": battle.defence}
    if battle.won:
        if battle.defending_rep_falls:
            return kanze.tr("{attack} against {defence}, the attack wins and the defending "
                            "Representative falls").format(**numbers)
        return kanze.tr("{attack} against {defence}, the attack wins").format(**numbers)
    if battle.held:
        if battle.attacking_rep_falls:
            return kanze.tr("{attack} against {defence}, the defence holds and the attacking "
                            "Representative falls").format(**numbers)
        return kanze.tr("{attack} against {defence}, the defence holds").format(**numbers)
    if battle.attacking_rep_falls and battle.defending_rep_falls:
        return kanze.tr("{attack} against {defence}, both sides fall with both "
                        "Representatives").format(**numbers)
    if battle.attacking_rep_falls:
        return kanze.tr("{attack} against {defence}, both sides fall with the attacking "
                        "Representative").format(**numbers)
    if battle.defending_rep_falls:
        return kanze.tr("{attack} against {defence}, both sides fall with the defending "
                        "Representative").format(**numbers)
    return kanze.tr("{attack} against {defence}, both sides fall").format(**numbers)


def _influence(state: KanzeState, move: MoveTroops, after: KanzeState) -> TrText | None:
    """The cells that changed sides by influence once the troops arrived, as the
    mover's gains and losses (None: none did)."""
    player = state.mover
    _, owner, _ = state.arrival(move)  # the owners before influence
    won: list[int] = []
    lost: list[int] = []
    for cell in range(CELLS):
        old, new = owner[cell], after.owner[cell]
        if old >= 0 and new >= 0 and old != new:
            (won if new == player else lost).append(cell)
    clauses = []
    if won:
        clauses.append(kanze.tr("%n cell(s) won by influence: {cells}", "", len(won)).format(
            cells=_join([cell_name(c) for c in won])))
    if lost:
        clauses.append(kanze.tr("%n cell(s) lost by influence: {cells}", "", len(lost)).format(
            cells=_join([cell_name(c) for c in lost])))
    if not clauses:
        return None
    if len(clauses) == 1:
        return clauses[0]
    return kanze.tr("{first}; {second}").format(first=clauses[0], second=clauses[1])


def _join(items: Sequence[Any]) -> Any:
    """*items* read as a list: "a, b and c"."""
    if len(items) == 1:
        return items[0]
    head: Any = items[0]
    for item in items[1:-1]:
        head = kanze.tr("{first}, {second}").format(first=head, second=item)
    return kanze.tr("{first} and {second}").format(first=head, second=items[-1])
