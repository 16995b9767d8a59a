"""rtl/rfsb/'s registry entry: RFSB-509 with the SHA-256 output filter (Bernstein, Lange, Peters, Schwabe 2011).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from dataclasses import dataclass

from hashforge.hw.cores import Arch, Core, Family, Sampling, Variant, first_block_ready, load_cycles


@dataclass(frozen=True)
class TableLookups:
    """RFSB-509 (seed 000, Sec. 5): a compression looks up R = 112 constants (Horner's rule),
    `lookups` per step of `step` clocks (block RAM tables: one clock; AES on the fly: 40, four
    encryptions of ten rounds). The block is handed over in one cycle, the steps follow and
    each is accumulated in the clock after it (`outreg`: two clocks after it, the tables'
    outputs registered first), which the next hand-over shares: C = R / P * S + 1 (+ 1)
    cycles per block. After the last block, the SHA-256 output filter, started from the
    accumulator in the next cycle: two compressions of 64 rounds, the second started in the
    cycle after the first's feed-forward is registered (66 cycles each: the start, 64 rounds,
    the registered feed-forward), the digest loaded from the second's register;
    `filter_clocks` = 2: two clocks per SHA-256 round, and round 0's first sum in a cycle of
    its own (131 cycles each)."""
    lookups: int
    step: int = 1
    outreg: bool = False
    filter_clocks: int = 1

    def filter_compression(self) -> int:
        # the start, the 64 rounds, round 0's first sum in its own cycle (two clocks per
        # round only) and the registered feed-forward
        return 1 + 64 * self.filter_clocks + (self.filter_clocks - 1) + 1

    def compress(self, core: Core) -> int:
        return core.rounds // self.lookups * self.step + 1 + int(self.outreg)

    def long(self, core: Core, width: int) -> int:
        return max(load_cycles(core.block_bits, width), self.compress(core))

    def short(self, core: Core, width: int) -> int:
        # hand-over at k, last accumulation at k + C, SHA-256 start at k + C + 1, digest
        # loaded at k + C + 1 + 2 F (F = 66, or 131 with two clocks per round), its beats follow
        return (first_block_ready(core, width) + self.compress(core) + 2 * self.filter_compression() + 2
                + core.out_beats(width))

    def formulas(self) -> tuple[str, str]:
        c = (f"C = R / {self.lookups}" + (f" * {self.step}" if self.step > 1 else "")
             + (" + 2, the tables' outputs registered" if self.outreg else " + 1"))
        return (f"max(B / W, C) ({c}, R = 112 constants per compression)",
                f"K + C + 1 + 2 * {self.filter_compression()} + 1 + D (SHA-256 output filter from the cycle "
                f"after the last step: two compressions of {self.filter_compression()} cycles"
                + (", two clocks per round and one for round 0's first sum" if self.filter_clocks == 2 else "")
                + ")")


_RFSB_TABLES = {"bram8": 1, "bram15": 2, "bram29": 4, "bram58": 8, "bram116": 16}
# The wider tables' block-RAM outputs run through the XOR of their P constants into the
# accumulator and the next hand-over: a register there costs a cycle per block and lifts
# their clock. bram8's critical path is the SHA-256 filter's, so it keeps the direct path.
_OUTREG = ("bram15", "bram29", "bram58", "bram116")
# The one-clock SHA-256 round of the output filter (about 100 MHz on ECP5) was then the table
# architectures' critical path; it runs once per message, so its rounds take two clocks and
# only a short message pays (2 x 64 cycles). aes is bound by its AES round and keeps one.
_FILTER_CLOCKS = 2


FAMILY = Family(
    # the table layouts beside bram8 are one top with another LOOKUPS, and aes takes 4,481
    # cycles per block: smaller samples (`hashforge sim rfsb509 --arch A` runs every vector);
    # bram15..bram116 are bram8's RTL with more copies of the ROM, which the quick Yosys check
    # turns into logic (minutes each): their ECP5 runs map them to DP16KD
    sampling=Sampling(slow={**{a: (16, 4) for a in ("bram15", "bram29", "bram58", "bram116")}, "aes": (3, 1)},
                      no_quick_synth=("bram15", "bram29", "bram58", "bram116")),
    order=12,
    top="hf_rfsb", files=("hf_rfsb.v",),
    pad_mode="HF_PAD_RFSB", prims=("hf_sha2_compress.v", "hf_aes_sbox.v", "hf_aes_round.v"),
    title="RFSB-509 with the SHA-256 output filter (Bernstein, Lange, Peters, Schwabe 2011)",
    # the architectures of seed 000 (Sec. 5, Table 2), named after the seed's BRAM counts:
    # LOOKUPS constants per clock from block-RAM copies of the table, or AES-128 on the fly
    # (rtl/rfsb/CYCLES.md)
    archs=tuple(Arch(name, f"{p} constant{'s' if p > 1 else ''} per clock from block-RAM tables "
                     f"(seed 000: RFSB-509_{name[4:]})",
                     TableLookups(lookups=p, outreg=name in _OUTREG, filter_clocks=_FILTER_CLOCKS),
                     {"LOOKUPS": p, **({"OUTREG": 1} if name in _OUTREG else {}),
                      "SHA_ROUND_CLOCKS": _FILTER_CLOCKS})
                for name, p in _RFSB_TABLES.items())
          + (Arch("aes", "each constant from four AES-128 encryptions, one round per clock "
                  "(seed 000: AES-based)", TableLookups(lookups=1, step=40), {"LOOKUPS": 1, "AES": 1}),),
    variants=(Variant("rfsb509", {}, block_bits=384, digest_bits=256, rounds=112, pad_params={},
                      datapath="hf_rfsb"),),
)
