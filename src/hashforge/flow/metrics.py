"""Throughput as Baldwin et al. (seed 002) define it, and the message-length curve of
Henzen et al. (seed 001, Fig. 5).

    long  = block_bits * fmax / cycles_per_block_long      (steady state, long message)
    short = block_bits * fmax / cycles_short_message       (one padded block, including
                                                            padding and finalization)

fmax in MHz gives Mbit/s.  For n padded blocks the cycle count is modelled as
cycles_short + (n - 1) * cycles_long, so throughput(n) = n * block_bits * fmax / that.
"""
from __future__ import annotations


def throughput_long(block_bits: int, fmax_mhz: float | None, cycles_long: float | None) -> float | None:
    if not fmax_mhz or not cycles_long:
        return None
    return block_bits * fmax_mhz / cycles_long


def throughput_short(block_bits: int, fmax_mhz: float | None, cycles_short: float | None) -> float | None:
    if not fmax_mhz or not cycles_short:
        return None
    return block_bits * fmax_mhz / cycles_short


def bits_per_cycle(block_bits: int, cycles: float | None) -> float | None:
    return block_bits / cycles if cycles else None


def cycles_for_blocks(n: int, cycles_short: float, cycles_long: float) -> float:
    if n < 1:
        raise ValueError("a message has at least one padded block")
    return cycles_short + (n - 1) * cycles_long


def throughput_for_blocks(n: int, block_bits: int, fmax_mhz: float, cycles_short: float,
                          cycles_long: float) -> float:
    """Mbit/s for a message of n padded blocks (n * block_bits message bits)."""
    return n * block_bits * fmax_mhz / cycles_for_blocks(n, cycles_short, cycles_long)


def per_area(tp: float | None, area: float | None) -> float | None:
    if tp is None or not area:
        return None
    return tp / area
