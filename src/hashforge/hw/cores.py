"""The registry of Verilog cores: one declarative entry per family.

An entry (`Family`) says everything the tools need about a family's hardware: its folder
under rtl/, its top module and files, the shared primitives it uses, its padding mode (a
named mode of rtl/common/hf_pad_modes.vh), its identifiers (`Variant`: Verilog parameters,
block and digest sizes, rounds) and its architectures (`Arch`: the parameters that select
it and the cycle `Schedule` that gives the long- and short-message formulas). Every other
fact is derived from the entry: the bench checks measured cycles against the schedule,
rtl/<folder>/CYCLES.md carries a table generated from it (`hashforge.hw.cycles`), the
evaluation reads it. A new family is one rtl/<folder>/ plus one entry in FAMILIES.

Every top has the stream interface of docs/hardware.md and the parameter W (32 or 64).
The evaluation flow reads only `Core`, `identifiers()`, `archs()` and `get()`.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping, Protocol

from .. import paths
from . import padding

RTL_ENV = paths.RTL_ENV


def rtl_root() -> Path:
    """rtl/ of the repository, or $HASHFORGE_RTL_DIR (hashforge.paths)."""
    return paths.rtl_dir()


WIDTHS = (32, 64)

# hf_pad registers each input beat (with its padding formed) before it enters the block
# buffer: one cycle between the last beat's handshake and a full block.
PAD_LATENCY = 1


# ---------------------------------------------------------------- cycle schedules
class Schedule(Protocol):
    """Cycle model of an architecture. `long` is the steady-state cycles per block of a long
    message, `short` the cycles from the first input beat accepted to the last output beat
    (both counted) for the longest one-block message into an idle core, no stalls."""

    def long(self, core: "Core", width: int) -> int: ...
    def short(self, core: "Core", width: int) -> int: ...
    def formulas(self) -> tuple[str, str]: ...


def slot_bits(block_bits: int, width: int) -> int:
    """Bits hf_pad writes into its block buffer per cycle: the bus width, or 32 when the bus
    does not divide the block (W=64 and an odd multiple of 32 bits, e.g. RadioGatun[32]'s 96:
    the input gearbox hands each 64-bit beat over as two 32-bit sub-beats)."""
    return width if block_bits % width == 0 else 32


def load_cycles(block_bits: int, width: int) -> int:
    """Cycles the padder needs to fill one block from the bus."""
    return block_bits // slot_bits(block_bits, width)


def _first_block_ready(core: "Core", width: int) -> int:
    # slots 0..K-1 enter the buffer one per cycle (K = ceil(bits / slot); behind the gearbox a
    # last beat of at most 32 bits is one sub-beat); the padded block is complete, and can be
    # handed over, at k = K + PAD_LATENCY
    return max(1, math.ceil(core.short_bits / slot_bits(core.block_bits, width))) + PAD_LATENCY


@dataclass(frozen=True)
class HandoverRounds:
    """Merkle-Damgård style: the block is handed over in one cycle, R round cycles follow,
    the feed-forward shares a cycle with the next hand-over (or loads the digest)."""

    def long(self, core: "Core", width: int) -> int:
        return max(load_cycles(core.block_bits, width), core.rounds + 1)

    def short(self, core: "Core", width: int) -> int:
        # hand-over at k, rounds k+1..k+R, feed-forward and digest load at k+R+1,
        # digest beats from k+R+2
        return _first_block_ready(core, width) + core.rounds + 2 + core.out_beats(width)

    def formulas(self) -> tuple[str, str]:
        return "max(B / W, R + 1)", "K + 1 + R + 2 + D"


@dataclass(frozen=True)
class SpongeRounds:
    """Sponge: the block is absorbed and round 0 computed in the hand-over cycle, rounds
    1..R-1 follow; output longer than the rate leaves chunk by chunk, each further chunk
    after a permutation (R+1 cycles from the previous load) and an empty serializer.
    `squeeze_handover`: the permutation between chunks computes its round 0 in the cycle that
    loads the chunk (as the absorbing hand-over does; Xoodyak's Down/Up), so the next chunk
    follows R cycles after the previous load instead of R+1.
    The last block's permutation has F rounds (the variant's `final_rounds`: Ascon's p^a after
    p^b = R rounds per block; F = R otherwise); `unroll` rounds run per cycle (Ascon's UNROLL),
    so a permutation of R rounds takes R / U cycles."""
    squeeze_handover: bool = False
    unroll: int = 1

    def long(self, core: "Core", width: int) -> int:
        return max(load_cycles(core.block_bits, width), core.rounds // self.unroll)

    def short(self, core: "Core", width: int) -> int:
        load = _first_block_ready(core, width) + core.final_rounds // self.unroll
        rounds = core.rounds // self.unroll
        gap = rounds if self.squeeze_handover else rounds + 1
        left = core.digest_bits
        while True:
            beats = core.out_beats(width, min(left, core.block_bits))
            if left <= core.block_bits:
                return load + beats + 1
            left -= core.block_bits
            load += max(beats + 1, gap)

    def formulas(self) -> tuple[str, str]:
        u = "" if self.unroll == 1 else f" / {self.unroll}"
        if self.squeeze_handover:
            return f"max(B / W, R{u})", (f"K + 1 + F{u} + (N - 1) max(C + 1, R{u}) + C + 1 (F = rounds "
                                         "of the last block's permutation, R but for Ascon's p^a; "
                                         "N output chunks of B bits, C = ceil(B / W) beats each, "
                                         "the last term the last chunk's)")
        return f"max(B / W, R{u})", f"K + 1 + R{u} + D + 1 (one chunk; longer output: see the schedule)"


@dataclass(frozen=True)
class InjectBlankExtract:
    """Stream hashing (seed 001, Fig. 1: input, blank and output phases): each block is
    injected and one round computed in its hand-over cycle (R = 1); after the last block,
    `blank` blank rounds, then one round per output chunk of `out_words` state words
    (WORD bits each, the Verilog parameter). An output round runs when the serializer is
    empty and loads its chunk straight into it: each chunk costs its beats plus the load
    cycle."""
    blank: int
    out_words: int

    def long(self, core: "Core", width: int) -> int:
        return max(load_cycles(core.block_bits, width), core.rounds)

    def short(self, core: "Core", width: int) -> int:
        # hand-over with the round at k, blank rounds k+1..k+blank, first output round and
        # chunk load at k+blank+1; chunk c+1 is loaded beats_c + 1 cycles after chunk c
        chunk = self.out_words * core.params["WORD"]
        cost, left = 0, core.digest_bits
        while left > 0:
            cost += core.out_beats(width, min(left, chunk)) + 1
            left -= chunk
        return _first_block_ready(core, width) + self.blank + 1 + cost

    def formulas(self) -> tuple[str, str]:
        return ("max(B / S, R) (S = W, or 32 behind hf_pad's gearbox)",
                f"K + 1 + {self.blank} + 1 + N (C + 1) (K = ceil(bits / S) slots, N = output rounds, "
                "C = beats per output round)")


@dataclass(frozen=True)
class PermuteFinal:
    """Concatenate-permute-truncate with a final permutation (Hamsi), or a plain permutation
    per block with the feed-forward in its last cycle (JH: F = R). `unroll` rounds run per
    clock: P (R rounds per block) takes R / U cycles, Pf (F rounds, the variant's
    `final_rounds`: Hamsi's last block) F / U. A block's first rounds run in its hand-over
    cycle, its last ones with the truncation and feed-forward, so the next block is handed
    over R / U cycles later; Pf's last cycle loads the digest into the serializer. The short
    message is several blocks (the padding's length field has blocks of its own): N - 1 run P,
    the last Pf. `fold` is the other way round: a round takes C = `fold` cycles (ECHO's
    `folded`: BIG.ROUND on 16 / C AES pairs), so P takes C R cycles and Pf C F (with unroll 1)."""
    unroll: int = 1
    fold: int = 1

    def _cycles(self, rounds: int) -> int:
        return rounds * self.fold // self.unroll

    def long(self, core: "Core", width: int) -> int:
        return max(load_cycles(core.block_bits, width), self._cycles(core.rounds))

    def short(self, core: "Core", width: int) -> int:
        # hand-over of block 1 at k, block j+1 at k + j C R / U; Pf's last cycle loads the
        # digest, its beats follow
        n = len(padding.blocks(core.pad_mode, bytes(core.block_bits // 8), core.short_bits,
                               core.block_bits))
        return (_first_block_ready(core, width) + (n - 1) * self._cycles(core.rounds)
                + self._cycles(core.final_rounds) + core.out_beats(width))

    def formulas(self) -> tuple[str, str]:
        u = "" if self.unroll == 1 else f" / {self.unroll}"
        c = "" if self.fold == 1 else "C "
        cdef = "" if self.fold == 1 else f"; C = {self.fold} cycles per round"
        return (f"max(B / S, {c}R{u}) (S = W, or 32 behind hf_pad's gearbox{cdef})",
                f"K + 1 + (N - 1) {c}R{u} + {c}F{u} + D (N = blocks of the padded message, the last one "
                "through the final permutation of F rounds)")


@dataclass(frozen=True)
class Ir2sStream:
    """irRUPT stream hashing (seed 001, Fig. 3): `unroll` rounds ir1 per clock, so an ir2s
    (R = 8 rounds per w-bit word) takes C = R / unroll clocks. A message word is handed over
    in the last clock of its ir2s (the rounds before it never depend on it, so they run
    while the block loads); after the last word, 1 length and `blank` blank ir2s, then one
    output ir2s per digest word, whose last clock waits for the serializer. The words leave
    in chunks of P = max(1, W / w) words (irRUPT32 at W=64: two words per beat), each E =
    ceil(P w / W) beats; the serializer takes a chunk every E + 1 cycles at most."""
    unroll: int
    blank: int = 16

    def _clocks(self, core: "Core") -> int:
        return core.rounds // self.unroll

    def _chunks(self, core: "Core", width: int) -> tuple[int, int, int]:
        word = core.params["WORD"]
        per = max(1, width // word)
        return per, math.ceil(per * word / width), core.digest_bits // (per * word)

    def long(self, core: "Core", width: int) -> int:
        return max(load_cycles(core.block_bits, width), self._clocks(core))

    def nbz(self, core: "Core", width: int) -> int:
        """Seed 001's n_b+z: clocks after the last message ir2s up to the one that produces
        the last digest word (length, blank and output ir2s, and serializer waits)."""
        c = self._clocks(core)
        per, beats, n = self._chunks(core, width)
        return (1 + self.blank + per) * c + (n - 1) * max(per * c, beats + 1)

    def short(self, core: "Core", width: int) -> int:
        # the (only) word handed over at k, the last output clock at k + n_b+z (its chunk loaded
        # then), the chunk's E beats after it; cycles counted from 0
        return _first_block_ready(core, width) + self.nbz(core, width) + self._chunks(core, width)[1] + 1

    def formulas(self) -> tuple[str, str]:
        c = 8 // self.unroll
        return (f"max(B / S, C) (C = R / {self.unroll} = {c} clock{'s' if c > 1 else ''} per ir2s of R = 8 "
                "rounds ir1; S = W, or 32 behind hf_pad's gearbox)",
                f"K + 2 + n_b+z + E, n_b+z = (1 + {self.blank} + P) C + (N - 1) max(P C, E + 1) "
                "(K = ceil(bits / S) slots, P = max(1, W / w) words per chunk of E = ceil(P w / W) "
                "beats, N = digest words / P chunks)")


@dataclass(frozen=True)
class HandoverSqueeze:
    """Sponge with a hand-over cycle: the block is injected in its hand-over cycle and the R
    steps of its permutation follow (the last block's permutation has F steps, the variant's
    `final_rounds`); the output leaves in chunks of B bits (the rate), each loaded from the
    state into an empty serializer, with the R steps for the next chunk starting in the
    load cycle: chunk c+1 is loaded max(R, C + 1) cycles after chunk c (C beats each)."""

    def long(self, core: "Core", width: int) -> int:
        return max(load_cycles(core.block_bits, width), core.rounds + 1)

    def short(self, core: "Core", width: int) -> int:
        # hand-over at k, final steps k+1..k+F, first chunk loaded at k+F+1
        load = _first_block_ready(core, width) + core.final_rounds + 1
        left = core.digest_bits
        while True:
            beats = core.out_beats(width, min(left, core.block_bits))
            if left <= core.block_bits:
                return load + beats + 1
            left -= core.block_bits
            load += max(core.rounds, beats + 1)

    def formulas(self) -> tuple[str, str]:
        return ("max(B / W, R + 1)",
                "K + 1 + F + 1 + (N - 1) max(R, C + 1) + C + 1 (F = steps after the last block, "
                "N = output chunks of B bits, C = beats per chunk)")


@dataclass(frozen=True)
class InjectBlank:
    """Luffa (seed 003): a round -- the message injection and the w sub-permutations of 8
    steps -- takes P cycles from the block's hand-over cycle: P = 8 + 1 (the MI in a cycle of
    its own, then one step per cycle; `merge`: the MI in step 0's cycle, P = 8), or with
    `share` (one step block for the w sub-permutations) 8 w + 1. After the last block, one
    blank round per 256-bit output chunk Z (224/256: one, 384/512: two); Z is loaded into an
    empty serializer in the cycle after its blank round, the first cycle of the next one, so
    chunk c+1 follows chunk c after max(P, C + 1) cycles (C beats each)."""
    merge: bool = False
    share: bool = False

    def cycles(self, core: "Core") -> int:
        w = 3 if core.digest_bits <= 256 else 4 if core.digest_bits <= 384 else 5
        return (8 * w if self.share else 8) + (0 if self.merge else 1)

    def long(self, core: "Core", width: int) -> int:
        return max(load_cycles(core.block_bits, width), self.cycles(core))

    def short(self, core: "Core", width: int) -> int:
        # hand-over at k, the blank round at k + P, the first chunk loaded at k + 2P
        p = self.cycles(core)
        load = _first_block_ready(core, width) + 2 * p
        left = core.digest_bits
        while True:
            beats = core.out_beats(width, min(left, core.block_bits))
            if left <= core.block_bits:
                return load + beats + 1
            left -= core.block_bits
            load += max(p, beats + 1)

    def formulas(self) -> tuple[str, str]:
        p = ("8 w + 1 (w = 3, 4, 5 sub-permutations)" if self.share
             else "8" if self.merge else "8 + 1")
        return (f"max(B / W, P), P = {p}",
                "K + 1 + 2 P + D (224/256: the block's round, the blank round, the output); "
                "384/512: K + 1 + 2 P + max(P, C + 1) + D' (a second blank round while the first "
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

    def long(self, core: "Core", width: int) -> int:
        return max(load_cycles(core.block_bits, width), self.stages)

    def short(self, core: "Core", width: int, wait: int | None = None) -> int:
        """`wait`: cycles the ready block waits for its slot (default: the worst case)."""
        p = self.stages
        load = _first_block_ready(core, width) + (p - 1 if wait is None else wait) + 2 * p
        left = core.digest_bits
        while True:
            beats = core.out_beats(width, min(left, core.block_bits))
            if left <= core.block_bits:
                return load + beats + 1
            left -= core.block_bits
            load += max(p, beats + 1)

    def formulas(self) -> tuple[str, str]:
        return (f"max(B / W, P) (per lane with all {self.lanes} lanes busy, P = {self.stages} ring stages "
                f"and slots: the MI and 8 steps; aggregate {self.lanes} B / P bits per cycle)",
                "worst case over the ring's phase: K + 1 + (P - 1) + 2 P + D (224/256); 384/512: "
                "K + 1 + (P - 1) + 2 P + max(P, C + 1) + D' (as `ht`, plus P - 1 cycles waiting for "
                "the lane's slot; the best case is P - 1 cycles less)")


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

    def long(self, core: "Core", width: int) -> int:
        return max(load_cycles(core.block_bits, width), self.compress)

    def short(self, core: "Core", width: int) -> int:
        # block j handed over at k + j C; the final compression's f2 at k + (N + 1) C - 1
        n = len(padding.blocks(core.pad_mode, bytes(core.block_bits // 8), core.short_bits,
                               core.block_bits))
        return _first_block_ready(core, width) + (n + 1) * self.compress + core.out_beats(width)

    def formulas(self) -> tuple[str, str]:
        f0 = f"the hand-over, {self.f0_cycles} of f0" if self.f0_cycles else "f0"
        f2 = f"{self.f2_cycles} of f2" if self.f2_cycles > 1 else "f2"
        return (f"max(B / W, C) (C = {self.compress} cycles per compression: {f0}, "
                f"{self.f1_cycles} of f1, {f2})",
                "K + 1 + (N + 1) C + D (N = blocks of the padded message, then the final compression)")


@dataclass(frozen=True)
class TableLookups:
    """RFSB-509 (seed 000, Sec. 5): a compression looks up R = 112 constants (Horner's rule),
    `lookups` per step of `step` clocks (block RAM tables: one clock; AES on the fly: 40, four
    encryptions of ten rounds). The block is handed over in one cycle, the steps follow and
    each is accumulated in the clock after it, which the next hand-over shares: C = R / P * S
    + 1 cycles per block. After the last block, the SHA-256 output filter, started from the
    accumulator in the next cycle: two compressions of 64 rounds, the second started in the
    cycle of the first's feed-forward (65 cycles each), the digest loaded with the second
    feed-forward."""
    lookups: int
    step: int = 1

    def compress(self, core: "Core") -> int:
        return core.rounds // self.lookups * self.step + 1

    def long(self, core: "Core", width: int) -> int:
        return max(load_cycles(core.block_bits, width), self.compress(core))

    def short(self, core: "Core", width: int) -> int:
        # hand-over at k, last accumulation at k + C, SHA-256 start at k + C + 1, digest
        # loaded at k + C + 131, its beats follow
        return _first_block_ready(core, width) + self.compress(core) + 2 * 65 + 2 + core.out_beats(width)

    def formulas(self) -> tuple[str, str]:
        c = f"C = R / {self.lookups}" + (f" * {self.step}" if self.step > 1 else "") + " + 1"
        return (f"max(B / W, C) ({c}, R = 112 constants per compression)",
                "K + C + 1 + 2 * 65 + 1 + D (SHA-256 output filter from the cycle after the last step: "
                "two compressions of 65 cycles)")


@dataclass(frozen=True)
class StepsExtraFinal:
    """An NLFSR that computes one of the block's R steps per clock (Shabal): the hand-over
    cycle finishes the previous block and starts the next permutation, the R steps follow, so
    a block costs 1 + R cycles; after the last block `extra` more permutations with the same
    block, each started by a cycle of its own (the same finish-and-start without a block),
    then the digest is loaded into the serializer."""
    extra: int

    def long(self, core: "Core", width: int) -> int:
        return max(load_cycles(core.block_bits, width), core.rounds + 1)

    def short(self, core: "Core", width: int) -> int:
        # hand-over at k, steps k+1..k+R, extra permutation e started at k + e (R + 1),
        # digest load after its R steps, beats after the load
        return (_first_block_ready(core, width) + (1 + self.extra) * (core.rounds + 1) + 1
                + core.out_beats(width))

    def formulas(self) -> tuple[str, str]:
        return ("max(B / W, R + 1)",
                f"K + 1 + {1 + self.extra} (R + 1) + 1 + D (the block's permutation and "
                f"{self.extra} extra ones, each a start cycle and R steps)")


@dataclass(frozen=True)
class ExpandSteps:
    """A message expansion as a pipeline stage before the rounds (SIMD): the stage takes the
    padder's block and expands it in E cycles (an NTT of N = B / 4 points, one stage of
    log2 N per cycle: E = log2(B / 4)) while the rounds run the previous block; the
    hand-over cycle injects the block, R steps follow, so a block costs R + 1 cycles; the
    last block's R steps are followed by the digest load. The short message is one block."""

    @staticmethod
    def expand_cycles(core: "Core") -> int:
        return int(math.log2(core.block_bits // 4))

    def long(self, core: "Core", width: int) -> int:
        return max(load_cycles(core.block_bits, width), core.rounds + 1)

    def short(self, core: "Core", width: int) -> int:
        # taken by the expansion at k, its E stages k+1..k+E, hand-over at k+E+1, steps
        # k+E+2..k+E+R+1, digest load at k+E+R+2, beats after the load
        return (_first_block_ready(core, width) + self.expand_cycles(core) + 1 + core.rounds + 2
                + core.out_beats(width))

    def formulas(self) -> tuple[str, str]:
        return ("max(B / W, R + 1)",
                "K + 1 + E + 1 + R + 2 + D (E = log2(B / 4) NTT stages of the expansion, "
                "R steps after the hand-over)")


# ---------------------------------------------------------------- declarations
@dataclass(frozen=True)
class Arch:
    name: str                      # --arch value, e.g. "round"
    summary: str                   # one line for docs and the report
    schedule: Schedule
    params: Mapping[str, int] = field(default_factory=dict)   # Verilog parameters it sets
    top: str = ""                  # a top of its own (default: the family's)
    files: tuple[str, ...] = ()    # and its files in rtl/<folder> (default: the family's)
    lanes: int = 1                 # independent message streams (packed ports, lane l at
                                   # [W*l +: W]); its own bench when > 1
    bench: str = ""                # cocotb module of `hashforge sim` (default hashforge.hw.bench)


@dataclass(frozen=True)
class Variant:
    algorithm: str                 # identifier, e.g. "sha256"
    params: Mapping[str, int]      # Verilog parameters for this identifier (W excluded)
    block_bits: int                # message bits per block (rate for sponges)
    digest_bits: int               # output bits per message (XOFs: the core's OUT_BITS)
    rounds: int                    # round cycles per block
    pad_params: Mapping[str, int]  # the padding mode's parameters (hashforge.hw.padding.PARAMS)
    datapath: str = ""             # identifiers sharing a datapath share this label
    xof: bool = False
    pad_mode: str = ""             # overrides the family's mode (Keccak round 2)
    final_rounds: int = 0          # round cycles after the last block, when not `rounds`
                                   # (Esch's big steps)


@dataclass(frozen=True)
class Family:
    folder: str                    # rtl/<folder>
    top: str                       # top module, hf_<folder>
    files: tuple[str, ...]         # Verilog files in rtl/<folder>, dependency order
    pad_mode: str                  # named mode of rtl/common/hf_pad_modes.vh, e.g. HF_PAD_MD
    archs: tuple[Arch, ...]        # the first is the default
    variants: tuple[Variant, ...]
    prims: tuple[str, ...] = ()    # module files of rtl/prim it instantiates (headers are
                                   # found through `include)
    title: str = ""

    def sources(self, files: tuple[str, ...] = ()) -> tuple[Path, ...]:
        root = rtl_root()
        common = (root / "common" / "hf_pad.v", root / "common" / "hf_ser.v")
        return (common + tuple(root / "prim" / p for p in self.prims)
                + tuple(root / self.folder / f for f in files or self.files))


@dataclass(frozen=True)
class Core:
    """One identifier in one architecture: what the simulator, the bench and the flow use."""
    algorithm: str
    arch: str
    top: str
    sources: tuple[Path, ...]      # Verilog files, dependency order
    params: Mapping[str, int]      # Verilog parameters (W excluded)
    block_bits: int
    digest_bits: int
    datapath: str
    folder: str
    rounds: int
    short_bits: int                # longest message that pads to exactly one block
    schedule: Schedule
    pad_mode: str
    xof: bool = False
    final_rounds: int = 0          # round cycles of the last block's permutation
    lanes: int = 1                 # independent message streams (Arch.lanes)
    bench: str = "hashforge.hw.bench"

    def out_beats(self, width: int, bits: int | None = None) -> int:
        return math.ceil((self.digest_bits if bits is None else bits) / width)

    def cycles_long(self, width: int) -> int:
        """Steady-state cycles per block of a long message, no stalls."""
        return self.schedule.long(self, width)

    def cycles_short(self, width: int) -> int:
        """First input beat accepted to last digest beat, both counted, for a message of
        short_bits bits (one padded block), no stalls, core idle before."""
        return self.schedule.short(self, width)


# ---------------------------------------------------------------- the families
ROUND = "one round per clock"

_SHA2 = Family(
    folder="sha2", top="hf_sha2", files=("hf_sha2_compress.v", "hf_sha2.v"), pad_mode="HF_PAD_MD",
    title="SHA-224 / SHA-256 / SHA-384 / SHA-512 (FIPS 180-4)",
    archs=(Arch("round", ROUND, HandoverRounds()),),
    # one core for all four; DIGEST_BITS above 256 selects 64-bit words (rtl/sha2/CYCLES.md)
    variants=tuple(
        Variant(f"sha{b}", {"DIGEST_BITS": b}, block_bits=1024 if b > 256 else 512, digest_bits=b,
                rounds=80 if b > 256 else 64, pad_params={"len_bits": 128 if b > 256 else 64},
                datapath=f"hf_sha2/{64 if b > 256 else 32}-bit words")
        for b in (224, 256, 384, 512)),
)

_KECCAK_RATES = {224: 1152, 256: 1088, 384: 832, 512: 576}


def _keccak(name: str, rate: int, out_bits: int, suffix: int, diversify: int, xof: bool = False) -> Variant:
    return Variant(name, {"RATE": rate, "OUT_BITS": out_bits, "SUFFIX": suffix, "DIVERSIFY": diversify},
                   block_bits=rate, digest_bits=out_bits, rounds=24,
                   pad_params={"digest_bits": out_bits} if diversify else {"suffix": suffix},
                   pad_mode="HF_PAD_KECCAK_R2" if diversify else "", xof=xof)


_KECCAK = Family(
    folder="keccak", top="hf_keccak", files=("hf_keccak.v",), pad_mode="HF_PAD_SPONGE",
    title="Keccak round 2, Keccak final, SHA3, SHAKE (Keccak-f[1600])",
    archs=(Arch("round", ROUND, SpongeRounds()),),
    variants=tuple(
        [_keccak(f"keccak{b}-r2", r, b, 0x01, 1) for b, r in _KECCAK_RATES.items()]
        + [_keccak(f"keccak{b}", r, b, 0x01, 0) for b, r in _KECCAK_RATES.items()]
        + [_keccak(f"sha3-{b}", r, b, 0x06, 0) for b, r in _KECCAK_RATES.items()]
        + [_keccak("shake128", 1344, 4096, 0x1F, 0, xof=True),
           _keccak("shake256", 1088, 4096, 0x1F, 0, xof=True)]),
)

_RADIOGATUN = Family(
    folder="radiogatun", top="hf_radiogatun", files=("hf_radiogatun_round.v", "hf_radiogatun.v"),
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

_XOODYAK = Family(
    folder="xoodyak", top="hf_xoodyak", files=("hf_xoodoo_round.v", "hf_xoodyak.v"),
    pad_mode="HF_PAD_XOODYAK",
    title="Xoodyak hash (Cyclist over Xoodoo[12], NIST LWC final round)",
    archs=(Arch("round", "one Xoodoo round per clock, Down in the hand-over cycle",
                SpongeRounds(squeeze_handover=True)),),
    variants=(Variant("xoodyak", {}, block_bits=128, digest_bits=256, rounds=12, pad_params={},
                      datapath="hf_xoodyak"),),
)

_ESCH = Family(
    folder="esch", top="hf_esch", files=("hf_sparkle_step.v", "hf_esch.v"), pad_mode="HF_PAD_ESCH",
    title="Esch256, Esch384 (SPARKLE, NIST LWC final round)",
    archs=(Arch("round", "one SPARKLE step per clock, the block injected in its hand-over cycle",
                HandoverSqueeze()),),
    # one top for both: DIGEST_BITS 256 = SPARKLE-384 (7 slim / 11 big steps), 384 =
    # SPARKLE-512 (8 / 12); 128-bit rate, the digest squeezed 128 bits per slim permutation
    variants=tuple(
        Variant(f"esch{b}", {"DIGEST_BITS": b}, block_bits=128, digest_bits=b, rounds=slim,
                final_rounds=big, pad_params={}, datapath=f"hf_esch/SPARKLE-{b + 128}")
        for b, slim, big in ((256, 7, 11), (384, 8, 12))),
)

_IRRUPT = Family(
    folder="irrupt", top="hf_irrupt", files=("hf_irrupt_ir1.v", "hf_irrupt.v"),
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

_ASCON_VARIANTS = {
    # identifier: (VERSION, ROUNDS_B, XOF); SP 800-232 overrides the family's pad mode
    "ascon-hash": (0, 12, 0), "ascon-hasha": (0, 8, 0), "ascon-xof": (0, 12, 1),
    "ascon-hash256": (1, 12, 0), "ascon-xof128": (1, 12, 1),
}

_ASCON = Family(
    folder="ascon", top="hf_ascon", files=("hf_ascon_sbox.v", "hf_ascon_round.v", "hf_ascon.v"), pad_mode="HF_PAD_10",
    title="Ascon-Hash, -Hasha, -Xof (v1.2); Ascon-Hash256, -XOF128 (NIST SP 800-232)",
    # p^b (R = ROUNDS_B) per block and between output chunks, p^a (final_rounds = 12) after the
    # last block; the next chunk's p^b starts in the cycle that loads the chunk
    archs=(Arch("round", "one permutation round per clock", SpongeRounds(squeeze_handover=True)),
           Arch("unroll2", "two permutation rounds per clock",
                SpongeRounds(squeeze_handover=True, unroll=2), {"UNROLL": 2})),
    # one top for all five; OUT_BITS = 256, the length of the published vectors (XOFs: any
    # multiple of 8)
    variants=tuple(
        Variant(name, {"VERSION": ver, "ROUNDS_B": rb, "XOF": xof, "OUT_BITS": 256}, block_bits=64,
                digest_bits=256, rounds=rb, final_rounds=12, pad_params={}, xof=bool(xof),
                pad_mode="HF_PAD_10_LSB" if ver else "",
                datapath=f"hf_ascon/{'SP 800-232' if ver else 'v1.2'} p^{rb}")
        for name, (ver, rb, xof) in _ASCON_VARIANTS.items()),
)

_HAMSI = Family(
    folder="hamsi", top="hf_hamsi", files=("hf_hamsi_expand.v", "hf_hamsi_round.v", "hf_hamsi.v"),
    pad_mode="HF_PAD_HAMSI", prims=("hf_sbox4_layer.v",),
    title="Hamsi-224 / -256 / -384 / -512 (SHA-3 round 2)",
    archs=(Arch("round", "P unrolled three times: three rounds per clock (seed 002, Sec. 3.7)",
                PermuteFinal(unroll=3), {"UNROLL": 3}),
           # Hamsi-384/512's three chained rounds on the 1,024-bit state do not route on the
           # LFE5U-85F in hours (docs/evaluation.md, "Hamsi-512 on ECP5"): one round a clock
           # still meets seed 002's 12 cycles per block
           Arch("unroll1", "one round per clock: P in R cycles, Pf in F",
                PermuteFinal(unroll=1), {"UNROLL": 1})),
    # one core for all four; DIGEST_BITS above 256 selects the 1024-bit state, 64-bit blocks
    # and P / Pf of 6 / 12 rounds (224/256: 3 / 6) (rtl/hamsi/CYCLES.md)
    variants=tuple(
        Variant(f"hamsi{b}", {"DIGEST_BITS": b}, block_bits=64 if b > 256 else 32, digest_bits=b,
                rounds=6 if b > 256 else 3, final_rounds=12 if b > 256 else 6, pad_params={},
                datapath=f"hf_hamsi/{1024 if b > 256 else 512}-bit state")
        for b in (224, 256, 384, 512)),
)

_JH = Family(
    folder="jh", top="hf_jh", files=("hf_jh_round.v", "hf_jh.v"), pad_mode="HF_PAD_JH",
    prims=("hf_sbox4_layer.v",),
    title="JH-224 / -256 / -384 / -512 (final: 42 rounds; round 2: 35.5 rounds)",
    archs=(Arch("round", "one round R8 per clock, round constants generated on the fly by R6 "
                "(seed 002, Sec. 3.8)", PermuteFinal()),),
    # one core for all eight; FINAL selects E8's rounds: 42, or round 2's 35 and an S-box-only
    # half round (36 cycles) (rtl/jh/CYCLES.md); one datapath label: the same round and
    # constant generator, only the round count differs
    variants=tuple(
        Variant(f"jh{b}{'' if final else '-r2'}", {"DIGEST_BITS": b, "FINAL": final}, block_bits=512,
                digest_bits=b, rounds=42 if final else 36, pad_params={},
                datapath="hf_jh")
        for final in (0, 1) for b in (224, 256, 384, 512)),
)

_LUFFA_RING = LanePipeline()      # the pipelined arch's schedule: its lane count is the top's LANES
_LUFFA = Family(
    folder="luffa", top="hf_luffa", files=("hf_luffa_step.v", "hf_luffa_mi.v", "hf_luffa_out.v", "hf_luffa.v"),
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
                lanes=_LUFFA_RING.lanes, bench="hashforge.hw.luffa_pipe_bench")),
    # one core for all four; DIGEST_BITS gives w (3 / 4 / 5) and the blank rounds (1 / 2)
    # (rtl/luffa/CYCLES.md); `rounds` = the 8 steps of each Q_j. One datapath per w: w
    # sub-permutations are w times the hardware, so Luffa-384 and -512 get rows of their own
    variants=tuple(
        Variant(f"luffa{b}", {"DIGEST_BITS": b}, block_bits=256, digest_bits=b, rounds=8,
                pad_params={}, datapath=f"hf_luffa/w={3 if b <= 256 else 4 if b == 384 else 5}")
        for b in (224, 256, 384, 512)),
)

_CUBEHASH = Family(
    folder="cubehash", top="hf_cubehash", files=("hf_cubehash_round.v", "hf_cubehash.v"),
    pad_mode="HF_PAD_10",
    title="CubeHash16/32-224 / -256 / -384 / -512 (SHA-3 round 2)",
    # UNROLL rounds per clock; the last block's 16 rounds run on into the 160 final ones
    # (F = 176, one permutation in the schedule's terms) (rtl/cubehash/CYCLES.md)
    archs=(Arch("round", "the round unrolled four times: four rounds per clock (seed 002, Sec. 3.3)",
                PermuteFinal(unroll=4), {"UNROLL": 4}),
           # at W=32 the load of a block (8 beats) bounds `round` to 8 cycles per block: two
           # rounds a clock reach the same bound with half the round logic
           Arch("unroll2", "the round unrolled twice: two rounds per clock",
                PermuteFinal(unroll=2), {"UNROLL": 2})),
    # one core for all four: the IV and the digest length differ
    variants=tuple(
        Variant(f"cubehash{b}", {"DIGEST_BITS": b}, block_bits=256, digest_bits=b, rounds=16,
                final_rounds=16 + 160, pad_params={}, datapath="hf_cubehash")
        for b in (224, 256, 384, 512)),
)

_BMW = Family(
    folder="bmw", top="hf_bmw",
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

_RFSB_TABLES = {"bram8": 1, "bram15": 2, "bram29": 4, "bram58": 8, "bram116": 16}

_RFSB = Family(
    folder="rfsb", top="hf_rfsb", files=("../sha2/hf_sha2_compress.v", "hf_rfsb.v"),
    pad_mode="HF_PAD_RFSB", prims=("hf_aes_sbox.v", "hf_aes_round.v"),
    title="RFSB-509 with the SHA-256 output filter (Bernstein, Lange, Peters, Schwabe 2011)",
    # the architectures of seed 000 (Sec. 5, Table 2), named after the seed's BRAM counts:
    # LOOKUPS constants per clock from block-RAM copies of the table, or AES-128 on the fly
    # (rtl/rfsb/CYCLES.md)
    archs=tuple(Arch(name, f"{p} constant{'s' if p > 1 else ''} per clock from block-RAM tables "
                     f"(seed 000: RFSB-509_{name[4:]})", TableLookups(lookups=p), {"LOOKUPS": p})
                for name, p in _RFSB_TABLES.items())
          + (Arch("aes", "each constant from four AES-128 encryptions, one round per clock "
                  "(seed 000: AES-based)", TableLookups(lookups=1, step=40), {"LOOKUPS": 1, "AES": 1}),),
    variants=(Variant("rfsb509", {}, block_bits=384, digest_bits=256, rounds=112, pad_params={},
                      datapath="hf_rfsb"),),
)

_GROESTL = Family(
    folder="groestl", top="hf_groestl", files=("hf_groestl_round.v", "hf_groestl.v"),
    pad_mode="HF_PAD_GROESTL", prims=("hf_aes_sbox.v",),
    title="Grøstl-224 / -256 / -384 / -512, final (round-3 tweak) and Grøstl-0 (round 2)",
    # one round of P and of Q per clock, round 0 in the hand-over cycle; after the last block
    # the output transformation P(h) on the P datapath: the last block's compression and
    # P(h) together are F = 2R round cycles (rtl/groestl/CYCLES.md)
    archs=(Arch("round", "P and Q in parallel, one round of each per clock (seed 002, Sec. 3.6)",
                PermuteFinal()),),
    # one core for all eight; DIGEST_BITS above 256 selects the 1024-bit state (14 rounds),
    # FINAL the version's round constants and Q's ShiftBytes
    variants=tuple(
        Variant(f"groestl{b}{sfx}", {"DIGEST_BITS": b, "FINAL": fin}, block_bits=1024 if b > 256 else 512,
                digest_bits=b, rounds=14 if b > 256 else 10, final_rounds=28 if b > 256 else 20,
                pad_params={},
                datapath=f"hf_groestl/{1024 if b > 256 else 512}-bit state, {'final' if fin else 'round 2'}")
        for sfx, fin in (("", 1), ("-r2", 0)) for b in (224, 256, 384, 512)),
)

_ECHO = Family(
    folder="echo", top="hf_echo", files=("hf_echo_round.v", "hf_echo_fold.v", "hf_echo.v"),
    pad_mode="HF_PAD_ECHO", prims=("hf_aes_sbox.v", "hf_aes_round.v"),
    title="ECHO-224 / -256 / -384 / -512 (SHA-3 round 2, salt zero)",
    # one BIG.ROUND per clock (round) or per 16 / UNITS clocks (folded), round 0 in the
    # hand-over cycle, BIG.FINAL with the last round's last cycle (the last block's also loads
    # the digest) (rtl/echo/CYCLES.md)
    archs=(Arch("round", "one BIG.ROUND per clock: 16 AES pairs in parallel (seed 002, Sec. 3.4)",
                PermuteFinal()),
           # round's 512 S-boxes (~130k LUT4) do not fit an LFE5U-85F; 4 AES pairs (128 S-boxes)
           # do, and a block's 8 / 10 rounds in 32 / 40 cycles leave ECHO-224/256 load-bound at
           # W=32 (48 beats per block), ECHO-384/512 at 40 cycles instead of 32
           Arch("folded", "BIG.SubWords on 4 AES pairs, a BIG.ROUND in 4 cycles, MixColumns on "
                "the cycle's column: still load-bound at W=32 for ECHO-224/256 (48 beats per block)",
                PermuteFinal(fold=4), {"UNITS": 4})),
    # one core for all four; DIGEST_BITS above 256 selects the 1024-bit chaining value,
    # 1024-bit blocks and 10 rounds (224/256: 512, 1536, 8)
    variants=tuple(
        Variant(f"echo{b}", {"DIGEST_BITS": b}, block_bits=1024 if b > 256 else 1536, digest_bits=b,
                rounds=10 if b > 256 else 8, pad_params={"digest_bits": b},
                datapath=f"hf_echo/{1024 if b > 256 else 512}-bit chaining value")
        for b in (224, 256, 384, 512)),
)

_SHAVITE3 = Family(
    folder="shavite3", top="hf_shavite3",
    files=("hf_shavite3_c256.v", "hf_shavite3_c512.v", "hf_shavite3.v"), pad_mode="HF_PAD_SHAVITE",
    prims=("hf_aes_sbox.v", "hf_aes_round.v"),
    title="SHAvite-3-224 / -256 / -384 / -512 (SHA-3 round 2 specification)",
    # the hand-over cycle runs the block's first AES round(s): C_256 36 cycles per block, the
    # feed-forward in the last; C_512 56, F2 two cycles behind F1. F = the last block's cycles
    # from its hand-over to the digest load: R + 1 (C_256), R + 3 (C_512: F2's two cycles)
    # (rtl/shavite3/CYCLES.md)
    archs=(Arch("round", "one AES round per clock (C_512: F1 and F2 in parallel), message "
                "expansion a step ahead (seed 002, Sec. 3.12)", PermuteFinal()),),
    variants=tuple(
        Variant(name, {"DIGEST_BITS": b}, block_bits=1024 if b > 256 else 512, digest_bits=b,
                rounds=56 if b > 256 else 36, final_rounds=59 if b > 256 else 37,
                pad_params={"len_bits": 128 if b > 256 else 64, "digest_bits": b},
                datapath=f"hf_shavite3/C_{512 if b > 256 else 256}")
        for name, b in (("shavite3-224", 224), ("shavite3-256", 256),
                        ("shavite3-384-spec", 384), ("shavite3-512-spec", 512))),
)

# Fugue: (columns, rounds R per word, G1 rounds, output groups); final_rounds = the last word's
# K rounds + G1 + 13 passes of G2 steps + the digest-load cycle (rtl/fugue/CYCLES.md)
_FUGUE_PARAMS = {224: (2, 10, 2), 256: (2, 10, 2), 384: (3, 18, 3), 512: (4, 32, 4)}

_FUGUE = Family(
    folder="fugue", top="hf_fugue", files=("hf_fugue_smix.v", "hf_fugue.v"), pad_mode="HF_PAD_FUGUE",
    prims=("hf_aes_sbox.v",),
    title="Fugue-224 / -256 / -384 / -512 (SHA-3 round 2)",
    archs=(Arch("round", "one round R (ROR3, CMIX, SMIX) or G2 step per clock, TIX in the "
                "hand-over cycle (seed 002, Sec. 3.5)", PermuteFinal()),),
    variants=tuple(
        Variant(f"fugue{b}", {"DIGEST_BITS": b}, block_bits=32, digest_bits=b, rounds=k,
                final_rounds=k + g1 + 13 * gr + 1, pad_params={},
                datapath=f"hf_fugue/{36 if b > 256 else 30} columns, {k} rounds")
        for b, (k, g1, gr) in _FUGUE_PARAMS.items()),
)

_SHABAL = Family(
    folder="shabal", top="hf_shabal", files=("hf_shabal_step.v", "hf_shabal.v"),
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

_SIMD = Family(
    folder="simd", top="hf_simd", files=("hf_simd_expand.v", "hf_simd.v"), pad_mode="HF_PAD_SIMD",
    title="SIMD-224 / -256 / -384 / -512 (SHA-3 round 2, tweaked)",
    archs=(Arch("ladders", "4 (SIMD-512: 8) parallel Feistel ladders, one registered step per clock; "
                "iterative NTT expansion overlapping the steps (seed 002, Sec. 3.13)", ExpandSteps()),),
    # DIGEST_BITS 224/256: SIMD-256 (4 lanes, 512-bit blocks); 384/512: SIMD-512 (8 lanes, 1024)
    variants=tuple(
        Variant(f"simd{b}", {"DIGEST_BITS": b}, block_bits=1024 if b > 256 else 512, digest_bits=b,
                rounds=36, pad_params={}, datapath=f"hf_simd/{8 if b > 256 else 4} lanes")
        for b in (224, 256, 384, 512)),
)


_BLAKE_ROUNDS = {  # identifier: (DIGEST_BITS, ROUNDS); round 2 and final differ in rounds only
    "blake224-r2": (224, 10), "blake256-r2": (256, 10), "blake384-r2": (384, 14), "blake512-r2": (512, 14),
    "blake224": (224, 14), "blake256": (256, 14), "blake384": (384, 16), "blake512": (512, 16),
}

_BLAKE = Family(
    folder="blake", top="hf_blake", files=("hf_blake_g.v", "hf_blake.v"), pad_mode="HF_PAD_BLAKE",
    title="BLAKE-224 / -256 / -384 / -512 (SHA-3 round 2 and final)",
    # four half-G units: a round in 4 cycles; the first half-step runs in the hand-over cycle
    # and the feed-forward in the last one, so a block is exactly 4 * ROUNDS cycles (the
    # timing of SpongeRounds with R = 4 * ROUNDS)
    archs=(Arch("halfg", "four half-G units, a round in 4 cycles (seed 002, Sec. 3.1, Fig. 2)",
                SpongeRounds()),),
    variants=tuple(
        Variant(name, {"DIGEST_BITS": b, "ROUNDS": r}, block_bits=1024 if b > 256 else 512, digest_bits=b,
                rounds=4 * r, pad_params={"len_bits": 128 if b > 256 else 64, "digest_bits": b},
                datapath=f"hf_blake/{64 if b > 256 else 32}-bit words")
        for name, (b, r) in _BLAKE_ROUNDS.items()),
)

_SKEIN_VARIANTS = {  # identifier: (DIGEST_BITS, VERSION); v1.2 and v1.3 differ in the parity constant
    "skein512-224": (224, 13), "skein512-256": (256, 13), "skein512-384": (384, 13), "skein512-512": (512, 13),
    "skein512-384-v12": (384, 12), "skein512-512-v12": (512, 12),
}

_SKEIN = Family(
    folder="skein", top="hf_skein", files=("hf_skein_round4.v", "hf_skein.v"), pad_mode="HF_PAD_SKEIN",
    title="Skein-512-224 / -256 / -384 / -512 (v1.3 final, v1.2 SHA-3 round 2)",
    # group 0 (subkey and four rounds) in the hand-over cycle, groups 1..17 and the last subkey
    # with the feed-forward after it: R = 18 cycles after the hand-over; the last block is
    # followed by the output UBI, 19 more cycles whose last loads the digest: F = 2 R
    archs=(Arch("unroll4", "four Threefish rounds and a subkey injection per clock (seed 002, Sec. 3.14, Fig. 15)",
                HandoverSqueeze()),),
    variants=tuple(
        Variant(name, {"DIGEST_BITS": b, "VERSION": ver}, block_bits=512, digest_bits=b, rounds=18,
                final_rounds=36, pad_params={}, datapath="hf_skein/Threefish-512")
        for name, (b, ver) in _SKEIN_VARIANTS.items()),
)

FAMILIES: tuple[Family, ...] = (_SHA2, _KECCAK, _RADIOGATUN, _XOODYAK, _ESCH, _IRRUPT, _ASCON, _HAMSI,
                                _SHAVITE3, _FUGUE, _SHABAL, _SIMD, _RFSB, _BLAKE, _SKEIN, _CUBEHASH, _BMW,
                                _GROESTL, _ECHO, _JH, _LUFFA)


def _resolve(fam: Family, v: Variant, arch: Arch) -> Core:
    mode = v.pad_mode or fam.pad_mode
    return Core(
        algorithm=v.algorithm, arch=arch.name, top=arch.top or fam.top, sources=fam.sources(arch.files),
        # a multi-lane top's LANES parameter is the Arch's lane count (one place for it)
        params={**v.params, **arch.params, **({"LANES": arch.lanes} if arch.lanes > 1 else {})},
        block_bits=v.block_bits, digest_bits=v.digest_bits,
        datapath=v.datapath or fam.top, folder=fam.folder, rounds=v.rounds,
        short_bits=padding.short_bits(mode, v.block_bits, **v.pad_params), schedule=arch.schedule,
        pad_mode=mode, xof=v.xof, final_rounds=v.final_rounds or v.rounds, lanes=arch.lanes,
        bench=arch.bench or "hashforge.hw.bench")


def _registry() -> dict[str, dict[str, Core]]:
    reg: dict[str, dict[str, Core]] = {}
    for fam in FAMILIES:
        for v in fam.variants:
            if v.algorithm in reg:
                raise ValueError(f"{v.algorithm} is declared twice")
            reg[v.algorithm] = {a.name: _resolve(fam, v, a) for a in fam.archs}
    return reg


_REGISTRY = _registry()


def identifiers() -> list[str]:
    """Identifiers with a core, in registry order."""
    return list(_REGISTRY)


def family_of(algorithm: str) -> Family:
    for fam in FAMILIES:
        if any(v.algorithm == algorithm for v in fam.variants):
            return fam
    raise ValueError(f"no hardware core for '{algorithm}'")


def archs(algorithm: str) -> list[str]:
    """Architectures of an identifier; the first one is the default."""
    if algorithm not in _REGISTRY:
        raise ValueError(f"no hardware core for '{algorithm}' (cores: {', '.join(_REGISTRY)})")
    return list(_REGISTRY[algorithm])


def get(algorithm: str, arch: str | None = None) -> Core:
    names = archs(algorithm)
    arch = arch or names[0]
    if arch not in _REGISTRY[algorithm]:
        raise ValueError(f"no architecture '{arch}' for '{algorithm}' (have: {', '.join(names)})")
    return _REGISTRY[algorithm][arch]
