"""Bench of rtl/bus/hf_wb.v (the register map of rtl/bus/README.md on Wishbone B4 classic),
driven by cocotbext-wishbone's WishboneMaster, hf_stream_checker bound to the core inside.

wb_kats: the selected KAT vectors and random messages, each as one bus cycle of its word writes
(MSG, then LAST + 4k with the byte selects of its valid bytes or all four) and one of its digest
reads, with random idle cycles before each strobe (the master's wait states; the slave inserts
its own while the core is busy); every access must be acknowledged (ACK, not ERR).
wb_errors: the bad accesses answer ERR at once (unmapped, a read of a write-only register, a
digest read with none pending, a message word while a digest is pending) and the next message
still hashes right.
wb_cycles: the cycles per access of rtl/bus/CYCLES.md (busmap.TIMING), on the bare signals: one
read of ID, then reads with CYC and STB held high.

Configuration (hashforge.hw.benchconfig): algorithm, arch, kat_limit, random, stall (the
probability of idle cycles before a strobe), seed.
"""
from __future__ import annotations

import random

import cocotb
from bus_common import CONFIG, REG, WIN, clocked, core, digest_words, messages, spacing, start, words
from cocotb.triggers import with_timeout
from cocotbext.wishbone.driver import WBOp, WishboneMaster

from hashforge.hw import busmap

TIMEOUT_NS = 20_000_000
ACK, ERR = 1, 2
SIGNALS = {"cyc": "cyc_i", "stb": "stb_i", "we": "we_i", "adr": "adr_i", "datwr": "dat_i",
           "datrd": "dat_o", "ack": "ack_o", "err": "err_o", "sel": "sel_i"}


async def setup(dut) -> WishboneMaster:
    wb = WishboneMaster(dut, None, dut.clk_i, width=32, timeout=100000, signals_dict=SIGNALS)
    await start(dut.clk_i, dut.rst_i, active_high=True)
    return wb


def idle(rng) -> int:
    return rng.randrange(1, 4) if rng.random() < CONFIG.stall else 0


def message_ops(m, rng) -> list[WBOp]:
    ws, k = words(m)
    last = ws.pop()
    ops = [WBOp(REG["MSG"], int.from_bytes(w, "little"), idle=idle(rng), sel=0xF) for w in ws]
    data = bytearray(last.ljust(4, bytes([rng.getrandbits(8)])))
    nb = (k + 7) // 8
    if k % 8:
        data[nb - 1] |= rng.getrandbits(8) & (0xFF >> (k % 8))
    sel = 0xF if rng.random() < 0.5 else (1 << nb) - 1
    ops.append(WBOp(WIN["LAST"] + 4 * k, int.from_bytes(data, "little"), idle=idle(rng), sel=sel))
    return ops


async def cycle(wb, ops) -> list:
    return await with_timeout(wb.send_cycle(ops), TIMEOUT_NS, "ns")


async def hash_one(wb, c, m, rng) -> bytes:
    res = await cycle(wb, message_ops(m, rng))
    assert [r.ack for r in res] == [ACK] * len(res), f"{m.tag}: a message write not acknowledged"
    n = digest_words(c)
    res = await cycle(wb, [WBOp(WIN["DIGEST"] + 4 * i, idle=idle(rng)) for i in range(n)])
    assert [r.ack for r in res] == [ACK] * n, f"{m.tag}: a digest read not acknowledged"
    return b"".join(int(r.datrd).to_bytes(4, "little") for r in res)[: c.digest_bits // 8]


@cocotb.test()
async def wb_kats(dut):
    c = core()
    rng = random.Random(CONFIG.seed)
    wb = await setup(dut)
    failures, msgs = [], messages(rng)
    for m in msgs:
        got = await hash_one(wb, c, m, rng)
        if got != m.expected:
            failures.append(f"{m.tag}: got {got.hex()} want {m.expected.hex()}")
    assert not failures, f"{len(failures)} of {len(msgs)} digests wrong: " + "; ".join(failures[:4])
    dut._log.warning("hf_wb %s: %d messages passed", c.algorithm, len(msgs))


@cocotb.test()
async def wb_errors(dut):
    c = core()
    rng = random.Random(CONFIG.seed + 1)
    wb = await setup(dut)
    m = messages(random.Random(CONFIG.seed))[0]
    res = await cycle(wb, [WBOp(0x0FC), WBOp(0x400, 5), WBOp(REG["MSG"]), WBOp(WIN["DIGEST"]),
                           WBOp(REG["ID"])])
    assert [r.ack for r in res] == [ERR, ERR, ERR, ERR, ACK], [r.ack for r in res]
    res = await cycle(wb, message_ops(m, rng) + [WBOp(REG["MSG"], 0x01020304)])
    assert [r.ack for r in res][-1] == ERR, "a message word while the digest is pending"
    n = digest_words(c)
    res = await cycle(wb, [WBOp(WIN["DIGEST"] + 4 * i) for i in range(n)])
    got = b"".join(int(r.datrd).to_bytes(4, "little") for r in res)[: c.digest_bits // 8]
    assert got == m.expected, "the digest of the message before the refused word"
    assert await hash_one(wb, c, m, rng) == m.expected, "after the bad accesses"
    dut._log.warning("hf_wb %s: bad accesses passed", c.algorithm)


async def timed(dut, n: int) -> tuple[int, list[int]]:
    """The first cycle of a request (CYC and STB held high until the n-th acknowledgement, a
    read of ID) and the cycles of the n acknowledgements."""
    acks, first = [], []

    def drive(c):
        on = int(len(acks) < n)
        dut.cyc_i.value = on
        dut.stb_i.value = on
        if on and not first:
            first.append(c)

    def sample(c):
        assert not dut.err_o.value, f"cycle {c}: ERR on a read of ID"
        if dut.ack_o.value:
            acks.append(c)
        return len(acks) == n

    await clocked(dut.clk_i, drive, sample)
    return first[0], acks


@cocotb.test()
async def wb_cycles(dut):
    want = busmap.timing("wb")
    for sig, val in (("cyc_i", 0), ("stb_i", 0), ("we_i", 0), ("adr_i", REG["ID"]), ("dat_i", 0), ("sel_i", 0xF)):
        getattr(dut, sig).value = val
    await start(dut.clk_i, dut.rst_i, active_high=True)
    first, acks = await timed(dut, 1)
    got = {"access": acks[0] - first + 1}
    _, acks = await timed(dut, 5)
    got["accesses back to back"] = spacing(acks)
    assert got == want, f"cycles per access {got}, rtl/bus/CYCLES.md says {want}"
    dut._log.warning("hf_wb cycles per access: %s", got)
