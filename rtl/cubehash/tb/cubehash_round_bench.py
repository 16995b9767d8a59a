"""Unit bench of rtl/cubehash/hf_cubehash_round.v (one combinational CubeHash round).

`cubehash_round`: first recomputes the four IVs with the module (160 rounds from x[0] = h/8,
x[1] = 32, x[2] = 16, as cubehash_init() in c/cubehash.c) and checks them against the
constants stored in rtl/cubehash/hf_cubehash.v; then hashes messages (the corner lengths and
random ones, every digest size) with the module doing every round -- the padding (the reference
model `hashforge.hw.padding`), the block XOR, the 1 into x[31] and the truncation are done here
in Python, the rounds only by the module -- and compares each digest with the C library
(`hashforge.hash_bits`). A wrong bit anywhere in the round (a rotation, a swap, an add) changes
every IV and digest.

Configuration (hashforge.hw.benchconfig): count (random messages per digest size besides the corner lengths, default 8),
seed, top_source (the top whose IV constants are checked; default the repository's).
"""
from __future__ import annotations

import random
import re
from pathlib import Path

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge import paths
from hashforge.hw import padding
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

R, FINAL, BLOCK_BITS = 16, 160, 256
SIZES = (224, 256, 384, 512)


def stored_ivs(path: Path | None = None) -> dict[int, int]:
    """The IV constants of hf_cubehash.v: {digest bits: the state, x[i] in bits 32i..}."""
    text = (path or paths.rtl_dir() / "cubehash" / "hf_cubehash.v").read_text()
    return {int(b): int(v, 16) for b, v in re.findall(r"IV(\d+)\s*=\s*1024'h([0-9a-fA-F]+)", text)}


def _corner_lengths() -> list[int]:
    # the empty message, partial bytes, a block less a bit, one block, one bit more, two blocks
    return [0, 1, 7, 8, 255, 256, 257, 511, 512]


@cocotb.test()
async def cubehash_round(dut):
    count = CONFIG.setting("count", 8)
    rng = random.Random(CONFIG.seed)
    top = CONFIG.setting("top_source", "") or None

    async def rounds(v: int, n: int) -> int:
        for _ in range(n):
            dut.state_i.value = v
            await Timer(1, unit="ns")
            v = int(dut.state_o.value)
        return v

    failures = []
    stored = stored_ivs(Path(top) if top else None)
    assert sorted(stored) == list(SIZES), stored
    for bits in SIZES:
        iv = await rounds((bits // 8) | (32 << 32) | (R << 64), FINAL)
        if iv != stored[bits]:
            failures.append((bits, "IV", hex(iv), hex(stored[bits])))
        lengths = _corner_lengths() + [rng.randrange(0, 3 * BLOCK_BITS) for _ in range(count)]
        for nbits in lengths:
            data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
            if nbits % 8:
                data[-1] &= (0xFF << (8 - nbits % 8)) & 0xFF
            x = iv
            for blk in padding.blocks("HF_PAD_10", bytes(data), nbits, BLOCK_BITS):
                x ^= int.from_bytes(blk.data, "little")      # x[i] ^= the block's word i (LE)
                x = await rounds(x, R)
            x ^= 1 << (32 * 31)
            x = await rounds(x, FINAL)
            got = x.to_bytes(128, "little")[:bits // 8]
            want = hashforge.hash_bits(f"cubehash{bits}", bytes(data), nbits)
            if got != want:
                failures.append((bits, nbits, got.hex(), want.hex()))
    assert not failures, failures[:3]
