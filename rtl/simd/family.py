"""rtl/simd/'s registry entry: SIMD-224 / -256 / -384 / -512 (SHA-3 round 2, tweaked).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

import math
from dataclasses import dataclass

from hashforge.hw.cores import Arch, Core, Family, Variant, first_block_ready, load_cycles


@dataclass(frozen=True)
class ExpandSteps:
    """A message expansion as a pipeline stage before the rounds (SIMD): the stage takes the
    padder's block and expands it in E cycles (an NTT of N = B / 4 points in log2 N stages of
    N / 2 butterflies; `bfly` of them per clock, 0 for all: E = log2 N (N / 2) / bfly) while
    the rounds run the previous block; the hand-over cycle injects the block, R steps follow,
    so a block costs R + 1 cycles as long as E < R; the last block's R steps are followed by
    the digest load. The short message is one block."""
    bfly: int = 0

    def expand_cycles(self, core: Core) -> int:
        n = core.block_bits // 4
        per_clock = self.bfly or n // 2
        if (n // 2) % per_clock:
            raise ValueError(f"{per_clock} butterflies per clock do not divide the NTT's {n // 2}")
        return int(math.log2(n)) * (n // 2) // per_clock

    def long(self, core: Core, width: int) -> int:
        # the expansion takes the next block E cycles before the steps end (hf_simd's TAKE);
        # a longer transform would not hide under the steps
        if self.expand_cycles(core) >= core.rounds - 1:
            raise ValueError(f"{core.algorithm}: the expansion's {self.expand_cycles(core)} cycles "
                             f"do not fit under {core.rounds} steps")
        return max(load_cycles(core.block_bits, width), core.rounds + 1)

    def short(self, core: Core, width: int) -> int:
        # taken by the expansion at k, its E cycles k+1..k+E, hand-over at k+E+1, steps
        # k+E+2..k+E+R+1, digest load at k+E+R+2, beats after the load
        return (first_block_ready(core, width) + self.expand_cycles(core) + 1 + core.rounds + 2
                + core.out_beats(width))

    def formulas(self) -> tuple[str, str]:
        e = ("E = log2(B / 4) NTT stages of the expansion, " if not self.bfly else
             "E = log2 N · N / (2 P) cycles of the expansion: log2 N stages of N / 2 butterflies "
             f"on N = B / 4 points, P = min({self.bfly}, N / 2) per clock; ")
        return ("max(B / W, R + 1)", f"K + 1 + E + 1 + R + 2 + D ({e}R steps after the hand-over)")


FAMILY = Family(
    # seed 002, Table 3
    cycle_targets={(f"simd{b}", w): 41 for b in (224, 256, 384, 512) for w in (32, 64)},
    order=11,
    top="hf_simd", files=("hf_simd_expand.v", "hf_simd.v"), pad_mode="HF_PAD_SIMD",
    title="SIMD-224 / -256 / -384 / -512 (SHA-3 round 2, tweaked)",
    archs=(Arch("ladders", "4 (SIMD-512: 8) parallel Feistel ladders, one registered step per clock; "
                "iterative NTT expansion overlapping the steps (seed 002, Sec. 3.13)", ExpandSteps()),
           # ladders' NTT wires all N / 2 butterflies (SIMD-512: 128, with 144 of the LFE5U-85F's
           # 156 multipliers) and does not place and route on it in the flow's limit; 32
           # butterflies still end the transform under the 36 steps (SIMD-512: 8 stages x 4
           # cycles), so a long message keeps 37 cycles per block
           Arch("folded", "ladders with the NTT folded: 32 butterflies per clock, a stage in 2 "
                "(SIMD-512: 4) cycles, still overlapping the steps", ExpandSteps(bfly=32), {"BFLY": 32})),
    # DIGEST_BITS 224/256: SIMD-256 (4 lanes, 512-bit blocks); 384/512: SIMD-512 (8 lanes, 1024)
    variants=tuple(
        Variant(f"simd{b}", {"DIGEST_BITS": b}, block_bits=1024 if b > 256 else 512, digest_bits=b,
                rounds=36, pad_params={}, datapath=f"hf_simd/{8 if b > 256 else 4} lanes")
        for b in (224, 256, 384, 512)),
)
