"""`hashforge eval`: every core and architecture -> simulation (KATs + cycles), synthesis,
place and route -> report/.  Jobs run in parallel (2 by default) and are cached."""
from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from .. import paths
from ..errors import EXIT_FAIL, EXIT_OK, PROG
from . import cache, metrics, targets
from .design import Design
from .synth import cache_key as synth_key, synthesize
from .tools import FlowError


@dataclass
class Job:
    kind: str                   # "sim" or "synth"
    label: str
    run: Callable[[], dict]
    cached: bool = False
    result: dict | None = None
    error: str | None = None
    seconds: float = 0.0


class Progress:
    """One line per event on stderr: what runs, what is cached, what finished."""

    def __init__(self, total: int, stream=None):
        self.total, self.done = total, 0
        self.stream = stream or sys.stderr
        self.lock = threading.Lock()
        self.t0 = time.monotonic()

    def say(self, state: str, job: Job, extra: str = "") -> None:
        with self.lock:
            if state in ("done", "cached", "FAILED"):
                self.done += 1
            t = time.monotonic() - self.t0
            print(f"[{t:6.1f}s {self.done:>3}/{self.total}] {state:<7} {job.kind:<5} {job.label}"
                  + (f"  {extra}" if extra else ""), file=self.stream, flush=True)


# ---------------------------------------------------------------- simulation (cached)

def _tree_digest(roots: list[Path], h) -> None:
    for root in roots:
        if root.is_file():
            files, base = [root], root.parent
        elif root.is_dir():
            files = sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
            base = root.parent
        else:
            continue
        for p in files:
            h.update(str(p.relative_to(base)).encode() + b"\0")
            h.update(p.read_bytes())


_HW_DIGEST: str | None = None


def hw_digest() -> str:
    """Everything a simulation result depends on: RTL, bench, simulation driver, KATs."""
    global _HW_DIGEST
    if _HW_DIGEST is None:
        import hashforge.hw as hw
        h = hashlib.sha256()
        _tree_digest([Path(hw.__file__).parent, paths.rtl_dir(), paths.kat_dir()], h)
        _HW_DIGEST = h.hexdigest()
    return _HW_DIGEST


def sim_key(algorithm: str, arch: str, width: int) -> str:
    return cache.key_of({"kind": "sim", "algorithm": algorithm, "arch": arch, "width": width,
                         "hw": hw_digest(), "python": sys.version.split()[0]})


def simulate(algorithm: str, arch: str, width: int, use_cache: bool = True) -> dict:
    key = sim_key(algorithm, arch, width)
    hit = cache.hit("simres", key) if use_cache else None
    if hit is not None:
        return hit
    work = cache.workdir("simres")
    out = work / "sim.json"
    cmd = [sys.executable, "-m", "hashforge.flow.simjob", algorithm, arch, str(width), str(out)]
    t0 = time.monotonic()
    proc = subprocess.run(cmd, cwd=work, capture_output=True, text=True, check=False)
    (work / "sim.log").write_text(proc.stdout + proc.stderr)
    if proc.returncode != 0 or not out.exists():
        lines = [ln for ln in (proc.stderr or proc.stdout).strip().splitlines() if ln.strip()]
        # simjob's own message (hashforge: ...) if it wrote one, else the last line (a traceback's)
        said = [ln.removeprefix(f"{PROG}: ") for ln in lines if ln.startswith(f"{PROG}: ")]
        why = said[0] if said else (lines[-1] if lines else f"exit {proc.returncode}")
        raise FlowError(f"simulation of {algorithm}/{arch} failed: {why} (log: {work / 'sim.log'})")
    result = json.loads(out.read_text())
    command = f"hashforge sim {algorithm} --arch {arch}" + (f" --width {width}" if width != 32 else "")
    result.update({"cached": False, "cache_key": key, "elapsed_s": round(time.monotonic() - t0, 1),
                   "command": command})
    cache.store("simres", key, result)
    return result


# ---------------------------------------------------------------- rows

AREA_UNIT = {"ecp5": "LUT4", "xc7": "LUT6", "asic": "GE"}


