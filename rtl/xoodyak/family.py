"""rtl/xoodyak/'s registry entry: Xoodyak hash (Cyclist over Xoodoo[12], NIST LWC final round).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from hashforge.hw.cores import Arch, Family, SpongeRounds, Variant

FAMILY = Family(
    order=3,
    top="hf_xoodyak", files=("hf_xoodoo_parity.v", "hf_xoodoo_theta.v", "hf_xoodoo_chi.v",
           "hf_xoodoo_round.v", "hf_xoodyak.v"),
    pad_mode="HF_PAD_XOODYAK",
    title="Xoodyak hash (Cyclist over Xoodoo[12], NIST LWC final round)",
    archs=(Arch("round", "one Xoodoo round per clock, Down in the hand-over cycle",
                SpongeRounds(squeeze_handover=True)),),
    variants=(Variant("xoodyak", {}, block_bits=128, digest_bits=256, rounds=12, pad_params={},
                      datapath="hf_xoodyak"),),
)
