"""Unit bench of rtl/ascon/hf_ascon_round.v (one combinational permutation round, with
hf_ascon_sbox).

The bench hashes random messages with the hardware round doing every round of every
permutation -- the IV's p^12, p^b after each message block, p^a after the last one, p^b between
output blocks -- while the IV, the padding, the absorbing XOR and the output are done here in
Python, and compares each digest with the C library (`hashforge.hash_bits`), for all five
identifiers. A wrong bit in the constant, the S-box or the linear layer changes every digest.

Configuration (hashforge.hw.benchconfig): count (messages per identifier, default 12), seed.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

# identifier: (SP 800-232, ROUNDS_B, XOF); the IV layout is the one c/ascon.c documents
VARIANTS = {"ascon-hash": (False, 12, False), "ascon-hasha": (False, 8, False),
            "ascon-xof": (False, 12, True), "ascon-hash256": (True, 12, False),
            "ascon-xof128": (True, 12, True)}
MASK = (1 << 64) - 1


def iv(sp: bool, rounds_b: int, xof: bool) -> int:
    hlen = 0 if xof else 256
    if sp:   # bytes little-endian: variant, 0, b << 4 | a, digest length (16 bits), rate in bytes
        return int.from_bytes(bytes([3 if xof else 2, 0, 0xCC]) + hlen.to_bytes(2, "little")
                              + bytes([8, 0, 0]), "little")
    # bytes big-endian: 0, rate in bits, a, a - b, digest length (32 bits)
    return int.from_bytes(bytes([0, 64, 12, 12 - rounds_b]) + hlen.to_bytes(4, "big"), "big")


def pad(data: bytes, nbits: int, sp: bool) -> bytes:
    """The message with each version's padding bit, to a multiple of 8 bytes (c/ascon.c)."""
    buf = bytearray(data[: nbits // 8])
    k = nbits % 8
    if sp:   # valid bits of a partial byte to its bottom, then 1 << k
        buf.append(((data[nbits // 8] >> (8 - k)) if k else 0) | (1 << k))
    else:    # valid bits stay at the top, then 0x80 >> k
        buf.append((data[nbits // 8] if k else 0) | (0x80 >> k))
    return bytes(buf) + bytes(-len(buf) % 8)


@cocotb.test()
async def ascon_round(dut):
    count = CONFIG.setting("count", 12)
    rng = random.Random(CONFIG.seed)
    state = [0] * 5

    async def perm(n: int):
        for r in range(12 - n, 12):
            dut.s_i.value = sum(x << (64 * i) for i, x in enumerate(state))
            dut.r_i.value = r
            await Timer(1, unit="ns")
            v = int(dut.s_o.value)
            state[:] = [(v >> (64 * i)) & MASK for i in range(5)]

    failures = []
    for name, (sp, rounds_b, xof) in VARIANTS.items():
        order = "little" if sp else "big"
        for n in range(count):
            nbits = rng.randrange(0, 64 * 5) if n % 3 else 8 * rng.randrange(0, 24)
            out_bits = 8 * rng.randrange(1, 48) if xof else 256
            data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
            if nbits % 8:
                data[-1] &= (0xFF << (8 - nbits % 8)) & 0xFF
            state[:] = [iv(sp, rounds_b, xof), 0, 0, 0, 0]
            await perm(12)
            padded = pad(bytes(data), nbits, sp)
            for off in range(0, len(padded), 8):
                state[0] ^= int.from_bytes(padded[off:off + 8], order)
                await perm(12 if off + 8 == len(padded) else rounds_b)
            out = b""
            while len(out) < out_bits // 8:
                if out:
                    await perm(rounds_b)
                out += state[0].to_bytes(8, order)
            got = out[: out_bits // 8]
            want = hashforge.hash_bits(name, bytes(data), nbits, out_bits if xof else None)
            if got != want:
                failures.append((name, nbits, out_bits, got.hex(), want.hex()))
    assert not failures, failures[:3]
