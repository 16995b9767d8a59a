"""Regression tests of two defects, a false success of `kat` and a traceback where one line
is owed, and of hashforge-c's write errors."""
from __future__ import annotations

import importlib.abc
import os
import subprocess
import sys
from pathlib import Path

import pytest

import hashforge
from hashforge import errors, kat

ROOT = Path(__file__).resolve().parents[1]
HASHFORGE_C = ROOT / "c" / "build" / "hashforge-c"


def run(*args: str, stdin: object = subprocess.PIPE, stdout: object = subprocess.PIPE,
        env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hashforge", *args], stdin=stdin, stdout=stdout,
                          stderr=subprocess.PIPE, env={**os.environ, **(env or {})}, timeout=300)


def one_error_line(r: subprocess.CompletedProcess, needle: str) -> None:
    err = r.stderr.decode()
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    assert needle in err, err


# --- zero vectors, or a vector that cannot be attributed, is an error ----------

def test_kat_empty_folder_is_an_error(tmp_path: Path) -> None:
    r = run("kat", env={"HASHFORGE_KAT_DIR": str(tmp_path)})
    assert r.returncode == 2
    one_error_line(r, "index.tsv")


def _kat_dir(tmp_path: Path, index: str) -> Path:
    (tmp_path / "sha2").mkdir()
    (tmp_path / "sha2" / "v.txt").write_text("Len = 24\nMsg = 616263\nMD = "
                                             + hashforge.new("sha256", b"abc").hexdigest() + "\n")
    (tmp_path / "sha2" / "index.tsv").write_text(index)
    return tmp_path


def test_kat_unknown_identifier_in_index_is_an_error(tmp_path: Path) -> None:
    _kat_dir(tmp_path, "sha256\tsha2/v.txt\t-\nsha257\tsha2/v.txt\t-\n")
    with pytest.raises(kat.KatError, match=r"index.tsv:2: unknown identifier 'sha257'"):
        kat.catalogue(tmp_path)
    r = run("kat", "sha256", env={"HASHFORGE_KAT_DIR": str(tmp_path)})
    assert r.returncode == 2
    one_error_line(r, "sha257")


def test_kat_selection_without_vectors_fails(tmp_path: Path) -> None:
    # the folder tests sha256 only: asking for sha224 runs nothing, which is not a success
    r = run("kat", "sha224", env={"HASHFORGE_KAT_DIR": str(_kat_dir(tmp_path, "sha256\tsha2/v.txt\t-\n"))})
    assert r.returncode == 1
    assert r.stdout.decode().splitlines()[-1] == "0 passed, 0 failed"
    one_error_line(r, "no KAT vectors ran for sha224")
    r = run("kat", "sha256", env={"HASHFORGE_KAT_DIR": str(tmp_path)})
    assert r.returncode == 0 and r.stdout.decode().splitlines()[-1] == "1 passed, 0 failed"


# --- one line, not a traceback ----------------------------------------------

@pytest.mark.parametrize("content", [b"sha256\t\xff\xfe\t-\n", None])
def test_kat_index_unreadable(tmp_path: Path, content: bytes | None) -> None:
    (tmp_path / "sha2").mkdir()
    index = tmp_path / "sha2" / "index.tsv"
    if content is None:
        index.mkdir()                            # a directory where the index should be
    else:
        index.write_bytes(content)               # not UTF-8
    with pytest.raises(kat.KatError, match="index.tsv"):
        kat.catalogue(tmp_path)
    r = run("kat", env={"HASHFORGE_KAT_DIR": str(tmp_path)})
    assert r.returncode == 2
    one_error_line(r, "index.tsv")


