"""Writes report/: results.json, results.csv, report.md, report.html and the plots."""
from __future__ import annotations

import base64
import csv
import html
import io
import json
from pathlib import Path
from typing import Any

from .. import paths
from . import metrics


def seed_file() -> Path:
    return paths.data_dir() / "seed_figures.csv"


CSV_FIELDS = ["algorithm", "family", "arch", "width", "target", "device", "block_bits", "digest_bits",
              "luts", "ffs", "brams", "dsps", "fmax_mhz", "ge", "logic_depth", "cycles_long",
              "cycles_short", "bits_per_cycle_long", "bits_per_cycle_short", "tp_long_mbps",
              "tp_short_mbps", "tp_area_long", "tp_area_short", "tp_area_unit", "kat_passed",
              "kat_failed", "cached", "synth_command", "errors"]


def load_seed_figures(path: Path | None = None) -> list[dict[str, str]]:
    path = path or seed_file()
    try:
        with open(path, newline="") as f:
            return list(csv.DictReader(f))
    except OSError:
        return []


def _fmt(x: Any, nd: int = 1) -> str:
    if x is None or x == "":
        return "–"
    if isinstance(x, float):
        if x == int(x):
            return f"{int(x):,}"
        return f"{x:,.{nd}f}" if abs(x) >= 1 else f"{x:.{max(nd, 3)}f}"
    if isinstance(x, int):
        return f"{x:,}"
    return str(x)


def _kat(r: dict) -> str:
    if r.get("errors"):
        return "error"
    p, f = r.get("kat_passed"), r.get("kat_failed")
    if p is None:
        return "–"
    return f"{p}/{p + (f or 0)}" + (" FAIL" if f else "")


def _cells(r: dict) -> dict:
    return r.get("cells") or {}


TABLES = {
    "ecp5": ("ECP5 (Yosys synth_ecp5 + nextpnr-ecp5, {device}), core only",
             [("algorithm", "algorithm"), ("arch", "arch"), ("LUT4", "luts"), ("FF", "ffs"),
              ("BRAM", "brams"), ("DSP", "dsps"), ("fmax MHz", "fmax_mhz"),
              ("cycles long", "cycles_long"), ("cycles short", "cycles_short"),
              ("TP long Mbit/s", "tp_long_mbps"), ("TP short Mbit/s", "tp_short_mbps"),
              ("TP-l/LUT", "tp_area_long"), ("TP-s/LUT", "tp_area_short"), ("KAT", _kat)]),
    "xc7": ("Xilinx 7-series (Yosys synth_xilinx; resource counts only, no timing)",
            [("algorithm", "algorithm"), ("arch", "arch"), ("LUT6", "luts"),
             ("LUT1-6", lambda r: "/".join(str(_cells(r).get(f"LUT{i}", 0)) for i in range(1, 7))),
             ("FF", "ffs"), ("CARRY4", lambda r: _cells(r).get("CARRY4")),
             ("MUXF7/8", lambda r: f"{_cells(r).get('MUXF7', 0)}/{_cells(r).get('MUXF8', 0)}"),
             ("BRAM36", "brams"), ("DSP", "dsps"), ("cycles long", "cycles_long"),
             ("cycles short", "cycles_short"), ("bits/cycle long", "bits_per_cycle_long"),
             ("bits/cycle short", "bits_per_cycle_short"), ("KAT", _kat)]),
    "asic": ("ASIC estimate (Yosys + ABC to simple gates; NAND2 = 1 GE; no timing)",
             [("algorithm", "algorithm"), ("arch", "arch"), ("GE", "ge"), ("FF", "ffs"),
              ("logic depth", "logic_depth"), ("cycles long", "cycles_long"),
              ("cycles short", "cycles_short"), ("bits/cycle long", "bits_per_cycle_long"),
              ("bits/cycle short", "bits_per_cycle_short"), ("KAT", _kat)]),
}

SEED_COLUMNS = [("design", "design"), ("ours", "ours"), ("device", "device"), ("area", "area"),
                ("unit", "area_unit"), ("fmax MHz", "fmax_mhz"), ("cycles long", "cycles_long"),
                ("cycles short", "cycles_short"), ("TP long Mbit/s", "tp_long_mbps"),
                ("TP short Mbit/s", "tp_short_mbps"), ("TP/area long", "tp_area_long"),
                ("TP/area unit", "tp_area_unit"), ("cycles/byte", "cycles_per_byte"),
                ("cited", "cited_from")]


