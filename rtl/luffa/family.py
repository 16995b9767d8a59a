"""rtl/luffa/'s registry entry: Luffa-224 / -256 / -384 / -512 (SHA-3 round 2).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from dataclasses import dataclass

from hashforge.hw.cores import Arch, Core, Family, Sampling, Variant, first_block_ready, load_cycles, squeeze_end


@dataclass(frozen=True)
class InjectBlank:
    """Luffa (seed 003): a round -- the message injection and the w sub-permutations of 8
    steps -- takes P cycles from the block's hand-over cycle: P = 8 + 1 (the MI in a cycle of
    its own, then one step per cycle; `merge`: the MI in step 0's cycle, P = 8), or with
    `share` (one step block for the w sub-permutations) 8 w + 1. After the last block, one
    blank round per 256-bit output chunk Z (224/256: one, 384/512: two); Z is loaded into the
    serializer in the cycle after its blank round, the first cycle of the next one, so
    chunk c+1 follows chunk c after max(P, C) cycles (C beats each; the serializer takes it
    in the cycle chunk c's last beat leaves)."""
    merge: bool = False
    share: bool = False

    def cycles(self, core: Core) -> int:
        w = 3 if core.digest_bits <= 256 else 4 if core.digest_bits <= 384 else 5
        return (8 * w if self.share else 8) + (0 if self.merge else 1)

    def long(self, core: Core, width: int) -> int:
        return max(load_cycles(core.block_bits, width), self.cycles(core))

    def short(self, core: Core, width: int) -> int:
        # hand-over at k, the blank round at k + P, the first chunk loaded at k + 2P
        p = self.cycles(core)
        load = first_block_ready(core, width) + 2 * p
        return squeeze_end(core, width, load, p)

    def formulas(self) -> tuple[str, str]:
        p = ("8 w + 1 (w = 3, 4, 5 sub-permutations)" if self.share
             else "8" if self.merge else "8 + 1")
        return (f"max(B / W, P), P = {p}",
                "K + 1 + 2 P + D (224/256: the block's round, the blank round, the output); "
                "384/512: K + 1 + 2 P + max(P, C) + D' (a second blank round while the first "
                "C = 256 / W beats leave, D' = beats of the rest)")


@dataclass(frozen=True)
class LanePipeline:
    """Luffa's pipelined architecture (seed 003, Fig. 13): `lanes` independent messages in a
    ring of P = 9 registered stages (the MI and the 8 steps of the w sub-permutations), one
    slot per lane and an empty one; a lane's slot is at the MI stage once every P cycles, so
    with every lane busy each lane injects a block every P cycles (`long`, per lane; the
    aggregate is lanes * B / P bits per cycle). A block ready at k waits for its lane's slot:
    0 .. P - 1 cycles, the phase of the ring; `short` is the worst case (P - 1), the rest as
    InjectBlank with P = 9 (a blank round per output chunk, each Z loaded at its lane's next
    boundary)."""
    lanes: int = 8
    stages: int = 9

    def long(self, core: Core, width: int) -> int:
        return max(load_cycles(core.block_bits, width), self.stages)

    def short(self, core: Core, width: int, wait: int | None = None) -> int:
        """`wait`: cycles the ready block waits for its slot (default: the worst case)."""
        p = self.stages
        load = first_block_ready(core, width) + (p - 1 if wait is None else wait) + 2 * p
        return squeeze_end(core, width, load, p)

    def formulas(self) -> tuple[str, str]:
        return (f"max(B / W, P) (per lane with all {self.lanes} lanes busy, P = {self.stages} ring stages "
                f"and slots: the MI and 8 steps; aggregate {self.lanes} B / P bits per cycle)",
                "worst case over the ring's phase: K + 1 + (P - 1) + 2 P + D (224/256); 384/512: "
                "K + 1 + (P - 1) + 2 P + max(P, C) + D' (as `ht`, plus P - 1 cycles waiting for "
                "the lane's slot; the best case is P - 1 cycles less)")


_LUFFA_RING = LanePipeline()      # the pipelined arch's schedule: its lane count is the top's LANES
FAMILY = Family(
    # four identifiers in four architectures: a smaller sample each; `pipelined` (8 lanes, 24
    # to 40 step blocks, about a minute of C++ compile per model) simulates luffa256 at W=32
    # only, and stays out of the quick Yosys check (`hashforge sim luffaN --arch pipelined`
    # runs every vector of every identifier at both widths)
    sampling=Sampling(kat_sample=48, lane_sample={"pipelined": ("luffa256", 48, 16)}),
    order=20,
    top="hf_luffa", files=("hf_luffa_step.v", "hf_luffa_mi.v", "hf_luffa_out.v", "hf_luffa.v"),
    pad_mode="HF_PAD_10", prims=("hf_sbox4_layer.v",),
    title="Luffa-224 / -256 / -384 / -512 (SHA-3 round 2)",
    archs=(Arch("ht", "w sub-permutations in parallel, one step per clock, the state registers "
                "retimed to the permutation inputs: the MI in a cycle of its own (seed 003, Fig. 8)",
                InjectBlank(), {"SHARE": 0, "MERGE": 0}),
           Arch("compact", "one step block shared by the w sub-permutations, a ring of w "
                "sub-state registers (seed 003, Table 2)", InjectBlank(share=True), {"SHARE": 1, "MERGE": 0}),
           Arch("straight", "w sub-permutations in parallel, the MI and step 0 in one cycle "
                "(seed 003, Fig. 7; seed 002's architecture)", InjectBlank(merge=True),
                {"SHARE": 0, "MERGE": 1}),
           Arch("pipelined", "8 independent messages in a ring of 9 registered stages, the MI and "
                "8 w step blocks, one slot per lane (seed 003, Fig. 13, Table 3)", _LUFFA_RING,
                top="hf_luffa_pipe",
                files=("hf_luffa_step.v", "hf_luffa_mi.v", "hf_luffa_out.v", "hf_luffa_pipe.v"),
                lanes=_LUFFA_RING.lanes, bench="tb/luffa_pipe_bench.py")),
    # one core for all four; DIGEST_BITS gives w (3 / 4 / 5) and the blank rounds (1 / 2)
    # (rtl/luffa/CYCLES.md); `rounds` = the 8 steps of each Q_j. One datapath per w: w
    # sub-permutations are w times the hardware, so Luffa-384 and -512 get rows of their own
    variants=tuple(
        Variant(f"luffa{b}", {"DIGEST_BITS": b}, block_bits=256, digest_bits=b, rounds=8,
                pad_params={}, datapath=f"hf_luffa/w={3 if b <= 256 else 4 if b == 384 else 5}")
        for b in (224, 256, 384, 512)),
)
