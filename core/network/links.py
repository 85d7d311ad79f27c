"""Invitation links and server addresses: what a player is sent to join a seat
(``ws://HOST:PORT/?match=ID&token=TOKEN``), and the address of the server in it,
with the path a reverse proxy may serve it under."""

from __future__ import annotations

from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

__all__ = ["invite_link", "parse_link", "server_address"]


def invite_link(base: str, match_id: str, token: str) -> str:
    """The invitation to one seat: ``ws://HOST:PORT/?match=ID&token=TOKEN``."""
    return f"{base.rstrip('/')}/?{urlencode({'match': match_id, 'token': token})}"


def server_address(url: str) -> str:
    """The server's address in *url*, an address or an invitation link: its scheme,
    host and port, and the path a reverse proxy may serve it under
    (``wss://example.org/ludo``), without a final ``/``, a query or a fragment.

    :raises ValueError: for anything but a ``ws://`` or ``wss://`` URL with a host.
    """
    try:
        parts = urlsplit(url.strip())
        valid = parts.scheme in ("ws", "wss") and bool(parts.hostname) and parts.port != 0
    except ValueError:  # a port that is no number up to 65535, a bad IPv6 address
        valid = False
    if not valid:
        raise ValueError(f"not a server address: {url[:200]}")
    return urlunsplit((parts.scheme, parts.netloc, parts.path.rstrip("/"), "", ""))


def parse_link(link: str) -> tuple[str, str, str]:
    """``(server address, match id, token)`` of an invitation link; the address keeps
    the link's path (:func:`server_address`).

    :raises ValueError: for anything else.
    """
    query = parse_qs(urlsplit(link.strip()).query)
    if "match" not in query or "token" not in query:
        raise ValueError(f"not an invitation link: {link[:200]}")
    try:
        address = server_address(link)
    except ValueError:
        raise ValueError(f"not an invitation link: {link[:200]}") from None
    return address, query["match"][0], query["token"][0]
