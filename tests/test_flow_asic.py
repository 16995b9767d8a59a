"""The standard-cell ASIC target (flow.stdcell): OSU 0.18 µm cells of Debian's
qflow-tech-osu018, Yosys + ABC mapping, OpenSTA timing. `make test` installs the packages
(Makefile: asic-tools); on CI they are never skipped."""
from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from hashforge.cli import main
from hashforge.flow import stdcell

# A registered 16-bit adder: 48 flip-flops (a, b, sum) and a ripple/carry-lookahead adder.
ADDER = """
module radd (input wire clk, input wire [15:0] a, input wire [15:0] b, output reg [15:0] s);
  reg [15:0] ra, rb;
  always @(posedge clk) begin
    ra <= a;
    rb <= b;
    s <= ra + rb;
  end
endmodule
"""

needs_tools = pytest.mark.skipif(
    os.environ.get("CI") != "true" and (shutil.which("sta") is None
                                        or not Path(stdcell.DEFAULT_LIBERTY).exists()),
    reason="opensta / qflow-tech-osu018 missing (make asic-tools installs them)")


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv(stdcell.LIBERTY_ENV, raising=False)


def synth(capsys, *args: str) -> tuple[int, dict | None, str]:
    rc = main(["synth", *args, "--json"])
    out = capsys.readouterr()
    return rc, (json.loads(out.out) if rc == 0 else None), out.err


@pytest.fixture
def adder(tmp_path) -> Path:
    src = tmp_path / "radd.v"
    src.write_text(ADDER)
    return src


@needs_tools
def test_registered_adder_area_and_path(capsys, adder):
    rc, r, err = synth(capsys, "--verilog", str(adder), "--top", "radd", "--target", "asic")
    assert rc == 0, err
    # 48 DFFPOSX1 of 96 µm² = 4,608 µm²; the adder's cells add 2,000-4,000 µm² (7,272 with
    # Yosys 0.70: 303 GE)
    assert r["cells"]["DFFPOSX1"] == 48 and r["ffs"] == 48
    assert 6_000 <= r["area_um2"] <= 9_500
    assert r["ge"] == pytest.approx(r["area_um2"] / 24.0, abs=0.1)       # NAND2X1 = 24 µm²
    # register to register through 16 bits of carry: 1.5-4 ns with setup (2.52 ns with Yosys 0.70)
    assert 1.5 <= r["critical_path_ns"] <= 4.0
    assert r["fmax_mhz"] == pytest.approx(1000 / r["critical_path_ns"], rel=1e-3)
    assert r["path_start"].startswith("register r") and r["path_end"].startswith("register s[")
    assert r["clock_port"] == "clk" and r["abc_delay_target_ps"] == round(r["unconstrained"]["critical_path_ns"] * 1000)
    # the result is the timed netlist of the two with the smaller area x critical path
    u, c = r["unconstrained"], r["constrained"]
    assert c["abc_delay_target_ps"] == r["abc_delay_target_ps"]
    best = min((c, u), key=lambda m: m["area_um2"] * m["critical_path_ns"])   # a tie: the constrained
    assert (r["area_um2"], r["critical_path_ns"]) == (best["area_um2"], best["critical_path_ns"])
    assert r["mapping"] == ("final" if best is c else "unconstrained")
    lib = r["library"]
    assert lib["name"] == "osu018_stdcells" and lib["ge_cell"] == "NAND2X1" and lib["buffer"] == "BUFX2"
    assert lib["corner"]["voltage_v"] == "1.8" and lib["corner"]["temperature_c"] == "25"
    if lib["package"]:                                   # a Debian system: the package's version
        assert lib["package"] == "qflow-tech-osu018" and lib["package_version"]
    assert "opensta" in r["tool_versions"] and "sta" in r["tool_versions"]


