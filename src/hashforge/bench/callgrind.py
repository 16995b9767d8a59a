"""Instructions per byte of the C library under valgrind callgrind, beside the best portable
peer's figure (data/software_peers.csv) and the ratio: the benchmark the optimized
C is measured against, which anyone can re-run (`make bench`).

    python -m hashforge.bench.callgrind [ALGO|FAMILY|all ...] [--json] [-j N] [--no-cache]

Without arguments: every identifier data/software_peers.csv lists. The library and a tiny
driver (c/tools/bench_callgrind.c) are built with gcc -O2, as the peers were measured,
twice: the optimized build (make -C c IMPL=opt, the default: c/low/<family>/<family>_opt.c
where a family has one) and the reference code (IMPL=ref); a family without one is counted once;
callgrind counts the instructions (Ir) of init + update + final only (the driver's
hf_bench_one, --toggle-collect), for a 64 KiB and a 0-byte message, and
instructions/byte = (Ir(64 KiB) - Ir(0)) / 65536. The driver's 64 KiB digest is checked
against the Python binding's. Counts are deterministic, so they are cached by the sources,
gcc's and valgrind's versions.
"""
from __future__ import annotations

import argparse
import csv
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from .. import paths

LONG = 65536
DRIVER = "tools/bench_callgrind.c"
COLLECT = "hf_bench_one"
CC = "gcc"
CFLAGS = "-O2"


class BenchError(Exception):
    """A tool is missing, the build or a run failed."""


def peers_file() -> Path:
    return paths.data_dir() / "software_peers.csv"


def load_peers(path: Path | None = None) -> dict[str, dict[str, str]]:
    """The best portable peer's figure per identifier (data/software_peers.csv, measured 2026-11-22)."""
    try:
        with open(path or peers_file(), newline="") as f:
            return {r["algorithm"]: r for r in csv.DictReader(f)}
    except OSError:
        return {}


_TOTAL = re.compile(r"^(?:totals|summary):\s*(\d+)", re.M)
_COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def parse_ir(text: str) -> int:
    """Ir of a callgrind output file (its totals: / summary: line) or of callgrind's stderr
    (Collected : N). ValueError if there is none."""
    m = _TOTAL.search(text) or _COLLECTED.search(text)
    if m is None:
        raise ValueError("no Ir total in callgrind output")
    return int(m.group(1))


def per_byte(ir_long: int, ir_empty: int, nbytes: int = LONG) -> float:
    return (ir_long - ir_empty) / nbytes


def _version(cmd: list[str]) -> str:
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, check=False)
    except OSError:
        return ""
    return (out.stdout or out.stderr).strip().splitlines()[0] if (out.stdout or out.stderr).strip() else ""


def tools() -> dict[str, str]:
    """gcc's and valgrind's versions; BenchError naming the package when one is missing."""
    for tool, pkg in ((CC, "gcc"), ("valgrind", "valgrind")):
        if shutil.which(tool) is None:
            raise BenchError(f"{tool} is not installed: run 'sudo apt-get install -y {pkg}' (or make bench)")
    return {"cc": _version([CC, "--version"]), "valgrind": _version(["valgrind", "--version"])}


