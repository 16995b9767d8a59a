"""The cocotb bench of multi-lane cores (rtl/luffa/hf_luffa_pipe.v, arch `pipelined`): LANES
independent streams on packed ports (lane l: s_valid[l], s_data[W*l +: W], s_bits[7*l +: 7],
m_data[W*l +: W], ...). hashforge.hw.sim starts it for a core whose `lanes` > 1, with the
configuration of hashforge.hw.bench (a BenchConfig) and the same result fields, plus:

  lanes, cycles_per_block_long_lanes (per lane), aggregate_bits_per_cycle_long,
  cycles_short_best, cycles_short_phases (the one-message latency for every phase of the ring).

Phases:
  1. every selected KAT vector, dealt at random over the lanes (so the lanes hash messages of
     different lengths at the same time), each lane's messages back to back, random input and
     output stalls per lane, random don't-care bits (hashforge.hw.bench.split_beats);
  2. random messages on every lane against the C library, under the same stalls;
  3. cycles, no stalls: a 12-block message on every lane at once (cycles per block per lane,
     between block starts as in the generic bench; every lane must agree), then from idle a
     one-block message on lane 0 started at each phase of the ring (first beat accepted to
     last digest beat, both counted): `cycles_short_message` is the worst, `cycles_short_best`
     the best.
"""
from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge

import hashforge
from hashforge import kat as katmod
from hashforge.hw import cores
from hashforge.hw.bench import (
    FOUR_STATE,
    TIMEOUT,
    StreamError,
    check_outputs_known,
    failed,
    finish,
    random_message,
    select_vectors,
    split_beats,
)
from hashforge.hw.benchconfig import BenchConfig

UNKNOWN_AS_0 = str.maketrans("xXzZuUwW-", "000000000")
CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)


