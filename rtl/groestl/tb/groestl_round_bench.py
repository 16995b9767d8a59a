"""Unit bench of rtl/groestl/hf_groestl_round.v (combinational), P and Q side by side
(rtl/groestl/tb/hf_groestl_round_tb.v).

The bench hashes random messages with the hardware rounds doing every round of P and Q --
the padding (the reference model `hashforge.hw.padding`), h ^ m, the feed-forward, the output
transformation's XOR and the truncation are done here in Python, the rounds only by the
modules -- and compares each digest with the C library (`hashforge.hash_bits`). A wrong bit in
a round constant, a shift, the S-box or MixBytes changes the digest.

Configuration (hashforge.hw.benchconfig): cols (8 / 16), final (1: round-3 tweak, 0: Groestl-0), count (messages,
default 12), seed.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge.hw import padding
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)


@cocotb.test()
async def groestl_round(dut):
    cols = CONFIG.setting("cols", 8)
    final = CONFIG.setting("final", 1)
    count = CONFIG.setting("count", 12)
    rng = random.Random(CONFIG.seed)
    sw = 64 * cols
    rounds = 10 if cols == 8 else 14
    digests = (224, 256) if cols == 8 else (384, 512)

    async def perm(p: int, q: int) -> tuple[int, int]:
        for r in range(rounds):
            dut.p_i.value, dut.q_i.value, dut.rnd_i.value = p, q, r
            await Timer(1, unit="ns")
            p, q = int(dut.p_o.value), int(dut.q_o.value)
        return p, q

    failures = []
    for n in range(count):
        bits = digests[n % 2]
        name = f"groestl{bits}" + ("" if final else "-r2")
        nbits = rng.randrange(0, 3 * sw) if n % 3 else 8 * rng.randrange(0, sw // 4)
        data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
        h = bits.to_bytes(2, "big").rjust(sw // 8, b"\0")   # the IV
        h = int.from_bytes(h, "little")                      # byte i in bits 8i..8i+7
        for blk in padding.blocks("HF_PAD_GROESTL", bytes(data), nbits, sw):
            m = int.from_bytes(blk.data, "little")
            p, q = await perm(h ^ m, m)
            h ^= p ^ q
        p, _ = await perm(h, 0)
        got = ((p ^ h).to_bytes(sw // 8, "little"))[-bits // 8:]
        want = hashforge.hash_bits(name, bytes(data), nbits)
        if got != want:
            failures.append((name, nbits, got.hex(), want.hex()))
    assert not failures, failures[:3]
