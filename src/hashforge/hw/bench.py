"""The generic cocotb bench, one for every core (loaded by cocotb inside the simulator;
hashforge.hw.sim starts it). Its configuration is a BenchConfig (hashforge.hw.benchconfig); the
result goes to the JSON file it names.

Phases, all on one stream (messages back to back, the next first beat right after a last beat):
  1. every selected KAT vector of the identifier, random input stalls (s_valid gaps),
     random output stalls (m_ready low), random don't-care bits above s_bits, and an extra
     empty last beat at random when a message fills its last beat;
  2. random messages (random bit lengths up to three blocks), compared with the C library;
  3. cycle measurement with no stalls: a long message (steady-state cycles per block between
     the first beats of consecutive blocks) and, from idle, a one-block message of
     Core.short_bits bits (first input beat accepted to last digest beat, both counted).

The handshake is sampled at the falling edge: every core output depends on registers only,
so what is read there is what the next rising edge sees.

In a four-state simulator (Icarus, hashforge.hw.icarus) every cycle after reset also checks that
s_ready, m_valid and m_last are 0 or 1 and m_data has no X or Z bit while m_valid: a register
read before any reset or write reaches it shows up there as X (docs/hardware.md, "Reset").
"""
from __future__ import annotations

import json
import random
import traceback

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge

import hashforge
from hashforge import kat as katmod
from hashforge.hw import cores
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

TIMEOUT = 20000  # cycles without any handshake
# Verilator is two-state (its power-up state is chosen by hashforge.hw.sim); anything else here
# is an event-driven four-state simulator. (Imported outside a simulator, for select_vectors and
# split_beats, cocotb has no SIM_NAME.)
FOUR_STATE = not getattr(cocotb, "SIM_NAME", "verilator").lower().startswith("verilator")


class StreamError(Exception):
    pass


