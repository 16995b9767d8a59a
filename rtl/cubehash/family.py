"""rtl/cubehash/'s registry entry: CubeHash16/32-224 / -256 / -384 / -512 (SHA-3 round 2).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from hashforge.hw.cores import Arch, Family, PermuteFinal, Variant

FAMILY = Family(
    order=15,
    top="hf_cubehash", files=("hf_cubehash_round.v", "hf_cubehash.v"),
    pad_mode="HF_PAD_10",
    title="CubeHash16/32-224 / -256 / -384 / -512 (SHA-3 round 2)",
    # UNROLL rounds per clock; the last block's 16 rounds run on into the 160 final ones
    # (F = 176, one permutation in the schedule's terms) (rtl/cubehash/CYCLES.md)
    archs=(Arch("round", "the round unrolled four times: four rounds per clock (seed 002, Sec. 3.3)",
                PermuteFinal(unroll=4), {"UNROLL": 4}),
           # at W=32 the load of a block (8 beats) bounds `round` to 8 cycles per block: two
           # rounds a clock reach the same bound with half the round logic
           Arch("unroll2", "the round unrolled twice: two rounds per clock",
                PermuteFinal(unroll=2), {"UNROLL": 2})),
    # one core for all four: the IV and the digest length differ
    variants=tuple(
        Variant(f"cubehash{b}", {"DIGEST_BITS": b}, block_bits=256, digest_bits=b, rounds=16,
                final_rounds=16 + 160, pad_params={}, datapath="hf_cubehash")
        for b in (224, 256, 384, 512)),
)
