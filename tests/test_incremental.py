"""The same digest however a message is split, bit splits included."""
from __future__ import annotations

import random

import pytest

import hashforge


def _bit_slice(data: bytes, start: int, stop: int) -> bytes:
    """Bits [start, stop) of data (MSB-first), left-aligned in fresh bytes."""
    value = int.from_bytes(data, "big") if data else 0
    total = 8 * len(data)
    n = stop - start
    chunk = (value >> (total - stop)) & ((1 << n) - 1) if n else 0
    nbytes = (n + 7) // 8
    return (chunk << (8 * nbytes - n)).to_bytes(nbytes, "big") if n else b""


def _new(name: str, data: bytes = b"") -> hashforge.Hash:
    """An object whose digest() needs no length: XOFs get their default (KAT) length."""
    info = hashforge.algorithm_info(name)
    return hashforge.new(name, data, length=info.digest_bits // 8 if info.xof else None)


@pytest.mark.parametrize("name", hashforge.algorithms())
def test_byte_splits(name: str) -> None:
    rng = random.Random(name)
    for size in (0, 1, 63, 64, 65, 200, 1000):
        msg = rng.randbytes(size)
        h = _new(name)
        pos = 0
        while pos < size:
            step = rng.randrange(1, 150)
            h.update(msg[pos:pos + step])
            pos += step
        assert h.digest() == _new(name, msg).digest(), size


@pytest.mark.parametrize("name", hashforge.algorithms())
def test_bit_splits(name: str) -> None:
    rng = random.Random(name + "bits")
    for nbits in (0, 1, 7, 9, 511, 512, 513, 1087, 1089, 2047, 4000):
        msg = rng.randbytes((nbits + 7) // 8)
        expected = hashforge.hash_bits(name, msg, nbits)
        h = _new(name)
        pos = 0
        while pos < nbits:
            step = min(rng.randrange(1, 300), nbits - pos)
            h.update(_bit_slice(msg, pos, pos + step), step)
            pos += step
        assert h.digest() == expected, nbits


@pytest.mark.parametrize("name", hashforge.algorithms())
def test_copy_forks_state(name: str) -> None:
    h = _new(name, b"prefix")
    c = h.copy()
    c.update(b"suffix")
    assert h.digest() == _new(name, b"prefix").digest()
    assert c.digest() == _new(name, b"prefixsuffix").digest()
    assert h.digest() == h.digest()  # digest() does not consume the state


def test_bits_past_length_are_ignored() -> None:
    assert hashforge.hash_bits("sha256", b"\xff", 3) == hashforge.hash_bits("sha256", b"\xe0", 3)
