"""flow.bramreg: a DP16KD read port's following flip-flops move into the block (REGMODE OUTREG)
only where that register is the block's own: one plain flip-flop per data bit, nothing else."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from hashforge.cli import main
from hashforge.flow import bramreg

ROM = Path(__file__).parent / "data" / "tiny_rom.v"
FF_PARAMS = {"CEMUX": "1 ", "CLKMUX": "CLK", "GSR": "DISABLED", "LSRMUX": "LSR", "REGSET": "RESET"}
FF_DIRS = {"CLK": "input", "DI": "input", "LSR": "input", "CE": "input", "Q": "output"}


def netlist(bits: int = 3) -> dict:
    """A DP16KD whose port A bits 0..bits-1 (nets 100+i) each drive a flip-flop (Q: 200+i)."""
    bram = {"type": "DP16KD", "parameters": {"REGMODE_A": "NOREG", "REGMODE_B": "NOREG"},
            "port_directions": {**{f"DOA{i}": "output" for i in range(18)}, "CLKA": "input",
                                "OCEA": "input", "RSTA": "input"},
            "connections": {**{f"DOA{i}": [100 + i] for i in range(18)},
                            "CLKA": [2], "OCEA": ["1"], "RSTA": ["0"]}}
    cells = {"rom": bram}
    for i in range(bits):
        cells[f"ff{i}"] = {"type": "TRELLIS_FF", "parameters": dict(FF_PARAMS), "port_directions": FF_DIRS,
                           "connections": {"CLK": [2], "DI": [100 + i], "LSR": ["0"], "Q": [200 + i]}}
    cells["use"] = {"type": "LUT4", "parameters": {}, "port_directions": {"A": "input", "Z": "output"},
                    "connections": {"A": [200], "Z": [300]}}
    return {"modules": {"top": {"attributes": {"top": "00000000000000000000000000000001"},
                                "ports": {}, "cells": cells}}}


def test_plain_registers_move_into_the_block():
    n = netlist()
    assert bramreg.absorb(n) == 3
    cells = n["modules"]["top"]["cells"]
    assert cells["rom"]["parameters"]["REGMODE_A"] == "OUTREG"
    assert cells["rom"]["parameters"]["REGMODE_B"] == "NOREG"
    assert [cells["rom"]["connections"][f"DOA{i}"] for i in range(3)] == [[200], [201], [202]]
    assert not [c for c in cells if c.startswith("ff")] and cells["use"]["connections"]["A"] == [200]


@pytest.mark.parametrize("spoil", ["enable", "reset", "other clock", "second reader", "port", "not a flip-flop"])
def test_anything_but_the_block_register_pattern_stays(spoil):
    n = netlist()
    top = n["modules"]["top"]
    ff = top["cells"]["ff1"]
    if spoil == "enable":
        ff["parameters"]["CEMUX"] = "CE"
        ff["connections"]["CE"] = [7]
    elif spoil == "reset":
        ff["connections"]["LSR"] = [8]
    elif spoil == "other clock":
        ff["connections"]["CLK"] = [3]
    elif spoil == "second reader":
        top["cells"]["use"]["connections"]["A"] = [101]
    elif spoil == "port":
        top["ports"]["dbg"] = {"direction": "output", "bits": [102]}
    else:
        ff["type"] = "LUT4"
    before = copy.deepcopy(n)
    assert bramreg.absorb(n) == 0 and n == before


def test_a_rom_placed_with_the_block_register(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path))
    rc = main(["synth", "--verilog", str(ROM), "--top", "tiny_rom", "--target", "ecp5", "--json"])
    out = capsys.readouterr()
    assert rc == 0, out.err
    r = json.loads(out.out)
    # port A's 18-bit register (less what Yosys finds constant) moved; port B's, with an
    # enable, stayed, and its block RAM output (no register) is the slowest path
    assert r["brams"] == 1 and 12 <= r["bram_output_register_bits"] <= 18
    assert r["critical_path"]["to_register"]["name"].startswith("core.oe_q")
