"""Writes report/: results.json, results.csv, report.md, report.html and the plots."""
from __future__ import annotations

import base64
import csv
import hashlib
import html
import io
import json
import re
import statistics
from pathlib import Path
from typing import Any

from .. import paths
from ..flow import metrics
from ..flow.steps import path_ends
from . import frame


def seed_file() -> Path:
    return paths.data_dir() / "seed_figures.csv"


CSV_FIELDS = ["algorithm", "family", "arch", "width", "target", "device", "block_bits", "digest_bits",
              "luts", "ffs", "brams", "dsps", "fmax_mhz", "seeds", "fmax_spread_mhz", "ge", "area_um2",
              "critical_path_ns", "library", "logic_depth",
              "cycles_long", "cycles_short", "bits_per_cycle_long", "bits_per_cycle_short", "tp_long_mbps",
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
    p, f = r.get("kat_passed"), r.get("kat_failed")
    if p is None:
        # no simulation result: a failed job says so (the reason: the note and the Errors list)
        return "FAILED" if r.get("errors") else "–"
    # the simulation's own verdict, also when another job of the row (a synthesis that does not
    # fit the device) failed: the note column carries that
    return f"{p}/{p + (f or 0)}" + (" FAIL" if f else "")


def _cells(r: dict) -> dict:
    return r.get("cells") or {}


def _per_area(r: dict, key: str) -> str:
    """Throughput per LUT, and the block RAMs and DSPs the LUT count leaves out, beside it:
    there is no fair exchange rate between a LUT and an 18 Kbit BRAM, so a core that uses
    them says so in the cell instead of looking cheaper than it is."""
    extra = [f"{_fmt(r.get(k))} {n}" for k, n in (("brams", "BRAM"), ("dsps", "DSP")) if r.get(k)]
    return _fmt(r.get(key)) + (f" (+{', '.join(extra)})" if extra and r.get(key) is not None else "")


def _crit(r: dict) -> str:
    c = r.get("critical_path") or {}
    if r.get("target") == "gates":
        return _fmt(r.get("logic_depth"))
    if not c:
        return "–"
    if r.get("target") == "asic":
        return f"{c.get('delay_ns')} ns ({c.get('from')} → {c.get('to')})"
    return f"{c.get('delay_ns')} ns, {c.get('logic_levels')} levels ({path_ends(c)})"


def _memories(r: dict) -> str:
    """The inferred arrays and what the asic flow made of them (flow.stdcell.memories): their
    area is in the row's, as library cells, since no macro stands in for them."""
    seen: dict[str, int] = {}
    for m in r.get("memories") or []:
        what = "RAM → flip-flops" if m.get("write_ports") else "ROM → logic"
        label = f"{m.get('words')}×{m.get('width')} bit {what}, {m.get('read_ports')} read port(s)"
        seen[label] = seen.get(label, 0) + 1
    return "; ".join(f"{n} × {label}" for label, n in seen.items()) or "–"


# Every header carries its unit ([#] = a count); "critical path" is nextpnr's worst path
TABLES = {
    "ecp5": ("ECP5 (Yosys synth_ecp5 + nextpnr-ecp5, {device}), core only",
             [("algorithm", "algorithm"), ("arch", "arch"), ("LUT4 [#]", "luts"), ("FF [#]", "ffs"),
              ("BRAM [DP16KD]", "brams"), ("DSP [#]", "dsps"), ("fmax [MHz]", "fmax_mhz"),
              ("cycles long [cyc/block]", "cycles_long"), ("cycles short [cyc]", "cycles_short"),
              ("TP long [Mbit/s]", "tp_long_mbps"), ("TP short [Mbit/s]", "tp_short_mbps"),
              ("TP-l/LUT [Mbit/s per LUT4]", lambda r: _per_area(r, "tp_area_long")),
              ("TP-s/LUT [Mbit/s per LUT4]", lambda r: _per_area(r, "tp_area_short")),
              ("critical path [ns, LUT levels]", _crit), ("KAT [passed/total]", _kat)]),
    "xc7": ("Xilinx 7-series (Yosys synth_xilinx; resource counts only, no timing)",
            [("algorithm", "algorithm"), ("arch", "arch"), ("LUT6 [#]", "luts"),
             ("LUT1-6 [#]", lambda r: "/".join(str(_cells(r).get(f"LUT{i}", 0)) for i in range(1, 7))),
             ("FF [#]", "ffs"), ("CARRY4 [#]", lambda r: _cells(r).get("CARRY4")),
             ("MUXF7/8 [#]", lambda r: f"{_cells(r).get('MUXF7', 0)}/{_cells(r).get('MUXF8', 0)}"),
             ("BRAM [RAMB36]", "brams"), ("DSP [DSP48E1]", "dsps"), ("cycles long [cyc/block]", "cycles_long"),
             ("cycles short [cyc]", "cycles_short"), ("bits/cycle long [bit/cyc]", "bits_per_cycle_long"),
             ("bits/cycle short [bit/cyc]", "bits_per_cycle_short"), ("KAT [passed/total]", _kat)]),
    "asic": ("ASIC standard cells ({device}; Yosys + ABC, OpenSTA; GE = area / NAND2X1)",
             [("algorithm", "algorithm"), ("arch", "arch"), ("area [µm²]", "area_um2"), ("area [GE]", "ge"),
              ("FF [#]", "ffs"), ("fmax [MHz]", "fmax_mhz"),
              ("cycles long [cyc/block]", "cycles_long"), ("cycles short [cyc]", "cycles_short"),
              ("TP long [Mbit/s]", "tp_long_mbps"), ("TP short [Mbit/s]", "tp_short_mbps"),
              ("TP-l/GE [kbit/s per GE]", "tp_area_long"), ("TP-s/GE [kbit/s per GE]", "tp_area_short"),
              ("critical path [ns, start → end]", _crit), ("memories [#, words×bits]", _memories),
              ("KAT [passed/total]", _kat)]),
    "gates": ("ASIC estimate, not standard cells (target gates: Yosys + ABC to simple gates weighed by "
              "flow/ge_weights.json; NAND2 = 1 GE; no timing)",
             [("algorithm", "algorithm"), ("arch", "arch"), ("area estimate [GE]", "ge"), ("FF [#]", "ffs"),
              ("critical path [gate levels]", _crit), ("cycles long [cyc/block]", "cycles_long"),
              ("cycles short [cyc]", "cycles_short"), ("bits/cycle long [bit/cyc]", "bits_per_cycle_long"),
              ("bits/cycle short [bit/cyc]", "bits_per_cycle_short"), ("KAT [passed/total]", _kat)]),
}

SEED_COLUMNS = [("design", "design"), ("ours", "ours"), ("device", "device"), ("area [unit →]", "area"),
                ("area unit", "area_unit"), ("fmax [MHz]", "fmax_mhz"), ("cycles long [cyc/block]", "cycles_long"),
                ("cycles short [cyc]", "cycles_short"), ("TP long [Mbit/s]", "tp_long_mbps"),
                ("TP short [Mbit/s]", "tp_short_mbps"), ("TP/area long [unit →]", "tp_area_long"),
                ("TP/area unit", "tp_area_unit"), ("cycles/byte [cyc/B]", "cycles_per_byte"),
                ("cited", "cited_from")]


def _cell(r: dict, getter) -> str:
    v = getter(r) if callable(getter) else r.get(getter)
    return _fmt(v)


# the seed rows set under each of our rows: the weighted-gate estimate gets none (the asic
# table, in the seeds' own units, carries them)
TECHNOLOGY = {"ecp5": "FPGA", "gw5a": "FPGA", "xc7": "FPGA", "asic": "ASIC", "gates": ""}
# the placed FPGA targets share the ECP5 table: a core's rows on both devices sit together,
# a device column telling them apart
PLACED = ("ecp5", "gw5a")
GW5A_TITLE = ("FPGA place and route (Yosys + nextpnr; ECP5: synth_ecp5, {device}; GW5A: "
              "synth_gowin + nextpnr-himbaechel-gowin, GW5AST-138C, for the designs the ECP5 "
              "cannot hold or route in time), core only")


def placed_rows(rows: list[dict]) -> list[dict]:
    """The ECP5 and GW5A rows, a core's (identifier, architecture) rows together in the order
    of its first row, ECP5 before GW5A."""
    first: dict[tuple, int] = {}
    for i, r in enumerate(rows):
        first.setdefault((r["algorithm"], r["arch"], r.get("width")), i)
    rs = [r for r in rows if r["target"] in PLACED]
    return sorted(rs, key=lambda r: (first[(r["algorithm"], r["arch"], r.get("width"))],
                                     PLACED.index(r["target"])))


def _device(r: dict) -> str:
    return {"ecp5": "ECP5", "gw5a": "GW5A"}.get(r["target"], r["target"])


def _num(x: Any) -> float | None:
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


def _ratio(ours: Any, paper: Any) -> str:
    """A seed's figure with ours relative to it (cycles are comparable across devices)."""
    o, p = _num(ours), _num(paper)
    if p is None:
        return "–"
    return _fmt(p) + (f" (ours ×{o / p:.2f})" if o is not None and p else "")


def differs(r: dict, s: dict) -> str:
    """One line on why our cycles per block differ from a seed's (empty when they match)."""
    ours, paper = _num(r.get("cycles_long")), _num(s.get("cycles_long"))
    if ours is None or paper is None or ours == paper:
        return ""
    width, bb = r.get("width") or 32, r.get("block_bits") or 0
    if bb and ours == bb / width and ours > paper:
        return (f"ours is load-bound by the {width}-bit bus ({bb}/{width} = {ours:.0f} cycles per "
                f"block); the paper's {paper:.0f} assumes its own input path")
    return (f"another schedule: {ours:.0f} against {paper:.0f} cycles per block "
            f"(ours: {r.get('rtl') or 'rtl/<family>'}/CYCLES.md)")


def _per_area_seed(r: dict, s: dict, key: str) -> str:
    """A seed's throughput per area in its unit; ours/seed beside it when the units agree
    (kbit/s per GE of the asic target against an ASIC paper's)."""
    if not s.get(key):
        return "–"
    text = f"{_fmt(_num(s.get(key)))} {s.get('tp_area_unit')}"
    o, p = _num(r.get(key)), _num(s.get(key))
    if o and p and r.get("tp_area_unit") and r.get("tp_area_unit") == s.get("tp_area_unit"):
        text += f" (ours/seed {o / p:.2f})"
    return text


# "ASIC UMC 0.13 um CMOS" in a seed's device; "osu018_stdcells" (OSU 0.18 µm) or "sky130" in ours
_NODE_UM = re.compile(r"(\d+(?:\.\d+)?)\s*(?:um|µm)\b")
_NODE_LIB = ((re.compile(r"\bosu(\d)(\d\d)"), lambda m: float(f"{m[1]}.{m[2]}")),
             (re.compile(r"\bsky130"), lambda m: 0.13))


def node_um(device: Any) -> float | None:
    """The process node in µm named in a device text (a paper's or a library's), else None."""
    text = str(device or "")
    m = _NODE_UM.search(text)
    if m:
        return float(m[1])
    for pattern, value in _NODE_LIB:
        m = pattern.search(text)
        if m:
            return value(m)
    return None


def node_note(r: dict, s: dict) -> str:
    """One line when a seed's ASIC figures come from another process node than ours: its GE,
    MHz and ratios are then not like for like."""
    if s.get("technology") != "ASIC":
        return ""
    theirs, ours = node_um(s.get("device")), node_um(r.get("device"))
    if theirs is None or theirs == ours:
        return ""
    return (f"seed's node {theirs:g} µm against ours {ours:g} µm" if ours is not None
            else f"seed's node {theirs:g} µm, ours another library") + ": the ratios are not like for like"


def _seed_row(cols: list, r: dict, s: dict) -> list[str]:
    """A seed paper's row in our table's columns, with its table cited; cycles carry the
    ours/paper ratio; area and TP/area carry their own units (slices, GE: not ours)."""
    cell: dict[str, str] = {
        "algorithm": f"↳ seed {s.get('seed')}, {s.get('table')}",
        "arch": f"{s.get('design')}, {s.get('device')}",
        "luts": (f"{_fmt(_num(s.get('area')))} {s.get('area_unit')}" if s.get("area")
                 else f"{_fmt(_num(s.get('luts')))} LUT" if s.get("luts") else "–"),
        "ge": f"{_fmt(_num(s.get('area')))} {s.get('area_unit')}" if s.get("area") else "–",
        "area_um2": "–",
        "ffs": _fmt(_num(s.get("ffs"))), "brams": _fmt(_num(s.get("brams"))),
        "fmax_mhz": _fmt(_num(s.get("fmax_mhz"))),
        "cycles_long": _ratio(r.get("cycles_long"), s.get("cycles_long")),
        "cycles_short": _ratio(r.get("cycles_short"), s.get("cycles_short")),
        "tp_long_mbps": _fmt(_num(s.get("tp_long_mbps"))), "tp_short_mbps": _fmt(_num(s.get("tp_short_mbps"))),
        "tp_area_long": _per_area_seed(r, s, "tp_area_long"),
        "tp_area_short": _per_area_seed(r, s, "tp_area_short"),
        "note": "; ".join(x for x in (differs(r, s), node_note(r, s),
                                      f"cites {s['cited_from']}" if s.get("cited_from") else "") if x),
    }
    return [cell.get(g, "") if isinstance(g, str) else "" for _, g in cols]


def _note(r: dict) -> str:
    if r.get("errors"):
        return "FAILED: " + "; ".join(r["errors"])
    if r.get("placement"):
        return r["placement"]
    if (r.get("lanes") or 1) > 1:
        return (f"{r['lanes']} independent messages: cycles long per lane, TP long of all lanes "
                "busy; short = one message, worst phase")
    return ""


def our_tables(rows: list[dict], seeds: list[dict] | None = None) -> list[tuple[str, list[str], list[list[str]]]]:
    """One table per target, one row per identifier and architecture, and directly under it
    every row of data/seed_figures.csv for the same identifier and technology (FPGA, ASIC)."""
    out = []
    for target, (title, cols) in TABLES.items():
        rs = [r for r in rows if r["target"] == target]
        if target == "ecp5" and any(r["target"] == "gw5a" for r in rows):
            rs = placed_rows(rows)
            title = GW5A_TITLE.replace("{device}", next(
                (r["device"] for r in rs if r["target"] == "ecp5" and r.get("device")), "LFE5U-85F"))
            at = [c[1] for c in cols].index("arch") + 1
            cols = cols[:at] + [("device", _device)] + cols[at:]
            cols = [("BRAM [DP16KD; GW5A: BSRAM]", g) if g == "brams" else (h, g) for h, g in cols]
        if not rs:
            continue
        device = next((r.get("device") for r in rs if r.get("device") and r["target"] == target), "")
        if target == "asic" and any(g["target"] == "gates" for g in rows):
            # the weighted estimate beside the standard cells' GE, labelled as such
            est = {(g["algorithm"], g["arch"], g.get("width")): g.get("ge") for g in rows
                   if g["target"] == "gates"}
            at = [c[1] for c in cols].index("ge") + 1
            cols = cols[:at] + [("estimate [GE, target gates]",
                                 lambda r, est=est: est.get((r["algorithm"], r["arch"], r.get("width"))))] + cols[at:]
        if target == "ecp5" and any((r.get("seeds") or 1) > 1 for r in rs):
            # several nextpnr seeds: fmax is their median; the spread (max - min) beside it
            at = [c[1] for c in cols].index("fmax_mhz") + 1
            cols = cols[:at] + [("fmax spread [MHz]", "fmax_spread_mhz"), ("seeds [#]", "seeds")] + cols[at:]
            title += ", fmax: median over nextpnr seeds"
        cols = cols + [("note", "note")]
        body = []
        for i, r in enumerate(rs):
            body.append([_note(r) if g == "note" else _cell(r, g) for _, g in cols])
            nxt = rs[i + 1] if i + 1 < len(rs) else {}
            if (nxt.get("algorithm"), nxt.get("arch")) == (r["algorithm"], r["arch"]):
                continue                  # the seed rows once, under the core's last device
            for s in seeds or []:
                # a seed row that names an architecture (a design of ours measured by us, such as
                # a peer core) sits under that architecture's row only
                if s.get("algorithm") == r["algorithm"] and s.get("technology") == TECHNOLOGY[r["target"]] \
                        and (s.get("arch") or r["arch"]) == r["arch"]:
                    body.append(_seed_row(cols, r, s))
        out.append((title.format(device=device), [c[0] for c in cols], body))
    return out


GE_TITLE = "Gate-equivalent estimate vs standard cells"


def ge_estimate_table(rows: list[dict]) -> tuple[str, list[str], list[list[str]], str] | None:
    """Every core with both an asic and a gates row: the standard cells' GE, the weighted
    estimate's (flow/ge_weights.json) and estimate / standard cells, with one sentence on the
    ratios (median and range); None when no core has both."""
    est = {(g["algorithm"], g["arch"], g.get("width")): g for g in rows
           if g["target"] == "gates" and not g.get("errors") and _num(g.get("ge"))}
    pairs = [(a, est[k]) for a in rows if a["target"] == "asic" and not a.get("errors") and _num(a.get("ge"))
             and (k := (a["algorithm"], a["arch"], a.get("width"))) in est]
    if not pairs:
        return None
    headers = ["algorithm", "arch", "standard cells [GE]", "estimate [GE, target gates]",
               "estimate / standard cells [×]", "FF std cells / estimate [#]"]
    body, ratios = [], []
    for a, g in pairs:
        q = float(g["ge"]) / float(a["ge"])
        ratios.append(q)
        body.append([a["algorithm"], a["arch"], _fmt(a["ge"]), _fmt(g["ge"]), f"{q:.2f}",
                     f"{_fmt(a.get('ffs'))} / {_fmt(g.get('ffs'))}"])
    med = statistics.median(ratios)
    lo, hi = min(ratios), max(ratios)
    device = next((a.get("device") for a, _ in pairs if a.get("device")), "the standard cells")
    way = ("overstate" if med > 1 else "understate" if med < 1 else "match")
    sentence = (f"Over {len(pairs)} core{'s' if len(pairs) > 1 else ''} with both targets, the weighted "
                f"estimate is a median {med:.2f}× the standard-cell GE ({lo:.2f}× to {hi:.2f}×): "
                f"its hand-made weights {way} the area of {device}"
                + (f" by {abs(med - 1) * 100:.0f}% at the median." if way != "match" else "."))
    return GE_TITLE, headers, body, sentence


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

    # throughput vs area, log-log, Pareto front marked: ours (ECP5 LUT4) | published FPGA
    # figures (slices); the throughput axis is shared, the area axes keep their own units
    pub = [s for s in seeds if s.get("technology") == "FPGA" and _num(s.get("area")) and _num(s.get("tp_long_mbps"))]
    fig, axes = plt.subplots(1, 2, figsize=(13, 5.5), sharey=True)
    ax = axes[0]
    ours = [(float(r["luts"]), float(r["tp_long_mbps"]), f"{r['algorithm']}/{r['arch']}")
            for r in fpga if r.get("luts")]
    for r in fpga:
        if r.get("luts") and r.get("tp_short_mbps"):
            ax.scatter(r["luts"], r["tp_short_mbps"], marker="o", facecolors="none", edgecolors="tab:red", zorder=3)
    ax.scatter([p[0] for p in ours], [p[1] for p in ours], color="tab:blue", zorder=3, label="long message")
    ax.scatter([], [], marker="o", facecolors="none", edgecolors="tab:red", label="short message")
    ax.set(xscale="log" if ours else "linear", yscale="log" if ours or pub else "linear",
           xlabel="area [LUT4, core only]", ylabel="throughput [Mbit/s]", title="hashforge cores on ECP5 (this run)")
    if not ours:
        ax.text(.5, .5, "no ECP5 rows in this run", transform=ax.transAxes, ha="center")
    _pareto(ax, ours, "tab:blue")
    _labels(ax, ours)
    ax.legend(fontsize=8, loc="upper left")
    ax.grid(alpha=.3, which="both")
    ax = axes[1]
    theirs = [(float(s["area"]), float(s["tp_long_mbps"]), s["design"]) for s in pub]
    for seed, colour in (("002", "tab:gray"), ("001", "tab:green"), ("000", "tab:purple")):
        pts = [(float(s["area"]), float(s["tp_long_mbps"])) for s in pub if s["seed"] == seed]
        if pts:
            ax.scatter([p[0] for p in pts], [p[1] for p in pts], color=colour, label=f"seed {seed}", zorder=3)
    ax.set(xscale="log", xlabel="area [slices: Virtex-5 with wrapper (002), Virtex-II/4 (001), "
           "Spartan/Virtex-6 (000)]", title="published FPGA figures, long message")
    _pareto(ax, theirs, "tab:gray")
    _labels(ax, theirs)
    ax.legend(fontsize=8, loc="lower right")
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
            ax.legend(fontsize=7, loc="lower right")
    fig.tight_layout()
    pngs["tp_vs_length.png"] = _png(fig, plt)

    # RFSB throughput against block RAMs (as seed 000, Table 2): the lookup parallelism trades
    # BRAMs for throughput. Ours are the ECP5 rows: a DP16KD is 18 Kbit like the seed's
    # Spartan-6 BRAMs (xc7 counts 36 Kbit RAMB36 and is left out); one line per source, each
    # point named by its architecture
    rfsb = [s for s in seeds if s.get("algorithm") == "rfsb509" and s.get("technology") == "FPGA"
            and _num(s.get("brams")) and _num(s.get("tp_long_mbps"))]
    mine = [r for r in rows if r["algorithm"] == "rfsb509" and r.get("target") == "ecp5"
            and r.get("brams") is not None and r.get("tp_long_mbps")]
    if rfsb or mine:
        fig, ax = plt.subplots(figsize=(6.5, 4.5))
        pts = sorted((float(s["brams"]), float(s["tp_long_mbps"]), s.get("arch") or s["design"]) for s in rfsb)
        # the aes arch uses no BRAM of ours: drawn at 1 so that the log axis can show it
        own = sorted((max(float(r["brams"]), 1.0), float(r["tp_long_mbps"]), r["arch"]) for r in mine)
        # the table architectures as a line, the AES-based design (no table) as a point apart
        for p_, style, color, label in ((pts, "o", "tab:purple", "seed 000, Spartan-6 (18 Kbit BRAMs)"),
                                        (own, "s", "tab:blue", "ours, ECP5 LFE5U-85F (18 Kbit DP16KD; 0 drawn at 1)")):
            line = [p for p in p_ if p[2] != "aes"]
            ax.plot([p[0] for p in line], [p[1] for p in line], style + "-", color=color, label=label)
            ax.plot([p[0] for p in p_ if p[2] == "aes"], [p[1] for p in p_ if p[2] == "aes"], style, color=color)
        ax.set(xscale="log", yscale="log", xlabel="block RAMs [#]", ylabel="throughput [Mbit/s]",
               title="RFSB-509: throughput against block RAMs (as seed 000)")
        _labels(ax, pts + own)
        ax.grid(alpha=.3, which="both")
        ax.legend(fontsize=8, loc="upper left")
        fig.tight_layout()
        pngs["rfsb_tp_vs_brams.png"] = _png(fig, plt)

    # embedded: cycles per byte against ROM (code + tables): our microcontroller rows and the
    # seed's (hashforge.mcu.report)
    from ..mcu import report as mcu_report
    emb = results.get("embedded") or []
    if emb or any("MCU" in (s.get("technology") or "") for s in seeds):
        fig, ax = plt.subplots(figsize=(8, 5.5))
        mcu_report.plot(emb, seeds, ax, _labels, _rom)
        ax.set(xscale="log", yscale="log", xlabel="ROM [bytes, code + tables; RFSB-509 without its output filter]",
               ylabel="cycles (AVR) or instructions (RISC-V) per byte, long message",
               title="embedded: speed against ROM (lower left is better)")
        ax.grid(alpha=.3, which="both")
        ax.legend(fontsize=8, loc="upper right")
        fig.tight_layout()
        pngs["embedded_cpb_vs_rom.png"] = _png(fig, plt)

    # software: our instructions/byte against the best portable peer's (hashforge.bench.report)
    soft = [r for r in results.get("software") or [] if not r.get("error") and r.get("peer_instructions_per_byte")]
    if soft:
        from ..bench import report as bench_report
        fig, ax = plt.subplots(figsize=(8, 5.5))
        bench_report.plot(soft, ax, _labels)
        ax.grid(alpha=.3, which="both")
        ax.legend(fontsize=8, loc="lower right")
        fig.tight_layout()
        pngs["software_instructions_per_byte.png"] = _png(fig, plt)
    return pngs


def _rom(text: Any) -> float | None:
    """'602+16384' (code + table) -> 16986."""
    try:
        return float(sum(int(p) for p in str(text).split("+")))
    except ValueError:
        return None


def pareto_front(points: list[tuple]) -> list[tuple]:
    """The points no other point beats with less or equal area and more or equal throughput
    (x = area, y = throughput), in order of area."""
    front: list[tuple] = []
    for p in sorted(points, key=lambda p: (p[0], -p[1])):
        if not front or p[1] > front[-1][1]:
            front.append(p)
    return front


def _pareto(ax, points: list[tuple], colour: str, flip: bool = False) -> None:
    front = pareto_front(points)
    if len(front) < 2:
        return
    ys = [-p[1] if flip else p[1] for p in front]
    ax.step([p[0] for p in front], ys, where="post", color=colour, alpha=.5, linestyle="--",
            label="Pareto front")


def _labels(ax, points: list[tuple]) -> None:
    """Labels that do not overlap: each takes the first free place (right or left of its
    point, then further up or down) among boxes already placed, estimated from the text
    length; a label away from its point is tied to it by a thin line."""
    if not points:
        return
    ax.autoscale_view()                 # final limits: the display positions depend on them
    scale = ax.figure.dpi / 72.0        # points -> pixels
    boxes: list[tuple[float, float, float, float]] = []     # x0, y0, x1, y1 in pixels
    tries = [(3, 3), (-3, 3), (3, -9), (-3, -9)] + [(sx * 3, sy * k) for k in range(10, 70, 8)
                                                     for sy in (1, -1) for sx in (1, -1)]
    for x, y, name in sorted(points, key=lambda p: (-p[1], p[0])):
        px, py = ax.transData.transform((x, y))
        w, h = (3.4 * len(name) + 2) * scale, 8 * scale
        for ox, oy in tries:
            x0 = px + ox * scale - (w if ox < 0 else 0)
            y0 = py + oy * scale
            box = (x0, y0, x0 + w, y0 + h)
            if not any(box[0] < b[2] and b[0] < box[2] and box[1] < b[3] and b[1] < box[3] for b in boxes):
                break
        boxes.append(box)
        far = abs(oy) > 3
        ax.annotate(name, (x, y), xytext=(ox, oy), textcoords="offset points", fontsize=6,
                    ha="right" if ox < 0 else "left",
                    arrowprops={"arrowstyle": "-", "lw": .3, "color": "#999"} if far else None)


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
        "- TP/area = throughput / LUT count (Mbit/s per LUT4 on ECP5); block RAMs and DSPs are not "
        "converted into LUTs (no fair exchange rate exists) but named in the cell, e.g. "
        "\"0.12 (+2 BRAM)\", so a core that uses them is never taken for a cheaper one.",
        "",
        f"Area: {d.get('area', '')}. {results.get('wrapper', '')}",
        "xc7 rows are Yosys resource counts without timing; asic rows are standard cells of a "
        "Liberty library (area in µm², GE = area / the library's NAND2X1, fmax from OpenSTA on the "
        "better (area x delay) of an unconstrained mapping and one constrained at its critical path, "
        "TP/GE in kbit/s per GE); "
        "gates rows are an estimate: gate equivalents weighed by a hand-made table "
        "(src/hashforge/flow/ge_weights.json) and logic depth, without timing.",
    ]


