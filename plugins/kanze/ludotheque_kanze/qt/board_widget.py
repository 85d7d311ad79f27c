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

Signals (from :class:`~ludotheque.gui.BoardWidget`):

* ``move_requested(object)``: a Kanzé move (:class:`MoveTroops`, :class:`Recruit`,
  :class:`RecruitAt` or :class:`Pass`).
* ``animation_finished()``: the troops arrived and the battle and influence
  flips have been shown.
* ``status_changed(str)``: what to do next, translated.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEasingCurve, QEvent, QPointF, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QPushButton, QWidget

from ludotheque.core import GameInfo, SeatInfo, State
from ludotheque.gui import BoardWidget

from ..plugin import SEAT_COLOURS
from ..rules.board import CELLS, LETTERS, MAX_TROOPS, SIZE, coords, index
from ..rules.moves import (
    PASS,
    RECRUIT,
    MoveTroops,
    Pass,
    Recruit,
    RecruitAt,
    recruit_at,
    troop_move,
)
from ..rules.state import KanzeState

__all__ = ["KanzeBoardWidget", "PLAYER_COLOURS"]

PLAYER_COLOURS = tuple(QColor(colour) for colour in SEAT_COLOURS)
"""The colour of each army: its cells (lightened), its Representative's base and
its card (the game's seat colours)."""
NEUTRAL = QColor("#efe3c4")
INK = QColor("#3b2a17")
GOLD = QColor("#e2b43c")
SQRT3 = math.sqrt(3.0)
CHOOSER_BUTTONS = ("minus", "plus", "rep", "ok", "cancel")
"""The buttons of the inline chooser, left to right (the count sits between − and +)."""
PANEL_MARGIN = 8.0
"""The wood left around the panel's paper, in pixels."""
PANEL_PAD = 12.0
"""The margin inside the panel's paper, in pixels."""
CHOOSER_BUTTON = 30.0
"""The smallest side of a chooser button, in pixels, however small the cells."""

_ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)

# Pawn positions for 1..7 troops without the Representative, in units of the cell size.
_CLUSTERS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.0, -0.05),),
    2: ((-0.2, -0.05), (0.2, -0.05)),
    3: ((-0.22, 0.08), (0.22, 0.08), (0.0, -0.22)),
    4: ((-0.2, -0.2), (0.2, -0.2), (-0.2, 0.12), (0.2, 0.12)),
    5: ((-0.3, -0.2), (0.0, -0.2), (0.3, -0.2), (-0.15, 0.12), (0.15, 0.12)),
    6: ((-0.3, -0.2), (0.0, -0.2), (0.3, -0.2), (-0.3, 0.12), (0.0, 0.12), (0.3, 0.12)),
    7: ((-0.2, -0.25), (0.2, -0.25), (-0.4, 0.0), (0.0, 0.0), (0.4, 0.0), (-0.2, 0.25),
        (0.2, 0.25)),
}


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """*a* blended towards *b* by *t* (0: a, 1: b)."""
    return QColor(round(a.red() + (b.red() - a.red()) * t),
                  round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t),
                  round(a.alpha() + (b.alpha() - a.alpha()) * t))


def _cell_fill(owner: int) -> QColor:
    return NEUTRAL if owner < 0 else _mix(PLAYER_COLOURS[owner], NEUTRAL, 0.45)


@dataclass
class _Event:
    """What the last move did, for the animation and the panel."""

    mover: int
    move: Any
    before: KanzeState
    battle: tuple[int, int] | None = None  # (attack, defence)
    flips: list[int] = field(default_factory=list)
    recruits: list[int] = field(default_factory=list)
    deaths: list[int] = field(default_factory=list)  # players whose Representative died


