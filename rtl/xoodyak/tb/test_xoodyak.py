"""rtl/xoodyak/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


def test_xoodyak_round_unit():
    """hf_xoodoo_round alone: messages (the corner lengths and random ones) hashed with the
    module doing every Xoodoo round, compared with the C library."""
    root = cores.rtl_root() / "xoodyak"
    unit = sim.Unit(top="hf_xoodoo_round", sources=(root / "hf_xoodoo_round.v",))
    units.passes(unit, HERE / "xoodoo_round_bench.py")


def test_xoodyak_round_bench_fails_on_a_wrong_round(tmp_path):
    """The bench is not vacuous: the last round constant off by one bit fails it."""
    bad = units.mutant(cores.rtl_root() / "xoodyak" / "hf_xoodoo_round.v",
                  "rc = 32'h012", "rc = 32'h013", tmp_path)
    unit = sim.Unit(top="hf_xoodoo_round", sources=(bad,))
    units.fails(unit, HERE / "xoodoo_round_bench.py", count=2)