def _versions(rows: list[dict]) -> dict[str, str]:
    v: dict[str, str] = {}
    for r in rows:
        v.update(r.get("tool_versions") or {})
        if r.get("simulator"):
            v["simulator"] = r["simulator"]
    return v


PLOT_NAMES = ("tp_vs_area.png", "tp_vs_length.png")


def _notes(results: dict) -> list[tuple[str, list[str], str]]:
    """What follows our tables, in both the Markdown and the HTML: (heading, items, "") for a
    list, ("", [], paragraph) for a paragraph."""
    rows = results["rows"]
    out: list[tuple[str, list[str], str]] = []
    errs = [r for r in rows if r.get("errors")]
    if errs:
        out.append(("Errors", [f"{r['algorithm']}/{r['arch']} {r['target']}: {'; '.join(r['errors'])}"
                               for r in errs], ""))
    if results.get("selection"):
        out.append(("", [], f"Selection: {results['selection']}."))
    if results.get("skipped"):
        out.append(("", [], "Registered cores without RTL (skipped): " +
                    ", ".join(f"{s['algorithm']}/{s['arch']}" for s in results["skipped"]) + "."))
    warn: dict[str, list[str]] = {}
    for r in rows:
        if r.get("latch_warnings"):
            warn.setdefault(f"{r['algorithm']}/{r['arch']}", []).extend(r["latch_warnings"])
    if warn:
        out.append(("", [], "Warnings: Yosys inferred latches (not fatal; `latch_warnings` in results.json) in " +
                    "; ".join(f"{k}: e.g. `{sorted(set(v))[0]}`" for k, v in warn.items()) + "."))
    return out


