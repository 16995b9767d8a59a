#!/usr/bin/env python3
"""Writes the RISC-V assembly permutations of Ascon, Esch (SPARKLE) and Xoodyak:

    permutations.py rv32i|rv32i-zbb|ibex|ibex-zbb|ibex-zbb-maxperf OUT.S

Straight-line code, the state in registers for the whole call (loaded once, stored once);
`rv32i` rotates with two shifts and an OR, `rv32i-zbb` with `rori` and complements with
`andn`. They implement the low-level interface of the three families (c/low/<family>/
<family>_low.h), so a library built with this file in place of c/low/{ascon,esch,xoodyak}/
*_ref.c calls them (target.toml's library_low_levels); hf_impl() then reports "asm":

    void hf_ascon_p(uint64_t x[5], unsigned rounds)          rounds 12, 8 or 6 (last ones);
                                                             rv32i-zbb: x bit-interleaved
    void hf_sparkle384(uint32_t w[12], unsigned steps)       steps 7 or 11
    void hf_sparkle512(uint32_t w[16], unsigned steps)       steps 8 or 12
    void hf_xoodoo(uint32_t a[12])                           12 rounds

Ascon on rv32i keeps the standard representation: each 64-bit word is two 32-bit halves, a
64-bit rotation four shifts and two ORs. On rv32i-zbb the state is bit-interleaved (even bits
in the low word, odd bits in the high word), a 64-bit rotation two `rori`.
"""
from __future__ import annotations

import sys

