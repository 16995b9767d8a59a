"""rtl/ascon/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

import pytest

from hashforge.hw import cores, sim, units
from hashforge.hw.benchconfig import BenchConfig

HERE = Path(__file__).resolve().parent


def test_ascon_round_unit():
    """hf_ascon_round (with hf_ascon_sbox) alone: random messages of all five identifiers
    hashed with the module doing every permutation round, compared with the C library."""
    root = cores.rtl_root() / "ascon"
    unit = sim.Unit(top="hf_ascon_round", sources=(root / "hf_ascon_sbox.v", root / "hf_ascon_round.v"))
    units.passes(unit, HERE / "ascon_round_bench.py")


def test_ascon_round_bench_fails_on_a_wrong_round(tmp_path):
    """The bench is not vacuous: one rotation of the linear layer off by one fails it."""
    root = cores.rtl_root() / "ascon"
    bad = units.mutant(root / "hf_ascon_round.v", "hf_rotr64(y0, 19)", "hf_rotr64(y0, 18)", tmp_path)
    unit = sim.Unit(top="hf_ascon_round", sources=(root / "hf_ascon_sbox.v", bad))
    units.fails(unit, HERE / "ascon_round_bench.py", count=2)


@pytest.mark.parametrize("algorithm,arch,width,out_bits", [
    ("ascon-xof128", "round", 32, 1000), ("ascon-xof128", "unroll2", 64, 64),
    ("ascon-xof", "round", 64, 200), ("ascon-xof", "unroll2", 32, 8)])
def test_ascon_xof_lengths(algorithm, arch, width, out_bits):
    """OUT_BITS other than the KAT length (many output blocks, a partial last one, a single
    one, a single byte): random messages against the C library, short-message cycles against
    the registry's schedule (the generic XOF bench, hashforge.hw.xof_bench)."""
    core = cores.get(algorithm, arch)
    unit = sim.Unit(top=core.top, sources=core.sources, params={**core.params, "OUT_BITS": out_bits})
    units.passes(unit, "hashforge.hw.xof_bench", width=width,
                           config=BenchConfig(algorithm=algorithm, arch=arch, width=width), out_bits=out_bits)
