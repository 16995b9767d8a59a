"""rtl/fugue/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


def _fugue_smix_unit(path: Path) -> "sim.Unit":
    root = cores.rtl_root()
    return sim.Unit(top="hf_fugue_smix", sources=(root / "prim" / "hf_aes_sbox.v", path))


def test_fugue_smix_unit():
    """hf_fugue_smix alone: messages of all four sizes hashed with the module doing every SMIX
    (TIX, ROR3, CMIX, G and padding in Python), compared with the C library."""
    unit = _fugue_smix_unit(cores.rtl_root() / "fugue" / "hf_fugue_smix.v")
    units.passes(unit, HERE / "fugue_smix_bench.py")


def test_fugue_smix_bench_fails_on_a_wrong_smix(tmp_path):
    """The bench is not vacuous: the matrix entry 7 read as 6 fails it."""
    bad = units.mutant(cores.rtl_root() / "fugue" / "hf_fugue_smix.v",
                  "m_entry = 8'd7;", "m_entry = 8'd6;", tmp_path)
    units.fails(_fugue_smix_unit(bad), HERE / "fugue_smix_bench.py", count=0)
