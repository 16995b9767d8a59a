"""Conventions: the CLI as sha256sum users expect it, the API as hashlib's; the documentation
speaks to users (no tracker references) and names only files that exist."""
from __future__ import annotations

import glob
import hashlib
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import hashforge
from hashforge import cli


def run(*args: str, stdin: bytes = b"", cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hashforge", *args], input=stdin, capture_output=True,
                          cwd=cwd, env=os.environ.copy(), timeout=120)


# --- CLI ----------------------------------------------------------------------------

@pytest.fixture()
def files(tmp_path: Path) -> dict[str, Path]:
    out = {}
    for name, data in (("a", b"abc"), ("b", b"xyz" * 1000)):
        out[name] = tmp_path / name
        out[name].write_bytes(data)
    return out


def test_check_accepts_sha256sum_output(files: dict[str, Path], tmp_path: Path) -> None:
    sums = tmp_path / "SUMS"
    sums.write_text("".join(f"{hashlib.sha256(p.read_bytes()).hexdigest()}  {p}\n" for p in files.values()))
    r = run("hash", "-a", "sha256", "-c", str(sums))
    assert r.returncode == 0, r.stderr
    assert r.stdout.decode().splitlines() == [f"{files['a']}: OK", f"{files['b']}: OK"]
    files["b"].write_bytes(b"changed")
    r = run("hash", "-a", "sha256", "--check", str(sums))
    assert r.returncode == 1
    assert f"{files['b']}: FAILED" in r.stdout.decode()
    assert "did NOT match" in r.stderr.decode()


def test_check_reads_stdin_and_reports_unreadable(files: dict[str, Path], tmp_path: Path) -> None:
    listing = f"{hashlib.sha256(b'abc').hexdigest()}  {files['a']}\n{'0' * 64}  {tmp_path / 'gone'}\n"
    r = run("hash", "-a", "sha256", "-c", stdin=listing.encode())
    assert r.returncode == 1
    assert f"{tmp_path / 'gone'}: FAILED open or read" in r.stdout.decode()
    assert "Traceback" not in r.stderr.decode()


def test_check_without_lines_fails() -> None:
    r = run("hash", "-a", "sha256", "-c", stdin=b"not a checksum line\n")
    assert r.returncode == 1 and "no properly formatted" in r.stderr.decode()


def test_tag_lines_round_trip(files: dict[str, Path], tmp_path: Path) -> None:
    r = run("hash", "-a", "sha3_256", "--tag", str(files["a"]))
    assert r.stdout.decode() == f"SHA3-256 ({files['a']}) = {hashlib.sha3_256(b'abc').hexdigest()}\n"
    tags = tmp_path / "TAGS"
    # a coreutils `sha256sum --tag` line and ours, mixed: the algorithm comes from each line
    tags.write_text(f"SHA256 ({files['b']}) = {hashlib.sha256(files['b'].read_bytes()).hexdigest()}\n"
                    + r.stdout.decode())
    r = run("hash", "-c", str(tags))
    assert r.returncode == 0, r.stderr
    assert r.stdout.decode().count(": OK") == 2


@pytest.mark.parametrize("alias, name", [("SHA-256", "sha256"), ("sha3_256", "sha3-256"), ("SHA3-256", "sha3-256"),
                                         ("Groestl256_R2", "groestl256-r2"), ("shake_128", "shake128"),
                                         ("ASCON-HASH", "ascon-hash")])