def make_row(core, arch: str, width: int, target: str, sim: dict | None, syn: dict | None,
             errors: list[str]) -> dict[str, Any]:
    import hashforge
    try:
        info = hashforge.algorithm_info(core.algorithm)
        family = info.family
    except (ValueError, AttributeError):
        family = ""
    bb = core.block_bits
    cl = sim.get("cycles_per_block_long") if sim else None
    cs = sim.get("cycles_short_message") if sim else None
    fmax = syn.get("fmax_mhz") if syn else None
    area = (syn.get("ge") if target == "asic" else syn.get("luts")) if syn else None
    tpl, tps = metrics.throughput_long(bb, fmax, cl), metrics.throughput_short(bb, fmax, cs)
    rnd = lambda x, n=1: None if x is None else round(x, n)  # noqa: E731
    row = {
        "algorithm": core.algorithm, "family": family, "arch": arch, "width": width, "target": target,
        "top": core.top, "block_bits": bb, "digest_bits": core.digest_bits,
        "device": syn.get("device") if syn else None,
        "area": area, "area_unit": AREA_UNIT[target],
        "luts": syn.get("luts") if syn else None, "ffs": syn.get("ffs") if syn else None,
        "brams": syn.get("brams") if syn else None, "dsps": syn.get("dsps") if syn else None,
        "fmax_mhz": fmax,
        "ge": syn.get("ge") if syn else None, "logic_depth": syn.get("logic_depth") if syn else None,
        "cells": syn.get("cells") if syn else None,
        "cycles_long": cl, "cycles_short": cs,
        "bits_per_cycle_long": rnd(metrics.bits_per_cycle(bb, cl), 3),
        "bits_per_cycle_short": rnd(metrics.bits_per_cycle(bb, cs), 3),
        "tp_long_mbps": rnd(tpl), "tp_short_mbps": rnd(tps),
        "tp_area_long": rnd(metrics.per_area(tpl, area), 4),
        "tp_area_short": rnd(metrics.per_area(tps, area), 4),
        "tp_area_unit": f"Mbit/s per {AREA_UNIT[target]}" if target != "asic" else None,
        "kat_passed": sim.get("kat_passed") if sim else None,
        "kat_failed": sim.get("kat_failed") if sim else None,
        "random_failed": sim.get("random_failed") if sim else None,
        "cycles_match_formula": sim.get("cycles_match_formula") if sim else None,
        "simulator": (f"{sim.get('simulator')} {sim.get('simulator_version', '')}".strip() if sim else None),
        "timing": syn.get("timing") if syn else None,
        "latch_warnings": syn.get("latch_warnings") if syn else None,
        "critical_path": syn.get("critical_path") if syn else None,
        "tool_versions": syn.get("tool_versions") if syn else None,
        "synth_command": syn.get("command") if syn else None,
        "sim_command": sim.get("command") if sim else None,
        "cached": bool(sim and sim.get("cached") and syn and syn.get("cached")),
        "errors": errors,
    }
    return row


# ---------------------------------------------------------------- the main job

def representatives(selected: list[tuple]) -> list[tuple]:
    """Default selection: one identifier per datapath (core.datapath, else the top module)
    and architecture -- the variants of a datapath (SHA-224 of SHA-256, the Keccak rates and
    paddings) differ in constants only, as in seed 002, which gives one Keccak area for all
    four digest sizes; SHA-256 and SHA-512 share one parameterized core but not a datapath.
    Prefer an identifier the seed papers tabulate, then a 256-bit digest (the usual comparison
    point), then registry order.  --all takes every identifier."""
    from .report import load_seed_figures
    published = {s.get("algorithm") for s in load_seed_figures()}
    groups: dict[tuple, list[tuple]] = {}
    for item in selected:
        core = item[2]
        groups.setdefault((core.datapath or core.top, core.arch), []).append(item)
    chosen = []
    for items in groups.values():
        ranked = sorted(items, key=lambda i: (i[0] not in published, i[2].digest_bits != 256))
        chosen.append(ranked[0])
    return [i for i in selected if i in chosen]


