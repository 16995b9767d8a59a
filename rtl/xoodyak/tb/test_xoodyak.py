"""rtl/xoodyak/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


def _round_sources() -> tuple[Path, ...]:
    """hf_xoodoo_round and its three stages."""
    root = cores.rtl_root() / "xoodyak"
    return tuple(root / f for f in ("hf_xoodoo_parity.v", "hf_xoodoo_theta.v",
                                    "hf_xoodoo_chi.v", "hf_xoodoo_round.v"))


def test_xoodyak_round_unit():
    """hf_xoodoo_round alone: messages (the corner lengths and random ones) hashed with the
    module doing every Xoodoo round, compared with the C library."""
    unit = sim.Unit(top="hf_xoodoo_round", sources=_round_sources())
    units.passes(unit, HERE / "xoodoo_round_bench.py")


def test_xoodyak_round_bench_fails_on_a_wrong_round(tmp_path):
    """The bench is not vacuous: the last round constant off by one bit fails it."""
    bad = units.mutant(cores.rtl_root() / "xoodyak" / "hf_xoodoo_theta.v",
                  "rc = 32'h012", "rc = 32'h013", tmp_path)
    sources = tuple(bad if s.name == bad.name else s for s in _round_sources())
    unit = sim.Unit(top="hf_xoodoo_round", sources=sources)
    units.fails(unit, HERE / "xoodoo_round_bench.py", count=2)
