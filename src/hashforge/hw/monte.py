"""A core's first NIST Monte Carlo checkpoint in simulation.

The core hashes the first chain of its identifier's Monte Carlo file (hashforge.monte), each
message made from its own earlier digests (hashforge.hw.monte_bench). With every one of the
1,000 hashes the last digest is compared with the file's official checkpoint (COUNT = 0);
with fewer, with the C library's digest after as many hashes of the same chain.
"""
from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path
from typing import Any

from .. import monte
from . import cores, sim
from .benchconfig import BenchConfig

BENCH = "hashforge.hw.monte_bench"


def monte_file(core: cores.Core) -> monte.MonteFile:
    """The Monte Carlo file a core can run: ValueError when the identifier has none, or when
    its chain changes the output length (SHAKE), which a core's fixed digest cannot follow."""
    files = monte.files_for([core.algorithm])
    if not files:
        raise ValueError(f"{core.algorithm} has no NIST Monte Carlo file (kat/*/index.tsv, mct=)")
    if files[0].procedure == "shake":
        raise ValueError(f"{core.algorithm}: the SHAKE Monte Carlo chain changes the output length "
                         f"at every hash; the core's output is a fixed {core.digest_bits} bits")
    return files[0]


def first_checkpoint(algorithm: str, iterations: int = monte.ITERATIONS, width: int = 32,
                     arch: str | None = None) -> dict[str, Any]:
    """Run the chain on the core; the result says what it was compared with and whether it
    matched. ValueError for an unknown core or one monte_file refuses, KatError for an
    unreadable file, SimError when the simulation gives no result."""
    core = cores.get(algorithm, arch)
    if not 1 <= iterations <= monte.ITERATIONS:
        raise ValueError(f"iterations must be 1..{monte.ITERATIONS}, not {iterations}")
    mf = monte_file(core)
    if iterations == monte.ITERATIONS:
        expected, against = mf.checkpoints[0].digest, f"{mf.path} COUNT = 0 (official)"
    else:
        chain = mf.chain(mf.initial(), iterations)
        expected = monte.drive(chain, monte.library_hash(core.algorithm)).digest
        against = f"the C library after {iterations} hashes of {mf.path}'s first chain"
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="hf-monte-") as tmp:
        res_path = Path(tmp) / "result.json"
        config = BenchConfig(algorithm=core.algorithm, arch=core.arch, width=width, result=str(res_path))
        # a long chain gets the optimized model by sim.run's rule for KAT runs (the model a
        # core's long KAT runs build); every message of a SHA-2 or SHA-3 chain has one length
        first, _ = next(mf.chain(mf.initial(), 1))
        blocks = iterations * (8 * len(first) // core.block_bits + 1)
        ok, out = sim.run_unit(core, BENCH, config, width=width, optimize=blocks > sim.OPTIMIZE_BLOCKS,
                               iterations=iterations)
        if not res_path.exists():
            raise sim.SimError(f"Monte Carlo simulation of {core.algorithm} produced no result:\n{out[-3000:]}")
        bench = json.loads(res_path.read_text())
    got = bytes.fromhex(bench["digest"]) if bench.get("digest") else b""
    return {"algorithm": core.algorithm, "arch": core.arch, "width": width, "file": mf.path,
            "hashes": bench["hashes"], "iterations": iterations, "digest": got.hex(),
            "expected": expected.hex(), "compared_with": against, "error": bench.get("error"),
            "cycles_simulated": bench.get("cycles_simulated"),
            "seconds": round(time.monotonic() - started, 1),
            "ok": ok and bench.get("error") is None and bench["hashes"] == iterations and got == expected}
