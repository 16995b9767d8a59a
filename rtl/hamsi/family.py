"""rtl/hamsi/'s registry entry: Hamsi-224 / -256 / -384 / -512 (SHA-3 round 2).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from hashforge.hw.cores import Arch, Family, PermuteFinal, Variant

FAMILY = Family(
    order=7,
    top="hf_hamsi", files=("hf_hamsi_expand.v", "hf_hamsi_round.v", "hf_hamsi.v"),
    pad_mode="HF_PAD_HAMSI", prims=("hf_sbox4_layer.v",),
    title="Hamsi-224 / -256 / -384 / -512 (SHA-3 round 2)",
    archs=(Arch("round", "P unrolled three times: three rounds per clock (seed 002, Sec. 3.7)",
                PermuteFinal(unroll=3), {"UNROLL": 3}),
           # Hamsi-384/512's three chained rounds on the 1,024-bit state do not route on the
           # LFE5U-85F in hours (rtl/hamsi/README.md, "On ECP5"): one round a clock
           # still meets seed 002's 12 cycles per block
           Arch("unroll1", "one round per clock: P in R cycles, Pf in F",
                PermuteFinal(unroll=1), {"UNROLL": 1})),
    # one core for all four; DIGEST_BITS above 256 selects the 1024-bit state, 64-bit blocks
    # and P / Pf of 6 / 12 rounds (224/256: 3 / 6) (rtl/hamsi/CYCLES.md)
    variants=tuple(
        Variant(f"hamsi{b}", {"DIGEST_BITS": b}, block_bits=64 if b > 256 else 32, digest_bits=b,
                rounds=6 if b > 256 else 3, final_rounds=12 if b > 256 else 6, pad_params={},
                datapath=f"hf_hamsi/{1024 if b > 256 else 512}-bit state")
        for b in (224, 256, 384, 512)),
)