@needs_tools
def test_library_is_a_setting_and_in_the_cache_key(capsys, adder, tmp_path, monkeypatch):
    rc, a, err = synth(capsys, "--verilog", str(adder), "--top", "radd", "--target", "asic")
    assert rc == 0, err
    # the same cells under another file whose content differs (a comment): another key
    other = tmp_path / "mine.lib"
    other.write_text("/* a user's copy */\n" + Path(stdcell.DEFAULT_LIBERTY).read_text())
    rc, b, err = synth(capsys, "--verilog", str(adder), "--top", "radd", "--target", "asic",
                       "--liberty", str(other))
    assert rc == 0, err
    assert b["cache_key"] != a["cache_key"] and b["area_um2"] == a["area_um2"]
    assert b["library"]["file"] == str(other) and b["library"]["package"] is None


def test_malformed_liberty_is_one_line(capsys, adder, tmp_path):
    bad = tmp_path / "bad.lib"
    bad.write_text("library (broken) {\n  cell (NAND2X1) {\n    area : 24;\n    pin (A) { direction : input;\n")
    rc = main(["synth", "--verilog", str(adder), "--top", "radd", "--target", "asic",
               "--liberty", str(bad)])
    err = capsys.readouterr().err
    assert rc == 2 and err.count("\n") == 1 and "bad.lib" in err and "malformed" in err
    bad.write_text("this is not { a liberty ;; file\n")
    rc = main(["synth", "--verilog", str(adder), "--top", "radd", "--target", "asic",
               "--liberty", str(bad)])
    err = capsys.readouterr().err
    assert rc == 2 and err.count("\n") == 1 and "bad.lib" in err
    rc = main(["synth", "--verilog", str(adder), "--top", "radd", "--target", "asic",
               "--liberty", str(tmp_path / "none.lib")])
    err = capsys.readouterr().err
    assert rc == 2 and err.count("\n") == 1 and "not found" in err


def test_liberty_without_nand2_is_one_line(tmp_path):
    lib = tmp_path / "tiny.lib"
    lib.write_text('library (tiny) { time_unit : "1ns";\n'
                   '  cell (BUF) { area : 2; pin (A) { direction : input; }\n'
                   '    pin (Y) { direction : output; function : "A"; } }\n}\n')
    with pytest.raises(stdcell.FlowError, match="no 2-input NAND"):
        stdcell.read_liberty(lib)


@needs_tools
def test_missing_sta_is_one_line(capsys, adder, monkeypatch, tmp_path):
    # a PATH without OpenSTA (the venv's tools are found beside the interpreter)
    monkeypatch.setenv("PATH", str(tmp_path))
    rc = main(["synth", "--verilog", str(adder), "--top", "radd", "--target", "asic"])
    err = capsys.readouterr().err
    assert rc == 2 and err.count("\n") == 1 and "sta is not installed" in err and "opensta" in err


@needs_tools
def test_a_core_through_the_flow(capsys):
    """One core of ours through `hashforge synth <id> --target asic --json` (Ascon-Hash: a
    320-bit state, about 20 s of Yosys)."""
    rc, r, err = synth(capsys, "ascon-hash", "--target", "asic")
    assert rc == 0, err
    assert r["target"] == "asic" and r["cached"] is False
    assert 100_000 < r["area_um2"] < 2_000_000 and r["ge"] == pytest.approx(r["area_um2"] / 24, abs=0.1)
    assert r["ffs"] >= 320                                 # the state at least
    assert 20 < r["fmax_mhz"] < 1000 and r["path_start"] and r["path_end"]


# A written array, a table of constants and two AES S-boxes (a hard block) behind registers
MEMS = """
module memt (input wire clk, input wire we, input wire [3:0] a, input wire [3:0] ra,
             input wire [7:0] d, output reg [7:0] q, output reg [15:0] r,
             output wire [7:0] s0, output wire [7:0] s1);
  reg [7:0] ram [0:15];
  reg [15:0] rom [0:15];
  integer i;
  initial for (i = 0; i < 16; i = i + 1) rom[i] = 16'h1234 * i + 16'h0f0f ^ (i << 9);
  reg [7:0] x0, x1;
  always @(posedge clk) begin
    if (we) ram[a] <= d;
    q <= ram[ra];
    r <= rom[ra];
    x0 <= d;
    x1 <= q;
  end
  hf_aes_sbox u0 (.x_i(x0), .y_o(s0));
  hf_aes_sbox u1 (.x_i(x1), .y_o(s1));
endmodule
"""


