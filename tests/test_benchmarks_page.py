"""docs/benchmarks.md is what ``python -m benchmarks.report`` makes of the data, and
the data's references hold: no benchmark is run."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from benchmarks import report

ROOT = Path(__file__).resolve().parent.parent


def test_page_and_index_are_generated_from_the_data() -> None:
    for path, text in report.outputs().items():
        assert path.read_text(encoding="utf-8") == text, (
            f"{path.name} differs from the data: run python -m benchmarks.report")
    assert report.main(["--check"]) == 0


def test_page_is_under_30_kb() -> None:
    assert len(report.PAGE.read_bytes()) < 30_000


def test_every_file_named_in_the_data_exists() -> None:
    figures = report.load_figures()
    assert figures
    for figure in figures:
        for name in figure.results:
            assert (report.RESULTS / name).is_file(), f"{figure.measured}: no {name}"
        if figure.decision is not None:
            assert (report.DECISIONS / figure.decision).is_file(), (
                f"{figure.measured}: no decision record {figure.decision}")


def test_every_results_file_is_in_the_index() -> None:
    index = report.INDEX.read_text(encoding="utf-8")
    for path in report.RESULTS.iterdir():
        if path.name in (report.FIGURES.name, report.INDEX.name):
            continue
        twin = path.with_suffix(".md")
        if path.suffix == ".json" and twin.is_file():  # raw data: its page names it
            assert path.name in twin.read_text(encoding="utf-8"), (
                f"{twin.name} does not name its raw data {path.name}")
            continue
        assert f"* [{path.name}]({path.name})" in index, f"{path.name} is not indexed"
    for target in re.findall(r"\]\(([^)]+)\)", index):
        assert (report.INDEX.parent / target).is_file(), target


def test_every_short_link_of_the_page_has_a_target() -> None:
    page = report.PAGE.read_text(encoding="utf-8")
    targets = dict(re.findall(r"^\[([^\]]+)\]: (\S+)$", page, re.MULTILINE))
    prose = re.sub(r"`[^`]*`", "", page)
    for name in re.findall(r"(?<![\]\\])\[([^\]]+)\](?![(:\[])", prose):
        assert name in targets, f"the link [{name}] has no target"
    for target in targets.values():
        assert (report.PAGE.parent / target).is_file(), target


def test_a_malformed_record_is_refused_with_its_name(tmp_path: Path) -> None:
    record = {"topic": "t", "measured": "speed", "figure": "1x", "goal": None,
              "met": "yes", "date": "2026-01-01", "command": "c", "results": ["x.md"]}
    path = tmp_path / "figures.json"
    path.write_text(json.dumps({"figures": [record]}), encoding="utf-8")
    with pytest.raises(ValueError, match="'met'"):
        report.load_figures(path)
    del record["met"]
    path.write_text(json.dumps({"figures": [record]}), encoding="utf-8")
    with pytest.raises(ValueError, match="'speed'.*missing"):
        report.load_figures(path)


def test_render_puts_every_figure_and_file_on_the_page(tmp_path: Path) -> None:
    results = tmp_path / "results"
    decisions = tmp_path / "decisions"
    results.mkdir()
    decisions.mkdir()
    (results / "2026-01-01-speed.md").write_text("# Speed (`cmd`)\n", encoding="utf-8")
    (results / "2026-01-02-other.md").write_text("# Other\n", encoding="utf-8")
    (decisions / "0003-choice.md").write_text("# 3. A choice\n", encoding="utf-8")
    figures = results / "figures.json"
    figures.write_text(json.dumps({"figures": [
        {"topic": "t", "measured": "speed | ratio", "figure": "2.5x", "goal": ">= 2x",
         "met": False, "date": "2026-01-01", "command": "python -m x",
         "results": ["2026-01-01-speed.md"], "decision": "0003-choice.md"}]}),
        encoding="utf-8")
    template = tmp_path / "template.md"
    template.write_text("# Page\n\n{{figures}}\n\n{{decisions}}\n", encoding="utf-8")
    page = report.render(template, figures, results, decisions)
    row = "| t | speed \\| ratio | 2.5x | >= 2x | **no** | c1 | [2026-01-01-speed] | [0003] |"
    assert row in page
    assert "* c1: `python -m x`" in page
    assert "* [0003] A choice" in page
    assert "[2026-01-01-speed]: ../benchmarks/results/2026-01-01-speed.md" in page
    assert "2026-01-02-other" not in page  # cited by no figure: in the index only
    assert "[0003]: decisions/0003-choice.md" in page
    (results / "2026-01-02-other.json").write_text("{}", encoding="utf-8")  # its raw data
    (results / "2026-01-03-raw.json").write_text("{}", encoding="utf-8")
    index = report.results_index(results, {"2026-01-01-speed.md"})
    assert index.splitlines()[-3:] == [
        "* [2026-01-01-speed.md](2026-01-01-speed.md) (cited by the figures table): "
        "Speed (`cmd`)",
        "* [2026-01-02-other.md](2026-01-02-other.md): Other",
        "* [2026-01-03-raw.json](2026-01-03-raw.json): raw data"]
    template.write_text("# Page\n\n{{figures}}\n", encoding="utf-8")
    with pytest.raises(ValueError, match="decisions"):
        report.render(template, figures, results, decisions)
