"""The hashlib-compatible Python API."""
from __future__ import annotations

import hashlib

import pytest

import hashforge


def test_unknown_algorithm_is_named() -> None:
    with pytest.raises(ValueError, match="nosuch"):
        hashforge.new("nosuch")


@pytest.mark.parametrize("name", hashforge.algorithms())
def test_sizes(name: str) -> None:
    info = hashforge.algorithm_info(name)
    h = hashforge.new(name)
    assert h.name == name
    if info.xof:        # hashlib's SHAKE: no fixed size, digest() needs a length
        assert h.digest_size == 0
        assert len(h.digest(info.digest_bits // 8)) == info.digest_bits // 8
        with pytest.raises(TypeError):
            h.digest()
    else:
        assert h.digest_size == info.digest_bits // 8 == len(h.digest())
    assert h.block_size == info.block_bits // 8 > 0


def test_sizes_match_hashlib() -> None:
    for ours, theirs in (("sha256", "sha256"), ("sha512", "sha512"), ("sha3-256", "sha3_256")):
        assert hashforge.new(ours).digest_size == hashlib.new(theirs).digest_size
        assert hashforge.new(ours).block_size == hashlib.new(theirs).block_size


def test_fixed_digest_rejects_length() -> None:
    with pytest.raises(ValueError):
        hashforge.new("sha256").digest(16)
    with pytest.raises(ValueError):
        hashforge.new("sha256", length=16)


def test_xof_length_validation() -> None:
    with pytest.raises(ValueError):
        hashforge.new("shake128").digest(-1)
    with pytest.raises(ValueError):
        hashforge.new("shake128", length=0)
    assert len(hashforge.new("shake128").digest(3)) == 3
    # as hashlib.shake_128().digest(0)
    assert hashforge.new("shake128").digest(0) == hashlib.shake_128().digest(0) == b""


def test_hash_bits_validates_length() -> None:
    with pytest.raises(ValueError):
        hashforge.hash_bits("sha256", b"ab", 17)
    with pytest.raises(ValueError):
        hashforge.hash_bits("sha256", b"ab", -1)


def test_versions_are_named() -> None:
    for name in hashforge.algorithms():
        assert hashforge.algorithm_info(name).version
