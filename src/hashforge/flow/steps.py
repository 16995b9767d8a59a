"""What every target's runner shares: a Yosys script run to its end, the cell counts of its
statistics, the ports of a design, the latches it inferred, nextpnr's worst path, and the
verdict that a netlist does not fit its device."""
from __future__ import annotations

import json
import re
from pathlib import Path

from .design import Design, check_frame_cut, parse_portlist
from .tools import FlowError, Verdict, WasmTrap, native_yosys, run

# written into the work folder when the native Yosys ran a script ("SCRIPT: the trap" per
# line): flow.synth then names it in the result (tool versions, the reason, the commands)
NATIVE_MARK = "yosys_native.txt"


def run_yosys(workdir: Path, name: str, lines: list[str]) -> tuple[str, float]:
    """Yosys on a script of `lines`: the WebAssembly build, or where that stops (its 4 GiB
    memory: ECHO `round`'s LUT mapping) and the native one is installed, the native one."""
    script = workdir / f"{name}.ys"
    script.write_text("\n".join(lines) + "\n")
    args = ["-q", "-l", f"{name}.log", "-s", script.name]
    try:
        out = run("yosys", args, workdir, f"{name}.out", tool_log=f"{name}.log")
    except WasmTrap as trap:
        if not native_yosys():
            raise
        (workdir / f"{name}.log").rename(workdir / f"{name}.wasm.log")
        with (workdir / NATIVE_MARK).open("a") as mark:      # one line per script that went native
            mark.write(f"{script.name}: {trap}\n")
        out = run("yosys-native", args, workdir, f"{name}.out", tool_log=f"{name}.log")
    check_finished(workdir / f"{name}.log")
    return out


def check_finished(log: Path) -> None:
    """YoWASP runs ABC inside the Yosys process, and an ABC that gives up can end the whole
    process with exit code 0 half way through the script; only a log that reaches Yosys'
    closing "End of script" line counts as a finished run."""
    try:
        text = log.read_text(errors="replace")
    except OSError:
        raise FlowError(f"yosys wrote no log ({log})") from None
    if "End of script" not in text:
        tail = [ln.strip() for ln in text.splitlines() if ln.strip()][-1:] or ["(empty log)"]
        raise FlowError(f"yosys stopped before the end of its script, last line: "
                        f"{tail[0][:160]} (log: {log})")


def cell_counts(stat_file: Path, module: str | None = None) -> dict[str, int]:
    data = json.loads(stat_file.read_text())
    if module is None:
        return dict(data["design"]["num_cells_by_type"])
    for name, mod in data["modules"].items():
        if name.lstrip("\\") == module:
            return dict(mod["num_cells_by_type"])
    return {}


def latch_warnings(log: Path) -> list[str]:
    """Distinct 'Latch inferred for signal ...' warnings of a Yosys log (signal names)."""
    try:
        text = log.read_text(errors="replace")
    except OSError:
        return []
    return sorted(set(re.findall(r"Latch inferred for signal `([^']+)'", text)))


def ports_of(design: Design, workdir: Path, staged: list[str]):
    run_yosys(workdir, "ports", design.read_script(staged) + [
        f"hierarchy -top {design.top}", f"tee -q -o ports.txt portlist {design.top}"])
    ports = parse_portlist((workdir / "ports.txt").read_text())
    if not ports:
        raise FlowError(f"{design.top} has no ports")
    check_frame_cut(design, ports)
    return ports


class DoesNotFit(Verdict):
    """The netlist needs more of a resource than the device has: a property of the design and
    the tools, so flow.synth caches the verdict like a result."""
    field = "does_not_fit"


# the stream frame's units: a critical path that starts or ends in a register of theirs is the
# frame's, whatever net name the register's cell got
FRAME_SOURCES = ("hf_pad.v", "hf_ser.v")
# ... except one that starts at hf_pad's block buffer (buf_q, the core's blk_data) and ends in
# the core: the padder reads the buffer only to hold it, so no padder logic lies on such a path,
# which is the core's logic on its registered input block (its absorbing XOR and round)
BLOCK_REGISTER = re.compile(r"(^|\.)(u_pad\.buf_q|blk_data)(\[\d+\])?$")


