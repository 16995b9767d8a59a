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
    padder's block and expands it in E cycles (an NTT of N = B / 4 points, one stage of
    log2 N per cycle: E = log2(B / 4)) while the rounds run the previous block; the
    hand-over cycle injects the block, R steps follow, so a block costs R + 1 cycles; the
    last block's R steps are followed by the digest load. The short message is one block."""

    @staticmethod
    def expand_cycles(core: Core) -> int:
        return int(math.log2(core.block_bits // 4))

    def long(self, core: Core, width: int) -> int:
        return max(load_cycles(core.block_bits, width), core.rounds + 1)

    def short(self, core: Core, width: int) -> int:
        # taken by the expansion at k, its E stages k+1..k+E, hand-over at k+E+1, steps
        # k+E+2..k+E+R+1, digest load at k+E+R+2, beats after the load
        return (first_block_ready(core, width) + self.expand_cycles(core) + 1 + core.rounds + 2
                + core.out_beats(width))

    def formulas(self) -> tuple[str, str]:
        return ("max(B / W, R + 1)",
                "K + 1 + E + 1 + R + 2 + D (E = log2(B / 4) NTT stages of the expansion, "
                "R steps after the hand-over)")


FAMILY = Family(
    # seed 002, Table 3
    cycle_targets={(f"simd{b}", w): 41 for b in (224, 256, 384, 512) for w in (32, 64)},
    order=11,
    top="hf_simd", files=("hf_simd_expand.v", "hf_simd.v"), pad_mode="HF_PAD_SIMD",
    title="SIMD-224 / -256 / -384 / -512 (SHA-3 round 2, tweaked)",
    archs=(Arch("ladders", "4 (SIMD-512: 8) parallel Feistel ladders, one registered step per clock; "
                "iterative NTT expansion overlapping the steps (seed 002, Sec. 3.13)", ExpandSteps()),),
    # DIGEST_BITS 224/256: SIMD-256 (4 lanes, 512-bit blocks); 384/512: SIMD-512 (8 lanes, 1024)
    variants=tuple(
        Variant(f"simd{b}", {"DIGEST_BITS": b}, block_bits=1024 if b > 256 else 512, digest_bits=b,
                rounds=36, pad_params={}, datapath=f"hf_simd/{8 if b > 256 else 4} lanes")
        for b in (224, 256, 384, 512)),
)
