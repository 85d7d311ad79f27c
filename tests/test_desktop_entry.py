"""The desktop entry: valid, and its Exec line starts this installation even from a
path with spaces or shell characters, with the file to open; the MIME type of saved
games is declared, and known to the system's MIME database where it has one."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ludotheque.gui import desktop_entry


def exec_arguments(value: str) -> list[str]:
    """An Exec value read back as the Desktop Entry Specification says: the string
    escapes first (``\\\\``), then the arguments, split at spaces outside double
    quotes, where a backslash keeps the next ``"``, `````, ``$`` or ``\\``; ``%%`` is ``%``."""
    text = value.replace("\\\\", "\\")
    arguments, current, quoted, index = [], "", False, 0
    while index < len(text):
        ch = text[index]
        if quoted and ch == "\\" and text[index + 1:index + 2] in ('"', "`", "$", "\\"):
            current += text[index + 1]
            index += 2
            continue
        if ch == '"':
            quoted = not quoted
        elif ch == " " and not quoted:
            arguments.append(current)
            current = ""
        elif ch == "%" and text[index + 1:index + 2] == "%":
            current += "%"
            index += 1
        else:
            current += ch
        index += 1
    return [*arguments, current]


def test_install_and_remove(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    strange = tmp_path / "my games $HOME" / 'say "hi" `x` 50% \\ bin' / "ludotheque"
    monkeypatch.setattr(desktop_entry, "launcher", lambda: [str(strange)])
    files = desktop_entry.install()
    assert files.entry == tmp_path / "applications" / "ludotheque.desktop"
    assert files.icon.read_bytes() == desktop_entry.ICON.read_bytes()
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(files.entry, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert exec_arguments(entry["Exec"]) == [str(strange), "%f"]
    assert entry["Icon"] == str(files.icon)
    assert entry["MimeType"] == "application/x-ludotheque-save;"
    assert files.mime == tmp_path / "mime" / "packages" / "ludotheque.xml"
    validate = shutil.which("desktop-file-validate")
    if validate is not None:
        result = subprocess.run([validate, str(files.entry)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
    assert desktop_entry.remove() == [files.entry, files.icon, files.mime]
    assert desktop_entry.remove() == []


def test_the_mime_type_of_saved_games(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(desktop_entry, "launcher", lambda: ["/opt/ludotheque/bin/ludotheque"])
    files = desktop_entry.install()
    namespace = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    [mime] = ET.parse(files.mime).getroot().findall("m:mime-type", namespace)
    assert mime.get("type") == desktop_entry.MIME_TYPE
    assert [glob.get("pattern") for glob in mime.findall("m:glob", namespace)] == ["*.ludo"]
    assert mime.find("m:comment", namespace).text == "Ludothèque saved game"
    if shutil.which("update-mime-database") is None:
        pytest.skip("no update-mime-database here")
    # The database was updated: it knows the type, its files and its comment.
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    assert "application/x-ludotheque-save:*.ludo" in globs
    assert (tmp_path / "mime" / "application" / "x-ludotheque-save.xml").is_file()
    desktop_entry.remove()
    assert not (tmp_path / "mime" / "application" / "x-ludotheque-save.xml").exists()


def test_the_launcher_is_this_installation() -> None:
    command = desktop_entry.launcher()
    assert Path(command[0]).exists()