def _ours_keys(results: dict) -> set[tuple[str, str]]:
    """(algorithm, architecture or embedded variant) of every row we have."""
    keys = {(r["algorithm"], r["arch"]) for r in results["rows"]}
    return keys | {(r["algorithm"], r["variant"]) for r in results.get("embedded") or [] if not r.get("error")}


def _embedded_md(results: dict, seeds: list[dict]) -> list[str]:
    if not results.get("embedded"):
        return []
    from ..mcu import report as mcu_report
    out = []
    for title, headers, body, notes in mcu_report.tables(results["embedded"], seeds):
        out += [f"## {title}", "", _md_table(headers, body), ""] + [f"- {n}" for n in notes] + [""]
    return out


def _software_md(results: dict) -> list[str]:
    if not results.get("software"):
        return []
    from ..bench import report as bench_report
    title, headers, body, notes = bench_report.table(results["software"])
    return [f"## {title}", "", _md_table(headers, body), ""] + [f"- {n}" for n in notes] + [""]


def bus_table(results: dict) -> tuple[str, list[str], list[list[str]], str] | None:
    """The bus wrappers' cost (results["bus_wrappers"], hashforge.evaluation.evaluate.bus_rows):
    the representative core wrapped against its bare row, per wrapper and target."""
    rows = results.get("bus_wrappers") or []
    if not rows:
        return None
    headers = ["wrapper", "core", "target", "area wrapped", "area bare", "added", "added %",
               "FF wrapped", "FF bare", "fmax wrapped / bare (MHz)", "note"]
    body = [[f"{r['wrapper']} ({r['bus']})", f"{r['algorithm']}/{r['arch']}", r["target"],
             f"{_fmt(r['area'], 0)} {r['area_unit']}", _fmt(r["bare_area"], 0), _fmt(r["added"], 0),
             _fmt(r["added_pct"]), _fmt(r["ffs"], 0), _fmt(r["bare_ffs"], 0),
             f"{_fmt(r['fmax_mhz'])} / {_fmt(r['bare_fmax_mhz'])}", r["error"] or ""] for r in rows]
    sentence = ("The core inside each wrapper of rtl/bus (its generated hf_bus_core shim), "
                "synthesized as a whole (`hashforge synth ALGO --bus BUS`), against the core's own "
                "row: added = wrapped - bare, in the target's area unit. AXI4-Lite and Wishbone "
                "include the register file; AXI4-Stream adds only the TKEEP/TUSER bit count and "
                "the digest's TKEEP. One nextpnr seed unless --seeds: fmax differences of a few "
                "MHz are placement noise.")
    return "Bus wrappers' cost", headers, body, sentence


