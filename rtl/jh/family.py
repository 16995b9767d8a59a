"""rtl/jh/'s registry entry: JH-224 / -256 / -384 / -512 (final: 42 rounds; round 2: 35.5 rounds).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from hashforge.hw.cores import Arch, Family, PermuteFinal, Sampling, Variant

FAMILY = Family(
    # eight identifiers of one datapath: a smaller sample each
    sampling=Sampling(kat_sample=48),
    order=19,
    top="hf_jh", files=("hf_jh_round.v", "hf_jh.v"), pad_mode="HF_PAD_JH",
    prims=("hf_sbox4_layer.v",),
    title="JH-224 / -256 / -384 / -512 (final: 42 rounds; round 2: 35.5 rounds)",
    archs=(Arch("round", "one round R8 per clock, round constants generated on the fly by R6 "
                "(seed 002, Sec. 3.8)", PermuteFinal()),),
    # one core for all eight; FINAL selects E8's rounds: 42, or round 2's 35 and an S-box-only
    # half round (36 cycles) (rtl/jh/CYCLES.md); one datapath label: the same round and
    # constant generator, only the round count differs
    variants=tuple(
        Variant(f"jh{b}{'' if final else '-r2'}", {"DIGEST_BITS": b, "FINAL": final}, block_bits=512,
                digest_bits=b, rounds=42 if final else 36, pad_params={},
                datapath="hf_jh")
        for final in (0, 1) for b in (224, 256, 384, 512)),
)
