"""rtl/fugue/'s registry entry: Fugue-224 / -256 / -384 / -512 (SHA-3 round 2).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from hashforge.hw.cores import Arch, Family, PermuteFinal, Variant

# Fugue: (columns, rounds R per word, G1 rounds, output groups); final_rounds = the last word's
# K rounds + G1 + 13 passes of G2 steps + the digest-load cycle (rtl/fugue/CYCLES.md)
_FUGUE_PARAMS = {224: (2, 10, 2), 256: (2, 10, 2), 384: (3, 18, 3), 512: (4, 32, 4)}


FAMILY = Family(
    order=9,
    top="hf_fugue", files=("hf_fugue_smix.v", "hf_fugue.v"), pad_mode="HF_PAD_FUGUE",
    prims=("hf_aes_sbox.v",),
    title="Fugue-224 / -256 / -384 / -512 (SHA-3 round 2)",
    archs=(Arch("round", "one round R (ROR3, CMIX, SMIX) or G2 step per clock, TIX in the "
                "hand-over cycle (seed 002, Sec. 3.5)", PermuteFinal()),),
    variants=tuple(
        Variant(f"fugue{b}", {"DIGEST_BITS": b}, block_bits=32, digest_bits=b, rounds=k,
                final_rounds=k + g1 + 13 * gr + 1, pad_params={},
                datapath=f"hf_fugue/{36 if b > 256 else 30} columns, {k} rounds")
        for b, (k, g1, gr) in _FUGUE_PARAMS.items()),
)
