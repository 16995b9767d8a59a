"""rtl/ascon/'s registry entry: Ascon-Hash, -Hasha, -Xof (v1.2); Ascon-Hash256, -XOF128 (NIST SP 800-232).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from hashforge.hw.cores import Arch, Family, SpongeRounds, Variant

_ASCON_VARIANTS = {
    # identifier: (VERSION, ROUNDS_B, XOF); SP 800-232 overrides the family's pad mode
    "ascon-hash": (0, 12, 0), "ascon-hasha": (0, 8, 0), "ascon-xof": (0, 12, 1),
    "ascon-hash256": (1, 12, 0), "ascon-xof128": (1, 12, 1),
}


FAMILY = Family(
    order=6,
    top="hf_ascon", files=("hf_ascon_sbox.v", "hf_ascon_round.v", "hf_ascon.v"), pad_mode="HF_PAD_10",
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
