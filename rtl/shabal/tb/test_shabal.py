"""rtl/shabal/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


def test_shabal_step_unit():
    """hf_shabal_step alone: random messages of all four digest sizes hashed with the module
    doing every NLFSR step (IV prefix blocks, blocks, extra permutations; the rest in
    Python), compared with the C library."""
    root = cores.rtl_root() / "shabal"
    unit = sim.Unit(top="hf_shabal_step", sources=(root / "hf_shabal_step.v",))
    units.passes(unit, HERE / "shabal_step_bench.py")


def test_shabal_step_bench_fails_on_a_wrong_step(tmp_path):
    """The bench is not vacuous: V(x) = 5x turned into 9x fails it."""
    bad = units.mutant(cores.rtl_root() / "shabal" / "hf_shabal_step.v",
                  "{r[29:0], 2'b00}", "{r[28:0], 3'b000}", tmp_path)
    unit = sim.Unit(top="hf_shabal_step", sources=(bad,))
    units.fails(unit, HERE / "shabal_step_bench.py", count=2)
