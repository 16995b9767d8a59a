"""Unit bench of rtl/skein/hf_skein_round4.v (combinational subkey injection + four
Threefish-512 rounds).

The bench hashes random messages with the hardware module doing every group of four rounds
and every subkey injection of every Threefish call -- the configuration UBI (the IV), the
message blocks and the output UBI; the key schedule, the tweaks (from c/skein.c's
definitions), the padding and the UBI feed-forward are done here in Python -- and compares
each digest with the C library (`hashforge.hash_bits`), for v1.3 and v1.2 identifiers. A wrong
rotation, permutation or injection changes the digest.

Configuration (hashforge.hw.benchconfig): count (messages, default 12), seed.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge.hw import words
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

PARITY = {12: 0x5555555555555555, 13: 0x1BD11BDAA9FC1A22}
T1_FIRST, T1_FINAL, T1_BITPAD = 1 << 62, 1 << 63, 1 << 55
TYPE_CFG, TYPE_MSG, TYPE_OUT = 4, 48, 63
# identifier: (digest bits, version)
IDS = {"skein512-224": (224, 13), "skein512-256": (256, 13), "skein512-384": (384, 13),
       "skein512-512": (512, 13), "skein512-384-v12": (384, 12), "skein512-512-v12": (512, 12)}


@cocotb.test()
async def skein_round4(dut):
    count = CONFIG.setting("count", 12)
    rng = random.Random(CONFIG.seed)

    async def group(v: list[int], k: list[int], t: list[int], odd: int) -> tuple[list[int], list[int]]:
        dut.v_i.value = words.pack(v, 64)
        dut.k_i.value = words.pack(k, 64)
        dut.t_i.value = t[0] | (t[1] << 64) | (t[2] << 128)
        dut.cin.value = 0
        dut.odd.value = odd
        await Timer(1, unit="ns")
        return words.unpack(int(dut.inj_o.value), 8, 64), words.unpack(int(dut.v_o.value), 8, 64)

    async def threefish(key: list[int], t0: int, t1: int, parity: int, m: list[int]) -> list[int]:
        ks = list(key) + [parity]
        for x in key:
            ks[8] ^= x
        ts = [t0, t1, t0 ^ t1]
        v = list(m)
        for s in range(19):
            sub = [ks[(s + i) % 9] for i in range(8)]
            inj, out = await group(v, sub, [ts[s % 3], ts[(s + 1) % 3], s], s % 2)
            v = out if s < 18 else inj
        return v

    async def ubi(h: list[int], block: bytes, t0: int, t1: int, parity: int) -> list[int]:
        m = [int.from_bytes(block[8 * i: 8 * i + 8], "little") for i in range(8)]
        c = await threefish(h, t0, t1, parity, m)
        return [c[i] ^ m[i] for i in range(8)]

    failures = []
    names = list(IDS)
    for n in range(count):
        name = names[n % len(names)]
        bits, ver = IDS[name]
        par = PARITY[ver]
        nbits = rng.randrange(0, 3 * 512) if n % 3 else 8 * rng.randrange(0, 160)
        data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
        if nbits % 8:
            data[-1] &= (0xFF << (8 - nbits % 8)) & 0xFF
        msg = bytes(data)
        # the configuration UBI: schema "SHA3", version 1, the output length
        cfg = b"SHA3" + bytes([1, 0, 0, 0]) + bits.to_bytes(8, "little") + bytes(48)
        h = await ubi([0] * 8, cfg, 32, T1_FIRST | T1_FINAL | (TYPE_CFG << 56), par)
        if nbits % 8:
            data[-1] |= 1 << (7 - nbits % 8)
        nblocks = max(1, (len(data) + 63) // 64)
        pos = 0
        for j in range(nblocks):
            chunk = bytes(data[64 * j: 64 * j + 64])
            pos += len(chunk)
            last = j == nblocks - 1
            t1 = (TYPE_MSG << 56) | (T1_FIRST if j == 0 else 0) | (T1_FINAL if last else 0)
            t1 |= T1_BITPAD if last and nbits % 8 else 0
            h = await ubi(h, chunk + bytes(64 - len(chunk)), pos, t1, par)
        h = await ubi(h, bytes(64), 8, T1_FIRST | T1_FINAL | (TYPE_OUT << 56), par)
        got = b"".join(x.to_bytes(8, "little") for x in h)[: bits // 8]
        want = hashforge.hash_bits(name, msg, nbits)
        if got != want:
            failures.append((name, nbits, got.hex(), want.hex()))
    assert not failures, failures[:3]
