"""`hashforge bench [ALGO|FAMILY|all ...] [--json] [--repeat N]`."""
from __future__ import annotations

import argparse
import json

from ..errors import EXIT_OK, UsageError


def register(subparsers) -> None:
    sp = subparsers.add_parser(
        "bench", help="software speed of the C library: cycles/byte (long and short messages), MB/s",
        description="Time the C library per identifier: cycles/byte of a 64 KiB message from the CPU's "
                    "time-stamp counter (rdtsc, read in C around init + update + final), cycles of "
                    "0-byte and cycles/byte of 64, 576 and 1536-byte messages, MB/s from wall time; "
                    "the median of --repeat runs. SHA-2 and SHA-3/SHAKE also time hashlib (OpenSSL) "
                    "in the same run and print our time over hashlib's.")
    sp.add_argument("selectors", nargs="*", metavar="ALGO|FAMILY|all",
                    help="identifiers, families, or all (default: all)")
    sp.add_argument("--json", action="store_true", help="one JSON object per identifier and line")
    sp.add_argument("--repeat", type=int, default=11, metavar="N",
                    help="runs per message length; the median is reported (default 11)")
    sp.set_defaults(func=cmd_bench)


def cmd_bench(args: argparse.Namespace) -> int:
    from ..selection import select
    from .speed import line, measure

    if args.repeat < 1:
        raise UsageError("--repeat wants a positive number of runs")
    selectors = [] if "all" in args.selectors else args.selectors
    for algorithm in select(selectors):
        r = measure(algorithm, args.repeat)
        print(json.dumps(r, sort_keys=True) if args.json else line(r), flush=True)
    return EXIT_OK
