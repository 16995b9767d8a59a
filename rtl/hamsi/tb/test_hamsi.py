"""rtl/hamsi/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

import pytest

from hashforge.hw import cores, sim, units
from hashforge.hw.benchconfig import BenchConfig

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("unit", ["round", "expand"])
@pytest.mark.parametrize("big", [0, 1])
def test_hamsi_units(unit, big):
    """hf_hamsi_round alone: random messages hashed with the module doing every round of P
    and Pf, compared with the C library (Hamsi-224/256 or 384/512); hf_hamsi_expand alone:
    single-bit and random blocks against the expansion of c/hamsi.c's tables."""
    root = cores.rtl_root() / "hamsi"
    srcs = (root / f"hf_hamsi_{unit}.v",)
    if unit == "round":
        srcs = (cores.rtl_root() / "prim" / "hf_sbox4_layer.v",) + srcs
    u = sim.Unit(top=f"hf_hamsi_{unit}", sources=srcs, params={"BIG": big})
    units.passes(u, HERE / "hamsi_round_bench.py", unit=unit, big=bool(big))


@pytest.mark.parametrize("algorithm,width,unroll", [("hamsi384", 32, 2), ("hamsi512", 64, 6)])
def test_hamsi_unroll(algorithm, width, unroll):
    """UNROLL other than the registered architectures' (3, 1): random messages under stalls
    against the C library, long- and short-message cycles against the registry's schedule
    at that UNROLL."""
    core = cores.get(algorithm)
    unit = sim.Unit(top=core.top, sources=core.sources, params={**core.params, "UNROLL": unroll})
    units.passes(unit, HERE / "hamsi_unroll_bench.py", width=width,
                           config=BenchConfig(algorithm=algorithm, width=width), unroll=unroll)
