"""``ludotheque desktop-entry``: put Ludotheque in the desktop's application menu,
and let the file manager open saved games with it.

On Linux and other freedesktop.org systems, writes ``ludotheque.desktop`` to
``$XDG_DATA_HOME/applications``, the icon to
``$XDG_DATA_HOME/icons/hicolor/scalable/apps`` and the MIME type of saved games
(:data:`MIME_TYPE`, files named ``*.ludo``) to ``$XDG_DATA_HOME/mime/packages``
(``~/.local/share`` by default), for this user only.  The entry starts the
``ludotheque`` command of the Python environment the command runs from (a pipx
environment, a virtual environment, a clone's ``.venv``), with the file opened as
its argument (``ludotheque FILE``).  ``--remove`` takes them away again.  No Qt here.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

__all__ = ["DesktopFiles", "desktop_files", "install", "remove", "ICON", "MIME_TYPE"]

ICON = Path(__file__).resolve().parent / "resources" / "ludotheque.svg"
"""The application's icon (also the windows' icon)."""

APP_ID = "ludotheque"
"""The desktop file's name, as the application declares it (``setDesktopFileName``)."""

MIME_TYPE = "application/x-ludotheque-save"
"""The MIME type of Ludotheque's saved games (``*.ludo``; JSON inside)."""

MIME_PACKAGE = f"""\
<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{MIME_TYPE}">
    <comment>Ludothèque saved game</comment>
    <comment xml:lang="fr">Partie enregistrée de Ludothèque</comment>
    <sub-class-of type="application/json"/>
    <icon name="{APP_ID}"/>
    <glob pattern="*.ludo"/>
  </mime-type>
</mime-info>
"""
"""The shared-mime-info package that declares :data:`MIME_TYPE`."""

ENTRY = """\
[Desktop Entry]
Type=Application
Version=1.0
Name=Ludothèque
GenericName=Board Games
GenericName[fr]=Jeux de société
Comment=Board games on your desktop, extensible with game plugins
Comment[fr]=Des jeux de société sur votre bureau, enrichis par des modules de jeux
Exec={exec} %f
TryExec={try_exec}
Icon={icon}
Terminal=false
Categories=Game;BoardGame;
Keywords=board;games;mancala;kalah;oware;congkak;clans;kanze;clod;dice;
Keywords[fr]=jeux;société;plateau;mancala;awalé;kalah;congkak;clans;kanzé;dés;
StartupNotify=true
StartupWMClass={app_id}
MimeType={mime_type};
"""


@dataclass(frozen=True)
class DesktopFiles:
    """Where the desktop entry, its icon and the saved games' MIME type go."""

    entry: Path
    icon: Path
    mime: Path


def data_home() -> Path:
    """``$XDG_DATA_HOME``, else ``~/.local/share``."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def desktop_files() -> DesktopFiles:
    base = data_home()
    return DesktopFiles(base / "applications" / f"{APP_ID}.desktop",
                        base / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
                        base / "mime" / "packages" / f"{APP_ID}.xml")


def launcher() -> list[str]:
    """The command that starts this installation of Ludotheque: the ``ludotheque``
    script next to this interpreter when there is one, else ``python -m``."""
    script = Path(sys.executable).with_name("ludotheque.exe" if os.name == "nt" else "ludotheque")
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-m", "ludotheque.core.cli"]


def _quote(argument: str) -> str:
    """An Exec argument as the Desktop Entry Specification reads it: quoted (with
    ``"``, `````, ``$`` and ``\\`` escaped) when it holds a reserved character, then
    written as a string value (backslashes doubled again), ``%`` as ``%%``."""
    if any(ch in argument for ch in ' \t\n"\'\\><~|&;$*?#()`'):
        for ch in ('\\', '"', "`", "$"):
            argument = argument.replace(ch, "\\" + ch)
        argument = f'"{argument}"'
    return argument.replace("\\", "\\\\").replace("%", "%%")


def entry_text(command: list[str], icon: Path) -> str:
    """The text of the desktop file for *command* (the file to open follows it)."""
    return ENTRY.format(exec=" ".join(_quote(part) for part in command),
                        try_exec=command[0].replace("\\", "\\\\"),
                        icon=str(icon).replace("\\", "\\\\"), app_id=APP_ID,
                        mime_type=MIME_TYPE)


def install() -> DesktopFiles:
    """Write the desktop entry, the icon and the MIME type; returns where they are."""
    files = desktop_files()
    files.icon.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ICON, files.icon)
    from ludotheque.core.files import atomic_write

    files.mime.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(files.mime, MIME_PACKAGE)
    files.entry.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(files.entry, entry_text(launcher(), files.icon))
    _refresh(files)
    return files


def remove() -> list[Path]:
    """Remove the desktop entry, the icon and the MIME type; returns what was removed."""
    files = desktop_files()
    removed = []
    for path in (files.entry, files.icon, files.mime):
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        removed.append(path)
    _refresh(files)
    return removed


def _refresh(files: DesktopFiles) -> None:
    """Ask the desktop to read its menu and its MIME types again, where the tools
    exist (optional)."""
    for tool, folder in (("update-mime-database", files.mime.parent.parent),
                         ("update-desktop-database", files.entry.parent)):
        path = shutil.which(tool)
        if path is not None and folder.is_dir():
            subprocess.run([path, str(folder)], capture_output=True, check=False)
