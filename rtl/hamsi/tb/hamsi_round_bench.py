"""Unit benches of rtl/hamsi/hf_hamsi_round.v and rtl/hamsi/hf_hamsi_expand.v (combinational).

`hamsi_round` (top hf_hamsi_round): hashes random messages with the hardware round doing every
round of P and Pf -- the padding (the reference model `hashforge.hw.padding`), the message
expansion, the concatenation, the truncation and the feed-forward are done here in Python, the
rounds only by the module -- and compares each digest with the C library
(`hashforge.hash_bits`). A wrong bit anywhere in the round (a constant, the S-box, an L, the
counter, alpha against alpha_f) changes the digest.

`hamsi_expand` (top hf_hamsi_expand): every single-bit block and random blocks through the
module, against the Python expansion the first bench has just shown to agree with the C library.

The tables (generator matrices, IV text, layouts, Hamsi-384's output words) come from
c/hamsi.c through the binding (`hashforge.hw.consts`), so they have one place. Configuration
(hashforge.hw.benchconfig): unit (round / expand), big (0 / 1), count (messages or blocks,
default 24), seed.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.triggers import Timer

import hashforge
from hashforge.hw import consts, padding, words
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

UNIT = CONFIG.setting("unit", "round")


def iv_text() -> bytes:
    return consts.text("hamsi", "IV_TEXT")


def params(bits: int) -> tuple[int, list[int]]:
    """(IV offset in IV_TEXT, chaining words that form the digest) of Hamsi-`bits`."""
    return consts.table("hamsi", f"H{bits}.iv_offset")[0], list(consts.table("hamsi", f"H{bits}.out_words"))


def expand(block: bytes, big: bool) -> list[int]:
    """expand() of c/hamsi.c: the sum of the codewords of the set message bits."""
    n, nbits = (16, 64) if big else (8, 32)
    half = n // 2
    gen = consts.table("hamsi", "GEN512" if big else "GEN256")
    m = [0] * n
    for k in range(nbits):
        if not (block[k // 8] >> (7 - k % 8)) & 1:
            continue
        g = gen[n * (k // 2): n * (k // 2 + 1)]
        for i in range(half):
            if k % 2 == 0:
                m[i] ^= g[i]
                m[half + i] ^= g[half + i]
            else:
                m[i] ^= g[i] ^ g[half + i]
                m[half + i] ^= g[i]
    return m


@cocotb.test(skip=UNIT != "round")
async def hamsi_round(dut):
    big = CONFIG.setting("big", False)
    count = CONFIG.setting("count", 24)
    rng = random.Random(CONFIG.seed)
    cols = 8 if big else 4
    nw = 4 * cols
    block_bits = 64 if big else 32
    layout = consts.text("hamsi", "LAYOUT_BIG" if big else "LAYOUT_SMALL").decode("ascii")
    failures = []
    for bits in ((384, 512) if big else (224, 256)):
        off, out_words = params(bits)
        iv = iv_text()[off: off + 4 * nw // 2]
        for n in range(count):
            nbits = rng.randrange(0, 6 * block_bits) if n % 3 else 8 * rng.randrange(0, block_bits // 2)
            data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
            if nbits % 8:
                data[-1] &= (0xFF << (8 - nbits % 8)) & 0xFF
            h = [int.from_bytes(iv[4 * i: 4 * i + 4], "big") for i in range(nw // 2)]
            for blk in padding.blocks("hamsi", bytes(data), nbits, block_bits):
                m = iter(expand(blk.data, big))
                c = iter(h)
                s = [next(m) if kind == "m" else next(c) for kind in layout]
                rounds = (12 if big else 6) if blk.last else (6 if big else 3)
                for r in range(rounds):
                    dut.s_i.value = words.pack(s, 32)
                    dut.fin_i.value = int(blk.last)
                    dut.rc_i.value = r
                    await Timer(1, unit="ns")
                    s = words.unpack(int(dut.s_o.value), nw, 32)
                h = [h[i] ^ s[i] for i in range(cols)] + [h[cols + i] ^ s[2 * cols + i] for i in range(cols)]
            got = b"".join(h[w].to_bytes(4, "big") for w in out_words)
            want = hashforge.hash_bits(f"hamsi{bits}", bytes(data), nbits)
            if got != want:
                failures.append((bits, nbits, got.hex(), want.hex()))
    assert not failures, failures[:3]


@cocotb.test(skip=UNIT != "expand")
async def hamsi_expand(dut):
    big = CONFIG.setting("big", False)
    count = CONFIG.setting("count", 24)
    rng = random.Random(CONFIG.seed)
    nbytes = 8 if big else 4
    blocks = [(1 << k).to_bytes(nbytes, "big") for k in range(8 * nbytes)]
    blocks += [bytes(nbytes), bytes([0xFF] * nbytes)]
    blocks += [rng.getrandbits(8 * nbytes).to_bytes(nbytes, "big") for _ in range(10 * count)]
    failures = []
    for block in blocks:
        dut.blk_i.value = int.from_bytes(block, "little")   # message byte i in [8i+7:8i]
        await Timer(1, unit="ns")
        want = words.pack(expand(block, big), 32)
        if int(dut.m_o.value) != want:
            failures.append((block.hex(), hex(int(dut.m_o.value)), hex(want)))
    assert not failures, failures[:3]
