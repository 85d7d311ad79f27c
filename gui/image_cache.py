"""Images the start page would otherwise make at every start, kept on disk as raw
pixels: the game icons scaled from their files (decoding an SVG or a PNG costs
more) and the cards' frames with their drop shadows (rendered through a graphics
effect).  Reading an entry decodes nothing and loads no image plugin.

An entry is named after a hash of its *key* and holds the key itself, so a
different key never reads it; the key names everything the image depends on
(a source file's size and time, sizes, colours, Qt's version).  Failing to
write an entry is not an error: it is a cache.
"""

from __future__ import annotations

import os
import zlib

from PySide6.QtCore import qVersion
from PySide6.QtGui import QImage

from ludotheque.core.files import data_directory

__all__ = ["CACHE_VERSION", "cache_directory", "load_image", "store_image"]

CACHE_VERSION = 1
"""Part of every key: raise it to ignore the entries made so far."""

_FORMAT = QImage.Format.Format_ARGB32_Premultiplied


def cache_directory() -> str:
    return os.path.join(data_directory(), "cache", "images")


def _path(key: str) -> tuple[str, bytes]:
    full = f"{CACHE_VERSION}|{qVersion()}|{key}".encode()
    return os.path.join(cache_directory(), f"{zlib.crc32(full):08x}.argb"), full


def load_image(key: str) -> QImage | None:
    """The image stored under *key*, or None."""
    path, full = _path(key)
    try:
        with open(path, "rb") as stream:
            data = stream.read()
    except OSError:
        return None
    header, _, pixels = data.partition(b"\n\n")
    stored_key, _, size = header.rpartition(b"\n")
    try:
        width, height = (int(part) for part in size.split(b"x"))
    except ValueError:
        return None
    if stored_key != full or width <= 0 or height <= 0 or len(pixels) != width * height * 4:
        return None
    return QImage(pixels, width, height, width * 4, _FORMAT).copy()


def store_image(key: str, image: QImage) -> None:
    """Keep *image* under *key* (written atomically; errors are ignored)."""
    path, full = _path(key)
    if image.format() != _FORMAT:
        image = image.convertToFormat(_FORMAT)
    width, height = image.width(), image.height()
    rows = image.constBits()
    line = image.bytesPerLine()
    pixels = bytes(rows) if line == width * 4 else b"".join(
        bytes(rows[y * line:y * line + width * 4]) for y in range(height))
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(temporary, "wb") as stream:
            stream.write(full + b"\n" + f"{width}x{height}".encode() + b"\n\n" + pixels)
        os.replace(temporary, path)
    except OSError:
        try:
            os.unlink(temporary)
        except OSError:
            pass
