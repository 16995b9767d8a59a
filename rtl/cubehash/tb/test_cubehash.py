"""rtl/cubehash/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


def test_cubehash_round_unit():
    """hf_cubehash_round alone: the four IVs recomputed with the module against the constants
    of hf_cubehash.v, then messages of every digest size hashed with the module doing every
    round (padding, block XOR and finalisation in Python), compared with the C library."""
    root = cores.rtl_root() / "cubehash"
    unit = sim.Unit(top="hf_cubehash_round", sources=(root / "hf_cubehash_round.v",))
    units.passes(unit, HERE / "cubehash_round_bench.py")


def test_cubehash_round_bench_fails_on_a_wrong_round(tmp_path):
    """The bench is not vacuous: the second rotation off by one fails it."""
    bad = units.mutant(cores.rtl_root() / "cubehash" / "hf_cubehash_round.v", "32], 11)", "32], 12)", tmp_path)
    unit = sim.Unit(top="hf_cubehash_round", sources=(bad,))
    units.fails(unit, HERE / "cubehash_round_bench.py", count=0)
