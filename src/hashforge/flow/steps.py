"""What every target's runner shares: a Yosys script run to its end, the cell counts of its
statistics, the ports of a design, the latches it inferred, nextpnr's worst path, and the
verdict that a netlist does not fit its device."""
from __future__ import annotations

import json
import re
from pathlib import Path

from .design import Design, check_frame_cut, parse_portlist
from .tools import FlowError, Verdict, run


def run_yosys(workdir: Path, name: str, lines: list[str]) -> tuple[str, float]:
    script = workdir / f"{name}.ys"
    script.write_text("\n".join(lines) + "\n")
    out = run("yosys", ["-q", "-l", f"{name}.log", "-s", script.name], workdir, f"{name}.out",
              tool_log=f"{name}.log")
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


def critical_path(report: dict) -> dict | None:
    """Start and end cell and LUT levels of nextpnr's worst path (for the designer)."""
    paths = [p for p in report.get("critical_paths", []) if p.get("path")]
    if not paths:
        return None
    steps = paths[0]["path"]
    logic = [s for s in steps if s.get("type") == "logic"]
    return {"from": steps[0]["from"]["cell"], "to": steps[-1]["to"]["cell"],
            "logic_levels": len(logic),
            "delay_ns": round(sum(s.get("delay", 0) for s in steps), 3)}
