"""rtl/irrupt/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

import pytest

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("word", [32, 64])
def test_irrupt_ir1_unit(word):
    """hf_irrupt_ir1 alone: random messages hashed with the module doing every ir1, compared
    with the C library; random rounds with r over the whole word against a Python round."""
    root = cores.rtl_root() / "irrupt"
    unit = sim.Unit(top="hf_irrupt_ir1", sources=(root / "hf_irrupt_ir1.v",), params={"WORD": word})
    units.passes(unit, HERE / "irrupt_ir1_bench.py", word=word)


def test_irrupt_ir1_bench_fails_on_a_wrong_round(tmp_path):
    """The bench is not vacuous: multiplying by 5 instead of 9 fails it."""
    bad = units.mutant(cores.rtl_root() / "irrupt" / "hf_irrupt_ir1.v",
                  "u + hf_shl_w(u, 3)", "u + hf_shl_w(u, 2)", tmp_path)
    unit = sim.Unit(top="hf_irrupt_ir1", sources=(bad,), params={"WORD": 32})
    units.fails(unit, HERE / "irrupt_ir1_bench.py", word=32, count=2)


IRRUPT_NBZ = [pytest.param(a, arch, w, None, id=f"{a}:{arch}:W{w}")
              for a in ("irrupt32", "irrupt64") for arch in ("8ir1", "1ir1") for w in (32, 64)]
# UNROLL 2 and 4 (no registry architecture): KATs are not run on them, so random messages
# under stalls against the C library here, at both word sizes and widths
IRRUPT_NBZ += [pytest.param("irrupt32", None, 64, 4, id="irrupt32:UNROLL4:W64"),
               pytest.param("irrupt64", None, 32, 2, id="irrupt64:UNROLL2:W32")]


@pytest.mark.parametrize("algorithm,arch,width,unroll", IRRUPT_NBZ)
def test_irrupt_nbz(algorithm, arch, width, unroll):
    """Seed 001's n_b+z (blank and output cycles after the last word) measured on the top's
    own signals, no stalls, from idle and back to back, equals the registry's schedule; the
    published value (data/seed_figures.csv) is 24 / 192 (8-irRUPT / 1-irRUPT), ours adds the
    digest-length ir2s of the SHA-3 submission, whose first clock is the one that takes the
    last word, and, where a word is more than one beat, the serializer's pace."""
    import irrupt_nbz_bench as nbz
    core = cores.get(algorithm, arch)
    if unroll is not None:
        ok, out = sim.lint(sim.Unit(core.top, core.sources, {**core.params, "UNROLL": unroll}), width)
        assert ok and "%Warning" not in out, out
    r = nbz.measure(algorithm, arch, width, unroll=unroll)
    assert r["ok"], r["log"]
    u = unroll or core.params["UNROLL"]
    assert r["nbz"][0] == cores.family_module("irrupt").Ir2sStream(unroll=u).nbz(core, width)
    # length (but its first clock, the last word's) + 16 blank + 8 output ir2s
    assert min(r["ir2s_clocks"]) == 25 * 8 // u - 1
    if arch is not None:
        assert nbz.published_nbz(algorithm, arch) == {"8ir1": 24, "1ir1": 192}[arch]
