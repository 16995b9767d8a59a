"""Differential tests against Python's hashlib (an independent implementation)."""
from __future__ import annotations

import hashlib
import random

import pytest

import hashforge

PAIRS = [
    ("sha224", "sha224"), ("sha256", "sha256"), ("sha384", "sha384"), ("sha512", "sha512"),
    ("sha3-224", "sha3_224"), ("sha3-256", "sha3_256"), ("sha3-384", "sha3_384"),
    ("sha3-512", "sha3_512"),
]
XOFS = [("shake128", "shake_128"), ("shake256", "shake_256")]


def _messages(seed: int, count: int = 40) -> list[bytes]:
    rng = random.Random(seed)
    lengths = [0, 1, 55, 56, 63, 64, 111, 112, 127, 128, 135, 136, 143, 144, 167, 168]
    lengths += [rng.randrange(0, 5000) for _ in range(count - len(lengths))]
    return [rng.randbytes(n) for n in lengths]


@pytest.mark.parametrize("ours,theirs", PAIRS)
def test_matches_hashlib(ours: str, theirs: str) -> None:
    for msg in _messages(hash(ours) & 0xFFFF):
        assert hashforge.new(ours, msg).hexdigest() == hashlib.new(theirs, msg).hexdigest(), len(msg)


@pytest.mark.parametrize("ours,theirs", XOFS)
@pytest.mark.parametrize("length", [1, 16, 32, 167, 168, 169, 500])
def test_xof_matches_hashlib(ours: str, theirs: str, length: int) -> None:
    for msg in _messages(length, 10):
        expected = hashlib.new(theirs, msg).hexdigest(length)
        assert hashforge.new(ours, msg).hexdigest(length) == expected
        assert hashforge.new(ours, msg, length=length).hexdigest() == expected
