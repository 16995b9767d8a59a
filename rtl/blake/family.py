"""rtl/blake/'s registry entry: BLAKE-224 / -256 / -384 / -512 (SHA-3 round 2 and final).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from hashforge.hw.cores import Arch, Family, SpongeRounds, Variant

_BLAKE_ROUNDS = {  # identifier: (DIGEST_BITS, ROUNDS); round 2 and final differ in rounds only
    "blake224-r2": (224, 10), "blake256-r2": (256, 10), "blake384-r2": (384, 14), "blake512-r2": (512, 14),
    "blake224": (224, 14), "blake256": (256, 14), "blake384": (384, 16), "blake512": (512, 16),
}


FAMILY = Family(
    order=13,
    top="hf_blake", files=("hf_blake_g.v", "hf_blake.v"), pad_mode="HF_PAD_BLAKE",
    title="BLAKE-224 / -256 / -384 / -512 (SHA-3 round 2 and final)",
    # four half-G units: a round in 4 cycles; the first half-step runs in the hand-over cycle
    # and the feed-forward in the last one, so a block is exactly 4 * ROUNDS cycles (the
    # timing of SpongeRounds with R = 4 * ROUNDS)
    archs=(Arch("halfg", "four half-G units, a round in 4 cycles (seed 002, Sec. 3.1, Fig. 2)",
                SpongeRounds()),),
    variants=tuple(
        Variant(name, {"DIGEST_BITS": b, "ROUNDS": r}, block_bits=1024 if b > 256 else 512, digest_bits=b,
                rounds=4 * r, pad_params={"len_bits": 128 if b > 256 else 64, "digest_bits": b},
                datapath=f"hf_blake/{64 if b > 256 else 32}-bit words")
        for name, (b, r) in _BLAKE_ROUNDS.items()),
)
