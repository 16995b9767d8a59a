"""`hashforge eval`: every selected core and architecture -> simulation (KATs + cycles),
synthesis, place and route; the embedded (hashforge.mcu) and software (hashforge.bench) rows
of the same selection -> report/.  Jobs run in parallel (2 by default) and are cached."""
from __future__ import annotations

import functools
import json
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, TextIO

from .. import selection
from ..errors import EXIT_FAIL, EXIT_OK, UsageError, one_line
from ..flow import cache, metrics, targets
from ..flow.design import Design
from ..flow.simres import sim_key, simulate
from ..flow.synth import cache_key as synth_key, cached as synth_cached, synthesize
from ..flow.tools import FlowError
from . import frame


@dataclass
class Job:
    kind: str                   # "sim" or "synth"
    label: str
    key: str                    # the Dask task's name: kind + the result's content key
    fn: Callable[..., dict]
    args: tuple
    cache_key: str | None = None          # None: a stand-in job (tests), nothing to cache
    check: Callable[[], str] | None = None  # recomputes cache_key on the worker
    cached: bool = False
    result: dict | None = None
    error: str | None = None
    seconds: float = 0.0
    started: float | None = None          # when a worker was first seen executing it
    finished: bool = False
    worker: str | None = None             # host:pid of the process that ran it

    @property
    def hint_name(self) -> str:           # its name in .cache/durations.json
        return f"{self.kind} {self.label}"


