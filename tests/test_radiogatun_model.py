"""RadioGatun: an independent Python model, checked on every KAT vector, then
used where no published vector exists: outputs longer than 256 bits (the XOF
use) and non-byte message lengths (this library's definition, see
c/radiogatun.c)."""
from __future__ import annotations

import random

import pytest

import hashforge
from hashforge import kat


def _model(w: int, msg: bytes, nbits: int, out_len: int) -> bytes:
    mask, wb = (1 << w) - 1, w // 8
    a, b = [0] * 19, [[0] * 3 for _ in range(13)]

    def rotr(x: int, n: int) -> int:
        n %= w
        return ((x >> n) | (x << (w - n))) & mask

    def rnd() -> None:
        nonlocal a, b
        q = b[12]
        b = [q] + b[:12]
        b = [row[:] for row in b]
        for i in range(12):
            b[i + 1][i % 3] ^= a[i + 1]
        g = [a[i] ^ (a[(i + 1) % 19] | (~a[(i + 2) % 19] & mask)) for i in range(19)]
        p = [rotr(g[(7 * i) % 19], i * (i + 1) // 2) for i in range(19)]
        a = [p[i] ^ p[(i + 1) % 19] ^ p[(i + 4) % 19] for i in range(19)]
        a[0] ^= 1
        for i in range(3):
            a[13 + i] ^= q[i]

    data = bytearray(msg[: nbits // 8])
    k = nbits % 8
    data.append(((msg[nbits // 8] >> (8 - k)) if k else 0) | (1 << k))
    data += bytes(-len(data) % (3 * wb))
    for off in range(0, len(data), 3 * wb):
        for i in range(3):
            p = int.from_bytes(data[off + i * wb: off + (i + 1) * wb], "little")
            b[0][i] ^= p
            a[16 + i] ^= p
        rnd()
    for _ in range(16):
        rnd()
    out = b""
    while len(out) < out_len:
        rnd()
        out += a[1].to_bytes(wb, "little") + a[2].to_bytes(wb, "little")
    return out[:out_len]


ALGOS = [("radiogatun32", 32), ("radiogatun64", 64)]


@pytest.mark.parametrize("name,w", ALGOS)
def test_model_reproduces_every_vector(name: str, w: int) -> None:
    vectors = [v for kf in kat.files_for([name]) for v in kat.read_vectors(kf)]
    assert vectors
    for v in vectors:
        assert _model(w, v.msg, v.nbits, len(v.expected)) == v.expected, v.id


@pytest.mark.parametrize("name,w", ALGOS)
def test_long_output_and_bit_lengths_match_model(name: str, w: int) -> None:
    rng = random.Random(name)
    for nbits in (0, 1, 7, 9, 95, 97, 191, 193, 1001, rng.randrange(2000, 9000)):
        msg = rng.randbytes((nbits + 7) // 8)
        for length in (32, 1, 33, 200, 1000):
            expected = _model(w, msg, nbits, length)
            assert hashforge.hash_bits(name, msg, nbits, 8 * length) == expected, (nbits, length)
