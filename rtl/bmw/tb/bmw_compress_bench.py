"""Unit bench of BMW's compression function: rtl/bmw/hf_bmw_f0.v, hf_bmw_f1.v and hf_bmw_f2.v
chained combinationally by rtl/bmw/tb/hf_bmw_compress_tb.v, or (a top with a clock) the folded
f0 (hf_bmw_f0_fold.v) before them by rtl/bmw/tb/hf_bmw_compress_fold_tb.v, or the folded f2
(hf_bmw_f2_fold.v) after f0 and f1 by rtl/bmw/tb/hf_bmw_f2_fold_tb.v: there a compression is
ld_i for one cycle, then cycles clock cycles (16 / F0_UNITS; 20 for the folded f2).

`bmw_compress` hashes messages (the corner lengths and random ones) of both digest sizes of a
word size with the module doing every compression, the final one (the chaining value
compressed as a message under CONST_final) included -- the padding (the reference model
`hashforge.hw.padding`), the IV and the truncation are done here in Python, as c/bmw.c does
them -- and compares each digest with the C library (`hashforge.hash_bits`). A wrong bit
anywhere in f0, f1 (an expansion, an AddElement) or f2 changes the digest.

Configuration (hashforge.hw.benchconfig): word (32 / 64), count (random messages per digest size besides the corner
lengths, default 6), seed, cycles (the clocked top's cycles after ld_i, default 8).
"""
from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, Timer

import hashforge
from hashforge.hw import padding
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

# digest bits -> first byte of the IV's byte sequence (c/bmw.c P224 .. P512)
IV_FIRST = {224: 0x00, 256: 0x40, 384: 0x00, 512: 0x80}


def iv(bits: int, wb: int) -> int:
    """The IV as the core's vector: word i = bytes f + wb/8 i, ... big-endian, in bits wb i.."""
    n = wb // 8
    words = [int.from_bytes(bytes((IV_FIRST[bits] + n * i + b) & 0xFF for b in range(n)), "big")
             for i in range(16)]
    return sum(w << (wb * i) for i, w in enumerate(words))


def const_final(wb: int) -> int:
    """CONST_final: word i = 0xaa..a0 + i."""
    base = int("aa" * (wb // 8 - 1) + "a0", 16)
    return sum((base + i) << (wb * i) for i in range(16))


def _corner_lengths(block_bits: int) -> list[int]:
    # the empty message, partial bytes, the longest one-block message and one bit more (the
    # length field spills into a second block), one block, one block and a bit
    short = block_bits - 65
    return [0, 1, 7, 8, short, short + 1, block_bits - 1, block_bits, block_bits + 1]


@cocotb.test()
async def bmw_compress(dut):
    wb = CONFIG.setting("word", 32)
    count = CONFIG.setting("count", 6)
    rng = random.Random(CONFIG.seed)
    block_bits = 16 * wb

    clocked = hasattr(dut, "clk")
    if clocked:
        cycles = CONFIG.setting("cycles", 8)
        cocotb.start_soon(Clock(dut.clk, 10, unit="ns").start())
        dut.ld_i.value = 0
        # the folded wrapper's step counter has no reset and powers up at random (tests run
        # from a random state): let it run out before the first load
        for _ in range(32):
            await FallingEdge(dut.clk)

    async def compress(m: int, h: int) -> int:
        dut.m_i.value = m
        dut.h_i.value = h
        if clocked:
            dut.ld_i.value = 1
            await FallingEdge(dut.clk)
            dut.ld_i.value = 0
            for _ in range(cycles):
                await FallingEdge(dut.clk)
        await Timer(1, unit="ns")
        return int(dut.h_o.value)

    failures = []
    for bits in ((224, 256) if wb == 32 else (384, 512)):
        lengths = _corner_lengths(block_bits) + [rng.randrange(0, 3 * block_bits) for _ in range(count)]
        for nbits in lengths:
            data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
            if nbits % 8:
                data[-1] &= (0xFF << (8 - nbits % 8)) & 0xFF
            h = iv(bits, wb)
            for blk in padding.blocks("HF_PAD_MD_LE", bytes(data), nbits, block_bits):
                h = await compress(int.from_bytes(blk.data, "little"), h)   # words little-endian
            c = await compress(h, const_final(wb))
            got = c.to_bytes(block_bits // 8, "little")[-bits // 8:]
            want = hashforge.hash_bits(f"bmw{bits}", bytes(data), nbits)
            if got != want:
                failures.append((bits, nbits, got.hex(), want.hex()))
    assert not failures, failures[:3]
