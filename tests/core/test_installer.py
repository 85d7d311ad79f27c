"""Install specs, the pip command, constraints, failure messages, protected
distributions, disabled plugins and the crash watchdog (no pip run, no Qt)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from ludotheque.core import __version__
from ludotheque.core.plugins import authoring, installer
from ludotheque.core.plugins.registry import PluginRegistry, RescanReport
from ludotheque.core.plugins.settings import PluginSettings, Watchdog, open_registry


@pytest.mark.parametrize("text, argument, name", [
    ("ludotheque-chess", "ludotheque-chess", "ludotheque-chess"),
    ("Ludotheque_Chess==1.2", "Ludotheque_Chess==1.2", "ludotheque-chess"),
    ("chess >= 1, < 2", "chess>=1,<2", "chess"),
    ("chess~=1.4.2", "chess~=1.4.2", "chess"),
    ("chess==1.*", "chess==1.*", "chess"),
    ("ludotheque-foo[extra]", "ludotheque-foo[extra]", "ludotheque-foo"),
    ("Foo [a, b] >=1.0", "Foo[a,b]>=1.0", "foo"),
])
def test_requirement_specs_are_accepted(text: str, argument: str, name: str) -> None:
    spec = installer.parse_spec(text)
    assert (spec.kind, spec.argument, spec.name) == ("requirement", argument, name)


@pytest.mark.parametrize("text, words", [
    ("", "Type a package name"),
    ("--index-url=http://evil.example", "pip option"),
    ("-e .", "pip option"),
    ("chess; rm -rf ~", "not allowed"),
    ("chess && echo hi", "not allowed"),
    ("$(reboot)", "not allowed"),
    ("`id`", "not allowed"),
    ("chess\n--pre", "not allowed"),
    ("https://example.com/x.whl", "neither"),
    ("chess @ https://example.com/x", "neither"),
    ("chess==", "neither"),
    ("chess[", "neither"),
    ("chess[extra", "neither"),
    ("chess >= 1 ; python_version > '3'", "not allowed"),
    ("./missing-folder", "does not exist"),
    ("missing.whl", "does not exist"),
    ("ludotheque==0.2", "part of Ludotheque"),
    ("PySide6_Essentials", "part of Ludotheque"),
    ("pluggy>=2", "part of Ludotheque"),
])
def test_other_specs_are_refused(text: str, words: str) -> None:
    with pytest.raises(installer.InstallError) as caught:
        installer.parse_spec(text)
    assert words in str(caught.value)


def test_folders_and_wheels(tmp_path: Path) -> None:
    project = tmp_path / "my game (copy)"
    project.mkdir()
    with pytest.raises(installer.InstallError, match="no pyproject.toml"):
        installer.parse_spec(str(project))
    (project / "pyproject.toml").write_text("[project]\nname='x'\n")
    spec = installer.parse_spec(str(project))
    assert (spec.kind, spec.argument) == ("folder", str(project.resolve()))
    relative = installer.parse_spec("./my game (copy)", base=tmp_path)
    assert relative.argument == str(project.resolve())
    wheel = tmp_path / "ludotheque_chess-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("ludotheque_chess-1.0.dist-info/WHEEL", "Wheel-Version: 1.0\n")
        archive.writestr("ludotheque_chess-1.0.dist-info/METADATA", "Name: ludotheque-chess\n")
    spec = installer.parse_spec(str(wheel))
    assert (spec.kind, spec.name) == ("wheel", "ludotheque-chess")
    bad = tmp_path / "chess.whl"
    bad.write_bytes(b"")
    with pytest.raises(installer.InstallError, match="not a wheel"):
        installer.parse_spec(str(bad))


def test_extras_reach_pip_and_the_host_is_refused_with_them(tmp_path: Path) -> None:
    """A requirement with extras goes to pip as one argument, extras included; the
    host and what it pins are refused whatever extras they name."""
    spec = installer.parse_spec("ludotheque-foo[extra]")
    command = installer.install_command(spec, installer.write_constraints(tmp_path))
    assert command[-1] == "ludotheque-foo[extra]"
    for text in ("ludotheque[test]", "pluggy[dev]>=1"):
        with pytest.raises(installer.InstallError, match="part of Ludotheque"):
            installer.parse_spec(text)


def test_command_is_an_argument_list_with_constraints(tmp_path: Path) -> None:
    path = installer.write_constraints(tmp_path)
    lines = path.read_text().splitlines()
    assert f"ludotheque=={__version__}" in lines
    assert any(line.startswith("PySide6-Essentials==") for line in lines)
    assert any(line.startswith("shiboken6==") for line in lines)
    assert any(line.startswith("pluggy==") for line in lines)
    spec = installer.parse_spec("ludotheque-chess==1.2")
    command = installer.install_command(spec, path)
    assert command[:6] == [sys.executable, "-m", "pip", "install", "--constraint", str(path)]
    assert command[-1] == "ludotheque-chess==1.2" and "--upgrade" not in command
    assert "--upgrade" in installer.install_command(spec, path, upgrade=True)
    assert installer.uninstall_command("x", python="py") == [
        "py", "-m", "pip", "uninstall", "--yes", "--disable-pip-version-check", "--no-input", "x"]
    text = installer.command_text([sys.executable, "-m", "pip", "install", "/a b/c"])
    assert text.endswith("install '/a b/c'")


@pytest.mark.parametrize("output, words", [
    ("error: externally-managed-environment\n× This environment is externally managed",
     "PEP 668"),
    ("WARNING: Retrying ... NewConnectionError('Failed to establish a new connection')\n"
     "ERROR: No matching distribution found for chess", "network"),
    ("ERROR: Could not find a version that satisfies the requirement chess==9\n"
     "ERROR: No matching distribution found for chess==9", "No package called “chess==9”"),
    ("ERROR: Cannot install chess because these package versions have conflicting "
     "dependencies.\nThe conflict is caused by:\n  chess 1.0 depends on PySide6-Essentials<6",
     "conflict"),
    ("line 1\nline 2\nERROR: something odd", "exit status 1"),
])
def test_failures_get_one_clear_message(output: str, words: str) -> None:
    message = installer.classify_failure(output, 1, "chess==9")
    assert words in str(message)
    assert message.context == "installer"


def test_generic_failure_shows_the_last_lines() -> None:
    output = "\n".join(f"line {i}" for i in range(30))
    text = str(installer.classify_failure(output, 2))
    assert "line 29" in text and "line 22" in text and "line 21" not in text


def test_host_and_its_dependencies_are_protected() -> None:
    protected = installer.protected_names()
    assert {"ludotheque", "pyside6-essentials", "shiboken6", "pluggy", "pip"} <= protected
    assert "ludotheque-mancala" not in protected
    for name in ("ludotheque", "PySide6-Essentials", "shiboken6", "pluggy"):
        with pytest.raises(installer.InstallError, match="cannot be uninstalled"):
            installer.validate_uninstall(name)
    with pytest.raises(installer.InstallError, match="not installed"):
        installer.validate_uninstall("no-such-distribution-here")
    with pytest.raises(installer.InstallError, match="not a distribution"):
        installer.validate_uninstall("x; rm -rf /")


def test_analyse_install_reports_games_and_packages_without_games() -> None:
    import ludotheque_testgames.plugin as testgames

    registry = PluginRegistry()
    spec = installer.parse_spec("ludotheque-testgames")
    registry.register_object(testgames, "ludotheque-testgames")
    result = installer.analyse_install(
        {"a": ("1", "")}, {"a": ("1", ""), "ludotheque-testgames": ("1", "")}, registry,
        RescanReport(added=["ludotheque-testgames"]), spec, games_before=["pig"])
    assert result.ok and result.games == ["high_card", "stones"]
    assert "New games: high_card, stones." in [str(m) for m in result.messages]
    empty = installer.analyse_install({}, {"left-pad": ("1", "")}, PluginRegistry(),
                                      RescanReport(), installer.parse_spec("left-pad"),
                                      games_before=[])
    assert empty.removable == ["left-pad"] and not empty.ok
    assert "provides no game" in str(empty.messages[0])


def test_a_reinstall_is_told_by_its_files_not_its_version() -> None:
    spec = installer.parse_spec("li-game")
    same = installer.analyse_install({"li-game": ("1.0", "aa")}, {"li-game": ("1.0", "aa")},
                                     PluginRegistry(), RescanReport(), spec, games_before=[])
    assert [str(m) for m in same.messages] == [
        "Nothing new was installed: li-game was already there."]
    changed = RescanReport(changed=["li-game"], restart=["li-game"])
    in_app = installer.analyse_install({"li-game": ("1.0", "aa")}, {"li-game": ("1.0", "bb")},
                                       PluginRegistry(), changed, spec, games_before=[])
    assert in_app.reinstalled == ["li-game"] and in_app.restart_needed == ["li-game"]
    assert [str(m) for m in in_app.messages] == [
        "li-game 1.0 reinstalled at the same version, with changed files.",
        "Restart Ludotheque to finish: li-game changed while loaded."]
    in_cli = installer.analyse_install({"li-game": ("1.0", "aa")}, {"li-game": ("1.1", "cc")},
                                       PluginRegistry(), changed, spec, games_before=[],
                                       app_running=False)
    assert [str(m) for m in in_cli.messages] == [
        "Updated: li-game 1.0 → 1.1.",
        "Ludotheque uses the new code of li-game from its next start."]
    not_loaded = RescanReport(changed=["li-game"])  # never imported: reloaded at once
    quiet = installer.analyse_install({"li-game": ("1.0", "aa")}, {"li-game": ("1.0", "bb")},
                                      PluginRegistry(), not_loaded, spec, games_before=[])
    assert not quiet.restart_needed and "Restart" not in " ".join(map(str, quiet.messages))


def test_disabled_plugins_are_persisted(tmp_path: Path) -> None:
    settings = PluginSettings(tmp_path)
    assert settings.disabled == set()
    settings.set_disabled("Ludotheque_Kanze")
    settings.set_disabled("ludotheque-clod")
    settings.set_disabled("ludotheque-clod", False)
    assert PluginSettings(tmp_path).disabled == {"ludotheque-kanze"}
    assert json.loads((tmp_path / "plugins.json").read_text()) == {"disabled": ["ludotheque-kanze"]}
    (tmp_path / "plugins.json").write_text("{not json")
    assert PluginSettings(tmp_path).disabled == {"ludotheque-kanze"}  # its backup copy


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_watchdog_disables_the_plugin_a_dead_process_was_loading(tmp_path: Path) -> None:
    (tmp_path / "loading.json").write_text(json.dumps({"plugin": "ludotheque-kanze",
                                                       "pid": _dead_pid()}))
    registry, notices = open_registry(directory=tmp_path)
    assert notices.disabled_after_crash == ["ludotheque-kanze"]
    assert "stopped while loading the plugin ludotheque-kanze" in str(notices.messages[0])
    assert registry.plugins["ludotheque-kanze"].status == "disabled"
    assert "kanze" not in registry.games and "kalah" in registry.games
    assert PluginSettings(tmp_path).disabled == {"ludotheque-kanze"}
    assert not (tmp_path / "loading.json").exists()  # loaded cleanly this time
    again, notices = open_registry(directory=tmp_path)
    assert notices.messages == [] and again.plugins["ludotheque-kanze"].status == "disabled"


def test_watchdog_ignores_a_process_that_is_still_starting(tmp_path: Path) -> None:
    watchdog = Watchdog(tmp_path)
    (tmp_path / "loading.json").write_text(json.dumps({"plugin": "x", "pid": os.getppid()}))
    assert watchdog.crashed() is None
    watchdog.loading("ludotheque-clod")
    assert json.loads((tmp_path / "loading.json").read_text())["plugin"] == "ludotheque-clod"
    watchdog.loading(None)
    assert not (tmp_path / "loading.json").exists()


def test_registry_disable_and_enable_at_run_time() -> None:
    registry, _ = open_registry(directory=os.environ["LUDOTHEQUE_DATA_DIR"])
    registry.disable("ludotheque-clod")
    record = registry.plugins["ludotheque-clod"]
    assert record.status == "disabled" and record.restart_needed and "clod" not in registry.games
    registry.enable("ludotheque-clod")
    assert registry.plugins["ludotheque-clod"].status == "ok" and "clod" in registry.games


@pytest.mark.parametrize("name, dist, game_id, class_name", [
    ("connect_three", "ludotheque-connect-three", "connect_three", "ConnectThree"),
    ("Row Of Three", "ludotheque-row-of-three", "row_of_three", "RowOfThree"),
    ("ludotheque-dots", "ludotheque-dots", "dots", "Dots"),
])
def test_scaffold_names(name: str, dist: str, game_id: str, class_name: str) -> None:
    names = authoring.names_for(name)
    assert (names["dist"], names["game_id"], names["class_name"]) == (dist, game_id, class_name)


@pytest.mark.parametrize("name", ["", "9lives", "a\"b", "x; rm", "tests", "é" * 3])
def test_scaffold_refuses_bad_names(name: str) -> None:
    with pytest.raises(authoring.ScaffoldError):
        authoring.names_for(name)


def test_a_loaded_plugin_reinstalled_with_changed_files_asks_for_a_restart(monkeypatch) -> None:
    """The registry compares the files' digest as well as the version: a loaded plugin
    whose files changed at the same version is withdrawn and marked for a restart; one
    never imported is loaded again at once."""
    from ludotheque.core.plugins import registry as registry_module
    from ludotheque.core.plugins.records import PluginRecord

    registry = PluginRegistry()
    loaded = PluginRecord(name="li-loaded", version="1.0", content="aa", objects=[object()])
    lazy = PluginRecord(name="li-lazy", version="1.0", content="aa", lazy=True)
    registry.plugins.update({"li-loaded": loaded, "li-lazy": lazy})
    found = {"li-loaded": ("1.0", "dist-loaded", []), "li-lazy": ("1.0", "dist-lazy", [])}
    monkeypatch.setattr(registry_module, "scan_entry_points", lambda: found)
    monkeypatch.setattr(registry_module, "content_of", lambda dist: "bb")
    monkeypatch.setattr(registry, "_load_distribution",
                        lambda name, version, dist, eps: registry.plugins.__setitem__(
                            name, PluginRecord(name=name, version=version, content="bb")))
    report = registry.rescan(refresh_paths=False)
    assert report.restart == ["li-loaded"] and sorted(report.changed) == ["li-lazy", "li-loaded"]
    assert registry.plugins["li-loaded"].restart_needed
    assert "reinstalled with changed files" in registry.plugins["li-loaded"].error
    assert registry.plugins["li-loaded"].installed_version == "1.0"
    assert registry.plugins["li-lazy"].content == "bb"  # loaded again, new code
    unchanged = registry.rescan(refresh_paths=False)
    assert unchanged.restart == [] and unchanged.changed == []