class KanzeBoardWidget(BoardWidget):
    """The Kanzé board; see the module documentation for how to play on it."""

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(info, parent)
        self.hint_move: Any = None
        self._src: int | None = None
        self._dst: int | None = None
        self._count = 0
        self._rep = False
        self._hover: int | None = None
        self._cursor: int | None = None
        self._column = 0
        """The column (q - r) the cursor keeps to while it goes up or down."""
        self._by_src: dict[int, dict[int, set[tuple[int, bool]]]] = {}
        self._recruit_cells: set[int] = set()
        self._event: _Event | None = None
        self._progress = 1.0
        self._animation: QVariantAnimation | None = None
        # geometry, recomputed on resize
        self._size = 10.0
        self._origin = QPointF(0, 0)
        self._panel = QRectF()
        self._side = True
        self._centres: list[QPointF] = [QPointF() for _ in range(CELLS)]
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
        self._index_moves()
        self._clear_selection()
        if self._cursor is None and self.hasFocus():
            self._place_cursor()
        self._update_buttons()
        self._emit_status()

    def set_seats(self, seats: Sequence[SeatInfo]) -> None:
        super().set_seats(seats)
        self._emit_status()  # it may name the player to move

    def set_interactive(self, interactive: bool) -> None:
        super().set_interactive(interactive)
        self._clear_selection()
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
        self._event = self._describe_event(previous, self.last_move, state)
        if self.animation_speed <= 0 or self._event is None:
            return
        move = self.last_move
        if isinstance(move, MoveTroops):
            duration = 450 + (650 if self._event.battle or self._event.flips else 250)
        elif self._event.recruits or self._event.flips:
            duration = 700
        else:
            return
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(max(1, int(duration / self.animation_speed)))
        animation.valueChanged.connect(self._on_animation_value_changed)
        animation.finished.connect(self._on_animation_finished)
        self._animation = animation
        self._progress = 0.0
        animation.start()

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
        data.update({
            "source": None if self._src is None else self._cell_name(self._src),
            "destination": None if self._dst is None else self._cell_name(self._dst),
            "count": self._count,
            "representative": self._rep,
            "targets": sorted(self._cell_name(c) for c in self._targets()),
            "recruit_enabled": self.recruit_button.isEnabled(),
            "pass_enabled": self.pass_button.isEnabled(),
            "players": [self._player_name(player) for player in (0, 1)],
            "cursor": None if self._cursor is None else self._cell_name(self._cursor),
            "status": self._status_text(),
            "events": self._event_text(),
        })
        return data

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(900, 640)

    # --- geometry (also used by tests) ---------------------------------------------

    def cell_centre(self, cell: int) -> QPointF:
        """The centre of *cell* in widget coordinates."""
        return QPointF(self._centres[cell])

    def cell_at(self, point: QPointF) -> int | None:
        """The cell under *point*, or None."""
        best, best_d = None, self._size * 0.95
        for cell, centre in enumerate(self._centres):
            d = math.hypot(point.x() - centre.x(), point.y() - centre.y())
            if d < best_d:
                best, best_d = cell, d
        return best

    def chooser_rects(self) -> dict[str, QRectF]:
        """The buttons of the open chooser (empty when it is closed): ``panel``, the
        buttons of :data:`CHOOSER_BUTTONS`, ``count`` and ``caption``."""
        state = self.state
        if self._dst is None or self._src is None or not isinstance(state, KanzeState):
            return {}
        s = self._size
        button = max(CHOOSER_BUTTON, s * 0.62)
        gap = max(5.0, s * 0.14)
        count = button * 0.9
        row = len(CHOOSER_BUTTONS) * button + (len(CHOOSER_BUTTONS) + 1) * gap + count + gap
        metrics = QFontMetricsF(self._chooser_fonts()[1])
        lines = self._chooser_caption_lines(state)
        text = max(metrics.horizontalAdvance(line) for line in lines) + 2 * gap
        width = min(max(row, text), self.width() - 8.0)
        caption = metrics.height() * len(lines)
        height = gap + button + gap * 0.6 + caption + gap
        x, y = self._chooser_position(width, height)
        rects = {"panel": QRectF(x, y, width, height)}
        left = x + (width - row) / 2 + gap
        for name in CHOOSER_BUTTONS:
            rects[name] = QRectF(left, y + gap, button, button)
            left += button + gap
            if name == "minus":
                rects["count"] = QRectF(left, y + gap, count, button)
                left += count + gap
        rects["caption"] = QRectF(x + gap, y + gap + button + gap * 0.6, width - 2 * gap,
                                  caption)
        return rects

    def _chooser_position(self, width: float, height: float) -> tuple[float, float]:
        """Where the chooser goes: beside the destination (right, left, above or
        below), inside the widget and clear of the source and the destination."""
        assert self._src is not None and self._dst is not None
        s = self._size
        centre = self._centres[self._dst]
        candidates = [(centre.x() + s * 1.05, centre.y() - height / 2),
                      (centre.x() - s * 1.05 - width, centre.y() - height / 2),
                      (centre.x() - width / 2, centre.y() - s * 1.1 - height),
                      (centre.x() - width / 2, centre.y() + s * 1.1)]
        cells = [QRectF(self._centres[c].x() - s, self._centres[c].y() - s, 2 * s, 2 * s)
                 for c in (self._src, self._dst)]
        everywhere = QRectF(4, 4, self.width() - 8, self.height() - 8)
        board = QRectF(everywhere)
        if self._side:
            board.setRight(self.panel_paper().left() - 4)
        else:
            board.setBottom(self.panel_paper().top() - 4)
        for area in (board, everywhere):     # off the panel if it can be
            if area.width() < width or area.height() < height:
                continue
            for x, y in candidates:
                x = max(area.left(), min(x, area.right() - width))
                y = max(area.top(), min(y, area.bottom() - height))
                rect = QRectF(x, y, width, height)
                if not any(rect.intersects(cell) for cell in cells):
                    return x, y
        area = everywhere
        x, y = candidates[0]
        return (max(area.left(), min(x, area.right() - width)),
                max(area.top(), min(y, area.bottom() - height)))

    def _chooser_fonts(self) -> tuple[QFont, QFont]:
        """The fonts of the chooser's glyphs and of its caption."""
        glyph = QFont(self.font())
        glyph.setPixelSize(max(16, int(self._size * 0.42)))
        glyph.setBold(True)
        caption = QFont(self.font())
        caption.setPixelSize(max(12, int(self._size * 0.27)))
        return glyph, caption

    def _board_right(self) -> float:
        return self._panel.left() if self._panel.left() > self.width() * 0.3 else self.width()

    def _layout(self) -> None:
        w, h = float(self.width()), float(self.height())
        side = w >= h * 1.15
        self._side = side
        if side:
            # The diamond is height-bound on a wide board: the panel takes what it
            # leaves (up to 320 px), so that its cards and buttons are not cramped.
            needed = h / (3 * SIZE - 1 + 1.6) * (SIZE * SQRT3 + 2.2)
            panel_w = max(200.0, min(320.0, max(w * 0.28, w - needed)))
            self._panel = QRectF(w - panel_w, 0, panel_w, h)
            board = QRectF(0, 0, w - panel_w, h)
        else:
            panel_h = max(120.0, min(h * 0.26, 200.0))
            self._panel = QRectF(0, h - panel_h, w, panel_h)
            board = QRectF(0, 0, w, h - panel_h)
        # the diamond is 7·√3 sizes wide and 20 sizes tall; keep a margin for labels
        size = min(board.width() / (SIZE * SQRT3 + 2.2), board.height() / (3 * SIZE - 1 + 1.6))
        self._size = max(size, 4.0)
        bottom = board.center().y() + 1.5 * self._size * (SIZE - 1)
        self._origin = QPointF(board.center().x(), bottom)
        s = self._size
        for cell in range(CELLS):
            q, r = coords(cell)
            self._centres[cell] = QPointF(self._origin.x() + SQRT3 / 2 * s * (q - r),
                                          self._origin.y() - 1.5 * s * (q + r))
        self._layout_buttons()

    def panel_paper(self) -> QRectF:
        """The panel's sheet of paper, in widget coordinates: everything the panel
        shows (texts, cards, buttons) lies inside it."""
        return self._panel.adjusted(PANEL_MARGIN, PANEL_MARGIN, -PANEL_MARGIN, -PANEL_MARGIN)

    def _layout_buttons(self) -> None:
        """Recruit and Pass at the foot of the panel: side by side when both fit at
        their natural width, else one above the other."""
        inner = self.panel_paper().adjusted(PANEL_PAD, PANEL_PAD, -PANEL_PAD, -PANEL_PAD)
        buttons = (self.recruit_button, self.pass_button)
        hints = [button.sizeHint() for button in buttons]
        height = float(max(34, *(hint.height() for hint in hints)))
        widest = float(max(hint.width() for hint in hints))
        gap = 8.0
        if self._side:
            if 2 * widest + gap <= inner.width():
                width = (inner.width() - gap) / 2
                rects = [QRectF(inner.left(), inner.bottom() - height, width, height),
                         QRectF(inner.left() + width + gap, inner.bottom() - height, width,
                                height)]
            else:
                rects = [QRectF(inner.left(), inner.bottom() - 2 * height - gap, inner.width(),
                                height),
                         QRectF(inner.left(), inner.bottom() - height, inner.width(), height)]
        else:
            # Below the board: a column at the right of the panel (a row if too low).
            width = min(max(widest, 110.0), inner.width() / 3)
            if 2 * height + gap <= inner.height():
                rects = [QRectF(inner.right() - width, inner.bottom() - 2 * height - gap, width,
                                height),
                         QRectF(inner.right() - width, inner.bottom() - height, width, height)]
            else:
                rects = [QRectF(inner.right() - 2 * width - gap, inner.bottom() - height, width,
                                height),
                         QRectF(inner.right() - width, inner.bottom() - height, width, height)]
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

    def _hexagon(self, centre: QPointF, radius: float) -> QPolygonF:
        return QPolygonF([QPointF(centre.x() + radius * math.cos(math.radians(a)),
                                  centre.y() + radius * math.sin(math.radians(a)))
                          for a in (-90, -30, 30, 90, 150, 210)])

    # --- legal moves -------------------------------------------------------------------

    def _index_moves(self) -> None:
        self._by_src = {}
        self._recruit_cells = set()
        for move in self.legal_moves:
            if type(move) is MoveTroops:
                self._by_src.setdefault(move.src, {}).setdefault(move.dst, set()).add(
                    (move.count, move.rep))
            elif type(move) is RecruitAt:
                self._recruit_cells.add(move.cell)

    def _targets(self) -> set[int]:
        if self._src is None:
            return set()
        return set(self._by_src.get(self._src, {}))

    def _choices(self) -> set[tuple[int, bool]]:
        if self._src is None or self._dst is None:
            return set()
        return self._by_src.get(self._src, {}).get(self._dst, set())

    def _accepting(self) -> bool:
        return self.interactive and not self.is_animating() and isinstance(self.state, KanzeState)

    # --- selection ---------------------------------------------------------------------

    def _clear_selection(self) -> None:
        self._src = self._dst = None
        self._count, self._rep = 0, False
        self._update_accessibility()
        self.update()

    def _select_source(self, cell: int) -> None:
        self._src, self._dst = cell, None
        self._emit_status()
        self.update()

    def _open_chooser(self, dst: int) -> None:
        self._dst = dst
        choices = self._choices()
        plain = [count for count, rep in choices if not rep]
        if plain:
            self._count, self._rep = max(plain), False
        else:
            self._count, self._rep = min((c for c, _ in choices), default=0), True
        self._emit_status()
        self.update()

    def _step_count(self, delta: int) -> None:
        choices = self._choices()
        wanted = self._count + delta
        if (wanted, self._rep) in choices:
            self._count = wanted
            self._update_accessibility()
            self.update()

    def _set_count(self, count: int) -> None:
        choices = self._choices()
        if (count, self._rep) in choices:
            self._count = count
        elif count == 0 and (0, True) in choices:
            self._count, self._rep = 0, True
        else:
            return
        self._update_accessibility()
        self.update()

    def _toggle_rep(self) -> None:
        choices = self._choices()
        if (self._count, not self._rep) in choices:
            self._rep = not self._rep
        elif self._rep and self._count == 0 and (1, False) in choices:
            self._count, self._rep = 1, False
        self._update_accessibility()
        self.update()

    def _confirm(self) -> None:
        if self._src is None or self._dst is None:
            return
        move = troop_move(self._src, self._dst, self._count, self._rep)
        if self.request_move(move):
            self._clear_selection()

    def pending_move(self) -> MoveTroops | None:
        """The move the open chooser would request, or None."""
        if self._src is None or self._dst is None:
            return None
        return troop_move(self._src, self._dst, self._count, self._rep)

    def _click_cell(self, cell: int | None) -> None:
        state = self.state
        assert isinstance(state, KanzeState)
        if state.picks:
            if cell is not None and cell in self._recruit_cells:
                self.request_move(recruit_at(cell))
            return
        if self._dst is not None:
            if cell == self._dst:
                self._confirm()
            elif cell is not None and cell in self._targets():
                self._open_chooser(cell)
            elif cell is not None and cell in self._by_src and cell != self._src:
                self._select_source(cell)
            else:
                self._clear_selection()
                self._emit_status()
            return
        if self._src is not None:
            if cell is not None and cell in self._targets():
                self._open_chooser(cell)
            elif cell is not None and cell in self._by_src and cell != self._src:
                self._select_source(cell)
            else:
                self._clear_selection()
                self._emit_status()
            return
        if cell is not None and cell in self._by_src:
            self._select_source(cell)

    # --- events ------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if not self._accepting():
            return
        point = event.position()
        if event.button() == Qt.MouseButton.RightButton:
            self._clear_selection()
            self._emit_status()
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
        cell = self.cell_at(point)
        if cell is not None:
            self._set_cursor(cell)
        self._click_cell(cell)

    def _press_chooser(self, name: str) -> None:
        if name == "minus":
            self._step_count(-1)
        elif name == "plus":
            self._step_count(+1)
        elif name == "rep":
            self._toggle_rep()
        elif name == "ok":
            self._confirm()
        elif name == "cancel":
            self._dst = None
            self._emit_status()
            self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        cell = self.cell_at(event.position())
        if cell != self._hover:
            self._hover = cell
            self.update()

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        if not self._accepting() or self._dst is None:
            event.ignore()
            return
        steps = event.angleDelta().y()
        if steps:
            self._step_count(1 if steps > 0 else -1)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        key = event.key()
        if key in _ARROWS and (self._dst is None or key in (Qt.Key.Key_Left, Qt.Key.Key_Right)):
            self._move_cursor(key)       # reading the board needs no turn
            return
        if not self._accepting():
            super().keyPressEvent(event)
            return
        text = event.text()
        chooser = self._dst is not None
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if key == Qt.Key.Key_Escape:
            if chooser:
                self._dst = None
            elif self._src is not None:
                self._clear_selection()
            else:
                super().keyPressEvent(event)
                return
            self._emit_status()
            self.update()
        elif chooser and enter:
            self._confirm()
        elif chooser and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Up):
            self._step_count(+1)
        elif chooser and key in (Qt.Key.Key_Minus, Qt.Key.Key_Down):
            self._step_count(-1)
        elif chooser and text and text in "01234567":
            self._set_count(int(text))
        elif chooser and key == Qt.Key.Key_R:
            self._toggle_rep()
        elif key == Qt.Key.Key_C:
            self.request_move(RECRUIT)
        elif key == Qt.Key.Key_P:
            self.request_move(PASS)
        elif enter:
            if self._cursor is None:
                self._place_cursor()
            else:
                self._click_cell(self._cursor)
        else:
            super().keyPressEvent(event)

    def cursor_cell(self) -> int | None:
        """The cell under the keyboard cursor (None before the board had the focus)."""
        return self._cursor

    def _place_cursor(self) -> None:
        """Put the cursor where the player most likely starts: the chosen source, the
        mover's Representative if it can move, another cell that can, a recruit cell,
        or the centre."""
        state = self.state
        if self._src is not None:
            cell = self._src
        elif isinstance(state, KanzeState) and state.reps[state.mover] in self._by_src:
            cell = state.reps[state.mover]
        elif self._by_src:
            cell = min(self._by_src)
        elif self._recruit_cells:
            cell = min(self._recruit_cells)
        else:
            cell = index(SIZE // 2, SIZE // 2)
        self._set_cursor(cell)

    def _set_cursor(self, cell: int, keep_column: bool = False) -> None:
        self._cursor = cell
        if not keep_column:
            q, r = coords(cell)
            self._column = q - r
        self._update_accessibility()
        self.update()

    def _move_cursor(self, key: Any) -> None:
        """Left and Right go along the row; Up and Down to the row above or below,
        keeping to the column the cursor came from (a zigzag goes straight up)."""
        if self._cursor is None:
            self._place_cursor()
            return
        q, r = coords(self._cursor)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            dq = -1 if key == Qt.Key.Key_Left else 1
            if 0 <= q + dq < SIZE and 0 <= r - dq < SIZE:
                self._set_cursor(index(q + dq, r - dq))
            return
        up = key == Qt.Key.Key_Up
        steps = ((1, 0), (0, 1)) if up else ((-1, 0), (0, -1))
        candidates = [(q + dq, r + dr) for dq, dr in steps
                      if 0 <= q + dq < SIZE and 0 <= r + dr < SIZE]
        if candidates:
            nq, nr = min(candidates, key=lambda c: (abs(c[0] - c[1] - self._column),
                                                    abs(c[0] - c[1])))
            self._set_cursor(index(nq, nr), keep_column=True)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        if self._cursor is None and isinstance(self.state, KanzeState):
            self._place_cursor()
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        self.update()
        super().focusOutEvent(event)

    # --- words for screen readers ---------------------------------------------------------

    def cell_text(self, cell: int) -> str:
        """What *cell* holds and what the player may do with it, in words."""
        state = self.state
        name = self._cell_name(cell)
        if not isinstance(state, KanzeState):
            return name
        owner = state.owner[cell]
        troops = state.troops[cell]
        if owner < 0:
            text = self.tr("%1: neutral").replace("%1", name)
        else:
            who = self._player_name(owner)
            if state.reps[owner] == cell and troops:
                text = self._trn(self.tr("%1: %2, %n troop(s) and the Representative", "",
                                         troops), troops)
            elif state.reps[owner] == cell:
                text = self.tr("%1: %2, the Representative alone")
            else:
                text = self._trn(self.tr("%1: %2, %n troop(s)", "", troops), troops)
            text = text.replace("%1", name).replace("%2", who)
        role = ""
        if self._accepting():
            if cell == self._src:
                role = self.tr("chosen to move from")
            elif cell == self._dst:
                role = self.tr("destination chosen")
            elif cell in self._targets():
                role = (self.tr("you may attack here") if owner == 1 - state.mover
                        else self.tr("you may move here"))
            elif state.picks and cell in self._recruit_cells:
                role = self.tr("may receive a recruit")
            elif self._src is None and not state.picks and cell in self._by_src:
                role = self.tr("you may move from here")
        if role:
            text = self.tr("%1; %2").replace("%1", text).replace("%2", role)
        return text

    def _update_accessibility(self) -> None:
        """The accessible name says the cursor's cell, the description what to do next
        (and the move the chooser holds)."""
        if self._cursor is not None:
            name = self.cell_text(self._cursor)
        else:
            name = self.tr("Kanzé board")
        description = self._status_text()
        state = self.state
        if isinstance(state, KanzeState) and self._src is not None and self._dst is not None:
            description = " ".join([description, *self._chooser_caption_lines(state)])
        if name != self.accessibleName():
            self.setAccessibleName(name)
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)
            QAccessible.updateAccessibility(
                QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))

    def _on_recruit_button_clicked(self) -> None:
        self.request_move(RECRUIT)

    def _on_pass_button_clicked(self) -> None:
        self.request_move(PASS)

    def _update_buttons(self) -> None:
        ready = self.interactive and not self.is_animating()
        self.recruit_button.setEnabled(ready and RECRUIT in self.legal_moves)
        self.pass_button.setEnabled(ready and PASS in self.legal_moves)

    # --- texts -------------------------------------------------------------------------

    @staticmethod
    def _cell_name(cell: int) -> str:
        q, r = coords(cell)
        return f"{LETTERS[q]}{r + 1}"

    @staticmethod
    def _trn(text: str, count: int) -> str:
        """English plurals when no catalogue is loaded: "(s)" becomes "" or "s"."""
        if "(s)" in text:
            text = text.replace("(s)", "" if count == 1 else "s")
        return text

    def _player_name(self, player: int) -> str:
        """The seat's name as the host shows it."""
        return self.seat_name(player)

    def _status_text(self) -> str:
        state = self.state
        if not isinstance(state, KanzeState):
            return ""
        if state.is_over():
            return self.tr("The game is over.")
        if not self.interactive:
            return self.tr("%1 to move.").replace("%1", self._player_name(state.mover))
        if state.picks:
            return self._trn(self.tr("Choose a cell for a recruit (%n "
                                     "left).", "", state.picks), state.picks)
        if self._dst is not None:
            return self.tr("Set the troops with − and +, the Representative with the crown, "
                           "then confirm.")
        if self._src is not None:
            return self.tr("Choose a destination among the highlighted cells.")
        return self.tr("Choose one of your cells, or recruit, or pass.")

    def _emit_status(self) -> None:
        self.status_changed.emit(self._status_text())
        self._update_accessibility()

    def _event_text(self) -> list[str]:
        event = self._event
        if event is None:
            return []
        lines: list[str] = []
        move = event.move
        who = self._player_name(event.mover)
        if isinstance(move, MoveTroops) and event.battle is not None:
            attack, defence = event.battle
            where = self._cell_name(move.dst)
            if attack > defence:
                verdict = self.tr("%1 wins").replace("%1", who)
            elif attack < defence:
                verdict = self.tr("%1 wins").replace("%1", self._player_name(1 - event.mover))
            else:
                verdict = self.tr("both sides fall")
            lines.append(self.tr("Battle on %1: %2 against %3, %4.").replace(
                "%1", where).replace("%2", str(attack)).replace("%3", str(defence)).replace(
                "%4", verdict))
        elif isinstance(move, MoveTroops):
            lines.append(self.tr("%1 moved to %2.").replace("%1", who).replace(
                "%2", self._cell_name(move.dst)))
        elif isinstance(move, (Recruit, RecruitAt)) and event.recruits:
            lines.append(self._trn(self.tr("%1 recruited %n troop(s).", "", len(event.recruits)),
                                   len(event.recruits))
                         .replace("%1", who))
        elif isinstance(move, Pass):
            lines.append(self.tr("%1 passed.").replace("%1", who))
        if event.flips:
            lines.append(self._trn(self.tr("Influence: %n cell(s) changed sides.", "",
                                             len(event.flips)), len(event.flips)))
        for player in event.deaths:
            lines.append(self.tr("The Representative of %1 has fallen!").replace(
                "%1", self._player_name(player)))
        return lines

    # --- the last move -------------------------------------------------------------------

    @staticmethod
    def _describe_event(before: KanzeState, move: Any, after: KanzeState) -> _Event | None:
        if type(move) not in (MoveTroops, Recruit, RecruitAt, Pass):
            return None
        event = _Event(before.mover, move, before)
        if isinstance(move, MoveTroops):
            enemy = 1 - before.mover
            if before.owner[move.dst] == enemy:
                event.battle = (move.count + move.rep,
                                before.troops[move.dst] + (before.reps[enemy] == move.dst))
        for cell in range(CELLS):
            old, new = before.owner[cell], after.owner[cell]
            if old >= 0 and new >= 0 and old != new and not (
                    isinstance(move, MoveTroops) and cell == move.dst):
                event.flips.append(cell)
            elif old == new and after.troops[cell] > before.troops[cell] and isinstance(
                    move, (Recruit, RecruitAt)):
                event.recruits.append(cell)
        event.deaths = [p for p in (0, 1) if before.reps[p] >= 0 and after.reps[p] < 0]
        return event

    def _on_animation_value_changed(self, value: Any) -> None:
        self._progress = float(value)
        self.update()

    def _on_animation_finished(self) -> None:
        self._finish_animation(emit=True)

    def _finish_animation(self, emit: bool) -> None:
        animation = self._animation
        if animation is None:
            return
        self._animation = None
        self._progress = 1.0
        animation.blockSignals(True)
        animation.stop()
        animation.deleteLater()
        self._update_buttons()
        self.update()
        if emit:
            self.animation_finished.emit()

    # --- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self._paint_background(painter)
        state = self.state
        if isinstance(state, KanzeState):
            self._paint_board(painter, state)
            self._paint_panel(painter, state)
            self._paint_chooser(painter, state)
        painter.end()

    def _paint_background(self, painter: QPainter) -> None:
        rect = QRectF(self.rect())
        wood = QLinearGradient(rect.topLeft(), rect.bottomRight())
        wood.setColorAt(0.0, QColor("#7a5230"))
        wood.setColorAt(0.5, QColor("#8d6139"))
        wood.setColorAt(1.0, QColor("#6a4526"))
        painter.fillRect(rect, wood)
        # a few soft grain lines
        painter.setPen(QPen(QColor(60, 35, 15, 28), 2))
        step = max(rect.height() / 18, 12.0)
        y = step / 2
        while y < rect.height():
            path = QPainterPath(QPointF(0, y))
            path.cubicTo(QPointF(rect.width() * 0.3, y - step * 0.3),
                         QPointF(rect.width() * 0.6, y + step * 0.3), QPointF(rect.width(), y))
            painter.drawPath(path)
            y += step

    def _shown(self, state: KanzeState) -> tuple[KanzeState, float]:
        """The state to draw and the progress within its phase."""
        event = self._event
        if self._animation is None or event is None:
            return state, 1.0
        if isinstance(event.move, MoveTroops):
            split = 0.4
            if self._progress < split:
                return event.before, self._progress / split
            return state, (self._progress - split) / (1 - split)
        return state, self._progress

    def _paint_board(self, painter: QPainter, state: KanzeState) -> None:
        s = self._size
        shown, phase = self._shown(state)
        travelling = shown is not state and isinstance(self._event.move, MoveTroops) \
            if self._event else False
        # shadow and rim of the whole diamond
        outline = QPainterPath()
        for cell in range(CELLS):
            outline.addPolygon(self._hexagon(self._centres[cell], s * 1.12))
        outline = outline.simplified()
        painter.setPen(Qt.PenStyle.NoPen)
        for spread, alpha in ((10, 30), (6, 40), (3, 60)):
            painter.setBrush(QColor(20, 10, 0, alpha))
            painter.drawPath(outline.translated(spread * 0.4, spread * 0.8))
        rim = QLinearGradient(QPointF(0, self._centres[48].y() - s),
                              QPointF(0, self._origin.y() + s))
        rim.setColorAt(0, QColor("#5a3a1c"))
        rim.setColorAt(1, QColor("#3e2711"))
        painter.setBrush(rim)
        painter.drawPath(outline)
        targets = self._targets() if self._accepting() else set()
        sources = set(self._by_src) if self._accepting() and self._src is None and \
            not state.picks else set()
        event = self._event if self._animation is not None else None
        flip_phase = phase if event is not None and shown is state else 1.0
        for cell in range(CELLS):
            centre = self._centres[cell]
            hexagon = self._hexagon(centre, s * 0.97)
            owner = shown.owner[cell]
            fill = _cell_fill(owner)
            if event is not None and cell in event.flips and shown is state:
                old = event.before.owner[cell]
                fill = _mix(_cell_fill(old), fill, min(1.0, flip_phase * 2))
            gradient = QLinearGradient(QPointF(centre.x(), centre.y() - s),
                                       QPointF(centre.x(), centre.y() + s))
            gradient.setColorAt(0, fill.lighter(112))
            gradient.setColorAt(1, fill.darker(106))
            painter.setBrush(gradient)
            painter.setPen(QPen(INK, max(1.0, s * 0.05)))
            painter.drawPolygon(hexagon)
            if cell == self._hover and self._accepting() and (
                    cell in sources or cell in targets or cell in self._recruit_cells):
                painter.setBrush(QColor(255, 255, 255, 60))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawPolygon(hexagon)
        # the last move, as an arrow
        if self.show_last_move and self._animation is None and isinstance(
                self.last_move, MoveTroops) and self._src is None:
            self._paint_arrow(painter, self.last_move.src, self.last_move.dst,
                              QColor(255, 236, 170, 210))
        # cells the last turn's influence flipped keep a dashed ring
        if self.show_last_move and self._animation is None and self._event is not None:
            for cell in self._event.flips:
                colour = QColor(PLAYER_COLOURS[state.owner[cell]] if state.owner[cell] >= 0
                                else INK)
                self._paint_ring(painter, cell, colour.darker(120), 0.72, 0.06, dashed=True)
        # playable cells
        for cell in sources:
            self._paint_ring(painter, cell, QColor(255, 240, 190, 150), 0.84, 0.06)
        if self.show_legal_moves:
            for cell in targets:
                enemy = state.owner[cell] == 1 - state.mover
                colour = QColor("#ff5a36") if enemy else QColor("#7cf08a")
                self._paint_target(painter, cell, colour, cell == self._dst)
            for cell in self._recruit_cells if self._accepting() else ():
                self._paint_target(painter, cell, QColor("#ffd65a"), False)
        if self._src is not None:
            self._paint_ring(painter, self._src, GOLD, 0.9, 0.11)
        if self._cursor is not None and self.hasFocus():
            self._paint_ring(painter, self._cursor, QColor("#ffffff"), 0.78, 0.05, dashed=True)
        if self.hint_move is not None and isinstance(self.hint_move, MoveTroops):
            self._paint_arrow(painter, self.hint_move.src, self.hint_move.dst,
                              QColor(90, 220, 120, 200))
        # contents
        for cell in range(CELLS):
            troops = shown.troops[cell]
            rep = shown.reps[0] == cell or shown.reps[1] == cell
            if travelling and cell == self._event.move.src:
                troops -= self._event.move.count
                rep = rep and not self._event.move.rep
            if troops or rep:
                self._paint_units(painter, self._centres[cell], troops,
                                  shown.owner[cell] if rep else -1, s)
        self._paint_labels(painter)
        if event is not None:
            self._paint_event(painter, event, shown is not state, phase)

    def _paint_ring(self, painter: QPainter, cell: int, colour: QColor, radius: float,
                    width: float, dashed: bool = False) -> None:
        pen = QPen(colour, max(1.5, self._size * width))
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(self._hexagon(self._centres[cell], self._size * radius))

    def _paint_target(self, painter: QPainter, cell: int, colour: QColor, chosen: bool) -> None:
        centre = self._centres[cell]
        s = self._size
        glow = QRadialGradient(centre, s)
        inner = QColor(colour)
        inner.setAlpha(0 if not chosen else 90)
        outer = QColor(colour)
        outer.setAlpha(120 if not chosen else 190)
        glow.setColorAt(0.55, inner)
        glow.setColorAt(1.0, outer)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(glow)
        painter.drawPolygon(self._hexagon(centre, s * 0.95))
        self._paint_ring(painter, cell, colour, 0.86, 0.07 if chosen else 0.045)

    def _paint_arrow(self, painter: QPainter, src: int, dst: int, colour: QColor) -> None:
        a, b = self._centres[src], self._centres[dst]
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = math.hypot(dx, dy)
        if length < 1:
            return
        ux, uy = dx / length, dy / length
        s = self._size
        start = QPointF(a.x() + ux * s * 0.35, a.y() + uy * s * 0.35)
        end = QPointF(b.x() - ux * s * 0.55, b.y() - uy * s * 0.55)
        outline = QColor(60, 35, 10, colour.alpha())
        painter.setPen(QPen(outline, s * 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(start, end)
        pen = QPen(colour, s * 0.12, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(start, end)
        head = QPolygonF([
            QPointF(b.x() - ux * s * 0.3, b.y() - uy * s * 0.3),
            QPointF(end.x() - uy * s * 0.25 - ux * s * 0.1, end.y() + ux * s * 0.25 - uy * s * 0.1),
            QPointF(end.x() + uy * s * 0.25 - ux * s * 0.1, end.y() - ux * s * 0.25 - uy * s * 0.1),
        ])
        painter.setPen(QPen(outline, s * 0.04))
        painter.setBrush(colour)
        painter.drawPolygon(head)

    def _paint_pawn(self, painter: QPainter, foot: QPointF, height: float, colour: QColor,
                    crown: bool = False, base: QColor | None = None) -> None:
        """A pawn standing on *foot* (the middle of its base)."""
        h = height
        x, y = foot.x(), foot.y()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(QPointF(x + h * 0.06, y + h * 0.02), h * 0.36, h * 0.1)
        if base is not None:
            painter.setBrush(base)
            painter.setPen(QPen(QColor(255, 255, 255, 200), max(1.0, h * 0.04)))
            painter.drawEllipse(QPointF(x, y - h * 0.02), h * 0.42, h * 0.13)
        body = QPainterPath()
        body.moveTo(x - h * 0.3, y)
        body.quadTo(x - h * 0.3, y - h * 0.28, x - h * 0.1, y - h * 0.45)
        body.lineTo(x + h * 0.1, y - h * 0.45)
        body.quadTo(x + h * 0.3, y - h * 0.28, x + h * 0.3, y)
        body.closeSubpath()
        body.addEllipse(QPointF(x, y - h * 0.62), h * 0.2, h * 0.2)
        shade = QLinearGradient(QPointF(x - h * 0.3, 0), QPointF(x + h * 0.3, 0))
        shade.setColorAt(0, colour.lighter(175))
        shade.setColorAt(0.45, colour)
        shade.setColorAt(1, colour.darker(170))
        painter.setBrush(shade)
        painter.setPen(QPen(colour.darker(250), max(0.8, h * 0.035)))
        painter.drawPath(body.simplified())
        if crown:
            top = y - h * 0.8
            crown_path = QPainterPath()
            w = h * 0.22
            crown_path.moveTo(x - w, top + h * 0.06)
            crown_path.lineTo(x - w, top - h * 0.12)
            crown_path.lineTo(x - w / 2, top - h * 0.03)
            crown_path.lineTo(x, top - h * 0.16)
            crown_path.lineTo(x + w / 2, top - h * 0.03)
            crown_path.lineTo(x + w, top - h * 0.12)
            crown_path.lineTo(x + w, top + h * 0.06)
            crown_path.closeSubpath()
            painter.setBrush(GOLD)
            painter.setPen(QPen(QColor("#7a5a10"), max(0.8, h * 0.03)))
            painter.drawPath(crown_path)

    def _paint_units(self, painter: QPainter, centre: QPointF, troops: int, rep_owner: int,
                     s: float) -> None:
        """Troops as pawns, the Representative (if *rep_owner* >= 0) and the count."""
        troop_colour = QColor("#2a2623")
        if rep_owner >= 0:
            height = s * 0.24
            for dx, dy in _CLUSTERS.get(min(troops, MAX_TROOPS), ()):
                self._paint_pawn(painter, QPointF(centre.x() + s * (0.27 + dx * 0.62),
                                                  centre.y() + s * (0.05 + dy * 0.7)), height,
                                 troop_colour)
            self._paint_pawn(painter, QPointF(centre.x() - s * (0.3 if troops else 0.0),
                                              centre.y() + s * 0.4), s * 0.62,
                             PLAYER_COLOURS[rep_owner], crown=True,
                             base=PLAYER_COLOURS[rep_owner].lighter(130))
        else:
            height = s * (0.34 if troops <= 4 else 0.3)
            for dx, dy in _CLUSTERS.get(troops, ()):
                self._paint_pawn(painter, QPointF(centre.x() + dx * s,
                                                  centre.y() + (dy + 0.2) * s), height,
                                 troop_colour)
        if troops:
            badge = QRectF(0, 0, s * 0.42, s * 0.34)
            badge.moveCenter(QPointF(centre.x() + (s * 0.27 if rep_owner >= 0 else 0.0),
                                     centre.y() + s * 0.62))
            painter.setPen(QPen(QColor(255, 255, 255, 200), max(1.0, s * 0.03)))
            painter.setBrush(QColor(30, 22, 14, 215))
            painter.drawRoundedRect(badge, s * 0.15, s * 0.15)
            font = QFont(self.font())
            font.setPixelSize(max(7, int(s * 0.27)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("#fff6dc"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(troops))

    def _paint_labels(self, painter: QPainter) -> None:
        s = self._size
        font = QFont(self.font())
        font.setPixelSize(max(8, int(s * 0.36)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#f3dfb4"))
        box = QRectF(0, 0, s, s * 0.6)
        for i in range(SIZE):
            for cell, (dq, dr), text in (
                    (index(i, 0), (0, -1), LETTERS[i]),           # lower right edge
                    (index(i, SIZE - 1), (0, 1), LETTERS[i]),     # upper left edge
                    (index(0, i), (-1, 0), str(i + 1)),           # lower left edge
                    (index(SIZE - 1, i), (1, 0), str(i + 1))):    # upper right edge
                centre = self._centres[cell]
                x = centre.x() + SQRT3 / 2 * s * (dq - dr) * 0.8
                y = centre.y() - 1.5 * s * (dq + dr) * 0.8
                box.moveCenter(QPointF(x, y))
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_event(self, painter: QPainter, event: _Event, travelling: bool,
                     phase: float) -> None:
        s = self._size
        move = event.move
        if travelling and isinstance(move, MoveTroops):
            a, b = self._centres[move.src], self._centres[move.dst]
            t = QEasingCurve(QEasingCurve.Type.InOutCubic).valueForProgress(phase)
            spot = QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)
            self._paint_units(painter, spot, move.count, event.mover if move.rep else -1, s)
            return
        for cell in event.flips:
            centre = self._centres[cell]
            grow = 0.6 + 0.6 * phase
            colour = QColor(PLAYER_COLOURS[event.before.owner[cell] ^ 1])
            colour.setAlpha(int(230 * (1 - phase)))
            painter.setPen(QPen(colour, s * 0.12))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(self._hexagon(centre, s * grow))
        font = QFont(self.font())
        font.setPixelSize(max(8, int(s * 0.4)))
        font.setBold(True)
        painter.setFont(font)
        for cell in event.recruits:
            centre = self._centres[cell]
            box = QRectF(0, 0, s, s * 0.5)
            box.moveCenter(QPointF(centre.x() + s * 0.35, centre.y() - s * (0.3 + 0.5 * phase)))
            painter.setPen(QColor(255, 250, 200, int(255 * (1 - phase * phase))))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "+1")
        if isinstance(move, MoveTroops) and event.battle is not None:
            attack, defence = event.battle
            centre = self._centres[move.dst]
            alpha = 1.0 if phase < 0.7 else max(0.0, (1 - phase) / 0.3)
            flash = QRadialGradient(centre, s * (1.0 + 0.6 * phase))
            flash.setColorAt(0, QColor(255, 230, 120, int(200 * alpha)))
            flash.setColorAt(1, QColor(255, 80, 30, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(flash)
            painter.drawEllipse(centre, s * 1.6, s * 1.6)
            box = QRectF(0, 0, s * 2.6, s * 0.8)
            box.moveCenter(QPointF(centre.x(), centre.y() - s * 1.1))
            painter.setBrush(QColor(40, 20, 10, int(225 * alpha)))
            painter.setPen(QPen(QColor(255, 220, 150, int(255 * alpha)), max(1.0, s * 0.04)))
            painter.drawRoundedRect(box, s * 0.2, s * 0.2)
            font = QFont(self.font())
            font.setPixelSize(max(9, int(s * 0.48)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor(255, 246, 220, int(255 * alpha)))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, f"{attack}  ⚔  {defence}")

    def round_texts(self) -> tuple[str, str]:
        """The panel's round counter and what the turn limit means for the players
        (an empty second text once the game is over)."""
        state = self.state
        if not isinstance(state, KanzeState):
            return "", ""
        limit = state.turn_limit
        if not limit:
            title = self.tr("Round %1").replace("%1", str(state.round))
            note = self.tr("No turn limit: the game ends when a Representative falls.")
        else:
            current = min(state.round, limit)
            title = self.tr("Round %1 of %2").replace("%1", str(current)).replace(
                "%2", str(limit))
            left = limit - current
            if left:
                note = self._trn(self.tr("%n more round(s), then the player owning more cells "
                                         "wins.", "", left), left)
            else:
                note = self.tr("Last round: then the player owning more cells wins.")
        return title, "" if state.is_over() else note

    def _panel_fonts(self) -> tuple[QFont, QFont, QFont]:
        """The panel's title, name and small fonts."""
        title = QFont(self.font())
        title.setPixelSize(20 if self._side else 16)
        title.setBold(True)
        normal = QFont(self.font())
        normal.setPixelSize(15 if self._side else 13)
        normal.setBold(True)
        small = QFont(self.font())
        small.setPixelSize(13 if self._side else 12)
        return title, normal, small

    def panel_layout(self) -> dict[str, Any]:
        """Where the panel's parts are drawn: ``title`` and ``note`` (the round
        counter and the turn limit), ``cards`` (one per player), ``text`` (what to do,
        what happened: what room is left above the buttons)."""
        title_font, normal, small = self._panel_fonts()
        inner = self.panel_paper().adjusted(PANEL_PAD, PANEL_PAD, -PANEL_PAD, -PANEL_PAD)
        buttons = self.recruit_button.geometry().united(self.pass_button.geometry())
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        _, note = self.round_texts()
        small_metrics = QFontMetricsF(small)
        card_h = 10 + QFontMetricsF(normal).height() + 2 * small_metrics.height() + 10
        if self._side:
            left = inner
        else:
            left = QRectF(inner.left(), inner.top(), buttons.left() - 10 - inner.left(),
                          inner.height())
        y = left.top()
        title = QRectF(left.left(), y, left.width(), QFontMetricsF(title_font).height() + 4)
        y = title.bottom() + 2
        note_h = small_metrics.boundingRect(QRectF(0, 0, left.width(), 1000), int(flags),
                                            note).height() if note else 0.0
        note_rect = QRectF(left.left(), y, left.width(), note_h)
        y = note_rect.bottom() + 10
        if self._side:
            # A board too low for everything: the cards shrink to their names.
            room = (buttons.top() - 12 - y) / 2 - 8
            card_h = max(0.0, min(card_h, room))
            cards = [QRectF(left.left(), y + k * (card_h + 8), left.width(), card_h)
                     for k in (0, 1)]
            y = cards[1].bottom() + 12
            text = QRectF(left.left(), y, left.width(), max(0.0, buttons.top() - 10 - y))
        else:
            width = (left.width() - 8) / 2
            cards = [QRectF(left.left() + k * (width + 8), y, width,
                            min(card_h, max(0.0, left.bottom() - y))) for k in (0, 1)]
            text = QRectF(left.left(), cards[0].bottom() + 6, left.width(),
                          max(0.0, left.bottom() - cards[0].bottom() - 6))
        return {"title": title, "note": note_rect, "cards": cards, "text": text}

    def _paint_panel(self, painter: QPainter, state: KanzeState) -> None:
        paper_rect = self.panel_paper()
        painter.setPen(QPen(QColor(60, 40, 20, 120), 1))
        paper = QLinearGradient(paper_rect.topLeft(), paper_rect.bottomLeft())
        paper.setColorAt(0, QColor("#f6ecd6"))
        paper.setColorAt(1, QColor("#eadcbc"))
        painter.setBrush(paper)
        painter.drawRoundedRect(paper_rect, 12, 12)
        title_font, normal, small = self._panel_fonts()
        layout = self.panel_layout()
        title, note = self.round_texts()
        painter.setPen(INK)
        self._draw_fitted(painter, layout["title"], title_font, title)
        wrap = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        if note:
            painter.setFont(small)
            painter.setPen(QColor("#5a4630"))
            painter.drawText(layout["note"], wrap, note)
        for player, card in enumerate(layout["cards"]):
            self._paint_card(painter, state, player, card, normal, small)
        painter.setFont(small)
        text = layout["text"]
        y = text.top()
        lines = [self._status_text()] if self.interactive else []
        lines += self._event_text()
        for i, line in enumerate(lines):
            bound = painter.boundingRect(QRectF(text.left(), y, text.width(), 1000), wrap, line)
            if bound.bottom() > text.bottom():
                break
            painter.setPen(INK if i or not self.interactive else QColor("#1f4d66"))
            painter.drawText(QRectF(text.left(), y, text.width(), bound.height()), wrap, line)
            y += bound.height() + 6

    def _paint_card(self, painter: QPainter, state: KanzeState, player: int, card: QRectF,
                    normal: QFont, small: QFont) -> None:
        """A player's card: the Representative, the name, the troops and the cells."""
        if card.height() < 20:
            return
        active = state.current_player == player
        painter.setPen(QPen(PLAYER_COLOURS[player] if active else QColor(0, 0, 0, 40),
                            2.5 if active else 1))
        painter.setBrush(QColor(255, 255, 255, 150 if active else 90))
        painter.drawRoundedRect(card, 9, 9)
        pawn = min(36.0, card.height() * 0.6)
        self._paint_pawn(painter, QPointF(card.left() + 8 + pawn * 0.45,
                                          card.center().y() + pawn * 0.5), pawn,
                         PLAYER_COLOURS[player], crown=True)
        left = card.left() + 16 + pawn * 0.9
        width = card.right() - 8 - left
        name = self._player_name(player)
        if active and not state.is_over():
            name = "▶ " + name
        name_h = QFontMetricsF(normal).height()
        small_h = QFontMetricsF(small).height()
        texts = self.card_texts(state, player)
        while texts and name_h + len(texts) * small_h > card.height() - 4:
            texts.pop()                  # a card too low keeps what fits
        y = card.top() + (card.height() - name_h - len(texts) * small_h) / 2
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.setFont(normal)
        painter.setPen(PLAYER_COLOURS[player].darker(130))
        painter.drawText(QRectF(left, y, width, name_h), align, painter.fontMetrics().elidedText(
            name, Qt.TextElideMode.ElideRight, int(width)))
        y += name_h
        painter.setPen(INK)
        for line in texts:
            self._draw_fitted(painter, QRectF(left, y, width, small_h), small, line)
            y += small_h

    def card_texts(self, state: KanzeState, player: int) -> list[str]:
        """The figures of a player's card: troops (and the cap), cells."""
        return [self.tr("Troops: %1 / %2").replace("%1", str(state.total_troops(player)))
                .replace("%2", str(state.troop_cap)),
                self.tr("Cells: %1").replace("%1", str(state.cells_owned(player)))]

    @staticmethod
    def _draw_fitted(painter: QPainter, rect: QRectF, font: QFont, text: str) -> None:
        """Draw *text* on one line in *rect*, the font shrunk (down to 9 px) until it
        fits, then elided."""
        font = QFont(font)
        size = font.pixelSize()
        while size > 9 and QFontMetricsF(font).horizontalAdvance(text) > rect.width():
            size -= 1
            font.setPixelSize(size)
        painter.setFont(font)
        text = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                                int(rect.width()))
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def _paint_chooser(self, painter: QPainter, state: KanzeState) -> None:
        rects = self.chooser_rects()
        if not rects or self._src is None or self._dst is None:
            return
        s = self._size
        panel = rects["panel"]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(panel.translated(3, 4), s * 0.3, s * 0.3)
        paper = QLinearGradient(panel.topLeft(), panel.bottomLeft())
        paper.setColorAt(0, QColor("#fff8e6"))
        paper.setColorAt(1, QColor("#ecdcb8"))
        painter.setBrush(paper)
        painter.setPen(QPen(INK, max(1.0, s * 0.04)))
        painter.drawRoundedRect(panel, s * 0.3, s * 0.3)
        choices = self._choices()
        font, caption_font = self._chooser_fonts()
        has_rep = state.reps[state.mover] == self._src
        for name in CHOOSER_BUTTONS:
            rect = rects[name]
            enabled = {
                "minus": (self._count - 1, self._rep) in choices,
                "plus": (self._count + 1, self._rep) in choices,
                "rep": has_rep and ((self._count, not self._rep) in choices or (
                    self._rep and self._count == 0 and (1, False) in choices)),
                "ok": (self._count, self._rep) in choices,
                "cancel": True,
            }[name]
            lit = name == "rep" and self._rep
            if name == "ok":
                fill = QColor("#3d8b4f")
            elif name == "cancel":
                fill = QColor("#9a4a3a")
            elif lit:
                fill = QColor("#d4261c")
            else:
                fill = QColor("#6b4a2a")
            if not enabled:
                fill = _mix(fill, QColor("#d8ccb0"), 0.65)
            painter.setPen(QPen(fill.darker(140), max(1.0, s * 0.03)))
            shine = QLinearGradient(rect.topLeft(), rect.bottomLeft())
            shine.setColorAt(0, fill.lighter(130))
            shine.setColorAt(1, fill)
            painter.setBrush(shine)
            painter.drawEllipse(rect)
            if name == "rep":
                crown = QPointF(rect.center().x(), rect.center().y() + rect.height() * 0.3)
                self._paint_pawn(painter, crown, rect.height() * 0.55,
                                 QColor("#ffe0d8") if lit else QColor("#c9b9a0"),
                                 crown=has_rep)
                continue
            painter.setFont(font)
            painter.setPen(QColor("#fffaf0"))
            glyph = {"minus": "−", "plus": "+", "ok": "✓", "cancel": "✕"}[name]
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, glyph)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(rects["count"], Qt.AlignmentFlag.AlignCenter, str(self._count))
        painter.setFont(caption_font)
        metrics = painter.fontMetrics()
        caption = rects["caption"]
        line_height = caption.height() / 2 if self._battle_strengths(state) else caption.height()
        for k, line in enumerate(self._chooser_caption_lines(state)):
            line = metrics.elidedText(line, Qt.TextElideMode.ElideRight, int(caption.width()))
            painter.drawText(QRectF(caption.x(), caption.y() + k * line_height, caption.width(),
                                    line_height), Qt.AlignmentFlag.AlignCenter, line)

    def _battle_strengths(self, state: KanzeState) -> tuple[int, int] | None:
        """The strengths of the battle the chooser's move starts, or None."""
        assert self._dst is not None
        enemy = 1 - state.mover
        if state.owner[self._dst] != enemy:
            return None
        return self._count + self._rep, state.troops[self._dst] + (state.reps[enemy] == self._dst)

    def _chooser_caption_lines(self, state: KanzeState) -> list[str]:
        """The chooser's caption: the move, then the battle it starts (if any)."""
        assert self._src is not None and self._dst is not None
        src, dst = self._cell_name(self._src), self._cell_name(self._dst)
        if self._rep:
            text = self.tr("%n troop(s) + Representative, %1 → %2", "", self._count)
        else:
            text = self.tr("%n troop(s), %1 → %2", "", self._count)
        lines = [self._trn(text, self._count).replace("%1", src).replace("%2", dst)]
        battle = self._battle_strengths(state)
        if battle is not None:
            lines.append(self.tr("Battle %1 against %2").replace("%1", str(battle[0])).replace(
                "%2", str(battle[1])))
        return lines