def side_tables(results: dict, seeds: list[dict]) -> list[tuple[str, list[str], list[list[str]], str]]:
    """The tables after our cores' own, each with its sentence: the frame's cost and the
    seeds compared without it (evaluation.frame), the bus wrappers' cost."""
    bus = bus_table(results)
    return [*frame.tables(results, seeds), *([bus] if bus else [])]


def write_markdown(results: dict, seeds: list[dict], plots: list[str] | None = None) -> str:
    rows = results["rows"]
    out = ["# hashforge evaluation report", ""] + _intro(results) + ["", "## Our cores", ""]
    for title, headers, body in our_tables(rows, seeds):
        out += [f"### {title}", "", _md_table(headers, body), ""]
    ge = ge_estimate_table(rows)
    if ge:
        title, headers, body, sentence = ge
        out += [f"### {title}", "", _md_table(headers, body), "", sentence, ""]
    for title, headers, body, sentence in side_tables(results, seeds):
        out += [f"### {title}", "", _md_table(headers, body), "", sentence, ""]
    for heading, items, para in _notes(results):
        if heading:
            out += [f"### {heading}", ""] + [f"- {x}" for x in items] + [""]
        else:
            out += [para, ""]
    out += _embedded_md(results, seeds)
    out += _software_md(results)
    out += ["Plots: " + ", ".join(f"[{n[:-4].replace('_', ' ')}]({n})" for n in (plots or PLOT_NAMES)) + ".", ""]
    out += ["## Tool versions", ""] + [f"- {k}: {v}" for k, v in sorted(_versions(rows).items())] + [""]
    out += ["## Published figures (seed papers; their devices and units, not ours)", "",
            "From data/seed_figures.csv, transcribed from the papers' tables. 'ours' marks an "
            "algorithm that has a row above (in the named architecture, where the design is one "
            "of ours). Different devices, tools and area units: compare "
            "trends, not numbers.", ""]
    for title, headers, body in seed_tables(seeds, _ours_keys(results)):
        out += [f"### {title}", "", _md_table(headers, body), ""]
    out += ["## Reproduce", "", "```", results.get("command", "hashforge eval"), "```", "",
            "Each row's own command (`synth_command` in results.json/results.csv) re-runs one synthesis.", ""]
    return "\n".join(out)


