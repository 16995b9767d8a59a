"""Unit bench of rtl/jh/hf_jh_round.v (combinational), and the Python model of JH's E8.

`jh_round` (top hf_jh_round): hashes random messages with the hardware round doing every round
of E8 and the constant generator doing every R6 -- the padding (the reference model
`hashforge.hw.padding`), the initial value, the grouping, the block XORs and the digest are
done here in Python, the rounds and the round constants only by the module (its constant
output feeds its constant input of the next round) -- and compares each digest with the C
library (`hashforge.hash_bits`), for round 2 (35 rounds and the S-box-only half round) and the
final version (42 rounds). A wrong bit anywhere (an S-box entry, the S0/S1 choice, the MDS,
P_8, R6) changes the digest.

The model works on the hardware's layout: the 256 4-bit elements of E8 (after grouping) as
four 256-bit planes, plane k holding bit k of element j at bit j (hf_sbox4_layer's a..d).
The tables (the two S-boxes, the first round constant) come from c/jh.c through the binding
(`hashforge.hw.consts`), so they have one place; `iv()` gives H(0) = F8(H(-1), 0), the
constants of rtl/jh/hf_jh.v (the tests check them). Configuration (hashforge.hw.benchconfig):
count (messages per version, default 12), seed.
"""
from __future__ import annotations

import random
from functools import cache

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge.hw import consts, padding
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

M256 = (1 << 256) - 1


@cache
def sboxes() -> tuple[list[int], list[int]]:
    t = list(consts.table("jh", "SBOX"))
    assert len(t) == 32
    return t[:16], t[16:]


@cache
def rc0_nibbles() -> list[int]:
    t = list(consts.table("jh", "RC0"))
    assert len(t) == 64
    return t


def sbox_param(k: int) -> int:
    """S-box k as hf_sbox4_layer's SBOX parameter (entry i in bits [4i+3:4i])."""
    return sum(v << (4 * i) for i, v in enumerate(sboxes()[k]))


def _dbl(x: int) -> int:
    return ((x << 1) ^ (x >> 3) ^ ((x >> 2) & 2)) & 0xF


def _perm_src(n: int) -> list[int]:
    """P_d as sources: element k of the output is element src[k] of the input."""
    src = []
    for k in range(n):
        t = k ^ 1 if k >= n // 2 else k                  # swap pairs of the second half
        m = 2 * t if t < n // 2 else 2 * (t - n // 2) + 1  # even to the first half, odd second
        src.append(m ^ ((m >> 1) & 1))                   # swap 2 and 3 within groups of four
    return src


def round_nibbles(a: list[int], bits: list[int], full: bool = True) -> list[int]:
    """R_d on elements (d = log2 len), constant bit i picking the S-box of element i."""
    s0, s1 = sboxes()
    a = [(s1 if b else s0)[x] for x, b in zip(a, bits, strict=True)]
    if not full:
        return a
    for i in range(0, len(a), 2):
        hi, lo = a[i], a[i + 1]
        lo ^= _dbl(hi)
        hi ^= _dbl(lo)
        a[i], a[i + 1] = hi, lo
    return [a[s] for s in _perm_src(len(a))]


