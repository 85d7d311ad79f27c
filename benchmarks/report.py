"""Write ``docs/benchmarks.md`` and the results index from the figures kept as data.

The page is the method (hand-written, ``benchmarks/report_template.md``), one table
of the current figures (``benchmarks/results/figures.json``) and the index of the
decision records (``docs/decisions/``).  Every results file is listed, with its
first line as its title, in ``benchmarks/results/README.md``, which the page links
to: the page stays the same size however many runs are kept::

    python -m benchmarks.report            # rewrite docs/benchmarks.md and the index
    python -m benchmarks.report --check    # exit 1 if either is not what the data gives

Contract of ``figures.json``: an object whose ``figures`` list holds one record per
figure, with the keys of ``REQUIRED`` (``met`` is true, false or null when the
figure has no goal; ``results`` names one or more files under
``benchmarks/results/``) and optionally ``value`` (a number or null), ``unit``,
``note`` and ``decision`` (a file under ``docs/decisions/``).  A malformed record
raises ``ValueError`` naming it.  The output depends on the files alone, so both
can be checked against the data (``tests/test_benchmarks_page.py``).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
FIGURES = RESULTS / "figures.json"
TEMPLATE = ROOT / "benchmarks" / "report_template.md"
DECISIONS = ROOT / "docs" / "decisions"
PAGE = ROOT / "docs" / "benchmarks.md"
INDEX = RESULTS / "README.md"

REQUIRED = ("topic", "measured", "figure", "goal", "met", "date", "command", "results")
#: Where the page's links start from (``docs/``), relative to the files they name.
RESULTS_LINK = "../benchmarks/results/"
DECISIONS_LINK = "decisions/"


@dataclass(frozen=True)
class Figure:
    """One current figure: what was measured, the figure, its goal and its source."""

    topic: str
    measured: str
    figure: str
    goal: str | None
    met: bool | None
    date: str
    command: str
    results: tuple[str, ...]
    decision: str | None = None
    note: str | None = None


def _text(record: dict[str, object], key: str, index: int, optional: bool = False) -> str | None:
    value = record.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str) or not value:
        raise ValueError(f"figure {index} ({record.get('measured')!r}): {key!r} must be text")
    return value


def load_figures(path: Path = FIGURES) -> list[Figure]:
    """The records of ``path``, checked against the contract above."""
    data = json.loads(path.read_text(encoding="utf-8"))
    records = data.get("figures") if isinstance(data, dict) else None
    if not isinstance(records, list):
        raise ValueError(f"{path.name}: expected an object with a 'figures' list")
    figures = []
    for index, record in enumerate(records):
        if not isinstance(record, dict):
            raise ValueError(f"figure {index}: expected an object")
        missing = [key for key in REQUIRED if key not in record]
        if missing:
            raise ValueError(f"figure {index} ({record.get('measured')!r}): missing {missing}")
        met = record["met"]
        if met is not None and not isinstance(met, bool):
            raise ValueError(f"figure {index}: 'met' must be true, false or null")
        results = record["results"]
        if (not isinstance(results, list) or not results
                or not all(isinstance(name, str) and name for name in results)):
            raise ValueError(f"figure {index}: 'results' must be a list of file names")
        figures.append(Figure(
            topic=str(_text(record, "topic", index)),
            measured=str(_text(record, "measured", index)),
            figure=str(_text(record, "figure", index)),
            goal=_text(record, "goal", index, optional=True),
            met=met,
            date=str(_text(record, "date", index)),
            command=str(_text(record, "command", index)),
            results=tuple(results),
            decision=_text(record, "decision", index, optional=True),
            note=_text(record, "note", index, optional=True),
        ))
    return figures


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _met(figure: Figure) -> str:
    if figure.met is None:
        return "–"
    return "yes" if figure.met else "**no**"


def commands(figures: list[Figure]) -> list[str]:
    """The distinct commands of ``figures``, in order of first use."""
    return list(dict.fromkeys(figure.command for figure in figures))


def label(name: str) -> str:
    """The short link to a results file: its name, without ``.md``."""
    return name[:-3] if name.endswith(".md") else name


def figures_table(figures: list[Figure]) -> str:
    """One Markdown table of every figure, in the data's order (a topic named on
    its first row), then the commands that produced them, numbered, each once."""
    numbers = {command: number for number, command in enumerate(commands(figures), 1)}
    lines = ["| topic | measured | figure | goal | met | run | raw run | why |",
             "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    topic = None
    for figure in figures:
        shown = figure.figure + (f" ({figure.note})" if figure.note else "")
        runs = ", ".join(f"[{label(name)}]" for name in figure.results)
        why = f"[{figure.decision[:4]}]" if figure.decision else ""
        lines.append("| " + " | ".join(_cell(cell) for cell in (
            figure.topic if figure.topic != topic else "", figure.measured, shown,
            figure.goal or "–", _met(figure), f"c{numbers[figure.command]}", runs,
            why)) + " |")
        topic = figure.topic
    lines.append("")
    lines.append("Commands (`run`; dates are in the raw runs' names):")
    lines.append("")
    lines.extend(f"* c{number}: `{command}`" for command, number in numbers.items())
    return "\n".join(lines)


def link_definitions(results: Path = RESULTS, decisions: Path = DECISIONS,
                     shown: set[str] | None = None) -> str:
    """The targets of the short links: every results file by its label (those of
    *shown* only, when given), every decision record by its number."""
    lines = [f"[{label(path.name)}]: {RESULTS_LINK}{path.name}"
             for path in sorted(p for p in results.iterdir() if p.is_file())
             if shown is None or path.name in shown]
    lines += [f"[{path.name[:4]}]: {DECISIONS_LINK}{path.name}"
              for path in sorted(decisions.glob("[0-9][0-9][0-9][0-9]-*.md"))]
    return "\n".join(lines)


def indexed(results: Path = RESULTS) -> list[str]:
    """The results files the index lists, oldest first: all but the figures' data,
    the index itself and the raw data of a page (``X.json`` beside ``X.md``: the
    page names it)."""
    names = sorted(p.name for p in results.iterdir() if p.is_file())
    return [name for name in names
            if name not in (FIGURES.name, INDEX.name)
            and not (name.endswith(".json") and name[:-5] + ".md" in names)]


def title(path: Path) -> str:
    """A results file's title: a page's first line without the heading mark; raw
    data is raw data."""
    if path.suffix != ".md":
        return "raw data"
    return first_line(path)


def results_index(results: Path = RESULTS, cited: set[str] | frozenset[str] = frozenset()
                  ) -> str:
    """``benchmarks/results/README.md``: every :func:`indexed` file with its title,
    those the figures table cites marked."""
    lines = ["# Results files", "",
             "The raw runs, one file per topic, as printed, oldest first: each page's "
             "first line says what was", "measured and with which command, and a page "
             "names its raw data (`.json`).  Written by", "`python -m benchmarks.report` "
             "(the figures they give: [docs/benchmarks.md](../../docs/benchmarks.md)).",
             ""]
    for name in indexed(results):
        mark = " (cited by the figures table)" if name in cited else ""
        lines.append(f"* [{name}]({name}){mark}: {title(results / name)}")
    return "\n".join(lines) + "\n"


def first_line(path: Path) -> str:
    """A page's first line without the heading mark."""
    with path.open(encoding="utf-8") as stream:
        return stream.readline().strip().lstrip("#").strip()


