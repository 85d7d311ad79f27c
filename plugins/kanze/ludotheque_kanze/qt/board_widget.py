"""The Kanzé board: a diamond of hexagons, troops as pawns and counts, and an
inline chooser to assemble a move by clicks.

Playing with the mouse: click one of your cells (the source), then a highlighted
destination; a small chooser opens beside it, with − and + for the number of
troops (the mouse wheel and the keys 0–7 work too), a crown button for the
Representative (key R), ✓ to confirm (Enter, or a second click on the
destination) and ✕ to cancel (Esc, right button).  Recruit and Pass are buttons
of the side panel (keys C and P).  While recruits are short, click the
highlighted cells that receive them.

Playing with the keyboard alone: the arrow keys move a cursor over the cells
(a white ring, shown while the board has the focus); Enter or Space picks the
cell under it as the source, then as the destination, which opens the chooser;
there Up/Down, + and − or a digit set the troops, R the Representative, Enter
confirms and Escape closes the chooser (a second Escape drops the source).  The
board's accessible name says what the cursor's cell holds, its description what
to do next.

The widget holds the interaction and the texts; the move being assembled is a
:class:`~.assembly.MoveAssembly`, the layout a :class:`~.geometry.BoardGeometry`,
and the drawing lives in :mod:`.painting`, :mod:`.chooser` and :mod:`.panel`.
Hover and the keyboard cursor are the base class's (the cells are the targets).

Signals (from :class:`~ludotheque.gui.BoardWidget`):

* ``move_requested(object)``: a Kanzé move (:class:`MoveTroops`, :class:`Recruit`,
  :class:`RecruitAt` or :class:`Pass`).
* ``animation_finished()``: the troops arrived and the battle and influence
  flips have been shown.
* ``status_changed(str)``: what to do next, translated.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QPushButton, QWidget

from ludotheque.core import GameInfo, SeatInfo, State
from ludotheque.gui import ARROW_KEYS, BoardWidget

from ..rules.board import SIZE, cell_name, coords, index
from ..rules.moves import PASS, RECRUIT, MoveTroops, Pass, Recruit
from ..rules.state import KanzeState
from . import words
from .animation import MoveAnimation, MoveEvent, describe_event, duration, shown
from .assembly import MoveAssembly
from .chooser import CHOOSER_BUTTONS, chooser_fonts, chooser_rects, paint_chooser
from .geometry import BoardGeometry
from .painting import PLAYER_COLOURS, Marks, paint_background, paint_board
from .panel import paint_panel, panel_fonts, panel_layout

__all__ = ["KanzeBoardWidget", "PLAYER_COLOURS"]

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_COUNT_KEYS = {Qt.Key.Key_Plus: +1, Qt.Key.Key_Equal: +1, Qt.Key.Key_Up: +1,
               Qt.Key.Key_Minus: -1, Qt.Key.Key_Down: -1}
"""The chooser's keys that change the troop count, and by how much."""


