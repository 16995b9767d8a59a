"""Which FPGA holds a design (data/fpga_placement.csv), the quick evaluation's choice, the
shipped per-job estimates and the report's FPGA table with rows of both devices; no tool
runs here (the gw5a runner is a stand-in)."""
from __future__ import annotations

import io
import json
import time
from dataclasses import replace
from types import SimpleNamespace

import pytest

from hashforge.evaluation import durations, evaluate as ev, placement, report
from hashforge.evaluation.evaluate import Job, Progress, evaluate, make_row, select

cores = pytest.importorskip("hashforge.hw.cores")


def two_arch_registry():
    base = cores.get("sha256")
    reg = {("sha256", "round"): base, ("sha256", "fold"): replace(base, arch="fold")}
    return SimpleNamespace(identifiers=lambda: ["sha256"], archs=lambda a: ["round", "fold"],
                           get=lambda a, r=None: reg[(a, r or "round")])


@pytest.fixture
def placement_file(tmp_path, monkeypatch):
    def write(*lines: str):
        path = tmp_path / "fpga_placement.csv"
        path.write_text("algorithm,arch,target,quick_arch,why\n" + "".join(ln + "\n" for ln in lines))
        monkeypatch.setattr(placement, "placement_file", lambda: path)
    return write


def test_shipped_file_names_registered_architectures():
    entries = placement.load()
    assert entries, "data/fpga_placement.csv is empty"
    for e in entries:
        archs = list(cores.archs(e.algorithm))
        assert e.arch in archs, e
        assert e.target in ("gw5a", "ecp5"), e
        assert e.why and "\n" not in e.why, e
        if e.quick_arch:
            # the architecture run in its place must itself place on the ECP5
            assert e.quick_arch in archs and (e.algorithm, e.quick_arch) not in \
                {(x.algorithm, x.arch) for x in entries}, e


def test_quick_runs_the_listed_architecture_in_place_of_the_default(placement_file):
    placement_file("sha256,round,ecp5,fold,does not route")
    quiet = io.StringIO()
    assert [r for _, r, _ in select(two_arch_registry(), mode="quick", stream=quiet)[0]] == ["fold"]
    assert [r for _, r, _ in select(two_arch_registry(), mode="full", stream=quiet)[0]] == ["round", "fold"]
    assert [r for _, r, _ in select(two_arch_registry(), arch="round", stream=quiet)[0]] == ["round"]


def test_a_variant_of_the_same_datapath_follows_its_listed_identifier(placement_file):
    placement_file("sha256,round,gw5a,,too big")
    placed = placement.Placements(cores)
    assert placed.fpga_target("sha224", "round") == "gw5a"          # the same hf_sha2 datapath
    assert placed.fpga_target("sha512", "round") == "ecp5"          # 64-bit words: another one
    assert placed.note("sha224", "round", "gw5a", True) == "on the GW5AST-138C: too big"


def _fake_gw5a(design, workdir, staged):
    return {"device": "GW5AST-LV138 (stand-in)", "luts": 10, "ffs": 12, "alus": 3, "brams": 0,
            "dsps": 0, "fmax_mhz": 150.0, "cells": {}, "critical_path": None}


def test_a_listed_design_is_placed_on_gw5a_and_says_why(placement_file, tmp_path, monkeypatch):
    from hashforge.flow import targets
    from test_flow_report import fake_registry, fake_sim
    placement_file("sha256,round,gw5a,,needs more than the LFE5U-85F")
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setitem(targets.RUNNERS, "gw5a", _fake_gw5a)
    log = io.StringIO()
    results, rc = evaluate("quick", jobs=1, out=tmp_path / "r", registry=fake_registry(), sim_fn=fake_sim,
                           stream=log, processes=False)
    assert rc == 0, results["rows"]
    [row] = results["rows"]
    assert row["target"] == "gw5a" and row["fmax_mhz"] == 150.0 and row["area_unit"] == "LUT4"
    assert row["placement"] == "on the GW5AST-138C: needs more than the LFE5U-85F"
    assert results["targets"] == ["gw5a"]
    # an explicit --target is what runs
    again, _ = evaluate("quick", jobs=1, registry=fake_registry(), sim_fn=fake_sim, stream=io.StringIO(),
                        processes=False, target_list=["gates"])
    assert [r["target"] for r in again["rows"]] == ["gates"]
    md = (tmp_path / "r" / "report.md").read_text()
    assert "| GW5A |" in md and "needs more than the LFE5U-85F" in md


def _job(label: str, kind: str = "synth") -> Job:
    return Job(kind, label, f"{kind}-{label}", dict, ())


def test_a_job_never_run_here_is_estimated_from_its_kind():
    p = Progress(4, io.StringIO(), hints={"synth ecp5 a/round": 100.0, "synth ecp5 b/round": 300.0,
                                          "synth ecp5 c/round": 200.0, "sim a/round": 40.0})
    assert p.estimate(_job("ecp5 a/round")) == 100.0
    assert p.estimate(_job("ecp5 new/round")) == 200.0                 # the median of its kind
    assert p.estimate(_job("new/round", "sim")) == 40.0
    assert p.estimate(_job("asic new/round")) is None                   # no asic job recorded
    jobs = [_job("ecp5 a/round"), _job("ecp5 new/round"), _job("new/round", "sim")]
    assert p.expected(jobs, threads=2) == ("expected ~3 min (1 from recorded or shipped durations, "
                                           "2 as the median of their kind)")
    assert p.expected(jobs + [_job("asic x/round")], 2).startswith("expected >= 3 min")