def _cell(r: dict, getter) -> str:
    v = getter(r) if callable(getter) else r.get(getter)
    return _fmt(v)


def our_tables(rows: list[dict]) -> list[tuple[str, list[str], list[list[str]]]]:
    out = []
    for target, (title, cols) in TABLES.items():
        rs = [r for r in rows if r["target"] == target]
        if not rs:
            continue
        device = next((r.get("device") for r in rs if r.get("device")), "")
        out.append((title.format(device=device), [c[0] for c in cols],
                    [[_cell(r, g) for _, g in cols] for r in rs]))
    return out


def seed_tables(seeds: list[dict], our_rows: set[tuple[str, str]]) -> list[tuple[str, list[str], list[list[str]]]]:
    """The seed papers' tables; 'ours' marks a design we have a row for: its algorithm, in the
    architecture the figures' `arch` column names (any, when it names none)."""
    our_algos = {a for a, _ in our_rows}
    groups: dict[tuple[str, str], list[dict]] = {}
    for s in seeds:
        groups.setdefault((s["paper"], s["table"]), []).append(s)
    out = []
    for (paper, table), rs in groups.items():
        cols = [c for c in SEED_COLUMNS if c[1] == "ours" or any(r.get(c[1]) for r in rs)]
        body = []
        for r in rs:
            r = dict(r)
            arch = r.get("arch") or ""
            if arch:
                r["ours"] = f"row ({arch})" if (r.get("algorithm"), arch) in our_rows else ""
            else:
                r["ours"] = "row" if r.get("algorithm") in our_algos else ""
            body.append([r.get(g) or ("" if g == "ours" else "–") for _, g in cols])
        out.append((f"seed {rs[0]['seed']}: {paper} — {table}", [c[0] for c in cols], body))
    return out


def _md_table(headers: list[str], body: list[list[str]]) -> str:
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines += ["| " + " | ".join(str(c).replace("|", "/") for c in row) + " |" for row in body]
    return "\n".join(lines)


# ---------------------------------------------------------------- plots

def _plots(results: dict, seeds: list[dict]) -> dict[str, bytes]:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in results["rows"] if not r.get("errors")]
    pngs: dict[str, bytes] = {}
    fpga = [r for r in rows if r["target"] == "ecp5" and r.get("tp_long_mbps")]

    # throughput vs area: ours (ECP5) | published (seed 002, Virtex-5) on separate axes
    s002 = [s for s in seeds if s["seed"] == "002" and s.get("tp_long_mbps")]
    fig, axes = plt.subplots(1, 2, figsize=(12, 5))
    ax = axes[0]
    for r in fpga:
        ax.scatter(r["luts"], r["tp_long_mbps"], marker="o", color="tab:blue")
        ax.scatter(r["luts"], r["tp_short_mbps"], marker="o", facecolors="none", edgecolors="tab:red")
        ax.annotate(f"{r['algorithm']}/{r['arch']}", (r["luts"], r["tp_long_mbps"]), fontsize=7,
                    xytext=(3, 3), textcoords="offset points")
    ax.scatter([], [], marker="o", color="tab:blue", label="long message")
    ax.scatter([], [], marker="o", facecolors="none", edgecolors="tab:red", label="short message")
    ax.set(xlabel="area [LUT4, core only]", ylabel="throughput [Mbit/s]",
           title="hashforge cores on ECP5 (this run)")
    ax.legend(fontsize=8)
    ax.grid(alpha=.3)
    ax = axes[1]
    for s in s002:
        x, y = float(s["area"]), float(s["tp_long_mbps"])
        ax.scatter(x, y, color="tab:gray")
        ax.annotate(s["design"], (x, y), fontsize=6, xytext=(2, 2), textcoords="offset points")
    ax.set(xscale="log", yscale="log", xlabel="area [Virtex-5 slices, with wrapper]",
           ylabel="long-message throughput [Mbit/s]",
           title="published: Baldwin et al. 2010, Table 4 (seed 002)")
    ax.grid(alpha=.3, which="both")
    fig.tight_layout()
    pngs["tp_vs_area.png"] = _png(fig, plt)

    # throughput vs message length (seed 001, Fig. 5): n padded blocks
    fig, axes = plt.subplots(1, 2, figsize=(12, 5))
    ns = [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 512, 1024]
    seen = set()
    for r in rows:
        if not (r.get("cycles_long") and r.get("cycles_short")):
            continue
        k = (r["algorithm"], r["arch"])
        xs = [n * r["block_bits"] for n in ns]
        if k not in seen:
            seen.add(k)
            ys = [n * r["block_bits"] / metrics.cycles_for_blocks(n, r["cycles_short"], r["cycles_long"])
                  for n in ns]
            axes[0].plot(xs, ys, marker=".", label=f"{r['algorithm']}/{r['arch']}")
        if r["target"] == "ecp5" and r.get("fmax_mhz"):
            ys = [metrics.throughput_for_blocks(n, r["block_bits"], r["fmax_mhz"], r["cycles_short"],
                                                r["cycles_long"]) for n in ns]
            axes[1].plot(xs, ys, marker=".", label=f"{r['algorithm']}/{r['arch']}")
    axes[0].set(xscale="log", xlabel="message length [bits, n padded blocks]",
                ylabel="throughput / frequency [bits per cycle]",
                title="throughput normalized over frequency (as seed 001, Fig. 5)")
    axes[1].set(xscale="log", xlabel="message length [bits, n padded blocks]",
                ylabel="throughput [Mbit/s]", title="throughput at the ECP5 fmax")
    for ax in axes:
        ax.grid(alpha=.3, which="both")
        if ax.get_legend_handles_labels()[0]:
            ax.legend(fontsize=7)
    fig.tight_layout()
    pngs["tp_vs_length.png"] = _png(fig, plt)
    return pngs


