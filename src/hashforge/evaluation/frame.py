"""The cores without their stream frame (`hashforge synth ALGO --no-frame`): the datapath's own
figures beside the framed ones, the frame's cost as the difference, and the two seed tables
that compare on that basis -- seed 002's with- and without-wrapper pair (Table 4, "-w" and
"-nw") and seed 001's "Large" throughput (Table 1: f·k·w, a whole block per round)."""
from __future__ import annotations

from typing import Any

from ..flow import metrics

# the targets a no-frame twin is synthesized for: the ASIC standard cells and the ECP5
NO_FRAME_TARGETS = ("asic", "ecp5")

Table = tuple[str, list[str], list[list[str]], str]


def datapath_cycles(core) -> int | None:
    """Cycles per block of the datapath fed a whole block at once: the long-message schedule
    with a block-wide bus (no load bound), which is seed 001's k (blocks per round)."""
    try:
        return int(core.schedule.long(core, core.block_bits))
    except (AttributeError, ValueError, ZeroDivisionError, KeyError, TypeError):
        return None


def _num(x: Any) -> float | None:
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


def fields(core, target: str, framed: dict, syn: dict | None, error: str | None) -> dict:
    """A row's `no_frame` entry: the datapath's area, FFs, fmax, its long-message throughput
    at its own cycles per block, and the frame's cost (framed - no frame)."""
    syn = syn or {}
    area = syn.get("ge") if target == "asic" else syn.get("luts")
    fmax = syn.get("fmax_mhz")
    cyc = datapath_cycles(core)
    lanes = getattr(core, "lanes", 1)
    tp = metrics.throughput_long(core.block_bits * lanes, fmax, cyc)
    per = metrics.per_area(tp, area)
    fa, a = _num(framed.get("area")), _num(area)
    ff_f, ff = _num(framed.get("ffs")), _num(syn.get("ffs"))
    return {
        "area": area, "ffs": syn.get("ffs"), "fmax_mhz": fmax, "area_um2": syn.get("area_um2"),
        "cycles_block": cyc,
        "tp_long_mbps": None if tp is None else round(tp, 1),
        "tp_area_long": None if per is None else round(per * (1000 if target == "asic" else 1), 4),
        "frame_area": None if fa is None or a is None else round(fa - a, 1),
        "frame_pct": None if fa is None or a is None or not fa else round(100 * (fa - a) / fa, 1),
        "frame_ffs": None if ff_f is None or ff is None else int(ff_f - ff),
        "synth_command": syn.get("command"), "error": error,
    }


def _f(x: Any, nd: int = 1) -> str:
    v = _num(x)
    if v is None:
        return "–"
    return f"{v:,.0f}" if nd == 0 or abs(v) >= 1000 else f"{v:,.{nd}f}"


def _ratio(ours: Any, seed: Any) -> str:
    o, s = _num(ours), _num(seed)
    return f"{o / s:.2f}" if o is not None and s else "–"


def _ours(rows: list[dict], algorithm: str, arch: str, target: str) -> dict | None:
    return next((r for r in rows if r["algorithm"] == algorithm and r["target"] == target
                 and (not arch or r["arch"] == arch) and r.get("no_frame")), None)


def frame_table(rows: list[dict]) -> Table | None:
    """Every row with a no-frame twin: framed and no-frame area, FFs and fmax, the frame's cost."""
    rs = [r for r in rows if r.get("no_frame")]
    if not rs:
        return None
    headers = ["algorithm", "arch", "target", "area framed", "area no frame", "frame [area, %]",
               "FF framed / no frame", "fmax framed / no frame [MHz]", "cycles/block framed / datapath",
               "TP long no frame [Mbit/s]", "note"]
    body = []
    for r in rs:
        n = r["no_frame"]
        unit = r.get("area_unit") or ""
        body.append([r["algorithm"], r["arch"], r["target"], f"{_f(r.get('area'), 0)} {unit}",
                     _f(n["area"], 0), f"{_f(n['frame_area'], 0)} ({_f(n['frame_pct'])}%)",
                     f"{_f(r.get('ffs'), 0)} / {_f(n['ffs'], 0)}",
                     f"{_f(r.get('fmax_mhz'))} / {_f(n['fmax_mhz'])}",
                     f"{_f(r.get('cycles_long'), 0)} / {_f(n['cycles_block'], 0)}",
                     _f(n["tp_long_mbps"]), n["error"] or ""])
    sentence = ("No frame: the core without hf_pad and hf_ser (`hashforge synth ALGO --no-frame`); "
                "the block, its flags and the digest chunk are whole-width ports (ASIC: input and "
                "output delay 0 at the clock edge; ECP5: each port bit registered by the wrapper, "
                "whose cells are subtracted). Frame = framed - no frame. The datapath's cycles per "
                "block are its schedule with a block-wide bus; its TP long = block bits x fmax / "
                "those cycles.")
    return "Without the stream frame: the datapath and the frame's cost", headers, body, sentence