def split_beats(msg: bytes, nbits: int, width: int, rng: random.Random | None):
    """(data, last, bits) beats of one message; rng adds don't-care bits and random
    empty last beats."""
    nb = width // 8
    full, rem = divmod(nbits, width)
    beats = []
    for i in range(full):
        beats.append((int.from_bytes(msg[i * nb:(i + 1) * nb], "little"), False, width))
    if rem or full == 0:
        chunk = bytearray(msg[full * nb: full * nb + (rem + 7) // 8])
        if rng is not None:
            if rem % 8:
                keep = 0xFF & ~(0xFF >> (rem % 8))
                chunk[-1] = (chunk[-1] & keep) | (rng.getrandbits(8) & ~keep & 0xFF)
            chunk += bytes(rng.getrandbits(8) for _ in range(nb - len(chunk)))
        data = int.from_bytes(bytes(chunk).ljust(nb, b"\0"), "little")
        beats.append((data, True, rem))
    elif rng is not None and rng.random() < 0.25:
        beats.append((rng.getrandbits(width), True, 0))
    else:
        d, _, _ = beats[-1]
        beats[-1] = (d, True, width)
    return beats


def check_outputs_known(dut, cycle: int, width: int) -> None:
    """Four-state runs: no unknown bit on a handshake or m_last, nor in a valid digest beat
    (a multi-lane top packs lane l's m_data at [width*l +: width])."""
    for sig in (dut.s_ready, dut.m_valid, dut.m_last):
        if not sig.value.is_resolvable:
            raise StreamError(f"{sig._name} is {sig.value} at cycle {cycle} after reset")
    valid = int(dut.m_valid.value)
    data = str(dut.m_data.value)          # most significant bit first
    for lane in range(len(dut.m_valid)):
        beat = data[len(data) - width * (lane + 1): len(data) - width * lane]
        if valid >> lane & 1 and not set(beat) <= {"0", "1"}:
            raise StreamError(f"m_data of lane {lane} has unknown bits while m_valid at cycle {cycle}: {beat}")


class Stream:
    def __init__(self, dut, width: int, out_beats: int):
        self.dut = dut
        self.width = width
        self.out_beats = out_beats
        self.cycle = 0

    def check_x(self) -> None:
        check_outputs_known(self.dut, self.cycle, self.width)

    async def run(self, messages, p_in=0.0, p_out=0.0, rng=None, record_beats=False):
        """Send messages (lists of beats) back to back; return per message the digest beats,
        the cycle of its first accepted beat, of its last digest beat and (optionally) of
        every accepted beat."""
        dut = self.dut
        s_valid, s_ready, s_data, s_last, s_bits = dut.s_valid, dut.s_ready, dut.s_data, dut.s_last, dut.s_bits
        m_valid, m_ready, m_data, m_last = dut.m_valid, dut.m_ready, dut.m_data, dut.m_last
        flat = [(mi, bi, beat) for mi, beats in enumerate(messages) for bi, beat in enumerate(beats)]
        first = [None] * len(messages)
        done = [None] * len(messages)
        accepted = [[] for _ in messages] if record_beats else None
        outs: list[list[int]] = [[] for _ in messages]
        ip, mo = 0, 0
        driven = None
        idle = 0
        # every write is a VPI call: the per-cycle loop writes a signal only when it changes
        valid_q = ready_q = None
        falling = FallingEdge(dut.clk)
        while mo < len(messages):
            await falling
            self.cycle += 1
            idle += 1
            if FOUR_STATE:
                self.check_x()
            valid = ip < len(flat) and not (p_in and rng.random() < p_in)
            if valid and driven != ip:
                beat = flat[ip][2]
                s_data.value = beat[0]
                s_last.value = int(beat[1])
                s_bits.value = beat[2]
                driven = ip
            if valid != valid_q:
                s_valid.value = int(valid)
                valid_q = valid
            ready = not (p_out and rng.random() < p_out)
            if ready != ready_q:
                m_ready.value = int(ready)
                ready_q = ready
            if valid and int(s_ready.value):
                mi, bi, _ = flat[ip]
                if bi == 0:
                    first[mi] = self.cycle
                if record_beats:
                    accepted[mi].append(self.cycle)
                ip += 1
                idle = 0
            if ready and int(m_valid.value):
                outs[mo].append(int(m_data.value))
                last = int(m_last.value)
                idle = 0
                if len(outs[mo]) == self.out_beats:
                    if not last:
                        raise StreamError(f"message {mo}: m_last low on the last digest beat")
                    done[mo] = self.cycle
                    mo += 1
                elif last:
                    raise StreamError(f"message {mo}: m_last after {len(outs[mo])} of {self.out_beats} beats")
            if idle > TIMEOUT:
                raise StreamError(f"no handshake for {TIMEOUT} cycles (input beat {ip}/{len(flat)}, "
                                  f"digest {mo}/{len(messages)})")
        s_valid.value = 0
        return outs, first, done, accepted

    def digest(self, beats: list[int], out_bits: int) -> bytes:
        nb = self.width // 8
        return b"".join(b.to_bytes(nb, "little") for b in beats)[: out_bits // 8]

    async def idle(self, n: int):
        for _ in range(n):
            await FallingEdge(self.dut.clk)
            self.cycle += 1
            if FOUR_STATE and self.dut.rst_n.value.is_resolvable and int(self.dut.rst_n.value):
                self.check_x()


def failed(result: dict, exc: Exception) -> None:
    """Record an exception in a bench's result (the driver turns it into a failure)."""
    result["error"] = f"{type(exc).__name__}: {exc}"
    result["traceback"] = traceback.format_exc()


def finish(result: dict, cycles: int, path: str) -> None:
    """Write a bench's result with the cycles it simulated to `path` (BenchConfig.result, which
    the driver reads), then fail the cocotb test if the bench recorded an error."""
    result["cycles_simulated"] = cycles
    with open(path, "w") as f:
        json.dump(result, f)
    assert result["error"] is None, result["error"]


def random_message(rng: random.Random, nbits: int) -> bytes:
    """nbits random message bits, MSB-first; the unused low bits of a partial last byte are 0."""
    data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
    if nbits % 8:
        data[-1] &= (0xFF << (8 - nbits % 8)) & 0xFF
    return bytes(data)


async def power_on(dut, stream: "Stream") -> None:
    """Start the clock and hold the core in reset with every input low."""
    cocotb.start_soon(Clock(dut.clk, 10, unit="ns").start())
    dut.rst_n.value = 0
    dut.s_valid.value = 0
    dut.s_last.value = 0
    dut.s_bits.value = 0
    dut.s_data.value = 0
    dut.m_ready.value = 0
    await stream.idle(3)
    dut.rst_n.value = 1
    await stream.idle(1)


def select_vectors(vectors, limit: int | None, block_bits: int, width: int):
    """All vectors, or about `limit`: the padding corner cases (lengths just below or at a
    block boundary) first, then evenly spread ones."""
    if limit is None or limit >= len(vectors):
        return list(vectors)
    def corner(v):
        off = v.nbits % block_bits
        return v.nbits > 0 and (off == 0 or off >= block_bits - width - 32)
    corners = [v for v in vectors if corner(v)]
    quota = limit // 2      # 0 for limit 1: the one vector is then an evenly spread one
    if len(corners) > quota:
        step = len(corners) / quota if quota else 0
        corners = [corners[int(i * step)] for i in range(quota)]
    rest = [v for v in vectors if v not in set(corners)]
    want = max(0, limit - len(corners))
    step = len(rest) / want if want else 0
    spread = [rest[int(i * step)] for i in range(want)] if want else []
    chosen = set(map(id, corners + spread))
    return [v for v in vectors if id(v) in chosen]


@cocotb.test()
async def hashforge_bench(dut):
    algorithm = CONFIG.algorithm
    core = cores.get(algorithm, CONFIG.arch or None)
    width = CONFIG.width
    limit = CONFIG.kat_limit
    n_random = CONFIG.random
    p_stall = CONFIG.stall
    rng = random.Random(CONFIG.seed)
    result = {"kat_passed": 0, "kat_failed": 0, "random_passed": 0, "random_failed": 0,
              "failures": [], "error": None}
    out_bits = core.digest_bits
    stream = Stream(dut, width, core.out_beats(width))

    def check(tag, got, want, counter):
        if got == want:
            result[counter + "_passed"] += 1
        else:
            result[counter + "_failed"] += 1
            if len(result["failures"]) < 5:
                result["failures"].append({"case": tag, "got": got.hex(), "expected": want.hex()})

    try:
        await power_on(dut, stream)

        # 1. KAT vectors under random stalls
        vectors = select_vectors(katmod.vectors_for(algorithm), limit, core.block_bits, width)
        for start in range(0, len(vectors), 256):
            part = vectors[start:start + 256]
            msgs = [split_beats(v.msg, v.nbits, width, rng) for v in part]
            outs, _, _, _ = await stream.run(msgs, p_stall, p_stall, rng)
            for v, o in zip(part, outs, strict=True):        # run() returns one per message
                want = v.expected[: out_bits // 8]
                check(v.id, stream.digest(o, out_bits), want, "kat")

        # 2. random messages against the C library
        msgs, refs = [], []
        for i in range(n_random):
            nbits = rng.randrange(0, 3 * core.block_bits + 64) if i % 4 else rng.randrange(0, 2 * width)
            data = random_message(rng, nbits)
            refs.append((f"random:len{nbits}", hashforge.hash_bits(
                algorithm, data, nbits, out_bits if core.xof else None)))
            msgs.append(split_beats(data, nbits, width, rng))
        outs, _, _, _ = await stream.run(msgs, p_stall, p_stall, rng)
        for (tag, want), o in zip(refs, outs, strict=True):
            check(tag, stream.digest(o, out_bits), want, "random")

        if CONFIG.cycles:      # (off in the four-state runs: Verilator's measure the cycles)
            # 3. cycles, no stalls: long message, then a one-block message from idle
            await stream.idle(5)
            nblocks = 12
            nbits = nblocks * core.block_bits
            data = bytes(rng.getrandbits(8) for _ in range(nbits // 8))
            outs, first, done, acc = await stream.run([split_beats(data, nbits, width, None)], record_beats=True)
            check("long", stream.digest(outs[0], out_bits),
                  hashforge.hash_bits(algorithm, data, nbits, out_bits if core.xof else None), "random")
            # block i starts in the beat that holds its first bit (blocks need not be a whole
            # number of beats: RadioGatun[32]'s 96 bits at W=64)
            starts = [acc[0][i * core.block_bits // width] for i in range(nblocks)]
            span = starts[nblocks - 2] - starts[2]
            result["cycles_per_block_long"] = span / (nblocks - 4)
            result["block_start_cycles"] = [s - starts[0] for s in starts]
            await stream.idle(200)
            nbits = core.short_bits
            data = random_message(rng, nbits)
            outs, first, done, _ = await stream.run([split_beats(data, nbits, width, None)])
            check("short", stream.digest(outs[0], out_bits),
                  hashforge.hash_bits(algorithm, data, nbits, out_bits if core.xof else None), "random")
            result["cycles_short_message"] = done[0] - first[0] + 1
            result["short_message_bits"] = nbits
    except Exception as exc:  # reported in the JSON; the driver turns it into failures
        failed(result, exc)
    finish(result, stream.cycle, CONFIG.result)
    assert result["kat_failed"] == 0 and result["random_failed"] == 0, result["failures"]