def test_shipped_durations_give_the_first_run_an_estimate(tmp_path, monkeypatch):
    shipped = tmp_path / "eval_durations.json"
    shipped.write_text(json.dumps({"synth ecp5 a/round": 120.0, "synth ecp5 b/round": 60.0}))
    monkeypatch.setattr(ev, "shipped_durations_file", lambda: shipped)
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "fresh"))
    hints = ev._load_durations()
    assert hints == {"synth ecp5 a/round": 120.0, "synth ecp5 b/round": 60.0}
    (tmp_path / "fresh").mkdir()
    (tmp_path / "fresh" / "durations.json").write_text(json.dumps({"synth ecp5 a/round": 90.0}))
    assert ev._load_durations()["synth ecp5 a/round"] == 90.0          # this machine's own run
    out = io.StringIO()
    p = Progress(1, out, hints=ev._load_durations(), heartbeat=30)
    job = _job("ecp5 b/round")
    job.started = time.monotonic() - 20
    p.beat([job], threads=1, force=True)
    assert "~40 s left" in out.getvalue()


def _cached(root, kind, key, result):
    (root / kind / key).mkdir(parents=True)
    (root / kind / key / "result.json").write_text(json.dumps(result))


def test_durations_are_gathered_from_caches_under_the_evaluations_names(tmp_path, monkeypatch, capsys):
    a, b = tmp_path / "a", tmp_path / "b"
    _cached(a, "synth", "k1", {"command": "hashforge synth sha256 --arch round --width 32 --target xc7",
                               "elapsed_s_total": 30.04, "cached": False})
    _cached(b, "synth", "k2", {"command": "hashforge synth sha256 --arch round --width 32 --target xc7",
                               "elapsed_s_total": 45.0, "cached": False})
    _cached(a, "synth", "k3", {"command": "hashforge synth ascon-hash256 --arch round --width 32 "
                                          "--target asic --no-frame", "elapsed_s_total": 9.9})
    _cached(a, "synth", "k4", {"command": "hashforge synth keccak256 --arch round --target ecp5 --seeds 3",
                               "elapsed_s_total": 300.0})
    _cached(a, "synth", "k5", {"command": "hashforge synth sha256 --bus axis --arch round --target ecp5",
                               "elapsed_s_total": 99.0})                       # a bus wrapper: not a row
    _cached(a, "synth", "k6", {"command": "hashforge synth sha256 --arch round --width 64 --target ecp5",
                               "elapsed_s_total": 99.0})                       # not the evaluation's width
    _cached(a, "simres", "s1", {"algorithm": "sha256", "arch": "round", "width": 32, "kat_limit": None,
                                "elapsed_s": 16.9})
    _cached(a, "simres", "s2", {"algorithm": "sha512", "arch": "round", "width": 32, "kat_limit": 8,
                                "elapsed_s": 3.0})                             # a sample: too short
    (a / "durations.json").write_text(json.dumps({"synth gates sha256/round": 4.5, "mcu avr x/y": 1.0}))
    got = durations.gather([a, b])
    assert got == {"synth " + ev.synth_label("xc7", "sha256/round"): 45.0,
                   "synth " + ev.synth_label("asic", "ascon-hash256/round", no_frame=True): 9.9,
                   "synth " + ev.synth_label("ecp5", "keccak256/round", seeds=3): 300.0,
                   "sim sha256/round": 16.9, "synth gates sha256/round": 4.5, "mcu avr x/y": 1.0}
    shipped = tmp_path / "shipped.json"
    shipped.write_text(json.dumps({"sim sha256/round": 10.0, "sim old/round": 5.0, "mcu avr x/y": 3.0}))
    monkeypatch.setattr(durations, "shipped_durations_file", lambda: shipped)
    assert durations.main([str(a), str(b), "--write"]) == 0
    merged = json.loads(shipped.read_text())
    assert merged["sim sha256/round"] == 16.9 and merged["sim old/round"] == 5.0 and len(merged) == 7
    assert merged["mcu avr x/y"] == 3.0                   # a shorter new time keeps the longer one
    assert durations.main([str(tmp_path / "nowhere")]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_every_shipped_estimate_is_a_measured_time():
    data = json.loads(ev.shipped_durations_file().read_text())
    assert data and all(isinstance(v, (int, float)) and v > 0 for v in data.values())
    assert all(k.split()[0] in ("sim", "synth", "mcu") for k in data)


def test_a_cores_ecp5_and_gw5a_rows_sit_together_with_their_device():
    from test_flow_report import FakeCore, fake_sim
    sim = fake_sim("sha256", "round", 32, True)
    base = {"luts": 1000, "ffs": 900, "brams": 0, "dsps": 0, "fmax_mhz": 100.0, "cells": {},
            "tool_versions": {}, "critical_path": None}
    a, b = FakeCore("sha256", "round"), FakeCore("sha512", "round")
    rows = [make_row(a, "round", 32, "ecp5", sim, {**base, "device": "LFE5U-85F-6 CABGA381"}, []),
            make_row(b, "round", 32, "ecp5", sim, {**base, "device": "LFE5U-85F-6 CABGA381"}, []),
            make_row(a, "round", 32, "gw5a", sim, {**base, "device": "GW5AST", "fmax_mhz": 150.0}, [])]
    seeds = [{"algorithm": "sha256", "technology": "FPGA", "seed": "002", "table": "T4", "design": "x",
              "device": "Virtex-5"}]
    [(title, head, body)] = report.our_tables(rows, seeds)
    assert "GW5AST-138C" in title and "LFE5U-85F-6 CABGA381" in title
    dev = head.index("device")
    assert [(r[0], r[dev]) for r in body] == [("sha256", "ECP5"), ("sha256", "GW5A"),
                                              ("↳ seed 002, T4", ""), ("sha512", "ECP5")]
    only_ecp5 = report.our_tables(rows[:2], seeds)[0]
    assert "device" not in only_ecp5[1] and "GW5A" not in only_ecp5[0]
