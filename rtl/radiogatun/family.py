"""rtl/radiogatun/'s registry entry: RadioGatun[32], RadioGatun[64] (belt and mill, 2006).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from dataclasses import dataclass

from hashforge.hw.cores import Arch, Core, Family, Variant, first_block_ready, load_cycles


@dataclass(frozen=True)
class InjectBlankExtract:
    """Stream hashing (seed 001, Fig. 1: input, blank and output phases): each block is
    injected and one round computed in its hand-over cycle (R = 1); after the last block,
    `blank` blank rounds, then one round per output chunk of `out_words` state words
    (WORD bits each, the Verilog parameter). An output round writes its chunk into the
    core's chunk register, which the serializer loads in a later cycle; the round runs when
    that register is empty or being loaded: at the latest in the cycle the previous chunk's
    last beat leaves, so each chunk but the last costs its beats (at least the one cycle of
    its round), the last its round, its load and its beats."""
    blank: int
    out_words: int

    def long(self, core: Core, width: int) -> int:
        return max(load_cycles(core.block_bits, width), core.rounds)

    def short(self, core: Core, width: int) -> int:
        # hand-over with the round at k, blank rounds k+1..k+blank, first output round at
        # k+blank+1 and its chunk's load in the next cycle; chunk c+1 is loaded max(1, beats_c)
        # cycles after chunk c
        chunk = self.out_words * core.params["WORD"]
        cost, left = 0, core.digest_bits
        while left > chunk:
            cost += max(1, core.out_beats(width, chunk))
            left -= chunk
        return first_block_ready(core, width) + self.blank + 2 + cost + core.out_beats(width, left) + 1

    def formulas(self) -> tuple[str, str]:
        return ("max(ceil(B / W), R) (behind hf_pad's gearbox, RadioGatun[32] at W=64, three "
                "beats per two blocks)",
                f"K + 1 + {self.blank} + 2 + (N - 1) max(1, C) + C + 1 (K = cycles the beats enter "
                "the padder's buffer: ceil(bits / W), and one more behind the gearbox when the last "
                "beat holds more than 32 bits; N = output rounds, C = beats per output round)")


FAMILY = Family(
    order=2,
    top="hf_radiogatun", files=("hf_radiogatun_round.v", "hf_radiogatun.v"),
    pad_mode="HF_PAD_10_LSB",
    title="RadioGatun[32], RadioGatun[64] (belt and mill, 2006)",
    archs=(Arch("round", "one R() per clock, belt and mill in parallel (seed 001, Fig. 2)",
                InjectBlankExtract(blank=16, out_words=2)),),
    # one top for both word sizes; OUT_BITS = 256, the length of the published vectors
    variants=tuple(
        Variant(f"radiogatun{w}", {"WORD": w, "OUT_BITS": 256}, block_bits=3 * w, digest_bits=256,
                rounds=1, pad_params={}, datapath=f"hf_radiogatun/{w}-bit words", xof=True)
        for w in (32, 64)),
)
