#!/usr/bin/env python3
"""Writes AVR assembly low levels of the C library for the avr target's variant `asm`:

    permutations.py avr OUT.S

    void hf_keccak_f1600(uint64_t a[25])     c/low/keccak/keccak_low.h; hf_impl() says "asm"

Keccak-f[1600]: one round body of straight-line code run 24 times. The state stays in SRAM
(200 bytes: more than the register file); the generator knows every byte's address, so it
reads and writes lanes with LDD/STD at a constant displacement from Y (the state, bytes
0..63) or Z (moved along the state as the code walks it, at most 63 bytes ahead of its
base). theta keeps its column parities in a 40-byte buffer; rho and pi follow pi's single
24-lane cycle in place with two 8-register lanes, a rotation being a renaming of bytes plus
at most four one-bit rotations left or right; chi works on one byte position of a row at a
time (five registers); iota XORs the four round-constant bytes that can be non-zero, read
from flash with LPM.
"""
from __future__ import annotations

import sys

RHO = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39,
       41, 45, 15, 21, 8, 18, 2, 61, 56, 14]                  # rotation of lane x + 5y


def round_constants() -> list[int]:
    """iota's constants from the LFSR of the Keccak reference (x^8 + x^6 + x^5 + x^4 + 1)."""
    r, out = 1, []
    for _ in range(24):
        rc = 0
        for j in range(7):
            if r & 1:
                rc |= 1 << ((1 << j) - 1)
            r = ((r << 1) ^ 0x71) & 0xFF if r & 0x80 else r << 1
        out.append(rc)
    return out


RC_BYTES = (0, 1, 3, 7)   # bits 0, 1, 3, 7, 15, 31, 63: the only bytes a constant touches


SAVED = [f"r{i}" for i in range(2, 18)] + ["r28", "r29"]