def evaluate(mode: str = "quick", jobs: int = 2, width: int = 32, out: Path | None = None,
             only: list[str] | None = None, use_cache: bool = True, stream=None,
             command: str | None = None, registry=None, sim_fn=None,
             target_list: list[str] | None = None, all_variants: bool = False) -> tuple[dict, int]:
    """registry (default hashforge.hw.cores), sim_fn (default simulate) and target_list are
    there for tests."""
    if registry is None:
        from hashforge.hw import cores as registry
    cores = registry
    sim_fn = sim_fn or simulate
    tlist = target_list or (["ecp5"] if mode == "quick" else list(targets.TARGETS))
    selected, skipped = [], []
    for algo in cores.identifiers():
        if only and not any(algo == s or algo.startswith(s) for s in only):
            continue
        for arch in cores.archs(algo):
            core = cores.get(algo, arch)
            missing = [str(p) for p in core.sources if not Path(p).is_file()]
            why = f"missing {', '.join(Path(m).name for m in missing)}"
            if not missing:
                try:
                    Design.from_core(core, width).headers()
                except FlowError as exc:          # an `include that names no file
                    missing, why = [str(exc)], str(exc)
            if missing:      # registered but its RTL is not there (yet): say so, do not fail
                skipped.append({"algorithm": algo, "arch": arch, "missing": missing})
                print(f"skipped {algo}/{arch}: {why}", file=stream or sys.stderr)
                continue
            selected.append((algo, arch, core))
    if not only and not all_variants:
        selected = representatives(selected)
    if only and not selected:
        raise FlowError(f"no core matches {', '.join(only)} (cores: {', '.join(cores.identifiers())})")

    sim_jobs: dict[tuple, Job] = {}
    syn_jobs: dict[str, Job] = {}          # by cache key: identical designs run once
    syn_of: dict[tuple, str] = {}
    for algo, arch, core in selected:
        sim_jobs[(algo, arch)] = Job("sim", f"{algo}/{arch}",
                                     lambda a=algo, r=arch: sim_fn(a, r, width, use_cache))
        if sim_fn is simulate and use_cache:
            sim_jobs[(algo, arch)].cached = cache.load("simres", sim_key(algo, arch, width)) is not None
        design = Design.from_core(core, width)
        for t in tlist:
            key = synth_key(design, t)
            syn_of[(algo, arch, t)] = key
            if key not in syn_jobs:
                cmd = f"hashforge synth {algo} --arch {arch} --width {width} --target {t}"
                syn_jobs[key] = Job("synth", f"{t:<4} {algo}/{arch}",
                                    lambda d=design, t=t, c=cmd: synthesize(d, t, c, use_cache))
                syn_jobs[key].cached = use_cache and cache.load("synth", key) is not None
    all_jobs = list(sim_jobs.values()) + list(syn_jobs.values())
    progress = Progress(len(all_jobs), stream)

    def execute(job: Job) -> Job:
        t0 = time.monotonic()
        if not job.cached:
            progress.say("run", job)
        try:
            job.result = job.run()
        except FlowError as exc:
            job.error = str(exc)
        except Exception as exc:  # a crashing job must not take the whole evaluation down
            job.error = f"{type(exc).__name__}: {exc}"
        job.seconds = time.monotonic() - t0
        if job.error:
            progress.say("FAILED", job, job.error)
        elif job.result.get("cached"):
            progress.say("cached", job)
        else:
            progress.say("done", job, f"{job.seconds:.1f} s  {_summary(job)}")
        return job

    t_start = time.monotonic()
    # cached lookups first (instant), then the longest jobs as the last runs timed them
    # (a re-run after an RTL change), synthesis before simulation when nothing is known
    hints = _load_durations()
    order = sorted(all_jobs, key=lambda j: (not j.cached, -hints.get(f"{j.kind} {j.label}", 0),
                                            j.kind != "synth"))
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for _ in as_completed([pool.submit(execute, j) for j in order]):
            pass

    _save_durations(hints, [j for j in all_jobs if j.result and not j.result.get("cached")])
    rows, failures = [], 0
    for algo, arch, core in selected:
        sj = sim_jobs[(algo, arch)]
        sim = sj.result
        for t in tlist:
            yj = syn_jobs[syn_of[(algo, arch, t)]]
            errors = [e for e in (sj.error, yj.error) if e]
            rows.append(make_row(core, arch, width, t, sim, yj.result, errors))
    for r in rows:
        if r["errors"] or (r["kat_failed"] or 0) > 0 or (r["random_failed"] or 0) > 0 \
                or not r["kat_passed"]:
            failures += 1
    results = {
        "generated": time.strftime("%Y-%m-%d %H:%M:%S %Z"),
        "command": command or f"hashforge eval --{mode}",
        "mode": mode, "targets": tlist, "width": width,
        "elapsed_s": round(time.monotonic() - t_start, 1),
        "jobs": {"total": len(all_jobs), "cached": sum(1 for j in all_jobs if j.result and j.result.get("cached")),
                 "failed": sum(1 for j in all_jobs if j.error)},
        "definitions": DEFINITIONS,
        "wrapper": WRAPPER_NOTE,
        "rows": rows,
        "skipped": skipped,
        "selection": ("one identifier per datapath and architecture; --all "
                      "evaluates every identifier" if not only and not all_variants
                      else ("--only " + " ".join(only) if only else "all")),
    }
    if out is not None:
        from .report import write_report
        write_report(results, out)
    return results, (EXIT_FAIL if failures else EXIT_OK)


