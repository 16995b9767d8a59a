"""Bench of rtl/bus/hf_axis.v (a core with AXI4-Stream ports), driven by cocotbext-axi's
AxiStreamSource and AxiStreamSink: the selected KAT vectors of the identifier and random
messages, one frame each, sent back to back with random TVALID gaps (the source's pause
generator) and random TREADY stalls on the digest (the sink's); byte k of a frame in TDATA lane
k, the kept bytes of the last beat in TKEEP (an empty message: one beat with TKEEP all zero),
TUSER the valid bits of a partial last byte, with random don't-care bits below them. Every
digest frame must be the digest's bytes exactly (TKEEP of its last beat included).

axis_cycles: the wrapper adds no cycle (rtl/bus/CYCLES.md, busmap.TIMING): a message of the
core's short-message length (one padded block) into the idle core, no stalls, takes the core's
short-message cycles from its first beat's handshake to the digest's last.

Configuration (hashforge.hw.benchconfig): algorithm, arch, width, kat_limit, random, stall, seed.
"""
from __future__ import annotations

import random

import cocotb
from bus_common import CONFIG, Message, core, messages, random_of, stalls, start, with_junk
from cocotb.triggers import ReadOnly, RisingEdge, with_timeout
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource

from hashforge.hw import busmap


def frame_of(m: Message, rng: random.Random) -> AxiStreamFrame:
    """The message as one frame: TKEEP all zero for the empty message, TUSER the valid bits of
    a partial last byte, random don't-care bits below them."""
    if m.nbits == 0:
        return AxiStreamFrame(bytes([rng.getrandbits(8)]), tkeep=[0], tuser=[0])
    n = len(m.data)
    return AxiStreamFrame(with_junk(m, rng), tuser=[0] * (n - 1) + [m.nbits % 8])


def ports(dut) -> tuple[AxiStreamSource, AxiStreamSink]:
    return (AxiStreamSource(AxiStreamBus.from_prefix(dut, "s_axis"), dut.aclk, dut.aresetn,
                            reset_active_level=False),
            AxiStreamSink(AxiStreamBus.from_prefix(dut, "m_axis"), dut.aclk, dut.aresetn,
                          reset_active_level=False))


@cocotb.test()
async def axis_kats(dut):
    c = core()
    rng = random.Random(CONFIG.seed)
    width = CONFIG.width
    src, sink = ports(dut)
    src.set_pause_generator(stalls(rng, CONFIG.stall))
    sink.set_pause_generator(stalls(rng, CONFIG.stall))
    await start(dut.aclk, dut.aresetn, active_high=False)

    msgs = messages(rng)
    for m in msgs:
        await src.send(frame_of(m, rng))
    failures = []
    out_bytes = c.digest_bits // 8
    # generous: the slowest core's blocks under stalls, per message
    budget = 2000 + 40 * sum(m.nbits // 8 + c.block_bits for m in msgs) // max(1, width // 8)
    for m in msgs:
        got = bytes((await with_timeout(sink.recv(), budget * 10, "ns")).tdata)
        if got != m.expected or len(got) != out_bytes:
            failures.append(f"{m.tag}: got {got.hex()} want {m.expected.hex()}")
    assert not failures, f"{len(failures)} of {len(msgs)} digests wrong: " + "; ".join(failures[:4])
    dut._log.warning("hf_axis %s W=%d: %d messages passed", c.algorithm, width, len(msgs))


@cocotb.test()
async def axis_cycles(dut):
    c = core()
    rng = random.Random(CONFIG.seed + 2)
    src, sink = ports(dut)
    await start(dut.aclk, dut.aresetn, active_high=False)
    m = random_of(c, rng, c.short_bits, "short")
    first, last = [], []

    async def watch():
        cycle = 0
        while True:
            await RisingEdge(dut.aclk)
            await ReadOnly()
            if dut.s_axis_tvalid.value and dut.s_axis_tready.value:
                first.append(cycle)
            if dut.m_axis_tvalid.value and dut.m_axis_tready.value and dut.m_axis_tlast.value:
                last.append(cycle)
            cycle += 1

    cocotb.start_soon(watch())
    await src.send(frame_of(m, rng))
    got = bytes((await with_timeout(sink.recv(), 10 * (2000 + 40 * c.block_bits), "ns")).tdata)
    assert got == m.expected, f"short message: got {got.hex()} want {m.expected.hex()}"
    added = last[0] - first[0] + 1 - c.cycles_short(CONFIG.width)
    want = busmap.timing("axis")["short message"]
    assert added == want, (f"{c.algorithm} W={CONFIG.width}: {last[0] - first[0] + 1} cycles for the short "
                           f"message, the core's {c.cycles_short(CONFIG.width)} + {want} (rtl/bus/CYCLES.md)")
    dut._log.warning("hf_axis %s W=%d: short message in %d cycles, the core's", c.algorithm, CONFIG.width,
                     last[0] - first[0] + 1)
