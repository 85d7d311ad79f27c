"""Work around a reference-count fault of PySide6 6.12 (abi3 wheel) on Python 3.11.

There, each call of a Qt method returning nothing (``drawEllipse``, ``save``,
``setX``...) drops one reference to ``None`` that it never took.  A board paints
thousands of shapes per frame, so ``None`` would soon be freed and Python abort
("none_dealloc").  Python 3.12 and later make ``None`` immortal and are immune.

:func:`guard_none` gives ``None`` a very large stock of references once (enough
for about 10^12 such calls), and :func:`restores_none` wraps a method so the
references lost while it ran are given back.  Both do nothing on Python 3.12+.
"""

from __future__ import annotations

import ctypes
import functools
import sys
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["guard_none", "restores_none"]

_F = TypeVar("_F", bound=Callable[..., Any])
_AFFECTED = sys.version_info < (3, 12) and sys.implementation.name == "cpython"
_guarded = False


def _add_references(count: int) -> None:
    if count > 0:
        # ob_refcnt is the first field of every CPython object.
        ctypes.c_ssize_t.from_address(id(None)).value += count


def guard_none() -> None:
    """Give ``None`` a stock of references (once per process)."""
    global _guarded
    if _AFFECTED and not _guarded:
        _guarded = True
        _add_references(1 << 40)


def restores_none(func: _F) -> _F:
    """Decorate a method so that references to ``None`` lost while it runs come back."""
    if not _AFFECTED:
        return func

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        before = sys.getrefcount(None)
        try:
            return func(*args, **kwargs)
        finally:
            _add_references(before - sys.getrefcount(None))

    return wrapper  # type: ignore[return-value]