def _durations_file() -> Path:
    return cache.cache_root() / "durations.json"


def _load_durations() -> dict[str, float]:
    try:
        return json.loads(_durations_file().read_text())
    except (OSError, ValueError):
        return {}


def _save_durations(hints: dict[str, float], ran: list[Job]) -> None:
    if not ran:
        return
    hints = dict(hints)
    for j in ran:
        hints[f"{j.kind} {j.label}"] = round(j.seconds, 1)
    try:
        _durations_file().parent.mkdir(parents=True, exist_ok=True)
        _durations_file().write_text(json.dumps(hints, indent=1, sort_keys=True))
    except OSError:
        pass


def _summary(job: Job) -> str:
    r = job.result or {}
    if job.kind == "sim":
        return f"KAT {r.get('kat_passed')} passed {r.get('kat_failed')} failed, " \
               f"{r.get('cycles_per_block_long')} cycles/block, {r.get('cycles_short_message')} short"
    bits = [f"{r.get('luts')} LUT" if r.get("luts") is not None else "",
            f"{r.get('ffs')} FF", f"{r.get('fmax_mhz')} MHz" if r.get("fmax_mhz") else "",
            f"{r.get('ge')} GE, depth {r.get('logic_depth')}" if r.get("ge") is not None else ""]
    return ", ".join(b for b in bits if b)


DEFINITIONS = {
    "cycles_long": "steady-state clock cycles per message block of a long message, no stalls "
                   "(measured by the simulation test bench)",
    "cycles_short": "clock cycles from the first input beat accepted to the last digest beat, for a "
                    "message that fits one padded block (padding and finalization included)",
    "tp_long_mbps": "block_bits * fmax_MHz / cycles_long  (Baldwin et al., seed 002)",
    "tp_short_mbps": "block_bits * fmax_MHz / cycles_short (Baldwin et al., seed 002)",
    "tp_area": "throughput / area (ECP5: LUT4 including 2 per CCU2C carry cell; xc7: LUT6)",
    "area": "core only: the place-and-route wrapper's cells are measured separately and subtracted",
}
WRAPPER_NOTE = ("ECP5 place and route wraps the core: a serial-in shift register gives every input "
                "bit its own flip-flop, every output bit is registered and folded by a registered "
                "4:1 XOR tree into one pin (3 pins in all).  The wrapper is synthesized alone around "
                "a black-box core and its cells are subtracted from the counts; fmax is measured on "
                "the wrapped design.")
