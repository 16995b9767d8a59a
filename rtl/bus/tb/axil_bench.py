"""Bench of rtl/bus/hf_axil.v (the register map of rtl/bus/README.md on AXI4-Lite), driven by
cocotbext-axi's AxiLiteMaster, with hf_axil_checker (the AXI4-Lite rules) bound to the port and
hf_stream_checker to the core inside.

axil_kats: the selected KAT vectors and random messages, each as its message words written to
MSG (several writes in flight), the last word to LAST + 4k (k valid bits; its byte enables
either all four or just the bytes holding valid bits), then the digest read from DIGEST (one
multi-word read, several in flight, or word by word after polling STATUS), under random stalls
on all five channels (AW/W/AR gaps, BREADY/RREADY low). Every response must be OKAY.
axil_cycles: the cycles per access of rtl/bus/CYCLES.md (busmap.TIMING), on the bare signals:
one write and one read, then writes and reads back to back with the master's valid and ready
held high.
axil_registers: the description registers against the registry, and the bad accesses of the
map: each answers SLVERR at once, sets its STATUS bit (write 1 clears it) and leaves the message
state as it was; soft reset; the interrupt.

Configuration (hashforge.hw.benchconfig): algorithm, arch, kat_limit, random, stall, seed.
"""
from __future__ import annotations

import random

import cocotb
from bus_common import BIT, CONFIG, REG, WIN, clocked, core, digest_words, messages, spacing, stalls, start, words
from cocotb.triggers import ClockCycles, with_timeout
from cocotbext.axi import AxiLiteBus, AxiLiteMaster, AxiResp

from hashforge.hw import busmap

OK, ERR = AxiResp.OKAY, AxiResp.SLVERR
TIMEOUT_NS = 2_000_000     # one bus access, or one message: no hang


async def setup(dut, rng, stall: float) -> AxiLiteMaster:
    axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil"), dut.aclk, dut.aresetn,
                         reset_active_level=False)
    for ch in (axil.write_if.aw_channel, axil.write_if.w_channel, axil.write_if.b_channel,
               axil.read_if.ar_channel, axil.read_if.r_channel):
        ch.set_pause_generator(stalls(rng, stall))
    await start(dut.aclk, dut.aresetn, active_high=False)
    return axil


async def write(axil, addr: int, data: bytes, want=OK) -> None:
    resp = await with_timeout(axil.write(addr, data), TIMEOUT_NS, "ns")
    assert resp.resp == want, f"write {addr:#05x}: {resp.resp!r}, expected {want!r}"


async def read(axil, addr: int, length: int = 4, want=OK) -> bytes:
    resp = await with_timeout(axil.read(addr, length), TIMEOUT_NS, "ns")
    assert resp.resp == want, f"read {addr:#05x}: {resp.resp!r}, expected {want!r}"
    return resp.data


async def read32(axil, addr: int, want=OK) -> int:
    return int.from_bytes(await read(axil, addr, 4, want), "little")


async def send(axil, m, rng) -> None:
    """The message's words: MSG writes in flight together, then its LAST write."""
    ws, k = words(m)
    last = ws.pop()
    if k == 0 and ws and rng.random() < 0.5:
        last, k = ws.pop(), 32             # a full last word as LAST + 128
    tasks = [cocotb.start_soon(axil.write(REG["MSG"], w)) for w in ws]
    nb = (k + 7) // 8
    if rng.random() < 0.5:
        data = last.ljust(4, bytes([rng.getrandbits(8)]))
    else:
        data = last[:nb] if nb else bytes([rng.getrandbits(8)])   # just the valid bytes
    if k % 8:
        junk = rng.getrandbits(8) & (0xFF >> (k % 8))
        data = data[: nb - 1] + bytes([data[nb - 1] | junk]) + data[nb:]
    for t in tasks:
        resp = await with_timeout(t, TIMEOUT_NS, "ns")
        assert resp.resp == OK, f"MSG write: {resp.resp!r}"
    await write(axil, WIN["LAST"] + 4 * k, data)


