"""rtl/shabal/'s registry entry: Shabal-224 / -256 / -384 / -512 (SHA-3 round 2).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from dataclasses import dataclass

from hashforge.hw.cores import Arch, Core, Family, Variant, first_block_ready, load_cycles


@dataclass(frozen=True)
class StepsExtraFinal:
    """An NLFSR that computes one of the block's R steps per clock (Shabal): the hand-over
    cycle finishes the previous block and starts the next permutation, the R steps follow, so
    a block costs 1 + R cycles; after the last block `extra` more permutations with the same
    block, each started by a cycle of its own (the same finish-and-start without a block),
    then the digest is loaded into the serializer."""
    extra: int

    def long(self, core: Core, width: int) -> int:
        return max(load_cycles(core.block_bits, width), core.rounds + 1)

    def short(self, core: Core, width: int) -> int:
        # hand-over at k, steps k+1..k+R, extra permutation e started at k + e (R + 1),
        # digest load after its R steps, beats after the load
        return (first_block_ready(core, width) + (1 + self.extra) * (core.rounds + 1) + 1
                + core.out_beats(width))

    def formulas(self) -> tuple[str, str]:
        return ("max(B / W, R + 1)",
                f"K + 1 + {1 + self.extra} (R + 1) + 1 + D (the block's permutation and "
                f"{self.extra} extra ones, each a start cycle and R steps)")


FAMILY = Family(
    # seed 002, Table 3
    cycle_targets={(f"shabal{b}", w): 50 for b in (224, 256, 384, 512) for w in (32, 64)},
    order=10,
    top="hf_shabal", files=("hf_shabal_step.v", "hf_shabal.v"),
    pad_mode="HF_PAD_10",
    title="Shabal-224 / -256 / -384 / -512 (SHA-3 round 2)",
    archs=(Arch("nlfsr", "shift-register NLFSR, one of the 48 steps per clock (seed 002, Sec. 3.11)",
                StepsExtraFinal(extra=3)),),
    # one datapath for all four: DIGEST_BITS selects the stored IV and the output words
    variants=tuple(
        Variant(f"shabal{b}", {"DIGEST_BITS": b}, block_bits=512, digest_bits=b, rounds=48,
                pad_params={}, datapath="hf_shabal")
        for b in (224, 256, 384, 512)),
)
