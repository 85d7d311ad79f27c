"""Windows that fit their screen: a dialog's size is bounded by the part of the
screen that windows may use (panels and docks left out), with room for the window
manager's frame; what is taller than that scrolls (:class:`ScrollPane`).
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

__all__ = ["FRAME_ROOM", "ScrollPane", "available_area", "fit_window", "room_for"]

FRAME_ROOM = QMargins(4, 32, 4, 4)
"""The window manager's frame (title bar and borders) when it is not known yet."""


def available_area(widget: QWidget) -> QRect:
    """The part of *widget*'s screen that windows may use (without panels and docks)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def room_for(window: QWidget) -> QSize:
    """The largest size *window* may take on its screen, its frame included."""
    frame, inner = window.frameGeometry(), window.geometry()
    if window.isVisible() and frame != inner:
        extra = QSize(frame.width() - inner.width(), frame.height() - inner.height())
    else:
        extra = QSize(FRAME_ROOM.left() + FRAME_ROOM.right(),
                      FRAME_ROOM.top() + FRAME_ROOM.bottom())
    area = available_area(window)
    return QSize(max(200, area.width() - extra.width()), max(150, area.height() - extra.height()))


def fit_window(window: QWidget, width: int, height: int) -> QSize:
    """Resize *window* to *width* × *height*, or less where its screen is smaller
    (never below its minimum size); returns the size given."""
    room = room_for(window)
    size = QSize(min(width, room.width()), min(height, room.height()))
    size = size.expandedTo(window.minimumSizeHint().boundedTo(room))
    window.resize(size)
    return size


class ScrollPane(QScrollArea):
    """A frameless scroll area around *widget* that asks for its whole size: it
    scrolls only when its window, bounded by the screen, cannot give that."""

    def __init__(self, widget: QWidget, parent: QWidget | None = None) -> None:
        from PySide6.QtCore import Qt  # (dialogs only: not on the start page's path)

        super().__init__(parent)
        self.setObjectName("scrollPane")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(widget)
        widget.setAutoFillBackground(False)
        self.viewport().setAutoFillBackground(False)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        hint = inner.sizeHint()
        width = max(hint.width(), self.viewport().width() if self.isVisible() else 0)
        height = hint.height()
        if inner.hasHeightForWidth():  # word-wrapped texts: as tall as they are at that width
            height = max(inner.heightForWidth(width), inner.minimumSizeHint().height())
        margins = self.contentsMargins()
        return QSize(hint.width() + margins.left() + margins.right()
                     + self.verticalScrollBar().sizeHint().width(),
                     height + margins.top() + margins.bottom())

    def refit(self) -> None:
        """Ask again for the contents' size (after they changed)."""
        inner = self.widget()
        layout = inner.layout() if inner is not None else None
        if layout is not None:
            layout.activate()
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        inner = self.widget()
        if inner is None:
            return super().minimumSizeHint()
        width = inner.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        return QSize(width, min(inner.minimumSizeHint().height(), 120))
