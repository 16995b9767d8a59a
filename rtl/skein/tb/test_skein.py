"""rtl/skein/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


def test_skein_round4_unit():
    """hf_skein_round4 alone: random messages of the v1.3 and v1.2 identifiers hashed with the
    module doing every subkey injection and every group of four Threefish rounds (the IV's
    configuration UBI, the message blocks, the output UBI), compared with the C library."""
    root = cores.rtl_root() / "skein"
    unit = sim.Unit(top="hf_skein_round4", sources=(root / "hf_skein_round4.v",))
    units.passes(unit, HERE / "skein_round_bench.py")


def test_skein_round4_bench_fails_on_a_wrong_rotation(tmp_path):
    """The bench is not vacuous: one rotation constant off by one fails it."""
    bad = units.mutant(cores.rtl_root() / "skein" / "hf_skein_round4.v",
                  "8'd8,  8'd35, 8'd56, 8'd22", "8'd8,  8'd35, 8'd56, 8'd23", tmp_path)
    unit = sim.Unit(top="hf_skein_round4", sources=(bad,))
    units.fails(unit, HERE / "skein_round_bench.py", count=2)