class Avr:
    """Straight-line code over a state addressed by Y (fixed) and Z (moved as needed)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.zbase: int | None = None
        self.saved = SAVED

    def __call__(self, op: str, *args: object) -> None:
        self.lines.append(f"    {op} " + ", ".join(str(a) for a in args))

    def label(self, name: str) -> None:
        self.lines.append(f"{name}:")

    def impl(self, family: str) -> None:
        """hf_impl_<family>, which hf_impl() reports: "asm"."""
        self.lines += [f"    .section .rodata.hf_impl_{family},\"a\",@progbits",
                       f"    .global hf_impl_{family}", f"hf_impl_{family}:", "    .asciz \"asm\""]

    def begin(self, name: str, saved: list[str] = SAVED) -> None:
        """A global function saving `saved` (by default r2-r17 and Y, the registers avr-gcc's
        callers keep)."""
        self.lines += [f"    .section .text.{name},\"ax\",@progbits", f"    .global {name}",
                       f"    .type {name}, @function", f"{name}:"]
        self.saved = saved
        for r in saved:
            self("push", r)

    def end(self, name: str) -> None:
        for r in reversed(self.saved):
            self("pop", r)
        self("ret")
        self.lines.append(f"    .size {name}, .-{name}")

    def _z_for(self, off: int) -> int:
        if self.zbase is not None and 0 <= off - self.zbase < 64:
            return off - self.zbase
        base = min(off, 200 - 64)
        if self.zbase is None:
            self("movw", "r30", "r28")
            delta = base
        else:
            delta = base - self.zbase
        if 0 < delta < 64:
            self("adiw", "r30", delta)
        elif -64 < delta < 0:
            self("sbiw", "r30", -delta)
        elif delta:
            self("subi", "r30", f"lo8({-delta})")
            self("sbci", "r31", f"hi8({-delta})")
        self.zbase = base
        return off - base

    def ld(self, reg: str, off: int) -> None:
        if off < 64:
            self("ldd", reg, f"Y+{off}")
        else:
            self("ldd", reg, f"Z+{self._z_for(off)}")

    def st(self, off: int, reg: str) -> None:
        if off < 64:
            self("std", f"Y+{off}", reg)
        else:
            self("std", f"Z+{self._z_for(off)}", reg)


def rotl_word(a: Avr, w: list[str], k: int) -> None:
    """w (registers, least significant first) rotated left by k bits, one bit at a time."""
    for _ in range(k):
        a("lsl", w[0])
        for r in w[1:]:
            a("rol", r)
        a("adc", w[0], "r1")              # r1 is zero: the carry out comes back in at bit 0


def rotr_word(a: Avr, w: list[str], k: int) -> None:
    """w rotated right by k bits, one bit at a time (bit 0 through T)."""
    for _ in range(k):
        a("bst", w[0], 0)
        for r in reversed(w):
            a("ror", r)
        a("bld", w[-1], 7)


def rotl_bits(a: Avr, p: list[str], k: int) -> None:
    """p rotated left by k < 8 bits in place, the shorter way round."""
    if k <= 4:
        rotl_word(a, p, k)
    else:
        rotr_word(a, p, 8 - k)


def keccak(a: Avr) -> None:
    regs_a = [f"r{i}" for i in range(2, 10)]
    regs_b = [f"r{i}" for i in range(10, 18)]
    t, cnt = "r18", "r24"
    a.lines += ["    .section .progmem.data.hf_keccak_rc,\"a\",@progbits",
                "hf_keccak_avr_rc:"]
    for rc in round_constants():
        a.lines.append("    .byte " + ", ".join(f"0x{(rc >> (8 * b)) & 0xFF:02x}" for b in RC_BYTES))
    a.lines += ["    .section .bss.hf_keccak_avr_c,\"aw\",@nobits",
                "hf_keccak_avr_c:", "    .skip 40"]
    a.impl("keccak")
    a.begin("hf_keccak_f1600")
    a("movw", "r28", "r24")
    a("ldi", "r26", "lo8(hf_keccak_avr_rc)")
    a("ldi", "r27", "hi8(hf_keccak_avr_rc)")
    a("ldi", cnt, 24)
    a.label("hf_keccak_avr_round")
    a.zbase = None
    # theta: column parities C[x] into the buffer
    for x in range(5):
        for y in range(5):
            for j in range(8):
                off = 8 * (x + 5 * y) + j
                if y == 0:
                    a.ld(regs_a[j], off)
                else:
                    a.ld(t, off)
                    a("eor", regs_a[j], t)
        for j in range(8):
            a("sts", f"hf_keccak_avr_c+{8 * x + j}", regs_a[j])
    # D[x] = C[x-1] ^ rotl(C[x+1], 1), XORed into the column x
    for x in range(5):
        d = regs_a
        for j in range(8):
            a("lds", d[j], f"hf_keccak_avr_c+{8 * ((x + 1) % 5) + j}")
        rotl_bits(a, d, 1)
        for j in range(8):
            a("lds", t, f"hf_keccak_avr_c+{8 * ((x + 4) % 5) + j}")
            a("eor", d[j], t)
        for y in range(5):
            for j in range(8):
                off = 8 * (x + 5 * y) + j
                a.ld(t, off)
                a("eor", t, d[j])
                a.st(off, t)
    # rho and pi along pi's cycle: lane (x, y) goes, rotated, to (y, 2x + 3y)
    a.lines.append("    ; rho, pi")
    cur, nxt = regs_a, regs_b
    x, y = 1, 0
    for j in range(8):
        a.ld(cur[j], 8 * (x + 5 * y) + j)
    for _ in range(24):
        dx, dy = y, (2 * x + 3 * y) % 5
        dest = 8 * (dx + 5 * dy)
        for j in range(8):
            a.ld(nxt[j], dest + j)
        r = RHO[x + 5 * y]
        rotl_bits(a, cur, r % 8)
        moved = (r + 3) // 8          # whole bytes left: one more after a rotation right
        for j in range(8):
            a.st(dest + j, cur[(j - moved) % 8])
        cur, nxt = nxt, cur
        x, y = dx, dy
    # chi, one byte position of a row at a time
    a.lines.append("    ; chi")
    v = ["r19", "r20", "r21", "r22", "r23"]
    for y in range(5):
        for j in range(8):
            for x in range(5):
                a.ld(v[x], 8 * (x + 5 * y) + j)
            for x in range(5):
                a("mov", t, v[(x + 1) % 5])
                a("com", t)
                a("and", t, v[(x + 2) % 5])
                a("eor", t, v[x])
                a.st(8 * (x + 5 * y) + j, t)
    # iota
    a("movw", "r30", "r26")
    for b in RC_BYTES:
        a("lpm", t, "Z+")
        a.ld(v[0], b)
        a("eor", v[0], t)
        a.st(b, v[0])
    a("movw", "r26", "r30")
    a("dec", cnt)
    a("breq", "1f")
    a("jmp", "hf_keccak_avr_round")
    a.label("1")
    a.end("hf_keccak_f1600")


SPL, SPH, SREG = "0x3d", "0x3e", "0x3f"    # I/O addresses of the stack pointer and status on AVR


def move_stack(a: Avr, delta: int) -> None:
    """Y += delta, then SP = Y with interrupts held off between the two halves."""
    a("subi", "r28", f"lo8({-delta})")
    a("sbci", "r29", f"hi8({-delta})")
    a("in", "r0", SREG)
    a("cli")
    a("out", SPH, "r29")
    a("out", SREG, "r0")
    a("out", SPL, "r28")


# SHA-256: the 4 bytes of a 32-bit word in registers, least significant first
def shr_word(a: Avr, w: list[str], k: int) -> None:
    for _ in range(k):
        a("lsr", w[3])
        for r in reversed(w[:3]):
            a("ror", r)


def copy_word(a: Avr, dst: list[str], src: list[str]) -> None:
    """dst = src: register pairs that line up move with MOVW."""
    a("movw", dst[0], src[0])
    a("movw", dst[2], src[2])


def bytes_of(w: list[str], right: int) -> list[str]:
    """The word w rotated right by 8 * right bits: a renaming of its bytes."""
    return [w[(j + right) % 4] for j in range(4)]


def op_word(a: Avr, op: str, dst: list[str], src: list[str]) -> None:
    for d, s in zip(dst, src, strict=True):
        a(op, d, s)


def add_word(a: Avr, dst: list[str], src: list[str]) -> None:
    a("add", dst[0], src[0])
    for d, s in zip(dst[1:], src[1:], strict=True):
        a("adc", d, s)


def ldd_word(a: Avr, w: list[str], ptr: str, off: int) -> None:
    for j in range(4):
        a("ldd", w[j], f"{ptr}+{off + j}")


def std_word(a: Avr, ptr: str, off: int, w: list[str]) -> None:
    for j in range(4):
        a("std", f"{ptr}+{off + j}", w[j])


def sha256(a: Avr) -> None:
    """hf_sha256_compress(h, block): the eight working words in a stack frame (Y+1..32, the
    register of each round named by the generator: eight rounds unrolled, no moves), the
    message schedule W[0..63] computed first into the frame (Y+33..), round constants by LPM."""
    e_, u, v, w_a, t = ([f"r{i}" for i in range(b, b + 4)] for b in (2, 6, 10, 14, 18))
    cnt, frame = "r22", 32 + 256
    k256 = [int.from_bytes(bytes.fromhex(x), "big") for x in K256_HEX.split()]
    a.lines += ["    .section .progmem.data.hf_sha256_avr_k,\"a\",@progbits", "hf_sha256_avr_k:"]
    for i in range(0, 64, 4):
        a.lines.append("    .long " + ", ".join(f"0x{k:08x}" for k in k256[i:i + 4]))
    a.begin("hf_sha256_compress")
    a("in", "r28", SPL)
    a("in", "r29", SPH)
    move_stack(a, -frame)
    # the chaining value into the working words; the block, big-endian words, into W[0..15]
    a("movw", "r30", "r24")
    for off in range(0, 32, 4):
        ldd_word(a, t, "Z", off)
        std_word(a, "Y", 1 + off, t)
    a("movw", "r26", "r22")
    a("movw", "r30", "r28")
    a("adiw", "r30", 33)
    a("ldi", cnt, 16)
    a.label("hf_sha256_avr_load")
    for r in t:
        a("ld", r, "X+")
    for r in reversed(t):
        a("st", "Z+", r)
    a("dec", cnt)
    a("brne", "hf_sha256_avr_load")
    # W[i] = sigma1(W[i-2]) + W[i-7] + sigma0(W[i-15]) + W[i-16], Z at W[i-16]
    a("movw", "r30", "r28")
    a("adiw", "r30", 33)
    a("ldi", cnt, 48)
    a.label("hf_sha256_avr_schedule")
    ldd_word(a, u, "Z", 56)                      # sigma1: rotr 17 ^ rotr 19 ^ shr 10
    rotr_word(a, u, 1)
    op_word(a, "mov", t, bytes_of(u, 2))
    rotr_word(a, u, 2)
    op_word(a, "eor", t, bytes_of(u, 2))
    ldd_word(a, u, "Z", 56)
    shr_word(a, u, 2)
    op_word(a, "eor", t[:3], u[1:])
    ldd_word(a, u, "Z", 4)                       # sigma0: rotr 7 ^ rotr 18 ^ shr 3
    copy_word(a, e_, u)
    rotl_word(a, e_, 1)
    op_word(a, "mov", w_a, bytes_of(e_, 1))
    copy_word(a, e_, u)
    rotr_word(a, e_, 2)
    op_word(a, "eor", w_a, bytes_of(e_, 2))
    shr_word(a, u, 3)
    op_word(a, "eor", w_a, u)
    add_word(a, t, w_a)
    ldd_word(a, u, "Z", 36)
    add_word(a, t, u)
    ldd_word(a, u, "Z", 0)
    add_word(a, t, u)
    a("adiw", "r30", 4)
    std_word(a, "Z", 60, t)
    a("dec", cnt)
    a("breq", "1f")
    a("rjmp", "hf_sha256_avr_schedule")
    a.label("1")
    # 64 rounds, eight per pass: the word a of round i is the frame's word (8 - i) mod 8
    a("movw", "r26", "r28")
    a("adiw", "r26", 33)
    a("ldi", "r30", "lo8(hf_sha256_avr_k)")
    a("ldi", "r31", "hi8(hf_sha256_avr_k)")
    a("ldi", cnt, 8)
    a.label("hf_sha256_avr_rounds")
    for i in range(8):
        def at(k: int, i: int = i) -> int:
            return 1 + 4 * ((k - i) % 8)
        ldd_word(a, e_, "Y", at(4))              # Sigma1(e): rotr 6 ^ rotr 11 ^ rotr 25
        copy_word(a, u, e_)
        rotr_word(a, u, 1)
        op_word(a, "mov", t, bytes_of(u, 3))
        rotr_word(a, u, 2)
        op_word(a, "eor", t, bytes_of(u, 1))
        copy_word(a, u, e_)
        rotl_word(a, u, 2)
        op_word(a, "eor", t, bytes_of(u, 1))
        ldd_word(a, v, "Y", at(5))               # Ch(e, f, g) = g ^ (e & (f ^ g))
        ldd_word(a, u, "Y", at(6))
        op_word(a, "eor", v, u)
        op_word(a, "and", v, e_)
        op_word(a, "eor", v, u)
        add_word(a, t, v)
        ldd_word(a, u, "Y", at(7))               # + h + K[i] + W[i]
        add_word(a, t, u)
        for r in u:
            a("lpm", r, "Z+")
        add_word(a, t, u)
        for r in u:
            a("ld", r, "X+")
        add_word(a, t, u)
        ldd_word(a, u, "Y", at(3))               # e' = d + T1, in d's word
        add_word(a, u, t)
        std_word(a, "Y", at(3), u)
        ldd_word(a, w_a, "Y", at(0))             # Sigma0(a): rotr 2 ^ rotr 13 ^ rotr 22
        copy_word(a, v, w_a)
        rotr_word(a, v, 2)
        copy_word(a, u, w_a)
        rotl_word(a, u, 2)
        op_word(a, "eor", v, bytes_of(u, 3))
        rotl_word(a, u, 1)
        op_word(a, "eor", v, bytes_of(u, 2))
        add_word(a, t, v)
        ldd_word(a, u, "Y", at(1))               # Maj(a, b, c) = (a & b) | (c & (a | b))
        ldd_word(a, e_, "Y", at(2))
        for j in range(4):
            a("mov", "r0", w_a[j])
            a("or", "r0", u[j])
            a("and", "r0", e_[j])
            a("and", u[j], w_a[j])
            a("or", u[j], "r0")
        add_word(a, t, u)
        std_word(a, "Y", at(7), t)               # a' = T1 + T2, in h's word
    a("dec", cnt)
    a("breq", "1f")
    a("rjmp", "hf_sha256_avr_rounds")
    a.label("1")
    a("movw", "r30", "r24")
    for off in range(0, 32, 4):
        ldd_word(a, t, "Z", off)
        ldd_word(a, u, "Y", 1 + off)
        add_word(a, t, u)
        std_word(a, "Z", off, t)
    move_stack(a, frame)
    a.end("hf_sha256_compress")


K256_HEX = """
428a2f98 71374491 b5c0fbcf e9b5dba5 3956c25b 59f111f1 923f82a4 ab1c5ed5
d807aa98 12835b01 243185be 550c7dc3 72be5d74 80deb1fe 9bdc06a7 c19bf174
e49b69c1 efbe4786 0fc19dc6 240ca1cc 2de92c6f 4a7484aa 5cb0a9dc 76f988da
983e5152 a831c66d b00327c8 bf597fc7 c6e00bf3 d5a79147 06ca6351 14292967
27b70a85 2e1b2138 4d2c6dfc 53380d13 650a7354 766a0abb 81c2c92e 92722c85
a2bfe8a1 a81a664b c24b8b70 c76c51a3 d192e819 d6990624 f40e3585 106aa070
19a4c116 1e376c08 2748774c 34b0bcb5 391c0cb3 4ed8aa4a 5b9cca4f 682e6ff3
748f82ee 78a5636f 84c87814 8cc70208 90befffa a4506ceb bef9a3f7 c67178f2
"""


# 64-bit words: the 8 bytes in registers, least significant first
def renamed(w: list[str], right: int) -> list[str]:
    """w rotated right by 8 * right bits: a renaming of its bytes."""
    return [w[(j + right) % len(w)] for j in range(len(w))]


def copy_block(a: Avr, counter: str, n: int) -> None:
    """n bytes (1..256) from X+ to Z+ in a loop: a byte-at-a-time copy where straight-line code
    would cost n times the flash."""
    a("ldi", counter, n & 0xFF)
    a.label("1")
    a("ld", "r0", "X+")
    a("st", "Z+", "r0")
    a("dec", counter)
    a("brne", "1b")


def copy_regs(a: Avr, dst: list[str], src: list[str]) -> None:
    """dst = src, by MOVW where both sides hold aligned register pairs."""
    j = 0
    while j < len(dst):
        pair = j + 1 < len(dst) and all(
            int(x[j][1:]) % 2 == 0 and int(x[j + 1][1:]) == int(x[j][1:]) + 1 for x in (dst, src))
        if pair:
            a("movw", dst[j], src[j])
            j += 2
        else:
            a("mov", dst[j], src[j])
            j += 1


def shl_into_r0(a: Avr, w: list[str], k: int) -> None:
    """w shifted left by k bits, the bits shifted out into r0 (x >> (8 - k) of the top byte)."""
    a("clr", "r0")                             # EOR leaves the carry alone
    for _ in range(k):
        a("lsl", w[0])
        for r in w[1:]:
            a("rol", r)
        a("rol", "r0")


def add_mem(a: Avr, dst: list[str], load: str, src: list[str]) -> None:
    """dst += a word read byte by byte into r0 (LD, LDD and LPM leave the carry alone)."""
    for j, s in enumerate(src):
        a(load, "r0", s)
        a("add" if j == 0 else "adc", dst[j], "r0")


def quads(a: Avr, words: list[int]) -> None:
    """64-bit constants in flash, little-endian."""
    for k in words:
        a.lines.append(f"    .long 0x{k & 0xFFFFFFFF:08x}, 0x{k >> 32:08x}")


def enter_frame(a: Avr, size: int) -> None:
    """The first argument (r24:r25) pushed, then a frame of `size` bytes at Y (Y+0 its first
    byte); the pushed pointer is at Y+size."""
    a("push", "r25")
    a("push", "r24")
    a("in", "r28", SPL)
    a("in", "r29", SPH)
    move_stack(a, -size)
    a("adiw", "r28", 1)


def sha512(a: Avr) -> None:
    """hf_sha512_compress(h, block): SHA-256's layout with 64-bit words. A 704-byte frame at Y
    (the working words at Y+0..63, the schedule W[0..79] after them), h's pointer pushed above
    it; three 8-register words, so the schedule works with Y on W[i-7] and Z on W[i-16], and
    each Sigma and sigma of three terms is either accumulated into a free word or nested,
    ROR(ROR(ROR(x, p) ^ x, q) ^ x, r); words in memory are added through r0 (a load leaves
    the carry alone). Eight rounds unrolled per pass; the pass count is kept on the stack."""
    t, u, v = ([f"r{i}" for i in range(b, b + 8)] for b in (2, 10, 18))
    frame = 64 + 640
    k512 = [int(x, 16) for x in K512_HEX.split()]
    a.lines += ["    .section .progmem.data.hf_sha512_avr_k,\"a\",@progbits", "hf_sha512_avr_k:"]
    quads(a, k512)
    a.impl("sha2")
    a.begin("hf_sha512_compress")
    enter_frame(a, frame)
    a("movw", "r30", "r24")                     # the chaining value into the working words
    for off in range(64):
        a("ldd", "r0", f"Z+{off}")
        a("std", f"Y+{off}", "r0")
    a("movw", "r26", "r22")                     # the block, big-endian words, into W[0..15]
    a("movw", "r30", "r28")
    a("subi", "r30", "lo8(-64)")
    a("sbci", "r31", "hi8(-64)")
    a("ldi", v[0], 16)
    a.label("hf_sha512_avr_load")
    for r in t:
        a("ld", r, "X+")
    for r in reversed(t):
        a("st", "Z+", r)
    a("dec", v[0])
    a("brne", "hf_sha512_avr_load")
    # W[i] = sigma1(W[i-2]) + W[i-7] + sigma0(W[i-15]) + W[i-16]: Z at W[i-16], Y at W[i-7]
    a("push", "r28")
    a("push", "r29")
    a("subi", "r30", 128)
    a("sbci", "r31", 0)
    a("movw", "r28", "r30")
    a("adiw", "r28", 56)
    a("adiw", "r28", 16)
    a("ldi", "r26", 64)
    a.label("hf_sha512_avr_schedule")
    for j in range(8):                          # sigma0: rotr 1 ^ rotr 8 ^ shr 7
        a("ldd", u[j], f"Z+{8 + j}")
    copy_regs(a, t, renamed(u, 1))
    copy_regs(a, v, u)
    shl_into_r0(a, v, 1)
    op_word(a, "eor", t[:7], v[1:])
    a("eor", t[7], "r0")
    rotr_word(a, u, 1)
    op_word(a, "eor", t, u)
    add_mem(a, t, "ldd", [f"Z+{j}" for j in range(8)])
    add_mem(a, t, "ldd", [f"Y+{j}" for j in range(8)])
    for j in range(8):                          # sigma1: ROR(ROR(x, 42) ^ x, 19) ^ shr 6
        a("ldd", u[j], f"Y+{40 + j}")
    copy_regs(a, v, u)
    rotr_word(a, v, 2)
    w = renamed(v, 5)
    op_word(a, "eor", w, u)
    rotr_word(a, w, 3)
    w = renamed(w, 2)
    shl_into_r0(a, u, 2)
    op_word(a, "eor", w[:7], u[1:])
    a("eor", w[7], "r0")
    add_word(a, t, w)
    for j in range(8):
        a("std", f"Y+{56 + j}", t[j])
    a("adiw", "r30", 8)
    a("adiw", "r28", 8)
    a("dec", "r26")
    a("breq", "1f")
    a("rjmp", "hf_sha512_avr_schedule")
    a.label("1")
    a("pop", "r29")
    a("pop", "r28")
    # 80 rounds, eight per pass: the word a of round i is the frame's word (8 - i) mod 8
    a("movw", "r26", "r28")
    a("subi", "r26", "lo8(-64)")
    a("sbci", "r27", "hi8(-64)")
    a("ldi", "r30", "lo8(hf_sha512_avr_k)")
    a("ldi", "r31", "hi8(hf_sha512_avr_k)")
    a("ldi", v[0], 10)
    a("push", v[0])
    a.label("hf_sha512_avr_rounds")
    for i in range(8):
        def at(k: int, j: int = 0, i: int = i) -> str:
            return f"Y+{8 * ((k - i) % 8) + j}"
        for j in range(8):                      # Sigma1(e): rotr 14 ^ rotr 18 ^ rotr 41
            a("ldd", u[j], at(4, j))
        copy_regs(a, v, u)
        rotr_word(a, v, 1)
        copy_regs(a, t, renamed(v, 5))
        rotr_word(a, v, 1)
        op_word(a, "eor", t, renamed(v, 2))
        copy_regs(a, v, u)
        rotl_word(a, v, 2)
        op_word(a, "eor", t, renamed(v, 2))
        for j in range(8):                      # Ch(e, f, g) = g ^ (e & (f ^ g))
            a("ldd", v[j], at(5, j))
            a("ldd", "r0", at(6, j))
            a("eor", v[j], "r0")
            a("and", v[j], u[j])
            a("eor", v[j], "r0")
        add_word(a, t, v)
        add_mem(a, t, "ldd", [at(7, j) for j in range(8)])    # + h + K[i] + W[i]
        add_mem(a, t, "lpm", ["Z+"] * 8)
        add_mem(a, t, "ld", ["X+"] * 8)
        for j in range(8):                      # e' = d + T1, in d's word
            a("ldd", "r0", at(3, j))
            a("add" if j == 0 else "adc", "r0", t[j])
            a("std", at(3, j), "r0")
        for j in range(8):                      # Sigma0(a) = ROR(ROR(ROR(a, 5) ^ a, 6) ^ a, 28)
            a("ldd", u[j], at(0, j))
        copy_regs(a, v, u)
        w = v
        for bits, right in ((3, 1), (2, 1), (4, 4)):
            rotl_word(a, w, bits)
            w = renamed(w, right)
            if right != 4:
                op_word(a, "eor", w, u)
        add_word(a, t, w)
        for j in range(8):                      # Maj(a, b, c) = ((a ^ b) & (b ^ c)) ^ b
            a("ldd", "r0", at(1, j))
            a("eor", u[j], "r0")
            a("ldd", v[j], at(2, j))
            a("eor", v[j], "r0")
            a("and", u[j], v[j])
            a("eor", u[j], "r0")
        add_word(a, t, u)
        for j in range(8):                      # a' = T1 + T2, in h's word
            a("std", at(7, j), t[j])
    a("pop", "r0")
    a("dec", "r0")
    a("push", "r0")
    a("breq", "1f")
    a("jmp", "hf_sha512_avr_rounds")
    a.label("1")
    a("pop", "r0")
    a("movw", "r26", "r28")                     # h, pushed above the frame
    a("subi", "r26", f"lo8(-{frame})")
    a("sbci", "r27", f"hi8(-{frame})")
    a("ld", "r30", "X+")
    a("ld", "r31", "X")
    for off in range(64):                       # h += the working words
        a("ldd", "r0", f"Z+{off}")
        a("ldd", "r18", f"Y+{off}")
        a("add" if off % 8 == 0 else "adc", "r0", "r18")
        a("std", f"Z+{off}", "r0")
    a("sbiw", "r28", 1)
    move_stack(a, frame + 2)
    a.end("hf_sha512_compress")


K512_HEX = """
428a2f98d728ae22 7137449123ef65cd b5c0fbcfec4d3b2f e9b5dba58189dbbc
3956c25bf348b538 59f111f1b605d019 923f82a4af194f9b ab1c5ed5da6d8118
d807aa98a3030242 12835b0145706fbe 243185be4ee4b28c 550c7dc3d5ffb4e2
72be5d74f27b896f 80deb1fe3b1696b1 9bdc06a725c71235 c19bf174cf692694
e49b69c19ef14ad2 efbe4786384f25e3 0fc19dc68b8cd5b5 240ca1cc77ac9c65
2de92c6f592b0275 4a7484aa6ea6e483 5cb0a9dcbd41fbd4 76f988da831153b5
983e5152ee66dfab a831c66d2db43210 b00327c898fb213f bf597fc7beef0ee4
c6e00bf33da88fc2 d5a79147930aa725 06ca6351e003826f 142929670a0e6e70
27b70a8546d22ffc 2e1b21385c26c926 4d2c6dfc5ac42aed 53380d139d95b3df
650a73548baf63de 766a0abb3c77b2a8 81c2c92e47edaee6 92722c851482353b
a2bfe8a14cf10364 a81a664bbc423001 c24b8b70d0f89791 c76c51a30654be30
d192e819d6ef5218 d69906245565a910 f40e35855771202a 106aa07032bbd1b8
19a4c116b8d2d0c8 1e376c085141ab53 2748774cdf8eeb99 34b0bcb5e19b48a8
391c0cb3c5c95a63 4ed8aa4ae3418acb 5b9cca4f7763e373 682e6ff3d6b2b8a3
748f82ee5defb2fc 78a5636f43172f60 84c87814a1f0ab72 8cc702081a6439ec
90befffa23631e28 a4506cebde82bde9 bef9a3f7b2c67915 c67178f2e372532b
ca273eceea26619c d186b8c721c0c207 eada7dd6cde0eb1e f57d4f7fee6ed178
06f067aa72176fba 0a637dc5a2c898a6 113f9804bef90dae 1b710b35131c471b
28db77f523047d84 32caab7b40c72493 3c9ebe0a15c9bebc 431d67c49c100d4c
4cc5d4becb3e42b6 597f299cfc657e2a 5fcb6fab3ad6faec 6c44198c4a475817
"""


def rotl64_into(a: Avr, regs: list[str], left: int) -> list[str]:
    """regs rotated left by `left` bits: bit rotations in place, the byte part a renaming;
    returns the rotated word's bytes, least significant first."""
    rotl_bits(a, regs, left % 8)
    moved = (left % 64 + 3) // 8          # whole bytes left: one more after a rotation right
    return [regs[(j - moved) % 8] for j in range(8)]