@needs_tools
def test_memories_and_hard_blocks(capsys, tmp_path, monkeypatch):
    src = tmp_path / "memt.v"
    src.write_text(MEMS)
    sbox = Path(__file__).resolve().parents[1] / "rtl" / "prim" / "hf_aes_sbox.v"
    args = ("--verilog", str(src), str(sbox), "--top", "memt", "--target", "asic")
    rc, r, err = synth(capsys, *args)
    assert rc == 0, err
    mems = {m["name"]: m for m in r["memories"]}
    assert set(mems) == {"memt.ram", "memt.rom"}          # the S-box's case table is no array
    assert mems["memt.ram"]["mapped_to"] == "flip-flops" and mems["memt.ram"]["bits"] == 128
    assert mems["memt.rom"]["mapped_to"].startswith("logic") and mems["memt.rom"]["write_ports"] == 0
    # the RAM's 128 bits are flip-flops, the ROM's are none: 128 + q, r (two constant bits
    # trimmed), x0, x1
    assert r["ffs"] == 128 + 8 + 14 + 16
    assert r["hard_blocks"] == ["hf_aes_sbox"]
    netlist = (tmp_path / "cache" / "synth" / r["cache_key"] / r["netlist"]).read_text()
    assert netlist.count("module hf_aes_sbox") == 1 and len(re_inst.findall(netlist)) == 2
    # both instances' cells count: the flat mapping (no hard blocks) is within 10% of it
    monkeypatch.setattr(stdcell, "HARD_BLOCKS", ())
    rc, flat, err = synth(capsys, *args)
    assert rc == 0, err
    assert flat["hard_blocks"] == [] and flat["cache_key"] != r["cache_key"]
    assert flat["area_um2"] == pytest.approx(r["area_um2"], rel=0.10)


re_inst = re.compile(r"^\s*hf_aes_sbox\s+\S+\s*\(", re.M)


@needs_tools
def test_human_output_names_the_library_and_the_path(capsys, adder):
    rc = main(["synth", "--verilog", str(adder), "--top", "radd", "--target", "asic"])
    out = capsys.readouterr().out
    assert rc == 0 and "µm² =" in out and "GE (NAND2X1 = 24.0 µm²)" in out
    assert "fmax" in out and "OpenSTA" in out and "osu018_stdcells.lib" in out


def _asic_row(algorithm: str = "sha256", arch: str = "round", ge: float = 25_000.0,
              estimate: float = 31_600.0, block_bits: int = 512, cycles: tuple = (65, 83),
              fmax: float = 160.0) -> dict:
    """Stand-in asic and gates rows of one core (make_row over a fake synthesis)."""
    from hashforge.evaluation.evaluate import make_row
    from test_flow_report import FakeCore, fake_sim  # tests/ is on sys.path (pytest rootdir-less import)
    core = FakeCore(algorithm, arch, block_bits=block_bits)
    syn = {"device": "osu018_stdcells standard cells", "luts": None, "ffs": 1500, "brams": 0, "dsps": 0,
           "area_um2": ge * 24, "ge": ge, "fmax_mhz": fmax, "critical_path_ns": round(1000 / fmax, 3),
           "critical_path": {"from": "register e[1]", "to": "register a[31]", "delay_ns": 6.25},
           "library": {"name": "osu018_stdcells"}, "cells": {"NAND2X1": 10},
           "tool_versions": {"yosys": "Yosys 0.70", "sta": "2.0.17"}, "cached": True,
           "command": "hashforge synth sha256 --target asic"}
    gates = {"device": "generic gates: an estimate", "luts": None, "ffs": 1500, "brams": 0, "dsps": 0,
             "fmax_mhz": None, "ge": estimate, "logic_depth": 70, "cells": {"NAND": 5},
             "tool_versions": {"yosys": "Yosys 0.70"}, "cached": True,
             "command": f"hashforge synth {algorithm} --target gates"}
    sim = dict(fake_sim(algorithm, arch, 32, True), block_bits=block_bits,
               cycles_per_block_long=cycles[0], cycles_short_message=cycles[1])
    return {"asic": make_row(core, arch, 32, "asic", sim, syn, []),
            "gates": make_row(core, arch, 32, "gates", sim, gates, [])}


