"""rtl/bmw/'s registry entry: Blue Midnight Wish BMW-224 / -256 / -384 / -512 (SHA-3 round 2).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from dataclasses import dataclass

from hashforge.hw import padding
from hashforge.hw.cores import Arch, Core, Family, Variant, first_block_ready, load_cycles


@dataclass(frozen=True)
class StagedCompress:
    """A compression in registered stages (BMW, seed 002's three-stage pipeline): f0 in the
    block's hand-over cycle (`f0_cycles` = 0) or, folded, over `f0_cycles` cycles after it (the
    hand-over cycle then loads f0's input), f1 over `f1_cycles` cycles, f2 over `f2_cycles`,
    whose last writes the chaining value; the next block is handed over in the cycle after, so
    a compression takes C = 1 + f0_cycles + f1_cycles + f2_cycles cycles. After the last block
    a final compression (C more cycles, run by the core without a block) whose last f2 cycle
    loads the digest into the serializer."""
    f1_cycles: int = 1
    f0_cycles: int = 0
    f2_cycles: int = 1

    @property
    def compress(self) -> int:
        return 1 + self.f0_cycles + self.f1_cycles + self.f2_cycles

    def long(self, core: Core, width: int) -> int:
        return max(load_cycles(core.block_bits, width), self.compress)

    def short(self, core: Core, width: int) -> int:
        # block j handed over at k + j C; the final compression's f2 at k + (N + 1) C - 1
        n = len(padding.blocks(core.pad_mode, bytes(core.block_bits // 8), core.short_bits,
                               core.block_bits))
        return first_block_ready(core, width) + (n + 1) * self.compress + core.out_beats(width)

    def formulas(self) -> tuple[str, str]:
        f0 = f"the hand-over, {self.f0_cycles} of f0" if self.f0_cycles else "f0"
        f2 = f"{self.f2_cycles} of f2" if self.f2_cycles > 1 else "f2"
        return (f"max(B / W, C) (C = {self.compress} cycles per compression: {f0}, "
                f"{self.f1_cycles} of f1, {f2})",
                "K + 1 + (N + 1) C + D (N = blocks of the padded message, then the final compression)")


FAMILY = Family(
    order=16,
    top="hf_bmw",
    files=("hf_bmw_f0.v", "hf_bmw_f0_fold.v", "hf_bmw_f1.v", "hf_bmw_f1_fold.v", "hf_bmw_f2.v",
           "hf_bmw_f2_fold.v", "hf_bmw.v"),
    pad_mode="HF_PAD_MD_LE",
    title="Blue Midnight Wish BMW-224 / -256 / -384 / -512 (SHA-3 round 2)",
    # one compression per block in 2 + 16 / STEPS (round), 2 + 16 / F1_UNITS (folded) or
    # 1 + 16 / F0_UNITS + 16 / F1_UNITS + 4 (compact) cycles, then the final compression
    # (rtl/bmw/CYCLES.md)
    archs=(Arch("round", "f0 / f1 / f2 as a three-stage pipeline, a compression in 3 cycles (seed 002, Sec. 3.2)",
                StagedCompress(f1_cycles=1), {"STEPS": 16}),
           # load-bound at W=32 (16 / 32 beats per block), so f1 may take 8 cycles: two
           # expansion units instead of sixteen
           Arch("folded", "f1 on 2 expansion units reused over 8 cycles, a compression in 10 cycles: "
                "still load-bound at W=32 (16 / 32 beats per block)",
                StagedCompress(f1_cycles=8), {"F1_UNITS": 2}),
           # f0 folded too (its sixteen signed sums are circulant: two units over 8 cycles), f1
           # on one expansion unit and f2 on four units over 4 cycles: BMW-512's parallel f0 and
           # second f1 unit are a third of `folded`'s logic, and its parallel f2 kept it from
           # routing on ECP5; a compression in 29 cycles, still load-bound for BMW-384/512 at
           # W=32 (32 beats), compute-bound otherwise
           Arch("compact", "f0 on 2 units over 8 cycles, f1 on 1 expansion unit over 16, f2 on 4 "
                "units over 4, a compression in 29 cycles: load-bound for BMW-384/512 at W=32 "
                "(32 beats per block), compute-bound otherwise",
                StagedCompress(f1_cycles=16, f0_cycles=8, f2_cycles=4),
                {"F1_UNITS": 1, "F0_UNITS": 2, "F2_UNITS": 4})),
    # one core for all four; DIGEST_BITS above 256 selects 64-bit words and 1024-bit blocks
    variants=tuple(
        Variant(f"bmw{b}", {"DIGEST_BITS": b}, block_bits=1024 if b > 256 else 512, digest_bits=b,
                rounds=1, pad_params={},
                datapath=f"hf_bmw/{64 if b > 256 else 32}-bit words")
        for b in (224, 256, 384, 512)),
)