ASCON_ROT = [(19, 28), (61, 39), (1, 6), (10, 17), (7, 41)]


def ascon(a: Avr) -> None:
    """hf_ascon_p(x, rounds): the S-box on one byte of the five words at a time (bitsliced, as
    the words are), then the linear layer word by word with the word and two rotated copies in
    registers. The round constant (0xf - r) << 4 | r = 0xf0 - 15 r is kept in a register."""
    xs, t = ["r18", "r19", "r20", "r21", "r22"], ["r23", "r24", "r25", "r30", "r31"]
    w, ra, rb = ([f"r{i}" for i in range(b, b + 8)] for b in (2, 10, 18))
    c = "r26"
    a.impl("ascon")
    a.begin("hf_ascon_p")
    a("movw", "r28", "r24")
    a("mov", c, "r22")                     # 0xf0 - 15 (12 - rounds) = 15 rounds + 60
    a("swap", c)
    a("sub", c, "r22")
    a("subi", c, -60 & 0xFF)
    a.label("hf_ascon_avr_round")
    for j in range(8):
        for i in range(5):
            a("ldd", xs[i], f"Y+{8 * i + j}")
        if j == 0:
            a("eor", xs[2], c)
        a("eor", xs[0], xs[4])
        a("eor", xs[4], xs[3])
        a("eor", xs[2], xs[1])
        for i in range(5):
            a("mov", t[i], xs[i])
            a("com", t[i])
            a("and", t[i], xs[(i + 1) % 5])
        for i in range(5):
            a("eor", xs[i], t[(i + 1) % 5])
        a("eor", xs[1], xs[0])
        a("eor", xs[0], xs[4])
        a("eor", xs[3], xs[2])
        a("com", xs[2])
        for i in range(5):
            a("std", f"Y+{8 * i + j}", xs[i])
    for i, (r1, r2) in enumerate(ASCON_ROT):
        for j in range(8):
            a("ldd", w[j], f"Y+{8 * i + j}")
        rotated = []
        for copy, r in ((ra, r1), (rb, r2)):
            for j in range(0, 8, 2):
                a("movw", copy[j], w[j])
            rotated.append(rotl64_into(a, copy, 64 - r))
        for j in range(8):
            a("eor", w[j], rotated[0][j])
            a("eor", w[j], rotated[1][j])
            a("std", f"Y+{8 * i + j}", w[j])
    a("subi", c, 15)
    a("cpi", c, 0x3C)
    a("breq", "1f")
    a("rjmp", "hf_ascon_avr_round")
    a.label("1")
    a.end("hf_ascon_p")


