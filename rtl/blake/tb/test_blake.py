"""rtl/blake/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

import pytest

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("word", [32, 64])
def test_blake_half_g_unit(word):
    """hf_blake_g alone: random messages of the round-2 and final identifiers hashed with the
    module doing every half of every G, compared with the C library."""
    root = cores.rtl_root() / "blake"
    unit = sim.Unit(top="hf_blake_g", sources=(root / "hf_blake_g.v",), params={"WORD": word})
    units.passes(unit, HERE / "blake_g_bench.py", word=word)


def test_blake_half_g_bench_fails_on_a_wrong_rotation(tmp_path):
    """The bench is not vacuous: the second half's last rotation off by one fails it."""
    bad = units.mutant(cores.rtl_root() / "blake" / "hf_blake_g.v",
                  "R2_1 = BIG ? 11 : 7;", "R2_1 = BIG ? 11 : 6;", tmp_path)
    unit = sim.Unit(top="hf_blake_g", sources=(bad,), params={"WORD": 32})
    units.fails(unit, HERE / "blake_g_bench.py", word=32, count=2)
