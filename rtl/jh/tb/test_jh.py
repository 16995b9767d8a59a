"""rtl/jh/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

import re
from pathlib import Path

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


def test_jh_round_unit():
    """hf_jh_round alone: random messages of round 2 and the final version hashed with the
    module doing every round of E8 and every step of the constant generator, compared with the
    C library; the IVs of hf_jh.v are F8(H(-1), 0) of the Python model that agrees with it."""
    import jh_round_bench as jh
    root = cores.rtl_root() / "jh"
    unit = sim.Unit(top="hf_jh_round",
                    sources=(cores.rtl_root() / "prim" / "hf_sbox4_layer.v", root / "hf_jh_round.v"))
    units.passes(unit, HERE / "jh_round_bench.py")
    text = (root / "hf_jh.v").read_text()
    for final in (0, 1):
        for bits in (224, 256, 384, 512):
            want = "%0256x" % jh.to_planes(jh.group(jh.iv(bits, bool(final))))
            m = re.search(rf"IV{bits}_{'F' if final else 'R2'} = \{{(.*?)\}};", text, re.S)
            assert m and "".join(re.findall(r"256'h([0-9a-f]{64})", m.group(1))) == want, (bits, final)
    assert re.search(r"RC0\s*=\s*256'h%064x\b" % jh.rc_to_int(jh.rc0_nibbles()), text)
    assert f"64'h{jh.sbox_param(0):016x}" in (root / "hf_jh_round.v").read_text()
    assert f"64'h{jh.sbox_param(1):016x}" in (root / "hf_jh_round.v").read_text()
