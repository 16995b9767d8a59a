"""The registry of Verilog cores: one declarative entry per family.

An entry (`Family`) says everything the tools need about a family's hardware: its folder
under rtl/, its top module and files, the shared primitives it uses, its padding mode (a
named mode of rtl/common/hf_pad_modes.vh), its identifiers (`Variant`: Verilog parameters,
block and digest sizes, rounds) and its architectures (`Arch`: the parameters that select
it and the cycle `Schedule` that gives the long- and short-message formulas). Every other
fact is derived from the entry: the bench checks measured cycles against the schedule,
rtl/<folder>/CYCLES.md carries a table generated from it (`hashforge.hw.cycles`), the
evaluation reads it.

Each family's entry lives in its own folder, rtl/<folder>/family.py (a module-level
`FAMILY = Family(...)`, with any cycle schedule only that family uses); this module holds the
schema, the schedules several families share and the loader that finds those files. A new
family is one rtl/<folder>/ with its family.py: no edit elsewhere.

Every top has the stream interface of docs/hardware.md and the parameter W (32 or 64).
The evaluation flow reads only `Core`, `identifiers()`, `archs()` and `get()`.
"""
from __future__ import annotations

import dataclasses
import importlib.util
import math
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
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


def gearbox(block_bits: int, width: int) -> bool:
    """hf_pad's input gearbox: W=64 and a block that is an odd multiple of 32 bits
    (RadioGatun[32]'s 96; Hamsi-224/256, Fugue, irRUPT32: 32). Its buffer takes 32-bit slots,
    a whole beat into two of them per cycle unless the beat straddles two blocks."""
    return block_bits % width != 0


