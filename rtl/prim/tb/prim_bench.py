"""cocotb unit benches of the primitives in rtl/prim, each compared with its C twin through
hashforge._native.prim_* (the C library passes every official KAT, so it is the golden model).

Loaded inside the simulator by `hashforge.hw.sim.run_unit(unit, <this file>, ...)`; the bench
top (rtl/prim/tb/*_tb.v, COCOTB_TOPLEVEL) selects the checks. Configuration (BenchConfig):
  seed        random seed (default 1)
  vectors     setting: random inputs per primitive besides the edge cases (default 300)
  sbox        setting, hf_sbox4_tb only: the 16 S-box entries as 32 hex digits, entry 0 first
The tops are combinational: inputs are driven, the model settles within a time step, outputs
are read. A mismatch fails the test with the first few differences in its message.
"""
from __future__ import annotations

import os
import random
from collections.abc import Awaitable, Callable

import cocotb
from cocotb.triggers import Timer

from hashforge import _native as c
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

M32 = (1 << 32) - 1
M64 = (1 << 64) - 1
MAX_REPORTED = 8


class Checker:
    """Collects mismatches so that one run reports several, then fails once."""

    def __init__(self) -> None:
        self.checked = 0
        self.failures: list[str] = []

    def eq(self, tag: str, got: int, want: int, width: int) -> None:
        self.checked += 1
        if got != want:
            digits = (width + 3) // 4
            self.failures.append(f"{tag}: got {got:0{digits}x} want {want:0{digits}x}")

    def done(self, name: str) -> None:
        shown = "\n".join(self.failures[:MAX_REPORTED])
        assert not self.failures, f"{name}: {len(self.failures)} of {self.checked} checks failed\n{shown}"
        cocotb.log.info("%s: %d checks passed", name, self.checked)


async def settle() -> None:
    await Timer(1, unit="ns")


def lanes(value: int, width: int, count: int) -> list[int]:
    """`count` fields of `width` bits, field k from bits [width*k +: width]."""
    mask = (1 << width) - 1
    return [(value >> (width * k)) & mask for k in range(count)]


