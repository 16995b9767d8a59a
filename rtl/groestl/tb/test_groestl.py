"""rtl/groestl/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

import pytest

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("cols,final", [(8, 1), (16, 0)])
def test_groestl_round_unit(cols, final):
    """hf_groestl_round alone (P and Q side by side): random messages hashed with the modules
    doing every round of P and Q, compared with the C library; each state size and each
    version once (the full KATs run all four datapaths)."""
    root = cores.rtl_root() / "groestl"
    unit = sim.Unit(top="hf_groestl_round_tb",
                    sources=(cores.rtl_root() / "prim" / "hf_aes_sbox.v", root / "hf_groestl_round.v",
                             root / "tb" / "hf_groestl_round_tb.v"),
                    params={"COLS": cols, "FINAL": final})
    units.passes(unit, HERE / "groestl_round_bench.py", cols=cols, final=final)
