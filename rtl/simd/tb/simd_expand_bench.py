"""Unit bench of rtl/simd/hf_simd_expand.v (SIMD's message expansion: the NTT over F_257,
BFLY butterflies per clock, the inner codes and the word permutation).

The bench hashes random messages with the module expanding every block -- the IV block
("SIMD-<n> v1.1"), the message blocks and the final length block with its tweak -- through
its own interface (load, the transform's cycles, hand-over with step 0's words, one step's
words per advance, in the order the ladders of hf_simd ask for them); the Feistel steps, the
padding and the output are done here in Python from c/simd.c. Each digest is compared with
the C library (`hashforge.hash_bits`): a wrong twiddle, inner-code constant or word
position changes it. It also checks that the transform takes exactly log2 N N / (2 BFLY)
cycles (log2 N stages of N / 2 butterflies, BFLY per clock).

Configuration (hashforge.hw.benchconfig): lanes (4: SIMD-224/256, 8: SIMD-384/512), bfly (the
module's BFLY, default N / 2), count (messages, default 12), seed.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge

import hashforge
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

MASK = 0xFFFFFFFF
ROUND_ROT = ((3, 23, 17, 27), (28, 19, 22, 7), (29, 9, 15, 5), (4, 13, 10, 25))
PERM_XOR = {4: (1, 2, 3), 8: (1, 6, 2, 3, 5, 7, 4)}


def _rotl(x: int, n: int) -> int:
    n %= 32
    return ((x << n) | (x >> (32 - n))) & MASK if n else x


def _step(s: list[int], n: int, t: int, m: list[int], r: int, sh: int, maj: bool) -> list[int]:
    a, b, c, d = s[:n], s[n:2 * n], s[2 * n:3 * n], s[3 * n:]
    px = PERM_XOR[n][t % len(PERM_XOR[n])]
    ta = [_rotl(x, r) for x in a]
    na = []
    for j in range(n):
        if maj:
            f = (a[j] & b[j]) | (a[j] & c[j]) | (b[j] & c[j])
        else:
            f = (a[j] & b[j]) | (~a[j] & c[j] & MASK)
        na.append((_rotl((d[j] + m[j] + f) & MASK, sh) + ta[j ^ px]) & MASK)
    return na + ta + b + c


@cocotb.test()
async def simd_expand(dut):
    n = CONFIG.setting("lanes", 4)
    count = CONFIG.setting("count", 12)
    rng = random.Random(CONFIG.seed)
    logn = 7 if n == 4 else 8
    bfly = CONFIG.setting("bfly", 16 * n)
    phases = logn * 16 * n // bfly
    nbytes = 16 * n
    cocotb.start_soon(Clock(dut.clk, 10, unit="ns").start())
    dut.rst_n.value = 0
    dut.ld_i.value = 0
    dut.xfer_i.value = 0
    dut.adv_i.value = 0
    dut.sel_i.value = 0
    dut.blk_i.value = 0
    dut.final_i.value = 0
    for _ in range(2):
        await FallingEdge(dut.clk)
    dut.rst_n.value = 1
    cycles = []

    async def expand(blk: bytes, final: int) -> list[list[int]]:
        dut.blk_i.value = int.from_bytes(blk, "little")
        dut.final_i.value = final
        dut.ld_i.value = 1
        await FallingEdge(dut.clk)
        dut.ld_i.value = 0
        k = 0
        while not int(dut.done_o.value):
            await FallingEdge(dut.clk)
            k += 1
        cycles.append(k)
        dut.xfer_i.value = 1
        await FallingEdge(dut.clk)
        dut.xfer_i.value = 0
        words = []
        for t in range(32):
            v = int(dut.w_o.value)
            words.append([(v >> (32 * j)) & MASK for j in range(n)])
            dut.adv_i.value = 1
            dut.sel_i.value = (t + 1) % 32
            await FallingEdge(dut.clk)
        dut.adv_i.value = 0
        return words

    async def block(s: list[int], blk: bytes, final: int) -> list[int]:
        w = await expand(blk, final)
        saved = list(s)
        s = [x ^ int.from_bytes(blk[4 * i: 4 * i + 4], "little") for i, x in enumerate(s)]
        for t in range(32):
            rot = ROUND_ROT[t // 8]
            s = _step(s, n, t, w[t], rot[t % 4], rot[(t + 1) % 4], t % 8 >= 4)
        for t in range(32, 36):
            s = _step(s, n, t, saved[(t - 32) * n:(t - 31) * n], ROUND_ROT[3][t % 4],
                      ROUND_ROT[3][(t + 1) % 4], False)
        return s

    failures = []
    for i in range(count):
        bits = (224, 256)[i % 2] if n == 4 else (384, 512)[i % 2]
        nbits = rng.randrange(0, 8 * nbytes * 3) if i % 3 else 8 * rng.randrange(0, nbytes * 2)
        data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
        if nbits % 8:
            data[-1] &= (0xFF << (8 - nbits % 8)) & 0xFF
        ivb = bytearray(nbytes)
        txt = f"SIMD-{bits} v1.1".encode()
        ivb[:len(txt)] = txt
        s = await block([0] * (4 * n), bytes(ivb), 0)
        for off in range(0, len(data), nbytes):
            blk = bytes(data[off:off + nbytes])
            s = await block(s, blk + bytes(nbytes - len(blk)), 0)
        s = await block(s, nbits.to_bytes(8, "little") + bytes(nbytes - 8), 1)
        got = b"".join(x.to_bytes(4, "little") for x in s[:bits // 32])
        want = hashforge.hash_bits(f"simd{bits}", bytes(data), nbits)
        if got != want:
            failures.append((bits, nbits, got.hex(), want.hex()))
    assert set(cycles) == {phases}, sorted(set(cycles))
    assert not failures, failures[:3]