class Lanes:
    """Drives the packed ports: per lane a queue of messages (lists of beats) sent back to back
    and the digest beats collected."""

    def __init__(self, dut, width: int, lanes: int, out_beats: int):
        self.dut, self.width, self.lanes, self.out_beats = dut, width, lanes, out_beats
        self.cycle = 0

    def _get(self, name: str) -> int:
        return int(getattr(self.dut, name).value)

    async def run(self, queues, p_in=0.0, p_out=0.0, rng=None, record_beats=False):
        """queues[l]: lane l's messages. Returns per lane and message the digest beats, the
        cycle of the first accepted beat, of the last digest beat, and (optionally) of every
        accepted beat."""
        dut, w, n = self.dut, self.width, self.lanes
        flat = [[(mi, bi, beat) for mi, beats in enumerate(q) for bi, beat in enumerate(beats)]
                for q in queues]
        ip = [0] * n
        mo = [0] * n
        outs = [[[] for _ in q] for q in queues]
        first = [[None] * len(q) for q in queues]
        done = [[None] * len(q) for q in queues]
        acc = [[[] for _ in q] for q in queues] if record_beats else None
        idle = 0
        mask_w = (1 << w) - 1
        while any(mo[i] < len(queues[i]) for i in range(n)):
            await FallingEdge(dut.clk)
            self.cycle += 1
            idle += 1
            valid = data = last = bits = ready = 0
            for i in range(n):
                if ip[i] < len(flat[i]) and not (p_in and rng.random() < p_in):
                    d, lst, b = flat[i][ip[i]][2]
                    valid |= 1 << i
                    data |= d << (w * i)
                    last |= int(lst) << i
                    bits |= b << (7 * i)
                if not (p_out and rng.random() < p_out):
                    ready |= 1 << i
            dut.s_valid.value = valid
            dut.s_data.value = data
            dut.s_last.value = last
            dut.s_bits.value = bits
            dut.m_ready.value = ready
            if FOUR_STATE:
                check_outputs_known(dut, self.cycle, w)
            s_ready, m_valid = self._get("s_ready"), self._get("m_valid")
            m_last = self._get("m_last")
            # lanes without m_valid may carry unknown data (four-state runs): read as 0, unused
            m_data = int(str(dut.m_data.value).translate(UNKNOWN_AS_0), 2)
            for i in range(n):
                if valid >> i & s_ready >> i & 1:
                    mi, bi, _ = flat[i][ip[i]]
                    if bi == 0:
                        first[i][mi] = self.cycle
                    if record_beats:
                        acc[i][mi].append(self.cycle)
                    ip[i] += 1
                    idle = 0
                if ready >> i & m_valid >> i & 1:
                    k = mo[i]
                    if k >= len(queues[i]):
                        raise StreamError(f"lane {i}: a digest beat after its last message")
                    outs[i][k].append(m_data >> (w * i) & mask_w)
                    lst = m_last >> i & 1
                    idle = 0
                    if len(outs[i][k]) == self.out_beats:
                        if not lst:
                            raise StreamError(f"lane {i} message {k}: m_last low on the last digest beat")
                        done[i][k] = self.cycle
                        mo[i] += 1
                    elif lst:
                        raise StreamError(f"lane {i} message {k}: m_last after {len(outs[i][k])} "
                                          f"of {self.out_beats} beats")
            if idle > TIMEOUT:
                raise StreamError(f"no handshake for {TIMEOUT} cycles (input beats {ip}, digests {mo})")
        dut.s_valid.value = 0
        return outs, first, done, acc

    def digest(self, beats: list[int], out_bits: int) -> bytes:
        nb = self.width // 8
        return b"".join(b.to_bytes(nb, "little") for b in beats)[: out_bits // 8]

    async def idle(self, n: int):
        for _ in range(n):
            await FallingEdge(self.dut.clk)
            self.cycle += 1


@cocotb.test()
async def luffa_pipe_bench(dut):
    algorithm = CONFIG.algorithm
    core = cores.get(algorithm, CONFIG.arch or None)
    width = CONFIG.width
    limit = CONFIG.kat_limit
    n_random = CONFIG.random
    p_stall = CONFIG.stall
    rng = random.Random(CONFIG.seed)
    n = core.lanes
    out_bits = core.digest_bits
    result = {"kat_passed": 0, "kat_failed": 0, "random_passed": 0, "random_failed": 0,
              "failures": [], "error": None, "lanes": n}
    lanes = Lanes(dut, width, n, core.out_beats(width))

    def check(tag, got, want, counter):
        if got == want:
            result[counter + "_passed"] += 1
        else:
            result[counter + "_failed"] += 1
            if len(result["failures"]) < 5:
                result["failures"].append({"case": tag, "got": got.hex(), "expected": want.hex()})

    def ref(data: bytes, nbits: int) -> bytes:
        return hashforge.hash_bits(algorithm, data, nbits, out_bits if core.xof else None)

    try:
        cocotb.start_soon(Clock(dut.clk, 10, unit="ns").start())
        dut.rst_n.value = 0
        for name in ("s_valid", "s_last", "s_bits", "s_data", "m_ready"):
            getattr(dut, name).value = 0
        await lanes.idle(3)
        dut.rst_n.value = 1
        await lanes.idle(1)

        # 1. KAT vectors dealt at random over the lanes, under random stalls
        vectors = select_vectors(katmod.vectors_for(algorithm), limit, core.block_bits, width)
        for start in range(0, len(vectors), 64 * n):
            part = vectors[start:start + 64 * n]
            dealt: list[list] = [[] for _ in range(n)]
            for v in part:
                dealt[rng.randrange(n)].append(v)
            outs, _, _, _ = await lanes.run([[split_beats(v.msg, v.nbits, width, rng) for v in q]
                                             for q in dealt], p_stall, p_stall, rng)
            for i in range(n):
                for v, o in zip(dealt[i], outs[i], strict=True):
                    check(f"{v.id} (lane {i})", lanes.digest(o, out_bits), v.expected[: out_bits // 8], "kat")

        # 2. random messages on every lane against the C library
        queues: list[list] = [[] for _ in range(n)]
        refs: list[list] = [[] for _ in range(n)]
        for k in range(n_random):
            i = k % n
            nbits = rng.randrange(0, 3 * core.block_bits + 64) if k % 4 else rng.randrange(0, 2 * width)
            data = random_message(rng, nbits)
            refs[i].append((f"random:len{nbits} (lane {i})", ref(data, nbits)))
            queues[i].append(split_beats(data, nbits, width, rng))
        outs, _, _, _ = await lanes.run(queues, p_stall, p_stall, rng)
        for i in range(n):
            for (tag, want), o in zip(refs[i], outs[i], strict=True):
                check(tag, lanes.digest(o, out_bits), want, "random")

        if CONFIG.cycles:      # (off in the four-state runs: Verilator's measure the cycles)
            # 3a. cycles with every lane busy: a long message on each, no stalls
            await lanes.idle(5)
            nblocks = 12
            nbits = nblocks * core.block_bits
            datas = [bytes(rng.getrandbits(8) for _ in range(nbits // 8)) for _ in range(n)]
            outs, _, _, acc = await lanes.run([[split_beats(d, nbits, width, None)] for d in datas],
                                              record_beats=True)
            per_lane, starts0 = [], None
            for i in range(n):
                check(f"long (lane {i})", lanes.digest(outs[i][0], out_bits), ref(datas[i], nbits), "random")
                starts = [acc[i][0][b * core.block_bits // width] for b in range(nblocks)]
                per_lane.append((starts[nblocks - 2] - starts[2]) / (nblocks - 4))
                starts0 = starts0 or [s - starts[0] for s in starts]
            result["cycles_per_block_long_lanes"] = per_lane
            result["cycles_per_block_long"] = max(per_lane)
            result["aggregate_bits_per_cycle_long"] = sum(core.block_bits / c for c in per_lane)
            result["block_start_cycles"] = starts0

            # 3b. one-message latency from idle, lane 0, at each phase of the ring
            nbits = core.short_bits
            phases = []
            for ph in range(core.schedule.stages):
                await lanes.idle(200)
                while int(dut.ph_q.value) != ph:
                    await lanes.idle(1)
                data = random_message(rng, nbits)
                outs, first, done, _ = await lanes.run([[split_beats(data, nbits, width, None)]] + [[]] * (n - 1))
                check(f"short (phase {ph})", lanes.digest(outs[0][0], out_bits), ref(data, nbits), "random")
                phases.append(done[0][0] - first[0][0] + 1)
            result["cycles_short_phases"] = phases
            result["cycles_short_message"] = max(phases)
            result["cycles_short_best"] = min(phases)
            result["short_message_bits"] = nbits
    except Exception as exc:  # reported in the JSON; the driver turns it into failures
        failed(result, exc)
    finish(result, lanes.cycle, CONFIG.result)
    assert result["kat_failed"] == 0 and result["random_failed"] == 0, result["failures"]
