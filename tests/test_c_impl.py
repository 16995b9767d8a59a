"""Both implementations of the C library pass every KAT. The Python binding (and
so tests/test_kat.py, tests/test_incremental.py) runs the optimized build (c/opt/ where a
family has it); here c/tools/kat_check.c runs every vector, one-shot and split into
pseudo-random bit-length updates, through the reference build (make -C c IMPL=ref), so the
golden model keeps passing too (make sanitize runs both builds the same way)."""
from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest

import hashforge
from hashforge import _native, kat, paths

C = paths.c_dir()


@pytest.fixture(scope="module")
def vectors(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    buf = io.StringIO()
    n = kat.dump(buf)
    path = tmp_path_factory.mktemp("kat") / "vectors.txt"
    path.write_text(buf.getvalue())
    return path, n


def _sources(impl: str) -> list[str]:
    out = subprocess.run(["make", "-s", "--no-print-directory", "-C", str(C), "sources", f"IMPL={impl}"],
                         capture_output=True, text=True, check=True).stdout
    return out.split()


@pytest.mark.parametrize("impl", ["ref"])
def test_every_kat(impl: str, vectors: tuple[Path, int], tmp_path: Path) -> None:
    if shutil.which("gcc") is None:
        pytest.skip("gcc is not installed")
    exe = tmp_path / f"kat-check-{impl}"
    # -O1: the vectors run in well under a second either way; the compile is the cost
    subprocess.run(["gcc", "-std=c99", "-O1", f"-I{C}", "-o", str(exe), str(C / "tools" / "kat_check.c"),
                    *_sources(impl)], check=True, capture_output=True)
    path, n = vectors
    with open(path) as f:
        r = subprocess.run([str(exe)], stdin=f, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert f"{n} passed, 0 failed" in r.stdout, r.stdout[-500:]


def test_sources_follow_the_files() -> None:
    """IMPL=ref is every reference file; IMPL=opt replaces exactly the families c/opt/ has."""
    ref, opt = _sources("ref"), _sources("opt")
    assert all(Path(s).parent == C for s in ref)
    families = {Path(s).stem for s in opt if Path(s).parent.name == "opt"} & {Path(s).stem for s in ref}
    assert {Path(s).name for s in opt if Path(s).parent == C} == {Path(s).name for s in ref} - {
        f"{f}.c" for f in families}


def test_opt_files_hold_only_the_low_level() -> None:
    """XKCP's split (c/Makefile): c/opt/<family>.c compiles c/<family>.c around itself, which
    takes its low level from the opt/ file; the high level, descriptors included, is written
    once, in c/<family>.c."""
    families = [p for p in sorted((C / "opt").glob("*.c")) if (C / p.name).is_file()]
    assert families
    for opt in families:
        text = opt.read_text()
        assert f'#include "../{opt.name}"' in text, opt
        assert f'#include "opt/{opt.name}"' in (C / opt.name).read_text(), opt.name
        assert f"hf_algos_{opt.stem}" not in text, opt


def test_binding_reports_its_implementation() -> None:
    have = {p.stem for p in (C / "opt").glob("*.c")}
    for family in {hashforge.algorithm_info(a).family for a in hashforge.algorithms()}:
        assert _native.implementation(family) == ("opt" if family in have else "ref"), family
    with pytest.raises(ValueError):
        _native.implementation("nosuch")