XOODOO_RC = [0x058, 0x038, 0x3C0, 0x0D0, 0x120, 0x014, 0x060, 0x02C, 0x380, 0x0F0, 0x1A0, 0x012]


def xoodoo(a: Avr) -> None:
    """hf_xoodoo(a): theta with the four column parities in registers; then column by column
    rho-west, iota, chi and rho-east, the plane-1 lane that the next column needs read before
    it is overwritten; plane 2's two-lane shift is left to a swap of lanes at the end of the
    round (its 8-bit rotation is a renaming of bytes on the way out)."""
    par = [[f"r{i}" for i in range(b, b + 4)] for b in (2, 6, 10, 14)]
    u, v = [f"r{i}" for i in range(18, 22)], [f"r{i}" for i in range(22, 26)]
    b0, b1, nxt, b2, n1 = ([f"r{i}" for i in range(b, b + 4)] for b in (2, 6, 10, 14, 18))
    cnt = "r26"

    def lane(i: int, j: int = 0) -> str:
        return f"Y+{4 * i + j}"

    a.lines += ["    .section .progmem.data.hf_xoodoo_rc,\"a\",@progbits", "hf_xoodoo_avr_rc:"]
    a.lines.append("    .byte " + ", ".join(f"0x{rc & 0xFF:02x}, 0x{rc >> 8:02x}" for rc in XOODOO_RC))
    a.impl("xoodyak")
    a.begin("hf_xoodoo")
    a("movw", "r28", "r24")
    a("ldi", "r30", "lo8(hf_xoodoo_avr_rc)")
    a("ldi", "r31", "hi8(hf_xoodoo_avr_rc)")
    a("ldi", cnt, 12)
    a.label("hf_xoodoo_avr_round")
    for x in range(4):                          # theta: P[x], then E[x] = P[x-1] <<< 5 ^ <<< 14
        for j in range(4):
            a("ldd", par[x][j], lane(x, j))
            for y in (1, 2):
                a("ldd", "r0", lane(4 * y + x, j))
                a("eor", par[x][j], "r0")
    for x in range(4):
        p = par[(x + 3) % 4]
        a("movw", u[0], p[0])
        a("movw", u[2], p[2])
        rotr_word(a, u, 2)                      # <<< 14 = <<< 16 of >>> 2
        a("movw", v[0], u[0])
        a("movw", v[2], u[2])
        rotr_word(a, v, 1)                      # <<< 5 = <<< 8 of >>> 3
        for i in range(4):
            a("eor", u[i], v[(i + 1) % 4])
        e = [u[(j - 2) % 4] for j in range(4)]
        for y in range(3):
            for j in range(4):
                a("ldd", "r0", lane(4 * y + x, j))
                a("eor", "r0", e[j])
                a("std", lane(4 * y + x, j), "r0")
    for j in range(4):                          # plane 1's last lane, for column 0
        a("ldd", b1[j], lane(7, j))
    for x in range(4):
        for j in range(4):
            a("ldd", b0[j], lane(x, j))
            a("ldd", nxt[j], lane(4 + x, j))
            a("ldd", b2[j], lane(8 + x, j))
        rotl_word(a, b2, 3)                     # <<< 11 = <<< 8 of <<< 3
        b2r = [b2[(j - 1) % 4] for j in range(4)]
        if x == 0:
            a("lpm", "r0", "Z+")
            a("eor", b0[0], "r0")
            a("lpm", "r0", "Z+")
            a("eor", b0[1], "r0")
        for j in range(4):
            a("mov", "r0", b1[j])
            a("com", "r0")
            a("and", "r0", b2r[j])
            a("eor", "r0", b0[j])
            a("std", lane(x, j), "r0")
            a("mov", n1[j], b2r[j])
            a("com", n1[j])
            a("and", n1[j], b0[j])
            a("eor", n1[j], b1[j])
            a("mov", "r0", b0[j])
            a("com", "r0")
            a("and", "r0", b1[j])
            a("eor", "r0", b2r[j])
            a("std", lane(8 + x, (j + 1) % 4), "r0")
        rotl_word(a, n1, 1)
        for j in range(4):
            a("std", lane(4 + x, j), n1[j])
        b1, nxt = nxt, b1
    for x in (0, 1):                            # plane 2 shifted by two lanes
        for j in range(4):
            a("ldd", u[j], lane(8 + x, j))
            a("ldd", v[j], lane(10 + x, j))
            a("std", lane(8 + x, j), v[j])
            a("std", lane(10 + x, j), u[j])
    a("dec", cnt)
    a("breq", "1f")
    a("rjmp", "hf_xoodoo_avr_round")
    a.label("1")
    a.end("hf_xoodoo")


SPARKLE_RCON = [0xB7E15162, 0xBF715880, 0x38B4DA56, 0x324E7738,
                0xBB1185EB, 0x4F7C7B57, 0xCFBFA1C8, 0xC2B3293D]


def alzette(a: Avr, x: list[str], y: list[str], c: list[str], tmp: list[str]) -> None:
    """Alzette's four ARX rounds on the branch (x, y) in registers, its constant in c."""
    def add(dst: list[str], src: list[str]) -> None:
        add_word(a, dst, src)

    def xor_c() -> None:
        op_word(a, "eor", x, c)

    copy_word(a, tmp, y)                        # x += y >>> 31; y ^= x >>> 24
    rotl_word(a, tmp, 1)
    add(x, tmp)
    op_word(a, "eor", y, bytes_of(x, 3))
    xor_c()
    copy_word(a, tmp, y)                        # x += y >>> 17; y ^= x >>> 17
    rotr_word(a, tmp, 1)
    add(x, bytes_of(tmp, 2))
    copy_word(a, tmp, x)
    rotr_word(a, tmp, 1)
    op_word(a, "eor", y, bytes_of(tmp, 2))
    xor_c()
    add(x, y)                                   # x += y; y ^= x >>> 31
    copy_word(a, tmp, x)
    rotl_word(a, tmp, 1)
    op_word(a, "eor", y, tmp)
    xor_c()
    add(x, bytes_of(y, 3))                      # x += y >>> 24; y ^= x >>> 16
    op_word(a, "eor", y, bytes_of(x, 2))
    xor_c()


