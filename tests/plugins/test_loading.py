"""Plugin loading with real distributions installed by pip into a temporary venv.

Every failure mode makes that one plugin "failed" (or "incompatible") with a
reason, while every other plugin still loads.
"""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from throwaway import TempEnv, Throwaway

pytestmark = pytest.mark.slow  # builds environments or runs tools: not in make test-fast

PLUGINS = [
    Throwaway("lt-good"),
    Throwaway("lt-importerror", import_error="import no_such_module_for_ludotheque"),
    Throwaway("lt-exits", import_error="raise SystemExit(3)"),
    Throwaway("lt-raises", body="raise RuntimeError('boom in hook')"),
    Throwaway("lt-invalid", game_id="Not-Snake"),
    Throwaway("lt-zdup", game_id="lt_good"),
    Throwaway("lt-newapi", api="2.9"),
    Throwaway("lt-majorapi", api="1.0"),
    Throwaway("lt-noapi", api=None),
    Throwaway("lt-typo", hook="ludotheque_register_game"),
    Throwaway("lt-notinfo", body="register('kalah'); return"),
]


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> TempEnv:
    root = tmp_path_factory.mktemp("plugins")
    environment = TempEnv(root)
    environment.install(*(plugin.write(root / "src") for plugin in PLUGINS))
    return environment


@pytest.fixture(scope="module")
def listing(env: TempEnv) -> dict[str, dict]:
    entries = env.list_json()
    by_plugin: dict[str, dict] = {}
    for entry in entries:
        if entry["plugin"].startswith("lt-"):
            by_plugin.setdefault(entry["plugin"], entry)
    return by_plugin


def test_good_plugin_lists_its_game(listing: dict[str, dict]) -> None:
    good = listing["lt-good"]
    assert good == {**good, "id": "lt_good", "status": "ok", "version": "1.0",
                    "players": [2, 2], "name": "lt_good"}


@pytest.mark.parametrize("name, status, words", [
    ("lt-importerror", "failed", "ModuleNotFoundError"),
    ("lt-exits", "failed", "SystemExit"),
    ("lt-raises", "failed", "boom in hook"),
    ("lt-invalid", "failed", "snake_case"),
    ("lt-newapi", "incompatible", "2.9"),
    ("lt-majorapi", "incompatible", "API 2.0 split Heuristics"),
    ("lt-noapi", "incompatible", "LUDOTHEQUE_API_VERSION"),
    ("lt-typo", "failed", "ludotheque_register_game"),
    ("lt-notinfo", "failed", "GameInfo"),
])
def test_broken_plugin_is_recorded_with_its_reason(listing: dict[str, dict], name: str,
                                                   status: str, words: str) -> None:
    entry = listing[name]
    assert entry["status"] == status
    assert words in entry["error"]
    assert "id" not in entry  # it provides no game


def test_duplicate_game_id_fails_the_second_plugin(listing: dict[str, dict]) -> None:
    dup = listing["lt-zdup"]
    assert dup["status"] == "failed"
    assert "already provided by lt-good" in dup["error"]


def test_failure_keeps_traceback_for_display(env: TempEnv) -> None:
    result = env.run(textwrap.dedent("""
        from ludotheque.core.plugins.registry import make_registry
        registry = make_registry()
        print(registry.plugins["lt-raises"].traceback)
    """))
    assert "RuntimeError: boom in hook" in result.stdout
    assert "Traceback" in result.stdout


def test_listing_imports_no_widget_module(env: TempEnv) -> None:
    result = env.run(textwrap.dedent("""
        import json, sys
        from ludotheque.core.plugins.registry import make_registry
        registry = make_registry()
        widgets = sorted(m for m in sys.modules if m.endswith(".widget") or ".qt." in m
                         or m.endswith(".qt") or m.startswith("PySide6"))
        print(json.dumps({"games": sorted(registry.games), "widgets": widgets}))
    """))
    data = json.loads(result.stdout)
    assert "lt_good" in data["games"]
    assert data["widgets"] == []


def test_safe_mode_loads_only_bundled_plugins(env: TempEnv) -> None:
    entries = env.list_json("--safe-mode")
    statuses = {e["plugin"]: e["status"] for e in entries if e["plugin"].startswith("lt-")}
    assert statuses and set(statuses.values()) == {"skipped"}
    assert not any(e.get("id") == "lt_good" for e in entries)


def test_disabled_plugin_is_not_imported(env: TempEnv) -> None:
    result = env.run(textwrap.dedent("""
        import sys
        from ludotheque.core.plugins.registry import make_registry
        registry = make_registry(disabled=["lt-good"])
        print(registry.plugins["lt-good"].status, "lt_good.plugin" in sys.modules,
              registry.game_plugin.get("lt_good"))
    """))
    # Not imported; its game id is now free, so the duplicate plugin provides it.
    assert result.stdout.split() == ["disabled", "False", "lt-zdup"]


def test_rescan_picks_up_install_and_uninstall(env: TempEnv, tmp_path: Path) -> None:
    late = Throwaway("lt-late").write(tmp_path)
    script = textwrap.dedent(f"""
        import json, subprocess, sys
        from ludotheque.core.plugins.registry import make_registry
        registry = make_registry()
        before = "lt_late" in registry.games
        pip = [{sys.executable!r}, "-m", "pip", "--disable-pip-version-check",
               "--python", sys.executable]
        subprocess.run(pip + ["install", "-q", "--no-deps", "--no-build-isolation",
                              "--no-index", {str(late)!r}], check=True)
        added = registry.rescan()
        after_install = "lt_late" in registry.games
        subprocess.run(pip + ["uninstall", "-y", "-q", "lt-late"], check=True)
        removed = registry.rescan()
        print(json.dumps({{"before": before, "after_install": after_install,
                           "added": added.added, "removed": removed.removed,
                           "after_uninstall": "lt_late" in registry.games,
                           "restart": registry.plugins["lt-late"].restart_needed}}))
    """)
    result = env.run(script)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout.strip().splitlines()[-1])
    assert data == {"before": False, "after_install": True, "added": ["lt-late"],
                    "removed": ["lt-late"], "after_uninstall": False, "restart": True}


def test_one_bad_plugin_does_not_stop_the_others_in_process() -> None:
    """The same guard, for plugin objects registered directly (no pip)."""
    import ludotheque_testgames.plugin as good

    from ludotheque.core.plugins.registry import PluginRegistry

    class Raising:
        LUDOTHEQUE_API_VERSION = "2.0"

        from ludotheque.core.hookspecs import hookimpl

        @hookimpl
        def ludotheque_register_games(self, register):
            raise ValueError("nope")

    registry = PluginRegistry()
    bad = registry.register_object(Raising(), "raising")
    ok = registry.register_object(good, "testgames")
    assert bad.status == "failed" and "nope" in bad.error
    assert ok.status == "ok" and set(ok.games) == {"pig", "high_card", "stones"}
    assert registry.plugin_of("pig") is ok
