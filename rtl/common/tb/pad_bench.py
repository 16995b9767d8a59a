"""cocotb bench of the padding unit alone (top rtl/common/tb/hf_pad_tb.v: hf_pad with a
registered blk_ready, as a core has it; started by tests/test_pad.py through
hashforge.hw.sim.run_unit). Every block the padder hands over, with blk_first, blk_last,
blk_nbits and blk_total, is compared with the reference model hashforge.hw.padding.

Messages go back to back in one stream with random input gaps and random don't-care bits past
s_bits (and, at random, an extra empty last beat where a message fills its last beat: the
splitting of hashforge.hw.bench); blk_ready is driven low at random. Lengths stress the
corners: 0 and 1..8 bits, lengths around every block boundary and around every length where
the padded block count changes (the end-of-block field just fits / just does not), then
random lengths.

Configuration (a BenchConfig, hashforge.hw.benchconfig): width, seed, stall, result (the JSON
summary) and the settings mode (as in hf_pad_modes.vh), block, params (the model's parameters),
random (random lengths besides the corners); model and model_params override the mode and
parameters the model uses (to show that a wrong rule fails).
"""
from __future__ import annotations

import json
import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge

from hashforge.hw import padding
from hashforge.hw.bench import split_beats
from hashforge.hw.benchconfig import BenchConfig

CONFIG = BenchConfig.from_env()   # this run's settings (hashforge.hw.sim)

TIMEOUT = 5000   # cycles without a handshake