def _sources_digest(cdir: Path) -> str:
    h = hashlib.sha256()
    files = sorted([*cdir.glob("*.c"), *cdir.glob("*.h"), *cdir.glob("*.def"), *cdir.glob("low/*/*.[ch]"),
                    cdir / DRIVER, cdir / "Makefile"])
    for f in files:
        h.update(f.relative_to(cdir).as_posix().encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()[:24]


def build_key(versions: dict[str, str]) -> str:
    cdir = paths.c_dir()
    if not (cdir / DRIVER).is_file():
        raise BenchError(f"{cdir / DRIVER} is missing (hashforge.paths.c_dir())")
    blob = json.dumps({"src": _sources_digest(cdir), "cflags": CFLAGS, **versions}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:24]


IMPLS = ("opt", "ref")


def has_opt(family: str) -> bool:
    """Whether the family has an optimized low level (then IMPL=opt and IMPL=ref differ)."""
    return (paths.c_dir() / "low" / family / f"{family}_opt.c").is_file()


def build(key: str, impl: str = "opt") -> Path:
    """The driver linked against libhashforge.a (the library's own Makefile, gcc -O2, IMPL=impl),
    built once per key and implementation into the cache; returns the executable."""
    root = paths.cache_dir() / "callgrind-build"
    key = f"{key}-{impl}"
    exe = root / key / "bench-callgrind"
    if exe.is_file():
        return exe
    root.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=root, prefix=".build-"))
    # CFLAGS from the environment: the Makefile's `+=` still adds -std=c99 and its warnings
    env = {**{k: v for k, v in os.environ.items() if k not in ("CC", "LDFLAGS")}, "CFLAGS": CFLAGS}
    cdir = paths.c_dir()
    try:
        subprocess.run(["make", "-s", "-C", str(cdir), f"CC={CC}", f"BUILD={tmp}", f"IMPL={impl}",
                        f"{tmp}/libhashforge.a"], env=env, check=True, capture_output=True, text=True)
        subprocess.run([CC, CFLAGS, "-std=c99", f"-I{cdir}", str(cdir / DRIVER), str(tmp / "libhashforge.a"),
                        "-o", str(tmp / "bench-callgrind")], env=env, check=True, capture_output=True, text=True)
    except subprocess.CalledProcessError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise BenchError(f"building the callgrind driver failed: {(exc.stderr or '').strip()[:400]}") from None
    try:
        os.replace(tmp, root / key)
    except OSError:                      # another run built it first
        shutil.rmtree(tmp, ignore_errors=True)
    return exe


def run_callgrind(exe: Path, algorithm: str, nbytes: int) -> tuple[int, str]:
    """(Ir of init + update + final of an nbytes message, the digest the driver printed)."""
    with tempfile.TemporaryDirectory(prefix="hf-callgrind-") as d:
        out = Path(d) / "callgrind.out"
        cmd = ["valgrind", "--tool=callgrind", "--collect-atstart=no", f"--toggle-collect={COLLECT}",
               f"--callgrind-out-file={out}", str(exe), algorithm, str(nbytes)]
        # LD_BIND_NOW: symbols are resolved at start-up, not lazily inside the collected call
        p = subprocess.run(cmd, capture_output=True, text=True, env={**os.environ, "LD_BIND_NOW": "1"})
        if p.returncode != 0:
            raise BenchError(f"callgrind {algorithm} {nbytes} B failed: {p.stderr.strip()[-300:]}")
        return parse_ir(out.read_text()), p.stdout.strip()


def _message() -> bytes:
    return bytes((i * 131 + 7) & 0xFF for i in range(LONG))      # the driver's message


