"""rtl/sha2/'s registry entry: SHA-224 / SHA-256 / SHA-384 / SHA-512 (FIPS 180-4).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from dataclasses import dataclass

from hashforge.hw.cores import ROUND, Arch, Core, Family, Variant, first_block_ready, load_cycles


@dataclass(frozen=True)
class HandoverRounds:
    """Merkle-Damgård style: the block is handed over in one cycle, R round cycles follow,
    the feed-forward shares a cycle with the next hand-over (or loads the digest)."""

    def long(self, core: Core, width: int) -> int:
        return max(load_cycles(core.block_bits, width), core.rounds + 1)

    def short(self, core: Core, width: int) -> int:
        # hand-over at k, rounds k+1..k+R, feed-forward and digest load at k+R+1,
        # digest beats from k+R+2
        return first_block_ready(core, width) + core.rounds + 2 + core.out_beats(width)

    def formulas(self) -> tuple[str, str]:
        return "max(B / W, R + 1)", "K + 1 + R + 2 + D"


FAMILY = Family(
    # seed 002, Table 3: cycles per block on the 32-bit bus
    cycle_targets={("sha224", 32): 65, ("sha256", 32): 65, ("sha384", 32): 81, ("sha512", 32): 81},
    order=0,
    top="hf_sha2", files=("hf_sha2.v",), pad_mode="HF_PAD_MD", prims=("hf_sha2_compress.v",),
    title="SHA-224 / SHA-256 / SHA-384 / SHA-512 (FIPS 180-4)",
    archs=(Arch("round", ROUND, HandoverRounds()),),
    # one core for all four; DIGEST_BITS above 256 selects 64-bit words (rtl/sha2/CYCLES.md)
    variants=tuple(
        Variant(f"sha{b}", {"DIGEST_BITS": b}, block_bits=1024 if b > 256 else 512, digest_bits=b,
                rounds=80 if b > 256 else 64, pad_params={"len_bits": 128 if b > 256 else 64},
                datapath=f"hf_sha2/{64 if b > 256 else 32}-bit words")
        for b in (224, 256, 384, 512)),
)