def sparkle(a: Avr, name: str, branches: int) -> None:
    """hf_sparkle384 / hf_sparkle512(w, steps): the state (48 or 64 bytes) at Y; each step
    its Alzettes unrolled with their constants loaded by LDI, then the Feistel layer one
    word (x or y) of each branch at a time: new left b-1 = right b ^ left b ^ l(parity),
    new right b = left b, left 0 kept in registers until its slot is free."""
    x, y, tmp, c = (["r" + str(i) for i in range(b, b + 4)] for b in (2, 6, 10, 16))
    lo, t, saved0 = ([f"r{i}" for i in range(b, b + 4)] for b in (2, 20, 10))
    ri = y
    limit, step = "r26", "r27"
    nb = branches // 2
    table = f"{name}_avr_rc"
    a.lines += [f"    .section .progmem.data.{table},\"a\",@progbits", f"{table}:"]
    a.lines.append("    .long " + ", ".join(f"0x{SPARKLE_RCON[i % 8]:08x}" for i in range(8)))
    a.begin(name)
    a("movw", "r28", "r24")
    a("mov", limit, "r22")
    a("clr", step)
    a("ldi", "r30", f"lo8({table})")
    a("ldi", "r31", f"hi8({table})")
    a.label(f"{name}_step")

    def word(branch: int, half: int, j: int = 0) -> str:   # half 0: x, 1: y
        return f"Y+{8 * branch + 4 * half + j}"

    for j in range(4):                          # y0 ^= c[step % 8], y1 ^= step
        a("lpm", "r0", "Z+")
        a("ldd", tmp[j], word(0, 1, j))
        a("eor", tmp[j], "r0")
        a("std", word(0, 1, j), tmp[j])
    a("ldd", "r0", word(1, 1))
    a("eor", "r0", step)
    a("std", word(1, 1), "r0")
    for b in range(branches):
        for j in range(4):
            a("ldd", x[j], word(b, 0, j))
            a("ldd", y[j], word(b, 1, j))
            a("ldi", c[j], (SPARKLE_RCON[b] >> (8 * j)) & 0xFF)
        alzette(a, x, y, c, tmp)
        for j in range(4):
            a("std", word(b, 0, j), x[j])
            a("std", word(b, 1, j), y[j])
    ells = []
    for half, acc in ((1, t), (0, c)):          # l of the y parity (for the x words), of x
        for j in range(4):
            a("ldd", acc[j], word(0, half, j))
            for b in range(1, nb):
                a("ldd", "r0", word(b, half, j))
                a("eor", acc[j], "r0")
        a("eor", acc[2], acc[0])                # l(v) = (v ^ v << 16) >>> 16
        a("eor", acc[3], acc[1])
        ells.append(bytes_of(acc, 2))
    for half in (0, 1):
        ell = ells[half]
        for j in range(4):
            a("ldd", saved0[j], word(0, half, j))
        for b in list(range(1, nb)) + [0]:
            left = saved0 if b == 0 else lo
            for j in range(4):
                if b:
                    a("ldd", lo[j], word(b, half, j))
                a("ldd", ri[j], word(nb + b, half, j))
                a("std", word(nb + b, half, j), left[j])
                a("eor", ri[j], left[j])
                a("eor", ri[j], ell[j])
                a("std", word((b - 1) % nb, half, j), ri[j])
    a("inc", step)
    a("cpi", step, 8)
    a("brne", "1f")
    a("sbiw", "r30", 32)                        # c[step % 8]: the table's first eight again
    a.label("1")
    a("cp", step, limit)
    a("breq", "1f")
    a("rjmp", f"{name}_step")
    a.label("1")
    a.end(name)


BLAKE_SIGMA = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    [14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3],
    [11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4],
    [7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8],
    [9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13],
    [2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9],
    [12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11],
    [13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10],
    [6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5],
    [10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0]]
BLAKE_PI = """243F6A88 85A308D3 13198A2E 03707344 A4093822 299F31D0 082EFA98 EC4E6C89
              452821E6 38D01377 BE5466CF 34E90C6C C0AC29B7 C97C50DD 3F84D5B5 B5470917"""
BLAKE_G = [(0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15),
           (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14)]


def blake_g_inputs(a: Avr, name: str, gin: int, msg: int, sig: str, loop: str,
                   offs: tuple[str, str], tm: list[str]) -> None:
    """The round's sixteen G inputs m[s] ^ c[s'], in G's order, into the frame at Y+gin (m at
    Y+msg): a loop over the round's row of sigma (byte offsets in flash at sig, advanced)."""
    a("movw", "r26", "r28")
    a("subi", "r26", f"lo8(-{gin})")
    a("sbci", "r27", f"hi8(-{gin})")
    a("movw", "r30", sig)
    a("ldi", loop, 8)
    a.label(f"{name}_msg")
    for r in offs:
        a("lpm", r, "Z+")
    a("movw", sig, "r30")
    for first, second in (offs, offs[::-1]):    # m[s] ^ c[s'], then m[s'] ^ c[s]
        a("movw", "r30", "r28")
        if msg:
            a("subi", "r30", f"lo8(-{msg})")
            a("sbci", "r31", f"hi8(-{msg})")
        a("add", "r30", first)
        a("adc", "r31", "r1")
        for j, r in enumerate(tm):
            a("ldd", r, f"Z+{j}")
        a("ldi", "r30", f"lo8({name}_c)")
        a("ldi", "r31", f"hi8({name}_c)")
        a("add", "r30", second)
        a("adc", "r31", "r1")
        for r in tm:
            a("lpm", "r0", "Z+")
            a("eor", "r0", r)
            a("st", "X+", "r0")
    a("movw", "r30", sig)
    a("dec", loop)
    if len(tm) == 4:
        a("brne", f"{name}_msg")
    else:                                       # beyond BRNE's reach
        a("breq", "1f")
        a("rjmp", f"{name}_msg")
        a.label("1")


def blake32(a: Avr) -> None:
    """hf_blake32_compress(h, block, t_lo, t_hi, rounds): a 192-byte frame at Y holds the
    message words m (Y+0), this round's G inputs m[s] ^ c[s'] in G's order (Y+64, made by a
    loop over the round's row of sigma, kept in flash as byte offsets 4 s) and v (Y+128, read
    through Z); the eight G of a round are straight-line code."""
    va, vb, vc, vd, tm = ([f"r{i}" for i in range(b, b + 4)] for b in (2, 6, 10, 14, 18))
    cnt, sig = "r22", "r24"
    ra, rb, loop = "r2", "r3", "r16"
    consts = [int(x, 16) for x in BLAKE_PI.split()]
    a.lines += ["    .section .progmem.data.hf_blake32_avr,\"a\",@progbits", "hf_blake32_avr_c:"]
    a.lines.append("    .long " + ", ".join(f"0x{k:08x}" for k in consts))
    a.lines.append("hf_blake32_avr_sigma:")
    for r in range(14):                         # 14 rounds at most (BLAKE-256's final version)
        a.lines.append("    .byte " + ", ".join(str(4 * i) for i in BLAKE_SIGMA[r % 10]))
    a.begin("hf_blake32_compress")
    a("push", "r25")
    a("push", "r24")
    a("in", "r28", SPL)
    a("in", "r29", SPH)
    move_stack(a, -192)
    a("adiw", "r28", 1)
    a("movw", "r26", "r22")                     # m: the block's big-endian words
    a("mov", cnt, "r12")
    for i in range(16):
        for j in range(4):
            a("ld", "r0", "X+")
            a("std", f"Y+{4 * i + 3 - j}", "r0")
    a("movw", "r26", "r24")                     # v = h, c[0..7] ^ (0, 0, 0, 0, t, t, t', t')
    a("movw", "r30", "r28")
    a("subi", "r30", "lo8(-128)")
    a("sbci", "r31", "hi8(-128)")
    for i in range(8):
        for j in range(4):
            a("ld", "r0", "X+")
            a("std", f"Z+{4 * i + j}", "r0")
    targs = {4: ["r18", "r19", "r20", "r21"], 5: ["r18", "r19", "r20", "r21"],
             6: ["r14", "r15", "r16", "r17"], 7: ["r14", "r15", "r16", "r17"]}
    for i in range(8):
        for j in range(4):
            a("ldi", "r23", (consts[i] >> (8 * j)) & 0xFF)
            if i in targs:
                a("eor", "r23", targs[i][j])
            a("std", f"Z+{32 + 4 * i + j}", "r23")
    a("ldi", sig, "lo8(hf_blake32_avr_sigma)")
    a("ldi", "r25", "hi8(hf_blake32_avr_sigma)")
    a.label("hf_blake32_avr_round")
    blake_g_inputs(a, "hf_blake32_avr", 64, 0, sig, loop, (ra, rb), tm)
    a("movw", sig, "r30")
    a("movw", "r26", "r28")
    a("subi", "r26", "lo8(-64)")
    a("sbci", "r27", "hi8(-64)")
    a("movw", "r30", "r28")
    a("subi", "r30", "lo8(-128)")
    a("sbci", "r31", "hi8(-128)")
    for g in BLAKE_G:
        regs = [va, vb, vc, vd]
        for w, reg in zip(g, regs, strict=True):
            ldd_word(a, reg, "Z", 4 * w)
        a_, b_, c_, d_ = list(va), list(vb), list(vc), list(vd)
        for rot_d, rot_b in ((2, (4, 2)), (1, (1, 1))):
            add_word(a, a_, b_)                 # a += b + (m ^ c)
            for r in tm:
                a("ld", r, "X+")
            add_word(a, a_, tm)
            op_word(a, "eor", d_, a_)           # d = (d ^ a) >>> 16 or 8: a renaming
            d_ = bytes_of(d_, rot_d)
            add_word(a, c_, d_)                 # c += d
            op_word(a, "eor", b_, c_)           # b = (b ^ c) >>> 12 or 7
            rotl_word(a, b_, rot_b[0])
            b_ = bytes_of(b_, rot_b[1])
        for w, reg in zip(g, (a_, b_, c_, d_), strict=True):
            std_word(a, "Z", 4 * w, reg)
    a("dec", cnt)
    a("breq", "1f")
    a("rjmp", "hf_blake32_avr_round")
    a.label("1")
    a("movw", "r26", "r28")                     # h, pushed above the frame
    a("subi", "r26", "lo8(-192)")
    a("sbci", "r27", "hi8(-192)")
    a("ld", "r24", "X+")
    a("ld", "r25", "X")
    a("movw", "r26", "r24")                     # h ^= v[0..7] ^ v[8..15]
    for i in range(8):
        for j in range(4):
            a("ldd", "r0", f"Z+{4 * i + j}")
            a("ldd", "r18", f"Z+{32 + 4 * i + j}")
            a("eor", "r0", "r18")
            a("ld", "r18", "X")
            a("eor", "r0", "r18")
            a("st", "X+", "r0")
    a("sbiw", "r28", 1)
    move_stack(a, 194)
    a.end("hf_blake32_compress")


