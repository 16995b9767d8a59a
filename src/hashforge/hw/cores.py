"""The registry of Verilog cores: which top module, sources and parameters implement an
identifier, and the cycle-count formulas that the bench checks (documented per core in
rtl/<core>/CYCLES.md).

Every top has the stream interface of docs/hardware.md and the parameter W (32 or 64).
The evaluation flow reads only `Core`, `identifiers()`, `archs()` and `get()`.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from .. import paths

RTL_ENV = paths.RTL_ENV


def rtl_root() -> Path:
    """rtl/ of the repository, or $HASHFORGE_RTL_DIR (hashforge.paths)."""
    return paths.rtl_dir()


WIDTHS = (32, 64)

# hf_pad registers each input beat (with its padding formed) before it enters the block
# buffer: one cycle between the last beat's handshake and a full block.
PAD_LATENCY = 1


@dataclass(frozen=True)
class Core:
    algorithm: str                 # identifier, e.g. "sha256", "keccak256-r2", "shake128"
    arch: str                      # architecture name, e.g. "round" (one round per clock)
    top: str                       # top-level Verilog module with the stream interface
    sources: tuple[Path, ...]      # Verilog files, dependency order
    params: Mapping[str, int]      # Verilog parameters for this identifier (W excluded)
    block_bits: int                # message bits per block (rate for sponges)
    digest_bits: int               # output bits per message (XOFs: the core's OUT_BITS)
    # identifiers with the same datapath share a group (default: the top module); the
    # evaluation's default selection takes one identifier per group
    datapath: str = ""
    # --- used by the bench and the cycle formulas ---
    folder: str = ""               # rtl/<folder>: the core's files, CYCLES.md, .core
    model: str = ""                # cycle model, see cycles_long / cycles_short
    rounds: int = 0                # round cycles per block
    short_bits: int = 0            # longest message that pads to exactly one block
    xof: bool = False

    def out_beats(self, width: int, bits: int | None = None) -> int:
        return math.ceil((self.digest_bits if bits is None else bits) / width)

    def cycles_long(self, width: int) -> int:
        """Steady-state cycles per block of a long message, no stalls."""
        load = self.block_bits // width
        if self.model == "md-round":       # hand-over cycle + one cycle per round
            return max(load, self.rounds + 1)
        if self.model == "sponge-round":   # round 0 in the hand-over cycle
            return max(load, self.rounds)
        raise ValueError(f"unknown cycle model {self.model!r}")

    def cycles_short(self, width: int) -> int:
        """First input beat accepted to last digest beat, both counted, for a message of
        short_bits bits (one padded block), no stalls, core idle before."""
        # beats 0..K-1 (K = ceil(bits / W)); the padded block is complete, and can be
        # handed over, at k = K + PAD_LATENCY
        k = max(1, math.ceil(self.short_bits / width)) + PAD_LATENCY
        if self.model == "md-round":
            # hand-over at k, rounds k+1..k+R, feed-forward and digest load at k+R+1,
            # digest beats from k+R+2
            return k + self.rounds + 2 + self.out_beats(width)
        if self.model == "sponge-round":
            # hand-over with round 0 at k, rounds 1..R-1, first chunk loaded at k+R;
            # every further chunk needs a permutation (R+1 cycles from the previous load)
            # and an empty serializer (its beats + 1)
            load = k + self.rounds
            left = self.digest_bits
            while True:
                beats = self.out_beats(width, min(left, self.block_bits))
                if left <= self.block_bits:
                    return load + beats + 1
                left -= self.block_bits
                load += max(beats + 1, self.rounds + 1)
        raise ValueError(f"unknown cycle model {self.model!r}")


def _common() -> tuple[Path, ...]:
    r = rtl_root() / "common"
    return (r / "hf_pad.v", r / "hf_ser.v")


def _sha2(name: str, bits: int) -> Core:
    # one core for all four; DIGEST_BITS above 256 selects 64-bit words (rtl/sha2/CYCLES.md)
    big = bits > 256
    block = 1024 if big else 512
    return Core(
        algorithm=name, arch="round", top="hf_sha2",
        sources=_common() + (rtl_root() / "sha2" / "hf_sha2.v",),
        params={"DIGEST_BITS": bits}, block_bits=block, digest_bits=bits,
        datapath=f"hf_sha2/{64 if big else 32}-bit words",
        folder="sha2", model="md-round", rounds=80 if big else 64,
        short_bits=block - (128 if big else 64) - 1,
    )


_KECCAK_RATES = {224: 1152, 256: 1088, 384: 832, 512: 576}


def _keccak(name: str, rate: int, out_bits: int, suffix: int, diversify: int, xof: bool = False) -> Core:
    if diversify:
        short = rate - 25                     # 1, zeros to a byte, d, r/8, 1
    else:
        short = rate - suffix.bit_length() - 1  # suffix bits with its delimiter, closing 1
    return Core(
        algorithm=name, arch="round", top="hf_keccak",
        sources=_common() + (rtl_root() / "keccak" / "hf_keccak.v",),
        params={"RATE": rate, "OUT_BITS": out_bits, "SUFFIX": suffix, "DIVERSIFY": diversify},
        block_bits=rate, digest_bits=out_bits, folder="keccak", model="sponge-round",
        rounds=24, short_bits=short, xof=xof,
    )


def _registry() -> dict[str, dict[str, Core]]:
    cores: list[Core] = [_sha2(f"sha{b}", b) for b in (224, 256, 384, 512)]
    for b, rate in _KECCAK_RATES.items():
        cores.append(_keccak(f"keccak{b}-r2", rate, b, 0x01, 1))
    for b, rate in _KECCAK_RATES.items():
        cores.append(_keccak(f"keccak{b}", rate, b, 0x01, 0))
    for b, rate in _KECCAK_RATES.items():
        cores.append(_keccak(f"sha3-{b}", rate, b, 0x06, 0))
    cores.append(_keccak("shake128", 1344, 4096, 0x1F, 0, xof=True))
    cores.append(_keccak("shake256", 1088, 4096, 0x1F, 0, xof=True))
    reg: dict[str, dict[str, Core]] = {}
    for c in cores:
        reg.setdefault(c.algorithm, {})[c.arch] = c
    return reg


_REGISTRY = _registry()


def identifiers() -> list[str]:
    """Identifiers with a core, in registry order."""
    return list(_REGISTRY)


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
