"""`hashforge hash` and `hash -c` against GNU coreutils' sha256sum on the file names its own
tests use: a newline, a backslash, a carriage return, leading and trailing spaces, a file
literally named `-` (vs stdin), and a name with both a backslash and a newline. Output must be
byte-identical to sha256sum's, and sha256sum's lists must read back."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("sha256sum") is None, reason="needs coreutils' sha256sum")

NAMES = ["new\nline", "back\\slash", "cr\rret", " lead", "trail ", "both\\\nx", "plain",
         "ends\\", "\\n literally"]
HEX_Y = "a1fce4363854ff888cff4b8e7875d600c2682390412a8cf79b37d0b11148b0fa"   # sha256(b"y")


def hashforge(*args: str, cwd: Path, stdin: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hashforge", *args], input=stdin, cwd=cwd,
                          capture_output=True, timeout=300)


def sha256sum(*args: str, cwd: Path, stdin: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run(["sha256sum", *args], input=stdin, cwd=cwd, capture_output=True,
                          timeout=60, env={**os.environ, "LC_ALL": "C.UTF-8"})


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    for name in NAMES + ["-"]:
        (tmp_path / name).write_bytes(b"y")
    return tmp_path


@pytest.mark.parametrize("tag", [[], ["--tag"]], ids=["plain", "tag"])
@pytest.mark.parametrize("name", NAMES)
def test_one_name_byte_identical(tree: Path, name: str, tag: list[str]) -> None:
    ours = hashforge("hash", "-a", "sha256", *tag, name, cwd=tree)
    theirs = sha256sum(*tag, name, cwd=tree)
    assert ours.returncode == theirs.returncode == 0
    assert ours.stdout == theirs.stdout
    if "\n" in name or "\\" in name or "\r" in name:
        assert ours.stdout.startswith(b"\\")


@pytest.mark.parametrize("tag", [[], ["--tag"]], ids=["plain", "tag"])
def test_all_names_and_dash(tree: Path, tag: list[str]) -> None:
    """`-` is stdin, `./-` the file named `-`; both as sha256sum prints them."""
    args = [*tag, "-", "./-", *NAMES]
    ours = hashforge("hash", "-a", "sha256", *args, cwd=tree, stdin=b"from stdin")
    theirs = sha256sum(*args, cwd=tree, stdin=b"from stdin")
    assert ours.returncode == theirs.returncode == 0
    assert ours.stdout == theirs.stdout
    assert b"  -\n" in ours.stdout or b"(-)" in ours.stdout


def test_issue_example_glob(tmp_path: Path) -> None:
    """printf y > "$(printf 'new\\nline')"; hashforge hash -a sha256 * | cmp - <(sha256sum *)"""
    script = (f"printf y > \"$(printf 'new\\nline')\"; "
              f"{sys.executable} -m hashforge hash -a sha256 * | cmp - <(sha256sum *)")
    r = subprocess.run(["bash", "-c", script], cwd=tmp_path, capture_output=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert (tmp_path / "new\nline").read_bytes() == b"y"


@pytest.mark.parametrize("tag", [[], ["--tag"]], ids=["plain", "tag"])
def test_check_reads_sha256sums_list(tree: Path, tag: list[str]) -> None:
    listing = sha256sum(*tag, *NAMES, cwd=tree).stdout
    (tree / "list").write_bytes(listing)
    a = ["-a", "sha256"] if not tag else []
    ours = hashforge("hash", "-c", *a, "list", cwd=tree)
    theirs = sha256sum("-c", "list", cwd=tree)
    assert ours.returncode == theirs.returncode == 0, ours.stderr
    assert ours.stdout == theirs.stdout
    assert b"\\new\\nline: OK\n" in ours.stdout        # escaped: the name holds a newline
    assert b"back\\slash: OK\n" in ours.stdout         # raw: no newline in it
    # a changed file: FAILED, exit 1, the same lines as sha256sum's
    (tree / "new\nline").write_bytes(b"changed")
    (tree / "both\\\nx").unlink()
    ours = hashforge("hash", "-c", *a, "list", cwd=tree)
    theirs = sha256sum("-c", "list", cwd=tree)
    assert ours.returncode == theirs.returncode == 1
    assert ours.stdout == theirs.stdout
    assert b"\\new\\nline: FAILED\n" in ours.stdout
    assert b"\\both\\\\\\nx: FAILED open or read\n" in ours.stdout
    err = ours.stderr.decode().splitlines()
    assert err[0] == "hashforge: 'both\\'$'\\n''x': No such file or directory"   # one line
    assert err[1:] == ["hashforge: WARNING: 1 listed file could not be read",
                       "hashforge: WARNING: 1 computed checksum did NOT match"]


def test_check_quiet_and_stdin_list(tree: Path) -> None:
    listing = sha256sum(*NAMES, cwd=tree).stdout
    r = hashforge("hash", "-c", "-a", "sha256", "--quiet", cwd=tree, stdin=listing)
    assert (r.returncode, r.stdout) == (0, b"")


@pytest.mark.parametrize("line", [
    f"\\{HEX_Y}  pl\\ain",                 # \a is no escape
    f"\\{HEX_Y}  plain\\",                 # a lone trailing backslash
    f"\\SHA256 (pl\\qain) = {HEX_Y}",      # the tagged form too
    f"\\SHA256 (plain\\) = {HEX_Y}",
])
def test_malformed_escapes(tree: Path, line: str) -> None:
    data = f"{line}\n{HEX_Y}  plain\n".encode()
    (tree / "list").write_bytes(data)
    ours = hashforge("hash", "-c", "-a", "sha256", "list", cwd=tree)
    theirs = sha256sum("-c", "list", cwd=tree)
    assert ours.returncode == theirs.returncode == 0
    assert ours.stdout == theirs.stdout == b"plain: OK\n"
    assert ours.stderr == b"hashforge: WARNING: 1 line is improperly formatted\n"
    assert theirs.stderr == b"sha256sum: WARNING: 1 line is improperly formatted\n"


def test_escaped_line_of_a_plain_name_and_crlf(tree: Path) -> None:
    """A backslash line needs no escape in it; one CR before the newline is dropped."""
    (tree / "list").write_bytes(f"\\{HEX_Y}  plain\r\n\\{HEX_Y}  cr\\rret\n".encode())
    ours = hashforge("hash", "-c", "-a", "sha256", "list", cwd=tree)
    theirs = sha256sum("-c", "list", cwd=tree)
    assert ours.returncode == theirs.returncode == 0
    assert ours.stdout == theirs.stdout == b"plain: OK\ncr\rret: OK\n"


def test_other_line_breaks_stay_in_the_name(tmp_path: Path) -> None:
    """sha256sum leaves a form feed unescaped; a list line ends at a newline only."""
    (tmp_path / "form\x0cfeed").write_bytes(b"y")
    listing = sha256sum("form\x0cfeed", cwd=tmp_path).stdout
    assert listing == f"{HEX_Y}  form\x0cfeed\n".encode()
    ours = hashforge("hash", "-c", "-a", "sha256", cwd=tmp_path, stdin=listing)
    assert (ours.returncode, ours.stdout) == (0, b"form\x0cfeed: OK\n")
