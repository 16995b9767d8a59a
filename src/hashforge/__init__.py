"""hashforge: SHA-3-competition and lightweight hash functions, hashlib-style.

    >>> import hashforge
    >>> hashforge.new("sha3-256", b"abc").hexdigest()[:16]
    '3a985da74fe225b2'
    >>> hashforge.sha3_256(b"abc").hexdigest() == hashforge.new("SHA3_256", b"abc").hexdigest()
    True

Every identifier in hashforge.algorithms() is backed by the C library
(c/ in the repository), compiled into hashforge._native.

Names: new() and algorithm_info() take an identifier or an alias. An alias is the
identifier in any case, with "_" for "-", or without its hyphens when that is unambiguous
("SHA-256", "sha3_256", "Groestl256-R2", "shake_128"). Every identifier also has a named
constructor: "-" becomes "_" (hashforge.sha256, hashforge.groestl256_r2, hashforge.ascon_xof).

XOFs (shake128, shake256, radiogatun32/64, ascon-xof, ascon-xof128) behave like hashlib's
SHAKE: digest_size is 0 and digest(length) needs a length in bytes, unless the object was
created with new(name, length=N), which fixes the output at N bytes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, NoReturn

from . import _native

__all__ = ["Hash", "AlgorithmInfo", "new", "algorithms", "algorithm_info", "canonical_name", "hash_bits",
           "algorithms_available", "algorithms_guaranteed", "__version__"]



def __getattr__(name: str) -> Any:
    # __version__ is looked up on first use: importlib.metadata costs more than the rest of
    # the import, and the CLI's Ctrl-C handling only starts after the import.
    if name == "__version__":
        from importlib import metadata

        try:
            return metadata.version("hashforge")
        except metadata.PackageNotFoundError:   # a source tree that was never installed
            return "0+unknown"
    raise AttributeError(f"module 'hashforge' has no attribute '{name}'")


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

# hashlib's two sets: every identifier is compiled in on every platform, so both hold them all.
algorithms_guaranteed: frozenset[str] = frozenset(_INFO)
algorithms_available: frozenset[str] = frozenset(_INFO)


def _alias_table() -> dict[str, str]:
    """Alias -> identifier. Keys are lower-case with "-" for "_"; the hyphen-free form is added
    only where no two identifiers would share it."""
    table = {name: name for name in _INFO}
    bare: dict[str, list[str]] = {}
    for name in _INFO:
        bare.setdefault(name.replace("-", ""), []).append(name)
    for key, names in bare.items():
        if len(names) == 1:
            table.setdefault(key, names[0])
    return table


_ALIASES = _alias_table()


def canonical_name(name: str) -> str | None:
    """The identifier an identifier or alias names, or None."""
    if not isinstance(name, str):
        return None
    if name in _INFO:
        return name
    key = name.strip().lower().replace("_", "-")
    return _ALIASES.get(key) or _ALIASES.get(key.replace("-", ""))


def algorithms() -> list[str]:
    """Identifiers implemented in C, in registry order."""
    return list(_INFO)


def algorithm_info(name: str) -> AlgorithmInfo:
    canonical = canonical_name(name)
    if canonical is None:
        raise ValueError(f"unknown algorithm '{name}'")
    return _INFO[canonical]


def _out_bits(info: AlgorithmInfo, length: int | None) -> int:
    """Output length in bits from a hashlib-style length in bytes (0 = the C default)."""
    if length is None:
        return 0
    if isinstance(length, bool) or not isinstance(length, int):
        raise TypeError(f"{info.name}: output length must be an int")
    if length <= 0:
        raise ValueError(f"{info.name}: output length must be a positive number of bytes")
    if not info.xof and 8 * length != info.digest_bits:
        raise ValueError(f"{info.name} has a fixed {info.digest_bits // 8}-byte digest")
    if 8 * length > _native.OUT_MAX_BITS:
        raise ValueError(f"{info.name}: output length is limited to {_native.OUT_MAX_BITS // 8} bytes")
    return 8 * length


class Hash:
    """A running hash, with the interface of hashlib's objects.

    Thread-safe like hashlib's: the C context has its own lock, so concurrent update(),
    digest() and copy() calls give the result of some serialisation of them."""

    def __init__(self, name: str, data: Any = b"", *, length: int | None = None,
                 usedforsecurity: bool = True) -> None:
        del usedforsecurity          # accepted for hashlib compatibility; nothing is disabled
        self._info = algorithm_info(name)
        self._fixed_length = length is not None or not self._info.xof
        self._ctx = _native.new(self._info.name, _out_bits(self._info, length))
        # Always update, even for b"": a str, 0 or [] must be a TypeError as in hashlib, not
        # silently skipped for being falsy.
        self.update(data)

    @property
    def name(self) -> str:
        return self._info.name

    @property
    def digest_size(self) -> int:
        """Bytes of digest(); 0 for an XOF without a fixed length, as hashlib's SHAKE."""
        return self._ctx.out_bits // 8 if self._fixed_length else 0

    @property
    def block_size(self) -> int:
        return self._info.block_bits // 8

    def update(self, data: Any, nbits: int | None = None) -> None:
        """Absorb data; with nbits (0 <= nbits <= 8*len(data)) only its first nbits bits
        (MSB-first in a partial last byte). Anything else is a ValueError, never a read past
        the buffer."""
        if nbits is None:
            self._ctx.update(data)
        else:
            self._ctx.update(data, nbits)

    def digest(self, length: int | None = None) -> bytes:
        if length is None and not self._fixed_length:
            raise TypeError(f"{self.name} is an XOF: digest() needs a length in bytes")
        if length == 0 and self._info.xof and not isinstance(length, bool):
            return b""               # hashlib's SHAKE gives b"" for length 0
        return self._ctx.digest(_out_bits(self._info, length))

    def hexdigest(self, length: int | None = None) -> str:
        return self.digest(length).hex()

    def copy(self) -> "Hash":
        other = Hash.__new__(Hash)
        other._info = self._info
        other._fixed_length = self._fixed_length
        other._ctx = self._ctx.copy()
        return other

    def __reduce_ex__(self, protocol: Any) -> NoReturn:
        # copy.copy() / deepcopy() / pickle would otherwise clone the instance dict and share
        # the C context between two objects; hashlib refuses, and so do we (use .copy()).
        raise TypeError(f"cannot pickle or copy '{type(self).__name__}' object; use .copy()")

    def __repr__(self) -> str:
        return f"<hashforge.Hash {self.name}>"


