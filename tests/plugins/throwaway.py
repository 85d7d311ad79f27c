"""Throwaway plugin distributions, written to disk and installed with real pip
into a temporary virtual environment that sees the host's installation."""

from __future__ import annotations

import json
import subprocess
import sys
import sysconfig
import textwrap
from dataclasses import dataclass
from pathlib import Path

HOST_SITE = sysconfig.get_paths()["purelib"]

GOOD_GAME = '''
from dataclasses import dataclass
from ludotheque.core import TERMINAL, Game, InvalidMoveError, State

class CountGame(Game):
    id = "{game_id}"

    def initial_state(self, options, players, seed):
        return CountState(0, 0)

    def parse_move(self, text):
        if text != "+1":
            raise InvalidMoveError.for_text(text)
        return text

@dataclass(frozen=True, eq=False)
class CountState(State):
    total: int
    turn: int
    num_players = 2

    @property
    def current_player(self):
        return TERMINAL if self.total >= 3 else self.turn

    def legal_moves(self):
        return () if self.total >= 3 else ("+1",)

    def apply(self, move):
        return CountState(self.total + 1, 1 - self.turn)

    def scores(self):
        return (float(self.turn == 1), float(self.turn == 0)) if self.total >= 3 else (0.0, 0.0)

    def to_json(self):
        return [self.total, self.turn]
'''

REGISTER = '''
from ludotheque.core import QT_TRANSLATE_NOOP, GameInfo, hookimpl
from .game import CountGame

LUDOTHEQUE_API_VERSION = "{api}"

@hookimpl
def {hook}(register):
    {body}
    register(GameInfo(id="{game_id}", name=QT_TRANSLATE_NOOP("t", "{game_id}"),
                      summary=QT_TRANSLATE_NOOP("t", "A throwaway game."), game=CountGame(),
                      board_widget="{package}.widget:Board"))
'''


@dataclass
class Throwaway:
    """One plugin distribution to write: its name and what is wrong with it."""

    name: str
    game_id: str = ""
    api: str | None = "2.0"
    hook: str = "ludotheque_register_games"
    body: str = "pass"
    import_error: str = ""
    version: str = "1.0"
    extra: str = ""
    """Code appended to the plugin module (more hooks, a different API version…)."""

    @property
    def package(self) -> str:
        return self.name.replace("-", "_")

    def write(self, root: Path) -> Path:
        folder = root / f"{self.name}-{self.version}"
        pkg = folder / self.package
        pkg.mkdir(parents=True, exist_ok=True)
        (folder / "pyproject.toml").write_text(textwrap.dedent(f'''
            [build-system]
            requires = ["setuptools>=77"]
            build-backend = "setuptools.build_meta"

            [project]
            name = "{self.name}"
            version = "{self.version}"
            description = "Throwaway plugin {self.name}"

            [project.entry-points.ludotheque]
            {self.package} = "{self.package}.plugin"

            [tool.setuptools]
            packages = ["{self.package}"]
            '''))
        (pkg / "__init__.py").write_text("")
        (pkg / "game.py").write_text(GOOD_GAME.format(game_id=self.game_id or self.package))
        (pkg / "widget.py").write_text(
            "import PySide6.QtWidgets\nclass Board(PySide6.QtWidgets.QWidget):\n    pass\n")
        plugin = REGISTER.format(api=self.api or "", hook=self.hook, body=self.body,
                                 game_id=self.game_id or self.package, package=self.package)
        if self.api is None:
            plugin = plugin.replace('LUDOTHEQUE_API_VERSION = ""', "")
        if self.import_error:
            plugin = self.import_error + "\n" + plugin
        if self.extra:
            plugin += "\n" + textwrap.dedent(self.extra)
        (pkg / "plugin.py").write_text(plugin)
        return folder


class TempEnv:
    """A virtual environment in *root* that also sees the host's site-packages."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.venv = root / "venv"
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(self.venv)],
                       check=True)
        self.python = str(self.venv / "bin" / "python")
        site = subprocess.run(
            [self.python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            check=True, capture_output=True, text=True).stdout.strip()
        Path(site, "_ludotheque_host.pth").write_text(
            f"import site; site.addsitedir({HOST_SITE!r})\n")

    def pip(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "pip", "--disable-pip-version-check", "--python",
             self.python, *args], capture_output=True, text=True)

    def install(self, *folders: Path) -> None:
        result = self.pip("install", "--no-deps", "--no-build-isolation", "--no-index",
                          *map(str, folders))
        assert result.returncode == 0, result.stdout + result.stderr

    def uninstall(self, *names: str) -> None:
        result = self.pip("uninstall", "-y", *names)
        assert result.returncode == 0, result.stdout + result.stderr

    def run(self, code: str, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([self.python, "-c", code, *args], capture_output=True,
                              text=True, timeout=120)

    def cli(self, *args: str) -> subprocess.CompletedProcess[str]:
        return self.run("import sys; from ludotheque.core.cli.main import main; sys.exit(main())",
                        *args)

    def list_json(self, *extra: str) -> list[dict]:
        result = self.cli(*extra, "list", "--json")
        assert result.returncode == 0, result.stderr
        return json.loads(result.stdout)