def critical_path(report: dict, netlist: Path | None = None) -> dict | None:
    """Start and end cell and LUT levels of nextpnr's worst path (for the designer). With the
    netlist nextpnr placed, also the start and end registers by their source: `from_register`
    / `to_register` ({"name", "src"}), `frame`, the ends ("start", "end") whose register is
    written in hf_pad or hf_ser, and `from_block_register`: the path runs from the padder's
    block buffer into the core, the core's input path and not the frame's."""
    paths = [p for p in report.get("critical_paths", []) if p.get("path")]
    if not paths:
        return None
    steps = paths[0]["path"]
    logic = [s for s in steps if s.get("type") == "logic"]
    res = {"from": steps[0]["from"]["cell"], "to": steps[-1]["to"]["cell"],
           "logic_levels": len(logic),
           "delay_ns": round(sum(s.get("delay", 0) for s in steps), 3)}
    if netlist is not None:
        regs = registers_of(netlist, [res["from"], res["to"]])
        res["from_register"] = regs.get(res["from"])
        res["to_register"] = regs.get(res["to"])
        frame = [end for end, r in (("start", res["from_register"]), ("end", res["to_register"]))
                 if r and r["src"].split(":")[0] in FRAME_SOURCES]
        start = res["from_register"]
        res["from_block_register"] = bool(
            frame == ["start"] and start["src"].startswith("hf_pad.v:") and BLOCK_REGISTER.search(start["name"]))
        res["frame"] = [] if res["from_block_register"] else frame
    return res


def path_ends(c: dict) -> str:
    """"start → end" of a critical_path() result: the registers by name where the netlist gave
    them (the wrapper's instance prefix `core.` dropped), else nextpnr's cell names; "frame:
    start/end in ..." where an end is a register of hf_pad or hf_ser (a path from the padder's
    block buffer into the core says so instead)."""
    def end(key: str) -> str:
        reg = c.get(f"{key}_register")
        return reg["name"].removeprefix("core.") if reg else str(c.get(key))
    text = f"{end('from')} → {end('to')}"
    if c.get("frame"):
        where = {"start": c.get("from_register"), "end": c.get("to_register")}
        text += "; frame: " + ", ".join(f"{e} in {where[e]['src']}" for e in c["frame"])
    elif c.get("from_block_register"):
        text += "; from the padder's block register (no padder logic on the path)"
    return text


def _src_file(attrs: dict) -> tuple[str, str]:
    """(file name, file:line) of the first source location of a cell or net that is not a
    tool library's (a mapped flip-flop also cites the techmap cell it came from)."""
    for loc in str(attrs.get("src", "")).split("|"):
        name = loc.rsplit("/", 1)[-1]
        if name and not loc.startswith("/share/"):
            file = re.sub(r"^\d+_", "", name.split(":")[0])     # flow.synth stages as NN_file.v
            return file, f"{file}:{name.split(':')[1].split('.')[0]}" if ":" in name else file
    return "", ""


def registers_of(netlist: Path, cells: list[str]) -> dict[str, dict]:
    """For each named cell of a flattened netlist that is a flip-flop: the source line of the
    always block it comes from and its register's name. Yosys names a mapped flip-flop after
    one of its output net's names, which may be a submodule's port (Esch's state register is
    called u_ser.ld_data after the serializer input it drives), so the register's name is taken
    among the output's names declared in that same source file, a `_q` name first."""
    try:
        mods = json.loads(netlist.read_text())["modules"]
    except (OSError, ValueError, KeyError):
        return {}
    out: dict[str, dict] = {}
    for mod in mods.values():
        for cell in cells:
            c = mod.get("cells", {}).get(cell)
            if c is None or cell in out or "Q" not in c.get("connections", {}):
                continue
            file, where = _src_file(c.get("attributes", {}))
            bit = c["connections"]["Q"][0]
            names = []                  # (declared in another file, name)
            for net, n in mod.get("netnames", {}).items():
                if n.get("hide_name") or bit not in n.get("bits", []):
                    continue
                idx = n["bits"].index(bit) + int(n.get("offset", 0))
                names.append((_src_file(n.get("attributes", {}))[0] != file,
                              net if len(n["bits"]) == 1 else f"{net}[{idx}]"))
            # flattening may leave only the instantiating module's alias (the padder's buffer
            # as the core's blk_data): then that name, with the register's own source
            names = [x for other, x in sorted(names, key=lambda t: (
                t[0], not re.sub(r"\[\d+\]$", "", t[1]).endswith("_q"), len(t[1]), t[1]))]
            out[cell] = {"name": names[0] if names else cell, "src": where}
    return out
