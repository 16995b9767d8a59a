"""The command line: output formats, exit codes, error messages."""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import hashforge


def run(*args: str, stdin: bytes = b"", env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hashforge", *args], input=stdin,
                          capture_output=True, env={**os.environ, **(env or {})}, timeout=300)


def test_hash_stdin_matches_hashlib() -> None:
    r = run("hash", "-a", "sha3-256", stdin=b"abc")
    assert r.returncode == 0
    assert r.stdout.decode() == f"{hashlib.sha3_256(b'abc').hexdigest()}  -\n"


def test_hash_files(tmp_path: Path) -> None:
    f = tmp_path / "m.bin"
    f.write_bytes(b"x" * 100000)
    r = run("hash", "-a", "sha512", str(f), "-", stdin=b"")
    assert r.returncode == 0
    assert r.stdout.decode().splitlines() == [
        f"{hashlib.sha512(b'x' * 100000).hexdigest()}  {f}", f"{hashlib.sha512(b'').hexdigest()}  -"]


def test_hash_xof_length() -> None:
    r = run("hash", "-a", "shake256", "--length", "256", stdin=b"abc")
    assert r.stdout.decode().split()[0] == hashlib.shake_256(b"abc").hexdigest(32)
    r = run("hash", "-a", "sha256", "--length", "128", stdin=b"abc")
    assert r.returncode == 2 and b"XOF" in r.stderr


@pytest.mark.parametrize("args,needle", [
    (("hash", "-a", "nosuch"), "unknown algorithm 'nosuch'"),
    (("kat", "nosuch"), "unknown algorithm or family 'nosuch'"),
    (("hash",), "hash needs -a ALGO"),
    (("frobnicate",), "invalid choice"),
    (("hash", "-a", "shake128", "--length", "12"), "multiple of 8"),
])
def test_usage_errors_exit_2_with_one_line(args: tuple[str, ...], needle: str) -> None:
    r = run(*args)
    assert r.returncode == 2
    err = r.stderr.decode()
    assert needle in err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_list() -> None:
    r = run("list")
    assert r.returncode == 0
    for name in hashforge.algorithms():
        assert name in r.stdout.decode()
    rows = json.loads(run("list", "--json").stdout)
    assert [row["name"] for row in rows] == hashforge.algorithms()
    assert all(row["c"] for row in rows)


def test_kat_family_summary() -> None:
    r = run("kat", "sha2")
    assert r.returncode == 0
    lines = r.stdout.decode().splitlines()
    assert lines[-1] == "1172 passed, 0 failed"      # 772 vectors, 4 x 100 Monte Carlo checkpoints
    assert any(line.startswith("sha256 ") and "129 passed" in line for line in lines)


def _fake_kat_dir(tmp_path: Path, md: str) -> Path:
    (tmp_path / "sha2").mkdir()
    (tmp_path / "sha2" / "v.txt").write_text(f"Len = 24\nMsg = 616263\nMD = {md}\n")
    (tmp_path / "sha2" / "index.tsv").write_text("sha256\tsha2/v.txt\t-\n")
    return tmp_path


def test_kat_failure_exits_1(tmp_path: Path) -> None:
    good = hashlib.sha256(b"abc").hexdigest()
    bad = good[:-1] + ("0" if good[-1] != "0" else "1")
    r = run("kat", "sha256", env={"HASHFORGE_KAT_DIR": str(_fake_kat_dir(tmp_path, bad))})
    assert r.returncode == 1
    assert r.stdout.decode().splitlines()[-1] == "0 passed, 1 failed"


def test_kat_malformed_file_exits_2(tmp_path: Path) -> None:
    r = run("kat", "sha256", env={"HASHFORGE_KAT_DIR": str(_fake_kat_dir(tmp_path, "XYZ"))})
    assert r.returncode == 2
    assert "sha2/v.txt:3" in r.stderr.decode() and "Traceback" not in r.stderr.decode()


def test_kat_dir_missing(tmp_path: Path) -> None:
    r = run("kat", "sha256", env={"HASHFORGE_KAT_DIR": str(tmp_path / "none")})
    assert r.returncode == 2 and "KAT directory not found" in r.stderr.decode()
