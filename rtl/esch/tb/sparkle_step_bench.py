"""Unit bench of rtl/esch/hf_sparkle_step.v (one combinational SPARKLE step).

The bench hashes random messages with the hardware step doing every step of every SPARKLE
permutation -- the message injection, the padding, the last block's constant and the
squeeze are done here in Python, the step itself only by the module -- and compares each
digest with the C library (`hashforge.hash_bits`). Big permutations use step indices up to
10 (Esch256) or 11 (Esch384), so every step constant is exercised; a wrong bit in the ARX
boxes or the linear layer changes the digest.

Configuration (hashforge.hw.benchconfig): branches (6: Esch256 on SPARKLE-384, 8: Esch384 on SPARKLE-512), count
(messages, default 24), seed.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

RATE_BYTES = 16
# branches -> (identifier, slim steps, big steps)
ESCH = {6: ("esch256", 7, 11), 8: ("esch384", 8, 12)}
MASK = 0xFFFFFFFF


def _ell(x: int) -> int:
    t = (x ^ (x << 16)) & MASK
    return ((t >> 16) | (t << 16)) & MASK


@cocotb.test()
async def sparkle_step(dut):
    nb = CONFIG.setting("branches", 6)
    count = CONFIG.setting("count", 24)
    rng = random.Random(CONFIG.seed)
    name, slim, big = ESCH[nb]
    digest_bytes = int(name[4:]) // 8

    async def perm(w: list[int], steps: int) -> list[int]:
        for s in range(steps):
            dut.state_i.value = sum(x << (32 * k) for k, x in enumerate(w))
            dut.step_i.value = s
            await Timer(1, unit="ns")
            v = int(dut.state_o.value)
            w = [(v >> (32 * k)) & MASK for k in range(2 * nb)]
        return w

    def inject(w: list[int], block: bytes) -> None:
        m = [int.from_bytes(block[4 * i:4 * i + 4], "little") for i in range(4)]
        tx, ty = _ell(m[0] ^ m[2]), _ell(m[1] ^ m[3])
        for k in range(nb):
            w[k] ^= (ty if k % 2 == 0 else tx) ^ (m[k] if k < 4 else 0)

    failures = []
    for n in range(count):
        # every third message a whole number of blocks (the full last block: const_M1)
        nbits = 8 * RATE_BYTES * rng.randrange(0, 4) if n % 3 == 0 else rng.randrange(0, 8 * RATE_BYTES * 3)
        data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
        k = nbits % 8
        if k:
            data[-1] &= (0xFF << (8 - k)) & 0xFF
        nfull = (nbits - 1) // (8 * RATE_BYTES) if nbits else 0
        w = [0] * (2 * nb)
        for i in range(nfull):
            inject(w, bytes(data[RATE_BYTES * i:RATE_BYTES * (i + 1)]))
            w = await perm(w, slim)
        tail_bits = nbits - 8 * RATE_BYTES * nfull
        last = bytearray(data[RATE_BYTES * nfull:]).ljust(RATE_BYTES, b"\0")
        padded = tail_bits < 8 * RATE_BYTES
        if padded:   # a 1 bit right after the message (MSB-first), zeros
            last[tail_bits // 8] |= 0x80 >> (tail_bits % 8)
        inject(w, bytes(last))
        w[nb - 1] ^= (1 if padded else 2) << 24
        w = await perm(w, big)
        out = b""
        while len(out) < digest_bytes:
            if out:
                w = await perm(w, slim)
            out += b"".join(x.to_bytes(4, "little") for x in w[:4])
        want = hashforge.hash_bits(name, bytes(data), nbits)
        if out[:digest_bytes] != want:
            failures.append((nbits, out[:digest_bytes].hex(), want.hex()))
    assert not failures, failures[:3]
