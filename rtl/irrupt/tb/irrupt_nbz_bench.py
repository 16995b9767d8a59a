"""Bench of hf_irrupt that measures seed 001's n_b+z: the cycles the blank and output phases
take after the last message word (Henzen et al., Section 4, eq. 3: T = f S / (S / (k w) +
n_b+z)), with no stalls, and compares it with the registry's schedule; the published values
come from data/seed_figures.csv (Table 1's 16w-bit "single" message: Cycles = 16 / k + n_b+z).

In the simulator (cocotb test `irrupt_nbz`): random messages under random stalls against the
C library (this is also how UNROLL = 2 and 4, which the registry does not list, are checked),
then, with no stalls, messages of several lengths from idle and back to back. For each the
bench reads the top's own signals (every signal of the top is public in hashforge builds):
the cycle whose clock takes the last message word (`take & blk_last`, the end of its ir2s)
and the one whose clock produces the last digest word (`ser_ld & word_last`); n_b+z is their
distance, `step` counts the clocks that ran rounds in between (the rest waited for the
serializer). Configuration (hashforge.hw.benchconfig): algorithm, width, unroll, result (JSON out), count,
seed.

On the host: `python rtl/irrupt/tb/irrupt_nbz_bench.py` measures every identifier,
architecture and width and prints n_b+z beside the published value.
"""
from __future__ import annotations

import csv
import json
import random
import sys
import tempfile
from pathlib import Path

import cocotb
from cocotb.triggers import FallingEdge

import hashforge
from hashforge import paths
from hashforge.hw import cores, sim
from hashforge.hw.bench import Stream, power_on, random_message, split_beats
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

SINGLE_WORDS = 16   # seed 001's "single" irRUPT message: 16 w-bit words (padded)


@cocotb.test()
async def irrupt_nbz(dut):
    algorithm = CONFIG.algorithm
    width = CONFIG.width
    unroll = CONFIG.setting("unroll", 0)
    count = CONFIG.setting("count", 24)
    rng = random.Random(CONFIG.seed)
    core = cores.get(algorithm)
    w = core.params["WORD"]
    stream = Stream(dut, width, core.out_beats(width))

    await power_on(dut, stream)

    # random messages under random stalls
    msgs, refs = [], []
    for i in range(count):
        nbits = rng.randrange(0, 40 * w) if i % 4 else rng.randrange(0, 2 * width)
        data = random_message(rng, nbits)
        refs.append((nbits, hashforge.hash_bits(algorithm, data, nbits)))
        msgs.append(split_beats(data, nbits, width, rng))
    outs, _, _, _ = await stream.run(msgs, 0.25, 0.25, rng)
    bad = [(n, stream.digest(o, core.digest_bits).hex(), want.hex())
           for (n, want), o in zip(refs, outs, strict=True) if stream.digest(o, core.digest_bits) != want]
    assert not bad, bad[:3]

    # no stalls: the phase boundaries, seen on the top's own signals
    events: dict[str, list[int]] = {"take_last": [], "out_last": [], "steps": []}

    async def monitor():
        cycle = steps = 0
        while True:
            await FallingEdge(dut.clk)
            cycle += 1
            if int(dut.step.value):
                steps += 1
            if int(dut.take.value) and int(dut.blk_last.value):
                events["take_last"].append(cycle)
                steps = 0
            if int(dut.ser_ld.value) and int(dut.word_last.value):
                events["out_last"].append(cycle)
                events["steps"].append(steps)

    cocotb.start_soon(monitor())
    await stream.idle(300)
    lengths = [0, w - 1, SINGLE_WORDS * w - 1, rng.randrange(1, 30 * w)]
    for nbits in lengths:                     # from idle
        data = random_message(rng, nbits)
        outs, _, _, _ = await stream.run([split_beats(data, nbits, width, None)])
        assert stream.digest(outs[0], core.digest_bits) == hashforge.hash_bits(algorithm, data, nbits)
        await stream.idle(300)
    datas = [random_message(rng, n) for n in lengths]     # back to back
    outs, _, _, _ = await stream.run([split_beats(d, n, width, None) for d, n in zip(datas, lengths, strict=True)])
    for d, n, o in zip(datas, lengths, outs, strict=True):
        assert stream.digest(o, core.digest_bits) == hashforge.hash_bits(algorithm, d, n)
    await stream.idle(5)

    nbz = [o - t for t, o in zip(events["take_last"], events["out_last"], strict=True)]
    result = {"nbz": nbz, "ir2s_clocks": events["steps"],
              "formula_nbz": cores.family_module("irrupt").Ir2sStream(unroll=unroll).nbz(core, width)}
    with open(CONFIG.result, "w") as f:
        json.dump(result, f)
    assert len(nbz) == 2 * len(lengths), events
    assert len(set(nbz)) == 1 and len(set(events["steps"])) == 1, events
    assert nbz[0] == result["formula_nbz"], (nbz, result["formula_nbz"])


# ---------------------------------------------------------------- host side
def published_nbz(algorithm: str, arch: str) -> int | None:
    """n_b+z of seed 001 for this design, from data/seed_figures.csv: Table 1's Cycles (the
    16w-bit single message) minus 16 words times the cycles per word."""
    with open(paths.data_dir() / "seed_figures.csv", newline="") as f:
        for r in csv.DictReader(f):
            if (r["seed"], r["algorithm"], r.get("arch")) == ("001", algorithm, arch) \
                    and r["table"].startswith("Table 1") and r["cycles_long"] and r["cycles_short"]:
                return int(r["cycles_short"]) - SINGLE_WORDS * int(r["cycles_long"])
    return None


def measure(algorithm: str, arch: str | None = None, width: int = 32, unroll: int | None = None,
            count: int = 24, seed: int = 1) -> dict:
    """Run the bench on hf_irrupt (the registry's parameters for `arch`, or UNROLL = `unroll`);
    returns the measured n_b+z list, the clocks that ran rounds, the formula and `ok`."""
    core = cores.get(algorithm, arch)
    params = dict(core.params)
    if unroll is not None:
        params["UNROLL"] = unroll
    unit = sim.Unit(top=core.top, sources=core.sources, params=params)
    with tempfile.TemporaryDirectory(prefix="hf-irrupt-") as tmp:
        res = Path(tmp) / "nbz.json"
        config = BenchConfig(algorithm=algorithm, width=width, seed=seed, result=str(res))
        ok, out = sim.run_unit(unit, __file__, config, width=width, unroll=params["UNROLL"], count=count)
        result = json.loads(res.read_text()) if res.exists() else {}
    result.update(ok=ok, log=out[-3000:] if not ok else "")
    return result


def main(argv: list[str] | None = None) -> int:
    rc = 0
    print("seed 001's n_b+z (blank + output cycles after the last message word), measured with "
          "no stalls")
    for algorithm in ("irrupt32", "irrupt64"):
        for arch in cores.archs(algorithm):
            pub = published_nbz(algorithm, arch)
            for width in cores.WIDTHS:
                r = measure(algorithm, arch, width, count=8)
                n = r.get("nbz", [None])[0]
                k = r.get("ir2s_clocks", [None])[0]
                waits = n - k if n is not None and k is not None else "?"
                rc |= 0 if r["ok"] else 1
                print(f"{algorithm:9} {arch:5} W={width}: n_b+z {n} ({k} round clocks + {waits} serializer waits), "
                      f"formula {r.get('formula_nbz')}; seed 001 (Table 1, Section 4): "
                      f"{pub if pub is not None else '–'}  {'ok' if r['ok'] else 'FAIL'}")
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