async def receive(axil, c, rng) -> bytes:
    n = digest_words(c)
    how = rng.randrange(3)
    if how == 0:                                  # one read of every word, several in flight
        data = await read(axil, WIN["DIGEST"], 4 * n)
    else:
        if how == 2:                              # poll until the first word is there
            while not await read32(axil, REG["STATUS"]) & BIT["STATUS.DIGEST_VALID"]:
                pass
        data = b"".join([await read(axil, WIN["DIGEST"] + 4 * i) for i in range(n)])
    return data[: c.digest_bits // 8]


@cocotb.test()
async def axil_kats(dut):
    c = core()
    rng = random.Random(CONFIG.seed)
    axil = await setup(dut, rng, CONFIG.stall)
    failures, msgs = [], messages(rng)
    for m in msgs:
        await send(axil, m, rng)
        got = await receive(axil, c, rng)
        if got != m.expected:
            failures.append(f"{m.tag}: got {got.hex()} want {m.expected.hex()}")
    status = await read32(axil, REG["STATUS"])
    assert status & 0xF00 == 0, f"STATUS {status:#x}: an error bit after correct accesses"
    assert not failures, f"{len(failures)} of {len(msgs)} digests wrong: " + "; ".join(failures[:4])
    dut._log.warning("hf_axil %s: %d messages passed", c.algorithm, len(msgs))


async def expect_error(axil, bit: str, access) -> None:
    """access answers SLVERR and sets STATUS.<bit>; writing 1 to it clears it."""
    await access
    status = await read32(axil, REG["STATUS"])
    assert status & 0xF00 == BIT[f"STATUS.{bit}"], f"STATUS {status:#x}: expected only {bit}"
    await write(axil, REG["STATUS"], (BIT[f"STATUS.{bit}"]).to_bytes(4, "little"))
    assert await read32(axil, REG["STATUS"]) & 0xF00 == 0


@cocotb.test()
async def axil_registers(dut):
    c = core()
    rng = random.Random(CONFIG.seed + 1)
    axil = await setup(dut, rng, CONFIG.stall)
    # the description registers
    assert await read32(axil, REG["ID"]) == busmap.ID
    assert await read32(axil, REG["VERSION"]) == busmap.VERSION
    info = await read32(axil, REG["INFO"])
    assert info == 32 | (BIT["INFO.XOF"] if c.xof else 0) | BIT["INFO.IRQ"], f"INFO {info:#x}"
    assert await read32(axil, REG["DIGEST_BITS"]) == c.digest_bits
    assert await read32(axil, REG["BLOCK_BITS"]) == c.block_bits
    name = await read(axil, REG["NAME"], 4 * busmap.NAME_WORDS)
    assert name.rstrip(b"\0").decode() == c.algorithm, name
    assert await read32(axil, REG["STATUS"]) == BIT["STATUS.IN_READY"]

    m = messages(random.Random(CONFIG.seed))[0]
    # unmapped addresses, a write to a read-only register, a read of a write-only one
    for addr in (0x034, 0x0FC, 0x184, 0x1FC, 0x400, 0xFFC):
        await expect_error(axil, "ERR_ACCESS", read(axil, addr, want=ERR))
        await expect_error(axil, "ERR_ACCESS", write(axil, addr, b"\1\2\3\4", want=ERR))
    await expect_error(axil, "ERR_ACCESS", write(axil, REG["ID"], b"\0\0\0\0", want=ERR))
    await expect_error(axil, "ERR_ACCESS", read(axil, REG["MSG"], want=ERR))
    await expect_error(axil, "ERR_ACCESS", read(axil, WIN["LAST"] + 8, want=ERR))
    # a digest read with no message ended, and one out of order
    await expect_error(axil, "ERR_DIGEST", read(axil, WIN["DIGEST"], want=ERR))
    # byte enables that miss a valid byte: MSG needs all four, LAST + 4*20 the low three
    await expect_error(axil, "ERR_STRB", write(axil, REG["MSG"], b"\1\2", want=ERR))
    await expect_error(axil, "ERR_STRB", write(axil, WIN["LAST"] + 4 * 20, b"\1\2", want=ERR))
    # none of these changed the message state: a message still hashes right
    await send(axil, m, rng)
    assert await read32(axil, REG["STATUS"]) & BIT["STATUS.BUSY"]
    # a message word while BUSY (the digest not read): SLVERR at once, nothing taken
    await expect_error(axil, "ERR_BUSY", write(axil, REG["MSG"], b"\1\2\3\4", want=ERR))
    await expect_error(axil, "ERR_BUSY", write(axil, WIN["LAST"], b"\0", want=ERR))
    if digest_words(c) > 1:
        await expect_error(axil, "ERR_DIGEST", read(axil, WIN["DIGEST"] + 4, want=ERR))
    got = (await read(axil, WIN["DIGEST"], 4 * digest_words(c)))[: c.digest_bits // 8]
    assert got == m.expected, f"after the bad accesses: {got.hex()} != {m.expected.hex()}"
    assert await read32(axil, REG["STATUS"]) & BIT["STATUS.BUSY"] == 0

    # the interrupt follows DIGEST_VALID when enabled
    await write(axil, REG["CTRL"], BIT["CTRL.IRQ_EN"].to_bytes(4, "little"))
    assert await read32(axil, REG["CTRL"]) == BIT["CTRL.IRQ_EN"]
    assert int(dut.irq.value) == 0
    await send(axil, m, rng)
    for _ in range(100000):
        if int(dut.irq.value):
            break
        await ClockCycles(dut.aclk, 1)
    assert int(dut.irq.value) == 1, "no interrupt after the message"
    got = (await read(axil, WIN["DIGEST"], 4 * digest_words(c)))[: c.digest_bits // 8]
    assert got == m.expected
    await ClockCycles(dut.aclk, 2)
    assert int(dut.irq.value) == 0, "the interrupt stays after the digest was read"
    await write(axil, REG["CTRL"], b"\0\0\0\0")

    # soft reset in the middle of a message: the words so far are dropped
    ws, _ = words(m)
    for w in ws[:-1][:3] or [b"\xaa\xbb\xcc\xdd"]:
        await write(axil, REG["MSG"], w.ljust(4, b"\0"))
    await write(axil, REG["CTRL"], BIT["CTRL.SRST"].to_bytes(4, "little"))
    assert await read32(axil, REG["CTRL"]) == 0
    await send(axil, m, rng)
    got = (await read(axil, WIN["DIGEST"], 4 * digest_words(c)))[: c.digest_bits // 8]
    assert got == m.expected, "after a soft reset"
    # and after a soft reset with a digest pending, the map is idle again
    await send(axil, m, rng)
    await write(axil, REG["CTRL"], BIT["CTRL.SRST"].to_bytes(4, "little"))
    assert await read32(axil, REG["STATUS"]) & (BIT["STATUS.BUSY"] | BIT["STATUS.DIGEST_VALID"]) == 0
    dut._log.warning("hf_axil %s: registers and bad accesses passed", c.algorithm)


async def timed(dut, n: int, write: bool) -> tuple[list[int], list[int]]:
    """Cycles of n handshakes of a request kept valid (writes: AW and W together, to CTRL;
    reads: AR, of ID) and of their n responses, with BREADY and RREADY high."""
    taken, answered = [], []
    valid = (dut.s_axil_awvalid, dut.s_axil_wvalid) if write else (dut.s_axil_arvalid,)
    ready = (dut.s_axil_awready, dut.s_axil_wready) if write else (dut.s_axil_arready,)
    resp, rvalid = (dut.s_axil_bresp, dut.s_axil_bvalid) if write else (dut.s_axil_rresp, dut.s_axil_rvalid)

    def drive(_c):
        for v in valid:
            v.value = int(len(taken) < n)

    def sample(c):
        hs = [bool(v.value) and bool(r.value) for v, r in zip(valid, ready, strict=True)]
        assert all(hs) or not any(hs), f"cycle {c}: the address and data handshakes apart"
        if all(hs):
            taken.append(c)
        if rvalid.value:
            assert int(resp.value) == int(OK), f"cycle {c}: a response {int(resp.value)}"
            answered.append(c)
        return len(answered) == n

    await clocked(dut.aclk, drive, sample)
    return taken, answered


@cocotb.test()
async def axil_cycles(dut):
    want = busmap.timing("axil")
    for sig, val in (("awvalid", 0), ("wvalid", 0), ("arvalid", 0), ("bready", 1), ("rready", 1),
                     ("awaddr", REG["CTRL"]), ("wdata", 0), ("wstrb", 0xF), ("araddr", REG["ID"])):
        getattr(dut, f"s_axil_{sig}").value = val
    await start(dut.aclk, dut.aresetn, active_high=False)
    got = {}
    for write, name in ((True, "write"), (False, "read")):
        taken, answered = await timed(dut, 1, write)
        got[name] = answered[0] - taken[0]
        _, answered = await timed(dut, 5, write)
        got[f"{name}s back to back"] = spacing(answered)
    assert got == want, f"cycles per access {got}, rtl/bus/CYCLES.md says {want}"
    dut._log.warning("hf_axil cycles per access: %s", got)