def new(name: str, data: Any = b"", *, length: int | None = None, usedforsecurity: bool = True) -> Hash:
    """hashlib.new() for hashforge identifiers and aliases; ValueError names an unknown one."""
    return Hash(name, data, length=length, usedforsecurity=usedforsecurity)


def _constructor(name: str) -> Callable[..., Hash]:
    def construct(data: Any = b"", *, length: int | None = None, usedforsecurity: bool = True) -> Hash:
        return Hash(name, data, length=length, usedforsecurity=usedforsecurity)

    construct.__name__ = construct.__qualname__ = name.replace("-", "_")
    construct.__doc__ = f"new({name!r}, data): a running {name} hash"
    return construct


# Named constructors, as hashlib.sha256: identifier with "-" -> "_".
for _name in _INFO:
    globals()[_name.replace("-", "_")] = _constructor(_name)
    __all__.append(_name.replace("-", "_"))
del _name


def hash_bits(name: str, data: bytes, nbits: int, out_bits: int | None = None) -> bytes:
    """One-shot hash of the first nbits bits of data (NIST bit order); for KATs. An XOF
    gives its default (KAT) length unless out_bits says otherwise. The nbits rule is
    update()'s: 0 <= nbits <= 8*len(data), else ValueError."""
    info = algorithm_info(name)
    if out_bits is not None and out_bits % 8:
        raise ValueError("output length must be a whole number of bytes")
    ctx = _native.new(info.name, _out_bits(info, None if out_bits is None else out_bits // 8))
    ctx.update(data, nbits)
    return ctx.digest()