def test_asic_row_throughput_and_per_ge():
    r = _asic_row()["asic"]
    assert r["area"] == 25_000.0 and r["area_unit"] == "GE" and r["area_um2"] == 600_000.0
    assert r["tp_long_mbps"] == pytest.approx(512 * 160 / 65, abs=0.05)          # block bits x fmax / cycles
    assert r["tp_short_mbps"] == pytest.approx(512 * 160 / 83, abs=0.05)
    assert r["tp_area_unit"] == "kbit/s per GE"
    assert r["tp_area_long"] == pytest.approx(512 * 160 / 65 * 1000 / 25_000, abs=1e-3)
    g = _asic_row()["gates"]
    assert g["tp_long_mbps"] is None and g["tp_area_unit"] is None


def test_report_shows_asic_columns_the_estimate_and_the_seeds_in_kind():
    from hashforge.evaluation import report
    rows = _asic_row()
    tables = report.our_tables([rows["asic"], rows["gates"]], report.load_seed_figures())
    titles = [t[0] for t in tables]
    assert titles[0].startswith("ASIC standard cells (osu018_stdcells") and "estimate" in titles[1]
    _, head, body = tables[0]
    for col in ("area [µm²]", "area [GE]", "estimate [GE, target gates]", "fmax [MHz]",
                "TP long [Mbit/s]", "TP short [Mbit/s]", "TP-l/GE [kbit/s per GE]"):
        assert col in head, col
    ours = dict(zip(head, body[0], strict=True))
    assert ours["area [GE]"] == "25,000" and ours["estimate [GE, target gates]"] == "31,600"
    assert ours["fmax [MHz]"] == "160" and "register e[1] → register a[31]" in ours["critical path [ns, start → end]"]
    # seed 001's SHA-256 rows (cited from its Table 1) sit under ours, in GE and kbit/s per GE, with the ratio
    seed = [dict(zip(head, b, strict=True)) for b in body[1:]]
    assert any("seed 001" in s["algorithm"] and "15,100 GE" == s["area [GE]"] for s in seed)
    assert any("ours/seed" in s["TP-s/GE [kbit/s per GE]"] for s in seed)
    # the estimate gets no seed rows
    assert all("seed" not in b[0] for b in tables[1][2])


