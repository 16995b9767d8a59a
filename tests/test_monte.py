"""NIST's Monte Carlo tests (hashforge.monte): every checkpoint of every vendored *Monte.rsp
through the C library, the chain rules checked on their own against hashlib, and the files'
errors."""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

import hashforge
from hashforge import kat, monte

FILES = monte.files_for(hashforge.algorithms())
HASHLIB = {"sha224": hashlib.sha224, "sha256": hashlib.sha256, "sha384": hashlib.sha384,
           "sha512": hashlib.sha512, "sha3-224": hashlib.sha3_224, "sha3-256": hashlib.sha3_256,
           "sha3-384": hashlib.sha3_384, "sha3-512": hashlib.sha3_512,
           "shake128": hashlib.shake_128, "shake256": hashlib.shake_256}


def run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hashforge", *args], capture_output=True,
                          env={**os.environ, **(env or {})}, timeout=300)


def test_every_sha2_sha3_shake_identifier_has_its_monte_carlo_file() -> None:
    assert sorted(mf.algorithm for mf in FILES) == sorted(HASHLIB)
    assert all(len(mf.checkpoints) == 100 for mf in FILES)


@pytest.mark.parametrize("mf", FILES, ids=[mf.algorithm for mf in FILES])
def test_library_passes_every_checkpoint(mf: monte.MonteFile) -> None:
    results = list(monte.run(mf))
    assert len(results) == 100
    bad = [cp.count for cp, got in results if got != cp.digest]
    assert not bad, f"{mf.path}: checkpoints {bad} differ"


