"""rtl/shavite3/'s registry entry: SHAvite-3-224 / -256 / -384 / -512 (SHA-3 round 2 specification).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from hashforge.hw.cores import Arch, Family, PermuteFinal, Variant

FAMILY = Family(
    order=8,
    top="hf_shavite3",
    files=("hf_shavite3_c256.v", "hf_shavite3_c512.v", "hf_shavite3.v"), pad_mode="HF_PAD_SHAVITE",
    prims=("hf_aes_sbox.v", "hf_aes_round.v"),
    title="SHAvite-3-224 / -256 / -384 / -512 (SHA-3 round 2 specification)",
    # the hand-over cycle runs the block's first AES round(s): C_256 36 cycles per block, the
    # feed-forward in the last; C_512 56, F2 two cycles behind F1. F = the last block's cycles
    # from its hand-over to the digest load: R + 1 (C_256), R + 3 (C_512: F2's two cycles)
    # (rtl/shavite3/CYCLES.md)
    archs=(Arch("round", "one AES round per clock (C_512: F1 and F2 in parallel), message "
                "expansion a step ahead (seed 002, Sec. 3.12)", PermuteFinal()),),
    variants=tuple(
        Variant(name, {"DIGEST_BITS": b}, block_bits=1024 if b > 256 else 512, digest_bits=b,
                rounds=56 if b > 256 else 36, final_rounds=59 if b > 256 else 37,
                pad_params={"len_bits": 128 if b > 256 else 64, "digest_bits": b},
                datapath=f"hf_shavite3/C_{512 if b > 256 else 256}")
        for name, b in (("shavite3-224", 224), ("shavite3-256", 256),
                        ("shavite3-384-spec", 384), ("shavite3-512-spec", 512))),
)
