"""Unit bench of rtl/xoodyak/hf_xoodoo_round.v (one combinational Xoodoo round).

The bench hashes messages with Xoodyak's hash mode (Cyclist) with the hardware round doing
every round of every Xoodoo[12] -- the absorbing (padding, the 0x01 after a full block, the
first block's colour byte), the squeezing and its Down are done here in Python, as
c/xoodyak.c does them, the round itself (constant included) only by the module -- and
compares each digest with the C library (`hashforge.hash_bits`). A wrong bit anywhere in the
round or its constant table changes the digest.

Configuration (hashforge.hw.benchconfig): count (random messages besides the corner lengths, default 24), seed.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

RATE = 16          # bytes absorbed / squeezed per block
ROUNDS = 12
DIGEST = 32


def _corner_lengths() -> list[int]:
    # the empty message, partial bytes, a block less a bit, exactly one and two blocks, one
    # bit into a block
    return [0, 1, 7, 8, 127, 128, 129, 255, 256, 257]


@cocotb.test()
async def xoodoo_round(dut):
    count = CONFIG.setting("count", 24)
    rng = random.Random(CONFIG.seed)

    state = bytearray(48)

    async def permute():
        v = int.from_bytes(state, "little")
        for r in range(ROUNDS):
            dut.state_i.value = v
            dut.rnd_i.value = r
            await Timer(1, unit="ns")
            v = int(dut.state_o.value)
        state[:] = v.to_bytes(48, "little")

    def down(block: bytes, first: bool, full: bool):
        for i, b in enumerate(block):
            state[i] ^= b
        if full:
            state[RATE] ^= 0x01
        if first:
            state[47] ^= 0x01

    lengths = _corner_lengths() + [rng.randrange(0, 8 * RATE * 4) for _ in range(count)]
    failures = []
    for nbits in lengths:
        data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
        k = nbits % 8
        if k:
            data[-1] &= (0xFF << (8 - k)) & 0xFF
        # blocks: 16-byte ones, then a partial one with its bits moved to the bottom of the
        # last byte and a 1 after them (an empty message is one such block)
        nfull = (nbits - 1) // (8 * RATE) if nbits else 0
        tail_bits = nbits - 8 * RATE * nfull
        blocks = [(bytes(data[RATE * i:RATE * (i + 1)]), True) for i in range(nfull)]
        if tail_bits == 8 * RATE:
            blocks.append((bytes(data[RATE * nfull:]), True))
        else:
            tail = bytearray(data[RATE * nfull:])
            tail += bytes(RATE - len(tail))
            if k:
                tail[tail_bits // 8] >>= 8 - k
            tail[tail_bits // 8] |= 1 << k
            blocks.append((bytes(tail), False))
        state[:] = bytes(48)
        for i, (blk, full) in enumerate(blocks):
            if i:
                await permute()
            down(blk, i == 0, full)
        out = b""
        while len(out) < DIGEST:
            if out:
                state[0] ^= 0x01
            await permute()
            out += bytes(state[:RATE])
        want = hashforge.hash_bits("xoodyak", bytes(data), nbits)
        if out != want:
            failures.append((nbits, out.hex(), want.hex()))
    assert not failures, failures[:3]
