"""rtl/esch/'s registry entry: Esch256, Esch384 (SPARKLE, NIST LWC final round).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from hashforge.hw.cores import Arch, Family, HandoverSqueeze, Variant

FAMILY = Family(
    order=4,
    top="hf_esch", files=("hf_sparkle_step.v", "hf_esch.v"), pad_mode="HF_PAD_ESCH",
    title="Esch256, Esch384 (SPARKLE, NIST LWC final round)",
    archs=(Arch("round", "one SPARKLE step per clock, the block injected in its hand-over cycle",
                HandoverSqueeze()),),
    # one top for both: DIGEST_BITS 256 = SPARKLE-384 (7 slim / 11 big steps), 384 =
    # SPARKLE-512 (8 / 12); 128-bit rate, the digest squeezed 128 bits per slim permutation
    variants=tuple(
        Variant(f"esch{b}", {"DIGEST_BITS": b}, block_bits=128, digest_bits=b, rounds=slim,
                final_rounds=big, pad_params={}, datapath=f"hf_esch/SPARKLE-{b + 128}")
        for b, slim, big in ((256, 7, 11), (384, 8, 12))),
)