LONG_CELL = 60     # characters: longer text cells may wrap anywhere (class "w")


def _html_cell(text: str) -> str:
    # a failed job's log path or a critical path's net names would otherwise widen the main
    # table past the page; numbers and short text keep their cells whole
    cls = " class='w'" if len(text) > LONG_CELL else ""
    return f"<td{cls}>{html.escape(text)}</td>"


def _html_table(headers: list[str], body: list[list[str]]) -> str:
    h = "".join(f"<th>{html.escape(x)}</th>" for x in headers)
    # a seed paper's row under ours (first cell "↳ seed ...") is set apart by its style
    b = "".join(("<tr class='seed'>" if str(row[0]).startswith("↳") else "<tr>")
                + "".join(_html_cell(str(c)) for c in row) + "</tr>" for row in body)
    return f"<table><thead><tr>{h}</tr></thead><tbody>{b}</tbody></table>"


def write_html(results: dict, seeds: list[dict], pngs: dict[str, bytes]) -> str:
    rows = results["rows"]
    parts = ["<!doctype html><html><head><meta charset='utf-8'><title>hashforge evaluation report</title>",
             "<style>body{font-family:sans-serif;max-width:1300px;margin:2em auto;padding:0 1em}"
             "table{border-collapse:collapse;margin:1em 0;font-size:13px}"
             "th,td{border:1px solid #bbb;padding:3px 7px;text-align:right}"
             "td.w{overflow-wrap:anywhere;min-width:9em}"
             "th{background:#eee}td:first-child,td:nth-child(2){text-align:left}"
             "section.pub{background:#f7f7f2;padding:.5em 1em;border-left:4px solid #aa9}"
             "tr.seed td{background:#f7f7f2;color:#555;font-style:italic}"
             "img{max-width:100%}</style></head><body>",
             "<h1>hashforge evaluation report</h1>"]
    intro = _intro(results)
    paras = [html.escape(x).replace("**", "") for x in intro if x and not x.startswith("- ")]
    items = [html.escape(x[2:]).replace("**", "") for x in intro if x.startswith("- ")]
    parts.append("<p>" + "</p><p>".join(paras) + "</p>")
    parts.append("<ul>" + "".join(f"<li>{x}</li>" for x in items) + "</ul>")
    parts.append("<h2>Our cores</h2>")
    for title, headers, body in our_tables(rows, seeds):
        parts.append(f"<h3>{html.escape(title)}</h3>" + _html_table(headers, body))
    ge = ge_estimate_table(rows)
    if ge:
        title, headers, body, sentence = ge
        parts.append(f"<h3>{html.escape(title)}</h3>" + _html_table(headers, body)
                     + f"<p>{html.escape(sentence)}</p>")
    for title, headers, body, sentence in side_tables(results, seeds):
        parts.append(f"<h3>{html.escape(title)}</h3>" + _html_table(headers, body)
                     + f"<p>{html.escape(sentence)}</p>")
    for heading, items, para in _notes(results):
        if heading:
            parts.append(f"<h3>{html.escape(heading)}</h3><ul>"
                         + "".join(f"<li>{html.escape(x)}</li>" for x in items) + "</ul>")
        else:
            parts.append(f"<p>{html.escape(para)}</p>")
    if results.get("embedded"):
        from ..mcu import report as mcu_report
        for title, headers, body, notes in mcu_report.tables(results["embedded"], seeds):
            parts.append(f"<h2>{html.escape(title)}</h2>" + _html_table(headers, body) + "<ul>"
                         + "".join(f"<li>{html.escape(n)}</li>" for n in notes) + "</ul>")
    if results.get("software"):
        from ..bench import report as bench_report
        title, headers, body, notes = bench_report.table(results["software"])
        parts.append(f"<h2>{html.escape(title)}</h2>" + _html_table(headers, body) + "<ul>"
                     + "".join(f"<li>{html.escape(n)}</li>" for n in notes) + "</ul>")
    for name, data in pngs.items():
        parts.append(f"<h3>{html.escape(name[:-4].replace('_', ' '))}</h3>"
                     f"<img alt='{name}' src='data:image/png;base64,{base64.b64encode(data).decode()}'>")
    parts.append("<h2>Tool versions</h2><ul>" + "".join(
        f"<li>{html.escape(k)}: {html.escape(v)}</li>" for k, v in sorted(_versions(rows).items())) + "</ul>")
    parts.append("<section class='pub'><h2>Published figures (seed papers; their devices and units, not ours)</h2>"
                 "<p>From data/seed_figures.csv. 'ours' marks an algorithm that has a row above "
                 "(in the named architecture, where the design is one of ours).</p>")
    for title, headers, body in seed_tables(seeds, _ours_keys(results)):
        parts.append(f"<h3>{html.escape(title)}</h3>" + _html_table(headers, body))
    parts.append("</section><h2>Reproduce</h2><pre>" + html.escape(results.get("command", "")) + "</pre></body></html>")
    return "\n".join(parts)


