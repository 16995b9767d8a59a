"""Both implementations of the C library pass every KAT. The Python binding (and
so tests/test_kat.py, tests/test_incremental.py) runs the optimized build
(c/low/<family>/<family>_opt.c where a family has it); here c/tools/kat_check.c runs every
vector, one-shot and split into pseudo-random bit-length updates, through the reference
build (make -C c IMPL=ref), so the golden model keeps passing too (make sanitize runs both builds the same way)."""
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
    """IMPL=ref takes every family's reference low level, IMPL=opt its optimized one where the
    family has one; the high level (c/*.c) and the shared pieces are the same in both."""
    ref, opt = _sources("ref"), _sources("opt")
    low = sorted(p for p in (C / "low").iterdir() if p.is_dir() and p.name != "common")
    assert low
    assert {s for s in ref if Path(s).parent == C} == {s for s in opt if Path(s).parent == C}
    for folder in low:
        f = folder.name
        assert str(folder / f"{f}_ref.c") in ref, f
        want = folder / f"{f}_opt.c" if (folder / f"{f}_opt.c").is_file() else folder / f"{f}_ref.c"
        assert str(want) in opt, f


def test_each_translation_unit_stands_alone() -> None:
    """XKCP's model (c/Makefile): the high level includes its family's low-level header, never an
    implementation; no file includes another through ../ or from the old opt/ folder."""
    for path in [*C.glob("*.[ch]"), *C.glob("low/*/*.[ch]")]:
        text = path.read_text()
        assert '#include "../' not in text and '#include "opt/' not in text, path
        assert not any(line.startswith("#include") and line.rstrip().endswith('.c"')
                       for line in text.splitlines()), path
    for folder in (p for p in (C / "low").iterdir() if p.is_dir() and p.name != "common"):
        high = (C / f"{folder.name}.c").read_text()
        assert f'#include "low/{folder.name}/{folder.name}_low.h"' in high, folder.name
        assert f"hf_algos_{folder.name}" not in "".join(p.read_text() for p in folder.glob("*.c"))


@pytest.mark.parametrize("impl", ["ref", "opt"])
def test_make_reports_its_choice(impl: str) -> None:
    """make implementations lists each family's pick; IMPL_<family> overrides IMPL."""
    out = subprocess.run(["make", "-s", "--no-print-directory", "-C", str(C), "implementations", f"IMPL={impl}",
                          "IMPL_keccak=ref"], capture_output=True, text=True, check=True).stdout
    picks = dict(line.split() for line in out.splitlines())
    assert picks["keccak"] == "ref"
    assert picks["sha2"] == impl


def test_binding_reports_its_implementation() -> None:
    have = {p.parent.name for p in C.glob("low/*/*_opt.c")}
    assert have
    for family in {hashforge.algorithm_info(a).family for a in hashforge.algorithms()}:
        assert _native.implementation(family) == ("opt" if family in have else "ref"), family
    with pytest.raises(ValueError):
        _native.implementation("nosuch")
