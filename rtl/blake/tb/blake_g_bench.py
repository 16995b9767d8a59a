"""Unit bench of rtl/blake/hf_blake_g.v (combinational half of BLAKE's G).

The bench hashes random messages with the hardware half-G doing every half of every G --
the padding and counters (`hashforge.hw.padding`, mode HF_PAD_BLAKE), the initial state, the
message permutation, the constants and the feed-forward are done here in Python from
c/blake.c's definitions -- and compares each digest with the C library
(`hashforge.hash_bits`), for the round-2 and final identifiers of the word size. A wrong bit
in an adder or a rotation changes the digest.

Configuration (hashforge.hw.benchconfig): word (32 or 64), count (messages, default 12), seed.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge.hw import padding
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

PI64 = (0x243F6A8885A308D3, 0x13198A2E03707344, 0xA4093822299F31D0, 0x082EFA98EC4E6C89,
        0x452821E638D01377, 0xBE5466CF34E90C6C, 0xC0AC29B7C97C50DD, 0x3F84D5B5B5470917,
        0x9216D5D98979FB1B, 0xD1310BA698DFB5AC, 0x2FFD72DBD01ADFB7, 0xB8E1AFED6A267E96,
        0xBA7C9045F12C7F99, 0x24A19947B3916CF7, 0x0801F2E2858EFC16, 0x636920D871574E69)
SIGMA = ((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
         (14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3),
         (11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4),
         (7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8),
         (9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13),
         (2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9),
         (12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11),
         (13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10),
         (6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5),
         (10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0))
GIDX = ((0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15),
        (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14))
# identifier: (digest bits, rounds), per word size
IDS = {32: {"blake224-r2": (224, 10), "blake256-r2": (256, 10), "blake224": (224, 14), "blake256": (256, 14)},
       64: {"blake384-r2": (384, 14), "blake512-r2": (512, 14), "blake384": (384, 16), "blake512": (512, 16)}}


def constants(w: int) -> list[int]:
    if w == 64:
        return list(PI64)
    return [(PI64[i // 2] >> (0 if i % 2 else 32)) & 0xFFFFFFFF for i in range(16)]


def iv(digest_bits: int) -> list[int]:
    """The SHA-2 IV of the same digest size (FIPS 180-4, 5.3), as c/blake.c takes it."""
    table = {
        224: (0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4),
        256: (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19),
        384: (0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
              0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4),
        512: (0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
              0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179)}
    return list(table[digest_bits])


@cocotb.test()
async def blake_half_g(dut):
    w = CONFIG.setting("word", 32)
    count = CONFIG.setting("count", 12)
    rng = random.Random(CONFIG.seed)
    mask = (1 << w) - 1
    cst = constants(w)
    block = 16 * w

    async def half(v: list[int], x: tuple[int, ...], mc: int, h: int) -> None:
        dut.half.value = h
        dut.a_i.value, dut.b_i.value = v[x[0]], v[x[1]]
        dut.c_i.value, dut.d_i.value = v[x[2]], v[x[3]]
        dut.mc_i.value = mc
        await Timer(1, unit="ns")
        v[x[0]], v[x[1]] = int(dut.a_o.value), int(dut.b_o.value)
        v[x[2]], v[x[3]] = int(dut.c_o.value), int(dut.d_o.value)

    failures = []
    names = list(IDS[w])
    for n in range(count):
        name = names[n % len(names)]
        bits, rounds = IDS[w][name]
        nbits = rng.randrange(0, 3 * block) if n % 3 else 8 * rng.randrange(0, block // 4)
        data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
        h = iv(bits)
        for blk in padding.blocks("HF_PAD_BLAKE", bytes(data), nbits, block,
                                  len_bits=2 * w, digest_bits=bits):
            m = [int.from_bytes(blk.data[w // 8 * i: w // 8 * (i + 1)], "big") for i in range(16)]
            t = blk.total if blk.nbits else 0
            v = h + cst[:8]
            v[12] ^= t & mask
            v[13] ^= t & mask
            v[14] ^= (t >> w) & mask
            v[15] ^= (t >> w) & mask
            for r in range(rounds):
                s = SIGMA[r % 10]
                for g in range(8):
                    j, k = s[2 * g], s[2 * g + 1]
                    await half(v, GIDX[g], m[j] ^ cst[k], 0)
                    await half(v, GIDX[g], m[k] ^ cst[j], 1)
            h = [h[i] ^ v[i] ^ v[i + 8] for i in range(8)]
        got = b"".join(x.to_bytes(w // 8, "big") for x in h)[: bits // 8]
        want = hashforge.hash_bits(name, bytes(data), nbits)
        if got != want:
            failures.append((name, nbits, got.hex(), want.hex()))
    assert not failures, failures[:3]