def load_cycles(block_bits: int, width: int) -> int:
    """Cycles per block the padder needs to fill its buffer from the bus, steady state:
    B / W; behind the gearbox two blocks take B / 32 + 1 cycles (one beat of the B / 32
    straddles them and enters as two halves), which is ceil(B / 64) per block."""
    return -(-block_bits // width)


def load_slot_cycles(bits: int, block_bits: int, width: int) -> int:
    """Cycles in which the beats of a message of `bits` bits (at most one block) enter the
    buffer: one per beat, and behind the gearbox one more when the last beat holds more than
    32 bits (it enters as a full sub-beat and a last one)."""
    if not gearbox(block_bits, width):
        return max(1, math.ceil(bits / width))
    full, rem = divmod(bits, 64)
    before = full if rem or not full else full - 1     # beats before the last one
    return before + (1 if bits - 64 * before <= 32 else 2)


def first_block_ready(core: "Core", width: int) -> int:
    # the short message's beats enter the buffer at 0..K-1 (K = load_slot_cycles); the padded
    # block is complete, and can be handed over, at k = K + PAD_LATENCY
    return load_slot_cycles(core.short_bits, core.block_bits, width) + PAD_LATENCY


def squeeze_end(core: "Core", width: int, load: int, gap: int) -> int:
    """The last output beat's cycle, counted from 0 as `short` is (so one more than its index),
    of an output that leaves in chunks of B bits (the rate): the first chunk loaded into the
    serializer at `load`, each further one max(`gap`, C) cycles after the one before (C beats
    each: the next chunk waits for its permutation and for the serializer, which takes it in the
    cycle the previous chunk's last beat leaves)."""
    left = core.digest_bits
    while True:
        beats = core.out_beats(width, min(left, core.block_bits))
        if left <= core.block_bits:
            return load + beats + 1
        left -= core.block_bits
        load += max(gap, beats)


@dataclass(frozen=True)
class SpongeRounds:
    """Sponge: the block is absorbed and round 0 computed in the hand-over cycle, rounds
    1..R-1 follow; output longer than the rate leaves chunk by chunk, each further chunk
    after a permutation (R+1 cycles from the previous load) and the previous chunk's beats.
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
        load = first_block_ready(core, width) + core.final_rounds // self.unroll
        rounds = core.rounds // self.unroll
        gap = rounds if self.squeeze_handover else rounds + 1
        return squeeze_end(core, width, load, gap)

    def formulas(self) -> tuple[str, str]:
        u = "" if self.unroll == 1 else f" / {self.unroll}"
        if self.squeeze_handover:
            return f"max(B / W, R{u})", (f"K + 1 + F{u} + (N - 1) max(C, R{u}) + C + 1 (F = rounds "
                                         "of the last block's permutation, R but for Ascon's p^a; "
                                         "N output chunks of B bits, C = ceil(B / W) beats each, "
                                         "the last term the last chunk's)")
        return f"max(B / W, R{u})", f"K + 1 + R{u} + D + 1 (one chunk; longer output: see the schedule)"



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
        return (first_block_ready(core, width) + (n - 1) * self._cycles(core.rounds)
                + self._cycles(core.final_rounds) + core.out_beats(width))

    def formulas(self) -> tuple[str, str]:
        u = "" if self.unroll == 1 else f" / {self.unroll}"
        c = "" if self.fold == 1 else "C "
        cdef = "" if self.fold == 1 else f"; C = {self.fold} cycles per round"
        return (f"max(B / S, {c}R{u}) (S = W, or 32 behind hf_pad's gearbox{cdef})",
                f"K + 1 + (N - 1) {c}R{u} + {c}F{u} + D (N = blocks of the padded message, the last one "
                "through the final permutation of F rounds)")



@dataclass(frozen=True)
class HandoverSqueeze:
    """Sponge with a hand-over cycle: the block is injected in its hand-over cycle and the R
    steps of its permutation follow (the last block's permutation has F steps, the variant's
    `final_rounds`); the output leaves in chunks of B bits (the rate), each loaded from the
    state into the serializer, with the R steps for the next chunk starting in the load
    cycle: chunk c+1 is loaded max(R, C) cycles after chunk c (C beats each; the serializer
    takes it in the cycle chunk c's last beat leaves)."""

    def long(self, core: "Core", width: int) -> int:
        return max(load_cycles(core.block_bits, width), core.rounds + 1)

    def short(self, core: "Core", width: int) -> int:
        # hand-over at k, final steps k+1..k+F, first chunk loaded at k+F+1
        load = first_block_ready(core, width) + core.final_rounds + 1
        return squeeze_end(core, width, load, core.rounds)

    def formulas(self) -> tuple[str, str]:
        return ("max(B / W, R + 1)",
                "K + 1 + F + 1 + (N - 1) max(R, C) + C + 1 (F = steps after the last block, "
                "N = output chunks of B bits, C = beats per chunk)")



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
    bench: str = ""                # its own bench of `hashforge sim`, a file in rtl/<folder>
                                   # (default: the generic hashforge.hw.bench)


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
class Sampling:
    """How much of a family `make test` simulates (tests/test_hw_cores.py; `hashforge sim` runs
    every vector). At W=32 one identifier per datapath and architecture runs every KAT vector,
    the others `kat_sample`; W=64 runs min(kat_sample, W64_KAT_SAMPLE) for that one identifier."""
    kat_sample: int = 160          # KAT vectors of a sampled identifier
    # architectures with a smaller sample, (KAT vectors, random messages) at both widths
    slow: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    # architectures left out of the quick Yosys check (multi-lane ones always are)
    no_quick_synth: tuple[str, ...] = ()
    # a multi-lane architecture simulates one identifier at W=32: arch -> (identifier, KAT
    # vectors, random messages)
    lane_sample: Mapping[str, tuple[str, int, int]] = field(default_factory=dict)
    # architectures whose four-state (Icarus) sample is smaller than the default, (KAT vectors,
    # random messages): an interpreter pays for every gate of a wide flat datapath
    four_state: Mapping[str, tuple[int, int]] = field(default_factory=dict)


W64_KAT_SAMPLE = 96


@dataclass(frozen=True)
class Family:
    top: str                       # top module, hf_<folder>
    files: tuple[str, ...]         # Verilog files in rtl/<folder>, dependency order
    pad_mode: str                  # named mode of rtl/common/hf_pad_modes.vh, e.g. HF_PAD_MD
    archs: tuple[Arch, ...]        # the first is the default
    variants: tuple[Variant, ...]
    prims: tuple[str, ...] = ()    # module files of rtl/prim it instantiates (headers are
                                   # found through `include)
    title: str = ""
    # cycles per block a core must meet (a seed paper's bound), checked by the simulation
    # tests: (identifier, W) or, for one architecture, (identifier, arch, W) -> cycles
    cycle_targets: Mapping[tuple, int] = field(default_factory=dict)
    sampling: Sampling = field(default_factory=Sampling)
    order: int = 1000              # place in listings and the report (the order the cores
                                   # landed); a new family keeps the default: last
    folder: str = ""               # rtl/<folder>: set by the loader from where family.py lives

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
    bench: str = "hashforge.hw.bench"   # cocotb bench: a package module or a file (sim.bench_module)

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


FAMILY_FILE = "family.py"        # rtl/<folder>/family.py: a module-level FAMILY = Family(...)


class RegistryError(Exception):
    """A family.py that cannot be loaded or does not declare FAMILY."""


def family_module(folder: str) -> ModuleType:
    """The loaded rtl/<folder>/family.py, as module hashforge.hw.cores.<folder> (importable by
    that name once this module is imported, so a pickled schedule finds its class)."""
    name = f"{__name__}.{folder}"
    if name in sys.modules:
        return sys.modules[name]
    path = rtl_root() / folder / FAMILY_FILE
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise RegistryError(f"{path}: cannot be loaded")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception:
        del sys.modules[name]
        raise
    if not isinstance(getattr(module, "FAMILY", None), Family):
        del sys.modules[name]
        raise RegistryError(f"{path}: declares no FAMILY = Family(...)")
    return module


def _load_families() -> tuple[Family, ...]:
    """Every rtl/<folder>/family.py, its folder filled in, in the families' `order`."""
    root = rtl_root()
    found = [dataclasses.replace(family_module(d.name).FAMILY, folder=d.name)
             for d in sorted(root.iterdir()) if (d / FAMILY_FILE).is_file()]
    return tuple(sorted(found, key=lambda f: (f.order, f.folder)))


FAMILIES: tuple[Family, ...] = _load_families()

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
        bench=str(rtl_root() / fam.folder / arch.bench) if arch.bench else "hashforge.hw.bench")


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


def representatives() -> list[tuple[str, str]]:
    """One (identifier, architecture) per datapath and architecture, the first in registry
    order: the identifiers whose every KAT `make test` runs, and the four-state runs'."""
    seen: dict[tuple[str, str], tuple[str, str]] = {}
    for a in _REGISTRY:
        for arch, core in _REGISTRY[a].items():
            seen.setdefault((core.datapath, arch), (a, arch))
    return list(seen.values())


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
