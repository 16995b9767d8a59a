"""Bench of rtl/bus/hf_axis.v (a core with AXI4-Stream ports), driven by cocotbext-axi's
AxiStreamSource and AxiStreamSink: the selected KAT vectors of the identifier and random
messages, one frame each, sent back to back with random TVALID gaps (the source's pause
generator) and random TREADY stalls on the digest (the sink's); byte k of a frame in TDATA lane
k, the kept bytes of the last beat in TKEEP (an empty message: one beat with TKEEP all zero),
TUSER the valid bits of a partial last byte, with random don't-care bits below them. Every
digest frame must be the digest's bytes exactly (TKEEP of its last beat included).

Configuration (hashforge.hw.benchconfig): algorithm, arch, width, kat_limit, random, stall, seed.
"""
from __future__ import annotations

import random

import cocotb
from bus_common import CONFIG, core, messages, stalls, start, with_junk
from cocotb.triggers import with_timeout
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource


@cocotb.test()
async def axis_kats(dut):
    c = core()
    rng = random.Random(CONFIG.seed)
    width = CONFIG.width
    src = AxiStreamSource(AxiStreamBus.from_prefix(dut, "s_axis"), dut.aclk, dut.aresetn,
                          reset_active_level=False)
    sink = AxiStreamSink(AxiStreamBus.from_prefix(dut, "m_axis"), dut.aclk, dut.aresetn,
                         reset_active_level=False)
    src.set_pause_generator(stalls(rng, CONFIG.stall))
    sink.set_pause_generator(stalls(rng, CONFIG.stall))
    await start(dut.aclk, dut.aresetn, active_high=False)

    msgs = messages(rng)
    for m in msgs:
        if m.nbits == 0:
            frame = AxiStreamFrame(bytes([rng.getrandbits(8)]), tkeep=[0], tuser=[0])
        else:
            n = len(m.data)
            frame = AxiStreamFrame(with_junk(m, rng), tuser=[0] * (n - 1) + [m.nbits % 8])
        await src.send(frame)
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
