"""Unit bench of rtl/irrupt/hf_irrupt_ir1.v (one combinational EnRUPT round ir1).

The bench hashes random messages with the hardware round doing every ir1 -- the word
reading, the padding, the ir2s grouping (eight rounds, then d[1] ^= word), the length word,
the blank ir2s, the output and the round counter are done here in Python as c/irrupt.c does
them, the round itself only by the module -- and compares each digest with the C library
(`hashforge.hash_bits`). A wrong bit in the round changes the digest. Then random round
inputs with r over the whole word (the counter's top bits, which short messages never
reach) against an independent Python round.

Configuration (hashforge.hw.benchconfig): word (32 or 64), count (messages, default 24), random (round vectors,
default 300), seed.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

H, ROUNDS, BLANK = 16, 8, 16


def ir1_model(w: int, x1: int, x4: int, x2: int, x0: int, d: int, r: int) -> tuple[int, int]:
    """(new x[r+2], new d[r%2]) of one round, from the header of c/irrupt.c."""
    mask = (1 << w) - 1
    t = ((x1 << 1) ^ x4 ^ d ^ r) & mask
    s = w // 4
    u = ((t >> s) | (t << (w - s))) & mask
    f = (u * 9) & mask
    return x2 ^ f, d ^ f ^ x0


def message_words(data: bytes, nbits: int, w: int) -> list[int]:
    """The message as w-bit big-endian words, the last one padded with a 1 bit and zeros
    (always: a word-aligned message gets one more word)."""
    wb = w // 8
    full, tail = divmod(nbits, w)
    words = [int.from_bytes(data[i * wb:(i + 1) * wb], "big") for i in range(full)]
    last = int.from_bytes(data[full * wb: full * wb + (tail + 7) // 8].ljust(wb, b"\0"), "big")
    words.append(last | (1 << (w - 1 - tail)))
    return words


@cocotb.test()
async def irrupt_ir1(dut):
    w = CONFIG.setting("word", 32)
    count = CONFIG.setting("count", 24)
    n_vec = CONFIG.setting("vectors", 300)
    rng = random.Random(CONFIG.seed)
    mask, wb = (1 << w) - 1, w // 8
    name, digest_bits = f"irrupt{w}", 8 * w
    st = {"x": [0] * H, "d": [0, 0], "r": 0}

    async def rnd():
        x, d, r = st["x"], st["d"], st["r"]
        i = r % H
        dut.x1_i.value = x[i ^ 1]
        dut.x4_i.value = x[(i + 4) % H]
        dut.x2_i.value = x[(i + 2) % H]
        dut.x0_i.value = x[i]
        dut.d_i.value = d[r % 2]
        dut.r_i.value = r & mask
        await Timer(1, unit="ns")
        x[(i + 2) % H] = int(dut.x2_o.value)
        d[r % 2] = int(dut.d_o.value)
        st["r"] = r + 1

    async def ir2s(p: int):
        for _ in range(ROUNDS):
            await rnd()
        st["d"][1] ^= p

    failures = []
    for n in range(count):
        nbits = rng.randrange(0, 20 * w) if n % 3 else w * rng.randrange(0, 6)
        data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
        if nbits % 8:
            data[-1] &= (0xFF << (8 - nbits % 8)) & 0xFF
        st.update(x=[0] * H, d=[0, 0], r=0)
        for word in message_words(bytes(data), nbits, w):
            await ir2s(word)
        await ir2s(digest_bits)
        for _ in range(BLANK):
            await ir2s(0)
        out = b""
        while len(out) < digest_bits // 8:
            await ir2s(0)
            out += st["d"][1].to_bytes(wb, "big")
        want = hashforge.hash_bits(name, bytes(data), nbits)
        if out != want:
            failures.append(("hash", nbits, out.hex(), want.hex()))

    for _ in range(n_vec):
        ins = [rng.getrandbits(w) for _ in range(5)]
        r = rng.choice([rng.getrandbits(w), mask - rng.randrange(16), rng.randrange(1 << 20)])
        dut.x1_i.value, dut.x4_i.value, dut.x2_i.value, dut.x0_i.value, dut.d_i.value = ins
        dut.r_i.value = r
        await Timer(1, unit="ns")
        got = (int(dut.x2_o.value), int(dut.d_o.value))
        want = ir1_model(w, *ins, r)
        if got != want:
            failures.append(("round", ins, r, got, want))
    assert not failures, failures[:3]
