"""Unit bench of rtl/luffa/hf_luffa_step.v and rtl/luffa/hf_luffa_mi.v (combinational).

`luffa_step` (top hf_luffa_step): hashes random messages of all four digest sizes with the
hardware step doing every step of every Q_j -- the padding (the reference model
`hashforge.hw.padding`), the message injection and the tweaks, the blank rounds and the output
are done here in Python, the steps (SubCrumb, MixWord, AddConstant with the constants given to
the module) only by the module -- and compares each digest with the C library
(`hashforge.hash_bits`). A wrong bit anywhere in the step changes the digest.

`luffa_mi` (top hf_luffa_mi, parameter WN): random states and blocks through the module,
against the Python injection and tweaks the first bench has just shown to agree with the C
library.

The tables (IVs, step constants) come from c/luffa.c through the binding
(`hashforge.hw.consts`), so they have one place.
Configuration (hashforge.hw.benchconfig): unit (step / mi), wn (mi: 3 / 4 / 5), count (default 8), seed.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge.hw import consts, padding, words
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

UNIT = CONFIG.setting("unit", "step")
M32 = 0xFFFFFFFF


def width(bits: int) -> int:
    return 3 if bits <= 256 else 4 if bits == 384 else 5


def rc(j: int, h: int, r: int) -> int:
    return consts.table("luffa", "RC")[16 * j + 8 * h + r]


def _rotl(x: int, n: int) -> int:
    n %= 32
    return ((x << n) | (x >> (32 - n))) & M32 if n else x


def _mul2(s: list[int]) -> list[int]:
    t = s[7]
    d = [t] + s[:7]
    d[1] ^= t
    d[3] ^= t
    d[4] ^= t
    return d


def _xor(a: list[int], b: list[int]) -> list[int]:
    return [x ^ y for x, y in zip(a, b, strict=True)]


def inject(v: list[list[int]], msg: list[int]) -> list[list[int]]:
    """MI and the tweaks of c/luffa.c: the permutation inputs."""
    w = len(v)
    a = v[0]
    for j in range(1, w):
        a = _xor(a, v[j])
    a = _mul2(a)
    v = [_xor(x, a) for x in v]
    if w == 5:
        v = [_xor(_mul2(v[j]), v[(j + 1) % w]) for j in range(w)]
    if w >= 4:
        v = [_xor(_mul2(v[j]), v[(j - 1) % w]) for j in range(w)]
    out, m = [], list(msg)
    for j in range(w):
        x = _xor(v[j], m)
        out.append(x[:4] + [_rotl(y, j) for y in x[4:]])
        m = _mul2(m)
    return out


@cocotb.test(skip=UNIT != "step")
async def luffa_step(dut):
    count = CONFIG.setting("count", 8)
    rng = random.Random(CONFIG.seed)
    iv = consts.table("luffa", "IV")
    failures = []

    async def rnd(v: list[list[int]], msg: list[int]) -> list[list[int]]:
        out = []
        for j, a in enumerate(inject(v, msg)):
            for r in range(8):
                dut.a_i.value = words.pack(a, 32)
                dut.c0_i.value = rc(j, 0, r)
                dut.c4_i.value = rc(j, 1, r)
                await Timer(1, unit="ns")
                a = words.unpack(int(dut.a_o.value), 8, 32)
            out.append(a)
        return out

    for bits in (224, 256, 384, 512):
        w = width(bits)
        for n in range(count):
            nbits = rng.randrange(0, 800) if n % 2 else 8 * rng.randrange(0, 32)
            data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
            if nbits % 8:
                data[-1] &= (0xFF << (8 - nbits % 8)) & 0xFF
            v = [list(iv[8 * j: 8 * j + 8]) for j in range(w)]
            for blk in padding.blocks("10", bytes(data), nbits, 256):
                v = await rnd(v, [int.from_bytes(blk.data[4 * i: 4 * i + 4], "big") for i in range(8)])
            out = b""
            while len(out) < bits // 8:
                v = await rnd(v, [0] * 8)
                z = v[0]
                for j in range(1, w):
                    z = _xor(z, v[j])
                out += b"".join(x.to_bytes(4, "big") for x in z)
            got = out[: bits // 8]
            want = hashforge.hash_bits(f"luffa{bits}", bytes(data), nbits)
            if got != want:
                failures.append((bits, nbits, got.hex(), want.hex()))
    assert not failures, failures[:3]


@cocotb.test(skip=UNIT != "mi")
async def luffa_mi(dut):
    count = CONFIG.setting("count", 8)
    rng = random.Random(CONFIG.seed)
    w = CONFIG.setting("wn", 3)
    failures = []
    for n in range(40 * count):
        v = [[rng.getrandbits(32) for _ in range(8)] for _ in range(w)]
        m = [rng.getrandbits(32) for _ in range(8)] if n % 4 else [0] * 8
        dut.v_i.value = words.pack([x for vj in v for x in vj], 32)
        dut.m_i.value = words.pack(m, 32)
        await Timer(1, unit="ns")
        want = words.pack([x for vj in inject(v, m) for x in vj], 32)
        if int(dut.v_o.value) != want:
            failures.append(n)
    assert not failures, failures[:3]
