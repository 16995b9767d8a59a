"""rtl/echo/'s registry entry: ECHO-224 / -256 / -384 / -512 (SHA-3 round 2, salt zero).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from hashforge.hw.cores import Arch, Family, PermuteFinal, Sampling, Variant

FAMILY = Family(
    # the costliest simulation per vector (32 AES rounds per clock): a smaller sample
    sampling=Sampling(kat_sample=40),
    # seed 002, Table 3: load-bound on the 32-bit bus; `folded` gives up ECHO-384/512's load
    # bound at W=32 (5 cycles per round, 50 per block) to fit an LFE5U-85F
    cycle_targets={("echo256", 32): 48, ("echo512", 32): 32, ("echo512", "folded", 32): 50},
    order=18,
    top="hf_echo", files=("hf_echo_round.v", "hf_echo_fold.v", "hf_echo.v"),
    pad_mode="HF_PAD_ECHO", prims=("hf_aes_sbox.v", "hf_aes_round.v"),
    title="ECHO-224 / -256 / -384 / -512 (SHA-3 round 2, salt zero)",
    # one BIG.ROUND per clock (round) or per 16 / UNITS + 1 clocks (folded), round 0 in the
    # hand-over cycle, BIG.FINAL with the last round's last cycle (the last block's also loads
    # the digest) (rtl/echo/CYCLES.md)
    archs=(Arch("round", "one BIG.ROUND per clock: 16 AES pairs in parallel (seed 002, Sec. 3.4)",
                PermuteFinal()),
           # round's 512 S-boxes do not fit an LFE5U-85F (README.md, "On ECP5"); 4 AES pairs (128 S-boxes)
           # do, and a block's 8 / 10 rounds in 40 / 50 cycles (4 diagonals and the cycle the
           # pipeline register between the AES rounds adds) leave ECHO-224/256 load-bound at
           # W=32 (48 beats per block), ECHO-384/512 at 50 cycles instead of 32
           Arch("folded", "BIG.SubWords on 4 AES pairs in two pipeline stages, a BIG.ROUND in 5 "
                "cycles, MixColumns on the cycle's column: still load-bound at W=32 for "
                "ECHO-224/256 (48 beats per block)",
                PermuteFinal(fold=5), {"UNITS": 4})),
    # one core for all four; DIGEST_BITS above 256 selects the 1024-bit chaining value,
    # 1024-bit blocks and 10 rounds (224/256: 512, 1536, 8)
    variants=tuple(
        Variant(f"echo{b}", {"DIGEST_BITS": b}, block_bits=1024 if b > 256 else 1536, digest_bits=b,
                rounds=10 if b > 256 else 8, pad_params={"digest_bits": b},
                datapath=f"hf_echo/{1024 if b > 256 else 512}-bit chaining value")
        for b in (224, 256, 384, 512)),
)
