"""The software part of `hashforge eval`: instructions/byte under callgrind (deterministic,
cached) beside the best portable peer's figure, with the time-stamp-counter figures of
`hashforge bench`, one table and one plot (ours against the peer, log-log).

Which identifiers: --quick, the ones data/software_peers.csv gives a peer for (about 15 s of
callgrind on two cores the first time, nothing once cached); --full, every identifier; an
evaluation of chosen identifiers or families (`hashforge eval sha256`), those. The
timed figures are taken after the evaluation's other jobs are done (serially, --repeat 5), so
they do not share the CPU with synthesis; they are still wall-time figures of a machine that
may be busy.
"""
from __future__ import annotations

from typing import Any, Callable

from . import callgrind

REPEAT = 5


def selection(full: bool, names: list[str] | None = None) -> list[str]:
    """names (`hashforge eval`'s selection) when given, else the default of --quick or --full."""
    from .. import algorithms
    if names is not None:
        return list(names)
    return algorithms() if full else callgrind.default_selection()


def collect(full: bool = False, use_cache: bool = True, jobs: int | None = None, timed: bool = True,
            measure_speed: Callable[..., dict] | None = None, names: list[str] | None = None) -> list[dict[str, Any]]:
    """The software rows (of `names` when given): callgrind counts (an error row when
    valgrind or gcc is missing) with the timed figures of hashforge bench merged in."""
    names = selection(full, names)
    try:
        rows = callgrind.collect(names, jobs, use_cache)
    except callgrind.BenchError as exc:           # a tool is missing: every row says so
        rows = [callgrind.error_row(a, str(exc)) for a in names]
    if timed:
        if measure_speed is None:
            from .speed import measure as measure_speed
        for r in rows:
            s = measure_speed(r["algorithm"], REPEAT)
            for k in ("cycles_per_byte_long", "cycles_per_byte_0", "cycles_per_byte_64", "mb_per_s_long",
                      "hashlib_ratio", "cpu", "timer"):
                r[k] = s.get(k)
    return rows


def failed(r: dict[str, Any]) -> bool:
    """A row that counts as a failure of the evaluation (a missing tool does not)."""
    return bool(r.get("error")) and "is not installed" not in r["error"]


def _f(x: Any, nd: int = 1) -> str:
    return "–" if x is None else f"{x:,.{nd}f}"


HEADERS = ["algorithm", "ours [instr/B]", "best portable peer [instr/B]", "ratio (ours / peer)",
           "ours, reference C [instr/B]", "ours 0-byte message [instr]", "cycles/byte long [TSC]",
           "cycles 0 B [TSC]", "MB/s long",
           "time / hashlib's", "note"]


def table(rows: list[dict[str, Any]]) -> tuple[str, list[str], list[list[str]], list[str]]:
    cc = next((r.get("compiler") for r in rows if r.get("compiler")), "")
    vg = next((r.get("valgrind") for r in rows if r.get("valgrind")), "")
    cpu = next((r.get("cpu") for r in rows if r.get("cpu")), "")
    title = (f"Software: the C library (optimized build: c/low/<family>/<family>_opt.c where a family has it) on "
             f"{cpu or 'this machine'}, {cc} -O2, {vg}")
    body = []
    for r in rows:
        if r.get("error"):
            body.append([r["algorithm"]] + ["–"] * 5 + [_f(r.get("cycles_per_byte_long"), 2),
                        _f(r.get("cycles_per_byte_0"), 0), _f(r.get("mb_per_s_long")), _f(r.get("hashlib_ratio"), 2),
                        f"ERROR: {r['error']}"])
            continue
        ratio = r.get("ratio")
        note = "" if ratio is None else ("above 1.5x the peer's figure" if ratio > 1.5
                                         else "above the peer" if ratio > 1.0 else "at or below the peer")
        body.append([r["algorithm"], _f(r.get("instructions_per_byte")), _f(r.get("peer_instructions_per_byte"), 0),
                     "–" if ratio is None else f"{ratio:.2f}",
                     _f(r.get("ref_instructions_per_byte", r.get("instructions_per_byte"))), _f(r.get("ir_empty"), 0),
                     _f(r.get("cycles_per_byte_long"), 2), _f(r.get("cycles_per_byte_0"), 0),
                     _f(r.get("mb_per_s_long")), _f(r.get("hashlib_ratio"), 2), note])
    with_peer = [r for r in rows if r.get("ratio") is not None]
    notes = [
        "instructions/byte: valgrind callgrind, (Ir(64 KiB) - Ir(0 B)) / 65536 of init + update + final "
        "(python -m hashforge.bench.callgrind; make bench); the library and its driver built with gcc -O2; "
        "ours: the default build (make -C c, IMPL=opt), reference C: make -C c IMPL=ref.",
        "best portable peer: the fastest portable C of sphlib 3.0, XKCP, OpenSSL, ascon-c, SPARKLE's "
        "optimized C, SUPERCOP's rfsb509 (gcc -O2, 64 KiB, callgrind, measured 2026-11-22 on this machine): "
        "data/software_peers.csv.",
        f"{sum(r['ratio'] > 1.0 for r in with_peer)} of {len(with_peer)} identifiers above their peer, "
        f"{sum(r['ratio'] > 1.5 for r in with_peer)} above 1.5x, the ceiling the optimized C aims at.",
        "cycles: the time-stamp counter (rdtsc in C around the calls, as SUPERCOP; it ticks at the nominal "
        f"frequency), median of {REPEAT} runs (hashforge bench); MB/s from wall time; time / hashlib's: "
        "our 64 KiB time over OpenSSL's through hashlib, SHA-2 and SHA-3/SHAKE only. Wall-time figures "
        "depend on the machine's load; instruction counts do not.",
    ]
    return title, HEADERS, body, notes


def plot(rows: list[dict[str, Any]], ax, labels: Callable) -> None:
    """Our instructions/byte against the peer's, log-log, with the lines ours = peer and
    ours = 1.5 x peer."""
    pts = [(float(r["peer_instructions_per_byte"]), float(r["instructions_per_byte"]), r["algorithm"])
           for r in rows if not r.get("error") and r.get("peer_instructions_per_byte")]
    if not pts:
        return
    ax.scatter([p[0] for p in pts], [p[1] for p in pts], color="tab:blue", zorder=3,
               label="hashforge (optimized build)")
    x0, x1 = min(p[0] for p in pts) / 1.5, max(p[0] for p in pts) * 1.5
    y0, y1 = min(x0, min(p[1] for p in pts) / 1.5), max(1.5 * x1, max(p[1] for p in pts) * 2)
    ax.plot([x0, x1], [x0, x1], "k-", lw=.8, label="ours = peer")
    ax.plot([x0, x1], [1.5 * x0, 1.5 * x1], "k--", lw=.8, label="ours = 1.5 x peer (the ceiling aimed at)")
    ax.set(xscale="log", yscale="log", xlim=(x0, x1), ylim=(y0, y1),
           xlabel="best portable peer [instructions/byte, callgrind]",
           ylabel="hashforge [instructions/byte, callgrind]",
           title="software: instructions per byte, 64 KiB message (below the lines is better)")
    labels(ax, pts)
