"""Reference model of the padding unit `hf_pad` (rtl/common/hf_pad.v): for each named mode of
rtl/common/hf_pad_modes.vh, the blocks a message becomes, with the counters the padder hands
over beside each block.

Written from the C library's final() functions (c/<family>.c, which pass the official KATs),
not from the Verilog, so the pad bench compares two independent descriptions of each rule.
Message bits are MSB-first within a byte (the NIST convention of the stream interface); the
LSB-first modes move the valid bits of a partial last byte to its low end, as the C code does.

The mode numbers are parsed from the Verilog header, so they are written down once.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .. import paths

HEADER = "hf_pad_modes.vh"


@dataclass(frozen=True)
class Block:
    data: bytes      # block_bits / 8 bytes, message byte i of the block first
    first: bool      # first block of the message
    last: bool       # last block of the message
    nbits: int       # message bits in this block (0 for a block of padding only)
    total: int       # message bits so far, this block included


def header_path() -> Path:
    return paths.rtl_dir() / "common" / HEADER


@cache
def modes() -> dict[str, int]:
    """Mode name (without the HF_PAD_ prefix, lower case) -> number, from the header."""
    text = header_path().read_text()
    found = re.findall(r"localparam\s+integer\s+HF_PAD_(\w+)\s*=\s*(\d+)\s*;", text)
    if not found:
        raise ValueError(f"no HF_PAD_* localparams in {header_path()}")
    table = {name.lower(): int(num) for name, num in found}
    if len(set(table.values())) != len(table):
        raise ValueError(f"duplicate mode numbers in {header_path()}")
    return table


def mode_name(mode: str | int) -> str:
    """Canonical name of a mode given as 'md', 'HF_PAD_MD' or its number."""
    table = modes()
    if isinstance(mode, int):
        for name, num in table.items():
            if num == mode:
                return name
        raise ValueError(f"unknown pad mode number {mode}")
    name = mode.lower().removeprefix("hf_pad_")
    if name not in table:
        raise ValueError(f"unknown pad mode {mode!r} (modes: {', '.join(table)})")
    return name


def mode_number(mode: str | int) -> int:
    return modes()[mode_name(mode)]


# ----------------------------------------------------------------- helpers (as in c/hf_util.h)
def _pad_one_bit(buf: bytearray, nbits: int) -> None:
    buf[nbits // 8] |= 0x80 >> (nbits % 8)


def _pad_lsb(buf: bytearray, nbits: int, suffix: int = 1) -> None:
    """Move the k valid bits of a partial last byte to its bottom, then append the
    delimited suffix LSB-first (its top 1 bit is the padding's first 1)."""
    k = nbits % 8
    if k:
        buf[nbits // 8] >>= 8 - k
    pos = nbits
    while True:
        if suffix & 1:
            buf[pos // 8] |= 1 << (pos % 8)
        pos += 1
        suffix >>= 1
        if suffix == 0:
            return


def _chunks(buf: bytes | bytearray, bb: int) -> list[bytes]:
    return [bytes(buf[i:i + bb]) for i in range(0, len(buf), bb)]


# ----------------------------------------------------------------- one rule per mode
# Each takes the tail (the message bits not in a full block, MSB-first, unused bits zero),
# its length, the message length and the block size, and returns the final blocks. The first
# of them holds the tail's bits.
Final = Callable[..., list[bytes]]


def _tail(tail: bytes, bb: int, extra: int = 2) -> bytearray:
    buf = bytearray(extra * bb)
    buf[:len(tail)] = tail
    return buf


def _md(tail: bytes, tb: int, total: int, block: int, *, len_bits: int = 64,
        le: bool = False, **_: int) -> list[bytes]:
    bb, lb = block // 8, len_bits // 8
    buf = _tail(tail, bb)
    _pad_one_bit(buf, tb)
    n = bb if tb // 8 + 1 + lb <= bb else 2 * bb
    v = total % (1 << len_bits)
    buf[n - lb:n] = v.to_bytes(lb, "little" if le else "big")
    return _chunks(buf[:n], bb)


def _md_le(tail: bytes, tb: int, total: int, block: int, **_: int) -> list[bytes]:
    return _md(tail, tb, total, block, len_bits=64, le=True)


def _groestl(tail: bytes, tb: int, total: int, block: int, **_: int) -> list[bytes]:
    bb = block // 8
    buf = _tail(tail, bb)
    _pad_one_bit(buf, tb)
    n = bb if tb + 1 + 64 <= block else 2 * bb
    count = total // block + n // bb          # blocks after padding
    buf[n - 8:n] = (count % (1 << 64)).to_bytes(8, "big")
    return _chunks(buf[:n], bb)


def _jh(tail: bytes, tb: int, total: int, block: int, **_: int) -> list[bytes]:
    # at least 512 bits of padding, JH's block: the length never shares a block with message
    # bits. Written per block (as hf_pad's MIN_PAD) so the formal proof runs it at a small block.
    bb = block // 8
    buf = _tail(tail, bb)
    _pad_one_bit(buf, tb)
    n = bb if tb == 0 else 2 * bb
    buf[n - 16:n] = (total % (1 << 128)).to_bytes(16, "big")
    return _chunks(buf[:n], bb)


def _blake(tail: bytes, tb: int, total: int, block: int, *, len_bits: int = 64,
           digest_bits: int = 256, **_: int) -> list[bytes]:
    bb, lb = block // 8, len_bits // 8
    buf = _tail(tail, bb)
    _pad_one_bit(buf, tb)
    n = bb if tb + 2 <= 8 * (bb - lb) else 2 * bb
    if digest_bits in (256, 512):
        buf[n - lb - 1] |= 1
    buf[n - lb:n] = (total % (1 << len_bits)).to_bytes(lb, "big")
    return _chunks(buf[:n], bb)


def _echo(tail: bytes, tb: int, total: int, block: int, *, digest_bits: int = 256,
          **_: int) -> list[bytes]:
    bb = block // 8
    buf = _tail(tail, bb)
    _pad_one_bit(buf, tb)
    n = bb if tb + 1 + 16 + 128 <= block else 2 * bb
    buf[n - 18:n - 16] = digest_bits.to_bytes(2, "little")
    buf[n - 16:n] = (total % (1 << 128)).to_bytes(16, "little")
    return _chunks(buf[:n], bb)


def _shavite(tail: bytes, tb: int, total: int, block: int, *, len_bits: int = 64,
             digest_bits: int = 256, **_: int) -> list[bytes]:
    bb, lb = block // 8, len_bits // 8
    buf = _tail(tail, bb)
    _pad_one_bit(buf, tb)
    n = bb if tb // 8 + 1 + lb + 2 <= bb else 2 * bb
    buf[n - 2 - lb:n - 2] = (total % (1 << len_bits)).to_bytes(lb, "little")
    buf[n - 2:n] = digest_bits.to_bytes(2, "little")
    return _chunks(buf[:n], bb)


def _rfsb(tail: bytes, tb: int, total: int, block: int, **_: int) -> list[bytes]:
    bb = block // 8
    buf = _tail(tail, bb)
    nbytes = (tb + 7) // 8
    length = total >> 3
    if tb % 8:
        _pad_one_bit(buf, tb)
        length = (length + 1) | (1 << 63)
    n = bb if nbytes + 8 <= bb else 2 * bb
    buf[n - 8:n] = (length % (1 << 64)).to_bytes(8, "little")
    return _chunks(buf[:n], bb)


def _skein(tail: bytes, tb: int, total: int, block: int, **_: int) -> list[bytes]:
    buf = _tail(tail, block // 8, 1)
    if tb % 8:
        _pad_one_bit(buf, tb)
    return [bytes(buf)]


def _pad10(tail: bytes, tb: int, total: int, block: int, **_: int) -> list[bytes]:
    bb = block // 8
    buf = _tail(tail, bb)
    _pad_one_bit(buf, tb)
    return _chunks(buf[:bb], bb)


def _pad10_lsb(tail: bytes, tb: int, total: int, block: int, **_: int) -> list[bytes]:
    bb = block // 8
    buf = _tail(tail, bb)
    _pad_lsb(buf, tb)
    return _chunks(buf[:bb], bb)


def _sponge(tail: bytes, tb: int, total: int, block: int, *, suffix: int = 1,
            **_: int) -> list[bytes]:
    bb = block // 8
    buf = _tail(tail, bb)
    _pad_lsb(buf, tb, suffix)
    pos = tb + suffix.bit_length()
    n = (pos + block) // block * bb           # room for the closing 1 after pos
    buf[n - 1] |= 0x80
    return _chunks(buf[:n], bb)


def _keccak_r2(tail: bytes, tb: int, total: int, block: int, *, digest_bits: int = 256,
               **_: int) -> list[bytes]:
    bb = block // 8
    buf = _tail(tail, bb)
    _pad_lsb(buf, tb)
    pos = (tb + 1 + 7) // 8 * 8
    buf[pos // 8] = (digest_bits // 8) & 0xFF
    buf[pos // 8 + 1] = bb & 0xFF
    pos += 16
    buf[pos // 8] |= 1
    pos += 1
    n = (pos + block - 1) // block * bb
    return _chunks(buf[:n], bb)


def _esch(tail: bytes, tb: int, total: int, block: int, **_: int) -> list[bytes]:
    buf = _tail(tail, block // 8, 1)
    if tb < block:
        _pad_one_bit(buf, tb)
    return [bytes(buf)]


def _xoodyak(tail: bytes, tb: int, total: int, block: int, **_: int) -> list[bytes]:
    buf = _tail(tail, block // 8, 1)
    if tb < block:
        _pad_lsb(buf, tb)
    return [bytes(buf)]


def _trailing(tail: bytes, tb: int, total: int, block: int, *, delimiter: bool,
              le: bool) -> list[bytes]:
    """Zero fill (after a 1 bit if `delimiter`) to a block boundary, then the 64-bit length
    from the start of its own block(s)."""
    bb = block // 8
    out: list[bytes] = []
    if tb > 0 or delimiter:
        buf = _tail(tail, bb)
        if delimiter:
            _pad_one_bit(buf, tb)
        out.append(bytes(buf[:bb]))           # tb < block: the tail never fills a block
    field = (total % (1 << 64)).to_bytes(8, "little" if le else "big")
    nt = -(-8 // bb)
    out += _chunks(field.ljust(nt * bb, b"\0"), bb)
    return out


def _hamsi(tail: bytes, tb: int, total: int, block: int, **_: int) -> list[bytes]:
    return _trailing(tail, tb, total, block, delimiter=True, le=False)


def _fugue(tail: bytes, tb: int, total: int, block: int, **_: int) -> list[bytes]:
    return _trailing(tail, tb, total, block, delimiter=False, le=False)


def _simd(tail: bytes, tb: int, total: int, block: int, **_: int) -> list[bytes]:
    return _trailing(tail, tb, total, block, delimiter=False, le=True)


RULES: dict[str, Final] = {
    "md": _md, "sponge": _sponge, "keccak_r2": _keccak_r2, "md_le": _md_le, "groestl": _groestl,
    "jh": _jh, "blake": _blake, "echo": _echo, "shavite": _shavite, "rfsb": _rfsb,
    "skein": _skein, "10": _pad10, "10_lsb": _pad10_lsb, "esch": _esch, "xoodyak": _xoodyak,
    "hamsi": _hamsi, "fugue": _fugue, "simd": _simd,
}
# The message's last block stays the last block when the message fills it (no padding block).
LAZY = frozenset({"skein", "esch", "xoodyak"})
# Parameters each mode reads besides the block size (the hf_pad parameters of the same name,
# in capitals).
PARAMS: dict[str, tuple[str, ...]] = {
    "md": ("len_bits",), "sponge": ("suffix",), "keccak_r2": ("digest_bits",),
    "blake": ("len_bits", "digest_bits"), "echo": ("digest_bits",),
    "shavite": ("len_bits", "digest_bits"),
}


def blocks(mode: str | int, msg: bytes, nbits: int, block_bits: int, **params: int) -> list[Block]:
    """The blocks `nbits` bits of `msg` (MSB-first) become under `mode`, with the counters."""
    name = mode_name(mode)
    if name not in RULES:
        raise ValueError(f"pad mode {name!r} has no reference rule")
    unknown = set(params) - set(PARAMS.get(name, ()))
    if unknown:
        raise ValueError(f"pad mode {name!r} takes no parameter(s) {sorted(unknown)}")
    bb = block_bits // 8
    if nbits > 0 and name in LAZY:
        nfull = (nbits - 1) // block_bits
    else:
        nfull = nbits // block_bits
    out = [Block(bytes(msg[i * bb:(i + 1) * bb]), i == 0, False, block_bits, (i + 1) * block_bits)
           for i in range(nfull)]
    tb = nbits - nfull * block_bits
    tail = bytearray(msg[nfull * bb: nfull * bb + (tb + 7) // 8])
    if tb % 8:
        tail[-1] &= (0xFF << (8 - tb % 8)) & 0xFF
    final = RULES[name](bytes(tail), tb, nbits, block_bits, **params)
    for j, data in enumerate(final):
        assert len(data) == bb, (name, j, len(data))
        out.append(Block(data, nfull == 0 and j == 0, j == len(final) - 1,
                         tb if j == 0 else 0, nbits))
    return out


def short_bits(mode: str | int, block_bits: int, **params: int) -> int:
    """The longest message that pads to the fewest blocks any message pads to: one block for
    every mode but those whose length always takes blocks of its own (Hamsi, Fugue: then the
    longest message with the fewest blocks)."""
    counts = {n: len(blocks(mode, bytes(block_bits // 8), n, block_bits, **params))
              for n in range(block_bits + 1)}
    fewest = min(counts.values())
    return max(n for n, c in counts.items() if c == fewest)
