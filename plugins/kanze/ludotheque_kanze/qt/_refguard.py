"""A guard against a reference-count fault of PySide6 6.12 on Python 3.11.

On that build, Qt methods that return nothing (``QPainter.drawPath``,
``QWidget.update``...) release one reference to ``None`` that they never took;
a board painting hundreds of shapes per frame soon makes Python free ``None`` and
abort ("none_dealloc").  Python 3.12 and later make ``None`` immortal and are not
affected, and there the guard does nothing.

:func:`guard_methods` wraps every method of a class so that the references to
``None`` lost while it ran are given back.  Giving back too many would be
harmless (``None`` is never freed); on an unaffected build nothing is lost.
"""

from __future__ import annotations

import ctypes
import functools
import sys
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["keeps_none_alive", "guard_methods"]

_F = TypeVar("_F", bound=Callable[..., Any])
_T = TypeVar("_T", bound=type)
_IMMORTAL = sys.version_info >= (3, 12)
_incref = ctypes.pythonapi.Py_IncRef
_incref.argtypes = [ctypes.py_object]
_incref.restype = None


def keeps_none_alive(func: _F) -> _F:
    """Decorate *func* so that references to ``None`` lost during it are restored."""
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


def guard_methods(cls: _T) -> _T:
    """Class decorator: apply :func:`keeps_none_alive` to every plain method of *cls*."""
    if _IMMORTAL:
        return cls
    for name, value in list(vars(cls).items()):
        if callable(value) and not isinstance(value, type) and not name.startswith("__") \
                and hasattr(value, "__code__"):
            setattr(cls, name, keeps_none_alive(value))
        elif name == "__init__":
            setattr(cls, name, keeps_none_alive(value))
    return cls
