"""The discovery cache: an unchanged installation lists its games without
importing any plugin; any change to the installation makes the cache stale."""

from __future__ import annotations

import json
import os
import sys
import textwrap
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from throwaway import TempEnv, Throwaway

pytestmark = pytest.mark.slow  # builds environments or runs tools: not in make test-fast

PROBE = textwrap.dedent("""
    import json, sys
    from ludotheque.core.plugins.registry import make_registry
    registry = make_registry()
    imported = sorted(m for m in sys.modules if m.startswith("lc_"))
    info = registry.games.get("lc_good")
    out = {"imported": imported,
           "cached": type(info).__name__ if info else None,
           "name": str(info.name) if info else None,
           "players": list(info.players) if info else None,
           "statuses": {n: r.status for n, r in registry.plugins.items() if n.startswith("lc-")},
           "lazy": {n: r.lazy for n, r in registry.plugins.items() if n.startswith("lc-")}}
    if "--use" in sys.argv:
        game = info.game
        out["game"] = type(game).__name__
        out["after"] = sorted(m for m in sys.modules if m.startswith("lc_"))
        out["real"] = type(registry.game("lc_good")).__name__
    print(json.dumps(out))
""")


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> TempEnv:
    root = tmp_path_factory.mktemp("cache")
    environment = TempEnv(root)
    environment.install(Throwaway("lc-good").write(root / "src"))
    return environment


def probe(env: TempEnv, data_dir: Path, *args: str) -> dict:
    os.environ["LUDOTHEQUE_DATA_DIR"] = str(data_dir)
    result = env.run(PROBE, *args)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_second_start_imports_no_plugin(env: TempEnv, tmp_path: Path) -> None:
    first = probe(env, tmp_path)
    assert first["cached"] == "GameInfo" and "lc_good.plugin" in first["imported"]
    assert (tmp_path / "cache" / "plugins.json").is_file()
    second = probe(env, tmp_path)
    assert second["imported"] == []
    assert second["cached"] == "CachedGame"
    assert second["name"] == first["name"] == "lc_good"
    assert second["players"] == [2, 2]
    assert second["statuses"] == first["statuses"] == {"lc-good": "ok"}
    assert second["lazy"] == {"lc-good": True}


def test_a_cached_game_imports_its_plugin_when_its_rules_are_needed(
        env: TempEnv, tmp_path: Path) -> None:
    probe(env, tmp_path)
    used = probe(env, tmp_path, "--use")
    assert used["imported"] == []
    assert used["game"] == "CountGame"
    assert "lc_good.plugin" in used["after"] and "lc_good.widget" not in used["after"]
    assert used["real"] == "GameInfo"


def test_editing_a_plugin_makes_the_cache_stale(env: TempEnv, tmp_path: Path) -> None:
    probe(env, tmp_path)
    module = env.run("import lc_good.game as g; print(g.__file__)").stdout.strip()
    stat = os.stat(module)
    os.utime(module, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    again = probe(env, tmp_path)
    assert "lc_good.plugin" in again["imported"]  # read afresh, not from the cache


def test_a_damaged_cache_is_ignored(env: TempEnv, tmp_path: Path) -> None:
    probe(env, tmp_path)
    (tmp_path / "cache" / "plugins.json").write_text("{ not json")
    assert probe(env, tmp_path)["cached"] == "GameInfo"
    data = {"version": 1, "fingerprint": "x", "top_levels": [], "plugins": [], "games": []}
    (tmp_path / "cache" / "plugins.json").write_text(json.dumps(data))
    assert probe(env, tmp_path)["cached"] == "GameInfo"


def test_installing_a_plugin_makes_the_cache_stale(env: TempEnv, tmp_path: Path) -> None:
    probe(env, tmp_path)
    time.sleep(0.01)
    env.install(Throwaway("lc-late").write(tmp_path / "src"))
    try:
        again = probe(env, tmp_path)
        assert again["statuses"]["lc-late"] == "ok"
        assert "lc_good.plugin" in again["imported"]
    finally:
        env.uninstall("lc-late")


ITERATE = textwrap.dedent("""
    import json
    from ludotheque.core.plugins.registry import make_registry
    registry = make_registry()
    seen = []
    for game_id, info in registry.games.items():  # loading plugins while iterating
        if game_id.startswith("lc_"):
            seen.append((game_id, type(info.game).__name__))
    print(json.dumps({"seen": seen, "real": type(registry.games["lc_good"]).__name__}))
""")


def test_loading_while_iterating_over_the_games(env: TempEnv, tmp_path: Path) -> None:
    probe(env, tmp_path)  # writes the cache
    os.environ["LUDOTHEQUE_DATA_DIR"] = str(tmp_path)
    result = env.run(ITERATE)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout.strip().splitlines()[-1])
    assert data == {"seen": [["lc_good", "CountGame"]], "real": "GameInfo"}


def test_a_failing_plugin_is_retried_at_every_start(env: TempEnv, tmp_path: Path) -> None:
    env.install(Throwaway("lc-broken", import_error="raise ImportError('nope')")
                .write(tmp_path / "src"))
    try:
        first = probe(env, tmp_path)
        assert first["statuses"]["lc-broken"] == "failed"
        assert not (tmp_path / "cache" / "plugins.json").exists()  # nothing cached
        again = probe(env, tmp_path)
        assert "lc_good.plugin" in again["imported"]  # everything imported again
    finally:
        env.uninstall("lc-broken")


def test_a_cache_made_before_an_in_process_change_is_not_kept(env: TempEnv,
                                                              tmp_path: Path) -> None:
    late = Throwaway("lc-late2").write(tmp_path / "src")
    script = textwrap.dedent(f"""
        import subprocess, sys
        from ludotheque.core.plugins.registry import make_registry
        registry = make_registry()
        subprocess.run([{sys.executable!r}, "-m", "pip", "--python", sys.executable,
                        "install", "-q", "--no-deps", "--no-build-isolation", "--no-index",
                        {str(late)!r}], check=True)
        registry.rescan()
        print(registry.cache_path.exists())
    """)
    probe(env, tmp_path)
    os.environ["LUDOTHEQUE_DATA_DIR"] = str(tmp_path)
    try:
        result = env.run(script)
        assert result.returncode == 0, result.stderr
        assert result.stdout.split()[-1] == "False"
        again = probe(env, tmp_path)
        assert again["statuses"].get("lc-late2") == "ok"
    finally:
        env.uninstall("lc-late2")
