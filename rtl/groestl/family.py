"""rtl/groestl/'s registry entry: Grøstl-224 / -256 / -384 / -512, final (round-3 tweak) and Grøstl-0 (round 2).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from hashforge.hw.cores import Arch, Family, PermuteFinal, Sampling, Variant

FAMILY = Family(
    # load-bound on the 32-bit bus (seed 002, Table 3); `folded` gives that up for a core the
    # LFE5U-85F places in minutes: 8 cycles per round, 80 / 112 per block
    cycle_targets={**{(a, 32): c for a, c in (("groestl256", 16), ("groestl512", 32), ("groestl256-r2", 16),
                                              ("groestl512-r2", 32))},
                   **{(a, "folded", 32): c for a, c in (("groestl256", 80), ("groestl512", 112),
                                                        ("groestl256-r2", 80), ("groestl512-r2", 112))}},
    order=17,
    top="hf_groestl", files=("hf_groestl_round.v", "hf_groestl.v"),
    pad_mode="HF_PAD_GROESTL", prims=("hf_aes_sbox.v",),
    # 128 flat S-boxes in Icarus: about a minute per message (Verilator runs every KAT)
    sampling=Sampling(four_state={"round": (1, 0)}),
    title="Grøstl-224 / -256 / -384 / -512, final (round-3 tweak) and Grøstl-0 (round 2)",
    # one round of P and of Q per clock, round 0 in the hand-over cycle; after the last block
    # the output transformation P(h) on the P datapath: the last block's compression and
    # P(h) together are F = 2R round cycles (rtl/groestl/CYCLES.md)
    archs=(Arch("round", "P and Q in parallel, one round of each per clock (seed 002, Sec. 3.6)",
                PermuteFinal()),
           # round's 256 S-boxes on the 1,024-bit state fill 87% of an LFE5U-85F and take hours to
           # place and route (README.md, "On ECP5"); a round in 8 cycles needs an eighth of
           # them, and the rotating round register keeps ShiftBytes wiring
           Arch("folded", "P and Q in parallel, a round in 8 cycles: an eighth of the columns of "
                "each per clock, the round's input rotating past the S-boxes",
                PermuteFinal(fold=8), {"FOLD": 8})),
    # one core for all eight; DIGEST_BITS above 256 selects the 1024-bit state (14 rounds),
    # FINAL the version's round constants and Q's ShiftBytes
    variants=tuple(
        Variant(f"groestl{b}{sfx}", {"DIGEST_BITS": b, "FINAL": fin}, block_bits=1024 if b > 256 else 512,
                digest_bits=b, rounds=14 if b > 256 else 10, final_rounds=28 if b > 256 else 20,
                pad_params={},
                datapath=f"hf_groestl/{1024 if b > 256 else 512}-bit state, {'final' if fin else 'round 2'}")
        for sfx, fin in (("", 1), ("-r2", 0)) for b in (224, 256, 384, 512)),
)