@pytest.mark.parametrize("mf", FILES, ids=[mf.algorithm for mf in FILES])
def test_chain_rule_on_hashlib(mf: monte.MonteFile) -> None:
    """The procedure, apart from our library: hashlib driven by the same chain reaches the
    official first two checkpoints."""
    make = HASHLIB[mf.algorithm]

    def hash_fn(msg: bytes, out_bits: int | None) -> bytes:
        return make(msg).digest(out_bits // 8) if out_bits else make(msg).digest()

    state = mf.initial()
    for cp in mf.checkpoints[:2]:
        state = monte.drive(mf.chain(state), hash_fn)
        assert state.digest == cp.digest


def test_a_wrong_rule_misses_the_checkpoint() -> None:
    """The checkpoints tell the procedures apart: SHA-2's file run with SHA-3's rule fails."""
    mf = next(mf for mf in FILES if mf.algorithm == "sha256")
    wrong = monte.MonteFile(mf.algorithm, mf.path, "sha3", mf.start, mf.checkpoints)
    cp, got = next(monte.run(wrong))
    assert got != cp.digest


def test_shake_lengths_follow_the_rule() -> None:
    mf = next(mf for mf in FILES if mf.algorithm == "shake128")
    lengths = {8 * len(cp.digest) for cp in mf.checkpoints}
    assert min(lengths) >= mf.min_out_bits and max(lengths) <= mf.max_out_bits and len(lengths) > 20


def _monte_dir(tmp_path: Path, text: str, option: str = "mct=sha2") -> Path:
    (tmp_path / "sha2").mkdir(parents=True)
    (tmp_path / "sha2" / "M.rsp").write_text(text)
    (tmp_path / "sha2" / "index.tsv").write_text(f"sha256\tsha2/M.rsp\t{option}\n")
    return tmp_path


def _official_head(checkpoints: int) -> str:
    """The start of the vendored SHA256Monte.rsp: its Seed and first checkpoints."""
    mf = next(mf for mf in FILES if mf.algorithm == "sha256")
    body = "".join(f"COUNT = {cp.count}\nMD = {cp.digest.hex()}\n\n" for cp in mf.checkpoints[:checkpoints])
    return f"[L = 32]\n\nSeed = {mf.start.hex()}\n\n{body}"


def test_cli_counts_and_fails_a_wrong_checkpoint(tmp_path: Path) -> None:
    good = _official_head(2)
    env = {"HASHFORGE_KAT_DIR": str(_monte_dir(tmp_path / "good", good))}
    r = run("kat", "sha256", env=env)       # checkpoints alone are a run, not "untested"
    assert r.returncode == 0 and r.stdout.decode().splitlines()[-1] == "2 passed, 0 failed"
    last = good.rstrip().rsplit("\n", 1)[1]                       # "MD = <hex>"
    flipped = last[:-1] + ("0" if last[-1] != "0" else "1")
    bad = good.rstrip()[: -len(last)] + flipped + "\n"
    r = run("kat", "sha256", "-v", env={"HASHFORGE_KAT_DIR": str(_monte_dir(tmp_path / "bad", bad))})
    assert r.returncode == 1
    assert r.stdout.decode().splitlines()[-1] == "1 passed, 1 failed"
    assert "COUNT=1" in r.stderr.decode()


@pytest.mark.parametrize("text, option, needle", [
    ("COUNT = 0\nMD = 00\n", "mct=sha2", "no Seed"),
    ("Seed = 00\n\nCOUNT = 1\nMD = 00\n", "mct=sha2", "M.rsp:3: COUNT = 1, expected 0"),
    ("Seed = 00\n\nCOUNT = 0\nMD = 0g\n", "mct=sha2", "M.rsp:4: MD is not an even-length hex string"),
    ("Seed = 00\n\nCOUNT = 0\nLen = 8\nMD = 00\n", "mct=sha2", "unexpected field 'Len'"),
    ("Seed = 00\n", "mct=sha2", "no checkpoints"),
    ("Msg = 00\n\nCOUNT = 0\nOutputlen = 8\nOutput = 00\n", "mct=shake", "Minimum Output Length"),
    ("[Minimum Output Length (bits) = 8]\n[Maximum Output Length (bits) = 16]\nMsg = 00\n\n"
     "COUNT = 0\nOutputlen = 16\nOutput = 00\n", "mct=shake", "Outputlen = 16 but Output has 8 bits"),
    ("Seed = 00\n\nCOUNT = 0\nMD = 00\n", "mct=md5", "unknown option 'mct=md5'"),
    ("Seed = 00\n\nCOUNT = 0\nMD = 00\n", "mct=sha2,mct=sha3", "more than one mct= option"),
])
def test_malformed_monte_file_is_one_line(tmp_path: Path, text: str, option: str, needle: str) -> None:
    r = run("kat", "sha256", env={"HASHFORGE_KAT_DIR": str(_monte_dir(tmp_path, text, option))})
    err = r.stderr.decode()
    assert r.returncode == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert needle in err, err


def test_monte_files_are_not_vector_lists() -> None:
    kf = next(kf for kf in kat.catalogue() if kf.monte)
    with pytest.raises(kat.KatError, match="Monte Carlo file"):
        kat.read_vectors(kf)
    assert all(not kf.monte for kf in kat.files_for(hashforge.algorithms()))


def test_variable_output_files_run_but_not_at_a_fixed_length() -> None:
    """SHAKE VariableOut (outlen=any): hashforge kat and the tests run it; vectors_for, what a
    core or a firmware compares at its fixed output length, leaves it out."""
    varout = [kf for kf in kat.files_for(["shake128"]) if kf.any_length]
    assert [Path(kf.path).name for kf in varout] == ["SHAKE128VariableOut.rsp"]
    vectors = kat.read_vectors(varout[0])
    assert len(vectors) == 1126 and len({len(v.expected) for v in vectors}) > 100
    assert all(kat.check(v) == v.expected for v in vectors[::50])
    fixed = kat.vectors_for("shake128")
    assert fixed and all(v.path != varout[0].path for v in fixed)
    assert all(p.name != "SHAKE128VariableOut.rsp" for p in kat.sources_for("shake128"))
