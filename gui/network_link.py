"""The app's connection to a match server: a :class:`~ludotheque.core.network.client.
SeatClient` in a thread of its own (its asyncio loop), telling the window through
Qt signals, which reach the GUI thread queued.

The link only carries messages; :class:`~ludotheque.gui.network_controller.
NetworkController` rebuilds the match from the steps it passes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from ludotheque.core.network.client import NetworkError, SeatClient
from ludotheque.core.plugins.registry import PluginRegistry

__all__ = ["NetworkLink", "RECOVERABLE"]

RECOVERABLE = frozenset({"stale", "illegal", "not_your_turn", "bad_move", "over", "rate",
                         "nothing_to_undo", "seat_connected"})
"""Error answers after which the seat plays on (a move or a request refused)."""

CLOSE_WAIT = 2.5
"""Seconds the thread lets a closing connection finish its handshake (the client's
close timeout is 2 s; :meth:`NetworkLink.stop` waits 5 s for the thread)."""


class NetworkLink(QObject):
    """One seat of a network match, followed in a background thread.

    Signals (in the GUI thread): ``welcomed(dict)`` then ``updated(dict)`` with a
    snapshot (``steps``, ``view``, ``seat``, ``game``, ``options``, ``seats``,
    ``connected``) after every change; ``status(str)`` with ``connected``,
    ``reconnecting`` or ``lost``; ``message(str, dict)`` for the other messages
    (presence, undo requests); ``refused(str, str)`` for a request the server
    refused (code, message); ``failed(str, str)`` when the link ends on an error.
    """

    welcomed = Signal(object)
    updated = Signal(object)
    status = Signal(str)
    message = Signal(str, object)
    refused = Signal(str, str)
    failed = Signal(str, str)

    def __init__(self, registry: PluginRegistry, link: str, parent: QObject | None = None
                 ) -> None:
        super().__init__(parent)
        self.client = SeatClient.from_link(registry, link, on_event=self._on_event)
        self.link = link
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stopping = False
        self._main_task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="network-link", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Close the connection (the seat stays on the server: join again later)."""
        self._stopping = True
        loop = self._loop
        if loop is not None and loop.is_running():
            shutdown = self._shutdown()
            try:
                asyncio.run_coroutine_threadsafe(shutdown, loop)
            except RuntimeError:  # the loop ended meanwhile
                shutdown.close()
        if self._thread is not None:
            self._thread.join(5)

    def send_move(self, move: Any) -> None:
        self._call(self.client.move(move))

    def propose_undo(self) -> None:
        self._call(self.client.propose_undo())

    def answer_undo(self, agree: bool) -> None:
        self._call(self.client.answer_undo(agree))

    def _call(self, coroutine: Any) -> None:
        loop = self._loop
        if loop is None or not loop.is_running():
            coroutine.close()
            return
        asyncio.run_coroutine_threadsafe(coroutine, loop)

    # --- the thread ----------------------------------------------------------------------

    async def _shutdown(self) -> None:
        """Close the connection cleanly (the server sees the seat leave), then end."""
        with contextlib.suppress(Exception):
            await self.client.close()
        if self._main_task is not None:
            self._main_task.cancel()

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self._loop = loop
        self._main_task = loop.create_task(self._main())
        try:
            loop.run_until_complete(self._main_task)
        except asyncio.CancelledError:
            pass
        finally:  # what is left ends before the loop does: a shutdown asked meanwhile
            # finishes its close handshake (bounded by the client's close timeout), so
            # that the server is not left waiting for a connection nobody closes
            left = asyncio.all_tasks(loop)
            if left:
                loop.run_until_complete(asyncio.wait(left, timeout=CLOSE_WAIT))
            left = asyncio.all_tasks(loop)
            for task in left:
                task.cancel()
            if left:
                loop.run_until_complete(asyncio.gather(*left, return_exceptions=True))
            loop.close()

    async def _main(self) -> None:
        client = self.client
        try:
            await client.open()
        except NetworkError as exc:
            self.failed.emit(exc.code, str(exc))
            return
        self.welcomed.emit(self._snapshot())
        while not self._stopping:
            try:
                data = await client.receive()
            except NetworkError as exc:
                if exc.code in RECOVERABLE:
                    self.refused.emit(exc.code, str(exc))
                    continue
                if not self._stopping:
                    self.failed.emit(exc.code, str(exc))
                return
            except asyncio.CancelledError:
                return
            if data.get("type") in ("update", "welcome"):
                self.updated.emit(self._snapshot())

    def _snapshot(self) -> dict[str, Any]:
        client = self.client
        assert client.match is not None
        return {"steps": list(client.steps), "from": client.take_changes(),
                "view": dict(client.view), "seat": client.seat,
                "game": client.match.game.id, "options": dict(client.match.options),
                "seats": list(client.match.seats),
                "connected": list(client.connected)}

    def _on_event(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "status":
            self.status.emit(str(data.get("state")))
        else:
            self.message.emit(kind, data)
