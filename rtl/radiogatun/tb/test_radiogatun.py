"""rtl/radiogatun/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

import pytest

from hashforge.hw import cores, sim, units
from hashforge.hw.benchconfig import BenchConfig

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("word", [32, 64])
def test_radiogatun_round_unit(word):
    """hf_radiogatun_round alone: random messages hashed with the module doing every R(),
    compared with the C library."""
    root = cores.rtl_root() / "radiogatun"
    unit = sim.Unit(top="hf_radiogatun_round", sources=(root / "hf_radiogatun_round.v",),
                    params={"WORD": word})
    units.passes(unit, HERE / "radiogatun_round_bench.py", word=word)


@pytest.mark.parametrize("algorithm,width,out_bits", [
    ("radiogatun32", 32, 1024), ("radiogatun32", 64, 200),
    ("radiogatun64", 32, 64), ("radiogatun64", 64, 1000)])
def test_radiogatun_xof_lengths(algorithm, width, out_bits):
    """OUT_BITS other than the KAT length (several output rounds, a partial last round, a
    single one): random messages against the C library, short-message cycles against the
    registry's schedule."""
    core = cores.get(algorithm)
    unit = sim.Unit(top=core.top, sources=core.sources, params={**core.params, "OUT_BITS": out_bits})
    units.passes(unit, "hashforge.hw.xof_bench", width=width,
                           config=BenchConfig(algorithm=algorithm, width=width), out_bits=out_bits)
