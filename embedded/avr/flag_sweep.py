#!/usr/bin/env python3
"""The build experiments of the AVR target: the portable C library (variant c) of some
identifiers built with other flags than target.toml's, each run verified and measured like
`hashforge mcu` (in a cache of its own, so no result of an altered build is ever taken for
the target's):

    python embedded/avr/flag_sweep.py [--json] ID [ID ...]

Builds: `target` (target.toml as it is), `-O3`, `-Os` (in place of -O2), `tree-ter-all`
(-fno-tree-ter for every family), `no-family-flags` (no per-family flags at all),
`ram-tables` (without -DHF_FLASH_TABLES: HF_ROM tables copied to SRAM at start-up)."""
from __future__ import annotations

import dataclasses
import json
import sys
import tempfile
from collections.abc import Callable

from hashforge.errors import UsageError
from hashforge.mcu import run, targets
from hashforge.mcu.targets import Target


def _opt(level: str) -> Callable[[Target], Target]:
    return lambda t: dataclasses.replace(t, cflags=tuple(level if f == "-O2" else f for f in t.cflags))


BUILDS: dict[str, Callable[[Target], Target]] = {
    "target": lambda t: t,
    "-O3": _opt("-O3"),
    "-Os": _opt("-Os"),
    "tree-ter-all": lambda t: dataclasses.replace(t, cflags=(*t.cflags, "-fno-tree-ter")),
    "no-family-flags": lambda t: dataclasses.replace(t, family_cflags={}),
    "ram-tables": lambda t: dataclasses.replace(
        t, cflags=tuple(f for f in t.cflags if f != "-DHF_FLASH_TABLES")),
}


def sweep(algorithm: str) -> list[dict]:
    real = targets.load
    rows = []
    for name, change in BUILDS.items():
        targets.load = lambda n, change=change: change(real(n))
        try:
            r = run.measure("avr", algorithm, "c", use_cache=False)
        finally:
            targets.load = real
        rows.append({"algorithm": algorithm, "build": name, "cflags": r["cflags"],
                     "compiler": r["compiler"], **{k: r.get(k) for k in run.FIELDS[3:]},
                     "error": r["error"]})
    return rows


def main(argv: list[str]) -> int:
    as_json = "--json" in argv
    ids = [a for a in argv if a != "--json"]
    if not ids:
        print("usage: flag_sweep.py [--json] ID [ID ...]", file=sys.stderr)
        return 2
    import os
    with tempfile.TemporaryDirectory() as cache:
        os.environ["HASHFORGE_CACHE"] = cache
        for algorithm in ids:
            try:
                rows = sweep(algorithm)
            except UsageError as exc:
                print(f"flag_sweep: {exc}", file=sys.stderr)
                return 2
            for r in rows:
                if as_json:
                    print(json.dumps(r, sort_keys=True), flush=True)
                else:
                    cpb = r["cycles_per_byte_long"]
                    print(f"{algorithm:16s} {r['build']:16s} "
                          + (f"{cpb:10.1f} cyc/B  ROM {r['rom_bytes']:6d}  RAM {r['ram_bytes']:6d}  "
                             f"KAT {r['kat_passed']}/{r['kat_passed'] + r['kat_failed']}"
                             if r["error"] is None else f"ERROR {r['error']}"), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
