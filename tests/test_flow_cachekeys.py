"""Cache keys per job: a simulation job of `hashforge eval` is keyed on the files it reads
(hashforge.hw.sim.job_inputs), so an edit in one family's folder re-keys that family's jobs
only.  No simulator runs here."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from hashforge import paths

cores = pytest.importorskip("hashforge.hw.cores")
sim = pytest.importorskip("hashforge.hw.sim")
from hashforge.flow import simres  # noqa: E402

FAMILY = "jh"


def jobs() -> list[tuple[str, str]]:
    return [(a, r) for a in cores.identifiers() for r in cores.archs(a)]


def keys(width: int = 32) -> dict[tuple[str, str], str]:
    return {(a, r): simres.sim_key(a, r, width) for a, r in jobs()}


@pytest.fixture
def rtl_copy(tmp_path: Path, monkeypatch) -> Path:
    rtl = tmp_path / "rtl"
    shutil.copytree(paths.rtl_dir(), rtl)
    monkeypatch.setenv(paths.RTL_ENV, str(rtl))
    return rtl


def rekeyed(before: dict, after: dict) -> list[tuple[str, str]]:
    changed = [j for j in before if before[j] != after[j]]
    print(f"{len(changed)} of {len(before)} sim jobs re-key: "
          + (", ".join(f"{a}/{r}" for a, r in changed) or "none"))
    return changed


def test_job_inputs_are_the_files_the_job_reads():
    core = cores.get("jh256")
    inputs = sim.job_inputs(core)
    rtl, kat = paths.rtl_dir(), paths.kat_dir()
    assert set(sim.files_read(core)) <= set(inputs)
    assert rtl / FAMILY / "hf_jh.v" in inputs and rtl / "prim" / "hf_sbox4_layer.v" in inputs
    assert kat / FAMILY / "index.tsv" in inputs
    assert any(p.is_relative_to(kat / FAMILY) and p.name != "index.tsv" for p in inputs)
    assert Path(sim.__file__) in inputs                   # the driver
    assert any(p.name.startswith("_native") for p in inputs)   # the binding's digests
    assert not any(p.suffix == ".md" for p in inputs)
    others = {cores.family_of(a).folder for a in cores.identifiers()} - {FAMILY, "common", "prim"}
    assert not any(p.is_relative_to(rtl / f) or p.is_relative_to(kat / f) for p in inputs for f in others)


def test_one_family_edit_rekeys_that_family_only(rtl_copy: Path):
    family_jobs = {(a, r) for a, r in jobs() if cores.family_of(a).folder == FAMILY}
    assert family_jobs and len(family_jobs) < len(jobs())
    before = keys()
    assert len(set(before.values())) == len(before)       # one key per job

    # a Verilog file of the family and a bench that joins its folder (rtl/<family>/tb/)
    v = rtl_copy / FAMILY / "hf_jh_round.v"
    v.write_text(v.read_text() + "\n// one more line\n")
    after = keys()
    assert set(rekeyed(before, after)) == family_jobs
    (rtl_copy / FAMILY / "tb").mkdir(exist_ok=True)
    (rtl_copy / FAMILY / "tb" / f"test_{FAMILY}.py").write_text("# a bench of this family\n")
    again = keys()
    assert set(rekeyed(after, again)) == family_jobs

    # the family's prose (CYCLES.md, a README) is not read by a simulation
    (rtl_copy / FAMILY / "README.md").write_text("# prose\n")
    assert rekeyed(again, keys()) == []


def test_one_kat_file_rekeys_its_identifier_only(tmp_path: Path, monkeypatch):
    """kat/ with every family's folder linked and jh's copied: an edit of one vector file
    re-keys the jobs of the identifier whose vectors it holds, in every architecture; the
    width is part of the key as well."""
    kat = tmp_path / "kat"
    kat.mkdir()
    for d in paths.kat_dir().iterdir():
        if d.name == FAMILY:
            shutil.copytree(d, kat / d.name)
        else:
            (kat / d.name).symlink_to(d, target_is_directory=d.is_dir())
    monkeypatch.setenv(paths.KAT_ENV, str(kat))
    before = keys()
    assert set(keys(64).values()).isdisjoint(before.values())
    vectors = kat / FAMILY / "round3" / "ShortMsgKAT_256.txt"
    vectors.write_text(vectors.read_text() + "\n")
    assert {a for a, _ in rekeyed(before, keys())} == {"jh256"}
