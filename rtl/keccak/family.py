"""rtl/keccak/'s registry entry: Keccak round 2, Keccak final, SHA3, SHAKE (Keccak-f[1600]).

Its identifiers, architectures and their cycle schedules. hashforge.hw.cores finds and loads
this file (the folder it lives in is the family's folder) and holds the schema."""
from __future__ import annotations

from hashforge.hw.cores import ROUND, Arch, Family, SpongeRounds, Variant

_KECCAK_RATES = {224: 1152, 256: 1088, 384: 832, 512: 576}


def _keccak(name: str, rate: int, out_bits: int, suffix: int, diversify: int, xof: bool = False) -> Variant:
    return Variant(name, {"RATE": rate, "OUT_BITS": out_bits, "SUFFIX": suffix, "DIVERSIFY": diversify},
                   block_bits=rate, digest_bits=out_bits, rounds=24,
                   pad_params={"digest_bits": out_bits} if diversify else {"suffix": suffix},
                   pad_mode="HF_PAD_KECCAK_R2" if diversify else "", xof=xof)


FAMILY = Family(
    # seed 002, Table 3 at W=32; one round a clock leaves Keccak-256 load-bound at W=64
    cycle_targets={(a, w): c for a in ("keccak256-r2", "keccak256") for w, c in ((32, 34), (64, 25))},
    order=1,
    top="hf_keccak", files=("hf_keccak.v",), pad_mode="HF_PAD_SPONGE",
    title="Keccak round 2, Keccak final, SHA3, SHAKE (Keccak-f[1600])",
    archs=(Arch("round", ROUND, SpongeRounds()),),
    variants=tuple(
        [_keccak(f"keccak{b}-r2", r, b, 0x01, 1) for b, r in _KECCAK_RATES.items()]
        + [_keccak(f"keccak{b}", r, b, 0x01, 0) for b, r in _KECCAK_RATES.items()]
        + [_keccak(f"sha3-{b}", r, b, 0x06, 0) for b, r in _KECCAK_RATES.items()]
        + [_keccak("shake128", 1344, 4096, 0x1F, 0, xof=True),
           _keccak("shake256", 1088, 4096, 0x1F, 0, xof=True)]),
)
