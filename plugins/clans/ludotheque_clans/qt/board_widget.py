"""The Clans board: the 60-territory map, huts, villages, and the game's panel.

This module is the interaction: what the player may do, the selection, the words
for screen readers and the panel's texts, the animation.  Drawing is
:mod:`.painting`'s and :mod:`.panel`'s, the layout :mod:`.geometry`'s; the hover
and the keyboard cursor are the base class's (a target is a territory number).

Signals (from :class:`~ludotheque.gui.BoardWidget`):

* ``move_requested(object)``: a :class:`Migration` after two clicks (source, then
  destination) or a :class:`Found` after a click on a pending village.
* ``animation_finished()``: the huts reached their destination.
* ``status_changed(str)``: what to do next, translated.

Keyboard: the arrows move the cursor from territory to territory, Enter or Space
act on it as a click does, Esc drops the selection; the cursor's ring shows while
the board has the focus (a click moves the cursor too).  Hot-seat privacy: after
``set_privacy(True)`` the viewer's own colour is not drawn anywhere, unless the
player holds Space or presses the "hold to reveal" button.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget

from ludotheque.core import GameInfo
from ludotheque.gui import ARROW_KEYS, BoardWidget, translate

from ..rules.board import CENTRES, COLOUR_LABELS, COLOURS, MAX_VILLAGES, TERRAIN, TERRAIN_LABELS
from ..rules.moves import Found, Migration
from ..rules.state import ClansState
from .geometry import BoardLayout, step_towards
from .painting import (
    CLAN_COLOURS,
    TERRAIN_COLOURS,
    Marks,
    paint_background,
    paint_board,
    render_map,
)
from .panel import PanelTexts, paint_panel

__all__ = ["ClansBoardWidget", "CLAN_COLOURS", "TERRAIN_COLOURS"]

_ACTIVATE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_MIDDLE = 25
"""Where the cursor appears when no territory may move."""


def _territory(target: Hashable | None) -> int:
    """The territory a target of the base class stands for (0: none)."""
    return target if isinstance(target, int) else 0


class ClansBoardWidget(BoardWidget):
    """The board of Clans (see the module documentation)."""

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(info, parent)
        self.selected: int | None = None
        """The territory whose huts the player chose to move (None: none yet)."""
        self.hidden = False
        """Hot-seat privacy: the viewer's colour is not drawn."""
        self.revealing = False
        """The player holds Space or the reveal button: the colour is drawn anyway."""
        self._map_cache: QPixmap | None = None
        self._map_cache_key: tuple[Any, ...] = ()
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.valueChanged.connect(self._on_animation_value_changed)
        self._animation.finished.connect(self._on_animation_finished)
        self._progress = 1.0
        self._previous: ClansState | None = None
        self._moving: Migration | None = None

    # --- host interface ----------------------------------------------------------------

    def set_privacy(self, hidden: bool) -> None:
        self.hidden = hidden
        self.update()

    def position_changed(self, previous: Any) -> None:
        self.selected = None
        pending = sorted(self.pending_choices())
        cursor = self.cursor_target
        if pending and cursor not in pending and (cursor is not None or self.hasFocus()):
            self.set_cursor_target(pending[0])    # the villages to order, for the keyboard
        elif cursor is None and self.hasFocus():
            self.set_cursor_target(self.first_cursor())  # the focus came before a position
        self._animation.stop()
        self._moving = None
        self._previous = None
        move = self.last_move
        if (isinstance(previous, ClansState) and isinstance(move, Migration)
                and self.animation_speed > 0 and previous.totals[move.source]):
            self._previous = previous
            self._moving = move
            self._progress = 0.0
            self._animation.setDuration(max(1, int(420 / self.animation_speed)))
            self._animation.start()
        self._emit_status()

    def is_animating(self) -> bool:
        return self._moving is not None

    def skip_animation(self) -> None:
        if self._moving is not None:
            self._animation.stop()
            self._on_animation_finished()

    def retranslate(self) -> None:
        self._emit_status()
        self.update()

    def describe(self) -> dict[str, Any]:
        data = super().describe()
        state = self._state()
        data.update(selected=self.selected, sources=sorted(self.legal_sources()),
                    targets=sorted(self.targets_of(self.selected)) if self.selected else [],
                    hovered=_territory(self.hover_target),
                    cursor=_territory(self.cursor_target),
                    highlighted=sorted(self.highlighted()),
                    pending=list(state.pending) if state else [],
                    own_colour_shown=self.own_colour_shown(),
                    founders=self.founders_text(state) if state else "")
        return data

    # --- what is legal -----------------------------------------------------------------

    def _state(self) -> ClansState | None:
        return self.state if isinstance(self.state, ClansState) else None

    def legal_sources(self) -> set[int]:
        return {m.source for m in self.legal_moves if isinstance(m, Migration)}

    def targets_of(self, source: int | None) -> set[int]:
        return {m.target for m in self.legal_moves
                if isinstance(m, Migration) and m.source == source}

    def pointed(self) -> int:
        """The territory under the mouse, else under the keyboard cursor while the
        board has the focus (0: none)."""
        if self.hover_target is not None:
            return _territory(self.hover_target)
        return _territory(self.cursor_target) if self.hasFocus() else 0

    def highlighted(self) -> set[int]:
        """The territories drawn as playable targets now (selection or hover)."""
        if not self.interactive or self.is_animating():
            return set()
        if self.selected is not None:
            return self.targets_of(self.selected)
        if self.pointed() in self.legal_sources():
            return {self.pointed()} | self.targets_of(self.pointed())
        return set(self.pending_choices())

    def pending_choices(self) -> set[int]:
        return {m.territory for m in self.legal_moves if isinstance(m, Found)}

    def own_colour(self) -> int | None:
        state = self._state()
        if state is None or self.viewer is None:
            return None
        return state.colour_of(self.viewer)

    def own_colour_shown(self) -> bool:
        return self.own_colour() is not None and (not self.hidden or self.revealing)

    def _emit_status(self) -> None:
        if self._state() is None:
            return
        self.status_changed.emit(self._status_text())
        self.update_accessible()

    def _status_text(self) -> str:
        state = self._state()
        if state is None:
            return ""
        if state.is_over():
            text = self.tr("The game is over.")
        elif not self.interactive:
            text = ""
        elif self.pending_choices():
            text = self.tr("Several villages are founded: click the one to found next.")
        elif self.selected:
            text = self.tr("Click where the huts of territory {t} go (Esc cancels).").format(
                t=self.selected)
        else:
            text = self.tr("Click a territory to move all its huts from.")
        return text

    # --- geometry ----------------------------------------------------------------------

    def board_layout(self) -> BoardLayout:
        """Where the map and the panel lie at the widget's size."""
        return BoardLayout(float(self.width()), float(self.height()))

    def to_widget(self, x: float, y: float) -> QPointF:
        """The widget point of the board point (x, y)."""
        return self.board_layout().to_widget(x, y)

    def territory_at(self, pos: QPointF) -> int:
        """The territory under a widget point, or 0."""
        return self.board_layout().territory_at(pos)

    def territory_centre(self, territory: int) -> QPointF:
        """Where a territory's centre is drawn, in widget pixels (for tests too)."""
        return self.to_widget(*CENTRES[territory])

    def map_rect(self) -> QRectF:
        """The map with its frame, in widget pixels."""
        return self.board_layout().map_rect

    def reveal_button_rect(self) -> QRectF:
        return self.board_layout().reveal_button()

    # --- pointer and keyboard (the base class's hooks; a target is a territory) ---------

    def target_at(self, point: QPointF) -> Hashable | None:
        return self.territory_at(point) or None

    def first_cursor(self) -> Hashable | None:
        """Where the player most likely starts: the selected territory, a village to
        found, a territory whose huts may move, or the middle."""
        if self._state() is None:
            return None
        pending = sorted(self.pending_choices())
        sources = sorted(self.legal_sources())
        if self.selected is not None:
            return self.selected
        if pending:
            return pending[0]
        return sources[0] if sources else _MIDDLE

    def cursor_step(self, target: Hashable, key: Qt.Key) -> Hashable | None:
        rows, columns = ARROW_KEYS[key]
        return step_towards(_territory(target), columns, rows)

    def activate(self, target: Hashable) -> bool:
        if not self.interactive or self.is_animating():
            return False
        self._click(_territory(target))
        return True

    def target_text(self, target: Hashable) -> str:
        return self.territory_text(_territory(target))

    def board_key(self, event: QKeyEvent) -> bool:
        """Space while the colour is hidden (to see it), Esc while a territory is
        selected, and Enter or Space before the cursor is placed (to place it)."""
        key = event.key()
        if key == Qt.Key.Key_Space and self.hidden and self.own_colour() is not None:
            return True
        if key == Qt.Key.Key_Escape:
            return self.selected is not None
        return key in _ACTIVATE_KEYS and self.cursor_target is None

    def key_pressed(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Space and self.hidden and self.own_colour() is not None:
            if not event.isAutoRepeat():
                self.revealing = True     # hot-seat privacy: hold Space to see one's clan
                self.update()
        elif key == Qt.Key.Key_Escape:
            self.selected = None
            self._emit_status()
            self.update()
        else:
            self.keyboard_active = True
            self.set_cursor_target(self.first_cursor())

    def update_accessible(self) -> None:
        """The accessible name says the cursor's territory, the description what to do."""
        super().update_accessible()
        description = self._status_text()
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)

    # --- input -------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = event.position()
        if self.own_colour() is not None and self.reveal_button_rect().contains(pos):
            self.revealing = True
            self.update()
            return
        if not self.interactive or self.is_animating():
            return
        if self.target_at(pos) is None:
            self._click(0)                # off the map: the selection is dropped
            return
        super().mousePressEvent(event)    # the cursor goes there, and activate()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self.revealing:
            self.revealing = False
            self.update()

    def _click(self, territory: int) -> None:
        pending = self.pending_choices()
        if pending:
            if territory in pending:
                self.request_move(Found(territory))
            return
        if self.selected is not None:
            if territory in self.targets_of(self.selected):
                source = self.selected
                self.selected = None
                self.request_move(Migration(source, territory))
            elif territory != self.selected and territory in self.legal_sources():
                self.selected = territory
            else:
                self.selected = None
        elif territory in self.legal_sources():
            self.selected = territory
        self._emit_status()
        self.update()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() == Qt.Key.Key_Space and self.revealing and not event.isAutoRepeat():
            self.revealing = False
            self.update()
            return
        super().keyReleaseEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        if self.cursor_target is None and self._state() is not None:
            self.set_cursor_target(self.first_cursor())
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        self.update()
        super().focusOutEvent(event)

    # --- words for screen readers ---------------------------------------------------------

    def territory_text(self, territory: int) -> str:
        """What *territory* holds and what the player may do with it, in words."""
        state = self._state()
        text = self.tr("Territory {t}, {terrain}").format(
            t=territory, terrain=translate(TERRAIN_LABELS[TERRAIN[territory]]))
        if state is None:
            return text
        parts = []
        if state.is_village(territory):
            number = state.villages.index(territory) + 1
            value = state.values[number - 1]
            parts.append(self._trn(self.tr("village {n}, %n point(s)", "", value), value)
                         .format(n=number))
        elif territory in state.pending:
            parts.append(self.tr("a village to found"))
        counts = state.huts[territory]
        total = sum(counts)
        if total:
            colours = ", ".join(
                self.tr("{colour} {n}").format(colour=translate(COLOUR_LABELS[c]), n=counts[c])
                for c in range(COLOURS) if counts[c])
            parts.append(self._trn(self.tr("%n hut(s): {colours}", "", total), total)
                         .format(colours=colours))
        elif not state.is_village(territory):
            parts.append(self.tr("no huts"))
        text = self.tr("{first}: {second}").format(first=text, second=", ".join(parts))
        role = ""
        if self.interactive and not self.is_animating():
            if territory in self.pending_choices():
                role = self.tr("you may found this village now")
            elif territory == self.selected:
                role = self.tr("selected: its huts move")
            elif self.selected is not None and territory in self.targets_of(self.selected):
                role = self.tr("you may move the huts here")
            elif self.selected is None and territory in self.legal_sources():
                role = self.tr("you may move its huts")
        if role:
            text = self.tr("{first}; {second}").format(first=text, second=role)
        return text

    @staticmethod
    def _trn(text: str, count: int) -> str:
        """English plurals when no catalogue is loaded: "(s)" becomes "" or "s"."""
        return text.replace("%n", str(count)).replace("(s)", "" if count == 1 else "s")

    def founders_text(self, state: ClansState) -> str:
        """The founder's points of each seat, named as the host names them."""
        return "   ".join(
            self.tr("{name}: {points}").format(name=self.seat_name(p), points=points)
            for p, points in enumerate(state.founders))

    def _panel_texts(self, state: ClansState) -> PanelTexts:
        epoch = state.epoch
        if epoch.bonus_terrain is None:
            bonus = self.tr("Bonus: every terrain +{n}").format(n=epoch.bonus)
        else:
            bonus = self.tr("Bonus: {terrain} +{n}").format(
                terrain=translate(TERRAIN_LABELS[epoch.bonus_terrain]), n=epoch.bonus)
        if epoch.destroying_terrain is None:
            destroyed = self.tr("Nothing is destroyed")
        else:
            destroyed = self.tr("Destroyed on: {terrain}").format(
                terrain=translate(TERRAIN_LABELS[epoch.destroying_terrain]))
        scores = state.scores()
        own = self.own_colour()
        shown = self.own_colour_shown()
        if own is None:
            own_clan = ""
        elif shown:
            own_clan = self.tr("Your clan: {colour}").format(
                colour=translate(COLOUR_LABELS[own]))
        else:
            own_clan = self.tr("Your clan is hidden: hold here or Space to see it")
        return PanelTexts(
            epoch=self.tr("Epoch {roman}").format(roman=epoch.roman),
            bonus=bonus, destroyed=destroyed,
            villages=self.tr("Villages: {n} / {max}").format(n=len(state.villages),
                                                             max=MAX_VILLAGES),
            scores_title=self.tr("Clan scores"),
            founders_title=self.tr("Founder's points"),
            founders=self.founders_text(state),
            totals=tuple(self.tr("{name}: {total}").format(name=self.seat_name(p),
                                                          total=int(score))
                         for p, score in enumerate(scores)),
            order=(self.tr("Choose the order: click the village to found next.")
                   if state.pending and self.interactive else ""),
            own_colour=own, own_colour_shown=shown, own_clan=own_clan)

    # --- animation -----------------------------------------------------------------------

    def _on_animation_value_changed(self, value: Any) -> None:
        self._progress = float(value)
        self.update()

    def _on_animation_finished(self) -> None:
        if self._moving is None:
            return
        self._moving = None
        self._previous = None
        self._progress = 1.0
        self.update()
        self.animation_finished.emit()

    # --- painting ----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint_background(painter, QRectF(self.rect()))
        layout = self.board_layout()
        state = self._state()
        paint_board(painter, layout, self._map_pixmap(layout), state, self._marks())
        if state is not None:
            paint_panel(painter, layout, state, self._panel_texts(state))
        painter.end()

    def _map_pixmap(self, layout: BoardLayout) -> QPixmap:
        """The map without pieces, drawn again only when the size changes."""
        ratio = self.devicePixelRatioF()
        key = (round(layout.map_rect.width()), round(layout.map_rect.height()), ratio)
        if self._map_cache is None or key != self._map_cache_key:
            self._map_cache, self._map_cache_key = render_map(layout, ratio), key
        return self._map_cache

    def _marks(self) -> Marks:
        """What to mark over the position now."""
        active = self.interactive and not self.is_animating()
        last = self.last_move
        return Marks(
            active=active, show_legal_moves=self.show_legal_moves,
            targets={source: self.targets_of(source) for source in self.legal_sources()},
            choices=frozenset(self.pending_choices()), selected=self.selected,
            pointed=self.pointed(),
            cursor=_territory(self.cursor_target) if self.hasFocus() else 0,
            last_move=(last if self.show_last_move and isinstance(last, Migration)
                       and not self.is_animating() else None),
            moving=self._moving, previous=self._previous, progress=self._progress)
