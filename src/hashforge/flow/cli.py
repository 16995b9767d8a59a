"""`hashforge synth`, registered into the main parser by register() (`hashforge eval`:
hashforge.evaluation.cli)."""
from __future__ import annotations

import argparse
import dataclasses
import json

from ..errors import EXIT_OK, UsageError
from .steps import path_ends
from .targets import ECP5_ROUTERS, TARGETS
from .tools import FlowError


def _param(text: str) -> tuple[str, int]:
    name, sep, value = text.partition("=")
    try:
        if not sep or not name:
            raise ValueError
        return name, int(value, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--param wants NAME=INTEGER, got '{text}'") from None


def register(subparsers) -> None:
    sp = subparsers.add_parser(
        "synth", help="synthesize a core (or any Verilog design) for ecp5, gw5a, xc7, asic or gates",
        description="Synthesize ALGO's core, or an external design given with --verilog/--top, "
                    "for ECP5 or the Gowin GW5AST-138C (Yosys + nextpnr: LUT4/FF/BRAM/DSP and fmax), Xilinx 7-series "
                    "(Yosys resource counts, no timing), ASIC standard cells of a Liberty library (Yosys + ABC "
                    "+ OpenSTA: area in µm², GE, fmax; OSU 0.18 µm by default) or the weighted "
                    "generic-gate estimate `gates` (GE estimate, logic depth).")
    sp.add_argument("algorithm", nargs="?", metavar="ALGO", help="identifier with a hardware core")
    sp.add_argument("--arch", help="architecture (default: the core's first)")
    sp.add_argument("--width", type=int, choices=(32, 64), default=32, help="bus width W (default 32)")
    sp.add_argument("--target", required=True, choices=TARGETS)
    sp.add_argument("--verilog", nargs="+", metavar="FILE", help="external design: Verilog files")
    sp.add_argument("--top", help="external design: top module")
    sp.add_argument("--bus", choices=("axis", "axil", "wb"),
                    help="the core inside a bus wrapper of rtl/bus (AXI4-Stream, AXI4-Lite, Wishbone), "
                         "to compare with the bare core")
    sp.add_argument("--no-frame", action="store_true",
                    help="the core without its stream frame (the padder hf_pad and serializer hf_ser): "
                         "the datapath alone, block and digest chunk as whole-width ports (seed 002's -nw)")
    sp.add_argument("--param", action="append", type=_param, default=[], metavar="NAME=VALUE",
                    help="external design: a top-level parameter (repeatable)")
    sp.add_argument("--clock", help="clock port (default: clk, clock, clk_i, i_clk or aclk)")
    sp.add_argument("--seeds", type=int, default=1, metavar="N",
                    help="ecp5: place with N nextpnr seeds, report the median fmax and the spread (default 1)")
    sp.add_argument("--jobs", type=int, default=1, metavar="N",
                    help="ecp5 with --seeds: place up to N seeds at once, one core each (default 1)")
    sp.add_argument("--router", choices=ECP5_ROUTERS,
                    help=f"ecp5: nextpnr's router (default {ECP5_ROUTERS[0]})")
    sp.add_argument("--liberty", metavar="FILE",
                    help="asic: the Liberty library (default: $HASHFORGE_LIBERTY, else OSU 0.18 µm "
                         "of Debian's qflow-tech-osu018)")
    sp.add_argument("--no-cache", action="store_true", help="run the tools even if a result is cached")
    sp.add_argument("--json", action="store_true", help="print the result as one JSON object")
    sp.set_defaults(func=cmd_synth)


def cmd_synth(args: argparse.Namespace) -> int:
    from .design import Design
    from .synth import synthesize

    if args.verilog or args.top:
        if args.algorithm or args.bus:
            raise UsageError("give either ALGO (with --bus) or --verilog/--top, not both")
        if args.no_frame:
            raise UsageError("--no-frame applies to a core (ALGO): an external design has no registered frame")
        if not (args.verilog and args.top):
            raise UsageError("an external design needs both --verilog FILE... and --top NAME")
        try:
            design = Design.external(args.verilog, args.top, dict(args.param), args.clock)
        except FlowError as exc:
            raise UsageError(str(exc)) from None
        command = None
    else:
        if not args.algorithm:
            raise UsageError("name an algorithm (ALGO) or an external design (--verilog FILE... --top NAME)")
        if args.param:
            raise UsageError("--param applies to external designs; a core's parameters come from its registry")
        try:
            from hashforge.hw import cores
        except ImportError:
            raise UsageError("no hardware cores in this installation (hashforge.hw is missing)") from None
        from hashforge import canonical_name

        try:
            core = cores.get(canonical_name(args.algorithm) or args.algorithm, args.arch)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        design = Design.from_core(core, args.width, no_frame=args.no_frame)
        command = f"hashforge synth {core.algorithm} --arch {core.arch} --width {args.width} --target {args.target}"
        if args.no_frame:
            if args.bus:
                raise UsageError("--no-frame and --bus exclude each other: the bus wrapper feeds the frame")
            command += " --no-frame"
        if args.bus:
            from hashforge.hw import busmap
            try:
                top, srcs, params = busmap.wrapped(core, args.bus, args.width)
            except ValueError as exc:
                raise UsageError(str(exc)) from None
            design = Design.external([str(s) for s in srcs], top, params)
            design = dataclasses.replace(design, label=f"{core.algorithm}/{core.arch}/w{args.width}/{args.bus}")
            command += f" --bus {args.bus}"
    if args.router:
        design = dataclasses.replace(design, router=args.router)
    if args.liberty:
        import os

        from .stdcell import LIBERTY_ENV
        os.environ[LIBERTY_ENV] = os.path.abspath(args.liberty)
    try:
        if command and args.seeds != 1:
            command += f" --seeds {args.seeds}"
        if command and args.router:
            command += f" --router {args.router}"
        if command and args.liberty:
            command += f" --liberty {args.liberty}"
        result = synthesize(design, args.target, command=command, use_cache=not args.no_cache,
                            seeds=args.seeds, jobs=args.jobs)
    except FlowError as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        print(json.dumps(result, indent=2, default=str))
    else:
        print(human(result))
    return EXIT_OK


def _path_line(r: dict) -> list[str]:
    c = r.get("critical_path")
    if not c:
        return []
    return [f"  critical path {c['delay_ns']} ns, {c['logic_levels']} LUT levels: {path_ends(c)}"]


def human(r: dict) -> str:
    lines = [f"{r['design']} on {r['target']} ({r['device']}){'  [cached]' if r.get('cached') else ''}"]
    if r.get("no_frame"):
        lines.append("  without the stream frame (hf_pad, hf_ser): the datapath, block and chunk as ports")
    if r["target"] == "ecp5":
        c = r["cells"]
        lines.append(f"  LUT4 {r['luts']} (LUT4 {c['LUT4']} + 2 x CCU2C {c['CCU2C']}), FF {r['ffs']}, "
                     f"BRAM (DP16KD) {r['brams']}, DSP {r['dsps']}")
        lines.append(f"  fmax {r['fmax_mhz']} MHz (nextpnr, target {r['freq_target_mhz']} MHz)"
                     + (f", median of {r['seeds']} seeds {r['fmax_seeds_mhz']}, spread {r['fmax_spread_mhz']} MHz"
                        if (r.get("seeds") or 1) > 1 else ""))
        lines += _path_line(r)
        w = r["wrapper"]
        lines.append(f"  wrapper (excluded from the counts): {w['luts']} LUT4, {w['ffs']} FF for "
                     f"{w['input_bits']} input and {w['output_bits']} output bits, 3 pins")
    elif r["target"] == "gw5a":
        lines.append(f"  LUT4 {r['luts']} (LUT4 {r['cells']['LUT4']} + ALU {r['alus']}), FF {r['ffs']}, "
                     f"BSRAM {r['brams']}, DSP {r['dsps']}")
        lines.append(f"  fmax {r['fmax_mhz']} MHz (nextpnr-himbaechel-gowin, target {r['freq_target_mhz']} MHz)")
        lines += _path_line(r)
        w = r["wrapper"]
        lines.append(f"  wrapper (excluded from the counts): {w['luts']} LUT4, {w['ffs']} FF for "
                     f"{w['input_bits']} input and {w['output_bits']} output bits, 3 pins")
    elif r["target"] == "xc7":
        c = r["cells"]
        lines.append(f"  LUT6 {r['luts']} (LUT1-6: {'/'.join(str(c[f'LUT{i}']) for i in range(1, 7))}), "
                     f"FF {r['ffs']}, CARRY4 {c['CARRY4']}, MUXF7 {c['MUXF7']}, MUXF8 {c['MUXF8']}, "
                     f"BRAM36 {r['brams']}, DSP48E1 {r['dsps']}")
        lines.append("  no timing: synth_xilinx gives resource counts only")
    elif r["target"] == "asic":
        lib = r["library"]
        lines.append(f"  {r['area_um2']:,} µm² = {r['ge']:,} GE ({lib['ge_cell']} = {lib['ge_cell_area_um2']} µm²), "
                     f"FF {r['ffs']}, {sum(r['cells'].values()):,} cells")
        if r["fmax_mhz"]:
            lines.append(f"  fmax {r['fmax_mhz']} MHz (OpenSTA: critical path {r['critical_path_ns']} ns "
                         f"from {r['path_start']} to {r['path_end']}; ABC -D {r['abc_delay_target_ps']} ps)")
        else:
            lines.append("  no timed path (OpenSTA found none)")
        lines.append(f"  library: {lib['file']}" + (f" ({lib['package']} {lib['package_version']})"
                                                      if lib.get("package") else ""))
    else:
        lines.append(f"  {r['ge']} GE estimate (weighted gates, NAND2 = 1), FF {r['ffs']}, "
                     f"logic depth {r['logic_depth']} gate levels")
        lines.append("  cells: " + ", ".join(f"{k} {v}" for k, v in r["cells"].items()))
    if r.get("latch_warnings"):
        lines.append(f"  warning: {len(r['latch_warnings'])} inferred latch(es): {r['latch_warnings'][0]} ...")
    lines.append("  tools: " + "; ".join(f"{k} {v}" for k, v in r["tool_versions"].items()
                                        if not k.startswith("yowasp")))
    lines.append(f"  command: {r['command']}")
    return "\n".join(lines)
