"""The inline chooser that completes a troop move: − and + for the number of
troops with the count between them, a crown for the Representative, ✓ to confirm
and ✕ to cancel, and a caption saying the move (and the battle it starts).

It opens beside the destination, clear of the move's two cells and off the panel
when it can be; its buttons keep a clickable size however small the cells.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen

from .assembly import MoveAssembly
from .geometry import BoardGeometry
from .painting import INK, mix, paint_pawn

__all__ = ["CHOOSER_BUTTON", "CHOOSER_BUTTONS", "chooser_fonts", "chooser_rects",
           "paint_chooser"]

CHOOSER_BUTTONS = ("minus", "plus", "rep", "ok", "cancel")
"""The buttons of the inline chooser, left to right (the count sits between − and +)."""
CHOOSER_BUTTON = 30.0
"""The smallest side of a chooser button, in pixels, however small the cells."""
_GLYPHS = {"minus": "−", "plus": "+", "ok": "✓", "cancel": "✕"}


def chooser_fonts(font: QFont, size: float) -> tuple[QFont, QFont]:
    """The fonts of the chooser's glyphs and of its caption, for cells of *size*."""
    glyph = QFont(font)
    glyph.setPixelSize(max(16, int(size * 0.42)))
    glyph.setBold(True)
    caption = QFont(font)
    caption.setPixelSize(max(12, int(size * 0.27)))
    return glyph, caption


def chooser_rects(geometry: BoardGeometry, caption_font: QFont, lines: Sequence[str],
                  src: int, dst: int) -> dict[str, QRectF]:
    """Where the chooser of the move from *src* to *dst* goes: ``panel``, the buttons
    of :data:`CHOOSER_BUTTONS`, ``count`` and ``caption`` (room for *lines*)."""
    s = geometry.size
    button = max(CHOOSER_BUTTON, s * 0.62)
    gap = max(5.0, s * 0.14)
    count = button * 0.9
    row = len(CHOOSER_BUTTONS) * button + (len(CHOOSER_BUTTONS) + 1) * gap + count + gap
    metrics = QFontMetricsF(caption_font)
    text = max(metrics.horizontalAdvance(line) for line in lines) + 2 * gap
    width = min(max(row, text), geometry.width - 8.0)
    caption = metrics.height() * len(lines)
    height = gap + button + gap * 0.6 + caption + gap
    corner = geometry.beside(src, dst, width, height)
    x, y = corner.x(), corner.y()
    rects = {"panel": QRectF(x, y, width, height)}
    left = x + (width - row) / 2 + gap
    for name in CHOOSER_BUTTONS:
        rects[name] = QRectF(left, y + gap, button, button)
        left += button + gap
        if name == "minus":
            rects["count"] = QRectF(left, y + gap, count, button)
            left += count + gap
    rects["caption"] = QRectF(x + gap, y + gap + button + gap * 0.6, width - 2 * gap, caption)
    return rects


def paint_chooser(painter: QPainter, geometry: BoardGeometry, font: QFont,
                  rects: dict[str, QRectF], assembly: MoveAssembly, has_rep: bool,
                  lines: Sequence[str]) -> None:
    """The chooser at *rects*, showing *assembly*'s count and Representative.

    :param has_rep: whether the source holds the mover's Representative (the crown
        button shows a crown only then).
    :param lines: the caption.
    """
    s = geometry.size
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
    choices = assembly.choices()
    glyph_font, caption_font = chooser_fonts(font, s)
    for name in CHOOSER_BUTTONS:
        rect = rects[name]
        enabled = {
            "minus": assembly.can_step(-1),
            "plus": assembly.can_step(+1),
            "rep": has_rep and assembly.can_toggle_rep(),
            "ok": (assembly.count, assembly.rep) in choices,
            "cancel": True,
        }[name]
        lit = name == "rep" and assembly.rep
        if name == "ok":
            fill = QColor("#3d8b4f")
        elif name == "cancel":
            fill = QColor("#9a4a3a")
        elif lit:
            fill = QColor("#d4261c")
        else:
            fill = QColor("#6b4a2a")
        if not enabled:
            fill = mix(fill, QColor("#d8ccb0"), 0.65)
        painter.setPen(QPen(fill.darker(140), max(1.0, s * 0.03)))
        shine = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        shine.setColorAt(0, fill.lighter(130))
        shine.setColorAt(1, fill)
        painter.setBrush(shine)
        painter.drawEllipse(rect)
        if name == "rep":
            crown = QPointF(rect.center().x(), rect.center().y() + rect.height() * 0.3)
            paint_pawn(painter, crown, rect.height() * 0.55,
                       QColor("#ffe0d8") if lit else QColor("#c9b9a0"), crown=has_rep)
            continue
        painter.setFont(glyph_font)
        painter.setPen(QColor("#fffaf0"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, _GLYPHS[name])
    painter.setFont(glyph_font)
    painter.setPen(INK)
    painter.drawText(rects["count"], Qt.AlignmentFlag.AlignCenter, str(assembly.count))
    painter.setFont(caption_font)
    metrics = painter.fontMetrics()
    caption = rects["caption"]
    line_height = caption.height() / len(lines) if lines else caption.height()
    for k, line in enumerate(lines):
        line = metrics.elidedText(line, Qt.TextElideMode.ElideRight, int(caption.width()))
        painter.drawText(QRectF(caption.x(), caption.y() + k * line_height, caption.width(),
                                line_height), Qt.AlignmentFlag.AlignCenter, line)