class KanzeBoardWidget(BoardWidget):
    """The Kanzé board; see the module documentation for how to play on it."""

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(info, parent)
        self.hint_move: Any = None
        self.assembly = MoveAssembly()
        """The move being assembled by clicks."""
        self.board_geometry = BoardGeometry()
        """Where the cells and the panel are (recomputed on resize)."""
        self._column = 0
        """The column (q - r) the cursor keeps to while it goes up or down."""
        self._keep_column = False
        self._event: MoveEvent | None = None
        self._animation: MoveAnimation | None = None
        self.recruit_button = QPushButton(self)
        self.recruit_button.setObjectName("kanze_recruit")
        self.recruit_button.clicked.connect(self._on_recruit_button_clicked)
        self.pass_button = QPushButton(self)
        self.pass_button.setObjectName("kanze_pass")
        self.pass_button.clicked.connect(self._on_pass_button_clicked)
        for button in (self.recruit_button, self.pass_button):
            button.setProperty("role", "move")  # the host's style for move buttons
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.retranslate()
        self._layout()

    # --- host interface ------------------------------------------------------------

    def set_position(self, state: State, **kwargs: Any) -> None:
        self._finish_animation(emit=False)
        super().set_position(state, **kwargs)
        self.set_hint(None)
        self.assembly.index(self.legal_moves)
        self._selection_changed()
        if self.cursor_target is None and self.hasFocus():
            self.set_cursor_target(self.first_cursor())
        self._update_buttons()
        self._emit_status()

    def set_seats(self, seats: Sequence[SeatInfo]) -> None:
        super().set_seats(seats)
        self._emit_status()  # it may name the player to move

    def set_interactive(self, interactive: bool) -> None:
        super().set_interactive(interactive)
        self.assembly.clear()
        self._selection_changed()
        self._update_buttons()

    def retranslate(self) -> None:
        self.recruit_button.setText(self.tr("Recruit"))
        self.recruit_button.setToolTip(self.tr("One troop on each of your cells holding "
                                               "fewer than 7 (key C)"))
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setToolTip(self.tr("Do nothing this turn (key P)"))
        self._layout_buttons()
        self._emit_status()
        self.update()

    def position_changed(self, previous: State | None) -> None:
        self._event = None
        state = self.state
        if not isinstance(previous, KanzeState) or not isinstance(state, KanzeState):
            return
        if self.last_move is None:
            return
        self._event = describe_event(previous, self.last_move, state)
        if self.animation_speed <= 0 or self._event is None:
            return
        length = duration(self._event)
        if not length:
            return
        self._animation = MoveAnimation(self, int(length / self.animation_speed), self.update,
                                        self._on_animation_finished)

    def is_animating(self) -> bool:
        return self._animation is not None

    def skip_animation(self) -> None:
        self._finish_animation(emit=True)

    def set_hint(self, move: Any) -> None:
        self.hint_move = move
        for button, hinted in ((self.recruit_button, isinstance(move, Recruit)),
                               (self.pass_button, isinstance(move, Pass))):
            if bool(button.property("hint")) != hinted:
                button.setProperty("hint", hinted)
                button.style().unpolish(button)
                button.style().polish(button)
                self._layout_buttons()
        self.update()

    def describe(self) -> dict[str, Any]:
        data = super().describe()
        assembly, cursor = self.assembly, self.cursor_cell()
        data.update({
            "source": None if assembly.src is None else cell_name(assembly.src),
            "destination": None if assembly.dst is None else cell_name(assembly.dst),
            "count": assembly.count,
            "representative": assembly.rep,
            "targets": sorted(cell_name(c) for c in assembly.targets()),
            "recruit_enabled": self.recruit_button.isEnabled(),
            "pass_enabled": self.pass_button.isEnabled(),
            "players": [self.seat_name(player) for player in (0, 1)],
            "cursor": None if cursor is None else cell_name(cursor),
            "status": self._status_text(),
            "events": self._event_text(),
        })
        return data

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(900, 640)

    # --- geometry (also used by tests) ---------------------------------------------

    def cell_centre(self, cell: int) -> QPointF:
        """The centre of *cell* in widget coordinates."""
        return self.board_geometry.cell_centre(cell)

    def cell_at(self, point: QPointF) -> int | None:
        """The cell under *point*, or None."""
        return self.board_geometry.cell_at(point)

    def panel_paper(self) -> QRectF:
        """The panel's sheet of paper, in widget coordinates: everything the panel
        shows (texts, cards, buttons) lies inside it."""
        return self.board_geometry.panel_paper()

    def chooser_fonts(self) -> tuple[QFont, QFont]:
        """The fonts of the chooser's glyphs and of its caption."""
        return chooser_fonts(self.font(), self.board_geometry.size)

    def chooser_rects(self) -> dict[str, QRectF]:
        """The buttons of the open chooser (empty when it is closed): ``panel``, the
        buttons of :data:`~.chooser.CHOOSER_BUTTONS`, ``count`` and ``caption``."""
        src, dst, state = self.assembly.src, self.assembly.dst, self.state
        if src is None or dst is None or not isinstance(state, KanzeState):
            return {}
        return chooser_rects(self.board_geometry, self.chooser_fonts()[1],
                             self.chooser_caption_lines(state), src, dst)

    def panel_fonts(self) -> tuple[QFont, QFont, QFont]:
        """The panel's title, name and small fonts."""
        return panel_fonts(self.font(), self.board_geometry.side)

    def panel_layout(self) -> dict[str, Any]:
        """Where the panel's parts are drawn: ``title`` and ``note`` (the round
        counter and the turn limit), ``cards`` (one per player), ``text`` (what to do,
        what happened: what room is left above the buttons)."""
        buttons = QRectF(self.recruit_button.geometry().united(self.pass_button.geometry()))
        layout = panel_layout(self.board_geometry, self.font(), buttons, self.round_texts()[1])
        return {"title": layout.title, "note": layout.note, "cards": layout.cards,
                "text": layout.text}

    def _layout(self) -> None:
        self.board_geometry.layout(self.width(), self.height())
        self._layout_buttons()

    def _layout_buttons(self) -> None:
        """Recruit and Pass at the foot of the panel (again when their size changed)."""
        buttons = (self.recruit_button, self.pass_button)
        rects = self.board_geometry.button_rects([button.sizeHint() for button in buttons])
        for button, rect in zip(buttons, rects):
            button.setGeometry(round(rect.x()), round(rect.y()), int(rect.width()),
                               int(rect.height()))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        self._layout_buttons()   # the host's style sheet may have changed their size
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self._layout_buttons()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        self._layout()
        super().resizeEvent(event)

    # --- the move being assembled ------------------------------------------------------

    def _accepting(self) -> bool:
        return self.interactive and not self.is_animating() and isinstance(self.state, KanzeState)

    def _selection_changed(self) -> None:
        self.update_accessible()
        self.update()

    def pending_move(self) -> MoveTroops | None:
        """The move the open chooser would request, or None."""
        return self.assembly.pending_move()

    def _request(self, move: Any) -> None:
        """Request *move*; the selection goes once it is accepted."""
        if move is not None and self.request_move(move):
            self.assembly.clear()
            self._selection_changed()

    def _click_cell(self, cell: int | None) -> None:
        state = self.state
        assert isinstance(state, KanzeState)
        self._request(self.assembly.click(cell, bool(state.picks)))
        self._emit_status()
        self.update()

    def _press_chooser(self, name: str) -> None:
        assembly = self.assembly
        if name in ("minus", "plus"):
            assembly.step_count(-1 if name == "minus" else +1)
        elif name == "rep":
            assembly.toggle_rep()
        elif name == "ok":
            self._request(assembly.pending_move())
        elif name == "cancel":
            assembly.close_chooser()
            self._emit_status()
        self._selection_changed()

    # --- the base class's pointer and keyboard hooks -------------------------------------

    def target_at(self, point: QPointF) -> Hashable | None:
        return self.cell_at(point)

    def first_cursor(self) -> Hashable | None:
        """Where the player most likely starts: the chosen source, the mover's
        Representative if it can move, another cell that can, a recruit cell, or the
        centre."""
        state = self.state
        if not isinstance(state, KanzeState):
            return None
        sources = self.assembly.by_src
        if self.assembly.src is not None:
            return self.assembly.src
        if state.reps[state.mover] in sources:
            return state.reps[state.mover]
        if sources:
            return min(sources)
        if self.assembly.recruit_cells:
            return min(self.assembly.recruit_cells)
        return index(SIZE // 2, SIZE // 2)

    def cursor_step(self, target: Hashable, key: Qt.Key) -> Hashable | None:
        """Left and Right go along the row; Up and Down to the row above or below,
        keeping to the column the cursor came from (a zigzag goes straight up)."""
        assert isinstance(target, int)
        q, r = coords(target)
        rows, columns = ARROW_KEYS[key]
        if columns:
            if 0 <= q + columns < SIZE and 0 <= r - columns < SIZE:
                return index(q + columns, r - columns)
            return None
        steps = ((1, 0), (0, 1)) if rows < 0 else ((-1, 0), (0, -1))
        candidates = [(q + dq, r + dr) for dq, dr in steps
                      if 0 <= q + dq < SIZE and 0 <= r + dr < SIZE]
        if not candidates:
            return None
        column = self._column
        nq, nr = min(candidates, key=lambda c: (abs(c[0] - c[1] - column), abs(c[0] - c[1])))
        self._keep_column = True
        return index(nq, nr)

    def set_cursor_target(self, target: Hashable | None) -> None:
        """Put the cursor on *target*; it takes that cell's column, unless it went
        there up or down (:meth:`cursor_step`)."""
        keep, self._keep_column = self._keep_column, False
        super().set_cursor_target(target)
        if isinstance(target, int) and not keep:
            q, r = coords(target)
            self._column = q - r

    def activate(self, target: Hashable) -> bool:
        if not self._accepting() or not isinstance(target, int):
            return False
        self._click_cell(target)
        return True

    def target_text(self, target: Hashable) -> str:
        return self.cell_text(target) if isinstance(target, int) else ""

    def board_key(self, event: QKeyEvent) -> bool:
        """While the board accepts moves: the chooser's keys while it is open, Escape
        while something is chosen, C and P, and Enter before the cursor shows (it
        places the cursor)."""
        if not self._accepting():
            return False
        key = event.key()
        text = event.text()
        if self.assembly.chooser_open and (key in _ENTER or key in _COUNT_KEYS or (
                key == Qt.Key.Key_R) or (text and text in "01234567")):
            return True
        if key == Qt.Key.Key_Escape:
            return self.assembly.src is not None
        return key in (Qt.Key.Key_C, Qt.Key.Key_P) or (
            key in _ENTER and self.cursor_target is None)

    def key_pressed(self, event: QKeyEvent) -> None:
        key = event.key()
        assembly = self.assembly
        chooser = assembly.chooser_open
        if chooser and key in _ENTER:
            self._request(assembly.pending_move())
        elif key in _ENTER:
            self.keyboard_active = True
            self.set_cursor_target(self.first_cursor())
        elif key == Qt.Key.Key_Escape:
            if chooser:
                assembly.close_chooser()
            else:
                assembly.clear()
            self._emit_status()
        elif chooser and key in _COUNT_KEYS:
            assembly.step_count(_COUNT_KEYS[Qt.Key(key)])
        elif chooser and event.text() and event.text() in "01234567":
            assembly.set_count(int(event.text()))
        elif chooser and key == Qt.Key.Key_R:
            assembly.toggle_rep()
        elif key == Qt.Key.Key_C:
            self.request_move(RECRUIT)
        elif key == Qt.Key.Key_P:
            self.request_move(PASS)
        self._selection_changed()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        # Up and Down set the chooser's count rather than move the cursor.
        if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.assembly.chooser_open \
                and self.is_board_key(event):
            if self._accepting():
                self.key_pressed(event)
            return
        super().keyPressEvent(event)

    def cursor_cell(self) -> int | None:
        """The cell under the keyboard cursor (None before the board had the focus)."""
        target = self.cursor_target
        return target if isinstance(target, int) else None

    # --- events ------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if not self._accepting():
            return
        point = event.position()
        if event.button() == Qt.MouseButton.RightButton:
            self.assembly.clear()
            self._emit_status()
            self._selection_changed()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        rects = self.chooser_rects()
        if rects and rects["panel"].contains(point):
            for name in CHOOSER_BUTTONS:
                if rects[name].contains(point):
                    self._press_chooser(name)
                    return
            return
        if self.target_at(point) is None:
            self._click_cell(None)       # off the board: drops the selection
            return
        super().mousePressEvent(event)   # the cursor goes there, and activate()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        if not self._accepting() or not self.assembly.chooser_open:
            event.ignore()
            return
        steps = event.angleDelta().y()
        if steps:
            self.assembly.step_count(1 if steps > 0 else -1)
            self._selection_changed()
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        if self.cursor_target is None and isinstance(self.state, KanzeState):
            self.set_cursor_target(self.first_cursor())
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        self.update()
        super().focusOutEvent(event)

    def _on_recruit_button_clicked(self) -> None:
        self.request_move(RECRUIT)

    def _on_pass_button_clicked(self) -> None:
        self.request_move(PASS)

    def _update_buttons(self) -> None:
        ready = self.interactive and not self.is_animating()
        self.recruit_button.setEnabled(ready and RECRUIT in self.legal_moves)
        self.pass_button.setEnabled(ready and PASS in self.legal_moves)

    # --- words ---------------------------------------------------------------------------

    def cell_text(self, cell: int) -> str:
        """What *cell* holds and what the player may do with it, in words."""
        state = self.state
        if not isinstance(state, KanzeState):
            return cell_name(cell)
        return words.cell_text(state, cell, self.seat_name, self.assembly, self._accepting())

    def update_accessible(self) -> None:
        """The accessible name says the cursor's cell, the description what to do next
        (and the move the chooser holds); screen readers hear of each change."""
        name = self.accessibleName()
        super().update_accessible()
        if self.accessibleName() != name:
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))
        description = self._status_text()
        state = self.state
        if isinstance(state, KanzeState) and self.assembly.chooser_open:
            description = " ".join([description, *self.chooser_caption_lines(state)])
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)
            QAccessible.updateAccessibility(
                QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))

    def _status_text(self) -> str:
        state = self.state
        if not isinstance(state, KanzeState):
            return ""
        return words.status_text(state, self.seat_name, self.assembly, self.interactive)

    def _emit_status(self) -> None:
        self.status_changed.emit(self._status_text())
        self.update_accessible()

    def _event_text(self) -> list[str]:
        """What the last move did, in words (for the panel)."""
        return [] if self._event is None else words.event_lines(self._event, self.seat_name)

    def round_texts(self) -> tuple[str, str]:
        """The panel's round counter and what the turn limit means for the players
        (an empty second text once the game is over)."""
        state = self.state
        return words.round_texts(state) if isinstance(state, KanzeState) else ("", "")

    def card_texts(self, state: KanzeState, player: int) -> list[str]:
        """The figures of a player's card: troops (and the cap), cells."""
        return words.card_texts(state, player)

    def chooser_caption_lines(self, state: KanzeState) -> list[str]:
        """The chooser's caption: the move, then the battle it starts (if any)."""
        return words.caption_lines(state, self.assembly)

    # --- animation -----------------------------------------------------------------------

    def _on_animation_finished(self) -> None:
        self._finish_animation(emit=True)

    def _finish_animation(self, emit: bool) -> None:
        animation = self._animation
        if animation is None:
            return
        self._animation = None
        animation.stop()
        self._update_buttons()
        self.update()
        if emit:
            self.animation_finished.emit()

    # --- painting ------------------------------------------------------------------------

    def _marks(self, state: KanzeState) -> Marks:
        """What to mark over the cells now."""
        assembly = self.assembly
        accepting = self._accepting()
        animating = self._animation is not None
        targets = assembly.targets() if accepting else set()
        sources = assembly.sources() if accepting and assembly.src is None and \
            not state.picks else set()
        recruits = assembly.recruit_cells if accepting else set()
        hover = self.hover_target if accepting and (
            self.hover_target in sources or self.hover_target in targets
            or self.hover_target in assembly.recruit_cells) else None
        last = self.last_move if self.show_last_move and not animating and isinstance(
            self.last_move, MoveTroops) and assembly.src is None else None
        flipped = self._event.flips if self.show_last_move and not animating and \
            self._event is not None else []
        return Marks(
            sources=sources,
            targets=targets if self.show_legal_moves else set(),
            recruits=set(recruits) if self.show_legal_moves else set(),
            hover=hover if isinstance(hover, int) else None,
            src=assembly.src, dst=assembly.dst,
            cursor=self.cursor_cell() if self.hasFocus() else None,
            last_move=last, flipped=flipped,
            hint=self.hint_move if isinstance(self.hint_move, MoveTroops) else None)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint_background(painter, QRectF(self.rect()))
        state = self.state
        if isinstance(state, KanzeState):
            running = self._animation
            animating = self._event if running is not None else None
            drawn, phase = shown(animating, state, None if running is None else running.progress)
            paint_board(painter, self.board_geometry, self.font(), state, self._marks(state),
                        animating, drawn, phase)
            self._paint_panel(painter, state)
            rects = self.chooser_rects()
            if rects:
                paint_chooser(painter, self.board_geometry, self.font(), rects, self.assembly,
                              state.reps[state.mover] == self.assembly.src,
                              self.chooser_caption_lines(state))
        painter.end()

    def _paint_panel(self, painter: QPainter, state: KanzeState) -> None:
        buttons = QRectF(self.recruit_button.geometry().united(self.pass_button.geometry()))
        round_texts = self.round_texts()
        layout = panel_layout(self.board_geometry, self.font(), buttons, round_texts[1])
        lines = [self._status_text()] if self.interactive else []
        lines += self._event_text()
        paint_panel(painter, self.board_geometry, self.font(), layout, state, round_texts,
                    [self.seat_name(player) for player in (0, 1)],
                    [self.card_texts(state, player) for player in (0, 1)], lines,
                    self.interactive)