def edge_words(width: int) -> list[int]:
    mask = (1 << width) - 1
    alt = int("5" * (width // 4 + 1), 16) & mask
    return [0, mask, 1, 1 << (width - 1), alt, alt ^ mask]


# ------------------------------------------------------------------ AES S-box and round
async def bench_aes(dut, rng: random.Random, n: int, chk: Checker) -> None:
    for x in range(256):                         # every entry of the S-box
        dut.sbox_x_i.value = x
        await settle()
        chk.eq(f"sbox({x:02x})", int(dut.sbox_y_o.value), c.prim_aes_sbox(x), 8)

    cases: list[tuple[bytes, bytes | None]] = [
        (bytes(16), None),                       # the C NULL key is a zero round key
        (bytes(16), bytes(16)),
        (b"\xff" * 16, b"\xff" * 16),
        (bytes(range(16)), bytes(range(16, 32))),
        (bytes(range(0, 256, 16)), None),        # one distinct value per byte position
    ]
    cases += [(rng.randbytes(16), rng.randbytes(16)) for _ in range(n)]
    for state, rk in cases:
        dut.state_i.value = int.from_bytes(state, "little")
        dut.rk_i.value = int.from_bytes(rk or bytes(16), "little")
        await settle()
        want = int.from_bytes(c.prim_aes_round(state, rk), "little")
        chk.eq(f"round({state.hex()}, {rk.hex() if rk else 'NULL'})", int(dut.state_o.value), want, 128)


# ------------------------------------------------------------------ GF(2^8) helpers
async def bench_gf8(dut, rng: random.Random, n: int, chk: Checker) -> None:
    edge_b = [0, 1, 2, 3, 0x80, 0xFF]
    edge_col = [0, M32, 0x455313DB, 0x01010101, 0x80808080]   # 0x455313DB: FIPS 197's db 13 53 45
    cases: list[tuple[int, int, int]] = []
    for x in range(256):                         # every x, with an edge or a random multiplier
        b = edge_b[x % len(edge_b)] if x < 2 * len(edge_b) else rng.getrandbits(8)
        col = edge_col[x] if x < len(edge_col) else rng.getrandbits(32)
        cases.append((x, b, col))
    cases += [(rng.getrandbits(8), rng.getrandbits(8), rng.getrandbits(32)) for _ in range(n)]
    for x, b, col in cases:
        dut.x_i.value = x
        dut.b_i.value = b
        dut.col_i.value = col
        await settle()
        chk.eq(f"xtime({x:02x})", int(dut.xtime_o.value), c.prim_gf_xtime(x), 8)
        chk.eq(f"mul({x:02x}, {b:02x})", int(dut.mul_o.value), c.prim_gf_mul(x, b), 8)
        for k, got in enumerate(lanes(int(dut.mul_c_o.value), 8, 8)):
            chk.eq(f"mul({x:02x}, const {k})", got, c.prim_gf_mul(x, k), 8)
        want = int.from_bytes(c.prim_aes_mix_column(col.to_bytes(4, "little")), "little")
        chk.eq(f"mix_column({col:08x})", int(dut.col_o.value), want, 32)


# ------------------------------------------------------------------ bitsliced 4-bit S-box layer
def sbox4_ref(sbox: bytes, words: list[int], n: int) -> list[int]:
    """hf_sbox4_words is the layer at N = 32: apply it to each 32-bit slice of the N columns
    (the last slice zero-extended, its extra columns dropped)."""
    out = [0, 0, 0, 0]
    for lo in range(0, n, 32):
        res = c.prim_sbox4_words(sbox, *[(w >> lo) & M32 for w in words])
        for i in range(4):
            out[i] |= res[i] << lo
    mask = (1 << n) - 1
    return [w & mask for w in out]


async def bench_sbox4(dut, rng: random.Random, n: int, chk: Checker) -> None:
    sbox = bytes.fromhex(CONFIG.setting("sbox", ""))
    ports_in = (dut.a_i, dut.b_i, dut.c_i, dut.d_i)
    ports_out = (dut.a_o, dut.b_o, dut.c_o, dut.d_o)
    cols = len(dut.a_i)
    ones = (1 << cols) - 1
    cases: list[list[int]] = []
    for v in range(16):                          # every S-box entry in every column at once
        cases.append([ones if (v >> i) & 1 else 0 for i in range(4)])
    for i in range(4):                           # one bit set: catches a swapped word or column
        for j in sorted({0, cols - 1, rng.randrange(cols)}):
            cases.append([(1 << j) if k == i else 0 for k in range(4)])
    cases += [[rng.getrandbits(cols) for _ in range(4)] for _ in range(n)]
    for words in cases:
        for port, w in zip(ports_in, words, strict=True):
            port.value = w
        await settle()
        want = sbox4_ref(sbox, words, cols)
        tag = "sbox4(" + ", ".join(f"{w:x}" for w in words) + ")"
        for name, port, wv in zip("abcd", ports_out, want, strict=True):
            chk.eq(f"{tag}.{name}", int(port.value), wv, cols)


# ------------------------------------------------------------------ word helpers
def csa_ref(x: int, y: int, z: int, bits: int) -> int:
    s, carry = c.prim_csa(x, y, z, bits)
    mask = (1 << bits) - 1
    assert (s + carry) & mask == (x + y + z) & mask   # the twin itself keeps the invariant
    return (carry << bits) | s


def check_width_form(dut, chk: Checker, prefix: str, bits: int, x: int, y: int, z: int, amt: int) -> None:
    """The HF_WORD_W helpers of hf_word_tb_w at `bits`: rotations against the C twins, shifts
    against the Verilog semantics (amounts past the width give 0)."""
    mask = (1 << bits) - 1
    x, y, z = x & mask, y & mask, z & mask

    def get(port: str) -> int:
        return int(getattr(dut, f"{prefix}_{port}_o").value)

    chk.eq(f"{prefix} rotl({x:x}, {amt})", get("rotl"), c.prim_rotl(x, amt, bits), bits)
    chk.eq(f"{prefix} rotr({x:x}, {amt})", get("rotr"), c.prim_rotr(x, amt, bits), bits)
    chk.eq(f"{prefix} shl({x:x}, {amt})", get("shl"), (x << amt) & mask, bits)
    chk.eq(f"{prefix} shr({x:x}, {amt})", get("shr"), x >> amt, bits)
    chk.eq(f"{prefix} csa({x:x}, {y:x}, {z:x})", get("csa"), csa_ref(x, y, z, bits), 2 * bits)
    for k, got in enumerate(lanes(get("rotl_c"), bits, bits)):
        chk.eq(f"{prefix} rotl({x:x}, const {k})", got, c.prim_rotl(x, k, bits), bits)
    for k, got in enumerate(lanes(get("rotr_c"), bits, bits)):
        chk.eq(f"{prefix} rotr({x:x}, const {k})", got, c.prim_rotr(x, k, bits), bits)


async def bench_word(dut, rng: random.Random, n: int, chk: Checker) -> None:
    edges = edge_words(64)
    amounts = [0, 1, 31, 32, 33, 63, 64, 65, 127]     # past the word size: taken modulo it
    cases: list[tuple[int, int, int, int]] = []
    for i, x in enumerate(edges):
        for amt in amounts:
            cases.append((x, edges[(i + 1) % len(edges)], edges[(i + 2) % len(edges)], amt))
    cases.append((M64, M64, M64, 5))                  # every carry set, the top one dropped
    cases += [(rng.getrandbits(64), rng.getrandbits(64), rng.getrandbits(64), rng.randrange(128))
              for _ in range(n)]
    for x, y, z, amt in cases:
        dut.x_i.value = x
        dut.y_i.value = y
        dut.z_i.value = z
        dut.n_i.value = amt
        await settle()
        x32, y32, z32 = x & M32, y & M32, z & M32
        chk.eq(f"rotl32({x32:x}, {amt})", int(dut.rotl32_o.value), c.prim_rotl(x32, amt, 32), 32)
        chk.eq(f"rotr32({x32:x}, {amt})", int(dut.rotr32_o.value), c.prim_rotr(x32, amt, 32), 32)
        chk.eq(f"rotl64({x:x}, {amt})", int(dut.rotl64_o.value), c.prim_rotl(x, amt, 64), 64)
        chk.eq(f"rotr64({x:x}, {amt})", int(dut.rotr64_o.value), c.prim_rotr(x, amt, 64), 64)
        chk.eq(f"csa32({x32:x}, {y32:x}, {z32:x})", int(dut.csa32_o.value), csa_ref(x32, y32, z32, 32), 64)
        chk.eq(f"csa64({x:x}, {y:x}, {z:x})", int(dut.csa64_o.value), csa_ref(x, y, z, 64), 128)
        for bits in (32, 64):
            xb = x & ((1 << bits) - 1)
            for direction, rot in (("l", c.prim_rotl), ("r", c.prim_rotr)):
                port = getattr(dut, f"rot{direction}{bits}_c_o")
                for k, got in enumerate(lanes(int(port.value), bits, bits)):
                    chk.eq(f"rot{direction}{bits}({xb:x}, const {k})", got, rot(xb, k, bits), bits)
        check_width_form(dut, chk, "w32", 32, x, y, z, amt)
        check_width_form(dut, chk, "w64", 64, x, y, z, amt)


Bench = Callable[..., Awaitable[None]]
BENCHES: dict[str, Bench] = {
    "hf_aes_tb": bench_aes,
    "hf_gf8_tb": bench_gf8,
    "hf_sbox4_tb": bench_sbox4,
    "hf_word_tb": bench_word,
}


@cocotb.test()
async def prim_bench(dut) -> None:
    top = os.environ["COCOTB_TOPLEVEL"]
    bench = BENCHES.get(top)
    assert bench is not None, f"no primitive bench for top {top!r} (have {', '.join(BENCHES)})"
    rng = random.Random(CONFIG.seed)
    chk = Checker()
    await bench(dut, rng, CONFIG.setting("vectors", 300), chk)
    chk.done(top)