# x0 zero and x2 sp are never allocated; ra, gp, tp and the s registers are saved when used
CALLER = ["a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "t0", "t1", "t2", "t3", "t4", "t5", "t6"]
SAVED = ["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "ra", "gp", "tp"]


class Regs:
    """A register pool with renaming: values move between registers by name, never by `mv`."""

    def __init__(self, reserved: tuple[str, ...] = ()) -> None:
        self.free = [r for r in CALLER + SAVED if r not in reserved]
        self.used: set[str] = set(reserved)

    def get(self) -> str:
        r = self.free.pop(0)
        self.used.add(r)
        return r

    def put(self, *regs: str) -> None:
        for r in regs:
            self.free.insert(0, r)


class Asm:
    def __init__(self, zbb: bool) -> None:
        self.zbb = zbb
        self.lines: list[str] = []
        self.before: list[str] = []     # code placed before the function's label

    def __call__(self, op: str, *args: object) -> None:
        self.lines.append(f"    {op} " + ", ".join(str(a) for a in args))

    def label(self, name: str) -> None:
        self.lines.append(f"{name}:")

    def rotr(self, dst: str, src: str, n: int, tmp: str) -> None:
        """dst = src rotated right by n (tmp: a scratch register other than src and dst)."""
        n %= 32
        if n == 0:
            if dst != src:
                self("mv", dst, src)
        elif self.zbb:
            self("rori", dst, src, n)
        else:
            self("srli", tmp, src, n)
            self("slli", dst, src, 32 - n)
            self("or", dst, dst, tmp)

    def andn(self, dst: str, a: str, b: str) -> None:
        """dst = ~a & b (dst other than b on rv32i)."""
        if self.zbb:
            self("andn", dst, b, a)
        else:
            self("not", dst, a)
            self("and", dst, dst, b)

    def li(self, dst: str, value: int) -> None:
        self("li", dst, f"0x{value & 0xffffffff:08x}")


def prologue(asm: Asm, name: str, saved: list[str], before: list[str] = ()) -> None:
    asm.lines += ["", f"    .section .text.{name}, \"ax\", @progbits", f"    .global {name}",
                  f"    .type {name}, @function", "    .p2align 2", *before, f"{name}:"]
    if saved:
        asm("addi", "sp", "sp", -4 * len(saved))
        for i, r in enumerate(saved):
            asm("sw", r, f"{4 * i}(sp)")


def epilogue(asm: Asm, name: str, saved: list[str]) -> None:
    for i, r in enumerate(saved):
        asm("lw", r, f"{4 * i}(sp)")
    if saved:
        asm("addi", "sp", "sp", 4 * len(saved))
    asm("ret")
    asm.lines.append(f"    .size {name}, .-{name}")


def function(zbb: bool, name: str, body, reserved: tuple[str, ...] = ("a0", "a1")) -> list[str]:
    """body(asm, regs) writes the code between prologue and epilogue; the callee-saved
    registers it used are saved around it."""
    inner = Asm(zbb)
    regs = Regs(reserved)
    body(inner, regs)
    saved = [r for r in SAVED if r in regs.used]
    outer = Asm(zbb)
    prologue(outer, name, saved, inner.before)
    outer.lines += inner.lines
    epilogue(outer, name, saved)
    return outer.lines


# ---- Ascon-p: x[i] = (lo, hi) halves of the 64-bit word i (little-endian in memory) -------

ASCON_ROT = [(19, 28), (61, 39), (1, 6), (10, 17), (7, 41)]


def term_cost(zbb: bool, p: int, q: int) -> int:
    """Instructions for ~a & b when a is held complemented (p) and b (q)."""
    return 1 if zbb or p != q else 2


def flips_for(zbb: bool, comp: list[int]) -> list[int]:
    """The lanes to complement before the S-box so that its five terms cost the least
    (complementing a lane costs one NOT per half)."""
    best: tuple[int, list[int]] = (1 << 30, [])
    for mask in range(32):
        c = [comp[i] ^ (mask >> i & 1) for i in range(5)]
        cost = bin(mask).count("1") + sum(term_cost(zbb, c[(i + 1) % 5], c[(i + 2) % 5]) for i in range(5))
        if cost < best[0]:
            best = (cost, [i for i in range(5) if mask >> i & 1])
    return best[1]


def ascon_sbox(asm: Asm, regs: Regs, x: list[str], comp: list[int], flips: list[int]) -> list[int]:
    """The S-box on one half, the lanes complemented as comp says (lane complementing, as
    Keccak implementations do: a complemented lane turns ~a & b into a & b or a | b, and
    x2 = ~x2 costs nothing). Returns the complement flags of the result."""
    c = list(comp)
    for i in flips:
        asm("not", x[i], x[i])
        c[i] ^= 1
    x0, x1, x2, x3, x4 = x
    asm("xor", x0, x0, x4)
    c[0] ^= c[4]
    asm("xor", x4, x4, x3)
    c[4] ^= c[3]
    asm("xor", x2, x2, x1)
    c[2] ^= c[1]

    def term(i: int) -> tuple[str, int]:
        """t = ~x[i] & x[i + 1] in a new register, and whether t is held complemented."""
        a, b = x[i % 5], x[(i + 1) % 5]
        p, q = c[i % 5], c[(i + 1) % 5]
        t = regs.get()
        if p and not q:                  # (~a) & b
            asm("and", t, a, b)
            return t, 0
        if q and not p:                  # ~a & ~(~b) = ~(a | ~b)
            asm("or", t, a, b)
            return t, 1
        if asm.zbb:                      # andn: ~a & b, or (~a) & ~(~b) when both are held complemented
            asm("andn", t, *((a, b) if p else (b, a)))
            return t, 0
        if p and q:                      # (~a) & ~(~b) = ((~a) | (~b)) ^ (~b)
            asm("or", t, a, b)
            asm("xor", t, t, b)
            return t, 0
        asm("not", t, a)
        asm("and", t, t, b)
        return t, 0

    def add(i: int, t: tuple[str, int]) -> None:
        asm("xor", x[i], x[i], t[0])
        c[i] ^= t[1]
        regs.put(t[0])

    # terms t_k = ~x_k & x_{k+1}, x_i ^= t_{i+1}; in an order that needs three temporaries
    t4 = term(4)
    t0 = term(0)
    add(0, term(1))
    add(1, term(2))
    add(2, term(3))
    add(3, t4)
    add(4, t0)
    asm("xor", x1, x1, x0)
    c[1] ^= c[0]
    asm("xor", x0, x0, x4)
    c[0] ^= c[4]
    asm("xor", x3, x3, x2)
    c[3] ^= c[2]
    c[2] ^= 1                            # x2 = ~x2
    return c


def ascon_linear(asm: Asm, regs: Regs, lo: str, hi: str, a: int, b: int) -> tuple[str, str]:
    """(lo, hi) ^= (lo, hi) >>> a ^ (lo, hi) >>> b; returns the registers of the result."""
    def terms(half: int) -> list[tuple[str, str, int]]:
        out = []
        for n in (a, b):
            src_l, src_h = (hi, lo) if n >= 32 else (lo, hi)
            m = n % 32
            if half == 0:
                out += [("srli", src_l, m), ("slli", src_h, 32 - m)]
            else:
                out += [("srli", src_h, m), ("slli", src_l, 32 - m)]
        return out

    result = []
    for half in (0, 1):
        acc, tmp = regs.get(), regs.get()
        (op, src, n), *rest = terms(half)
        asm(op, acc, src, n)
        for op, src, n in rest:
            asm(op, tmp, src, n)
            asm("xor", acc, acc, tmp)
        regs.put(tmp)
        result.append(acc)
    # both halves computed from the old ones: now fold in the word itself
    asm("xor", result[0], result[0], lo)
    asm("xor", result[1], result[1], hi)
    regs.put(lo, hi)
    return result[0], result[1]


def ascon_linear_interleaved(asm: Asm, regs: Regs, e: str, o: str, a: int, b: int) -> tuple[str, str]:
    """The same on a bit-interleaved word (e: even bits, o: odd bits): a 64-bit rotation by
    2k is k on both halves; by 2k + 1, the halves swap and rotate by k and k + 1."""
    def rot(n: int) -> tuple[tuple[str, int], tuple[str, int]]:
        k = n // 2
        return ((e, k), (o, k)) if n % 2 == 0 else ((o, k), (e, k + 1))

    ra, rb = rot(a), rot(b)
    result = []
    for half, own in ((0, e), (1, o)):
        acc, tmp = regs.get(), regs.get()
        # the rotated term first; a term rotated by 0 goes straight into the XOR
        (s0, k0), (s1, k1) = sorted((ra[half], rb[half]), key=lambda t: t[1] % 32 == 0)
        asm.rotr(acc, s0, k0, tmp)
        if k1 % 32:
            asm.rotr(tmp, s1, k1, acc)
            asm("xor", acc, acc, tmp)
        else:
            asm("xor", acc, acc, s1)
        asm("xor", acc, acc, own)
        regs.put(tmp)
        result.append(acc)
    regs.put(e, o)
    return result[0], result[1]


def ascon_interleaved_fn(zbb: bool) -> list[str]:
    return function(zbb, "hf_ascon_p", lambda asm, regs: ascon(asm, regs, True), ("a0",))


def ascon(asm: Asm, regs: Regs, interleaved: bool = False) -> None:
    """p^n runs the last n of the 12 rounds: an entry per n loads the state into the
    registers the renaming gives round 12 - n, and the rounds follow."""
    lo = [regs.get() for _ in range(5)]
    hi = [regs.get() for _ in range(5)]
    rounds = Asm(asm.zbb)
    maps = []
    comp = [0] * 5                       # lanes held complemented (both halves alike)
    for r in range(12):
        maps.append((list(lo), list(hi), list(comp)))
        rounds.label(f".Lascon_r{r}")
        c = ((0xF - r) << 4) | r
        if interleaved:       # the constant's even bits to the even half, odd to the odd
            rounds("xori", lo[2], lo[2], sum((c >> (2 * j) & 1) << j for j in range(4)))
            rounds("xori", hi[2], hi[2], sum((c >> (2 * j + 1) & 1) << j for j in range(4)))
        else:
            rounds("xori", lo[2], lo[2], c)
        flips = flips_for(asm.zbb, comp)
        ascon_sbox(rounds, regs, lo, comp, flips)
        comp = ascon_sbox(rounds, regs, hi, comp, flips)
        linear = ascon_linear_interleaved if interleaved else ascon_linear
        words = [linear(rounds, regs, lo[i], hi[i], a, b) for i, (a, b) in enumerate(ASCON_ROT)]
        lo, hi = [w[0] for w in words], [w[1] for w in words]
    for i in range(5):
        if comp[i]:
            rounds("not", lo[i], lo[i])
            rounds("not", hi[i], hi[i])
    for i in range(5):
        rounds("sw", lo[i], f"{8 * i}(a0)")
        rounds("sw", hi[i], f"{8 * i + 4}(a0)")
    # a1 (rounds) is free once the entry is chosen: the rounds may use it
    asm("addi", "a1", "a1", -8)
    asm("beqz", "a1", ".Lascon_p8")
    asm("addi", "a1", "a1", 2)
    asm("beqz", "a1", ".Lascon_p6")
    # p^12's loads fall through into round 0; the other entries sit before the function's
    # label (reached by the branches above only) and jump into their round
    for n in (12, 8, 6):
        out = asm if n == 12 else Asm(asm.zbb)
        out.label(f".Lascon_p{n}")
        lows, highs, flags = maps[12 - n]
        for i in range(5):
            out("lw", lows[i], f"{8 * i}(a0)")
            out("lw", highs[i], f"{8 * i + 4}(a0)")
            if flags[i]:
                out("not", lows[i], lows[i])
                out("not", highs[i], highs[i])
        if n != 12:
            out("j", f".Lascon_r{12 - n}")
            asm.before += out.lines
    asm.lines += rounds.lines


# ---- SPARKLE: w[2j] = x_j, w[2j + 1] = y_j ---------------------------------------------------

RCON = [0xB7E15162, 0xBF715880, 0x38B4DA56, 0x324E7738,
        0xBB1185EB, 0x4F7C7B57, 0xCFBFA1C8, 0xC2B3293D]


def rot_into(asm: Asm, op: str, dst: str, src: str, n: int, tmp: str) -> None:
    """dst = dst op (src >>> n), op add or xor, with one scratch register: on RV32I the
    rotation's two shifted halves are disjoint, so each goes into dst by itself instead of
    being ORed first (same count, one register fewer)."""
    n %= 32
    if n == 0:
        asm(op, dst, dst, src)
    elif asm.zbb:
        asm("rori", tmp, src, n)
        asm(op, dst, dst, tmp)
    else:
        asm("srli", tmp, src, n)
        asm(op, dst, dst, tmp)
        asm("slli", tmp, src, 32 - n)
        asm(op, dst, dst, tmp)


def alzette(asm: Asm, x: str, y: str, c: str, tmp: str, u: str | None = None, v: str | None = None) -> None:
    """u (a right branch): the last round's y ^= x >>> 16 takes (x ^ u) >>> 16 instead, v
    holding x ^ u; with u = t ^ t << 16 that adds ell(t) = (t ^ t << 16) >>> 16 to y on the way."""
    for rx, ry in ((31, 24), (17, 17), (0, 31), (24, 16)):
        rot_into(asm, "add", x, y, rx, tmp)
        if u and v and ry == 16:
            asm("xor", v, x, u)
            rot_into(asm, "xor", y, v, ry, tmp)
        else:
            rot_into(asm, "xor", y, x, ry, tmp)
        asm("xor", x, x, c)


def ell(asm: Asm, v: str, tmp: str) -> None:
    """v = (v ^ v << 16) >>> 16. With u = v ^ v << 16, u << 16 is v << 16 and is disjoint
    from u >> 16: the rotation is u >> 16 ^ v << 16 (four instructions on RV32I)."""
    asm("slli", tmp, v, 16)
    asm("xor", v, v, tmp)
    if asm.zbb:
        asm("rori", v, v, 16)
    else:
        asm("srli", v, v, 16)
        asm("xor", v, v, tmp)


def sparkle_fn(zbb: bool, name: str, branches: int, slim: int, big: int) -> list[str]:
    """Two straight-line bodies would double the code; one body of `big` steps with an exit
    after `slim` steps needs the register map at that point, which the generator knows."""
    inner = Asm(zbb)
    regs = Regs(("a0", "a1"))
    w = [regs.get() for _ in range(2 * branches)]
    c = [regs.get() for _ in range(branches)]
    tmp, acc, v = regs.get(), regs.get(), regs.get()
    for i in range(2 * branches):
        inner("lw", w[i], f"{4 * i}(a0)")
    # the Alzette constants from a table: an address (two instructions) and a load each,
    # where li takes two per constant
    inner("lla", tmp, ".Lsparkle_rcon")
    for j in range(branches):
        inner("lw", c[j], f"{4 * j}(tmp)".replace("tmp", tmp))
    half = branches
    at_slim: list[str] = []
    for i in range(big):
        if i == slim:
            at_slim = list(w)
            inner("li", tmp, slim)
            inner("beq", "a1", tmp, f".L{name}_slim")
        if i % 8 < branches:
            inner("xor", w[1], w[1], c[i % 8])
        else:
            inner.li(tmp, RCON[i % 8])
            inner("xor", w[1], w[1], tmp)
        if i:
            inner("xori", w[3], w[3], i)
        # The Feistel layer: the right x words take the left x words and ell of the left y
        # sum, the right y words the left y words and ell of the left x sum. The left branches
        # go first; their x sum t becomes u = t ^ t << 16, which the right branches' last
        # rotation by 16 turns into ell(t) for two instructions (ell alone takes four).
        for j in range(branches // 2):
            alzette(inner, w[2 * j], w[2 * j + 1], c[j], tmp)
        inner("xor", acc, w[0], w[2])
        for j in range(4, half, 2):
            inner("xor", acc, acc, w[j])
        inner("slli", tmp, acc, 16)
        inner("xor", acc, acc, tmp)
        for j in range(branches // 2, branches):
            alzette(inner, w[2 * j], w[2 * j + 1], c[j], tmp, acc, v)
        for j in range(0, half, 2):
            inner("xor", w[half + j + 1], w[half + j + 1], w[j + 1])
        inner("xor", acc, w[1], w[3])
        for j in range(4, half, 2):
            inner("xor", acc, acc, w[j + 1])
        ell(inner, acc, tmp)
        for j in range(0, half, 2):
            inner("xor", w[half + j], w[half + j], w[j])
            inner("xor", w[half + j], w[half + j], acc)
        right = w[half:]
        w = right[2:] + right[:2] + w[:half]
    for i in range(2 * branches):
        inner("sw", w[i], f"{4 * i}(a0)")
    inner("j", f".L{name}_ret")
    inner.label(f".L{name}_slim")
    for i in range(2 * branches):
        inner("sw", at_slim[i], f"{4 * i}(a0)")
    inner.label(f".L{name}_ret")
    saved = [r for r in SAVED if r in regs.used]
    outer = Asm(zbb)
    prologue(outer, name, saved)
    outer.lines += inner.lines
    epilogue(outer, name, saved)
    return outer.lines


# ---- Xoodoo: lane x of plane y in a[4y + x] --------------------------------------------------

XOODOO_RC = [0x058, 0x038, 0x3C0, 0x0D0, 0x120, 0x014, 0x060, 0x02C, 0x380, 0x0F0, 0x1A0, 0x012]


def xoodoo(asm: Asm, regs: Regs) -> None:
    a = [regs.get() for _ in range(12)]
    for i in range(12):
        asm("lw", a[i], f"{4 * i}(a0)")
    # Zbb's rotations need no scratch register, and each e takes the register of the parity
    # it is made of (every parity feeds one e): 17 registers, 3 of them saved and restored
    # (each save a store and a load, two cycles each on Ibex), where 22 took 8
    tmp = regs.get()
    tmp2 = tmp if asm.zbb else regs.get()
    for r in range(12):
        # theta: e[x] = (p[x-1] <<< 5) ^ (p[x-1] <<< 14), p the column parity
        p = [regs.get() for _ in range(4)]
        for x in range(4):
            asm("xor", p[x], a[x], a[4 + x])
            asm("xor", p[x], p[x], a[8 + x])
        e = []
        for x in range(4):
            src = p[(x + 3) % 4]
            if asm.zbb:     # (t ^ t <<< 9) <<< 5, into src's register
                asm("rori", tmp, src, 23)
                asm("xor", tmp, tmp, src)
                asm("rori", src, tmp, 27)
                e.append(src)
                continue
            t = regs.get()
            asm("slli", t, src, 5)
            asm("srli", tmp, src, 27)
            asm("xor", t, t, tmp)
            asm("slli", tmp, src, 14)
            asm("xor", t, t, tmp)
            asm("srli", tmp, src, 18)
            asm("xor", t, t, tmp)
            e.append(t)
        for x in range(12):
            asm("xor", a[x], a[x], e[x % 4])
        regs.put(*p, *(t for t in e if t not in p))
        # rho-west: plane 1 shifts one lane (renaming), plane 2 rotates left by 11
        a[4:8] = [a[4 + (x + 3) % 4] for x in range(4)]
        for x in range(4):
            asm.rotr(a[8 + x], a[8 + x], 21, tmp2)
        asm("xori", a[0], a[0], XOODOO_RC[r])
        # chi
        for x in range(4):
            b0, b1, b2 = a[x], a[4 + x], a[8 + x]
            t0, t1, t2 = regs.get(), regs.get(), regs.get()
            asm.andn(t0, b1, b2)
            asm.andn(t1, b2, b0)
            asm.andn(t2, b0, b1)
            asm("xor", b0, b0, t0)
            asm("xor", b1, b1, t1)
            asm("xor", b2, b2, t2)
            regs.put(t0, t1, t2)
        # rho-east: plane 1 rotates left by 1, plane 2 shifts two lanes and rotates by 8
        for x in range(4):
            asm.rotr(a[4 + x], a[4 + x], 31, tmp2)
            asm.rotr(a[8 + x], a[8 + x], 24, tmp2)
        a[8:12] = [a[8 + (x + 2) % 4] for x in range(4)]
    for i in range(12):
        asm("sw", a[i], f"{4 * i}(a0)")


def ascon_fn(zbb: bool) -> list[str]:
    return function(zbb, "hf_ascon_p", ascon, ("a0",))


TARGETS = ("rv32i", "rv32i-zbb", "ibex", "ibex-zbb", "ibex-zbb-maxperf")


def main(target: str, path: str) -> None:
    # the ibex targets run the same code on a real core (RV32IMC: the assembler compresses it)
    if target not in TARGETS:
        raise SystemExit(f"permutations.py: no target '{target}' ({', '.join(TARGETS)})")
    zbb = "zbb" in target
    out = [f"# Generated by embedded/rv32i/permutations.py {target}: do not edit."]
    # Zbb's 32-bit rotations pay for bit interleaving (c/ascon.c with -DHF_ASCON_INTERLEAVED
    # converts what enters and leaves the state); on RV32I both forms rotate at the same cost
    out += ascon_interleaved_fn(zbb) if zbb else ascon_fn(zbb)
    out += ["", "    .section .rodata.hf_sparkle_rcon, \"a\", @progbits", "    .p2align 2",
            ".Lsparkle_rcon:", *(f"    .word 0x{c:08x}" for c in RCON)]
    out += sparkle_fn(zbb, "hf_sparkle384", 6, 7, 11)
    out += sparkle_fn(zbb, "hf_sparkle512", 8, 8, 12)
    out += function(zbb, "hf_xoodoo", xoodoo)
    # what hf_impl() reports for the families whose low level this file is
    for family in ("ascon", "esch", "xoodyak"):
        out += ["", f"    .section .rodata.hf_impl_{family}, \"a\", @progbits", f"    .global hf_impl_{family}",
                f"hf_impl_{family}:", '    .asciz "asm"']
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(f"usage: permutations.py {'|'.join(TARGETS)} OUT.S")
    main(sys.argv[1], sys.argv[2])
