"""A guard against a reference-count fault of some PySide6 builds.

With PySide6 6.12 on Python 3.11, every call of a Qt method that returns nothing
(``QPainter.drawLine``, ``QWidget.update``...) releases one reference to ``None``
that it never took; a board painting thousands of shapes per frame soon makes
Python free ``None`` and abort ("none_dealloc").  Python 3.12 and later make
``None`` immortal and are not affected.

:func:`keeps_none_alive` wraps a method, measures how many references to ``None``
were lost while it ran, and gives them back.  Giving back too many is harmless
(``None`` is never freed); on an unaffected build the measured loss is zero.
"""

from __future__ import annotations

import ctypes
import functools
import sys
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["keeps_none_alive"]

_F = TypeVar("_F", bound=Callable[..., Any])
_IMMORTAL = sys.version_info >= (3, 12)
_incref = ctypes.pythonapi.Py_IncRef
_incref.argtypes = [ctypes.py_object]
_incref.restype = None


def keeps_none_alive(func: _F) -> _F:
    """Decorate a method so that references to ``None`` lost during it are restored."""
    if _IMMORTAL:
        return func

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        before = sys.getrefcount(None)
        try:
            return func(*args, **kwargs)
        finally:
            for _ in range(before - sys.getrefcount(None)):
                _incref(None)

    return wrapper  # type: ignore[return-value]
