"""rtl/skein/'s registry entry: Skein-512-224 / -256 / -384 / -512 (v1.3 final, v1.2 SHA-3 round 2).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from hashforge.hw.cores import Arch, Family, HandoverSqueeze, Variant

_SKEIN_VARIANTS = {  # identifier: (DIGEST_BITS, VERSION); v1.2 and v1.3 differ in the parity constant
    "skein512-224": (224, 13), "skein512-256": (256, 13), "skein512-384": (384, 13), "skein512-512": (512, 13),
    "skein512-384-v12": (384, 12), "skein512-512-v12": (512, 12),
}


FAMILY = Family(
    order=14,
    top="hf_skein", files=("hf_skein_round4.v", "hf_skein.v"), pad_mode="HF_PAD_SKEIN",
    title="Skein-512-224 / -256 / -384 / -512 (v1.3 final, v1.2 SHA-3 round 2)",
    # group 0 (subkey and four rounds) in the hand-over cycle, groups 1..17 and the last subkey
    # with the feed-forward after it: R = 18 cycles after the hand-over; the last block is
    # followed by the output UBI, 19 more cycles whose last loads the digest: F = 2 R
    archs=(Arch("unroll4", "four Threefish rounds and a subkey injection per clock (seed 002, Sec. 3.14, Fig. 15)",
                HandoverSqueeze()),),
    variants=tuple(
        Variant(name, {"DIGEST_BITS": b, "VERSION": ver}, block_bits=512, digest_bits=b, rounds=18,
                final_rounds=36, pad_params={}, datapath="hf_skein/Threefish-512")
        for name, (b, ver) in _SKEIN_VARIANTS.items()),
)
