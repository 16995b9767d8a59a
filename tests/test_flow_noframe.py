"""A core without its stream frame (`hashforge synth ALGO --no-frame`, Design.no_frame) and the
report's tables built on it (hashforge.evaluation.frame)."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from hashforge import paths
from hashforge.cli import main
from hashforge.evaluation import frame, report
from hashforge.flow.design import Design
from hashforge.flow.synth import cache_key, synthesize
from hashforge.flow.tools import FlowError

# the OpenSTA / Liberty skip and the per-test cache of the ASIC flow's tests
from test_flow_asic import _cache, needs_tools  # noqa: E402,F401

# A 32-bit block core in the stream frame: the datapath XORs each block into a register and
# hands it to the serializer after the last block.
TINY = """
`default_nettype none
module tframe #(parameter integer W = 32) (
  input wire clk, input wire rst_n,
  input wire s_valid, output wire s_ready, input wire [W-1:0] s_data, input wire s_last,
  input wire [6:0] s_bits,
  output wire m_valid, input wire m_ready, output wire [W-1:0] m_data, output wire m_last);
  wire blk_valid, blk_last, blk_first;
  wire [31:0] blk_data;
  wire [15:0] blk_nbits;
  wire [63:0] blk_total;
  reg [31:0] acc;
  reg out_q;
  wire ld_ready, ld_ready_nx;
`include "hf_pad_modes.vh"
  hf_pad #(.W(W), .BLOCK_BITS(32), .PAD_MODE(HF_PAD_10)) u_pad (.clk(clk), .rst_n(rst_n), .s_valid(s_valid),
    .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits), .blk_valid(blk_valid),
    .blk_ready(~out_q), .blk_data(blk_data), .blk_last(blk_last), .blk_first(blk_first),
    .blk_nbits(blk_nbits), .blk_total(blk_total));
  hf_ser #(.W(W), .CHUNK_BITS(32)) u_ser (.clk(clk), .rst_n(rst_n), .ld_valid(out_q),
    .ld_ready(ld_ready), .ld_ready_nx(ld_ready_nx), .ld_data(acc), .ld_beats(8'd1), .ld_last(1'b1),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last));
  always @(posedge clk) begin
    if (!rst_n) begin
      acc <= 32'd0; out_q <= 1'b0;
    end else if (blk_valid && !out_q) begin
      acc <= (blk_first ? 32'd0 : acc) ^ blk_data ^ blk_nbits ^ blk_total[31:0];
      out_q <= blk_last;
    end else if (out_q && ld_ready) out_q <= 1'b0;
  end
endmodule
"""

@pytest.fixture
def tiny(tmp_path) -> Design:
    src = tmp_path / "tframe.v"
    src.write_text(TINY)
    common = paths.rtl_dir() / "common"
    d = Design.external([str(common / "hf_pad.v"), str(common / "hf_ser.v"), str(src)], "tframe")
    return dataclasses.replace(d, include_dirs=(*d.include_dirs, common))


@needs_tools
def test_without_the_frame_the_block_is_a_port_and_the_frame_cost_is_positive(tiny):
    framed = synthesize(tiny, "asic")
    bare = synthesize(dataclasses.replace(tiny, no_frame=True), "asic")
    assert bare["no_frame"] is True and "no_frame" not in framed
    # the datapath keeps its 33 flip-flops (acc, out_q); the frame's beat and block registers,
    # length counters and serializer go
    assert bare["ffs"] == 33 < framed["ffs"]
    assert 0 < bare["ge"] < framed["ge"]
    # the path starts or ends at the frame's former pins, now ports (u_pad__blk_* / u_ser__ld_*)
    assert bare["fmax_mhz"] and framed["fmax_mhz"]
    netlist = (Path(bare["artifacts"]) / bare["netlist"]).read_text()
    assert "u_pad__blk_data" in netlist and "u_ser__ld_data" in netlist
    assert "hf_pad" not in netlist and " m_data" not in netlist


def test_no_frame_is_its_own_cache_key_and_leaves_the_framed_key_alone(tiny):
    bare = dataclasses.replace(tiny, no_frame=True)
    assert cache_key(bare, "asic") != cache_key(tiny, "asic")
    assert "expose" not in " ".join(tiny.read_script(["x.v"]))
    assert any(line.startswith("expose -evert") for line in bare.read_script(["x.v"]))


def test_a_design_without_a_frame_is_told_in_one_line(tmp_path):
    src = tmp_path / "plain.v"
    src.write_text("module plain(input wire clk, input wire a, output reg y);\n"
                   "  always @(posedge clk) y <= a;\nendmodule\n")
    d = dataclasses.replace(Design.external([str(src)], "plain"), no_frame=True)
    with pytest.raises(FlowError, match=r"plain instantiates no stream frame") as e:
        synthesize(d, "ecp5")
    assert "\n" not in str(e.value)


def test_cli_no_frame_wants_a_core(capsys, tmp_path):
    src = tmp_path / "plain.v"
    src.write_text("module plain(input wire a, output wire y); assign y = a; endmodule\n")
    assert main(["synth", "--verilog", str(src), "--top", "plain", "--target", "asic", "--no-frame"]) == 2
    assert "--no-frame applies to a core" in capsys.readouterr().err
    assert main(["synth", "sha256", "--target", "asic", "--no-frame", "--bus", "axis"]) == 2
    assert "exclude each other" in capsys.readouterr().err


def _row(algorithm: str, arch: str, target: str, area: float, fmax: float, tp_area: float) -> dict:
    return {"algorithm": algorithm, "arch": arch, "target": target, "width": 32, "area": area,
            "area_unit": "GE" if target == "asic" else "LUT4", "ffs": 100, "fmax_mhz": fmax,
            "cycles_long": 3, "tp_long_mbps": 96 * fmax / 3, "tp_area_long": tp_area,
            "no_frame": {"area": area * 0.8, "ffs": 80, "fmax_mhz": fmax * 1.1, "area_um2": None,
                         "cycles_block": 1, "tp_long_mbps": 96 * fmax * 1.1, "tp_area_long": 2 * tp_area,
                         "frame_area": area * 0.2, "frame_pct": 20.0, "frame_ffs": 20,
                         "synth_command": "hashforge synth x --no-frame", "error": None}}


def test_seed_tables_set_ours_beside_seed_001_large_and_seed_002_pair():
    seeds = report.load_seed_figures()
    rows = [_row("radiogatun64", "round", "asic", 40000.0, 400.0, 80.0),
            _row("sha256", "round", "ecp5", 2000.0, 90.0, 0.5)]
    tables = {t[0]: t for t in frame.tables({"rows": rows}, seeds)}
    s001 = next(t for n, t in tables.items() if n.startswith("Seed 001"))
    line = next(r for r in s001[2] if r[0] == "RadioGatún64")
    # seed 001 Table 1: RadioGatún64 'Large' 2612.1 kbit/s per GE; ours no frame 160 -> 0.06
    assert line[3] == "2,612" and line[5] == "160.0" and line[6] == f"{160 / 2612.1:.2f}"
    s002 = next(t for n, t in tables.items() if "seed 002" in n)
    line = next(r for r in s002[2] if r[0] == "SHA-2-256")
    # Table 4: 1,019 slices with the wrapper, 656 without: the wrapper is 35.6% of the design
    assert line[2:5] == ["1,019", "656", "35.6%"] and line[8] == "20.0%"
    # the report sets them after our cores' tables (markdown and HTML alike)
    titles = [t[0] for t in report.side_tables({"rows": rows}, seeds)]
    assert titles[0].startswith("Without the stream frame") and "Table 4 (-w / -nw)" in titles[2]


def test_datapath_cycles_are_the_schedule_with_a_block_wide_bus():
    from hashforge.hw import cores
    assert frame.datapath_cycles(cores.get("radiogatun64", "round")) == 1
    assert frame.datapath_cycles(cores.get("irrupt32", "1ir1")) == 8
    f = frame.fields(cores.get("irrupt32", "8ir1"), "asic", {"area": 10.0, "ffs": 4},
                     {"ge": 8.0, "ffs": 3, "fmax_mhz": 100.0}, None)
    # one 32-bit word per clock at 100 MHz: 3,200 Mbit/s, over 8 GE = 400,000 kbit/s per GE
    assert (f["tp_long_mbps"], f["tp_area_long"]) == (3200.0, 400000.0)
    assert (f["frame_area"], f["frame_pct"], f["frame_ffs"]) == (2.0, 20.0, 1)
