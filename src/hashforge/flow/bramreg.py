"""The ECP5 block RAM's output register, which Yosys does not infer.

A DP16KD read port can register its data a second time inside the block (REGMODE "OUTREG",
one more cycle of latency); its clock-to-out is then a register's, not the array's 5.8 ns of
nextpnr's timing model. Yosys maps a synchronous read to the block with REGMODE "NOREG" and
leaves a register the RTL puts right after it in the fabric, so a design written for that
register (RFSB-509's OUTREG tables) still starts its paths at the array's slow output. Vendor
flows move such a register into the block; this pass does the same on Yosys' JSON netlist
before nextpnr, where it provably keeps the behaviour: every used data bit of the port drives
exactly one flip-flop and nothing else, on the port's clock, always enabled, with no set or
reset, so that flip-flop and the block's output register are the same register."""
from __future__ import annotations

import json
from pathlib import Path

PORTS = ("A", "B")
DATA_BITS = 18


def _top(netlist: dict) -> dict:
    for mod in netlist["modules"].values():
        if str(mod.get("attributes", {}).get("top", "0")).strip("0") != "":
            return mod
    raise ValueError("netlist has no top module")


def _plain_ff(cell: dict) -> bool:
    """A TRELLIS_FF that loads its D every rising edge: no clock enable, no set or reset."""
    p, c = cell["parameters"], cell["connections"]
    return (cell["type"] == "TRELLIS_FF" and p.get("CEMUX", "1").strip() == "1"
            and p.get("CLKMUX", "CLK").strip() == "CLK" and p.get("GSR", "DISABLED") == "DISABLED"
            and (p.get("LSRMUX", "LSR").strip() == "LSR" and c.get("LSR", ["0"]) == ["0"]))


def absorb(netlist: dict) -> int:
    """Move each DP16KD read port's following register into the block (REGMODE OUTREG), in
    place; returns the number of flip-flops removed."""
    top = _top(netlist)
    cells = top["cells"]
    sinks: dict[int, list[tuple[str, str]]] = {}
    for name, cell in cells.items():
        dirs = cell.get("port_directions", {})
        for port, bits in cell["connections"].items():
            if dirs.get(port) != "output":
                for b in bits:
                    if isinstance(b, int):
                        sinks.setdefault(b, []).append((name, port))
    for port in top.get("ports", {}).values():
        for b in port["bits"]:
            if isinstance(b, int):
                sinks.setdefault(b, []).append(("", "port"))
    removed = 0
    for cell in list(cells.values()):
        if cell["type"] != "DP16KD":
            continue
        for side in PORTS:
            if cell["parameters"].get(f"REGMODE_{side}", "NOREG") != "NOREG":
                continue
            clk = cell["connections"].get(f"CLK{side}")
            if cell["connections"].get(f"OCE{side}") != ["1"] or cell["connections"].get(f"RST{side}") != ["0"]:
                continue
            moves = []
            for i in range(DATA_BITS):
                bits = cell["connections"].get(f"DO{side}{i}", [])
                if not bits or not isinstance(bits[0], int) or not sinks.get(bits[0]):
                    continue                       # an unused bit
                users = sinks[bits[0]]
                if len(users) != 1 or users[0][1] != "DI":
                    break
                ff = cells[users[0][0]]
                if not _plain_ff(ff) or ff["connections"]["CLK"] != clk:
                    break
                moves.append((i, users[0][0]))
            else:
                if not moves:
                    continue
                for i, ff_name in moves:
                    cell["connections"][f"DO{side}{i}"] = cells[ff_name]["connections"]["Q"]
                    del cells[ff_name]
                cell["parameters"][f"REGMODE_{side}"] = "OUTREG"
                removed += len(moves)
    return removed


def absorb_file(path: Path) -> int:
    netlist = json.loads(path.read_text())
    n = absorb(netlist)
    if n:
        path.write_text(json.dumps(netlist))
    return n
