"""The Monte Carlo chain on a core (loaded by cocotb inside the simulator; hashforge.hw.monte
starts it). The core hashes the chain of the identifier's NIST Monte Carlo file from its start
value: each message is made (hashforge.monte's rule) from the digests the core itself returned,
so one wrong digest changes every later message. The setting `iterations` says how many hashes
(1,000 = the whole first checkpoint); the last digest and the count go to the result file.
"""
from __future__ import annotations

import cocotb

from hashforge import monte
from hashforge.hw import cores
from hashforge.hw.bench import Stream, failed, finish, power_on, split_beats
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()


@cocotb.test()
async def monte_carlo_chain(dut):
    core = cores.get(CONFIG.algorithm, CONFIG.arch or None)
    width = CONFIG.width
    stream = Stream(dut, width, core.out_beats(width))
    result: dict = {"hashes": 0, "digest": None, "error": None}
    try:
        mf = monte.files_for([core.algorithm])[0]
        chain = mf.chain(mf.initial(), CONFIG.setting("iterations", monte.ITERATIONS))
        await power_on(dut, stream)
        try:
            msg, out_bits = next(chain)
            while True:
                if out_bits not in (None, core.digest_bits):
                    raise ValueError(f"the chain asks for {out_bits} output bits; the core gives {core.digest_bits}")
                outs, _, _, _ = await stream.run([split_beats(msg, 8 * len(msg), width, None)])
                result["hashes"] += 1
                msg, out_bits = chain.send(stream.digest(outs[0], core.digest_bits))
        except StopIteration as done:
            result["digest"] = done.value.digest.hex()
    except Exception as exc:  # reported in the JSON; hashforge.hw.monte turns it into a failure
        failed(result, exc)
    finish(result, stream.cycle, CONFIG.result)
