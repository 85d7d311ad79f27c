"""The desktop entry: valid, and its Exec line starts this installation even from a
path with spaces or shell characters."""

from __future__ import annotations

import configparser
import shutil
import subprocess
from pathlib import Path

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
    assert exec_arguments(entry["Exec"]) == [str(strange)]
    assert entry["Icon"] == str(files.icon)
    validate = shutil.which("desktop-file-validate")
    if validate is not None:
        result = subprocess.run([validate, str(files.entry)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
    assert desktop_entry.remove() == [files.entry, files.icon]
    assert desktop_entry.remove() == []


def test_the_launcher_is_this_installation() -> None:
    command = desktop_entry.launcher()
    assert Path(command[0]).exists()
