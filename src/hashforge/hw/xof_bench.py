"""Bench of hf_radiogatun with an output length other than the registry's 256 bits (the
OUT_BITS parameter; RadioGatun is an XOF): random messages under random stalls against the
C library at that length, then the short-message cycles, no stalls, against the registry's
schedule evaluated for that length. Any XOF core with an OUT_BITS parameter runs on it too
(hf_ascon: ascon-xof, ascon-xof128).

Configuration (hashforge.hw.benchconfig): algorithm (radiogatun32 / radiogatun64 / ascon-xof / ...), arch (default: the
first), width, out_bits, count, seed.
"""
from __future__ import annotations

import dataclasses
import random

import cocotb

import hashforge
from hashforge.hw import cores
from hashforge.hw.bench import Stream, power_on, random_message, split_beats
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)


@cocotb.test()
async def radiogatun_xof(dut):
    algorithm = CONFIG.algorithm
    width = CONFIG.width
    out_bits = CONFIG.setting("out_bits", 0)
    count = CONFIG.setting("count", 24)
    rng = random.Random(CONFIG.seed)
    core = cores.get(algorithm, CONFIG.arch or None)
    core = dataclasses.replace(core, digest_bits=out_bits, params={**core.params, "OUT_BITS": out_bits})
    stream = Stream(dut, width, core.out_beats(width))

    await power_on(dut, stream)

    msgs, refs = [], []
    for _ in range(count):
        nbits = rng.randrange(0, 3 * core.block_bits + 64)
        data = random_message(rng, nbits)
        refs.append((nbits, hashforge.hash_bits(algorithm, data, nbits, out_bits)))
        msgs.append(split_beats(data, nbits, width, rng))
    outs, _, _, _ = await stream.run(msgs, 0.25, 0.25, rng)
    bad = [(n, stream.digest(o, out_bits).hex(), want.hex())
           for (n, want), o in zip(refs, outs, strict=True) if stream.digest(o, out_bits) != want]
    assert not bad, bad[:3]

    await stream.idle(50)
    data = random_message(rng, core.short_bits)
    outs, first, done, _ = await stream.run([split_beats(data, core.short_bits, width, None)])
    assert stream.digest(outs[0], out_bits) == hashforge.hash_bits(algorithm, data, core.short_bits, out_bits)
    cycles = done[0] - first[0] + 1
    assert cycles == core.cycles_short(width), (cycles, core.cycles_short(width))
