"""Match servers on the local network: a server announces itself with multicast DNS
(``zeroconf``, service type ``_ludotheque._tcp``), and the app lists the servers it
hears, to show the games waiting for players there.

The announcement carries only the server's address, port, protocol version and a
name for people ("Ludothèque on ann-laptop"); never a match or a token.  The open
seats are asked from each server (the ``lobby`` message), and a seat is given to one
player only (``claim``).
"""

from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .protocol import PROTOCOL_VERSION

__all__ = ["SERVICE", "Announcement", "Browser", "FoundServer", "lan_address"]

SERVICE = "_ludotheque._tcp.local."

log = logging.getLogger("ludotheque.discovery")


def lan_address() -> str:
    """This computer's address on the local network (no packet is sent), or
    ``127.0.0.1`` when it has none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


@dataclass(frozen=True)
class FoundServer:
    """A server heard on the local network."""

    name: str
    """The service's name: "Ludothèque on HOST (PORT)"."""
    address: str
    """``ws://IP:PORT``."""
    host: str = ""
    """The name of the computer the server runs on (for a sentence in the reader's
    language)."""


def _host_name() -> str:
    return socket.gethostname().split(".")[0] or "computer"


def _service_name(port: int) -> str:
    return f"Ludothèque on {_host_name()} ({port}).{SERVICE}"


class Announcement:
    """The server at *port* announced on the local network until :meth:`stop`
    (asyncio: call from the server's event loop)."""

    def __init__(self, port: int, address: str | None = None) -> None:
        self.port = port
        self.address = address or lan_address()
        self._zeroconf: Any = None
        self._info: Any = None

    async def start(self) -> bool:
        """Announce; False (logged) when multicast DNS is not available here."""
        try:
            from zeroconf import ServiceInfo
            from zeroconf.asyncio import AsyncZeroconf

            self._info = ServiceInfo(
                SERVICE, _service_name(self.port),
                addresses=[socket.inet_aton(self.address)], port=self.port,
                properties={"protocol": str(PROTOCOL_VERSION), "host": _host_name()})
            self._zeroconf = AsyncZeroconf()
            await self._zeroconf.async_register_service(self._info)
        except Exception as exc:  # noqa: BLE001 - no multicast here: the links still work
            log.warning("the server is not announced on the local network: %s", exc)
            await self.stop()
            return False
        return True

    async def stop(self) -> None:
        zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is None:
            return
        try:
            if self._info is not None:
                await zeroconf.async_unregister_service(self._info)
            await zeroconf.async_close()
        except Exception as exc:  # noqa: BLE001 - closing: nothing more to do
            log.info("closing the announcement: %s", exc)


class Browser:
    """Listens for servers on the local network in a thread of its own; calls
    *changed* (from that thread) with every server heard so far after each change."""

    def __init__(self, changed: Callable[[list[FoundServer]], None]) -> None:
        self.changed = changed
        self.servers: dict[str, FoundServer] = {}
        self._lock = threading.Lock()
        self._zeroconf: Any = None
        self._browser: Any = None

    def start(self) -> bool:
        """Start listening; False (logged) when multicast DNS is not available."""
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            self._zeroconf = Zeroconf()
            self._browser = ServiceBrowser(self._zeroconf, SERVICE, handlers=[self._on_change])
        except Exception as exc:  # noqa: BLE001 - no multicast here: links still work
            log.warning("cannot look for servers on the local network: %s", exc)
            self.stop()
            return False
        return True

    def stop(self) -> None:
        zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is not None:
            try:
                zeroconf.close()
            except Exception as exc:  # noqa: BLE001
                log.info("closing the browser: %s", exc)

    def _on_change(self, zeroconf: Any, service_type: str, name: str,
                   state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self.servers.pop(name, None)
        else:
            info = zeroconf.get_service_info(service_type, name, timeout=2000)
            if info is None or not info.parsed_addresses() or info.port is None:
                return
            label = name[:-len(SERVICE) - 1] if name.endswith("." + SERVICE) else name
            host = (info.properties or {}).get(b"host") or b""
            with self._lock:
                self.servers[name] = FoundServer(
                    label, f"ws://{info.parsed_addresses()[0]}:{info.port}",
                    host.decode("utf-8", "replace")[:64])
        with self._lock:
            found = sorted(self.servers.values(), key=lambda s: s.name)
        self.changed(found)
