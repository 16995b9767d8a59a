"""rtl/bus/'s wrappers through the bus libraries (cocotbext-axi, cocotbext-wishbone), each core
inside them as the generated shim of hashforge.hw.busmap (rtl/conftest.py says more)."""
from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest

from hashforge.hw import busmap, cores, sim, units
from hashforge.hw.benchconfig import BenchConfig

HERE = Path(__file__).resolve().parent
pytest.importorskip("cocotbext.axi")

# every family's first identifier (and default architecture) through AXI4-Stream
FIRSTS = [f.variants[0].algorithm for f in cores.FAMILIES]


def _run(algorithm: str, bus: str, bench: str, width: int = 32, **fields) -> None:
    unit = busmap.unit(algorithm, bus, width=width)
    config = BenchConfig(algorithm=algorithm, width=width, **fields)
    units.passes(unit, HERE / bench, width=None, config=config)


@pytest.mark.parametrize("algorithm", FIRSTS)
def test_axis_first_identifier(algorithm):
    """A few KATs (padding corners first) and random messages of each family's first identifier
    through hf_axis at W=32, under random TVALID gaps and TREADY stalls."""
    _run(algorithm, "axis", "axis_bench.py", kat_limit=4, random=3, stall=0.3)


@pytest.mark.parametrize("algorithm", ["sha224", "sha512"])
def test_axis_w64(algorithm):
    """W=64: SHA-224's digest ends in a half beat (TKEEP 0x0f on its last beat)."""
    _run(algorithm, "axis", "axis_bench.py", width=64, kat_limit=16, random=8, stall=0.3)


def test_axil_sha256_every_kat():
    """Every SHA-256 KAT vector and random messages through hf_axil under random stalls on every
    channel, the AXI4-Lite checker bound; then the registers and the bad accesses."""
    _run("sha256", "axil", "axil_bench.py", random=8, stall=0.3)


def test_wb_sha256_every_kat():
    """Every SHA-256 KAT vector and random messages through hf_wb with random master wait
    states; then the bad accesses."""
    pytest.importorskip("cocotbext.wishbone")
    _run("sha256", "wb", "wb_bench.py", random=8, stall=0.3)


def _mutant_unit(algorithm: str, bus: str, name: str, old: str, new: str, tmp_path, width: int = 32):
    unit = busmap.unit(algorithm, bus, width=width)
    good = busmap.bus_dir() / name
    bad = units.mutant(good, old, new, tmp_path)
    shutil.copyfile(busmap.bus_dir() / busmap.HEADER, tmp_path / busmap.HEADER)   # found beside it
    return dataclasses.replace(unit, sources=tuple(bad if s == good else s for s in unit.sources))


def test_axil_checker_catches_a_dropped_response(tmp_path):
    """The AXI4-Lite checker is not vacuous: a BVALID that does not wait for BREADY stops the
    model with the checker's message."""
    unit = _mutant_unit("sha256", "axil", "hf_axil.v", "if (s_axil_bready) bvalid_q <= 1'b0;",
                        "bvalid_q <= 1'b0;", tmp_path)
    ok, out = sim.run_unit(unit, HERE / "axil_bench.py",
                           config=BenchConfig(algorithm="sha256", kat_limit=2, random=0, stall=0.5))
    assert not ok and "hf_axil_checker: BVALID dropped" in out, out[-2000:]


def test_axis_bench_fails_on_a_wrong_bit_count(tmp_path):
    """The AXI4-Stream bench is not vacuous: one valid bit too many in a partial last byte
    (TUSER read as one more) gives wrong digests for messages that end inside a byte."""
    unit = _mutant_unit("sha256", "axis", "hf_axis.v", "7'd8 - {4'd0, s_axis_tuser}",
                        "7'd7 - {4'd0, s_axis_tuser}", tmp_path)
    units.fails(unit, HERE / "axis_bench.py",
                BenchConfig(algorithm="sha256", kat_limit=0, random=12, stall=0.2))


def test_wb_bench_fails_on_a_wrong_byte_select(tmp_path):
    """The Wishbone bench is not vacuous: a register file that hands the core a LAST word with
    one byte more than its valid bits fails the digests."""
    unit = _mutant_unit("sha256", "wb", "hf_bus_regs.v", "assign s_bits   = is_last ? last_k : 7'd32;",
                        "assign s_bits   = is_last ? last_k + 7'd8 : 7'd32;", tmp_path)
    units.fails(unit, HERE / "wb_bench.py",
                BenchConfig(algorithm="sha256", kat_limit=8, random=4, stall=0.2))