def measure(algorithm: str, use_cache: bool = True, peers: dict[str, dict[str, str]] | None = None) -> dict[str, Any]:
    """One identifier's row: instructions/byte, the peer's figure and the ratio."""
    from .. import algorithm_info, new
    from ..flow import cache

    versions = tools()
    key = build_key(versions)
    ckey = cache.key_of({"callgrind": key, "algorithm": algorithm})
    row = cache.hit("callgrind", ckey) if use_cache else None
    if row is None:
        info = algorithm_info(algorithm)
        want = new(algorithm, _message(), length=min(info.digest_bits, 512) // 8 if info.xof else None).hexdigest()
        impl = "opt" if has_opt(info.family) else "ref"
        counts = {}
        for which in (IMPLS if impl == "opt" else IMPLS[:1]):
            exe = build(key, which)
            ir_long, digest = run_callgrind(exe, algorithm, LONG)
            ir_empty, _ = run_callgrind(exe, algorithm, 0)
            if digest != want:
                raise BenchError(f"{algorithm} ({which}): the driver's digest {digest[:16]}… is not the "
                                 f"binding's {want[:16]}…")
            counts[which] = (ir_long, ir_empty)
        counts.setdefault("ref", counts["opt"])         # no optimized low level: the build is the reference
        (ir_long, ir_empty), (ref_long, ref_empty) = counts["opt"], counts["ref"]
        row = {"algorithm": algorithm, "implementation": impl, "ir_long": ir_long, "ir_empty": ir_empty,
               "message_bytes": LONG, "instructions_per_byte": round(per_byte(ir_long, ir_empty), 2),
               "ref_ir_long": ref_long, "ref_ir_empty": ref_empty,
               "ref_instructions_per_byte": round(per_byte(ref_long, ref_empty), 2),
               "compiler": versions["cc"], "flags": CFLAGS, "valgrind": versions["valgrind"]}
        cache.store("callgrind", ckey, row)
        row["cached"] = False
    peer = (peers if peers is not None else load_peers()).get(algorithm)
    row["peer_instructions_per_byte"] = float(peer["peer_instructions_per_byte"]) if peer else None
    row["ratio"] = (round(row["instructions_per_byte"] / row["peer_instructions_per_byte"], 2)
                    if peer else None)
    return row


def error_row(algorithm: str, error: str) -> dict[str, Any]:
    return {"algorithm": algorithm, "error": error}


def collect(algorithms: list[str], jobs: int | None = None, use_cache: bool = True) -> list[dict[str, Any]]:
    """Rows for the identifiers, in order; a failed one is a row with its error."""
    peers = load_peers()

    def one(a: str) -> dict[str, Any]:
        try:
            return measure(a, use_cache, peers)
        except (BenchError, ValueError, OSError) as exc:
            return error_row(a, str(exc))
    if algorithms:
        # a missing tool or a failed build once, not once per row
        from .. import algorithm_info
        key = build_key(tools())
        build(key, "opt")
        if any(has_opt(algorithm_info(a).family) for a in algorithms):
            build(key, "ref")
    with ThreadPoolExecutor(max(1, jobs or os.cpu_count() or 1)) as pool:
        return list(pool.map(one, algorithms))


def line(r: dict[str, Any]) -> str:
    if r.get("error"):
        return f"{r['algorithm']:<16} ERROR: {r['error']}"
    peer = r.get("peer_instructions_per_byte")
    ratio = r.get("ratio")
    ref = r.get("ref_instructions_per_byte", r["instructions_per_byte"])
    return (f"{r['algorithm']:<16} {r.get('implementation', 'ref'):>4} {ref:>9.1f} {r['instructions_per_byte']:>9.1f} "
            f"{'–' if peer is None else f'{peer:.0f}':>6} {'–' if ratio is None else f'{ratio:.2f}x':>7}  "
            f"(Ir 64 KiB {r['ir_long']:,}, 0 B {r['ir_empty']:,})")


HEADER = f"{'identifier':<16} {'impl':>4} {'ref [Ir/B]':>9} {'opt [Ir/B]':>9} {'peer':>6} {'ratio':>7}"


def default_selection() -> list[str]:
    """The identifiers data/software_peers.csv gives a peer figure for, that the library has."""
    from .. import algorithms
    have = set(algorithms())
    return [a for a in load_peers() if a in have]


def main(argv: list[str] | None = None) -> int:
    from ..errors import EXIT_FAIL, EXIT_OK, EXIT_USAGE, UsageError, print_error
    from ..selection import select

    ap = argparse.ArgumentParser(prog="python -m hashforge.bench.callgrind",
                                 description="instructions/byte of the C library under callgrind, "
                                             "beside the best portable peer's")
    ap.add_argument("selectors", nargs="*", metavar="ALGO|FAMILY|all",
                    help="default: every identifier data/software_peers.csv lists")
    ap.add_argument("--json", action="store_true", help="one JSON object per identifier and line")
    ap.add_argument("-j", "--jobs", type=int, default=None, help="callgrind runs in parallel (default: cores)")
    ap.add_argument("--no-cache", action="store_true", help="run even if a count is cached")
    args = ap.parse_args(argv)
    try:
        if not args.selectors:
            chosen = default_selection()
        else:
            chosen = select([] if "all" in args.selectors else args.selectors)
        rows = collect(chosen, args.jobs, not args.no_cache)
    except (UsageError, BenchError) as exc:
        print_error(exc)
        return EXIT_USAGE
    if not args.json:
        print(HEADER)
    for r in rows:
        print(json.dumps(r, sort_keys=True) if args.json else line(r))
    above = [r for r in rows if (r.get("ratio") or 0) > 1.0]
    if not args.json and any(r.get("ratio") is not None for r in rows):
        print(f"{len(above)} of {sum(r.get('ratio') is not None for r in rows)} above the peer (ratio > 1.0); "
              f"{sum((r.get('ratio') or 0) > 1.5 for r in rows)} above 1.5x the peer's figure")
    return EXIT_FAIL if any(r.get("error") for r in rows) else EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