def _rc_bits(rc: list[int]) -> list[int]:
    return [(rc[i // 4] >> (3 - i % 4)) & 1 for i in range(256)]


def next_rc(rc: list[int]) -> list[int]:
    return round_nibbles(rc, [0] * 64)


def group(h: bytes) -> list[int]:
    """E8's grouping: H (128 bytes) to its 256 elements."""
    def bit(i: int) -> int:
        return (h[i // 8] >> (7 - i % 8)) & 1
    a = [0] * 256
    for i in range(256):
        j = 2 * i if i < 128 else 2 * (i - 128) + 1
        a[j] = bit(i) << 3 | bit(i + 256) << 2 | bit(i + 512) << 1 | bit(i + 768)
    return a


def degroup(a: list[int]) -> bytes:
    h = bytearray(128)
    for i in range(256):
        e = a[2 * i if i < 128 else 2 * (i - 128) + 1]
        for j in range(4):
            if (e >> (3 - j)) & 1:
                h[(i + 256 * j) // 8] |= 0x80 >> (i % 8)
    return bytes(h)


def to_planes(a: list[int]) -> int:
    """Elements to the hardware layout: plane k (bits [256k +: 256]) holds bit k of each."""
    return sum(((x >> k) & 1) << (256 * k + j) for j, x in enumerate(a) for k in range(4))


def from_planes(v: int) -> list[int]:
    return [sum(((v >> (256 * k + j)) & 1) << k for k in range(4)) for j in range(256)]


def rc_to_int(rc: list[int]) -> int:
    """A round constant as the hardware's 256-bit register: bit j = constant bit j (MSB first
    in the C nibbles), the S-box choice of element j."""
    return sum(b << j for j, b in enumerate(_rc_bits(rc)))


def int_to_rc(v: int) -> list[int]:
    return [sum(((v >> (4 * i + k)) & 1) << (3 - k) for k in range(4)) for i in range(64)]


def e8(h: bytes, rounds: int, half: bool) -> bytes:
    a, rc = group(h), rc0_nibbles()
    for _ in range(rounds):
        a = round_nibbles(a, _rc_bits(rc))
        rc = next_rc(rc)
    if half:
        a = round_nibbles(a, _rc_bits(rc), full=False)
    return degroup(a)


def f8(h: bytes, block: bytes, rounds: int, half: bool) -> bytes:
    x = bytes(p ^ q for p, q in zip(h, block + bytes(64), strict=True))
    y = e8(x, rounds, half)
    return y[:64] + bytes(p ^ q for p, q in zip(y[64:], block, strict=True))


def version(final: bool) -> tuple[int, bool]:
    """(full rounds, half round) of E8: final 42, round 2 35.5."""
    return (42, False) if final else (35, True)


@cache
def iv(digest_bits: int, final: bool) -> bytes:
    """H(0) = F8(H(-1), 0), H(-1) the digest length in its first two bytes."""
    return f8(digest_bits.to_bytes(2, "big") + bytes(126), bytes(64), *version(final))


def digest(data: bytes, nbits: int, digest_bits: int, final: bool) -> bytes:
    h = iv(digest_bits, final)
    for blk in padding.blocks("jh", data, nbits, 512):
        h = f8(h, blk.data, *version(final))
    return h[128 - digest_bits // 8:]


@cocotb.test()
async def jh_round(dut):
    count = CONFIG.setting("count", 12)
    rng = random.Random(CONFIG.seed)
    failures = []
    for final in (False, True):
        rounds, half = version(final)
        for n in range(count):
            bits = (224, 256, 384, 512)[n % 4]
            nbits = rng.randrange(0, 1200) if n % 3 else 8 * rng.randrange(0, 64)
            data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
            if nbits % 8:
                data[-1] &= (0xFF << (8 - nbits % 8)) & 0xFF
            h = iv(bits, final)
            for blk in padding.blocks("jh", bytes(data), nbits, 512):
                s = to_planes(group(bytes(p ^ q for p, q in zip(h, blk.data + bytes(64), strict=True))))
                rc = rc_to_int(rc0_nibbles())
                for r in range(rounds + half):
                    dut.s_i.value = s
                    dut.rc_i.value = rc
                    dut.half_i.value = int(r == rounds)
                    await Timer(1, unit="ns")
                    s, rc = int(dut.s_o.value), int(dut.rc_o.value)
                y = degroup(from_planes(s))
                h = y[:64] + bytes(p ^ q for p, q in zip(y[64:], blk.data, strict=True))
            got = h[128 - bits // 8:]
            name = f"jh{bits}" + ("" if final else "-r2")
            want = hashforge.hash_bits(name, bytes(data), nbits)
            if got != want:
                failures.append((name, nbits, got.hex(), want.hex()))
    assert not failures, failures[:3]