def _png(fig, plt) -> bytes:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110)
    plt.close(fig)
    return buf.getvalue()


# ---------------------------------------------------------------- writers

def _intro(results: dict) -> list[str]:
    d = results.get("definitions", {})
    return [
        f"Generated {results.get('generated', '')} by `{results.get('command', '')}` "
        f"(targets: {', '.join(results.get('targets', []))}; bus width W = {results.get('width')}; "
        f"{results['jobs']['total']} jobs, {results['jobs']['cached']} from the cache, "
        f"{results['jobs']['failed']} failed; {results.get('elapsed_s')} s).",
        "",
        "Throughput as Baldwin et al. (seed 002) define it:",
        "",
        "- long message: **TP-l = block bits × fmax / cycles per block** (steady state, no stalls)",
        "- short message: **TP-s = block bits × fmax / cycles for one padded block, including "
        "padding and finalization** (first input beat accepted to last digest beat)",
        "- TP/area = throughput / LUT count (Mbit/s per LUT4 on ECP5).",
        "",
        f"Area: {d.get('area', '')}. {results.get('wrapper', '')}",
        "xc7 rows are Yosys resource counts without timing; asic rows are gate equivalents "
        "(NAND2 = 1 GE, weight table in src/hashforge/flow/ge_weights.json) and logic depth "
        "(gate levels on the longest path), without timing.",
    ]


def _versions(rows: list[dict]) -> dict[str, str]:
    v: dict[str, str] = {}
    for r in rows:
        v.update(r.get("tool_versions") or {})
        if r.get("simulator"):
            v["simulator"] = r["simulator"]
    return v


def write_markdown(results: dict, seeds: list[dict]) -> str:
    rows = results["rows"]
    out = ["# hashforge evaluation report", ""] + _intro(results) + ["", "## Our cores", ""]
    for title, headers, body in our_tables(rows):
        out += [f"### {title}", "", _md_table(headers, body), ""]
    errs = [r for r in rows if r.get("errors")]
    if errs:
        out += ["### Errors", ""] + [f"- {r['algorithm']}/{r['arch']} {r['target']}: {'; '.join(r['errors'])}"
                                     for r in errs] + [""]
    if results.get("selection"):
        out += [f"Selection: {results['selection']}.", ""]
    if results.get("skipped"):
        out += ["Registered cores without RTL (skipped): " +
                ", ".join(f"{s['algorithm']}/{s['arch']}" for s in results["skipped"]) + ".", ""]
    warn: dict[str, list[str]] = {}
    for r in rows:
        if r.get("latch_warnings"):
            warn.setdefault(f"{r['algorithm']}/{r['arch']}", []).extend(r["latch_warnings"])
    if warn:
        out += ["Warnings: Yosys inferred latches (not fatal; `latch_warnings` in results.json) in " +
                "; ".join(f"{k}: e.g. `{sorted(set(v))[0]}`" for k, v in warn.items()) + ".", ""]
    out += ["Plots: [throughput vs area](tp_vs_area.png), [throughput vs message length](tp_vs_length.png).", ""]
    out += ["## Tool versions", ""] + [f"- {k}: {v}" for k, v in sorted(_versions(rows).items())] + [""]
    out += ["## Published figures (seed papers; their devices and units, not ours)", "",
            "From data/seed_figures.csv, transcribed from the papers' tables. 'ours' marks an "
            "algorithm that has a row above (in the named architecture, where the design is one "
            "of ours). Different devices, tools and area units: compare "
            "trends, not numbers.", ""]
    for title, headers, body in seed_tables(seeds, {(r["algorithm"], r["arch"]) for r in rows}):
        out += [f"### {title}", "", _md_table(headers, body), ""]
    out += ["## Reproduce", "", "```", results.get("command", "hashforge eval"), "```", "",
            "Each row's own command (`synth_command` in results.json/results.csv) re-runs one synthesis.", ""]
    return "\n".join(out)