def test_aliases(alias: str, name: str) -> None:
    assert hashforge.canonical_name(alias) == name
    assert hashforge.new(alias).name == name
    r = run("hash", "-a", alias, stdin=b"abc")
    assert r.returncode == 0
    assert r.stdout.decode().split()[0] == hashforge.new(name, b"abc").hexdigest(
        hashforge.algorithm_info(name).digest_bits // 8 if hashforge.algorithm_info(name).xof else None)


def test_aliases_are_unambiguous() -> None:
    for name in hashforge.algorithms():
        assert hashforge.canonical_name(name.upper().replace("-", "_")) == name
    assert hashforge.canonical_name("sha") is None
    assert hashforge.canonical_name("") is None


@pytest.mark.parametrize("selector, expected", [
    ("sha3", ["sha3-224", "sha3-256", "sha3-384", "sha3-512", "shake128", "shake256"]),
    ("SHA-2", ["sha224", "sha256", "sha384", "sha512"]),
    ("SHA-256", ["sha256"]),
    ("Keccak", [n for n in hashforge.algorithms() if hashforge.algorithm_info(n).family == "keccak"]),
])
def test_kat_selectors(selector: str, expected: list[str]) -> None:
    assert cli.select([selector]) == expected


def test_usage_without_command() -> None:
    r = run()
    assert r.returncode == 2
    assert r.stderr.decode().startswith("usage: hashforge") and "hash" in r.stderr.decode()


def test_version() -> None:
    r = run("--version")
    assert r.returncode == 0 and r.stdout.decode() == f"hashforge {hashforge.__version__}\n"
    assert hashforge.__version__ != "0+unknown"


# --- API ----------------------------------------------------------------------------

def test_algorithm_sets() -> None:
    assert isinstance(hashforge.algorithms_available, frozenset)
    assert hashforge.algorithms_guaranteed <= hashforge.algorithms_available
    assert hashforge.algorithms_available == set(hashforge.algorithms())


def test_named_constructors() -> None:
    for name in hashforge.algorithms():
        ctor = getattr(hashforge, name.replace("-", "_"))
        assert ctor.__name__ == name.replace("-", "_")
        assert ctor(b"abc").name == name
    assert hashforge.sha256(b"abc").digest() == hashlib.sha256(b"abc").digest()
    assert hashforge.groestl256_r2(b"abc").digest() == hashforge.new("groestl256-r2", b"abc").digest()


def test_usedforsecurity_accepted() -> None:
    assert hashforge.new("sha256", b"a", usedforsecurity=False).digest() == hashlib.sha256(b"a").digest()
    assert hashforge.sha256(usedforsecurity=False).name == "sha256"


def test_xof_like_hashlib_shake() -> None:
    ours, theirs = hashforge.shake128(b"abc"), hashlib.shake_128(b"abc")
    assert ours.digest_size == theirs.digest_size == 0
    for obj in (ours, theirs):
        with pytest.raises(TypeError):
            obj.digest()                      # type: ignore[call-arg]
        with pytest.raises(TypeError):
            obj.hexdigest()                   # type: ignore[call-arg]
    assert ours.digest(100) == theirs.digest(100)
    assert ours.hexdigest(7) == theirs.hexdigest(7)
    fixed = hashforge.new("shake128", b"abc", length=16)   # hashforge's extension: a fixed length
    assert fixed.digest_size == 16 and fixed.digest() == theirs.digest(16)


def test_version_matches_metadata() -> None:
    pyproject = (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text()
    assert f'version = "{hashforge.__version__}"' in pyproject


# --- documentation for users -----------------------------------------------------------

ROOT = Path(__file__).resolve().parents[1]
# What users read: the README, the docs, the package (the report's text is written by its
# report modules, src/hashforge/*/report.py), the embedded targets, the vectors' provenance,
# the Makefile, and the RTL folders with their READMEs.
USER_FACING = ("README.md", "docs", "src", "embedded", "kat/PROVENANCE.md", "Makefile", "rtl")
TRACKER_REF = re.compile(r"\bissues?\s*#?\s*\d+", re.IGNORECASE)


def _user_files() -> list[Path]:
    out = []
    for name in USER_FACING:
        top = ROOT / name
        for p in ([top] if top.is_file() else sorted(top.rglob("*"))):
            rel = p.relative_to(ROOT).as_posix()
            if p.is_file() and "__pycache__" not in p.parts and not rel.endswith(".hex"):
                out.append(p)
    return out


def test_no_tracker_issue_numbers_in_user_facing_files() -> None:
    """Users have no access to the tracker: a file names what it means, not `issue 23`."""
    hits = []
    for p in _user_files():
        data = p.read_bytes()
        if b"\0" in data:                        # a built extension module, an image
            continue
        for n, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
            if TRACKER_REF.search(line):
                hits.append(f"{p.relative_to(ROOT)}:{n}: {line.strip()[:100]}")
    assert not hits, "\n".join(hits)


DOCS = ["README.md", *sorted(p.relative_to(ROOT).as_posix()
                             for p in [*(ROOT / "docs").glob("*.md"), *(ROOT / "rtl").glob("*/README.md")])]
# a path into the repository's folders, not part of a longer path (tests/data/...)
REPO_PATH = re.compile(r"(?<![\w./-])((?:docs|rtl|c|data)/(?:[\w./+-]|\[\w+\])*)")
GENERATED = ("c/build/",)                        # made by `make -C c`; report/ and .cache/ by runs
MD_LINK = re.compile(r"\]\(([^)\s]+)\)")


@pytest.mark.parametrize("doc", DOCS)
def test_documented_paths_exist(doc: str) -> None:
    """Every docs/, rtl/, c/ and data/ path the README and the docs name is in the repository
    (`aes_tables.[ch]` as a glob; a path with a placeholder, `c/<family>.c`, up to it)."""
    missing = []
    for n, line in enumerate((ROOT / doc).read_text().splitlines(), 1):
        for m in REPO_PATH.finditer(line):
            path = m.group(1).rstrip(".-+")         # a sentence's full stop
            if not path.startswith(GENERATED) and not glob.glob(str(ROOT / path)):
                missing.append(f"{doc}:{n}: {path}")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("doc", DOCS)
def test_documentation_links_stay_inside_the_repository(doc: str) -> None:
    """The README is self-contained: every relative link resolves to a file of the repository."""
    bad = []
    for n, line in enumerate((ROOT / doc).read_text().splitlines(), 1):
        for m in MD_LINK.finditer(line):
            target = m.group(1).split("#")[0]
            if not target or re.match(r"[a-z]+:", target):          # an anchor, http:, mailto:
                continue
            path = ((ROOT / doc).parent / target).resolve()
            if not path.is_relative_to(ROOT) or not path.exists():
                bad.append(f"{doc}:{n}: {m.group(1)}")
    assert not bad, "\n".join(bad)
