"""Differential test of BLAKE (final version, 14/16 rounds) against the PyPI package
`blake256`, an independent pure-Python implementation of BLAKE-224/256/384/512."""
from __future__ import annotations

import random

import pytest
from blake256 import blake256 as blake_ref

import hashforge


def _messages(seed: int, block: int, count: int = 60) -> list[bytes]:
    rng = random.Random(seed)
    # Around the block size and the padding limit (one more byte of message
    # pushes the length field into a block of padding only).
    pad_limit = block - (9 if block == 64 else 17)
    lengths = [0, 1, pad_limit, pad_limit + 1, block - 1, block, block + 1, 2 * block]
    lengths += [rng.randrange(0, 2000) for _ in range(count - len(lengths))]
    return [rng.randbytes(n) for n in lengths]


@pytest.mark.parametrize("bits", [224, 256, 384, 512])
def test_blake_matches_blake256_package(bits: int) -> None:
    block = 64 if bits <= 256 else 128
    for msg in _messages(bits, block):
        expected = blake_ref.BLAKE(bits).hexdigest(msg)
        assert hashforge.new(f"blake{bits}", msg).hexdigest() == expected, len(msg)
