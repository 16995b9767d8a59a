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


class Avr:
    """Straight-line code over a state addressed by Y (fixed) and Z (moved as needed)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.zbase: int | None = None

    def __call__(self, op: str, *args: object) -> None:
        self.lines.append(f"    {op} " + ", ".join(str(a) for a in args))

    def label(self, name: str) -> None:
        self.lines.append(f"{name}:")

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


def rotl_bits(a: Avr, p: list[str], k: int) -> None:
    """p (8 registers, least significant first) rotated left by k < 8 bits in place."""
    if k <= 4:
        for _ in range(k):
            a("lsl", p[0])
            for r in p[1:]:
                a("rol", r)
            a("adc", p[0], "r1")          # r1 is zero: the carry out comes back in at bit 0
    else:
        for _ in range(8 - k):
            a("bst", p[0], 0)
            for r in reversed(p):
                a("ror", r)
            a("bld", p[7], 7)


def keccak(a: Avr) -> None:
    regs_a = [f"r{i}" for i in range(2, 10)]
    regs_b = [f"r{i}" for i in range(10, 18)]
    t, cnt = "r18", "r24"
    a.lines += ["    .section .progmem.data.hf_keccak_rc,\"a\",@progbits",
                "hf_keccak_avr_rc:"]
    for rc in round_constants():
        a.lines.append("    .byte " + ", ".join(f"0x{(rc >> (8 * b)) & 0xFF:02x}" for b in RC_BYTES))
    a.lines += ["    .section .bss.hf_keccak_avr_c,\"aw\",@nobits",
                "hf_keccak_avr_c:", "    .skip 40",
                "    .section .rodata.hf_impl_keccak,\"a\",@progbits",
                "    .global hf_impl_keccak", "hf_impl_keccak:", "    .asciz \"asm\"",
                "    .section .text.hf_keccak_f1600,\"ax\",@progbits",
                "    .global hf_keccak_f1600", "    .type hf_keccak_f1600, @function",
                "hf_keccak_f1600:"]
    saved = [f"r{i}" for i in range(2, 18)] + ["r28", "r29"]
    for r in saved:
        a("push", r)
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
    for r in reversed(saved):
        a("pop", r)
    a("ret")
    a.lines.append("    .size hf_keccak_f1600, .-hf_keccak_f1600")


def main(argv: list[str]) -> int:
    if len(argv) != 3 or argv[1] != "avr":
        print("usage: permutations.py avr OUT.S", file=sys.stderr)
        return 2
    a = Avr()
    a.lines.append("/* Generated by embedded/avr/permutations.py: do not edit. */")
    keccak(a)
    with open(argv[2], "w") as f:
        f.write("\n".join(a.lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