def corner_lengths(mode: str, block: int, width: int, params: dict[str, int]) -> list[int]:
    """0..8 bits, lengths around each block boundary (beat, byte and bit offsets), and around
    every length where the number of padded blocks changes, up to three blocks."""
    top = 3 * block + width
    counts = [len(padding.blocks(mode, bytes(top // 8 + 1), n, block, **params))
              for n in range(top + 1)]
    want = set(range(9))
    for n in range(1, top + 1):
        if counts[n] != counts[n - 1]:
            want.update(range(n - 2, n + 3))
    for k in (1, 2, 3):
        for d in (-width - 1, -width, -width + 1, -9, -8, -7, -1, 0, 1, 7, 8, 9,
                  width - 1, width, width + 1):
            want.add(k * block + d)
    return sorted(n for n in want if 0 <= n <= top)


def random_message(rng: random.Random, nbits: int) -> bytes:
    data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
    if nbits % 8:
        data[-1] &= (0xFF << (8 - nbits % 8)) & 0xFF
    return bytes(data)


def _write(path: str, result: dict) -> None:
    with open(path, "w") as f:
        json.dump(result, f)


def ending(beats: list, empty_end: bool | None, width: int, rng: random.Random) -> list:
    """Force how a message whose bits fill its last beat ends (see split_beats)."""
    data, _, bits = beats[-1]
    if empty_end is None or (bits == 0 and len(beats) == 1):
        return beats
    if empty_end and bits == width:
        return beats[:-1] + [(data, False, width), (rng.getrandbits(width), True, 0)]
    if not empty_end and bits == 0:
        prev = beats[-2]
        return beats[:-2] + [(prev[0], True, width)]
    return beats


@cocotb.test()
async def pad_bench(dut):
    mode = CONFIG.setting("mode", "")
    model = CONFIG.setting("model", "") or mode
    block = CONFIG.setting("block", 0)
    params = dict(CONFIG.settings.get("params") or {})
    model_params = CONFIG.settings.get("model_params")
    if model_params is None:
        model_params = params
    width = CONFIG.width
    rng = random.Random(CONFIG.seed)
    n_random = CONFIG.setting("random", 40)
    p_stall = CONFIG.stall
    bb = block // 8

    # (length, how a length that fills its last beat ends: None at random, True with an extra
    # empty last beat, False with a full last beat); lengths at block boundaries both ways
    lengths: list[tuple[int, bool | None]] = []
    for n in corner_lengths(mode, block, width, params):
        if n > 0 and n % block == 0:
            lengths += [(n, True), (n, False)]
        else:
            lengths.append((n, None))
    lengths += [(rng.randrange(0, 4 * block), None) for _ in range(n_random)]
    rng.shuffle(lengths)
    msgs = [(n, random_message(rng, n)) for n, _ in lengths]
    expected = [padding.blocks(model, m, n, block, **model_params) for n, m in msgs]
    beats = [(i, b) for i, ((n, m), (_, empty_end)) in enumerate(zip(msgs, lengths, strict=True))
             for b in ending(split_beats(m, n, width, rng), empty_end, width, rng)]
    empty_after_block = sum(1 for n, e in lengths if e and n > 0 and n % block == 0)
    # expected blocks in stream order, each tagged with its message
    want = [(i, blk) for i, blks in enumerate(expected) for blk in blks]

    cocotb.start_soon(Clock(dut.clk, 10, unit="ns").start())
    dut.rst_n.value = 0
    dut.s_valid.value = 0
    dut.s_data.value = 0
    dut.s_last.value = 0
    dut.s_bits.value = 0
    dut.blk_ready_nx.value = 0
    for _ in range(3):
        await FallingEdge(dut.clk)
    dut.rst_n.value = 1

    failures: list[dict] = []
    bad_msgs: set[int] = set()
    ip = 0            # next beat to send
    got = 0           # blocks received
    idle = 0
    cycle = 0
    held = None       # (cycle, block) offered but not taken: must stay the same
    driven = -1
    while got < len(want):
        await FallingEdge(dut.clk)
        cycle += 1
        idle += 1
        if ip < len(beats) and rng.random() >= p_stall:
            if driven != ip:
                data, last, bits = beats[ip][1]
                dut.s_data.value = data
                dut.s_last.value = int(last)
                dut.s_bits.value = bits
                driven = ip
            dut.s_valid.value = 1
            if int(dut.s_ready.value):
                ip += 1
                idle = 0
        else:
            dut.s_valid.value = 0
        ready = bool(int(dut.blk_ready.value))          # the register: this cycle's value
        dut.blk_ready_nx.value = int(rng.random() >= p_stall)
        if int(dut.blk_valid.value):
            seen = (int(dut.blk_data.value).to_bytes(bb, "little"), bool(int(dut.blk_first.value)),
                    bool(int(dut.blk_last.value)), int(dut.blk_nbits.value), int(dut.blk_total.value))
            if held is not None and held != seen and len(failures) < 8:
                failures.append({"cycle": cycle, "error": "offered block changed before hand-over"})
            held = None if ready else seen
            if ready:
                i, blk = want[got]
                exp = (blk.data, blk.first, blk.last, blk.nbits, blk.total)
                if seen != exp:
                    bad_msgs.add(i)
                    if len(failures) < 8:
                        n = msgs[i][0]
                        fields = ("data", "first", "last", "nbits", "total")
                        diff = {f: {"got": g.hex() if isinstance(g, bytes) else g,
                                    "expected": e.hex() if isinstance(e, bytes) else e}
                                for f, g, e in zip(fields, seen, exp, strict=True) if g != e}
                        failures.append({"message": i, "nbits": n, "block": got, "diff": diff})
                got += 1
                idle = 0
        elif held is not None:
            if len(failures) < 8:
                failures.append({"cycle": cycle, "error": "blk_valid dropped before hand-over"})
            held = None
        if idle > TIMEOUT:
            failures.append({"error": f"no handshake for {TIMEOUT} cycles",
                             "beats_sent": ip, "blocks_received": got, "blocks_expected": len(want)})
            bad_msgs.add(-1)
            break
    # nothing after the last expected block
    dut.s_valid.value = 0
    dut.blk_ready_nx.value = 1
    for _ in range(4):
        await FallingEdge(dut.clk)
        if int(dut.blk_valid.value):
            failures.append({"error": "a block beyond the expected ones"})
            bad_msgs.add(-1)
            break

    # load bound: a long message, no gaps, the consumer always ready; cycles between the
    # hand-overs of blocks 2..10
    long_beats = split_beats(bytes(12 * bb), 12 * block, width, None)
    taken: list[int] = []
    ip = 0
    for cycle in range(40 * len(long_beats)):
        await FallingEdge(dut.clk)
        if ip < len(long_beats):
            data, last, bits = long_beats[ip]
            dut.s_data.value = data
            dut.s_last.value = int(last)
            dut.s_bits.value = bits
            dut.s_valid.value = 1
            if int(dut.s_ready.value):
                ip += 1
        else:
            dut.s_valid.value = 0
        if int(dut.blk_valid.value) and int(dut.blk_ready.value):
            taken.append(cycle)
            if len(taken) == 11:
                break
    per_block = (taken[10] - taken[2]) / 8 if len(taken) == 11 else None

    result = {"mode": mode, "model": model, "block_bits": block, "width": width, "params": params,
              "messages": len(msgs), "passed": len(msgs) - len([b for b in bad_msgs if b >= 0]),
              "blocks": got, "cycles": cycle, "cycles_per_block": per_block,
              "empty_last_beat_after_block": empty_after_block,
              "ok": not bad_msgs and not failures,
              "failures": failures}
    if CONFIG.result:
        _write(CONFIG.result, result)
    assert result["ok"], json.dumps(failures[:3])
