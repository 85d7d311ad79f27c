"""The Clans board: the 60-territory map, huts, villages, and the game's panel.

Signals (from :class:`~ludotheque.gui.BoardWidget`):

* ``move_requested(object)``: a :class:`Migration` after two clicks (source, then
  destination) or a :class:`Found` after a click on a pending village.
* ``animation_finished()``: the huts reached their destination.
* ``status_changed(str)``: what to do next, translated.

Hot-seat privacy: after ``set_privacy(True)`` the viewer's own colour is not drawn
anywhere, unless the player holds Space or presses the "hold to reveal" button.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QWidget

from ludotheque.core import GameInfo
from ludotheque.gui import BoardWidget, translate

from ..rules.board import (
    CENTRES,
    COLOUR_LABELS,
    COLOURS,
    EPOCHS,
    MAX_VILLAGES,
    REGION,
    TERRAIN,
    TERRAIN_LABELS,
)
from ..rules.moves import Found, Migration
from ..rules.state import ClansState
from .geometry import (
    FRAME,
    MAP,
    land_outline,
    links_without_border,
    nearest_territory,
    shared_edges,
    step_towards,
    territory_cells,
    unlinked_neighbours,
)
from .pieces import HUT, VILLAGE_RADIUS, anchor, hut_stack, label_rect, village_parts

__all__ = ["ClansBoardWidget", "CLAN_COLOURS", "TERRAIN_COLOURS"]

CLAN_COLOURS = (QColor("#d0362b"), QColor("#f0c02c"), QColor("#2f6ccf"), QColor("#3d9a48"),
                QColor("#f4f1e8"))
TERRAIN_COLOURS = (QColor("#5f8d46"), QColor("#a39482"), QColor("#dcc57f"), QColor("#9ccb68"))
_WATER = QColor("#7fa9b8")
_INK = QColor("#3b2a14")
_GOLD = QColor("#ffcc33")
_GREEN_HI = QColor("#e8ff7a")
_PENDING = QColor("#ff8a1f")
_ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
           Qt.Key.Key_Down: (0, 1)}
_MAP_WIDTH = MAP[2] - MAP[0]
_MAP_HEIGHT = MAP[3] - MAP[1]


class ClansBoardWidget(BoardWidget):
    """The board of Clans (see the module documentation)."""

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(info, parent)
        self.selected: int | None = None
        self.hovered: int = 0
        self.cursor: int = 0
        """The territory under the keyboard cursor (0: none yet)."""
        self.hidden = False
        self.revealing = False
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
        if pending and self.cursor not in pending and (self.cursor or self.hasFocus()):
            self.cursor = pending[0]      # the villages to order, for the keyboard
        elif not self.cursor and self.hasFocus():
            self._place_cursor()          # the focus came before the first position
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
                    hovered=self.hovered, cursor=self.cursor,
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
        if self.hovered:
            return self.hovered
        return self.cursor if self.hasFocus() else 0

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
        self._update_accessibility()

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

    def _layout(self) -> tuple[QRectF, QRectF]:
        """The map rectangle and the panel rectangle, in widget pixels."""
        w, h = float(self.width()), float(self.height())
        panel_w = max(190.0, min(300.0, w * 0.25))
        margin = max(6.0, min(w, h) * 0.015)
        avail = QRectF(margin, margin, w - panel_w - 3 * margin, h - 2 * margin)
        scale = min(avail.width() / _MAP_WIDTH, avail.height() / _MAP_HEIGHT)
        mw, mh = _MAP_WIDTH * scale, _MAP_HEIGHT * scale
        map_rect = QRectF(avail.x() + (avail.width() - mw) / 2,
                          avail.y() + (avail.height() - mh) / 2, mw, mh)
        panel = QRectF(w - panel_w - margin, margin, panel_w, h - 2 * margin)
        return map_rect, panel

    def _to_board(self, pos: QPointF) -> tuple[float, float] | None:
        map_rect, _ = self._layout()
        if not map_rect.contains(pos):
            return None
        scale = map_rect.width() / _MAP_WIDTH
        return ((pos.x() - map_rect.x()) / scale + MAP[0],
                (pos.y() - map_rect.y()) / scale + MAP[1])

    def to_widget(self, x: float, y: float) -> QPointF:
        """The widget point of the board point (x, y)."""
        map_rect, _ = self._layout()
        scale = map_rect.width() / _MAP_WIDTH
        return QPointF(map_rect.x() + (x - MAP[0]) * scale, map_rect.y() + (y - MAP[1]) * scale)

    def territory_at(self, pos: QPointF) -> int:
        """The territory under a widget point, or 0."""
        point = self._to_board(pos)
        return nearest_territory(*point) if point else 0

    def territory_centre(self, territory: int) -> QPointF:
        """Where a territory's centre is drawn, in widget pixels (for tests too)."""
        return self.to_widget(*CENTRES[territory])

    def map_rect(self) -> QRectF:
        """The map with its frame, in widget pixels."""
        return self._layout()[0]

    def reveal_button_rect(self) -> QRectF:
        _, panel = self._layout()
        return QRectF(panel.x() + 10, panel.bottom() - panel.height() * 0.1 - 6,
                      panel.width() - 20, panel.height() * 0.1)

    # --- input -------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        pos = event.position()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.own_colour() is not None and self.reveal_button_rect().contains(pos):
            self.revealing = True
            self.update()
            return
        if not self.interactive or self.is_animating():
            return
        territory = self.territory_at(pos)
        if territory:
            self.cursor = territory
        self._click(territory)

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

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        territory = self.territory_at(event.position())
        if territory != self.hovered:
            self.hovered = territory
            self.update()

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        self.hovered = 0
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        key = event.key()
        if key == Qt.Key.Key_Space and self.hidden and self.own_colour() is not None:
            if not event.isAutoRepeat():
                self.revealing = True     # hot-seat privacy: hold Space to see one's clan
                self.update()
            return
        if key in _ARROWS:
            dx, dy = _ARROWS[key]
            if self.cursor:
                self._set_cursor(step_towards(self.cursor, dx, dy))
            else:
                self._place_cursor()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not self.cursor:
                self._place_cursor()
            elif self.interactive and not self.is_animating():
                self._click(self.cursor)
            return
        if key == Qt.Key.Key_Escape and self.selected is not None:
            self.selected = None
            self._emit_status()
            self.update()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() == Qt.Key.Key_Space and self.revealing and not event.isAutoRepeat():
            self.revealing = False
            self.update()
            return
        super().keyReleaseEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        if not self.cursor and self._state() is not None:
            self._place_cursor()
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        self.update()
        super().focusOutEvent(event)

    def _place_cursor(self) -> None:
        """Put the cursor where the player most likely starts: the selected territory,
        a village to found, a territory whose huts may move, or the middle."""
        pending = sorted(self.pending_choices())
        sources = sorted(self.legal_sources())
        if self.selected is not None:
            territory = self.selected
        elif pending:
            territory = pending[0]
        elif sources:
            territory = sources[0]
        else:
            territory = 25
        self._set_cursor(territory)

    def _set_cursor(self, territory: int) -> None:
        self.cursor = territory
        self._update_accessibility()
        self.update()

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

    def _update_accessibility(self) -> None:
        """The accessible name says the cursor's territory, the description what to do."""
        name = self.territory_text(self.cursor) if self.cursor else self.tr("Clans board")
        description = self._status_text()
        if name != self.accessibleName():
            self.setAccessibleName(name)
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)
            QAccessible.updateAccessibility(
                QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))

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

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self._paint_background(painter)
        map_rect, panel = self._layout()
        painter.drawPixmap(map_rect.topLeft(), self._map_pixmap(map_rect))
        painter.save()
        painter.translate(map_rect.topLeft())
        scale = map_rect.width() / _MAP_WIDTH
        painter.scale(scale, scale)
        painter.translate(-MAP[0], -MAP[1])
        state = self._state()
        if state is not None:
            self._paint_highlights(painter, state)
            self._paint_last_move(painter)
            self._paint_territories(painter, state)
        self._paint_labels(painter, scale)
        self._paint_cursor(painter)
        painter.restore()
        if state is not None:
            self._paint_panel(painter, panel, state)
        painter.end()

    def _paint_background(self, painter: QPainter) -> None:
        gradient = QLinearGradient(0, 0, 0, self.height())
        gradient.setColorAt(0, QColor("#6b4a2b"))
        gradient.setColorAt(1, QColor("#4a3019"))
        painter.fillRect(self.rect(), gradient)

    def _map_pixmap(self, map_rect: QRectF) -> QPixmap:
        ratio = self.devicePixelRatioF()
        key = (round(map_rect.width()), round(map_rect.height()), ratio)
        if self._map_cache is not None and key == self._map_cache_key:
            return self._map_cache
        pixmap = QPixmap(max(1, round(map_rect.width() * ratio)),
                         max(1, round(map_rect.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = map_rect.width() / _MAP_WIDTH
        painter.scale(scale, scale)
        painter.translate(-MAP[0], -MAP[1])
        self._paint_map(painter)
        painter.end()
        self._map_cache, self._map_cache_key = pixmap, key
        return pixmap

    def _paint_map(self, painter: QPainter) -> None:
        frame = QRectF(QPointF(MAP[0], MAP[1]), QPointF(MAP[2], MAP[3]))
        water = QLinearGradient(frame.topLeft(), frame.bottomRight())
        water.setColorAt(0, _WATER.lighter(112))
        water.setColorAt(1, _WATER.darker(108))
        painter.setPen(QPen(QColor("#2d1d0c"), FRAME))
        painter.setBrush(water)
        half = FRAME / 2
        painter.drawRoundedRect(frame.adjusted(half, half, -half, -half), 26, 26)
        # A light surf along the coast.
        painter.setPen(QPen(QColor(225, 240, 244, 110), 7, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in land_outline()]))
        cells = territory_cells()
        # Shadowed land.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 40, 50, 70))
        for cell in cells[1:]:
            painter.drawPolygon(QPolygonF([QPointF(x + 4, y + 5) for x, y in cell.points]))
        for cell in cells[1:]:
            polygon = QPolygonF([QPointF(x, y) for x, y in cell.points])
            base = TERRAIN_COLOURS[TERRAIN[cell.territory]]
            cx, cy = CENTRES[cell.territory]
            gradient = QRadialGradient(cx - 20, cy - 25, 150)
            gradient.setColorAt(0, base.lighter(118))
            gradient.setColorAt(1, base.darker(108))
            painter.setBrush(gradient)
            painter.drawPolygon(polygon)
            painter.save()
            path = QPainterPath()
            path.addPolygon(polygon)
            painter.setClipPath(path)
            self._paint_texture(painter, cell.territory)
            painter.restore()
        unlinked = unlinked_neighbours()
        for a, b, p, q in shared_edges():
            line = (QPointF(*p), QPointF(*q))
            if frozenset((a, b)) in unlinked:
                painter.setPen(QPen(QColor("#5f93b0"), 7, Qt.PenStyle.SolidLine,
                                    Qt.PenCapStyle.RoundCap))
                painter.drawLine(*line)
                painter.setPen(QPen(QColor("#a9d1e0"), 2.2))
                painter.drawLine(*line)
            elif REGION[a] != REGION[b]:
                painter.setPen(QPen(QColor("#2d1d0c"), 4.2, Qt.PenStyle.SolidLine,
                                    Qt.PenCapStyle.RoundCap))
                painter.drawLine(*line)
            else:
                painter.setPen(QPen(QColor(45, 29, 12, 120), 1.4, Qt.PenStyle.DashLine))
                painter.drawLine(*line)
        for cell in cells[1:]:
            painter.setPen(QPen(QColor("#2d1d0c"), 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            n = len(cell.points)
            for k, beyond in enumerate(cell.beyond):
                if beyond == 0:
                    painter.drawLine(QPointF(*cell.points[k]), QPointF(*cell.points[(k + 1) % n]))
        # Fords: links whose territories do not touch on the drawing.
        painter.setPen(QPen(QColor("#6b4a2b"), 5, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap))
        for pair in links_without_border():
            a, b = sorted(pair)
            (ax, ay), (bx, by) = CENTRES[a], CENTRES[b]
            painter.drawLine(QPointF(ax + (bx - ax) * 0.3, ay + (by - ay) * 0.3),
                             QPointF(ax + (bx - ax) * 0.7, ay + (by - ay) * 0.7))

    def _paint_labels(self, painter: QPainter, scale: float) -> None:
        """The territories' numbers, over everything (:func:`~.pieces.label_rect` keeps
        them clear of the pieces), at least 8 pixels high while they fit their plate."""
        font = QFont()
        font.setPixelSize(round(min(16.0, max(12.0, 8.0 / max(scale, 0.01)))))
        font.setBold(True)
        painter.setFont(font)
        for territory in range(1, 61):
            left, top, right, bottom = label_rect(territory)
            rect = QRectF(left, top, right - left, bottom - top)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#efe4c6"))
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(QColor(40, 25, 10, 210))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(territory))

    def _paint_cursor(self, painter: QPainter) -> None:
        """The keyboard cursor: a white dashed ring round its territory."""
        if self.cursor == 0 or not self.hasFocus():
            return
        path = self._cell_path(self.cursor)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(40, 25, 10, 170), 7, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(path)
        painter.setPen(QPen(QColor("#ffffff"), 3.5, Qt.PenStyle.DashLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(path)

    def _paint_texture(self, painter: QPainter, territory: int) -> None:
        terrain = TERRAIN[territory]
        cx, cy = CENTRES[territory]
        seed = territory * 7919
        dark = TERRAIN_COLOURS[terrain].darker(135)
        painter.setPen(QPen(dark, 1.6))
        for _ in range(14):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            angle = (seed % 628) / 100.0
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            dist = 38 + seed % 70
            x, y = cx + math.cos(angle) * dist, cy + math.sin(angle) * dist * 0.8
            if terrain == 0:    # forest: little trees
                painter.setBrush(dark)
                painter.drawPolygon(QPolygonF([QPointF(x, y - 9), QPointF(x - 6, y + 4),
                                               QPointF(x + 6, y + 4)]))
                painter.drawLine(QPointF(x, y + 4), QPointF(x, y + 8))
            elif terrain == 1:  # mountain: peaks
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPolyline(QPolygonF([QPointF(x - 9, y + 5), QPointF(x - 2, y - 6),
                                                QPointF(x + 2, y - 1), QPointF(x + 5, y - 5),
                                                QPointF(x + 11, y + 5)]))
            elif terrain == 2:  # steppe: dry grass strokes
                painter.drawLine(QPointF(x - 5, y + 3), QPointF(x - 7, y - 4))
                painter.drawLine(QPointF(x, y + 3), QPointF(x, y - 6))
                painter.drawLine(QPointF(x + 5, y + 3), QPointF(x + 7, y - 4))
            else:               # grassland: tufts
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawArc(QRectF(x - 6, y - 3, 6, 8), 0, 180 * 16)
                painter.drawArc(QRectF(x, y - 3, 6, 8), 0, 180 * 16)

    def _cell_path(self, territory: int) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in territory_cells()[territory].points]))
        path.closeSubpath()
        return path

    def _paint_highlights(self, painter: QPainter, state: ClansState) -> None:
        if not self.interactive or self.is_animating():
            return
        show = self.show_legal_moves
        sources = self.legal_sources()
        if self.selected is not None:
            painter.setPen(QPen(_GOLD, 6))
            painter.setBrush(QColor(255, 220, 90, 70))
            painter.drawPath(self._cell_path(self.selected))
            for target in self.targets_of(self.selected):
                strong = target == self.pointed()
                painter.setPen(QPen(_GREEN_HI, 6 if strong else 3.5))
                painter.setBrush(QColor(230, 255, 120, 110 if strong else 50))
                painter.drawPath(self._cell_path(target))
            return
        if show:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 230, 140, 150), 2.2, Qt.PenStyle.DashLine))
            for source in sources:
                painter.drawPath(self._cell_path(source))
        if self.pointed() in sources:
            painter.setPen(QPen(_GOLD, 5))
            painter.setBrush(QColor(255, 220, 90, 60))
            painter.drawPath(self._cell_path(self.pointed()))
            if show:
                for target in self.targets_of(self.pointed()):
                    painter.setPen(QPen(_GREEN_HI, 3, Qt.PenStyle.DashLine))
                    painter.setBrush(QColor(230, 255, 120, 40))
                    painter.drawPath(self._cell_path(target))

    def _paint_last_move(self, painter: QPainter) -> None:
        move = self.last_move
        if not self.show_last_move or not isinstance(move, Migration) or self.is_animating():
            return
        (ax, ay), (bx, by) = anchor(move.source), anchor(move.target)
        angle = math.atan2(by - ay, bx - ax)
        start = QPointF(ax + math.cos(angle) * 10, ay + math.sin(angle) * 10)
        end = QPointF(bx - math.cos(angle) * 34, by - math.sin(angle) * 34)
        painter.setPen(QPen(QColor(255, 250, 235, 200), 6, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        painter.drawLine(start, end)
        head = QPolygonF([
            end + QPointF(math.cos(angle) * 12, math.sin(angle) * 12),
            end + QPointF(math.cos(angle + 2.4) * 14, math.sin(angle + 2.4) * 14),
            end + QPointF(math.cos(angle - 2.4) * 14, math.sin(angle - 2.4) * 14)])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 250, 235, 220))
        painter.drawPolygon(head)
        painter.setBrush(QColor(255, 250, 235, 160))
        painter.drawEllipse(QPointF(ax, ay), 7, 7)

    def _paint_territories(self, painter: QPainter, state: ClansState) -> None:
        shown = state
        moving = self._moving
        if moving is not None and self._previous is not None:
            shown = self._previous
        pending = set(state.pending)
        choices = self.pending_choices()
        for index, village in enumerate(state.villages):
            self._paint_village(painter, village, index + 1, state.values[index])
        for territory in pending:
            self._paint_pending(painter, territory, territory in choices
                                and territory == self.pointed())
        for territory in state.ignored:
            self._paint_ignored(painter, territory)
        for territory in range(1, 61):
            if moving is not None and territory == moving.source:
                continue
            counts = shown.huts[territory]
            if shown.totals[territory]:
                x, y = anchor(territory)
                self._paint_huts(painter, x, y, counts, total=not state.is_village(territory))
        if moving is not None and self._previous is not None:
            (ax, ay), (bx, by) = anchor(moving.source), anchor(moving.target)
            t = self._progress
            t = t * t * (3 - 2 * t)
            lift = math.sin(t * math.pi) * 18
            self._paint_huts(painter, ax + (bx - ax) * t, ay + (by - ay) * t - lift,
                             self._previous.huts[moving.source], shadow=lift)

    def _paint_huts(self, painter: QPainter, x: float, y: float, counts: tuple[int, ...],
                    shadow: float = 0.0, total: bool = True) -> None:
        """A stack of huts on (x, y), with the total of several colours unless *total*
        is False (a village shows its value instead)."""
        stack = hut_stack(x, y, counts)
        if shadow:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawEllipse(QPointF(x, y + shadow + 10), HUT * 1.7, 8)
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        for colour, hx, hy, _ in stack.huts:
            self._paint_hut(painter, hx, hy, HUT, CLAN_COLOURS[colour])
        for (left, top, right, bottom), (_, _, _, count) in zip(
                stack.count_rects(), [h for h in stack.huts if h[3] > 1]):
            self._paint_count(painter, QRectF(left, top, right - left, bottom - top), count)
        if stack.total is not None and total:
            bx, by, count = stack.total
            painter.setPen(QPen(QColor("#fff6df"), 1.5))
            painter.setBrush(QColor("#3b2a14"))
            painter.drawEllipse(QPointF(bx, by), 10, 10)
            font.setPixelSize(13)
            painter.setFont(font)
            painter.drawText(QRectF(bx - 10, by - 10, 20, 20), Qt.AlignmentFlag.AlignCenter,
                             str(count))

    @staticmethod
    def _paint_hut(painter: QPainter, x: float, y: float, size: float, colour: QColor) -> None:
        """A small hut: walls, a pointed roof, a door; centred on (x, y)."""
        half = size / 2
        body = QPolygonF([
            QPointF(x - half, y - half * 0.1), QPointF(x, y - half * 1.15),
            QPointF(x + half, y - half * 0.1), QPointF(x + half * 0.82, y + half),
            QPointF(x - half * 0.82, y + half)])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawPolygon(body.translated(1.8, 2.2))
        gradient = QLinearGradient(x - half, y - half, x + half, y + half)
        gradient.setColorAt(0, colour.lighter(125))
        gradient.setColorAt(1, colour.darker(118))
        painter.setPen(QPen(_INK, 1.4))
        painter.setBrush(gradient)
        painter.drawPolygon(body)
        painter.setPen(QPen(_INK, 1.1))
        painter.drawLine(QPointF(x - half * 0.95, y - half * 0.1),
                         QPointF(x + half * 0.95, y - half * 0.1))
        painter.setBrush(_INK)
        painter.drawRect(QRectF(x - size * 0.1, y + half * 0.3, size * 0.2, half * 0.7))

    @staticmethod
    def _paint_count(painter: QPainter, rect: QRectF, count: int) -> None:
        painter.setPen(QPen(_INK, 1))
        painter.setBrush(QColor("#fff6df"))
        painter.drawRoundedRect(rect, 5, 5)
        painter.setPen(_INK)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(count))

    def _paint_village(self, painter: QPainter, territory: int, number: int, value: int) -> None:
        x, y = anchor(territory)
        radius = VILLAGE_RADIUS
        _, flag_box, value_box = village_parts(x, y)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(60, 40, 20, 70))
        painter.drawEllipse(QPointF(x + 2, y + 3), radius, radius)
        painter.setBrush(QColor(250, 238, 205, 120))
        painter.drawEllipse(QPointF(x, y), radius, radius)
        # A palisade of stakes.
        painter.setPen(QPen(QColor("#5a3b1c"), 3.2, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        for k in range(22):
            angle = 2 * math.pi * k / 22
            painter.drawLine(QPointF(x + math.cos(angle) * (radius - 4),
                                     y + math.sin(angle) * (radius - 4)),
                             QPointF(x + math.cos(angle) * (radius + 3),
                                     y + math.sin(angle) * (radius + 3)))
        # Above it, a flag with the village's number and a badge with its value.
        flag = QRectF(QPointF(flag_box[0], flag_box[1]), QPointF(flag_box[2], flag_box[3]))
        painter.setPen(QPen(_INK, 1.5))
        painter.setBrush(QColor("#8b1e1e") if value == 0 else QColor("#fff3cf"))
        painter.drawRoundedRect(flag, 4, 4)
        font = QFont()
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#fff3cf") if value == 0 else _INK)
        painter.drawText(flag, Qt.AlignmentFlag.AlignCenter, str(number))
        value_rect = QRectF(QPointF(value_box[0], value_box[1]),
                            QPointF(value_box[2], value_box[3]))
        painter.setPen(QPen(_INK, 1.2))
        painter.setBrush(QColor("#3b2a14"))
        painter.drawRoundedRect(value_rect, 8, 8)
        painter.setPen(QColor("#ffe08a"))
        painter.drawText(value_rect, Qt.AlignmentFlag.AlignCenter, f"{value}")

    def _paint_pending(self, painter: QPainter, territory: int, hovered: bool) -> None:
        x, y = anchor(territory)
        painter.setPen(QPen(_PENDING, 6 if hovered else 4, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 160, 60, 90 if hovered else 45))
        painter.drawEllipse(QPointF(x, y), 40, 40)
        font = QFont()
        font.setPixelSize(20)
        font.setBold(True)
        painter.setFont(font)
        badge = QRectF(x - 13, y - VILLAGE_RADIUS - 26, 26, 24)
        painter.setPen(QPen(_INK, 1.5))
        painter.setBrush(_PENDING)
        painter.drawRoundedRect(badge, 6, 6)
        painter.setPen(QColor("#fffbe8"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "?")

    def _paint_ignored(self, painter: QPainter, territory: int) -> None:
        x, y = anchor(territory)
        painter.setPen(QPen(QColor(80, 60, 40, 160), 3, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(x, y), 36, 36)

    # --- the panel ---------------------------------------------------------------------

    def _paint_panel(self, painter: QPainter, panel: QRectF, state: ClansState) -> None:
        painter.setPen(QPen(QColor("#2d1d0c"), 2))
        paper = QLinearGradient(panel.topLeft(), panel.bottomRight())
        paper.setColorAt(0, QColor("#f3e6c4"))
        paper.setColorAt(1, QColor("#e2cf9f"))
        painter.setBrush(paper)
        painter.drawRoundedRect(panel, 10, 10)
        unit = min(panel.height() / 30.0, panel.width() / 13.0)
        x0, width = panel.x() + unit * 0.7, panel.width() - unit * 1.4
        y = panel.y() + unit * 0.6
        title = QFont()
        title.setPixelSize(max(10, round(unit * 1.05)))
        title.setBold(True)
        body = QFont()
        body.setPixelSize(max(9, round(unit * 0.85)))
        small = QFont()
        small.setPixelSize(max(8, round(unit * 0.72)))
        epoch = state.epoch
        painter.setPen(_INK)
        painter.setFont(title)
        line = unit * 1.5
        painter.drawText(QRectF(x0, y, width, line), Qt.AlignmentFlag.AlignVCenter,
                         self.tr("Epoch {roman}").format(roman=epoch.roman))
        y += line
        # The epoch table: five cells, the current one highlighted.
        cell_w = width / 5
        painter.setFont(small)
        for index, row in enumerate(EPOCHS):
            rect = QRectF(x0 + index * cell_w + 1, y, cell_w - 2, unit * 1.7)
            current = row.number == epoch.number and not state.is_over()
            painter.setPen(QPen(_INK, 1.5 if current else 0.8))
            painter.setBrush(QColor("#ffd86b") if current else QColor(255, 255, 255, 70))
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(_INK)
            painter.drawText(rect.adjusted(0, 1, 0, -rect.height() / 2),
                             Qt.AlignmentFlag.AlignCenter, row.roman)
            span = str(row.first) if row.first == row.last else f"{row.first}-{row.last}"
            painter.drawText(rect.adjusted(0, rect.height() / 2 - 1, 0, 0),
                             Qt.AlignmentFlag.AlignCenter, span)
        y += unit * 2.1
        painter.setFont(body)
        swatch = unit * 0.95
        if epoch.bonus_terrain is None:
            bonus = self.tr("Bonus: every terrain +{n}").format(n=epoch.bonus)
        else:
            bonus = self.tr("Bonus: {terrain} +{n}").format(
                terrain=translate(TERRAIN_LABELS[epoch.bonus_terrain]), n=epoch.bonus)
        self._swatch_line(painter, x0, y, width, swatch, epoch.bonus_terrain, bonus, "+")
        y += unit * 1.3
        if epoch.destroying_terrain is None:
            destroy = self.tr("Nothing is destroyed")
        else:
            destroy = self.tr("Destroyed on: {terrain}").format(
                terrain=translate(TERRAIN_LABELS[epoch.destroying_terrain]))
        self._swatch_line(painter, x0, y, width, swatch, epoch.destroying_terrain, destroy,
                          "x")
        y += unit * 1.6
        # Villages founded.
        painter.setPen(_INK)
        painter.drawText(QRectF(x0, y, width, unit * 1.2), Qt.AlignmentFlag.AlignVCenter,
                         self.tr("Villages: {n} / {max}").format(n=len(state.villages),
                                                                max=MAX_VILLAGES))
        y += unit * 1.3
        dot = min(width / MAX_VILLAGES, unit * 1.1)
        for k in range(MAX_VILLAGES):
            centre = QPointF(x0 + dot * (k + 0.5), y + dot / 2)
            founded = k < len(state.villages)
            painter.setPen(QPen(_INK, 1))
            painter.setBrush(QColor("#8a5a2b") if founded else QColor(255, 255, 255, 90))
            if founded and state.values[k] == 0:
                painter.setBrush(QColor("#8b1e1e"))
            painter.drawEllipse(centre, dot * 0.38, dot * 0.38)
        y += dot + unit * 0.6
        # Colour scores (public).
        painter.setFont(title)
        painter.drawText(QRectF(x0, y, width, line), Qt.AlignmentFlag.AlignVCenter,
                         self.tr("Clan scores"))
        y += line
        painter.setFont(body)
        best = max(max(state.colour_scores), 1)
        own = self.own_colour() if self.own_colour_shown() else None
        for colour in range(COLOURS):
            row = QRectF(x0, y, width, unit * 1.35)
            if colour == own:
                painter.setPen(QPen(_INK, 1.5))
                painter.setBrush(QColor(255, 216, 107, 160))
                painter.drawRoundedRect(row.adjusted(-3, 0, 3, 0), 5, 5)
            self._paint_hut(painter, x0 + unit * 0.6, y + unit * 0.7, unit * 0.95,
                            CLAN_COLOURS[colour])
            bar = QRectF(x0 + unit * 1.5, y + unit * 0.35,
                         (width - unit * 4.2) * state.colour_scores[colour] / best, unit * 0.65)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(CLAN_COLOURS[colour].darker(110))
            painter.drawRoundedRect(bar, 3, 3)
            painter.setPen(_INK)
            painter.drawText(QRectF(x0, y, width, unit * 1.35),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             str(state.colour_scores[colour]))
            y += unit * 1.4
        y += unit * 0.4
        # Founder's points per player.
        painter.setFont(small)
        painter.drawText(QRectF(x0, y, width, unit * 1.1), Qt.AlignmentFlag.AlignVCenter,
                         self.tr("Founder's points"))
        y += unit * 1.1
        founders = self.founders_text(state)
        painter.save()
        painter.setFont(body)
        self._fit_text(painter, QRectF(x0, y, width, unit * 1.2), Qt.AlignmentFlag.AlignVCenter,
                       founders)
        painter.restore()
        y += unit * 1.5
        if state.is_over() and state.colours is not None:
            painter.setFont(body)
            for p, colour in enumerate(state.colours):
                if colour is None:
                    continue
                self._paint_hut(painter, x0 + unit * 0.6, y + unit * 0.6, unit * 0.85,
                                CLAN_COLOURS[colour])
                painter.setPen(_INK)
                painter.drawText(QRectF(x0 + unit * 1.5, y, width, unit * 1.2),
                                 Qt.AlignmentFlag.AlignVCenter,
                                 self.tr("{name}: {total}").format(
                                     name=self.seat_name(p), total=int(state.scores()[p])))
                y += unit * 1.25
        if state.pending and self.interactive:
            painter.setFont(body)
            painter.setPen(QColor("#9a4a00"))
            painter.drawText(QRectF(x0, y, width, unit * 2.6),
                             Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignTop,
                             self.tr("Choose the order: click the village to found next."))
        self._paint_own_colour(painter, state, small, body)

    def founders_text(self, state: ClansState) -> str:
        """The founder's points of each seat, named as the host names them."""
        return "   ".join(
            self.tr("{name}: {points}").format(name=self.seat_name(p), points=points)
            for p, points in enumerate(state.founders))

    @staticmethod
    def _fit_text(painter: QPainter, rect: QRectF, flags: Any, text: str) -> None:
        """Draw *text* in *rect*, shrinking the font until it fits on one line."""
        font = QFont(painter.font())
        size = font.pixelSize()
        while size > 7 and painter.fontMetrics().horizontalAdvance(text) > rect.width():
            size -= 1
            font.setPixelSize(size)
            painter.setFont(font)
        painter.drawText(rect, flags, text)

    def _swatch_line(self, painter: QPainter, x: float, y: float, width: float, size: float,
                     terrain: int | None, text: str, mark: str) -> None:
        rect = QRectF(x, y + 1, size * 1.4, size)
        painter.setPen(QPen(_INK, 1))
        if terrain is None:
            gradient = QLinearGradient(rect.topLeft(), rect.topRight())
            for k, colour in enumerate(TERRAIN_COLOURS):
                gradient.setColorAt(k / 3, colour)
            painter.setBrush(gradient)
        else:
            painter.setBrush(TERRAIN_COLOURS[terrain])
        painter.drawRoundedRect(rect, 3, 3)
        if mark == "x" and terrain is not None:
            painter.setPen(QPen(QColor("#8b1e1e"), 2))
            painter.drawLine(rect.topLeft() + QPointF(3, 3), rect.bottomRight() - QPointF(3, 3))
            painter.drawLine(rect.bottomLeft() + QPointF(3, -3), rect.topRight() - QPointF(3, -3))
        painter.setPen(_INK)
        painter.save()
        self._fit_text(painter, QRectF(x + size * 1.8, y, width - size * 1.8, size + 2),
                       Qt.AlignmentFlag.AlignVCenter, text)
        painter.restore()

    def _paint_own_colour(self, painter: QPainter, state: ClansState, small: QFont,
                          body: QFont) -> None:
        colour = self.own_colour()
        if colour is None or state.is_over():
            return
        rect = self.reveal_button_rect()
        shown = self.own_colour_shown()
        painter.setPen(QPen(_INK, 1.5))
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, QColor("#7a5533"))
        gradient.setColorAt(1, QColor("#53361c"))
        painter.setBrush(gradient)
        painter.drawRoundedRect(rect, 8, 8)
        painter.setFont(body)
        painter.setPen(QColor("#fff3cf"))
        if shown:
            size = rect.height() * 0.55
            self._paint_hut(painter, rect.x() + rect.height() * 0.55, rect.center().y(), size,
                            CLAN_COLOURS[colour])
            painter.setPen(QColor("#fff3cf"))
            painter.drawText(rect.adjusted(rect.height(), 0, -4, 0),
                             Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                             self.tr("Your clan: {colour}").format(
                                 colour=translate(COLOUR_LABELS[colour])))
        else:
            painter.drawText(rect.adjusted(6, 0, -6, 0),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.tr("Your clan is hidden: hold here or Space to see it"))