# Threefish-512's rounds of eight (0 to 7, then again): the words each MIX adds and rotates
THREEFISH_MIX = [
    [(0, 1, 46), (2, 3, 36), (4, 5, 19), (6, 7, 37)],
    [(2, 1, 33), (4, 7, 27), (6, 5, 14), (0, 3, 42)],
    [(4, 1, 17), (6, 3, 49), (0, 5, 36), (2, 7, 39)],
    [(6, 1, 44), (0, 7, 9), (2, 5, 54), (4, 3, 56)],
    [(0, 1, 39), (2, 3, 30), (4, 5, 34), (6, 7, 24)],
    [(2, 1, 13), (4, 7, 50), (6, 5, 10), (0, 3, 17)],
    [(4, 1, 25), (6, 3, 29), (0, 5, 39), (2, 7, 43)],
    [(6, 1, 8), (0, 7, 35), (2, 5, 56), (4, 3, 22)]]


def threefish512(a: Avr) -> None:
    """hf_threefish512_avr(v, ks, ts): Threefish-512 on the words v (in place) under the key
    schedule ks[0..8] laid out with its first eight words again after it (17 words) and the
    tweak ts = (t0, t1, t0 ^ t1, t0, t1), so that subkey s reads eight and two consecutive
    words: Z at ks[s mod 9] (LDD), X at ts[s mod 3] (LD X+). Each MIX loads its two words, adds,
    rotates (a renaming of bytes and at most four one-bit steps), XORs and stores them; a
    subkey is added as the words are loaded for the first round after it. Eight rounds per
    pass, nine passes; the last subkey on its own."""
    x0, x1 = [f"r{i}" for i in range(2, 10)], [f"r{i}" for i in range(10, 18)]
    s, mod9, mod3 = "r18", "r19", "r24"
    a.impl("skein")
    a.begin("hf_threefish512_avr")
    a("movw", "r28", "r24")
    a("movw", "r30", "r22")
    a("movw", "r26", "r20")
    a("clr", s)
    a("ldi", mod9, 9)
    a("ldi", mod3, 3)

    def inject(word: int, reg: list[str]) -> None:
        add_mem(a, reg, "ldd", [f"Z+{8 * word + j}" for j in range(8)])
        if word in (5, 6):
            add_mem(a, reg, "ld", ["X+"] * 8)
        if word == 7:
            a("add", reg[0], s)
            for r in reg[1:]:
                a("adc", r, "r1")

    def next_subkey() -> None:
        a("inc", s)
        a("adiw", "r30", 8)
        a("sbiw", "r26", 8)
        a("dec", mod9)
        a("brne", "1f")
        a("movw", "r30", "r22")
        a("ldi", mod9, 9)
        a.label("1")
        a("dec", mod3)
        a("brne", "1f")
        a("movw", "r26", "r20")
        a("ldi", mod3, 3)
        a.label("1")

    a.label("hf_threefish512_avr_pass")
    for d, mixes in enumerate(THREEFISH_MIX):
        for w0, w1, r in mixes:
            for w, reg in ((w0, x0), (w1, x1)):
                for j in range(8):
                    a("ldd", reg[j], f"Y+{8 * w + j}")
                if d % 4 == 0:
                    inject(w, reg)
            add_word(a, x0, x1)
            rot = rotl64_into(a, x1, r)
            for j in range(8):
                a("eor", rot[j], x0[j])
                a("std", f"Y+{8 * w0 + j}", x0[j])
                a("std", f"Y+{8 * w1 + j}", rot[j])
        if d % 4 == 0:
            next_subkey()
    a("cpi", s, 18)
    a("breq", "1f")
    a("jmp", "hf_threefish512_avr_pass")
    a.label("1")
    for w in range(8):
        for j in range(8):
            a("ldd", x0[j], f"Y+{8 * w + j}")
        inject(w, x0)
        for j in range(8):
            a("std", f"Y+{8 * w + j}", x0[j])
    a.end("hf_threefish512_avr")


BMW_F0 = [((5, 1), (7, -1), (10, 1), (13, 1), (14, 1)), ((6, 1), (8, -1), (11, 1), (14, 1), (15, -1)),
          ((0, 1), (7, 1), (9, 1), (12, -1), (15, 1)), ((0, 1), (1, -1), (8, 1), (10, -1), (13, 1)),
          ((1, 1), (2, 1), (9, 1), (11, -1), (14, -1)), ((3, 1), (2, -1), (10, 1), (12, -1), (15, 1)),
          ((4, 1), (0, -1), (3, -1), (11, -1), (13, 1)), ((1, 1), (4, -1), (5, -1), (12, -1), (14, -1)),
          ((2, 1), (5, -1), (6, -1), (13, 1), (15, -1)), ((0, 1), (3, -1), (6, 1), (7, -1), (14, 1)),
          ((8, 1), (1, -1), (4, -1), (7, -1), (15, 1)), ((8, 1), (0, -1), (2, -1), (5, -1), (9, 1)),
          ((1, 1), (3, 1), (6, -1), (9, -1), (10, 1)), ((2, 1), (4, 1), (7, 1), (10, 1), (11, 1)),
          ((3, 1), (5, -1), (8, 1), (11, -1), (12, -1)), ((12, 1), (4, -1), (6, -1), (9, -1), (13, 1))]
BMW64_S = [(1, 3, 4, 37), (1, 2, 13, 43), (2, 1, 19, 53), (2, 2, 28, 59)]   # x >> a ^ x << b ^ rotl c, d
BMW64_R = [5, 11, 27, 32, 37, 43, 53]
BMW_F2_XH = [5, -7, -5, -1, -3, 6, -4, -11]
BMW_F2_Q = [-5, 8, 5, 5, 0, -6, 6, 2]
BMW_F2_XL = [8, -6, 6, 4, -3, -4, -7, -2]


def rot_steps(left: int) -> int:
    """One-bit steps of a rotation left by `left` as rotl64_into does it."""
    k = left % 8
    return k if k <= 4 else 8 - k


