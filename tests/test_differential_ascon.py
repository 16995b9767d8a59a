"""Ascon against the PyPI ``ascon`` package (pyascon 0.0.9, Ascon v1.2).

* v1.2 (ascon-hash, ascon-hasha, ascon-xof): the package's own hash function on
  random byte messages.
* SP 800-232 (ascon-hash256, ascon-xof128) and every bit length: no PyPI package
  implements SP 800-232, so a small sponge written here from the specification
  drives the package's permutation (an implementation independent of c/ascon.c).
  It also pins the non-byte-length rule documented in c/ascon.c: the padding
  bit right after the last message bit, MSB-first for v1.2 and LSB-first
  (partial byte moved down as a number) for SP 800-232.
"""
from __future__ import annotations

import random

import pytest

import hashforge

ascon = pytest.importorskip("ascon")
from ascon import _ascon as pyascon  # noqa: E402  (the permutation)

V12 = [("ascon-hash", "Ascon-Hash"), ("ascon-hasha", "Ascon-Hasha")]

# identifier: (IV, rounds between blocks, little-endian, XOF)
PARAMS = {
    "ascon-hash": (0x00400C0000000100, 12, False, False),
    "ascon-hasha": (0x00400C0400000100, 8, False, False),
    "ascon-xof": (0x00400C0000000000, 12, False, True),
    "ascon-hash256": (0x0000080100CC0002, 12, True, False),
    "ascon-xof128": (0x0000080000CC0003, 12, True, True),
}


def _messages(seed: int, count: int = 30) -> list[bytes]:
    rng = random.Random(seed)
    lengths = [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65]
    lengths += [rng.randrange(0, 3000) for _ in range(count - len(lengths))]
    return [rng.randbytes(n) for n in lengths]


def _model(name: str, msg: bytes, nbits: int, out_len: int = 32) -> bytes:
    """Ascon hashing of the first nbits of msg (MSB-first) with the package's permutation."""
    iv, b, little, _ = PARAMS[name]
    order = "little" if little else "big"
    data = bytearray(msg[: nbits // 8])
    k = nbits % 8
    last = msg[nbits // 8] & (0xFF00 >> k) & 0xFF if k else 0
    if little:
        data.append((last >> (8 - k)) | (1 << k))
    else:
        data.append(last | (0x80 >> k))
    data.extend(bytes(-len(data) % 8))
    s = [iv, 0, 0, 0, 0]
    pyascon.ascon_permutation(s, 12)
    blocks = [int.from_bytes(data[i:i + 8], order) for i in range(0, len(data), 8)]
    for i, block in enumerate(blocks):
        s[0] ^= block
        pyascon.ascon_permutation(s, 12 if i == len(blocks) - 1 else b)
    out = b""
    while len(out) < out_len:
        out += s[0].to_bytes(8, order)
        pyascon.ascon_permutation(s, b)
    return out[:out_len]


@pytest.mark.parametrize("ours,theirs", V12)
def test_v12_matches_ascon_package(ours: str, theirs: str) -> None:
    for msg in _messages(len(ours)):
        assert hashforge.new(ours, msg).digest() == ascon.hash(msg, variant=theirs, hashlength=32), len(msg)


@pytest.mark.parametrize("length", [1, 8, 31, 32, 33, 100])
def test_v12_xof_matches_ascon_package(length: int) -> None:
    for msg in _messages(length, 15):
        expected = ascon.hash(msg, variant="Ascon-Xof", hashlength=length)
        assert hashforge.new("ascon-xof", msg).digest(length) == expected, len(msg)


def test_model_matches_ascon_package() -> None:
    """The model itself agrees with the package where both apply."""
    for msg in _messages(7, 12):
        for ours, theirs in V12:
            assert _model(ours, msg, 8 * len(msg)) == ascon.hash(msg, variant=theirs, hashlength=32)
        assert _model("ascon-xof", msg, 8 * len(msg), 50) == ascon.hash(msg, variant="Ascon-Xof", hashlength=50)


@pytest.mark.parametrize("name", ["ascon-hash256", "ascon-xof128"])
def test_sp800_232_matches_model(name: str) -> None:
    xof = PARAMS[name][3]
    for msg in _messages(len(name), 20):
        assert hashforge.new(name, msg).digest(32) == _model(name, msg, 8 * len(msg)), len(msg)
        if xof:
            assert hashforge.new(name, msg).digest(77) == _model(name, msg, 8 * len(msg), 77)


@pytest.mark.parametrize("name", sorted(PARAMS))
def test_bit_lengths_match_model(name: str) -> None:
    rng = random.Random(name + "bits")
    for nbits in list(range(0, 130)) + [rng.randrange(0, 4000) for _ in range(20)]:
        msg = rng.randbytes((nbits + 7) // 8)
        assert hashforge.hash_bits(name, msg, nbits) == _model(name, msg, nbits), nbits
