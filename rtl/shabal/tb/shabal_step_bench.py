"""Unit bench of rtl/shabal/hf_shabal_step.v (one combinational step of Shabal's NLFSR).

The bench hashes random messages of all four digest sizes with the hardware step doing every
one of the 48 steps of every permutation -- the IV's two prefix blocks, the message blocks
and the three extra permutations after the last one; the additions, the counter, the B/C
swap, the padding and the output are done here in Python from c/shabal.c -- and compares
each digest with the C library (`hashforge.hash_bits`). A wrong bit in U, V or the taps
changes the digest.

Configuration (hashforge.hw.benchconfig): count (messages, default 16), seed.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

MASK = 0xFFFFFFFF


def _rotl(x: int, n: int) -> int:
    return ((x << n) | (x >> (32 - n))) & MASK


@cocotb.test()
async def shabal_step(dut):
    count = CONFIG.setting("count", 16)
    rng = random.Random(CONFIG.seed)

    async def perm(a: list[int], b: list[int], c: list[int], m: list[int]) -> None:
        for i in range(16):
            b[i] = _rotl(b[i], 17)
        for j in range(3):
            for i in range(16):
                k = (16 * j + i) % 12
                dut.a0_i.value = a[k]
                dut.a11_i.value = a[(k + 11) % 12]
                dut.c_i.value = c[(8 - i) % 16]
                dut.b0_i.value = b[i]
                dut.b6_i.value = b[(i + 6) % 16]
                dut.b9_i.value = b[(i + 9) % 16]
                dut.b13_i.value = b[(i + 13) % 16]
                dut.m_i.value = m[i]
                await Timer(1, unit="ns")
                a[k] = int(dut.a_o.value)
                b[i] = int(dut.b_o.value)
        for j in range(36):
            a[j % 12] = (a[j % 12] + c[(j + 3) % 16]) & MASK

    def absorb(s: dict, m: list[int]) -> None:
        s["b"] = [(x + y) & MASK for x, y in zip(s["b"], m, strict=True)]
        s["a"][0] ^= s["w"] & MASK
        s["a"][1] ^= s["w"] >> 32

    async def block(s: dict, m: list[int]) -> None:
        absorb(s, m)
        await perm(s["a"], s["b"], s["c"], m)
        s["b"], s["c"] = [(x - y) & MASK for x, y in zip(s["c"], m, strict=True)], s["b"]
        s["w"] = (s["w"] + 1) % (1 << 64)

    def words(blk: bytes) -> list[int]:
        return [int.from_bytes(blk[4 * i: 4 * i + 4], "little") for i in range(16)]

    failures = []
    for n in range(count):
        bits = (224, 256, 384, 512)[n % 4]
        nbits = rng.randrange(0, 8 * 64 * 3) if n % 3 else 8 * rng.randrange(0, 64 * 2)
        data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
        r = nbits % 8
        if r:
            data[-1] &= (0xFF << (8 - r)) & 0xFF
        s = {"a": [0] * 12, "b": [0] * 16, "c": [0] * 16, "w": (1 << 64) - 1}
        await block(s, [bits + i for i in range(16)])
        await block(s, [bits + 16 + i for i in range(16)])
        full = nbits // 512
        for k in range(full):
            await block(s, words(bytes(data[64 * k: 64 * k + 64])))
        tail = bytearray(data[64 * full:])
        tail += bytes(64 - len(tail))
        t = nbits - 512 * full
        tail[t // 8] |= 0x80 >> (t % 8)
        m = words(bytes(tail))
        absorb(s, m)
        await perm(s["a"], s["b"], s["c"], m)
        for _ in range(3):
            s["b"], s["c"] = s["c"], s["b"]
            absorb(s, [0] * 16)
            await perm(s["a"], s["b"], s["c"], m)
        got = b"".join(x.to_bytes(4, "little") for x in s["b"][16 - bits // 32:])
        want = hashforge.hash_bits(f"shabal{bits}", bytes(data), nbits)
        if got != want:
            failures.append((bits, nbits, got.hex(), want.hex()))
    assert not failures, failures[:3]
