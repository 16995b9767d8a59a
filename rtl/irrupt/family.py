"""rtl/irrupt/'s registry entry: irRUPT32-256, irRUPT64-512 (EnRUPT stream hashing, SHA-3 round 1).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

import math
from dataclasses import dataclass

from hashforge.hw.cores import Arch, Core, Family, Variant, first_block_ready, load_cycles


@dataclass(frozen=True)
class Ir2sStream:
    """irRUPT stream hashing (seed 001, Fig. 3): `unroll` rounds ir1 per clock, so an ir2s
    (R = 8 rounds per w-bit word) takes C = R / unroll clocks. A message word is XORed in
    and handed over in the first clock of the next ir2s (the rounds of its own ir2s never
    depend on it, so they run while the block loads); the clock that takes the last word
    begins the length ir2s, then `blank` blank ir2s and one output ir2s per digest word,
    whose last clock waits for the serializer. The words leave
    in chunks of P = max(1, W / w) words (irRUPT32 at W=64: two words per beat), each E =
    ceil(P w / W) beats; the serializer takes a chunk every E cycles at most (in the cycle the
    previous chunk's last beat leaves)."""
    unroll: int
    blank: int = 16

    def _clocks(self, core: Core) -> int:
        return core.rounds // self.unroll

    def _chunks(self, core: Core, width: int) -> tuple[int, int, int]:
        word = core.params["WORD"]
        per = max(1, width // word)
        return per, math.ceil(per * word / width), core.digest_bits // (per * word)

    def long(self, core: Core, width: int) -> int:
        return max(load_cycles(core.block_bits, width), self._clocks(core))

    def nbz(self, core: Core, width: int) -> int:
        """Seed 001's n_b+z: clocks after the last message ir2s up to the one that produces
        the last digest word (length, blank and output ir2s, and serializer waits)."""
        c = self._clocks(core)
        per, beats, n = self._chunks(core, width)
        return (1 + self.blank + per) * c - 1 + (n - 1) * max(per * c, beats)

    def short(self, core: Core, width: int) -> int:
        # the (only) word handed over at k, the last output clock at k + n_b+z (its chunk loaded
        # then), the chunk's E beats after it; cycles counted from 0
        return first_block_ready(core, width) + self.nbz(core, width) + self._chunks(core, width)[1] + 1

    def formulas(self) -> tuple[str, str]:
        c = 8 // self.unroll
        return (f"max(B / S, C) (C = R / {self.unroll} = {c} clock{'s' if c > 1 else ''} per ir2s of R = 8 "
                "rounds ir1; S = W, or 32 behind hf_pad's gearbox)",
                f"K + 2 + n_b+z + E, n_b+z = (1 + {self.blank} + P) C - 1 + (N - 1) max(P C, E) "
                "(K = ceil(bits / S) slots, P = max(1, W / w) words per chunk of E = ceil(P w / W) "
                "beats, N = digest words / P chunks)")


FAMILY = Family(
    order=5,
    top="hf_irrupt", files=("hf_irrupt_ir1.v", "hf_irrupt.v"),
    pad_mode="HF_PAD_10",
    title="irRUPT32-256, irRUPT64-512 (EnRUPT stream hashing, SHA-3 round 1)",
    # UNROLL = ir1 rounds per clock (rtl/irrupt/CYCLES.md)
    archs=(Arch("8ir1", "one ir2s (eight ir1 in series) per clock (seed 001, Fig. 3A)",
                Ir2sStream(unroll=8), {"UNROLL": 8}),
           Arch("1ir1", "one ir1 per clock, eight clocks per ir2s (seed 001, Fig. 3B)",
                Ir2sStream(unroll=1), {"UNROLL": 1})),
    # one top for both word sizes; one block = one w-bit word, 8 rounds ir1 (one ir2s) each
    variants=tuple(
        Variant(f"irrupt{w}", {"WORD": w, "DIGEST_BITS": 8 * w}, block_bits=w, digest_bits=8 * w,
                rounds=8, pad_params={}, datapath=f"hf_irrupt/{w}-bit words")
        for w in (32, 64)),
)