def _minutes(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 90 else f"{seconds / 60:.0f} min"


class Progress:
    """On stderr: one line per event (run, cached, done, FAILED), each with the counts, and
    a heartbeat line every `heartbeat` seconds while nothing else is said (a place and route
    of Keccak is minutes of silence otherwise), naming what runs and the time left as the
    recorded durations of earlier runs (.cache/durations.json) estimate it."""

    def __init__(self, total: int, stream: TextIO | None = None, hints: dict[str, float] | None = None,
                 heartbeat: float = 30.0):
        self.total, self.done, self.cached, self.failed = total, 0, 0, 0
        self.stream = stream or sys.stderr
        self.lock = threading.Lock()
        self.t0 = self.last = time.monotonic()
        self.hints = hints or {}
        self.heartbeat = heartbeat

    def _head(self) -> str:
        return f"[{time.monotonic() - self.t0:6.1f}s {self.done:>3}/{self.total}]"

    def say(self, state: str, job: Job, extra: str = "") -> None:
        with self.lock:
            if state in ("done", "cached", "FAILED"):
                self.done += 1
                self.cached += state == "cached"
                self.failed += state == "FAILED"
            print(f"{self._head()} {state:<7} {job.kind:<5} {job.label}" + (f"  {extra}" if extra else ""),
                  file=self.stream, flush=True)
            self.last = time.monotonic()

    def estimate(self, job: Job) -> float | None:
        """Seconds the job takes: its recorded or shipped duration, else the median of the
        recorded jobs of its kind and target (a synthesis for ECP5 is not a simulation), else
        None."""
        h = self.hints.get(job.hint_name)
        if h is not None:
            return h
        group = _group(job.hint_name)
        alike = sorted(v for k, v in self.hints.items() if _group(k) == group)
        return alike[len(alike) // 2] if alike else None

    def eta(self, unfinished: list[Job], threads: int) -> str:
        """Time left: the estimated durations of the unfinished jobs, less what the running
        ones have done, spread over the workers; '>=' when some job has no estimate at all."""
        now = time.monotonic()
        left, unknown = 0.0, 0
        for j in unfinished:
            h = self.estimate(j)
            if h is None:
                unknown += 1
                continue
            left += max(h - (now - j.started if j.started else 0.0), 0.0)
        if unknown == len(unfinished):
            return "time left unknown (no earlier run recorded)"
        return f"{'>= ' if unknown else '~'}{_minutes(left / max(1, threads))} left"

    def expected(self, jobs: list[Job], threads: int) -> str:
        """The sentence said before the first job: how long the run should take."""
        known = [j for j in jobs if j.hint_name in self.hints]
        alike = [j for j in jobs if j.hint_name not in self.hints and self.estimate(j) is not None]
        none = len(jobs) - len(known) - len(alike)
        total = sum(self.estimate(j) or 0.0 for j in jobs)
        how = f"{len(known)} from recorded or shipped durations"
        if alike:
            how += f", {len(alike)} as the median of their kind"
        if none:
            how += f", {none} without any estimate"
        return f"expected {'>= ' if none else '~'}{_minutes(total / max(1, threads))} ({how})"

    def beat(self, unfinished: list[Job], threads: int, force: bool = False) -> None:
        now = time.monotonic()
        if not force and now - self.last < self.heartbeat:
            return
        running = [j for j in unfinished if j.started is not None]
        names = ", ".join(
            f"{j.kind} {j.label} {now - (j.started or now):.0f} s"
            + (f" (last run {self.hints[j.hint_name]:.0f} s)" if j.hint_name in self.hints
               else f" (est. {est:.0f} s)" if (est := self.estimate(j)) is not None else "")
            for j in running[:3]) + (" ..." if len(running) > 3 else "")
        with self.lock:
            print(f"{self._head()} {len(running)} running, {self.cached} cached, {self.failed} failed; "
                  f"{self.eta(unfinished, threads)}" + (f"; running: {names}" if names else ""),
                  file=self.stream, flush=True)
            self.last = now


# ---------------------------------------------------------------- rows

AREA_UNIT = {"ecp5": "LUT4", "gw5a": "LUT4", "xc7": "LUT6", "asic": "GE", "gates": "GE"}


def make_row(core, arch: str, width: int, target: str, sim: dict | None, syn: dict | None,
             errors: list[str]) -> dict[str, Any]:
    import hashforge
    try:
        info = hashforge.algorithm_info(core.algorithm)
        family = info.family
    except (ValueError, AttributeError):
        family = ""
    bb = core.block_bits
    # a multi-lane core (Luffa's pipelined): cycles_long is per lane with every lane busy, so
    # the long-message figures count the blocks of all lanes; the short ones are one message's
    lanes = getattr(core, "lanes", 1)
    cl = sim.get("cycles_per_block_long") if sim else None
    cs = sim.get("cycles_short_message") if sim else None
    fmax = syn.get("fmax_mhz") if syn else None
    area = (syn.get("ge") if target in ("asic", "gates") else syn.get("luts")) if syn else None
    tpl, tps = metrics.throughput_long(bb * lanes, fmax, cl), metrics.throughput_short(bb, fmax, cs)
    rnd = lambda x, n=1: None if x is None else round(x, n)  # noqa: E731

    def per_area(tp):
        x = metrics.per_area(tp, area)
        return None if x is None else x * (1000 if target == "asic" else 1)
    row = {
        "algorithm": core.algorithm, "family": family, "arch": arch, "width": width, "target": target,
        "top": core.top, "rtl": f"rtl/{core.folder}", "block_bits": bb, "digest_bits": core.digest_bits,
        "device": syn.get("device") if syn else None,
        "area": area, "area_unit": AREA_UNIT[target],
        "luts": syn.get("luts") if syn else None, "ffs": syn.get("ffs") if syn else None,
        "brams": syn.get("brams") if syn else None, "dsps": syn.get("dsps") if syn else None,
        "fmax_mhz": fmax,
        "seeds": syn.get("seeds") if syn else None,
        "fmax_seeds_mhz": syn.get("fmax_seeds_mhz") if syn else None,
        "fmax_spread_mhz": syn.get("fmax_spread_mhz") if syn else None,
        "ge": syn.get("ge") if syn else None, "logic_depth": syn.get("logic_depth") if syn else None,
        "cells": syn.get("cells") if syn else None,
        "memories": syn.get("memories") if syn else None,
        "cycles_long": cl, "cycles_short": cs,
        "lanes": lanes,
        "bits_per_cycle_long": rnd(metrics.bits_per_cycle(bb * lanes, cl), 3),
        "bits_per_cycle_short": rnd(metrics.bits_per_cycle(bb, cs), 3),
        "tp_long_mbps": rnd(tpl), "tp_short_mbps": rnd(tps),
        # ASIC: kbit/s per GE (seed 001's and seed 003's unit); FPGA: Mbit/s per LUT
        "tp_area_long": rnd(per_area(tpl), 4), "tp_area_short": rnd(per_area(tps), 4),
        "tp_area_unit": ("kbit/s per GE" if target == "asic" else None if target == "gates"
                         else f"Mbit/s per {AREA_UNIT[target]}"),
        "area_um2": syn.get("area_um2") if syn else None,
        "critical_path_ns": syn.get("critical_path_ns") if syn else None,
        "library": (syn.get("library") or {}).get("name") if syn else None,
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


# ---------------------------------------------------------------- the bus wrappers' cost

def bus_jobs(selected: list[tuple], tlist: list[str], width: int, seeds: int, use_cache: bool,
             syn_jobs: dict[str, Job]) -> dict[tuple[str, str], str]:
    """Synthesis jobs of the wrappers of rtl/bus around their representative core
    (busmap.REPRESENTATIVE, default architecture) when it is selected at W = 32 from the real
    registry, added to syn_jobs; returns (bus, target) -> cache key."""
    try:
        from hashforge.hw import busmap, cores
    except ImportError:
        return {}
    want = busmap.REPRESENTATIVE
    picked = [(a, arch, c) for a, arch, c in selected
              if a == want and width == busmap.BUS_BITS and arch == cores.archs(a)[0] and c == cores.get(a)]
    out: dict[tuple[str, str], str] = {}
    for algo, arch, core in picked:
        for bus in busmap.WRAPPERS:
            top, srcs, params = busmap.wrapped(core, bus, width)
            design = Design.external([str(p) for p in srcs], top, params)
            design = Design(design.sources, design.top, design.params, f"{algo}/{arch}/w{width}/{bus}",
                            include_dirs=design.include_dirs)
            for t in tlist:
                n = seeds if t == "ecp5" else 1
                key = synth_key(design, t, n)
                out[(bus, t)] = key
                if key not in syn_jobs:
                    cmd = f"hashforge synth {algo} --arch {arch} --width {width} --target {t} --bus {bus}" + \
                          (f" --seeds {n}" if n > 1 else "")
                    syn_jobs[key] = Job("synth", f"{t:<4} {algo}/{arch} in {bus}", f"synth-{key}", synthesize,
                                        (design, t, cmd, use_cache, n), key,
                                        functools.partial(synth_key, design, t, n))
                    syn_jobs[key].cached = use_cache and cache.load("synth", key) is not None
    return out


def bus_rows(bus_of: dict[tuple[str, str], str], syn_jobs: dict[str, Job], rows: list[dict]) -> list[dict]:
    """One row per (wrapper, target): the wrapped core's area and FFs, the bare core's (its row
    in `rows`), what the wrapper adds and that as a share of the bare core's area."""
    from hashforge.hw import busmap

    out = []
    for (bus, t), key in bus_of.items():
        job = syn_jobs[key]
        bare = next((r for r in rows if r["algorithm"] == busmap.REPRESENTATIVE and r["target"] == t
                     and r["width"] == busmap.BUS_BITS), None)
        syn = job.result or {}
        area = (syn.get("ge") if t in ("asic", "gates") else syn.get("luts")) if syn else None
        bare_area = bare["area"] if bare else None
        added = None if area is None or bare_area is None else area - bare_area
        ffs, bare_ffs = syn.get("ffs"), (bare or {}).get("ffs")
        out.append({
            "algorithm": busmap.REPRESENTATIVE, "arch": bare["arch"] if bare else None, "bus": bus,
            "wrapper": busmap.WRAPPERS[bus], "target": t, "area_unit": AREA_UNIT[t],
            "area": area, "bare_area": bare_area, "added": added,
            "added_pct": None if added is None or not bare_area else round(100 * added / bare_area, 1),
            "ffs": ffs, "bare_ffs": bare_ffs,
            "added_ffs": None if ffs is None or bare_ffs is None else ffs - bare_ffs,
            "fmax_mhz": syn.get("fmax_mhz"), "bare_fmax_mhz": (bare or {}).get("fmax_mhz"),
            "synth_command": syn.get("command"), "error": job.error,
        })
    return out


# ---------------------------------------------------------------- the main job

def representatives(selected: list[tuple], per_family: bool = False) -> list[tuple]:
    """One identifier per datapath (core.datapath, else the top module) and architecture --
    the variants of a datapath (SHA-224 of SHA-256, the Keccak rates and paddings) differ in
    constants only, as in seed 002, which gives one Keccak area for all four digest sizes;
    SHA-256 and SHA-512 share one parameterized core but not a datapath.  per_family (the
    default `make eval`): one identifier per family (rtl/ folder) instead, so that a cold quick
    run fits a newcomer's wait; the wider datapaths come with a family selector or --full.
    Prefer an identifier the seed papers tabulate, then a 256-bit digest (the usual comparison
    point), then registry order.  --all takes every identifier."""
    from .report import load_seed_figures
    published = {s.get("algorithm") for s in load_seed_figures()}
    groups: dict[tuple, list[tuple]] = {}
    for item in selected:
        core = item[2]
        key = (core.folder,) if per_family else (core.datapath or core.top, core.arch)
        groups.setdefault(key, []).append(item)
    chosen = []
    for items in groups.values():
        ranked = sorted(items, key=lambda i: (i[0] not in published, i[2].digest_bits != 256))
        chosen.append(ranked[0])
    return [i for i in selected if i in chosen]


def seed_asic_designs(registry, selected: list[tuple]) -> list[tuple]:
    """(identifier, arch, core) of the designs the ASIC seeds report as their own (rows of
    data/seed_figures.csv with an ASIC technology and an architecture: seed 001's RadioGatún
    and irRUPT, seed 003's Luffa), for the datapaths in `selected`: the quick evaluation sets
    an ASIC row beside each of them, in the seeds' own unit."""
    from .report import load_seed_figures
    datapaths = {(core.datapath or core.top) for _, _, core in selected if core is not None}
    if not datapaths:
        return []
    out: list[tuple] = []
    for s in load_seed_figures():
        algo, arch = s.get("algorithm") or "", s.get("arch") or ""
        if not arch or not (s.get("technology") or "").startswith("ASIC"):
            continue
        try:
            core = registry.get(algo, arch)
        except (KeyError, ValueError):
            continue
        if (core.datapath or core.top) in datapaths and (algo, arch, core) not in out:
            out.append((algo, arch, core))
    return out


def select(registry, selectors: list[str] | None = None, arch: str | None = None, mode: str = "quick",
           all_variants: bool = False, only: list[str] | None = None,
           stream: TextIO | None = None) -> tuple[list[tuple], list[dict], str]:
    """(identifier, arch, core) to evaluate, the registered cores skipped for missing RTL, and
    a sentence for the report.  `selectors` (hashforge.selection.hardware): identifiers or
    aliases (exactly those), groups or family names (one identifier per datapath, every
    identifier with all_variants); `only`: identifiers or prefixes (every match); `arch`: None
    = the default architecture with --quick, every one with --full; 'all' every one.  A
    selector that names nothing is a UsageError (exit 2)."""
    wanted, explicit = selection.hardware(registry, selectors, only)
    if arch not in (None, "all") and not any(arch in registry.archs(a) for a in wanted):
        have = sorted({r for a in wanted for r in registry.archs(a)})
        raise UsageError(f"no architecture '{arch}' for the selected cores (have: {', '.join(have)})")

    from .placement import Placements
    placed = Placements(registry)
    selected, skipped = [], []
    for algo in wanted:
        archs = list(registry.archs(algo))
        if arch == "all" or (arch is None and mode == "full"):
            pass
        elif arch is None:
            # --quick: the default architecture, or the one data/fpga_placement.csv runs in
            # its place when no FPGA places the default quickly
            archs = [placed.quick_arch(algo, archs[0])]
        else:
            archs = [a for a in archs if a == arch]
        for a in archs:
            core = registry.get(algo, a)
            missing = [str(p) for p in core.sources if not Path(p).is_file()]
            why = f"missing {', '.join(Path(m).name for m in missing)}"
            if not missing:
                try:
                    Design.from_core(core, 32).headers()
                except FlowError as exc:          # an `include that names no file
                    missing, why = [str(exc)], str(exc)
            if missing:      # registered but its RTL is not there (yet): say so, do not fail
                skipped.append({"algorithm": algo, "arch": a, "missing": missing})
                print(f"skipped {algo}/{a}: {why}", file=stream or sys.stderr)
                continue
            selected.append((algo, a, core))
    if not explicit and not all_variants:
        per_family = mode == "quick" and not selectors and not only and arch is None
        selected = representatives(selected, per_family)
        how = ("one identifier per family (one per datapath: name the family or --full; every "
               "identifier: --all)" if per_family else
               "one identifier per datapath and architecture (every identifier: --all)")
    else:
        how = "every identifier selected"
    if (selectors or only) and not selected:
        raise UsageError(f"nothing to evaluate: {' '.join((selectors or []) + (only or []))} "
                         "has no core with its RTL present")
    return selected, skipped, how


def evaluate(mode: str = "quick", jobs: int | None = None, width: int = 32, out: Path | None = None,
             only: list[str] | None = None, use_cache: bool = True, stream: TextIO | None = None,
             command: str | None = None, registry=None, sim_fn=None,
             target_list: list[str] | None = None, all_variants: bool = False,
             selectors: list[str] | None = None, arch: str | None = None, scheduler: str | None = None,
             processes: bool = True, heartbeat: float = 30.0, seeds: int = 1,
             embedded: bool = False, software: bool = False,
             frame_cost: bool | None = None) -> tuple[dict, int]:
    """Every job runs as a Dask task (flow/engine.py): on a local cluster of `jobs` worker
    processes (default: one per core), or on the cluster at `scheduler`.  registry (default
    hashforge.hw.cores), sim_fn (default simulate), target_list and processes=False (an
    in-process cluster, for stand-in functions that cannot be pickled) are there for tests.
    seeds: nextpnr seeds per ECP5 design (median fmax and spread).  embedded: add the
    microcontroller rows (hashforge.mcu.report: quick, or every identifier with --full).  software:
    add the software rows (hashforge.bench.report: callgrind instructions/byte beside the best
    portable peers' and the timed figures of hashforge bench; the peers' identifiers, every one with --full),
    measured after the engine's jobs, so that the timing does not share the CPU with them.
    frame_cost: also synthesize each core without its stream frame on the asic and ecp5
    targets (evaluation.frame; default: with --full only)."""
    from ..flow.engine import Engine, Outcome

    if registry is None:
        from hashforge.hw import cores as registry
    sim_fn = sim_fn or simulate
    # gw5a by default only for the designs data/fpga_placement.csv places there, in place of ecp5
    tlist = target_list or (["ecp5"] if mode == "quick" else [t for t in targets.TARGETS if t != "gw5a"])
    if seeds < 1:
        raise UsageError("--seeds wants a positive number of nextpnr seeds")
    selected, skipped, how = select(registry, selectors, arch, mode, all_variants, only, stream)
    from .placement import Placements
    placed = Placements(registry)
    targets_of = {(a, r): [placed.fpga_target(a, r) if t == "ecp5" and not target_list else t
                           for t in tlist] for a, r, _ in selected}
    # the quick evaluation's ASIC rows: the ASIC seeds' own designs, framed and without the
    # frame (their basis), also where quick's FPGA selection took another identifier or
    # architecture of the datapath
    seed_asic: set[tuple[str, str]] = set()
    if mode == "quick" and not target_list and arch is None:
        for a, r, core in seed_asic_designs(registry, selected):
            if (a, r) not in targets_of:
                selected.append((a, r, core))
                targets_of[(a, r)] = []
            targets_of[(a, r)].append("asic")
            seed_asic.add((a, r))
    # the software and embedded tables: the same selection's identifiers (None: their defaults)
    names = selection.software(selectors, only)
    cache.sweep()              # work folders of runs that were killed

    sim_jobs: dict[tuple, Job] = {}
    syn_jobs: dict[str, Job] = {}          # by cache key: identical designs run once
    syn_of: dict[tuple, str] = {}
    nw_of: dict[tuple, str] = {}           # the no-frame twins' keys (frame_cost)
    if frame_cost is None:
        frame_cost = mode == "full"
    for algo, arch_, core in selected:
        label = f"{algo}/{arch_}"
        if sim_fn is simulate:
            key = sim_key(algo, arch_, width)
            job = Job("sim", label, f"sim-{key}", simulate, (algo, arch_, width, use_cache), key,
                      functools.partial(sim_key, algo, arch_, width))
            job.cached = use_cache and cache.load("simres", key) is not None
        else:
            job = Job("sim", label, f"sim-{label}-w{width}", sim_fn, (algo, arch_, width, use_cache))
        sim_jobs[(algo, arch_)] = job
        for no_frame in (False, True) if frame_cost or (algo, arch_) in seed_asic else (False,):
            design = Design.from_core(core, width, no_frame=no_frame)
            for t in targets_of[(algo, arch_)]:
                if no_frame and (t not in frame.NO_FRAME_TARGETS or not frame_cost and t != "asic"):
                    continue
                n = seeds if t == "ecp5" else 1
                key = synth_key(design, t, n)
                (nw_of if no_frame else syn_of)[(algo, arch_, t)] = key
                if key not in syn_jobs:
                    tail = (f" --seeds {n}" if n > 1 else "") + (" --no-frame" if no_frame else "")
                    cmd = f"hashforge synth {algo} --arch {arch_} --width {width} --target {t}" + tail
                    name = synth_label(t, label, n, no_frame)
                    syn_jobs[key] = Job("synth", name,
                                        f"synth-{key}", synthesize, (design, t, cmd, use_cache, n), key,
                                        functools.partial(synth_key, design, t, n))
                    syn_jobs[key].cached = use_cache and cache.load("synth", key) is not None
    # the bus wrappers' cost: their representative core inside each wrapper of rtl/bus, on every
    # target, beside the bare core's row (hashforge.hw.busmap)
    bus_of = bus_jobs(selected, tlist, width, seeds, use_cache, syn_jobs)
    # the embedded rows: one task per (target, identifier, variant), on the same engine
    mcu_jobs: list[tuple[tuple[str, str, str | None], Job]] = []
    if embedded:
        from ..mcu import report as mcu_report
        for run in mcu_report.runs(full=mode == "full", names=names):
            name, algo, variant = run
            mcu_jobs.append((run, Job("mcu", f"{name} {algo}/{variant or 'default'}",
                                      f"mcu-{name}-{algo}-{variant}", mcu_report.measure_row,
                                      (name, algo, variant, use_cache))))
    all_jobs = list(sim_jobs.values()) + list(syn_jobs.values()) + [j for _, j in mcu_jobs]
    hints = _load_durations()
    progress = Progress(len(all_jobs), stream, hints, heartbeat)

    def finish(job: Job, outcome: Outcome | None, exc: BaseException | None = None) -> None:
        job.finished = True
        if exc is not None:      # the task raised, retries spent (or its worker kept dying)
            job.error = f"{type(exc).__name__}: {one_line(exc)}"
        elif outcome is not None:
            job.result, job.error, job.seconds = outcome.result, outcome.error, outcome.seconds
            job.worker = f"{outcome.host}:{outcome.pid}"
        if job.error:
            progress.say("FAILED", job, job.error)
            return
        assert job.result is not None
        if job.result.get("cached"):
            progress.say("cached", job)
            return
        if job.cache_key and cache.load("simres" if job.kind == "sim" else "synth", job.cache_key) is None:
            # a worker with its own cache folder: keep the result here as well
            cache.store("simres" if job.kind == "sim" else "synth", job.cache_key, job.result)
        progress.say("done", job, f"{job.seconds:.1f} s  {_summary(job)}")

    t_start = time.monotonic()
    # cached results are read here, without a cluster: a re-run of an unchanged evaluation
    # starts no worker at all
    for job in all_jobs:
        if job.cached:
            try:
                hit = (cache.hit("simres", job.cache_key or "") if job.kind == "sim"
                       else synth_cached(job.cache_key or ""))
                outcome = None if hit is None else Outcome(hit, None, 0.0)
            except FlowError as exc:          # a cached verdict (flow.synth.VERDICTS)
                outcome = Outcome(None, one_line(exc), 0.0)
            if outcome is not None:
                finish(job, outcome)
                job.worker = None
    to_run = [j for j in all_jobs if not j.finished]
    engine = Engine(scheduler, jobs, processes)
    threads = 1
    if to_run:
        # the longest jobs first as the last runs timed them (a re-run after an RTL change),
        # synthesis before simulation when nothing is known
        order = sorted(to_run, key=lambda j: (-hints.get(j.hint_name, 0), j.kind != "synth"))
        with engine:
            futures = {}
            for rank, job in enumerate(order):
                fut = engine.submit(job.key, job.fn, job.args, priority=len(order) - rank,
                                    check=job.check, expect_key=job.cache_key)
                futures[fut] = job
            threads = engine.threads()
            print(f"{progress._head()} {len(order)} job(s) to run on "
                  f"{scheduler or 'a local Dask cluster'} ({threads} worker thread(s)), "
                  f"{progress.expected(order, threads)}", file=progress.stream, flush=True)
            pending = set(futures)
            while pending:
                # a poll, not distributed.wait: that needs a default client, and a tick is
                # what the heartbeat wants anyway
                done = {f for f in pending if f.done()}
                pending -= done
                if not done:
                    time.sleep(min(0.5, heartbeat))
                for fut in done:
                    job = futures[fut]
                    try:
                        finish(job, fut.result())
                    except Exception as exc:  # noqa: BLE001 - a lost job is a failed row, not a crash
                        finish(job, None, exc)
                executing = engine.executing()
                now = time.monotonic()
                for fut in pending:
                    job = futures[fut]
                    if job.started is None and job.key in executing:
                        job.started = now
                        est = progress.estimate(job)
                        progress.say("run", job, "" if est is None else f"est. {_minutes(est)}")
                progress.beat([futures[f] for f in pending], threads)

    engine_name = (f"dask: {scheduler or 'LocalCluster'}, {threads} worker thread(s)" if to_run
                   else "none: every result from the cache")
    _save_durations([j for j in all_jobs if j.result and not j.result.get("cached")])
    rows, failures = [], 0
    for algo, arch_, core in selected:
        sj = sim_jobs[(algo, arch_)]
        sim = sj.result
        for t in targets_of[(algo, arch_)]:
            yj = syn_jobs[syn_of[(algo, arch_, t)]]
            errors = [f"{j.kind}: {j.error}" for j in (sj, yj) if j.error]
            row = make_row(core, arch_, width, t, sim, yj.result, errors)
            row["placement"] = placed.note(algo, arch_, t, mode == "quick" and arch is None)
            rows.append(row)
            if (algo, arch_, t) in nw_of:
                nj = syn_jobs[nw_of[(algo, arch_, t)]]
                row["no_frame"] = frame.fields(core, t, row, nj.result, nj.error)
                failures += bool(nj.error)
    for r in rows:
        if r["errors"] or (r["kat_failed"] or 0) > 0 or (r["random_failed"] or 0) > 0 \
                or not r["kat_passed"]:
            failures += 1
    buses = bus_rows(bus_of, syn_jobs, rows)
    failures += sum(1 for b in buses if b["error"])
    emb: list[dict] = []
    if embedded:
        emb = [j.result if j.result is not None else mcu_report.error_row(*run, j.error or "no result")
               for run, j in mcu_jobs]
        failures += sum(1 for r in emb if r["kat_failed"] or (r.get("error") and not (
            "does not fit" in r["error"] or "is not installed" in r["error"])))
    soft: list[dict] = []
    if software:
        from ..bench import report as bench_report
        which = ("the selected identifiers" if names is not None else "every identifier" if mode == "full"
                 else "the identifiers data/software_peers.csv lists")
        print(f"{progress._head()} software: callgrind counts (cached by the C sources) and timed runs, "
              f"{which}", file=progress.stream, flush=True)
        soft = bench_report.collect(full=mode == "full", use_cache=use_cache, names=names)
        failures += sum(1 for r in soft if bench_report.failed(r))
    results = {
        "generated": time.strftime("%Y-%m-%d %H:%M:%S %Z"),
        "command": command or f"hashforge eval --{mode}",
        "mode": mode, "targets": list(dict.fromkeys(t for ts in targets_of.values() for t in ts)) or tlist,
        "width": width,
        "elapsed_s": round(time.monotonic() - t_start, 1),
        "jobs": {"total": len(all_jobs), "cached": sum(1 for j in all_jobs if j.result and j.result.get("cached")),
                 "failed": sum(1 for j in all_jobs if j.error), "ran": len(to_run),
                 "engine": engine_name},
        "failed_jobs": [{"job": f"{j.kind} {j.label}", "reason": j.error} for j in all_jobs if j.error],
        "job_log": [{"job": f"{j.kind} {j.label}", "cached": bool(j.result and j.result.get("cached")),
                     "seconds": round(j.seconds, 1), "worker": j.worker, "error": j.error} for j in all_jobs],
        "definitions": DEFINITIONS,
        "wrapper": WRAPPER_NOTE,
        "rows": rows,
        "skipped": skipped,
        "selection": selection_sentence(selectors, only, how, names, embedded, software),
    }
    if buses:
        results["bus_wrappers"] = buses
    if embedded:
        results["embedded"] = emb
    if software:
        results["software"] = soft
    if out is not None:
        from .report import write_report
        write_report(results, out)
    return results, (EXIT_FAIL if failures else EXIT_OK)


def selection_sentence(selectors: list[str] | None, only: list[str] | None, how: str,
                       names: list[str] | None, embedded: bool, software: bool) -> str:
    """The report's "Selection: ..." sentence: the rule of the hardware rows and, for a
    selection on the command line, what it was and the identifiers of the other tables."""
    given = selection.describe(selectors, only)
    if not given:
        return how
    tables = [t for t, on in (("software", software), ("embedded", embedded)) if on]
    rest = f"; {' and '.join(tables)} rows: {', '.join(names or []) or 'none'}" if tables else ""
    return f"{given} (hardware rows: {how}{rest})"


def synth_label(target: str, label: str, seeds: int = 1, no_frame: bool = False) -> str:
    """A synthesis job's label, e.g. 'ecp5 sha256/round x3 seeds' (its durations key is
    'synth ' + this; hashforge.evaluation.durations writes the same keys)."""
    return f"{target:<4} {label}" + (f" x{seeds} seeds" if seeds > 1 else "") + (" no-frame" if no_frame else "")


def _group(hint_name: str) -> str:
    """'synth ecp5' of 'synth ecp5 sha256/round', 'sim' of 'sim sha256/round'."""
    words = hint_name.split()
    return " ".join(words[:2] if words and words[0] == "synth" else words[:1])


def _durations_file() -> Path:
    return cache.cache_root() / "durations.json"


def shipped_durations_file() -> Path:
    """Wall times measured on a 2-core machine, shipped so that a fresh machine's first run
    has an estimate per job (a local run's own durations take their place)."""
    from .. import paths
    return paths.data_dir() / "eval_durations.json"


def read_durations(path: Path) -> dict[str, float]:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return {k: float(v) for k, v in data.items() if isinstance(v, (int, float))} \
        if isinstance(data, dict) else {}


def _load_durations() -> dict[str, float]:
    return {**read_durations(shipped_durations_file()), **read_durations(_durations_file())}


def _save_durations(ran: list[Job]) -> None:
    if not ran:
        return
    hints = read_durations(_durations_file())        # the shipped ones stay in data/
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
    if job.kind == "mcu":
        return (f"KAT {r.get('kat_passed')} passed {r.get('kat_failed')} failed, "
                f"{r.get('cycles_per_byte_long')} cycles/byte, ROM {r.get('rom_bytes')} B"
                + (f", {r['error']}" if r.get("error") else ""))
    bits = [f"{r.get('luts')} LUT" if r.get("luts") is not None else "",
            f"{r.get('ffs')} FF", f"{r.get('fmax_mhz')} MHz" if r.get("fmax_mhz") else "",
            (f"{r.get('area_um2')} µm², {r.get('ge')} GE" if r.get("area_um2") is not None
             else f"{r.get('ge')} GE estimate, depth {r.get('logic_depth')}" if r.get("ge") is not None else "")]
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
