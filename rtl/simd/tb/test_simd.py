"""rtl/simd/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

import pytest

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


# (lanes, butterflies per clock): one NTT stage per clock (`ladders`), and folded to 2, 4 and
# 8 cycles per stage (`folded` runs 32 butterflies: 2 cycles at 4 lanes, 4 at 8)
@pytest.mark.parametrize("lanes,bfly", [(4, 64), (8, 128), (4, 32), (8, 32), (4, 8)])
def test_simd_expand_unit(lanes, bfly):
    """hf_simd_expand alone: random messages of the two digest sizes of its lane count hashed
    with the module expanding every block (IV, message, final length block; the Feistel
    steps in Python), compared with the C library; the NTT takes log2 N N / (2 BFLY) cycles."""
    root = cores.rtl_root() / "simd"
    unit = sim.Unit(top="hf_simd_expand", sources=(root / "hf_simd_expand.v",),
                    params={"LANES": lanes, "BFLY": bfly})
    units.passes(unit, HERE / "simd_expand_bench.py", lanes=lanes, bfly=bfly)


def test_simd_expand_bench_fails_on_a_wrong_expansion(tmp_path):
    """The bench is not vacuous: the inner code's 233 turned into 231 fails it."""
    bad = units.mutant(cores.rtl_root() / "simd" / "hf_simd_expand.v", "c * 16'sd233", "c * 16'sd231", tmp_path)
    unit = sim.Unit(top="hf_simd_expand", sources=(bad,), params={"LANES": 4})
    units.fails(unit, HERE / "simd_expand_bench.py", lanes=4, count=2)