def _html_table(headers: list[str], body: list[list[str]]) -> str:
    h = "".join(f"<th>{html.escape(x)}</th>" for x in headers)
    b = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in body)
    return f"<table><thead><tr>{h}</tr></thead><tbody>{b}</tbody></table>"


def write_html(results: dict, seeds: list[dict], pngs: dict[str, bytes]) -> str:
    rows = results["rows"]
    parts = ["<!doctype html><html><head><meta charset='utf-8'><title>hashforge evaluation report</title>",
             "<style>body{font-family:sans-serif;max-width:1300px;margin:2em auto;padding:0 1em}"
             "table{border-collapse:collapse;margin:1em 0;font-size:13px}"
             "th,td{border:1px solid #bbb;padding:3px 7px;text-align:right}"
             "th{background:#eee}td:first-child,td:nth-child(2){text-align:left}"
             "section.pub{background:#f7f7f2;padding:.5em 1em;border-left:4px solid #aa9}"
             "img{max-width:100%}</style></head><body>",
             "<h1>hashforge evaluation report</h1>"]
    intro = _intro(results)
    paras = [html.escape(x).replace("**", "") for x in intro if x and not x.startswith("- ")]
    items = [html.escape(x[2:]).replace("**", "") for x in intro if x.startswith("- ")]
    parts.append("<p>" + "</p><p>".join(paras) + "</p>")
    parts.append("<ul>" + "".join(f"<li>{x}</li>" for x in items) + "</ul>")
    parts.append("<h2>Our cores</h2>")
    for title, headers, body in our_tables(rows):
        parts.append(f"<h3>{html.escape(title)}</h3>" + _html_table(headers, body))
    for name, data in pngs.items():
        parts.append(f"<h3>{html.escape(name[:-4].replace('_', ' '))}</h3>"
                     f"<img alt='{name}' src='data:image/png;base64,{base64.b64encode(data).decode()}'>")
    parts.append("<h2>Tool versions</h2><ul>" + "".join(
        f"<li>{html.escape(k)}: {html.escape(v)}</li>" for k, v in sorted(_versions(rows).items())) + "</ul>")
    parts.append("<section class='pub'><h2>Published figures (seed papers; their devices and units, not ours)</h2>"
                 "<p>From data/seed_figures.csv. 'ours' marks an algorithm that has a row above "
                 "(in the named architecture, where the design is one of ours).</p>")
    for title, headers, body in seed_tables(seeds, {(r["algorithm"], r["arch"]) for r in rows}):
        parts.append(f"<h3>{html.escape(title)}</h3>" + _html_table(headers, body))
    parts.append("</section><h2>Reproduce</h2><pre>" + html.escape(results.get("command", "")) + "</pre></body></html>")
    return "\n".join(parts)


def write_csv(rows: list[dict], path: Path) -> None:
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, CSV_FIELDS, extrasaction="ignore")
        w.writeheader()
        for r in rows:
            w.writerow({k: ("; ".join(r[k]) if k == "errors" else r.get(k)) for k in CSV_FIELDS})


def write_report(results: dict, outdir: Path, seeds: list[dict] | None = None) -> list[Path]:
    outdir = Path(outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    seeds = load_seed_figures() if seeds is None else seeds
    pngs = _plots(results, seeds)
    written = []
    data = dict(results)
    data["published"] = {"source": "data/seed_figures.csv", "rows": seeds}
    (outdir / "results.json").write_text(json.dumps(data, indent=2, default=str))
    write_csv(results["rows"], outdir / "results.csv")
    (outdir / "report.md").write_text(write_markdown(results, seeds))
    (outdir / "report.html").write_text(write_html(results, seeds, pngs))
    for name, png in pngs.items():
        (outdir / name).write_bytes(png)
    for n in ("results.json", "results.csv", "report.md", "report.html", *pngs):
        written.append(outdir / n)
    return written
