"""`hashforge bench`: software speed of the C library per identifier.

Every figure is the median of `repeat` runs. A run is init + update + final of one message,
timed in C around the calls (hashforge._native.bench): the x86 time-stamp counter (rdtsc, as
SUPERCOP measures; the TSC ticks at the nominal frequency, not the boosted one) and
CLOCK_MONOTONIC for MB/s. Long messages are 64 KiB; short ones 0, 64, 576 and 1536 bytes
(0 bytes: cycles per message, the others cycles per byte). For SHA-2 and SHA-3/SHAKE the
same run times hashlib (OpenSSL) on the 64 KiB message, from Python (a call costs well under
1 % of a 64 KiB hash); hashlib_ratio = our time / hashlib's (above 1: we are slower).
"""
from __future__ import annotations

import hashlib
import platform
import statistics
import sysconfig
import time
from typing import Any, Callable

from .. import _native, algorithm_info

LONG = 65536
SHORT = (0, 64, 576, 1536)
# the setup.py flags of the extension, after Python's own CFLAGS (the last -O wins)
EXTRA_FLAGS = "-std=c99 -O2"


def hashlib_name(algorithm: str) -> str | None:
    """hashlib's constructor for an identifier it also has (SHA-2, SHA-3, SHAKE), else None."""
    if algorithm in ("sha224", "sha256", "sha384", "sha512"):
        return algorithm
    if algorithm.startswith("sha3-"):
        return "sha3_" + algorithm[5:]
    if algorithm in ("shake128", "shake256"):
        return "shake_" + algorithm[5:]
    return None


def cpu() -> str:
    """The CPU's model name (/proc/cpuinfo), else what platform knows."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def compiler() -> str:
    return f"{sysconfig.get_config_var('CC') or 'cc'} ({_native.COMPILER})"


def flags() -> str:
    return " ".join([*(sysconfig.get_config_var("CFLAGS") or "").split(), EXTRA_FLAGS])


def _median(values: list[float]) -> float:
    return float(statistics.median(values))


def _out_bytes(algorithm: str) -> int:
    """The output length the C bench squeezes (an XOF's KAT length, at most 64 bytes)."""
    info = algorithm_info(algorithm)
    return min(info.digest_bits, 512) // 8


def time_hashlib(algorithm: str, data: bytes, repeat: int,
                 clock: Callable[[], int] = time.perf_counter_ns) -> float | None:
    """Median nanoseconds of one hashlib hash of data, or None when hashlib lacks it."""
    name = hashlib_name(algorithm)
    if name is None or name not in hashlib.algorithms_available:
        return None
    ctor = getattr(hashlib, name)
    xof = name.startswith("shake")
    n = _out_bytes(algorithm)
    ctor(data).hexdigest(n) if xof else ctor(data).digest()          # warm-up
    times = []
    for _ in range(repeat):
        t0 = clock()
        h = ctor(data)
        h.digest(n) if xof else h.digest()
        times.append(clock() - t0)
    return _median(times)


def measure(algorithm: str, repeat: int = 11) -> dict[str, Any]:
    """The bench figures of one identifier (a canonical name)."""
    if repeat < 1:
        raise ValueError("repeat must be at least 1")
    row: dict[str, Any] = {"algorithm": algorithm}
    long_runs = _native.bench(algorithm, LONG, repeat)
    ticks = [t for t, _ in long_runs if t is not None]
    ns_long = _median([ns for _, ns in long_runs])
    row["cycles_per_byte_long"] = round(_median(ticks) / LONG, 2) if ticks else None
    for n in SHORT:
        runs = _native.bench(algorithm, n, repeat)
        t = [c for c, _ in runs if c is not None]
        row[f"cycles_per_byte_{n}"] = ((round(_median(t) / n, 2) if n else round(_median(t))) if t else None)
    row["mb_per_s_long"] = round(LONG / ns_long * 1e3, 1) if ns_long else None
    ref = time_hashlib(algorithm, bytes((i * 131 + 7) & 0xFF for i in range(LONG)), repeat)
    row["hashlib_mb_per_s_long"] = round(LONG / ref * 1e3, 1) if ref else None
    row["hashlib_ratio"] = round(ns_long / ref, 2) if ref else None
    row.update(cpu=cpu(), compiler=compiler(), flags=flags(), repeat=repeat,
               timer="rdtsc" if _native.HAVE_TSC else "none (no time-stamp counter)")
    return row


def line(r: dict[str, Any]) -> str:
    """One human-readable line of a measure() row."""
    def f(x: Any, nd: int = 1) -> str:
        return "–" if x is None else f"{x:,.{nd}f}"
    short = "  ".join(f"{n}B {f(r[f'cycles_per_byte_{n}'], 0 if n == 0 else 1)}" for n in SHORT)
    out = (f"{r['algorithm']:<18} long {f(r['cycles_per_byte_long'], 2):>8} cyc/B {f(r['mb_per_s_long']):>9} MB/s"
           f"  short: {short}")
    if r.get("hashlib_ratio") is not None:
        out += f"  hashlib {f(r['hashlib_mb_per_s_long'])} MB/s, ours/hashlib time x{r['hashlib_ratio']:.2f}"
    return out