def seed002_table(rows: list[dict], seeds: list[dict]) -> Table | None:
    """Seed 002 Table 4's -w / -nw pair (Virtex-5 slices) beside our ECP5 framed / no-frame
    pair (LUT4): the frame's share of the area and its effect on fmax, each in its own unit."""
    body = []
    for s in seeds:
        if s.get("seed") != "002" or not s.get("area_nw"):
            continue
        r = _ours(rows, s["algorithm"], s.get("arch") or "", "ecp5")
        if r is None:
            continue
        n = r["no_frame"]
        sw, snw = _num(s.get("area")), _num(s.get("area_nw"))
        body.append([s["design"], f"{r['algorithm']}/{r['arch']}",
                     _f(sw, 0), _f(snw, 0), f"{_f(100 * (sw - snw) / sw)}%" if sw and snw else "–",
                     f"{_f(s.get('fmax_mhz'))} / {_f(s.get('fmax_nw_mhz'))}",
                     _f(r.get("area"), 0), _f(n["area"], 0), f"{_f(n['frame_pct'])}%",
                     f"{_f(r.get('fmax_mhz'))} / {_f(n['fmax_mhz'])}", n["error"] or ""])
    if not body:
        return None
    headers = ["seed 002 design", "ours", "seed -w [slices]", "seed -nw [slices]", "seed wrapper share",
               "seed fmax -w / -nw [MHz]", "ours framed [LUT4]", "ours no frame [LUT4]", "our frame share",
               "our fmax framed / no frame [MHz]", "note"]
    sentence = ("Seed 002's wrapper (its padder, 32-bit I/O and counters) against our frame (hf_pad, "
                "hf_ser): each as a share of its own design's area, Virtex-5 slices against ECP5 "
                "LUT4, so the shares compare and the counts do not.")
    return "With and without the frame, beside seed 002 Table 4 (-w / -nw)", headers, body, sentence


def seed001_table(rows: list[dict], seeds: list[dict]) -> Table | None:
    """Seed 001 Table 1's 'Large' figure (f·k·w: the long-message limit, a whole block per
    round) beside our no-frame ASIC datapath at its own cycles per block, and our framed W=32
    long-message figure (the bus-bound one) too; kbit/s per GE and ours/seed."""
    body = []
    for s in seeds:
        if s.get("seed") != "001" or s.get("technology") != "ASIC" or not s.get("arch") \
                or not s.get("tp_area_long"):
            continue
        r = _ours(rows, s["algorithm"], s["arch"], "asic")
        if r is None:
            continue
        n = r["no_frame"]
        body.append([s["design"], f"{r['algorithm']}/{r['arch']}",
                     f"{_f(s.get('area'), 0)} / {_f(s.get('fmax_mhz'))} / {_f(s.get('tp_long_mbps'))}",
                     _f(s.get("tp_area_long")),
                     f"{_f(n['area'], 0)} / {_f(n['fmax_mhz'])} / {_f(n['tp_long_mbps'])}",
                     _f(n["tp_area_long"]), _ratio(n["tp_area_long"], s.get("tp_area_long")),
                     f"{_f(r.get('area'), 0)} / {_f(r.get('fmax_mhz'))} / {_f(r.get('tp_long_mbps'))}",
                     _f(r.get("tp_area_long")), _ratio(r.get("tp_area_long"), s.get("tp_area_long")),
                     n["error"] or ""])
    if not body:
        return None
    headers = ["seed 001 design", "ours", "seed GE / MHz / Large Mbit/s", "seed Large [kbit/s per GE]",
               "ours no frame GE / MHz / Mbit/s", "ours no frame [kbit/s per GE]", "ours/seed",
               f"ours framed W={rows[0].get('width') or 32} GE / MHz / TP long Mbit/s",
               "ours framed [kbit/s per GE]", "ours/seed (framed)", "note"]
    sentence = ("Seed 001's 'Large' throughput is the core's limit f·k·w with a whole block per "
                "round, no I/O: our no-frame datapath at its schedule's cycles per block is the "
                "same basis, on the same 0.18 µm node (OSU cells against the seed's library, "
                "post-synthesis both). The framed figure is bounded by our bus width.")
    return "Seed 001 Table 1 'Large' beside our datapath without the frame", headers, body, sentence


def tables(results: dict, seeds: list[dict]) -> list[Table]:
    rows = results.get("rows") or []
    return [t for t in (frame_table(rows), seed001_table(rows, seeds), seed002_table(rows, seeds)) if t]