def shift64(a: Avr, w: list[str], n: int) -> None:
    """w shifted left (n > 0) or right (n < 0) in place: whole bytes by moves, then bits."""
    up, k = n > 0, abs(n)
    order = list(reversed(w)) if up else list(w)
    for _ in range(k // 8):
        for dst, src in zip(order[:-1], order[1:], strict=True):
            a("mov", dst, src)
        a("clr", order[-1])
    for _ in range(k % 8):
        if up:
            a("lsl", w[0])
            for r in w[1:]:
                a("rol", r)
        else:
            a("lsr", w[-1])
            for r in reversed(w[:-1]):
                a("ror", r)


class Frame:
    """Words of a stack frame at Y: bytes 0..63 by LDD/STD from Y, the rest from Z, moved along
    before a word is touched (so that no ADIW falls inside a carry chain)."""

    def __init__(self, a: Avr, size: int) -> None:
        self.a, self.size, self.zbase = a, size, None

    def word(self, off: int, n: int = 8) -> list[str]:
        if off + n <= 64:
            return [f"Y+{off + j}" for j in range(n)]
        if self.zbase is None or not 0 <= off - self.zbase <= 64 - n:
            base = min(off, self.size - 64)
            if self.zbase is None:
                self.a("movw", "r30", "r28")
                delta = base
            else:
                delta = base - self.zbase
            if 0 < delta < 64:
                self.a("adiw", "r30", delta)
            elif -64 < delta < 0:
                self.a("sbiw", "r30", -delta)
            elif delta:
                self.a("subi", "r30", f"lo8({-delta})")
                self.a("sbci", "r31", f"hi8({-delta})")
            self.zbase = base
        return [f"Z+{off - self.zbase + j}" for j in range(n)]

    def load(self, regs: list[str], off: int) -> None:
        for r, m in zip(regs, self.word(off, len(regs)), strict=True):
            self.a("ldd", r, m)

    def store(self, off: int, regs: list[str]) -> None:
        for r, m in zip(regs, self.word(off, len(regs)), strict=True):
            self.a("std", m, r)

    def op(self, op: str, regs: list[str], off: int) -> None:
        """regs op= the word: op add, sub or eor (the byte ops chained through r0)."""
        first, rest = {"add": ("add", "adc"), "sub": ("sub", "sbc"), "eor": ("eor", "eor")}[op]
        for j, (r, m) in enumerate(zip(regs, self.word(off, len(regs)), strict=True)):
            self.a("ldd", "r0", m)
            self.a(first if j == 0 else rest, r, "r0")


def bmw64(a: Avr) -> None:
    """hf_bmw64_compress(h, m): h and m copied into a frame at Y (H 0, M 128, Q 256, M ^ H
    512, XL and XH 640), h's pointer pushed above it. Words are computed in three groups of
    eight registers: T (r16-r23, the input of the s functions), U (the s functions' result and
    scratch), A (expand's sum); s0..s5 are subroutines (rotations of T in place, one after the
    other, so that each of x's rotations costs the one-bit steps from the previous one). The
    rest is straight-line code."""
    t = [f"r{i}" for i in range(16, 24)]
    u = [f"r{i}" for i in range(10, 16)] + ["r24", "r25"]
    acc = [f"r{i}" for i in range(2, 10)]
    H, M, Q, X, XL, XH, size = 0, 128, 256, 512, 640, 648, 656
    # the s functions: x in T, s(x) in U
    for i, (sa, sb, sc, sd) in enumerate(BMW64_S):
        name = f"hf_bmw64_avr_s{i}"
        a.lines += [f"    .section .text.{name},\"ax\",@progbits", f"{name}:"]
        copy_regs(a, u, t)
        shift64(a, u, -sa)
        first, second = (sc, sd) if rot_steps(sc) + rot_steps(sd - sc) + rot_steps(sb - sd) <= \
            rot_steps(sd) + rot_steps(sc - sd) + rot_steps(sb - sc) else (sd, sc)
        cur, at = t, 0
        for amount in (first, second, sb):
            cur = rotl64_into(a, cur, amount - at) if (amount - at) % 64 else cur
            at = amount
            if amount == sb:
                a("andi", cur[0], (0xFF << sb) & 0xFF)
            op_word(a, "eor", u, cur)
        a("ret")
    for i in (4, 5):
        name = f"hf_bmw64_avr_s{i}"
        a.lines += [f"    .section .text.{name},\"ax\",@progbits", f"{name}:"]
        copy_regs(a, u, t)
        shift64(a, u, -(i - 3))
        op_word(a, "eor", u, t)
        a("ret")

    a.begin("hf_bmw64_compress")
    enter_frame(a, size)
    for src, dst in (("r24", H), ("r22", M)):   # h and m into the frame, then M ^ H
        a("movw", "r26", src)
        a("movw", "r30", "r28")
        if dst:
            a("subi", "r30", f"lo8(-{dst})")
            a("sbci", "r31", f"hi8(-{dst})")
        copy_block(a, t[0], 128)
    f = Frame(a, size)
    for j in range(16):
        f.load(t, M + 8 * j)
        f.op("eor", t, H + 8 * j)
        f.store(X + 8 * j, t)
    for j in range(16):                         # f0
        (i0, _), *rest = BMW_F0[j]
        f.load(t, X + 8 * i0)
        for idx, sign in rest:
            f.op("add" if sign > 0 else "sub", t, X + 8 * idx)
        a("call", f"hf_bmw64_avr_s{j % 5}")
        f.op("add", u, H + 8 * ((j + 1) % 16))
        f.store(Q + 8 * j, u)
    k = 0x0555555555555555
    for j in range(16, 32):                     # f1: AddElement into T, then the expansion
        c = (j * k) & (2 ** 64 - 1)
        for b in range(8):
            a("ldi", t[b], (c >> (8 * b)) & 0xFF)
        for mi, op in (((j - 16) % 16, "add"), ((j - 13) % 16, "add"), ((j - 6) % 16, "sub")):
            f.load(u, M + 8 * mi)
            rot = rotl64_into(a, u, mi + 1)
            a(op, t[0], rot[0])
            for r, s in zip(t[1:], rot[1:], strict=True):
                a({"add": "adc", "sub": "sbc"}[op], r, s)
        f.op("eor", t, H + 8 * ((j - 9) % 16))
        copy_regs(a, acc, t)
        for i in range(16):
            off = Q + 8 * (j - 16 + i)
            if j < 18 or i >= 14:
                f.load(t, off)
                a("call", f"hf_bmw64_avr_s{(i + 1) % 4 if j < 18 else i - 10}")
                add_word(a, acc, u)
            elif i % 2:
                f.load(t, off)
                add_word(a, acc, rotl64_into(a, t, BMW64_R[i // 2]))
            else:
                f.op("add", acc, off)
        f.store(Q + 8 * j, acc)
    f.load(t, Q + 8 * 16)                        # f2
    for j in range(17, 24):
        f.op("eor", t, Q + 8 * j)
    f.store(XL, t)
    for j in range(24, 32):
        f.op("eor", t, Q + 8 * j)
    f.store(XH, t)
    for i in range(8):
        f.load(acc, XH)
        shift64(a, acc, BMW_F2_XH[i])
        f.load(t, Q + 8 * (16 + i))
        shift64(a, t, BMW_F2_Q[i])
        op_word(a, "eor", acc, t)
        f.op("eor", acc, M + 8 * i)
        f.load(t, XL)
        f.op("eor", t, Q + 8 * (24 + i))
        f.op("eor", t, Q + 8 * i)
        add_word(a, acc, t)
        f.store(H + 8 * i, acc)
    for i in range(8):
        f.load(acc, H + 8 * ((i + 4) % 8))
        rot = rotl64_into(a, acc, 9 + i)
        f.load(t, XH)
        f.op("eor", t, Q + 8 * (24 + i))
        f.op("eor", t, M + 8 * (8 + i))
        add_word(a, rot, t)
        f.load(t, XL)
        shift64(a, t, BMW_F2_XL[i])
        f.op("eor", t, Q + 8 * (16 + (i + 7) % 8))
        f.op("eor", t, Q + 8 * (8 + i))
        add_word(a, rot, t)
        f.store(H + 8 * (8 + i), rot)
    a("movw", "r26", "r28")                     # the new chaining value to h
    a("subi", "r26", f"lo8(-{size})")
    a("sbci", "r27", f"hi8(-{size})")
    a("ld", "r30", "X+")
    a("ld", "r31", "X")
    a("movw", "r26", "r28")
    copy_block(a, t[0], 128)
    a("sbiw", "r28", 1)
    move_stack(a, size + 2)
    a.end("hf_bmw64_compress")


def rotl_into(a: Avr, regs: list[str], left: int) -> list[str]:
    """regs (a word of any number of bytes) rotated left by `left` bits, as rotl64_into."""
    n = len(regs)
    rotl_bits(a, regs, left % 8)
    moved = (left % (8 * n) + 3) // 8
    return [regs[(j - moved) % n] for j in range(n)]


def radiogatun_mill(a: Avr, wb: int) -> None:
    """hf_rg<bits>_mill_avr(a, q): the mill's gamma, pi, theta and iota on a[19], then
    a[13..15] ^= q[0..2] (the belt row that left its end; the belt itself is C's,
    radiogatun_avr.c). gamma one byte position of the 19 words at a time in 19 registers, in
    place; pi into a frame u on the stack (each word rotated on the way, written by ST X+);
    theta from u back into a (ST X+)."""
    name = f"hf_rg{8 * wb}_mill_avr"
    size, mill = 19 * wb, 19
    col, tmp = [f"r{i}" for i in range(2, 21)], "r21"
    w = [f"r{i}" for i in range(2, 2 + wb)]
    a.begin(name)
    a("in", "r28", SPL)
    a("in", "r29", SPH)
    move_stack(a, -size)
    a("adiw", "r28", 1)
    a("movw", "r26", "r28")                     # u
    a("movw", "r28", "r24")                     # gamma: a[i] ^= a[i + 1] | ~a[i + 2]
    f = Frame(a, size)
    for j in range(wb):
        for i in range(mill):
            a("ldd", col[i], f.word(wb * i + j, 1)[0])
        for i in range(mill):
            a("mov", tmp, col[(i + 2) % mill])
            a("com", tmp)
            a("or", tmp, col[(i + 1) % mill])
            a("eor", tmp, col[i])
            a("std", f.word(wb * i + j, 1)[0], tmp)
    for i in range(mill):                       # pi: u[i] = a[7 i] >>> i (i + 1) / 2
        f.load(w, wb * (7 * i % mill))
        for r in rotl_into(a, w, -(i * (i + 1) // 2)):
            a("st", "X+", r)
    a("movw", "r28", "r26")                     # theta: a[i] = u[i] ^ u[i + 1] ^ u[i + 4]
    a("subi", "r28", size)
    a("sbci", "r29", 0)
    a("movw", "r26", "r24")
    a("ldi", "r16", 1)
    f = Frame(a, size)
    for i in range(mill):
        f.load(w, wb * i)
        f.op("eor", w, wb * ((i + 1) % mill))
        f.op("eor", w, wb * ((i + 4) % mill))
        if i == 0:                              # iota
            a("eor", w[0], "r16")
        for r in w:
            a("st", "X+", r)
    a("movw", "r30", "r24")                     # a[13..15] ^= q
    a("subi", "r30", f"lo8(-{13 * wb})")
    a("sbci", "r31", f"hi8(-{13 * wb})")
    a("movw", "r26", "r22")
    for j in range(3 * wb):
        a("ld", "r0", "X+")
        a("ldd", tmp, f"Z+{j}")
        a("eor", tmp, "r0")
        a("std", f"Z+{j}", tmp)
    a("sbiw", "r28", 1)
    move_stack(a, size)
    a.end(name)


def radiogatun(a: Avr) -> None:
    a.impl("radiogatun")
    radiogatun_mill(a, 4)
    radiogatun_mill(a, 8)


def times_9(a: Avr, t: list[str], g: list[str]) -> None:
    """g = (t >>> w / 4) * 9 = f + (f << 3), f being t's bytes renamed."""
    f = renamed(t, len(t) // 4)
    copy_regs(a, g, f)
    for _ in range(3):
        a("lsl", g[0])
        for r in g[1:]:
            a("rol", r)
    add_word(a, g, f)


def irrupt_rounds(a: Avr, wb: int) -> None:
    """hf_ir<bits>_rounds_avr(x, r): eight EnRUPT rounds on x[16] and d[2] (which follows x)
    for a round counter r (read, not written) that is a multiple of 8, as every state of the
    high level has at an ir2s (irrupt_avr.c takes the others). Then the rounds' indices are
    r mod 16 + 0..11, in the half of x that starts at r mod 16 (Y) and the other (Z), so every
    word is at a constant displacement. d is in registers (32-bit words) or walked by X
    (64-bit); the constant r + k is r's bytes in registers, the low one incremented each round
    (no carry: r is a multiple of 8)."""
    name = f"hf_ir{8 * wb}_rounds_avr"
    t = [f"r{i}" for i in range(2, 2 + wb)]
    g = [f"r{i}" for i in range(10, 10 + wb)]
    times9 = f"{name}_times9"
    if wb == 8:                                 # a subroutine: 470 B less of 64-bit code, 8 calls
        a.lines += [f"    .section .text.{times9},\"ax\",@progbits", f"{times9}:"]
        times_9(a, t, g)
        a("ret")
    rr = [f"r{i}" for i in range(18, 18 + wb)]
    dregs = [[f"r{i}" for i in range(6, 10)], [f"r{i}" for i in range(14, 18)]] if wb == 4 else None
    used = {*t, *g, *(sum(dregs, []) if dregs else [])}
    a.begin(name, [r for r in SAVED if r in used or r in ("r28", "r29")])
    a("movw", "r26", "r24")
    a("movw", "r30", "r22")
    for r in rr:
        a("ld", r, "Z+")
    a("movw", "r28", "r26")
    a("movw", "r30", "r26")
    a("subi", "r30", f"lo8(-{8 * wb})")
    a("sbci", "r31", f"hi8(-{8 * wb})")
    a("sbrs", rr[0], 3)                         # r mod 16 = 8: the halves the other way round
    a("rjmp", "1f")
    a("movw", "r28", "r30")
    a("movw", "r30", "r26")
    a.label("1")
    a("subi", "r26", f"lo8(-{16 * wb})")        # d
    a("sbci", "r27", f"hi8(-{16 * wb})")
    if dregs:
        for r in dregs[0] + dregs[1]:
            a("ld", r, "X+")

    def word(c: int) -> list[str]:
        ptr, c = ("Y", c) if c < 8 else ("Z", c - 8)
        return [f"{ptr}+{wb * c + j}" for j in range(wb)]

    for k in range(8):
        for r, m in zip(t, word(k ^ 1), strict=True):      # 2 x[r ^ 1] ^ x[r + 4] ^ d ^ r
            a("ldd", r, m)
        a("lsl", t[0])
        for r in t[1:]:
            a("rol", r)
        for r, m in zip(t, word(k + 4), strict=True):
            a("ldd", "r0", m)
            a("eor", r, "r0")
        if dregs:
            op_word(a, "eor", t, dregs[k % 2])
        else:
            for r in t:
                a("ld", "r0", "X+")
                a("eor", r, "r0")
        op_word(a, "eor", t, rr)
        if wb == 8:                             # g = (t >>> w / 4) * 9
            a("call", times9)
        else:
            times_9(a, t, g)
        for r, m in zip(g, word(k + 2), strict=True):      # x[r + 2] ^= f
            a("ldd", "r0", m)
            a("eor", "r0", r)
            a("std", m, "r0")
        for r, m in zip(g, word(k), strict=True):          # d ^= f ^ x[r]
            a("ldd", "r0", m)
            a("eor", r, "r0")
        if dregs:
            op_word(a, "eor", dregs[k % 2], g)
        else:
            a("sbiw", "r26", wb)
            for r in g:
                a("ld", "r0", "X")
                a("eor", "r0", r)
                a("st", "X+", "r0")
            if k % 2:
                a("sbiw", "r26", 2 * wb)
        a("inc", rr[0])
    if dregs:
        for r in reversed(dregs[0] + dregs[1]):
            a("st", "-X", r)
    a.end(name)


def irrupt(a: Avr) -> None:
    a.impl("irrupt")
    irrupt_rounds(a, 4)
    irrupt_rounds(a, 8)


BLAKE_PI64 = """243F6A8885A308D3 13198A2E03707344 A4093822299F31D0 082EFA98EC4E6C89
                452821E638D01377 BE5466CF34E90C6C C0AC29B7C97C50DD 3F84D5B5B5470917
                9216D5D98979FB1B D1310BA698DFB5AC 2FFD72DBD01ADFB7 B8E1AFED6A267E96
                BA7C9045F12C7F99 24A19947B3916CF7 0801F2E2858EFC16 636920D871574E69"""


def blake64(a: Avr) -> None:
    """hf_blake64_avr(h, block, t, rounds): BLAKE-32's plan with 64-bit words. A frame at Y
    holds v (0), m (128), the round's G inputs m[s] ^ c[s'] in G's order (256, made by a loop
    over the round's row of sigma, kept in flash as byte offsets 8 s, and read by LD X+), the
    round count and the sigma pointer (384); h, pushed above it. A G keeps a, b and d in
    registers and adds d into c in memory, XORing the sum into b on the way (EOR leaves the
    carry alone); the eight G of a round are straight-line code."""
    consts = [int(x, 16) for x in BLAKE_PI64.split()]
    ra_, rb_, rd_ = ([f"r{i}" for i in range(b, b + 8)] for b in (2, 10, 18))
    V, MSG, GIN, CNT, SIG, size = 0, 128, 256, 384, 385, 387
    a.lines += ["    .section .progmem.data.hf_blake64_avr,\"a\",@progbits", "hf_blake64_avr_c:"]
    quads(a, consts)
    a.lines.append("hf_blake64_avr_sigma:")
    for r in range(16):                         # 16 rounds at most (BLAKE-512's final version)
        a.lines.append("    .byte " + ", ".join(str(8 * i) for i in BLAKE_SIGMA[r % 10]))
    a.impl("blake")
    a.begin("hf_blake64_avr")
    enter_frame(a, size)
    f = Frame(a, size)
    f.store(CNT, ["r18"])
    a("movw", "r26", "r22")                     # m: the block's big-endian words
    for i in range(16):
        for r in reversed(ra_):
            a("ld", r, "X+")
        f.store(MSG + 8 * i, ra_)
    a("movw", "r26", "r20")                     # v = h, c[0..7] ^ (0, 0, 0, 0, t, t, t', t')
    for r in rb_ + ra_:
        a("ld", r, "X+")
    a("movw", "r26", "r24")
    for i in range(8):
        for r in rd_:
            a("ld", r, "X+")
        f.store(V + 8 * i, rd_)
    for i in range(8):
        for j, r in enumerate(rd_):
            a("ldi", r, (consts[i] >> (8 * j)) & 0xFF)
        if i >= 4:
            op_word(a, "eor", rd_, rb_ if i < 6 else ra_)
        f.store(V + 64 + 8 * i, rd_)
    a("ldi", "r24", "lo8(hf_blake64_avr_sigma)")
    a("ldi", "r25", "hi8(hf_blake64_avr_sigma)")
    f.store(SIG, ["r24", "r25"])
    a.label("hf_blake64_avr_round")
    f.zbase = None
    sig, loop, fa, fb = ["r24", "r25"], "r16", "r17", "r18"
    f.load(sig, SIG)
    blake_g_inputs(a, "hf_blake64_avr", GIN, MSG, sig[0], loop, (fa, fb), ra_)
    f.zbase = None
    f.store(SIG, sig)
    a("movw", "r26", "r28")
    a("subi", "r26", f"lo8(-{GIN})")
    a("sbci", "r27", f"hi8(-{GIN})")
    for g in BLAKE_G:
        va, vb, vc, vd = (V + 8 * w for w in g)
        f.load(ra_, va)
        f.load(rb_, vb)
        f.load(rd_, vd)
        x, y, d = list(ra_), list(rb_), list(rd_)
        for rot_d, rot_b in ((4, 64 - 25), (2, 64 - 11)):
            add_word(a, x, y)                   # a += b + (m ^ c)
            add_mem(a, x, "ld", ["X+"] * 8)
            op_word(a, "eor", d, x)             # d = (d ^ a) >>> 32 or 16: a renaming
            d = renamed(d, rot_d)
            mem = f.word(vc)                    # c += d in memory, b ^= c on the way
            for j in range(8):
                a("ldd", "r0", mem[j])
                a("add" if j == 0 else "adc", "r0", d[j])
                a("std", mem[j], "r0")
                a("eor", y[j], "r0")
            y = rotl64_into(a, y, rot_b)        # b = (b ^ c) >>> 25 or 11
        f.store(va, x)
        f.store(vb, y)
        f.store(vd, d)
    mem = f.word(CNT, 1)
    a("ldd", "r0", mem[0])
    a("dec", "r0")
    a("std", mem[0], "r0")
    a("breq", "1f")
    a("jmp", "hf_blake64_avr_round")
    a.label("1")
    f.zbase = None
    a("movw", "r26", "r28")                     # h, pushed above the frame
    a("subi", "r26", f"lo8(-{size})")
    a("sbci", "r27", f"hi8(-{size})")
    a("ld", "r24", "X+")
    a("ld", "r25", "X")
    a("movw", "r26", "r24")                     # h ^= v[0..7] ^ v[8..15]
    for i in range(8):
        f.load(ra_, V + 8 * i)
        f.op("eor", ra_, V + 64 + 8 * i)
        for r in ra_:
            a("ld", "r0", "X")
            a("eor", "r0", r)
            a("st", "X+", "r0")
    a("sbiw", "r28", 1)
    move_stack(a, size + 2)
    a.end("hf_blake64_avr")


def main(argv: list[str]) -> int:
    if len(argv) != 3 or argv[1] != "avr":
        print("usage: permutations.py avr OUT.S", file=sys.stderr)
        return 2
    a = Avr()
    a.lines.append("/* Generated by embedded/avr/permutations.py: do not edit. */")
    keccak(a)
    sha256(a)
    sha512(a)
    ascon(a)
    xoodoo(a)
    a.impl("esch")
    sparkle(a, "hf_sparkle384", 6)
    sparkle(a, "hf_sparkle512", 8)
    blake32(a)
    threefish512(a)
    bmw64(a)
    radiogatun(a)
    irrupt(a)
    blake64(a)
    with open(argv[2], "w") as f:
        f.write("\n".join(a.lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
