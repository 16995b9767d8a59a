"""Unit bench of rtl/radiogatun/hf_radiogatun_round.v (combinational R()).

The bench hashes random messages with the hardware round doing every R() -- the input
injection, the padding, the 16 blank rounds and the output extraction are done here in
Python, the round itself only by the module -- and compares each digest with the C library
(`hashforge.hash_bits`). A wrong bit anywhere in the belt or the mill changes the digest.

Configuration (hashforge.hw.benchconfig): word (32 or 64), count (messages, default 24), seed.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge.hw import words
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

MILL, BELT, BLANK = 19, 13, 16


@cocotb.test()
async def radiogatun_round(dut):
    w = CONFIG.setting("word", 32)
    count = CONFIG.setting("count", 24)
    rng = random.Random(CONFIG.seed)
    name = f"radiogatun{w}"
    wb = w // 8
    out_bits = 256

    state = {"a": [0] * MILL, "b": [0] * (3 * BELT)}

    async def rnd():
        dut.a_i.value = words.pack(state["a"], w)
        dut.b_i.value = words.pack(state["b"], w)
        await Timer(1, unit="ns")
        state["a"] = words.unpack(int(dut.a_o.value), MILL, w)
        state["b"] = words.unpack(int(dut.b_o.value), 3 * BELT, w)

    failures = []
    for n in range(count):
        nbits = rng.randrange(0, 8 * 3 * wb * 4) if n % 3 else 8 * rng.randrange(0, 3 * wb * 2)
        data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
        k = nbits % 8
        if k:
            data[-1] &= (0xFF << (8 - k)) & 0xFF
        # padding as c/radiogatun.c: the partial byte's bits go to the bottom, then a 1 bit
        padded = bytearray(data[: nbits // 8])
        padded.append(((data[nbits // 8] >> (8 - k)) if k else 0) | (1 << k))
        padded += bytes(-len(padded) % (3 * wb))
        state["a"], state["b"] = [0] * MILL, [0] * (3 * BELT)
        for off in range(0, len(padded), 3 * wb):
            for i in range(3):
                m = int.from_bytes(padded[off + wb * i: off + wb * (i + 1)], "little")
                state["b"][i] ^= m
                state["a"][16 + i] ^= m
            await rnd()
        for _ in range(BLANK):
            await rnd()
        out = b""
        while len(out) < out_bits // 8:
            await rnd()
            out += state["a"][1].to_bytes(wb, "little") + state["a"][2].to_bytes(wb, "little")
        got = out[: out_bits // 8]
        want = hashforge.hash_bits(name, bytes(data), nbits)
        if got != want:
            failures.append((nbits, got.hex(), want.hex()))
    assert not failures, failures[:3]
