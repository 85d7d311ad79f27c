"""A guard against a reference-count fault of PySide6 6.12 on Python 3.11.

On that combination every call of a Qt method that returns nothing (``drawLine``,
``setBrush``, ``update``...) releases a reference to ``None`` it never took, and a
board that paints thousands of shapes soon makes Python free ``None`` and abort
("none_dealloc").  Python 3.12 and later make ``None`` immortal and are immune.

:func:`keeps_none_alive` wraps a method, measures the references to ``None`` lost
while it ran and gives them back.  On an unaffected build it is the method itself.
"""

from __future__ import annotations

import ctypes
import functools
import sys
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["keeps_none_alive", "reserve"]

_F = TypeVar("_F", bound=Callable[..., Any])
_IMMORTAL = sys.version_info >= (3, 12)


def _give_back(count: int) -> None:
    if count > 0:
        # ob_refcnt is the first field of every object (non-debug builds).
        ctypes.c_ssize_t.from_address(id(None)).value += count


def reserve() -> None:
    """Give ``None`` a large stock of references once, so a single long paint
    (thousands of calls) cannot exhaust it before :func:`keeps_none_alive` refills."""
    if not _IMMORTAL:
        _give_back(1 << 40)


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
            _give_back(before - sys.getrefcount(None))

    return wrapper  # type: ignore[return-value]