def test_kat_xof_vector_beyond_output_limit(tmp_path: Path) -> None:
    (tmp_path / "keccak").mkdir()
    md = "00" * (hashforge._native.OUT_MAX_BITS // 8 + 1)
    (tmp_path / "keccak" / "v.txt").write_text(f"Len = 0\nMsg = 00\nSqueezed = {md}\n")
    (tmp_path / "keccak" / "index.tsv").write_text("shake128\tkeccak/v.txt\t-\n")
    r = run("kat", "shake128", env={"HASHFORGE_KAT_DIR": str(tmp_path)})
    assert r.returncode == 2
    one_error_line(r, "output limit")


def test_hash_with_stdin_closed() -> None:
    r = subprocess.run(f"exec {sys.executable} -m hashforge hash -a sha256 <&-", shell=True,
                       capture_output=True, timeout=60)
    assert r.returncode == 1
    one_error_line(r, "-: ")


def test_missing_file_exits_1_like_sha256sum(tmp_path: Path) -> None:
    f = tmp_path / "m"
    f.write_bytes(b"abc")
    r = run("hash", "-a", "sha256", str(tmp_path / "nope"), str(f))
    assert r.returncode == 1                     # sha256sum: 1, and the other files are hashed
    assert r.stdout.decode() == f"{hashforge.new('sha256', b'abc').hexdigest()}  {f}\n"
    one_error_line(r, "No such file or directory")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("args", [("list",), ("hash", "-a", "sha256"), ("kat", "sha224")])
def test_write_to_full_stdout_exits_1(args: tuple[str, ...]) -> None:
    with open("/dev/full", "wb") as full:
        r = run(*args, stdout=full, stdin=subprocess.DEVNULL)
    assert r.returncode == 1
    one_error_line(r, "write error")


@pytest.mark.parametrize("cmd", ["list", "hash -a sha256 </dev/null"])
def test_write_to_closed_stdout_exits_1(cmd: str) -> None:
    r = subprocess.run(f"exec {sys.executable} -m hashforge {cmd} >&-", shell=True,
                       capture_output=False, stderr=subprocess.PIPE, timeout=60)
    assert r.returncode == 1
    one_error_line(r, "write error")


@pytest.mark.skipif(not HASHFORGE_C.exists(), reason="make c builds hashforge-c")
@pytest.mark.parametrize("redirect", [">/dev/full", ">&-"])
def test_hashforge_c_checks_write_errors(redirect: str) -> None:
    for cmd in ("list", "sha256 </dev/null"):
        r = subprocess.run(f"exec {HASHFORGE_C} {cmd} {redirect}", shell=True,
                           stderr=subprocess.PIPE, timeout=60)
        assert r.returncode == 1, cmd
        assert r.stderr.decode().startswith("hashforge-c: write error"), r.stderr


@pytest.mark.parametrize("command", [("sim", "sha256", "--kat-limit", "2"), ("synth", "sha256", "--target", "gates")])
def test_unwritable_cache_folder(tmp_path: Path, command: tuple[str, ...]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")                       # a file where the cache folder should go
    r = run(*command, env={"HASHFORGE_CACHE": str(blocker / "cache"),
                           "HASHFORGE_SIM_CACHE": str(blocker / "cache" / "sim")})
    assert r.returncode == 2
    one_error_line(r, str(blocker))


def test_kat_limit_one_selects_one_vector() -> None:
    # `sim --kat-limit 1` divided by zero choosing the padding corner cases (and the crash
    # was then counted as "1 failed")
    from hashforge.hw.bench import select_vectors

    vectors = kat.read_vectors(kat.files_for(["sha256"])[0])
    for limit in (1, 2, 3, 10):
        chosen = select_vectors(vectors, limit, 512, 32)
        assert len(chosen) == limit and len(set(chosen)) == limit


class _InterruptOn(importlib.abc.MetaPathFinder):
    """An import of `name` raises KeyboardInterrupt: Ctrl-C while that module loads."""

    def __init__(self, name: str) -> None:
        self.name = name

    def find_spec(self, fullname: str, path: object, target: object = None) -> None:
        if fullname == self.name:
            raise KeyboardInterrupt


@pytest.mark.parametrize("entry, module", [("_hashforge_entry", "hashforge.cli"),
                                           ("hashforge.cli", "hashforge.hw.cli")])
def test_ctrl_c_while_loading(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                              entry: str, module: str) -> None:
    import _hashforge_entry
    import hashforge.cli

    for name in [m for m in sys.modules if m == module or m.startswith(module + ".")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setattr(sys, "meta_path", [_InterruptOn(module), *sys.meta_path])
    monkeypatch.setattr(sys, "argv", ["hashforge", "list"])
    rc = _hashforge_entry.run() if entry == "_hashforge_entry" else hashforge.cli.main(["list"])
    assert rc == errors.EXIT_INTERRUPTED      # _hashforge_entry's literal 130 is this code
    assert "Traceback" not in capsys.readouterr().err
