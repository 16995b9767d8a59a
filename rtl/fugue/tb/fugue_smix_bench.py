"""Unit bench of rtl/fugue/hf_fugue_smix.v (Fugue's SMIX on columns 0..3, combinational).

The bench hashes messages with Fugue-224/256/384/512 with the hardware SMIX doing every SMIX
of every round R, G1 round and G2 step -- TIX, ROR3, CMIX, the G2 column XORs and rotations,
the padding and the output are done here in Python, as c/fugue.c does them, SMIX (S-box and
super-mix) only by the module -- and compares each digest with the C library
(`hashforge.hash_bits`). A wrong bit anywhere in SMIX changes the digest.

Configuration (hashforge.hw.benchconfig): count (random messages per digest size besides the corner lengths, default 6),
seed.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge.hw import consts
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

# digest bits: (columns S, rounds K per word, G1 rounds)
PARAMS = {224: (30, 2, 10), 256: (30, 2, 10), 384: (36, 3, 18), 512: (36, 4, 32)}


# The IVs: c/fugue.c's tables (the golden model's), through the binding
IVS = {bits: bytes(consts.table("fugue", f"IV{bits}")) for bits in PARAMS}


@cocotb.test()
async def fugue_smix(dut):
    count = CONFIG.setting("count", 6)
    rng = random.Random(CONFIG.seed)

    async def smix(cols: list[int]) -> None:
        dut.col_i.value = sum(c << (32 * i) for i, c in enumerate(cols[:4]))
        await Timer(1, unit="ns")
        v = int(dut.col_o.value)
        cols[:4] = [(v >> (32 * i)) & 0xFFFFFFFF for i in range(4)]

    def ror(cols: list[int], r: int) -> list[int]:
        return cols[-r:] + cols[:-r]        # column c moves to c + r

    async def round_r(cols: list[int]) -> list[int]:
        s = len(cols)
        cols = ror(cols, 3)
        for i in range(3):
            cols[i] ^= cols[4 + i]
            cols[s // 2 + i] ^= cols[4 + i]
        await smix(cols)
        return cols

    async def digest(bits: int, data: bytes, nbits: int) -> bytes:
        s, k, g1 = PARAMS[bits]
        n = bits // 32
        groups = (n + 3) // 4
        cols = [0] * s          # the IV state: zeros, the IV in the last n columns
        ivb = IVS[bits]
        for i in range(n):
            cols[s - n + i] = int.from_bytes(ivb[4 * i:4 * i + 4], "little")
        words = [data[i:i + 4] for i in range(0, (nbits + 31) // 32 * 4, 4)]
        words = [w + bytes(4 - len(w)) for w in words]
        length = nbits.to_bytes(8, "big")
        words += [length[:4], length[4:]]
        for w in words:
            cols[6 * k - 2] ^= cols[0]
            cols[0] = int.from_bytes(w, "little")
            cols[8] ^= cols[0]
            for i in range(k - 1):
                cols[3 * i + 1] ^= cols[s - 3 * k + 3 * i]
            for _ in range(k):
                cols = await round_r(cols)
        for _ in range(g1):
            cols = await round_r(cols)
        span = s // groups
        for _ in range(13):
            for step in range(groups):
                cols[4] ^= cols[0]
                for j in range(1, groups):
                    cols[j * span + (step >= j)] ^= cols[0]
                cols = ror(cols, span if step + 1 < groups else span - 1)
                await smix(cols)
        cols[4] ^= cols[0]
        for j in range(1, groups):
            cols[j * span] ^= cols[0]
        out = []
        for j in range(groups):
            start = 1 if j == 0 else j * span
            out += cols[start:start + 4]
        return b"".join(c.to_bytes(4, "little") for c in out[:n])

    failures = []
    for bits in PARAMS:
        lengths = [0, 1, 8, 31, 32, 33, 64] + [rng.randrange(0, 512) for _ in range(count)]
        for nbits in lengths:
            data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
            if nbits % 8:
                data[-1] &= (0xFF << (8 - nbits % 8)) & 0xFF
            got = await digest(bits, bytes(data), nbits)
            want = hashforge.hash_bits(f"fugue{bits}", bytes(data), nbits)
            if got != want:
                failures.append(f"fugue{bits} {nbits} bits: {got.hex()} != {want.hex()}")
    assert not failures, "\n".join(failures[:8])
