"""rtl/luffa/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

import pytest

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("unit,wn", [("step", 3), ("mi", 5)])
def test_luffa_units(unit, wn):
    """hf_luffa_step alone: random messages of all four digest sizes hashed with the module
    doing every step of every Q_j, compared with the C library; hf_luffa_mi alone: random
    states and blocks against the injection of the Python model that agrees with it."""
    root = cores.rtl_root() / "luffa"
    srcs = ((cores.rtl_root() / "prim" / "hf_sbox4_layer.v", root / "hf_luffa_step.v") if unit == "step"
            else (root / "hf_luffa_mi.v",))
    u = sim.Unit(top=f"hf_luffa_{unit}", sources=srcs, params={} if unit == "step" else {"WN": wn})
    units.passes(u, HERE / "luffa_step_bench.py", unit=unit, wn=wn)