def write_csv(rows: list[dict], path: Path) -> None:
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, CSV_FIELDS, extrasaction="ignore")
        w.writeheader()
        for r in rows:
            w.writerow({k: ("; ".join(r[k]) if k == "errors" else r.get(k)) for k in CSV_FIELDS})


def _plotted_software(results: dict) -> list:
    """What the software plot shows (not the timed figures, which change every run)."""
    return [(r["algorithm"], r.get("instructions_per_byte"), r.get("peer_instructions_per_byte"))
            for r in results.get("software") or []]


def _previous_plots(outdir: Path, key: str) -> dict[str, bytes] | None:
    try:
        old = json.loads((outdir / "results.json").read_text())
        if old.get("plots_key") != key:
            return None
        return {n: (outdir / n).read_bytes() for n in old["plots"]}
    except (OSError, ValueError, KeyError, TypeError):
        return None


def write_report(results: dict, outdir: Path, seeds: list[dict] | None = None) -> list[Path]:
    outdir = Path(outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    seeds = load_seed_figures() if seeds is None else seeds
    # the plots are most of a cached re-run's time (matplotlib): drawn again only when what
    # they show (the rows, the seed figures) or this module changed, else read back
    key = hashlib.sha256(json.dumps([results["rows"], seeds, Path(__file__).read_bytes().hex(),
                                     _plotted_software(results)],
                                    sort_keys=True, default=str).encode()).hexdigest()[:32]
    pngs = _previous_plots(outdir, key)
    if pngs is None:
        pngs = _plots(results, seeds)
    written = []
    data = dict(results)
    data["plots_key"], data["plots"] = key, list(pngs)
    data["published"] = {"source": "data/seed_figures.csv", "rows": seeds}
    (outdir / "results.json").write_text(json.dumps(data, indent=2, default=str))
    write_csv(results["rows"], outdir / "results.csv")
    (outdir / "report.md").write_text(write_markdown(results, seeds, list(pngs)))
    (outdir / "report.html").write_text(write_html(results, seeds, pngs))
    for name, png in pngs.items():
        (outdir / name).write_bytes(png)
    for n in ("results.json", "results.csv", "report.md", "report.html", *pngs):
        written.append(outdir / n)
    return written
