"""The KAT reader: formats, bit conventions, and malformed input."""
from __future__ import annotations

from pathlib import Path

import pytest

from hashforge import kat


def _write(tmp_path: Path, text: str, name: str = "f.txt") -> kat.KatFile:
    (tmp_path / name).write_text(text)
    return kat.KatFile("sha256", name, False)


def test_competition_format(tmp_path: Path) -> None:
    kf = _write(tmp_path, "# header\n\nLen = 0\nMsg = 00\nMD = AB\n\nLen = 3\nMsg = E0\nMD = CD\n")
    v = kat.read_vectors(kf, tmp_path)
    assert [(x.nbits, x.msg, x.expected, x.line) for x in v] == [
        (0, b"", b"\xab", 3), (3, b"\xe0", b"\xcd", 7)]


def test_lsb_convention_moves_bits_up(tmp_path: Path) -> None:
    (tmp_path / "x.txt").write_text("Len = 2\nMsg = 03\nMD = 00\n")
    v = kat.read_vectors(kat.KatFile("sha3-256", "x.txt", True), tmp_path)
    assert v[0].msg == b"\xc0"


def test_lsb_convention_rejects_stray_bits(tmp_path: Path) -> None:
    (tmp_path / "x.txt").write_text("Len = 2\nMsg = 07\nMD = 00\n")
    with pytest.raises(kat.KatError, match=r"x.txt:1"):
        kat.read_vectors(kat.KatFile("sha3-256", "x.txt", True), tmp_path)


def test_lwc_and_rsp_formats(tmp_path: Path) -> None:
    v = kat.read_vectors(_write(tmp_path, "Count = 1\nMsg = \nMD = 01\n\nCount = 2\nMsg = 00\nMD = 02\n"), tmp_path)
    assert [(x.nbits, x.msg) for x in v] == [(0, b""), (8, b"\x00")]
    v = kat.read_vectors(_write(tmp_path, "[L = 32]\n\nLen = 8\nMsg = d3\nMD = 28\n", "r.rsp"), tmp_path)
    assert v[0].msg == b"\xd3"


@pytest.mark.parametrize("text,line,what", [
    ("Len = 8\nMsg = ZZ\nMD = 00\n", 2, "hex"),
    ("Len = 16\nMsg = 00\nMD = 00\n", 1, "Msg has only"),
    ("Len = x\nMsg = 00\nMD = 00\n", 1, "Len"),
    ("Len = 8\nMsg = 00\n", 1, "without Msg and MD"),
    ("Len = 8\nMsg = 00\nMD = 0\n", 3, "hex"),
    ("Len = 8\nthis is not a field\n", 2, "cannot read"),
    ("Msg = 00\nMD = 00\n", 1, "without Len or Count"),
    ("Len = 8\nLen = 8\n", 2, "twice"),
])
def test_malformed_reports_path_and_line(tmp_path: Path, text: str, line: int, what: str) -> None:
    with pytest.raises(kat.KatError, match=rf"f\.txt:{line}: .*{what}"):
        kat.read_vectors(_write(tmp_path, text), tmp_path)


def test_empty_file_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(kat.KatError, match="no vectors"):
        kat.read_vectors(_write(tmp_path, "# nothing\n"), tmp_path)


def test_index_errors(tmp_path: Path) -> None:
    (tmp_path / "fam").mkdir()
    (tmp_path / "fam" / "index.tsv").write_text("sha256\tfam/missing.txt\t-\n")
    with pytest.raises(kat.KatError, match="index.tsv:1: no such file"):
        kat.catalogue(tmp_path)
    (tmp_path / "fam" / "index.tsv").write_text("sha256 fam/x.txt\n")
    with pytest.raises(kat.KatError, match="index.tsv:1: expected 3"):
        kat.catalogue(tmp_path)


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(kat.KatError, match="cannot read"):
        kat.read_vectors(kat.KatFile("sha256", "nope.txt", False), tmp_path)


def test_dump_for_the_c_runner() -> None:
    """`python -m hashforge.kat dump` feeds c/tools/kat_check.c (make sanitize): one line per
    vector, "-" for the empty message."""
    import io

    out = io.StringIO()
    n = kat.dump(out, ["sha256"])
    lines = out.getvalue().splitlines()
    vectors = [v for kf in kat.files_for(["sha256"]) for v in kat.read_vectors(kf)]
    assert n == len(lines) == len(vectors) > 0
    first = vectors[0]
    assert lines[0] == f"sha256 {first.nbits} {first.msg.hex() or '-'} {first.expected.hex()}"
    assert all(len(line.split(" ")) == 4 for line in lines)
