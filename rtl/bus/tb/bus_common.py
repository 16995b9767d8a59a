"""What the three bus benches share (axis_bench.py, axil_bench.py, wb_bench.py): the messages
(the selected KAT vectors of the identifier and random messages against the C library), the
random stall patterns the bus libraries take, and the register map's addresses
(hashforge.hw.busmap)."""
from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge

import hashforge
from hashforge import kat as katmod
from hashforge.hw import busmap, cores
from hashforge.hw.bench import random_message, select_vectors
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

REG = {r.name: r.offset for r in busmap.REGISTERS}
WIN = {w.name: w.offset for w in busmap.WINDOWS}
BIT = {f"{f.register}.{f.name}": 1 << f.bit for f in busmap.FIELDS}


@dataclass(frozen=True)
class Message:
    tag: str
    data: bytes       # ceil(nbits / 8) bytes, the valid bits of a partial last byte its MSBs
    nbits: int
    expected: bytes


def core() -> cores.Core:
    return cores.get(CONFIG.algorithm, CONFIG.arch or None)


def messages(rng: random.Random) -> list[Message]:
    """The KAT vectors the configuration selects (kat_limit), then CONFIG.random random messages
    (up to three blocks; every fourth shorter than 64 bits) with the C library's digests."""
    c = core()
    out_bits = c.digest_bits
    vecs = select_vectors(katmod.vectors_for(c.algorithm), CONFIG.kat_limit, c.block_bits, 32)
    out = [Message(v.id, bytes(v.msg[: (v.nbits + 7) // 8]), v.nbits, v.expected[: out_bits // 8])
           for v in vecs]
    for i in range(CONFIG.random):
        nbits = rng.randrange(0, 64) if i % 4 == 0 else rng.randrange(0, 3 * c.block_bits + 64)
        out.append(random_of(c, rng, nbits, f"random:len{nbits}"))
    return out


def random_of(c: cores.Core, rng: random.Random, nbits: int, tag: str) -> Message:
    """A random message of nbits bits with the C library's digest (the golden model: it passes
    the official vectors)."""
    data = random_message(rng, nbits)
    return Message(tag, data, nbits, hashforge.hash_bits(c.algorithm, data, nbits, c.digest_bits if c.xof else None))


def with_junk(m: Message, rng: random.Random) -> bytes:
    """The message's bytes with random don't-care bits below the valid bits of a partial last byte."""
    data = bytearray(m.data)
    if m.nbits % 8:
        data[-1] |= rng.getrandbits(8) & (0xFF >> (m.nbits % 8))
    return bytes(data)


def stalls(rng: random.Random, p: float):
    """A pause generator for cocotbext-axi (True: no handshake this cycle) with probability p."""
    if p <= 0:
        return itertools.repeat(False)
    return (rng.random() < p for _ in itertools.count())


async def start(clk, reset, active_high: bool, cycles: int = 4) -> None:
    cocotb.start_soon(Clock(clk, 10, unit="ns").start())
    reset.value = int(active_high)
    await ClockCycles(clk, cycles)
    reset.value = int(not active_high)
    await ClockCycles(clk, 2)


async def clocked(clk, drive, sample, limit: int = 200) -> None:
    """Cycle by cycle: drive(c) sets the master's inputs of cycle c, sample(c) reads the cycle's
    settled values (a handshake is valid and ready here) and returns True when the measurement
    is complete. The wrappers' cycles per access (busmap.TIMING) are counted this way."""
    for c in range(limit):
        await RisingEdge(clk)
        drive(c)
        await ReadOnly()
        if sample(c):
            return
    raise AssertionError(f"the measurement did not end in {limit} cycles")


def spacing(cycles: list[int]) -> int:
    """The one distance between consecutive answers (an uneven pattern is an error)."""
    steps = {b - a for a, b in zip(cycles, cycles[1:], strict=False)}
    assert len(steps) == 1, f"answers at cycles {cycles}: no single spacing"
    return steps.pop()


def words(m: Message) -> tuple[list[bytes], int]:
    """The message as the register map takes it: full 32-bit words for MSG, and the last word
    (up to 4 bytes) with its valid bits k for LAST + 4k."""
    full, k = divmod(m.nbits, 32)
    nb = len(m.data)
    head = [m.data[4 * i: 4 * i + 4] for i in range(full)]
    tail = m.data[4 * full: nb]
    return head + [tail], k


def digest_words(c: cores.Core) -> int:
    return (c.digest_bits + 31) // 32
