"""kat/PROVENANCE.md stays true: every vector file under kat/ has a row in one of its tables,
and the file's sha256 is the one the row records (the checkout keeps the files as published;
only the wheel compresses them)."""
from __future__ import annotations

import hashlib
import re

from hashforge import paths

ROW = re.compile(r"^\| `([^`]+)` \| [^|]*\| `([0-9a-f]{64})` \|", re.M)


def test_every_file_has_its_recorded_sha256() -> None:
    kat = paths.kat_dir()
    recorded = dict(ROW.findall((kat / "PROVENANCE.md").read_text(encoding="utf-8")))
    files = {p.relative_to(kat).as_posix() for p in kat.rglob("*")
             if p.is_file() and p.name not in ("index.tsv", "PROVENANCE.md")}
    assert sorted(files - recorded.keys()) == [], "files without a PROVENANCE.md row"
    assert sorted(recorded.keys() - files) == [], "PROVENANCE.md rows without a file"
    wrong = [rel for rel, digest in recorded.items()
             if hashlib.sha256((kat / rel).read_bytes()).hexdigest() != digest]
    assert wrong == []