def decisions_index(decisions: Path = DECISIONS) -> str:
    """Every decision record, by number, with its title."""
    lines = []
    for path in sorted(decisions.glob("[0-9][0-9][0-9][0-9]-*.md")):
        name = re.sub(r"^\d+\.\s*", "", first_line(path))
        lines.append(f"* [{path.name[:4]}] {name}")
    return "\n".join(lines)


def render(template: Path = TEMPLATE, figures: Path = FIGURES, results: Path = RESULTS,
           decisions: Path = DECISIONS) -> str:
    """The page: the template with ``{{figures}}`` and ``{{decisions}}`` replaced by
    the generated parts, and the targets of its short links."""
    text = template.read_text(encoding="utf-8")
    for mark in ("{{figures}}", "{{decisions}}"):
        if text.count(mark) != 1:
            raise ValueError(f"{template.name}: {mark} must appear exactly once")
    loaded = load_figures(figures)
    text = text.replace("{{figures}}", figures_table(loaded))
    text = text.replace("{{decisions}}", decisions_index(decisions))
    cited = {name for figure in loaded for name in figure.results}
    return text.rstrip("\n") + "\n\n" + link_definitions(results, decisions, cited) + "\n"


def outputs() -> dict[Path, str]:
    """What the data gives: the page and the results index, by path."""
    cited = {name for figure in load_figures() for name in figure.results}
    return {PAGE: render(), INDEX: results_index(RESULTS, cited)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.report",
                                     description="write docs/benchmarks.md and "
                                                 "benchmarks/results/README.md from the data")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if either differs from the data")
    args = parser.parse_args(argv)
    stale = False
    for path, text in outputs().items():
        shown = path.relative_to(ROOT)
        if args.check:
            if (path.read_text(encoding="utf-8") if path.exists() else "") != text:
                print(f"{shown} is not what the data gives: run python -m benchmarks.report",
                      file=sys.stderr)
                stale = True
            continue
        path.write_text(text, encoding="utf-8")
        print(f"wrote {shown} ({len(text.encode('utf-8'))} bytes)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
