"""Differential tests of Skein-512 v1.3 against pyskein (an independent C implementation)."""
from __future__ import annotations

import random

import pytest
import skein  # from the pyskein package

import hashforge

SIZES = [224, 256, 384, 512]


def _messages(seed: int, count: int = 40) -> list[bytes]:
    rng = random.Random(seed)
    lengths = [0, 1, 63, 64, 65, 127, 128, 129, 191, 192, 193]
    lengths += [rng.randrange(0, 5000) for _ in range(count - len(lengths))]
    return [rng.randbytes(n) for n in lengths]


@pytest.mark.parametrize("bits", SIZES)
def test_matches_pyskein(bits: int) -> None:
    for msg in _messages(bits):
        expected = skein.skein512(msg, digest_bits=bits).hexdigest()
        assert hashforge.new(f"skein512-{bits}", msg).hexdigest() == expected, len(msg)


@pytest.mark.parametrize("bits", SIZES)
def test_incremental_matches_pyskein(bits: int) -> None:
    rng = random.Random(1000 + bits)
    for msg in _messages(2000 + bits, 10):
        ours = hashforge.new(f"skein512-{bits}")
        pos = 0
        while pos < len(msg):
            step = rng.randrange(1, 200)
            ours.update(msg[pos:pos + step])
            pos += step
        assert ours.hexdigest() == skein.skein512(msg, digest_bits=bits).hexdigest(), len(msg)
