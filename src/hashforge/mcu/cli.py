"""`hashforge mcu ALGO|all --target T [--variant V|all] [--json]`."""
from __future__ import annotations

import argparse
import json
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ..errors import EXIT_FAIL, EXIT_OK, UsageError
from . import targets


def register(subparsers) -> None:
    sp = subparsers.add_parser(
        "mcu", help="the C library on a microcontroller in a simulator: cycles/byte, ROM, RAM",
        description="Cross-compile the C library for a microcontroller target, run it in the "
                    "target's simulator, verify every digest against the KAT on the simulated part "
                    "and measure cycles/byte of the update calls on a long message, cycles for a "
                    "short message, ROM and RAM (static data + measured peak stack).")
    sp.add_argument("selectors", nargs="+", metavar="ALGO|FAMILY|all",
                    help="identifiers, families, or all")
    sp.add_argument("--target", required=True, metavar="T", help="target: " + ", ".join(targets.names()))
    sp.add_argument("--variant", metavar="V[,V...]|all",
                    help="implementations of the identifier on the target, comma-separated (default: "
                         "its first; all: every one; accel: its hardware core on the target's bus, "
                         "where the target has one)")
    sp.add_argument("--every-vector", action="store_true",
                    help="verify every byte-aligned KAT vector up to 1 KB, not a few (the stack is not "
                         "measured then)")
    sp.add_argument("--json", action="store_true", help="one JSON object per run and line")
    sp.add_argument("-j", "--jobs", type=int, default=2, help="runs in parallel (default 2)")
    sp.add_argument("--no-cache", action="store_true", help="build and run even if a result is cached")
    sp.set_defaults(func=cmd_mcu)


def plan(target: targets.Target, selectors: list[str], variant: str | None) -> list[tuple[str, str]]:
    """(identifier, variant) pairs to run; `variant` is one name, a comma-separated list of
    names (each identifier in those it has, in that order) or all. A UsageError for a name,
    variant or target that does not exist."""
    from ..selection import select

    algos = select([] if selectors == ["all"] else selectors)
    wanted = [w.strip() for w in variant.split(",")] if variant else [None]
    runs: list[tuple[str, str]] = []
    for a in algos:
        names = target.variant_names(a)
        for w in wanted:
            if w == "all":
                runs += [(a, v) for v in names if (a, v) not in runs]
            elif w is None:
                runs.append((a, names[0]))
            elif w in names:
                if (a, w) not in runs:
                    runs.append((a, w))
            elif len(algos) == 1:
                target.variant(a, w)            # raises: names the variants there are
    missing = [w for w in wanted if w not in (None, "all") and all(v != w for _, v in runs)]
    if not runs or missing:
        raise UsageError(f"no selected identifier has a variant '{(missing or wanted)[0]}' on {target.name}")
    return runs


def line(r: dict[str, Any]) -> str:
    def num(x: Any, unit: str, nd: int = 0) -> str:
        return "–" if x is None else f"{x:,.{nd}f} {unit}"
    head = f"{r['algorithm']:<18} {r['target']:<9} {r['variant']:<13}"
    if r.get("error"):
        return f"{head} ERROR: {r['error']}"
    # QEMU counts instructions retired, simavr cycles
    unit = "instr" if str(r.get("simulator") or "").startswith("QEMU") else "cyc"
    perm = r.get("permutation_cycles")
    return (f"{head} {num(r.get('cycles_per_byte_long'), unit + '/B', 1):>18}  "
            f"{num(r.get('cycles_short_message'), unit):>16} ({r.get('short_message_bytes')} B)  "
            f"ROM {num(r.get('rom_bytes'), 'B'):>9}  RAM {num(r.get('ram_bytes'), 'B'):>8}  "
            + (f"permutation {num(perm, unit)}  " if perm is not None else "")
            + f"KAT {r['kat_passed']}/{r['kat_passed'] + r['kat_failed']}"
            + (" FAIL" if r["kat_failed"] else "") + ("  [cached]" if r.get("cached") else ""))


def cmd_mcu(args: argparse.Namespace) -> int:
    from .run import measure

    if args.jobs < 1:
        raise UsageError("-j wants a positive number of parallel runs")
    target = targets.load(args.target)
    runs = plan(target, args.selectors, args.variant)

    def one(run: tuple[str, str]) -> dict[str, Any]:
        return measure(target.name, run[0], run[1], use_cache=not args.no_cache, every_vector=args.every_vector)

    bad = 0
    with ThreadPoolExecutor(args.jobs) as pool:
        for r in pool.map(one, runs):
            print(json.dumps(r, sort_keys=True) if args.json else line(r), flush=True)
            bad += bool(r["kat_failed"]) or (bool(r.get("error")) and "does not fit" not in r["error"])
    return EXIT_FAIL if bad else EXIT_OK
