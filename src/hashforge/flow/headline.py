"""The README's headline table, regenerated from report/results.json so it never goes stale.

    python -m hashforge.flow.headline [--report DIR] [--readme FILE] [--check]

Rewrites the lines between `<!-- headline:begin -->` and `<!-- headline:end -->` of README.md
with one row per identifier of the report (its ECP5 figures, and the xc7 and asic areas when
the report has those targets, i.e. after `hashforge eval --full`). `--check` changes nothing
and exits 1 when the README differs from the report (for CI).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .. import paths
from ..errors import EXIT_FAIL, EXIT_OK, EXIT_USAGE, print_error

BEGIN, END = "<!-- headline:begin -->", "<!-- headline:end -->"


def _n(x: object, unit: str = "") -> str:
    if x is None:
        return "–"
    if isinstance(x, float):
        text = f"{x:,.1f}" if x != int(x) else f"{int(x):,}"
    elif isinstance(x, int):
        text = f"{x:,}"
    else:
        text = str(x)
    return text + unit


def table(results: dict) -> str:
    rows = results.get("rows", [])
    by: dict[tuple[str, str], dict[str, dict]] = {}
    for r in rows:
        by.setdefault((r["algorithm"], r["arch"]), {})[r["target"]] = r
    lines = ["| core | ECP5 LUT4 / FF / BRAM | fmax | cycles long / short | TP long / short | xc7 LUT6 | ASIC GE |",
             "|---|---|---|---|---|---|---|"]
    for (algo, arch), t in by.items():
        e, x, a = t.get("ecp5") or {}, t.get("xc7") or {}, t.get("asic") or {}
        g = t.get("gates") or {}
        any_row = e or x or a or g
        # standard-cell GE (target asic); else the weighted estimate (target gates), so marked
        ge = (_n(round(a["ge"])) if a.get("ge") else
              f"{_n(round(g['ge']))} (estimate)" if g.get("ge") else _n(None))
        name = f"`{algo}`" + (f" ({arch})" if arch != "round" else "")
        if any(r.get("errors") for r in t.values()):
            name += " FAILED"
        lines.append(
            f"| {name} | {_n(e.get('luts'))} / {_n(e.get('ffs'))} / {_n(e.get('brams'))} | "
            f"{_n(e.get('fmax_mhz'), ' MHz')} | {_n(any_row.get('cycles_long'))} / {_n(any_row.get('cycles_short'))} | "
            f"{_n(e.get('tp_long_mbps') and round(e['tp_long_mbps']))} / "
            f"{_n(e.get('tp_short_mbps') and round(e['tp_short_mbps']))} Mbit/s | "
            f"{_n(x.get('luts'))} | {ge} |")
    lines.append("")
    lines.append(f"(from `{results.get('command', 'hashforge eval')}`, {results.get('generated', '')}; "
                 "regenerate with `python -m hashforge.flow.headline`)")
    return "\n".join(lines)


def rewrite(readme_text: str, results: dict) -> str:
    if BEGIN not in readme_text or END not in readme_text:
        raise ValueError(f"the README has no {BEGIN} ... {END} block")
    head, rest = readme_text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{BEGIN}\n{table(results)}\n{END}{tail}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hashforge.flow.headline", description=__doc__.split("\n")[0])
    ap.add_argument("--report", type=Path, default=None, help="report directory (default: report/)")
    ap.add_argument("--readme", type=Path, default=None, help="README to rewrite (default: the repository's)")
    ap.add_argument("--check", action="store_true", help="exit 1 if the README is stale, change nothing")
    args = ap.parse_args(argv)
    report = (args.report or paths.report_dir()) / "results.json"
    readme = args.readme or paths.repo_root() / "README.md"
    try:
        results = json.loads(report.read_text())
        old = readme.read_text()
        new = rewrite(old, results)
    except (OSError, ValueError) as exc:
        print_error(f"{exc}")
        return EXIT_USAGE
    if args.check:
        if new != old:
            print_error(f"{readme} is stale: its headline table differs from {report}")
            return EXIT_FAIL
        return EXIT_OK
    if new != old:
        readme.write_text(new)
    print(f"{readme}: headline table from {report} ({len(results.get('rows', []))} rows)")
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
