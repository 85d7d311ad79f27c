"""Hand-built Kanzé positions for the tests."""

from __future__ import annotations

from ludotheque_kanze.rules import CELLS, KanzeState, cell_index, parse_move


def position(cells: dict[str, str], mover: int = 0, *, cap: int = 49, neutral: bool = True,
             attack: bool = False, limit: int = 150, ply: int = 0) -> KanzeState:
    """Build a position from ``{"d4": "x3", "a1": "X0", ...}``.

    ``x`` is the first player, ``o`` the second; an upper-case letter puts that
    player's Representative on the cell; the digit is the troop count.
    """
    troops = [0] * CELLS
    owner = [-1] * CELLS
    reps = [-1, -1]
    for name, spec in cells.items():
        cell = cell_index(name)
        player = "xo".index(spec[0].lower())
        owner[cell] = player
        troops[cell] = int(spec[1:])
        if spec[0].isupper():
            reps[player] = cell
    assert -1 not in reps, "both Representatives must be on the board"
    state = KanzeState.make(troops, owner, reps, mover, ply=ply,
                            rules=(cap, neutral, attack, limit))
    state.check()
    return state


def legal(state: KanzeState, text: str) -> bool:
    """Whether the move written *text* is legal, checked both ways."""
    move = parse_move(text)
    listed = move in state.legal_moves()
    assert listed == state.is_legal(move), f"legal_moves and is_legal disagree on {text}"
    return listed


def play(state: KanzeState, *texts: str) -> KanzeState:
    for text in texts:
        state = state.play(parse_move(text))
        state.check()
    return state


def cell(state: KanzeState, name: str) -> str:
    """The content of a cell in the notation of :func:`position` ('.' when neutral)."""
    index = cell_index(name)
    who = state.owner[index]
    if who < 0:
        return "."
    letter = "xo"[who]
    if index in state.reps:
        letter = letter.upper()
    return f"{letter}{state.troops[index]}"
