"""rtl/esch/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

import pytest

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("branches", [6, 8])
def test_sparkle_step_unit(branches):
    """hf_sparkle_step alone: random messages hashed with the module doing every SPARKLE step
    (injection, padding, constants and squeeze in Python), compared with the C library."""
    root = cores.rtl_root() / "esch"
    unit = sim.Unit(top="hf_sparkle_step", sources=(root / "hf_sparkle_step.v",),
                    params={"NB": branches})
    units.passes(unit, HERE / "sparkle_step_bench.py", branches=branches)


def test_sparkle_step_bench_fails_on_a_wrong_step(tmp_path):
    """The bench is not vacuous: Alzette's last rotation off by one fails it."""
    root = cores.rtl_root() / "esch"
    bad = units.mutant(root / "hf_sparkle_step.v", "hf_rotr32(x, 16)", "hf_rotr32(x, 15)", tmp_path)
    (tmp_path / "hf_sparkle.vh").write_text((root / "hf_sparkle.vh").read_text())
    unit = sim.Unit(top="hf_sparkle_step", sources=(bad,), params={"NB": 6})
    units.fails(unit, HERE / "sparkle_step_bench.py", branches=6, count=2)
