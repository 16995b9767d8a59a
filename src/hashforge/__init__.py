"""hashforge: SHA-3-competition and lightweight hash functions, hashlib-style.

    >>> import hashforge
    >>> hashforge.new("sha3-256", b"abc").hexdigest()[:16]
    '3a985da74fe225b2'

Every identifier in hashforge.algorithms() is backed by the C library
(c/ in the repository), compiled into hashforge._native.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import _native

__all__ = ["Hash", "AlgorithmInfo", "new", "algorithms", "algorithm_info", "hash_bits"]


@dataclass(frozen=True)
class AlgorithmInfo:
    name: str
    family: str
    version: str
    digest_bits: int
    block_bits: int
    xof: bool


_INFO: dict[str, AlgorithmInfo] = {
    row[0]: AlgorithmInfo(*row) for row in _native.algorithms()
}


def algorithms() -> list[str]:
    """Identifiers implemented in C, in registry order."""
    return list(_INFO)


def algorithm_info(name: str) -> AlgorithmInfo:
    try:
        return _INFO[name]
    except KeyError:
        raise ValueError(f"unknown algorithm '{name}'") from None


def _out_bits(info: AlgorithmInfo, length: int | None) -> int:
    """Output length in bits from a hashlib-style length in bytes."""
    if length is None:
        return 0
    if not isinstance(length, int) or length <= 0:
        raise ValueError(f"{info.name}: output length must be a positive number of bytes")
    if not info.xof and 8 * length != info.digest_bits:
        raise ValueError(f"{info.name} has a fixed {info.digest_bits // 8}-byte digest")
    if 8 * length > _native.OUT_MAX_BITS:
        raise ValueError(f"{info.name}: output length is limited to {_native.OUT_MAX_BITS // 8} bytes")
    return 8 * length


class Hash:
    """A running hash, with the interface of hashlib's objects."""

    def __init__(self, name: str, data: bytes = b"", *, length: int | None = None) -> None:
        self._info = algorithm_info(name)
        self._ctx = _native.new(name, _out_bits(self._info, length))
        if data:
            self.update(data)

    @property
    def name(self) -> str:
        return self._info.name

    @property
    def digest_size(self) -> int:
        return self._ctx.out_bits // 8

    @property
    def block_size(self) -> int:
        return self._info.block_bits // 8

    def update(self, data: bytes, nbits: int | None = None) -> None:
        """Absorb data; nbits < 8*len(data) takes the first nbits bits (MSB-first)."""
        self._ctx.update(data, -1 if nbits is None else nbits)

    def digest(self, length: int | None = None) -> bytes:
        return self._ctx.digest(_out_bits(self._info, length))

    def hexdigest(self, length: int | None = None) -> str:
        return self.digest(length).hex()

    def copy(self) -> "Hash":
        other = Hash.__new__(Hash)
        other._info = self._info
        other._ctx = self._ctx.copy()
        return other

    def __repr__(self) -> str:
        return f"<hashforge.Hash {self.name}>"


def new(name: str, data: bytes = b"", *, length: int | None = None) -> Hash:
    """hashlib.new() for hashforge identifiers; ValueError names an unknown one."""
    return Hash(name, data, length=length)


def hash_bits(name: str, data: bytes, nbits: int, out_bits: int | None = None) -> bytes:
    """One-shot hash of the first nbits bits of data (NIST bit order); for KATs."""
    info = algorithm_info(name)
    if nbits < 0 or (nbits + 7) // 8 > len(data):
        raise ValueError(f"{nbits} bits requested from {len(data)} bytes")
    if out_bits is not None and out_bits % 8:
        raise ValueError("output length must be a whole number of bytes")
    ctx = _native.new(name, _out_bits(info, None if out_bits is None else out_bits // 8))
    ctx.update(data, nbits)
    return ctx.digest()
