"""``ludotheque install``/``uninstall``/``new-plugin`` and the plugin manager, with
real pip runs into a temporary venv (local folders and wheels only: no network).

The venv sees the host's site-packages through a ``.pth`` (see ``throwaway.py``);
pip runs with ``PIP_NO_INDEX=1`` and without build isolation, except where a test
proves what Ludotheque's own command does with an unreachable package index.
"""

from __future__ import annotations

import json
import os
import site
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from throwaway import TempEnv, Throwaway

pytestmark = pytest.mark.slow  # builds environments or runs tools: not in make test-fast

OFFLINE = {"PIP_NO_INDEX": "1", "PIP_NO_BUILD_ISOLATION": "0",
           "PIP_DISABLE_PIP_VERSION_CHECK": "1"}

UNREACHABLE = {"PIP_CONFIG_FILE": os.devnull, "PIP_INDEX_URL": "http://127.0.0.1:9/simple",
               "PIP_RETRIES": "0", "PIP_TIMEOUT": "5", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
"""pip with no configuration but a package index nobody answers at: Ludotheque's own
command line decides how local folders are built."""

WHEELS = [
    Throwaway("li-good"),
    Throwaway("li-nogame", body="return"),
    Throwaway("li-newapi", api="2.9"),
    Throwaway("li-gui"),
    Throwaway("li-crash", import_error="import os; os._exit(3)"),
    Throwaway("li-broken", import_error="raise RuntimeError('broken on import')"),
]


class Env:
    """The temporary venv, its wheels, and the CLI run with pip offline."""

    def __init__(self, root: Path) -> None:
        self.temp = TempEnv(root)
        self.root = root
        self.python = self.temp.python
        self.site = subprocess.run(
            [self.python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            check=True, capture_output=True, text=True).stdout.strip()
        sources = [plugin.write(root / "src") for plugin in WHEELS]
        built = self.temp.pip("wheel", "--no-deps", "--no-build-isolation", "--no-index",
                              "-w", str(root / "wheels"), *map(str, sources))
        assert built.returncode == 0, built.stdout + built.stderr
        self.wheels = {path.name.split("-")[0].replace("_", "-"): path
                       for path in (root / "wheels").glob("*.whl")}

    def cli(self, *args: str, data: Path, stdin: str = "",
            pip_environ: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
        """Run ``ludotheque ARGS``; *pip_environ* replaces every ``PIP_*`` variable."""
        if pip_environ is None:
            env = {**os.environ, **OFFLINE, "LUDOTHEQUE_DATA_DIR": str(data)}
        else:
            env = {**{k: v for k, v in os.environ.items() if not k.startswith("PIP_")},
                   **pip_environ, "LUDOTHEQUE_DATA_DIR": str(data)}
        return subprocess.run(
            [self.python, "-c", "import sys; from ludotheque.core.cli.main import main; "
                                "sys.exit(main())", *args],
            capture_output=True, text=True, timeout=240, env=env, input=stdin)

    def listing(self, data: Path, *extra: str) -> dict[str, dict]:
        result = self.cli(*extra, "list", "--json", data=data)
        assert result.returncode == 0, result.stderr
        by_plugin: dict[str, dict] = {}
        for entry in json.loads(result.stdout):
            by_plugin.setdefault(entry["plugin"], entry)
        return by_plugin


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> Env:
    return Env(tmp_path_factory.mktemp("install"))


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return tmp_path / "data"


def test_install_shows_the_command_asks_and_can_be_declined(env: Env, data: Path) -> None:
    result = env.cli("install", str(env.wheels["li-good"]), data=data, stdin="n\n")
    assert result.returncode == 1
    assert "-m pip install --constraint" in result.stdout
    assert str(data / "pip-constraints.txt") in result.stdout
    assert "Nothing installed." in result.stdout
    assert "li-good" not in env.listing(data)
    assert "ludotheque==" in (data / "pip-constraints.txt").read_text()


def test_install_wheel_then_uninstall(env: Env, data: Path) -> None:
    result = env.cli("install", str(env.wheels["li-good"]), "--yes", data=data)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Successfully installed li-good-1.0" in result.stdout  # pip's output, streamed
    assert "New games: li_good." in result.stdout
    entry = env.listing(data)["li-good"]
    assert entry["id"] == "li_good" and entry["status"] == "ok"
    assert entry["location"] == env.site
    result = env.cli("uninstall", "li-good", "--yes", data=data)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "li-good was uninstalled." in result.stdout
    assert "Games removed: li_good." in result.stdout
    assert "li-good" not in env.listing(data)


def test_package_without_game_is_reported_and_can_be_removed(env: Env, data: Path) -> None:
    result = env.cli("install", str(env.wheels["li-nogame"]), data=data, stdin="y\ny\n")
    assert result.returncode == 1
    assert "li-nogame installed, but it provides no game" in result.stdout
    assert "Successfully uninstalled li-nogame" in result.stdout
    assert "li-nogame" not in env.listing(data)


def test_incompatible_api_is_reported_after_install(env: Env, data: Path) -> None:
    result = env.cli("install", str(env.wheels["li-newapi"]), "--yes", data=data)
    try:
        assert result.returncode == 1
        assert "li-newapi 1.0 was installed but cannot be used: targets plugin API 2.9" \
            in result.stdout
        assert "To remove it: ludotheque uninstall li-newapi" in result.stdout
        assert env.listing(data)["li-newapi"]["status"] == "incompatible"
    finally:
        env.cli("uninstall", "li-newapi", "--yes", data=data)


def test_plugin_that_fails_to_load_is_offered_for_removal(env: Env, data: Path) -> None:
    result = env.cli("install", str(env.wheels["li-broken"]), data=data, stdin="y\ny\n")
    try:
        assert result.returncode == 1, result.stdout + result.stderr
        assert "li-broken 1.0 was installed but failed to load" in result.stdout
        assert "broken on import" in result.stdout
        assert "Uninstall li-broken again? [y/N]" in result.stdout
        assert "Successfully uninstalled li-broken" in result.stdout
        assert "li-broken" not in env.listing(data)
    finally:
        env.cli("uninstall", "li-broken", "--yes", data=data)


def test_local_folder_and_wheel_install_with_the_index_unreachable(env: Env, data: Path,
                                                                   tmp_path: Path) -> None:
    """No ``--no-index`` and no pip settings: the folder's build backend is installed,
    so it is built without build isolation, which would download it again."""
    folder = Throwaway("li-offline").write(tmp_path)
    try:
        result = env.cli("install", str(folder), "--yes", data=data, pip_environ=UNREACHABLE)
        assert result.returncode == 0, result.stdout + result.stderr
        assert "--no-build-isolation" in result.stdout
        assert "New games: li_offline." in result.stdout
        result = env.cli("install", str(env.wheels["li-good"]), "--yes", data=data,
                         pip_environ=UNREACHABLE)
        assert result.returncode == 0, result.stdout + result.stderr
        assert "New games: li_good." in result.stdout
    finally:
        env.cli("uninstall", "li-offline", "--yes", data=data)
        env.cli("uninstall", "li-good", "--yes", data=data)
    # A backend that is not installed must be downloaded: the message names it.
    needs = Throwaway("li-needs-backend").write(tmp_path)
    pyproject = needs / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().replace(
        'requires = ["setuptools>=77"]', 'requires = ["setuptools>=77", "li-missing-backend>=2"]'))
    result = env.cli("install", str(needs), "--yes", data=data, pip_environ=UNREACHABLE)
    assert result.returncode == 1
    assert "--no-build-isolation" not in result.stdout
    assert "needs li-missing-backend>=2, which this Python does not have, and pip could " \
        "not download it" in result.stderr
    assert "without network" not in result.stderr
    assert "li-needs-backend" not in env.listing(data)


def test_pip_failures_and_refusals_have_clear_messages(env: Env, data: Path) -> None:
    result = env.cli("install", "li-not-on-any-index==1.0", "--yes", data=data)
    assert result.returncode == 1
    assert "No package called “li-not-on-any-index==1.0” was found" in result.stderr
    result = env.cli("install", "li-x; echo owned", "--yes", data=data)
    assert result.returncode == 2 and "not allowed" in result.stderr
    for name in ("ludotheque", "pyside6-essentials", "pluggy"):
        result = env.cli("uninstall", name, "--yes", data=data)
        assert result.returncode == 2 and "cannot be uninstalled" in result.stderr


def test_disabled_plugin_is_persisted_and_not_imported(env: Env, data: Path) -> None:
    assert env.cli("disable", "ludotheque-clod", data=data).returncode == 0
    assert env.listing(data)["ludotheque-clod"]["status"] == "disabled"
    script = ("import sys; from ludotheque.core.plugins.settings import open_registry; "
              "r, _ = open_registry(); print('ludotheque_clod.plugin' in sys.modules)")
    result = subprocess.run([env.python, "-c", script], capture_output=True, text=True,
                            env={**os.environ, "LUDOTHEQUE_DATA_DIR": str(data)})
    assert result.stdout.strip() == "False", result.stderr
    assert env.cli("enable", "ludotheque-clod", data=data).returncode == 0
    assert env.listing(data)["ludotheque-clod"]["status"] == "ok"


def test_scaffold_installs_plays_and_passes_its_own_tests(env: Env, data: Path,
                                                          tmp_path: Path) -> None:
    result = env.cli("new-plugin", "Connect Three", "--dir", str(tmp_path), data=data)
    assert result.returncode == 0, result.stderr
    folder = tmp_path / "ludotheque-connect-three"
    assert (folder / "ludotheque_connect_three/i18n/ludotheque_connect_three_fr.qm").is_file()
    again = env.cli("new-plugin", "Connect Three", "--dir", str(tmp_path), data=data)
    assert again.returncode == 2 and "not empty" in again.stderr
    result = env.cli("install", str(folder), "--yes", data=data)
    try:
        assert result.returncode == 0, result.stdout + result.stderr
        assert "New games: connect_three." in result.stdout
        entry = env.listing(data)["ludotheque-connect-three"]
        assert entry["name"] == "Connect Three" and entry["players"] == [2, 2]
        played = env.cli("play", "connect_three", "--seat", "random", "--seat", "ai:beginner",
                         "--seed", "3", "--option", "gravity=no", data=data)
        assert played.returncode == 0 and "Result:" in played.stdout, played.stderr
        taken = env.cli("new-plugin", "Connect Three", "--dir", str(tmp_path / "again"),
                        data=data)
        assert taken.returncode == 2
        assert "“connect_three” is taken already" in taken.stderr, taken.stderr
        assert not (tmp_path / "again").exists()
        tests = subprocess.run(
            [env.python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--doctest-modules",
             "ludotheque_connect_three/rules", "tests"],
            cwd=folder, capture_output=True, text=True, timeout=240,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        assert tests.returncode == 0, tests.stdout + tests.stderr
        assert " passed" in tests.stdout
    finally:
        env.cli("uninstall", "ludotheque-connect-three", "--yes", data=data)
    assert "ludotheque-connect-three" not in env.listing(data)


def test_scaffold_french_catalogue_translates(env: Env, tmp_path: Path) -> None:
    from ludotheque.core.plugins.authoring import generate

    result = generate("Row Of Three", tmp_path)
    qm = next(result.folder.glob("*/i18n/*_fr.qm"))
    script = ("import sys; from PySide6.QtCore import QCoreApplication, QTranslator; "
              "app = QCoreApplication([]); t = QTranslator(); assert t.load(sys.argv[1]); "
              "app.installTranslator(t); "
              "print(QCoreApplication.translate('row_of_three', 'Stones fall down')); "
              "print(QCoreApplication.translate('RowOfThreeOptionsDialog', "
              "'A grid of %n cells.', '', 12))")
    out = subprocess.run([sys.executable, "-c", script, str(qm)], capture_output=True,
                         text=True, timeout=60)
    assert out.stdout.split("\n")[:2] == ["Les pions tombent", "Une grille de 12 cases."], \
        out.stderr


# --- the plugin manager, in this process ---------------------------------------------


@pytest.fixture
def venv_on_path(env: Env):
    """Let this process see the temp venv, as if the app ran from it."""
    before = list(sys.path)
    site.addsitedir(env.site)
    yield env
    sys.path[:] = before
    for module in [m for m in sys.modules if m.startswith("li_gui")]:
        del sys.modules[module]


def test_manager_install_shows_game_at_once_then_uninstall(venv_on_path: Env, qtbot,
                                                           monkeypatch, tmp_path) -> None:
    pytest.importorskip("pytestqt")
    from ludotheque.core.plugins.settings import open_registry
    from ludotheque.gui.app import create_application, create_context
    from ludotheque.gui.main_window import MainWindow
    from ludotheque.gui.plugin_manager import PluginManagerDialog
    from ludotheque.gui.settings import Settings

    env = venv_on_path
    for key, value in OFFLINE.items():
        monkeypatch.setenv(key, value)
    create_application()
    registry, _ = open_registry()
    context = create_context(registry=registry, worker=False, language="en",
                             settings=Settings(tmp_path / "settings.ini"))
    window = MainWindow(context)
    qtbot.addWidget(window)
    dialog = window.show_plugins()
    assert isinstance(dialog, PluginManagerDialog)
    dialog.python = env.python  # pip installs into the temp venv, not the host's
    questions: list[str] = []
    dialog.confirm = lambda title, text: questions.append(text) or True

    def menu_games() -> list[str]:
        return [a.data() for a in window.actions_.new_menu.actions()]

    assert "li_gui" not in menu_games()
    with qtbot.waitSignal(dialog.operation_finished, timeout=120_000) as finished:
        assert dialog.install(str(env.wheels["li-gui"]))
        assert dialog.busy and not dialog.install_button.isEnabled()
    assert finished.args == [True], dialog.messages
    assert f"{env.python} -m pip install --constraint" in questions[0]
    assert "Successfully installed li-gui-1.0" in dialog.log.toPlainText()
    assert "li_gui" in menu_games()  # no restart
    assert "li_gui" in [card.info.id for card in window.start_page._sorted_cards()]
    assert dialog.selected_name() == "li-gui"
    assert "New games: li_gui." in dialog.messages[-1]

    with qtbot.waitSignal(dialog.operation_finished, timeout=120_000) as finished:
        assert dialog.uninstall("li-gui")
    assert finished.args == [True], dialog.messages
    assert "li_gui" not in menu_games()
    record = registry.plugins["li-gui"]
    assert record.status == "removed" and record.restart_needed
    assert dialog.restart_label.isVisibleTo(dialog)
    assert "li-gui was uninstalled." in dialog.messages[-1]
    assert not dialog.uninstall("ludotheque") and "cannot be uninstalled" in dialog.messages[-1]
    dialog.close()


def test_manager_failed_plugins_details_disable_and_cancel(venv_on_path: Env, qtbot,
                                                           monkeypatch) -> None:
    pytest.importorskip("pytestqt")
    from PySide6.QtGui import QGuiApplication

    from ludotheque.core.plugins.registry import PluginRegistry
    from ludotheque.core.plugins.settings import PluginSettings
    from ludotheque.gui.plugin_manager import PluginManagerDialog

    class Raising:
        LUDOTHEQUE_API_VERSION = "2.0"

        from ludotheque.core.hookspecs import hookimpl

        @hookimpl
        def ludotheque_register_games(self, register):
            raise RuntimeError("boom in the hook")

    registry = PluginRegistry()
    registry.load()
    registry.register_object(Raising(), "li-raising")
    dialog = PluginManagerDialog(registry)
    qtbot.addWidget(dialog)
    changes: list[object] = []
    dialog.plugins_changed.connect(changes.append)
    dialog._select("li-raising")
    assert "RuntimeError: boom in the hook" in dialog.details.toPlainText()
    assert "Traceback" in dialog.details.toPlainText()
    dialog.copy_details()
    assert "boom in the hook" in QGuiApplication.clipboard().text()
    dialog._select("ludotheque-kanze")
    assert dialog.toggle_button.text() == "Disable"
    dialog.toggle_button.click()
    assert "kanze" not in registry.games and changes
    assert PluginSettings().disabled == {"ludotheque-kanze"}
    assert dialog.toggle_button.text() == "Enable"
    dialog.toggle_button.click()
    assert "kanze" in registry.games and PluginSettings().disabled == set()

    # A pip run that never ends is cancelled cleanly.
    dialog.confirm = lambda title, text: True
    monkeypatch.setattr("ludotheque.core.plugins.installer.install_command",
                        lambda *a, **k: [sys.executable, "-c", "import time; print('x', "
                                         "flush=True); time.sleep(60)"])
    with qtbot.waitSignal(dialog.operation_finished, timeout=20_000) as finished:
        assert dialog.install(str(venv_on_path.wheels["li-gui"]))
        qtbot.waitUntil(lambda: "x" in dialog.log.toPlainText(), timeout=10_000)
        dialog.cancel()
    assert finished.args == [False]
    assert dialog.messages[-1] == "The installation was cancelled."
    assert not dialog.busy and dialog.install_button.isEnabled()


def test_a_crash_while_loading_disables_that_plugin_next_time(env: Env, data: Path) -> None:
    """Last: installs a plugin that kills the process while it is imported."""
    result = env.cli("install", str(env.wheels["li-crash"]), "--yes", data=data)
    try:
        assert result.returncode == 3  # the rescan after pip imported it: the process died
        crashed = env.cli("list", "--json", data=data)
        assert crashed.returncode == 0, crashed.stderr
        assert "stopped while loading the plugin li-crash" in crashed.stderr
        entries = {e["plugin"]: e for e in json.loads(crashed.stdout)}
        assert entries["li-crash"]["status"] == "disabled"
        assert "ludotheque-mancala" in entries  # everything else still loads
        assert "li-crash" in json.loads((data / "plugins.json").read_text())["disabled"]
    finally:
        env.cli("uninstall", "li-crash", "--yes", data=data)


def test_host_site_is_untouched() -> None:
    """Nothing above installed into the host's own environment."""
    host = Path(sysconfig.get_paths()["purelib"])
    assert not list(host.glob("li_*")) and not list(host.glob("ludotheque_connect_three*"))


def test_the_plugin_guide_step_by_step(env: Env, data: Path, tmp_path: Path) -> None:
    """docs/plugin-guide.md followed literally on the scaffold: generate, run its tests
    (the count the guide states), change a string, `ludotheque translate .` until
    nothing is left to translate, the tests again, build the wheel as the guide does,
    install it, play, uninstall."""
    import re
    import xml.etree.ElementTree as ET

    guide = (Path(__file__).resolve().parents[2] / "docs" / "plugin-guide.md").read_text(
        encoding="utf-8")
    stated = int(re.search(r"\$ python -m pytest\n(\d+) passed", guide).group(1))
    assert env.cli("new-plugin", "Connect Three", "--dir", str(tmp_path), data=data
                   ).returncode == 0
    folder = tmp_path / "ludotheque-connect-three"
    offscreen = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}

    def pytest_run() -> subprocess.CompletedProcess[str]:
        return subprocess.run([env.python, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
                              cwd=folder, capture_output=True, text=True, timeout=240,
                              env=offscreen)

    first = pytest_run()
    assert first.returncode == 0 and f"{stated} passed" in first.stdout, first.stdout

    board = folder / "ludotheque_connect_three" / "qt" / "board_widget.py"
    board.write_text(board.read_text(encoding="utf-8").replace(
        'self.tr("No game")', 'self.tr("No game yet")'), encoding="utf-8")
    assert pytest_run().returncode == 1  # the new string has no French yet

    def translate() -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [env.python, "-c", "import sys; from ludotheque.core.cli.main import main; "
                               "sys.exit(main())", "translate", "."],
            cwd=folder, capture_output=True, text=True, timeout=240,
            env={**os.environ, "LUDOTHEQUE_DATA_DIR": str(data)})

    pending = translate()
    assert pending.returncode == 1 and "to translate: ConnectThreeBoard: 'No game yet'" \
        in pending.stdout, pending.stdout + pending.stderr
    ts = next(folder.glob("ludotheque_connect_three/i18n/*_fr.ts"))
    tree = ET.parse(ts)  # what a translator does in Linguist
    for message in tree.getroot().iter("message"):
        if message.findtext("source") == "No game yet":
            translation = message.find("translation")
            translation.text, translation.attrib = "Pas encore de partie", {}
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    done = translate()
    assert done.returncode == 0 and "0 to translate" in done.stdout, done.stdout
    assert pytest_run().returncode == 0

    built = subprocess.run([env.python, "-m", "pip", "wheel", ".", "--no-deps",
                            "--no-build-isolation", "-w", "dist"], cwd=folder,
                           capture_output=True, text=True, timeout=240,
                           env={**os.environ, **OFFLINE})
    assert built.returncode == 0, built.stdout + built.stderr
    wheel = next((folder / "dist").glob("ludotheque_connect_three-0.1.0-*.whl"))
    installed = env.cli("install", str(wheel), "--yes", data=data)
    try:
        assert installed.returncode == 0, installed.stdout + installed.stderr
        assert "New games: connect_three." in installed.stdout
        played = env.cli("play", "connect_three", "--seat", "random", "--seat", "ai:beginner",
                         "--seed", "2", data=data)
        assert played.returncode == 0 and "Result:" in played.stdout, played.stderr
    finally:
        env.cli("uninstall", "ludotheque-connect-three", "--yes", data=data)
