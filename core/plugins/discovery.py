"""Finding the installed plugin distributions (their ``ludotheque`` entry points,
read from the metadata: nothing imported), and the guard the registry loads them
under (:class:`UserInterrupts`: the user's Ctrl-C against a plugin's own)."""

from __future__ import annotations

import os
import site
from typing import TYPE_CHECKING, Any

from ..api import PROJECT
from .records import normalize_name

if TYPE_CHECKING:  # pragma: no cover - imported when scanning
    import importlib.metadata as metadata

__all__ = ["UserInterrupts", "installed_plugins", "location_of", "scan_entry_points",
           "site_directories", "traceback_text"]


def scan_entry_points() -> dict[str, tuple[str, metadata.Distribution | None,
                                            list[metadata.EntryPoint]]]:
    import importlib.metadata as metadata

    found: dict[str, tuple[str, metadata.Distribution | None, list[metadata.EntryPoint]]] = {}
    for ep in metadata.entry_points(group=PROJECT):
        dist = getattr(ep, "dist", None)
        if dist is not None:
            name, version = normalize_name(dist.metadata["Name"] or ep.name), dist.version
        else:  # pragma: no cover - entry points always come from a distribution
            name, version = normalize_name(ep.name), "0"
        entry = found.setdefault(name, (version, dist, []))
        if all(e.name != ep.name for e in entry[2]):  # same dist seen twice on sys.path
            entry[2].append(ep)
    return found


def installed_plugins() -> list[str]:
    """The canonical names of the installed plugin distributions (none imported)."""
    return sorted(scan_entry_points())


def site_directories() -> list[str]:
    directories = list(getattr(site, "getsitepackages", lambda: [])())
    user = getattr(site, "getusersitepackages", lambda: None)()
    if isinstance(user, str):
        directories.append(user)
    return [d for d in directories if os.path.isdir(d)]


def content_of(dist: metadata.Distribution | None) -> str:
    """A digest of what *dist* installed: its ``RECORD`` lists every file with its
    own hash, so a reinstall that changed a file changes the digest even when the
    version stays ("" when the distribution keeps no record).  The metadata folder's
    own lines (the installer, where the wheel came from) are left out: the same
    files from another wheel or place are the same code."""
    import hashlib

    try:
        text = dist.read_text("RECORD") if dist is not None else None
    except Exception:  # noqa: BLE001 - exotic distribution finders
        return ""
    if not text:
        return ""
    lines = sorted(line for line in text.splitlines()
                   if line and ".dist-info/" not in line.split(",", 1)[0])
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def location_of(dist: metadata.Distribution | None) -> str:
    if dist is None:
        return ""
    try:
        return str(dist.locate_file(""))
    except Exception:  # noqa: BLE001 - exotic distribution finders
        return ""


class UserInterrupts:
    """Tells the user's Ctrl-C from a ``KeyboardInterrupt`` that plugin code raised.

    While active (in the main thread), a SIGINT handler notes that the user pressed
    Ctrl-C, then does what the previous handler did.
    """

    def __init__(self) -> None:
        self.user = False
        self._previous: Any = None
        self._installed = False

    def __enter__(self) -> UserInterrupts:
        import signal
        import threading

        if threading.current_thread() is threading.main_thread():
            try:
                self._previous = signal.getsignal(signal.SIGINT)
                if self._previous is not None:  # None: a handler Python cannot restore
                    signal.signal(signal.SIGINT, self._on_sigint)
                    self._installed = True
            except (ValueError, OSError):  # pragma: no cover - no signals here
                pass
        return self

    def __exit__(self, *exc_info: object) -> None:
        if self._installed:
            import signal

            signal.signal(signal.SIGINT, self._previous)
            self._installed = False

    def _on_sigint(self, signum: int, frame: Any) -> None:
        import signal

        previous = self._previous
        if previous == signal.SIG_IGN:
            return
        self.user = True
        if callable(previous):
            previous(signum, frame)
        else:  # SIG_DFL, or a handler installed outside Python
            raise KeyboardInterrupt

    def stopped(self, exc: BaseException) -> bool:
        """Whether *exc* is the user's Ctrl-C, to be let through."""
        return self.user and isinstance(exc, KeyboardInterrupt)


def traceback_text() -> str:
    import traceback  # only when a plugin fails

    return traceback.format_exc()