def test_seed_003_luffa_rows_under_ours_with_ratio_and_node_note():
    from hashforge.evaluation import report
    rows = _asic_row("luffa256", "ht", ge=40_000.0, estimate=52_000.0, block_bits=256, cycles=(9, 18),
                     fmax=400.0)
    _, head, body = report.our_tables([rows["asic"]], report.load_seed_figures())[0]
    ours = dict(zip(head, body[0], strict=True))
    assert ours["TP long [Mbit/s]"] == "11,377.8"                   # 256 x 400 / 9
    seed = [dict(zip(head, b, strict=True)) for b in body[1:]]
    # seed 003 Table 1 only (ht), as published: GE, MHz, Mbit/s, and TP per GE derived from them
    assert [s["algorithm"] for s in seed] == ["↳ seed 003, Table 1 (throughput optimized)"]
    s = seed[0]
    assert s["area [GE]"] == "30,834 GE" and s["fmax [MHz]"] == "1,124" and s["TP long [Mbit/s]"] == "31,960"
    # ours: 11,377.8 Mbit/s / 40,000 GE = 284.4 kbit/s per GE against the seed's 1,036.5
    assert s["TP-l/GE [kbit/s per GE]"] == "1,036.5 kbit/s per GE (ours/seed 0.27)"
    assert s["TP-s/GE [kbit/s per GE]"].startswith("518.3 kbit/s per GE (ours/seed ")
    assert "seed's node 0.13 µm against ours 0.18 µm: the ratios are not like for like" in s["note"]
    # every seed 003 architecture sits under ours of the same name
    for arch, table in (("compact", "Table 2"), ("pipelined", "Table 3")):
        r = _asic_row("luffa256", arch, block_bits=256, cycles=(9, 18))["asic"]
        _, _, body = report.our_tables([r], report.load_seed_figures())[0]
        assert [b[0] for b in body[1:]] == [f"↳ seed 003, {table} " + ("(area optimized)" if arch == "compact"
                                                                       else "(pipelined)")]


def test_node_note_only_across_nodes():
    from hashforge.evaluation import report
    assert report.node_um("ASIC UMC 0.13 um CMOS (High-Speed library)") == 0.13
    assert report.node_um("osu018_stdcells standard cells (voltage 1.8)") == 0.18
    assert report.node_um("osu035_stdcells") == 0.35 and report.node_um("LFE5U-85F-6") is None
    r = _asic_row()["asic"]
    _, head, body = report.our_tables([r], report.load_seed_figures())[0]
    notes = {b[head.index("arch")]: b[-1] for b in body[1:]}
    same = next(v for k, v in notes.items() if "0.18" in k)           # seed 001's [14], 0.18 µm
    other = next(v for k, v in notes.items() if "0.13" in k)
    assert "node" not in same and "seed's node 0.13 µm against ours 0.18 µm" in other
    assert report.node_note({"device": "my.lib"}, {"technology": "ASIC", "device": "ASIC 0.13 um"}) == \
        "seed's node 0.13 µm, ours another library: the ratios are not like for like"
    assert report.node_note(r, {"technology": "FPGA", "device": "0.13 um"}) == ""


def _estimate_results() -> dict:
    from test_flow_report import sample_results
    res = sample_results()
    rows = []
    for pair in (_asic_row(), _asic_row("luffa256", "ht", ge=30_000.0, estimate=40_000.0, block_bits=256,
                                        cycles=(9, 18)),
                 _asic_row("ascon-hash", "round", ge=10_000.0, estimate=9_000.0, block_bits=64, cycles=(12, 40))):
        rows += [pair["asic"], pair["gates"]]
    # a core with the estimate only gets no row
    rows.append(_asic_row("keccak256", "round")["gates"])
    return dict(res, rows=rows, targets=["asic", "gates"])


def test_estimate_against_standard_cells_table():
    from hashforge.evaluation import report
    res = _estimate_results()
    title, head, body, sentence = report.ge_estimate_table(res["rows"])
    assert title == "Gate-equivalent estimate vs standard cells"
    assert [b[:5] for b in body] == [["sha256", "round", "25,000", "31,600", "1.26"],
                                     ["luffa256", "ht", "30,000", "40,000", "1.33"],
                                     ["ascon-hash", "round", "10,000", "9,000", "0.90"]]
    assert sentence == ("Over 3 cores with both targets, the weighted estimate is a median 1.26× the "
                        "standard-cell GE (0.90× to 1.33×): its hand-made weights overstate the area of "
                        "osu018_stdcells standard cells by 26% at the median.")
    md = report.write_markdown(res, report.load_seed_figures())
    assert "### Gate-equivalent estimate vs standard cells" in md and sentence in md
    assert "Gate-equivalent estimate vs standard cells" in report.write_html(res, report.load_seed_figures(), {})
    # no core with both targets: no table
    assert report.ge_estimate_table([r for r in res["rows"] if r["target"] == "gates"]) is None
