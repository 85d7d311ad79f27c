"""The network protocol's messages: versioned JSON objects over WebSocket, each
checked for shape, types and size before the server acts on it (see
``docs/protocol.md``).

Every message is one JSON object with a ``type``.  :func:`parse` turns a frame into
a :class:`Message` or raises :class:`ProtocolError` with the ``code`` the error
answer carries; the server never acts on a message that did not parse.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import orjson

__all__ = ["MAX_FRAME", "PROTOCOL_VERSION", "Message", "ProtocolError", "RateLimit", "encode",
           "error", "parse"]

PROTOCOL_VERSION = 1
MAX_FRAME = 64 * 1024
"""The largest frame either side sends or accepts, in bytes."""

MAX_SEATS = 8
MAX_NAME = 40

_FIELDS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "create": {"version": int, "game": str, "options": dict, "seats": list},
    "join": {"version": int, "match": str, "token": str},
    "watch": {"version": int, "match": str},
    "move": {"ply": int, "move": (str, int, float, list, dict, bool)},
    "hand_over": {"version": int, "match": str, "creator": str, "seat": int, "level": str},
    "lobby": {"version": int},
    "claim": {"version": int, "match": str, "seat": int},
    "undo": {"ply": int},
    "undo_answer": {"ply": int, "agree": bool},
    "ping": {},
}
"""The messages a client sends, and the fields each must have with their types."""

_OPTIONAL: dict[str, dict[str, type | tuple[type, ...]]] = {
    "create": {"plugin": dict},
    "join": {"plugin": dict},
}


_SPECS: dict[str, dict[str, tuple[frozenset[type], bool]]] = {
    kind: {key: (frozenset(types if isinstance(types, tuple) else (types,)), required)
           for fields, required in ((needed, True), (_OPTIONAL.get(kind, {}), False))
           for key, types in fields.items()}
    for kind, needed in _FIELDS.items()}
"""Per message type, each field's exact types and whether it is required (what
:data:`_FIELDS` and :data:`_OPTIONAL` say, made once)."""


class ProtocolError(Exception):
    """A message the server refuses; :attr:`code` is sent back in the error answer."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Message:
    type: str
    fields: dict[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.fields[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.fields.get(key, default)


def parse(frame: str | bytes) -> Message:
    """The message in *frame*.

    :raises ProtocolError: ``too_big``, ``not_json``, ``bad_message`` (shape or types)
        or ``version`` (a protocol version this server does not speak).
    """
    if len(frame) > MAX_FRAME:
        raise ProtocolError("too_big", f"a message has at most {MAX_FRAME} bytes")
    try:
        data = orjson.loads(frame)  # strict JSON: no NaN, integers of 64 bits at most
    except orjson.JSONDecodeError:
        raise ProtocolError("not_json", "a message is one JSON object, UTF-8 text") from None
    if type(data) is not dict or type(data.get("type")) is not str:
        raise ProtocolError("bad_message", "a message is a JSON object with a 'type'")
    kind = data["type"]
    spec = _SPECS.get(kind)
    if spec is None:
        raise ProtocolError("bad_message", f"unknown message type {kind[:40]!r}")
    for key, (types, required) in spec.items():
        if key not in data:
            if required:
                raise ProtocolError("bad_message", f"'{kind}' needs '{key}'")
            continue
        if type(data[key]) not in types:  # JSON gives exact types: a bool is no int
            raise ProtocolError("bad_message", f"'{key}' of '{kind}' has the wrong type")
    if "version" in spec and data["version"] != PROTOCOL_VERSION:
        raise ProtocolError("version", f"this server speaks protocol {PROTOCOL_VERSION}, "
                                       f"not {data['version']}")
    if kind == "create":
        _check_seats(data["seats"])
    del data["type"]
    return Message(kind, data)


def _check_seats(seats: list[Any]) -> None:
    if not 1 <= len(seats) <= MAX_SEATS:
        raise ProtocolError("bad_message", f"a match has 1 to {MAX_SEATS} seats")
    for seat in seats:
        if not isinstance(seat, dict) or not isinstance(seat.get("kind", "human"), str):
            raise ProtocolError("bad_message", "a seat is an object with a 'kind'")
        name = seat.get("name", "")
        if not isinstance(name, str) or len(name) > MAX_NAME:
            raise ProtocolError("bad_message", f"a seat's name has at most {MAX_NAME} "
                                               f"characters")
        level = seat.get("level")
        if level is not None and not isinstance(level, str):
            raise ProtocolError("bad_message", "a seat's level is a text")
        if not isinstance(seat.get("open", False), bool):
            raise ProtocolError("bad_message", "a seat's 'open' is true or false")


def encode(message: Any) -> bytes:
    """*message* as the JSON text of a frame, UTF-8 encoded (compact; sent as a text
    frame as it is).  orjson, not json: a busy server encodes two frames a move, and
    orjson does it in a twentieth of the time (``benchmarks/network_load.py``)."""
    return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS)


def error(code: str, message: str) -> bytes:
    """The error answer for *code*."""
    return encode({"type": "error", "code": code, "message": message})


class RateLimit:
    """At most *rate* messages a second on average, in bursts of *burst* (a token
    bucket per connection)."""

    def __init__(self, rate: float = 20.0, burst: int = 40) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens = float(burst)
        self.last = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
