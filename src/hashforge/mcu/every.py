"""Every byte-aligned KAT vector of an identifier on a target whose flash cannot hold them in one
firmware (`hashforge mcu --every-vector` builds one; Ascon's, Esch's and Xoodyak's 1,025
vectors do not fit an AVR's 128 KB): the vectors in parts, each part a firmware with the
measured short and long vector first, every digest checked on the simulated part.

    python -m hashforge.mcu.every --target T [--variant V] [--part-bytes N] ID [ID ...]

One line per identifier: its distinct vectors, how many ran, passed and failed; exit 1 if any
failed or a part did not build or run."""
from __future__ import annotations

import argparse
import sys

from .. import algorithm_info
from ..errors import UsageError
from . import run, vectors
from .vectors import Case


def parts(cases: list[Case], part_bytes: int) -> list[list[Case]]:
    """The vectors after the first two (the measured ones), split so that none holds more than
    part_bytes of messages and digests (a single larger vector gets a part of its own)."""
    out: list[list[Case]] = []
    cur: list[Case] = []
    size = 0
    for c in cases[2:]:
        n = len(c.msg) + len(c.expected)
        if cur and size + n > part_bytes:
            out.append(cur)
            cur, size = [], 0
        cur.append(c)
        size += n
    return out + ([cur] if cur else [])


def check(target: str, algorithm: str, variant: str | None, part_bytes: int) -> dict[str, object]:
    cases = vectors.every(algorithm, algorithm_info(algorithm).block_bits // 8)
    head = cases[:2]
    seen: set[str] = set()
    passed = failed = 0
    errors: list[str] = []
    real = run.vectors.every
    try:
        for part in parts(cases, part_bytes):
            run.vectors.every = lambda _a, _b, part=part: head + part
            r = run.measure(target, algorithm, variant, use_cache=False, every_vector=True)
            if r["error"]:
                errors.append(r["error"])
                continue
            passed += r["kat_passed"]
            failed += r["kat_failed"]
            seen.update(r["kat_vectors"])
    finally:
        run.vectors.every = real
    return {"algorithm": algorithm, "vectors": len({c.where for c in cases}), "ran": len(seen),
            "passed": passed, "failed": failed, "errors": errors}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hashforge.mcu.every", description=__doc__.splitlines()[0])
    ap.add_argument("algorithms", nargs="+", metavar="ID")
    ap.add_argument("--target", required=True)
    ap.add_argument("--variant")
    ap.add_argument("--part-bytes", type=int, default=40000,
                    help="messages and digests per firmware (default 40000)")
    args = ap.parse_args(argv)
    bad = False
    for algorithm in args.algorithms:
        try:
            r = check(args.target, algorithm, args.variant, args.part_bytes)
        except UsageError as exc:
            print(f"hashforge.mcu.every: {exc}", file=sys.stderr)
            return 2
        bad |= bool(r["failed"] or r["errors"] or r["ran"] != r["vectors"])
        print(f"{algorithm}: {r['vectors']} vectors, {r['ran']} ran, {r['passed']} passed, {r['failed']} failed"
              + (f" (the measured two once per part); errors: {r['errors']}" if r["errors"] else
                 " (the measured two once per part)"), flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
