"""Bench of hf_hamsi with a round count per clock other than the registry's (the UNROLL
parameter: any divisor of P's 3 / 6 rounds): random messages under random stalls against the C
library, then the long- and short-message cycles, no stalls, against the registry's schedule
(`PermuteFinal` with `unroll` = UNROLL).

Configuration (hashforge.hw.benchconfig): algorithm (hamsi224 ... hamsi512), width, unroll, count, seed.
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


def unrolled(algorithm: str, unroll: int) -> cores.Core:
    """The registry's core of `algorithm` at UNROLL = `unroll` rounds per clock."""
    core = cores.get(algorithm)
    assert core.rounds % unroll == 0, f"UNROLL={unroll} does not divide {core.rounds}"
    return dataclasses.replace(core, schedule=dataclasses.replace(core.schedule, unroll=unroll),
                               params={**core.params, "UNROLL": unroll})


@cocotb.test()
async def hamsi_unroll(dut):
    algorithm = CONFIG.algorithm
    width = CONFIG.width
    core = unrolled(algorithm, CONFIG.setting("unroll", 0))
    count = CONFIG.setting("count", 24)
    rng = random.Random(CONFIG.seed)
    stream = Stream(dut, width, core.out_beats(width))

    await power_on(dut, stream)

    msgs, refs = [], []
    for _ in range(count):
        nbits = rng.randrange(0, 8 * core.block_bits)
        data = random_message(rng, nbits)
        refs.append((nbits, hashforge.hash_bits(algorithm, data, nbits)))
        msgs.append(split_beats(data, nbits, width, rng))
    outs, _, _, _ = await stream.run(msgs, 0.25, 0.25, rng)
    bad = [(n, stream.digest(o, core.digest_bits).hex(), want.hex())
           for (n, want), o in zip(refs, outs, strict=True)
           if stream.digest(o, core.digest_bits) != want]
    assert not bad, bad[:3]

    # long message: cycles per block between the first beats of blocks 2 and 10
    await stream.idle(20)
    nblocks = 12
    nbits = nblocks * core.block_bits
    data = random_message(rng, nbits)
    outs, _, _, acc = await stream.run([split_beats(data, nbits, width, None)], record_beats=True)
    assert stream.digest(outs[0], core.digest_bits) == hashforge.hash_bits(algorithm, data, nbits)
    starts = [acc[0][i * core.block_bits // width] for i in range(nblocks)]
    per_block = (starts[nblocks - 2] - starts[2]) / (nblocks - 4)
    assert per_block == core.cycles_long(width), (per_block, core.cycles_long(width))

    await stream.idle(50)
    data = random_message(rng, core.short_bits)
    outs, first, done, _ = await stream.run([split_beats(data, core.short_bits, width, None)])
    assert stream.digest(outs[0], core.digest_bits) == hashforge.hash_bits(algorithm, data, core.short_bits)
    cycles = done[0] - first[0] + 1
    assert cycles == core.cycles_short(width), (cycles, core.cycles_short(width))
