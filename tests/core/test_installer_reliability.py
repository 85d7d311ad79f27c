"""What the installer refuses, warns about and says when things go wrong: specs
that are no package, local builds without network, uninstalling what is no game
plugin, plugins that install but do not load, and the scaffold's refusals (no pip
run, no Qt)."""

from __future__ import annotations

import argparse
import io
import zipfile
from pathlib import Path

import pytest

from ludotheque.core.cli import main as cli
from ludotheque.core.cli import plugins as plugin_commands
from ludotheque.core.plugins import authoring, installer
from ludotheque.core.plugins.registry import PluginRecord, PluginRegistry, RescanReport


def _one_line(message: object) -> str:
    text = str(message)
    assert "\n" not in text and "\r" not in text, text
    return text


def write_wheel(path: Path, name: str = "ludotheque_chess", version: str = "1.0") -> Path:
    """A minimal, valid wheel archive."""
    info = f"{name}-{version}.dist-info"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{name}/__init__.py", "")
        archive.writestr(f"{info}/METADATA",
                         f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")
        archive.writestr(f"{info}/WHEEL", "Wheel-Version: 1.0\nGenerator: test\n"
                                          "Root-Is-Purelib: true\nTag: py3-none-any\n")
        archive.writestr(f"{info}/RECORD", "")
    return path


def write_project(folder: Path, requires: list[str] | None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    build = "" if requires is None else (
        "[build-system]\nrequires = [" + ", ".join(f'"{r}"' for r in requires)
        + ']\nbuild-backend = "setuptools.build_meta"\n\n')
    (folder / "pyproject.toml").write_text(build + '[project]\nname = "li-x"\nversion = "1"\n')
    return folder


# --- 1. local folders build without network when their backend is installed ---------


def test_folder_whose_backend_is_installed_builds_without_isolation(tmp_path: Path) -> None:
    spec = installer.parse_spec(str(write_project(tmp_path / "p", ["setuptools>=40"])))
    command = installer.install_command(spec, tmp_path / "c.txt", python="py")
    assert "--no-build-isolation" in command and "--check-build-dependencies" in command
    assert command[-1] == spec.argument
    # No [build-system]: pip's default backend, setuptools, is installed here too.
    spec = installer.parse_spec(str(write_project(tmp_path / "q", None)))
    assert "--no-build-isolation" in installer.install_command(spec, tmp_path / "c.txt")


@pytest.mark.parametrize("requires, missing", [
    (["setuptools>=40", "li-missing-backend>=2"], "li-missing-backend>=2"),
    (["setuptools>=99999"], "setuptools>=99999"),
])
def test_folder_whose_backend_is_missing_says_so_when_offline(
        tmp_path: Path, requires: list[str], missing: str) -> None:
    spec = installer.parse_spec(str(write_project(tmp_path / "p", requires)))
    command = installer.install_command(spec, tmp_path / "c.txt")
    assert "--no-build-isolation" not in command  # pip must download the backend
    output = (
        "Processing ./p\n  Installing build dependencies: finished with status 'error'\n"
        "  × installing build dependencies did not run successfully.\n"
        "      WARNING: Retrying (Retry(total=0)) after connection broken by 'NewConnectionError("
        "\"HTTPConnection(host='127.0.0.1', port=9): Failed to establish a new connection: "
        "[Errno 111] Connection refused\")': /simple/setuptools/\n"
        "      ERROR: Could not find a version that satisfies the requirement setuptools>=40 "
        "(from versions: none)\n"
        "ERROR: Failed to build 'file:///p' when installing build dependencies\n")
    text = _one_line(installer.classify_failure(output, 1, spec))
    assert f"needs {missing}, which this Python does not have" in text
    assert "could not download" in text and "without network" not in text
    # With no retries, pip logs no connection error: the message is the same.
    quiet = "\n".join(line for line in output.splitlines() if "Retrying" not in line)
    assert str(installer.classify_failure(quiet, 1, spec)) == text


def test_network_failure_no_longer_promises_that_files_install_offline() -> None:
    output = ("WARNING: Retrying ... NewConnectionError('Failed to establish a new "
              "connection')\nERROR: No matching distribution found for chess")
    text = str(installer.classify_failure(output, 1, "chess"))
    assert "could not be reached" in text and "without network" not in text


def test_dependency_missing_offline_is_named(tmp_path: Path) -> None:
    wheel = write_wheel(tmp_path / "ludotheque_chess-1.0-py3-none-any.whl")
    spec = installer.parse_spec(str(wheel))
    output = ("Processing ./ludotheque_chess-1.0-py3-none-any.whl\n"
              "WARNING: Retrying ... NewConnectionError('Failed to establish a new "
              "connection: [Errno 111] Connection refused')\n"
              "ERROR: Could not find a version that satisfies the requirement "
              "python-chess>=1.9 (from ludotheque-chess) (from versions: none)\n"
              "ERROR: No matching distribution found for python-chess>=1.9\n")
    text = _one_line(installer.classify_failure(output, 1, spec))
    assert "python-chess>=1.9" in text and "could not be reached" in text
    quiet = "\n".join(line for line in output.splitlines() if "Retrying" not in line)
    text = _one_line(installer.classify_failure(quiet, 1, spec))
    assert "needs python-chess>=1.9" in text and "No package called" not in text


@pytest.mark.parametrize("output, detail", [
    ("ERROR: Some build dependencies for file:///x are missing: 'nosuchbackend'.",
     "'nosuchbackend'"),
    ("ERROR: Some build dependencies for file:///x conflict with the backend dependencies: "
     "setuptools==84.2.1 is incompatible with setuptools>=999.",
     "setuptools==84.2.1 is incompatible with setuptools>=999"),
])
def test_build_dependency_check_failures_are_explained(tmp_path: Path, output: str,
                                                       detail: str) -> None:
    spec = installer.parse_spec(str(write_project(tmp_path / "p", ["setuptools"])))
    text = _one_line(installer.classify_failure("Processing ./p\n\n" + output, 1, spec))
    assert detail in text and "pip failed" not in text


# --- 2. specs that are no package are refused in one line ------------------------------


def test_a_very_long_name_is_refused_in_one_line() -> None:
    with pytest.raises(installer.InstallError) as caught:
        installer.parse_spec("a" * 300)
    text = _one_line(caught.value.message)
    assert "too long" in text and len(text) < 200
    assert caught.value.message.context == "installer"


def test_a_file_that_is_no_package_is_refused(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("hello\n")
    for text in (str(notes), "notes.txt", "./notes.txt"):
        with pytest.raises(installer.InstallError) as caught:
            installer.parse_spec(text, base=tmp_path)
        message = _one_line(caught.value.message)
        assert "not a package" in message and "does not exist" not in message


def test_a_wheel_that_is_no_wheel_is_refused(tmp_path: Path) -> None:
    text_file = tmp_path / "ludotheque_chess-1.0-py3-none-any.whl"
    text_file.write_text("not a zip\n")
    with pytest.raises(installer.InstallError) as caught:
        installer.parse_spec(str(text_file))
    assert "not a zip" in _one_line(caught.value.message)
    other_zip = tmp_path / "ludotheque_dice-1.0-py3-none-any.whl"
    with zipfile.ZipFile(other_zip, "w") as archive:
        archive.writestr("readme.txt", "hello")
    with pytest.raises(installer.InstallError) as caught:
        installer.parse_spec(str(other_zip))
    assert "no wheel metadata" in _one_line(caught.value.message)
    good = write_wheel(tmp_path / "ludotheque_go-2.0-py3-none-any.whl", "ludotheque_go", "2.0")
    assert installer.parse_spec(str(good)).name == "ludotheque-go"


def test_refusals_echo_the_spec_on_one_line() -> None:
    with pytest.raises(installer.InstallError) as caught:
        installer.parse_spec("chess\n--pre")
    assert "not allowed" in _one_line(caught.value.message)


@pytest.mark.parametrize("make_spec", [
    lambda tmp: "x" * 300,
    lambda tmp: str(tmp / "notes.txt"),
    lambda tmp: str(tmp / "ludotheque_chess-1.0-py3-none-any.whl"),
])
def test_cli_refuses_bad_specs_with_status_2_before_pip(tmp_path: Path, monkeypatch,
                                                        make_spec) -> None:
    (tmp_path / "notes.txt").write_text("hello\n")
    (tmp_path / "ludotheque_chess-1.0-py3-none-any.whl").write_text("hello\n")
    monkeypatch.setattr(plugin_commands, "run_pip", _no_pip)
    args = argparse.Namespace(spec=make_spec(tmp_path), yes=True, upgrade=False)
    out, err = io.StringIO(), io.StringIO()
    assert plugin_commands.cmd_install(PluginRegistry(), args, io.StringIO(), out, err) == 2
    assert err.getvalue().count("\n") == 1 and err.getvalue().startswith("ludotheque: ")
    assert out.getvalue() == ""


def _no_pip(*args: object, **kwargs: object) -> tuple[int, str]:
    raise AssertionError("pip must not run")


# --- 3. uninstalling what is bundled or no game plugin warns first -----------------------


def fake_distribution(root: Path, name: str, *, plugin: bool = False) -> None:
    info = root / f"{name.replace('-', '_')}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n")
    if plugin:
        (info / "entry_points.txt").write_text(
            f"[ludotheque]\n{name.replace('-', '_')} = {name.replace('-', '_')}.plugin\n")


class FakeRegistry:
    """What the plugin commands use of a registry, without loading anything."""

    def __init__(self, *records: PluginRecord) -> None:
        self.plugins = {record.name: record for record in records}
        self.games: dict[str, object] = {}
        self.game_plugin: dict[str, str] = {}
        self.rescans = 0
        self.report = RescanReport()

    def rescan(self) -> RescanReport:
        self.rescans += 1
        return self.report


@pytest.fixture
def uninstalls(monkeypatch) -> list[str]:
    """Record the uninstalls the plugin commands would run."""
    done: list[str] = []
    monkeypatch.setattr(plugin_commands, "_uninstall",
                        lambda name, out, err: done.append(name) or 0)
    return done


@pytest.fixture
def fake_site(tmp_path: Path, monkeypatch) -> Path:
    site = tmp_path / "site"
    fake_distribution(site, "requests")
    fake_distribution(site, "li-fake-plugin", plugin=True)
    monkeypatch.syspath_prepend(str(site))
    return site


def test_uninstall_warning_tells_bundled_games_and_non_plugins_apart(fake_site) -> None:
    assert installer.is_game_plugin("ludotheque-mancala")
    assert installer.is_game_plugin("li-fake-plugin")
    assert not installer.is_game_plugin("requests")
    bundled = installer.uninstall_warning("ludotheque-mancala")
    assert bundled is not None and "comes with Ludotheque" in _one_line(bundled)
    other = installer.uninstall_warning("requests")
    assert other is not None and "not a game plugin" in _one_line(other)
    assert installer.uninstall_warning("li-fake-plugin") is None
    for name in ("ludotheque", "pip", "setuptools"):
        assert installer.is_protected(name)


@pytest.mark.parametrize("name, words", [
    ("ludotheque-mancala", "comes with Ludotheque"),
    ("requests", "not a game plugin"),
])
def test_cli_uninstall_warns_and_asks(fake_site, uninstalls, name: str, words: str) -> None:
    registry = FakeRegistry(PluginRecord("ludotheque-mancala", "0.1.0", bundled=True,
                                         games=["kalah", "oware", "congkak"]))
    out, err = io.StringIO(), io.StringIO()
    args = argparse.Namespace(name=name, yes=False)
    assert plugin_commands.cmd_uninstall(registry, args, io.StringIO("n\n"), out, err) == 1
    assert words in err.getvalue() and "Uninstall anyway?" in out.getvalue()
    assert "Nothing uninstalled." in out.getvalue() and uninstalls == []

    out, err = io.StringIO(), io.StringIO()
    args = argparse.Namespace(name=name, yes=True)
    assert plugin_commands.cmd_uninstall(registry, args, io.StringIO(), out, err) == 0
    assert words in err.getvalue() and "[y/N]" not in out.getvalue()
    assert uninstalls == [name]


def test_cli_uninstall_of_a_game_plugin_does_not_warn(fake_site, uninstalls) -> None:
    out, err = io.StringIO(), io.StringIO()
    args = argparse.Namespace(name="li-fake-plugin", yes=False)
    assert plugin_commands.cmd_uninstall(FakeRegistry(), args, io.StringIO("y\n"), out,
                                         err) == 0
    assert err.getvalue() == "" and "Uninstall?" in out.getvalue()
    assert uninstalls == ["li-fake-plugin"]


def test_cli_still_refuses_the_host_and_pip() -> None:
    for name in ("ludotheque", "pip", "setuptools"):
        err = io.StringIO()
        args = argparse.Namespace(name=name, yes=True)
        assert plugin_commands.cmd_uninstall(FakeRegistry(), args, io.StringIO(),
                                             io.StringIO(), err) == 2
        assert "cannot be uninstalled" in err.getvalue()


# --- 4. a plugin that installs but fails to load is offered for removal -------------------


class Raising:
    LUDOTHEQUE_API_VERSION = "2.0"

    from ludotheque.core.hookspecs import hookimpl

    @hookimpl
    def ludotheque_register_games(self, register):
        raise RuntimeError("boom in the hook")


def broken_registry() -> PluginRegistry:
    registry = PluginRegistry()
    registry.register_object(Raising(), "li-broken", "1.0")
    return registry


def test_a_plugin_that_fails_to_load_is_removable() -> None:
    registry = broken_registry()
    assert registry.plugins["li-broken"].status == "failed"
    spec = installer.InstallSpec("wheel", "/w/li_broken-1.0-py3-none-any.whl", "li-broken")
    result = installer.analyse_install({}, {"li-broken": ("1.0", "")}, registry,
                                       RescanReport(added=["li-broken"]), spec, [])
    assert result.problems and result.removable == ["li-broken"]
    assert "failed to load" in str(result.messages[0])
    # An upgrade of a plugin that was there before is not offered for removal.
    result = installer.analyse_install({"li-broken": ("0.9", "")}, {"li-broken": ("1.0", "")},
                                       registry, RescanReport(), spec, [])
    assert result.problems and result.removable == []


def test_cli_offers_to_uninstall_a_plugin_that_fails_to_load(tmp_path: Path, monkeypatch,
                                                             uninstalls) -> None:
    registry = broken_registry()
    wheel = write_wheel(tmp_path / "li_broken-1.0-py3-none-any.whl", "li_broken")
    snapshots = iter([{}, {"li-broken": ("1.0", "")}])
    monkeypatch.setattr(installer, "distribution_snapshot", lambda: next(snapshots))
    monkeypatch.setattr(installer, "write_constraints", lambda: tmp_path / "c.txt")
    monkeypatch.setattr(plugin_commands, "run_pip", lambda command, out: (0, "ok"))
    monkeypatch.setattr(registry, "rescan", lambda: RescanReport(added=["li-broken"]))
    out, err = io.StringIO(), io.StringIO()
    args = argparse.Namespace(spec=str(wheel), yes=False, upgrade=False)
    assert plugin_commands.cmd_install(registry, args, io.StringIO("y\ny\n"), out, err) == 1
    assert "li-broken 1.0 was installed but failed to load" in out.getvalue()
    assert "Uninstall li-broken again?" in out.getvalue()
    assert uninstalls == ["li-broken"]


# --- 5. the scaffold refuses a taken game id and a --dir that is a file ---------------------


def test_scaffold_refuses_an_id_taken_by_an_installed_game(tmp_path: Path) -> None:
    registry = FakeRegistry()
    registry.game_plugin = {"kalah": "ludotheque-mancala"}
    registry.games = {"kalah": object()}
    out, err = io.StringIO(), io.StringIO()
    args = argparse.Namespace(name="Kalah", dir=str(tmp_path))
    assert plugin_commands.cmd_new_plugin(args, out, err, registry=registry) == 2
    assert "kalah" in err.getvalue() and "ludotheque-mancala" in err.getvalue()
    assert err.getvalue().count("\n") == 1 and not any(tmp_path.iterdir())
    with pytest.raises(authoring.ScaffoldError, match="taken"):
        authoring.generate("kalah", tmp_path, taken={"kalah": "ludotheque-mancala"})


def test_cli_new_plugin_compares_with_the_installed_games(tmp_path: Path, capsys) -> None:
    assert cli.main(["new-plugin", "Oware", "--dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "oware" in err and "ludotheque-mancala" in err and err.count("\n") == 1
    assert not any(tmp_path.iterdir())


def test_cli_new_plugin_refuses_a_dir_that_is_a_file(tmp_path: Path, capsys) -> None:
    target = tmp_path / "a-file"
    target.write_text("x")
    code = plugin_commands.cmd_new_plugin(argparse.Namespace(name="Dots", dir=str(target)),
                                          io.StringIO(), err := io.StringIO(),
                                          registry=FakeRegistry())
    assert code == 2 and "is a file" in err.getvalue() and err.getvalue().count("\n") == 1
    with pytest.raises(authoring.ScaffoldError, match="is a file"):
        authoring.generate("Dots", target, compile_translations=False)
