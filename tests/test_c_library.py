"""The C library on its own (make -C c): hashforge-c against hashlib."""
from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path

import pytest

from hashforge import paths

REPO = paths.repo_root()
BIN = REPO / "c" / "build" / "hashforge-c"


@pytest.fixture(scope="module")
def hashforge_c() -> Path:
    subprocess.run(["make", "-s", "-C", str(REPO / "c")], check=True, capture_output=True)
    return BIN


@pytest.mark.parametrize("algo,ref", [("sha256", "sha256"), ("sha3-512", "sha3_512")])
def test_stdin(hashforge_c: Path, algo: str, ref: str) -> None:
    out = subprocess.run([str(hashforge_c), algo], input=b"hashforge" * 1000,
                         capture_output=True, check=True).stdout.decode()
    assert out == f"{hashlib.new(ref, b'hashforge' * 1000).hexdigest()}  -\n"


def test_unknown_algorithm(hashforge_c: Path) -> None:
    r = subprocess.run([str(hashforge_c), "nosuch"], capture_output=True)
    assert r.returncode == 2 and b"unknown algorithm" in r.stderr


def test_list(hashforge_c: Path) -> None:
    r = subprocess.run([str(hashforge_c), "list"], capture_output=True, check=True)
    assert b"keccak256-r2\tSHA-3 round 2\t256" in r.stdout


def test_selftest_shared_blocks(hashforge_c: Path) -> None:
    """AES S-box re-derived from its definition; AES-128 against FIPS 197 C.1."""
    r = subprocess.run([str(hashforge_c), "selftest"], capture_output=True)
    assert r.returncode == 0, r.stdout
    assert b"aes: ok" in r.stdout


def test_version_names_each_familys_implementation(hashforge_c: Path) -> None:
    """make -C c builds IMPL=opt: a family with c/low/<family>/<family>_opt.c reports opt, the rest ref."""
    out = subprocess.run([str(hashforge_c), "--version"], capture_output=True, check=True, text=True).stdout
    rows = dict(line.split("\t") for line in out.splitlines()[1:])
    have = {p.parent.name for p in (REPO / "c" / "low").glob("*/*_opt.c")}
    assert rows and all(v == ("opt" if f in have else "ref") for f, v in rows.items()), rows
